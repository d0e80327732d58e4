/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scenario_check.c: the checks of a scenario that need the whole file,
 * run once it has been read to the end: the rules profile and its
 * overrides, the table, the players and every name that refers to them,
 * the bets against the table limits and the profile, the decisions the
 * profile allows, and the cards of the shoe counted together. */
#include "config.h"

#include "scenario/scenario_loader.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "scenario/rules_cache.h"
#include "scenario/rules_load.h"

#define PATH_MAX_LEN 4096

static bool is_path(const char *name)
{
	size_t len = strlen(name);

	return strchr(name, '/') != NULL
	       || (len >= 5 && strcmp(name + len - 5, ".yaml") == 0);
}

/* The profile file: a bare name in the rules directory; a path relative
 * to the scenario's own directory (so a drill and its profile can travel
 * together). */
static bool profile_path(const struct loader *L, char *out, size_t size)
{
	const char *name = L->s->rules_name;
	const char *slash = strrchr(L->path, '/');
	int n;

	if (!is_path(name))
		n = snprintf(out, size, "%s/%s.yaml", L->rules_dir, name);
	else if (name[0] == '/' || slash == NULL)
		n = snprintf(out, size, "%s", name);
	else
		n = snprintf(out, size, "%.*s/%s", (int)(slash - L->path),
			     L->path, name);
	return n >= 0 && (size_t)n < size;
}

static bool load_profile(struct loader *L)
{
	struct scenario_where at = L->rules_set ? L->rules_at : L->root_at;
	char path[PATH_MAX_LEN], text[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 32];
	struct diag d;

	if (!profile_path(L, path, sizeof path)) {
		ld_error_at(L, at.line, at.column,
			    _("the rules profile's path is too long"));
		return false;
	}
	if (!rules_cache_load(L->rules_cache, path, &L->s->rules, &d)) {
		diag_format(&d, text, sizeof text);
		ld_error_at(L, at.line, at.column,
			    _("cannot load the rules profile: %s"), text);
		return false;
	}
	return true;
}

/* The overrides, checked when read; applied now to the profile. */
static void apply_options(struct loader *L)
{
	for (int i = 0; i < L->n_options; i++) {
		const struct ld_option *o = &L->options[i];
		struct yev_node k = {
			.kind = YEV_SCALAR, .line = o->key_at.line,
			.column = o->key_at.column, .is_key = true,
			.plain = true, .value = o->key,
			.length = strlen(o->key),
		};
		struct yev_node v = {
			.kind = YEV_SCALAR, .line = o->value_at.line,
			.column = o->value_at.column, .plain = o->plain,
			.value = o->value, .length = strlen(o->value),
		};
		struct diag d;

		if (!rules_load_option(L->rd, &k, &v, &L->s->rules, &d))
			ld_add(L, &d);
	}
}

static void order(struct loader *L, const struct scenario_where *at,
		  const char *lo, int64_t lo_v, const char *hi, int64_t hi_v)
{
	if (lo_v > hi_v)
		ld_error_at(L, at->line, at->column,
			    _("%s (%lld) is above %s (%lld)"), lo,
			    (long long)lo_v, hi, (long long)hi_v);
}

/* table: and shoe: decks replace the profile's values, so that the
 * engine and the trainer see one set of limits. */
