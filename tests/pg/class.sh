#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# class.sh: `crupier class` on a results server (class_store_pg.c), on a
# private cluster (tests/pg/cluster.sh):
#   - a teacher makes his class at a site the server has, fills it one by
#     one and from a roster (a roster with an error adds nobody), assigns
#     an exam; a class for another teacher and a site the server lacks
#     are refused;
#   - `class list` and `class report` print from the server what they
#     print from a SQLite file holding the same class and attempts;
#   - `class watch` at 80x24: a trainee's attempt pushed while the screen
#     is open shows up (LISTEN crupier_live), without a key pressed.
. "$top_srcdir/tests/e2e/lib.sh"
if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
. "$top_srcdir/tests/pg/cluster.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"
trap 'e2e_stop; pg_cluster_stop; rm -rf "$tmp"' EXIT
push="$top_builddir/tests/pg/pg_push"
cd "$tmp" || exit 99

check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}

"$CRUPIER" server init "$CRUPIER_PG_URI" >/dev/null || exit 99
for who in ana bob; do
	"$CRUPIER" server grant "$CRUPIER_PG_URI" $who --trainee >/dev/null || exit 99
done
"$CRUPIER" server grant "$CRUPIER_PG_URI" tere --teacher >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" sofia --supervisor --site Rosario \
	>/dev/null || exit 99
tere=$(pg_uri crupier tere)
class="Mañana"

# The same class on the server (as tere) and in a SQLite file.
both() {
	"$CRUPIER" class "$@" --db "$tere" >"$tmp/server.out" 2>&1
	s=$?
	"$CRUPIER" class "$@" --db "$tmp/local.db" >"$tmp/file.out" 2>&1
	f=$?
	name=$(echo "$1" | tr -c 'a-z\n' '-')
	check "pg-$name-status" "$s" "$f"
	if diff -u "$tmp/file.out" "$tmp/server.out"; then
		echo "ok pg-$name-same-output"
	else
		echo "FAIL pg-$name-same-output"
		failures=$((failures + 1))
	fi
}
both create "$class" --site Rosario --teacher tere
expect_contains pg-create-again "the class 'Mañana' exists already" \
	"$CRUPIER" class create "$class" --db "$tere"
expect_contains pg-create-no-site "the server has no site 'Nowhere'" \
	"$CRUPIER" class create Tarde --site Nowhere --db "$tere"
if "$CRUPIER" class create Tarde --teacher sofia --db "$tere" \
	>"$tmp/other.out" 2>&1; then
	echo "FAIL pg-create-for-another: allowed"
	failures=$((failures + 1))
else
	echo "ok pg-create-for-another"
fi
both add "$class" ana --login ana
printf 'name,login\nbob,bob\nana,ana\nLuis,\n' >roster.csv
printf 'name,login\nEva,eva\nEva,eva\n' >twice.csv
printf 'name,login\nEva,eva\nRita,ana\n' >taken.csv
both import-roster "$class" twice.csv
both import-roster "$class" taken.csv
both import-roster "$class" roster.csv
both assign "$class" iplyc-exam-traditional --opens 2000-01-01 \
	--closes 2100-01-01 --attempts 2
both list
both list "$class"
check pg-members "$(pg_sql "SELECT string_agg(trainee || ':' || coalesce(login, '-'), ',' ORDER BY trainee) FROM class_members")" \
	"Luis:-,ana:ana,bob:bob"

# Attempts: recorded locally by each trainee, pushed under his role.
uuids() {
	if [ "$(sqlite3 "$1" "SELECT count(*) FROM pragma_table_info('attempts') WHERE name = 'uuid'")" = 0 ]; then
		sqlite3 "$1" "ALTER TABLE attempts ADD COLUMN uuid TEXT"
	fi
	sqlite3 "$1" "UPDATE attempts SET uuid = lower(hex(randomblob(4)))
		|| '-' || lower(hex(randomblob(2))) || '-4' ||
		substr(lower(hex(randomblob(2))), 2) || '-a' ||
		substr(lower(hex(randomblob(2))), 2) || '-' ||
		lower(hex(randomblob(6))) WHERE uuid IS NULL"
}
exam() {   # exam DB TRAINEE [WRONG...]: a batch exam into DB
	db=$1 name=$2; shift 2
	answers iplyc-exam-traditional "$@" >"$tmp/answers"
	CRUPIER_DB="$db" "$CRUPIER" exam \
		"$top_srcdir/tests/e2e/data/exams/iplyc-exam-traditional.yaml" \
		--code-file "$tmp/code" --answers "$tmp/answers" \
		--trainee "$name" --results-dir "$tmp/results" >/dev/null 2>&1
	CRUPIER_DB="$tmp/local.db" "$CRUPIER" exam \
		"$top_srcdir/tests/e2e/data/exams/iplyc-exam-traditional.yaml" \
		--code-file "$tmp/code" --answers "$tmp/answers" \
		--trainee "$name" --results-dir "$tmp/results" >/dev/null 2>&1
}
exam "$tmp/ana.db" ana pay
uuids "$tmp/ana.db"
check pg-push-ana "$("$push" "$tmp/ana.db" "$(pg_uri crupier ana)" 2>&1)" "pushed 1"
report() {
	"$CRUPIER" class report "$@" |
		sed 's/[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]T[0-9:]\{8\}Z/TIME/g'
}
report "$class" --db "$tere" >"$tmp/report.server"
report "$class" --db "$tmp/local.db" >"$tmp/report.file"
if diff -u "$tmp/report.file" "$tmp/report.server"; then
	echo "ok pg-report-same"
else
	echo "FAIL pg-report-same"
	failures=$((failures + 1))
fi
expect_contains pg-report-skill "Payouts                       20/48 (42%)" \
	cat "$tmp/report.server"

# The live view on the server: bob's exam appears when it is pushed.
e2e_start class watch "$class" --db "$tere"
e2e_wait pg-watch "Class Mañana: 3 trainees, by name, live"
e2e_wait pg-watch-ana "ana          iplyc-exam-…  206"
e2e_keys End
e2e_wait pg-watch-bob-nothing "bob: nothing done yet."
exam "$tmp/bob.db" bob
uuids "$tmp/bob.db"
check pg-push-bob "$("$push" "$tmp/bob.db" "$(pg_uri crupier bob)" 2>&1)" "pushed 1"
e2e_wait pg-watch-live "bob          iplyc-exam-…  206"
e2e_wait_gone pg-watch-live-detail "bob: nothing done yet."
e2e_keys q
e2e_wait_exit pg-watch-quit 0
finish
