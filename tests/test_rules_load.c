/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_rules_load.c: the shipped rules profiles, and every way a bad one
 * is refused with its exact "file:line:column: message".
 *
 * Messages are checked in English: the test never calls setlocale, so
 * gettext and strerror answer in the C locale. */
#include "config.h"

#include <setjmp.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "engine/rules.h"
#include "scenario/rules_cache.h"
#include "scenario/rules_load.h"

static char srcdir[2048];
static char tmpdir[2048];

static void path_in(char *buf, size_t size, const char *dir, const char *name)
{
	int n = snprintf(buf, size, "%s/%s", dir, name);

	assert_true(n > 0 && (size_t)n < size);
}

static void load_ok(const char *profile, struct rules *r)
{
	char path[4096];
	struct diag d;
	char msg[2048];

	snprintf(path, sizeof path, "%s/data/rules/%s.yaml", srcdir, profile);
	if (!rules_load_file(path, r, &d)) {
		diag_format(&d, msg, sizeof msg);
		fail_msg("%s", msg);
	}
}

/* A profile file written by the test itself. */
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

static void assert_error(const char *path, unsigned long line,
			 unsigned long column, const char *message)
{
	struct rules r;
	struct diag d;
	char got[2048], want[4096];

	memset(&d, 0, sizeof d);
	assert_false(rules_load_file(path, &r, &d));
	diag_format(&d, got, sizeof got);
	if (line > 0)
		snprintf(want, sizeof want, "%s:%lu:%lu: %s", path, line,
			 column, message);
	else
		snprintf(want, sizeof want, "%s: %s", path, message);
	assert_string_equal(got, want);
}

/* IPLyC Res. 1452/12 is the default profile: iplyc.yaml states every
 * option and citation, and must come out exactly as rules_init(). */
static void rules_load__iplyc_yaml__equals_rules_init__iplyc_res_1452_12(void **state)
{
	struct rules loaded, base;

	(void)state;
	load_ok("iplyc", &loaded);
	rules_init(&base);
	assert_string_equal(loaded.name, "iplyc");
	assert_int_equal(loaded.decks, 8);           /* 7.5.3 */
	assert_int_equal(loaded.min_players, 2);     /* 7.5.1 */
	assert_int_equal(loaded.safety_min, 7);      /* 7.5.10 */
	assert_int_equal(loaded.safety_max, 12);
	assert_true(loaded.safety_announces_last);
	assert_int_equal(loaded.suite_discount_pct, 5); /* 7.11.11 */
	assert_int_equal(loaded.rounding, ROUND_DOWN);
	/* The mastery targets are the trainer's, not a rule of the game
	 * (tests/test_targets.c checks them). */
	memcpy(base.target_ms, loaded.target_ms, sizeof base.target_ms);
	base.mastery_attempts = loaded.mastery_attempts;
	base.mastery_accuracy = loaded.mastery_accuracy;
	assert_memory_equal(&loaded, &base, sizeof base);
}

/* TRAD 1: "como mínimo, tres (3) jugadores sentados"; TRAD 43: the suite
 * giver "tendrá prioridad respecto de los jugadores de pie"; TRAD 35: the
 * half "por una sola vez". */
static void rules_load__trad_yaml__three_players_giver_priority_mitad_once__trad_1_35_43(void **state)
{
	struct rules r;

	(void)state;
	load_ok("trad", &r);
	assert_string_equal(r.name, "trad");
	assert_int_equal(r.banking, BANKING_PLAYER);
	assert_int_equal(r.min_players, 3);
	assert_true(r.giver_priority);
	assert_true(r.mitad_once);
	assert_true(r.voluntad);                     /* TRAD 22 */
	assert_int_equal(r.banca_pct, 90);           /* TRAD 30 */
	assert_int_equal(r.bank_odd_pct, 100);       /* TRAD 29 */
	assert_int_equal(r.bank_even_pct, 90);
	assert_true(r.half_max_inverts);
	assert_int_equal(r.suite_discount_pct, 10);  /* TRAD 38 */
	assert_true(r.suite_discount_on_win);
	assert_int_equal(r.marcando_pct, 0);
	assert_string_equal(rules_cite(&r, RULE_MIN_PLAYERS), "TRAD 1");
	assert_string_equal(rules_cite(&r, RULE_SUITE_GIVER), "TRAD 43");
	assert_string_equal(rules_cite(&r, RULE_MITAD), "TRAD 35");
	/* Not in TRAD: the IPLyC citation stays. */
	assert_string_equal(rules_cite(&r, RULE_MARCANDO), "IPLyC 7.8.1.5");
}

