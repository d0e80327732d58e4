/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table_draw.c: the table picture — the title bar with the score and the
 * timer, the bank, the numbered seats with their bets, the standing
 * players, the sabot and the discard tray, Punto's and Banca's cards and
 * the croupier's last call.  The panel below is table_panel.c's. */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <ncursesw/curses.h>

#include "base/text_width.h"
#include "i18n.h"
#include "scenario/targets.h"
#include "session/skill_of.h"
#include "tui/app.h"
#include "tui/table_impl.h"

/* Columns of the seats' block. */
struct seat_cols {
	int x, width;           /* the block */
	int name_w, role_w, amount_w;
	bool marcando, tie;     /* the profile has these bets */
};

static void draw_styled(int y, int x, int width, enum term_style style,
			int extra, const char *text)
{
	int attr = term_attr(style) | extra;

	attron(attr);
	/* Never cut without saying so. */
	table_draw_cut(y, x, width, text);
	attroff(attr);
}

/* An amount right-aligned in width columns; nothing for 0. */
static void draw_amount(int y, int x, int width, int64_t v)
{
	char buf[32];
	int len;

	if (v == 0)
		return;
	len = snprintf(buf, sizeof buf, "%" PRId64, v);
	if (len > width)
		len = width;
	app_draw_text(y, x + width - len, width, buf);
}

/* "  target 3.0 s" (brief: "  tgt 3.0 s"): the target time of the skill
 * of the step due. */
static bool target_text(const struct table_screen *t, int brief, char *buf,
			size_t size)
{
	struct game_action e;
	enum skill k;
	int64_t ms;

	if (session_expected(t->ses, &e) != STATUS_OK)
		return false;
	k = skill_of_action(&e);
	if ((unsigned)k >= SKILL__COUNT)
		return false;
	ms = skill_target_ms(session_rules(t->ses), k);
	if (ms <= 0)
		return false;
	snprintf(buf, size, brief ? _("  tgt %.1f s") : _("  target %.1f s"),
		 (double)ms / 1000.0);
	return true;
}

static void draw_title(const struct table_screen *t)
{
	struct session_summary sum;
	char title[SCENARIO_TEXT_MAX + 64], status[160], clock[32], part[64];
	int64_t left = t->sc != NULL
		? table_time_left(t->sc->scoring.time_limit, table_used_ms(t))
		: -1;
	int sw, attr = term_attr(STYLE_TITLE);

	session_summary(t->ses, &sum);
	status[0] = '\0';
	snprintf(part, sizeof part, _("Coup %d"), session_coup(t->ses));
	strcat(status, part);
	strcat(status, "  ");
	if (session_replaying(t->ses)) {
		/* The replay's own count: its actions are not scored. */
		int n = 0, right = 0;

		for (size_t i = t->replay_from;
		     i < session_record_count(t->ses); i++, n++)
			right += session_record(t->ses, i)->right;
		snprintf(part, sizeof part, _("REPLAY %d/%d right"), right, n);
	} else if (t->exam) {
		/* No score in an exam, running or paused: the verdict is
		 * the summary's, once it is handed in. */
		snprintf(part, sizeof part,
			 ngettext("%d action", "%d actions", sum.all_actions),
			 sum.all_actions);
	} else {
		/* Every action done, scored or not (the summary tells
		 * which skills are examined). */
		snprintf(part, sizeof part, _("%d/%d right"), sum.all_right,
			 sum.all_actions);
	}
	strcat(status, part);
	strcat(status, "  ");
	if (left >= 0) {
		table_clock_text(left, clock, sizeof clock);
		snprintf(part, sizeof part, _("Time left %s"), clock);
	} else {
		table_clock_text(table_used_ms(t), clock, sizeof clock);
		snprintf(part, sizeof part, _("Time %s"), clock);
	}
	strcat(status, part);
	table_title(t, title, sizeof title);
	/* Beside the clock, in drills and practice, the target time of the
	 * step's skill, where the title leaves room for it. */
	for (int brief = 0; !t->exam && brief <= 1; brief++)
		if (target_text(t, brief, part, sizeof part) &&
		    text_width(title) + text_width(status) +
		    text_width(part) + 4 <= COLS) {
			strcat(status, part);
			break;
		}
	sw = (int)strlen(status);       /* ASCII but for translations */
	attron(attr);
	mvhline(0, 0, ' ', COLS);
	app_draw_text(0, 1, COLS - sw - 4, title);
	attroff(attr);
	/* The timer in red once an exam's time is nearly spent. */
	draw_styled(0, COLS - sw - 1, sw, left >= 0 && left < 60000
		    ? STYLE_BAD : STYLE_TITLE, A_BOLD, status);
}

