/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_choices.c: the lists the trainee picks from.  Over whole practice
 * shoes and every scenario of the library, at every step: the expected
 * action is there exactly once, the keys are unique, the list is the
 * same for the same state, and the right one is not always first; and
 * the distractors of the steps a croupier confuses. */
#include "config.h"

#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "engine/card.h"
#include "engine/coup.h"
#include "scenario/scenario_load.h"
#include "session/session.h"

static struct scenario sc;
static struct session *ses;
static char srcdir[2048];

/* Positions of the right choice seen, over a test. */
static int first, not_first;

static int setup(void **state)
{
	(void)state;
	ses = calloc(1, sizeof *ses);
	first = not_first = 0;
	return ses != NULL ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	session_free(ses);
	free(ses);
	return 0;
}

static bool same_list(const struct choice *a, const struct choice *b,
		      size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (a[i].key != b[i].key || strcmp(a[i].label, b[i].label) != 0 ||
		    a[i].needs_amount != b[i].needs_amount)
			return false;
	return true;
}

static bool step_is(const struct choice *c, const struct procedure_step *s)
{
	for (int i = 0; i < s->params.nrows && i < PROCEDURE_ROWS_MAX; i++)
		if (c->params.rows[i] != s->params.rows[i])
			return false;
	return c->procedure && c->op == s->op &&
	       c->params.decks == s->params.decks &&
	       c->params.riffles == s->params.riffles &&
	       c->params.fans == s->params.fans &&
	       c->params.piles == s->params.piles &&
	       c->params.count == s->params.count &&
	       c->params.nrows == s->params.nrows;
}

/* The checks at one step; returns the index of the right choice. */
/* The key each action had the first time it was offered, for the actions
 * keyed by what they are (not by a seat, a figure or their place in a
 * list): it must be the same at every step. */
static char first_key[GAME_ACT__COUNT][COUP_ACTION__COUNT];

static bool keyed_by_kind(const struct game_action *a)
{
	switch (a->kind) {
	case GAME_ACT_COUP:
		return a->step != COUP_ANNOUNCE_WINNER;
	case GAME_ACT_HOLDER:
	case GAME_ACT_PASS_SABOT:
	case GAME_ACT_NEW_SHOE:
	case GAME_ACT_ASK_CUT:
	case GAME_ACT_AWARD_BANK:
	case GAME_ACT_AWARD_SUITE:
	case GAME_ACT_BURN:
	case GAME_ACT_SAFETY_CARD:
	case GAME_ACT_RULING:
	case GAME_ACT_OFFER_SUITE:
	case GAME_ACT_RELIEF:
		return false;
	/* Keyed by their count: the day's last pase (8.12) and the last
	 * hour's "esta mesa continúa" (8.4.2.10.6) have keys of their own. */
	case GAME_ACT_PLACE_BETS:
	case GAME_ACT_LAST_PASE:
		return a->count == 0;
	default:
		break;
	}
	return true;
}

static void check_stable_key(const char *where, const struct choice *c)
{
	char *k;

	if (c->procedure || !keyed_by_kind(&c->action))
		return;
	k = &first_key[c->action.kind][c->action.step];
	if (*k == 0)
		*k = c->key;
	else if (*k != c->key)
		fail_msg("%s: %s has key %c, was %c", where,
			 game_action_key(&c->action), c->key, *k);
}

