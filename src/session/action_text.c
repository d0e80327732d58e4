/* SPDX-License-Identifier: GPL-3.0-or-later */
/* action_text.c: the words of every croupier action; see action_text.h.
 * The coup's calls were first written for "crupier coup" (coup_cmd.c),
 * which now takes them from here. */
#include "config.h"

#include "session/action_text.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "engine/sabot.h"
#include "i18n.h"
#include "session/chips_text.h"

#define PART_MAX 256

/* The ten ancar calls (IPLyC 8.12: "¡ANCAR DE BACARA!", "¡ANCAR DE
 * SIETE!"), whole so that each translates as one sentence. */
static const char *const ancar_calls[10] = {
	N_("Ancar of baccarat!"), N_("Ancar of one!"), N_("Ancar of two!"),
	N_("Ancar of three!"), N_("Ancar of four!"), N_("Ancar of five!"),
	N_("Ancar of six!"), N_("Ancar of seven!"), N_("Ancar of eight!"),
	N_("Ancar of nine!"),
};

static const char *const anomaly_names[ANOMALY__COUNT] = {
	[ANOMALY_FACE_UP] = N_("A card came out of the sabot face up"),
	[ANOMALY_CONFUSION] = N_("Confusion in the distribution of the cards"),
	[ANOMALY_BANKER_TURNS] = N_("The banker turned a card that is not his"),
	[ANOMALY_WRONG_PUNTO_CARD] = N_("A card wrongly asked for Punto"),
	[ANOMALY_WRONG_BANCA_CARD] = N_("A card wrongly asked for Banca"),
	[ANOMALY_WRONG_HOLDER] = N_("Punto's cards handed to the wrong player"),
	[ANOMALY_VOLUNTAD_ERROR] = N_("The voluntad misunderstood"),
	[ANOMALY_NOT_ENOUGH_CARDS] = N_("Not enough cards to define the pase"),
	[ANOMALY_CANNOT_FINISH] = N_("The banker cannot finish the pase"),
	[ANOMALY_FLOOR_SHUFFLE] = N_("Cards on the floor while making the shoe"),
	[ANOMALY_FLOOR_STAFF] = N_("Cards on the floor, picked up by the staff"),
	[ANOMALY_FLOOR_PLAYER] = N_("Cards on the floor, picked up by a player"),
	[ANOMALY_FOREIGN_BACK] = N_("A card with a different back"),
	[ANOMALY_JOKER] = N_("A joker"),
	[ANOMALY_STUCK_CARDS] = N_("Cards stuck together"),
	[ANOMALY_EXTRA_CARD] = N_("A card too many"),
	[ANOMALY_MARKED_CARDS] = N_("Marked cards"),
	[ANOMALY_EARLY_DRAW] = N_("The banker drew before \"Cards!\""),
	[ANOMALY_NO_BANK_UP] = N_("The banker had not put up his bank"),
	[ANOMALY_WRONG_BANKER] = N_("The wrong player banked"),
	[ANOMALY_LAST_PASE_ANCAR] = N_("The last pase is ancar"),
	/* TRANSLATORS: IPLyC 8.11.1 "iluminación parcializada o a media
	 * luz". */
	[ANOMALY_LIGHT_PARTIAL] = N_("The room's lighting fails in part"),
	/* TRANSLATORS: IPLyC 8.11.3 "la falta de iluminación fuese
	 * total". */
	[ANOMALY_LIGHT_OUT] = N_("The room is left without lighting"),
};

