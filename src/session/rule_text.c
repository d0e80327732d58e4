/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rule_text.c: the explanation of every rule, its topic, and the
 * variants a profile's options call for; see rule_text.h.
 *
 * The base texts follow IPLyC Res. 1452/12 (chapters 7 and 8) and, for
 * the rules IPLyC lacks, LNSE-MIDI Res. 100/2016.  The calls are written
 * in English here; the Spanish catalog holds the regulation's own words
 * (8.12: "¡No va más!", "¡5 tiene voluntad!", "¡Pase sin definir!"). */
#include "config.h"

#include "session/rule_text.h"

#include <string.h>

#include "i18n.h"

struct rule_entry {
	enum rule_topic topic;
	const char *text;
};

static const struct rule_entry entries[RULE__COUNT] = {
	[RULE_CARD_VALUES] = { RULE_TOPIC_CARDS,
		N_("Tens, jacks, queens and kings count 0; the ace counts 1 and every other card its face value. Suits have no rank.") },
	[RULE_TOTALS] = { RULE_TOPIC_CARDS,
		N_("A hand's total is the sum of its cards with the tens dropped: 7 and 8 make 5. The total nearest to 9 wins; a two-card 0 is \"baccarat\".") },
	[RULE_SHOE_SIZE] = { RULE_TOPIC_CARDS,
		N_("The shoe is made of eight decks of 52 cards: 416 cards.") },
	[RULE_DEAL_ORDER] = { RULE_TOPIC_DEALING,
		N_("The first and third cards go to Punto, the second and fourth to Banca. Then comes Punto's third card, if any, and then Banca's.") },
	[RULE_NATURAL] = { RULE_TOPIC_DEALING,
		N_("When the first two cards of either side total 8 or 9, the pase is defined: nobody draws a third card.") },
	[RULE_PUNTO_TABLE] = { RULE_TOPIC_DRAWING,
		N_("Punto draws on 0 to 4 and stands on 6 to 9. On 5 it is the voluntad: the player who turns Punto's cards says \"pido\" (draw) or \"planto\" (stand).") },
	[RULE_VOLUNTAD] = { RULE_TOPIC_VOLUNTAD,
		N_("With 5, the croupier asks the seated player with the largest Punto bet for his voluntad (\"5 has voluntad!\"). He answers \"pido\" or \"planto\" aloud and the croupier ratifies it: \"Draws with 5!\" or \"Stands with 5!\".") },
	[RULE_NO_FIVE] = { RULE_TOPIC_VOLUNTAD,
		N_("With no seated player betting on Punto, the croupier turns Punto's cards with the paddle; with 5 he must stand: \"No 5!\".") },
	[RULE_BANCA_TABLE] = { RULE_TOPIC_DRAWING,
		N_("Banca with 0 to 2 draws. With 3 it draws unless Punto's third card is an 8; with 4, on 2 to 7; with 5, on 4 to 7; with 6, on 6 or 7; with 7 it stands.") },
	[RULE_BANCA_AFTER_STAND] = { RULE_TOPIC_DRAWING,
		N_("When Punto stands (with 5 by voluntad, or with 6 or 7), Banca must draw on 0 to 5 and stands on 6 or 7.") },
	[RULE_ANNOUNCE] = { RULE_TOPIC_DEALING,
		N_("Once the pase is defined the croupier announces Banca's total first, win or lose, then Punto's, without articles: \"9 by 4!\".") },
	[RULE_CALLS] = { RULE_TOPIC_DEALING,
		N_("The croupier announces the bank and \"Place your bets!\"; when the bets are made, \"No more bets!\", and after a short pause \"Cards!\". After \"No more bets!\" no bet may be placed, changed or withdrawn.") },
	[RULE_VOID_PASE] = { RULE_TOPIC_DEALING,
		N_("If the cards run out before the pase is defined, the pase is void for all purposes: \"Pase undecided!\".") },
	[RULE_PUNTO_CARDS_TO] = { RULE_TOPIC_VOLUNTAD,
		N_("Punto's cards go to the seated player with the largest bet on Punto, who decides the voluntad of 5. A player betting on both chances may not turn them.") },
	[RULE_PUNTO_CARDS_TIE] = { RULE_TOPIC_VOLUNTAD,
		N_("With two equal largest Punto bets, the first player to the right of the sabot turns the cards; in a suite, the right is counted from the original suite.") },
	[RULE_PUNTO_CARDS_REFUSED] = { RULE_TOPIC_VOLUNTAD,
		N_("A player who does not want to turn Punto's cards moves his bet to the standing area and loses the voluntad; the next largest Punto bet turns them.") },
	[RULE_BOTH_CHANCES] = { RULE_TOPIC_BETS,
		N_("A player may bet on Punto and Banca at once only if the two bets differ by at least one table minimum.") },
	[RULE_PAY_PUNTO] = { RULE_TOPIC_PAYOUTS,
		/* xgettext:no-c-format */
		N_("A winning Punto bet is paid 100% of the stake.") },
	[RULE_PAY_BANCA] = { RULE_TOPIC_PAYOUTS,
		/* xgettext:no-c-format */
		N_("Winning Banca bets in the seats' boxes and standing are paid 90% of the stake.") },
	[RULE_PAY_BANK] = { RULE_TOPIC_PAYOUTS,
		/* xgettext:no-c-format */
		N_("The banker's bank wins 100% on the odd pases (the 1st, 3rd, 5th...) and 90% on the even ones.") },
	[RULE_PAY_BANK_HALF_MAX] = { RULE_TOPIC_PAYOUTS,
		/* xgettext:no-c-format */
		N_("If the bank on its first pase is more than half the table maximum, it wins 90% on that pase and on every odd pase, and 100% on the even ones.") },
	[RULE_RAISE] = { RULE_TOPIC_PAYOUTS,
		/* xgettext:no-c-format */
		N_("The banker may raise his bank at any pase; the raised bank wins 90% on the next pase, 100% on the one after, and so on.") },
	[RULE_MARCANDO] = { RULE_TOPIC_BETS,
		/* xgettext:no-c-format */
		N_("Marcando bets play 50% of their value and may be placed on Punto only: seated players on the outer line of the horseshoe, standing players where it meets the line between the seats.") },
	[RULE_EXCESS] = { RULE_TOPIC_PAYOUTS,
		N_("A winning bet over the maximum is paid only up to the maximum and the excess is handed back; a losing bet's excess is handed back too. Excesses are handed back before anything else.") },
	[RULE_TIE_BET] = { RULE_TOPIC_BETS,
		/* xgettext:no-c-format */
		N_("The tie bet pays 8 to 1 and may be at most 10% of the table maximum. On a tie the Punto and Banca bets may be withdrawn.") },
	[RULE_TABLE_LIMITS] = { RULE_TOPIC_BETS,
		N_("Every bet, and the bank, must lie between the table's minimum and maximum.") },
	[RULE_ONE_MAXIMUM] = { RULE_TOPIC_BETS,
		N_("Nobody may bet more than the maximum, except the banker, who may play two maximums: one in the bank and one in his seat's box.") },
	[RULE_ANCAR] = { RULE_TOPIC_PAYOUTS,
		N_("Equal totals are an ancar: neither chance wins, and the Punto and Banca bets stay on the table for the next pase.") },
	[RULE_PAY_ORDER_BANCA] = { RULE_TOPIC_PAYOUTS,
		N_("When Banca wins the croupier pays the seats from 1 to 7, then the standing bets, and the bank last. For each bet he announces the stake, then the payment.") },
	[RULE_PAY_ORDER_PUNTO] = { RULE_TOPIC_PAYOUTS,
		N_("When Punto wins the croupier pays the seats from 7 to 1, then the standing bets in the same order. For each bet he announces the stake, then the payment.") },
	[RULE_MIN_PLAYERS] = { RULE_TOPIC_SHOE,
		N_("Play needs at least two seated players, one of whom takes the sabot.") },
	[RULE_REMATE] = { RULE_TOPIC_SHOE,
		N_("The first bank is auctioned to the best offer within the table limits. The croupier announces the best offer and asks \"Does anyone improve the offer?\", again after each improvement, and awards it only when nobody improves; equal offers nobody improves go by the right from seat 1. An offer of the maximum is awarded at once.") },
	[RULE_CUT] = { RULE_TOPIC_SHOE,
		N_("The player to the left of the one who banks first cuts; if he declines, the next one to the left is asked, and so on. If no seated player wants to, the supervisor cuts.") },
	[RULE_CUT_SIZE] = { RULE_TOPIC_SHOE,
		N_("The cut must be of more than 50 cards.") },
	[RULE_SAFETY_CARD] = { RULE_TOPIC_SHOE,
		N_("To announce the last pase the croupier places a second cut card with 7 to 12 cards below it; when it appears, one more pase is played, the last.") },
	[RULE_BURN] = { RULE_TOPIC_SHOE,
		N_("The croupier turns the first card of the shoe; its value, with tens and faces counting 10, is the number of cards burnt into the discard tray.") },
	[RULE_ROTATION] = { RULE_TOPIC_ROTATION,
		N_("The banker keeps the sabot while Banca wins or the pase is ancar; when Punto wins, the sabot passes to the player on the right.") },
	[RULE_ONCE_A_ROUND] = { RULE_TOPIC_ROTATION,
		N_("Nobody may take the sabot twice in the same round, except by taking a suite.") },
	[RULE_SABOT_WAITS] = { RULE_TOPIC_ROTATION,
		N_("If nobody seated will bank, the shoe is not burnt: the sabot waits in the centre of the cloth, and play resumes with a new auction of the bank.") },
	[RULE_ALONE] = { RULE_TOPIC_ROTATION,
		N_("When the others renounce or are absent, a seated player may take the sabot up to two times running; then, with nobody else interested, the sabot waits in the centre.") },
	[RULE_FREE_SEAT] = { RULE_TOPIC_ROTATION,
		N_("If a seated player does not want the sabot, the croupier calls \"Free seat to bank!\": a standing player, or a seated one who has not banked this round, banks from that seat and returns it at the end. With nobody interested the sabot goes on to the right.") },
	[RULE_MITAD] = { RULE_TOPIC_ROTATION,
		N_("The banker may withdraw half his bank after winning at least two pases running, or on the first pase after one paid with the discount. Less than half, asked as half, counts as half: \"Equals half!\".") },
	[RULE_SUITE] = { RULE_TOPIC_SUITE,
		N_("The banker may give the suite at any pase. It is offered for the amount in play (\"Suite of ...! Does anyone wish to see it?\") and awarded to the nearest player to the right of the giver, who may raise it up to the maximum.") },
	[RULE_SUITE_GIVER] = { RULE_TOPIC_SUITE,
		N_("A giver who changes his mind has no priority: he waits until the suite is offered and competes with any other player, seated or standing.") },
	[RULE_SUITE_STANDING] = { RULE_TOPIC_SUITE,
		N_("Simultaneous offers from standing players go to the one nearest the croupier's right; the same applies to a seat whose player does not want to bank and to empty seats.") },
	[RULE_SUITE_END] = { RULE_TOPIC_SUITE,
		N_("When a suite ends, the sabot goes back to its original place: to the right of the player who gave the suite.") },
	[RULE_SUITE_OF_SUITE] = { RULE_TOPIC_SUITE,
		N_("In a suite of suite every right belongs to the player to the right of whoever gave the original suite; a standing taker deals from the original giver's seat.") },
	[RULE_SUITE_NOBODY] = { RULE_TOPIC_SUITE,
		N_("If nobody wants the suite, the sabot goes on to the seat to the right of the giver (after a suite of suite, of the original giver).") },
	[RULE_SUITE_NO_MITAD] = { RULE_TOPIC_SUITE,
		N_("No mitad may be withdrawn from a bank taken in a suite.") },
	[RULE_SUITE_DISCOUNT] = { RULE_TOPIC_SUITE,
		/* xgettext:no-c-format */
		N_("If the bank has just been paid 100% and the banker gives the suite for the whole amount before the next pase, 5% is deducted before it is handed over.") },
	[RULE_SUITE_SHOE_END] = { RULE_TOPIC_SUITE,
		N_("The end of the shoe ends a suite: the new shoe starts to the right of the player who gave it.") },
	[RULE_NEW_SHOE] = { RULE_TOPIC_SHOE,
		N_("The new shoe starts where the last one ended if its last pase was Banca or ancar, and to the right of that place if it was Punto. After an ancar the bets are handed back before the new shoe.") },
	[RULE_FACE_UP] = { RULE_TOPIC_ANOMALIES,
		N_("A card that comes out of the sabot face up is burnt; the third time it happens, the shoe is burnt.") },
	[RULE_CONFUSION] = { RULE_TOPIC_ANOMALIES,
		N_("Cards confused in the deal are burnt if it cannot be solved. If the inspector judges the deal correct, a punter who disagrees may withdraw his bet; if the banker disagrees, the pase is burnt.") },
	[RULE_BANKER_TURNS] = { RULE_TOPIC_ANOMALIES,
		N_("A card the banker turns that is not his is burnt if it happened before \"No more bets!\"; after it, the card is valid for the pase.") },
	[RULE_WRONG_PUNTO_CARD] = { RULE_TOPIC_ANOMALIES,
		N_("A card wrongly asked for Punto goes to Banca if Banca needs it; otherwise it is burnt.") },
	[RULE_WRONG_BANCA_CARD] = { RULE_TOPIC_ANOMALIES,
		N_("A card wrongly asked for Banca is burnt.") },
	[RULE_WRONG_HOLDER] = { RULE_TOPIC_ANOMALIES,
		N_("Punto's cards given to the wrong player: noticed at once, it is put right; noticed after they are turned with a 5, the right player decides; once any Banca card is turned it stands, and the croupier's call is final.") },
	[RULE_VOLUNTAD_ERROR] = { RULE_TOPIC_ANOMALIES,
		N_("A misunderstood voluntad may be corrected until the banker turns a card; once any Banca card is turned it stands, and the croupier's call is final.") },
	[RULE_CANNOT_FINISH] = { RULE_TOPIC_ANOMALIES,
		N_("A banker who cannot finish the pase: with cards dealt, the pase is burnt and the free seat offered if he had no earlier pase; once Punto's cards are turned, the supervisor completes the pase, and if Banca wins the suite is given and the bank held in custody.") },
	[RULE_FLOOR] = { RULE_TOPIC_ANOMALIES,
		N_("Cards on the floor: while the shoe is made, it is changed at once; in play, cards picked up by the croupier, the inspector or a superior are valid; picked up by a player, the inspector or supervisor decides whether they play.") },
	[RULE_FOREIGN_CARD] = { RULE_TOPIC_ANOMALIES,
		N_("A card with another back, or a joker, seen in the deal burns the pase and the shoe is changed at once; as the 5th or 6th card it is burnt and replaced by the next until the pase is defined, then the shoe is changed. Stuck or extra cards burn the pase; marked cards: the shoe is changed when the supervisor decides.") },
	[RULE_EARLY_DRAW] = { RULE_TOPIC_ANOMALIES,
		N_("The banker must not draw before the croupier calls \"Cards!\"; cards drawn without that order are burnt.") },
	[RULE_NO_BANK_UP] = { RULE_TOPIC_ANOMALIES,
		N_("A banker who played without putting up his bank and won is asked for a bank for the next pase, within the limits; if he declines, the free seat is offered, and with nobody interested the sabot goes on to the right.") },
	[RULE_WRONG_BANKER] = { RULE_TOPIC_ANOMALIES,
		N_("A player who banked by mistake and won may go on banking until his run ends; then the sabot goes back to the seat it belonged to, and he may not bank again in that round. The same holds for a suite.") },
	[RULE_LAST_PASE_ANCAR] = { RULE_TOPIC_ANOMALIES,
		N_("If the last pase of the day is an ancar, more pases are played until one is decided; the players may change their bets.") },
	[RULE_BURNT_NEVER_BACK] = { RULE_TOPIC_ANOMALIES,
		N_("Burnt cards or a burnt pase are never rebuilt and no claim is heard; cards in the discard tray never come out again.") },
	[RULE_FORGOTTEN] = { RULE_TOPIC_PAYOUTS,
		N_("A winning bet nobody collects is paid and rides again, at most three pases running; then, or at once if it goes over the maximum, it is withdrawn into custody with the Inspector's authorisation.") },
	[RULE_CLAIMED] = { RULE_TOPIC_BETS,
		N_("When two players claim the same bet, it is withdrawn from play until the claim is settled; meanwhile both may go on playing at the table with other chips.") },
	[RULE_CUTTER] = { RULE_TOPIC_ROTATION,
		N_("Before a pase of the shoe is dealt, the player who cut may not take the sabot nobody else wants: it waits in the centre of the table, not dismantled. After an ancar, when nobody else will bank and his turn comes, he may.") },
	[RULE_RESERVED] = { RULE_TOPIC_ROTATION,
		N_("A player who goes away may reserve his seat: nobody sits or bets there meanwhile. If the sabot comes to it before he is back, the seat is free to bank, and goes back to him when that suerte ends. No seat is reserved while a shoe is prepared, and the end of the shoe annuls the reservations.") },
	[RULE_RELIEF] = { RULE_TOPIC_ROTATION,
		N_("A croupier relieved, once the pase is paid and the cards, the arrastre and the bets are in order, tells the one coming in how the bank's next payment goes, with or without discount, and whether the mitad was withdrawn; after Punto, that the next pase is the new banker's first; in a suite, who gave it and which seat goes out when it ends; a maximum in play and who plays it; and anything else that matters.") },
	[RULE_CHIPS_PAY] = { RULE_TOPIC_PAYOUTS,
		N_("A payment is laid out from the largest chip to the smallest, not repeating chips of one value where it is not necessary: the fewest chips the carreteles can pay it with. 900 is one of 500 and four of 100.") },
	[RULE_CHIPS_FLOAT] = { RULE_TOPIC_PAYOUTS,
		N_("Payments are made only with the chips of the carreteles, which the croupier prepares with about twenty chips each; the chips just taken in from losing bets are never used to pay.") },
	[RULE_CHIPS_BET] = { RULE_TOPIC_BETS,
		N_("Every bet is made of the casino's chips, its value in chips on the cloth; a bet is never announced without them.") },
	[RULE_LIGHTING] = { RULE_TOPIC_ANOMALIES,
		N_("When the room's lighting fails in part, the superiors decide whether the tables go on or cease; if they cease, the sabot goes to the centre of the cloth, where it is better watched, and the bets are handed back to the punters. When it fails altogether, all play stops at once and the staff keep the values and everything on the table safe.") },
	[RULE_CHANGE] = { RULE_TOPIC_PAYOUTS,
		N_("To change chips the croupier takes the chips needed from the carretel, says \"Change!\" and the amount, and hands them over, one change at a time; the player's chips go into the carreteles.") },
};