static const char *name_of(const struct table_screen *t, int player)
{
	const char *n = session_player_name(t->ses, player);

	return n != NULL ? n : "?";
}

/* Whether the croupier's call that names the next banker is due: the
 * game already knows who he is (the answers were heard), the trainee must
 * work it out and say it, so the screen does not show him yet. */
static bool bank_move_due(const struct table_screen *t)
{
	struct game_action e;

	if (session_expected(t->ses, &e) != STATUS_OK)
		return false;
	switch (e.kind) {
	case GAME_ACT_ASK_IMPROVE:
	case GAME_ACT_AWARD_BANK:
	case GAME_ACT_FREE_SEAT:
	case GAME_ACT_PASS_SABOT:
	case GAME_ACT_SABOT_WAIT:
	case GAME_ACT_AWARD_SUITE:
	case GAME_ACT_NEW_SHOE:
		return true;
	default:
		break;
	}
	return false;
}

/* "¡Por favor, le cede el asiento…!" is due: the seat is not his yet. */
static bool cede_due(const struct table_screen *t)
{
	struct game_action e;

	return session_expected(t->ses, &e) == STATUS_OK &&
	       e.kind == GAME_ACT_CEDE_SEAT;
}

/* Who sits in seat as the table sees it: the banker sits in the seat he
 * banks from once he has been given it (a seat ceded for the suite,
 * 8.4.2.5.4, or the free seat, 7.9.7), whoever the seating list still
 * names there. */
static int seat_player(const struct table_screen *t, const struct game *g,
		       int seat)
{
	int banker = game_banker(g);

	if (session_rules(t->ses)->banking != BANKING_HOUSE && banker > 0 &&
	    !bank_move_due(t) && !cede_due(t) && game_banker_seat(g) == seat)
		return banker;
	return table_player(game_table(g), seat);
}

/* The bank (player-banked) or the dealer (house-banked). */
static void draw_bank(const struct table_screen *t, const struct game *g,
		      int y)
{
	const struct rules *r = session_rules(t->ses);
	const struct sabot *sb = game_sabot(g);
	char line[512], extra[128] = "";
	int banker = game_banker(g);

	if (r->banking == BANKING_HOUSE) {
		int seat = sabot_seat(sb);
		int p = table_player(game_table(g), seat);

		if (seat > 0 && p > 0)
			snprintf(line, sizeof line,
				 _("House bank. The sabot is at seat %d (%s)."),
				 seat, name_of(t, p));
		else
			snprintf(line, sizeof line, "%s",
				 _("House bank. The croupier deals."));
	} else if (banker > 0 && bank_move_due(t)) {
		snprintf(line, sizeof line, "%s",
			 _("Bank: the next banker is yours to call."));
	} else if (banker <= 0) {
		if (sabot_seat(sb) > 0)
			snprintf(line, sizeof line,
				 _("No bank yet. The sabot is at seat %d."),
				 sabot_seat(sb));
		else
			snprintf(line, sizeof line, "%s",
				 _("No bank yet: the first bank goes to auction."));
	} else {
		const struct bank_state *bs = game_bank_state(g);
		int depth = sabot_suite_depth(sb);

		if (depth == 1)
			snprintf(extra, sizeof extra, " · %s", _("suite"));
		else if (depth > 1)
			snprintf(extra, sizeof extra, " · %s",
				 _("suite of suite"));
		char amount[32];

		snprintf(amount, sizeof amount, "%" PRId64, game_bank(g));
		/* The percentage the bank's next win is paid at (7.8.1.3-4)
		 * is the trainee's to work out, so it is not shown: a hint
		 * (Tab) gives the payment itself.
		 * TRANSLATORS: "Bank: Beto, seat 3 · 2000 · pase 2", then
		 * " · suite" when it is one. */
		snprintf(line, sizeof line,
			 _("Bank: %s, seat %d · %s · pase %d%s"),
			 name_of(t, banker), game_banker_seat(g), amount,
			 bs->pase, extra);
	}
	draw_styled(y, 1, table_cols() - 2, STYLE_NORMAL, A_BOLD, line);
}

