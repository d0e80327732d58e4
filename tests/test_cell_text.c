/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_cell_text.c: every key the cell vocabulary (cell.h) can produce
 * has words, in English and in Spanish, so that the heat maps, the
 * Review list and `crupier review` never show a raw key. */
#include "config.h"

#include <locale.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "engine/anomaly.h"
#include "engine/coup.h"
#include "i18n.h"
#include "session/cell.h"

#define KEYS_MAX 1024

struct keys {
	char key[KEYS_MAX][CELL_KEY_MAX];
	size_t n;
};

static void add(struct keys *k, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void add(struct keys *k, const char *fmt, ...)
{
	va_list ap;

	assert_true(k->n < KEYS_MAX);
	va_start(ap, fmt);
	vsnprintf(k->key[k->n++], CELL_KEY_MAX, fmt, ap);
	va_end(ap);
}

/* Every key cell_of_action() and cell_of_step() can write. */
static void all_keys(struct keys *k)
{
	static const char *const chance[] = { "punto", "banca", "tie" };
	static const char *const kind[] = { "seat", "standing", "bank",
					    "marcando" };
	static const char *const voluntad[] = {
		"holder.largest", "holder.tie", "holder.refused", "croupier",
		"refusal", "ask", "pide", "planta", "no_five",
	};
	static const char *const proc[] = { "opening", "during_play",
					    "deck_check" };

	k->n = 0;
	for (int t = 0; t <= 9; t++) {
		add(k, "punto.%d", t);
		add(k, "banca.%d.none", t);
		for (int c = 0; c <= 9; c++)
			add(k, "banca.%d.p%d", t, c);
	}
	for (size_t i = 0; i < sizeof voluntad / sizeof voluntad[0]; i++)
		add(k, "voluntad.%s", voluntad[i]);
	for (size_t c = 0; c < 3; c++) {
		for (size_t i = 0; i < 4; i++) {
			add(k, "pay.%s.%s", chance[c], kind[i]);
			add(k, "pay.%s.%s.six", chance[c], kind[i]);
			add(k, "pay.%s.%s.excess", chance[c], kind[i]);
			add(k, "pay.%s.%s.six.excess", chance[c], kind[i]);
		}
		add(k, "collect.%s", chance[c]);
	}
	for (int odd = 0; odd < 2; odd++)
		for (int high = 0; high < 2; high++) {
			add(k, "pay.bank.%s.%s", odd ? "odd" : "even",
			    high ? "high" : "low");
			add(k, "pay.bank.%s.%s.excess", odd ? "odd" : "even",
			    high ? "high" : "low");
		}
	add(k, "chips.pay.banca.seat");
	add(k, "chips.pay.tie.seat.excess");
	add(k, "chips.pay.bank.even.high");
	add(k, "chips.change.break");
	add(k, "chips.change.up");
	add(k, "excess.seat");
	add(k, "excess.standing");
	add(k, "excess.bank");
	add(k, "return_bet");
	for (int i = 0; i < COUP_ACTION__COUNT; i++)
		add(k, "dealing.%s", coup_action_key((enum coup_action)i));
	add(k, "dealing.place_bets");
	for (int i = 0; i < GAME_ACT__COUNT; i++) {
		add(k, "rotation.%s", game_act_key((enum game_act)i));
		add(k, "rotation.deny.%s", game_act_key((enum game_act)i));
	}
	for (int i = 0; i < ANOMALY__COUNT; i++)
		add(k, "anomaly.%s", anomaly_key((enum anomaly)i));
	add(k, "anomaly.change_shoe");
	for (size_t p = 0; p < 3; p++)
		for (int op = 0; op < PROCEDURE_OP__COUNT; op++)
			add(k, "step.%s.%s", proc[p],
			    procedure_op_key((enum procedure_op)op));
}

/* Every key is in the vocabulary and has words that are not the key;
 * every family of the vocabulary is among them. */
static void cell_text__every_key_has_words_in_english(void **state)
{
	struct keys *k = malloc(sizeof *k);
	const struct cell_family *fam;
	size_t nf = cell_families(&fam);
	char text[160];

	(void)state;
	assert_non_null(k);
	all_keys(k);
	for (size_t i = 0; i < k->n; i++) {
		cell_text(k->key[i], text, sizeof text);
		if (text[0] == '\0' || strcmp(text, k->key[i]) == 0)
			fail_msg("no words for %s", k->key[i]);
		assert_true(cell_skill(k->key[i]) != SKILL__COUNT);
	}
	for (size_t f = 0; f < nf; f++) {
		bool seen = false;

		for (size_t i = 0; i < k->n && !seen; i++)
			seen = strncmp(k->key[i], fam[f].prefix,
				       strlen(fam[f].prefix)) == 0;
		if (!seen)
			fail_msg("no key of the family %s", fam[f].prefix);
	}
	cell_text("pay.banca.standing.six.excess", text, sizeof text);
	assert_string_equal(text, "Pay a standing bet on Banca, Banca with 6,"
				  " over the maximum");
	cell_text("pay.bank.even.high", text, sizeof text);
	assert_string_equal(text, "Pay the bank: an even pase, the salida "
				  "over half the maximum");
	cell_text("chips.pay.banca.seat", text, sizeof text);
	assert_string_equal(text, "Pay a seated bet on Banca, in chips");
	cell_text("chips.change.break", text, sizeof text);
	assert_string_equal(text, "A change into smaller chips");
	cell_text("step.deck_check.report", text, sizeof text);
	assert_string_equal(text, "Deck check: Report to the inspector");
	/* A key of no family (a newer version's) is shown as it is. */
	cell_text("pay.nothing", text, sizeof text);
	assert_string_equal(text, "pay.nothing");
	free(k);
}

/* In Spanish every key has words, and they are the catalog's: all but
 * Punto's totals ("Punto 5" in both) read otherwise than in English. */
static void cell_text__every_key_has_words_in_spanish(void **state)
{
	const char *dir = getenv("CRUPIER_LOCALEDIR");
	struct keys *k;
	char (*en)[160], es[160];

	(void)state;
	if (dir == NULL)
		skip();
	k = malloc(sizeof *k);
	en = malloc(KEYS_MAX * sizeof *en);
	assert_non_null(k);
	assert_non_null(en);
	all_keys(k);
	/* English first, in the C locale (no catalog, nothing cached). */
	for (size_t i = 0; i < k->n; i++)
		cell_text(k->key[i], en[i], sizeof en[i]);
	if (setlocale(LC_ALL, "C.UTF-8") == NULL) {
		free(k);
		free(en);
		skip();
	}
	setenv("LANGUAGE", "es", 1);
	bindtextdomain(PACKAGE, dir);
	textdomain(PACKAGE);
	for (size_t i = 0; i < k->n; i++) {
		cell_text(k->key[i], es, sizeof es);
		if (es[0] == '\0' || strcmp(es, k->key[i]) == 0)
			fail_msg("no Spanish words for %s", k->key[i]);
		if (strncmp(k->key[i], "punto.", 6) != 0 &&
		    strcmp(es, en[i]) == 0)
			fail_msg("%s not translated: %s", k->key[i], es);
	}
	cell_text("pay.banca.seat.six", es, sizeof es);
	assert_string_equal(es, "Pagar una apuesta de casillero a Banca, "
				"Banca con 6");
	setenv("LANGUAGE", "en", 1);
	setlocale(LC_ALL, "C");
	free(k);
	free(en);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(cell_text__every_key_has_words_in_english),
		cmocka_unit_test(cell_text__every_key_has_words_in_spanish),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
