/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_scenario_load.c: the scenario loader: a full file read key by key,
 * the defaults, the rules a drill must respect (each test names its
 * article), and every way a bad file is refused, with every error it
 * holds at its exact "line:column: message".
 *
 * Messages are checked in English: the test never calls setlocale, so
 * gettext and strerror answer in the C locale. */
#include "config.h"

#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "scenario/scenario_load.h"

static char srcdir[2048];
static char tmpdir[2048];
static char rules_dir[2100];
static struct scenario *scn;

static void path_in(char *buf, size_t size, const char *dir, const char *name)
{
	int n = snprintf(buf, size, "%s/%s", dir, name);

	assert_true(n > 0 && (size_t)n < size);
}

static void write_file(const char *name, const char *text, size_t len,
		       char *path, size_t size)
{
	FILE *f;

	path_in(path, size, tmpdir, name);
	f = fopen(path, "wb");
	assert_non_null(f);
	assert_int_equal(fwrite(text, 1, len, f), len);
	assert_int_equal(fclose(f), 0);
}

/* Every error of a load as "line:column: message\n" lines (0:0 for the
 * file as a whole). */
static bool load(const char *path, char *got, size_t size)
{
	struct diag_list errs;
	size_t o = 0;
	bool ok;

	diag_list_init(&errs);
	ok = scenario_load(path, rules_dir, scn, &errs);
	got[0] = '\0';
	for (size_t i = 0; i < errs.count && o < size; i++) {
		const struct diag *d = &errs.items[i];
		int n;

		assert_string_equal(d->file, path);
		n = snprintf(got + o, size - o, "%lu:%lu: %s\n", d->line,
			     d->column, d->message);
		assert_true(n > 0);
		o += (size_t)n;
	}
	assert_true(ok == (errs.count == 0));
	diag_list_free(&errs);
	return ok;
}

static void load_ok(const char *path)
{
	char got[16384];

	if (!load(path, got, sizeof got))
		fail_msg("%s", got);
}

static void load_text_ok(const char *text)
{
	char path[4096];

	write_file("drill.yaml", text, strlen(text), path, sizeof path);
	load_ok(path);
}

/* The errors of a scenario written by the test. */
static void assert_text_errors(const char *text, const char *want)
{
	char path[4096], got[16384];

	write_file("drill.yaml", text, strlen(text), path, sizeof path);
	assert_false(load(path, got, sizeof got));
	assert_string_equal(got, want);
}

#define HEAD "id: t\nkind: drill\ntitle: {en: \"t\"}\n"
#define ANA "players:\n  - {name: Ana, seat: 1}\n"

/* Every key of the format, each with a value other than its default. */
/* chips: and change: (IPLyC 8.4.2.1.1, 8.4.2.6.3.3, 8.4.2.7): the set
 * replaced, the house's rule, the float by chips, the changes resolved
 * against the table's chips. */
static void scenario_load__chips__set_rule_float_and_changes_8_4_2_7_2(void **state)
{
	char path[4096], dir[4096];
	const struct scenario *s = scn;
	const struct chip_set *c = &s->rules.chips;
	const struct scenario_change *ch;

	(void)state;
	path_in(dir, sizeof dir, srcdir, "tests/good/scenarios");
	path_in(path, sizeof path, dir, "chips.yaml");
	load_ok(path);
	assert_true(c->on);
	assert_int_equal(c->rule, CHIPS_RULE_MAX_PER_COLOUR);
	assert_int_equal(c->max_per_colour, 3);
	assert_int_equal(c->n, 5);
	assert_int_equal(c->d[1].value, 50);
	assert_int_equal(c->d[1].colour, CHIP_ORANGE);
	assert_int_equal(c->d[1].letter, 'O');
	assert_int_equal(c->d[1].stock, CHIPS_CARRETEL);   /* one, left out */
	assert_int_equal(c->d[3].stock, 1);                /* float: 500: 1 */
	assert_int_equal(c->d[0].stock, 7);
	assert_int_equal(c->d[4].colour, CHIP_LIGHT_BLUE);
	assert_int_equal(s->coups[0].n_changes, 2);
	ch = &s->coups[0].changes[0];
	assert_int_equal(ch->player, 1);
	assert_int_equal(ch->into, 100);
	assert_int_equal(ch->in.n[4], 1);
	ch = &s->coups[0].changes[1];
	assert_int_equal(ch->player, 2);
	assert_int_equal(ch->in.n[2], 12);
	/* Without chips: nothing is on. */
	load_text_ok(HEAD ANA);
	assert_false(s->rules.chips.on);
	load_text_ok(HEAD ANA "chips: true\n");
	assert_true(s->rules.chips.on);
	assert_int_equal(s->rules.chips.d[3].value, 100);
}

/* 7.8.1.8: "Toda apuesta debe ... estar representada por su valor en
 * fichas": paying in chips, a bet no chips of the table make is refused
 * at its amount; without chips it is an amount like any other. */
static void scenario_load__chips_bet__made_of_the_tables_chips__iplyc_7_8_1_8(void **state)
{
	(void)state;
	assert_text_errors(HEAD "chips: true\n" ANA
			   "  - {name: Beto, seat: 2}\n"
			   "start: {banker: Ana, salida: 1000}\n"
			   "coups:\n"
			   "  - bets: [{player: Beto, on: banca, amount: 1003}]\n",
			   "10:46: a bet of 1003 cannot be made of the table's"
			   " chips: the smallest is 5 (IPLyC 7.8.1.8)\n");
	load_text_ok(HEAD ANA "  - {name: Beto, seat: 2}\n"
		     "start: {banker: Ana, salida: 1000}\n"
		     "coups:\n"
		     "  - bets: [{player: Beto, on: banca, amount: 1003}]\n");
}

