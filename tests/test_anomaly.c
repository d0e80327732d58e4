/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_anomaly.c: every anomaly (engine/anomaly.h), branch by branch of its
 * article (IPLyC 7.7, 7.9.2.2, 7.10, 7.12, 8.11; TRAD 49; LNSE-MIDI 9.3,
 * 9.5). */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/anomaly.h"

#define NEVER_BACK (RULING_NEVER_RECONSTRUCT | RULING_DISCARD_FINAL)

/* Rules on a under the IPLyC profile; the call must succeed. */
static struct ruling rule_iplyc(enum anomaly a, const struct anomaly_context *c)
{
	struct rules r;
	struct ruling out;

	rules_init(&r);
	memset(&out, 0, sizeof out);
	assert_int_equal(anomaly_rule(&r, a, c, &out), STATUS_OK);
	return out;
}

static void expect(const struct ruling *got, unsigned flags, enum rule_id rule,
		   const char *article)
{
	assert_int_equal(got->flags, flags);
	assert_int_equal(got->rule, rule);
	assert_string_equal(got->article, article);
}

static struct anomaly_context quiet(void)
{
	struct anomaly_context c;

	anomaly_context_init(&c);
	return c;
}

/* 7.7.1.1 "Todo naipe del Sabot que apareciese dada vuelta 'se quema'." */
static void anomaly__face_up_first_time_burns_card__iplyc_7_7_1_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 2;
	got = rule_iplyc(ANOMALY_FACE_UP, &c);
	expect(&got, RULING_BURN_CARD | NEVER_BACK, RULE_FACE_UP, "IPLyC 7.7.1.1");
}

static void anomaly__face_up_second_time_burns_card_only__iplyc_7_7_1_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.face_up_before = 1;
	got = rule_iplyc(ANOMALY_FACE_UP, &c);
	expect(&got, RULING_BURN_CARD | NEVER_BACK, RULE_FACE_UP, "IPLyC 7.7.1.1");
}

/* 7.7.1.1 "La tercera vez que se produzca esta anomalía, se quema el mazo." */
static void anomaly__face_up_third_time_burns_shoe__iplyc_7_7_1_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.face_up_before = 2;
	got = rule_iplyc(ANOMALY_FACE_UP, &c);
	expect(&got, RULING_BURN_CARD | RULING_BURN_SHOE | NEVER_BACK,
	       RULE_FACE_UP, "IPLyC 7.7.1.1");
}

/* TRAD 49: "Si el número de cartas invertidas fuere considerable, se
 * procederá a 'quemar' el mazo, previa consulta con el Inspector."  No
 * count: the profile sets 0; the ruling cites the profile's own article. */
static void anomaly__face_up_without_count_asks_inspector__trad_49(void **state)
{
	struct rules r;
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	rules_init(&r);
	r.face_up_burns_shoe = 0;
	memcpy(r.cite[RULE_FACE_UP], "TRAD 49", sizeof "TRAD 49");
	assert_int_equal(anomaly_rule(&r, ANOMALY_FACE_UP, &c, &got), STATUS_OK);
	expect(&got, RULING_BURN_CARD | NEVER_BACK, RULE_FACE_UP, "TRAD 49");
	c.face_up_before = 5;
	assert_int_equal(anomaly_rule(&r, ANOMALY_FACE_UP, &c, &got), STATUS_OK);
	expect(&got, RULING_BURN_CARD | RULING_SUPERVISOR_DECIDES | NEVER_BACK,
	       RULE_FACE_UP, "TRAD 49");
}

/* 7.7.2.1 "Producida alguna confusión en la distribución de los naipes, de
 * no tener solución, se procederá a quemarlos." */
static void anomaly__confusion_without_solution_burns_cards__iplyc_7_7_2_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 4;
	c.dissent = DISSENT_BANKER; /* no solution: burnt whoever objects */
	got = rule_iplyc(ANOMALY_CONFUSION, &c);
	expect(&got, RULING_BURN_CARDS | NEVER_BACK, RULE_CONFUSION, "IPLyC 7.7.2.1");
}

/* 7.7.2.2 correct for the inspector, someone of the public disagrees: "le
 * estará permitido retirar su postura". */
static void anomaly__confusion_punter_dissents_may_withdraw__iplyc_7_7_2_2(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.inspector_settles = true;
	c.dissent = DISSENT_PUNTER;
	got = rule_iplyc(ANOMALY_CONFUSION, &c);
	expect(&got, RULING_WITHDRAW_BET_ALLOWED | RULING_CARD_VALID,
	       RULE_CONFUSION, "IPLyC 7.7.2.2");
}

/* 7.7.2.3 "Si la disconformidad fuere del Apostador que tiene el Sabot, el
 * pase será quemado." */
static void anomaly__confusion_banker_dissents_burns_pase__iplyc_7_7_2_3(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.inspector_settles = true;
	c.dissent = DISSENT_BANKER;
	got = rule_iplyc(ANOMALY_CONFUSION, &c);
	expect(&got, RULING_BURN_PASE | NEVER_BACK, RULE_CONFUSION, "IPLyC 7.7.2.3");
}

/* 7.6.8 "Cualquier error ... deberá ser corregido con los naipes a la
 * vista": a confusion settled with nobody objecting. */
static void anomaly__confusion_settled_nobody_objects_corrected__iplyc_7_6_8(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.inspector_settles = true;
	got = rule_iplyc(ANOMALY_CONFUSION, &c);
	expect(&got, RULING_CORRECT_AT_ONCE | RULING_CARD_VALID, RULE_CONFUSION,
	       "IPLyC 7.6.8");
}

