/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_sabot.c: the table, the remate, the cut and the sabot's rotation.
 *
 * Players are numbered 10 + their seat (player 13 sits in seat 3);
 * standing players are 101, 102 ... in order from the croupier's right. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/sabot.h"
#include "engine/table.h"

#define P(seat) (10 + (seat))

/* A table with the given seats occupied (a 0-terminated list). */
static void seat_players(struct table *t, const struct rules *r,
			 const int *seats)
{
	assert_int_equal(table_init(t, r), STATUS_OK);
	for (; *seats; seats++)
		assert_int_equal(table_sit(t, *seats, P(*seats)), STATUS_OK);
}

static void full_table(struct table *t, const struct rules *r)
{
	static const int all[] = { 1, 2, 3, 4, 5, 6, 7, 0 };

	seat_players(t, r, all);
}

/* Starts the shoe with the bank at seat and the cut made. */
static void start_at(struct sabot *s, const struct rules *r,
		     const struct table *t, int seat)
{
	sabot_init(s);
	assert_int_equal(sabot_start(s, r, t, seat), STATUS_OK);
	assert_int_equal(sabot_cut_done(s, r, t), STATUS_OK);
	assert_int_equal(sabot_phase(s), SABOT_PLAY);
	assert_int_equal(sabot_banker(s), table_player(t, seat));
}

static void pase(struct sabot *s, const struct rules *r,
		 const struct table *t, enum coup_winner w)
{
	struct sabot_move m;

	assert_int_equal(sabot_after_pase(s, r, t, w, &m), STATUS_OK);
}

static void expect(const struct sabot *s, const struct rules *r,
		   const struct table *t, enum sabot_duty_kind kind, int seat,
		   const char *cite)
{
	struct sabot_duty d;

	assert_int_equal(sabot_expected(s, r, t, &d), STATUS_OK);
	assert_int_equal(d.kind, kind);
	assert_int_equal(d.seat, seat);
	if (cite)
		assert_string_equal(rules_cite(r, d.rule), cite);
}

/* Asks the player in the sabot's seat and has him take the bank. */
static void take(struct sabot *s, const struct table *t)
{
	assert_int_equal(sabot_take(s, table_player(t, sabot_seat(s))),
			 STATUS_OK);
}

static void nobody_free_seat(struct sabot *s, const struct rules *r,
			     const struct table *t)
{
	struct sabot_move m;

	assert_int_equal(sabot_free_seat(s, r, t, NULL, 0, &m), STATUS_OK);
}

/* table.h's convention: right is n -> n+1 wrapping to 1, left the
 * previous. */
static void table__right_and_left_wrap(void **state)
{
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	assert_int_equal(table_init(&t, &r), STATUS_OK);
	assert_int_equal(table_right(&t, 3), 4);
	assert_int_equal(table_right(&t, 7), 1);
	assert_int_equal(table_left(&t, 1), 7);
	assert_int_equal(table_left(&t, 4), 3);
	assert_int_equal(table_distance_right(&t, 5, 1), 3);
	assert_int_equal(table_sit(&t, 8, 1), STATUS_NO_SUCH_SEAT);
	assert_int_equal(table_sit(&t, 2, 12), STATUS_OK);
	assert_int_equal(table_sit(&t, 3, 12), STATUS_BAD_ARGUMENT);
	assert_int_equal(table_stand(&t, 12), STATUS_BAD_ARGUMENT);
}

/* IPLyC 7.5.4: "La primera Banca se adjudicará en remate a la mejor
 * oferta encuadrada dentro de los montos mínimos y máximos": the best
 * offer, once nobody improves it (8.7.1.1.13). */
static void remate__best_offer_wins__iplyc_7_5_4(void **state)
{
	const struct remate_offer o[] = { { 2, 500 }, { 5, 900 }, { 6, 300 } };
	const struct remate_offer low[] = { { 2, 50 } };
	const struct remate_offer high[] = { { 2, 20000 } };
	struct remate_standing best;
	struct remate_result res;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	full_table(&t, &r);
	assert_int_equal(table_remate(&t, &r, o, 3, NULL, &res), STATUS_OK);
	assert_int_equal(res.outcome, REMATE_ASK_IMPROVE);
	remate_result_standing(&res, &best);
	assert_int_equal(table_remate(&t, &r, NULL, 0, &best, &res),
			 STATUS_OK);
	assert_int_equal(res.outcome, REMATE_AWARDED);
	assert_int_equal(res.seat, 5);
	assert_int_equal(res.amount, 900);
	assert_int_equal(table_remate(&t, &r, low, 1, NULL, &res),
			 STATUS_UNDER_MINIMUM);
	assert_int_equal(table_remate(&t, &r, high, 1, NULL, &res),
			 STATUS_OVER_MAXIMUM);
	assert_int_equal(table_remate(&t, &r, NULL, 0, NULL, &res), STATUS_OK);
	assert_int_equal(res.outcome, REMATE_NO_OFFERS);
}

/* IPLyC 8.7.1.1.13: "Habiéndose producido ofertas por la misma, el
 * Pagador anunciará la mayor e invitará a mejorarla [...] De haber
 * mejoras, se anuncia el monto y nuevamente se invita a mejorar.  De no
 * haber mas ofertas, el Pagador anunciar[á]: Adjudicada".  Offers of
 * 2000, 3500 and 1500: 3500 announced and an improvement invited; two
 * players improve to the same 4000: announced and invited again (7.5.5);
 * nobody improves: by the right from seat 1.  An offer not above the
 * best improves nothing. */
