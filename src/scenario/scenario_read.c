/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scenario_read.c: reading helpers of the scenario loader: the next node,
 * skipping a bad value, mappings and lists, typed values, player names and
 * card lists.  Every helper records its own error and leaves the reader
 * after the value, so the caller simply goes on to the next key. */
#include "config.h"

#include "scenario/scenario_loader.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"

/* The engine's status messages (marked for translation in status.h). */
static const char *const status_messages[STATUS__COUNT] = {
#define LD_STATUS_MESSAGE(name, msg) [STATUS_##name] = msg,
	ENGINE_STATUS_LIST(LD_STATUS_MESSAGE)
#undef LD_STATUS_MESSAGE
};

bool ld_next(struct loader *L, struct yev_node *n)
{
	struct diag d;

	if (!L->fatal) {
		if (yev_next(L->rd, n, &d))
			return true;
		ld_add(L, &d);
		L->fatal = true;
	}
	memset(n, 0, sizeof *n);
	n->kind = YEV_END;
	return false;
}

void ld_skip(struct loader *L, const struct yev_node *n)
{
	struct yev_node m;
	int depth = n->depth;

	if (n->kind != YEV_MAPPING_START && n->kind != YEV_SEQUENCE_START)
		return;
	while (ld_next(L, &m)) {
		if ((m.kind == YEV_MAPPING_END || m.kind == YEV_SEQUENCE_END)
		    && m.depth == depth)
			return;
		if (m.kind == YEV_END)
			return;
	}
}

void ld_skip_next(struct loader *L)
{
	struct yev_node n;

	if (ld_next(L, &n))
		ld_skip(L, &n);
}

bool ld_is_mapping(struct loader *L, const struct yev_node *n,
		   const char *what)
{
	struct diag d;

	if (n->kind == YEV_MAPPING_START)
		return true;
	yev_not_mapping(L->rd, n, what, &d);
	ld_add(L, &d);
	ld_skip(L, n);
	return false;
}

static bool open_collection(struct loader *L, const char *what,
			    struct yev_node *n, enum yev_kind want)
{
	char found[64];

	if (!ld_next(L, n))
		return false;
	if (want == YEV_MAPPING_START)
		return ld_is_mapping(L, n, what);
	if (n->kind == want)
		return true;
	yev_describe(n, found, sizeof found);
	ld_error(L, n, _("%s must be a list, found %s"), what, found);
	ld_skip(L, n);
	return false;
}

bool ld_open_mapping(struct loader *L, const char *what, struct yev_node *map)
{
	return open_collection(L, what, map, YEV_MAPPING_START);
}

bool ld_open_sequence(struct loader *L, const char *what, struct yev_node *seq)
{
	return open_collection(L, what, seq, YEV_SEQUENCE_START);
}

bool ld_next_key(struct loader *L, struct yev_node *key)
{
	return ld_next(L, key) && key->kind != YEV_MAPPING_END;
}

bool ld_next_item(struct loader *L, struct yev_node *item)
{
	return ld_next(L, item) && item->kind != YEV_SEQUENCE_END;
}

void ld_unknown_key(struct loader *L, const struct yev_node *key,
		    const char *where, const char *allowed)
{
	struct diag d;

	yev_unknown_key(L->rd, key, where, allowed, &d);
	ld_add(L, &d);
}

void ld_missing_key(struct loader *L, const struct scenario_where *at,
		    const char *key, const char *where)
{
	struct yev_node map = { .kind = YEV_MAPPING_START };
	struct diag d;

	map.line = at->line;
	map.column = at->column;
	yev_missing_key(L->rd, &map, key, where, &d);
	ld_add(L, &d);
}

/* A typed helper failed on n: keep its message, skip the value. */
static bool bad_value(struct loader *L, const struct yev_node *n,
		      const struct diag *d)
{
	ld_add(L, d);
	ld_skip(L, n);
	return false;
}

bool ld_int(struct loader *L, const char *what, int64_t min, int64_t max,
	    int64_t *out, struct yev_node *n)
{
	struct diag d;

	if (!ld_next(L, n))
		return false;
	if (!yev_int64(L->rd, n, what, min, max, out, &d))
		return bad_value(L, n, &d);
	return true;
}

bool ld_bool(struct loader *L, bool *out)
{
	struct yev_node n;
	struct diag d;

	if (!ld_next(L, &n))
		return false;
	if (!yev_bool(L->rd, &n, out, &d))
		return bad_value(L, &n, &d);
	return true;
}

static bool text_node(struct loader *L, const struct yev_node *n, char *buf,
		      size_t size)
{
	struct diag d;

	if (!yev_string(L->rd, n, buf, size, &d))
		return bad_value(L, n, &d);
	return true;
}

bool ld_text(struct loader *L, char *buf, size_t size, struct yev_node *n)
{
	return ld_next(L, n) && text_node(L, n, buf, size);
}

bool ld_enum(struct loader *L, const char *what, const char *const *words,
	     int *out, struct yev_node *n)
{
	struct diag d;

	if (!ld_next(L, n))
		return false;
	if (!yev_enum(L->rd, n, what, words, out, &d))
		return bad_value(L, n, &d);
	return true;
}