static void scenario_load__full_file__every_key_is_read(void **state)
{
	char path[4096], dir[4096];
	const struct scenario *s = scn;
	const struct scenario_coup *c;

	(void)state;
	path_in(dir, sizeof dir, srcdir, "tests/good/scenarios");
	path_in(path, sizeof path, dir, "full.yaml");
	load_ok(path);
	assert_string_equal(s->file, path);
	assert_string_equal(s->id, "full-1");
	assert_int_equal(s->kind, SCENARIO_EXAM);
	assert_true(s->skills[SKILL_VOLUNTAD] && s->skills[SKILL_PAYOUTS]
		    && s->skills[SKILL_ANOMALIES]);
	assert_false(s->skills[SKILL_SHUFFLE]);
	assert_string_equal(s->title.es, "Examen completo");
	assert_string_equal(s->title.en, "Full exam");
	assert_string_equal(s->instructions.en, "Run the table.");
	assert_string_equal(s->rules_name, "iplyc");
	assert_string_equal(s->rules.name, "iplyc");
	assert_true(s->rules.raise_restarts);
	assert_int_equal(s->rules.rounding, ROUND_NEAREST_HALF_UP);
	assert_int_equal(s->table_min, 200);
	assert_int_equal(s->table_max, 20000);
	assert_int_equal(s->seats, 6);
	assert_int_equal(s->rules.table_min, 200);
	assert_int_equal(s->rules.table_max, 20000);
	assert_int_equal(s->rules.seats, 6);
	assert_int_equal(s->n_players, 4);
	assert_string_equal(s->players[2].name, "Carla");
	assert_int_equal(s->players[2].seat, 0);
	assert_int_equal(s->players[3].seat, 6);
	assert_int_equal(s->start.banker, 1);
	assert_int_equal(s->start.salida, 1000);
	assert_int_equal(s->start.pase, 2);
	assert_true(s->start.raised);
	assert_true(s->start.last_paid_in_full);
	assert_int_equal(s->start.suite_giver, 0);
	assert_int_equal(s->start.suite_depth, 2);
	assert_int_equal(s->start.n_banked_this_round, 2);
	assert_int_equal(s->start.banked_this_round[1], 3);
	assert_int_equal(s->start.n_played, 3);
	assert_int_equal(s->start.played[0], card_make(5, SUIT_HEARTS));
	assert_int_equal(s->procedure, PROCEDURE_DURING_PLAY);
	assert_int_equal(s->shoe.decks, 6);
	assert_int_equal(s->rules.decks, 6);
	assert_int_equal(s->shoe.seed, 42);
	assert_int_equal(s->shoe.n_top, 6);
	assert_int_equal(s->shoe.top[4], CARD_JOKER);
	assert_int_equal(s->shoe.top[5],
			 card_make(3, SUIT_SPADES) | CARD_FOREIGN_BACK);
	assert_int_equal(s->n_coups, 2);
	c = &s->coups[0];
	assert_int_equal(c->n_bets, 4);
	assert_int_equal(c->bets[1].player, 0);
	assert_int_equal(c->bets[1].on, CHANCE_BANCA);
	assert_int_equal(c->bets[1].amount, 800);
	assert_true(c->bets[2].marcando);
	assert_true(c->bets[3].excess);
	assert_int_equal(c->bets[3].where.line, 40);
	assert_int_equal(c->bets[3].where.column, 9);
	assert_int_equal(c->decide.five, FIVE_PLANTO);
	assert_int_equal(c->decide.n_refuse_cards, 1);
	assert_true(c->decide.suite.give);
	assert_int_equal(c->decide.suite.n_takers, 2);
	assert_int_equal(c->decide.suite.takers[1], 3);
	assert_int_equal(c->decide.suite.raise, 3000);
	assert_int_equal(c->decide.mitad, 500);
	assert_int_equal(c->decide.raise, 3000);
	assert_int_equal(c->decide.decline_bank[0], 3);
	assert_int_equal(c->decide.free_seat[0], 2);
	assert_int_equal(c->n_anomalies, 2);
	assert_int_equal(c->anomalies[0].kind, ANOMALY_FACE_UP);
	assert_int_equal(c->anomalies[0].step, ANOMALY_AT_CARD);
	assert_int_equal(c->anomalies[0].card, 3);
	assert_int_equal(c->anomalies[1].kind, ANOMALY_CONFUSION);
	assert_int_equal(c->anomalies[1].step, ANOMALY_AT_TURN_PUNTO);
	assert_int_equal(c->anomalies[1].dissent, DISSENT_BANKER);
	assert_true(c->anomalies[1].inspector_settles);
	assert_true(c->anomalies[1].recurring);
	assert_true(c->expect.has_winner);
	assert_int_equal(c->expect.winner, COUP_WINNER_VOID);
	assert_int_equal(c->expect.n_rulings, 2);
	assert_int_equal(c->expect.rulings[0], RULING_BURN_CARD);
	assert_int_equal(c->expect.rulings[1], RULING_PASE_VOID);
	assert_int_equal(s->coups[1].n_bets, 0);
	assert_int_equal(s->coups[1].decide.five, FIVE_UNDECIDED);
	assert_false(s->coups[1].expect.has_winner);
	assert_false(s->scoring.hints);
	assert_int_equal(s->scoring.pass_mark, 90);
	assert_int_equal(s->scoring.time_limit, 600);
	assert_int_equal(s->scoring.weights[SKILL_VOLUNTAD], 3);
	assert_int_equal(s->scoring.weights[SKILL_PAYOUTS], 0);
	assert_int_equal(s->scoring.weights[SKILL_DRAWING], 1);
	assert_true(s->scoring.pass_mark_set[SKILL_PAYOUTS]);
	assert_int_equal(s->scoring.pass_marks[SKILL_PAYOUTS], 100);
	assert_int_equal(s->scoring.pass_marks[SKILL_DRAWING], 90);
	assert_false(s->scoring.pass_mark_set[SKILL_DEALING]);
	assert_true(s->scoring.max_critical_set);
	assert_int_equal(s->scoring.max_critical, 2);
	assert_true(s->scoring.critical_set);
	assert_int_equal(s->scoring.critical,
			 CRITICAL_PAYMENTS | CRITICAL_COLLECTIONS);
	assert_int_equal(s->scoring.free_hints, 3);
}

/* What a file leaves out: the IPLyC profile (engine/rules.h: each option's
 * default is IPLyC's) and its table, an unstacked shoe of seed 1. */
static void scenario_load__minimal_file__defaults_follow_iplyc(void **state)
{
	char path[4096], dir[4096];
	const struct scenario *s = scn;
	struct rules iplyc;

	(void)state;
	path_in(dir, sizeof dir, srcdir, "tests/good/scenarios");
	path_in(path, sizeof path, dir, "minimal.yaml");
	load_ok(path);
	rules_init(&iplyc);
	/* The profile's mastery targets are the trainer's, not a rule of
	 * the game (tests/test_targets.c). */
	memcpy(iplyc.target_ms, s->rules.target_ms, sizeof iplyc.target_ms);
	iplyc.mastery_attempts = s->rules.mastery_attempts;
	iplyc.mastery_accuracy = s->rules.mastery_accuracy;
	assert_memory_equal(&s->rules, &iplyc, sizeof iplyc);
	assert_string_equal(s->rules_name, "iplyc");
	assert_int_equal(s->kind, SCENARIO_LESSON);
	assert_string_equal(s->title.es, "Lo mínimo");
	assert_string_equal(s->title.en, "");
	assert_int_equal(s->table_min, 100);
	assert_int_equal(s->table_max, 10000);
	assert_int_equal(s->seats, iplyc.seats);
	assert_int_equal(s->n_players, 0);
	assert_int_equal(s->start.banker, -1);
	assert_int_equal(s->start.suite_giver, -1);
	assert_int_equal(s->start.pase, 1);
	assert_int_equal(s->procedure, PROCEDURE_NONE);
	assert_int_equal(s->shoe.decks, 8);
	assert_int_equal(s->shoe.seed, 1);
	assert_int_equal(s->shoe.n_top, 0);
	assert_int_equal(s->n_coups, 0);
	assert_true(s->scoring.hints);
	assert_int_equal(s->scoring.pass_mark, 80);
	assert_int_equal(s->scoring.time_limit, 0);
	for (int i = 0; i < SKILL__COUNT; i++) {
		assert_int_equal(s->scoring.weights[i], 1);
		assert_false(s->scoring.pass_mark_set[i]);
	}
	assert_false(s->scoring.max_critical_set);
	assert_false(s->scoring.critical_set);
	assert_int_equal(s->scoring.free_hints, 0);
}