/* LNSE-MIDI art.1.2, 2.1, 2.5, 5.2, 5.5, 6, 8.1, 8.2 and Anexo II. */
static void rules_load__lnse_midi_yaml__house_bank_tie_six_half_band__lnse_midi_5_2_5_4_5_5(void **state)
{
	struct rules r;

	(void)state;
	load_ok("lnse-midi", &r);
	assert_string_equal(r.name, "lnse-midi");
	assert_int_equal(r.banking, BANKING_HOUSE);
	assert_int_equal(r.seats, 9);
	assert_int_equal(r.decks, 8);
	assert_false(r.voluntad);
	assert_int_equal(r.punto_draws_to, 5);
	assert_int_equal(r.banca_pay, BANCA_PAY_SIX_HALF);
	assert_int_equal(r.banca_six_pct, 50);
	assert_true(r.tie_bet);
	assert_int_equal(r.tie_pays, 8);
	assert_int_equal(r.tie_cap_pct, 10);
	assert_int_equal(r.table_min, 10);
	assert_int_equal(r.table_max, 1000);          /* art.5.4 */
	assert_int_equal(r.max_minimums_low, 30);
	assert_int_equal(r.max_minimums_high, 100);
	assert_string_equal(rules_max_minimums_cite(&r), "LNSE-MIDI art.5.4");
	assert_int_equal(r.authorised_min, 10);       /* Anexo II */
	assert_int_equal(r.authorised_max, 50000);
	assert_string_equal(r.authorised_min_cite, "LNSE-MIDI art.5.4");
	assert_string_equal(r.authorised_max_cite, "LNSE-MIDI art.7.2");
	assert_int_equal(r.safety_min, 7);
	assert_int_equal(r.safety_max, 7);
	assert_false(r.safety_announces_last);       /* art.8.1 */
	assert_true(r.burn_first_card);
	assert_int_equal(r.marcando_pct, 0);
	assert_string_equal(rules_cite(&r, RULE_TIE_BET), "LNSE-MIDI art.5.5");
	assert_string_equal(rules_cite(&r, RULE_BURN), "LNSE-MIDI art.8.2");
}

/* H8-2021 (Apuestas, Cómo se juega): player-banked with voluntad, one
 * player suffices, 1:1 but a Banca six pays 50%, TIE 8 to 1. */
static void rules_load__h8_yaml__voluntad_six_half_tie__h8_2021_apuestas(void **state)
{
	struct rules r;

	(void)state;
	load_ok("h8-2021", &r);
	assert_string_equal(r.name, "h8-2021");
	assert_int_equal(r.banking, BANKING_PLAYER);
	assert_true(r.voluntad);
	assert_int_equal(r.min_players, 1);
	assert_int_equal(r.banca_pay, BANCA_PAY_SIX_HALF);
	assert_int_equal(r.banca_six_pct, 50);
	assert_int_equal(r.bank_odd_pct, 100);
	assert_int_equal(r.bank_even_pct, 100);
	assert_false(r.half_max_inverts);
	assert_true(r.tie_bet);
	assert_int_equal(r.tie_pays, 8);
	assert_string_equal(rules_cite(&r, RULE_PAY_BANCA), "H8-2021 (Apuestas)");
	/* Cómo se juega: no remate, and the croupier banks for one. */
	assert_int_equal(r.first_bank, FIRST_BANK_RIGHT_OF_CROUPIER);
	assert_true(r.croupier_banks_alone);
	load_ok("iplyc", &r);
	assert_int_equal(r.first_bank, FIRST_BANK_REMATE);
	assert_false(r.croupier_banks_alone);
}

/* Every shipped profile rounds down: the regulations are silent on
 * fractions (IPLyC 7.8.1.2-4 give percentages only). */
/* The table's chips: the IPLyC and MIDI files name the built-in
 * defaults (8.4.2.1.1's carreteles of twenty; MIDI, the house's rule of
 * four of a colour), TRAD and H8-2021 keep IPLyC's, and no profile pays
 * in chips until a scenario says so. */
