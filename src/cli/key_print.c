/* SPDX-License-Identifier: GPL-3.0-or-later */
/* key_print.c: the answer key in words; see key_print.h. */
#include "config.h"

#include "cli/key_print.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "scenario/safe_text.h"
#include "session/action_text.h"

bool key_play(const struct scenario *sc, struct script *run,
	      struct script_key *key, struct diag *err)
{
	memset(err, 0, sizeof *err);
	return script_init(run, sc, err) && script_run(run, key, err);
}

static void print_actions(const struct scenario *sc, const struct script *run,
			  const struct script_key *key, size_t first,
			  size_t count)
{
	char text[ACTION_TEXT_MAX];

	for (size_t k = 0; k < count; k++) {
		const struct game_action *a = &key->actions[first + k];

		action_text(&run->rules, a, script_player_name(sc, a->player),
			    text, sizeof text);
		printf("  %s [%s]\n", safe_text(text), safe_text(a->article));
	}
}

void key_print_text(const struct scenario *sc, const struct script *run,
		    const struct script_key *key, bool stopped)
{
	char hand[64];

	for (int i = 0; i < key->n_coups; i++) {
		const struct script_coup *c = &key->coups[i];

		printf(_("\nCoup %d (line %lu)\n"), c->number, c->line);
		print_actions(sc, run, key, c->first, c->count);
		/* A coup stopped before its cards (the sabot waits) has no
		 * hands to show. */
		if (c->n_punto == 0 && c->n_banca == 0)
			continue;
		action_hand_text(c->punto, c->n_punto, hand, sizeof hand);
		printf(_("  Punto: %s = %d\n"), hand, c->punto_total);
		action_hand_text(c->banca, c->n_banca, hand, sizeof hand);
		printf(_("  Banca: %s = %d\n"), hand, c->banca_total);
		printf(_("  Result: %s\n"), action_winner_name(c->winner));
	}
	/* The coup under way when play stopped: script_run() has begun its
	 * entry but not counted it. */
	if (stopped && key->n_coups == run->coup &&
	    run->coup < sc->n_coups && key->n_coups < SCENARIO_COUPS_MAX) {
		const struct script_coup *c = &key->coups[key->n_coups];

		if (c->number == 0)
			return;
		printf(_("\nCoup %d (line %lu), up to the error\n"), c->number,
		       c->line);
		print_actions(sc, run, key, c->first,
			      key->n_actions - c->first);
	}
}