static void remate__best_announced_and_invited_after_every_round__iplyc_8_7_1_1_13(void **state)
{
	const struct remate_offer first[] = { { 2, 2000 }, { 5, 3500 },
					      { 6, 1500 } };
	const struct remate_offer both[] = { { 6, 4000 }, { 3, 4000 },
					     { 2, 3500 } };
	const struct remate_offer same[] = { { 2, 4000 } };
	struct remate_standing best;
	struct remate_result res;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	full_table(&t, &r);
	assert_int_equal(table_remate(&t, &r, first, 3, NULL, &res),
			 STATUS_OK);
	assert_int_equal(res.outcome, REMATE_ASK_IMPROVE);
	assert_int_equal(res.amount, 3500);
	assert_int_equal(res.seat, 5);
	assert_int_equal(res.why, REMATE_WHY_INVITE);
	assert_string_equal(remate_why_article(res.why), "IPLyC 8.7.1.1.13");
	remate_result_standing(&res, &best);
	assert_int_equal(table_remate(&t, &r, both, 3, &best, &res),
			 STATUS_OK);
	assert_int_equal(res.outcome, REMATE_ASK_IMPROVE);
	assert_int_equal(res.amount, 4000);
	assert_int_equal(res.tied, 2);
	assert_int_equal(res.why, REMATE_WHY_INVITE_TIE);
	remate_result_standing(&res, &best);
	/* 4000 again from seat 2 is no improvement. */
	assert_int_equal(table_remate(&t, &r, same, 1, &best, &res),
			 STATUS_OK);
	assert_int_equal(res.outcome, REMATE_AWARDED);
	assert_int_equal(res.seat, 3);
	assert_int_equal(res.amount, 4000);
	assert_int_equal(res.why, REMATE_WHY_BY_RIGHT);
	assert_string_equal(remate_why_article(res.why), "IPLyC 7.5.5");
}

/* IPLyC 7.5.6: "De recibirse una oferta por el monto máximo, el Pagador
 * adjudicará la Banca de inmediato.  De hacerlo dos Apostadores en forma
 * simultanea, se procederá de acuerdo a lo establecido en el articulo
 * precedente" -- and the maximum cannot be improved, in the first round
 * or as an improvement. */
static void remate__maximum_awarded_at_once__iplyc_7_5_6(void **state)
{
	const struct remate_offer one[] = { { 4, 10000 }, { 2, 900 } };
	const struct remate_offer two[] = { { 6, 10000 }, { 3, 10000 } };
	const struct remate_offer up[] = { { 2, 10000 } };
	struct remate_standing best = { 900, 4, 1 };
	struct remate_result res;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	full_table(&t, &r);
	assert_int_equal(table_remate(&t, &r, one, 2, NULL, &res), STATUS_OK);
	assert_int_equal(res.outcome, REMATE_AWARDED);
	assert_int_equal(res.seat, 4);
	assert_int_equal(res.why, REMATE_WHY_MAXIMUM);
	assert_int_equal(table_remate(&t, &r, two, 2, NULL, &res), STATUS_OK);
	assert_int_equal(res.outcome, REMATE_AWARDED);
	assert_int_equal(res.seat, 3);
	assert_int_equal(table_remate(&t, &r, up, 1, &best, &res), STATUS_OK);
	assert_int_equal(res.outcome, REMATE_AWARDED);
	assert_int_equal(res.seat, 2);
}

/* IPLyC 7.5.5: equal top offers below the maximum: "se solicitará su
 * mejora, de no haberla se adjudicará por derecha, tomando como referencia
 * al asiento N° 1" (read: seat 1, 2, 3 ...: the lowest seat). */
static void remate__tie_asks_improvement_then_by_right_from_seat_1__iplyc_7_5_5(void **state)
{
	const struct remate_offer tie[] = { { 6, 800 }, { 2, 800 }, { 4, 500 } };
	const struct remate_offer better[] = { { 6, 900 }, { 2, 800 } };
	const struct remate_offer wrap[] = { { 7, 800 }, { 1, 800 } };
	struct remate_standing best;
	struct remate_result res;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	full_table(&t, &r);
	assert_int_equal(table_remate(&t, &r, tie, 3, NULL, &res), STATUS_OK);
	assert_int_equal(res.outcome, REMATE_ASK_IMPROVE);
	assert_int_equal(res.tied, 2);
	assert_int_equal(res.why, REMATE_WHY_INVITE_TIE);
	remate_result_standing(&res, &best);
	/* Nobody improves. */
	assert_int_equal(table_remate(&t, &r, tie, 3, &best, &res), STATUS_OK);
	assert_int_equal(res.outcome, REMATE_AWARDED);
	assert_int_equal(res.seat, 2);
	/* Seat 6 improves: announced and invited again, then his. */
	assert_int_equal(table_remate(&t, &r, better, 2, &best, &res),
			 STATUS_OK);
	assert_int_equal(res.outcome, REMATE_ASK_IMPROVE);
	assert_int_equal(res.seat, 6);
	remate_result_standing(&res, &best);
	assert_int_equal(table_remate(&t, &r, NULL, 0, &best, &res),
			 STATUS_OK);
	assert_int_equal(res.outcome, REMATE_AWARDED);
	assert_int_equal(res.seat, 6);
	assert_int_equal(res.why, REMATE_WHY_NO_BETTER);
	assert_int_equal(table_remate(&t, &r, wrap, 2, NULL, &res), STATUS_OK);
	remate_result_standing(&res, &best);
	assert_int_equal(table_remate(&t, &r, NULL, 0, &best, &res),
			 STATUS_OK);
	assert_int_equal(res.seat, 1);
}

/* IPLyC 7.5.1: at least two seated players (TRAD 1: three); and offers
 * only from seated players (7.9.1.3.1). */
