/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_member_sql.h: each trainee's totals for a class report (schema
 * step 14 -> 15), so that the report reads a row per member and a row
 * per member and skill instead of every attempt of the class's history
 * (store_trainee.c):
 *
 *   member_totals   trainee -> attempts, exams (the sum of the exam
 *                   column), exams passed, the best exam score and the
 *                   newest start, as store_outcome.h says them
 *   member_skills   trainee x skill -> actions and mistakes, the sums of
 *                   attempt_agg over his attempts (replays left out;
 *                   a mistake is an action not right, hinted or not)
 *
 * Kept by triggers on attempts (an attempt's part taken out as it was
 * and put back as it is) and on attempt_agg (its rows' counts as they
 * move), so every writer keeps them without knowing of them; counted
 * from the rows there by the same step.  A best score or newest start
 * that an attempt's change may lower is read again from that trainee's
 * attempts (an index look-up for the start; his exams for the score).
 *
 * crupier_passed and crupier_score are C functions the store registers
 * on its own connections: the sqlite3 shell, which some tests forge
 * files with, has none, so the triggers say the same in plain SQL over
 * the stored columns (store_attempt_from_stored: the types told apart,
 * no column trusted alone); test_store_members.c checks the two agree. */
#ifndef STORE_STORE_MEMBER_SQL_H
#define STORE_STORE_MEMBER_SQL_H

/* crupier_score(r's outcome columns): NULL unless a number from 0 to
 * 100. */
#define MEMBER_SCORE(r)                                                    \
	"(CASE WHEN typeof(" r ".score) IN ('integer', 'real') AND "       \
	r ".score >= 0 AND " r ".score <= 100 THEN CAST(" r ".score AS"    \
	" REAL) END)"
/* crupier_passed(...) = 1 for an exam: 1 or 0. */
#define MEMBER_PASSED(r)                                                   \
	"(CASE WHEN " r ".exam = 1 AND CAST(" r ".status AS TEXT) ="       \
	" 'complete' AND coalesce(CAST(" r ".timed_out AS INTEGER), 0) = 0"\
	" AND coalesce(CAST(" r ".verdict AS TEXT), '') NOT IN"            \
	" ('awaiting', 'unjudgeable') AND " MEMBER_SCORE(r) " IS NOT NULL" \
	" AND typeof(" r ".pass_mark) = 'integer' AND " r ".pass_mark"     \
	" BETWEEN 1 AND 100 AND typeof(" r ".passed) = 'integer' AND "     \
	r ".passed = 1 AND coalesce(CAST(" r ".time_exceeded AS INTEGER),"  \
	" 0) = 0 AND coalesce(CAST(" r ".fail_reason AS TEXT), '') = ''"    \
	" AND NOT (typeof(" r ".critical) = 'integer' AND typeof(" r       \
	".max_critical) = 'integer' AND " r ".max_critical >= 0 AND " r    \
	".critical > " r ".max_critical) THEN 1 ELSE 0 END)"
#define MEMBER_BEST(r) "(CASE WHEN " r ".exam = 1 THEN " MEMBER_SCORE(r) \
	" END)"

/* The attempt r's part put in its trainee's totals. */
#define MEMBER_ADD(r)                                                      \
	" INSERT INTO member_totals (trainee, attempts, exams, passed,"    \
	" best, last) VALUES (" r ".trainee, 1, coalesce(" r ".exam, 0), " \
	MEMBER_PASSED(r) ", " MEMBER_BEST(r) ", " r ".started)"            \
	" ON CONFLICT (trainee) DO UPDATE SET attempts = attempts + 1,"    \
	" exams = exams + excluded.exams,"                                 \
	" passed = passed + excluded.passed,"                              \
	" best = CASE WHEN best IS NULL OR excluded.best > best THEN"      \
	" excluded.best ELSE best END,"                                    \
	" last = CASE WHEN last IS NULL OR excluded.last > last THEN"      \
	" excluded.last ELSE last END;"
/* The attempt r's part taken out of its trainee's totals: a best or a
 * newest start it may have been read again (unless keep_best or
 * keep_last: the attempt as it is now holds one at least as high). */
