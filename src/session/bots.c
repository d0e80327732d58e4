/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bots.c: the practice players; see bots.h.  Every choice is a draw from
 * the bots' own generator, in a fixed order, so a seed replays the same
 * table. */
#include "config.h"

#include "session/bots.h"

#include <string.h>

/* Names, not words: they are not translated. */
static const char *const names[BOTS_MAX] = {
	"Ana", "Beto", "Carla", "Diego", "Elena", "Fabian", "Gloria", "Hugo",
	"Ines", "Julio", "Karina", "Lucas", "Marta", "Nicolas", "Olga",
	"Pablo", "Quique", "Rosa", "Sergio", "Teresa", "Ulises", "Vera",
	"Walter", "Ximena",
};

static bool chance(struct bots *b, unsigned pct)
{
	return rng_below(&b->rng, 100) < pct;
}

enum status bots_init(struct bots *b, const struct rules *r, uint64_t seed,
		      int n)
{
	int seats[TABLE_SEATS_MAX];
	int seated, start;

	if (n < 1 || n > BOTS_MAX || r->seats < 1 || r->seats > TABLE_SEATS_MAX)
		return STATUS_BAD_ARGUMENT;
	/* One seat left free from three players up, so that the sabot meets
	 * an empty seat and the free seat is offered (7.9.7). */
	seated = n < r->seats ? n : r->seats;
	if (n >= 3 && seated == r->seats && seated - 1 >= r->min_players)
		seated--;
	if (seated < r->min_players)
		return STATUS_TOO_FEW_PLAYERS;
	if (n - seated > TABLE_STANDING_MAX)
		return STATUS_BAD_ARGUMENT;
	memset(b, 0, sizeof *b);
	b->rules = r;
	b->n = n;
	rng_seed(&b->rng, seed);
	for (int i = 0; i < r->seats; i++)
		seats[i] = i + 1;
	/* Which seats: a partial Fisher-Yates, then in seat order. */
	for (int i = 0; i < seated; i++) {
		int j = i + (int)rng_below(&b->rng, (uint32_t)(r->seats - i));
		int t = seats[i];

		seats[i] = seats[j];
		seats[j] = t;
	}
	for (int i = 1; i < seated; i++)
		for (int j = i; j > 0 && seats[j - 1] > seats[j]; j--) {
			int t = seats[j];

			seats[j] = seats[j - 1];
			seats[j - 1] = t;
		}
	start = (int)rng_below(&b->rng, BOTS_MAX);
	for (int i = 0; i < n; i++) {
		struct bot *p = &b->bot[i];
		static const int units[] = { 1, 1, 2, 3, 5, 10 };

		p->id = i + 1;
		p->seat = i < seated ? seats[i] : 0;
		p->name = names[(start + i) % BOTS_MAX];
		p->punto_pct = 30 + (int)rng_below(&b->rng, 41);
		p->unit = units[rng_below(&b->rng, sizeof units / sizeof units[0])];
		p->cautious = chance(b, 20);
	}
	return STATUS_OK;
}

enum status bots_seat(const struct bots *b, struct table *t)
{
	for (int i = 0; i < b->n; i++) {
		const struct bot *p = &b->bot[i];
		enum status st = p->seat > 0 ? table_sit(t, p->seat, p->id)
					     : table_stand(t, p->id);

		if (st != STATUS_OK)
			return st;
	}
	return STATUS_OK;
}

const char *bots_name(const struct bots *b, int player)
{
	return player >= 1 && player <= b->n ? b->bot[player - 1].name : NULL;
}

static const struct bot *bot_of(const struct bots *b, int player)
{
	return player >= 1 && player <= b->n ? &b->bot[player - 1] : NULL;
}

/* k table minimums, within 1..limit minimums. */
static int64_t mins(const struct rules *r, int64_t k, int64_t limit)
{
	if (k > limit)
		k = limit;
	if (k < 1)
		k = 1;
	return k * r->table_min;
}

static bool has_bet(const struct game *g, int player)
{
	const struct game_bet *bets;
	int n;

	bets = game_bets(g, &n);
	for (int i = 0; i < n; i++)
		if (bets[i].player == player)
			return true;
	return false;
}

static int place(struct bots *b, struct game *g, int player,
		 enum bet_chance on, int64_t amount, bool marcando)
{
	if (game_place_bet(g, player, on, amount, marcando, NULL) ==
	    STATUS_OK)
		return 1;
	b->rejected++;
	return 0;
}