static void settle_table(struct loader *L)
{
	struct scenario *s = L->s;
	struct rules *r = &s->rules;
	const struct scenario_where *opt = &L->options_at;

	if (!L->table_min_set)
		s->table_min = r->table_min;
	if (!L->table_max_set)
		s->table_max = r->table_max;
	if (!L->seats_set)
		s->seats = r->seats;
	if (!L->decks_set)
		s->shoe.decks = r->decks;
	order(L, L->table_min_set ? &L->table_min_at
	      : L->table_max_set ? &L->table_max_at : opt,
	      "minimum", s->table_min, "maximum", s->table_max);
	if (s->table_min <= s->table_max
	    && !rules_max_in_minimums(r, s->table_min, s->table_max)) {
		const struct scenario_where *at =
			L->table_max_set ? &L->table_max_at
			: L->table_min_set ? &L->table_min_at : opt;

		ld_error_at(L, at->line, at->column,
			    _("the maximum (%lld) must be %d to %d times the minimum (%lld) (%s)"),
			    (long long)s->table_max, r->max_minimums_low,
			    r->max_minimums_high, (long long)s->table_min,
			    rules_max_minimums_cite(r));
	}
	/* LNSE-MIDI 5.4, 7.2: inside the authorised band, whatever the
	 * ratio says. */
	if (!rules_min_authorised(r, s->table_min)) {
		const struct scenario_where *at =
			L->table_min_set ? &L->table_min_at : opt;

		ld_error_at(L, at->line, at->column,
			    _("the minimum (%lld) is below the authorised minimum (%lld) (%s)"),
			    (long long)s->table_min, (long long)r->authorised_min,
			    r->authorised_min_cite[0] ? r->authorised_min_cite
			    : rules_cite(r, RULE_TABLE_LIMITS));
	}
	if (!rules_max_authorised(r, s->table_max)) {
		const struct scenario_where *at =
			L->table_max_set ? &L->table_max_at : opt;

		ld_error_at(L, at->line, at->column,
			    _("the maximum (%lld) is above the authorised maximum (%lld) (%s)"),
			    (long long)s->table_max, (long long)r->authorised_max,
			    r->authorised_max_cite[0] ? r->authorised_max_cite
			    : rules_cite(r, RULE_TABLE_LIMITS));
	}
	order(L, L->seats_set ? &L->seats_at : opt, "min_players",
	      r->min_players, "seats", s->seats);
	order(L, opt, "safety_min", r->safety_min, "safety_max",
	      r->safety_max);
	r->table_min = s->table_min;
	r->table_max = s->table_max;
	r->seats = s->seats;
	r->decks = s->shoe.decks;
}

/* seats: only when the profile is known (the table's seats come from
 * it). */
static void check_players(struct loader *L, bool seats)
{
	const struct scenario *s = L->s;
	char name[64], other[64];

	for (int i = 0; i < s->n_players; i++) {
		const struct scenario_player *p = &s->players[i];
		const struct scenario_where *at = &L->player_at[i];
		const struct scenario_where *seat_at = &L->seat_at[i];

		yev_excerpt(p->name, strlen(p->name), name, sizeof name);
		for (int j = 0; j < i; j++) {
			if (strcmp(p->name, s->players[j].name) == 0) {
				ld_error_at(L, at->line, at->column,
					    _("player '%s' is named twice (first at line %lu)"),
					    name, L->player_at[j].line);
				break;
			}
		}
		if (p->seat == 0 || !seats)
			continue;
		if (p->seat > s->seats) {
			ld_error_at(L, seat_at->line, seat_at->column,
				    _("seat %d is not at this table: its seats are 1 to %d"),
				    p->seat, s->seats);
			continue;
		}
		for (int j = 0; j < i; j++) {
			if (s->players[j].seat == p->seat) {
				yev_excerpt(s->players[j].name,
					    strlen(s->players[j].name), other,
					    sizeof other);
				ld_error_at(L, seat_at->line, seat_at->column,
					    _("seat %d is taken by %s already (line %lu)"),
					    p->seat, other, L->seat_at[j].line);
				break;
			}
		}
	}
}

static void resolve_refs(struct loader *L)
{
	const struct scenario *s = L->s;
	char name[64];

	for (size_t i = 0; i < L->n_refs; i++) {
		const struct ld_ref *r = &L->refs[i];
		int found = -1;

		for (int j = 0; j < s->n_players && found < 0; j++)
			if (strcmp(r->name, s->players[j].name) == 0)
				found = j;
		*r->slot = found;
		if (found >= 0)
			continue;
		yev_excerpt(r->name, strlen(r->name), name, sizeof name);
		ld_error_at(L, r->at.line, r->at.column,
			    _("unknown player '%s' (not in players)"), name);
	}
}

static void check_banker(struct loader *L)
{
	const struct scenario *s = L->s;
	char name[64];
	int b = s->start.banker;

	if (!L->banker_set || b < 0 || s->players[b].seat > 0)
		return;
	yev_excerpt(s->players[b].name, strlen(s->players[b].name), name,
		    sizeof name);
	ld_error_at(L, L->banker_at.line, L->banker_at.column,
		    _("the banker %s has no seat: only a seated player holds the sabot (IPLyC 7.9.1.3.1)"),
		    name);
}