/* A profile stated by name is read from the rules directory: TRAD 1
 * needs three seated players. */
static void scenario_load__rules_by_name__trad_profile__trad_1(void **state)
{
	(void)state;
	load_text_ok(HEAD "rules: trad\n");
	assert_string_equal(scn->rules.name, "trad");
	assert_int_equal(scn->rules.min_players, 3);
}

/* A profile stated as a path is read beside the scenario. */
static void scenario_load__rules_path__relative_to_the_scenario(void **state)
{
	static const char profile[] =
		"name: local\nsource: {title: \"test\"}\nbase: house\n";
	char path[4096];

	(void)state;
	write_file("local.yaml", profile, sizeof profile - 1, path,
		   sizeof path);
	load_text_ok(HEAD "rules: local.yaml\n");
	assert_string_equal(scn->rules.name, "local");
	assert_int_equal(scn->rules.banking, BANKING_HOUSE);
	unlink(path);
}

/* IPLyC 7.9.2.5: "el pase siguiente ... 90%" after a raise; a drill may
 * turn the option off, with the profile's own key and validation. */
static void scenario_load__options__override_the_profile__iplyc_7_9_2_5(void **state)
{
	(void)state;
	load_text_ok(HEAD "options: {raise_restarts: false, tie_bet: true}\n");
	assert_false(scn->rules.raise_restarts);
	assert_true(scn->rules.tie_bet);
	assert_true(scn->rules.voluntad);
}

/* IPLyC 7.8.1.1: "Las apuestas oscilarán entre los montos mínimos y
 * máximos establecidos": the drill's table replaces the profile's. */
static void scenario_load__table__replaces_the_profile_limits__iplyc_7_8_1_1(void **state)
{
	(void)state;
	load_text_ok(HEAD "table: {minimum: 500, maximum: 50000}\n" ANA
		     "coups:\n  - bets: [{player: Ana, on: punto, amount: 50000}]\n");
	assert_int_equal(scn->rules.table_min, 500);
	assert_int_equal(scn->rules.table_max, 50000);
	assert_text_errors(HEAD "table: {minimum: 500}\n" ANA
			   "coups:\n  - bets: [{player: Ana, on: punto, amount: 499}]\n",
			   "8:45: a bet of 499 is under the table minimum of 500 (IPLyC 7.8.1.1)\n");
}

/* IPLyC 7.8.1.12: "En caso que la apuesta ganadora estuviere excedida,
 * solamente se abonará el monto máximo": an excess bet is drilled on
 * purpose with excess: true; without it the drill is wrong. */
static void scenario_load__bet_over_max__only_with_excess__iplyc_7_8_1_12(void **state)
{
	(void)state;
	load_text_ok(HEAD ANA
		     "coups:\n  - bets: [{player: Ana, on: punto, amount: 10001, excess: true}]\n");
	assert_true(scn->coups[0].bets[0].excess);
	assert_text_errors(HEAD ANA
			   "coups:\n  - bets: [{player: Ana, on: punto, amount: 10001}]\n",
			   "7:45: a bet of 10001 is over the maximum of 10000; to drill an excess bet (IPLyC 7.8.1.12) write excess: true\n");
}

/* IPLyC 7.8.1.9: both chances "siempre que medie entre ambas la
 * diferencia de un mínimo": exactly one minimum apart is allowed. */
static void scenario_load__both_chances_one_minimum_apart__allowed__iplyc_7_8_1_9(void **state)
{
	(void)state;
	load_text_ok(HEAD ANA "coups:\n  - bets:\n"
		     "      - {player: Ana, on: punto, amount: 500}\n"
		     "      - {player: Ana, on: banca, amount: 600}\n");
	assert_text_errors(HEAD ANA "coups:\n  - bets:\n"
			   "      - {player: Ana, on: banca, amount: 600}\n"
			   "      - {player: Ana, on: punto, amount: 501}\n",
			   "9:42: Ana bets on both chances, 600 and 501: they must differ by at least the minimum, 100 (IPLyC 7.8.1.9)\n");
}

/* IPLyC 7.8.1.5: "solamente podrán efectuarse en la chance Punto". */
static void scenario_load__marcando__punto_only__iplyc_7_8_1_5(void **state)
{
	(void)state;
	load_text_ok(HEAD ANA "coups:\n  - bets: [{player: Ana, on: punto, amount: 500, marcando: true}]\n");
	assert_true(scn->coups[0].bets[0].marcando);
	assert_text_errors(HEAD ANA "coups:\n  - bets: [{player: Ana, on: banca, amount: 500, marcando: true}]\n",
			   "7:30: a marcando bet can only be on punto (IPLyC 7.8.1.5)\n");
}

/* LNSE-MIDI 5.5: a tie bet exists there, capped at 10% of the maximum
 * (1000: 100, 5.4); IPLyC has none. */
static void scenario_load__tie_bet__midi_only_under_cap__lnse_midi_5_5(void **state)
{
	(void)state;
	load_text_ok(HEAD "rules: lnse-midi\n" ANA
		     "coups:\n  - bets: [{player: Ana, on: tie, amount: 100}]\n");
	assert_int_equal(scn->coups[0].bets[0].on, CHANCE_TIE);
	assert_text_errors(HEAD ANA "coups:\n  - bets: [{player: Ana, on: tie, amount: 50}]\n",
			   "7:30: the profile iplyc has no tie bet\n");
}

/* LNSE-MIDI 5.4: "El máximo de las apuestas será fijado para cada mesa en
 * 30 a 100 veces el mínimo": a table's maximum from 30 to 100 minimums,
 * both ends allowed; IPLyC sets no such band. */
