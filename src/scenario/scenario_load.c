/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scenario_load.c: reads a scenario file: the entry point, the error list
 * and the top level of the format (see scenario.h and
 * crupier-scenario(5)).  The sections are read in scenario_table.c and
 * scenario_coups.c; what needs the whole file is checked in
 * scenario_check.c. */
#include "config.h"

#include "scenario/scenario_load.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "scenario/rules_load.h"
#include "scenario/scenario_loader.h"

static const char *const kind_words[] = { "drill", "lesson", "exam", NULL };
static const char *const procedure_words[] = {
	"opening", "during_play", "deck_check", NULL
};
static const char *const skill_words[] = {
#define LD_SKILL_WORD(id, key) key,
	SKILL_LIST(LD_SKILL_WORD)
#undef LD_SKILL_WORD
	NULL
};

void ld_add(struct loader *L, const struct diag *d)
{
	struct diag full;

	if (L->n_errors >= SCENARIO_ERRORS_MAX)
		return;
	if (!diag_list_add(L->errs, d)) {
		L->fatal = true;
		return;
	}
	if (++L->n_errors < SCENARIO_ERRORS_MAX)
		return;
	/* Enough for anyone to start on; the rest may well follow from
	 * these. */
	snprintf(full.file, sizeof full.file, "%s", L->path);
	full.line = full.column = 0;
	snprintf(full.message, sizeof full.message,
		 _("too many errors (%d): stopping here"), SCENARIO_ERRORS_MAX);
	diag_list_add(L->errs, &full);
	L->fatal = true;
}

static void add_v(struct loader *L, unsigned long line, unsigned long column,
		  const char *fmt, va_list ap) LD_PRINTF(4, 0);

static void add_v(struct loader *L, unsigned long line, unsigned long column,
		  const char *fmt, va_list ap)
{
	struct diag d;

	snprintf(d.file, sizeof d.file, "%s", L->path);
	d.line = line;
	d.column = column;
	vsnprintf(d.message, sizeof d.message, fmt, ap);
	ld_add(L, &d);
}

void ld_error_at(struct loader *L, unsigned long line, unsigned long column,
		 const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	add_v(L, line, column, fmt, ap);
	va_end(ap);
}

void ld_error(struct loader *L, const struct yev_node *n, const char *fmt,
	      ...)
{
	va_list ap;

	va_start(ap, fmt);
	add_v(L, n->line, n->column, fmt, ap);
	va_end(ap);
}

/* Ids name result files and are typed on command lines: [a-z0-9-]. */
static void check_id(struct loader *L, const struct yev_node *n,
		     const char *id)
{
	size_t len = strlen(id);

	for (size_t i = 0; i < len; i++)
		if (!((id[i] >= 'a' && id[i] <= 'z')
		      || (id[i] >= '0' && id[i] <= '9') || id[i] == '-'))
			len = 0;
	if (len == 0)
		ld_error(L, n,
			 _("id must be 1 to %d lowercase letters, digits or '-'"),
			 SCENARIO_ID_MAX - 1);
}

static void read_skills(struct loader *L)
{
	struct yev_node seq, item;
	struct diag d;
	int k;

	if (!ld_open_sequence(L, "skills", &seq))
		return;
	while (ld_next_item(L, &item)) {
		if (!yev_enum(L->rd, &item, "skills", skill_words, &k, &d)) {
			ld_add(L, &d);
			ld_skip(L, &item);
		} else if (L->s->skills[k]) {
			ld_error(L, &item, _("skill '%s' is listed twice"),
				 skill_words[k]);
		} else {
			L->s->skills[k] = true;
		}
	}
}

/* options: {KEY: VALUE}: each checked now against its type and range,
 * applied once the profile is loaded (the key order is free). */
static void read_options(struct loader *L)
{
	struct yev_node map, k, v;
	char key[128], found[64];

	if (!ld_open_mapping(L, "options", &map))
		return;
	L->options_at = ld_where(&map);
	while (ld_next_key(L, &k)) {
		struct yev_node kc = k;
		struct rules scratch;
		struct diag d;

		kc.length = k.length < sizeof key ? k.length : sizeof key - 1;
		memcpy(key, k.value, kc.length);
		key[kc.length] = '\0';
		kc.value = key;
		if (!ld_next(L, &v))
			return;
		if (v.kind != YEV_SCALAR) {
			yev_excerpt(key, kc.length, found, sizeof found);
			ld_error(L, &v, _("option %s must be a plain value, found %s"),
				 found, v.kind == YEV_MAPPING_START
					? _("a mapping") : _("a sequence"));
			ld_skip(L, &v);
			continue;
		}
		rules_init(&scratch);
		if (!rules_load_option(L->rd, &kc, &v, &scratch, &d)) {
			ld_add(L, &d);
			continue;
		}
		if (L->n_options < LD_OPTIONS_MAX
		    && kc.length < LD_OPTION_TEXT && v.length < LD_OPTION_TEXT) {
			struct ld_option *o = &L->options[L->n_options++];

			memcpy(o->key, key, kc.length + 1);
			memcpy(o->value, v.value, v.length + 1);
			o->plain = v.plain;
			o->key_at = ld_where(&k);
			o->value_at = ld_where(&v);
		}
	}
}

