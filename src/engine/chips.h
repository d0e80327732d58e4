/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chips.h: the table's chips, the float the croupier pays from, and a
 * payment or a change composed in chips.
 *
 * A rules profile names the table's denominations, each with its colour
 * and the letter that stands for the colour where colours are not shown,
 * how many carreteles of each the croupier prepares (IPLyC 8.4.2.1.1:
 * "carreteles ... con aproximadamente veinte (20) fichas cada uno") and
 * the rule a payment's chips follow:
 * - CHIPS_RULE_FEWEST: "Evitará, de no ser necesario, la repetición de
 *   fichas del mismo valor" (IPLyC 8.4.2.6.3.3): the fewest chips the
 *   float can pay it with;
 * - CHIPS_RULE_MAX_PER_COLOUR: a house's rule, no more than N chips of a
 *   colour (except of the largest chip the payment may use, which nothing
 *   replaces); any composition that keeps it is right, and where the
 *   float cannot keep it, the fewest chips.
 *
 * The float is what the carreteles hold (struct chip_count, chips of
 * each denomination).  A payment is made "utilizando solamente las fichas
 * de los carreteles" (8.4.2.6.2), never with the chips just taken in
 * (8.4.2.6.12): what the float lacks, the payment is made without.  A
 * change ("¡Cambio!", 8.4.2.7) takes the chips wanted from the carretel
 * and puts the player's into it (8.4.2.7.2-8.4.2.7.3).
 *
 * Counts are indexed like the set's denominations, which are kept in
 * ascending order.  Pure: no state but the caller's. */
#ifndef ENGINE_CHIPS_H
#define ENGINE_CHIPS_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/status.h"

/* The most denominations a table has. */
#define CHIPS_MAX 8
/* Chips in a carretel (IPLyC 8.4.2.1.1: "aproximadamente veinte"). */
#define CHIPS_CARRETEL 20
/* The most carreteles of one denomination a float holds. */
#define CHIPS_CARRETELES_MAX 50
/* The most chips of one denomination anywhere (a float, a payment, a
 * player's change): a payment needing more is refused. */
#define CHIPS_COUNT_MAX 100000
/* The largest denomination. */
#define CHIPS_VALUE_MAX INT64_C(1000000000)

/* The colours a chip may have; the key names it in files. */
#define CHIP_COLOUR_LIST(X)                                               \
	X(WHITE, "white")                                                 \
	X(RED, "red")                                                     \
	X(BLUE, "blue")                                                   \
	X(GREEN, "green")                                                 \
	X(BLACK, "black")                                                 \
	X(PURPLE, "purple")                                               \
	X(YELLOW, "yellow")                                               \
	X(ORANGE, "orange")                                               \
	X(PINK, "pink")                                                   \
	X(BROWN, "brown")                                                 \
	X(GREY, "grey")                                                   \
	X(LIGHT_BLUE, "light_blue")

enum chip_colour {
#define CHIP_COLOUR_ENUM(id, key) CHIP_##id,
	CHIP_COLOUR_LIST(CHIP_COLOUR_ENUM)
#undef CHIP_COLOUR_ENUM
	CHIP_COLOUR__COUNT
};

enum chips_rule { CHIPS_RULE_FEWEST, CHIPS_RULE_MAX_PER_COLOUR };

struct chip_denom {
	int64_t value;                  /* whole units, > 0 */
	enum chip_colour colour;
	char letter;                    /* 'A'-'Z', unique at the table */
	int32_t stock;                  /* the float prepared: chips of it
					   in the carreteles, at most
					   CHIPS_CARRETELES_MAX of
					   CHIPS_CARRETEL */
};

/* The table's chips. */
struct chip_set {
	/* Payments and changes are composed in chips (a scenario's chips:
	 * key, `crupier pay --chips`); off, the trainer handles amounts
	 * only and the rest of the set is not used. */
	bool on;
	int n;                          /* denominations, 1..CHIPS_MAX */
	struct chip_denom d[CHIPS_MAX]; /* ascending values */
	enum chips_rule rule;
	int max_per_colour;             /* CHIPS_RULE_MAX_PER_COLOUR: N */
};

/* Chips of each denomination of a set (a float, a payment, a change). */
struct chip_count {
	int32_t n[CHIPS_MAX];
};