/* 7.7.3.2 "Habiéndose cometido el error antes del No Va Mas, se procederá
 * a quemar el mismo." */
static void anomaly__banker_turns_before_no_va_mas_burns_card__iplyc_7_7_3_2(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	got = rule_iplyc(ANOMALY_BANKER_TURNS, &c);
	expect(&got, RULING_BURN_CARD | NEVER_BACK, RULE_BANKER_TURNS, "IPLyC 7.7.3.2");
}

/* 7.7.3.3 "Habiéndose cometido el error después del No Va Mas, el mismo
 * será válido para el pase." */
static void anomaly__banker_turns_after_no_va_mas_card_valid__iplyc_7_7_3_3(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.no_va_mas = true;
	c.cards_out = 3;
	got = rule_iplyc(ANOMALY_BANKER_TURNS, &c);
	expect(&got, RULING_CARD_VALID, RULE_BANKER_TURNS, "IPLyC 7.7.3.3");
}

/* 7.7.4.1 a card wrongly asked for Punto "será adjudicado, si lo
 * necesitare, a la Banca". */
static void anomaly__wrong_punto_card_goes_to_banca_if_needed__iplyc_7_7_4_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.no_va_mas = true;
	c.cards_out = 5;
	c.punto_turned = true;
	c.banca_needs_card = anomaly_banca_needs_card(3);
	got = rule_iplyc(ANOMALY_WRONG_PUNTO_CARD, &c);
	expect(&got, RULING_CARD_TO_BANCA, RULE_WRONG_PUNTO_CARD, "IPLyC 7.7.4.1");
}

/* 7.7.4.1 "... caso contrario se quemará." */
static void anomaly__wrong_punto_card_burnt_if_banca_stands__iplyc_7_7_4_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 5;
	c.banca_needs_card = anomaly_banca_needs_card(6);
	got = rule_iplyc(ANOMALY_WRONG_PUNTO_CARD, &c);
	expect(&got, RULING_BURN_CARD | NEVER_BACK, RULE_WRONG_PUNTO_CARD,
	       "IPLyC 7.7.4.1");
}

/* 7.7.4.1 with 7.4.4: Punto should have stood, so Banca needs the card on
 * 0-5 and not on 6-7 (nor on a natural, which ends the pase). */
static void anomaly__banca_needs_card_when_punto_stood__iplyc_7_7_4_1(void **state)
{
	(void)state;
	for (int b = 0; b <= 5; b++)
		assert_true(anomaly_banca_needs_card(b));
	for (int b = 6; b <= 9; b++)
		assert_false(anomaly_banca_needs_card(b));
	assert_false(anomaly_banca_needs_card(-1));
	assert_false(anomaly_banca_needs_card(10));
}

/* 7.7.4.2 "... pedido indebido de naipe para la Banca, se procederá a
 * quemar el mismo." */
static void anomaly__wrong_banca_card_burnt__iplyc_7_7_4_2(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 6;
	c.banca_turned = true;
	got = rule_iplyc(ANOMALY_WRONG_BANCA_CARD, &c);
	expect(&got, RULING_BURN_CARD | NEVER_BACK, RULE_WRONG_BANCA_CARD,
	       "IPLyC 7.7.4.2");
}

/* 7.7.4.3.1 "Si el error es advertido de inmediato, se rectificará el
 * mismo." */
static void anomaly__wrong_holder_noticed_at_once_corrected__iplyc_7_7_4_3_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.no_va_mas = true;
	c.cards_out = 4;
	got = rule_iplyc(ANOMALY_WRONG_HOLDER, &c);
	expect(&got, RULING_CORRECT_AT_ONCE, RULE_WRONG_HOLDER, "IPLyC 7.7.4.3.1");
}

/* 7.7.4.3.2 "Si se advierte luego de descubrir los naipes de Punto y
 * existiera voluntad de cinco, decidida o no la misma, se solicitará la
 * decisión al Apostador que le hubiere correspondido efectivamente
 * descubrir." */
static void anomaly__wrong_holder_after_turning_five_right_player_decides__iplyc_7_7_4_3_2(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.no_va_mas = true;
	c.cards_out = 4;
	c.punto_turned = true;
	c.punto_five = true;
	got = rule_iplyc(ANOMALY_WRONG_HOLDER, &c);
	expect(&got, RULING_RIGHT_PLAYER_DECIDES, RULE_WRONG_HOLDER,
	       "IPLyC 7.7.4.3.2");
	/* "decidida o no": a third card already out for Punto changes nothing
	 * while Banca has turned nothing. */
	c.cards_out = 5;
	got = rule_iplyc(ANOMALY_WRONG_HOLDER, &c);
	expect(&got, RULING_RIGHT_PLAYER_DECIDES, RULE_WRONG_HOLDER,
	       "IPLyC 7.7.4.3.2");
}

/* 7.7.4.3.3 "Si el error se advierte después que se hubiera descubierto
 * algún naipe correspondiente a Banca no podrá rectificarse el mismo,
 * tendrá validez, siendo inapelable la voluntad anunciada por el Pagador" */