/* Each a sentence: a ruling is said as the anomaly, then its remedies. */
static const char *const ruling_texts[RULING_BIT__COUNT] = {
	[RULING_BIT_BURN_CARD] = N_("The card is burnt."),
	[RULING_BIT_BURN_CARDS] = N_("The cards drawn are burnt."),
	[RULING_BIT_BURN_PASE] = N_("The pase is burnt!"),
	[RULING_BIT_BURN_SHOE] = N_("The shoe is burnt!"),
	[RULING_BIT_CHANGE_SHOE] = N_("The decks are changed at once."),
	[RULING_BIT_CARD_TO_BANCA] = N_("The card goes to Banca."),
	[RULING_BIT_CARD_VALID] = N_("The cards are valid."),
	[RULING_BIT_REPLACE_CARD] = N_("The card is burnt and replaced by the next."),
	[RULING_BIT_CHANGE_SHOE_AFTER] = N_("The decks are changed once the pase is defined."),
	[RULING_BIT_PASE_VALID] = N_("This pase is correct!"),
	[RULING_BIT_PASE_VOID] = N_("Pase undecided!"),
	[RULING_BIT_CORRECT_AT_ONCE] = N_("The mistake is put right with the cards in view."),
	[RULING_BIT_RIGHT_PLAYER_DECIDES] = N_("The player who should have turned the cards decides the 5."),
	[RULING_BIT_CALL_STANDS] = N_("The voluntad the croupier announced stands."),
	[RULING_BIT_WITHDRAW_BET_ALLOWED] = N_("A punter who disagrees may take his bet back."),
	[RULING_BIT_SUPERVISOR_COMPLETES] = N_("The supervisor completes the pase."),
	[RULING_BIT_SUPERVISOR_DECIDES] = N_("The supervisor decides."),
	[RULING_BIT_SUITE_IF_BANCA_WINS] = N_("If Banca wins, the suite is given and the bank held in custody."),
	[RULING_BIT_ASK_BANK] = N_("He is asked for his bank for the next pase."),
	[RULING_BIT_FREE_SEAT_TO_BANK] = N_("Free seat to bank!"),
	[RULING_BIT_SABOT_TO_RIGHT] = N_("The sabot passes to the right."),
	[RULING_BIT_KEEP_BANKING] = N_("He may bank until his run ends."),
	[RULING_BIT_SABOT_TO_RIGHTFUL_SEAT] = N_("Then the sabot goes back to the seat it belonged to."),
	[RULING_BIT_NO_BANK_AGAIN_THIS_ROUND] = N_("He may not bank again in this round."),
	[RULING_BIT_FINISH_PASE] = N_("The pase is played out first."),
	[RULING_BIT_PLAY_ON_UNTIL_DECIDED] = N_("More pases are played until one is decided."),
	[RULING_BIT_BETS_MAY_CHANGE] = N_("The players may change their bets."),
	[RULING_BIT_NEVER_RECONSTRUCT] = N_("What was burnt is never rebuilt."),
	[RULING_BIT_DISCARD_FINAL] = N_("Cards in the discard tray never come out again."),
	/* TRANSLATORS: IPLyC 8.11.2, in its words: "el Sabot pasará al
	 * centro del tapete ... restituirse a los apostadores las
	 * apuestas". */
	[RULING_BIT_SABOT_TO_CENTRE] = N_("The sabot goes to the centre of the cloth and the bets are handed back to the punters."),
	/* TRANSLATORS: IPLyC 8.11.3, in its words: "se paralizará de
	 * inmediato toda actividad ... resguardo de los valores". */
	[RULING_BIT_STOP_AT_ONCE] = N_("All play stops at once; the staff keep the values and the table's other items safe."),
};

static const char *const question_texts[GAME_Q__COUNT] = {
	[GAME_Q_NONE] = "",
	[GAME_Q_REMATE] = N_("the offers for the first bank"),
	[GAME_Q_CUT] = N_("whether he cuts"),
	[GAME_Q_BANK] = N_("his bank, or whether he declines it"),
	[GAME_Q_FREE_SEAT] = N_("who wants to bank from the free seat"),
	[GAME_Q_BANKER] = N_("the banker's suite, mitad or raise before the pase"),
	[GAME_Q_SUITE] = N_("who wishes to see the suite"),
	[GAME_Q_FIVE] = N_("pido or planto"),
};

