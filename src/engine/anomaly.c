/* SPDX-License-Identifier: GPL-3.0-or-later */
/* anomaly.c: rulings on the anomalies of IPLyC 7.7, 7.9.2.2, 7.10, 7.12
 * and 8.11.
 *
 * Each anomaly has its own small function that follows its article branch
 * by branch; the comment above each quotes what it applies.  Where the
 * article is silent on a case the function says so and gives the reading
 * it takes. */
#include "config.h"

#include "engine/anomaly.h"

#include <string.h>

#include "engine/tableau.h"

_Static_assert(RULING_BIT__COUNT <= 31, "ruling flags must fit an unsigned int");

static const char *const anomaly_keys[ANOMALY__COUNT] = {
#define ANOMALY_KEY(id, key, rule) key,
	ANOMALY_LIST(ANOMALY_KEY)
#undef ANOMALY_KEY
};

static const enum rule_id anomaly_rules[ANOMALY__COUNT] = {
#define ANOMALY_RULE(id, key, rule) RULE_##rule,
	ANOMALY_LIST(ANOMALY_RULE)
#undef ANOMALY_RULE
};

static const char *const ruling_keys[RULING_BIT__COUNT] = {
#define RULING_KEY(id, key) key,
	RULING_FLAG_LIST(RULING_KEY)
#undef RULING_KEY
};

/* Anything burnt stays burnt (7.7.7.4) and what enters the discard tray
 * never leaves it (7.7.7.5): every ruling that burns says so. */
#define RULING_ANY_BURN (RULING_BURN_CARD | RULING_BURN_CARDS | \
			 RULING_BURN_PASE | RULING_BURN_SHOE | RULING_REPLACE_CARD)

/* Sets the ruling.  iplyc is the exact IPLyC provision; a profile that
 * cites another regulation for this rule (TRAD 49, LNSE-MIDI 9.3) keeps
 * its own citation, since IPLyC's sub-article numbers mean nothing there. */
static void set(const struct rules *r, struct ruling *out, enum rule_id rule,
		unsigned flags, const char *iplyc)
{
	const char *cite = rules_cite(r, rule);

	if (flags & RULING_ANY_BURN)
		flags |= RULING_NEVER_RECONSTRUCT | RULING_DISCARD_FINAL;
	out->flags = flags;
	out->rule = rule;
	rules_copy_cite(out->article, strncmp(cite, "IPLyC ", 6) == 0 ? iplyc : cite);
}

/* 7.7.1.1 "Todo naipe del Sabot que apareciese dada vuelta 'se quema'.
 * La tercera vez que se produzca esta anomalía, se quema el mazo."
 * The profile gives the count (face_up_burns_shoe); 0 stands for TRAD 49,
 * where the shoe is burnt when the face-up cards are "considerable",
 * after consulting the inspector. */
static void rule_face_up(const struct rules *r, const struct anomaly_context *c,
			 struct ruling *out)
{
	unsigned flags = RULING_BURN_CARD;
	int n = r->face_up_burns_shoe;

	if (n > 0 && c->face_up_before + 1 >= n)
		flags |= RULING_BURN_SHOE;
	else if (n <= 0 && c->face_up_before > 0)
		flags |= RULING_SUPERVISOR_DECIDES;
	set(r, out, RULE_FACE_UP, flags, "IPLyC 7.7.1.1");
}

/* 7.7.2.1 confusion with no solution: "se procederá a quemarlos".
 * 7.7.2.2 distribution correct for the inspector, someone of the public
 * disagrees: "le estará permitido retirar su postura".
 * 7.7.2.3 "Si la disconformidad fuere del Apostador que tiene el Sabot, el
 * pase será quemado."
 * A confusion the inspector solves with nobody objecting is an ordinary
 * error, corrected with the cards in view (7.6.8). */
static void rule_confusion(const struct rules *r, const struct anomaly_context *c,
			   struct ruling *out)
{
	if (!c->inspector_settles)
		set(r, out, RULE_CONFUSION, RULING_BURN_CARDS, "IPLyC 7.7.2.1");
	else if (c->dissent == DISSENT_BANKER)
		set(r, out, RULE_CONFUSION, RULING_BURN_PASE, "IPLyC 7.7.2.3");
	else if (c->dissent == DISSENT_PUNTER)
		set(r, out, RULE_CONFUSION,
		    RULING_WITHDRAW_BET_ALLOWED | RULING_CARD_VALID, "IPLyC 7.7.2.2");
	else
		set(r, out, RULE_CONFUSION,
		    RULING_CORRECT_AT_ONCE | RULING_CARD_VALID, "IPLyC 7.6.8");
}