static void read_root(struct loader *L)
{
	static const char *const allowed =
		"id, kind, skills, title, instructions, rules, options, table, "
		"players, start, procedure, shoe, coups, scoring, defect, "
		"chips";
	struct scenario *s = L->s;
	struct yev_node root, k, v;
	struct scenario_where title_at = { 0, 0 }, unused;
	bool seen_id = false, seen_kind = false, seen_title = false;
	struct diag d;
	int w;

	if (!ld_next(L, &root))
		return;
	if (root.kind != YEV_MAPPING_START) {
		/* Nothing after this can be read as a scenario: stop
		 * without skipping (and so without more errors). */
		yev_not_mapping(L->rd, &root, _("a scenario"), &d);
		ld_add(L, &d);
		L->fatal = true;
		return;
	}
	L->root_at = ld_where(&root);
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "id")) {
			seen_id = true;
			if (ld_text(L, s->id, sizeof s->id, &v))
				check_id(L, &v, s->id);
		} else if (yev_key_is(&k, "kind")) {
			seen_kind = true;
			if (ld_enum(L, "kind", kind_words, &w, &v))
				s->kind = (enum scenario_kind)w;
		} else if (yev_key_is(&k, "skills")) {
			read_skills(L);
		} else if (yev_key_is(&k, "title")) {
			seen_title = true;
			ld_texts(L, "title", &s->title, &title_at);
		} else if (yev_key_is(&k, "instructions")) {
			ld_texts(L, "instructions", &s->instructions, &unused);
		} else if (yev_key_is(&k, "rules")) {
			if (ld_text(L, s->rules_name, sizeof s->rules_name, &v)) {
				L->rules_set = true;
				L->rules_at = ld_where(&v);
			}
		} else if (yev_key_is(&k, "options")) {
			read_options(L);
		} else if (yev_key_is(&k, "table")) {
			ld_read_table(L);
		} else if (yev_key_is(&k, "players")) {
			ld_read_players(L);
		} else if (yev_key_is(&k, "start")) {
			ld_read_start(L);
		} else if (yev_key_is(&k, "procedure")) {
			if (ld_enum(L, "procedure", procedure_words, &w, &v))
				s->procedure = (enum procedure)(w + 1);
		} else if (yev_key_is(&k, "shoe")) {
			ld_read_shoe(L);
		} else if (yev_key_is(&k, "coups")) {
			ld_read_coups(L);
		} else if (yev_key_is(&k, "scoring")) {
			ld_read_scoring(L);
		} else if (yev_key_is(&k, "defect")) {
			ld_read_defect(L);
		} else if (yev_key_is(&k, "chips")) {
			ld_read_chips(L);
		} else {
			ld_unknown_key(L, &k, _("the scenario"), allowed);
			ld_skip_next(L);
		}
	}
	if (!ld_next(L, &v))      /* a second document is an error */
		return;
	if (!seen_id)
		ld_missing_key(L, &L->root_at, "id", _("the scenario"));
	if (!seen_kind)
		ld_missing_key(L, &L->root_at, "kind", _("the scenario"));
	if (!seen_title)
		ld_missing_key(L, &L->root_at, "title", _("the scenario"));
	else if (title_at.line > 0 && s->title.es[0] == '\0'
		 && s->title.en[0] == '\0')
		ld_error_at(L, title_at.line, title_at.column,
			    _("the title needs text in at least one language (es or en)"));
}

static void set_defaults(struct scenario *s, const char *path)
{
	memset(s, 0, sizeof *s);
	snprintf(s->file, sizeof s->file, "%s", path);
	snprintf(s->rules_name, sizeof s->rules_name, "%s", RULES_DEFAULT_PROFILE);
	rules_init(&s->rules);
	s->start.banker = -1;
	s->start.suite_giver = -1;
	s->start.pase = 1;
	s->shoe.seed = 1;
	s->scoring.hints = true;
	s->scoring.pass_mark = 80;
	for (int i = 0; i < SKILL__COUNT; i++)
		s->scoring.weights[i] = 1;
}

bool scenario_load(const char *path, const char *rules_dir,
		   struct scenario *out, struct diag_list *errs)
{
	return scenario_load_cached(path, rules_dir, NULL, out, errs);
}

bool scenario_load_cached(const char *path, const char *rules_dir,
			  struct rules_cache *cache, struct scenario *out,
			  struct diag_list *errs)
{
	size_t before = errs->count;
	struct diag_list mine;
	struct loader *L;
	struct diag d;

	set_defaults(out, path);
	L = calloc(1, sizeof *L);
	if (L == NULL) {
		snprintf(d.file, sizeof d.file, "%s", path);
		d.line = d.column = 0;
		snprintf(d.message, sizeof d.message, "%s", strerror(ENOMEM));
		diag_list_add(errs, &d);
		return false;
	}
	L->s = out;
	L->errs = errs;
	L->path = path;
	L->rules_dir = rules_dir != NULL ? rules_dir : ".";
	L->rules_cache = cache;
	if (!yev_open(path, SCENARIO_MAX_BYTES, SCENARIO_MAX_DEPTH, &L->rd, &d)) {
		ld_add(L, &d);
	} else {
		read_root(L);
		if (!L->fatal)
			ld_check(L);
	}
	yev_close(L->rd);
	free(L->refs);
	free(L);
	/* In the order of the file, whatever order they were found in. */
	if (errs->count == before)
		return true;
	mine.items = errs->items + before;
	mine.count = mine.cap = errs->count - before;
	diag_list_sort(&mine);
	return false;
}
