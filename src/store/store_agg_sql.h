/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_agg_sql.h: the history's aggregates (schema step
 * "aggregates"), so that progress, weak skills, weak spots and
 * listings read a few rows per attempt, day or skill instead of every
 * action ever recorded.
 *
 * Every figure is the one the old queries computed from the actions
 * (replays left out): counts summed, medians exact (the mean of the
 * middle two, rounded down, as the old queries did): an attempt's read from
 * its actions; a day's and all time's kept from histograms of the times
 * (ms -> how many) as they move (AGG_STEP).  Each action writes as few
 * pages as can be (it is committed while other trainees wait).
 *
 *   attempt_agg     attempt x skill -> actions, right (not after a hint),
 *                   hints, mistakes, median              (progress by
 *                   attempt, the Progress screen's sparklines); skill
 *                   '*': the attempt's actions and mistakes (listings)
 *   day_agg/day_ms  trainee x day (of done_at) x skill   (progress by day)
 *   skill_agg/skill_ms  trainee x skill, all time        (weakest skills)
 *   spots           trainee x scenario x file x coup: mistakes, the last
 *                   one and its action, right answers since it, and the
 *                   newest right answer (weak spots; practice left out)
 *
 * Kept by triggers on actions, so every writer (the recorder, in the
 * transaction that commits the action; an import; the hint flags an
 * import sets afterwards) keeps them without knowing of them; filled for
 * older databases by the same step.  Actions are never deleted nor
 * changed but for their hint flag. */
#ifndef STORE_STORE_AGG_SQL_H
#define STORE_STORE_AGG_SQL_H

/* The median of every group of a histogram (filling old databases). */
#define AGG_MEDIANS_HIST(table, keys)                                      \
	"SELECT " keys ", sum(ms) / count(*) AS med FROM (SELECT " keys    \
	", ms, n, sum(n) OVER (PARTITION BY " keys " ORDER BY ms) AS cum," \
	" sum(n) OVER (PARTITION BY " keys ") AS c FROM " table ") WHERE"  \
	" (c - 1) / 2 BETWEEN cum - n AND cum - 1 OR c / 2 BETWEEN"        \
	" cum - n AND cum - 1 GROUP BY " keys

#define AGG_TRAINEE "(SELECT trainee FROM attempts WHERE id = NEW.attempt)"
#define AGG_DAY "coalesce(substr(NEW.done_at, 1, 10), '')"
#define AGG_RIGHT(r) "(" r ".correct <> 0 AND " r ".hint = 0)"
#define AGG_SPOT                                                           \
	"(trainee, scenario, sha, coup) = (SELECT a.trainee, a.scenario,"  \
	" a.scenario_sha256, NEW.coup FROM attempts a WHERE"               \
	" a.id = NEW.attempt)"
/* Does the new mistake come after the spot's last (done_at, then
 * attempt and index, NULL times first as the old query sorted)? */
#define AGG_LATER                                                          \
	"(last_attempt IS NULL OR (NEW.done_at IS NOT NULL AND last IS"    \
	" NULL) OR NEW.done_at > last OR ((NEW.done_at = last OR"          \
	" (NEW.done_at IS NULL AND last IS NULL)) AND (NEW.attempt >"      \
	" last_attempt OR (NEW.attempt = last_attempt AND NEW.idx >"       \
	" last_idx))))"

/* A median is kept as it moves (one action moves it by one rank at
 * most): lo, the time at the lower middle rank (actions - 1) / 2, and
 * below, how many times are shorter than lo; a new time steps lo to the
 * next shorter or longer time of the histogram when its rank leaves
 * lo's: a few index lookups per action, however long the history.
 * AGG_HQ is one lookup in the histogram ms of the row (match). */
#define AGG_HQ(ms, match, col, cond)                                       \
	"(SELECT " col " FROM " ms " WHERE " match " AND " cond " LIMIT 1)"
/* After the row's actions and below were counted for NEW.ms (and its
 * histogram): lo stepped, then the median read off. */
#define AGG_STEP(agg, ms, match, where)                                    \
	" UPDATE " agg " SET"                                              \
	" below = CASE WHEN (actions - 1) / 2 < below THEN below - "       \
	AGG_HQ(ms, match, "n", "ms < lo ORDER BY ms DESC") " WHEN"         \
	" (actions - 1) / 2 >= below + " AGG_HQ(ms, match, "n", "ms = lo") \
	" THEN below + " AGG_HQ(ms, match, "n", "ms = lo") " ELSE below"   \
	" END, lo = CASE WHEN (actions - 1) / 2 < below THEN "             \
	AGG_HQ(ms, match, "ms", "ms < lo ORDER BY ms DESC") " WHEN"        \
	" (actions - 1) / 2 >= below + " AGG_HQ(ms, match, "n", "ms = lo") \
	" THEN " AGG_HQ(ms, match, "ms", "ms > lo ORDER BY ms")            \
	" ELSE lo END WHERE " where ";"                                    \
	" UPDATE " agg " SET median_ms = CASE WHEN actions % 2 = 1 THEN"   \
	" lo ELSE (lo + CASE WHEN (actions - 1) / 2 + 1 < below + "        \
	AGG_HQ(ms, match, "n", "ms = lo") " THEN lo ELSE "                 \
	AGG_HQ(ms, match, "ms", "ms > lo ORDER BY ms") " END) / 2 END"     \
	" WHERE " where ";"
/* The same three filled for every row of agg from its histogram. */
#define AGG_LO_FILL(agg, ms, keys, on)                                     \
	"UPDATE " agg " SET median_ms = m.med FROM ("                      \
	AGG_MEDIANS_HIST(ms, keys) ") m WHERE " on ";"                     \
	"UPDATE " agg " SET lo = m.ms, below = m.below FROM (SELECT "      \
	keys ", ms, cum - n AS below FROM (SELECT " keys ", ms, n, sum(n)" \
	" OVER (PARTITION BY " keys " ORDER BY ms) AS cum, sum(n) OVER"    \
	" (PARTITION BY " keys ") AS c FROM " ms ") WHERE (c - 1) / 2"     \
	" BETWEEN cum - n AND cum - 1) m WHERE " on ";"

/* The median of the attempt's non-replay times of NEW's skill (an
 * attempt has at most a few hundred: read, not kept): the middle one or
 * two, from one sort. */
#define AGG_ATTEMPT_COUNT(expr)                                            \
	"(SELECT " expr " FROM attempt_agg WHERE attempt = NEW.attempt AND"\
	" skill = NEW.skill)"
#define AGG_ATTEMPT_MEDIAN                                                 \
	"(SELECT sum(ms) / count(*) FROM (SELECT ms FROM actions WHERE"    \
	" attempt = NEW.attempt AND skill = NEW.skill AND replay = 0"      \
	" ORDER BY ms LIMIT " AGG_ATTEMPT_COUNT("2 - actions % 2")         \
	" OFFSET " AGG_ATTEMPT_COUNT("(actions - 1) / 2") "))"

#define AGG_TABLES                                                         \
	"CREATE INDEX attempts_started ON attempts(started);"              \
	"CREATE INDEX attempts_trainee_started ON attempts(trainee,"       \
	" started);"                                                       \
	"CREATE TABLE attempt_agg ("                                       \
	" attempt INTEGER NOT NULL REFERENCES attempts(id),"               \
	" skill TEXT NOT NULL, actions INTEGER NOT NULL,"                  \
	" correct INTEGER NOT NULL, hints INTEGER NOT NULL,"               \
	" mistakes INTEGER NOT NULL, median_ms INTEGER NOT NULL,"          \
	" PRIMARY KEY (attempt, skill)) WITHOUT ROWID;"                    \
	"CREATE TABLE day_agg (trainee INTEGER NOT NULL, day TEXT NOT NULL,"\
	" skill TEXT NOT NULL, actions INTEGER NOT NULL,"                  \
	" correct INTEGER NOT NULL, hints INTEGER NOT NULL,"               \
	" median_ms INTEGER NOT NULL DEFAULT 0,"                           \
	" lo INTEGER NOT NULL DEFAULT 0, below INTEGER NOT NULL DEFAULT 0,"\
	" PRIMARY KEY (trainee, day, skill)) WITHOUT ROWID;"               \
	"CREATE TABLE day_ms (trainee INTEGER NOT NULL, day TEXT NOT NULL," \
	" skill TEXT NOT NULL, ms INTEGER NOT NULL, n INTEGER NOT NULL,"   \
	" PRIMARY KEY (trainee, day, skill, ms)) WITHOUT ROWID;"           \
	"CREATE TABLE skill_agg (trainee INTEGER NOT NULL,"                \
	" skill TEXT NOT NULL, actions INTEGER NOT NULL,"                  \
	" correct INTEGER NOT NULL, hints INTEGER NOT NULL,"               \
	" median_ms INTEGER NOT NULL DEFAULT 0,"                           \
	" lo INTEGER NOT NULL DEFAULT 0, below INTEGER NOT NULL DEFAULT 0,"\
	" PRIMARY KEY (trainee, skill)) WITHOUT ROWID;"                    \
	"CREATE TABLE skill_ms (trainee INTEGER NOT NULL,"                 \
	" skill TEXT NOT NULL, ms INTEGER NOT NULL, n INTEGER NOT NULL,"   \
	" PRIMARY KEY (trainee, skill, ms)) WITHOUT ROWID;"                \
	"CREATE TABLE spots (trainee INTEGER NOT NULL,"                    \
	" scenario TEXT NOT NULL, sha TEXT NOT NULL, coup INTEGER NOT NULL,"\
	" mistakes INTEGER NOT NULL, last TEXT, last_attempt INTEGER,"     \
	" last_idx INTEGER, expected_key TEXT, article TEXT, skill TEXT,"  \
	" since INTEGER NOT NULL, newest_right TEXT,"                      \
	" PRIMARY KEY (trainee, scenario, sha, coup)) WITHOUT ROWID;"

/* The actions recorded before the step, counted once. */
#define AGG_FILL                                                           \
	"INSERT INTO attempt_agg SELECT attempt, '*', count(*), 0, 0,"     \
	" sum(correct = 0), 0 FROM actions WHERE replay = 0 GROUP BY"      \
	" attempt;"                                                        \
	"INSERT INTO attempt_agg SELECT g.attempt, g.skill, g.actions,"    \
	" g.correct, g.hints, g.mistakes, m.med FROM (SELECT attempt,"     \
	" skill, count(*) AS actions, sum(" AGG_RIGHT("x") ") AS correct," \
	" sum(hint <> 0) AS hints, sum(correct = 0) AS mistakes FROM"      \
	" actions x WHERE replay = 0 GROUP BY attempt, skill) g JOIN"      \
	" (SELECT attempt, skill, sum(ms) / count(*) AS med FROM (SELECT"  \
	" attempt, skill, ms, row_number() OVER (PARTITION BY attempt,"    \
	" skill ORDER BY ms) - 1 AS r, count(*) OVER (PARTITION BY"        \
	" attempt, skill) AS c FROM actions WHERE replay = 0) WHERE"       \
	" r = (c - 1) / 2 OR r = c / 2 GROUP BY attempt, skill) m ON"      \
	" m.attempt = g.attempt AND m.skill = g.skill;"                    \
	"INSERT INTO day_ms SELECT a.trainee, coalesce(substr(x.done_at,"  \
	" 1, 10), ''), x.skill, x.ms, count(*) FROM actions x JOIN"        \
	" attempts a ON a.id = x.attempt WHERE x.replay = 0 GROUP BY 1, 2,"\
	" 3, 4;"                                                           \
	"INSERT INTO day_agg SELECT a.trainee, coalesce(substr(x.done_at," \
	" 1, 10), ''), x.skill, count(*), sum(" AGG_RIGHT("x") "),"        \
	" sum(x.hint <> 0), 0, 0, 0 FROM actions x JOIN attempts a ON"     \
	" a.id = x.attempt WHERE x.replay = 0 GROUP BY 1, 2, 3;"           \
	AGG_LO_FILL("day_agg", "day_ms", "trainee, day, skill",            \
		    "day_agg.trainee = m.trainee AND day_agg.day = m.day"  \
		    " AND day_agg.skill = m.skill")                        \
	"INSERT INTO skill_ms SELECT trainee, skill, ms, sum(n) FROM"      \
	" day_ms GROUP BY 1, 2, 3;"                                        \
	"INSERT INTO skill_agg SELECT trainee, skill, sum(actions),"       \
	" sum(correct), sum(hints), 0, 0, 0 FROM day_agg GROUP BY 1, 2;"   \
	AGG_LO_FILL("skill_agg", "skill_ms", "trainee, skill",             \
		    "skill_agg.trainee = m.trainee AND"                    \
		    " skill_agg.skill = m.skill")                          \
	"INSERT INTO spots WITH m AS (SELECT a.trainee, a.scenario,"       \
	" a.scenario_sha256 AS sha, x.coup, x.correct, x.done_at,"         \
	" x.expected_key, x.article, x.skill, x.attempt, x.idx FROM"       \
	" actions x JOIN attempts a ON a.id = x.attempt WHERE"             \
	" x.replay = 0 AND a.scenario <> 'practice'),"                     \
	" g AS (SELECT trainee, scenario, sha, coup, sum(correct = 0) AS"  \
	" mistakes, max(CASE WHEN correct = 0 THEN done_at END) AS last,"  \
	" max(CASE WHEN correct = 1 THEN done_at END) AS newest FROM m"    \
	" GROUP BY 1, 2, 3, 4),"                                           \
	" l AS (SELECT *, row_number() OVER (PARTITION BY trainee,"        \
	" scenario, sha, coup ORDER BY done_at DESC, attempt DESC,"        \
	" idx DESC) AS rn FROM m WHERE correct = 0),"                      \
	" s AS (SELECT m.trainee, m.scenario, m.sha, m.coup, count(*) AS"  \
	" since FROM m JOIN g ON g.trainee = m.trainee AND"                \
	" g.scenario = m.scenario AND g.sha = m.sha AND g.coup = m.coup"   \
	" WHERE m.correct = 1 AND m.done_at > g.last GROUP BY 1, 2, 3, 4)" \
	" SELECT g.trainee, g.scenario, g.sha, g.coup, g.mistakes, g.last,"\
	" l.attempt, l.idx, l.expected_key, l.article, l.skill,"           \
	" coalesce(s.since, 0), g.newest FROM g LEFT JOIN l ON"            \
	" l.trainee = g.trainee AND l.scenario = g.scenario AND"           \
	" l.sha = g.sha AND l.coup = g.coup AND l.rn = 1 LEFT JOIN s ON"   \
	" s.trainee = g.trainee AND s.scenario = g.scenario AND"           \
	" s.sha = g.sha AND s.coup = g.coup;"

#define AGG_TRIGGERS                                                       \
	"CREATE TRIGGER actions_agg AFTER INSERT ON actions"               \
	" WHEN NEW.replay = 0 BEGIN"                                       \
	" INSERT INTO attempt_agg (attempt, skill, actions, correct,"      \
	" hints, mistakes, median_ms) VALUES (NEW.attempt, '*', 1, 0, 0,"  \
	" NEW.correct = 0, 0) ON CONFLICT (attempt, skill) DO UPDATE SET"  \
	" actions = actions + 1,"                                          \
	" mistakes = mistakes + excluded.mistakes;"                        \
	" INSERT INTO attempt_agg (attempt, skill, actions, correct,"      \
	" hints, mistakes, median_ms) VALUES (NEW.attempt, NEW.skill, 1, " \
	AGG_RIGHT("NEW") ", NEW.hint <> 0, NEW.correct = 0, NEW.ms) ON"    \
	" CONFLICT (attempt, skill) DO UPDATE SET actions = actions + 1,"  \
	" correct = correct + excluded.correct,"                           \
	" hints = hints + excluded.hints,"                                 \
	" mistakes = mistakes + excluded.mistakes;"                        \
	" UPDATE attempt_agg SET median_ms = " AGG_ATTEMPT_MEDIAN           \
	" WHERE attempt = NEW.attempt AND skill = NEW.skill;"              \
	" INSERT INTO day_ms (trainee, day, skill, ms, n) VALUES ("        \
	AGG_TRAINEE ", " AGG_DAY ", NEW.skill, NEW.ms, 1) ON CONFLICT"     \
	" (trainee, day, skill, ms) DO UPDATE SET n = n + 1;"              \
	" INSERT INTO day_agg (trainee, day, skill, actions, correct,"     \
	" hints, median_ms, lo, below) VALUES (" AGG_TRAINEE ", " AGG_DAY  \
	", NEW.skill, 1, " AGG_RIGHT("NEW") ", NEW.hint <> 0, NEW.ms,"     \
	" NEW.ms, 0) ON CONFLICT (trainee, day, skill) DO UPDATE SET"      \
	" actions = actions + 1, correct = correct + excluded.correct,"    \
	" hints = hints + excluded.hints, below = below + (NEW.ms < lo);"  \
	AGG_STEP("day_agg", "day_ms", "trainee = day_agg.trainee AND"      \
		 " day = day_agg.day AND skill = day_agg.skill",            \
		 "trainee = " AGG_TRAINEE " AND day = " AGG_DAY " AND"      \
		 " skill = NEW.skill")                                      \
	" INSERT INTO skill_ms (trainee, skill, ms, n) VALUES ("           \
	AGG_TRAINEE ", NEW.skill, NEW.ms, 1) ON CONFLICT"                  \
	" (trainee, skill, ms) DO UPDATE SET n = n + 1;"                   \
	" INSERT INTO skill_agg (trainee, skill, actions, correct, hints," \
	" median_ms, lo, below) VALUES (" AGG_TRAINEE ", NEW.skill, 1, "   \
	AGG_RIGHT("NEW") ", NEW.hint <> 0, NEW.ms, NEW.ms, 0) ON CONFLICT" \
	" (trainee, skill) DO UPDATE SET actions = actions + 1,"           \
	" correct = correct + excluded.correct,"                           \
	" hints = hints + excluded.hints, below = below + (NEW.ms < lo);"  \
	AGG_STEP("skill_agg", "skill_ms", "trainee = skill_agg.trainee AND"\
		 " skill = skill_agg.skill",                                \
		 "trainee = " AGG_TRAINEE " AND skill = NEW.skill")         \
	" INSERT INTO spots (trainee, scenario, sha, coup, mistakes,"      \
	" since) SELECT a.trainee, a.scenario, a.scenario_sha256,"         \
	" NEW.coup, 0, 0 FROM attempts a WHERE a.id = NEW.attempt AND"     \
	" a.scenario <> 'practice' ON CONFLICT DO NOTHING;"                \
	" UPDATE spots SET since = CASE WHEN last IS NULL OR"              \
	" NEW.done_at > last THEN CASE WHEN newest_right IS NULL OR NOT"   \
	" (newest_right > NEW.done_at) THEN 0 ELSE (SELECT count(*) FROM"  \
	" actions x JOIN attempts b ON b.id = x.attempt WHERE"             \
	" b.trainee = spots.trainee AND b.scenario = spots.scenario AND"   \
	" b.scenario_sha256 = spots.sha AND x.coup = spots.coup AND"       \
	" x.correct = 1 AND x.replay = 0 AND x.done_at > NEW.done_at) END" \
	" ELSE since END,"                                                 \
	" last_attempt = CASE WHEN " AGG_LATER " THEN NEW.attempt ELSE"    \
	" last_attempt END,"                                               \
	" last_idx = CASE WHEN " AGG_LATER " THEN NEW.idx ELSE last_idx"   \
	" END,"                                                            \
	" expected_key = CASE WHEN " AGG_LATER " THEN NEW.expected_key"    \
	" ELSE expected_key END,"                                          \
	" article = CASE WHEN " AGG_LATER " THEN NEW.article ELSE article" \
	" END,"                                                            \
	" skill = CASE WHEN " AGG_LATER " THEN NEW.skill ELSE skill END,"  \
	" last = CASE WHEN last IS NULL OR NEW.done_at > last THEN"        \
	" NEW.done_at ELSE last END, mistakes = mistakes + 1"              \
	" WHERE NEW.correct = 0 AND " AGG_SPOT ";"                         \
	" UPDATE spots SET since = CASE WHEN NEW.done_at > last THEN"      \
	" since + 1 ELSE since END, newest_right = CASE WHEN"              \
	" newest_right IS NULL OR NEW.done_at > newest_right THEN"         \
	" NEW.done_at ELSE newest_right END"                               \
	" WHERE NEW.correct = 1 AND " AGG_SPOT ";"                         \
	" END;"                                                            \
	"CREATE TRIGGER actions_agg_hint AFTER UPDATE OF hint ON actions"  \
	" WHEN NEW.replay = 0 AND (OLD.hint <> 0) <> (NEW.hint <> 0) BEGIN"\
	" UPDATE attempt_agg SET correct = correct + " AGG_RIGHT("NEW")    \
	" - " AGG_RIGHT("OLD") ", hints = hints + (NEW.hint <> 0) -"       \
	" (OLD.hint <> 0) WHERE attempt = NEW.attempt AND"                 \
	" skill = NEW.skill;"                                              \
	" UPDATE day_agg SET correct = correct + " AGG_RIGHT("NEW")        \
	" - " AGG_RIGHT("OLD") ", hints = hints + (NEW.hint <> 0) -"       \
	" (OLD.hint <> 0) WHERE trainee = " AGG_TRAINEE " AND"             \
	" day = " AGG_DAY " AND skill = NEW.skill;"                        \
	" UPDATE skill_agg SET correct = correct + " AGG_RIGHT("NEW")      \
	" - " AGG_RIGHT("OLD") ", hints = hints + (NEW.hint <> 0) -"       \
	" (OLD.hint <> 0) WHERE trainee = " AGG_TRAINEE " AND"             \
	" skill = NEW.skill;"                                              \
	" END;"

#define AGG_MIGRATION AGG_TABLES AGG_FILL AGG_TRIGGERS

/* cell_times (schema step 12): trainee x cell x time -> how many
 * actions (replays left out, a cell of its own) and how many of them
 * right.  Kept by triggers like the others, the hint flag followed. */
#define AGG_CELL_WHEN(r)                                                   \
	r ".replay = 0 AND " r ".cell IS NOT NULL AND " r ".cell <> ''"
#define AGG_CELL_TABLE                                                     \
	"CREATE TABLE cell_times (trainee INTEGER NOT NULL,"               \
	" cell TEXT NOT NULL, ms INTEGER NOT NULL, n INTEGER NOT NULL,"    \
	" correct INTEGER NOT NULL,"                                       \
	" PRIMARY KEY (trainee, cell, ms)) WITHOUT ROWID;"
#define AGG_CELL_FILL                                                      \
	"INSERT INTO cell_times SELECT a.trainee, x.cell, x.ms, count(*),"  \
	" sum(" AGG_RIGHT("x") ") FROM actions x JOIN attempts a ON"       \
	" a.id = x.attempt WHERE " AGG_CELL_WHEN("x") " GROUP BY 1, 2, 3;"
#define AGG_CELL_TRIGGERS                                                  \
	"CREATE TRIGGER actions_cell AFTER INSERT ON actions"              \
	" WHEN " AGG_CELL_WHEN("NEW") " BEGIN"                             \
	" INSERT INTO cell_times (trainee, cell, ms, n, correct) VALUES ("  \
	AGG_TRAINEE ", NEW.cell, NEW.ms, 1, " AGG_RIGHT("NEW") ")"         \
	" ON CONFLICT (trainee, cell, ms) DO UPDATE SET n = n + 1,"        \
	" correct = correct + excluded.correct; END;"                      \
	"CREATE TRIGGER actions_cell_hint AFTER UPDATE OF hint ON actions"  \
	" WHEN " AGG_CELL_WHEN("NEW") " AND (OLD.hint <> 0) <>"            \
	" (NEW.hint <> 0) BEGIN UPDATE cell_times SET correct = correct"    \
	" + " AGG_RIGHT("NEW") " - " AGG_RIGHT("OLD") " WHERE trainee = "  \
	AGG_TRAINEE " AND cell = NEW.cell AND ms = NEW.ms; END;"
#define AGG_CELL_MIGRATION AGG_CELL_TABLE AGG_CELL_FILL AGG_CELL_TRIGGERS

#endif
