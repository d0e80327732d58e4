/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_window.c: where a trainee stands with an exam his classes were
 * assigned: its window, the attempts he has left, and whether he may
 * start one; see class_store.h.  The assignments are read from the class
 * tables (store/store_class.h). */
#include "config.h"

#include "class/class_store.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"

bool class_open_exams(struct store *st, const char *trainee, const char *now,
		      struct class_exam **out, size_t *n,
		      struct error *err)
{
	return class_assigned_exams(st, trainee, NULL, now, out, n, err);
}

bool class_exam_status(struct store *st, const char *trainee,
		       const char *exam, const char *now,
		       enum class_exam_status *status, int *left,
		       char closes[STORE_TIME_MAX], struct error *err)
{
	struct class_exam *all, *open;
	size_t n_all, n_open;

	*status = CLASS_EXAM_FREE;
	*left = 0;
	closes[0] = '\0';
	if (!class_assigned_exams(st, trainee, exam, NULL, &all, &n_all,
				  err))
		return false;
	free(all);
	if (n_all == 0)
		return true;
	if (!class_assigned_exams(st, trainee, exam, now, &open, &n_open,
				  err))
		return false;
	*status = n_open == 0 ? CLASS_EXAM_CLOSED : CLASS_EXAM_USED_UP;
	for (size_t i = 0; i < n_open; i++) {
		if (open[i].used >= open[i].attempts)
			continue;
		*status = CLASS_EXAM_OPEN;
		if (open[i].attempts - open[i].used > *left)
			*left = open[i].attempts - open[i].used;
		if (strcmp(open[i].closes, closes) > 0)
			memcpy(closes, open[i].closes, STORE_TIME_MAX);
	}
	free(open);
	return true;
}

bool class_exam_gate(struct store *st, const char *trainee, const char *exam,
		     const char *now, bool *allowed, char *why, size_t size,
		     struct error *err)
{
	enum class_exam_status status;
	char closes[STORE_TIME_MAX];
	int left;

	*allowed = true;
	why[0] = '\0';
	if (!class_exam_status(st, trainee, exam, now, &status, &left,
			       closes, err))
		return false;
	*allowed = status == CLASS_EXAM_FREE || status == CLASS_EXAM_OPEN;
	if (status == CLASS_EXAM_CLOSED)
		snprintf(why, size, _("The exam %s is not open to %s now: see"
				      " its window with your teacher."),
			 exam, trainee);
	else if (status == CLASS_EXAM_USED_UP)
		snprintf(why, size, _("%s has used every attempt his class"
				      " allows at the exam %s."),
			 trainee, exam);
	return true;
}