static size_t check_step(const char *where)
{
	struct choice c[CHOICES_MAX], again[CHOICES_MAX];
	struct procedure_step step;
	struct game_action e;
	bool proc = session_kind(ses) == SESSION_PROCEDURE;
	size_t n, m, found = 0, at = 0;
	bool keys[256] = { false };

	assert_int_equal(session_choices(ses, c, CHOICES_MAX, &n), STATUS_OK);
	assert_int_equal(session_choices(ses, again, CHOICES_MAX, &m),
			 STATUS_OK);
	assert_int_equal(n, m);
	assert_true(same_list(c, again, n));
	if (n < 2)
		fail_msg("%s: %zu choice(s): %s", where, n,
			 n ? c[0].label : "-");
	if (proc)
		assert_true(session_expected_step(ses, &step, NULL));
	else
		assert_int_equal(session_expected(ses, &e), STATUS_OK);
	for (size_t i = 0; i < n; i++) {
		bool is = proc ? step_is(&c[i], &step) : choice_is(&c[i], &e);

		assert_true(c[i].key != 0);
		check_stable_key(where, &c[i]);
		if (keys[(unsigned char)c[i].key])
			fail_msg("%s: key %c twice", where, c[i].key);
		keys[(unsigned char)c[i].key] = true;
		assert_true(c[i].label[0] != '\0');
		/* A collection is typed where its amount is a part of the
		 * bet (a marcando bet, 7.8.1.5), like a payment. */
		if (!proc && c[i].action.kind == GAME_ACT_COLLECT &&
		    c[i].action.stake > 0 &&
		    c[i].action.amount != c[i].action.stake)
			assert_true(c[i].needs_amount);
		else if (!proc && c[i].action.kind != GAME_ACT_COLLECT)
			assert_int_equal(c[i].needs_amount,
					 (c[i].action.kind == GAME_ACT_PAY &&
					  !session_rules(ses)->chips.on) ||
					 c[i].action.kind == GAME_ACT_RETURN_EXCESS ||
					 choice_totals_typed(&c[i].action));
		/* Paying in chips, a payment and a change are counted out
		 * (IPLyC 8.4.2.6.3.3, 8.4.2.7.2). */
		if (!proc)
			assert_int_equal(c[i].needs_chips,
					 session_rules(ses)->chips.on &&
					 (c[i].action.kind == GAME_ACT_PAY ||
					  c[i].action.kind == GAME_ACT_CHANGE));
		/* The totals are typed, always under t (8.4.2.3.4). */
		if (!proc && choice_totals_typed(&c[i].action))
			assert_int_equal(c[i].key, 't');
		if (!proc && c[i].needs_amount && c[i].action.amount > 0 &&
		    c[i].action.amount != c[i].action.stake) {
			char amount[32];

			snprintf(amount, sizeof amount, "%lld",
				 (long long)c[i].action.amount);
			if (strstr(c[i].label, amount) != NULL)
				fail_msg("%s: typed choice shows its amount: %s",
					 where, c[i].label);
		}
		/* The card to be dealt is not known before it is dealt:
		 * no label names it ("¡Carta para el punto!", no "QH"). */
		if (!proc && !c[i].needs_amount &&
		    c[i].action.kind == GAME_ACT_COUP &&
		    coup_action_takes_card(c[i].action.step) &&
		    c[i].action.card != 0) {
			char card[CARD_TEXT_MAX];

			card_format(c[i].action.card, card);
			if (strstr(c[i].label, card) != NULL)
				fail_msg("%s: a choice names the card to be dealt: %s",
					 where, c[i].label);
		}
		if (is) {
			found++;
			at = i;
		}
	}
	if (found != 1)
		fail_msg("%s: the expected %s is among the choices %zu times",
			 where, proc ? procedure_op_key(step.op)
				     : game_action_key(&e), found);
	if (at == 0)
		first++;
	else
		not_first++;
	return at;
}

/* Plays the session to its end choosing right, checking every step. */
static void play_checking(const char *where)
{
	for (int guard = 0; guard < 20000 && !session_over(ses); guard++) {
		struct choice c[CHOICES_MAX];
		struct game_action e;
		size_t n, at = check_step(where);

		assert_int_equal(session_choices(ses, c, CHOICES_MAX, &n),
				 STATUS_OK);
		if (session_kind(ses) != SESSION_PROCEDURE)
			assert_int_equal(session_expected(ses, &e), STATUS_OK);
		else
			e.amount = 0;
		assert_int_equal(session_act_choice(ses, &c[at], e.amount, 0,
						    NULL), STATUS_OK);
	}
	assert_true(session_over(ses));
}