/* The title of each rule, as the Rules browser lists it. */
static const char *const titles[RULE__COUNT] = {
	[RULE_CARD_VALUES] = N_("The value of the cards"),
	[RULE_TOTALS] = N_("A hand's total"),
	[RULE_SHOE_SIZE] = N_("The shoe's decks"),
	[RULE_DEAL_ORDER] = N_("The order of the deal"),
	[RULE_NATURAL] = N_("A natural 8 or 9"),
	[RULE_PUNTO_TABLE] = N_("Punto's drawing table"),
	[RULE_VOLUNTAD] = N_("The voluntad of five"),
	[RULE_NO_FIVE] = N_("No Punto bet: \"No 5!\""),
	[RULE_BANCA_TABLE] = N_("Banca's drawing table"),
	[RULE_BANCA_AFTER_STAND] = N_("Banca after Punto stands"),
	[RULE_ANNOUNCE] = N_("Announcing the totals"),
	[RULE_CALLS] = N_("The croupier's calls"),
	[RULE_VOID_PASE] = N_("A void pase"),
	[RULE_PUNTO_CARDS_TO] = N_("Who turns Punto's cards"),
	[RULE_PUNTO_CARDS_TIE] = N_("Two equal largest Punto bets"),
	[RULE_PUNTO_CARDS_REFUSED] = N_("Turning Punto's cards refused"),
	[RULE_BOTH_CHANCES] = N_("Betting on both chances"),
	[RULE_PAY_PUNTO] = N_("Paying Punto"),
	[RULE_PAY_BANCA] = N_("Paying Banca bets"),
	[RULE_PAY_BANK] = N_("Paying the bank"),
	[RULE_PAY_BANK_HALF_MAX] = N_("A bank over half the maximum"),
	[RULE_RAISE] = N_("Raising the bank"),
	[RULE_MARCANDO] = N_("Marcando bets"),
	[RULE_EXCESS] = N_("A bet over the maximum"),
	[RULE_TIE_BET] = N_("The tie bet"),
	[RULE_TABLE_LIMITS] = N_("The table's limits"),
	[RULE_ONE_MAXIMUM] = N_("One maximum a person"),
	[RULE_ANCAR] = N_("The ancar"),
	[RULE_PAY_ORDER_BANCA] = N_("The order of payment when Banca wins"),
	[RULE_PAY_ORDER_PUNTO] = N_("The order of payment when Punto wins"),
	[RULE_MIN_PLAYERS] = N_("Players needed to start"),
	[RULE_REMATE] = N_("The auction of the first bank"),
	[RULE_CUT] = N_("Who cuts"),
	[RULE_CUT_SIZE] = N_("The size of the cut"),
	[RULE_SAFETY_CARD] = N_("The safety cut card"),
	[RULE_BURN] = N_("Burning cards at the start"),
	[RULE_ROTATION] = N_("The sabot's rotation"),
	[RULE_ONCE_A_ROUND] = N_("Once a round"),
	[RULE_SABOT_WAITS] = N_("The sabot waits"),
	[RULE_ALONE] = N_("Banking alone"),
	[RULE_FREE_SEAT] = N_("The free seat to bank"),
	[RULE_MITAD] = N_("Half the bank"),
	[RULE_SUITE] = N_("The suite"),
	[RULE_SUITE_GIVER] = N_("The giver of the suite"),
	[RULE_SUITE_STANDING] = N_("Standing players and the suite"),
	[RULE_SUITE_END] = N_("The end of a suite"),
	[RULE_SUITE_OF_SUITE] = N_("The suite of suite"),
	[RULE_SUITE_NOBODY] = N_("A suite nobody takes"),
	[RULE_SUITE_NO_MITAD] = N_("No half from a suite"),
	/* xgettext:no-c-format */
	[RULE_SUITE_DISCOUNT] = N_("The 5% discount of the suite"),
	[RULE_SUITE_SHOE_END] = N_("The shoe ends in a suite"),
	[RULE_NEW_SHOE] = N_("Where a new shoe starts"),
	[RULE_FACE_UP] = N_("A card face up"),
	[RULE_CONFUSION] = N_("Cards confused in the deal"),
	[RULE_BANKER_TURNS] = N_("A card the banker turns"),
	[RULE_WRONG_PUNTO_CARD] = N_("A card wrongly asked for Punto"),
	[RULE_WRONG_BANCA_CARD] = N_("A card wrongly asked for Banca"),
	[RULE_WRONG_HOLDER] = N_("Punto's cards to the wrong player"),
	[RULE_VOLUNTAD_ERROR] = N_("A misunderstood voluntad"),
	[RULE_CANNOT_FINISH] = N_("A banker who cannot finish"),
	[RULE_FLOOR] = N_("Cards on the floor"),
	[RULE_FOREIGN_CARD] = N_("Foreign, stuck or marked cards"),
	[RULE_EARLY_DRAW] = N_("Drawing before \"Cards!\""),
	[RULE_NO_BANK_UP] = N_("A bank not put up"),
	[RULE_WRONG_BANKER] = N_("Banking by mistake"),
	[RULE_LAST_PASE_ANCAR] = N_("The last pase an ancar"),
	[RULE_BURNT_NEVER_BACK] = N_("Burnt cards never come back"),
	[RULE_FORGOTTEN] = N_("Forgotten bets"),
	[RULE_CLAIMED] = N_("A bet claimed by two players"),
	[RULE_CUTTER] = N_("The player who cut"),
	[RULE_RESERVED] = N_("A reserved seat"),
	[RULE_RELIEF] = N_("The relief hand-over"),
	[RULE_CHIPS_PAY] = N_("Paying in chips"),
	[RULE_CHIPS_FLOAT] = N_("The carreteles"),
	[RULE_CHANGE] = N_("Changing chips"),
	[RULE_CHIPS_BET] = N_("Bets are made of chips"),
	[RULE_LIGHTING] = N_("A failure of the lighting"),
};