/* What is wrong with a composed payment or change (chips_check). */
enum chips_fault {
	CHIPS_FAULT_NONE,
	CHIPS_FAULT_TOTAL,              /* the chips do not add up to it */
	CHIPS_FAULT_FLOAT,              /* more of a chip than the float has */
	CHIPS_FAULT_TOO_LARGE,          /* a change: a chip larger than asked */
	CHIPS_FAULT_NOT_FEWEST,         /* more chips than needed */
	CHIPS_FAULT_OVER_COLOUR,        /* the house's rule: too many of a
					   colour */
	CHIPS_FAULT_SAME,               /* a change: the player's own chips
					   given back */
};

/* The key of a colour ("light_blue") and back (CHIP_COLOUR__COUNT when
 * unknown). */
const char *chip_colour_key(enum chip_colour c);
enum chip_colour chip_colour_by_key(const char *key);

/* Whether s is a table's set: 1..CHIPS_MAX denominations, values
 * ascending and within CHIPS_VALUE_MAX, letters 'A'-'Z' each used once,
 * a stock of 0..CHIPS_CARRETELES_MAX carreteles, a rule and for
 * MAX_PER_COLOUR an N of 1..CHIPS_CARRETEL.  STATUS_BAD_ARGUMENT
 * otherwise. */
enum status chips_set_check(const struct chip_set *s);
/* The smallest denomination: payments in chips are whole multiples of it
 * (rules_round). */
int64_t chips_unit(const struct chip_set *s);
/* The index of a denomination of value v, or -1. */
int chips_index(const struct chip_set *s, int64_t v);
/* The index of the denomination whose letter is c (either case), or -1. */
int chips_by_letter(const struct chip_set *s, char c);

/* The float the croupier prepares: each denomination's stock. */
void chips_float_init(const struct chip_set *s, struct chip_count *f);
/* The carreteles n chips make (the last one may be short). */
int chips_carreteles(int32_t n);

/* The value of the chips c, and how many they are. */
int64_t chips_total(const struct chip_set *s, const struct chip_count *c);
int32_t chips_pieces(const struct chip_set *s, const struct chip_count *c);
/* Whether a and b are the same chips. */
bool chips_equal(const struct chip_set *s, const struct chip_count *a,
		 const struct chip_count *b);
/* f gains c (a change's chips put into the carretel) or loses it (a
 * payment): STATUS_BAD_AMOUNT, and f unchanged, when f has not got c or
 * a count would pass CHIPS_COUNT_MAX. */
enum status chips_put(const struct chip_set *s, struct chip_count *f,
		      const struct chip_count *c);
enum status chips_take(const struct chip_set *s, struct chip_count *f,
		       const struct chip_count *c);

/* The chips due for amount under the set's rule: from the float f (NULL:
 * as many of each as needed), with no chip above largest (0: any).  Of
 * the compositions the rule accepts, the one with the fewest chips, the
 * larger chips first.  STATUS_BAD_AMOUNT when amount is not positive or
 * cannot be made of those chips (or needs more than CHIPS_COUNT_MAX of
 * one). */
enum status chips_compose(const struct chip_set *s, const struct chip_count *f,
			  int64_t amount, int64_t largest,
			  struct chip_count *out);
/* Whether given pays amount as the rule wants, from f (NULL: unlimited)
 * with no chip above largest (0: any): the first fault found, in the
 * order of enum chips_fault; *due (when not NULL) the composition
 * chips_compose() gives, or all zero when there is none. */
enum chips_fault chips_check(const struct chip_set *s,
			     const struct chip_count *f, int64_t amount,
			     int64_t largest, const struct chip_count *given,
			     struct chip_count *due);

/* A change (¡Cambio!, IPLyC 8.4.2.7): the player hands in the chips in,
 * asks for chips of at most largest; *out the chips he gets, from the
 * float f.  STATUS_BAD_AMOUNT when in is empty or the float cannot make
 * it, STATUS_NOT_ALLOWED when the change would give him his own chips
 * back (nothing to change). */
enum status chips_change(const struct chip_set *s, const struct chip_count *f,
			 const struct chip_count *in, int64_t largest,
			 struct chip_count *out);
/* chips_check() of a change: CHIPS_FAULT_SAME when given is the
 * player's own chips in, else as chips_check() of their value. */
enum chips_fault chips_check_change(const struct chip_set *s,
				    const struct chip_count *f,
				    const struct chip_count *in,
				    int64_t largest,
				    const struct chip_count *given,
				    struct chip_count *due);

#endif