/* 7.7.3.2 banker turns a card not his before "No Va Mas": "se procederá
 * a quemar el mismo"; 7.7.3.3 after: "será válido para el pase". */
static void rule_banker_turns(const struct rules *r, const struct anomaly_context *c,
			      struct ruling *out)
{
	if (c->no_va_mas)
		set(r, out, RULE_BANKER_TURNS, RULING_CARD_VALID, "IPLyC 7.7.3.3");
	else
		set(r, out, RULE_BANKER_TURNS, RULING_BURN_CARD, "IPLyC 7.7.3.2");
}

/* 7.7.4.1 a card wrongly asked for Punto "será adjudicado, si lo
 * necesitare, a la Banca, caso contrario se quemará". */
static void rule_wrong_punto_card(const struct rules *r,
				  const struct anomaly_context *c,
				  struct ruling *out)
{
	set(r, out, RULE_WRONG_PUNTO_CARD,
	    c->banca_needs_card ? RULING_CARD_TO_BANCA : RULING_BURN_CARD,
	    "IPLyC 7.7.4.1");
}

/* 7.7.4.3 Punto's cards handed to the wrong player.
 * .1 noticed at once (before they are turned): rectified;
 * .2 noticed after they are turned, with a voluntad de cinco "decidida o
 *    no": the player who should have turned them decides;
 * .3 after a Banca card is turned: it stands, "siendo inapelable la
 *    voluntad anunciada por el Pagador".
 * Turned without a 5 and before Banca: the article is silent; the turn
 * decided nothing, so the cards play as they are.  TRAD 19 differs (the
 * profile's wrong_holder_five_stands): "Si el jugador que tomó las cartas
 * las hubiere descubierto y decidido voluntad de cinco, no habrá lugar a
 * reclamo alguno": a 5 already decided by the wrong player stands. */
static void rule_wrong_holder(const struct rules *r, const struct anomaly_context *c,
			      struct ruling *out)
{
	bool five = c->punto_five && r->voluntad;

	if (c->banca_turned)
		set(r, out, RULE_WRONG_HOLDER,
		    RULING_PASE_VALID | (five ? RULING_CALL_STANDS : 0u),
		    "IPLyC 7.7.4.3.3");
	else if (!c->punto_turned)
		set(r, out, RULE_WRONG_HOLDER, RULING_CORRECT_AT_ONCE,
		    "IPLyC 7.7.4.3.1");
	else if (five && c->five_decided && r->wrong_holder_five_stands)
		set(r, out, RULE_WRONG_HOLDER,
		    RULING_CARD_VALID | RULING_CALL_STANDS, "IPLyC 7.7.4.3");
	else if (five)
		set(r, out, RULE_WRONG_HOLDER, RULING_RIGHT_PLAYER_DECIDES,
		    "IPLyC 7.7.4.3.2");
	else
		set(r, out, RULE_WRONG_HOLDER, RULING_CARD_VALID, "IPLyC 7.7.4.3");
}

/* 7.7.4.4 the voluntad misunderstood.  .1 before the banker turns any
 * card: "se podrá rectificar"; .2 after a Banca card: it stands, the
 * croupier's call unappealable. */
static enum status rule_voluntad_error(const struct rules *r,
				       const struct anomaly_context *c,
				       struct ruling *out)
{
	if (!r->voluntad)
		return STATUS_NOT_ALLOWED;
	if (c->banca_turned)
		set(r, out, RULE_VOLUNTAD_ERROR,
		    RULING_PASE_VALID | RULING_CALL_STANDS, "IPLyC 7.7.4.4.2");
	else
		set(r, out, RULE_VOLUNTAD_ERROR, RULING_CORRECT_AT_ONCE,
		    "IPLyC 7.7.4.4.1");
	return STATUS_OK;
}

/* 7.7.5 a player cannot finish the pase.
 * .1.1 "Dado uno o más naipes, aunque por accidente se descubriera alguno
 *      de ellos, se quemará el pase y se ofrecerá 'Asiento Libre Para
 *      Bancar', siempre que no haya habido pase anterior."  After a
 *      previous pase the article does not say who banks: left to the
 *      superiors (7.15.3).
 * .1.2 Punto's cards turned: the supervisor defines the pase; if Banca
 *      wins, the suite is given and the money held in custody.
 * No card out yet: a banker who gives up before dealing, 7.9.2.8.
 * House-banked (LNSE-MIDI 9.5): the supervisor goes on drawing, then the
 * sabot passes to the right. */