static void remate__too_few_players__iplyc_7_5_1(void **state)
{
	static const int one[] = { 3, 0 };
	static const int two[] = { 3, 5, 0 };
	const struct remate_offer o[] = { { 3, 500 } };
	const struct remate_offer empty[] = { { 4, 500 } };
	struct remate_result res;
	struct sabot_duty d;
	struct sabot s;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	seat_players(&t, &r, one);
	assert_int_equal(table_remate(&t, &r, o, 1, false, &res),
			 STATUS_TOO_FEW_PLAYERS);
	assert_int_equal(res.rule, RULE_MIN_PLAYERS);
	sabot_init(&s);
	assert_int_equal(sabot_expected(&s, &r, &t, &d), STATUS_TOO_FEW_PLAYERS);
	assert_int_equal(sabot_start(&s, &r, &t, 3), STATUS_TOO_FEW_PLAYERS);
	seat_players(&t, &r, two);
	assert_int_equal(table_remate(&t, &r, o, 1, false, &res), STATUS_OK);
	assert_int_equal(table_remate(&t, &r, empty, 1, false, &res),
			 STATUS_SEAT_EMPTY);
	r.min_players = 3;      /* TRAD 1 */
	assert_int_equal(table_remate(&t, &r, o, 1, false, &res),
			 STATUS_TOO_FEW_PLAYERS);
}

/* IPLyC 7.5.7: the player to the left of the banker cuts, "si renunciare
 * a ello, se le ofrecerá al siguiente Apostador de la izquierda"; 7.5.8:
 * nobody seated, the supervisor. */
static void cut__left_of_banker_then_further_left_then_supervisor__iplyc_7_5_7(void **state)
{
	static const int seats[] = { 1, 3, 5, 0 };
	struct sabot s;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	seat_players(&t, &r, seats);
	sabot_init(&s);
	expect(&s, &r, &t, SABOT_DUTY_REMATE, 0, "IPLyC 7.5.4");
	assert_int_equal(sabot_start(&s, &r, &t, 3), STATUS_OK);
	expect(&s, &r, &t, SABOT_DUTY_ASK_CUT, 1, "IPLyC 7.5.7");
	assert_int_equal(sabot_cut_refused(&s, &t), STATUS_OK);
	expect(&s, &r, &t, SABOT_DUTY_ASK_CUT, 5, "IPLyC 7.5.7");
	assert_int_equal(sabot_cut_refused(&s, &t), STATUS_OK);
	expect(&s, &r, &t, SABOT_DUTY_SUPERVISOR_CUTS, 0, NULL);
	assert_int_equal(sabot_cut_refused(&s, &t), STATUS_WRONG_ACTION);
	assert_int_equal(sabot_cut_done(&s, &r, &t), STATUS_OK);
	expect(&s, &r, &t, SABOT_DUTY_DEAL, 3, NULL);
	assert_int_equal(table_cut_seat(&t, 1, 0), 5);
}

/* IPLyC 7.13.1.1, H8-2021: the banker keeps the sabot while Banca wins or
 * ancar; when Punto wins it passes to the right. */
static void rotation__banca_keeps_punto_passes_right__iplyc_7_13_1_1(void **state)
{
	struct sabot_move m;
	struct sabot s;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	full_table(&t, &r);
	start_at(&s, &r, &t, 3);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	pase(&s, &r, &t, COUP_WINNER_ANCAR);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	expect(&s, &r, &t, SABOT_DUTY_DEAL, 3, NULL);
	assert_int_equal(sabot_after_pase(&s, &r, &t, COUP_WINNER_PUNTO, &m),
			 STATUS_OK);
	assert_true(m.moved);
	assert_int_equal(m.seat, 4);
	assert_int_equal(m.call, SABOT_CALL_PASS_SABOT);
	assert_string_equal(rules_cite(&r, m.rule), "IPLyC 7.13.1.1");
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 4, NULL);
	assert_int_equal(sabot_take(&s, P(5)), STATUS_NOT_ALLOWED);
	take(&s, &t);
	expect(&s, &r, &t, SABOT_DUTY_DEAL, 4, NULL);
	assert_true(sabot_banked_this_round(&s, P(3)));
}

/* IPLyC 7.7.4.5: a void pase (no cards to define it) changes nothing. */
static void rotation__void_pase_changes_nothing__iplyc_7_7_4_5(void **state)
{
	struct sabot_move m;
	struct sabot s;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	full_table(&t, &r);
	start_at(&s, &r, &t, 3);
	assert_int_equal(sabot_after_pase(&s, &r, &t, COUP_WINNER_VOID, &m),
			 STATUS_OK);
	assert_false(m.moved);
	assert_int_equal(sabot_banker(&s), P(3));
	assert_false(sabot_banked_this_round(&s, P(3)));
	assert_int_equal(sabot_after_pase(&s, &r, &t, COUP_WINNER_NONE, &m),
			 STATUS_BAD_ARGUMENT);
}

/* IPLyC 7.9.5.1-2: "se considerará asiento libre para Bancar, pudiendo
 * hacerlo cualquier Apostador que se encuentre de pie ... éste saldrá con
 * el Sabot en el asiento del Apostador que hubo desistido, debiendo
 * devolver el mismo una vez finalizada la suerte". */
static void free_seat__standing_player_banks_from_declined_seat__iplyc_7_9_5_2(void **state)
{
	const int want[] = { 101 };
	struct sabot_move m;
	struct sabot s;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	full_table(&t, &r);
	assert_int_equal(table_stand(&t, 101), STATUS_OK);
	start_at(&s, &r, &t, 3);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 4, NULL);
	assert_int_equal(sabot_decline(&s, &r, &t), STATUS_OK);
	expect(&s, &r, &t, SABOT_DUTY_OFFER_FREE_SEAT, 4, "IPLyC 7.9.5.1");
	assert_int_equal(sabot_free_seat(&s, &r, &t, want, 1, &m), STATUS_OK);
	assert_false(m.moved);
	assert_int_equal(m.seat, 4);
	assert_int_equal(m.player, 101);
	expect(&s, &r, &t, SABOT_DUTY_DEAL, 4, NULL);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	/* The seat is returned; the sabot goes on to the right. */
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 5, NULL);
	assert_true(sabot_banked_this_round(&s, 101));
}