#define MEMBER_SUB(r, keep_best, keep_last)                                \
	" UPDATE member_totals SET attempts = attempts - 1,"               \
	" exams = exams - coalesce(" r ".exam, 0),"                        \
	" passed = passed - " MEMBER_PASSED(r) ","                         \
	" best = CASE WHEN " MEMBER_BEST(r) " >= best AND NOT " keep_best  \
	" THEN (SELECT max(" MEMBER_BEST("a") ") FROM attempts a WHERE"    \
	" a.trainee = " r ".trainee AND a.exam = 1) ELSE best END,"        \
	" last = CASE WHEN " r ".started >= last AND NOT " keep_last       \
	" THEN (SELECT max(a.started) FROM attempts a WHERE a.trainee = "  \
	r ".trainee) ELSE last END WHERE trainee = " r ".trainee;"         \
	" DELETE FROM member_totals WHERE trainee = " r ".trainee AND"     \
	" attempts <= 0;"
/* NEW holds a part at least as high as OLD's. */
#define MEMBER_KEEP_BEST                                                   \
	"coalesce(NEW.trainee = OLD.trainee AND " MEMBER_BEST("NEW")       \
	" >= " MEMBER_BEST("OLD") ", 0)"
#define MEMBER_KEEP_LAST                                                   \
	"coalesce(NEW.trainee = OLD.trainee AND NEW.started >="            \
	" OLD.started, 0)"
/* The columns an attempt's part is made of. */
#define MEMBER_CHANGED(c) "OLD." c " IS NOT NEW." c
#define MEMBER_WHEN                                                        \
	MEMBER_CHANGED("trainee") " OR " MEMBER_CHANGED("exam") " OR "     \
	MEMBER_CHANGED("started") " OR " MEMBER_CHANGED("status") " OR "   \
	MEMBER_CHANGED("timed_out") " OR " MEMBER_CHANGED("score") " OR "  \
	MEMBER_CHANGED("pass_mark") " OR " MEMBER_CHANGED("passed") " OR " \
	MEMBER_CHANGED("time_exceeded") " OR "                             \
	MEMBER_CHANGED("fail_reason") " OR " MEMBER_CHANGED("critical")    \
	" OR " MEMBER_CHANGED("max_critical") " OR "                       \
	MEMBER_CHANGED("verdict")

/* An attempt's skill rows (of attempt_agg) added to trainee's, sign
 * +1 or -1, and the rows left with no action gone. */
#define MEMBER_SKILLS_MOVE(trainee, attempt, sign)                         \
	" INSERT INTO member_skills (trainee, skill, actions, mistakes)"   \
	" SELECT " trainee ", g.skill, " sign " * g.actions, " sign        \
	" * g.mistakes FROM attempt_agg g WHERE g.attempt = " attempt      \
	" AND g.skill <> '*' AND " trainee " IS NOT NULL"                  \
	" ON CONFLICT (trainee, skill) DO UPDATE SET"                      \
	" actions = actions + excluded.actions,"                           \
	" mistakes = mistakes + excluded.mistakes;"                        \
	" DELETE FROM member_skills WHERE trainee = " trainee " AND"       \
	" actions <= 0;"
/* One row of attempt_agg r added (+1) or taken out (-1). */
#define MEMBER_SKILL_ROW(r, sign)                                          \
	" INSERT INTO member_skills (trainee, skill, actions, mistakes)"   \
	" SELECT a.trainee, " r ".skill, " sign " * " r ".actions, " sign  \
	" * " r ".mistakes FROM attempts a WHERE a.id = " r ".attempt"     \
	" ON CONFLICT (trainee, skill) DO UPDATE SET"                      \
	" actions = actions + excluded.actions,"                           \
	" mistakes = mistakes + excluded.mistakes;"

