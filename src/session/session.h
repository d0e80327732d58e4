/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session.h: a training session: a game (or a procedure) played by the
 * trainee as the croupier, with the players' answers coming from a
 * scenario's script or from practice bots, and the trainee's record.
 *
 * Kinds:
 * - PRACTICE: a random shoe from a seed, bots bet and answer, hints on;
 *   it ends with the shoe (session_set_shoes() for more, or endless).
 * - SCENARIO: a drill, lesson or exam (struct scenario): the players
 *   answer as its coups say (script.h); hints as scoring.hints says, never
 *   in an exam; it ends after its last coup.
 * - PROCEDURE: a scenario with `procedure:`: the trainee performs the
 *   steps of data/procedures/NAME.yaml in order (procedure.h).
 *
 * The session answers every question the game puts to the players
 * itself, so the trainee only ever performs croupier actions.  Each
 * action is checked against the engine's: right or wrong, the expected
 * action, the rule and its exact article, and the explanation (the rule's
 * text, rule_text.h).  After a wrong action the session applies the
 * correct one, so play continues from the correct state.
 *
 * Time: the session never reads a clock.  The caller passes a monotonic
 * now_ms to every action; an action takes now_ms minus the moment its
 * step became current, which is the previous action's now_ms, or the
 * moment given to session_mark() (call it when a step is first shown, or
 * shown again after an explanation or a pause).
 *
 * Coups: a coup is one pase, from where the previous one closed (as
 * script.h counts them), numbered from 1.  The state at the start of
 * every coup is kept, so session_replay_coup() can play a coup again;
 * play resumes where it was when the replayed coup closes.  Actions in a
 * replay are recorded (marked as such) but not scored.
 *
 * struct session is large (a game or a script, a procedure and its run,
 * about 80 KB; each coup's snapshot about 40 KB more on the heap):
 * allocate it, do not put it on a small stack.  session_free() releases
 * what it holds; call it before initialising the session again. */
#ifndef SESSION_SESSION_H
#define SESSION_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/game.h"
#include "engine/procedure.h"
#include "engine/rng.h"
#include "scenario/diag.h"
#include "scenario/scenario.h"
#include "session/bots.h"
#include "session/call_log.h"
#include "session/cell.h"
#include "session/deck_defect.h"
#include "session/choices.h"
#include "session/observer.h"
#include "session/script.h"

enum session_kind { SESSION_PRACTICE, SESSION_SCENARIO, SESSION_PROCEDURE };

/* Longer than any citation or procedure article. */
#define SESSION_ARTICLE_MAX PROCEDURE_ARTICLE_MAX

/* The outcome of one action. */
struct verdict {
	bool right;
	bool wrong_amount;      /* the right action, a wrong amount typed */
	/* Paying in chips: the right action and amount, chips the rule
	 * does not accept (chips_fault says why). */
	bool wrong_chips;
	enum chips_fault chips_fault;
	enum skill skill;
	int coup;               /* 1.. ; 0 in a procedure */
	int64_t ms;             /* the time the action took */
	/* Game sessions: what was due and what was done. */
	struct game_action expected, given;
	/* Procedure sessions. */
	enum procedure_op expected_op, given_op;
	struct procedure_params expected_params, given_params;
	/* Where the step given lies in the procedure: 1 a step still to
	 * come (one left out), -1 one done already, 0 neither. */
	int given_where;
	/* The remate: why the answer due was right (enum
	 * procedure_remate_why). */
	int remate_why;
	/* The explanation: the rule (rule_text) and the exact article;
	 * rule is RULE__COUNT for a procedure step (its text explains). */
	enum rule_id rule;
	char article[SESSION_ARTICLE_MAX];
	/* The situation cell of the action due (cell.h). */
	char cell[CELL_KEY_MAX];
};

/* One action in the record, for the summary, the front end and the
 * results database. */
struct session_record {
	const char *expected_key;       /* game_action_key / op key */
	const char *given_key;
	bool right;
	bool wrong_amount;
	bool wrong_chips;               /* chips the rule does not accept */
	enum chips_fault chips_fault;
	bool replay;                    /* done in a replayed coup */
	int64_t ms;
	enum skill skill;
	enum rule_id rule;
	char article[SESSION_ARTICLE_MAX];
	int coup;
	struct game_action expected;    /* game sessions */
	int64_t given_amount;
	/* The choice the trainee picked (session_act_choice): its key and
	 * the amount typed, kept by the results store whatever the front
	 * end, so that a procedure step is replayed by its choice on a
	 * resume.  '\0': the action was given otherwise (session_act). */
	char choice_key;
	int64_t typed_amount;
	/* The scoring model (session_score.c). */
	bool hint;                      /* a hint was shown for this step */
	bool critical;                  /* wrong, and of a critical kind */
	char cell[CELL_KEY_MAX];        /* the situation (cell.h) */
};

struct skill_summary {
	int actions, right;
	double accuracy;                /* 0..1; 0 with no actions */
	int64_t median_ms;
	double mean_ms;
	int weight;                     /* the scenario's, 1 in practice */
	/* The scoring model: right counts an action done after a hint as
	 * not right (beyond the scenario's free hints). */
	bool examined;                  /* scored: declared by the scenario
					   (every skill when none is) */
	int pass_mark;                  /* its own mark, percent */
	bool passed;                    /* examined, and no actions or
					   accuracy >= pass_mark */
	int critical;                   /* critical errors in the skill */
	int hints;                      /* actions done after a hint */
};

/* Why a session did not pass: the first reason that applies, in this
 * order. */
enum session_fail {
	SESSION_FAIL_NONE,              /* passed (or no pass mark) */
	SESSION_FAIL_INCOMPLETE,        /* stopped before its end */
	SESSION_FAIL_TIMED_OUT,         /* over the time limit */
	SESSION_FAIL_NO_ACTIONS,        /* nothing examined was done */
	SESSION_FAIL_SKILL,             /* fail_skill below its mark */
	SESSION_FAIL_CRITICAL,          /* more critical errors than allowed */
	/* The results server's judge only (judge/judge_replay.h): */
	SESSION_FAIL_BAD_ANSWER,        /* an answer does not apply */
	SESSION_FAIL_WRONG_SHOE,        /* not the shoe the server dealt */
	SESSION_FAIL__COUNT
};

struct session_summary {
	struct skill_summary skill[SKILL__COUNT];
	int actions, right, mistakes;
	double accuracy;                /* right / actions */
	double score;                   /* 0..100: the skills' accuracies
					   weighted by the scenario */
	int pass_mark;                  /* percent; 0: none */
	bool complete;                  /* the session reached its end */
	bool passed;                    /* complete, score >= pass_mark,
					   in time */
	int64_t total_ms;               /* the actions' time */
	int time_limit;                 /* seconds; 0: none */
	bool time_exceeded;
	/* The scoring model (see crupier-scenario(5)).  actions, right,
	 * accuracy and score count the examined skills only; mistakes
	 * and critical count every skill's. */
	int critical;                   /* critical errors, every skill's */
	int max_critical;               /* allowed; -1: no limit */
	int hints, free_hints;          /* actions after a hint; free ones */
	int unexamined;                 /* actions of skills not declared */
	int all_actions, all_right;     /* every skill's, for a running
					   count of what was done */
	enum session_fail fail;
	enum skill fail_skill;          /* SESSION_FAIL_SKILL: the first */
	bool timed_out;                 /* an exam closed at its time limit
					   before its end: not passed */
};

/* What changes as play goes on, and what a coup's snapshot keeps. */
struct session_play {
	union {
		struct game game;       /* PRACTICE */
		struct script script;   /* SCENARIO: its game */
	} u;
	struct bots bots;
	int coup;                       /* 1.. */
	int pases0;                     /* game_pases() when it began */
	int shoes;                      /* practice: shoes ended */
	bool over;
};

struct session_snap {
	int coup;
	size_t records;                 /* records before the coup */
	struct session_play play;
};

struct session {
	enum session_kind kind;
	const struct scenario *sc;      /* SCENARIO, PROCEDURE */
	struct rules rules;             /* PRACTICE, PROCEDURE */
	bool hints;
	int max_shoes;                  /* practice: 0 endless */

	struct session_play play;

	/* PROCEDURE */
	struct procedure_def proc;
	struct procedure_run run;
	struct rng proc_rng;
	/* A deck check's hidden defect, planted at the start. */
	bool has_defect;
	struct deck_defect defect;

	/* The clock of the step now current. */
	uint64_t step_since;
	bool step_marked;

	/* An exam's wall clock (session_set_exam_clock). */
	bool exam_clock_set, exam_timed_out;
	int64_t exam_wall_ms;

	/* The record. */
	struct session_record *records;
	size_t n_records, cap_records;

	/* Coups' starts, and the play to resume after a replay. */
	struct session_snap *snaps;
	size_t n_snaps, cap_snaps;
	bool replaying;
	int replay_coup;
	struct session_play *resume;

	/* What was said at the table (game sessions). */
	struct call_log log;

	/* A hint was shown for the step now current (session_hint_shown). */
	bool hint_pending;

	/* Who records each action (session_set_observer), and whether it
	 * could not record the last one. */
	const struct session_observer *obs;
	bool record_failed;
};

/* Practice on profile r (copied): a shoe from seed, n_bots players.
 * Statuses of bots_init() and game_init(); STATUS_NOT_ALLOWED when out
 * of memory. */
enum status session_init_practice(struct session *s, const struct rules *r,
				  uint64_t seed, int n_bots);
/* A scenario (which must outlive the session): its coups, or its
 * procedure read from data_dir/procedures/NAME.yaml.  The scenario is
 * played through once first, so a scenario the engine cannot play is
 * refused here (false, *err filled) and never halfway. */
bool session_init_scenario(struct session *s, const struct scenario *sc,
			   const char *data_dir, struct diag *err);
/* Releases the record and the snapshots. */
void session_free(struct session *s);
/* Practice: how many shoes to play (0: until the caller stops). */
void session_set_shoes(struct session *s, int shoes);

/* The step now current was shown at now_ms (see the top). */
void session_mark(struct session *s, uint64_t now_ms);

enum session_kind session_kind(const struct session *s);
bool session_over(const struct session *s);
/* Whether hints may be shown (practice; a scenario's scoring.hints,
 * never in an exam). */
bool session_hints(const struct session *s);
/* The coup being played (1..), 0 in a procedure. */
int session_coup(const struct session *s);
/* The game (NULL in a procedure session) and its profile. */
const struct game *session_game(const struct session *s);
const struct rules *session_rules(const struct session *s);
/* The procedure run (NULL unless a procedure session). */
const struct procedure_run *session_procedure(const struct session *s);
/* A player's name (bot or scenario player), NULL when unknown. */
const char *session_player_name(const struct session *s, int player);

/* The defect a deck-check session hides (deck_defect.h): true with *out,
 * false when the session hides none. */
bool session_deck_defect(const struct session *s, struct deck_defect *out);

/* The correct action now (a game session; STATUS_NOT_ALLOWED in a
 * procedure session or when over). */
enum status session_expected(const struct session *s, struct game_action *out);
/* The correct procedure step now; false when there is none. */
bool session_expected_step(const struct session *s,
			   struct procedure_step *out, int *reps_done);
/* The choices for the step now (choices.h): *n of them, at most max. */
enum status session_choices(const struct session *s, struct choice *out,
			    size_t max, size_t *n);

/* The trainee's action: checked, recorded, and play moves on (with the
 * correct action after a wrong one).  STATUS_NOT_ALLOWED when the session
 * is over or of another kind, STATUS_BAD_ARGUMENT for an action that is
 * not the croupier's (WAIT, OVER). */
enum status session_act(struct session *s, const struct game_action *given,
			uint64_t now_ms, struct verdict *out);
/* The same for a procedure step (choice: procedure_apply's). */
enum status session_act_step(struct session *s, enum procedure_op op,
			     const struct procedure_params *params,
			     size_t choice, uint64_t now_ms,
			     struct verdict *out);
/* A choice from session_choices(), with the amount typed when the choice
 * needs one. */
enum status session_act_choice(struct session *s, const struct choice *c,
			       int64_t amount, uint64_t now_ms,
			       struct verdict *out);
/* A choice that needs chips, with the chips counted out (a payment's
 * amount is what they make; the record's typed amount too). */
enum status session_act_chips(struct session *s, const struct choice *c,
			      const struct chip_count *chips,
			      uint64_t now_ms, struct verdict *out);

/* The words of an action with the player's name (action_text). */
void session_action_text(const struct session *s,
			 const struct game_action *a, char *buf, size_t size);
/* The explanation of a verdict: the rule's text with its article, or
 * the procedure step's description with its article. */
void session_explain(const struct session *s, const struct verdict *v,
		     char *buf, size_t size);

/* What was said at the table so far: every croupier action applied (the
 * correct one after a mistake) and every player's answer, added the
 * moment the game hears it, so it is there before the trainee acts on
 * it (call_log.h); and the coups' results.  Replays add to it. */
const struct call_log *session_call_log(const struct session *s);

/* The record. */
size_t session_record_count(const struct session *s);
const struct session_record *session_record(const struct session *s,
					    size_t i);
/* The k-th mistake (replays left out), or NULL. */
const struct session_record *session_mistake(const struct session *s,
					     size_t k);
/* The figures so far (replays left out). */
void session_summary(const struct session *s, struct session_summary *out);
/* An exam's clock, told by its front end (exam_attempt.h) before the
 * summary is read: wall_ms, the wall-clock time since its first action
 * (across a resume), counts as its time instead of the sum of the
 * actions' times; timed_out, closed at its time limit before its end
 * (the summary says so, and it is not passed). */
void session_set_exam_clock(struct session *s, int64_t wall_ms,
			    bool timed_out);
/* Whether the scenario's time limit has passed. */
bool session_time_exceeded(const struct session *s);
/* A hint was shown for the step now current: the next action is
 * recorded with it (and counts as not right, beyond the scenario's free
 * hints).  Nothing happens when hints are off. */
void session_hint_shown(struct session *s);
/* Who records the actions (observer.h; NULL: nobody; it must outlive
 * the session or be replaced).  session_act_choice(), which every front
 * end acts through, tells it of each action it records outside a
 * replay, after the record holds the key picked and the amount typed:
 * the trainer records every action itself, the same way whatever the
 * front end.  The front end still tells it when play starts and ends. */
void session_set_observer(struct session *s,
			  const struct session_observer *obs);
/* Whether the observer could not record the last action acted through
 * session_act_choice() (a full disk): an exam must not go on. */
bool session_record_failed(const struct session *s);
/* Whether a wrong action of r's kind is critical in this session. */
bool session_critical_kind(const struct session *s,
			   const struct session_record *r);

/* The percent a fraction shows: rounded down, so that 100% means no
 * mistake (right < actions never shows 100). */
int session_percent(int right, int actions);
/* The score as shown: rounded down the same way. */
int session_score_percent(double score);
/* The stable key of a reason ("incomplete", "timed_out", "no_actions",
 * "skill", "critical", "bad_answer", "wrong_shoe"; "" for none) and
 * back (SESSION_FAIL__COUNT when unknown). */
const char *session_fail_key(enum session_fail f);
enum session_fail session_fail_by_key(const char *key);
/* The verdict with its reason in words, in the user's language:
 * "NOT PASSED: Payouts 40% is below its mark of 75%." */
void session_verdict_text(const struct session_summary *sum, char *buf,
			  size_t size);

/* Plays coup again from its start (1..session_coup(); a game session).
 * STATUS_BAD_ARGUMENT for a coup not played yet, STATUS_NOT_ALLOWED in a
 * procedure session, during a replay or out of memory. */
enum status session_replay_coup(struct session *s, int coup);
bool session_replaying(const struct session *s);
/* Leaves a replay before its coup ends: play resumes where it was. */
void session_replay_end(struct session *s);

#endif
