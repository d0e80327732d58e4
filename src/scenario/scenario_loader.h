/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scenario_loader.h: the scenario loader's state, shared by its files
 * (private to src/scenario/scenario_*.c):
 *   scenario_load.c    the entry point, error collection, the top level;
 *   scenario_read.c    reading helpers: typed values, skipping, lists;
 *   scenario_table.c   table, players, start, shoe and scoring;
 *   scenario_coups.c   coups: bets, decisions, anomalies, expectations;
 *   scenario_check.c   what needs the whole file: the profile, players
 *                      named, bets against the limits, the shoe's cards;
 *   scenario_chips.c   chips: and each coup's change:, applied and
 *                      checked once the profile is known.
 *
 * Reading fills the struct scenario directly.  What cannot be checked at
 * the node (a player named before the players list, a bet before the
 * profile is known) is remembered with its place and checked at the end. */
#ifndef SCENARIO_SCENARIO_LOADER_H
#define SCENARIO_SCENARIO_LOADER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "scenario/chips_read.h"
#include "scenario/diag.h"
#include "scenario/scenario.h"
#include "scenario/yaml_events.h"

#if defined(__GNUC__)
#define LD_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define LD_PRINTF(f, a)
#endif

#define LD_AMOUNT_MAX 1000000000
#define LD_OPTIONS_MAX 64
#define LD_OPTION_TEXT 48

/* A player named in the file, resolved into *slot once every player is
 * known. */
struct ld_ref {
	int *slot;
	char name[SCENARIO_NAME_MAX];
	struct scenario_where at;
};

/* A profile option as written, already checked for type and range, kept
 * to be applied once the profile is loaded. */
struct ld_option {
	char key[LD_OPTION_TEXT], value[LD_OPTION_TEXT];
	bool plain;
	struct scenario_where key_at, value_at;
};

/* Places of a bet's values, for the checks made at the end; ok: the bet
 * was read whole, so the checks against the limits make sense. */
struct ld_bet_at {
	bool ok;
	struct scenario_where on, amount;
};

/* A card list as written: where, and which key it was. */
struct ld_cards_at {
	bool set;
	struct scenario_where at;
};

struct loader {
	struct yev_reader *rd;
	struct scenario *s;
	struct diag_list *errs;
	size_t n_errors;
	bool fatal;                 /* stop reading: nothing after is sure */
	const char *path, *rules_dir;
	struct rules_cache *rules_cache;   /* NULL: profiles read each time */

	struct ld_ref *refs;
	size_t n_refs, cap_refs;

	struct ld_option options[LD_OPTIONS_MAX];
	int n_options;

	struct scenario_where root_at, rules_at, options_at;
	struct scenario_where table_min_at, table_max_at, seats_at, decks_at;
	bool rules_set, table_min_set, table_max_set, seats_set, decks_set;
	struct scenario_where player_at[SCENARIO_PLAYERS_MAX];
	struct scenario_where seat_at[SCENARIO_PLAYERS_MAX];
	bool banker_set;
	struct scenario_where banker_at;
	struct ld_cards_at top, played;
	struct scenario_where five_at[SCENARIO_COUPS_MAX];
	struct ld_bet_at bet_at[SCENARIO_COUPS_MAX][SCENARIO_BETS_MAX];
	/* chips: as written, applied to the profile's set at the end. */
	struct chips_draft chips;
};

/* --- scenario_load.c: errors --- */

/* Records an error at a place (line 0: the file as a whole). */
void ld_error_at(struct loader *L, unsigned long line, unsigned long column,
		 const char *fmt, ...) LD_PRINTF(4, 5);
void ld_error(struct loader *L, const struct yev_node *n, const char *fmt,
	      ...) LD_PRINTF(3, 4);
/* Records a diag filled by the reader or a typed-value helper. */
void ld_add(struct loader *L, const struct diag *d);

static inline struct scenario_where ld_where(const struct yev_node *n)
{
	struct scenario_where w = { n->line, n->column };

	return w;
}

/* --- scenario_read.c: reading --- */

/* The next node; false (the loader now fatal) when the reader fails. */
bool ld_next(struct loader *L, struct yev_node *n);
/* Skips the rest of a value whose first node is n (nothing to do for a
 * scalar). */