#define MEMBER_MIGRATION                                                   \
	"CREATE TABLE member_totals (trainee INTEGER PRIMARY KEY,"         \
	" attempts INTEGER NOT NULL, exams INTEGER NOT NULL,"              \
	" passed INTEGER NOT NULL, best REAL, last TEXT);"                 \
	"CREATE TABLE member_skills (trainee INTEGER NOT NULL,"            \
	" skill TEXT NOT NULL, actions INTEGER NOT NULL,"                  \
	" mistakes INTEGER NOT NULL,"                                      \
	" PRIMARY KEY (trainee, skill)) WITHOUT ROWID;"                    \
	MEMBER_FILL                                                        \
	"CREATE TRIGGER attempts_member AFTER INSERT ON attempts BEGIN"    \
	MEMBER_ADD("NEW") " END;"                                          \
	"CREATE TRIGGER attempts_member_changed AFTER UPDATE ON attempts"  \
	" WHEN " MEMBER_WHEN " BEGIN"                                      \
	MEMBER_SUB("OLD", MEMBER_KEEP_BEST, MEMBER_KEEP_LAST)              \
	MEMBER_ADD("NEW") " END;"                                          \
	"CREATE TRIGGER attempts_member_gone AFTER DELETE ON attempts BEGIN"\
	MEMBER_SUB("OLD", "0", "0")                                        \
	MEMBER_SKILLS_MOVE("OLD.trainee", "OLD.id", "-1") " END;"          \
	"CREATE TRIGGER attempts_member_skills AFTER UPDATE OF trainee ON" \
	" attempts WHEN " MEMBER_CHANGED("trainee") " BEGIN"               \
	MEMBER_SKILLS_MOVE("OLD.trainee", "OLD.id", "-1")                  \
	MEMBER_SKILLS_MOVE("NEW.trainee", "NEW.id", "1") " END;"           \
	"CREATE TRIGGER attempt_agg_member AFTER INSERT ON attempt_agg"    \
	" WHEN NEW.skill <> '*' BEGIN" MEMBER_SKILL_ROW("NEW", "1")        \
	" END;"                                                            \
	"CREATE TRIGGER attempt_agg_member_changed AFTER UPDATE OF"        \
	" actions, mistakes, skill, attempt ON attempt_agg WHEN"           \
	" OLD.skill <> '*' OR NEW.skill <> '*' BEGIN"                      \
	MEMBER_SKILL_ROW_IF("OLD", "-1") MEMBER_SKILL_ROW_IF("NEW", "1")   \
	MEMBER_SKILL_EMPTY("OLD") " END;"                                  \
	"CREATE TRIGGER attempt_agg_member_gone AFTER DELETE ON"           \
	" attempt_agg WHEN OLD.skill <> '*' BEGIN"                         \
	MEMBER_SKILL_ROW("OLD", "-1") MEMBER_SKILL_EMPTY("OLD") " END;"

/* The same for a row that may be the attempt's '*'. */
#define MEMBER_SKILL_ROW_IF(r, sign)                                       \
	" INSERT INTO member_skills (trainee, skill, actions, mistakes)"   \
	" SELECT a.trainee, " r ".skill, " sign " * " r ".actions, " sign  \
	" * " r ".mistakes FROM attempts a WHERE a.id = " r ".attempt"     \
	" AND " r ".skill <> '*'"                                          \
	" ON CONFLICT (trainee, skill) DO UPDATE SET"                      \
	" actions = actions + excluded.actions,"                           \
	" mistakes = mistakes + excluded.mistakes;"
#define MEMBER_SKILL_EMPTY(r)                                              \
	" DELETE FROM member_skills WHERE trainee = (SELECT trainee FROM"  \
	" attempts WHERE id = " r ".attempt) AND skill = " r ".skill AND"  \
	" actions <= 0;"

/* The triggers that keep them (bench/chain_fill_sqlite.c sets them
 * aside while it loads a history). */
#define MEMBER_TRIGGER_NAMES                                               \
	"('attempts_member', 'attempts_member_changed',"                   \
	" 'attempts_member_gone', 'attempts_member_skills',"               \
	" 'attempt_agg_member', 'attempt_agg_member_changed',"             \
	" 'attempt_agg_member_gone')"

/* The history there before the step, counted once (and by
 * bench/chain_fill_sqlite.c after its load). */
#define MEMBER_FILL                                                        \
	"INSERT INTO member_totals SELECT a.trainee, count(*),"            \
	" coalesce(sum(a.exam), 0), sum(" MEMBER_PASSED("a") "),"          \
	" max(" MEMBER_BEST("a") "), max(a.started) FROM attempts a"       \
	" GROUP BY a.trainee;"                                             \
	"INSERT INTO member_skills SELECT a.trainee, g.skill,"             \
	" sum(g.actions), sum(g.mistakes) FROM attempts a JOIN attempt_agg"\
	" g ON g.attempt = a.id WHERE g.skill <> '*' GROUP BY 1, 2;"

#endif