static void rule_cannot_finish(const struct rules *r,
			       const struct anomaly_context *c,
			       struct ruling *out)
{
	if (r->banking == BANKING_HOUSE) {
		out->flags = RULING_SUPERVISOR_COMPLETES | RULING_SABOT_TO_RIGHT;
		out->rule = RULE_CANNOT_FINISH;
		rules_copy_cite(out->article, "LNSE-MIDI 9.5");
	} else if (c->punto_turned) {
		set(r, out, RULE_CANNOT_FINISH,
		    RULING_SUPERVISOR_COMPLETES | RULING_SUITE_IF_BANCA_WINS,
		    "IPLyC 7.7.5.1.2");
	} else if (c->cards_out > 0) {
		set(r, out, RULE_CANNOT_FINISH,
		    RULING_BURN_PASE | (c->previous_pase ?
					RULING_SUPERVISOR_DECIDES :
					RULING_FREE_SEAT_TO_BANK),
		    "IPLyC 7.7.5.1.1");
	} else {
		set(r, out, RULE_CANNOT_FINISH, RULING_FREE_SEAT_TO_BANK,
		    "IPLyC 7.9.2.8");
	}
}

/* 7.7.7.1.1 a foreign back noticed while dealing, or a Joker on turning:
 * "el pase será quemado e inmediatamente se cambiará el mazo".
 * 7.7.7.1.2 the 5th or 6th card: "será quemado, reemplazándolo por el
 * siguiente hasta definirse el pase, luego se procederá a cambiar el
 * mazo". */
static void rule_foreign(const struct rules *r, const struct anomaly_context *c,
			 struct ruling *out)
{
	if (c->cards_out >= 5)
		set(r, out, RULE_FOREIGN_CARD,
		    RULING_REPLACE_CARD | RULING_CHANGE_SHOE_AFTER,
		    "IPLyC 7.7.7.1.2");
	else
		set(r, out, RULE_FOREIGN_CARD,
		    RULING_BURN_PASE | RULING_CHANGE_SHOE, "IPLyC 7.7.7.1.1");
}

/* 7.7.7.2 stuck or extra cards on turning: "se quemará el pase, de
 * continuar esto en forma considerable, se quemará el mazo". */
static void rule_stuck(const struct rules *r, const struct anomaly_context *c,
		       struct ruling *out)
{
	set(r, out, RULE_FOREIGN_CARD,
	    RULING_BURN_PASE | (c->recurring ? RULING_BURN_SHOE : 0u),
	    "IPLyC 7.7.7.2");
}

/* 7.10.1 the banker had not put up his bank.  .1 "De haber resultado
 * ganador en ese pase, se le pedirá al mismo la apuesta para el pase
 * siguiente ... De no desear hacerlo, se ofrecerá 'Asiento Libre Para
 * Bancar'."  Silent cases, read as: an ancar keeps him at the sabot like
 * a win (7.13.1.1), so the same; a Punto win passes the sabot as always;
 * noticed before any card, he is asked now; during the pase, it is
 * played out first. */
static void rule_no_bank_up(const struct rules *r, const struct anomaly_context *c,
			    struct ruling *out)
{
	switch (c->outcome) {
	case OUTCOME_BANCA:
	case OUTCOME_ANCAR:
		set(r, out, RULE_NO_BANK_UP,
		    RULING_ASK_BANK | RULING_FREE_SEAT_TO_BANK, "IPLyC 7.10.1.1");
		break;
	case OUTCOME_PUNTO:
		set(r, out, RULE_NO_BANK_UP, RULING_SABOT_TO_RIGHT, "IPLyC 7.10.1");
		break;
	case OUTCOME_NONE:
	default:
		set(r, out, RULE_NO_BANK_UP,
		    c->cards_out > 0 ? RULING_FINISH_PASE :
		    RULING_CORRECT_AT_ONCE | RULING_ASK_BANK, "IPLyC 7.10.1");
		break;
	}
}

/* 7.10.2 a player banked who should not have.  .1 "De haber resultado
 * ganadora la Banca tendrá derecho a continuar Bancando hasta la
 * finalización de la suerte, el Sabot regresará posteriormente al asiento
 * que corresponda, no pudiendo Bancar nuevamente en la misma vuelta".
 * Silent cases: an ancar is no loss, so as a win; a Punto win ends his
 * run, so the sabot goes back at once; noticed before any card, it is
 * simply put right. */