/* One bot's bets for the pase. */
static int bet(struct bots *b, struct game *g, const struct bot *p)
{
	const struct rules *r = b->rules;
	int64_t top = r->table_max / r->table_min;
	int64_t amount = mins(r, p->unit * (1 + rng_below(&b->rng, 3)), top);
	int64_t tie_cap = r->table_max * r->tie_cap_pct / 100;
	bool banker = r->banking == BANKING_PLAYER && game_banker(g) == p->id;
	enum bet_chance on = banker || !chance(b, (unsigned)p->punto_pct)
				     ? BET_ON_BANCA : BET_ON_PUNTO;
	unsigned roll = rng_below(&b->rng, 100);
	int placed = 0;

	if (roll < 3) {
		/* Over the maximum: the excess is handed back (7.8.1.12). */
		placed += place(b, g, p->id, on, r->table_max +
				mins(r, 1 + rng_below(&b->rng, 5), top), false);
	} else if (roll < 8 && on == BET_ON_PUNTO && r->marcando_pct > 0) {
		placed += place(b, g, p->id, on, amount, true);
	} else if (roll < 12 && !banker) {
		/* Both chances, a minimum apart or more (7.8.1.9), within one
		 * maximum where a player banks (7.8.1.6). */
		int64_t other = amount + mins(r, 1 + rng_below(&b->rng, 3), top);

		if (other <= r->table_max &&
		    (r->banking == BANKING_HOUSE ||
		     amount + other <= r->table_max)) {
			placed += place(b, g, p->id, on, amount, false);
			placed += place(b, g, p->id, on == BET_ON_PUNTO
					? BET_ON_BANCA : BET_ON_PUNTO, other,
					false);
		} else {
			placed += place(b, g, p->id, on, amount, false);
		}
	} else {
		placed += place(b, g, p->id, on, amount, false);
	}
	if (r->tie_bet && tie_cap >= r->table_min && chance(b, 15))
		placed += place(b, g, p->id, BET_ON_TIE,
				mins(r, 1 + rng_below(&b->rng, 2),
				     tie_cap / r->table_min), false);
	return placed;
}

int bots_place_bets(struct bots *b, struct game *g)
{
	int refusing[BOTS_MAX];
	int placed = 0, n_refusing = 0;

	for (int i = 0; i < b->n; i++) {
		const struct bot *p = &b->bot[i];
		bool bets = chance(b, 70);

		/* A bet standing from an ancar is left as it is. */
		if (!bets || has_bet(g, p->id))
			continue;
		placed += bet(b, g, p);
		if (p->seat > 0 && chance(b, 3))
			refusing[n_refusing++] = p->id;
	}
	/* Said aloud, so the croupier hears it (words.h). */
	memset(&b->said, 0, sizeof b->said);
	words_refuse_cards(&b->said, g, refusing, n_refusing);
	return placed;
}

static enum status answer_remate(struct bots *b, struct game *g)
{
	const struct rules *r = b->rules;
	const struct game_action *last = game_last_action(g);
	int64_t top = r->table_max / r->table_min;

	if (last != NULL && last->kind == GAME_ACT_ASK_IMPROVE &&
	    b->n_offers > 0) {
		/* Invited to improve the best offer (8.7.1.1.13), after
		 * every round that brought one: one of those who offered
		 * may, and sooner or later nobody does. */
		int64_t best = 0;

		for (int i = 0; i < b->n_offers; i++)
			if (b->offers[i].amount > best)
				best = b->offers[i].amount;
		for (int i = 0; i < b->n_offers; i++) {
			if (chance(b, 30) &&
			    best + r->table_min <= r->table_max) {
				b->offers[i].amount = best + r->table_min;
				break;
			}
		}
		return words_remate(&b->said, g, b->offers, b->n_offers);
	}
	b->n_offers = 0;
	for (int i = 0; i < b->n && b->n_offers < TABLE_SEATS_MAX; i++) {
		const struct bot *p = &b->bot[i];

		if (p->seat == 0 || !chance(b, 50))
			continue;
		b->offers[b->n_offers].seat = p->seat;
		b->offers[b->n_offers].amount =
			chance(b, 5) ? r->table_max
				     : mins(r, p->unit * (1 + rng_below(&b->rng, 4)),
					    top);
		b->n_offers++;
	}
	if (b->n_offers == 0) {
		/* Somebody always wants the first bank in practice. */
		for (int i = 0; i < b->n; i++) {
			if (b->bot[i].seat > 0) {
				b->offers[0].seat = b->bot[i].seat;
				b->offers[0].amount = r->table_min;
				b->n_offers = 1;
				break;
			}
		}
	}
	return words_remate(&b->said, g, b->offers, b->n_offers);
}

