/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rng.c: xoshiro256** with splitmix64 seeding; see rng.h. */
#include "config.h"

#include "engine/rng.h"

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

void rng_seed_stream(struct rng *rng, uint64_t seed, uint64_t stream)
{
	/* splitmix64's state only advances by its constant: skip the
	 * 4 * stream words the earlier streams took. */
	rng_seed(rng, seed + 4 * stream * UINT64_C(0x9e3779b97f4a7c15));
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