const char *action_winner_key(enum coup_winner w)
{
	switch (w) {
	case COUP_WINNER_PUNTO: return "punto";
	case COUP_WINNER_BANCA: return "banca";
	case COUP_WINNER_ANCAR: return "ancar";
	case COUP_WINNER_VOID: return "void";
	case COUP_WINNER_NONE: break;
	}
	return "none";
}

const char *action_winner_name(enum coup_winner w)
{
	switch (w) {
	case COUP_WINNER_PUNTO: return _("Punto");
	case COUP_WINNER_BANCA: return _("Banca");
	case COUP_WINNER_ANCAR: return _("ancar");
	case COUP_WINNER_VOID: return _("void pase");
	case COUP_WINNER_NONE: break;
	}
	return "-";
}

const char *action_chance_key(enum bet_chance c)
{
	switch (c) {
	case BET_ON_PUNTO: return "punto";
	case BET_ON_TIE: return "tie";
	case BET_ON_BANCA: break;
	}
	return "banca";
}

const char *action_chance_name(enum bet_chance c, enum bet_place place)
{
	if (place == PLACE_BANK)
		return _("the bank");
	switch (c) {
	case BET_ON_PUNTO: return _("Punto");
	case BET_ON_TIE: return _("the tie");
	case BET_ON_BANCA: break;
	}
	return _("Banca");
}

const char *action_anomaly_name(enum anomaly a)
{
	return (unsigned)a < ANOMALY__COUNT ? _(anomaly_names[a]) : "-";
}

const char *action_ruling_text(unsigned flag)
{
	for (int i = 0; i < RULING_BIT__COUNT; i++)
		if (flag == 1u << i)
			return _(ruling_texts[i]);
	return "-";
}

const char *action_question_text(enum game_question q)
{
	return (unsigned)q < GAME_Q__COUNT && q != GAME_Q_NONE
		       ? _(question_texts[q]) : "";
}

