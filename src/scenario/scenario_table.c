/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scenario_table.c: the sections of a scenario about the table and the
 * session: table, players, start, shoe and scoring.  Values are checked
 * here for type and range; what depends on the profile or on other
 * sections (seats against the table, players named, cards counted) is
 * checked in scenario_check.c. */
#include "config.h"

#include "scenario/scenario_loader.h"

#include <string.h>

#include "i18n.h"

void ld_read_table(struct loader *L)
{
	struct scenario *s = L->s;
	struct yev_node map, k, v;
	int64_t x;

	if (!ld_open_mapping(L, "table", &map))
		return;
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "minimum")) {
			if (ld_int(L, "minimum", 1, LD_AMOUNT_MAX,
				   &s->table_min, &v)) {
				L->table_min_set = true;
				L->table_min_at = ld_where(&v);
			}
		} else if (yev_key_is(&k, "maximum")) {
			if (ld_int(L, "maximum", 1, LD_AMOUNT_MAX,
				   &s->table_max, &v)) {
				L->table_max_set = true;
				L->table_max_at = ld_where(&v);
			}
		} else if (yev_key_is(&k, "seats")) {
			if (ld_int(L, "seats", 1, 9, &x, &v)) {
				s->seats = (int)x;
				L->seats_set = true;
				L->seats_at = ld_where(&v);
			}
		} else {
			ld_unknown_key(L, &k, "table", "minimum, maximum, seats");
			ld_skip_next(L);
		}
	}
}

/* One entry of players: {name: Ana, seat: 1}.  Kept only with a name, so
 * that the names checked at the end are real ones. */
static void read_player(struct loader *L, const struct yev_node *item)
{
	struct scenario *s = L->s;
	struct scenario_player p = { .seat = 0 };
	struct scenario_where name_at = { 0, 0 }, seat_at = { 0, 0 };
	struct yev_node k, v;
	bool named = false, seen_name = false;
	int64_t x;

	if (!ld_is_mapping(L, item, _("a player")))
		return;
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "name")) {
			seen_name = true;
			if (!ld_text(L, p.name, sizeof p.name, &v))
				continue;
			if (p.name[0] == '\0')
				ld_error(L, &v, _("a player's name must not be empty"));
			else
				named = true;
			name_at = ld_where(&v);
		} else if (yev_key_is(&k, "seat")) {
			/* 1-9 as any profile; the table's own seats are
			 * checked at the end. */
			if (ld_int(L, "seat", 1, 9, &x, &v)) {
				p.seat = (int)x;
				seat_at = ld_where(&v);
			}
		} else if (yev_key_is(&k, "reserved")) {
			ld_bool(L, &p.reserved);
		} else {
			ld_unknown_key(L, &k, _("a player"),
				       "name, seat, reserved");
			ld_skip_next(L);
		}
	}
	if (!seen_name) {
		struct scenario_where at = ld_where(item);

		ld_missing_key(L, &at, "name", _("a player"));
	}
	if (!named || L->fatal)
		return;
	L->player_at[s->n_players] = name_at;
	L->seat_at[s->n_players] = seat_at;
	s->players[s->n_players++] = p;
}

void ld_read_players(struct loader *L)
{
	struct yev_node seq, item;
	bool full = false;

	if (!ld_open_sequence(L, "players", &seq))
		return;
	while (ld_next_item(L, &item)) {
		if (L->s->n_players == SCENARIO_PLAYERS_MAX) {
			if (!full)
				ld_error(L, &item,
					 _("too many players (at most %d)"),
					 SCENARIO_PLAYERS_MAX);
			full = true;
			ld_skip(L, &item);
			continue;
		}
		read_player(L, &item);
	}
}

/* start: suite: {giver: Ana, depth: 1}. */
static void read_start_suite(struct loader *L)
{
	struct scenario_start *st = &L->s->start;
	struct yev_node map, k, v;
	bool seen_giver = false;
	int64_t x;

	if (!ld_open_mapping(L, "suite", &map))
		return;
	st->suite_depth = 1;
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "giver")) {
			seen_giver = true;
			ld_player_ref(L, &st->suite_giver, &v);
		} else if (yev_key_is(&k, "depth")) {
			if (ld_int(L, "depth", 1, 16, &x, &v))
				st->suite_depth = (int)x;
		} else {
			ld_unknown_key(L, &k, "suite", "giver, depth");
			ld_skip_next(L);
		}
	}
	if (!seen_giver && !L->fatal) {
		struct scenario_where at = ld_where(&map);

		ld_missing_key(L, &at, "giver", "suite");
	}
}

