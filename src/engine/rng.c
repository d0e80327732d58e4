/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rng.c: xoshiro256** with splitmix64 seeding; see rng.h. */
#include "config.h"

#include "engine/rng.h"

static uint64_t rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static uint64_t splitmix64(uint64_t *x)
{
	uint64_t z = (*x += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

void rng_seed(struct rng *rng, uint64_t seed)
{
	for (int i = 0; i < 4; i++)
		rng->s[i] = splitmix64(&seed);
}

uint64_t rng_next(struct rng *rng)
{
	uint64_t *s = rng->s;
	uint64_t result = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

uint32_t rng_below(struct rng *rng, uint32_t n)
{
	uint64_t m = (uint64_t)(uint32_t)(rng_next(rng) >> 32) * n;
	uint32_t low = (uint32_t)m;

	if (low < n) {
		uint32_t threshold = (uint32_t)(-n) % n;

		while (low < threshold) {
			m = (uint64_t)(uint32_t)(rng_next(rng) >> 32) * n;
			low = (uint32_t)m;
		}
	}
	return (uint32_t)(m >> 32);
}

unsigned rng_binomial_half(struct rng *rng, unsigned n)
{
	unsigned k = 0;

	while (n >= 64) {
		k += (unsigned)__builtin_popcountll(rng_next(rng));
		n -= 64;
	}
	if (n > 0)
		k += (unsigned)__builtin_popcountll(rng_next(rng) & ((UINT64_C(1) << n) - 1));
	return k;
}