static enum status answer_bank(struct bots *b, struct game *g,
			       const struct game_action *w)
{
	const struct rules *r = b->rules;
	const struct bot *p = bot_of(b, w->player);
	int64_t top = r->table_max / r->table_min;
	unsigned declines = p != NULL && p->cautious ? 25 : 8;
	int unit = p != NULL ? p->unit : 1;

	if (chance(b, declines))
		return words_bank(&b->said, g, w->player, false, 0);
	/* A bank given up is offered for its amount (7.9.2.7). */
	if (game_bank_offered(g) > 0)
		return words_bank(&b->said, g, w->player, true,
				  game_bank_offered(g));
	return words_bank(&b->said, g, w->player, true,
				mins(r, unit * (1 + rng_below(&b->rng, 4)),
				     top / 2 > 0 ? top / 2 : 1));
}

static enum status answer_free_seat(struct bots *b, struct game *g,
				    const struct game_action *w)
{
	int want[BOTS_MAX];
	int n = 0;

	for (int i = 0; i < b->n && n < 3; i++) {
		const struct bot *p = &b->bot[i];

		if (p->seat == w->seat)
			continue;
		if (chance(b, p->seat == 0 ? 35 : 10))
			want[n++] = p->id;
	}
	return words_free_seat(&b->said, g, want, n);
}

static enum status answer_banker(struct bots *b, struct game *g)
{
	const struct rules *r = b->rules;
	struct game_banker_word w = { 0 };
	int64_t bank = game_bank(g);
	unsigned roll = rng_below(&b->rng, 100);

	if (roll < 4) {
		w.give_suite = true;
	} else if (roll < 9) {
		/* Now and then less than half, which counts as half
		 * (8.4.2.2.7). */
		w.mitad = chance(b, 25) ? bank / 3 : bank / 2;
	} else if (roll < 12) {
		w.raise = bank + r->table_min * (1 + rng_below(&b->rng, 5));
	}
	if (w.mitad <= 0)
		w.mitad = 0;
	return words_banker(&b->said, g, &w);
}

static enum status answer_suite(struct bots *b, struct game *g)
{
	const struct rules *r = b->rules;
	const struct game_action *last = game_last_action(g);
	int64_t offered = last != NULL && last->kind == GAME_ACT_OFFER_SUITE
				  ? last->amount : 0;
	int64_t raise = 0;
	int want[2];
	int n = 0;

	if (chance(b, 65)) {
		want[n++] = 1 + (int)rng_below(&b->rng, (uint32_t)b->n);
		if (chance(b, 30)) {
			int other = 1 + (int)rng_below(&b->rng, (uint32_t)b->n);

			if (other != want[0])
				want[n++] = other;
		}
		if (chance(b, 20) &&
		    offered + r->table_min <= r->table_max && offered > 0)
			raise = offered + r->table_min *
					 (1 + rng_below(&b->rng, 3));
		if (raise > r->table_max)
			raise = r->table_max;
	}
	return words_suite(&b->said, g, want, n, raise);
}

enum status bots_answer(struct bots *b, struct game *g,
			const struct game_action *wait)
{
	memset(&b->said, 0, sizeof b->said);
	switch (wait->question) {
	case GAME_Q_REMATE:
		return answer_remate(b, g);
	case GAME_Q_CUT:
		return words_cut(&b->said, g, wait->player, !chance(b, 10));
	case GAME_Q_BANK:
		return answer_bank(b, g, wait);
	case GAME_Q_FREE_SEAT:
		return answer_free_seat(b, g, wait);
	case GAME_Q_BANKER:
		return answer_banker(b, g);
	case GAME_Q_SUITE:
		return answer_suite(b, g);
	case GAME_Q_FIVE:
		return words_five(&b->said, g, wait->player,
					chance(b, 50) ? FIVE_PIDO : FIVE_PLANTO);
	case GAME_Q_NONE:
	case GAME_Q__COUNT:
	default:
		break;
	}
	return STATUS_BAD_ARGUMENT;
}
