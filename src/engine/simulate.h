/* SPDX-License-Identifier: GPL-3.0-or-later */
/* simulate.h: plays whole shoes fast and counts the results.
 *
 * A shoe is a compact array of baccarat values (uint8_t 0-9), shuffled by
 * Fisher-Yates with rng_below, so a seed gives the same counts on every
 * machine.  Each shoe:
 *   1. shuffle (the player's cut, IPLyC 7.5.7, rotates a uniformly random
 *      shoe into another uniformly random one, so it is not played out);
 *   2. the safety cut card (IPLyC 7.5.10; LNSE-MIDI 8.1) goes
 *      safety_min + rng_below(safety_max - safety_min + 1) cards from the
 *      end;
 *   3. MIDI burn (rules->burn_first_card, LNSE-MIDI 8.2): the first card
 *      is turned and as many cards as its burn value (card_burn_value:
 *      tens and faces 10) are burnt, that card not counted among them;
 *   4. coups are dealt P, B, P, B (IPLyC 7.6.1.1) and drawn by tableau.h
 *      while the cut card has not appeared.  Convention (LNSE-MIDI 8.1:
 *      "salvo la que se esté llevando a cabo en ese momento"): the cut card
 *      appears when the card just above it is drawn, and the coup during
 *      which that happens is the last one.  With last_after_cut set (from
 *      rules->safety_announces_last), one
 *      more coup is played after it (a reading of IPLyC 7.5.10 / TRAD 11,
 *      the card "announces the last pase"); a coup that runs out of cards
 *      is a void pase (IPLyC 7.7.4.5), counted apart.
 *
 * Punto's 5 under voluntad follows a fixed policy chosen at set-up: always
 * pido, always planto, or "best": the per-pair decisions odds_compute()
 * makes for the full shoe (ODDS_FIVE_BEST), kept for the whole shoe rather
 * than recomputed as it is dealt (which would cost about 0.1 ms a coup).
 *
 * Blocks.  A run is cut into blocks of SIMULATE_BLOCK_SHOES shoes (the
 * last one shorter).  Block b starts from the ordered shoe with the
 * generator rng_seed_stream(seed, b), so every block can be played
 * apart -- on any thread, in any order -- and the counts of a seed are
 * the same whatever the number of threads (integer sums do not depend on
 * their order).  Block 0 is exactly what simulate_run gives after
 * simulate_init and rng_seed(seed), so a run of up to SIMULATE_BLOCK_SHOES
 * shoes counts what it counted before blocks existed.
 *
 * Everything lives in the caller's struct simulator: no allocation. */
#ifndef ENGINE_SIMULATE_H
#define ENGINE_SIMULATE_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/odds.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/status.h"

#define SIMULATE_MAX_CARDS ODDS_MAX_CARDS
/* Shoes per block: about 20 ms of one core, small enough to share the
 * work of a run evenly between threads. */
#define SIMULATE_BLOCK_SHOES 10000

struct simulate_counts {
	uint64_t shoes;
	uint64_t coups;                 /* banca + punto + ancar + void_pases */
	uint64_t banca, punto, ancar;
	uint64_t void_pases;            /* cards ran out (IPLyC 7.7.4.5) */
	uint64_t naturals;              /* a two-card 8 or 9 either side */
	uint64_t banca_six;             /* Banca won with a final 6 */
	uint64_t cards_burnt;           /* by the MIDI burn, turned card too */
};

struct simulator {
	int cards;                      /* 52 * decks */
	int safety_min, safety_span;
	bool burn_first_card;
	bool last_after_cut;            /* one more coup after the cut card:
					   rules->safety_announces_last */
	enum odds_five five;
	uint8_t burn[10];               /* burn value by baccarat value */
	uint8_t punto_draws[10][10];    /* by Punto's first two values */
	uint8_t banca_draws[10][11];    /* [total][punto_third + 1] */
	uint8_t natural[10][10];        /* [punto total][banca total] */
	/* Cards a coup takes, by Punto's first two values, the sum of
	 * Banca's two (not yet taken modulo 10) and the fifth card: one load
	 * from the first cards of a coup to where the next one starts. */
	uint8_t length[10][10][19][10];
	uint8_t shoe[SIMULATE_MAX_CARDS];
	uint8_t ordered[SIMULATE_MAX_CARDS]; /* the shoe a block starts from */
};

/* Sets a simulator up for profile r with decks decks (1..ODDS_MAX_DECKS;
 * 0: r->decks).  STATUS_BAD_DECKS, or STATUS_BAD_ARGUMENT for a safety
 * range that does not fit the shoe. */
enum status simulate_init(struct simulator *s, const struct rules *r,
			  int decks, enum odds_five five);

/* Shuffles and plays shoes shoes with rng, each shuffled from the order
 * the one before left, adding to *c. */
void simulate_run(struct simulator *s, struct rng *rng, uint64_t shoes,
		  struct simulate_counts *c);

/* Blocks in a run of shoes shoes. */
uint64_t simulate_blocks(uint64_t shoes);
/* Plays block `block` of a run of shoes shoes with seed seed (see above),
 * adding to *c.  s->shoe is overwritten; the rest of *s is only read. */
void simulate_block(struct simulator *s, uint64_t seed, uint64_t shoes,
		    uint64_t block, struct simulate_counts *c);
/* Plays a whole run of shoes shoes with seed seed on this thread, block
 * after block: the counts any split of the blocks between threads adds
 * up to. */
void simulate_seeded(struct simulator *s, uint64_t seed, uint64_t shoes,
		     struct simulate_counts *c);

/* Plays an already arranged shoe of values (the simulator's own shoe[] is
 * not used) of n cards with safety cards below the cut card, adding to
 * *c; returns the number of cards dealt or burnt.  For tests and drills. */
int simulate_play(const struct simulator *s, const uint8_t *values, int n,
		  int safety, struct simulate_counts *c);

/* Clears *c. */
void simulate_counts_clear(struct simulate_counts *c);

#endif