/* IPLyC 7.11.12: "se adjudicara al Apostador ubicado más próximo a la
 * derecha del Pagador.  Se adoptará igual criterio, para el supuesto de
 * quien no deseare Bancar"; standing players before seated ones (the free
 * seat is offered "al público", 8.12); a seated player who banked this
 * round may not (7.9.5.1), nor may the one who declined. */
static void free_seat__standing_nearest_croupier_right_first__iplyc_7_11_12(void **state)
{
	const int all[] = { P(6), 102, 101, P(4) };
	const int seated[] = { P(3), P(4), P(1), P(6) };
	struct sabot_move m;
	struct sabot s, copy;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	full_table(&t, &r);
	assert_int_equal(table_stand(&t, 101), STATUS_OK);
	assert_int_equal(table_stand(&t, 102), STATUS_OK);
	start_at(&s, &r, &t, 3);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	assert_int_equal(sabot_decline(&s, &r, &t), STATUS_OK);
	copy = s;
	assert_int_equal(sabot_free_seat(&copy, &r, &t, all, 4, &m), STATUS_OK);
	assert_int_equal(m.player, 101);
	copy = s;
	/* 13 banked this round, 14 declined: 6 is nearer the free seat
	 * (seat 4) to the right than 1. */
	assert_int_equal(sabot_free_seat(&copy, &r, &t, seated, 4, &m),
			 STATUS_OK);
	assert_int_equal(m.player, P(6));
	copy = s;
	assert_int_equal(sabot_free_seat(&copy, &r, &t, seated, 2, &m),
			 STATUS_OK);
	assert_true(m.moved);
	expect(&copy, &r, &t, SABOT_DUTY_ASK_BANK, 5, NULL);
	{
		const int stranger[] = { 999 };

		assert_int_equal(sabot_free_seat(&s, &r, &t, stranger, 1, &m),
				 STATUS_BAD_ARGUMENT);
	}
}

/* IPLyC 7.9.8.1: "Ningún Apostador podrá tomar el Sabot nuevamente en una
 * misma vuelta": the player of seat 1 banked from seat 4's free seat, so
 * when the sabot reaches seat 1 in the same round his seat is free to
 * bank; the round ends when the sabot has passed every seat (LNSE-MIDI
 * 9.4's definition). */
static void once_a_round__seat_of_one_who_banked_is_free__iplyc_7_9_8_1(void **state)
{
	const int one[] = { P(1) };
	struct sabot_move m;
	struct sabot s;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	full_table(&t, &r);
	start_at(&s, &r, &t, 3);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	assert_int_equal(sabot_decline(&s, &r, &t), STATUS_OK);   /* seat 4 */
	assert_int_equal(sabot_free_seat(&s, &r, &t, one, 1, &m), STATUS_OK);
	assert_int_equal(m.player, P(1));
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	for (int seat = 5; seat <= 7; seat++) {
		expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, seat, NULL);
		take(&s, &t);
		pase(&s, &r, &t, COUP_WINNER_PUNTO);
	}
	expect(&s, &r, &t, SABOT_DUTY_OFFER_FREE_SEAT, 1, "IPLyC 7.9.8.1");
	assert_int_equal(sabot_take(&s, P(1)), STATUS_WRONG_ACTION);
	/* He may not take it as a free seat either. */
	assert_int_equal(sabot_free_seat(&s, &r, &t, one, 1, &m), STATUS_OK);
	assert_true(m.moved);
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 2, NULL);
	take(&s, &t);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	/* Back at seat 3: a full tour, a new round. */
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 3, NULL);
	assert_false(sabot_banked_this_round(&s, P(3)));
}

/* IPLyC 7.9.7.1: "En caso de que el Sabot pasara por varios asientos
 * desocupados, de haber algún interesado en Bancar en esos lugares vacíos,
 * deberá hacerlo en el primer asiento libre por derecha" (8.4.2.9.3). */
static void empty_seats__one_free_seat_offer_then_next_player__iplyc_7_9_7_1(void **state)
{
	static const int seats[] = { 1, 2, 6, 0 };
	const int want[] = { 101 };
	struct sabot_move m;
	struct sabot s, copy;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	seat_players(&t, &r, seats);
	assert_int_equal(table_stand(&t, 101), STATUS_OK);
	start_at(&s, &r, &t, 2);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	expect(&s, &r, &t, SABOT_DUTY_OFFER_FREE_SEAT, 3, "IPLyC 7.9.5.1");
	copy = s;
	assert_int_equal(sabot_free_seat(&copy, &r, &t, want, 1, &m), STATUS_OK);
	assert_int_equal(m.seat, 3);
	nobody_free_seat(&s, &r, &t);
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 6, NULL);
}

/* The offer of 8.4.2.9.6: "El Pagador anunciará 'Asiento Libre Para
 * Bancar'", at seat. */
static void free_seat_offered(const struct sabot *s, const struct rules *r,
			      const struct table *t, int seat)
{
	struct sabot_duty d;

	assert_int_equal(sabot_expected(s, r, t, &d), STATUS_OK);
	assert_int_equal(d.kind, SABOT_DUTY_OFFER_FREE_SEAT);
	assert_int_equal(d.seat, seat);
	assert_int_equal(d.call, SABOT_CALL_FREE_SEAT);
	assert_string_equal(sabot_call_text(d.call), "Free seat to bank!");
}

/* IPLyC 8.4.2.9.1 "En los siguientes casos:" .2 "Cuando un apostador no
 * deseare Bancar."  .3 "Cuando el Sabot pase por asientos desocupados."
 * .4 "Cuando esté reservado el asiento y no haya regresado el apostador."
 * .5 "Cuando en Suite no hubiera interesados por la misma y, el apostador
 * que sale por derecha no deseare Bancar."  In each the croupier offers
 * the free seat. */