static void rules_load__profiles_chips__defaults_iplyc_8_4_2_1_1_lnse_midi_7_1(void **state)
{
	static const char *const profiles[] = { "iplyc", "lnse-midi", "trad",
						"h8-2021" };
	struct rules r;
	struct chip_set want;

	(void)state;
	for (size_t i = 0; i < sizeof profiles / sizeof profiles[0]; i++) {
		load_ok(profiles[i], &r);
		if (strcmp(profiles[i], "lnse-midi") == 0)
			rules_chips_midi(&want);
		else
			rules_chips_iplyc(&want);
		assert_false(r.chips.on);
		assert_int_equal(chips_set_check(&r.chips), STATUS_OK);
		assert_memory_equal(&r.chips, &want, sizeof want);
	}
	load_ok("iplyc", &r);
	assert_int_equal(r.chips.d[3].value, 100);
	assert_int_equal(r.chips.d[3].stock, 5 * CHIPS_CARRETEL);
	assert_int_equal(r.chips.d[3].letter, 'N');
	assert_int_equal(r.chips.rule, CHIPS_RULE_FEWEST);
	load_ok("lnse-midi", &r);
	assert_int_equal(r.chips.rule, CHIPS_RULE_MAX_PER_COLOUR);
	assert_int_equal(r.chips.max_per_colour, 4);
}

static void rules_load__every_profile__rounds_down__iplyc_7_8_1_2(void **state)
{
	static const char *const names[] = {
		"iplyc", "trad", "lnse-midi", "h8-2021"
	};
	struct rules r;

	(void)state;
	for (size_t i = 0; i < 4; i++) {
		load_ok(names[i], &r);
		assert_int_equal(r.rounding, ROUND_DOWN);
	}
}

#define HEAD "name: mine\nsource: {title: \"test\"}\n"

/* Options left out keep the base's value; the order of keys is free. */
static void rules_load__unstated_options__keep_the_base(void **state)
{
	static const char text[] =
		"options:\n  decks: {value: 6, article: \"LNSE-MIDI art.2.1\"}\n"
		"base: house\n" HEAD;
	char path[4096];
	struct rules r, midi;
	struct diag d;

	(void)state;
	write_file("partial.yaml", text, sizeof text - 1, path, sizeof path);
	assert_true(rules_load_file(path, &r, &d));
	rules_init_midi(&midi);
	assert_string_equal(r.name, "mine");
	assert_int_equal(r.decks, 6);
	midi.decks = 6;
	memcpy(midi.name, r.name, sizeof midi.name);
	assert_memory_equal(&r, &midi, sizeof midi);
}

static void rules_load__directory__is_refused(void **state)
{
	(void)state;
	assert_error(tmpdir, 0, 0, "is a directory, not a YAML file");
}

static void rules_load__missing_file__says_so(void **state)
{
	char path[4096];

	(void)state;
	path_in(path, sizeof path, tmpdir, "no-such-profile.yaml");
	assert_error(path, 0, 0, "No such file or directory");
}

static void rules_load__fifo__is_not_a_regular_file(void **state)
{
	char path[4096];

	(void)state;
	path_in(path, sizeof path, tmpdir, "fifo.yaml");
	assert_int_equal(mkfifo(path, 0600), 0);
	assert_error(path, 0, 0, "not a regular file");
	unlink(path);
}

/* The profile size cap is 1 MiB: exactly 1 MiB loads, one byte more is
 * refused (generated here: no big file in the tree). */
static void rules_load__over_one_mib__is_refused(void **state)
{
	static const char head[] = HEAD "base: player\n#";
	size_t cap = 1024 * 1024;
	char *text = malloc(cap + 1);
	char path[4096];
	struct rules r;
	struct diag d;

	(void)state;
	assert_non_null(text);
	memset(text, ' ', cap + 1);
	memcpy(text, head, sizeof head - 1);
	text[cap - 1] = '\n';
	write_file("big.yaml", text, cap, path, sizeof path);
	assert_true(rules_load_file(path, &r, &d));
	text[cap] = '\n';
	write_file("big.yaml", text, cap + 1, path, sizeof path);
	assert_error(path, 0, 0,
		     "file too large (1048577 bytes; the limit is 1048576)");
	free(text);
	unlink(path);
}

static void rules_load__nul_byte__is_refused(void **state)
{
	static const char text[] = HEAD "base: pla\0yer\n";
	char path[4096];

	(void)state;
	write_file("nul.yaml", text, sizeof text - 1, path, sizeof path);
	assert_error(path, 3, 10,
		     "character not allowed in YAML (code 0x00)");
}