void action_coup_text(const struct rules *r, const struct coup_step *s,
		      char *buf, size_t size)
{
	char card[CARD_TEXT_MAX] = "";
	bool pn = s->punto_total >= 8, bn = s->banca_total >= 8;

	if (coup_action_takes_card(s->action) && s->card != 0)
		card_format(s->card, card);
	switch (s->action) {
	case COUP_CALL_NO_VA_MAS:
		snprintf(buf, size, "%s", _("No more bets!"));
		break;
	case COUP_CALL_CARTAS:
		snprintf(buf, size, "%s", _("Cards!"));
		break;
	/* Without its card (a choice offered before the card is dealt),
	 * the call names no card: the trainee must not learn it early. */
	case COUP_DEAL_TO_PUNTO:
		if (card[0] == '\0')
			snprintf(buf, size, "%s", _("Card to Punto"));
		else
			snprintf(buf, size, _("Card to Punto: %s"), card);
		break;
	case COUP_DEAL_TO_BANCA:
		if (card[0] == '\0')
			snprintf(buf, size, "%s", _("Card to Banca"));
		else
			snprintf(buf, size, _("Card to Banca: %s"), card);
		break;
	case COUP_ASK_VOLUNTAD:
		snprintf(buf, size, "%s", _("5 has voluntad!"));
		break;
	case COUP_RATIFY_PIDE:
		snprintf(buf, size, "%s", _("Draws with 5!"));
		break;
	case COUP_RATIFY_PLANTA:
		snprintf(buf, size, "%s", _("Stands with 5!"));
		break;
	case COUP_CALL_NO_FIVE:
		snprintf(buf, size, "%s", _("No 5!"));
		break;
	case COUP_ANNOUNCE_NATURAL:
		if (pn && bn)
			/* TRANSLATORS: Banca's total first (IPLyC 8.4.2.3.4). */
			snprintf(buf, size,
				 _("Banca has %d and Punto %d: the pase is defined!"),
				 s->banca_total, s->punto_total);
		else if (pn)
			snprintf(buf, size,
				 _("Punto has %d: the pase is defined!"),
				 s->punto_total);
		else if (bn || s->banca_total > s->punto_total)
			snprintf(buf, size,
				 _("Banca has %d: the pase is defined!"),
				 s->banca_total);
		else
			/* A 7 taken for a natural (a plausible mistake). */
			snprintf(buf, size,
				 _("Punto has %d: the pase is defined!"),
				 s->punto_total);
		break;
	case COUP_PUNTO_DRAWS:
		if (card[0] == '\0')
			snprintf(buf, size, "%s", _("Card for Punto!"));
		else
			snprintf(buf, size, _("Card for Punto! %s"), card);
		break;
	case COUP_PUNTO_STANDS:
		/* "¡No 6!, ¡No 7!" (IPLyC 8.12); the house-banked game says
		 * "El PUNTO se planta" (LNSE-MIDI 8.5). */
		if (r->banking == BANKING_HOUSE)
			snprintf(buf, size, _("Punto stands with %d."),
				 s->punto_total);
		else
			snprintf(buf, size, _("No %d!"), s->punto_total);
		break;
	case COUP_BANCA_DRAWS:
		if (card[0] == '\0')
			snprintf(buf, size, "%s", _("Card for Banca!"));
		else
			snprintf(buf, size, _("Card for Banca! %s"), card);
		break;
	case COUP_BANCA_STANDS:
		snprintf(buf, size, _("Banca stands with %d."), s->banca_total);
		break;
	case COUP_ANNOUNCE_TOTALS:
		/* TRANSLATORS: "¡9 por 4!": Banca's total, then Punto's
		 * (IPLyC 8.4.2.3.4, 8.12). */
		snprintf(buf, size, _("%d by %d!"), s->banca_total,
			 s->punto_total);
		break;
	case COUP_ANNOUNCE_WINNER:
		if (s->winner == COUP_WINNER_ANCAR)
			snprintf(buf, size, "%s",
				 _(ancar_calls[s->punto_total % 10]));
		else if (s->winner == COUP_WINNER_PUNTO)
			snprintf(buf, size, "%s", _("Punto wins!"));
		else
			snprintf(buf, size, "%s", _("Banca wins!"));
		break;
	case COUP_VOID_PASE:
		snprintf(buf, size, "%s", _("Pase undecided!"));
		break;
	case COUP_DONE:
	case COUP_ACTION__COUNT:
	default:
		snprintf(buf, size, "-");
		break;
	}
}

void action_hand_text(const card_t *cards, size_t n, char *buf,
		      size_t size)
{
	size_t len = 0;

	buf[0] = '\0';
	for (size_t i = 0; i < n && len + CARD_TEXT_MAX + 1 < size; i++) {
		char c[CARD_TEXT_MAX];

		len += (size_t)snprintf(buf + len, size - len, "%s%s",
					i ? " " : "", card_format(cards[i], c));
	}
	if (n == 0)
		snprintf(buf, size, "-");
}

/* "seat 3, Beto", "Beto", "seat 3" or "" for the action's person. */
static void who_text(const struct game_action *a, const char *name,
		     char *buf, size_t size)
{
	bool payment = a->kind == GAME_ACT_RETURN_EXCESS ||
		       a->kind == GAME_ACT_COLLECT || a->kind == GAME_ACT_PAY ||
		       a->kind == GAME_ACT_RETURN_BET;

	if (payment && a->place == PLACE_STANDING)
		/* TRANSLATORS: a standing punter's bet: "Hugo, de pie". */
		snprintf(buf, size, _("%s, standing"),
			 name != NULL && name[0] != '\0' ? name : "-");
	else if (name != NULL && name[0] != '\0' && a->seat > 0)
		snprintf(buf, size, _("seat %d, %s"), a->seat, name);
	else if (name != NULL && name[0] != '\0')
		snprintf(buf, size, "%s", name);
	else if (a->seat > 0)
		snprintf(buf, size, _("seat %d"), a->seat);
	else
		buf[0] = '\0';
}