void ld_skip(struct loader *L, const struct yev_node *n);
/* Reads the next node and skips the value it starts. */
void ld_skip_next(struct loader *L);
/* Reads the next node, which should open a mapping (what names it in the
 * message).  Otherwise records the error, skips the value and returns
 * false. */
bool ld_open_mapping(struct loader *L, const char *what,
		     struct yev_node *map);
/* Whether n, already read, opens a mapping; otherwise the same error and
 * skip as ld_open_mapping. */
bool ld_is_mapping(struct loader *L, const struct yev_node *n,
		   const char *what);
bool ld_open_sequence(struct loader *L, const char *what,
		      struct yev_node *seq);
/* The next key of an open mapping, or the next item of an open sequence
 * (its first node); false at the end or when fatal. */
bool ld_next_key(struct loader *L, struct yev_node *key);
bool ld_next_item(struct loader *L, struct yev_node *item);
void ld_unknown_key(struct loader *L, const struct yev_node *key,
		    const char *where, const char *allowed);
void ld_missing_key(struct loader *L, const struct scenario_where *at,
		    const char *key, const char *where);

/* Typed values: each reads the next node; on a mismatch records the
 * error, skips the value and returns false. */
bool ld_int(struct loader *L, const char *what, int64_t min, int64_t max,
	    int64_t *out, struct yev_node *n);
bool ld_bool(struct loader *L, bool *out);
bool ld_text(struct loader *L, char *buf, size_t size, struct yev_node *n);
bool ld_enum(struct loader *L, const char *what, const char *const *words,
	     int *out, struct yev_node *n);
/* A player's name: a reference resolved at the end into *slot. */
void ld_player_ref(struct loader *L, int *slot, struct yev_node *n);
/* A sequence of at most max items, each read by one_item (which counts
 * it in *count); the items over the limit are refused once ("too many
 * entries in WHAT") and skipped. */
void ld_list(struct loader *L, const char *what, int *count, int max,
	     void (*one_item)(struct loader *L, void *ctx,
			      const struct yev_node *item),
	     void *ctx);
/* A sequence of player names into slots[0..max), *count of them. */
void ld_player_list(struct loader *L, const char *what, int *slots,
		    int max, int *count);
/* A blank-separated card list; jokers and foreign backs only when
 * allow_odd. */
void ld_cards(struct loader *L, const char *what, bool allow_odd,
	      card_t *out, size_t *count, struct ld_cards_at *at);
/* {es: "...", en: "..."}; *at gets the mapping's place. */
void ld_texts(struct loader *L, const char *what, struct scenario_text *t,
	      struct scenario_where *at);

/* --- scenario_table.c --- */
void ld_read_table(struct loader *L);
void ld_read_players(struct loader *L);
void ld_read_start(struct loader *L);
void ld_read_shoe(struct loader *L);
void ld_read_scoring(struct loader *L);
/* --- scenario_scoring.c: scoring.pass_marks and scoring.critical --- */
/* A mapping of skills to 0..100 (weights, pass_marks) into out[], and
 * set[] marked where given (set may be NULL). */
void ld_read_skill_values(struct loader *L, const char *name, int *out,
			  bool *set);
void ld_read_critical(struct loader *L);

/* --- scenario_start.c: the remate, the refused cut, the defect --- */
void ld_read_remate(struct loader *L);
/* The same offers and rounds under another key (a coup's resume:). */
void ld_read_remate_into(struct loader *L, const char *what,
			 struct scenario_remate *rm);
void ld_read_defect(struct loader *L);

/* --- scenario_coups.c --- */
void ld_read_coups(struct loader *L);

/* --- scenario_chips.c --- */
/* The value after `chips:`, into L->chips. */
void ld_read_chips(struct loader *L);
/* A coup's change: list. */
void ld_read_changes(struct loader *L, struct scenario_coup *coup);
/* chips: applied to the profile's set, every bet made of the table's
 * chips, every change one the carreteles can make; after the profile,
 * its options and the table are settled. */
void ld_check_chips(struct loader *L);

/* --- scenario_check.c --- */
/* The checks that need the whole file. */
void ld_check(struct loader *L);

#endif
