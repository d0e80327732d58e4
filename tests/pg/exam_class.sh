#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_class.sh: a trainee whose results go to a server reads his classes
# from it (class_source.h), on a private cluster (tests/pg/cluster.sh):
#   - an exam his teacher assigned on the server to his class starts
#     (batch `crupier exam`, --db the server as his role) in its window
#     and for the attempts allowed only: refused past them, refused
#     outside the window, and counted from the server (a second computer
#     with an empty outbox is refused too);
#   - the server down: no exam starts (it starts on the server), said once
#     with the reason; back up, it starts, and the server counts it from
#     any computer.
. "$top_srcdir/tests/lib.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"

if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
. "$top_srcdir/tests/pg/cluster.sh"
CRUPIER_TEST_MODE=1; export CRUPIER_TEST_MODE
cd "$tmp" || exit 99

"$CRUPIER" server init "$CRUPIER_PG_URI" >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" ana --trainee >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" tere --teacher >/dev/null || exit 99
tere=$(pg_uri crupier tere)
ana=$(pg_uri crupier ana)
class="Mañana"
"$CRUPIER" class create "$class" --teacher tere --db "$tere" >/dev/null || exit 99
"$CRUPIER" class add "$class" ana --login ana --db "$tere" >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" bob --trainee >/dev/null || exit 99
"$CRUPIER" class add "$class" bob --login bob --db "$tere" >/dev/null || exit 99
assign() {   # assign EXAM OPENS CLOSES ATTEMPTS
	"$CRUPIER" class assign "$class" "$1" --opens "$2" --closes "$3" \
		--attempts "$4" --db "$tere" >/dev/null || exit 99
}
assign iplyc-exam-traditional 2000-01-01 2100-01-01 1
assign iplyc-exam-anomalies 2000-01-01 2100-01-01 1
assign midi-exam 2099-01-01 2100-01-01 3

# exam NAME OUTBOX SCENARIO: ana's batch exam (the library's, as her
# class was assigned it), all answers right: as many as its own shoe asks
# for when it names situations.
exam() {
	if grep -q '^  situations:' "$top_srcdir/scenarios/$3.yaml"; then
		yes expected 2>/dev/null | head -n 400 >"$tmp/answers.$3"
	else
		answers "$3" >"$tmp/answers.$3"
	fi
	CRUPIER_OUTBOX="$tmp/$2.db" "$CRUPIER" exam \
		"$top_srcdir/scenarios/$3.yaml" --db "$ana" \
		--code-file "$tmp/code" --answers "$tmp/answers.$3" \
		--trainee ana --results-dir "$tmp/results" \
		>"$tmp/$1.out" 2>"$tmp/$1.err"
	echo $? >"$tmp/$1.rc"
}
# passes NAME: it ran and was recorded.
passes() {
	if [ "$(cat "$tmp/$1.rc")" = 0 ]; then
		echo "ok $1"
	else
		echo "FAIL $1: exit $(cat "$tmp/$1.rc")"
		cat "$tmp/$1.out" "$tmp/$1.err"
		failures=$((failures + 1))
	fi
}
# refused NAME TEXT: it did not start, saying TEXT.
refused() {
	if [ "$(cat "$tmp/$1.rc")" != 0 ] &&
	   grep -qF -- "$2" "$tmp/$1.err" "$tmp/$1.out"; then
		echo "ok $1"
	else
		echo "FAIL $1: exit $(cat "$tmp/$1.rc"), wanted '$2'"
		cat "$tmp/$1.out" "$tmp/$1.err"
		failures=$((failures + 1))
	fi
}
on_server() {   # on_server SCENARIO: ana's attempts at it on the server
	pg_sql "SELECT count(*) FROM attempts WHERE scenario = '$1'"
}
check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}

used="ana has used every attempt his class allows at the exam"
# ana's login cannot sit bob's exam: refused before it starts.
answers iplyc-exam-traditional >"$tmp/answers.as-bob"
CRUPIER_OUTBOX="$tmp/as-bob.db" "$CRUPIER" exam \
	"$top_srcdir/tests/e2e/data/exams/iplyc-exam-traditional.yaml" --db "$ana" \
	--code-file "$tmp/code" --answers "$tmp/answers.as-bob" \
	--trainee bob --results-dir "$tmp/results" \
	>"$tmp/as-bob.out" 2>"$tmp/as-bob.err"