static void anomaly__wrong_holder_after_banca_card_stands__iplyc_7_7_4_3_3(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.no_va_mas = true;
	c.cards_out = 4;
	c.punto_turned = true;
	c.punto_five = true;
	c.banca_turned = true;
	got = rule_iplyc(ANOMALY_WRONG_HOLDER, &c);
	expect(&got, RULING_PASE_VALID | RULING_CALL_STANDS, RULE_WRONG_HOLDER,
	       "IPLyC 7.7.4.3.3");
	c.punto_five = false;
	got = rule_iplyc(ANOMALY_WRONG_HOLDER, &c);
	expect(&got, RULING_PASE_VALID, RULE_WRONG_HOLDER, "IPLyC 7.7.4.3.3");
}

/* 7.7.4.3 is silent on cards turned without a 5 before Banca's: turning
 * decided nothing, so they play as they are. */
static void anomaly__wrong_holder_turned_without_five_cards_play__iplyc_7_7_4_3(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 4;
	c.punto_turned = true;
	got = rule_iplyc(ANOMALY_WRONG_HOLDER, &c);
	expect(&got, RULING_CARD_VALID, RULE_WRONG_HOLDER, "IPLyC 7.7.4.3");
}

/* 7.7.4.4.1 "Si el error es advertido antes que el Apostador que tiene el
 * Sabot hubiere descubierto algún naipe, se podrá rectificar la voluntad
 * expresada." */
static void anomaly__voluntad_error_before_banca_turns_corrected__iplyc_7_7_4_4_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 4;
	c.punto_turned = true;
	c.punto_five = true;
	got = rule_iplyc(ANOMALY_VOLUNTAD_ERROR, &c);
	expect(&got, RULING_CORRECT_AT_ONCE, RULE_VOLUNTAD_ERROR, "IPLyC 7.7.4.4.1");
}

/* 7.7.4.4.2 "Si el error es advertido después de descubrir algún naipe
 * correspondiente a Banca, no podrá rectificarse el mismo, tendrá validez.
 * Siendo inapelable la voluntad anunciada por el Pagador." */
static void anomaly__voluntad_error_after_banca_card_call_stands__iplyc_7_7_4_4_2(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 5;
	c.punto_turned = true;
	c.punto_five = true;
	c.banca_turned = true;
	got = rule_iplyc(ANOMALY_VOLUNTAD_ERROR, &c);
	expect(&got, RULING_PASE_VALID | RULING_CALL_STANDS, RULE_VOLUNTAD_ERROR,
	       "IPLyC 7.7.4.4.2");
}

/* LNSE-MIDI 6: Punto draws on 5, there is no voluntad to misunderstand. */
static void anomaly__voluntad_error_not_in_midi__lnse_midi_6(void **state)
{
	struct rules r;
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	rules_init_midi(&r);
	assert_int_equal(anomaly_rule(&r, ANOMALY_VOLUNTAD_ERROR, &c, &got),
			 STATUS_NOT_ALLOWED);
}

/* 7.7.4.5 "En caso que los naipes no alcanzaran para definir el pase, por
 * fallar el corte de seguridad, éste se considerará nulo a todos los
 * efectos." ("¡Pase sin definir!", 8.12) */
static void anomaly__not_enough_cards_pase_void__iplyc_7_7_4_5(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 5;
	got = rule_iplyc(ANOMALY_NOT_ENOUGH_CARDS, &c);
	expect(&got, RULING_PASE_VOID, RULE_VOID_PASE, "IPLyC 7.7.4.5");
}

/* LNSE-MIDI 9.3 "el mismo será declarado NULO": the MIDI profile cites
 * its own article. */
static void anomaly__not_enough_cards_midi_cites_own_article__lnse_midi_9_3(void **state)
{
	struct rules r;
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	rules_init_midi(&r);
	assert_int_equal(anomaly_rule(&r, ANOMALY_NOT_ENOUGH_CARDS, &c, &got),
			 STATUS_OK);
	expect(&got, RULING_PASE_VOID, RULE_VOID_PASE, "LNSE-MIDI 9.3");
}

/* 7.7.5.1.1 "Dado uno o más naipes, aunque por accidente se descubriera
 * alguno de ellos, se quemará el pase y se ofrecerá 'Asiento Libre Para
 * Bancar', siempre que no haya habido pase anterior." */
static void anomaly__cannot_finish_cards_dealt_burns_pase_free_seat__iplyc_7_7_5_1_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.no_va_mas = true;
	c.cards_out = 2; /* one of them turned by accident: the same */
	got = rule_iplyc(ANOMALY_CANNOT_FINISH, &c);
	expect(&got, RULING_BURN_PASE | RULING_FREE_SEAT_TO_BANK | NEVER_BACK,
	       RULE_CANNOT_FINISH, "IPLyC 7.7.5.1.1");
}

/* 7.7.5.1.1 after a previous pase the free seat is not prescribed: the
 * pase is burnt and the superiors decide the rest (7.15.3). */
static void anomaly__cannot_finish_after_previous_pase_supervisor__iplyc_7_7_5_1_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 4;
	c.previous_pase = true;
	got = rule_iplyc(ANOMALY_CANNOT_FINISH, &c);
	expect(&got, RULING_BURN_PASE | RULING_SUPERVISOR_DECIDES | NEVER_BACK,
	       RULE_CANNOT_FINISH, "IPLyC 7.7.5.1.1");
}

/* 7.7.5.1.2 "Descubiertos el o los naipes de Punto, será el Supervisor, el
 * responsable de definir el pase, a cuyo término si gana Banca, se dará
 * Suite, ingresando los valores en custodia a la Banca." */
