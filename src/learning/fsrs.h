/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fsrs.h: FSRS-6, the Free Spaced Repetition Scheduler, from its
 * published description (open-spaced-repetition, "The Algorithm", and
 * the reference implementation fsrs-rs, src/model.rs): a memory is a
 * stability S (the days until the chance of recall falls to 90%) and a
 * difficulty D (1-10); each review, rated Again, Hard, Good or Easy after
 * t whole days, moves them; the next review falls due when the
 * retrievability R(t, S) = (1 + f t / S)^-w20 reaches the retention
 * wanted, f = 0.9^(-1/w20) - 1.
 *
 *   first review:  S = w[r-1], D = w4 - e^(w5 (r-1)) + 1
 *   same day:      S' = S e^(w17 (r - 3 + w18)) S^-w19 (at least S
 *                  unless Again)
 *   success:       S' = S (e^w8 (11 - D) S^-w9 (e^(w10 (1-R)) - 1)
 *                       h b + 1), h = w15 on Hard, b = w16 on Easy
 *   failure:       S' = min(w11 D^-w12 ((S+1)^w13 - 1) e^(w14 (1-R)),
 *                       S / e^(w17 w18))
 *   difficulty:    D' = D - w6 (r - 3) (10 - D) / 9, then mean
 *                  reversion w7 D0(4) + (1 - w7) D', within 1-10.
 *
 * The reference computes in single precision; so does this file, so that
 * the published test vectors come out to their last digits. */
#ifndef LEARNING_FSRS_H
#define LEARNING_FSRS_H

#define FSRS_PARAMS 21

enum fsrs_rating { FSRS_AGAIN = 1, FSRS_HARD, FSRS_GOOD, FSRS_EASY };

/* A memory; stability 0 is a cell never reviewed. */
struct fsrs_state {
	float stability, difficulty;
};

/* FSRS-6's default parameters w0..w20 (fsrs-rs DEFAULT_PARAMETERS). */
extern const float fsrs_default_w[FSRS_PARAMS];

/* The memory after a review rated r, days whole days after the last
 * (0: the same day).  in->stability 0: the first review. */
void fsrs_review(const float w[FSRS_PARAMS], const struct fsrs_state *in,
		 unsigned days, enum fsrs_rating r, struct fsrs_state *out);
/* The chance of recall days after a review, with stability s. */
float fsrs_retrievability(const float w[FSRS_PARAMS], float days, float s);
/* The days until the chance of recall falls to retention. */
float fsrs_interval(const float w[FSRS_PARAMS], float s, float retention);

#endif