static void scenario_load__table__max_30_to_100_minimums__lnse_midi_5_4(void **state)
{
	(void)state;
	load_text_ok(HEAD "rules: lnse-midi\n"
		     "table: {minimum: 10, maximum: 1000}\n" ANA);
	assert_int_equal(scn->rules.table_max, 1000);
	load_text_ok(HEAD "rules: lnse-midi\n"
		     "table: {minimum: 100, maximum: 3000}\n" ANA);
	assert_int_equal(scn->rules.table_max, 3000);
	assert_text_errors(HEAD "rules: lnse-midi\n"
			   "table: {minimum: 10, maximum: 1010}\n" ANA,
			   "5:31: the maximum (1010) must be 30 to 100 times the minimum (10) (LNSE-MIDI art.5.4)\n");
	assert_text_errors(HEAD "rules: lnse-midi\n"
			   "table: {minimum: 100, maximum: 2999}\n" ANA,
			   "5:32: the maximum (2999) must be 30 to 100 times the minimum (100) (LNSE-MIDI art.5.4)\n");
	/* A minimum alone is checked against the profile's maximum (1000),
	 * the error put on the minimum the file wrote. */
	assert_text_errors(HEAD "rules: lnse-midi\n"
			   "table: {minimum: 5}\n" ANA,
			   "5:18: the maximum (1000) must be 30 to 100 times the minimum (5) (LNSE-MIDI art.5.4)\n"
			   "5:18: the minimum (5) is below the authorised minimum (10) (LNSE-MIDI art.5.4)\n");
	load_text_ok(HEAD "table: {minimum: 10, maximum: 50000}\n" ANA);
	assert_int_equal(scn->rules.table_max, 50000);
}

/* LNSE-MIDI 5.4: the minimum "no pudiendo en ningún caso ser inferior al
 * mínimo autorizado" (Anexo II: 10), even where the ratio holds (5 to
 * 500 is 100 minimums); the band's two ends are allowed. */
static void scenario_load__table__min_not_under_authorised__lnse_midi_5_4(void **state)
{
	(void)state;
	assert_text_errors(HEAD "rules: lnse-midi\n"
			   "table: {minimum: 5, maximum: 500}\n" ANA,
			   "5:18: the minimum (5) is below the authorised minimum (10) (LNSE-MIDI art.5.4)\n");
	load_text_ok(HEAD "rules: lnse-midi\n"
		     "table: {minimum: 10, maximum: 300}\n" ANA);
	assert_int_equal(scn->rules.table_min, 10);
}

/* LNSE-MIDI 7.2: the limits "de acuerdo a la banda de fluctuación
 * autorizada" (Anexo II: at most 50,000), even where the ratio holds
 * (60,000 is 60 minimums of 1,000); IPLyC states no band. */
static void scenario_load__table__max_not_over_authorised__lnse_midi_7_2(void **state)
{
	(void)state;
	assert_text_errors(HEAD "rules: lnse-midi\n"
			   "table: {minimum: 1000, maximum: 60000}\n" ANA,
			   "5:33: the maximum (60000) is above the authorised maximum (50000) (LNSE-MIDI art.7.2)\n");
	load_text_ok(HEAD "rules: lnse-midi\n"
		     "table: {minimum: 1000, maximum: 50000}\n" ANA);
	assert_int_equal(scn->rules.table_max, 50000);
	load_text_ok(HEAD "table: {minimum: 1000, maximum: 60000}\n" ANA);
	assert_int_equal(scn->rules.table_max, 60000);
}

/* IPLyC 8.7.1.1.13: "De haber mejoras, se anuncia el monto y nuevamente
 * se invita a mejorar": improved is one round of offers, or a list of
 * rounds, one after each "¿Alguien mejora la oferta?"; not both. */
static void scenario_load__remate_rounds__one_or_a_list__iplyc_8_7_1_1_13(void **state)
{
#define TWO "players:\n  - {name: Ana, seat: 1}\n  - {name: Beto, seat: 2}\n"
	(void)state;
	load_text_ok(HEAD TWO
		"start:\n  remate:\n    offers: [{player: Ana, amount: 200}]\n"
		"    improved: [{player: Beto, amount: 300}]\n");
	assert_int_equal(scn->start.remate.n_rounds, 1);
	assert_int_equal(scn->start.remate.n_improved[0], 1);
	assert_int_equal(scn->start.remate.improved[0][0].amount, 300);
	load_text_ok(HEAD TWO
		"start:\n  remate:\n    offers: [{player: Ana, amount: 200}]\n"
		"    improved: [[{player: Beto, amount: 300}],"
		" [{player: Ana, amount: 400}]]\n");
	assert_int_equal(scn->start.remate.n_rounds, 2);
	assert_int_equal(scn->start.remate.improved[1][0].player, 0);
	assert_int_equal(scn->start.remate.improved[1][0].amount, 400);
#undef TWO
}

/* IPLyC 7.5.3: eight decks, so eight aces of spades in all; LNSE-MIDI
 * 2.1: six decks hold six. */
static void scenario_load__cards__no_more_than_the_decks_hold__iplyc_7_5_3(void **state)
{
	(void)state;
	load_text_ok(HEAD "start: {played: \"AS AS AS\"}\nshoe: {top: \"AS AS AS AS AS\"}\n");
	assert_int_equal(scn->start.n_played + scn->shoe.n_top, 8);
	assert_text_errors(HEAD "start: {played: \"AS AS AS\"}\nshoe: {decks: 6, top: \"AS AS AS AS\"}\n",
			   "5:23: more AS in played and top together than 6 decks hold (6)\n");
}

/* IPLyC 7.9.1.3.1: the seated players "podrán: Salir con el Sabot". */
static void scenario_load__banker__must_be_seated__iplyc_7_9_1_3_1(void **state)
{
	(void)state;
	load_text_ok(HEAD ANA "start: {banker: Ana}\n");
	assert_int_equal(scn->start.banker, 0);
	assert_text_errors(HEAD "players: [{name: Ana}]\nstart: {banker: Ana}\n",
			   "5:17: the banker Ana has no seat: only a seated player holds the sabot (IPLyC 7.9.1.3.1)\n");
}

/* LNSE-MIDI 6: Punto draws on 5, so a drill cannot make anyone decide. */
static void scenario_load__five_decision__needs_voluntad__lnse_midi_6(void **state)
{
	(void)state;
	assert_text_errors(HEAD "rules: lnse-midi\ncoups:\n  - decide: {five: planto}\n",
			   "6:20: the profile lnse-midi has no voluntad de cinco: Punto's 5 is not decided by a player\n");
}

/* IPLyC 7.9.2.2: "El Apostador que sale con el Sabot no deberá sacar los
 * naipes antes que lo solicite el Pagador": an early draw happens while
 * the bets are open; at a card of the coup "¡Cartas!" was called already,
 * so the file is refused there, at the moment written. */
static void scenario_load__early_draw__only_before_cartas__iplyc_7_9_2_2(void **state)
{
	(void)state;
	load_text_ok(HEAD "coups:\n  - anomalies: [{kind: early_draw, step: before_no_va_mas}]\n");
	assert_int_equal(scn->coups[0].anomalies[0].step, ANOMALY_BEFORE_NO_VA_MAS);
	assert_text_errors(HEAD "coups:\n  - anomalies:\n"
			   "      - {kind: early_draw, card: 1}\n"
			   "      - {step: payment, kind: early_draw}\n"
			   "      - {kind: face_up, card: 1}\n",
			   "6:34: early_draw happens before \"Cards!\": its moment is step: before_no_va_mas\n"
			   "7:16: early_draw happens before \"Cards!\": its moment is step: before_no_va_mas\n");
}