static void anomaly__cannot_finish_punto_turned_supervisor_completes__iplyc_7_7_5_1_2(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 4;
	c.punto_turned = true;
	got = rule_iplyc(ANOMALY_CANNOT_FINISH, &c);
	expect(&got, RULING_SUPERVISOR_COMPLETES | RULING_SUITE_IF_BANCA_WINS,
	       RULE_CANNOT_FINISH, "IPLyC 7.7.5.1.2");
}

/* 7.9.2.8 before any card: a banker who gives up; the seat is offered. */
static void anomaly__cannot_finish_before_any_card_free_seat__iplyc_7_9_2_8(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	got = rule_iplyc(ANOMALY_CANNOT_FINISH, &c);
	expect(&got, RULING_FREE_SEAT_TO_BANK, RULE_CANNOT_FINISH, "IPLyC 7.9.2.8");
}

/* LNSE-MIDI 9.5 "será el 'supervisor' quien continúe con la extracción de
 * cartas. Al finalizar el pase el 'Sabot' se entregado al jugador que este
 * sentado a su derecha." */
static void anomaly__cannot_finish_midi_supervisor_draws__lnse_midi_9_5(void **state)
{
	struct rules r;
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	rules_init_midi(&r);
	c.cards_out = 3;
	assert_int_equal(anomaly_rule(&r, ANOMALY_CANNOT_FINISH, &c, &got), STATUS_OK);
	expect(&got, RULING_SUPERVISOR_COMPLETES | RULING_SABOT_TO_RIGHT,
	       RULE_CANNOT_FINISH, "LNSE-MIDI 9.5");
}

/* 7.7.6.1.1 "Si le ocurriere al Pagador en el momento de la confección del
 * mazo, éste se cambiará en forma inmediata." */
static void anomaly__floor_while_making_shoe_changes_shoe__iplyc_7_7_6_1_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	got = rule_iplyc(ANOMALY_FLOOR_SHUFFLE, &c);
	expect(&got, RULING_CHANGE_SHOE, RULE_FLOOR, "IPLyC 7.7.6.1.1");
}

/* 7.7.6.1.2 "... levantados por el Pagador, Inspector o Personal Superior,
 * tendrán validez." */
static void anomaly__floor_picked_by_staff_valid__iplyc_7_7_6_1_2(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 3;
	got = rule_iplyc(ANOMALY_FLOOR_STAFF, &c);
	expect(&got, RULING_CARD_VALID, RULE_FLOOR, "IPLyC 7.7.6.1.2");
}

/* 7.7.6.1.3 "De realizarlo algún Apostador, será el Inspector o el
 * Supervisor que intervenga quien decida si dichos naipes juegan o no." */
static void anomaly__floor_picked_by_player_supervisor_decides__iplyc_7_7_6_1_3(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 3;
	got = rule_iplyc(ANOMALY_FLOOR_PLAYER, &c);
	expect(&got, RULING_SUPERVISOR_DECIDES, RULE_FLOOR, "IPLyC 7.7.6.1.3");
}

/* 7.7.7.1.1 "Si se advirtiese al distribuirse los naipes ... el pase será
 * quemado e inmediatamente se cambiará el mazo." */
static void anomaly__foreign_back_at_distribution_burns_pase_changes_shoe__iplyc_7_7_7_1_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	for (int n = 1; n <= 4; n++) {
		c.cards_out = n;
		got = rule_iplyc(ANOMALY_FOREIGN_BACK, &c);
		expect(&got, RULING_BURN_PASE | RULING_CHANGE_SHOE | NEVER_BACK,
		       RULE_FOREIGN_CARD, "IPLyC 7.7.7.1.1");
	}
}

/* 7.7.7.1.1 "... o en el caso de aparecer un Joker al descubrirse, el pase
 * será quemado e inmediatamente se cambiará el mazo." */
static void anomaly__joker_on_turning_burns_pase_changes_shoe__iplyc_7_7_7_1_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 4;
	c.punto_turned = true;
	got = rule_iplyc(ANOMALY_JOKER, &c);
	expect(&got, RULING_BURN_PASE | RULING_CHANGE_SHOE | NEVER_BACK,
	       RULE_FOREIGN_CARD, "IPLyC 7.7.7.1.1");
}

/* 7.7.7.1.2 "Si al extraer el quinto o sexto naipe fuere de distinto color,
 * o bien se tratare de un Joker, será quemado, reemplazándolo por el
 * siguiente hasta definirse el pase, luego se procederá a cambiar el
 * mazo." */
static void anomaly__foreign_back_fifth_card_replaced_shoe_changed_after__iplyc_7_7_7_1_2(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 5;
	got = rule_iplyc(ANOMALY_FOREIGN_BACK, &c);
	expect(&got, RULING_REPLACE_CARD | RULING_CHANGE_SHOE_AFTER | NEVER_BACK,
	       RULE_FOREIGN_CARD, "IPLyC 7.7.7.1.2");
}

static void anomaly__joker_sixth_card_replaced_shoe_changed_after__iplyc_7_7_7_1_2(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 6;
	got = rule_iplyc(ANOMALY_JOKER, &c);
	expect(&got, RULING_REPLACE_CARD | RULING_CHANGE_SHOE_AFTER | NEVER_BACK,
	       RULE_FOREIGN_CARD, "IPLyC 7.7.7.1.2");
}

/* 7.7.7.2 "Si al descubrir los naipes de cualquiera de las suertes, se
 * advirtiera alguno de ellos pegados o de más, se quemará el pase, de
 * continuar esto en forma considerable, se quemará el mazo." */
