#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# heatmap_tui.sh: mastery and the heat maps in the trainer.  Ana runs
# two drills from answers files (their actions
# carry their situation cells), missing Banca's draws and the payments;
# Beto runs one without a mistake; both are in class "Mañana".  Progress
# shows each skill's mastery (m) and opens the heat map (h): Ana's drawing
# table with her misses where they belong, the payments page (Tab), the
# class's map (c); the same symbols under NO_COLOR, without colours.
# Lessons: a second lesson (the school's) is locked until the first is
# mastered, then opens, and stays open after the first goes badly.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"

command -v sqlite3 >/dev/null 2>&1 || { echo "sqlite3 not found: skipped"; exit 77; }

LANGUAGE=en
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
CRUPIER_SCHOOL_DIR="$tmp/school"; export CRUPIER_SCHOOL_DIR
USER=Ana; export USER
mkdir -p "$CRUPIER_SCHOOL_DIR" || exit 99
# A second iplyc lesson, after the first (e2e-lesson-totals) by name.
sed -e 's/^id: e2e-lesson-totals/id: e2e-lesson-zz-next/' \
	-e 's/Test lesson: totals/Next lesson: totals/' \
	"$top_srcdir/tests/e2e/data/scenarios/e2e-lesson-totals.yaml" \
	>"$CRUPIER_SCHOOL_DIR/e2e-lesson-zz-next.yaml" || exit 99

run() {
	name=$1; scenario=$2; shift 2
	answers "$scenario" "$@" >"$tmp/$name.answers"
	CRUPIER_DATADIR="$top_srcdir/data" "$CRUPIER" exam \
		"$top_srcdir/scenarios/$scenario.yaml" --code-file "$tmp/code" \
		--answers "$tmp/$name.answers" --trainee "$name" \
		--results-dir "$tmp" >"$tmp/$name.out" 2>&1 ||
		{ echo "cannot run $scenario for $name:"; cat "$tmp/$name.out"; exit 99; }
}
run Ana iplyc-drawing-banca-6 banca_draws pay
run Ana iplyc-drawing-banca-3
run Beto iplyc-drawing-banca-6
sqlite3 "$CRUPIER_DB" "CREATE TABLE IF NOT EXISTS classes (id INTEGER
	PRIMARY KEY, name TEXT NOT NULL UNIQUE, site INTEGER, teacher TEXT NOT
	NULL, created TEXT NOT NULL); CREATE TABLE IF NOT EXISTS class_members
	(class INTEGER NOT NULL, trainee TEXT NOT NULL, login TEXT, PRIMARY
	KEY(class, trainee)); INSERT INTO classes VALUES (1, 'Mañana', NULL,
	'teacher', '2026-03-01T00:00:00Z'); INSERT INTO class_members VALUES
	(1, 'Ana', NULL), (1, 'Beto', NULL);" || exit 99

# The squares of a screen line, as drawn.
has_line() {
	if e2e_screen | grep -qxF -- "$2"; then
		pass "$1"
	else
		fail "$1" "no line '$2' in:
$(e2e_screen)"
	fi
}

# 1. Progress: mastery, then the heat map.
e2e_start
e2e_wait menu "Progress"
e2e_keys g
e2e_wait name-offered "Ana"
e2e_keys Enter
e2e_wait progress "Progress of Ana"
e2e_keys m
e2e_wait mastery-head "Mastery (iplyc: last 20, 90% right, median in target)"
e2e_wait mastery-dealing "Dealing and calls mastered in"
e2e_wait mastery-payouts "Payouts           mastered in 29 actions"
e2e_wait mastery-voluntad "7 more actions; right 100%, needs 90%; median 0 ms, target"
e2e_keys h
e2e_wait heatmap-title "Heat map of Ana"
e2e_wait heatmap-legend "# 90%+ right  + 75%+  - 50%+  X less  . not seen"
has_line heatmap-banca-6 "  Banca 6  #  .  .  .  .  .  #  X  X  #  ."
has_line heatmap-banca-3 "  Banca 3  #  #  #  .  .  .  .  .  #  #  #"
e2e_screen >"$tmp/trainee.txt"
e2e_keys Tab
e2e_wait payments "Payments by chance and bet"
has_line payments-punto "  Punto            .    -        .        ."
e2e_keys Tab c
e2e_wait class-title "Heat map of class Mañana"
e2e_wait class-count "(2 trainees)"
has_line class-banca-6 "  Banca 6  #  .  .  .  .  .  #  -  -  #  ."
e2e_screen >"$tmp/class.txt"
if t capture-pane -e -p -t e2e | grep -q "$(printf '\033')\[3[0-9]m"; then
	pass colours-on