/* IPLyC 8.11.2: "la Superioridad determinará la continuación o cesación"
 * of play after a partial failure of the lighting: stops: true is their
 * word, for light_partial only (8.11.3's total failure stops play
 * whatever anybody says).  Play stopped, no coup can follow. */
static void scenario_load__lighting__stops_and_no_coup_after__iplyc_8_11_2_8_11_3(void **state)
{
	(void)state;
	load_text_ok(HEAD "coups:\n  - anomalies: [{kind: light_partial, step: before_no_va_mas}]\n"
		     "  - anomalies: [{kind: light_partial, card: 2, stops: true}]\n");
	assert_int_equal(scn->coups[0].anomalies[0].kind, ANOMALY_LIGHT_PARTIAL);
	assert_false(scn->coups[0].anomalies[0].stops);
	assert_true(scn->coups[1].anomalies[0].stops);
	load_text_ok(HEAD "coups:\n  - anomalies: [{kind: light_out, step: turn_banca}]\n");
	assert_int_equal(scn->coups[0].anomalies[0].kind, ANOMALY_LIGHT_OUT);
	assert_text_errors(HEAD "coups:\n  - anomalies:\n"
			   "      - {kind: light_out, card: 1, stops: true}\n",
			   "6:36: stops is the superiors' word on a partial failure of the lighting: it goes with kind light_partial only\n");
	assert_text_errors(HEAD "coups:\n  - anomalies: [{kind: light_out, card: 1}]\n"
			   "  - anomalies: [{kind: face_up, card: 1}]\n"
			   "  - anomalies: [{kind: light_partial, card: 1, stops: true}]\n"
			   "  - anomalies: [{kind: face_up, card: 2}]\n",
			   "6:5: play stops with the failure of the lighting of coup 1 (IPLyC 8.11.3): no coup can follow it\n"
			   "8:5: play stops with the failure of the lighting of coup 3 (IPLyC 8.11.2): no coup can follow it\n");
}

/* Errors come in the order of the file, whatever order they were found
 * in (names are resolved at the end).  A YAML syntax error ends the
 * reading: the errors before it stay, the checks of the whole file (the
 * unknown banker) are not made. */
static void scenario_load__errors__in_file_order_up_to_a_syntax_error(void **state)
{
	(void)state;
	assert_text_errors("id: BAD\nkind: drill\ntitle: {en: \"t\"}\n"
			   "start: {banker: Zoe}\nplayers: [{name: Ana, seat: 1}]\n"
			   "scoring: {pass_mark: 200}\n",
			   "1:5: id must be 1 to 63 lowercase letters, digits or '-'\n"
			   "4:17: unknown player 'Zoe' (not in players)\n"
			   "6:22: pass_mark must be between 0 and 100, not 200\n");
	assert_text_errors("id: BAD\nkind: drill\ntitle: {en: \"t\"}\n"
			   "start: {banker: Zoe}\nscoring: {pass_mark: 200\n",
			   "1:5: id must be 1 to 63 lowercase letters, digits or '-'\n"
			   "5:22: pass_mark must be between 0 and 100, not 200\n"
			   "6:1: YAML syntax error: did not find expected ',' or '}'\n");
}

/* The loader appends: what the caller had in the list stays first. */
static void scenario_load__errors__appended_to_the_callers_list(void **state)
{
	struct diag_list errs;
	struct diag first = { "before", 1, 1, "kept" };
	char path[4096];

	(void)state;
	write_file("drill.yaml", "id: x\n", 6, path, sizeof path);
	diag_list_init(&errs);
	assert_true(diag_list_add(&errs, &first));
	assert_false(scenario_load(path, rules_dir, scn, &errs));
	assert_int_equal(errs.count, 3);
	assert_string_equal(errs.items[0].message, "kept");
	assert_string_equal(errs.items[1].message,
			    "missing required key 'kind' in the scenario");
	assert_string_equal(errs.items[2].message,
			    "missing required key 'title' in the scenario");
	diag_list_free(&errs);
	assert_int_equal(errs.count, 0);
	assert_null(errs.items);
}

/* Generated here, not kept in the tree: a 50 MB file is refused unread,
 * and a file of exactly the cap is read. */
static void scenario_load__fifty_megabytes__refused_unread(void **state)
{
	size_t big = 50 * 1024 * 1024;
	char path[4096], got[1024];
	FILE *f;

	(void)state;
	path_in(path, sizeof path, tmpdir, "big.yaml");
	f = fopen(path, "wb");
	assert_non_null(f);
	assert_int_equal(fseek(f, (long)big - 1, SEEK_SET), 0);
	assert_int_equal(fputc('\n', f), '\n');
	assert_int_equal(fclose(f), 0);
	assert_false(load(path, got, sizeof got));
	assert_string_equal(got, "0:0: file too large (52428800 bytes; the limit is 4194304)\n");
	unlink(path);
}

static void scenario_load__exactly_the_size_cap__is_read(void **state)
{
	static const char head[] = HEAD "#";
	size_t cap = SCENARIO_MAX_BYTES;
	char *text = malloc(cap + 1);
	char path[4096];

	(void)state;
	assert_non_null(text);
	memset(text, ' ', cap);
	memcpy(text, head, sizeof head - 1);
	text[cap - 1] = '\n';
	text[cap] = '\0';
	write_file("cap.yaml", text, cap, path, sizeof path);
	load_ok(path);
	free(text);
	unlink(path);
}

static void scenario_load__directory__is_refused(void **state)
{
	char got[1024];

	(void)state;
	assert_false(load(tmpdir, got, sizeof got));
	assert_string_equal(got, "0:0: is a directory, not a YAML file\n");
}

static void scenario_load__missing_file__says_so(void **state)
{
	char path[4096], got[1024];

	(void)state;
	path_in(path, sizeof path, tmpdir, "no-such-drill.yaml");
	assert_false(load(path, got, sizeof got));
	assert_string_equal(got, "0:0: No such file or directory\n");
}

/* After SCENARIO_ERRORS_MAX errors the loader says so and stops. */
static void scenario_load__too_many_errors__stops_at_the_cap(void **state)
{
	char path[4096], dir[4096];
	struct diag_list errs;

	(void)state;
	path_in(dir, sizeof dir, srcdir, "tests/bad/scenarios");
	path_in(path, sizeof path, dir, "many-errors.yaml");
	diag_list_init(&errs);
	assert_false(scenario_load(path, rules_dir, scn, &errs));
	assert_int_equal(errs.count, SCENARIO_ERRORS_MAX + 1);
	assert_int_equal(errs.items[0].line, 5);
	assert_string_equal(errs.items[0].message,
			    "unknown key 'key0' in scoring (allowed: hints, pass_mark, time_limit, max_attempts, weights, pass_marks, max_critical, critical, free_hints)");
	assert_int_equal(errs.items[SCENARIO_ERRORS_MAX - 1].line, 104);
	assert_int_equal(errs.items[SCENARIO_ERRORS_MAX].line, 0);
	assert_string_equal(errs.items[SCENARIO_ERRORS_MAX].message,
			    "too many errors (100): stopping here");
	diag_list_free(&errs);
}

