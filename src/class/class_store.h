/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_store.h: classes as the trainer and the teacher use them: the
 * class tables (store/store_class.h), a roster read from a file, where a
 * trainee stands with an assigned exam (class_window.c), and the
 * teacher's live view and report of a class (class_live.c).
 *
 * The live view (class_live) reads, for every member, his newest
 * attempt: what it is, how many actions, the accuracy per skill, the
 * last mistake and its article, the time, and how it ended.  No curses,
 * no printing: functions return false with *err filled. */
#ifndef CLASS_CLASS_STORE_H
#define CLASS_CLASS_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "store/store.h"
#include "store/store_class.h"

/* Adds every trainee of the CSV file at path (crupier(1): a header
 * "name,login", then one trainee a line, RFC 4180 quoting, UTF-8), all
 * in one transaction: any error ("file:line:column: message") adds
 * nobody.  *added: the trainees added, *kept: those already there. */
bool class_import_roster(struct store *st, const char *cls,
			 const char *path, size_t *added, size_t *kept,
			 struct error *err);
/* The exams assigned to the classes of trainee, open at now (ISO text),
 * with the attempts he has used of each; *out malloc'd. */
bool class_open_exams(struct store *st, const char *trainee, const char *now,
		      struct class_exam **out, size_t *n,
		      struct error *err);

/* Where trainee stands with an exam (a scenario id) at now. */
enum class_exam_status {
	CLASS_EXAM_FREE,        /* assigned to none of his classes */
	CLASS_EXAM_OPEN,        /* in its window, attempts left */
	CLASS_EXAM_CLOSED,      /* assigned, but not open now */
	CLASS_EXAM_USED_UP,     /* open, every attempt allowed used */
};
/* *status, and for an open exam the attempts left and when it closes
 * (the latest window of his classes that has attempts left). */
bool class_exam_status(struct store *st, const char *trainee,
		       const char *exam, const char *now,
		       enum class_exam_status *status, int *left,
		       char closes[STORE_TIME_MAX], struct error *err);
/* May trainee start an exam with this scenario id at now?  An exam not
 * assigned to any of his classes is free (*allowed true); an assigned
 * one only in its window and while attempts remain (an unfinished
 * attempt of his resumes and counts as used already).  When not
 * allowed, why[] says so in words. */
bool class_exam_gate(struct store *st, const char *trainee, const char *exam,
		     const char *now, bool *allowed, char *why, size_t size,
		     struct error *err);

/* One trainee of the live view. */
struct class_live_row {
	char trainee[STORE_NAME_MAX];
	char login[STORE_NAME_MAX];
	bool has_attempt;               /* nothing done yet: the rest 0 */
	int64_t attempt;
	char doing[SCENARIO_ID_MAX];    /* the newest attempt's scenario */
	char kind[16];                  /* drill lesson exam practice */
	bool exam;
	enum store_state state;
	bool scored, passed;            /* passed: store_outcome.h */
	bool unscored;                  /* complete without a mark: passed
					   or failed says nothing */
	bool awaiting;                  /* no verdict yet from the results
					   server's judge (or none it could
					   give) */
	double score;
	int actions, mistakes;          /* replays left out */
	int skill_actions[SKILL__COUNT], skill_right[SKILL__COUNT];
	char mistake[STORE_TEXT_MAX];   /* the last mistake: what was due */
	char article[SESSION_ARTICLE_MAX];
	char started[STORE_TIME_MAX];
	char last[STORE_TIME_MAX];      /* the last action, or the end */
	int64_t seconds;                /* started .. end (or now) */
};

/* The accuracy of a row's skill in percent, or -1 without actions. */
int class_live_accuracy(const struct class_live_row *r, enum skill k);
/* The row's weakest accuracy (-1: no actions) and its skill. */
int class_live_weakest(const struct class_live_row *r, enum skill *k);

/* Every member of cls with his newest attempt, by name; *rows malloc'd;
 * *found false when there is no such class. */
bool class_live(struct store *st, const char *cls,
		struct class_live_row **rows, size_t *n, bool *found,
		struct error *err);

/* A member's results over all his attempts (the class report). */
struct class_report_row {
	char trainee[STORE_NAME_MAX];
	int attempts, exams, passed;
	int skill_actions[SKILL__COUNT], skill_right[SKILL__COUNT];
	bool has_best;
	double best;                    /* best exam score */
	char last[STORE_TIME_MAX];      /* the newest attempt's start */
};

bool class_report(struct store *st, const char *cls,
		  struct class_report_row **rows, size_t *n, bool *found,
		  struct error *err);

#endif
