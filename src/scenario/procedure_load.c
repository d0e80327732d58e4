/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure_load.c: reads a procedure (data/procedures/NAME.yaml) through
 * the strict event reader; see procedure_load.h. */
#include "config.h"

#include "scenario/procedure_load.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "scenario/yaml_events.h"

#define PROCEDURE_MAX_BYTES (256 * 1024)
/* The deepest the format goes: top → steps → a step → rows. */
#define PROCEDURE_MAX_DEPTH 4
#define WHAT_MAX 64

static const char *const op_words[] = {
#define OP_WORD(id, key) key,
	PROCEDURE_OP_LIST(OP_WORD)
#undef OP_WORD
	NULL
};

static const char step_keys[] =
	"op, article, es, en, decks, riffles, fans, piles, repeat, count, rows";

/* The range of each whole-number parameter. */
static const struct {
	int64_t min, max;
} param_range[PROCEDURE_PARAM__COUNT] = {
	[PROCEDURE_PARAM_DECKS] = { 1, SHOE_DECKS_MAX },
	[PROCEDURE_PARAM_RIFFLES] = { 1, 10 },
	[PROCEDURE_PARAM_FANS] = { 0, 4 },
	[PROCEDURE_PARAM_PILES] = { 1, SHUFFLE_PILES_MAX },
	[PROCEDURE_PARAM_REPEAT] = { 1, PROCEDURE_REPEAT_MAX },
	[PROCEDURE_PARAM_COUNT] = { 1, 4 },
	[PROCEDURE_PARAM_ROWS] = { 1, SHOE_DECKS_MAX },
};

struct place {
	unsigned long line, column;
};

/* A text that must say something: an article or a description. */
static bool read_text(struct yev_reader *rd, char *buf, size_t size,
		      bool citation, struct diag *err)
{
	return yev_next_text(rd, buf, size,
			     citation ? _("a citation must not be empty")
				      : _("a description must not be empty"),
			     err);
}

static bool read_name(struct yev_reader *rd, char *name, struct diag *err)
{
	struct yev_node n;

	return yev_next(rd, &n, err)
	       && yev_string(rd, &n, name, PROCEDURE_NAME_MAX, err)
	       && yev_check_name(rd, &n, name, PROCEDURE_NAME_MAX, err);
}

/* {es: "...", en: "..."}, both required. */
static bool read_title(struct yev_reader *rd, struct procedure_def *p,
		       struct diag *err)
{
	struct yev_node map, n;
	bool es = false, en = false;

	if (!yev_expect_mapping(rd, &map, "title", err))
		return false;
	while (yev_next_key(rd, &n, err)) {
		if (yev_key_is(&n, "es")) {
			if (!read_text(rd, p->title_es, sizeof p->title_es,
				       false, err))
				return false;
			es = true;
		} else if (yev_key_is(&n, "en")) {
			if (!read_text(rd, p->title_en, sizeof p->title_en,
				       false, err))
				return false;
			en = true;
		} else {
			yev_unknown_key(rd, &n, "title", "es, en", err);
			return false;
		}
	}
	if (n.kind != YEV_MAPPING_END)
		return false;
	if (es && en)
		return true;
	yev_missing_key(rd, &map, es ? "en" : "es", "title", err);
	return false;
}

/* rows: [4, 3, 1]: the decks of each row of the layout. */
static bool read_rows(struct yev_reader *rd, struct procedure_params *pp,
		      struct diag *err)
{
	const int64_t lo = param_range[PROCEDURE_PARAM_ROWS].min;
	const int64_t hi = param_range[PROCEDURE_PARAM_ROWS].max;
	struct yev_node n;
	char found[64];
	int64_t v, sum = 0;

	if (!yev_next(rd, &n, err))
		return false;
	if (n.kind != YEV_SEQUENCE_START) {
		yev_describe(&n, found, sizeof found);
		yev_error(rd, &n, err,
			  _("rows must be a list of numbers of decks, found %s"),
			  found);
		return false;
	}
	while (yev_next_item(rd, &n, err)) {
		if (pp->nrows == PROCEDURE_ROWS_MAX) {
			yev_error(rd, &n, err, _("too many rows (at most %d)"),
				  PROCEDURE_ROWS_MAX);
			return false;
		}
		if (!yev_int64(rd, &n, "rows", lo, hi, &v, err))
			return false;
		sum += v;
		if (sum > hi) {
			yev_error(rd, &n, err,
				  _("the rows hold more than %d decks"),
				  SHOE_DECKS_MAX);
			return false;
		}
		pp->rows[pp->nrows++] = (int)v;
	}
	if (n.kind != YEV_SEQUENCE_END)
		return false;
	if (pp->nrows > 0)
		return true;
	yev_error(rd, &n, err, _("rows must not be empty"));
	return false;
}

