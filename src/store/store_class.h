/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_class.h: the class tables of the results database: sites,
 * classes, their rosters and assigned exams.
 *
 * A class has a unique name, a teacher (his login), optionally a site
 * (made when first named).  Its roster lists trainees by the name the
 * results are stored under (trainees.name: adding a member adds the
 * trainee), each optionally bound to a login (the Unix account or
 * database role), so that the trainer knows who sits at the terminal
 * and a trainee picks his own name from the roster instead of typing
 * it.  An exam (a scenario id) assigned to a class is open to its
 * members from `opens` to `closes` (ISO 8601 UTC text, as the store's
 * times; opens <= now < closes), for at most `attempts` attempts each.
 *
 * The functions keep the names class_* that their callers know them by:
 * they are the class tables' own, the store's part of the classes
 * (class/class_store.h adds the rest: rosters from files, an exam's
 * window, the live view).  Functions return false with *err filled. */
#ifndef STORE_STORE_CLASS_H
#define STORE_STORE_CLASS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "scenario/scenario.h"
#include "store/store.h"

#define CLASS_NAME_MAX STORE_NAME_MAX

struct class_info {
	int64_t id;
	char name[CLASS_NAME_MAX];
	char site[CLASS_NAME_MAX];      /* "" none */
	char teacher[CLASS_NAME_MAX];
	char created[STORE_TIME_MAX];
	int members, exams;
};

struct class_member {
	char class_name[CLASS_NAME_MAX];
	char trainee[STORE_NAME_MAX];
	char login[STORE_NAME_MAX];     /* "" not bound yet */
};

struct class_exam {
	char class_name[CLASS_NAME_MAX];
	char exam[SCENARIO_ID_MAX];
	char opens[STORE_TIME_MAX], closes[STORE_TIME_MAX];
	int attempts;                   /* allowed */
	int used;                       /* class_open_exams: the trainee's */
};

/* A name of 1..CLASS_NAME_MAX-1 bytes without control characters;
 * what names it in the message. */
bool class_name_ok(const char *what, const char *name,
		   struct error *err);

/* Creates the class (and its site when new); refused when the name is
 * taken.  site may be NULL. */
bool class_create(struct store *st, const char *name, const char *site,
		  const char *teacher, struct error *err);
/* Adds trainee to the class (login NULL: not bound); refused when he is
 * there already or the login is bound to another trainee of the class. */
bool class_add(struct store *st, const char *cls, const char *trainee,
	       const char *login, struct error *err);
/* The class's id, 0 when there is none of that name. */
bool class_id(struct store *st, const char *cls, int64_t *id,
	      struct error *err);
/* Adds or binds a member inside the caller's transaction; *added false
 * when he was there already (his login set when he had none). */
bool class_add_in(struct store *st, int64_t cls, const char *cls_name,
		  const char *trainee, const char *login, bool *added,
		  struct error *err);
/* Every class by name; *out malloc'd (free()). */
bool class_list(struct store *st, struct class_info **out, size_t *n,
		struct error *err);
/* One class; *found false when there is none of that name. */
bool class_get(struct store *st, const char *cls, struct class_info *out,
	       bool *found, struct error *err);
/* The roster of cls by name (cls NULL: of every class, by class then
 * name); *out malloc'd. */
bool class_members(struct store *st, const char *cls,
		   struct class_member **out, size_t *n,
		   struct error *err);
/* The trainees a login may pick from: the rosters of the classes that
 * have a member bound to login, else (nobody bound to it) of every
 * class; each name once, sorted.  *n 0 when there are no classes. */
bool class_roster_for(struct store *st, const char *login,
		      struct class_member **out, size_t *n,
		      struct error *err);
/* Assigns exam (a scenario id) to the class, or changes its window and
 * attempts when assigned already.  opens < closes, attempts >= 1. */
bool class_assign(struct store *st, const char *cls, const char *exam,
		  const char *opens, const char *closes, int attempts,
		  struct error *err);
/* The exams assigned to cls, by opening time; *out malloc'd. */
bool class_exams(struct store *st, const char *cls, struct class_exam **out,
		 size_t *n, struct error *err);
/* The assignments of exam (NULL: any) to trainee's classes, open at
 * now (NULL: any time), with his attempts used; *out malloc'd. */
bool class_assigned_exams(struct store *st, const char *trainee,
			  const char *exam, const char *now,
			  struct class_exam **out, size_t *n,
			  struct error *err);
/* The trainee bound to login in any class; "" when none. */
bool class_trainee_of(struct store *st, const char *login, char *name,
		      size_t size, struct error *err);

#endif