static void practice(void (*init)(struct rules *), uint64_t seed)
{
	struct rules r;
	char where[64];

	init(&r);
	snprintf(where, sizeof where, "%s practice seed %llu", r.name,
		 (unsigned long long)seed);
	assert_int_equal(session_init_practice(ses, &r, seed, 7), STATUS_OK);
	play_checking(where);
	session_free(ses);
}

/* Whole practice shoes, traditional and MIDI. */
static void choices__practice_shoes__expected_once_keys_unique(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 3; seed++) {
		practice(rules_init, seed);
		practice(rules_init_midi, seed);
	}
	assert_true(first > 0);
	assert_true(not_first > 0);
}

/* Every scenario of the library (anomalies, suites, procedures...). */
static void choices__every_scenario__expected_once_keys_unique(void **state)
{
	char dir[4096], path[4096 + 256], rules_dir[4096], data[4096];
	struct dirent *d;
	DIR *dp;
	int files = 0;

	(void)state;
	snprintf(dir, sizeof dir, "%s/scenarios", srcdir);
	snprintf(rules_dir, sizeof rules_dir, "%s/data/rules", srcdir);
	snprintf(data, sizeof data, "%s/data", srcdir);
	dp = opendir(dir);
	if (dp == NULL)
		skip();
	while ((d = readdir(dp)) != NULL) {
		struct diag_list errs;
		struct diag err;
		size_t len = strlen(d->d_name);

		if (len < 6 || strcmp(d->d_name + len - 5, ".yaml") != 0)
			continue;
		snprintf(path, sizeof path, "%s/%s", dir, d->d_name);
		diag_list_init(&errs);
		if (!scenario_load(path, rules_dir, &sc, &errs))
			fail_msg("%s: %s", path, errs.items[0].message);
		diag_list_free(&errs);
		if (!session_init_scenario(ses, &sc, data, &err))
			fail_msg("%s: %s", path, err.message);
		play_checking(d->d_name);
		session_free(ses);
		files++;
	}
	closedir(dp);
	assert_true(files >= 20);
	assert_true(not_first > 0);
}

enum { ANA, BETO, CARLA, DIEGO, HUGO };

static void scenario(const char *top)
{
	static const char *const names[] = { "Ana", "Beto", "Carla", "Diego",
					     "Hugo" };
	size_t n = 0, off = 0;
	struct diag err;

	memset(&sc, 0, sizeof sc);
	strcpy(sc.file, "drill.yaml");
	rules_init(&sc.rules);
	sc.table_min = 100;
	sc.table_max = 10000;
	sc.seats = 7;
	for (int i = 0; i < 5; i++) {
		strcpy(sc.players[i].name, names[i]);
		sc.players[i].seat = i < 4 ? i + 1 : 0;
	}
	sc.n_players = 5;
	sc.start.banker = ANA;
	sc.start.salida = 1000;
	sc.start.pase = 1;
	sc.start.suite_giver = -1;
	sc.shoe.seed = 1;
	assert_int_equal(card_parse_list(top, sc.shoe.top, SCENARIO_CARDS_MAX,
					 &n, &off), STATUS_OK);
	sc.shoe.n_top = n;
	sc.n_coups = 1;
	sc.coups[0].bets[0].player = BETO;
	sc.coups[0].bets[0].on = CHANCE_PUNTO;
	sc.coups[0].bets[0].amount = 500;
	sc.coups[0].n_bets = 1;
	sc.coups[0].decide.five = FIVE_PIDO;
	assert_true(session_init_scenario(ses, &sc, ".", &err));
}

/* Correct actions until kind/step is due; the choices there. */
static size_t choices_at(enum game_act kind, enum coup_action step,
			 struct choice *c)
{
	size_t n;

	for (int guard = 0; guard < 200; guard++) {
		struct game_action e;

		assert_int_equal(session_expected(ses, &e), STATUS_OK);
		if (e.kind == kind && (kind != GAME_ACT_COUP || e.step == step))
			break;
		assert_int_equal(session_act(ses, &e, 0, NULL), STATUS_OK);
	}
	assert_int_equal(session_choices(ses, c, CHOICES_MAX, &n), STATUS_OK);
	return n;
}

