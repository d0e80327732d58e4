#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# sync_crash.sh: nothing is lost when the results server goes away.
# Twenty trainees finish an exam at once with --db a PostgreSQL server,
# each recording into his own local database first (CRUPIER_OUTBOX, as on
# his own terminal); then ten more start (on the server: an exam starts
# there) and the server is killed (pg_ctl stop -m immediate) under them:
# they go on, each saying once on stderr that the server cannot be
# reached, and seal their results; the server is restarted and `crupier
# results sync` run for each: all thirty attempts are on the server with
# every action, none twice (counted by SQL), and a second sync pushes
# nothing.
. "$top_srcdir/tests/lib.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"

if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
. "$top_srcdir/tests/pg/cluster.sh"

exam="$top_srcdir/tests/e2e/data/exams/iplyc-exam-traditional.yaml"
uri=$CRUPIER_PG_URI
CRUPIER_TEST_MODE=1; export CRUPIER_TEST_MODE
"$CRUPIER" server init "$uri" >"$tmp/init.out" 2>&1 || {
	echo "FAIL server-init:"; cat "$tmp/init.out"; exit 1; }

answers iplyc-exam-traditional >"$tmp/key"
steps=$(wc -l <"$tmp/key")
# All start together (each waits a second once its attempt is made).
{ echo "sleep 1"; cat "$tmp/key"; } >"$tmp/answers.at-once"
# Half-way, a pause long enough for the server to be killed under them.
half=$((steps / 2))
{ echo "sleep 1"; head -n "$half" "$tmp/key"; echo "sleep 4"
  tail -n +"$((half + 1))" "$tmp/key"; } >"$tmp/answers.crash"

# run_exam I ANSWERS: trainee I's exam in the background, pid in pid_I.
run_exam() {
	CRUPIER_OUTBOX="$tmp/outbox.$1.db" "$CRUPIER" exam "$exam" \
		--trainee "trainee $1" --db "$uri" --code-file "$tmp/code" \
		--answers "$2" --results-dir "$tmp/results.$1" \
		>"$tmp/out.$1" 2>"$tmp/err.$1" &
	eval "pid_$1=\$!"
}
# wait_exams FIRST LAST NAME: each finished and sealed.
wait_exams() {
	_bad=0
	_i=$1
	while [ "$_i" -le "$2" ]; do
		eval "_pid=\$pid_$_i"
		if ! wait "$_pid"; then
			echo "FAIL $3: trainee $_i:"
			cat "$tmp/out.$_i" "$tmp/err.$_i"
			_bad=$((_bad + 1))
		fi
		_i=$((_i + 1))
	done
	if [ $_bad -eq 0 ]; then echo "ok $3"; else failures=$((failures + 1)); fi
}

i=1
while [ $i -le 20 ]; do run_exam $i "$tmp/answers.at-once"; i=$((i + 1)); done
wait_exams 1 20 twenty-at-once
# Pushed as they went: on the server already, whole, with no sync.
got=$(pg_sql "SELECT count(*) FROM attempts WHERE status = 'complete'")
got_actions=$(pg_sql "SELECT count(*) FROM actions")
if [ "$got" = 20 ] && [ "$got_actions" = $((20 * steps)) ]; then
	echo "ok twenty-pushed-as-they-went"
else
	echo "FAIL twenty-pushed-as-they-went: $got attempts, $got_actions actions"
	failures=$((failures + 1))
fi

i=21
while [ $i -le 30 ]; do run_exam $i "$tmp/answers.crash"; i=$((i + 1)); done
# Under way: each started on the server (an exam starts there), then
# past its first half, in its pause.
n=0
while [ "$(pg_sql "SELECT count(*) FROM attempts")" -lt 30 ] && [ $n -lt 600 ]; do
	sleep 0.1
	n=$((n + 1))
done
sleep 1
pg_as "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate -w stop >/dev/null 2>&1 ||
	{ echo "FAIL kill: the server did not stop"; exit 1; }
echo "ok server-killed-under-ten"
wait_exams 21 30 ten-finish-without-server

# Each of the ten said it once, in one line, and nothing else went wrong.
told=0
i=21
while [ $i -le 30 ]; do
	n=$(grep -c 'results server cannot be reached' "$tmp/err.$i")
	[ "$n" = 1 ] && told=$((told + 1))
	i=$((i + 1))
done
if [ $told = 10 ]; then
	echo "ok told-once"
else
	echo "FAIL told-once: $told of 10 said it exactly once"
	cat "$tmp/err.21"
	failures=$((failures + 1))
fi

if ! pg_as "$pg_bin/pg_ctl" -D "$pg_dir/data" -w -t 60 \
	-l "$pg_dir/sock/server.log" \
	-o "-p $PGPORT -k $pg_dir/sock -c listen_addresses= -c fsync=off" \
	start >"$tmp/restart.log" 2>&1; then
	echo "FAIL restart:"; cat "$tmp/restart.log"; exit 1
fi

bad=0
i=1
while [ $i -le 30 ]; do
	if ! CRUPIER_OUTBOX="$tmp/outbox.$i.db" "$CRUPIER" results sync \
		--db "$uri" >"$tmp/sync.$i" 2>&1; then
		echo "FAIL sync: trainee $i:"; cat "$tmp/sync.$i"
		bad=$((bad + 1))
	fi
	i=$((i + 1))
done
if [ $bad -eq 0 ]; then echo "ok sync-all"; else failures=$((failures + 1)); fi
pushed=$(cat "$tmp"/sync.2[1-9] "$tmp/sync.30" | grep -c '^Pushed 1 attempt')
echo "# after the restart, sync pushed $pushed of the ten cut off"

count() { pg_sql "$1"; }
expect_server() {
	got=$(count "$2")
	if [ "$got" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: $got, not $3"
		failures=$((failures + 1))
	fi
}
expect_server thirty-attempts "SELECT count(*) FROM attempts" 30
expect_server thirty-uuids "SELECT count(DISTINCT uuid) FROM attempts" 30
expect_server thirty-complete \
	"SELECT count(*) FROM attempts WHERE status = 'complete'" 30
expect_server every-action "SELECT count(*) FROM actions" $((30 * steps))
expect_server none-twice "SELECT count(*) FROM (SELECT attempt, idx FROM
	actions GROUP BY attempt, idx HAVING count(*) > 1) d" 0

# A second sync: nothing left, nothing pushed, nothing changed.
CRUPIER_OUTBOX="$tmp/outbox.25.db" "$CRUPIER" results sync --db "$uri" \
	>"$tmp/sync.again" 2>&1
expect_contains sync-again-nothing "Pushed 0 attempts" cat "$tmp/sync.again"
expect_server still-every-action "SELECT count(*) FROM actions" $((30 * steps))
finish