static void rule_wrong_banker(const struct rules *r,
			      const struct anomaly_context *c,
			      struct ruling *out)
{
	switch (c->outcome) {
	case OUTCOME_BANCA:
	case OUTCOME_ANCAR:
		set(r, out, RULE_WRONG_BANKER,
		    RULING_KEEP_BANKING | RULING_SABOT_TO_RIGHTFUL_SEAT |
		    RULING_NO_BANK_AGAIN_THIS_ROUND, "IPLyC 7.10.2.1");
		break;
	case OUTCOME_PUNTO:
		set(r, out, RULE_WRONG_BANKER,
		    RULING_SABOT_TO_RIGHTFUL_SEAT | RULING_NO_BANK_AGAIN_THIS_ROUND,
		    "IPLyC 7.10.2");
		break;
	case OUTCOME_NONE:
	default:
		set(r, out, RULE_WRONG_BANKER,
		    c->cards_out > 0 ? RULING_FINISH_PASE :
		    RULING_CORRECT_AT_ONCE | RULING_SABOT_TO_RIGHTFUL_SEAT,
		    "IPLyC 7.10.2");
		break;
	}
}

static bool context_valid(const struct anomaly_context *c)
{
	return c->cards_out >= 0 && c->cards_out <= 6 &&
	       c->face_up_before >= 0 &&
	       (unsigned)c->dissent <= DISSENT_BANKER &&
	       (unsigned)c->outcome <= OUTCOME_ANCAR;
}

void anomaly_context_init(struct anomaly_context *ctx)
{
	memset(ctx, 0, sizeof *ctx);
	ctx->dissent = DISSENT_NOBODY;
	ctx->outcome = OUTCOME_NONE;
}

enum status anomaly_rule(const struct rules *r, enum anomaly a,
			 const struct anomaly_context *c, struct ruling *out)
{
	if ((unsigned)a >= ANOMALY__COUNT || !context_valid(c))
		return STATUS_BAD_ARGUMENT;
	switch (a) {
	case ANOMALY_FACE_UP:
		rule_face_up(r, c, out);
		break;
	case ANOMALY_CONFUSION:
		rule_confusion(r, c, out);
		break;
	case ANOMALY_BANKER_TURNS:
		rule_banker_turns(r, c, out);
		break;
	case ANOMALY_WRONG_PUNTO_CARD:
		rule_wrong_punto_card(r, c, out);
		break;
	case ANOMALY_WRONG_BANCA_CARD:
		/* 7.7.4.2 "se procederá a quemar el mismo" */
		set(r, out, RULE_WRONG_BANCA_CARD, RULING_BURN_CARD, "IPLyC 7.7.4.2");
		break;
	case ANOMALY_WRONG_HOLDER:
		rule_wrong_holder(r, c, out);
		break;
	case ANOMALY_VOLUNTAD_ERROR:
		return rule_voluntad_error(r, c, out);
	case ANOMALY_NOT_ENOUGH_CARDS:
		/* 7.7.4.5 "se considerará nulo a todos los efectos" */
		set(r, out, RULE_VOID_PASE, RULING_PASE_VOID, "IPLyC 7.7.4.5");
		break;
	case ANOMALY_CANNOT_FINISH:
		rule_cannot_finish(r, c, out);
		break;
	case ANOMALY_FLOOR_SHUFFLE:
		/* 7.7.6.1.1 while making the shoe: "se cambiará en forma
		 * inmediata" */
		set(r, out, RULE_FLOOR, RULING_CHANGE_SHOE, "IPLyC 7.7.6.1.1");
		break;
	case ANOMALY_FLOOR_STAFF:
		/* 7.7.6.1.2 picked up by the staff: "tendrán validez" */
		set(r, out, RULE_FLOOR, RULING_CARD_VALID, "IPLyC 7.7.6.1.2");
		break;
	case ANOMALY_FLOOR_PLAYER:
		/* 7.7.6.1.3 picked up by a player: the inspector or the
		 * supervisor decides whether they play */
		set(r, out, RULE_FLOOR, RULING_SUPERVISOR_DECIDES, "IPLyC 7.7.6.1.3");
		break;
	case ANOMALY_FOREIGN_BACK:
	case ANOMALY_JOKER:
		rule_foreign(r, c, out);
		break;
	case ANOMALY_STUCK_CARDS:
	case ANOMALY_EXTRA_CARD:
		rule_stuck(r, c, out);
		break;
	case ANOMALY_MARKED_CARDS:
		/* 7.7.7.3 "se cambiará el mazo en el momento que el Supervisor
		 * lo determine" */
		set(r, out, RULE_FOREIGN_CARD,
		    RULING_CHANGE_SHOE | RULING_SUPERVISOR_DECIDES, "IPLyC 7.7.7.3");
		break;
	case ANOMALY_EARLY_DRAW:
		/* 7.9.2.2 drawn before the croupier asks: "éstos serán
		 * quemados" (TRAD 15) */
		set(r, out, RULE_EARLY_DRAW, RULING_BURN_CARDS, "IPLyC 7.9.2.2");
		break;
	case ANOMALY_NO_BANK_UP:
		if (r->banking == BANKING_HOUSE)
			return STATUS_NOT_ALLOWED;
		rule_no_bank_up(r, c, out);
		break;
	case ANOMALY_WRONG_BANKER:
		if (r->banking == BANKING_HOUSE)
			return STATUS_NOT_ALLOWED;
		rule_wrong_banker(r, c, out);
		break;
	case ANOMALY_LAST_PASE_ANCAR:
		/* With a TIE bet an ancar is a result of its own. */
		if (r->tie_bet)
			return STATUS_NOT_ALLOWED;
		/* 7.12.1 "deberá definirse indefectiblemente la suerte
		 * ganadora mediante otro u otros pases ... los Apostadores
		 * podrán modificar sus apuestas total o parcialmente" */
		set(r, out, RULE_LAST_PASE_ANCAR,
		    RULING_PLAY_ON_UNTIL_DECIDED | RULING_BETS_MAY_CHANGE,
		    "IPLyC 7.12.1");
		break;
	case ANOMALY_LIGHT_PARTIAL:
		/* 8.11.2 "Cuando la iluminación sea parcial, la Superioridad
		 * determinará la continuación o cesación de la actividad de
		 * las mesas de juego.  En tal caso el Sabot pasará al centro
		 * del tapete, para su mejor control, debiendo además
		 * restituirse a los apostadores las apuestas."  "En tal caso"
		 * is read as the cesación: handing the bets back ends the
		 * play, which the continuación does not.  The croupier's
		 * ruling is the same whatever the superiors decide: they
		 * decide, and if play ceases the sabot goes to the centre. */
		set(r, out, RULE_LIGHTING,
		    RULING_SUPERVISOR_DECIDES | RULING_SABOT_TO_CENTRE,
		    "IPLyC 8.11.2");
		break;
	case ANOMALY_LIGHT_OUT:
		/* 8.11.3 "Si la falta de iluminación fuese total, se
		 * paralizará de inmediato toda actividad y los componentes
		 * del equipo tomarán los recaudos necesarios para el resguardo
		 * de los valores y los demás elementos que integran la mesa de
		 * juego."  Nothing is handed back in the dark; what follows is
		 * the superiors' (8.11.5). */
		set(r, out, RULE_LIGHTING, RULING_STOP_AT_ONCE, "IPLyC 8.11.3");
		break;
	case ANOMALY__COUNT:
	default:
		return STATUS_BAD_ARGUMENT;
	}
	return STATUS_OK;
}