static const struct choice *with_key(const struct choice *c, size_t n,
				     char key)
{
	const struct choice *k = choices_find_key(c, n, key);

	if (k == NULL)
		fail_msg("no choice with key %c", key);
	return k != NULL ? k : c;
}

/* IPLyC 7.6.1.1: the first card to Punto (p) or to Banca (b), the same
 * card either way, Punto's first whichever is right. */
static void choices__deal__punto_or_banca__iplyc_7_6_1_1(void **state)
{
	struct choice c[CHOICES_MAX];
	size_t n;

	(void)state;
	scenario("5H 4D KS KC 3S 2C");
	n = choices_at(GAME_ACT_COUP, COUP_DEAL_TO_PUNTO, c);
	assert_int_equal(n, 2);
	assert_int_equal(c[0].key, 'p');
	assert_int_equal(c[0].action.step, COUP_DEAL_TO_PUNTO);
	assert_int_equal(c[1].key, 'b');
	assert_int_equal(c[1].action.step, COUP_DEAL_TO_BANCA);
	assert_int_equal(c[0].action.card, c[1].action.card);
	n = choices_at(GAME_ACT_COUP, COUP_DEAL_TO_BANCA, c);
	assert_int_equal(n, 2);
	assert_int_equal(with_key(c, n, 'b')->action.step, COUP_DEAL_TO_BANCA);
}

/* IPLyC 8.4.2.4.1: Punto 5 with a seated holder: draw (d), stand (s),
 * "¡5 tiene voluntad!" (v) and "¡No 5!" (5), the croupier's call. */
static void choices__five__voluntad_among_draw_stand_no_five__iplyc_8_4_2_4_1(void **state)
{
	struct choice c[CHOICES_MAX];
	size_t n;

	(void)state;
	scenario("5H 4D KS KC 3S 2C");
	n = choices_at(GAME_ACT_COUP, COUP_ASK_VOLUNTAD, c);
	assert_int_equal(n, 4);
	assert_int_equal(with_key(c, n, 'd')->action.step, COUP_PUNTO_DRAWS);
	assert_int_equal(with_key(c, n, 's')->action.step, COUP_PUNTO_STANDS);
	assert_int_equal(with_key(c, n, 'v')->action.step, COUP_ASK_VOLUNTAD);
	assert_int_equal(with_key(c, n, '5')->action.step, COUP_CALL_NO_FIVE);
	assert_int_equal(with_key(c, n, 'v')->action.seat, 2);
	/* He said pido: ratify it (i, "pIde"), or the planto (l,
	 * "pLanta"), or draw at once (d, as it was a step before: an
	 * action keeps its key). */
	n = choices_at(GAME_ACT_COUP, COUP_RATIFY_PIDE, c);
	assert_int_equal(n, 3);
	assert_int_equal(with_key(c, n, 'i')->action.step, COUP_RATIFY_PIDE);
	assert_int_equal(with_key(c, n, 'l')->action.step, COUP_RATIFY_PLANTA);
	assert_int_equal(with_key(c, n, 'd')->action.step, COUP_PUNTO_DRAWS);
}

/* IPLyC 8.4.2.3.4: Banca's total first.  The totals are typed under t,
 * the same key at every step: "¡6 por 8!" is 6 then 8; typed the other
 * way round ("¡8 por 6!") it is the reversed call, a mistake.  Then the
 * winner among the three. */
