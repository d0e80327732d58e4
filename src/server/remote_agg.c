/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_agg.c: the step of the server's schema (6 -> 7) that keeps the
 * history's aggregates on the server, as SQLite keeps them in a results
 * file (store/store_agg_sql.h): the readers read the same relations
 * under the same names, a few rows per attempt, day, skill, spot or
 * cell however long the history.
 *
 * On the server each figure is kept per audience (remote_readers.c:
 * who may read the attempts it counts), so that row-level security
 * shows each role the figures of the attempts it may read and no
 * others:
 *
 *   attempt_agg             per attempt and skill ('*': the attempt's)
 *   day_figures, day_ms     per trainee, audience, day and skill, and
 *                           the histogram of its times (ms -> how many)
 *   skill_figures, skill_ms per trainee, audience and skill, all time
 *   spot_figures            per trainee, audience, scenario, file, coup
 *   cell_figures            per trainee, audience, cell and time
 *
 * and the views day_agg, skill_agg, spots and cell_times add up the
 * audiences a reader may see: counts summed; a median read off the
 * kept one when one audience is seen (a trainee in one class), else
 * from the histograms added up; the right answers since a spot's last
 * mistake counted again when more than one audience holds it.
 *
 * Kept by triggers on crupier.actions, whoever writes (a trainee's
 * crupier.answer_add, the judge rewriting an answer's evaluation, the
 * administrator), in the writer's transaction: per statement, the rows
 * inserted, changed or deleted become signed deltas (crupier.agg_delta)
 * that crupier.agg_apply adds.  An attempt's figures are counted again
 * from its actions (a few hundred); a day's and all time's median is
 * kept as it moves (lo, the time at the lower middle rank, and below,
 * how many are shorter), stepped through the histogram a few index
 * look-ups at a time; a spot follows SQLite's trigger for one answer
 * and is counted again from its actions otherwise.  crupier.agg_rebuild
 * counts everything again from the rows (an administrator's load, and
 * tests/pg/aggregates.sh, which compares the two). */
#include "config.h"

#include "server/remote_schema.h"

/* Right as the scoring model counts (not after a hint), as a number. */
#define RIGHT(r) "CASE WHEN " r ".correct <> 0 AND " r ".hint = 0" \
	" THEN 1 ELSE 0 END"
#define DAY(r) "coalesce(pg_catalog.substr(" r ".done_at, 1, 10), '')"

/* The median of a histogram's rows (ms, n, cum: the running count,
 * c: the count) of one key: the mean of the middle two, rounded down,
 * as store_median. */
#define HIST_MEDIAN \
	"(min(w.ms) FILTER (WHERE (w.c - 1) / 2 BETWEEN w.cum - w.n" \
	" AND w.cum - 1) + min(w.ms) FILTER (WHERE w.c / 2 BETWEEN" \
	" w.cum - w.n AND w.cum - 1)) / 2"

/* A figure's median stepped after its histogram moved: the function
 * crupier.NAME_walk(key..., lo, below, actions) returns lo, below and
 * the median over the histogram HIST where KEY holds. */
#define WALK(name, params, hist, key)                                      \
	"CREATE FUNCTION crupier." name "_walk(" params ", INOUT lo bigint," \
	" INOUT below integer, p_actions integer, OUT median bigint)\n"      \
	" LANGUAGE plpgsql STABLE SET search_path = crupier, pg_temp AS $$\n"\
	" DECLARE target integer := (p_actions - 1) / 2; nlo integer;\n"     \
	"  nx bigint; nn integer; BEGIN\n"                                   \
	" IF lo IS NULL THEN\n"                                              \
	"  SELECT m.ms INTO lo FROM crupier." hist " m WHERE " key           \
	"   AND m.n > 0 ORDER BY m.ms LIMIT 1;\n"                            \
	"  below := 0;\n"                                                    \
	" END IF;\n"                                                         \
	" LOOP\n"                                                            \
	"  IF lo IS NULL THEN\n"                                             \
	"   RAISE EXCEPTION 'crupier: " hist " out of step';\n"              \
	"  END IF;\n"                                                        \
	"  nlo := coalesce((SELECT m.n FROM crupier." hist " m WHERE " key   \
	"   AND m.ms = lo), 0);\n"                                           \
	"  IF target < below THEN\n"                                         \
	"   SELECT m.ms, m.n INTO nx, nn FROM crupier." hist " m WHERE " key \
	"    AND m.ms < lo AND m.n > 0 ORDER BY m.ms DESC LIMIT 1;\n"        \
	"   lo := nx; below := below - nn;\n"                                \
	"  ELSIF target >= below + nlo THEN\n"                               \
	"   below := below + nlo;\n"                                         \
	"   lo := (SELECT m.ms FROM crupier." hist " m WHERE " key           \
	"    AND m.ms > lo AND m.n > 0 ORDER BY m.ms LIMIT 1);\n"            \
	"  ELSE EXIT;\n"                                                     \
	"  END IF;\n"                                                        \
	" END LOOP;\n"                                                       \
	" IF p_actions % 2 = 1 OR target + 1 < below + nlo THEN\n"           \
	"  median := lo;\n"                                                  \
	" ELSE\n"                                                            \
	"  median := (lo + (SELECT m.ms FROM crupier." hist " m WHERE " key  \
	"   AND m.ms > lo AND m.n > 0 ORDER BY m.ms LIMIT 1)) / 2;\n"        \
	" END IF;\n"                                                         \
	" END $$;\n"

/* The median of the histograms of the audiences a reader sees (under
 * his row-level security): crupier.NAME_median(key...). */
#define MERGED_MEDIAN(name, params, hist, key)                             \
	"CREATE FUNCTION crupier." name "_median(" params ") RETURNS bigint\n"\
	" LANGUAGE sql STABLE SET search_path = crupier, pg_temp AS $$\n"    \
	" SELECT coalesce(" HIST_MEDIAN ", 0) FROM (SELECT h.ms, h.n,\n"      \
	"  (sum(h.n) OVER (ORDER BY h.ms))::bigint AS cum,\n"                 \
	"  (sum(h.n) OVER ())::bigint AS c\n"                                 \
	"  FROM (SELECT m.ms, sum(m.n)::bigint AS n FROM crupier." hist " m\n"\
	"  WHERE " key " GROUP BY m.ms) h) w $$;\n"

/* The figures of the keys a statement touched, moved by its deltas d:
 * counts added, the median stepped, a figure left with no action gone.
 * KEYS: the key's columns of agg_delta (and of fig and hist); MATCH(a,
 * b): a's key is b's; KV: the key's values of the loop's record kv. */
#define DELTAS "(SELECT x.*, " DAY("x") " AS day FROM pg_catalog.unnest(d) x)"
#define MOVE(fig, hist, name, keys, match, kv)                             \
	" INSERT INTO crupier." hist " AS m (" keys ", ms, n)\n"             \
	"  SELECT " keys ", x.ms, sum(x.sign) FROM " DELTAS " x\n"           \
	"  GROUP BY " keys ", x.ms\n"                                        \
	"  ON CONFLICT (" keys ", ms) DO UPDATE SET n = m.n + excluded.n;\n" \
	" DELETE FROM crupier." hist " m USING " DELTAS " x\n"               \
	"  WHERE " match("m", "x") " AND m.ms = x.ms AND m.n = 0;\n"         \
	" FOR kv IN SELECT " keys ", sum(x.sign) AS n, sum(x.sign * ("       \
	RIGHT("x") ")) AS r, sum(x.sign * CASE WHEN x.hint <> 0 THEN 1\n"   \
	"  ELSE 0 END) AS h FROM " DELTAS " x GROUP BY " keys " LOOP\n"     \
	"  SELECT * INTO f FROM crupier." fig " m WHERE " match("m", "kv")  \
	"   FOR UPDATE;\n"                                                  \
	"  IF NOT FOUND THEN\n"                                             \
	"   f_lo := NULL; f_below := 0; f_n := kv.n; f_r := kv.r;\n"        \
	"   f_h := kv.h;\n"                                                 \
	"  ELSE\n"                                                          \
	"   f_lo := f.lo; f_n := f.actions + kv.n; f_r := f.correct + kv.r;\n"\
	"   f_h := f.hints + kv.h;\n"                                       \
	"   f_below := f.below + coalesce((SELECT sum(x.sign) FROM " DELTAS  \
	"    x WHERE " match("x", "kv") " AND x.ms < f.lo), 0);\n"          \
	"  END IF;\n"                                                       \
	"  IF f_n <= 0 THEN\n"                                              \
	"   DELETE FROM crupier." fig " m WHERE " match("m", "kv") ";\n"    \
	"   CONTINUE;\n"                                                    \
	"  END IF;\n"                                                       \
	"  SELECT w.lo, w.below, w.median INTO f_lo, f_below, f_med\n"      \
	"   FROM crupier." name "_walk(" kv ", f_lo, f_below, f_n::integer)" \
	" w;\n"                                                             \
	"  INSERT INTO crupier." fig " AS m (" keys ", actions, correct,\n" \
	"   hints, median_ms, lo, below) VALUES (" kv ", f_n, f_r, f_h,\n"  \
	"   f_med, f_lo, f_below) ON CONFLICT (" keys ") DO UPDATE SET\n"   \
	"   actions = excluded.actions, correct = excluded.correct,\n"      \
	"   hints = excluded.hints, median_ms = excluded.median_ms,\n"      \
	"   lo = excluded.lo, below = excluded.below;\n"                    \
	" END LOOP;\n"

#define DAY_KEYS "trainee, audience, day, skill"
#define DAY_MATCH(a, b) a ".trainee = " b ".trainee AND " a ".audience = " \
	b ".audience AND " a ".day = " b ".day AND " a ".skill = " b ".skill"
#define SKILL_KEYS "trainee, audience, skill"
#define SKILL_MATCH(a, b) a ".trainee = " b ".trainee AND " a           \
	".audience = " b ".audience AND " a ".skill = " b ".skill"

/* A spot's figures counted from its actions: M is the CTE m, the
 * spots' actions (trainee, audience, scenario, sha, coup, correct,
 * done_at, expected_key, article, skill, attempt, idx), as the SQLite
 * step that made the aggregates counted them. */
#define SPOT_KEYS "trainee, audience, scenario, sha, coup"
#define SPOT_JOIN(a, b) a ".trainee = " b ".trainee AND " a ".audience = " \
	b ".audience AND " a ".scenario = " b ".scenario AND " a ".sha = " \
	b ".sha AND " a ".coup = " b ".coup"
#define SPOT_FILL(m)                                                       \
	" INSERT INTO crupier.spot_figures (" SPOT_KEYS ", mistakes, last,\n"\
	"  last_attempt, last_idx, expected_key, article, skill, since,\n"  \
	"  newest_right)\n"                                                 \
	" WITH m AS (" m "),\n"                                             \
	" g AS (SELECT " SPOT_KEYS ", sum(CASE WHEN correct = 0 THEN 1 ELSE"\
	"  0 END) AS mistakes, max(CASE WHEN correct = 0 THEN done_at END)\n"\
	"  AS last, max(CASE WHEN correct = 1 THEN done_at END) AS newest\n"\
	"  FROM m GROUP BY " SPOT_KEYS "),\n"                               \
	" l AS (SELECT m.*, pg_catalog.row_number() OVER (PARTITION BY "    \
	SPOT_KEYS " ORDER BY done_at DESC NULLS LAST, attempt DESC, idx"    \
	"  DESC) AS rn FROM m WHERE correct = 0),\n"                        \
	" s AS (SELECT m.trainee, m.audience, m.scenario, m.sha, m.coup,\n" \
	"  count(*) AS since FROM m JOIN g ON " SPOT_JOIN("g", "m")         \
	"  WHERE m.correct = 1 AND m.done_at > g.last GROUP BY m.trainee,\n"\
	"  m.audience, m.scenario, m.sha, m.coup)\n"                        \
	" SELECT g.trainee, g.audience, g.scenario, g.sha, g.coup,\n"       \
	"  g.mistakes, g.last, l.attempt, l.idx, l.expected_key, l.article,\n"\
	"  l.skill, coalesce(s.since, 0), g.newest FROM g\n"                \
	"  LEFT JOIN l ON " SPOT_JOIN("l", "g") " AND l.rn = 1\n"           \
	"  LEFT JOIN s ON " SPOT_JOIN("s", "g") ";\n"
#define SPOT_ROWS                                                          \
	"SELECT a.trainee, a.audience, a.scenario, a.scenario_sha256 AS sha,"\
	" x.coup, x.correct, x.done_at, x.expected_key, x.article, x.skill,"\
	" x.attempt, x.idx FROM crupier.attempts a JOIN crupier.actions x"  \
	" ON x.attempt = a.id"

/* A spot after one more answer, as SQLite's trigger keeps it
 * (store_agg_sql.h): r the answer's delta. */
#define SPOT_MATCH "trainee = r.trainee AND audience = r.audience AND" \
	" scenario = r.scenario AND sha = r.sha AND coup = r.coup"
#define SPOT_LATER                                                         \
	"(last_attempt IS NULL OR (r.done_at IS NOT NULL AND last IS NULL)" \
	" OR r.done_at > last OR ((r.done_at = last OR (r.done_at IS NULL"  \
	" AND last IS NULL)) AND (r.attempt > last_attempt OR (r.attempt ="\
	" last_attempt AND r.idx > last_idx))))"
#define SPOT_ONE                                                           \
	"  INSERT INTO crupier.spot_figures (" SPOT_KEYS ", mistakes, since)\n"\
	"   VALUES (r.trainee, r.audience, r.scenario, r.sha, r.coup, 0, 0)\n"\
	"   ON CONFLICT DO NOTHING;\n"                                       \
	"  IF r.correct = 0 THEN\n"                                          \
	"   UPDATE crupier.spot_figures SET since = CASE WHEN last IS NULL\n" \
	"    OR r.done_at > last THEN CASE WHEN newest_right IS NULL OR NOT\n"\
	"    (newest_right > r.done_at) THEN 0 ELSE (SELECT count(*) FROM\n" \
	"    crupier.actions x JOIN crupier.attempts b ON b.id = x.attempt\n"\
	"    WHERE b.trainee = r.trainee AND b.audience = r.audience AND\n"  \
	"    b.scenario = r.scenario AND b.scenario_sha256 = r.sha AND\n"    \
	"    x.coup = r.coup AND x.correct = 1 AND x.replay = 0 AND\n"       \
	"    x.done_at > r.done_at) END ELSE since END,\n"                   \
	"    last_attempt = CASE WHEN " SPOT_LATER " THEN r.attempt ELSE\n"  \
	"    last_attempt END,\n"                                            \
	"    last_idx = CASE WHEN " SPOT_LATER " THEN r.idx ELSE last_idx END,\n"\
	"    expected_key = CASE WHEN " SPOT_LATER " THEN r.expected_key ELSE\n"\
	"    expected_key END,\n"                                            \
	"    article = CASE WHEN " SPOT_LATER " THEN r.article ELSE article\n"\
	"    END,\n"                                                         \
	"    skill = CASE WHEN " SPOT_LATER " THEN r.skill ELSE skill END,\n"\
	"    last = CASE WHEN last IS NULL OR r.done_at > last THEN r.done_at\n"\
	"    ELSE last END, mistakes = mistakes + 1\n"                       \
	"   WHERE " SPOT_MATCH ";\n"                                         \
	"  ELSIF r.correct = 1 THEN\n"                                       \
	"   UPDATE crupier.spot_figures SET since = CASE WHEN r.done_at >\n" \
	"    last THEN since + 1 ELSE since END, newest_right = CASE WHEN\n" \
	"    newest_right IS NULL OR r.done_at > newest_right THEN r.done_at\n"\
	"    ELSE newest_right END WHERE " SPOT_MATCH ";\n"                  \
	"  END IF;\n"

/* The deltas of rows x joined to their attempt a, signed s. */
#define DELTA(s, x)                                                        \
	"ROW(" s ", " x ".attempt, a.trainee, a.audience, a.scenario,"     \
	" a.scenario_sha256, " x ".idx, " x ".coup, " x ".skill, " x        \
	".correct, " x ".hint, " x ".ms, " x ".done_at, " x ".cell, " x     \
	".expected_key, " x ".article)::crupier.agg_delta"
/* What of an action the aggregates read. */
#define COUNTED(x) "(" x ".coup, " x ".skill, " x ".correct, " x ".hint, " \
	x ".ms, " x ".done_at, " x ".cell, " x ".expected_key, " x          \
	".article, " x ".replay)"

const char remote_step_aggregates[] =
	"SET LOCAL search_path TO crupier, pg_temp;\n"
	"CREATE TABLE crupier.attempt_agg (\n"
	" attempt bigint NOT NULL REFERENCES crupier.attempts(id),\n"
	" skill text COLLATE \"C\" NOT NULL, audience bigint NOT NULL,\n"
	" actions integer NOT NULL, correct integer NOT NULL,\n"
	" hints integer NOT NULL, mistakes integer NOT NULL,\n"
	" median_ms bigint NOT NULL, PRIMARY KEY (attempt, skill));\n"
	"CREATE TABLE crupier.day_figures (trainee bigint NOT NULL,\n"
	" audience bigint NOT NULL, day text COLLATE \"C\" NOT NULL,\n"
	" skill text COLLATE \"C\" NOT NULL, actions integer NOT NULL,\n"
	" correct integer NOT NULL, hints integer NOT NULL,\n"
	" median_ms bigint NOT NULL, lo bigint, below integer NOT NULL,\n"
	" PRIMARY KEY (trainee, day, skill, audience));\n"
	"CREATE TABLE crupier.day_ms (trainee bigint NOT NULL,\n"
	" audience bigint NOT NULL, day text COLLATE \"C\" NOT NULL,\n"
	" skill text COLLATE \"C\" NOT NULL, ms bigint NOT NULL,\n"
	" n integer NOT NULL,\n"
	" PRIMARY KEY (trainee, day, skill, audience, ms));\n"
	"CREATE TABLE crupier.skill_figures (trainee bigint NOT NULL,\n"
	" audience bigint NOT NULL, skill text COLLATE \"C\" NOT NULL,\n"
	" actions integer NOT NULL, correct integer NOT NULL,\n"
	" hints integer NOT NULL, median_ms bigint NOT NULL, lo bigint,\n"
	" below integer NOT NULL, PRIMARY KEY (trainee, skill, audience));\n"
	"CREATE TABLE crupier.skill_ms (trainee bigint NOT NULL,\n"
	" audience bigint NOT NULL, skill text COLLATE \"C\" NOT NULL,\n"
	" ms bigint NOT NULL, n integer NOT NULL,\n"
	" PRIMARY KEY (trainee, skill, audience, ms));\n"
	"CREATE TABLE crupier.spot_figures (trainee bigint NOT NULL,\n"
	" audience bigint NOT NULL, scenario text COLLATE \"C\" NOT NULL,\n"
	" sha text COLLATE \"C\" NOT NULL, coup integer NOT NULL,\n"
	" mistakes integer NOT NULL, last text COLLATE \"C\",\n"
	" last_attempt bigint, last_idx integer, expected_key text,\n"
	" article text, skill text, since integer NOT NULL,\n"
	" newest_right text COLLATE \"C\",\n"
	" PRIMARY KEY (trainee, scenario, sha, coup, audience));\n"
	"CREATE TABLE crupier.cell_figures (trainee bigint NOT NULL,\n"
	" audience bigint NOT NULL, cell text COLLATE \"C\" NOT NULL,\n"
	" ms bigint NOT NULL, n integer NOT NULL, correct integer NOT NULL,\n"
	" PRIMARY KEY (trainee, cell, ms, audience));\n"
	"CREATE TYPE crupier.agg_delta AS (sign integer, attempt bigint,\n"
	" trainee bigint, audience bigint, scenario text, sha text,\n"
	" idx integer, coup integer, skill text, correct integer,\n"
	" hint integer, ms bigint, done_at text, cell text,\n"
	" expected_key text, article text);\n"
	/* An attempt's figures, from its actions (NULL: every attempt's). */
	"CREATE FUNCTION crupier.attempt_agg_fill(p_ids bigint[])\n"
	" RETURNS void LANGUAGE sql SET search_path = crupier, pg_temp AS $$\n"
	" DELETE FROM crupier.attempt_agg WHERE attempt = ANY (p_ids);\n"
	" INSERT INTO crupier.attempt_agg (attempt, skill, audience, actions,\n"
	"  correct, hints, mistakes, median_ms)\n"
	" SELECT x.attempt, '*', min(a.audience), count(*), 0, 0,\n"
	"  sum(CASE WHEN x.correct = 0 THEN 1 ELSE 0 END), 0\n"
	"  FROM crupier.actions x JOIN crupier.attempts a ON a.id = x.attempt\n"
	"  WHERE x.replay = 0 AND (p_ids IS NULL OR x.attempt = ANY (p_ids))\n"
	"  GROUP BY x.attempt\n"
	" UNION ALL\n"
	" SELECT w.attempt, w.skill, min(w.audience), count(*), sum(w.r),\n"
	"  sum(w.h), sum(w.m), (min(w.ms) FILTER (WHERE w.k = (w.c - 1) / 2)\n"
	"  + min(w.ms) FILTER (WHERE w.k = w.c / 2)) / 2\n"
	"  FROM (SELECT x.attempt, x.skill, a.audience, x.ms, " RIGHT("x")
	" AS r,\n"
	"  CASE WHEN x.hint <> 0 THEN 1 ELSE 0 END AS h,\n"
	"  CASE WHEN x.correct = 0 THEN 1 ELSE 0 END AS m,\n"
	"  pg_catalog.row_number() OVER (PARTITION BY x.attempt, x.skill\n"
	"  ORDER BY x.ms) - 1 AS k,\n"
	"  count(*) OVER (PARTITION BY x.attempt, x.skill) AS c\n"
	"  FROM crupier.actions x JOIN crupier.attempts a ON a.id = x.attempt\n"
	"  WHERE x.replay = 0 AND (p_ids IS NULL OR x.attempt = ANY (p_ids)))\n"
	"  w GROUP BY w.attempt, w.skill $$;\n"
	WALK("day", "p_trainee bigint, p_audience bigint, p_day text,"
	     " p_skill text", "day_ms", "m.trainee = p_trainee AND"
	     " m.audience = p_audience AND m.day = p_day AND"
	     " m.skill = p_skill")
	WALK("skill", "p_trainee bigint, p_audience bigint, p_skill text",
	     "skill_ms", "m.trainee = p_trainee AND m.audience = p_audience"
	     " AND m.skill = p_skill")
	/* The deltas d added: inserted, changed (-1 as it was, +1 as it
	 * is) or deleted non-replay actions; one_answer: a single answer
	 * added (crupier.answer_add), whose spot is stepped as SQLite steps
	 * it rather than counted again. */
	"CREATE FUNCTION crupier.agg_apply(d crupier.agg_delta[],\n"
	" one_answer boolean) RETURNS void LANGUAGE plpgsql\n"
	" SET search_path = crupier, pg_temp AS $$\n"
	" DECLARE kv record; f record; r record; f_lo bigint; f_below integer;\n"
	"  f_n bigint; f_r bigint; f_h bigint; f_med bigint; BEGIN\n"
	" IF d IS NULL OR pg_catalog.cardinality(d) = 0 THEN RETURN; END IF;\n"
	" PERFORM crupier.attempt_agg_fill(ARRAY(SELECT DISTINCT x.attempt\n"
	"  FROM pg_catalog.unnest(d) x));\n"
	MOVE("day_figures", "day_ms", "day", DAY_KEYS, DAY_MATCH,
	     "kv.trainee, kv.audience, kv.day, kv.skill")
	MOVE("skill_figures", "skill_ms", "skill", SKILL_KEYS, SKILL_MATCH,
	     "kv.trainee, kv.audience, kv.skill")
	" INSERT INTO crupier.cell_figures AS m (trainee, audience, cell, ms,\n"
	"  n, correct)\n"
	"  SELECT x.trainee, x.audience, x.cell, x.ms, sum(x.sign),\n"
	"  sum(x.sign * (" RIGHT("x") ")) FROM pg_catalog.unnest(d) x\n"
	"  WHERE x.cell IS NOT NULL AND x.cell <> ''\n"
	"  GROUP BY x.trainee, x.audience, x.cell, x.ms\n"
	"  ON CONFLICT (trainee, audience, cell, ms) DO UPDATE SET\n"
	"  n = m.n + excluded.n, correct = m.correct + excluded.correct;\n"
	" DELETE FROM crupier.cell_figures m USING pg_catalog.unnest(d) x\n"
	"  WHERE m.trainee = x.trainee AND m.audience = x.audience\n"
	"  AND m.cell = x.cell AND m.ms = x.ms AND m.n = 0;\n"
	" IF one_answer THEN\n"
	"  FOR r IN SELECT * FROM pg_catalog.unnest(d) x\n"
	"   WHERE x.sign = 1 AND x.scenario <> 'practice' LOOP\n"
	SPOT_ONE
	"  END LOOP;\n"
	"  RETURN;\n"
	" END IF;\n"
	" DELETE FROM crupier.spot_figures m USING pg_catalog.unnest(d) x\n"
	"  WHERE " SPOT_JOIN("m", "x") ";\n"
	SPOT_FILL("SELECT a.trainee, a.audience, a.scenario,"
		  " a.scenario_sha256 AS sha, x.coup, x.correct, x.done_at,"
		  " x.expected_key, x.article, x.skill, x.attempt, x.idx"
		  " FROM (SELECT DISTINCT " SPOT_KEYS " FROM"
		  " pg_catalog.unnest(d) WHERE scenario <> 'practice') t"
		  " JOIN crupier.attempts a ON a.trainee = t.trainee AND"
		  " a.audience = t.audience AND a.scenario = t.scenario AND"
		  " a.scenario_sha256 = t.sha JOIN crupier.actions x"
		  " ON x.attempt = a.id AND x.coup = t.coup"
		  " WHERE x.replay = 0")
	" END $$;\n"
	/* Everything counted again from the rows. */
	"CREATE FUNCTION crupier.agg_rebuild() RETURNS void LANGUAGE plpgsql\n"
	" SET search_path = crupier, pg_temp AS $$ BEGIN\n"
	" TRUNCATE crupier.attempt_agg, crupier.day_figures, crupier.day_ms,\n"
	"  crupier.skill_figures, crupier.skill_ms, crupier.spot_figures,\n"
	"  crupier.cell_figures;\n"
	" PERFORM crupier.attempt_agg_fill(NULL);\n"
	" INSERT INTO crupier.day_ms (" DAY_KEYS ", ms, n)\n"
	"  SELECT a.trainee, a.audience, " DAY("x") ", x.skill, x.ms, count(*)\n"
	"  FROM crupier.actions x JOIN crupier.attempts a ON a.id = x.attempt\n"
	"  WHERE x.replay = 0 GROUP BY 1, 2, 3, 4, 5;\n"
	" INSERT INTO crupier.skill_ms (" SKILL_KEYS ", ms, n)\n"
	"  SELECT trainee, audience, skill, ms, sum(n) FROM crupier.day_ms\n"
	"  GROUP BY 1, 2, 3, 4;\n"
	" INSERT INTO crupier.day_figures (" DAY_KEYS ", actions, correct,\n"
	"  hints, median_ms, lo, below)\n"
	"  SELECT a.trainee, a.audience, " DAY("x") ", x.skill, count(*),\n"
	"  sum(" RIGHT("x") "), sum(CASE WHEN x.hint <> 0 THEN 1 ELSE 0 END),\n"
	"  0, NULL, 0 FROM crupier.actions x JOIN crupier.attempts a\n"
	"  ON a.id = x.attempt WHERE x.replay = 0 GROUP BY 1, 2, 3, 4;\n"
	" INSERT INTO crupier.skill_figures (" SKILL_KEYS ", actions, correct,\n"
	"  hints, median_ms, lo, below)\n"
	"  SELECT trainee, audience, skill, sum(actions), sum(correct),\n"
	"  sum(hints), 0, NULL, 0 FROM crupier.day_figures GROUP BY 1, 2, 3;\n"
	" UPDATE crupier.day_figures m SET median_ms = k.med, lo = k.lo,\n"
	"  below = k.below FROM (SELECT w.trainee, w.audience, w.day, w.skill,\n"
	"  " HIST_MEDIAN " AS med, min(w.ms) FILTER (WHERE (w.c - 1) / 2\n"
	"  BETWEEN w.cum - w.n AND w.cum - 1) AS lo, min(w.cum - w.n) FILTER\n"
	"  (WHERE (w.c - 1) / 2 BETWEEN w.cum - w.n AND w.cum - 1) AS below\n"
	"  FROM (SELECT h.*, sum(h.n) OVER (PARTITION BY " DAY_KEYS " ORDER BY\n"
	"  h.ms) AS cum, sum(h.n) OVER (PARTITION BY " DAY_KEYS ") AS c\n"
	"  FROM crupier.day_ms h) w GROUP BY w.trainee, w.audience, w.day,\n"
	"  w.skill) k WHERE " DAY_MATCH("m", "k") ";\n"
	" UPDATE crupier.skill_figures m SET median_ms = k.med, lo = k.lo,\n"
	"  below = k.below FROM (SELECT w.trainee, w.audience, w.skill,\n"
	"  " HIST_MEDIAN " AS med, min(w.ms) FILTER (WHERE (w.c - 1) / 2\n"
	"  BETWEEN w.cum - w.n AND w.cum - 1) AS lo, min(w.cum - w.n) FILTER\n"
	"  (WHERE (w.c - 1) / 2 BETWEEN w.cum - w.n AND w.cum - 1) AS below\n"
	"  FROM (SELECT h.*, sum(h.n) OVER (PARTITION BY " SKILL_KEYS " ORDER\n"
	"  BY h.ms) AS cum, sum(h.n) OVER (PARTITION BY " SKILL_KEYS ") AS c\n"
	"  FROM crupier.skill_ms h) w GROUP BY w.trainee, w.audience,\n"
	"  w.skill) k WHERE " SKILL_MATCH("m", "k") ";\n"
	" INSERT INTO crupier.cell_figures (trainee, audience, cell, ms, n,\n"
	"  correct)\n"
	"  SELECT a.trainee, a.audience, x.cell, x.ms, count(*),\n"
	"  sum(" RIGHT("x") ") FROM crupier.actions x JOIN crupier.attempts a\n"
	"  ON a.id = x.attempt WHERE x.replay = 0 AND x.cell IS NOT NULL\n"
	"  AND x.cell <> '' GROUP BY 1, 2, 3, 4;\n"
	SPOT_FILL(SPOT_ROWS " WHERE x.replay = 0 AND a.scenario <> 'practice'")
	" END $$;\n"
	/* The triggers: each statement's rows as deltas. */
	"CREATE FUNCTION crupier.actions_added() RETURNS trigger\n"
	" LANGUAGE plpgsql SECURITY DEFINER SET search_path = crupier, pg_temp\n"
	" AS $$ BEGIN\n"
	" PERFORM crupier.agg_apply(ARRAY(SELECT " DELTA("1", "x")
	"  FROM new_rows x JOIN crupier.attempts a ON a.id = x.attempt\n"
	"  WHERE x.replay = 0), (SELECT count(*) FROM new_rows) = 1);\n"
	" RETURN NULL; END $$;\n"
	"CREATE FUNCTION crupier.actions_changed() RETURNS trigger\n"
	" LANGUAGE plpgsql SECURITY DEFINER SET search_path = crupier, pg_temp\n"
	" AS $$ BEGIN\n"
	" PERFORM crupier.agg_apply(ARRAY(SELECT " DELTA("-1", "o")
	"  FROM old_rows o JOIN crupier.attempts a ON a.id = o.attempt\n"
	"  WHERE o.replay = 0 AND NOT EXISTS (SELECT 1 FROM new_rows n\n"
	"  WHERE n.attempt = o.attempt AND n.idx = o.idx AND " COUNTED("n")
	"  IS NOT DISTINCT FROM " COUNTED("o") ")\n"
	"  UNION ALL SELECT " DELTA("1", "n")
	"  FROM new_rows n JOIN crupier.attempts a ON a.id = n.attempt\n"
	"  WHERE n.replay = 0 AND NOT EXISTS (SELECT 1 FROM old_rows o\n"
	"  WHERE o.attempt = n.attempt AND o.idx = n.idx AND " COUNTED("n")
	"  IS NOT DISTINCT FROM " COUNTED("o") ")), false);\n"
	" RETURN NULL; END $$;\n"
	"CREATE FUNCTION crupier.actions_removed() RETURNS trigger\n"
	" LANGUAGE plpgsql SECURITY DEFINER SET search_path = crupier, pg_temp\n"
	" AS $$ BEGIN\n"
	" PERFORM crupier.agg_apply(ARRAY(SELECT " DELTA("-1", "o")
	"  FROM old_rows o JOIN crupier.attempts a ON a.id = o.attempt\n"
	"  WHERE o.replay = 0), false);\n"
	" RETURN NULL; END $$;\n"
	/* An attempt moved to another trainee, audience or scenario: its
	 * actions counted out of the old place and into the new. */
	"CREATE FUNCTION crupier.attempt_moved() RETURNS trigger\n"
	" LANGUAGE plpgsql SECURITY DEFINER SET search_path = crupier, pg_temp\n"
	" AS $$ BEGIN\n"
	" PERFORM crupier.agg_apply(ARRAY(SELECT ROW(-1, x.attempt,\n"
	"  OLD.trainee, OLD.audience, OLD.scenario, OLD.scenario_sha256, x.idx,\n"
	"  x.coup, x.skill, x.correct, x.hint, x.ms, x.done_at, x.cell,\n"
	"  x.expected_key, x.article)::crupier.agg_delta FROM crupier.actions x\n"
	"  WHERE x.attempt = OLD.id AND x.replay = 0\n"
	"  UNION ALL SELECT " DELTA("1", "x") " FROM crupier.actions x\n"
	"  JOIN crupier.attempts a ON a.id = x.attempt\n"
	"  WHERE x.attempt = NEW.id AND x.replay = 0), false);\n"
	" RETURN NULL; END $$;\n"
	"CREATE TRIGGER actions_agg_added AFTER INSERT ON crupier.actions\n"
	" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT\n"
	" EXECUTE FUNCTION crupier.actions_added();\n"
	"CREATE TRIGGER actions_agg_changed AFTER UPDATE ON crupier.actions\n"
	" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows\n"
	" FOR EACH STATEMENT EXECUTE FUNCTION crupier.actions_changed();\n"
	"CREATE TRIGGER actions_agg_removed AFTER DELETE ON crupier.actions\n"
	" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT\n"
	" EXECUTE FUNCTION crupier.actions_removed();\n"
	/* Not UPDATE OF: the audience is set by a BEFORE trigger. */
	"CREATE TRIGGER attempts_agg_moved AFTER UPDATE ON crupier.attempts\n"
	" FOR EACH ROW\n"
	" WHEN ((OLD.trainee, OLD.audience, OLD.scenario, OLD.scenario_sha256)\n"
	"  IS DISTINCT FROM (NEW.trainee, NEW.audience, NEW.scenario,\n"
	"  NEW.scenario_sha256))\n"
	" EXECUTE FUNCTION crupier.attempt_moved();\n"
	/* The figures as the readers read them: the audiences each may see
	 * added up. */
	MERGED_MEDIAN("day", "p_trainee bigint, p_day text, p_skill text",
		      "day_ms", "m.trainee = p_trainee AND m.day = p_day AND"
		      " m.skill = p_skill")
	MERGED_MEDIAN("skill", "p_trainee bigint, p_skill text", "skill_ms",
		      "m.trainee = p_trainee AND m.skill = p_skill")
	"CREATE FUNCTION crupier.spot_since(p_trainee bigint, p_scenario text,\n"
	" p_sha text, p_coup integer, p_last text) RETURNS bigint\n"
	" LANGUAGE sql STABLE SET search_path = crupier, pg_temp AS $$\n"
	" SELECT count(*) FROM crupier.actions x JOIN crupier.attempts b\n"
	"  ON b.id = x.attempt WHERE b.trainee = p_trainee\n"
	"  AND b.scenario = p_scenario AND b.scenario_sha256 = p_sha\n"
	"  AND x.coup = p_coup AND x.correct = 1 AND x.replay = 0\n"
	"  AND x.done_at > p_last $$;\n"
	"CREATE VIEW crupier.day_agg WITH (security_invoker = true) AS\n"
	" SELECT f.trainee, f.day, f.skill, sum(f.actions) AS actions,\n"
	" sum(f.correct) AS correct, sum(f.hints) AS hints,\n"
	" CASE WHEN count(*) = 1 THEN min(f.median_ms)\n"
	"  ELSE crupier.day_median(f.trainee, f.day, f.skill) END AS median_ms\n"
	" FROM crupier.day_figures f GROUP BY f.trainee, f.day, f.skill;\n"
	"CREATE VIEW crupier.skill_agg WITH (security_invoker = true) AS\n"
	" SELECT f.trainee, f.skill, sum(f.actions) AS actions,\n"
	" sum(f.correct) AS correct, sum(f.hints) AS hints,\n"
	" CASE WHEN count(*) = 1 THEN min(f.median_ms)\n"
	"  ELSE crupier.skill_median(f.trainee, f.skill) END AS median_ms\n"
	" FROM crupier.skill_figures f GROUP BY f.trainee, f.skill;\n"
	"CREATE VIEW crupier.spots WITH (security_invoker = true) AS\n"
	" SELECT f.trainee, f.scenario, f.sha, f.coup,\n"
	" sum(f.mistakes) AS mistakes, max(f.last) AS last,\n"
	" CASE WHEN count(*) = 1 THEN min(f.since) ELSE crupier.spot_since(\n"
	"  f.trainee, f.scenario, f.sha, f.coup, max(f.last)) END AS since,\n"
	" (pg_catalog.array_agg(f.expected_key ORDER BY f.last DESC NULLS LAST,\n"
	"  f.last_attempt DESC, f.last_idx DESC) FILTER (WHERE\n"
	"  f.last_attempt IS NOT NULL))[1] AS expected_key,\n"
	" (pg_catalog.array_agg(f.article ORDER BY f.last DESC NULLS LAST,\n"
	"  f.last_attempt DESC, f.last_idx DESC) FILTER (WHERE\n"
	"  f.last_attempt IS NOT NULL))[1] AS article,\n"
	" (pg_catalog.array_agg(f.skill ORDER BY f.last DESC NULLS LAST,\n"
	"  f.last_attempt DESC, f.last_idx DESC) FILTER (WHERE\n"
	"  f.last_attempt IS NOT NULL))[1] AS skill,\n"
	" max(f.newest_right) AS newest_right\n"
	" FROM crupier.spot_figures f\n"
	" GROUP BY f.trainee, f.scenario, f.sha, f.coup;\n"
	"CREATE VIEW crupier.cell_times WITH (security_invoker = true) AS\n"
	" SELECT f.trainee, f.cell, f.ms, sum(f.n) AS n,\n"
	" sum(f.correct) AS correct FROM crupier.cell_figures f\n"
	" GROUP BY f.trainee, f.cell, f.ms;\n"
	/* Who reads them: the audiences he may see, as every other row. */
	"REVOKE ALL ON FUNCTION crupier.attempt_agg_fill(bigint[]),\n"
	" crupier.day_walk(bigint, bigint, text, text, bigint, integer,\n"
	"  integer),\n"
	" crupier.skill_walk(bigint, bigint, text, bigint, integer, integer),\n"
	" crupier.agg_apply(crupier.agg_delta[], boolean),\n"
	" crupier.agg_rebuild(), crupier.actions_added(),\n"
	" crupier.actions_changed(), crupier.actions_removed(),\n"
	" crupier.attempt_moved(), crupier.day_median(bigint, text, text),\n"
	" crupier.skill_median(bigint, text),\n"
	" crupier.spot_since(bigint, text, text, integer, text) FROM PUBLIC;\n"
	"GRANT EXECUTE ON FUNCTION crupier.day_median(bigint, text, text),\n"
	" crupier.skill_median(bigint, text),\n"
	" crupier.spot_since(bigint, text, text, integer, text)\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor;\n"
	"GRANT SELECT ON crupier.attempt_agg, crupier.day_figures,\n"
	" crupier.day_ms, crupier.skill_figures, crupier.skill_ms,\n"
	" crupier.spot_figures, crupier.cell_figures, crupier.day_agg,\n"
	" crupier.skill_agg, crupier.spots, crupier.cell_times\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor;\n"
	"ALTER TABLE crupier.attempt_agg ENABLE ROW LEVEL SECURITY;\n"
	"ALTER TABLE crupier.day_figures ENABLE ROW LEVEL SECURITY;\n"
	"ALTER TABLE crupier.day_ms ENABLE ROW LEVEL SECURITY;\n"
	"ALTER TABLE crupier.skill_figures ENABLE ROW LEVEL SECURITY;\n"
	"ALTER TABLE crupier.skill_ms ENABLE ROW LEVEL SECURITY;\n"
	"ALTER TABLE crupier.spot_figures ENABLE ROW LEVEL SECURITY;\n"
	"ALTER TABLE crupier.cell_figures ENABLE ROW LEVEL SECURITY;\n"
	"CREATE POLICY attempt_agg_read ON crupier.attempt_agg FOR SELECT\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING (audience IN (SELECT crupier.my_audiences()));\n"
	"CREATE POLICY day_figures_read ON crupier.day_figures FOR SELECT\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING (audience IN (SELECT crupier.my_audiences()));\n"
	"CREATE POLICY day_ms_read ON crupier.day_ms FOR SELECT\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING (audience IN (SELECT crupier.my_audiences()));\n"
	"CREATE POLICY skill_figures_read ON crupier.skill_figures FOR SELECT\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING (audience IN (SELECT crupier.my_audiences()));\n"
	"CREATE POLICY skill_ms_read ON crupier.skill_ms FOR SELECT\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING (audience IN (SELECT crupier.my_audiences()));\n"
	"CREATE POLICY spot_figures_read ON crupier.spot_figures FOR SELECT\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING (audience IN (SELECT crupier.my_audiences()));\n"
	"CREATE POLICY cell_figures_read ON crupier.cell_figures FOR SELECT\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING (audience IN (SELECT crupier.my_audiences()));\n"
	/* The attempts there already. */
	"SELECT crupier.agg_rebuild();\n";