static void seat_cols_init(struct seat_cols *c, const struct rules *r,
			   int width)
{
	int fixed;

	c->x = 1;
	c->width = width;
	c->marcando = r->marcando_pct > 0;
	c->tie = r->tie_bet;
	c->amount_w = width >= 56 ? 8 : 7;
	c->role_w = 7;
	fixed = 4 + c->role_w + c->amount_w * (2 + c->marcando + c->tie);
	c->name_w = width - fixed - 1;
	if (c->name_w > 24)
		c->name_w = 24;
}

static void draw_seat_header(const struct seat_cols *c, int y)
{
	int x = c->x + 4 + c->name_w + c->role_w;
	int attr = term_attr(STYLE_HINT) | A_UNDERLINE;

	attron(attr);
	app_draw_text(y, c->x, 3, "#");
	app_draw_text(y, c->x + 4, c->name_w, _("Player"));
	draw_amount(y, x, c->amount_w, 0);
	app_draw_text(y, x + c->amount_w - 5, 5, "Punto");
	x += c->amount_w;
	app_draw_text(y, x + c->amount_w - 5, 5, "Banca");
	x += c->amount_w;
	if (c->marcando) {
		app_draw_text(y, x + c->amount_w - 5, 5, _("Marc."));
		x += c->amount_w;
	}
	if (c->tie)
		app_draw_text(y, x + c->amount_w - 3, 3, "TIE");
	attroff(attr);
}

static void draw_bets(const struct seat_cols *c, int y, int x,
		      const struct table_bets *b)
{
	draw_amount(y, x, c->amount_w, b->punto);
	x += c->amount_w;
	draw_amount(y, x, c->amount_w, b->banca);
	x += c->amount_w;
	if (c->marcando) {
		draw_amount(y, x, c->amount_w, b->marcando);
		x += c->amount_w;
	}
	if (c->tie)
		draw_amount(y, x, c->amount_w, b->tie);
}

/* Returns the line after the seats. */
static int draw_seats(const struct table_screen *t, const struct game *g,
		      const struct seat_cols *c, int y)
{
	const struct table *tb = game_table(g);
	const struct rules *r = session_rules(t->ses);
	const struct game_bet *bets;
	int n, bank_seat, holder = game_holder_seat(g);
	struct game_action e;
	char num[16];

	/* The game knows the holder before the croupier names him: not
	 * shown until the call is made (it is the trainee's to find). */
	if (session_expected(t->ses, &e) == STATUS_OK &&
	    (e.kind == GAME_ACT_HOLDER || e.kind == GAME_ACT_CROUPIER_TURNS ||
	     e.kind == GAME_ACT_REFUSED))
		holder = 0;

	bets = game_bets(g, &n);
	bank_seat = r->banking == BANKING_HOUSE ? sabot_seat(game_sabot(g))
		: game_banker(g) > 0 && !bank_move_due(t) ? game_banker_seat(g)
		: 0;
	draw_seat_header(c, y++);
	for (int s = 1; s <= tb->seats; s++, y++) {
		int p = seat_player(t, g, s);
		struct table_bets b;
		int x = c->x + 4;

		snprintf(num, sizeof num, "%2d", s);
		draw_styled(y, c->x, 3, STYLE_NORMAL, A_BOLD, num);
		if (p <= 0) {
			draw_styled(y, x, c->name_w, STYLE_HINT, 0,
				    _("(empty)"));
		} else {
			app_draw_text(y, x, c->name_w, name_of(t, p));
		}
		x += c->name_w;
		if (s == bank_seat)
			draw_styled(y, x, c->role_w, STYLE_CALL, A_BOLD,
				    r->banking == BANKING_HOUSE ? _("sabot")
							       : _("bank"));
		else if (s == holder)
			draw_styled(y, x, c->role_w, STYLE_CALL, 0,
				    _("cards"));
		x += c->role_w;
		table_bets_of_seat(bets, n, s, &b);
		draw_bets(c, y, x, &b);
	}
	return y;
}