static const char *const topic_names[RULE_TOPIC__COUNT] = {
	[RULE_TOPIC_CARDS] = N_("Cards and totals"),
	[RULE_TOPIC_DEALING] = N_("Dealing and calls"),
	[RULE_TOPIC_DRAWING] = N_("Drawing rules"),
	[RULE_TOPIC_VOLUNTAD] = N_("Punto's cards and the voluntad"),
	[RULE_TOPIC_BETS] = N_("Bets"),
	[RULE_TOPIC_PAYOUTS] = N_("Payouts"),
	[RULE_TOPIC_SHOE] = N_("Starting and ending a shoe"),
	[RULE_TOPIC_ROTATION] = N_("The sabot's rotation"),
	[RULE_TOPIC_SUITE] = N_("The suite"),
	[RULE_TOPIC_ANOMALIES] = N_("Anomalies"),
};

/* Where a profile's options change the rule, the text of its regulation
 * (LNSE-MIDI, TRAD, H8-2021); NULL: the base text. */
static const char *variant(const struct rules *r, enum rule_id id)
{
	switch (id) {
	case RULE_SHOE_SIZE:
		if (r->decks == 6)
			return N_("The shoe is made of six decks of 52 cards: 312 cards.");
		break;
	case RULE_PUNTO_TABLE:
		if (!r->voluntad)
			return N_("Punto draws on 0 to 5 and stands on 6 or 7; there is no voluntad.");
		break;
	case RULE_PAY_PUNTO:
		if (r->banking == BANKING_HOUSE)
			return N_("A winning Punto bet is paid 1 to 1.");
		break;
	case RULE_PAY_BANCA:
		if (r->banca_pay == BANCA_PAY_SIX_HALF)
			/* xgettext:no-c-format */
			return N_("A winning Banca bet is paid 1 to 1, except when Banca wins with 6: then it is paid 50%.");
		if (r->banca_pay == BANCA_PAY_COMMISSION)
			/* xgettext:no-c-format */
			return N_("A winning Banca bet is paid 1 to 1 less a 5% commission for the house.");
		break;
	case RULE_PAY_BANK:
		if (r->bank_odd_pct == r->bank_even_pct)
			/* xgettext:no-c-format */
			return N_("The banker's bank is paid as any Banca bet, with no alternation of 100% and 90%.");
		break;
	case RULE_TIE_BET:
		if (r->tie_cap_pct >= 100)
			return N_("The tie bet pays 8 to 1.");
		break;
	case RULE_RAISE:
		if (r->bank_odd_pct == r->bank_even_pct)
			return N_("The banker may raise his bank at any pase, within the table maximum.");
		if (!r->raise_restarts)
			return N_("The banker may raise his bank at any pase, within the maximum; the raised bank goes on being paid by the count of pases, as before.");
		break;
	case RULE_MIN_PLAYERS:
		if (r->banking == BANKING_HOUSE || r->min_players <= 1)
			return N_("Play may start with a single seated player.");
		if (r->min_players >= 3)
			return N_("Play needs at least three seated players, one of whom takes the sabot.");
		break;
	case RULE_SAFETY_CARD:
		if (!r->safety_announces_last)
			return N_("A stop card is placed with exactly 7 cards below it; when it appears, no more coups are played after the one under way.");
		break;
	case RULE_ROTATION:
		if (r->banking == BANKING_HOUSE)
			return N_("The seated players deal in turn: the dealer keeps the sabot while Banca wins or on a tie, and passes it to the right when Punto wins. Nobody deals twice in one round.");
		break;
	case RULE_NEW_SHOE:
		if (r->banking == BANKING_HOUSE)
			return N_("The new shoe starts at the same seat if the last coup was Banca; otherwise the sabot passes to the player on the right.");
		break;
	case RULE_VOID_PASE:
		if (r->banking == BANKING_HOUSE)
			return N_("If there are no more cards in the sabot and the coup is unfinished, it is void.");
		break;
	case RULE_MITAD:
		if (r->mitad_once)
			return N_("The banker may withdraw half his bank once only, after winning at least two pases.");
		break;
	case RULE_CHIPS_PAY:
		if (r->chips.rule == CHIPS_RULE_MAX_PER_COLOUR)
			return N_("A payment is laid out from the largest chip to the smallest, keeping the house's rule: no more chips of one colour than it allows, except of the largest chip the payment uses. Where the carreteles cannot keep it, the fewest chips they can.");
		break;
	case RULE_SUITE_GIVER:
		if (r->giver_priority)
			return N_("A giver who wants to go on banking waits until the suite is offered to the seated players; if none of them wants it, he has priority over the standing players.");
		break;
	default:
		break;
	}
	return NULL;
}