/* The bad corpus: tests/bad/rules/FILE and its exact place and message. */
struct bad_case {
	const char *file;
	unsigned long line, column;
	const char *message;
};

static struct bad_case corpus[] = {
	{ "alias.yaml", 5, 18, "anchors and aliases are not allowed (*eight)" },
	{ "bad-name.yaml", 1, 7, "name must be 1 to 31 lowercase letters, digits, '-' or '_'" },
	{ "bidi-title.yaml", 2, 24, "control character U+2067 is not allowed in text" },
	{ "billion-laughs.yaml", 2, 7, "anchors and aliases are not allowed (&a)" },
	{ "citation-too-long.yaml", 5, 16, "text too long (55 bytes; at most 39)" },
	{ "control-citation.yaml", 5, 16, "control character U+001B is not allowed in text" },
	{ "comments-only.yaml", 0, 0, "the file holds no YAML document (only comments or blank lines)" },
	{ "complex-key.yaml", 4, 3, "a key must be plain text, not a mapping or a sequence" },
	{ "decks-7.yaml", 5, 18, "decks must be 6 or 8, not 7" },
	{ "chips-cap-without-rule.yaml", 6, 3, "max_per_colour goes with rule: max_per_colour" },
	{ "chips-float-in-profile.yaml", 5, 3, "unknown key 'float' in chips (allowed: rule, max_per_colour, denominations)" },
	{ "chips-letter-twice.yaml", 7, 44, "the letter N is already the chip of 100" },
	{ "chips-no-letter.yaml", 6, 7, "missing required key 'letter' in a chip" },
	{ "chips-rule-without-cap.yaml", 5, 9, "rule max_per_colour needs max_per_colour: the most chips of a colour" },
	{ "chips-small-letter.yaml", 6, 43, "a chip's letter must be one capital letter A-Z, found 'n'" },
	{ "chips-unknown-colour.yaml", 6, 28, "unknown value 'mauve' for colour (allowed: white, red, blue, green, black, purple, yellow, orange, pink, brown, grey, light_blue)" },
	{ "chips-values-fall.yaml", 7, 15, "the chips' values must rise: 25 after 100" },
	{ "deep-nesting.yaml", 4, 33, "nested too deep: this format has at most 4 levels" },
	{ "duplicate-key.yaml", 4, 1, "duplicate key 'name' (first at line 1)" },
	{ "duplicate-option.yaml", 7, 3, "duplicate key 'decks' (first at line 5)" },
	{ "empty.yaml", 0, 0, "the file is empty" },
	{ "invalid-utf8.yaml", 2, 30, "invalid UTF-8 (byte 0xE9): the file must be UTF-8 text" },
	{ "max-under-30-minimums.yaml", 8, 22, "the maximum (2000) must be 30 to 100 times the minimum (100) (LNSE-MIDI art.5.4)" },
	{ "max-over-authorised.yaml", 7, 22, "the maximum (60000) is above the authorised maximum (50000) (LNSE-MIDI art.7.2)" },
	{ "min-under-authorised.yaml", 6, 22, "the minimum (5) is below the authorised minimum (10) (LNSE-MIDI art.5.4)" },
	{ "min-above-base-max.yaml", 5, 22, "table_min (20000) is above table_max (10000)" },
	{ "min-above-max.yaml", 5, 22, "table_min (5000) is above table_max (1000)" },
	{ "min-players-above-seats.yaml", 6, 24, "min_players (4) is above seats (3)" },
	{ "missing-article.yaml", 5, 10, "missing required key 'article' in decks" },
	{ "missing-base.yaml", 1, 1, "missing required key 'base' in the profile" },
	{ "missing-name.yaml", 1, 1, "missing required key 'name' in the profile" },
	{ "missing-source.yaml", 1, 1, "missing required key 'source' in the profile" },
	{ "negative-amount.yaml", 5, 22, "table_min must be between 1 and 1000000000, not -100" },
	{ "not-boolean.yaml", 5, 21, "expected true or false, found 'yes'" },
	{ "not-integer.yaml", 5, 18, "expected a whole number, found 'eight'" },
	{ "not-string.yaml", 1, 7, "expected text, found a sequence" },
	{ "null-name.yaml", 1, 6, "expected text, found nothing" },
	{ "number-too-large.yaml", 5, 22, "number too large: 99999999999999999999" },
	{ "option-not-mapping.yaml", 5, 10, "option decks must be written {value: ..., article: \"...\"}, found '8'" },
	{ "options-not-mapping.yaml", 4, 10, "options must be a mapping of keys, found '5'" },
	{ "percent-150.yaml", 5, 22, "banca_pct must be between 0 and 100, not 150" },
	{ "quoted-integer.yaml", 5, 18, "expected a whole number, found '8' in quotes" },
	{ "root-sequence.yaml", 1, 1, "a rules profile must be a mapping of keys, found a sequence" },
	{ "safety-min-above-max.yaml", 5, 23, "safety_min (12) is above safety_max (7)" },
	{ "seats-10.yaml", 5, 18, "seats must be between 1 and 9, not 10" },
	{ "syntax-error.yaml", 3, 13, "YAML syntax error: mapping values are not allowed in this context" },
	{ "tab-indent.yaml", 5, 1, "tab character: YAML is indented with spaces, never tabs" },
	{ "tag.yaml", 5, 18, "tags are not allowed (tag:yaml.org,2002:int)" },
	{ "two-documents.yaml", 4, 1, "a second YAML document: this file must hold exactly one" },
	{ "unclosed-flow.yaml", 6, 3, "YAML syntax error: did not find expected ',' or '}'" },
	{ "unknown-base.yaml", 3, 7, "unknown value 'casino' for base (allowed: player, house)" },
	{ "unknown-enum.yaml", 5, 21, "unknown value 'half_even' for rounding (allowed: down, nearest_half_up, up)" },
	{ "unknown-key.yaml", 4, 1, "unknown key 'bsae' in the profile (allowed: name, source, base, options, articles, targets, mastery, chips)" },
	{ "unknown-option-field.yaml", 5, 45, "unknown key 'note' in decks (allowed: value, article)" },
	{ "unknown-option.yaml", 5, 3, "unknown option 'deks' (the options are listed at the top of iplyc.yaml)" },
	{ "unknown-rule.yaml", 5, 3, "unknown rule 'banca_tabel' in articles" },
};

