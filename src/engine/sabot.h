/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sabot.h: the sabot's life, from the remate to the end of the shoe.
 *
 * A step machine in a caller-owned struct: sabot_expected() says what the
 * croupier must do now about the sabot (ask for the cut, ask a seat for its
 * bank, offer the free seat, offer or award a suite, ...) with the rule
 * that requires it; the event functions record what happened.
 *
 * The model.  s->seat is the seat the sabot is played from.  It moves only
 * to the right, one seat at a time, and only when a suerte ends (Punto
 * wins: IPLyC 7.13.1.1, H8-2021), when nobody banks from it, or at a new
 * shoe.  Who banks from it is s->banker: the seat's player, someone who
 * took it as a free seat (7.9.5.2: he "saldrá con el Sabot en el asiento
 * del Apostador que hubo desistido"), or a suite's taker (who also banks
 * from the giver's seat: 8.4.2.5.4, 7.11.5).  So the end of a suite, a
 * suite nobody wants and a suite cut short by the end of the shoe all send
 * the sabot to the right of the original suite's seat (7.11.4, 7.11.8-9,
 * 7.13.2) with no extra bookkeeping.
 *
 * Choices where the regulations are silent (documented for the trainer):
 * - The round ("vuelta", 7.9.8.1) is LNSE-MIDI 9.4's definition, the only
 *   one written down: it ends when the sabot has passed as many seats as
 *   the table has, counted from the seat where the round began (the first
 *   banker's seat after a remate).  A new shoe does not start a new round:
 *   the rotation goes on where it was (7.13.1.1).
 * - A player has "banked" once he has dealt a pase (an ancar counts); one
 *   who takes the bank and gives it up before any pase (7.9.2.7) has not.
 *   Banking in a suite does not count: 7.9.8.1 exempts the suite, and
 *   7.11.7 keeps the seat right of the original suite its turn.
 * - A run of empty seats gets one "¡Asiento libre para bancar!" at its
 *   first seat (7.9.7.1: "deberá hacerlo en el primer asiento libre por
 *   derecha"); a free seat nobody takes sends the sabot on to the next
 *   occupied seat (7.9.5.2, 7.9.7.2: it never goes back).
 * - A free seat goes first to standing players, nearest the croupier's
 *   right first (8.12: the free seat is offered "al público"; 7.11.12;
 *   TRAD 6 also puts standing players before the next seat), then to seated
 *   players who have not banked this round, nearest to the right of the
 *   free seat.  Players who banked this round are not eligible (7.9.8.1)
 *   and are ignored if they ask.
 * - The player who cut (7.9.5.3): until a pase of the shoe is decided,
 *   the sabot that comes round to him because nobody else banked is not
 *   his: with no pase dealt it waits in the centre (7.9.5.3.2: "no podrá
 *   tomar éste el Sabot"); after an ancar he is asked like anybody
 *   (7.9.5.3.1: "está autorizado a hacerlo").  A decided pase ends the
 *   case: he is then a player like the others.
 * - Alone (7.9.5.4, TRAD 33): when everybody else has renounced or is
 *   absent and the sabot comes back to the last banker, the croupier tells
 *   him "¡Puede volver a bancar!", whatever the round; he may bank twice
 *   running, after which the sabot waits in the centre ("¡Sabot en
 *   espera!", 7.9.5.3.2, 7.9.8.2).  It also waits when the sabot has
 *   passed every seat and nobody banked; play resumes with a new remate
 *   (7.9.8.3): call sabot_start() again.
 * - Mitad (7.9.2.4): "dos pases consecutivos" counts Banca wins; an ancar
 *   between them neither counts nor breaks the run (as the payout module
 *   treats an ancar for the 100%/90% alternation).  After a mitad the count
 *   starts again ("toda vez que").
 * - House-banked profiles (LNSE-MIDI): seated players deal in turn (9.2);
 *   the sabot passes right when Punto wins (9.6, as at a new shoe) and
 *   stays on Banca and on a tie; since it only moves right, nobody deals
 *   twice before it has
 *   passed every seat (9.4).  A player who does not want to deal passes it
 *   right; no free seat, suite or mitad.  If nobody deals, the croupier
 *   does (as H8-2021 has him do for a lone Punto player).  At a new shoe a
 *   tie counts as "not Banca" and the sabot passes (9.6: "de lo
 *   contrario").
 * - The first dealer of a house-banked game: the regulations are silent;
 *   the first occupied seat from seat 1 (H8-2021 starts "por el jugador
 *   que esté a la derecha del pagador").
 * - A player-banked game without a remate (first_bank
 *   right_of_croupier, H8-2021): the first occupied seat from seat 1
 *   banks first; the player to his left cuts (IPLyC 7.5.7, H8 silent)
 *   and after the cut he is asked "¿Su banca?" like any banker.  If he
 *   declines, the rotation goes on as after any refusal (the free seat,
 *   7.9.5.1).
 * - croupier_banks_alone (H8-2021: with one seated player, "el cual
 *   deberá salir con el Sabot si apuesta a banca, en cambio si el
 *   jugador juega a punto, el pagador hará de banca sacando las
 *   cartas"): the lone player who declines the bank (or gives it up
 *   before his first win) leaves the croupier dealing from his seat;
 *   the croupier holds no suerte, so he deals on whoever wins (the
 *   document passes the sabot on a Punto win only from a player to "la
 *   persona sentada a su derecha"), and the lone player may not bet
 *   Banca from his seat meanwhile (he "deberá salir con el Sabot").  At
 *   the next shoe the player is asked for his bank again. */
#ifndef ENGINE_SABOT_H
#define ENGINE_SABOT_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/coup.h"
#include "engine/rules.h"
#include "engine/status.h"
#include "engine/suite.h"
#include "engine/table.h"

/* The croupier's words for the sabot's duties (IPLyC 8.12); see
 * sabot_call_text(). */
enum sabot_call {
	SABOT_CALL_NONE,
	SABOT_CALL_REMATE,          /* "¡Se remata la primera banca ...!" */
	SABOT_CALL_IMPROVE,         /* "¿Alguien mejora la oferta?" */
	SABOT_CALL_AWARDED,         /* "¡Adjudicada!" */
	SABOT_CALL_CUT,             /* "¡A Ud. le corresponde cortar!" */
	SABOT_CALL_SUPERVISOR_CUTS,
	SABOT_CALL_YOUR_BANK,       /* "¿Su banca?" */
	SABOT_CALL_BANK_AGAIN,      /* "¡Puede volver a bancar!" */
	SABOT_CALL_PASS_SABOT,      /* "¡Pase el sabot!" */
	SABOT_CALL_FREE_SEAT,       /* "¡Asiento libre para bancar!" */
	SABOT_CALL_PLACE_BETS,      /* "¡Hagan juego!" */
	SABOT_CALL_CROUPIER_DEALS,
	SABOT_CALL_SUITE,           /* "¡Suite de %s! ¿Alguien desea verla?" */
	SABOT_CALL_SUITE_OF_SUITE,  /* "¡Suite de suite de %s! ..." */
	SABOT_CALL_CEDE_SEAT,       /* "¡Por favor, le cede el asiento ...!" */
	SABOT_CALL_BY_HALF,         /* "Por mitad" */
	SABOT_CALL_EQUALS_HALF,     /* "¡Equivale a la mitad!" */
	SABOT_CALL_WAIT,            /* "¡Sabot en espera!" */
	SABOT_CALL__COUNT
};

/* The English msgid of a call, marked N_() for the front end to translate
 * (the Spanish catalog holds the regulation's words).  SABOT_CALL_SUITE and
 * SABOT_CALL_SUITE_OF_SUITE contain one %s for the amount.  "" for NONE. */
const char *sabot_call_text(enum sabot_call c);

enum sabot_phase {
	SABOT_IDLE,         /* no banker: remate (or first dealer) */
	SABOT_CUT,          /* the cut of a new shoe */
	SABOT_ASK,          /* ask the seat's player whether he banks */
	SABOT_FREE_SEAT,    /* the seat is free to bank */
	SABOT_PLAY,         /* a banker (or the croupier) deals */
	SABOT_SUITE_OFFER,  /* a suite is on offer */
	SABOT_WAIT,         /* nobody banks: the sabot waits in the centre */
};

enum sabot_duty_kind {
	SABOT_DUTY_REMATE,          /* auction the first bank (7.5.4) */
	SABOT_DUTY_ASK_CUT,         /* ask seat to cut (7.5.7) */
	SABOT_DUTY_SUPERVISOR_CUTS, /* nobody seated cuts (7.5.8) */
	SABOT_DUTY_ASK_BANK,        /* ask seat's player for his bank */
	SABOT_DUTY_BANK_AGAIN,      /* alone: he may bank again (7.9.5.4) */
	SABOT_DUTY_OFFER_FREE_SEAT, /* 7.9.5.1, 7.9.7, 8.4.2.9 */
	SABOT_DUTY_DEAL,            /* the banker at seat plays the pase */
	SABOT_DUTY_CROUPIER_DEALS,  /* house bank, nobody seated deals */
	SABOT_DUTY_OFFER_SUITE,     /* offer the suite for amount (7.11.3) */
	SABOT_DUTY_WAIT,            /* sabot in the centre (7.9.8.2) */
};

struct sabot_duty {
	enum sabot_duty_kind kind;
	enum sabot_call call;
	int seat;           /* the seat concerned; 0 for REMATE, WAIT, ... */
	int player;         /* the seat's player / banker / suite giver */
	int64_t amount;     /* OFFER_SUITE: the amount offered */
	int depth;          /* OFFER_SUITE: 1 suite, 2 suite of suite ... */
	bool discount;      /* OFFER_SUITE: the 5% of 7.11.11 applies */
	enum rule_id rule;
};

/* Where the sabot went after an event, and who banks there. */
struct sabot_move {
	int seat;
	int player;         /* who banks now; 0 if the seat is yet to ask */
	bool moved;         /* the sabot changed seat */
	int64_t amount;     /* a suite's taker: the amount he banks */
	enum sabot_call call;
	enum rule_id rule;
};

struct sabot_mitad {
	int64_t withdrawn;  /* what he asked for, handed to the banker: half
			       the bank or less (8.4.2.2.7) */
	int64_t remains;    /* what stays in play */
	enum sabot_call call; /* BY_HALF or EQUALS_HALF (8.4.2.2.6-7) */
	enum rule_id rule;
};

#define SABOT_BANKED_MAX (TABLE_SEATS_MAX + TABLE_STANDING_MAX)

/* Caller-owned; the fields are private to sabot*.c (read them through the
 * functions below). */
struct sabot {
	enum sabot_phase phase;
	enum sabot_phase after_cut;
	int seat;
	int banker;
	bool croupier;              /* house bank: the croupier deals */
	bool alone;                 /* ASK: the 7.9.5.4 case */
	int asked;                  /* ASK: the seat's player */
	int decliner;               /* FREE_SEAT: who declined it */
	int cut_refusals;
	enum rule_id why;
	enum coup_winner last;      /* the last defined pase */
	int round_steps, idle_steps;
	int banked[SABOT_BANKED_MAX], n_banked;
	int last_banker, runs;
	int suerte_pases, wins;
	bool mitad_taken;
	int rightful;               /* 7.10.2.1: the seat to go back to */
	int cutter;                 /* who cut this shoe, until a pase of it
				       is decided (7.9.5.3); 0: nobody */
	bool ancar_since_cut;       /* an ancar dealt since (7.9.5.3.1) */
	bool armed;                 /* IDLE after the sabot waited: the shoe
				       is cut and stays as it is (7.9.8.3) */
	struct suite suite;
};

/* Before the first shoe: phase IDLE. */
void sabot_init(struct sabot *s);
/* The first bank is awarded (after table_remate, or the first dealer of a
 * house-banked game; also after the sabot waited, 7.9.8.3): the player in
 * seat banks first; a new round begins; next comes the cut.
 * STATUS_NO_SUCH_SEAT, STATUS_SEAT_EMPTY, STATUS_TOO_FEW_PLAYERS. */
enum status sabot_start(struct sabot *s, const struct rules *r,
			const struct table *t, int seat);
/* WAIT: play resumes (7.9.8.3: "se procederá a un nuevo remate de la
 * Banca, sin que medie 'quema' de naipe alguno"): back to IDLE for the
 * remate, the shoe armed as it was, so that sabot_start() then skips the
 * cut.  STATUS_WRONG_ACTION outside WAIT. */
enum status sabot_resume(struct sabot *s);
/* A shoe's first bank without a remate (first_bank right_of_croupier):
 * the cut by the player left of seat, then seat's player is asked for his
 * bank.  Errors as sabot_start(). */
enum status sabot_start_asking(struct sabot *s, const struct rules *r,
			       const struct table *t, int seat);
/* What the croupier must do now.  STATUS_TOO_FEW_PLAYERS in IDLE with
 * fewer seated players than the profile needs (duty WAIT, MIN_PLAYERS). */
enum status sabot_expected(const struct sabot *s, const struct rules *r,
			   const struct table *t, struct sabot_duty *out);

/* The cut: the seat asked refuses (the next one to the left is asked), or
 * the cut is made.  STATUS_WRONG_ACTION outside the cut. */
enum status sabot_cut_refused(struct sabot *s, const struct table *t);
enum status sabot_cut_done(struct sabot *s, const struct rules *r,
			   const struct table *t);

/* ASK: the seat's player takes the bank.  STATUS_WRONG_ACTION outside ASK,
 * STATUS_NOT_ALLOWED if player is not the one asked. */
enum status sabot_take(struct sabot *s, int player);
/* ASK: the player asked does not want to bank; or PLAY: the banker gives
 * up before winning a pase (7.9.2.7-8: offered again, as a free seat).
 * Once Banca has won he gives a suite instead (STATUS_NOT_ALLOWED). */
enum status sabot_decline(struct sabot *s, const struct rules *r,
			  const struct table *t);
/* FREE_SEAT: these players want to bank from the free seat; picks one
 * (see the choices above) or, with nobody eligible, moves the sabot on.
 * STATUS_BAD_ARGUMENT for a player not at the table or named twice. */
enum status sabot_free_seat(struct sabot *s, const struct rules *r,
			    const struct table *t, const int *interested,
			    int n, struct sabot_move *out);

/* PLAY: the pase ended.  Banca or ancar: the banker keeps the sabot;
 * Punto: it passes to the right (a suite ends, 7.11.4); void: nothing
 * changes.  STATUS_BAD_ARGUMENT for COUP_WINNER_NONE. */
enum status sabot_after_pase(struct sabot *s, const struct rules *r,
			     const struct table *t, enum coup_winner w,
			     struct sabot_move *out);

/* PLAY: the banker gives the suite, for amount (suite_offer_amount()),
 * before any card of the pase.  last_paid_in_full and whole_bank decide
 * the 7.11.11 discount.  STATUS_NOT_ALLOWED in a house-banked game. */
enum status sabot_give_suite(struct sabot *s, const struct rules *r,
			     int64_t amount, bool last_paid_in_full,
			     bool whole_bank);
/* SUITE_OFFER: the interested players (any order); amount is what the
 * taker banks (0: the amount offered; more: his raise, 7.11.3.1).
 * Nobody: the sabot goes right of the original suite (7.11.8-9). */
enum status sabot_award_suite(struct sabot *s, const struct rules *r,
			      const struct table *t, const int *interested,
			      int n, int64_t amount, struct sabot_move *out);

/* PLAY: the banker asks for half his bank (asked: what he asks for).
 * Less than half is withdrawn as asked and counts as the mitad
 * (7.9.2.4, 8.4.2.2.7: "Equivale Por Mitad").
 * STATUS_NOT_ALLOWED (with out->rule) when the rules do not allow it now;
 * STATUS_BAD_AMOUNT when asked is more than half, or not positive.
 * last_win_discounted: the last pase won was paid with the discount
 * (7.9.2.4: "en el primer pase de haber sufrido descuento"). */
enum status sabot_mitad(struct sabot *s, const struct rules *r, int64_t bank,
			int64_t asked, bool last_win_discounted,
			struct sabot_mitad *out);

/* 7.10.1.1: the banker had not put up his bank.  He is asked for it for
 * the next pase and "De no desear hacerlo, se ofrecerá Asiento Libre Para
 * Bancar": the pases won without a bank are forgotten (they were nobody's
 * win: no mitad from them, and sabot_decline() lets him go as before his
 * first win).  STATUS_WRONG_ACTION outside PLAY or with no banker. */
enum status sabot_bank_not_up(struct sabot *s);

/* 7.10.2.1: the banker was not entitled to the sabot.  He banks on until
 * his suerte ends (a suite he gives included: "De ser una Suite se
 * aplicará el mismo criterio"); then, instead of passing right, the
 * sabot "regresará posteriormente al asiento que corresponda": the seat
 * right of the last seat to his left whose player banked this round (the
 * regulations do not say how to find it; this is where the rotation would
 * have brought it).  With nobody to his left having banked this round
 * the seat cannot be told and the sabot passes right as usual.
 * STATUS_WRONG_ACTION outside PLAY or with no banker. */
enum status sabot_wrong_banker(struct sabot *s, const struct table *t);

/* The shoe ended; the new one is made.  Where it starts (7.13.1.1,
 * 7.13.2; LNSE-MIDI 9.6); then comes its cut. */
enum status sabot_shoe_end(struct sabot *s, const struct rules *r,
			   const struct table *t, struct sabot_move *out);

/* Reading the state. */
static inline enum sabot_phase sabot_phase(const struct sabot *s)
{
	return s->phase;
}
static inline int sabot_seat(const struct sabot *s) { return s->seat; }
static inline int sabot_banker(const struct sabot *s) { return s->banker; }
/* The croupier deals: a house-banked table nobody seated deals for, or a
 * lone player's (croupier_banks_alone). */
static inline bool sabot_croupier_deals(const struct sabot *s)
{
	return s->phase == SABOT_PLAY && s->croupier;
}
static inline int sabot_suite_depth(const struct sabot *s)
{
	return s->suite.depth;
}
bool sabot_banked_this_round(const struct sabot *s, int player);
/* For holder_find(): the sabot's seat and, in a suite, the seat of the
 * original suite (0 otherwise). */
void sabot_holder_seats(const struct sabot *s, int *sabot_seat,
			int *suite_seat);

#endif
