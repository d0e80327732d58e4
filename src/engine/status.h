/* SPDX-License-Identifier: GPL-3.0-or-later */
/* status.h: the result of every engine and loader call that can fail.
 *
 * One list, expanded twice (as tig does with STATUS_CODE_INFO): once into
 * the enum here, once into the message table of the front end, where each
 * message is marked N_() for translation.  The engine itself never prints:
 * it returns one of these and the caller decides what to say. */
#ifndef ENGINE_STATUS_H
#define ENGINE_STATUS_H

#ifndef N_
#define N_(s) s
#endif

#define ENGINE_STATUS_LIST(X)                                                  \
	X(OK, N_("success"))                                                   \
	X(BAD_CARD, N_("not a card (write rank then suit: AS 10H TH KD 5C)"))  \
	X(BAD_SUIT, N_("unknown suit (use S, H, D or C)"))                     \
	X(BAD_RANK, N_("unknown rank (use A, 2-9, 10 or T, J, Q, K)"))         \
	X(TOO_MANY_CARDS, N_("too many cards"))                                \
	X(CARD_NOT_IN_SHOE, N_("that card is not left in the shoe"))           \
	X(BAD_DECKS, N_("the shoe must have 6 or 8 decks"))                    \
	X(SHOE_EMPTY, N_("the shoe has no cards left"))                        \
	X(BAD_CUT, N_("the cut must leave more than the minimum number of cards")) \
	X(BAD_ARGUMENT, N_("invalid argument"))                                \
	X(WRONG_ACTION, N_("that is not the action the rules require now"))    \
	X(NEED_FIVE_DECISION, N_("Punto has 5 and voluntad applies: a decision (pido or planto) is needed")) \
	X(COUP_OVER, N_("the coup is already over"))                           \
	X(NOT_ENOUGH_CARDS, N_("not enough cards to finish the coup"))         \
	X(BAD_AMOUNT, N_("invalid amount"))                                    \
	X(OVER_MAXIMUM, N_("the bet is over the table maximum"))               \
	X(UNDER_MINIMUM, N_("the bet is under the table minimum"))             \
	X(BOTH_CHANCES_TOO_CLOSE, N_("bets on both chances must differ by at least one table minimum")) \
	X(NO_SUCH_SEAT, N_("no such seat"))                                    \
	X(SEAT_EMPTY, N_("nobody is seated there"))                            \
	X(NOT_ALLOWED, N_("the rules do not allow that now"))                  \
	X(TOO_FEW_PLAYERS, N_("not enough seated players to start"))

enum status {
#define ENGINE_STATUS_ENUM(name, msg) STATUS_##name,
	ENGINE_STATUS_LIST(ENGINE_STATUS_ENUM)
#undef ENGINE_STATUS_ENUM
	STATUS__COUNT
};

#endif