#define CORPUS_SIZE (sizeof corpus / sizeof corpus[0])

static void rules_load__bad_file__exact_place_and_message(void **state)
{
	const struct bad_case *c = *state;
	char dir[4096], path[4096];

	path_in(dir, sizeof dir, srcdir, "tests/bad/rules");
	path_in(path, sizeof path, dir, c->file);
	assert_error(path, c->line, c->column, c->message);
}

/* A file added to the corpus without its expected message fails here. */
static void rules_load__bad_corpus__every_file_has_an_expectation(void **state)
{
	char dir[4096];
	DIR *d;
	const struct dirent *e;
	size_t files = 0;

	(void)state;
	path_in(dir, sizeof dir, srcdir, "tests/bad/rules");
	d = opendir(dir);
	assert_non_null(d);
	while ((e = readdir(d)) != NULL) {
		bool found = false;

		if (e->d_name[0] == '.')
			continue;
		for (size_t i = 0; i < CORPUS_SIZE; i++)
			if (strcmp(corpus[i].file, e->d_name) == 0)
				found = true;
		if (!found)
			fail_msg("%s has no expected message", e->d_name);
		files++;
	}
	closedir(d);
	assert_int_equal(files, CORPUS_SIZE);
}

/* The cache gives what the file gives, reading each path once: the same
 * profile asked for again is not read again, and a bad one's error comes
 * back with its exact place every time. */
static void rules_cache__same_path__read_once_same_rules(void **state)
{
	struct rules_cache *c = rules_cache_new();
	struct rules direct, first, again;
	char path[4096], other[4096];
	struct diag d;

	(void)state;
	assert_non_null(c);
	snprintf(path, sizeof path, "%s/data/rules/iplyc.yaml", srcdir);
	snprintf(other, sizeof other, "%s/data/rules/trad.yaml", srcdir);
	/* Zeroed: the comparison below covers the padding too. */
	memset(&direct, 0, sizeof direct);
	memset(&first, 0, sizeof first);
	memset(&again, 0, sizeof again);
	assert_true(rules_load_file(path, &direct, &d));
	assert_true(rules_cache_load(c, path, &first, &d));
	assert_true(rules_cache_load(c, path, &again, &d));
	assert_int_equal(rules_cache_reads(c), 1);
	assert_memory_equal(&direct, &first, sizeof direct);
	assert_memory_equal(&direct, &again, sizeof direct);
	assert_true(rules_cache_load(c, other, &first, &d));
	assert_int_equal(rules_cache_reads(c), 2);
	assert_string_equal(first.name, "trad");
	rules_cache_free(c);
}