static void amount_text(int64_t v, char *buf, size_t size)
{
	snprintf(buf, size, "%" PRId64, v);
}

static void ruling_text(const struct game_action *a, char *buf, size_t size)
{
	const unsigned shoe_when_supervisor =
		RULING_CHANGE_SHOE | RULING_SUPERVISOR_DECIDES;
	const unsigned centre_if_supervisor =
		RULING_SABOT_TO_CENTRE | RULING_SUPERVISOR_DECIDES;
	size_t len;

	/* The anomaly (and the card it concerns), then the ruling's
	 * sentences. */
	if (a->card != 0) {
		char c[CARD_TEXT_MAX];

		snprintf(buf, size, "%s (%s).", action_anomaly_name(a->anomaly),
			 card_format(a->card, c));
	} else {
		snprintf(buf, size, "%s.", action_anomaly_name(a->anomaly));
	}
	for (int i = 0; i < RULING_BIT__COUNT; i++) {
		unsigned f = 1u << i;
		const char *text = action_ruling_text(f);

		/* The two that close every burning ruling go unsaid: they
		 * are the rule, not the remedy. */
		if (!(a->flags & f) || f == RULING_NEVER_RECONSTRUCT ||
		    f == RULING_DISCARD_FINAL)
			continue;
		/* 7.7.7.3: marked cards, "se cambiará el mazo en el momento
		 * que el Supervisor lo determine": one sentence, not "at
		 * once" and then "the supervisor decides". */
		if ((a->flags & shoe_when_supervisor) == shoe_when_supervisor) {
			if (f == RULING_SUPERVISOR_DECIDES)
				continue;
			if (f == RULING_CHANGE_SHOE)
				text = _("The decks are changed when the supervisor decides.");
		}
		/* 8.11.2: the superiors decide whether play goes on, and
		 * "en tal caso" (it ceases) the sabot goes to the centre:
		 * one sentence. */
		if ((a->flags & centre_if_supervisor) == centre_if_supervisor) {
			if (f == RULING_SUPERVISOR_DECIDES)
				continue;
			if (f == RULING_SABOT_TO_CENTRE)
				/* TRANSLATORS: IPLyC 8.11.2, in its words. */
				text = _("The superiors decide whether play goes on or ceases; if it ceases, the sabot goes to the centre of the cloth and the bets are handed back to the punters.");
		}
		len = strlen(buf);
		if (len + 2 >= size)
			break;
		snprintf(buf + len, size - len, " %s", text);
	}
}

/* The action's own words, without the person. */
/* A payment of a table that pays in chips, with its chips known. */
static bool paid_in_chips(const struct rules *r, const struct game_action *a)
{
	return r != NULL && r->chips.on &&
	       chips_pieces(&r->chips, &a->chips) > 0;
}