static void add_ref(struct loader *L, int *slot, const char *name,
		    const struct yev_node *n)
{
	struct ld_ref *r;

	if (L->n_refs == L->cap_refs) {
		size_t cap = L->cap_refs > 0 ? L->cap_refs * 2 : 64;
		struct ld_ref *bigger = realloc(L->refs, cap * sizeof *bigger);

		if (bigger == NULL) {
			ld_error(L, n, "%s", strerror(ENOMEM));
			L->fatal = true;
			return;
		}
		L->refs = bigger;
		L->cap_refs = cap;
	}
	r = &L->refs[L->n_refs++];
	r->slot = slot;
	memcpy(r->name, name, sizeof r->name);
	r->at = ld_where(n);
}

static void player_ref_node(struct loader *L, int *slot,
			    const struct yev_node *n)
{
	char name[SCENARIO_NAME_MAX];

	if (!text_node(L, n, name, sizeof name))
		return;
	if (name[0] == '\0') {
		ld_error(L, n, _("a player's name must not be empty"));
		return;
	}
	add_ref(L, slot, name, n);
}

void ld_player_ref(struct loader *L, int *slot, struct yev_node *n)
{
	if (ld_next(L, n))
		player_ref_node(L, slot, n);
}

/* The loop of ld_list, with the message of its kind of item. */
static void bounded_list(struct loader *L, const char *what, int *count,
			 int max, bool names,
			 void (*one_item)(struct loader *L, void *ctx,
					  const struct yev_node *item),
			 void *ctx)
{
	struct yev_node seq, item;
	bool full = false;

	if (!ld_open_sequence(L, what, &seq))
		return;
	while (ld_next_item(L, &item)) {
		if (*count == max) {
			if (!full)
				ld_error(L, &item, names
					 ? _("too many names in %s (at most %d)")
					 : _("too many entries in %s (at most %d)"),
					 what, max);
			full = true;
			ld_skip(L, &item);
			continue;
		}
		one_item(L, ctx, &item);
	}
}

void ld_list(struct loader *L, const char *what, int *count, int max,
	     void (*one_item)(struct loader *L, void *ctx,
			      const struct yev_node *item),
	     void *ctx)
{
	bounded_list(L, what, count, max, false, one_item, ctx);
}

struct player_slots {
	int *slots, *count;
};

static void player_item(struct loader *L, void *ctx,
			const struct yev_node *item)
{
	struct player_slots *p = ctx;

	p->slots[*p->count] = -1;
	player_ref_node(L, &p->slots[*p->count], item);
	++*p->count;
}

void ld_player_list(struct loader *L, const char *what, int *slots, int max,
		    int *count)
{
	struct player_slots p = { slots, count };

	bounded_list(L, what, count, max, true, player_item, &p);
}

/* The separators of a card list, as card_parse_list reads them. */
static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',';
}

/* The ordinal (from 1) of the card starting at byte off of text. */
static size_t card_ordinal(const char *text, size_t off)
{
	size_t n = 1;

	for (size_t i = 0; i < off; i++)
		if (!is_blank(text[i]) && is_blank(text[i + 1]))
			n++;
	return n;
}

void ld_cards(struct loader *L, const char *what, bool allow_odd,
	      card_t *out, size_t *count, struct ld_cards_at *at)
{
	struct yev_node n;
	size_t off = 0, len;
	enum status st;
	char token[64];

	if (!ld_next(L, &n))
		return;
	if (n.kind != YEV_SCALAR || yev_is_null(&n)
	    || strlen(n.value) != n.length) {
		char found[64];

		yev_describe(&n, found, sizeof found);
		ld_error(L, &n, _("%s must be cards written in one text, such as \"5H KS 10D\", found %s"),
			 what, found);
		ld_skip(L, &n);
		return;
	}
	at->set = true;
	at->at = ld_where(&n);
	*count = 0;
	st = card_parse_list(n.value, out, SCENARIO_CARDS_MAX, count, &off);
	if (st == STATUS_TOO_MANY_CARDS) {
		ld_error(L, &n, _("%s: more than %d cards"), what,
			 SCENARIO_CARDS_MAX);
		*count = 0;
		return;
	}
	if (st != STATUS_OK) {
		for (len = 0; n.value[off + len] != '\0'
			      && !is_blank(n.value[off + len]); len++)
			;
		yev_excerpt(n.value + off, len, token, sizeof token);
		ld_error(L, &n, _("%s: card %zu, '%s', is wrong: %s"), what,
			 card_ordinal(n.value, off), token,
			 _(status_messages[st]));
		*count = 0;
		return;
	}
	if (allow_odd)
		return;
	for (size_t i = 0; i < *count; i++) {
		if (!card_is_regular(out[i])) {
			char text[CARD_TEXT_MAX];

			ld_error(L, &n,
				 _("%s: card %zu, %s, is not a card of the house decks: jokers and foreign backs are injected in shoe: top"),
				 what, i + 1, card_format(out[i], text));
			*count = 0;
			return;
		}
	}
}

void ld_texts(struct loader *L, const char *what, struct scenario_text *t,
	      struct scenario_where *at)
{
	struct yev_node map, k, v;

	if (!ld_open_mapping(L, what, &map))
		return;
	*at = ld_where(&map);
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "es"))
			ld_text(L, t->es, sizeof t->es, &v);
		else if (yev_key_is(&k, "en"))
			ld_text(L, t->en, sizeof t->en, &v);
		else {
			ld_unknown_key(L, &k, what, "es, en");
			ld_skip_next(L);
		}
	}
}