/* "Standing: Carla (B 500), Hugo": on one line, cut at the edge. */
static void draw_standing(const struct table_screen *t, const struct game *g,
			  int y)
{
	const struct table *tb = game_table(g);
	const struct game_bet *bets;
	char line[1024], part[160];
	int who[TABLE_STANDING_MAX + 1];
	int n_who = 0, seat = game_banker_seat(g);
	size_t len;
	int n;

	/* As seat_player() seats them: the banker who took a seat is not
	 * standing, and whoever ceded it to him is. */
	for (int i = 0; i < tb->n_standing; i++)
		if (seat <= 0 || seat_player(t, g, seat) != tb->standing[i] ||
		    table_player(tb, seat) == tb->standing[i])
			who[n_who++] = tb->standing[i];
	if (seat > 0 && seat_player(t, g, seat) != table_player(tb, seat) &&
	    table_player(tb, seat) > 0)
		who[n_who++] = table_player(tb, seat);
	bets = game_bets(g, &n);
	len = (size_t)snprintf(line, sizeof line, "%s", _("Standing:"));
	if (n_who == 0)
		snprintf(line + len, sizeof line - len, " %s", _("nobody"));
	for (int i = 0; i < n_who && len < sizeof line; i++) {
		struct table_bets b;
		size_t pl;

		table_bets_of_standing(bets, n, who[i], &b);
		pl = (size_t)snprintf(part, sizeof part, "%s%s", i ? ", " : " ",
				      name_of(t, who[i]));
		if (b.punto > 0)
			pl += (size_t)snprintf(part + pl, sizeof part - pl,
					       " P %" PRId64, b.punto);
		if (b.banca > 0 && pl < sizeof part)
			pl += (size_t)snprintf(part + pl, sizeof part - pl,
					       " B %" PRId64, b.banca);
		if (b.marcando > 0 && pl < sizeof part)
			pl += (size_t)snprintf(part + pl, sizeof part - pl,
					       " M %" PRId64, b.marcando);
		if (b.tie > 0 && pl < sizeof part)
			snprintf(part + pl, sizeof part - pl, " TIE %" PRId64,
				 b.tie);
		len += (size_t)snprintf(line + len, sizeof line - len, "%s",
					part);
	}
	table_draw_cut(y, 1, table_cols() - 2, line);
}

/* One side's cards: "PUNTO  5♥  K♠" and, once the croupier has called
 * it, its total below (the trainee reads the cards himself first). */
static void draw_hand(int y, int x, int width, const char *label,
		      const card_t *cards, size_t n, bool total_said,
		      bool face_down)
{
	char total[48];
	int cx = x + 7;

	draw_styled(y, x, 6, STYLE_TITLE, A_BOLD, label);
	if (n == 0) {
		draw_styled(y, cx, width - 7, STYLE_HINT, 0, "-");
		return;
	}
	for (size_t i = 0; i < n && cx + 6 <= x + width; i++) {
		if (face_down) {
			/* A back: the card is on the table, not yet seen. */
			draw_styled(y, cx, 4, STYLE_SELECTED, 0, " ## ");
			cx += 5;
		} else {
			cx += term_draw_card(y, cx, cards[i]) + 1;
		}
	}
	if (face_down) {
		draw_styled(y + 1, x + 7, width - 7, STYLE_HINT, 0,
			    _("face down"));
		return;
	}
	if (!total_said)
		return;
	snprintf(total, sizeof total, _("total %d"), card_total(cards, n));
	draw_styled(y + 1, x + 7, width - 7, STYLE_NORMAL, A_BOLD, total);
}