static const char *chance_key(enum scenario_chance c)
{
	return c == CHANCE_PUNTO ? "punto" : c == CHANCE_BANCA ? "banca" : "tie";
}

/* One bet against the table limits and the profile. */
static void check_bet(struct loader *L, const struct scenario_bet *b,
		      const struct ld_bet_at *at)
{
	const struct scenario *s = L->s;
	const struct rules *r = &s->rules;
	int64_t limit = s->table_max;

	if (b->on == CHANCE_TIE && !r->tie_bet) {
		ld_error_at(L, at->on.line, at->on.column,
			    _("the profile %s has no tie bet"), r->name);
		return;
	}
	if (b->marcando && b->on != CHANCE_PUNTO)
		ld_error_at(L, at->on.line, at->on.column,
			    _("a marcando bet can only be on punto (%s)"),
			    rules_cite(r, RULE_MARCANDO));
	else if (b->marcando && r->marcando_pct == 0)
		ld_error_at(L, b->where.line, b->where.column,
			    _("the profile %s has no marcando bets"), r->name);
	if (b->amount < s->table_min)
		ld_error_at(L, at->amount.line, at->amount.column,
			    _("a bet of %lld is under the table minimum of %lld (%s)"),
			    (long long)b->amount, (long long)s->table_min,
			    rules_cite(r, RULE_TABLE_LIMITS));
	if (b->on == CHANCE_TIE)
		limit = s->table_max * r->tie_cap_pct / 100;
	if (b->on == CHANCE_TIE && b->amount > limit && !b->excess)
		ld_error_at(L, at->amount.line, at->amount.column,
			    _("a tie bet of %lld is over its limit of %lld (%d%% of the maximum, %s); to drill an excess bet write excess: true"),
			    (long long)b->amount, (long long)limit,
			    r->tie_cap_pct, rules_cite(r, RULE_TIE_BET));
	else if (b->amount > limit && !b->excess)
		ld_error_at(L, at->amount.line, at->amount.column,
			    _("a bet of %lld is over the maximum of %lld; to drill an excess bet (%s) write excess: true"),
			    (long long)b->amount, (long long)limit,
			    rules_cite(r, RULE_EXCESS));
	else if (b->amount <= limit && b->excess)
		ld_error_at(L, b->where.line, b->where.column,
			    _("excess: true, but the bet of %lld is within the maximum of %lld"),
			    (long long)b->amount, (long long)limit);
}

/* Between the bets of one player in one coup: one bet per chance, and
 * both chances only a minimum apart (IPLyC 7.8.1.9). */
static void check_pair(struct loader *L, const struct scenario_bet *b,
		       const struct ld_bet_at *at,
		       const struct scenario_bet *earlier)
{
	const struct scenario *s = L->s;
	char name[64];
	int64_t diff = b->amount - earlier->amount;

	yev_excerpt(s->players[b->player].name,
		    strlen(s->players[b->player].name), name, sizeof name);
	if (b->on == earlier->on) {
		ld_error_at(L, b->where.line, b->where.column,
			    _("%s bets on %s twice in this coup (first at line %lu)"),
			    name, chance_key(b->on), earlier->where.line);
		return;
	}
	if (b->on == CHANCE_TIE || earlier->on == CHANCE_TIE)
		return;
	if (diff < 0)
		diff = -diff;
	if (diff < s->table_min)
		ld_error_at(L, at->amount.line, at->amount.column,
			    _("%s bets on both chances, %lld and %lld: they must differ by at least the minimum, %lld (%s)"),
			    name, (long long)earlier->amount,
			    (long long)b->amount, (long long)s->table_min,
			    rules_cite(&s->rules, RULE_BOTH_CHANCES));
}

/* Whether an anomaly ends play (IPLyC 8.11.2 when the superiors cease
 * it, 8.11.3). */
static bool stops_play(const struct scenario_anomaly *a)
{
	return a->kind == ANOMALY_LIGHT_OUT ||
	       (a->kind == ANOMALY_LIGHT_PARTIAL && a->stops);
}