static void rules_cache__bad_profile__same_error_each_time(void **state)
{
	struct rules_cache *c = rules_cache_new();
	char path[4096], want[4200], got[4200];
	struct diag d;
	struct rules r;

	(void)state;
	assert_non_null(c);
	snprintf(path, sizeof path, "%s/tests/bad/rules/decks-7.yaml", srcdir);
	for (int i = 0; i < 2; i++) {
		memset(&d, 0, sizeof d);
		assert_false(rules_cache_load(c, path, &r, &d));
		diag_format(&d, got, sizeof got);
		snprintf(want, sizeof want, "%s:5:18: decks must be 6 or 8,"
			 " not 7", path);
		assert_string_equal(got, want);
	}
	assert_int_equal(rules_cache_reads(c), 1);
	rules_cache_free(c);
}

static int remove_tmpdir(void)
{
	char path[4096];
	static const char *const names[] = {
		"partial.yaml", "big.yaml", "nul.yaml", "fifo.yaml"
	};

	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		path_in(path, sizeof path, tmpdir, names[i]);
		unlink(path);
	}
	return rmdir(tmpdir);
}

int main(void)
{
	static const struct CMUnitTest fixed[] = {
		cmocka_unit_test(rules_load__iplyc_yaml__equals_rules_init__iplyc_res_1452_12),
		cmocka_unit_test(rules_load__trad_yaml__three_players_giver_priority_mitad_once__trad_1_35_43),
		cmocka_unit_test(rules_load__lnse_midi_yaml__house_bank_tie_six_half_band__lnse_midi_5_2_5_4_5_5),
		cmocka_unit_test(rules_load__h8_yaml__voluntad_six_half_tie__h8_2021_apuestas),
		cmocka_unit_test(rules_load__profiles_chips__defaults_iplyc_8_4_2_1_1_lnse_midi_7_1),
		cmocka_unit_test(rules_load__every_profile__rounds_down__iplyc_7_8_1_2),
		cmocka_unit_test(rules_load__unstated_options__keep_the_base),
		cmocka_unit_test(rules_load__directory__is_refused),
		cmocka_unit_test(rules_load__missing_file__says_so),
		cmocka_unit_test(rules_load__fifo__is_not_a_regular_file),
		cmocka_unit_test(rules_load__over_one_mib__is_refused),
		cmocka_unit_test(rules_load__nul_byte__is_refused),
		cmocka_unit_test(rules_load__bad_corpus__every_file_has_an_expectation),
		cmocka_unit_test(rules_cache__same_path__read_once_same_rules),
		cmocka_unit_test(rules_cache__bad_profile__same_error_each_time),
	};
	enum { NFIXED = sizeof fixed / sizeof fixed[0] };
	struct CMUnitTest tests[NFIXED + CORPUS_SIZE];
	static char names[CORPUS_SIZE][96];
	const char *top = getenv("top_srcdir");
	const char *tmp = getenv("TMPDIR");
	int failed;

	snprintf(srcdir, sizeof srcdir, "%s", top != NULL ? top : ".");
	snprintf(tmpdir, sizeof tmpdir, "%s/crupier-rules-XXXXXX",
		 tmp != NULL && *tmp != '\0' ? tmp : "/tmp");
	if (mkdtemp(tmpdir) == NULL) {
		perror("mkdtemp");
		return 1;
	}
	memcpy(tests, fixed, sizeof fixed);
	for (size_t i = 0; i < CORPUS_SIZE; i++) {
		snprintf(names[i], sizeof names[i], "rules_load__bad_file__%s",
			 corpus[i].file);
		tests[NFIXED + i] = (struct CMUnitTest){
			.name = names[i],
			.test_func = rules_load__bad_file__exact_place_and_message,
			.initial_state = &corpus[i],
		};
	}
	failed = _cmocka_run_group_tests("rules_load", tests,
					 NFIXED + CORPUS_SIZE, NULL, NULL);
	remove_tmpdir();
	return failed;
}