/* Whether the pase's cards are on the table: from the first card to the
 * end of the pase; before the next pase they are in the discard tray. */
static bool cards_on_table(const struct game *g)
{
	switch (game_phase(g)) {
	case GAME_PHASE_COUP:
	case GAME_PHASE_PAY:
	case GAME_PHASE_END_PASE:
		return true;
	default:
		break;
	}
	return false;
}

/* Whether the totals were called: "¡9 por 7!" comes before the winner
 * (8.4.2.3.4), so once the winner is due or called they were. */
static bool totals_said(const struct table_screen *t, const struct game *g)
{
	struct game_action e;

	if (game_phase(g) != GAME_PHASE_COUP)
		return true;
	if (session_expected(t->ses, &e) != STATUS_OK)
		return true;
	return e.kind == GAME_ACT_COUP &&
	       (e.step == COUP_ANNOUNCE_WINNER || e.step == COUP_DONE);
}

/* Whether Banca's cards still lie face down: in the player-banked game
 * the banker turns them only once Punto's cards are seen and Punto has
 * resolved (IPLyC 7.6.5, TRAD 24), so while the cards are dealt, while
 * Punto decides (the voluntad included) and while an anomaly of the deal
 * is ruled on, Banca's are not seen; only a natural (7.4.3) shows them
 * at once. */
static bool banca_face_down(const struct table_screen *t,
			    const struct game *g, const struct rules *r)
{
	const struct coup *c = game_coup(g);
	struct game_action e;

	if (r->banking != BANKING_PLAYER || game_phase(g) != GAME_PHASE_COUP ||
	    c == NULL || c->punto_done || c->natural_announced)
		return false;
	return session_expected(t->ses, &e) != STATUS_OK ||
	       e.kind != GAME_ACT_COUP || e.step != COUP_ANNOUNCE_NATURAL;
}

/* The card an anomaly is about, where it lies while the croupier must
 * rule on it: out of the sabot face up, with another back, a joker. */
static bool draw_offending(const struct table_screen *t, const struct game *g,
			   int y, int x, int width)
{
	struct game_action e;
	const char *what;
	card_t c;
	int cx;

	if (session_expected(t->ses, &e) != STATUS_OK ||
	    e.kind != GAME_ACT_RULING)
		return false;
	switch (e.anomaly) {
	case ANOMALY_FACE_UP:
		what = _("face up");
		break;
	case ANOMALY_FOREIGN_BACK:
		what = _("another back");
		break;
	case ANOMALY_JOKER:
		what = _("joker");
		break;
	default:
		return false;
	}
	if (shoe_peek(game_shoe(g), 0, &c) != STATUS_OK)
		return false;
	draw_styled(y, x, 6, STYLE_BAD, A_BOLD, _("Out:"));
	cx = x + 7;
	if (e.anomaly == ANOMALY_FACE_UP || e.anomaly == ANOMALY_JOKER)
		cx += term_draw_card(y, cx, c) + 1;
	else
		cx += term_draw_card(y, cx, (card_t)(c & ~CARD_FOREIGN_BACK)) + 1;
	draw_styled(y, cx, x + width - cx, STYLE_BAD, A_BOLD, what);
	return true;
}

/* The card burnt by the last action, now in the tray (MIDI's burn at the
 * start of a shoe, a ruling that burns it); 0 if none. */
static card_t last_burnt(const struct game *g)
{
	const struct game_action *a = game_last_action(g);

	if (a == NULL || a->card == 0)
		return 0;
	if (a->kind == GAME_ACT_BURN)
		return a->card;
	if (a->kind == GAME_ACT_RULING &&
	    (a->flags & (RULING_BURN_CARD | RULING_REPLACE_CARD)))
		return a->card;
	return 0;
}