static void anomaly__stuck_cards_burn_pase__iplyc_7_7_7_2(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 4;
	got = rule_iplyc(ANOMALY_STUCK_CARDS, &c);
	expect(&got, RULING_BURN_PASE | NEVER_BACK, RULE_FOREIGN_CARD, "IPLyC 7.7.7.2");
	c.recurring = true;
	got = rule_iplyc(ANOMALY_STUCK_CARDS, &c);
	expect(&got, RULING_BURN_PASE | RULING_BURN_SHOE | NEVER_BACK,
	       RULE_FOREIGN_CARD, "IPLyC 7.7.7.2");
}

static void anomaly__extra_card_burns_pase__iplyc_7_7_7_2(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.cards_out = 4;
	got = rule_iplyc(ANOMALY_EXTRA_CARD, &c);
	expect(&got, RULING_BURN_PASE | NEVER_BACK, RULE_FOREIGN_CARD, "IPLyC 7.7.7.2");
	c.recurring = true;
	got = rule_iplyc(ANOMALY_EXTRA_CARD, &c);
	expect(&got, RULING_BURN_PASE | RULING_BURN_SHOE | NEVER_BACK,
	       RULE_FOREIGN_CARD, "IPLyC 7.7.7.2");
}

/* 7.7.7.3 "Para el caso que se detectaran naipes marcados, se cambiará el
 * mazo en el momento que el Supervisor lo determine." */
static void anomaly__marked_cards_shoe_changed_when_supervisor_says__iplyc_7_7_7_3(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	got = rule_iplyc(ANOMALY_MARKED_CARDS, &c);
	expect(&got, RULING_CHANGE_SHOE | RULING_SUPERVISOR_DECIDES,
	       RULE_FOREIGN_CARD, "IPLyC 7.7.7.3");
}

/* 7.7.7.4 "Habiendo sido quemado uno o más naipes o un pase, se prohíbe su
 * reconstrucción"; 7.7.7.5 the discard tray is never opened again: every
 * ruling that burns says both, and no other ruling does. */
static void anomaly__every_burn_is_never_reconstructed__iplyc_7_7_7_4(void **state)
{
	const unsigned burns = RULING_BURN_CARD | RULING_BURN_CARDS |
			       RULING_BURN_PASE | RULING_BURN_SHOE |
			       RULING_REPLACE_CARD;
	struct rules r;
	struct ruling got;

	(void)state;
	rules_init(&r);
	for (int a = 0; a < ANOMALY__COUNT; a++) {
		for (int n = 0; n <= 6; n++) {
			for (int bits = 0; bits < 64; bits++) {
				struct anomaly_context c = quiet();

				c.cards_out = n;
				c.no_va_mas = bits & 1;
				c.punto_turned = bits & 2;
				c.banca_turned = bits & 4;
				c.banca_needs_card = bits & 8;
				c.inspector_settles = bits & 16;
				c.recurring = bits & 32;
				c.face_up_before = bits & 3;
				c.dissent = (enum anomaly_dissent)(bits % 3);
				c.outcome = (enum anomaly_outcome)(bits % 4);
				assert_int_equal(anomaly_rule(&r, (enum anomaly)a,
							      &c, &got), STATUS_OK);
				assert_int_equal((got.flags & NEVER_BACK) != 0,
						 (got.flags & burns) != 0);
				assert_int_equal((got.flags & NEVER_BACK) == NEVER_BACK,
						 (got.flags & burns) != 0);
				assert_int_equal(got.rule, anomaly_rule_id((enum anomaly)a));
				assert_true(got.flags != 0);
				/* Chapter 7's rulings, and 8.11's (the
				 * lighting, in the Reglamento Técnico
				 * Funcional). */
				assert_true(strncmp(got.article, "IPLyC 7.", 8) == 0 ||
					    strncmp(got.article, "IPLyC 8.11.", 11) == 0);
			}
		}
	}
}

/* 7.9.2.2 "El Apostador que sale con el Sabot no deberá sacar los naipes
 * antes que lo solicite el Pagador; si lo hiciere sin la orden
 * correspondiente éstos serán quemados." (TRAD 15) */
static void anomaly__early_draw_burns_cards__iplyc_7_9_2_2(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.no_va_mas = true;
	c.cards_out = 2;
	got = rule_iplyc(ANOMALY_EARLY_DRAW, &c);
	expect(&got, RULING_BURN_CARDS | NEVER_BACK, RULE_EARLY_DRAW, "IPLyC 7.9.2.2");
}

/* 7.10.1.1 "De haber resultado ganador en ese pase, se le pedirá al mismo
 * la apuesta para el pase siguiente ... De no desear hacerlo, se ofrecerá
 * 'Asiento Libre Para Bancar'." */
static void anomaly__no_bank_up_banca_won_asked_for_next_bank__iplyc_7_10_1_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.outcome = OUTCOME_BANCA;
	got = rule_iplyc(ANOMALY_NO_BANK_UP, &c);
	expect(&got, RULING_ASK_BANK | RULING_FREE_SEAT_TO_BANK, RULE_NO_BANK_UP,
	       "IPLyC 7.10.1.1");
}

/* 7.10.1.1 read for an ancar, which keeps the banker at the sabot like a
 * win (7.13.1.1): the same. */