const char *rule_text(const struct rules *r, enum rule_id id)
{
	const char *v;

	if ((unsigned)id >= RULE__COUNT)
		return "";
	v = r != NULL ? variant(r, id) : NULL;
	return _(v != NULL ? v : entries[id].text);
}

const char *rule_title(enum rule_id id)
{
	return (unsigned)id < RULE__COUNT && titles[id] != NULL ? _(titles[id])
								 : "";
}

const char *rule_topic_name(enum rule_topic t)
{
	return (unsigned)t < RULE_TOPIC__COUNT ? _(topic_names[t]) : "";
}

enum rule_topic rule_topic_of(enum rule_id id)
{
	return (unsigned)id < RULE__COUNT ? entries[id].topic
					  : RULE_TOPIC__COUNT;
}

size_t rule_text_by_topic(enum rule_topic t, enum rule_id *out, size_t max)
{
	size_t n = 0;

	for (int i = 0; i < RULE__COUNT; i++) {
		if (entries[i].topic != t)
			continue;
		if (n < max)
			out[n] = (enum rule_id)i;
		n++;
	}
	return n;
}

static char lower(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* strstr without regard to ASCII case (the Spanish accents compare as
 * they are: a search for "mitad" finds "Mitad"). */
static bool contains(const char *hay, const char *needle)
{
	size_t n = strlen(needle);

	if (n == 0)
		return true;
	for (; *hay != '\0'; hay++) {
		size_t i = 0;

		while (i < n && hay[i] != '\0' && lower(hay[i]) == lower(needle[i]))
			i++;
		if (i == n)
			return true;
	}
	return false;
}

bool rule_text_matches(const struct rules *r, enum rule_id id,
		       const char *needle)
{
	const char *key = rule_key(id);

	if ((unsigned)id >= RULE__COUNT)
		return false;
	return contains(rule_title(id), needle) ||
	       contains(rule_text(r, id), needle) ||
	       (r != NULL && contains(rules_cite(r, id), needle)) ||
	       (key != NULL && contains(key, needle));
}