static void draw_side(const struct table_screen *t, const struct game *g,
		      int y, int x, int width)
{
	const struct coup *c = game_coup(g);
	const struct shoe *sh = game_shoe(g);
	const card_t *cards;
	bool on = cards_on_table(g), said = totals_said(t, g);
	size_t n, out = 0, tray;
	char line[128];
	card_t burnt = last_burnt(g);

	/* An exam does not count the sabot for the trainee: 417 where
	 * 416 were due would betray a card planted for an anomaly. */
	if (t->exam)
		snprintf(line, sizeof line, "%s", _("Sabot: not counted"));
	else
		snprintf(line, sizeof line, _("Sabot: %zu cards"),
			 game_cards_left(g));
	app_draw_text(y, x, width, line);
	if (game_last_pase(g))
		draw_styled(y + 1, x, width, STYLE_BAD, A_BOLD,
			    _("Cut card out: last pase"));
	else if (game_cut_reached(g))
		draw_styled(y + 1, x, width, STYLE_BAD, A_BOLD,
			    _("Cut card out"));
	else
		app_draw_text(y + 1, x, width, _("Cut card: not yet"));
	/* The tray holds every card out of this shoe but those on the
	 * table: the finished pases' and the burnt ones. */
	if (on)
		out = coup_punto_cards(c, &cards) + coup_banca_cards(c, &cards);
	tray = sh->next > out ? sh->next - out : 0;
	if (tray < game_discards(g))
		tray = game_discards(g);
	snprintf(line, sizeof line, _("Discard tray: %zu"), tray);
	app_draw_text(y + 2, x, width, line);
	if (!draw_offending(t, g, y + 3, x, width) && burnt != 0) {
		int cx;

		draw_styled(y + 3, x, 6, STYLE_HINT, A_BOLD, _("Burnt:"));
		cx = x + 7 + term_draw_card(y + 3, x + 7, burnt) + 1;
		draw_styled(y + 3, cx, x + width - cx, STYLE_HINT, 0,
			    _("in the tray"));
	}
	n = on ? coup_punto_cards(c, &cards) : 0;
	draw_hand(y + 4, x, width, "PUNTO", cards, n, said, false);
	n = on ? coup_banca_cards(c, &cards) : 0;
	draw_hand(y + 6, x, width, "BANCA", cards, n, said,
		  banca_face_down(t, g, session_rules(t->ses)));
}

void table_draw(struct screen *s, struct app *app)
{
	struct table_screen *t = (struct table_screen *)s;
	const struct game *g = session_game(t->ses);
	const struct rules *r = session_rules(t->ses);
	struct seat_cols cols;
	char keys[256];
	int log_x = table_log_column_x();
	int side_w, spare = LINES - TERM_MIN_LINES;
	int y = 1, rows;

	(void)app;
	table_set_cols(log_x > 0 ? log_x - 2 : COLS);
	side_w = table_cols() >= 100 ? 36 : 30;
	table_sync(t);
	draw_title(t);
	attron(term_attr(STYLE_HINT));
	mvhline(LINES - 1, 0, ' ', COLS);
	app_draw_text(LINES - 1, 1, COLS - 2,
		      table_key_hint(t, keys, sizeof keys));
	attroff(term_attr(STYLE_HINT));
	if (g == NULL)
		return;
	draw_bank(t, g, y++);
	if (spare >= 4)
		y++;
	seat_cols_init(&cols, r, table_cols() - side_w - 3);
	draw_side(t, g, y, table_cols() - side_w - 1, side_w);
	y = draw_seats(t, g, &cols, y);
	draw_standing(t, g, y++);
	y += table_chips_draw_float(t, y);
	if (spare >= 2)
		y++;
	/* The call line: the last things said, as many lines as the panel
	 * leaves (at least one: the last call and the answers to it). */
	rows = LINES - 1 - y - table_panel_need(t) - (spare >= 6);
	if (rows > (log_x > 0 ? 2 : 4))
		rows = log_x > 0 ? 2 : 4;
	if (rows > (int)call_log_count(session_call_log(t->ses)))
		rows = (int)call_log_count(session_call_log(t->ses));
	if (rows < 1)
		rows = 1;
	table_log_draw_lines(t, y, 1, table_cols() - 2, rows);
	y += rows;
	if (spare >= 6)
		y++;
	if (log_x > 0 && t->mode != TABLE_INTRO)
		table_log_draw_column(t, 1, log_x, LINES - 2, COLS - log_x - 1);
	table_panel_draw(t, y);
}
