/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_call_log.c: what was said at the table — the call log and the
 * players' words (session/call_log.h, session/words.h): the ring keeps the
 * newest lines, a player's "planto" is in the log before the croupier must
 * ratify it, the remate's offers with their amounts, a refused bank and the
 * coups' results. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "session_fixture.h"
#include "session/call_log.h"
#include "session/session.h"
#include "session/words.h"

static void start(void)
{
	struct diag err;

	memset(&err, 0, sizeof err);
	if (!session_init_scenario(ses, &sc, ".", &err))
		fail_msg("%s", err.message);
}

static const struct call_line *last_line(void)
{
	const struct call_log *l = session_call_log(ses);

	assert_true(call_log_count(l) > 0);
	return call_log_line(l, call_log_count(l) - 1);
}

static const struct call_line *last_of(const struct call_log *l)
{
	return call_log_line(l, call_log_count(l) - 1);
}

/* The ring keeps the newest CALL_LOG_MAX lines in order, counts every
 * line ever added, and cuts a long text without splitting a character. */
static void call_log__ring__keeps_the_newest_in_order(void **state)
{
	static struct call_log l;
	char text[CALL_TEXT_MAX + 40], buf[CALL_TEXT_MAX + 64];

	(void)state;
	call_log_init(&l);
	assert_null(call_log_line(&l, 0));
	for (int i = 0; i < CALL_LOG_MAX + 5; i++) {
		snprintf(text, sizeof text, "line %d", i);
		call_log_add(&l, 1 + i / 10, CALL_CROUPIER, 0, 0, text);
	}
	assert_int_equal(call_log_count(&l), CALL_LOG_MAX);
	assert_int_equal(call_log_total(&l), CALL_LOG_MAX + 5);
	assert_string_equal(call_log_line(&l, 0)->text, "line 5");
	snprintf(text, sizeof text, "line %d", CALL_LOG_MAX + 4);
	assert_string_equal(call_log_line(&l, CALL_LOG_MAX - 1)->text, text);
	assert_null(call_log_line(&l, CALL_LOG_MAX));

	/* "ñ" is two bytes: a cut never leaves half of one. */
	memset(text, 0, sizeof text);
	for (size_t i = 0; i + 2 < sizeof text - 1; i += 2)
		memcpy(text + i, "\xc3\xb1", 2);
	call_log_add(&l, 9, CALL_PLAYER, 3, 2, text);
	assert_true(strlen(call_log_line(&l, CALL_LOG_MAX - 1)->text) <
		    CALL_TEXT_MAX);
	assert_int_equal(strlen(call_log_line(&l, CALL_LOG_MAX - 1)->text) % 2,
			 0);
	/* A seated player's line names him and his seat; a croupier's
	 * call says who calls. */
	call_log_add(&l, 9, CALL_PLAYER, 3, 2, "Pido! (A card.)");
	call_line_text(last_of(&l), "Beto", buf, sizeof buf);
	assert_string_equal(buf, "Beto (2): Pido! (A card.)");
	call_log_add(&l, 9, CALL_PLAYER, 8, 0, "I want to see it!");
	call_line_text(last_of(&l), "Hugo", buf, sizeof buf);
	assert_string_equal(buf, "Hugo: I want to see it!");
	call_log_add(&l, 9, CALL_CROUPIER, 0, 0, "Cards!");
	call_line_text(last_of(&l), NULL, buf, sizeof buf);
	assert_string_equal(buf, "Croupier: Cards!");
}

/* IPLyC 8.4.2.4.1: the holder answers "pido" or "planto" and the croupier
 * ratifies what he heard.  After "5 has voluntad!" the holder's "planto"
 * is in the log, his, from his seat, while the ratification is the
 * action due; the coup's result goes to the history with Banca's total
 * and Punto's. */
static void call_log__voluntad__planto_logged_before_ratify__iplyc_8_4_2_4_1(void **state)
{
	const struct call_line *c;
	const struct call_log *l;
	const struct call_result *r;
	struct game_action e;
	char buf[CALL_TEXT_MAX + 64];
	size_t n;

	(void)state;
	/* Punto 2H 3S = 5, Banca 4D 2D = 6: Beto (seat 2) holds. */
	scenario("2H 4D 3S 2D KC 9C 4H KD 3H", 1);
	add_bet(0, BETO, CHANCE_PUNTO, 1000);
	add_bet(0, CARLA, CHANCE_BANCA, 1000);
	sc.coups[0].decide.five = FIVE_PLANTO;
	start();
	e = until(GAME_ACT_COUP, COUP_RATIFY_PLANTA);
	assert_int_equal(e.kind, GAME_ACT_COUP);
	c = last_line();
	assert_int_equal(c->who, CALL_PLAYER);
	assert_int_equal(c->player, BETO + 1);
	assert_int_equal(c->seat, 2);
	assert_int_equal(c->coup, 1);
	assert_string_equal(c->text, "Planto! (I stand.)");
	l = session_call_log(ses);
	n = call_log_count(l);
	assert_int_equal(call_log_line(l, n - 2)->who, CALL_CROUPIER);
	assert_string_equal(call_log_line(l, n - 2)->text, "5 has voluntad!");
	call_line_text(c, session_player_name(ses, c->player), buf, sizeof buf);
	assert_string_equal(buf, "Beto (2): Planto! (I stand.)");
	assert_int_equal(call_log_result_count(l), 0);
	/* The ratification is the croupier's next line. */
	right(0);
	assert_int_equal(last_line()->who, CALL_CROUPIER);
	assert_string_equal(last_line()->text, "Stands with 5!");
	while (!session_over(ses))
		right(0);
	assert_int_equal(call_log_result_count(l), 1);
	r = call_log_result_at(l, 0);
	assert_int_equal(r->coup, 1);
	assert_int_equal(r->winner, COUP_WINNER_BANCA);
	assert_int_equal(r->banca_total, 6);
	assert_int_equal(r->punto_total, 5);
	call_result_text(r, buf, sizeof buf);
	assert_string_equal(buf, "1. Banca 6-5");
}

