#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# doors.sh: nothing raw reaches the terminal and no door waits on what is
# not a regular file.  A sealed result dropped
# into the results folder under a name holding an OSC sequence (which
# would retitle the supervisor's terminal) is imported and named with the
# ESC spelt out; a scenario with a bidi override is refused at its place;
# the answers, the code and the scenario named with escapes are named
# escaped in errors; a FIFO named *.result does not hang `results import
# DIR` or `results verify` (run under `timeout`, so that a hang fails);
# FIFOs and directories as answers, scenarios (check, judge), codes,
# a class roster and the settings are refused.
. "$top_srcdir/tests/lib.sh"

command -v timeout >/dev/null 2>&1 || { echo "no timeout(1): skipped"; exit 77; }
command -v mkfifo >/dev/null 2>&1 || { echo "no mkfifo(1): skipped"; exit 77; }
command -v sqlite3 >/dev/null 2>&1 || { echo "no sqlite3(1): skipped"; exit 77; }

exam="$top_srcdir/tests/e2e/data/exams/iplyc-exam-traditional.yaml"
esc=$(printf '\033')
bel=$(printf '\007')
printf 'tablero mostrador ficha sabot rojo\n' >"$tmp/code"
yes expected 2>/dev/null | head -n 400 >"$tmp/answers"

check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
# no_raw NAME FILE: FILE holds no ESC, BEL, CR or C1/bidi control.
no_raw() {
	if LC_ALL=C grep -q "[$esc$bel$(printf '\r')]" "$2" ||
	   LC_ALL=C grep -q "$(printf '\342\200\256')\|$(printf '\302\233')" "$2"; then
		echo "FAIL $1: a raw control character reached the output:"
		cat -v "$2"
		failures=$((failures + 1))
	else
		echo "ok $1"
	fi
}
# run_to NAME COMMAND...: COMMAND's output into $tmp/NAME.out, its status
# into $status, within 20 seconds (124: it hung).
run_to() {
	name=$1; shift
	status=0
	timeout 20 "$@" </dev/null >"$tmp/$name.out" 2>&1 || status=$?
}

# 1. One exam, sealed into results/ (with the usual umask).
umask 022
mkdir -p "$tmp/results"
"$CRUPIER" exam "$exam" --code-file "$tmp/code" --answers "$tmp/answers" \
	--trainee Ana --results-dir "$tmp/results" >"$tmp/exam.out" 2>&1 ||
	{ echo "FAIL exam: cannot run the exam"; cat "$tmp/exam.out"; exit 1; }