else
	fail colours-on "no colour on the map"
fi
e2e_keys c
e2e_wait every-trainee "Heat map of every trainee of this database"
e2e_keys q q q
e2e_wait_exit quit 0

# 2. NO_COLOR: the same symbols, no colour.
NO_COLOR=1 e2e_start
e2e_wait menu-nc "Progress"
e2e_keys g h
e2e_wait heatmap-nc "Heat map of Ana"
e2e_screen >"$tmp/trainee-nc.txt"
if cmp -s "$tmp/trainee.txt" "$tmp/trainee-nc.txt"; then
	pass no-color-same-text
else
	fail no-color-same-text "$(diff "$tmp/trainee.txt" "$tmp/trainee-nc.txt")"
fi
t capture-pane -e -p -t e2e >"$tmp/nc-escapes.txt"
if grep -q "$(printf '\033')\[3[0-7]m" "$tmp/nc-escapes.txt"; then
	fail no-color "colours under NO_COLOR: $(grep -o "$(printf '\033')\[[0-9;]*m" "$tmp/nc-escapes.txt" | sort -u | tr '\033\n' 'E ')"
else
	pass no-color
fi
e2e_keys q q q
e2e_wait_exit quit-nc 0

# 3. Lessons: the second lesson waits for the first to be mastered.
e2e_start
e2e_wait menu-lessons "Progress"
e2e_keys l
e2e_wait lesson-locked "Next lesson: totals"
e2e_wait lesson-locked-mark "iplyc · locked"
# The list opens on the lesson to do next; the locked one is below it.
e2e_wait lesson-next-chosen "> Test lesson: totals"
e2e_keys Down Enter
e2e_wait lesson-refused "This lesson is locked"
e2e_keys q q
e2e_wait_exit quit-lessons 0
# Twenty right answers in the first lesson (its skill: dealing).
lesson() {
	sqlite3 "$CRUPIER_DB" "INSERT INTO attempts (id, trainee, scenario,
		scenario_sha256, profile, kind, started, status) VALUES ($1,
		(SELECT id FROM trainees WHERE name = 'Ana'), 'e2e-lesson-totals',
		'h', 'iplyc', 'lesson', '2026-11-2$1T10:00:00Z', 'complete');
		WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n
		WHERE i < 20) INSERT INTO actions (attempt, idx, coup, skill,
		expected_key, given_key, correct, wrong_amount, ms, article,
		replay, done_at) SELECT $1, i, 1, 'dealing', 'k', 'k', $2, 0,
		900, 'a', 0, '2026-11-2$1T10:00:00Z' FROM n;" || exit 99
}
lesson 101 1
e2e_start
e2e_wait menu-mastered "Progress"
e2e_keys l
e2e_wait lesson-list "Next lesson: totals"
if e2e_screen | grep -qF "locked"; then
	fail lesson-opened "still locked"
else
	pass lesson-opened
fi
e2e_keys q q
e2e_wait_exit quit-mastered 0
# The first lesson then goes badly: the second stays open.
lesson 102 0
e2e_start
e2e_wait menu-later "Progress"
e2e_keys l
e2e_wait lesson-list-later "Next lesson: totals"
if e2e_screen | grep -qF "locked"; then
	fail lesson-stays-open "locked again"
else
	pass lesson-stays-open
fi
e2e_keys q q
e2e_wait_exit quit-later 0
[ "$(sqlite3 "$CRUPIER_DB" "SELECT count(*) FROM lessons_open")" = 1 ] &&
	pass lesson-recorded || fail lesson-recorded "not in lessons_open"
finish