static void check_coups(struct loader *L)
{
	const struct scenario *s = L->s;

	for (int c = 0; c < s->n_coups; c++) {
		const struct scenario_coup *coup = &s->coups[c];

		/* Play ended by the lighting: nothing follows that coup. */
		for (int i = 0; c + 1 < s->n_coups && i < coup->n_anomalies; i++)
			if (stops_play(&coup->anomalies[i]))
				ld_error_at(L, s->coups[c + 1].where.line,
					    s->coups[c + 1].where.column,
					    _("play stops with the failure of the lighting of coup %d (%s): no coup can follow it"),
					    c + 1, coup->anomalies[i].kind ==
							   ANOMALY_LIGHT_OUT
						   ? "IPLyC 8.11.3"
						   : "IPLyC 8.11.2");

		for (int i = 0; i < coup->n_bets; i++) {
			const struct scenario_bet *b = &coup->bets[i];
			const struct ld_bet_at *at = &L->bet_at[c][i];

			if (!at->ok || b->player < 0)
				continue;
			check_bet(L, b, at);
			if (b->claimed && b->claimed_by == b->player)
				ld_error_at(L, b->where.line, b->where.column,
					    "%s", _("a bet is claimed by another player, not by the one who placed it (claimed_by)"));
			for (int j = 0; j < i; j++) {
				if (L->bet_at[c][j].ok
				    && coup->bets[j].player == b->player) {
					check_pair(L, b, at, &coup->bets[j]);
					break;
				}
			}
		}
		if (coup->decide.five != FIVE_UNDECIDED && !s->rules.voluntad)
			ld_error_at(L, L->five_at[c].line, L->five_at[c].column,
				    _("the profile %s has no voluntad de cinco: Punto's 5 is not decided by a player"),
				    s->rules.name);
	}
}

/* No card of the house decks more often than the shoe holds it, counting
 * the cards already played and those stacked on top together. */
static void check_cards(struct loader *L)
{
	const struct scenario *s = L->s;
	const struct {
		const card_t *cards;
		size_t n;
		const struct ld_cards_at *at;
	} lists[2] = {
		{ s->start.played, s->start.n_played, &L->played },
		{ s->shoe.top, s->shoe.n_top, &L->top },
	};
	int count[4][14];
	char text[CARD_TEXT_MAX];

	memset(count, 0, sizeof count);
	for (int l = 0; l < 2; l++) {
		for (size_t i = 0; i < lists[l].n; i++) {
			card_t c = lists[l].cards[i];

			if (!card_is_regular(c))
				continue;
			if (++count[card_suit(c)][card_rank(c)] != s->shoe.decks + 1)
				continue;
			ld_error_at(L, lists[l].at->at.line,
				    lists[l].at->at.column,
				    _("more %s in played and top together than %d decks hold (%d)"),
				    card_format(c, text), s->shoe.decks,
				    s->shoe.decks);
		}
	}
}

/* The start keys of scenario_start.c that only make sense together. */
static void check_start_keys(struct loader *L)
{
	const struct scenario *s = L->s;

	if (s->start.remate.set && s->start.banker >= 0)
		ld_error_at(L, L->banker_at.line, L->banker_at.column, "%s",
			    _("start: a scenario with a banker has no remate"));
	if (s->defect.set && s->procedure != PROCEDURE_DECK_CHECK)
		ld_error_at(L, L->root_at.line, L->root_at.column, "%s",
			    _("defect: only a deck_check procedure has a defect"));
	if (s->defect.set && s->defect.deck >= s->rules.decks)
		ld_error_at(L, L->root_at.line, L->root_at.column,
			    _("defect: deck %d of %d"), s->defect.deck + 1,
			    s->rules.decks);
}

void ld_check(struct loader *L)
{
	bool profile = load_profile(L);

	if (profile) {
		apply_options(L);
		settle_table(L);
		ld_check_chips(L);
	} else {
		rules_init(&L->s->rules);
	}
	check_players(L, profile);
	resolve_refs(L);
	check_banker(L);
	check_start_keys(L);
	if (profile) {
		check_coups(L);
		check_cards(L);
	}
}