static void free_seat__offered_in_the_four_cases__iplyc_8_4_2_9(void **state)
{
	struct sabot_move m;
	struct sabot s;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	/* .2: seat 4's player does not want to bank. */
	full_table(&t, &r);
	start_at(&s, &r, &t, 3);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 4, NULL);
	assert_int_equal(sabot_decline(&s, &r, &t), STATUS_OK);
	free_seat_offered(&s, &r, &t, 4);

	/* .3: the sabot passes seats 4 and 5, empty: one offer, at the
	 * first (7.9.7.1), then on to the next player. */
	full_table(&t, &r);
	assert_int_equal(table_leave(&t, 4), STATUS_OK);
	assert_int_equal(table_leave(&t, 5), STATUS_OK);
	start_at(&s, &r, &t, 3);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	free_seat_offered(&s, &r, &t, 4);
	nobody_free_seat(&s, &r, &t);
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 6, NULL);

	/* .4: seat 5 is kept for its player, who has not come back when
	 * the sabot gets there: his seat is free to bank. */
	full_table(&t, &r);
	start_at(&s, &r, &t, 3);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	take(&s, &t);
	assert_int_equal(table_leave(&t, 5), STATUS_OK);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	free_seat_offered(&s, &r, &t, 5);

	/* .5: a suite nobody wants goes right of the suite's seat; that
	 * player does not want to bank either. */
	full_table(&t, &r);
	start_at(&s, &r, &t, 3);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	assert_int_equal(sabot_give_suite(&s, &r, 2000, true, true), STATUS_OK);
	assert_int_equal(sabot_award_suite(&s, &r, &t, NULL, 0, 0, &m),
			 STATUS_OK);
	assert_true(m.moved);
	assert_int_equal(m.seat, 4);
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 4, NULL);
	assert_int_equal(sabot_decline(&s, &r, &t), STATUS_OK);
	free_seat_offered(&s, &r, &t, 4);
}

/* IPLyC 7.9.2.7-8: the banker who gives up before winning: "ésta será
 * ofrecida nuevamente ... En caso de no haber interesados, continuará el
 * Sabot por derecha"; once Banca has won, he gives a suite instead. */
static void decline__banker_gives_up_before_winning__iplyc_7_9_2_7(void **state)
{
	struct sabot s;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	full_table(&t, &r);
	start_at(&s, &r, &t, 3);
	pase(&s, &r, &t, COUP_WINNER_ANCAR);
	assert_int_equal(sabot_decline(&s, &r, &t), STATUS_OK);
	expect(&s, &r, &t, SABOT_DUTY_OFFER_FREE_SEAT, 3, NULL);
	nobody_free_seat(&s, &r, &t);
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 4, NULL);
	take(&s, &t);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	assert_int_equal(sabot_decline(&s, &r, &t), STATUS_NOT_ALLOWED);
}

/* IPLyC 7.10.1.1: the banker had not put up his bank and won: "se le
 * pedirá al mismo la apuesta para el pase siguiente ... De no desear
 * hacerlo, se ofrecerá 'Asiento Libre Para Bancar'. No habiendo
 * interesados el Sabot continuará por derecha."  The pase won without a
 * bank does not stop him declining, nor counts for the mitad. */
static void no_bank_up__he_may_decline_free_seat__iplyc_7_10_1_1(void **state)
{
	struct sabot_mitad mt;
	struct sabot s, copy;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	full_table(&t, &r);
	start_at(&s, &r, &t, 3);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	assert_int_equal(sabot_decline(&s, &r, &t), STATUS_NOT_ALLOWED);
	assert_int_equal(sabot_bank_not_up(&s), STATUS_OK);
	copy = s;
	/* He puts it up: one win with it is not two (7.9.2.4). */
	pase(&copy, &r, &t, COUP_WINNER_BANCA);
	assert_int_equal(sabot_mitad(&copy, &r, 2000, 1000, false, &mt),
			 STATUS_NOT_ALLOWED);
	/* He does not: the free seat, then on to the right. */
	assert_int_equal(sabot_decline(&s, &r, &t), STATUS_OK);
	expect(&s, &r, &t, SABOT_DUTY_OFFER_FREE_SEAT, 3, NULL);
	nobody_free_seat(&s, &r, &t);
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 4, NULL);
	assert_int_equal(sabot_bank_not_up(&s), STATUS_WRONG_ACTION);
}

/* IPLyC 7.10.2.1: the wrong banker "tendrá derecho a continuar Bancando
 * hasta la finalización de la suerte, el Sabot regresará posteriormente
 * al asiento que corresponda, no pudiendo Bancar nuevamente en la misma
 * vuelta del Sabot. De ser una Suite se aplicará el mismo criterio."
 * Seat 1 banked this round, so the sabot was seat 2's, not seat 3's. */
static void wrong_banker__sabot_back_to_rightful_seat__iplyc_7_10_2_1(void **state)
{
	struct sabot_move m;
	struct sabot s, copy;
	struct rules r;
	struct table t;
	int taker = P(4);

	(void)state;
	rules_init(&r);
	full_table(&t, &r);
	start_at(&s, &r, &t, 3);
	s.banked[s.n_banked++] = P(1);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	assert_int_equal(sabot_wrong_banker(&s, &t), STATUS_OK);
	copy = s;
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	assert_int_equal(sabot_after_pase(&s, &r, &t, COUP_WINNER_PUNTO, &m),
			 STATUS_OK);
	assert_true(m.moved);
	assert_int_equal(m.seat, 2);
	assert_int_equal(m.rule, RULE_WRONG_BANKER);
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 2, "IPLyC 7.10.2");
	take(&s, &t);
	/* He may not bank again this round: his seat is a free seat. */
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	expect(&s, &r, &t, SABOT_DUTY_OFFER_FREE_SEAT, 3, "IPLyC 7.9.8.1");

	/* In a suite he gives, the same: back to seat 2 when it ends. */
	assert_int_equal(sabot_give_suite(&copy, &r, 2000, false, true),
			 STATUS_OK);
	assert_int_equal(sabot_award_suite(&copy, &r, &t, &taker, 1, 0, &m),
			 STATUS_OK);
	assert_int_equal(sabot_banker(&copy), P(4));
	assert_int_equal(sabot_after_pase(&copy, &r, &t, COUP_WINNER_PUNTO,
					  &m), STATUS_OK);
	assert_int_equal(m.seat, 2);
	assert_int_equal(m.rule, RULE_WRONG_BANKER);

	/* Nobody to his left banked this round: the seat cannot be told,
	 * the sabot passes right as usual (7.13.1.1). */
	start_at(&s, &r, &t, 3);
	assert_int_equal(sabot_wrong_banker(&s, &t), STATUS_OK);
	assert_int_equal(sabot_after_pase(&s, &r, &t, COUP_WINNER_PUNTO, &m),
			 STATUS_OK);
	assert_int_equal(m.seat, 4);
	assert_int_equal(m.rule, RULE_ROTATION);
}

