/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session.c: starting a session (practice, scenario or procedure), its
 * accessors and its end.  Play is in session_play.c, the record and the
 * summary in session_score.c, the coups' snapshots and replays in
 * session_replay.c. */
#include "config.h"

#include "session/session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/shuffle.h"
#include "i18n.h"
#include "scenario/procedure_load.h"
#include "session/action_text.h"
#include "session/session_impl.h"

static const char *const status_msgs[STATUS__COUNT] = {
#define SESSION_STATUS_MSG(name, msg) msg,
	ENGINE_STATUS_LIST(SESSION_STATUS_MSG)
#undef SESSION_STATUS_MSG
};

static const char *status_text(enum status st)
{
	return (unsigned)st < STATUS__COUNT ? _(status_msgs[st]) : "?";
}

struct game *session_play_game(struct session *s)
{
	return s->kind == SESSION_SCENARIO ? &s->play.u.script.game
					   : &s->play.u.game;
}

enum status session_init_practice(struct session *s, const struct rules *r,
				  uint64_t seed, int n_bots)
{
	struct session_play *p = &s->play;
	struct rng rng;
	struct table t;
	struct shoe shoe;
	enum status st;

	memset(s, 0, sizeof *s);
	s->kind = SESSION_PRACTICE;
	s->rules = *r;
	s->hints = true;
	s->max_shoes = 1;
	rng_seed(&rng, seed);
	st = bots_init(&p->bots, &s->rules, rng_next(&rng), n_bots);
	if (st == STATUS_OK)
		st = table_init(&t, &s->rules);
	if (st == STATUS_OK)
		st = bots_seat(&p->bots, &t);
	if (st == STATUS_OK)
		st = shuffle_practice_shoe(&rng, &s->rules, &shoe);
	if (st == STATUS_OK)
		st = game_init(&p->u.game, &s->rules, &t, &shoe,
			       rng_next(&rng));
	if (st == STATUS_OK)
		st = game_start_shoe(&p->u.game);
	if (st != STATUS_OK)
		return st;
	p->coup = 1;
	p->pases0 = game_pases(&p->u.game);
	if (!session_coup_begin(s)) {
		session_free(s);
		return STATUS_NOT_ALLOWED;
	}
	session_advance(s);
	return STATUS_OK;
}

static bool fail(const struct scenario *sc, struct diag *err, const char *msg)
{
	memset(err, 0, sizeof *err);
	snprintf(err->file, sizeof err->file, "%s", sc->file);
	snprintf(err->message, sizeof err->message, "%s", msg);
	return false;
}

/* The procedure, on the cards as they lie: the decks in their order at
 * the opening and the deck check, the scenario's shoe during play. */
static bool init_procedure(struct session *s, const char *data_dir,
			   struct diag *err)
{
	const struct scenario *sc = s->sc;
	struct script *run = &s->play.u.script;
	char path[DIAG_FILE_MAX];
	struct shoe shoe;
	enum status st;

	snprintf(path, sizeof path, "%s/procedures/%s.yaml", data_dir,
		 scenario_procedure_key(sc->procedure));
	if (!procedure_load(path, &s->proc, err))
		return false;
	if (!script_init(run, sc, err))
		return false;
	s->rules = run->rules;
	if (sc->procedure == PROCEDURE_DURING_PLAY) {
		shoe = *game_shoe(&run->game);
	} else {
		st = shoe_init(&shoe, sc->shoe.decks > 0 ? sc->shoe.decks
							 : s->rules.decks);
		if (st != STATUS_OK)
			return fail(sc, err, status_text(st));
	}
	memset(&s->play, 0, sizeof s->play);
	rng_seed(&s->proc_rng, sc->shoe.seed);
	st = procedure_run_init(&s->run, &s->proc, &s->rules, &shoe);
	if (st != STATUS_OK)
		return fail(sc, err, status_text(st));
	/* The remate's offers, drawn from the seed like the defect below:
	 * the trainer, the exam and the judge hear the same ones. */
	(void)procedure_remate_deal(&s->run, sc->shoe.seed);
	/* The deck check's defect, the same for the trainer, the exam and
	 * the judge (8.9.8): written in the file (defect:), or drawn from
	 * the seed when the file names none. */
	if (sc->defect.set) {
		st = procedure_deck_defect(&s->run, sc->defect.deck,
					   sc->defect.removed, sc->defect.added);
		if (st != STATUS_OK)
			return fail(sc, err, status_text(st));
		s->defect.deck = sc->defect.deck;
		s->defect.removed = sc->defect.removed;
		s->defect.added = sc->defect.added;
		s->defect.kind = deck_defect_kind_of(sc->defect.removed,
						     sc->defect.added);
		s->has_defect = true;
	} else if (sc->procedure == PROCEDURE_DECK_CHECK) {
		st = deck_defect_plant(&s->run, sc->shoe.seed, &s->defect);
		if (st != STATUS_OK)
			return fail(sc, err, status_text(st));
		s->has_defect = true;
	}
	return true;
}

