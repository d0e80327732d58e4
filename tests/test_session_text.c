/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_session_text.c: the words a session explains with: every rule's
 * text and topic (rule_text.h), and the one table of skills
 * (skill_of.h). */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "session/chips_text.h"
#include "session/rule_text.h"
#include "session/skill_of.h"

/* Every rule has an explanation of one to three sentences and exactly
 * one topic, and the topics list every rule once. */
static void rule_text__every_rule_explained_in_one_topic(void **state)
{
	int listed[RULE__COUNT] = { 0 };

	(void)state;
	for (int t = 0; t < RULE_TOPIC__COUNT; t++) {
		enum rule_id ids[RULE__COUNT];
		size_t n = rule_text_by_topic((enum rule_topic)t, ids,
					      RULE__COUNT);

		assert_true(n > 0);
		assert_true(rule_topic_name((enum rule_topic)t)[0] != '\0');
		for (size_t i = 0; i < n; i++) {
			listed[ids[i]]++;
			assert_int_equal(rule_topic_of(ids[i]), t);
		}
	}
	for (int i = 0; i < RULE__COUNT; i++) {
		const char *s = rule_text(NULL, (enum rule_id)i);
		int stops = 0;

		assert_int_equal(listed[i], 1);
		assert_true(strlen(s) > 20);
		for (const char *p = s; *p != '\0'; p++)
			stops += (*p == '.' || *p == '!' || *p == '?') &&
				 (p[1] == ' ' || p[1] == '\0');
		if (stops < 1 || stops > 4)
			fail_msg("%s: %d sentences", rule_key((enum rule_id)i),
				 stops);
	}
	assert_string_equal(rule_text(NULL, RULE__COUNT), "");
	assert_int_equal(rule_topic_of(RULE__COUNT), RULE_TOPIC__COUNT);
}

/* IPLyC 7.4.2 in the brief's words; 7.4.1 and LNSE-MIDI 6: the text
 * follows the profile where the rule differs. */
static void rule_text__tables_follow_the_profile__iplyc_7_4_1_lnse_midi_6(void **state)
{
	struct rules iplyc, midi;

	(void)state;
	rules_init(&iplyc);
	rules_init_midi(&midi);
	assert_string_equal(rule_text(&iplyc, RULE_BANCA_TABLE),
		"Banca with 0 to 2 draws. With 3 it draws unless Punto's third card is an 8; with 4, on 2 to 7; with 5, on 4 to 7; with 6, on 6 or 7; with 7 it stands.");
	assert_non_null(strstr(rule_text(&iplyc, RULE_PUNTO_TABLE), "voluntad"));
	assert_non_null(strstr(rule_text(&midi, RULE_PUNTO_TABLE), "0 to 5"));
	assert_non_null(strstr(rule_text(&iplyc, RULE_PAY_BANCA), "90%"));
	assert_non_null(strstr(rule_text(&midi, RULE_PAY_BANCA), "with 6"));
	assert_non_null(strstr(rule_text(&midi, RULE_SAFETY_CARD), "exactly 7"));
	assert_non_null(strstr(rule_text(&iplyc, RULE_SAFETY_CARD), "7 to 12"));
}

/* The Rules screen's search: words of the text, the citation, the key,
 * whatever the case. */
static void rule_text__search_text_citation_and_key(void **state)
{
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_true(rule_text_matches(&r, RULE_MITAD, "HALF HIS BANK"));
	assert_true(rule_text_matches(&r, RULE_BANCA_TABLE, "7.4.2"));
	assert_true(rule_text_matches(&r, RULE_SUITE_DISCOUNT, "suite_discount"));
	assert_true(rule_text_matches(&r, RULE_MITAD, ""));
	assert_false(rule_text_matches(&r, RULE_MITAD, "zzz"));
	assert_false(rule_text_matches(&r, RULE__COUNT, ""));
}

/* Every croupier action is scored under a skill of the table; only the
 * players' questions and the end are not; the procedures have theirs. */
