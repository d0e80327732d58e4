/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_batch.c: an exam driven by an answers file; see exam_batch.h. */
#include "config.h"

#include "exam/exam_batch.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>


#include "i18n.h"
#include "exam/exam_attempt.h"
#include "record/recorder.h"

#define LINE_MAX_BYTES 256

static void say(struct exam_report *rep, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void say(struct exam_report *rep, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(rep->message, sizeof rep->message, fmt, ap);
	va_end(ap);
}

static uint64_t now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/* A choice stands for one performance of a step: its repeat is 1, not
 * the step's. */
static bool params_equal(const struct procedure_params *a,
			 const struct procedure_params *b)
{
	if (a->decks != b->decks || a->riffles != b->riffles ||
	    a->fans != b->fans || a->piles != b->piles ||
	    a->count != b->count ||
	    a->nrows != b->nrows)
		return false;
	for (int i = 0; i < a->nrows && i < PROCEDURE_ROWS_MAX; i++)
		if (a->rows[i] != b->rows[i])
			return false;
	return true;
}

/* The choice standing for the correct action now, and its amount. */
static const struct choice *expected_choice(const struct session *s,
					    const struct choice *list,
					    size_t n, int64_t *amount)
{
	struct procedure_step step;
	struct game_action e;

	*amount = 0;
	if (session_kind(s) == SESSION_PROCEDURE) {
		if (!session_expected_step(s, &step, NULL))
			return NULL;
		for (size_t i = 0; i < n; i++)
			if (list[i].procedure && list[i].op == step.op &&
			    params_equal(&list[i].params, &step.params))
				return &list[i];
		return NULL;
	}
	if (session_expected(s, &e) != STATUS_OK)
		return NULL;
	*amount = e.amount;
	for (size_t i = 0; i < n; i++)
		if (choice_is(&list[i], &e)) {
			*amount = choice_typed_figure(&list[i], &e);
			return &list[i];
		}
	return NULL;
}

/* Sleeps, waking early when *stop is set. */
static void nap(long seconds, volatile sig_atomic_t *stop)
{
	struct timespec ts = { seconds, 0 };

	while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
		if (stop != NULL && *stop)
			return;
}

enum answer { ANSWER_ACT, ANSWER_SKIP, ANSWER_QUIT, ANSWER_BAD };

/* The chips of an answer: "1x500 4x100" (or 1×500), each count of a
 * chip of the table; false on anything else or nothing. */
static bool parse_chips(const char *text, const struct chip_set *set,
			struct chip_count *out)
{
	const char *p = text;
	bool any = false;

	memset(out, 0, sizeof *out);
	for (;;) {
		long long count, value;
		char *end;
		int k;

		while (*p == ' ' || *p == '\t' || *p == ',')
			p++;
		if (*p == '\0')
			return any;
		count = strtoll(p, &end, 10);
		if (end == p || count <= 0 || count > CHIPS_COUNT_MAX)
			return false;
		p = end;
		if (*p == 'x' || *p == 'X')
			p++;
		else if (strncmp(p, "×", strlen("×")) == 0)
			p += strlen("×");
		else
			return false;
		value = strtoll(p, &end, 10);
		if (end == p)
			return false;
		p = end;
		k = chips_index(set, value);
		if (k < 0 || out->n[k] + count > CHIPS_COUNT_MAX)
			return false;
		out->n[k] += (int32_t)count;
		any = true;
	}
}

/* The correct action among the choices, with its chips. */
static enum answer answer_expected(const struct session *s,
				   unsigned long lineno, struct choice *list,
				   size_t n, const struct choice **pick,
				   int64_t *amount, struct chip_count *chips,
				   struct exam_report *rep)
{
	struct game_action e;

	*pick = expected_choice(s, list, n, amount);
	if (*pick == NULL) {
		say(rep, _("answers line %lu: the correct action is"
			   " not among the choices"), lineno);
		return ANSWER_BAD;
	}
	if (session_expected(s, &e) == STATUS_OK)
		*chips = e.chips;
	return ANSWER_ACT;
}

enum exam_answer_word exam_answer_word(const char *word)
{
	static const struct {
		const char *text;
		enum exam_answer_word word;
	} words[] = {
		{ "expected", EXAM_WORD_EXPECTED },
		{ "wrong", EXAM_WORD_WRONG },
		{ "wrong-or-expected", EXAM_WORD_WRONG_OR_EXPECTED },
		{ "quit", EXAM_WORD_QUIT },
		{ "sleep", EXAM_WORD_SLEEP },
	};

	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		if (strcmp(word, words[i].text) == 0)
			return words[i].word;
	return EXAM_WORD_NONE;
}

/* Reads one answer line into the choice to act on. */
static enum answer parse_answer(const struct exam_batch *o, char *line,
				const struct session *s, unsigned long lineno,
				struct choice *list, const struct choice **pick,
				int64_t *amount, struct chip_count *chips,
				struct exam_report *rep)
{
	char word[LINE_MAX_BYTES], extra[LINE_MAX_BYTES];
	enum exam_answer_word w;
	long long value = 0;
	size_t n;
	int got;

	line[strcspn(line, "\r\n")] = '\0';
	got = sscanf(line, "%255s %lld %255s", word, &value, extra);
	if (got <= 0 || word[0] == '#')
		return ANSWER_SKIP;
	w = exam_answer_word(word);
	if (w == EXAM_WORD_QUIT)
		return ANSWER_QUIT;
	if (w == EXAM_WORD_SLEEP && o->test_mode && got == 2) {
		nap((long)value, o->stop);
		return ANSWER_SKIP;
	}
	if (session_choices(s, list, CHOICES_MAX, &n) != STATUS_OK || n == 0) {
		say(rep, _("answers line %lu: nothing to answer now"), lineno);
		return ANSWER_BAD;
	}
	if (w == EXAM_WORD_EXPECTED && got == 1)
		return answer_expected(s, lineno, list, n, pick, amount, chips,
				       rep);
	/* wrong-or-expected: for answers written without knowing the shoe
	 * (an exam naming situations deals each attempt its own), where a
	 * step may offer the correct action alone. */
	if ((w == EXAM_WORD_WRONG || w == EXAM_WORD_WRONG_OR_EXPECTED) &&
	    got == 1) {
		/* The first choice that is not the correct one. */
		const struct choice *right = expected_choice(s, list, n,
							     amount);

		*pick = NULL;
		for (size_t i = 0; i < n && *pick == NULL; i++)
			if (&list[i] != right)
				*pick = &list[i];
		if (*pick == NULL && w == EXAM_WORD_WRONG_OR_EXPECTED)
			return answer_expected(s, lineno, list, n, pick,
					       amount, chips, rep);
		if (*pick == NULL) {
			say(rep, _("answers line %lu: no wrong choice at this"
				   " step"), lineno);
			return ANSWER_BAD;
		}
		return ANSWER_ACT;
	}
	*pick = strlen(word) == 1 ? choices_find_key(list, n, word[0])
				  : NULL;
	/* In chips: the key, then the chips counted out. */
	if (*pick != NULL && (*pick)->needs_chips) {
		if (!parse_chips(line + strspn(line, " \t") + 1,
				 &session_rules(s)->chips, chips)) {
			say(rep, _("answers line %lu: choice '%s' needs the"
				   " chips counted out, as 1x500 4x100"),
			    lineno, word);
			return ANSWER_BAD;
		}
		return ANSWER_ACT;
	}
	if (strlen(word) != 1 || got == 3) {
		say(rep, _("answers line %lu: not an answer: %s"), lineno,
		    word);
		return ANSWER_BAD;
	}
	if (*pick == NULL) {
		say(rep, _("answers line %lu: no choice '%s' at this step"),
		    lineno, word);
		return ANSWER_BAD;
	}
	if ((*pick)->needs_amount && got != 2) {
		say(rep, _("answers line %lu: choice '%s' needs an amount"),
		    lineno, word);
		return ANSWER_BAD;
	}
	*amount = (int64_t)value;
	return ANSWER_ACT;
}

/* Finds or refuses the unfinished attempt; replays it when resuming. */
/* Which attempt to play: 0 a new one, else the unfinished one to resume
 * (with its *done actions); abandoned first on a restart. */
static bool decide(const struct exam_batch *o, int64_t *attempt,
		   size_t *done, struct exam_report *rep)
{
	struct error err;

	if (!store_find_unfinished(o->st, o->trainee, o->sha256, true,
				   attempt, done, &err)) {
		say(rep, "%s", err.message);
		return false;
	}
	if (*attempt != 0 && o->restart) {
		if (!exam_attempt_abandon(o->st, *attempt, o->trainee,
					  o->results_dir, o->code, o->code_len,
					  rep->pending, sizeof rep->pending,
					  &err)) {
			say(rep, "%s", err.message);
			return false;
		}
		*attempt = 0;
	}
	if (*attempt != 0 && !o->resume) {
		say(rep, _("%s has an unfinished attempt (%" PRId64 ", %zu"
			   " actions) at this exam: resume it with --resume,"
			   " or abandon it with --restart"), o->trainee,
		    *attempt, *done);
		return false;
	}
	if (*attempt == 0 && o->resume) {
		say(rep, _("%s has no unfinished attempt at this exam to"
			   " resume"), o->trainee);
		return false;
	}
	return true;
}

enum played { PLAYED_END, PLAYED_STOPPED, PLAYED_TIMED_OUT,
	      PLAYED_ABANDONED };

/* Plays until the end, until the time runs out, or until stopped. */
static enum played play(const struct exam_batch *o, struct session *s,
			struct exam_attempt *ea, struct exam_report *rep)
{
	char line[LINE_MAX_BYTES];
	unsigned long lineno = 0;

	while (!session_over(s)) {
		struct choice list[CHOICES_MAX];
		const struct choice *pick = NULL;
		struct chip_count chips;
		int64_t amount = 0;
		struct verdict v;
		enum status st;

		if (o->stop != NULL && *o->stop) {
			say(rep, "%s", _("stopped by a signal"));
			return PLAYED_STOPPED;
		}
		if (exam_attempt_out_of_time(ea))
			return PLAYED_TIMED_OUT;
		session_mark(s, now_ms());
		errno = 0;
		if (fgets(line, sizeof line, o->answers) == NULL) {
			if (o->stop != NULL && *o->stop)
				say(rep, "%s", _("stopped by a signal"));
			else
				say(rep, "%s", _("the answers ran out before"
						 " the end of the exam"));
			return PLAYED_STOPPED;
		}
		lineno++;
		/* An answer given after the time ran out does not count. */
		if (exam_attempt_out_of_time(ea))
			return PLAYED_TIMED_OUT;
		if (strncmp(line, "abandon", 7) == 0 &&
		    strspn(line + 7, " \t\r\n") == strlen(line + 7))
			return PLAYED_ABANDONED;
		memset(&chips, 0, sizeof chips);
		switch (parse_answer(o, line, s, lineno, list, &pick, &amount,
				     &chips, rep)) {
		case ANSWER_SKIP:
			continue;
		case ANSWER_QUIT:
			say(rep, "%s", _("left before the end"));
			return PLAYED_STOPPED;
		case ANSWER_BAD:
			return PLAYED_STOPPED;
		case ANSWER_ACT:
			break;
		}
		st = pick->needs_chips
			? session_act_chips(s, pick, &chips, now_ms(), &v)
			: session_act_choice(s, pick, amount, now_ms(), &v);
		if (st != STATUS_OK) {
			say(rep, _("answers line %lu: the action was refused"),
			    lineno);
			return PLAYED_STOPPED;
		}
		if (session_record_failed(s)) {
			/* A signal gives up a write waiting for another
			 * program's (the front end's store_wait). */
			if (o->stop != NULL && *o->stop)
				say(rep, "%s", _("stopped by a signal"));
			else
				say(rep, _("cannot record the action: %s"),
				    ea->rec.err.message);
			return PLAYED_STOPPED;
		}
	}
	return PLAYED_END;
}

enum exam_outcome exam_batch_run(const struct exam_batch *o,
				 struct exam_report *rep)
{
	struct session_observer obs;
	struct exam_attempt *ea = NULL;
	struct scenario *sc;
	struct error err;
	struct store_action *acts = NULL;
	struct session *s;
	struct diag d;
	enum played how;
	int64_t attempt = 0;
	size_t done = 0, n = 0;

	memset(rep, 0, sizeof *rep);
	rep->outcome = EXAM_FAILED;
	rep->ending = STORE_IN_PROGRESS;
	s = calloc(1, sizeof *s);
	ea = calloc(1, sizeof *ea);
	sc = malloc(sizeof *sc);
	if (s == NULL || ea == NULL || sc == NULL) {
		say(rep, "%s", strerror(ENOMEM));
		free(s);
		free(ea);
		free(sc);
		return rep->outcome;
	}
	/* The attempt's own copy: its shoe may be its own. */
	*sc = *o->sc;
	/* An attempt closed but never sealed (killed while sealing) is
	 * sealed before anything else. */
	exam_seal_pending(o->st, o->trainee, o->results_dir, o->code,
			  o->code_len, rep->pending, sizeof rep->pending);
	if (!exam_attempt_init(ea, o->st, o->ob, sc, o->trainee, o->sha256,
			       o->code, o->code_len, true, &err)) {
		say(rep, "%s", err.message);
		free(s);
		free(ea);
		free(sc);
		return rep->outcome;
	}
	exam_attempt_on_server(ea, o->server);
	if (!decide(o, &attempt, &done, rep) ||
	    !exam_attempt_open(ea, sc, attempt, done, o->code, o->code_len,
			       &acts, &n, &err)) {
		if (rep->message[0] == '\0')
			say(rep, "%s", err.message);
		free(s);
		free(ea);
		free(sc);
		return rep->outcome;
	}
	if (!session_init_scenario(s, sc, o->data_dir, &d)) {
		diag_format(&d, rep->message, sizeof rep->message);
		free(acts);
		free(s);
		free(ea);
		free(sc);
		return rep->outcome;
	}
	obs = exam_attempt_observer(ea);
	if (attempt != 0) {
		bool ok = recorder_replay(s, acts, n, &err);

		free(acts);
		if (!ok) {
			say(rep, "%s", err.message);
			goto out;
		}
		rep->resumed = n;
	}
	/* Set after the resume, whose actions are recorded already. */
	session_set_observer(s, &obs);
	if (!obs.started(obs.ctx, s)) {
		say(rep, "%s", ea->rec.err.message);
		goto out;
	}
	rep->attempt = ea->rec.attempt;
	how = play(o, s, ea, rep);
	rep->actions = ea->rec.done;
	if (how == PLAYED_STOPPED) {
		obs.finished(obs.ctx, s, false);
		rep->outcome = ea->rec.failed ? EXAM_FAILED : EXAM_STOPPED;
		goto out;
	}
	rep->ending = how == PLAYED_TIMED_OUT ? STORE_TIMED_OUT
		      : how == PLAYED_ABANDONED ? STORE_ABANDONED
						 : STORE_COMPLETE;
	if (!exam_attempt_close(ea, s, rep->ending)) {
		say(rep, _("cannot record the end of the exam: %s"),
		    ea->rec.err.message);
		goto out;
	}
	session_summary(s, &rep->sum);
	if (exam_seal(o->st, ea->rec.attempt, o->results_dir, o->code,
		      o->code_len, rep->sealed, sizeof rep->sealed, &err)) {
		rep->outcome = EXAM_SEALED;
	} else {
		rep->sealed[0] = '\0';
		say(rep, "%s", err.message);
		rep->outcome = EXAM_UNSEALED;
	}
out:
	session_free(s);
	free(s);
	free(ea);
	free(sc);
	return rep->outcome;
}