/* IPLyC 7.9.5.4: "Cualquier Apostador sentado, en el caso de renuncia o
 * ausencia de los demás componentes de la mesa, podrá tomar el Sabot para
 * Bancar hasta dos veces consecutivas" ("¡Puede volver a bancar!", 8.12);
 * then the sabot waits in the centre ("¡Sabot en espera!"). */
static void alone__may_bank_again_twice_then_sabot_waits__iplyc_7_9_5_4(void **state)
{
	static const int seats[] = { 2, 5, 0 };
	struct sabot_duty d;
	struct sabot s;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	seat_players(&t, &r, seats);
	start_at(&s, &r, &t, 2);
	assert_int_equal(table_leave(&t, 5), STATUS_OK);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	expect(&s, &r, &t, SABOT_DUTY_OFFER_FREE_SEAT, 3, NULL);
	nobody_free_seat(&s, &r, &t);
	expect(&s, &r, &t, SABOT_DUTY_BANK_AGAIN, 2, "IPLyC 7.9.5.4");
	assert_int_equal(sabot_expected(&s, &r, &t, &d), STATUS_OK);
	assert_int_equal(d.call, SABOT_CALL_BANK_AGAIN);
	take(&s, &t);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	nobody_free_seat(&s, &r, &t);
	expect(&s, &r, &t, SABOT_DUTY_WAIT, 0, "IPLyC 7.9.5.4");
	assert_int_equal(sabot_take(&s, P(2)), STATUS_WRONG_ACTION);
	/* 7.9.8.3: play resumes with a new remate. */
	assert_int_equal(table_sit(&t, 6, P(6)), STATUS_OK);
	assert_int_equal(sabot_start(&s, &r, &t, 6), STATUS_OK);
	expect(&s, &r, &t, SABOT_DUTY_ASK_CUT, 2, NULL);
}

/* IPLyC 7.9.5.4 with a full table: everybody else renounces, the banker
 * may bank again; if he too declines, nobody banks and the sabot waits
 * (7.9.8.2). */
static void alone__everybody_else_renounces__iplyc_7_9_5_4(void **state)
{
	struct sabot s;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	full_table(&t, &r);
	start_at(&s, &r, &t, 3);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	for (int seat = 4; seat != 3; seat = table_right(&t, seat)) {
		expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, seat, NULL);
		assert_int_equal(sabot_decline(&s, &r, &t), STATUS_OK);
		nobody_free_seat(&s, &r, &t);
	}
	expect(&s, &r, &t, SABOT_DUTY_BANK_AGAIN, 3, "IPLyC 7.9.5.4");
	assert_int_equal(sabot_decline(&s, &r, &t), STATUS_OK);
	nobody_free_seat(&s, &r, &t);
	expect(&s, &r, &t, SABOT_DUTY_WAIT, 0, NULL);
}

/* IPLyC 7.9.2.4: the mitad "toda vez que haya ganado su chance dos pases
 * consecutivos como mínimo, o también en el primer pase de haber sufrido
 * descuento el mismo"; 8.4.2.2.6 "Por Mitad". */
static void mitad__after_two_wins_or_one_discounted__iplyc_7_9_2_4(void **state)
{
	struct sabot_mitad mt;
	struct sabot s, copy;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	full_table(&t, &r);
	start_at(&s, &r, &t, 3);
	assert_int_equal(sabot_mitad(&s, &r, 1000, 500, false, &mt),
			 STATUS_NOT_ALLOWED);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	assert_int_equal(sabot_mitad(&s, &r, 2000, 1000, false, &mt),
			 STATUS_NOT_ALLOWED);
	assert_string_equal(rules_cite(&r, mt.rule), "IPLyC 7.9.2.4");
	copy = s;
	assert_int_equal(sabot_mitad(&copy, &r, 1900, 950, true, &mt),
			 STATUS_OK);
	pase(&s, &r, &t, COUP_WINNER_ANCAR);    /* neither counts nor breaks */
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	assert_int_equal(sabot_mitad(&s, &r, 3800, 1900, false, &mt), STATUS_OK);
	assert_int_equal(mt.withdrawn, 1900);
	assert_int_equal(mt.remains, 1900);
	assert_int_equal(mt.call, SABOT_CALL_BY_HALF);
	/* "toda vez": two more wins for the next one. */
	assert_int_equal(sabot_mitad(&s, &r, 1900, 950, false, &mt),
			 STATUS_NOT_ALLOWED);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	assert_int_equal(sabot_mitad(&s, &r, 7600, 3800, false, &mt), STATUS_OK);
}

/* IPLyC 7.9.2.4: "Todo monto inferior al cincuenta por ciento (50%) de
 * Banca, solicitado por el Apostador por mitad, debe ser considerado como
 * equivalente a ella"; 8.4.2.2.7 "Equivale Por Mitad"; 8.12 "¡Equivale a
 * la mitad!": "el monto que se le alcanza por mitad de Banca, aun siendo
 * menor a ésta, equivale a la misma".  He is handed what he asked for, the
 * rest stays in play, and it is his mitad (no second one in TRAD). */