static void scenario__keys__round_trip(void **state)
{
	(void)state;
	for (int i = 0; i < SKILL__COUNT; i++)
		assert_int_equal(skill_by_key(skill_key((enum skill)i)), i);
	assert_string_equal(skill_key(SKILL_DECK_CHECK), "deck_check");
	assert_int_equal(skill_by_key("luck"), SKILL__COUNT);
	assert_null(skill_key(SKILL__COUNT));
	assert_string_equal(scenario_kind_key(SCENARIO_DRILL), "drill");
	assert_string_equal(scenario_kind_key(SCENARIO_LESSON), "lesson");
	assert_string_equal(scenario_kind_key(SCENARIO_EXAM), "exam");
}

/* The bad corpus: tests/bad/scenarios/FILE and every error it holds, in
 * order, as "line:column: message" (0:0: the file as a whole; @RULES@:
 * the rules directory).  NULL: checked by a test of its own. */
struct bad_case {
	const char *file;
	const char *errors;
};

static struct bad_case corpus[] = {
	{ "chips.yaml",
	  "8:11: the table has no chip of 250\n"
	  "16:32: the table has no chip of 300\n"
	  "17:47: the table has no chip of 77\n"
	  "18:47: nothing to change: chips of at most 500 for those are the same chips (IPLyC 8.4.2.7.2)\n"
	  "19:9: missing required key 'chips' in a change\n"
	  "19:9: missing required key 'into' in a change\n"
	  "21:43: a bet of 1003 cannot be made of the table's chips: the smallest is 5 (IPLyC 7.8.1.8)\n" },
	{ "chips-bad-section.yaml",
	  "5:8: expected true or false, found 'maybe'\n" },
	{ "chips-off.yaml",
	  "12:9: a change is of chips: the scenario must pay in chips (chips: true)\n" },
	{ "alias-bomb.yaml",
	  "5:6: anchors and aliases are not allowed (&a)\n" },
	{ "anomaly-moment.yaml",
	  "6:31: card must be between 1 and 6, not 7\n"
	  "7:9: an anomaly happens either at a card or at a step: write card or step, not both\n"
	  "8:9: an anomaly needs its moment: card (1 to 6, before that card of the coup is dealt) or step\n"
	  "9:29: unknown value 'deal' for step (allowed: before_no_va_mas, turn_punto, voluntad, turn_banca, payment, end, holder)\n" },
	{ "bad-card.yaml",
	  "5:8: top: card 4, 'ZZ', is wrong: not a card (write rank then suit: AS 10H TH KD 5C)\n"
	  "7:11: played: card 2, '1H', is wrong: unknown rank (use A, 2-9, 10 or T, J, Q, K)\n" },
	{ "bad-id.yaml",
	  "1:5: id must be 1 to 63 lowercase letters, digits or '-'\n"
	  "2:7: unknown value 'quiz' for kind (allowed: drill, lesson, exam)\n" },
	{ "bad-option.yaml",
	  "5:3: unknown option 'deks' (the options are listed at the top of iplyc.yaml)\n"
	  "6:12: expected true or false, found 'maybe'\n"
	  "7:14: banca_pct must be between 0 and 100, not 150\n"
	  "8:19: option raise_restarts must be a plain value, found a mapping\n" },
	{ "banker-standing.yaml",
	  "9:11: the banker Beto has no seat: only a seated player holds the sabot (IPLyC 7.9.1.3.1)\n" },
	{ "bet-missing-keys.yaml",
	  "6:5: missing required key 'name' in a player\n"
	  "9:9: missing required key 'on' in a bet\n"
	  "10:9: missing required key 'amount' in a bet\n"
	  "11:9: a bet must be a mapping of keys, found 'punto'\n" },
	{ "bet-over-max.yaml",
	  "12:42: a bet of 12000 is over the maximum of 10000; to drill an excess bet (IPLyC 7.8.1.12) write excess: true\n" },
	{ "both-chances-close.yaml",
	  "11:42: Ana bets on both chances, 500 and 550: they must differ by at least the minimum, 100 (IPLyC 7.8.1.9)\n"
	  "14:9: Ana bets on punto twice in this coup (first at line 13)\n" },
	{ "comments-only.yaml",
	  "0:0: the file holds no YAML document (only comments or blank lines)\n" },
	/* Control characters, C1 and bidi controls in text: a
	 * raw one is pointed at, an escaped one at its scalar. */
	{ "control-alm-name.yaml",
	  "5:14: control character U+061C is not allowed in text\n" },
	{ "control-bidi-title.yaml",
	  "3:18: control character U+202E is not allowed in text\n" },
	{ "control-c1-name.yaml",
	  "5:12: control character U+009B is not allowed in text\n" },
	{ "control-key.yaml",
	  "4:5: control character U+2066 is not allowed in text\n" },
	{ "control-osc-title.yaml",
	  "3:13: control character U+001B is not allowed in text\n" },
	{ "control-tab-title.yaml",
	  "3:13: control character U+0009 is not allowed in text\n" },
	{ "decks-7.yaml",
	  "4:15: decks must be 6 or 8, not 7\n"
	  "4:24: seed must be between 0 and 9223372036854775807, not -1\n" },
	{ "deep-nesting.yaml",
	  "8:13: nested too deep: this format has at most 6 levels\n" },
	{ "duplicate-key.yaml",
	  "6:1: duplicate key 'kind' (first at line 2)\n" },
	{ "early-draw-card.yaml",
	  "9:34: early_draw happens before \"Cards!\": its moment is step: before_no_va_mas\n"
	  "10:34: early_draw happens before \"Cards!\": its moment is step: before_no_va_mas\n" },
	{ "empty.yaml",
	  "0:0: the file is empty\n" },
	{ "excess-within-max.yaml",
	  "8:9: excess: true, but the bet of 500 is within the maximum of 10000\n" },
	{ "five-no-voluntad.yaml",
	  "7:20: the profile lnse-midi has no voluntad de cinco: Punto's 5 is not decided by a player\n"
	  "8:20: unknown value 'maybe' for five (allowed: pido, planto)\n" },
	{ "invalid-utf8.yaml",
	  "3:16: invalid UTF-8 (byte 0xE1): the file must be UTF-8 text\n" },
	{ "marcando-banca.yaml",
	  "9:27: a marcando bet can only be on punto (IPLyC 7.8.1.5)\n" },
	{ "marcando-trad.yaml",
	  "10:9: the profile trad has no marcando bets\n" },
	{ "missing-keys.yaml",
	  "2:1: missing required key 'id' in the scenario\n"
	  "2:1: missing required key 'kind' in the scenario\n"
	  "2:1: missing required key 'title' in the scenario\n" },
	{ "negative-time-limit.yaml",
	  "5:15: time_limit must be between 0 and 86400, not -60\n"
	  "6:26: unknown skill 'luck' in weights (allowed: shuffle, deck_check, dealing, drawing, voluntad, rotation, payouts, anomalies)\n" },
	{ "ninth-ace.yaml",
	  "9:8: more AS in played and top together than 8 decks hold (8)\n" },
	{ "nul-byte.yaml",
	  "3:15: character not allowed in YAML (code 0x00)\n" },
	{ "pass-mark-101.yaml",
	  "5:14: pass_mark must be between 0 and 100, not 101\n" },
	{ "played-foreign.yaml",
	  "5:11: played: card 2, ~KS, is not a card of the house decks: jokers and foreign backs are injected in shoe: top\n" },
	{ "played-joker.yaml",
	  "7:11: played: card 3, JOKER, is not a card of the house decks: jokers and foreign backs are injected in shoe: top\n" },
	{ "player-twice.yaml",
	  "7:12: player 'Ana' is named twice (first at line 5)\n" },
	{ "quoted-number.yaml",
	  "4:18: expected a whole number, found '100' in quotes\n" },
	{ "root-sequence.yaml",
	  "1:1: a scenario must be a mapping of keys, found a sequence\n" },
	{ "seat-clash.yaml",
	  "6:24: seat 3 is taken by Ana already (line 5)\n" },
	{ "seat-outside.yaml",
	  "6:23: seat 6 is not at this table: its seats are 1 to 5\n"
	  "7:24: seat must be between 1 and 9, not 0\n" },
	{ "syntax-error.yaml",
	  "3:16: YAML syntax error: did not find expected ',' or '}'\n" },
	{ "tab-indent.yaml",
	  "4:1: tab character: YAML is indented with spaces, never tabs\n" },
	{ "table-min-above-max.yaml",
	  "4:18: minimum (5000) is above maximum (1000)\n"
	  "4:46: min_players (2) is above seats (1)\n" },
	{ "tag.yaml",
	  "4:15: tags are not allowed (tag:yaml.org,2002:int)\n" },
	{ "tie-iplyc.yaml",
	  "9:27: the profile iplyc has no tie bet\n" },
	{ "tie-over-cap.yaml",
	  "10:40: a tie bet of 6000 is over its limit of 100 (10% of the maximum, LNSE-MIDI art.5.5); to drill an excess bet write excess: true\n" },
	{ "title-empty.yaml",
	  "3:8: the title needs text in at least one language (es or en)\n" },
	/* A title is cut nowhere: too long is refused at its place. */
	{ "title-too-long.yaml",
	  "3:13: text too long (3000 bytes; at most 2047)\n" },
	{ "too-many-bets.yaml",
	  "55:9: too many entries in bets (at most 24)\n" },
	{ "too-many-cards.yaml",
	  "5:8: top: more than 440 cards\n" },
	{ "too-many-coups.yaml",
	  "101:5: too many entries in coups (at most 96)\n" },
	{ "too-many-players.yaml",
	  "29:5: too many players (at most 24)\n" },
	{ "two-documents.yaml",
	  "4:1: a second YAML document: this file must hold exactly one\n" },
	{ "unclosed-flow.yaml",
	  "4:1: YAML syntax error: did not find expected ',' or '}'\n" },
	{ "under-minimum.yaml",
	  "8:42: a bet of 50 is under the table minimum of 100 (IPLyC 7.8.1.1)\n"
	  "9:42: amount must be between 1 and 1000000000, not 0\n" },
	{ "unknown-anomaly.yaml",
	  "6:16: unknown anomaly 'face_down' (the kinds are listed in crupier-scenario(5))\n"
	  "7:16: expected text, found a sequence\n" },
	{ "unknown-key.yaml",
	  "3:1: unknown key 'titel' in the scenario (allowed: id, kind, skills, title, instructions, rules, options, table, players, start, procedure, shoe, coups, scoring, defect, chips)\n"
	  "4:36: unknown key 'fr' in title (allowed: es, en)\n"
	  "5:23: unknown key 'maximo' in table (allowed: minimum, maximum, seats)\n"
	  "8:47: unknown key 'colour' in a bet (allowed: player, on, amount, marcando, excess, forgotten, claimed_by)\n"
	  "9:5: unknown key 'decidir' in a coup (allowed: bets, change, decide, anomalies, expect, resume, last_of_day, relief)\n"
	  "11:26: unknown key 'age' in a player (allowed: name, seat, reserved)\n" },
	{ "unknown-player.yaml",
	  "7:11: unknown player 'Zoe' (not in players)\n"
	  "11:18: unknown player 'ana' (not in players)\n"
	  "13:27: unknown player 'Luis' (not in players)\n" },
	{ "unknown-rules.yaml",
	  "4:8: cannot load the rules profile: @RULES@/iplyc-2099.yaml: No such file or directory\n" },
	{ "unknown-ruling.yaml",
	  "9:27: unknown ruling flag 'burn_everything' (the flags are listed in crupier-scenario(5))\n" },
	{ "unknown-skill.yaml",
	  "3:19: unknown value 'luck' for skills (allowed: shuffle, deck_check, dealing, drawing, voluntad, rotation, payouts, anomalies)\n"
	  "3:25: skill 'drawing' is listed twice\n" },
	{ "wrong-types.yaml",
	  "2:5: expected text, found a sequence\n"
	  "5:18: expected a whole number, found '100' in quotes\n"
	  "5:34: expected a whole number, found 'cien'\n"
	  "6:10: players must be a list, found a mapping\n"
	  "8:9: expected a whole number, found 'first'\n"
	  "9:11: expected true or false, found 'yes'\n"
	  "10:7: shoe must be a mapping of keys, found a sequence\n"
	  "11:8: coups must be a list, found a mapping\n"
	  "13:10: expected true or false, found '1'\n" },
	{ "midi-max-over-100-minimums.yaml",
	  "8:31: the maximum (50000) must be 30 to 100 times the minimum (10) (LNSE-MIDI art.5.4)\n" },
	{ "midi-min-under-authorised.yaml",
	  "7:18: the minimum (5) is below the authorised minimum (10) (LNSE-MIDI art.5.4)\n" },
	{ "midi-max-over-authorised.yaml",
	  "8:33: the maximum (60000) is above the authorised maximum (50000) (LNSE-MIDI art.7.2)\n" },
	{ "many-errors.yaml", NULL },
};