static void anomaly__no_bank_up_ancar_as_win__iplyc_7_10_1_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.outcome = OUTCOME_ANCAR;
	got = rule_iplyc(ANOMALY_NO_BANK_UP, &c);
	expect(&got, RULING_ASK_BANK | RULING_FREE_SEAT_TO_BANK, RULE_NO_BANK_UP,
	       "IPLyC 7.10.1.1");
}

/* 7.10.1 is silent on a Punto win: the sabot passes to the right as after
 * any Punto win; before any card he is asked now; during the pase it is
 * played out first. */
static void anomaly__no_bank_up_other_moments__iplyc_7_10_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.outcome = OUTCOME_PUNTO;
	got = rule_iplyc(ANOMALY_NO_BANK_UP, &c);
	expect(&got, RULING_SABOT_TO_RIGHT, RULE_NO_BANK_UP, "IPLyC 7.10.1");
	c.outcome = OUTCOME_NONE;
	got = rule_iplyc(ANOMALY_NO_BANK_UP, &c);
	expect(&got, RULING_CORRECT_AT_ONCE | RULING_ASK_BANK, RULE_NO_BANK_UP,
	       "IPLyC 7.10.1");
	c.cards_out = 3;
	got = rule_iplyc(ANOMALY_NO_BANK_UP, &c);
	expect(&got, RULING_FINISH_PASE, RULE_NO_BANK_UP, "IPLyC 7.10.1");
}

/* LNSE-MIDI 1.2, 5.1: the house banks; no player's bank to put up, and
 * no wrong banker. */
static void anomaly__player_bank_anomalies_not_in_midi__lnse_midi_5_1(void **state)
{
	struct rules r;
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	rules_init_midi(&r);
	c.outcome = OUTCOME_BANCA;
	assert_int_equal(anomaly_rule(&r, ANOMALY_NO_BANK_UP, &c, &got),
			 STATUS_NOT_ALLOWED);
	assert_int_equal(anomaly_rule(&r, ANOMALY_WRONG_BANKER, &c, &got),
			 STATUS_NOT_ALLOWED);
}

/* 7.10.2.1 "De haber resultado ganadora la Banca tendrá derecho a
 * continuar Bancando hasta la finalización de la suerte, el Sabot
 * regresará posteriormente al asiento que corresponda, no pudiendo Bancar
 * nuevamente en la misma vuelta del Sabot." */
static void anomaly__wrong_banker_banca_won_keeps_bank_till_run_ends__iplyc_7_10_2_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.outcome = OUTCOME_BANCA;
	got = rule_iplyc(ANOMALY_WRONG_BANKER, &c);
	expect(&got, RULING_KEEP_BANKING | RULING_SABOT_TO_RIGHTFUL_SEAT |
	       RULING_NO_BANK_AGAIN_THIS_ROUND, RULE_WRONG_BANKER, "IPLyC 7.10.2.1");
}

/* 7.10.2 is silent on a Punto win: his run is over, the sabot goes back
 * to the seat it belonged to; before any card it is simply put right. */
static void anomaly__wrong_banker_other_moments__iplyc_7_10_2(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.outcome = OUTCOME_PUNTO;
	got = rule_iplyc(ANOMALY_WRONG_BANKER, &c);
	expect(&got, RULING_SABOT_TO_RIGHTFUL_SEAT | RULING_NO_BANK_AGAIN_THIS_ROUND,
	       RULE_WRONG_BANKER, "IPLyC 7.10.2");
	c.outcome = OUTCOME_NONE;
	got = rule_iplyc(ANOMALY_WRONG_BANKER, &c);
	expect(&got, RULING_CORRECT_AT_ONCE | RULING_SABOT_TO_RIGHTFUL_SEAT,
	       RULE_WRONG_BANKER, "IPLyC 7.10.2");
	c.cards_out = 4;
	got = rule_iplyc(ANOMALY_WRONG_BANKER, &c);
	expect(&got, RULING_FINISH_PASE, RULE_WRONG_BANKER, "IPLyC 7.10.2");
}

/* 7.12.1 "Cuando el último pase de la jornada resultare ancar, deberá
 * definirse indefectiblemente la suerte ganadora mediante otro u otros
 * pases. En tal caso los Apostadores podrán modificar sus apuestas total o
 * parcialmente." */
static void anomaly__last_pase_ancar_plays_on__iplyc_7_12_1(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	c.outcome = OUTCOME_ANCAR;
	got = rule_iplyc(ANOMALY_LAST_PASE_ANCAR, &c);
	expect(&got, RULING_PLAY_ON_UNTIL_DECIDED | RULING_BETS_MAY_CHANGE,
	       RULE_LAST_PASE_ANCAR, "IPLyC 7.12.1");
}

/* LNSE-MIDI 5.5: with a TIE bet a tie is a result of its own. */
static void anomaly__last_pase_tie_not_an_anomaly_in_midi__lnse_midi_5_5(void **state)
{
	struct rules r;
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	rules_init_midi(&r);
	assert_int_equal(anomaly_rule(&r, ANOMALY_LAST_PASE_ANCAR, &c, &got),
			 STATUS_NOT_ALLOWED);
}

/* 8.11.2 "Cuando la iluminación sea parcial, la Superioridad determinará
 * la continuación o cesación de la actividad de las mesas de juego. En
 * tal caso el Sabot pasará al centro del tapete ... debiendo además
 * restituirse a los apostadores las apuestas": the same ruling at every
 * moment of the pase, and under every profile (none has its own). */