static void mitad__less_than_half_counts_as_half__iplyc_8_4_2_2_7(void **state)
{
	struct sabot_mitad mt;
	struct sabot s, copy;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	full_table(&t, &r);
	start_at(&s, &r, &t, 3);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	copy = s;
	assert_int_equal(sabot_mitad(&copy, &r, 4000, 3000, false, &mt),
			 STATUS_BAD_AMOUNT);
	assert_int_equal(sabot_mitad(&copy, &r, 4000, 1500, false, &mt),
			 STATUS_OK);
	assert_int_equal(mt.withdrawn, 1500);
	assert_int_equal(mt.remains, 2500);
	assert_int_equal(mt.call, SABOT_CALL_EQUALS_HALF);
	/* Exactly half: "Por Mitad" (8.4.2.2.6). */
	copy = s;
	assert_int_equal(sabot_mitad(&copy, &r, 4000, 2000, false, &mt),
			 STATUS_OK);
	assert_int_equal(mt.withdrawn, 2000);
	assert_int_equal(mt.remains, 2000);
	assert_int_equal(mt.call, SABOT_CALL_BY_HALF);
	/* TRAD 35 "por una sola vez": the smaller amount was the mitad. */
	r.mitad_once = true;
	copy = s;
	assert_int_equal(sabot_mitad(&copy, &r, 4000, 1000, false, &mt),
			 STATUS_OK);
	pase(&copy, &r, &t, COUP_WINNER_BANCA);
	pase(&copy, &r, &t, COUP_WINNER_BANCA);
	assert_int_equal(sabot_mitad(&copy, &r, 12000, 6000, false, &mt),
			 STATUS_NOT_ALLOWED);
}

/* TRAD 35: "podrá retirar, por una sola vez, la mitad de su banca". */
static void mitad__once_only_in_trad__trad_35(void **state)
{
	struct sabot_mitad mt;
	struct sabot s;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	r.mitad_once = true;
	full_table(&t, &r);
	start_at(&s, &r, &t, 3);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	assert_int_equal(sabot_mitad(&s, &r, 4000, 2000, false, &mt), STATUS_OK);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	assert_int_equal(sabot_mitad(&s, &r, 8000, 4000, false, &mt),
			 STATUS_NOT_ALLOWED);
}

/* IPLyC 7.13.1.1: "Se iniciará el juego con el nuevo mazo, si hubiere
 * terminado en Banca o en Ancar, en el lugar donde finalizó el anterior.
 * En cambio si finalizó en Punto, se continuará por la derecha"; the cut
 * again by the player to the left (7.5.7: "en todos los casos"). */
static void new_shoe__banca_or_ancar_same_seat_punto_right__iplyc_7_13_1_1(void **state)
{
	const enum coup_winner keep[] = { COUP_WINNER_BANCA, COUP_WINNER_ANCAR };
	struct sabot_move m;
	struct sabot s;
	struct rules r;
	struct table t;

	(void)state;
	rules_init(&r);
	full_table(&t, &r);
	for (int i = 0; i < 2; i++) {
		start_at(&s, &r, &t, 3);
		pase(&s, &r, &t, keep[i]);
		assert_int_equal(sabot_shoe_end(&s, &r, &t, &m), STATUS_OK);
		assert_false(m.moved);
		assert_int_equal(m.seat, 3);
		assert_string_equal(rules_cite(&r, m.rule), "IPLyC 7.13.1");
		expect(&s, &r, &t, SABOT_DUTY_ASK_CUT, 2, NULL);
		assert_int_equal(sabot_cut_done(&s, &r, &t), STATUS_OK);
		expect(&s, &r, &t, SABOT_DUTY_DEAL, 3, NULL);
		assert_int_equal(sabot_banker(&s), P(3));
	}
	start_at(&s, &r, &t, 3);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	assert_int_equal(sabot_shoe_end(&s, &r, &t, &m), STATUS_OK);
	assert_int_equal(m.seat, 4);
	expect(&s, &r, &t, SABOT_DUTY_ASK_CUT, 3, NULL);
	assert_int_equal(sabot_cut_done(&s, &r, &t), STATUS_OK);
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 4, NULL);
}

/* LNSE-MIDI 9.4: "Ningún jugador podrá repartir cartas dos veces en una
 * misma ronda"; 9.6 the sabot goes to the seated player to the right
 * when Banca did not win (not 9.5, the dealer who cannot go on);
 * 9.2 only seated players deal: no free seat, no suite, no mitad. */
static void midi__deal_passes_right_among_seated__lnse_midi_9_4(void **state)
{
	static const int seats[] = { 2, 5, 8, 0 };
	struct sabot_mitad mt;
	struct sabot_move m;
	struct sabot s;
	struct rules r;
	struct table t;

	(void)state;
	rules_init_midi(&r);
	seat_players(&t, &r, seats);
	sabot_init(&s);
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 2, NULL);
	start_at(&s, &r, &t, 2);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	pase(&s, &r, &t, COUP_WINNER_ANCAR);
	expect(&s, &r, &t, SABOT_DUTY_DEAL, 2, NULL);
	assert_int_equal(sabot_mitad(&s, &r, 100, 50, true, &mt),
			 STATUS_NOT_ALLOWED);
	assert_int_equal(sabot_give_suite(&s, &r, 100, false, true),
			 STATUS_NOT_ALLOWED);
	assert_int_equal(sabot_after_pase(&s, &r, &t, COUP_WINNER_PUNTO, &m),
			 STATUS_OK);
	assert_int_equal(m.seat, 5);
	assert_string_equal(rules_cite(&r, m.rule), "LNSE-MIDI 9.6");
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 5, NULL);
	assert_int_equal(sabot_decline(&s, &r, &t), STATUS_OK);
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 8, NULL);
	assert_int_equal(sabot_decline(&s, &r, &t), STATUS_OK);
	/* Round the table and back to seat 2: every seat passed, he may
	 * deal again. */
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 2, NULL);
	take(&s, &t);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 5, NULL);
	assert_int_equal(sabot_free_seat(&s, &r, &t, NULL, 0, &m),
			 STATUS_WRONG_ACTION);
}