static void body_text(const struct rules *r, const struct game_action *a,
		      const char *name, char *buf, size_t size)
{
	char x[32], y[32], part[PART_MAX];
	struct coup_step s;

	amount_text(a->amount, x, sizeof x);
	amount_text(a->stake, y, sizeof y);
	switch (a->kind) {
	case GAME_ACT_AWARD_BANK:
		/* TRANSLATORS: "¡Adjudicada! ¡2000 en banca!" (IPLyC 8.12). */
		snprintf(buf, size, _("Awarded! %s in the bank!"), x);
		break;
	case GAME_ACT_FREE_SEAT:
		if (a->amount > 0)
			/* TRANSLATORS: a bank given up, offered again "por el
			 * mismo importe" (IPLyC 7.9.2.7). */
			snprintf(buf, size, _("%s For %s."),
				 _(sabot_call_text(a->call)), x);
		else
			snprintf(buf, size, "%s", _(sabot_call_text(a->call)));
		break;
	case GAME_ACT_ASK_IMPROVE:
		/* TRANSLATORS: the best offer announced, then the invitation
		 * "¿Alguien mejora la oferta?" (IPLyC 8.7.1.1.13). */
		snprintf(buf, size, _("%s offered! %s"), x,
			 _(sabot_call_text(a->call)));
		break;
	case GAME_ACT_SAFETY_CARD:
		snprintf(buf, size,
			 _("The safety cut card goes in with %d cards below it."),
			 a->count);
		break;
	case GAME_ACT_BURN: {
		char c[CARD_TEXT_MAX];

		card_format(a->card, c);
		snprintf(buf, size,
			 _("Burn: the first card is %s; %d more cards to the discard tray."),
			 c, a->count);
		break;
	}
	case GAME_ACT_OFFER_SUITE:
		if (a->count > 1)
			snprintf(part, sizeof part,
				 _("Suite of suite of %s! Does anyone wish to see it?"),
				 x);
		else
			snprintf(part, sizeof part,
				 _("Suite of %s! Does anyone wish to see it?"), x);
		if (a->stake > 0)
			/* TRANSLATORS: the 5% of IPLyC 7.11.11. */
			snprintf(buf, size, _("%s (discount first: %s)"), part, y);
		else
			snprintf(buf, size, "%s", part);
		break;
	case GAME_ACT_AWARD_SUITE:
		snprintf(buf, size, _("Awarded! The suite, for %s."), x);
		break;
	case GAME_ACT_MITAD:
		snprintf(buf, size, _("%s %s withdrawn, %s stays in the bank."),
			 _(sabot_call_text(a->call)), x, y);
		break;
	case GAME_ACT_MITAD_BACK:
		/* TRANSLATORS: IPLyC 7.9.2.6: the mitad refused as it is
		 * handed over "será reintegrada a Banca y no se considerará
		 * 'Banca aumentada'"; then the bank in play. */
		snprintf(buf, size,
			 _("The mitad, %s, goes back into the bank, not as a raised bank: %s in the bank."),
			 x, y);
		break;
	case GAME_ACT_RAISE:
		snprintf(buf, size, _("Bank raised to %s!"), x);
		break;
	case GAME_ACT_DENY:
		if (a->denied == GAME_ACT_MITAD)
			snprintf(buf, size,
				 _("No mitad now: the rules do not allow it (%s asked)."),
				 x);
		else if (a->denied == GAME_ACT_RAISE)
			snprintf(buf, size, _("The bank cannot be raised to %s."),
				 x);
		else
			snprintf(buf, size, "%s",
				 _("No suite can be given now."));
		break;
	case GAME_ACT_PLACE_BETS:
		if (a->count == 1 && r->banking == BANKING_PLAYER &&
		    a->amount > 0)
			/* TRANSLATORS: the day's last pase, IPLyC 8.12:
			 * "¡2000 en banca! ¡Hagan juego para el último
			 * pase!". */
			snprintf(buf, size,
				 _("%s in the bank! Place your bets for the last pase!"),
				 x);
		else if (a->count == 1)
			snprintf(buf, size, "%s",
				 _("Place your bets for the last pase!"));
		else if (r->banking == BANKING_PLAYER && a->amount > 0)
			/* TRANSLATORS: "¡2000 en banca! ¡Hagan juego!"
			 * (IPLyC 8.4.2.1.2, 8.12). */
			snprintf(buf, size, _("%s in the bank! Place your bets!"), x);
		else
			snprintf(buf, size, "%s", _("Place your bets!"));
		break;
	case GAME_ACT_COUP:
		memset(&s, 0, sizeof s);
		s.action = a->step;
		s.rule = a->rule;
		s.card = a->card;
		s.punto_total = a->punto_total;
		s.banca_total = a->banca_total;
		s.winner = a->winner;
		action_coup_text(r, &s, buf, size);
		break;
	case GAME_ACT_REFUSED:
		if (a->rule == RULE_BOTH_CHANCES) {
			/* IPLyC 7.9.4.2 */
			snprintf(buf, size,
				 _("%s bets on both chances: no right to turn Punto's cards; the Punto bet goes to the standing area."),
				 name != NULL ? name : "-");
			break;
		}
		snprintf(buf, size,
			 _("%s will not turn Punto's cards: the bet goes to the standing area."),
			 name != NULL ? name : "-");
		break;
	case GAME_ACT_HOLDER:
		snprintf(buf, size, "%s", _("It is your turn to turn the cards!"));
		break;
	case GAME_ACT_CROUPIER_TURNS:
		snprintf(buf, size, "%s",
			 _("No seated bet on Punto: the croupier turns Punto's cards."));
		break;
	case GAME_ACT_RETURN_EXCESS:
		snprintf(buf, size, _("Your excess! %s"), x);
		break;
	case GAME_ACT_COLLECT:
		snprintf(buf, size, _("Takes in %s (%s)."), x,
			 action_chance_name(a->chance, a->place));
		break;
	case GAME_ACT_PAY:
		if (paid_in_chips(r, a)) {
			char list[CHIPS_TEXT_MAX];

			chips_list_text(&r->chips, &a->chips, list,
					sizeof list);
			if (a->place == PLACE_BANK)
				snprintf(buf, size,
					 _("The bank, %s: pays %s: %s."), y, x,
					 list);
			else
				/* TRANSLATORS: the bet announced, the
				 * payment and its chips, largest first
				 * (IPLyC 8.4.2.6.3): "1000 a Banca: paga
				 * 900: 1×500, 4×100." */
				snprintf(buf, size, _("%s on %s: pays %s: %s."),
					 y, action_chance_name(a->chance,
							       a->place),
					 x, list);
			break;
		}
		if (a->place == PLACE_BANK)
			snprintf(buf, size, _("The bank, %s: pays %s."), y, x);
		else
			/* TRANSLATORS: the bet announced, then the payment
			 * (IPLyC 8.4.2.6.3.1-2): "1000 a Banca: paga 900." */
			snprintf(buf, size, _("%s on %s: pays %s."), y,
				 action_chance_name(a->chance, a->place), x);
		break;
	case GAME_ACT_CHANGE: {
		char list[CHIPS_TEXT_MAX];

		if (r != NULL)
			chips_list_text(&r->chips, &a->chips, list,
					sizeof list);
		else
			snprintf(list, sizeof list, "-");
		/* TRANSLATORS: "Cambio" and the amount, then the chips
		 * handed (IPLyC 8.4.2.7.2): "¡Cambio de 1000! 10×100." */
		snprintf(buf, size, _("Change of %s! %s."), x, list);
		break;
	}
	case GAME_ACT_LAST_PASE:
		if (a->count == 1)
			/* TRANSLATORS: IPLyC 8.4.2.10.6, the day's last
			 * hour: "Último pase, esta mesa continúa". */
			snprintf(buf, size, "%s",
				 _("Last pase, this table continues!"));
		else
			snprintf(buf, size, "%s", _("Last pase!"));
		break;
	case GAME_ACT_END_OF_SHOE:
		snprintf(buf, size, "%s", _("It has been the last pase!"));
		break;
	case GAME_ACT_RETURN_BET:
		if (a->rule == RULE_FORGOTTEN) {
			/* IPLyC 8.4.2.8.2-3, 7.8.2.1 */
			snprintf(buf, size,
				 _("Withdraws the unclaimed bet, %s (%s), into custody, with the Inspector's authorisation."),
				 x, action_chance_name(a->chance, a->place));
			break;
		}
		if (a->rule == RULE_CLAIMED) {
			/* TRANSLATORS: IPLyC 7.8.1.13: "ésta será retirada
			 * del juego hasta tanto se resuelva la legitimidad
			 * del reclamo". */
			snprintf(buf, size,
				 _("Two players claim %s (%s): the bet is withdrawn from play until the claim is settled."),
				 x, action_chance_name(a->chance, a->place));
			break;
		}
		if (a->stake > 0)
			/* TRANSLATORS: IPLyC 8.4.2.2.3: a standing player
			 * who withdraws part of his bet is told "el importe
			 * restante en juego". */
			snprintf(buf, size, _("Hands back %s (%s): %s remain in play."),
				 x, action_chance_name(a->chance, a->place), y);
		else
			snprintf(buf, size, _("Hands back %s (%s)."), x,
				 action_chance_name(a->chance, a->place));
		break;
	case GAME_ACT_RELIEF: {
		/* IPLyC 8.8.2.7.1-8.8.2.7.3: the report to the croupier
		 * coming in. */
		char bank[ACTION_TEXT_MAX], suite[ACTION_TEXT_MAX];

		if (a->winner == COUP_WINNER_PUNTO)
			snprintf(bank, sizeof bank, "%s",
				 _("Relief: Punto won; the new banker's first pase."));
		else if (a->count > 0 && a->stake > 0)
			snprintf(bank, sizeof bank,
				 a->count >= 100
				 ? _("Relief: the next payment without discount (%d%%); the mitad withdrawn: %s.")
				 : _("Relief: the next payment with discount (%d%%); the mitad withdrawn: %s."),
				 a->count, y);
		else if (a->count > 0)
			snprintf(bank, sizeof bank,
				 a->count >= 100
				 ? _("Relief: the next payment without discount (%d%%); no mitad withdrawn.")
				 : _("Relief: the next payment with discount (%d%%); no mitad withdrawn."),
				 a->count);
		else
			snprintf(bank, sizeof bank, "%s",
				 _("Relief: no bank in play."));
		suite[0] = '\0';
		if (a->seat > 0)
			/* TRANSLATORS: 8.8.2.7.3: who gave the suite and the
			 * seat that goes out when it ends. */
			snprintf(suite, sizeof suite,
				 _(" Suite given by %s; seat %d goes out when it ends."),
				 name != NULL ? name : "-", a->seat);
		snprintf(buf, size, "%s%s", bank, suite);
		break;
	}
	case GAME_ACT_NEW_SHOE:
		if (a->count == 1)
			/* TRANSLATORS: TRAD 7: nobody takes the bank given
			 * up, "se quemará el mazo, efectuándose un nuevo
			 * remate"; "¡Se quema el mazo!" (IPLyC 8.12). */
			snprintf(buf, size, "%s",
				 _("The shoe is burnt! A new remate."));
		else
			snprintf(buf, size, "%s", _("New shoe!"));
		break;
	case GAME_ACT_CHANGE_SHOE:
		snprintf(buf, size, "%s", _("The decks are changed."));
		break;
	case GAME_ACT_RULING:
		ruling_text(a, buf, size);
		break;
	case GAME_ACT_WAIT:
		snprintf(buf, size, _("Waiting for %s: %s."),
			 name != NULL && name[0] != '\0' ? name : _("the players"),
			 action_question_text(a->question));
		break;
	case GAME_ACT_OVER:
		snprintf(buf, size, "%s", _("The game cannot go on."));
		break;
	default:
		/* The sabot's calls: remate, improve, cut, bank, free seat,
		 * pass the sabot, wait, cede the seat (IPLyC 8.12). */
		snprintf(buf, size, "%s", _(sabot_call_text(a->call)));
		break;
	}
}

void action_text(const struct rules *r, const struct game_action *a,
		 const char *name, char *buf, size_t size)
{
	char body[ACTION_TEXT_MAX], who[PART_MAX];

	body_text(r, a, name, body, sizeof body);
	if (a->kind == GAME_ACT_REFUSED || a->kind == GAME_ACT_WAIT ||
	    a->kind == GAME_ACT_RULING || a->kind == GAME_ACT_OVER ||
	    a->kind == GAME_ACT_COUP)
		who[0] = '\0';
	else
		who_text(a, name, who, sizeof who);
	if (who[0] != '\0')
		snprintf(buf, size, "%s (%s)", body, who);
	else
		snprintf(buf, size, "%s", body);
}