static bool read_param(struct yev_reader *rd, enum procedure_param id,
		       struct procedure_params *pp, struct diag *err)
{
	struct yev_node n;
	int64_t v;

	if (id == PROCEDURE_PARAM_ROWS)
		return read_rows(rd, pp, err);
	if (!yev_next(rd, &n, err)
	    || !yev_int64(rd, &n, procedure_param_key(id),
			  param_range[id].min, param_range[id].max, &v, err))
		return false;
	switch (id) {
	case PROCEDURE_PARAM_DECKS: pp->decks = (int)v; break;
	case PROCEDURE_PARAM_RIFFLES: pp->riffles = (int)v; break;
	case PROCEDURE_PARAM_FANS: pp->fans = (int)v; break;
	case PROCEDURE_PARAM_PILES: pp->piles = (int)v; break;
	case PROCEDURE_PARAM_REPEAT: pp->repeat = (int)v; break;
	case PROCEDURE_PARAM_COUNT: pp->count = (int)v; break;
	case PROCEDURE_PARAM_ROWS:
	case PROCEDURE_PARAM__COUNT:
	default: break;
	}
	return true;
}

static enum procedure_param param_by_key(const struct yev_node *n)
{
	for (int i = 0; i < PROCEDURE_PARAM__COUNT; i++)
		if (yev_key_is(n, procedure_param_key((enum procedure_param)i)))
			return (enum procedure_param)i;
	return PROCEDURE_PARAM__COUNT;
}

/* The parameters stated must be exactly those the operation takes
 * (repeat may be left out). */
static bool check_params(const struct yev_reader *rd,
			 const struct yev_node *map, const char *what,
			 const struct procedure_step *s, const bool *seen,
			 const struct place *at, struct diag *err)
{
	unsigned takes = procedure_op_params(s->op);
	struct yev_node where = { .kind = YEV_SCALAR };

	for (int i = 0; i < PROCEDURE_PARAM__COUNT; i++) {
		if (!seen[i] || (takes & (1u << i)))
			continue;
		where.line = at[i].line;
		where.column = at[i].column;
		yev_error(rd, &where, err,
			  _("parameter '%s' does not apply to %s"),
			  procedure_param_key((enum procedure_param)i),
			  procedure_op_key(s->op));
		return false;
	}
	for (int i = 0; i < PROCEDURE_PARAM__COUNT; i++) {
		if (seen[i] || !(takes & (1u << i))
		    || i == PROCEDURE_PARAM_REPEAT)
			continue;
		yev_missing_key(rd, map,
				procedure_param_key((enum procedure_param)i),
				what, err);
		return false;
	}
	return true;
}

static bool read_step(struct yev_reader *rd, const struct yev_node *map,
		      size_t index, struct procedure_step *s, struct diag *err)
{
	struct yev_node n;
	char what[WHAT_MAX];
	bool seen_op = false, seen_article = false, seen_es = false,
	     seen_en = false;
	bool seen[PROCEDURE_PARAM__COUNT] = { false };
	struct place at[PROCEDURE_PARAM__COUNT] = { { 0, 0 } };
	int op;

	snprintf(what, sizeof what, _("step %zu"), index + 1);
	memset(s, 0, sizeof *s);
	s->params.repeat = 1;
	while (yev_next_key(rd, &n, err)) {
		enum procedure_param id;

		id = param_by_key(&n);
		if (yev_key_is(&n, "op")) {
			if (!yev_next(rd, &n, err)
			    || !yev_enum(rd, &n, "op", op_words, &op, err))
				return false;
			s->op = (enum procedure_op)op;
			seen_op = true;
		} else if (yev_key_is(&n, "article")) {
			if (!read_text(rd, s->article, sizeof s->article, true,
				       err))
				return false;
			seen_article = true;
		} else if (yev_key_is(&n, "es")) {
			if (!read_text(rd, s->text_es, sizeof s->text_es,
				       false, err))
				return false;
			seen_es = true;
		} else if (yev_key_is(&n, "en")) {
			if (!read_text(rd, s->text_en, sizeof s->text_en,
				       false, err))
				return false;
			seen_en = true;
		} else if (id != PROCEDURE_PARAM__COUNT) {
			at[id].line = n.line;
			at[id].column = n.column;
			if (!read_param(rd, id, &s->params, err))
				return false;
			seen[id] = true;
		} else {
			yev_unknown_key(rd, &n, what, step_keys, err);
			return false;
		}
	}
	if (n.kind != YEV_MAPPING_END)
		return false;
	if (!seen_op)
		yev_missing_key(rd, map, "op", what, err);
	else if (!seen_article)
		yev_missing_key(rd, map, "article", what, err);
	else if (!seen_es)
		yev_missing_key(rd, map, "es", what, err);
	else if (!seen_en)
		yev_missing_key(rd, map, "en", what, err);
	else
		return check_params(rd, map, what, s, seen, at, err);
	return false;
}