/* LNSE-MIDI 9.6: "el nuevo mazo comenzara en el mismo casillero en caso de
 * haber salido BANCA en el último pase, de lo contrario el Sabot pasara al
 * jugador de la derecha" -- a tie too. */
static void midi__new_shoe_after_tie_passes_right__lnse_midi_9_6(void **state)
{
	static const int seats[] = { 2, 5, 0 };
	struct sabot_move m;
	struct sabot s;
	struct rules r;
	struct table t;

	(void)state;
	rules_init_midi(&r);
	seat_players(&t, &r, seats);
	start_at(&s, &r, &t, 2);
	pase(&s, &r, &t, COUP_WINNER_ANCAR);
	assert_int_equal(sabot_shoe_end(&s, &r, &t, &m), STATUS_OK);
	assert_int_equal(m.seat, 5);
	assert_string_equal(rules_cite(&r, m.rule), "LNSE-MIDI 9.6");
	start_at(&s, &r, &t, 2);
	pase(&s, &r, &t, COUP_WINNER_BANCA);
	assert_int_equal(sabot_shoe_end(&s, &r, &t, &m), STATUS_OK);
	assert_int_equal(m.seat, 2);
}

/* H8-2021: with nobody seated willing to deal, the croupier deals ("el
 * pagador hará de banca sacando las cartas"). */
static void midi__nobody_deals_croupier_deals__h8_2021(void **state)
{
	static const int seats[] = { 4, 0 };
	struct sabot s;
	struct rules r;
	struct table t;

	(void)state;
	rules_init_midi(&r);
	seat_players(&t, &r, seats);
	start_at(&s, &r, &t, 4);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	/* Alone: the sabot passed every seat, he may deal again. */
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 4, NULL);
	assert_int_equal(sabot_decline(&s, &r, &t), STATUS_OK);
	expect(&s, &r, &t, SABOT_DUTY_CROUPIER_DEALS, 4, NULL);
	pase(&s, &r, &t, COUP_WINNER_PUNTO);
	expect(&s, &r, &t, SABOT_DUTY_ASK_BANK, 4, NULL);
}

/* IPLyC 8.12: the calls are the regulation's (msgids in English). */
static void calls__every_call_has_text__iplyc_8_12(void **state)
{
	(void)state;
	assert_string_equal(sabot_call_text(SABOT_CALL_NONE), "");
	for (int c = 1; c < SABOT_CALL__COUNT; c++)
		assert_true(strlen(sabot_call_text((enum sabot_call)c)) > 0);
	assert_string_equal(sabot_call_text(SABOT_CALL_FREE_SEAT),
			    "Free seat to bank!");
	assert_string_equal(sabot_call_text(SABOT_CALL__COUNT), "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(table__right_and_left_wrap),
		cmocka_unit_test(remate__best_offer_wins__iplyc_7_5_4),
		cmocka_unit_test(remate__best_announced_and_invited_after_every_round__iplyc_8_7_1_1_13),
		cmocka_unit_test(remate__maximum_awarded_at_once__iplyc_7_5_6),
		cmocka_unit_test(remate__tie_asks_improvement_then_by_right_from_seat_1__iplyc_7_5_5),
		cmocka_unit_test(remate__too_few_players__iplyc_7_5_1),
		cmocka_unit_test(cut__left_of_banker_then_further_left_then_supervisor__iplyc_7_5_7),
		cmocka_unit_test(rotation__banca_keeps_punto_passes_right__iplyc_7_13_1_1),
		cmocka_unit_test(rotation__void_pase_changes_nothing__iplyc_7_7_4_5),
		cmocka_unit_test(free_seat__standing_player_banks_from_declined_seat__iplyc_7_9_5_2),
		cmocka_unit_test(free_seat__standing_nearest_croupier_right_first__iplyc_7_11_12),
		cmocka_unit_test(once_a_round__seat_of_one_who_banked_is_free__iplyc_7_9_8_1),
		cmocka_unit_test(empty_seats__one_free_seat_offer_then_next_player__iplyc_7_9_7_1),
		cmocka_unit_test(free_seat__offered_in_the_four_cases__iplyc_8_4_2_9),
		cmocka_unit_test(decline__banker_gives_up_before_winning__iplyc_7_9_2_7),
		cmocka_unit_test(no_bank_up__he_may_decline_free_seat__iplyc_7_10_1_1),
		cmocka_unit_test(wrong_banker__sabot_back_to_rightful_seat__iplyc_7_10_2_1),
		cmocka_unit_test(alone__may_bank_again_twice_then_sabot_waits__iplyc_7_9_5_4),
		cmocka_unit_test(alone__everybody_else_renounces__iplyc_7_9_5_4),
		cmocka_unit_test(mitad__after_two_wins_or_one_discounted__iplyc_7_9_2_4),
		cmocka_unit_test(mitad__less_than_half_counts_as_half__iplyc_8_4_2_2_7),
		cmocka_unit_test(mitad__once_only_in_trad__trad_35),
		cmocka_unit_test(new_shoe__banca_or_ancar_same_seat_punto_right__iplyc_7_13_1_1),
		cmocka_unit_test(midi__deal_passes_right_among_seated__lnse_midi_9_4),
		cmocka_unit_test(midi__new_shoe_after_tie_passes_right__lnse_midi_9_6),
		cmocka_unit_test(midi__nobody_deals_croupier_deals__h8_2021),
		cmocka_unit_test(calls__every_call_has_text__iplyc_8_12),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