echo $? >"$tmp/as-bob.rc"
refused as-bob "the trainee name 'bob' is bound to another login"
check as-bob-nothing "$(pg_sql "SELECT count(*) FROM attempts a JOIN trainees t
	ON t.id = a.trainee WHERE t.name = 'bob'")" 0
exam open-first one iplyc-exam-traditional
passes open-first
check open-first-on-server "$(on_server iplyc-exam-traditional)" 1
exam open-again one iplyc-exam-traditional
refused open-again "$used iplyc-exam-traditional"
# Another computer, nothing recorded there: the server's attempt counts.
exam open-elsewhere two iplyc-exam-traditional
refused open-elsewhere "$used iplyc-exam-traditional"
exam not-open one midi-exam
refused not-open "The exam midi-exam is not open to ana now"
check none-started "$(on_server midi-exam)" 0
if [ -f "$tmp/one.db.classes" ]; then
	echo "ok classes-kept"
else
	echo "FAIL classes-kept: no $tmp/one.db.classes"
	failures=$((failures + 1))
fi

# The server down: an exam starts on the server, so none starts, and the
# refusal says why (once, with no word of a session going on).
pg_as "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate -w stop >/dev/null 2>&1 ||
	{ echo "FAIL stop: the server did not stop"; exit 1; }
down="an exam on a results server starts there, and cannot start without it"
exam offline-first one iplyc-exam-anomalies
refused offline-first "$down"
check offline-told-once \
	"$(grep -c 'results server cannot be reached' "$tmp/offline-first.err")" 1
check offline-nothing-recorded "$(sqlite3 "$tmp/one.db" "SELECT count(*) FROM
	attempts WHERE scenario = 'iplyc-exam-anomalies'")" 0
exam offline-not-open one midi-exam
refused offline-not-open "$down"

if ! pg_as "$pg_bin/pg_ctl" -D "$pg_dir/data" -w -t 60 \
	-l "$pg_dir/sock/server.log" \
	-o "-p $PGPORT -k $pg_dir/sock -c listen_addresses= -c fsync=off" \
	start >"$tmp/restart.log" 2>&1; then
	echo "FAIL restart:"; cat "$tmp/restart.log"; exit 1
fi
# Back up: the exam starts, once, counted on the server from any computer.
exam back-first one iplyc-exam-anomalies
passes back-first
check back-on-server "$(on_server iplyc-exam-anomalies)" 1
exam back-elsewhere two iplyc-exam-anomalies
refused back-elsewhere "$used iplyc-exam-anomalies"

# An outbox edited after it was sent (a failed exam's answers changed
# with sqlite3): sync does not call that "everything on the server", and
# the server keeps what it received.
sqlite3 "$tmp/one.db" "UPDATE actions SET choice_key = 'z' WHERE idx = 3;
	UPDATE attempts SET score = 100, passed = 1" || exit 99
before=$(pg_sql "SELECT choice_key FROM actions WHERE idx = 3 ORDER BY
	attempt LIMIT 1")
CRUPIER_OUTBOX="$tmp/one.db" "$CRUPIER" results sync --db "$ana" \
	>"$tmp/sync-edited.out" 2>"$tmp/sync-edited.err"
echo $? >"$tmp/sync-edited.rc"
refused sync-edited "the server holds other answers than this computer"
if grep -qF "Everything is on the server" "$tmp/sync-edited.out"; then
	echo "FAIL sync-edited-not-everything"; failures=$((failures + 1))
else
	echo "ok sync-edited-not-everything"
fi
check sync-edited-server-kept "$(pg_sql "SELECT choice_key FROM actions
	WHERE idx = 3 ORDER BY attempt LIMIT 1")" "$before"
# Untouched: everything is on the server.
CRUPIER_OUTBOX="$tmp/two.db" "$CRUPIER" results sync --db "$ana" \
	>"$tmp/clean-sync.out" 2>&1
expect_contains sync-clean "Everything is on the server" cat "$tmp/clean-sync.out"
finish