sealed=$(ls "$tmp"/results/*.result)

# 2. Renamed with an OSC sequence, next to a FIFO named *.result: the
#    import ends, names the file escaped and sends no raw ESC.
mkdir -p "$tmp/drop"
cp "$sealed" "$tmp/drop/a${esc}]0;pwned${bel}.result"
mkfifo "$tmp/drop/b-fifo.result"
run_to import-dir "$CRUPIER" results import --db "$tmp/import.db" \
	--code-file "$tmp/code" "$tmp/drop"
check import-dir-no-hang "$([ "$status" = 124 ] && echo hung || echo ended)" ended
check import-dir-status "$status" 1
no_raw import-dir-no-raw-escape "$tmp/import-dir.out"
expect_contains import-dir-osc-named-escaped 'a\x1B]0;pwned\x07.result: imported as attempt 1' \
	cat "$tmp/import-dir.out"
expect_contains import-dir-fifo-refused 'b-fifo.result: rejected, nothing imported: not a regular file' \
	cat "$tmp/import-dir.out"

# 3. `results verify` on the FIFO and on a directory: refused, no hang.
run_to verify-fifo "$CRUPIER" results verify --code-file "$tmp/code" \
	"$tmp/drop/b-fifo.result"
check verify-fifo-no-hang "$status" 1
expect_contains verify-fifo-message "not a regular file" cat "$tmp/verify-fifo.out"
run_to verify-dir "$CRUPIER" results verify --code-file "$tmp/code" "$tmp/drop"
check verify-dir-status "$status" 1
expect_contains verify-dir-message "is a directory, not a file" cat "$tmp/verify-dir.out"

# 4. The code file and the answers as FIFOs or directories: refused.
mkfifo "$tmp/code.fifo" "$tmp/answers.fifo"
run_to code-fifo "$CRUPIER" results verify --code-file "$tmp/code.fifo" "$sealed"
check code-fifo-no-hang "$([ "$status" = 124 ] && echo hung || echo ended)" ended
expect_contains code-fifo-message "not a regular file" cat "$tmp/code-fifo.out"
run_to answers-fifo "$CRUPIER" exam "$exam" --db "$tmp/fifo.db" \
	--code-file "$tmp/code" --answers "$tmp/answers.fifo" --trainee Beto \
	--results-dir "$tmp/results"
check answers-fifo-status "$status" 1
expect_contains answers-fifo-message "answers.fifo: not a regular file" \
	cat "$tmp/answers-fifo.out"
run_to answers-dir "$CRUPIER" exam "$exam" --db "$tmp/fifo.db" \
	--code-file "$tmp/code" --answers "$tmp/drop" --trainee Beto \
	--results-dir "$tmp/results"
check answers-dir-status "$status" 1
expect_contains answers-dir-message "drop: is a directory, not a file" \
	cat "$tmp/answers-dir.out"

# 4b. The database as a FIFO or a directory: refused, no hang.
mkfifo "$tmp/fifo.db"
run_to db-fifo "$CRUPIER" results list --db "$tmp/fifo.db"
check db-fifo-status "$status" 1
expect_contains db-fifo-message "fifo.db: not a regular file" cat "$tmp/db-fifo.out"
run_to db-dir "$CRUPIER" results list --db "$tmp/drop"
check db-dir-status "$status" 1
expect_contains db-dir-message "drop: is a directory, not a file" cat "$tmp/db-dir.out"

# 5. Scenarios: a FIFO is refused unread; a name with an OSC sequence is
#    named escaped; a bidi override inside is refused at its place.
mkfifo "$tmp/scenario.yaml"
run_to check-fifo "$CRUPIER" check "$tmp/scenario.yaml"
check check-fifo-status "$status" 1
expect_contains check-fifo-message "scenario.yaml: not a regular file" \
	cat "$tmp/check-fifo.out"
run_to judge-fifo "$CRUPIER" judge "$tmp/scenario.yaml"
check judge-fifo-status "$status" 1
expect_contains judge-fifo-message "scenario.yaml: not a regular file" \
	cat "$tmp/judge-fifo.out"

# 5b. A class roster and the settings as FIFOs: refused unread, no hang,
#     the file named.
"$CRUPIER" class create K --db "$tmp/class.db" >/dev/null || exit 99
mkfifo "$tmp/roster.csv"
run_to roster-fifo "$CRUPIER" class import-roster K "$tmp/roster.csv" \
	--db "$tmp/class.db"
check roster-fifo-status "$status" 1
expect_contains roster-fifo-message "roster.csv: not a regular file" \
	cat "$tmp/roster-fifo.out"
mkdir -p "$tmp/config/crupier"
mkfifo "$tmp/config/crupier/settings.yaml"
run_to settings-fifo env -u CRUPIER_DB XDG_CONFIG_HOME="$tmp/config" \
	"$CRUPIER" results list
check settings-fifo-status "$status" 1
expect_contains settings-fifo-message "settings.yaml: not a regular file" \
	cat "$tmp/settings-fifo.out"

bad="$top_srcdir/tests/bad/scenarios/control-bidi-title.yaml"
cp "$bad" "$tmp/t${esc}]2;owned${bel}.yaml"
run_to check-osc-name "$CRUPIER" check "$tmp/t${esc}]2;owned${bel}.yaml"
no_raw check-osc-name-no-raw "$tmp/check-osc-name.out"
expect_contains check-bidi-refused \
	't\x1B]2;owned\x07.yaml:3:18: control character U+202E is not allowed in text' \
	cat "$tmp/check-osc-name.out"
run_to judge-bidi "$CRUPIER" judge "$tmp/t${esc}]2;owned${bel}.yaml"
check judge-bidi-status "$status" 1
no_raw judge-bidi-no-raw "$tmp/judge-bidi.out"
run_to exam-osc-name "$CRUPIER" exam "$tmp/t${esc}]2;owned${bel}.yaml" \
	--code-file "$tmp/code" --answers "$tmp/answers" --trainee Ana
no_raw exam-osc-name-no-raw "$tmp/exam-osc-name.out"

# 6. An answers file named with an escape: its error names it escaped.
run_to answers-osc "$CRUPIER" exam "$exam" --code-file "$tmp/code" \
	--answers "$tmp/none${esc}[2J" --trainee Ana
no_raw answers-osc-no-raw "$tmp/answers-osc.out"
expect_contains answers-osc-named 'none\x1B[2J: No such file or directory' \
	cat "$tmp/answers-osc.out"

# 7. The "Result sealed in" line with a results directory named with an
#    escape; a trainee named with one is refused at the door (names are
#    text: base/name_check.h), and `results list/show` still escape one
#    found in a database from elsewhere (put there through sqlite3).
run_to sealed-in "$CRUPIER" exam "$exam" --db "$tmp/osc.db" \
	--code-file "$tmp/code" --answers "$tmp/answers" \
	--trainee "Eve" --results-dir "$tmp/results${esc}[31m"
check sealed-in-status "$status" 0
no_raw sealed-in-no-raw "$tmp/sealed-in.out"
expect_contains sealed-in-escaped 'Result sealed in '"$tmp"'/results\x1B[31m/' \
	cat "$tmp/sealed-in.out"
run_to trainee-osc "$CRUPIER" exam "$exam" --db "$tmp/osc.db" \
	--code-file "$tmp/code" --answers "$tmp/answers" \
	--trainee "Eve${esc}]0;x${bel}" --results-dir "$tmp/results"
check trainee-osc-status "$status" 2
no_raw trainee-osc-no-raw "$tmp/trainee-osc.out"
expect_contains trainee-osc-refused \
	"--trainee 'Eve\x1B]0;x\x07' is not a name: it holds the control character U+001B (byte 4)" \
	cat "$tmp/trainee-osc.out"
sqlite3 "$tmp/osc.db" "UPDATE trainees SET name = 'Eve' || char(27) ||
	']0;x' || char(7)" || exit 99
run_to list-osc "$CRUPIER" results list --db "$tmp/osc.db"
no_raw list-osc-no-raw "$tmp/list-osc.out"
expect_contains list-osc-escaped 'Eve\x1B]0;x\x07' cat "$tmp/list-osc.out"
run_to csv-osc "$CRUPIER" results list --db "$tmp/osc.db" --format csv
expect_contains csv-osc-escaped 'Eve\x1B]0;x\x07' cat "$tmp/csv-osc.out"
run_to json-osc "$CRUPIER" results list --db "$tmp/osc.db" --format json
no_raw json-osc-no-raw "$tmp/json-osc.out"
expect_contains json-osc-escaped '"Eve\u001B]0;x\u0007"' cat "$tmp/json-osc.out"
cp "$tmp/osc.db" "$tmp/bidi.db"
sqlite3 "$tmp/bidi.db" "UPDATE trainees SET name = 'Eve ' || char(8238) ||
	'x'" || exit 99
run_to json-bidi "$CRUPIER" results list --db "$tmp/bidi.db" --format json
no_raw json-bidi-no-raw "$tmp/json-bidi.out"
expect_contains json-bidi-escaped '"Eve \u202Ex"' cat "$tmp/json-bidi.out"
run_to show-osc "$CRUPIER" results show 1 --db "$tmp/osc.db"
no_raw show-osc-no-raw "$tmp/show-osc.out"
expect_contains show-osc-escaped 'Eve\x1B]0;x\x07' cat "$tmp/show-osc.out"

# 8. coup's citation from a --rules FILE: a profile with an escaped
#    control character in a citation is refused at its place, not shown.
sed 's/^\(  natural: *\)"IPLyC/\1"\\e]0;pwned\\aIPLyC/' \
	"$top_srcdir/data/rules/iplyc.yaml" >"$tmp/evil.yaml"
run_to coup-evil "$CRUPIER" coup --cards "4H 5S 2C 3D" --rules "$tmp/evil.yaml"
check coup-evil-status "$status" 1
no_raw coup-evil-no-raw "$tmp/coup-evil.out"
expect_contains coup-evil-message "control character U+001B is not allowed in text" \
	cat "$tmp/coup-evil.out"

# 9. Private files: with umask 022 the sealed result and the database
#    are 0600; `results list` on a database that is not there refuses
#    instead of making an empty one, unless --create.
mode() { stat -c %a "$1" 2>/dev/null; }
check sealed-result-0600 "$(mode "$sealed")" 600
check results-db-0600 "$(mode "$CRUPIER_DB")" 600
run_to list-typo "$CRUPIER" results list --db "$tmp/typo.db"
check list-typo-status "$status" 1
expect_contains list-typo-message "typo.db: there is no results database here (--create makes a new one)" \
	cat "$tmp/list-typo.out"
check list-typo-not-created "$([ -e "$tmp/typo.db" ] && echo created || echo absent)" absent
run_to list-create sh -c 'umask 022; exec "$0" results list --create --db "$1"' \
	"$CRUPIER" "$tmp/new.db"
check list-create-status "$status" 0
check list-create-0600 "$(mode "$tmp/new.db")" 600

finish