static void skill_of__every_action_has_a_skill(void **state)
{
	struct game_action a;

	(void)state;
	memset(&a, 0, sizeof a);
	for (int k = 0; k < GAME_ACT__COUNT; k++) {
		a.kind = (enum game_act)k;
		a.step = COUP_CALL_NO_VA_MAS;
		if (k == GAME_ACT_WAIT || k == GAME_ACT_OVER) {
			assert_int_equal(skill_of_action(&a), SKILL__COUNT);
			continue;
		}
		assert_true(skill_of_action(&a) >= SKILL_DEALING);
		assert_true(skill_of_action(&a) < SKILL__COUNT);
	}
	a.kind = GAME_ACT_COUP;
	for (int s = 0; s < COUP_DONE; s++) {
		a.step = (enum coup_action)s;
		assert_true(skill_of_action(&a) >= SKILL_DEALING);
		assert_true(skill_of_action(&a) <= SKILL_VOLUNTAD);
	}
	a.step = COUP_BANCA_DRAWS;
	assert_int_equal(skill_of_action(&a), SKILL_DRAWING);
	a.step = COUP_CALL_NO_FIVE;
	assert_int_equal(skill_of_action(&a), SKILL_VOLUNTAD);
	a.step = COUP_ANNOUNCE_TOTALS;
	assert_int_equal(skill_of_action(&a), SKILL_DEALING);
	a.kind = GAME_ACT_PAY;
	assert_int_equal(skill_of_action(&a), SKILL_PAYOUTS);
	a.kind = GAME_ACT_PASS_SABOT;
	assert_int_equal(skill_of_action(&a), SKILL_ROTATION);
	a.kind = GAME_ACT_RULING;
	assert_int_equal(skill_of_action(&a), SKILL_ANOMALIES);
	a.kind = GAME_ACT_HOLDER;
	assert_int_equal(skill_of_action(&a), SKILL_VOLUNTAD);
	assert_int_equal(skill_of_procedure(PROCEDURE_OPENING), SKILL_SHUFFLE);
	assert_int_equal(skill_of_procedure(PROCEDURE_DURING_PLAY), SKILL_SHUFFLE);
	assert_int_equal(skill_of_procedure(PROCEDURE_DECK_CHECK),
			 SKILL_DECK_CHECK);
	assert_int_equal(skill_of_procedure(PROCEDURE_NONE), SKILL__COUNT);
	for (int k = 0; k < SKILL__COUNT; k++)
		assert_true(skill_name((enum skill)k)[0] != '\0');
}

/* A payment in chips in words, largest first (IPLyC 8.4.2.6.3.3
 * "ordenadas de mayor a menor"), and a mistake explained: "900 is 1 of
 * 500 and 4 of 100; you gave 9 of 100". */
static void chips_text__largest_first_and_mistake__iplyc_8_4_2_6_3_3(void **state)
{
	struct rules r;
	struct chip_count due, given;
	char buf[CHIPS_TEXT_MAX];

	(void)state;
	rules_init(&r);
	memset(&due, 0, sizeof due);
	memset(&given, 0, sizeof given);
	due.n[3] = 4;           /* 100 */
	due.n[4] = 1;           /* 500 */
	given.n[3] = 9;
	chips_list_text(&r.chips, &due, buf, sizeof buf);
	assert_string_equal(buf, "1×500, 4×100");
	chips_words(&r.chips, &due, buf, sizeof buf);
	assert_string_equal(buf, "1 of 500 and 4 of 100");
	due.n[0] = 1;
	chips_words(&r.chips, &due, buf, sizeof buf);
	assert_string_equal(buf, "1 of 500, 4 of 100 and 1 of 5");
	due.n[0] = 0;
	chips_fault_text(&r.chips, CHIPS_FAULT_NOT_FEWEST, 900, &due, &given,
			 buf, sizeof buf);
	assert_string_equal(buf, "900 is 1 of 500 and 4 of 100; you gave 9 of 100.");
	chips_fault_text(&r.chips, CHIPS_FAULT_TOTAL, 900, &due, &due, buf,
			 sizeof buf);
	given.n[3] = 10;
	chips_fault_text(&r.chips, CHIPS_FAULT_TOTAL, 900, &due, &given, buf,
			 sizeof buf);
	assert_string_equal(buf, "Those chips make 1000, not 900: 900 is 1 of 500 and 4 of 100.");
	memset(&given, 0, sizeof given);
	chips_list_text(&r.chips, &given, buf, sizeof buf);
	assert_string_equal(buf, "-");
	chips_words(&r.chips, &given, buf, sizeof buf);
	assert_string_equal(buf, "no chips");
	chips_rule_text(&r.chips, buf, sizeof buf);
	assert_string_equal(buf, "the fewest chips");
	rules_init_midi(&r);
	chips_rule_text(&r.chips, buf, sizeof buf);
	assert_string_equal(buf, "at most 4 chips of a colour");
	assert_string_equal(chips_colour_name(CHIP_LIGHT_BLUE), "light blue");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(chips_text__largest_first_and_mistake__iplyc_8_4_2_6_3_3),
		cmocka_unit_test(rule_text__every_rule_explained_in_one_topic),
		cmocka_unit_test(rule_text__tables_follow_the_profile__iplyc_7_4_1_lnse_midi_6),
		cmocka_unit_test(rule_text__search_text_citation_and_key),
		cmocka_unit_test(skill_of__every_action_has_a_skill),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