static void anomaly__light_partial_superiors_decide_sabot_to_centre__iplyc_8_11_2(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;
	struct rules midi;

	(void)state;
	got = rule_iplyc(ANOMALY_LIGHT_PARTIAL, &c);
	expect(&got, RULING_SUPERVISOR_DECIDES | RULING_SABOT_TO_CENTRE,
	       RULE_LIGHTING, "IPLyC 8.11.2");
	c.no_va_mas = true;
	c.cards_out = 4;
	c.punto_turned = true;
	got = rule_iplyc(ANOMALY_LIGHT_PARTIAL, &c);
	expect(&got, RULING_SUPERVISOR_DECIDES | RULING_SABOT_TO_CENTRE,
	       RULE_LIGHTING, "IPLyC 8.11.2");
	rules_init_midi(&midi);
	assert_int_equal(anomaly_rule(&midi, ANOMALY_LIGHT_PARTIAL, &c, &got),
			 STATUS_OK);
	expect(&got, RULING_SUPERVISOR_DECIDES | RULING_SABOT_TO_CENTRE,
	       RULE_LIGHTING, "IPLyC 8.11.2");
}

/* 8.11.3 "Si la falta de iluminación fuese total, se paralizará de
 * inmediato toda actividad y los componentes del equipo tomarán los
 * recaudos necesarios para el resguardo de los valores": play stops, and
 * nothing is handed back or burnt. */
static void anomaly__light_out_stops_play_at_once__iplyc_8_11_3(void **state)
{
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	got = rule_iplyc(ANOMALY_LIGHT_OUT, &c);
	expect(&got, RULING_STOP_AT_ONCE, RULE_LIGHTING, "IPLyC 8.11.3");
	c.no_va_mas = true;
	c.cards_out = 5;
	c.outcome = OUTCOME_BANCA;
	got = rule_iplyc(ANOMALY_LIGHT_OUT, &c);
	expect(&got, RULING_STOP_AT_ONCE, RULE_LIGHTING, "IPLyC 8.11.3");
	assert_string_equal(anomaly_key(ANOMALY_LIGHT_OUT), "light_out");
	assert_string_equal(ruling_flag_key(RULING_SABOT_TO_CENTRE),
			    "sabot_to_centre");
}

static void anomaly__bad_arguments_rejected(void **state)
{
	struct rules r;
	struct anomaly_context c = quiet();
	struct ruling got;

	(void)state;
	rules_init(&r);
	assert_int_equal(anomaly_rule(&r, ANOMALY__COUNT, &c, &got),
			 STATUS_BAD_ARGUMENT);
	c.cards_out = 7;
	assert_int_equal(anomaly_rule(&r, ANOMALY_JOKER, &c, &got),
			 STATUS_BAD_ARGUMENT);
	c.cards_out = -1;
	assert_int_equal(anomaly_rule(&r, ANOMALY_JOKER, &c, &got),
			 STATUS_BAD_ARGUMENT);
	c = quiet();
	c.face_up_before = -1;
	assert_int_equal(anomaly_rule(&r, ANOMALY_FACE_UP, &c, &got),
			 STATUS_BAD_ARGUMENT);
	c = quiet();
	c.outcome = (enum anomaly_outcome)9;
	assert_int_equal(anomaly_rule(&r, ANOMALY_WRONG_BANKER, &c, &got),
			 STATUS_BAD_ARGUMENT);
}

/* Scenario files name anomalies and flags by key: every key is unique and
 * found again. */