/* A practice shoe with bots: the remate's offers come with their
 * amounts before the croupier awards the bank (IPLyC 7.5.4), every
 * player's line names a player of the table, and the log keeps its
 * newest lines over a whole shoe. */
static void call_log__practice__remate_offers_with_amounts__iplyc_7_5_4(void **state)
{
	const struct call_log *l;
	struct rules r;
	struct game_action e;
	bool offer = false;
	int guard = 0;

	(void)state;
	rules_init(&r);
	assert_int_equal(session_init_practice(ses, &r, 7, 6), STATUS_OK);
	l = session_call_log(ses);
	/* "¡Se remata la primera banca!", then the award (or the call to
	 * improve) is due: the offers were heard already. */
	assert_int_equal(session_expected(ses, &e), STATUS_OK);
	assert_int_equal(e.kind, GAME_ACT_REMATE);
	right(0);
	assert_int_equal(session_expected(ses, &e), STATUS_OK);
	assert_true(e.kind == GAME_ACT_AWARD_BANK ||
		    e.kind == GAME_ACT_ASK_IMPROVE);
	for (size_t i = 0; i < call_log_count(l); i++) {
		const struct call_line *c = call_log_line(l, i);

		if (i == 0) {
			assert_int_equal(c->who, CALL_CROUPIER);
			continue;
		}
		assert_int_equal(c->who, CALL_PLAYER);
		assert_non_null(strstr(c->text, "I offer "));
		assert_non_null(session_player_name(ses, c->player));
		assert_true(c->seat > 0);
		offer = true;
	}
	assert_true(offer);
	while (!session_over(ses) && guard++ < 5000)
		right(0);
	assert_true(call_log_total(l) > CALL_LOG_MAX);
	assert_int_equal(call_log_count(l), CALL_LOG_MAX);
	assert_true(call_log_result_count(l) > 0);
	for (size_t i = 0; i < call_log_count(l); i++) {
		const struct call_line *c = call_log_line(l, i);

		assert_true(c->text[0] != '\0');
		if (c->who == CALL_PLAYER)
			assert_non_null(session_player_name(ses, c->player));
	}
}

/* The words of each answer: who wants the suite (and a raise), nobody
 * at the free seat, a bank refused, a mitad and a raise asked by the
 * banker, the cut. */
static void words__say__each_answer_in_words(void **state)
{
	struct player_word w;
	struct word_line out[8];
	struct table t;

	(void)state;
	memset(&t, 0, sizeof t);
	memset(&w, 0, sizeof w);
	w.kind = WORD_SUITE;
	w.players[0] = 3;
	w.players[1] = 5;
	w.n_players = 2;
	assert_int_equal(words_say(&w, &t, out, 8), 2);
	assert_int_equal(out[0].player, 3);
	assert_string_equal(out[1].text, "I want to see it!");
	w.amount = 3000;
	assert_int_equal(words_say(&w, &t, out, 1), 1);
	assert_string_equal(out[0].text, "I want to see it, raised to 3000!");
	w.n_players = 0;
	assert_int_equal(words_say(&w, &t, out, 8), 1);
	assert_int_equal(out[0].player, 0);
	assert_string_equal(out[0].text, "Nobody wants to see the suite.");

	memset(&w, 0, sizeof w);
	w.kind = WORD_FREE_SEAT;
	assert_int_equal(words_say(&w, &t, out, 8), 1);
	assert_string_equal(out[0].text, "Nobody asks for the free seat.");

	memset(&w, 0, sizeof w);
	w.kind = WORD_BANK;
	w.player = 4;
	assert_int_equal(words_say(&w, &t, out, 8), 1);
	assert_int_equal(out[0].player, 4);
	assert_string_equal(out[0].text, "No, I do not bank.");
	w.yes = true;
	w.amount = 2000;
	assert_int_equal(words_say(&w, &t, out, 8), 1);
	assert_string_equal(out[0].text, "My bank: 2000.");

	memset(&w, 0, sizeof w);
	w.kind = WORD_BANKER;
	w.player = 1;
	assert_int_equal(words_say(&w, &t, out, 8), 0);
	w.banker.mitad = 1000;
	w.banker.raise = 5000;
	assert_int_equal(words_say(&w, &t, out, 8), 2);
	assert_string_equal(out[0].text, "I take out the half: 1000.");
	assert_string_equal(out[1].text, "I raise the bank to 5000.");

	memset(&w, 0, sizeof w);
	w.kind = WORD_CUT;
	w.player = 2;
	assert_int_equal(words_say(&w, &t, out, 8), 1);
	assert_string_equal(out[0].text, "I do not cut.");
	w.kind = WORD_NONE;
	assert_int_equal(words_say(&w, &t, out, 8), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(call_log__ring__keeps_the_newest_in_order),
		cmocka_unit_test(words__say__each_answer_in_words),
		cmocka_unit_test_setup_teardown(call_log__voluntad__planto_logged_before_ratify__iplyc_8_4_2_4_1, setup, teardown),
		cmocka_unit_test_setup_teardown(call_log__practice__remate_offers_with_amounts__iplyc_7_5_4, setup, teardown),
	};

	return cmocka_run_group_tests_name("call_log", tests, NULL, NULL);
}