static void choices__totals__banca_first_or_reversed__iplyc_8_4_2_3_4(void **state)
{
	struct choice c[CHOICES_MAX];
	const struct choice *t;
	struct game_action e, typed;
	size_t n, totals = 0;

	(void)state;
	scenario("5H 4D KS KC 3S 2C");
	n = choices_at(GAME_ACT_COUP, COUP_ANNOUNCE_TOTALS, c);
	for (size_t i = 0; i < n; i++)
		totals += choice_totals_typed(&c[i].action);
	assert_int_equal(totals, 1);
	t = with_key(c, n, 't');
	assert_true(t->needs_amount);
	assert_int_equal(session_expected(ses, &e), STATUS_OK);
	assert_int_equal(e.banca_total, 6);
	assert_int_equal(e.punto_total, 8);
	assert_int_equal(choice_typed_figure(t, &e), 68);
	typed = choice_action(t, 68);
	assert_true(choice_same_action(&typed, &e));
	typed = choice_action(t, 86);
	assert_false(choice_same_action(&typed, &e));
	typed = choice_action(t, 168);
	assert_false(choice_same_action(&typed, &e));
	assert_true(choice_is(t, &e));
	assert_int_equal(session_act(ses, &e, 0, NULL), STATUS_OK);
	n = choices_at(GAME_ACT_COUP, COUP_ANNOUNCE_WINNER, c);
	assert_int_equal(n, 3);
	assert_int_equal(with_key(c, n, 'p')->action.winner, COUP_WINNER_PUNTO);
	assert_int_equal(with_key(c, n, 'b')->action.winner, COUP_WINNER_BANCA);
	assert_int_equal(with_key(c, n, 'a')->action.winner, COUP_WINNER_ANCAR);
}

/* IPLyC 7.6.2, 7.6.4: who turns Punto's cards: the seat (its digit) or
 * the croupier (c). */
static void choices__holder__seat_digit_or_croupier__iplyc_7_6_2(void **state)
{
	struct choice c[CHOICES_MAX];
	size_t n;

	(void)state;
	scenario("5H 4D KS KC 3S 2C");
	n = choices_at(GAME_ACT_HOLDER, COUP_DONE, c);
	assert_int_equal(with_key(c, n, '2')->action.kind, GAME_ACT_HOLDER);
	assert_int_equal(with_key(c, n, 'c')->action.kind,
			 GAME_ACT_CROUPIER_TURNS);
}

/* IPLyC 7.7.1.1: a ruling: the right one and three plausible wrong ones,
 * each said differently. */
static void choices__ruling__right_plus_three__iplyc_7_7_1_1(void **state)
{
	struct choice c[CHOICES_MAX];
	struct scenario_anomaly *an;
	struct diag err;
	size_t n;

	(void)state;
	scenario("9C AH 4H KD 3H");
	session_free(ses);
	an = &sc.coups[0].anomalies[sc.coups[0].n_anomalies++];
	an->kind = ANOMALY_FACE_UP;
	an->step = ANOMALY_AT_CARD;
	an->card = 2;
	assert_true(session_init_scenario(ses, &sc, ".", &err));
	n = choices_at(GAME_ACT_RULING, COUP_DONE, c);
	assert_int_equal(n, 4);
	for (size_t i = 0; i < n; i++) {
		assert_int_equal(c[i].action.kind, GAME_ACT_RULING);
		assert_int_equal(c[i].action.anomaly, ANOMALY_FACE_UP);
		for (size_t j = 0; j < i; j++)
			assert_string_not_equal(c[i].label, c[j].label);
	}
}

int main(void)
{
	const char *top = getenv("top_srcdir");
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(choices__practice_shoes__expected_once_keys_unique, setup, teardown),
		cmocka_unit_test_setup_teardown(choices__every_scenario__expected_once_keys_unique, setup, teardown),
		cmocka_unit_test_setup_teardown(choices__deal__punto_or_banca__iplyc_7_6_1_1, setup, teardown),
		cmocka_unit_test_setup_teardown(choices__five__voluntad_among_draw_stand_no_five__iplyc_8_4_2_4_1, setup, teardown),
		cmocka_unit_test_setup_teardown(choices__totals__banca_first_or_reversed__iplyc_8_4_2_3_4, setup, teardown),
		cmocka_unit_test_setup_teardown(choices__holder__seat_digit_or_croupier__iplyc_7_6_2, setup, teardown),
		cmocka_unit_test_setup_teardown(choices__ruling__right_plus_three__iplyc_7_7_1_1, setup, teardown),
	};

	snprintf(srcdir, sizeof srcdir, "%s", top != NULL ? top : ".");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