static void anomaly__keys_round_trip(void **state)
{
	(void)state;
	for (int a = 0; a < ANOMALY__COUNT; a++) {
		const char *key = anomaly_key((enum anomaly)a);

		assert_non_null(key);
		assert_int_equal(anomaly_by_key(key), a);
		assert_int_not_equal(anomaly_rule_id((enum anomaly)a), RULE__COUNT);
	}
	assert_string_equal(anomaly_key(ANOMALY_FACE_UP), "face_up");
	assert_string_equal(anomaly_key(ANOMALY_JOKER), "joker");
	assert_int_equal(anomaly_by_key("nonsense"), ANOMALY__COUNT);
	assert_null(anomaly_key(ANOMALY__COUNT));
	assert_int_equal(anomaly_rule_id(ANOMALY__COUNT), RULE__COUNT);

	for (int b = 0; b < RULING_BIT__COUNT; b++) {
		const char *key = ruling_flag_key(1u << b);

		assert_non_null(key);
		assert_int_equal(ruling_flag_by_key(key), 1u << b);
	}
	assert_string_equal(ruling_flag_key(RULING_BURN_PASE), "burn_pase");
	assert_null(ruling_flag_key(RULING_BURN_CARD | RULING_BURN_PASE));
	assert_null(ruling_flag_key(0));
	assert_int_equal(ruling_flag_by_key("nonsense"), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(anomaly__face_up_first_time_burns_card__iplyc_7_7_1_1),
		cmocka_unit_test(anomaly__face_up_second_time_burns_card_only__iplyc_7_7_1_1),
		cmocka_unit_test(anomaly__face_up_third_time_burns_shoe__iplyc_7_7_1_1),
		cmocka_unit_test(anomaly__face_up_without_count_asks_inspector__trad_49),
		cmocka_unit_test(anomaly__confusion_without_solution_burns_cards__iplyc_7_7_2_1),
		cmocka_unit_test(anomaly__confusion_punter_dissents_may_withdraw__iplyc_7_7_2_2),
		cmocka_unit_test(anomaly__confusion_banker_dissents_burns_pase__iplyc_7_7_2_3),
		cmocka_unit_test(anomaly__confusion_settled_nobody_objects_corrected__iplyc_7_6_8),
		cmocka_unit_test(anomaly__banker_turns_before_no_va_mas_burns_card__iplyc_7_7_3_2),
		cmocka_unit_test(anomaly__banker_turns_after_no_va_mas_card_valid__iplyc_7_7_3_3),
		cmocka_unit_test(anomaly__wrong_punto_card_goes_to_banca_if_needed__iplyc_7_7_4_1),
		cmocka_unit_test(anomaly__wrong_punto_card_burnt_if_banca_stands__iplyc_7_7_4_1),
		cmocka_unit_test(anomaly__banca_needs_card_when_punto_stood__iplyc_7_7_4_1),
		cmocka_unit_test(anomaly__wrong_banca_card_burnt__iplyc_7_7_4_2),
		cmocka_unit_test(anomaly__wrong_holder_noticed_at_once_corrected__iplyc_7_7_4_3_1),
		cmocka_unit_test(anomaly__wrong_holder_after_turning_five_right_player_decides__iplyc_7_7_4_3_2),
		cmocka_unit_test(anomaly__wrong_holder_after_banca_card_stands__iplyc_7_7_4_3_3),
		cmocka_unit_test(anomaly__wrong_holder_turned_without_five_cards_play__iplyc_7_7_4_3),
		cmocka_unit_test(anomaly__voluntad_error_before_banca_turns_corrected__iplyc_7_7_4_4_1),
		cmocka_unit_test(anomaly__voluntad_error_after_banca_card_call_stands__iplyc_7_7_4_4_2),
		cmocka_unit_test(anomaly__voluntad_error_not_in_midi__lnse_midi_6),
		cmocka_unit_test(anomaly__not_enough_cards_pase_void__iplyc_7_7_4_5),
		cmocka_unit_test(anomaly__not_enough_cards_midi_cites_own_article__lnse_midi_9_3),
		cmocka_unit_test(anomaly__cannot_finish_cards_dealt_burns_pase_free_seat__iplyc_7_7_5_1_1),
		cmocka_unit_test(anomaly__cannot_finish_after_previous_pase_supervisor__iplyc_7_7_5_1_1),
		cmocka_unit_test(anomaly__cannot_finish_punto_turned_supervisor_completes__iplyc_7_7_5_1_2),
		cmocka_unit_test(anomaly__cannot_finish_before_any_card_free_seat__iplyc_7_9_2_8),
		cmocka_unit_test(anomaly__cannot_finish_midi_supervisor_draws__lnse_midi_9_5),
		cmocka_unit_test(anomaly__floor_while_making_shoe_changes_shoe__iplyc_7_7_6_1_1),
		cmocka_unit_test(anomaly__floor_picked_by_staff_valid__iplyc_7_7_6_1_2),
		cmocka_unit_test(anomaly__floor_picked_by_player_supervisor_decides__iplyc_7_7_6_1_3),
		cmocka_unit_test(anomaly__foreign_back_at_distribution_burns_pase_changes_shoe__iplyc_7_7_7_1_1),
		cmocka_unit_test(anomaly__joker_on_turning_burns_pase_changes_shoe__iplyc_7_7_7_1_1),
		cmocka_unit_test(anomaly__foreign_back_fifth_card_replaced_shoe_changed_after__iplyc_7_7_7_1_2),
		cmocka_unit_test(anomaly__joker_sixth_card_replaced_shoe_changed_after__iplyc_7_7_7_1_2),
		cmocka_unit_test(anomaly__stuck_cards_burn_pase__iplyc_7_7_7_2),
		cmocka_unit_test(anomaly__extra_card_burns_pase__iplyc_7_7_7_2),
		cmocka_unit_test(anomaly__marked_cards_shoe_changed_when_supervisor_says__iplyc_7_7_7_3),
		cmocka_unit_test(anomaly__every_burn_is_never_reconstructed__iplyc_7_7_7_4),
		cmocka_unit_test(anomaly__early_draw_burns_cards__iplyc_7_9_2_2),
		cmocka_unit_test(anomaly__no_bank_up_banca_won_asked_for_next_bank__iplyc_7_10_1_1),
		cmocka_unit_test(anomaly__no_bank_up_ancar_as_win__iplyc_7_10_1_1),
		cmocka_unit_test(anomaly__no_bank_up_other_moments__iplyc_7_10_1),
		cmocka_unit_test(anomaly__player_bank_anomalies_not_in_midi__lnse_midi_5_1),
		cmocka_unit_test(anomaly__wrong_banker_banca_won_keeps_bank_till_run_ends__iplyc_7_10_2_1),
		cmocka_unit_test(anomaly__wrong_banker_other_moments__iplyc_7_10_2),
		cmocka_unit_test(anomaly__last_pase_ancar_plays_on__iplyc_7_12_1),
		cmocka_unit_test(anomaly__last_pase_tie_not_an_anomaly_in_midi__lnse_midi_5_5),
		cmocka_unit_test(anomaly__light_partial_superiors_decide_sabot_to_centre__iplyc_8_11_2),
		cmocka_unit_test(anomaly__light_out_stops_play_at_once__iplyc_8_11_3),
		cmocka_unit_test(anomaly__bad_arguments_rejected),
		cmocka_unit_test(anomaly__keys_round_trip),
	};

	return cmocka_run_group_tests_name("anomaly", tests, NULL, NULL);
}
