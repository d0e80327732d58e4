/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rng.h: the seedable generator behind every shuffle.
 *
 * xoshiro256** (Blackman and Vigna, 2018) seeded through splitmix64.  Both
 * are defined on 64-bit unsigned integer arithmetic alone, so the same seed
 * gives the same sequence, and so the same shoe, on every machine and
 * compiler.  The state belongs to the caller: the engine has no globals.
 *
 * rng_next and rng_below are defined here, static inline, because they
 * are the simulator's hot path (one bounded draw per card shuffled): as
 * calls into rng.c they cost about a fifth of its time. */
#ifndef ENGINE_RNG_H
#define ENGINE_RNG_H

#include <stdint.h>

struct rng {
	uint64_t s[4];
};

void rng_seed(struct rng *rng, uint64_t seed);
/* The generator of stream `stream` of seed: its state is the next four
 * words of the splitmix64 sequence that rng_seed(seed) starts, so stream
 * 0 is rng_seed(seed) itself and each stream is seeded by its own words of
 * the same sequence (Vigna's advice for seeding many xoshiro states). */
void rng_seed_stream(struct rng *rng, uint64_t seed, uint64_t stream);
/* A binomial(n, 1/2) draw: the size of the first packet of a riffle. */
unsigned rng_binomial_half(struct rng *rng, unsigned n);

static inline uint64_t rng_rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static inline uint64_t rng_next(struct rng *rng)
{
	uint64_t *s = rng->s;
	uint64_t result = rng_rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rng_rotl(s[3], 45);
	return result;
}

/* Uniform integer in [0, n), n > 0, without modulo bias (Lemire 2019):
 * the high half of a 32x32-bit product, redrawn only in the rare case
 * that the low half falls in the biased sliver. */
static inline uint32_t rng_below(struct rng *rng, uint32_t n)
{
	uint64_t m = (uint64_t)(uint32_t)(rng_next(rng) >> 32) * n;
	uint32_t low = (uint32_t)m;

	if (__builtin_expect(low < n, 0)) {
		uint32_t threshold = (uint32_t)(-n) % n;

		while (low < threshold) {
			m = (uint64_t)(uint32_t)(rng_next(rng) >> 32) * n;
			low = (uint32_t)m;
		}
	}
	return (uint32_t)(m >> 32);
}

#endif
