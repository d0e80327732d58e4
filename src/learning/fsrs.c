/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fsrs.c: FSRS-6's formulas; see fsrs.h. */
#include "config.h"

#include "learning/fsrs.h"

#include <math.h>

#define S_MIN 0.001f
#define S_MAX 36500.0f
#define D_MIN 1.0f
#define D_MAX 10.0f

const float fsrs_default_w[FSRS_PARAMS] = {
	0.212f, 1.2931f, 2.3065f, 8.2956f, 6.4133f, 0.8334f, 3.0194f,
	0.001f, 1.8722f, 0.1666f, 0.796f, 1.4835f, 0.0614f, 0.2629f,
	1.6483f, 0.6014f, 1.8729f, 0.5425f, 0.0912f, 0.0658f, 0.1542f,
};

static float clampf(float x, float lo, float hi)
{
	return x < lo ? lo : x > hi ? hi : x;
}

static float factor(const float w[FSRS_PARAMS])
{
	float decay = -w[20];

	return expf(logf(0.9f) / decay) - 1.0f;
}

float fsrs_retrievability(const float w[FSRS_PARAMS], float days, float s)
{
	return powf(days / s * factor(w) + 1.0f, -w[20]);
}

float fsrs_interval(const float w[FSRS_PARAMS], float s, float retention)
{
	float decay = -w[20];

	return s / factor(w) * (powf(retention, 1.0f / decay) - 1.0f);
}

static float init_stability(const float w[FSRS_PARAMS], int r)
{
	return w[r - 1];
}

static float init_difficulty(const float w[FSRS_PARAMS], int r)
{
	return w[4] - expf(w[5] * (float)(r - 1)) + 1.0f;
}

static float next_difficulty(const float w[FSRS_PARAMS], float d, int r)
{
	float delta = -w[6] * ((float)r - 3.0f);
	float nd = d + (10.0f - d) * delta / 9.0f;

	/* Mean reversion towards the difficulty of a first Easy. */
	nd = w[7] * (init_difficulty(w, 4) - nd) + nd;
	return clampf(nd, D_MIN, D_MAX);
}

static float after_success(const float w[FSRS_PARAMS], float s, float d,
			   float ret, int r)
{
	float hard = r == FSRS_HARD ? w[15] : 1.0f;
	float easy = r == FSRS_EASY ? w[16] : 1.0f;

	return s * (expf(w[8]) * (11.0f - d) * powf(s, -w[9]) *
			    (expf((1.0f - ret) * w[10]) - 1.0f) * hard * easy +
		    1.0f);
}

static float after_failure(const float w[FSRS_PARAMS], float s, float d,
			   float ret)
{
	float ns = w[11] * powf(d, -w[12]) * (powf(s + 1.0f, w[13]) - 1.0f) *
		   expf((1.0f - ret) * w[14]);
	float floor_s = s / expf(w[17] * w[18]);

	return ns < floor_s ? ns : floor_s;
}

static float short_term(const float w[FSRS_PARAMS], float s, int r)
{
	float sinc = expf(w[17] * ((float)r - 3.0f + w[18])) *
		     powf(s, -w[19]);

	if (r >= FSRS_HARD && sinc < 1.0f)
		sinc = 1.0f;
	return s * sinc;
}

void fsrs_review(const float w[FSRS_PARAMS], const struct fsrs_state *in,
		 unsigned days, enum fsrs_rating r, struct fsrs_state *out)
{
	int ri = r < FSRS_AGAIN ? FSRS_AGAIN : r > FSRS_EASY ? FSRS_EASY
							     : (int)r;
	float s, d, ret, ns;

	if (in->stability == 0.0f) {
		out->stability = clampf(init_stability(w, ri), S_MIN, S_MAX);
		out->difficulty = clampf(init_difficulty(w, ri), D_MIN, D_MAX);
		return;
	}
	s = clampf(in->stability, S_MIN, S_MAX);
	d = clampf(in->difficulty, D_MIN, D_MAX);
	ret = fsrs_retrievability(w, (float)days, s);
	if (days == 0)
		ns = short_term(w, s, ri);
	else if (ri == FSRS_AGAIN)
		ns = after_failure(w, s, d, ret);
	else
		ns = after_success(w, s, d, ret, ri);
	out->stability = clampf(ns, S_MIN, S_MAX);
	out->difficulty = next_difficulty(w, d, ri);
}