#define CORPUS_SIZE (sizeof corpus / sizeof corpus[0])

static void scenario_load__bad_file__every_error_in_place(void **state)
{
	const struct bad_case *c = *state;
	char dir[4096], path[4096], want[8192], got[16384];
	const char *p = c->errors, *at;
	size_t o = 0;

	path_in(dir, sizeof dir, srcdir, "tests/bad/scenarios");
	path_in(path, sizeof path, dir, c->file);
	while ((at = strstr(p, "@RULES@")) != NULL) {
		o += (size_t)snprintf(want + o, sizeof want - o, "%.*s%s",
				      (int)(at - p), p, rules_dir);
		p = at + 7;
	}
	snprintf(want + o, sizeof want - o, "%s", p);
	assert_false(load(path, got, sizeof got));
	assert_string_equal(got, want);
}

static void for_each_file(const char *sub, void (*fn)(const char *dir,
						       const char *name))
{
	char dir[4096];
	DIR *d;
	const struct dirent *e;

	path_in(dir, sizeof dir, srcdir, sub);
	d = opendir(dir);
	assert_non_null(d);
	while ((e = readdir(d)) != NULL)
		if (e->d_name[0] != '.')
			fn(dir, e->d_name);
	closedir(d);
}

static size_t corpus_files;

