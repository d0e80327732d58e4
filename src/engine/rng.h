/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rng.h: the seedable generator behind every shuffle.
 *
 * xoshiro256** (Blackman and Vigna, 2018) seeded through splitmix64.  Both
 * are defined on 64-bit unsigned integer arithmetic alone, so the same seed
 * gives the same sequence, and so the same shoe, on every machine and
 * compiler.  The state belongs to the caller: the engine has no globals. */
#ifndef ENGINE_RNG_H
#define ENGINE_RNG_H

#include <stdint.h>

struct rng {
	uint64_t s[4];
};

void rng_seed(struct rng *rng, uint64_t seed);
uint64_t rng_next(struct rng *rng);
/* Uniform integer in [0, n), n > 0, without modulo bias (Lemire 2019). */
uint32_t rng_below(struct rng *rng, uint32_t n);
/* A binomial(n, 1/2) draw: the size of the first packet of a riffle. */
unsigned rng_binomial_half(struct rng *rng, unsigned n);

#endif