/* Plays the scenario through with its answer key, as `crupier judge`
 * does, so that no error can come up halfway through the trainee's run. */
static bool check_scenario(const struct scenario *sc, struct diag *err)
{
	struct script *run = malloc(sizeof *run);
	struct script_key key;
	bool ok;

	if (run == NULL)
		return fail(sc, err, _("out of memory"));
	memset(&key, 0, sizeof key);
	ok = script_init(run, sc, err) && script_run(run, &key, err);
	script_key_free(&key);
	free(run);
	return ok;
}

bool session_init_scenario(struct session *s, const struct scenario *sc,
			   const char *data_dir, struct diag *err)
{
	struct session_play *p = &s->play;

	memset(s, 0, sizeof *s);
	s->sc = sc;
	s->hints = sc->scoring.hints && sc->kind != SCENARIO_EXAM;
	if (sc->procedure != PROCEDURE_NONE) {
		s->kind = SESSION_PROCEDURE;
		return init_procedure(s, data_dir, err);
	}
	s->kind = SESSION_SCENARIO;
	if (!check_scenario(sc, err) || !script_init(&p->u.script, sc, err))
		return false;
	p->coup = 1;
	p->pases0 = game_pases(&p->u.script.game);
	if (sc->n_coups == 0)
		p->over = true;
	if (!p->over && !session_coup_begin(s)) {
		session_free(s);
		return fail(sc, err, _("out of memory"));
	}
	session_advance(s);
	return true;
}

void session_free(struct session *s)
{
	free(s->records);
	free(s->snaps);
	free(s->resume);
	s->records = NULL;
	s->snaps = NULL;
	s->resume = NULL;
	s->n_records = s->cap_records = 0;
	s->n_snaps = s->cap_snaps = 0;
	s->replaying = false;
}

void session_set_shoes(struct session *s, int shoes)
{
	s->max_shoes = shoes > 0 ? shoes : 0;
}

void session_mark(struct session *s, uint64_t now_ms)
{
	s->step_since = now_ms;
	s->step_marked = true;
}

enum session_kind session_kind(const struct session *s)
{
	return s->kind;
}

bool session_over(const struct session *s)
{
	if (s->kind == SESSION_PROCEDURE)
		return procedure_done(&s->run);
	return s->play.over;
}

bool session_hints(const struct session *s)
{
	return s->hints;
}

int session_coup(const struct session *s)
{
	return s->kind == SESSION_PROCEDURE ? 0 : s->play.coup;
}

const struct game *session_game(const struct session *s)
{
	switch (s->kind) {
	case SESSION_PRACTICE:
		return &s->play.u.game;
	case SESSION_SCENARIO:
		return &s->play.u.script.game;
	case SESSION_PROCEDURE:
		break;
	}
	return NULL;
}

const struct rules *session_rules(const struct session *s)
{
	return s->kind == SESSION_SCENARIO ? &s->play.u.script.rules
					   : &s->rules;
}

const struct procedure_run *session_procedure(const struct session *s)
{
	return s->kind == SESSION_PROCEDURE ? &s->run : NULL;
}

const char *session_player_name(const struct session *s, int player)
{
	if (s->kind == SESSION_PRACTICE)
		return bots_name(&s->play.bots, player);
	return s->sc != NULL ? script_player_name(s->sc, player) : NULL;
}

void session_action_text(const struct session *s,
			 const struct game_action *a, char *buf, size_t size)
{
	action_text(session_rules(s), a, session_player_name(s, a->player),
		    buf, size);
}

bool session_deck_defect(const struct session *s, struct deck_defect *out)
{
	if (s->kind != SESSION_PROCEDURE || !s->has_defect)
		return false;
	*out = s->defect;
	return true;
}