static bool read_steps(struct yev_reader *rd, struct procedure_def *p,
		       struct diag *err)
{
	struct yev_node seq, n;
	char found[64], what[WHAT_MAX];

	if (!yev_next(rd, &seq, err))
		return false;
	if (seq.kind != YEV_SEQUENCE_START) {
		yev_describe(&seq, found, sizeof found);
		yev_error(rd, &seq, err,
			  _("steps must be a list of steps, found %s"), found);
		return false;
	}
	while (yev_next_item(rd, &n, err)) {
		if (p->nsteps == PROCEDURE_STEPS_MAX) {
			yev_error(rd, &n, err, _("too many steps (at most %d)"),
				  PROCEDURE_STEPS_MAX);
			return false;
		}
		if (n.kind != YEV_MAPPING_START) {
			snprintf(what, sizeof what, _("step %zu"),
				 p->nsteps + 1);
			yev_not_mapping(rd, &n, what, err);
			return false;
		}
		if (!read_step(rd, &n, p->nsteps, &p->steps[p->nsteps], err))
			return false;
		p->nsteps++;
	}
	if (n.kind != YEV_SEQUENCE_END)
		return false;
	if (p->nsteps > 0)
		return true;
	yev_error(rd, &seq, err, _("a procedure needs at least one step"));
	return false;
}

static bool read_procedure(struct yev_reader *rd, struct procedure_def *p,
			   struct diag *err)
{
	static const char allowed[] = "name, title, article, steps";
	struct yev_node root, n;
	bool name = false, title = false, article = false, steps = false;

	if (!yev_expect_mapping(rd, &root, _("a procedure"), err))
		return false;
	while (yev_next_key(rd, &n, err)) {
		if (yev_key_is(&n, "name")) {
			if (!read_name(rd, p->name, err))
				return false;
			name = true;
		} else if (yev_key_is(&n, "title")) {
			if (!read_title(rd, p, err))
				return false;
			title = true;
		} else if (yev_key_is(&n, "article")) {
			if (!read_text(rd, p->article, sizeof p->article, true,
				       err))
				return false;
			article = true;
		} else if (yev_key_is(&n, "steps")) {
			if (!read_steps(rd, p, err))
				return false;
			steps = true;
		} else {
			yev_unknown_key(rd, &n, _("the procedure"), allowed,
					err);
			return false;
		}
	}
	if (n.kind != YEV_MAPPING_END)
		return false;
	if (!yev_next(rd, &n, err))   /* a second document is an error */
		return false;
	if (!name)
		yev_missing_key(rd, &root, "name", _("the procedure"), err);
	else if (!title)
		yev_missing_key(rd, &root, "title", _("the procedure"), err);
	else if (!article)
		yev_missing_key(rd, &root, "article", _("the procedure"), err);
	else if (!steps)
		yev_missing_key(rd, &root, "steps", _("the procedure"), err);
	else
		return true;
	return false;
}

bool procedure_load(const char *path, struct procedure_def *out,
		    struct diag *err)
{
	struct yev_reader *rd;
	bool ok;

	memset(out, 0, sizeof *out);
	if (!yev_open(path, PROCEDURE_MAX_BYTES, PROCEDURE_MAX_DEPTH, &rd, err))
		return false;
	ok = read_procedure(rd, out, err);
	yev_close(rd);
	return ok;
}