static void has_expectation(const char *dir, const char *name)
{
	(void)dir;
	for (size_t i = 0; i < CORPUS_SIZE; i++)
		if (strcmp(corpus[i].file, name) == 0) {
			corpus_files++;
			return;
		}
	fail_msg("%s has no expected messages", name);
}

/* A file added to the corpus without its expected messages fails here. */
static void scenario_load__bad_corpus__every_file_has_expectations(void **state)
{
	(void)state;
	corpus_files = 0;
	for_each_file("tests/bad/scenarios", has_expectation);
	assert_int_equal(corpus_files, CORPUS_SIZE);
}

static void loads(const char *dir, const char *name)
{
	char path[4096];

	path_in(path, sizeof path, dir, name);
	load_ok(path);
}

static void scenario_load__good_corpus__every_file_loads(void **state)
{
	(void)state;
	for_each_file("tests/good/scenarios", loads);
}

static int remove_tmpdir(void)
{
	static const char *const names[] = {
		"drill.yaml", "local.yaml", "big.yaml", "cap.yaml"
	};
	char path[4096];

	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		path_in(path, sizeof path, tmpdir, names[i]);
		unlink(path);
	}
	return rmdir(tmpdir);
}

int main(void)
{
	static const struct CMUnitTest fixed[] = {
		cmocka_unit_test(scenario_load__full_file__every_key_is_read),
		cmocka_unit_test(scenario_load__minimal_file__defaults_follow_iplyc),
		cmocka_unit_test(scenario_load__rules_by_name__trad_profile__trad_1),
		cmocka_unit_test(scenario_load__rules_path__relative_to_the_scenario),
		cmocka_unit_test(scenario_load__options__override_the_profile__iplyc_7_9_2_5),
		cmocka_unit_test(scenario_load__table__replaces_the_profile_limits__iplyc_7_8_1_1),
		cmocka_unit_test(scenario_load__bet_over_max__only_with_excess__iplyc_7_8_1_12),
		cmocka_unit_test(scenario_load__both_chances_one_minimum_apart__allowed__iplyc_7_8_1_9),
		cmocka_unit_test(scenario_load__marcando__punto_only__iplyc_7_8_1_5),
		cmocka_unit_test(scenario_load__tie_bet__midi_only_under_cap__lnse_midi_5_5),
		cmocka_unit_test(scenario_load__table__max_30_to_100_minimums__lnse_midi_5_4),
		cmocka_unit_test(scenario_load__remate_rounds__one_or_a_list__iplyc_8_7_1_1_13),
		cmocka_unit_test(scenario_load__table__min_not_under_authorised__lnse_midi_5_4),
		cmocka_unit_test(scenario_load__table__max_not_over_authorised__lnse_midi_7_2),
		cmocka_unit_test(scenario_load__cards__no_more_than_the_decks_hold__iplyc_7_5_3),
		cmocka_unit_test(scenario_load__banker__must_be_seated__iplyc_7_9_1_3_1),
		cmocka_unit_test(scenario_load__five_decision__needs_voluntad__lnse_midi_6),
		cmocka_unit_test(scenario_load__early_draw__only_before_cartas__iplyc_7_9_2_2),
		cmocka_unit_test(scenario_load__lighting__stops_and_no_coup_after__iplyc_8_11_2_8_11_3),
		cmocka_unit_test(scenario_load__errors__in_file_order_up_to_a_syntax_error),
		cmocka_unit_test(scenario_load__errors__appended_to_the_callers_list),
		cmocka_unit_test(scenario_load__fifty_megabytes__refused_unread),
		cmocka_unit_test(scenario_load__exactly_the_size_cap__is_read),
		cmocka_unit_test(scenario_load__directory__is_refused),
		cmocka_unit_test(scenario_load__missing_file__says_so),
		cmocka_unit_test(scenario_load__too_many_errors__stops_at_the_cap),
		cmocka_unit_test(scenario__keys__round_trip),
		cmocka_unit_test(scenario_load__bad_corpus__every_file_has_expectations),
		cmocka_unit_test(scenario_load__good_corpus__every_file_loads),
		cmocka_unit_test(scenario_load__chips__set_rule_float_and_changes_8_4_2_7_2),
		cmocka_unit_test(scenario_load__chips_bet__made_of_the_tables_chips__iplyc_7_8_1_8),
	};
	enum { NFIXED = sizeof fixed / sizeof fixed[0] };
	struct CMUnitTest tests[NFIXED + CORPUS_SIZE];
	static char names[CORPUS_SIZE][96];
	const char *top = getenv("top_srcdir");
	const char *tmp = getenv("TMPDIR");
	size_t n = NFIXED;
	int failed;

	snprintf(srcdir, sizeof srcdir, "%s", top != NULL ? top : ".");
	snprintf(rules_dir, sizeof rules_dir, "%s/data/rules", srcdir);
	snprintf(tmpdir, sizeof tmpdir, "%s/crupier-scenario-XXXXXX",
		 tmp != NULL && *tmp != '\0' ? tmp : "/tmp");
	if (mkdtemp(tmpdir) == NULL) {
		perror("mkdtemp");
		return 1;
	}
	scn = malloc(sizeof *scn);
	if (scn == NULL)
		return 1;
	memcpy(tests, fixed, sizeof fixed);
	for (size_t i = 0; i < CORPUS_SIZE; i++) {
		if (corpus[i].errors == NULL)
			continue;
		snprintf(names[i], sizeof names[i], "scenario_load__bad_file__%s",
			 corpus[i].file);
		tests[n++] = (struct CMUnitTest){
			.name = names[i],
			.test_func = scenario_load__bad_file__every_error_in_place,
			.initial_state = &corpus[i],
		};
	}
	failed = _cmocka_run_group_tests("scenario_load", tests, n, NULL, NULL);
	remove_tmpdir();
	free(scn);
	return failed;
}