void ld_read_start(struct loader *L)
{
	static const char *const allowed =
		"banker, salida, pase, raised, last_paid_in_full, suite, "
		"banked_this_round, played, remate, cut_refused, last_hour";
	struct scenario_start *st = &L->s->start;
	struct yev_node map, k, v;
	int64_t x;

	if (!ld_open_mapping(L, "start", &map))
		return;
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "banker")) {
			ld_player_ref(L, &st->banker, &v);
			L->banker_set = true;
			L->banker_at = ld_where(&v);
		} else if (yev_key_is(&k, "salida")) {
			ld_int(L, "salida", 0, LD_AMOUNT_MAX, &st->salida, &v);
		} else if (yev_key_is(&k, "pase")) {
			if (ld_int(L, "pase", 1, 1000, &x, &v))
				st->pase = (int)x;
		} else if (yev_key_is(&k, "raised")) {
			ld_bool(L, &st->raised);
		} else if (yev_key_is(&k, "last_paid_in_full")) {
			ld_bool(L, &st->last_paid_in_full);
		} else if (yev_key_is(&k, "suite")) {
			read_start_suite(L);
		} else if (yev_key_is(&k, "banked_this_round")) {
			ld_player_list(L, "banked_this_round",
				       st->banked_this_round,
				       SCENARIO_PLAYERS_MAX,
				       &st->n_banked_this_round);
		} else if (yev_key_is(&k, "played")) {
			ld_cards(L, "played", false, st->played, &st->n_played,
				 &L->played);
		} else if (yev_key_is(&k, "remate")) {
			ld_read_remate(L);
		} else if (yev_key_is(&k, "last_hour")) {
			ld_bool(L, &st->last_hour);
		} else if (yev_key_is(&k, "cut_refused")) {
			ld_player_list(L, "cut_refused", st->cut_refused,
				       SCENARIO_LIST_MAX, &st->n_cut_refused);
		} else {
			ld_unknown_key(L, &k, "start", allowed);
			ld_skip_next(L);
		}
	}
}

/* situations: [KEY, ...] (scenario.h): each at most once. */
static void read_situations(struct loader *L)
{
	static const char *const words[SITUATION__COUNT + 1] = {
#define SITUATION_WORD(id, key) key,
		SCENARIO_SITUATION_LIST(SITUATION_WORD)
#undef SITUATION_WORD
		NULL,
	};
	struct scenario_shoe *sh = &L->s->shoe;
	struct yev_node seq, item;
	struct diag d;
	int k;

	if (!ld_open_sequence(L, "situations", &seq))
		return;
	while (ld_next_item(L, &item)) {
		if (!yev_enum(L->rd, &item, "situations", words, &k, &d)) {
			ld_add(L, &d);
			ld_skip(L, &item);
		} else if (sh->situations[k]) {
			ld_error(L, &item, _("situation '%s' is listed twice"),
				 words[k]);
		} else {
			sh->situations[k] = true;
			sh->n_situations++;
		}
	}
}

void ld_read_shoe(struct loader *L)
{
	struct scenario_shoe *sh = &L->s->shoe;
	struct yev_node map, k, v;
	int64_t x;

	if (!ld_open_mapping(L, "shoe", &map))
		return;
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "decks")) {
			if (!ld_int(L, "decks", INT64_MIN, INT64_MAX, &x, &v))
				continue;
			if (x != 6 && x != 8) {
				ld_error(L, &v, _("decks must be 6 or 8, not %lld"),
					 (long long)x);
				continue;
			}
			sh->decks = (int)x;
			L->decks_set = true;
			L->decks_at = ld_where(&v);
		} else if (yev_key_is(&k, "seed")) {
			if (ld_int(L, "seed", 0, INT64_MAX, &x, &v))
				sh->seed = (uint64_t)x;
		} else if (yev_key_is(&k, "top")) {
			ld_cards(L, "top", true, sh->top, &sh->n_top, &L->top);
		} else if (yev_key_is(&k, "situations")) {
			read_situations(L);
		} else {
			ld_unknown_key(L, &k, "shoe",
				       "decks, seed, top, situations");
			ld_skip_next(L);
		}
	}
}

void ld_read_scoring(struct loader *L)
{
	struct scenario_scoring *sc = &L->s->scoring;
	struct yev_node map, k, v;
	int64_t x;

	if (!ld_open_mapping(L, "scoring", &map))
		return;
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "hints")) {
			ld_bool(L, &sc->hints);
		} else if (yev_key_is(&k, "pass_mark")) {
			if (ld_int(L, "pass_mark", 0, 100, &x, &v))
				sc->pass_mark = (int)x;
		} else if (yev_key_is(&k, "time_limit")) {
			if (ld_int(L, "time_limit", 0, 86400, &x, &v))
				sc->time_limit = (int)x;
		} else if (yev_key_is(&k, "max_attempts")) {
			if (ld_int(L, "max_attempts", 0, 1000, &x, &v))
				sc->max_attempts = (int)x;
		} else if (yev_key_is(&k, "weights")) {
			ld_read_skill_values(L, "weights",
					     L->s->scoring.weights, NULL);
		} else if (yev_key_is(&k, "pass_marks")) {
			ld_read_skill_values(L, "pass_marks",
					     L->s->scoring.pass_marks,
					     L->s->scoring.pass_mark_set);
		} else if (yev_key_is(&k, "critical")) {
			ld_read_critical(L);
		} else if (yev_key_is(&k, "max_critical")) {
			if (ld_int(L, "max_critical", -1, 10000, &x, &v)) {
				sc->max_critical = (int)x;
				sc->max_critical_set = true;
			}
		} else if (yev_key_is(&k, "free_hints")) {
			if (ld_int(L, "free_hints", 0, 10000, &x, &v))
				sc->free_hints = (int)x;
		} else {
			ld_unknown_key(L, &k, "scoring",
				       "hints, pass_mark, time_limit, max_attempts, "
				       "weights, pass_marks, max_critical, "
				       "critical, free_hints");
			ld_skip_next(L);
		}
	}
}