bool anomaly_banca_needs_card(int banca_total)
{
	if (banca_total < 0 || banca_total > 9 || tableau_is_natural(banca_total))
		return false;
	return tableau_banca_draws(banca_total, -1);
}

bool anomaly_banca_needs_card_in(int punto_total, int banca_total,
				 int punto_third)
{
	if (punto_total < 0 || punto_total > 9 || banca_total < 0 ||
	    banca_total > 9 || punto_third < -1 || punto_third > 9)
		return false;
	if (tableau_is_natural(punto_total) || tableau_is_natural(banca_total))
		return false;
	return tableau_banca_draws(banca_total, punto_third);
}

const char *anomaly_key(enum anomaly a)
{
	return (unsigned)a < ANOMALY__COUNT ? anomaly_keys[a] : NULL;
}

enum anomaly anomaly_by_key(const char *key)
{
	for (int i = 0; i < ANOMALY__COUNT; i++)
		if (strcmp(anomaly_keys[i], key) == 0)
			return (enum anomaly)i;
	return ANOMALY__COUNT;
}

enum rule_id anomaly_rule_id(enum anomaly a)
{
	return (unsigned)a < ANOMALY__COUNT ? anomaly_rules[a] : RULE__COUNT;
}

const char *ruling_flag_key(unsigned flag)
{
	for (int i = 0; i < RULING_BIT__COUNT; i++)
		if (flag == 1u << i)
			return ruling_keys[i];
	return NULL;
}

unsigned ruling_flag_by_key(const char *key)
{
	for (int i = 0; i < RULING_BIT__COUNT; i++)
		if (strcmp(ruling_keys[i], key) == 0)
			return 1u << i;
	return 0;
}
