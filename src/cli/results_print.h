/* SPDX-License-Identifier: GPL-3.0-or-later */
/* results_print.h: the supervisor's views of the results database:
 * attempts as an aligned table, as CSV (RFC 4180: CRLF line ends, fields
 * with a comma, quote, CR or LF quoted, quotes doubled) or as a JSON
 * array; one attempt with every action; a trainee's progress. */
#ifndef CLI_RESULTS_PRINT_H
#define CLI_RESULTS_PRINT_H

#include <stdbool.h>
#include <stddef.h>

#include "store/store.h"

enum results_format { RESULTS_TABLE, RESULTS_CSV, RESULTS_JSON };

/* Shared by results_*.c: a cell padded to width columns (as a terminal
 * shows it), a skill's name ("?" when unknown), and room for one. */
#define RESULTS_SKILL_WIDTH 24
void results_put_cell(const char *s, int width, bool last);
const char *results_skill_label(enum skill k);
/* An attempt's status in words, "(batch)" added for a batch run. */
const char *results_state_text(const struct store_attempt *a);

/* The scoring model's figures of a listed attempt (store_scoring_get,
 * store_skills). */
struct results_scored {
	struct store_scoring sc;
	struct store_skill skills[SKILL__COUNT];
	size_t n_skills;
};

/* Each returns an exit status (EXIT_ERROR when the output failed). */
/* The attempts f finds with the verdict's reason, the critical errors,
 * the hints and one column per skill (its percent; CSV and JSON),
 * streamed from the store in constant memory (the table reads it twice:
 * widths, then rows). */
int results_print_list(struct store *st, const struct store_filter *f,
		       enum results_format fmt);
/* One attempt in full, with the scoring model's figures
 * (store_scoring_get; the actions with store_scoring_flags): the verdict
 * with its reason, each skill against its mark, each mistake in words;
 * an exam's answer key (each action due, its article) only with key:
 * released, or shown to the holder of the exam code. */
int results_print_show_scored(const struct store_attempt *a,
			      const struct store_skill *skills,
			      size_t n_skills, const struct store_action *acts,
			      size_t n_acts, const struct store_scoring *sc,
			      bool key);
/* `results report`: the attempts f finds, grouped by trainee, each with
 * its verdict, skills against their marks and mistakes in words; plain
 * text, or a self-contained HTML page. */
int results_print_report(struct store *st, const struct store_filter *f,
			 bool html);
int results_print_progress(const char *trainee,
			   const struct store_point *points, size_t n_points,
			   const struct store_skill *weak, size_t n_weak,
			   const struct store_spot *spots, size_t n_spots);

/* results_server.c: --db, else $CRUPIER_DB, else the settings' db:,
 * else the default file (NULL: no place known);
 * whether that names a results server; the results the connected role
 * may see there, as a store in memory (NULL after printing why). */
const char *results_db_given(const char *db);
bool results_db_is_server(const char *db);
struct store *results_server_read(const char *db);
/* The results to read: the server's visible rows, or the file, which
 * must exist unless create (may_create: the command has --create, and
 * the message says so).  NULL after printing why. */
struct store *results_open_reading(const char *db, bool may_create,
				   bool create);
/* The same as JSON, with the trainee's memory of each cell
 * (results_progress_json.c). */
struct memory_cell;
int results_print_progress_json(const char *trainee,
				const struct store_point *points,
				size_t n_points,
				const struct store_skill *weak, size_t n_weak,
				const struct store_spot *spots, size_t n_spots,
				const struct memory_cell *cells,
				size_t n_cells);
/* The mastery of each skill the trainee tried (results_mastery.c). */
int results_print_mastery(struct store *st, const char *trainee);

#endif
