#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# stop_signal.sh: no door waits for ever and a signal always ends the
# program (base/stop_signal.h).
#   1. `exam` on a results server that takes the connection and never
#      answers (tests/silent_server; connect_timeout=0 in the address, so
#      that libpq would wait for ever): SIGTERM, SIGINT and SIGHUP each
#      end it; before, the signal only set a flag while libpq went on
#      waiting, and only SIGKILL ended it.  The same for `server judge`.
#   2. The server down and the copy of its classes kept beside the
#      outbox (OUTBOX.classes) a FIFO: `exam` and `results sync` end, and
#      the FIFO stays one; before, both waited on it for ever.  (The
#      reader's refusal and its message: tests/test_class_source.c.)
# A run that does not end is killed by a watchdog after 60 seconds and
# fails; nothing here measures a time.
. "$top_srcdir/tests/lib.sh"

command -v mkfifo >/dev/null 2>&1 || { echo "no mkfifo(1): skipped"; exit 77; }
"$CRUPIER" --version | grep -q 'PostgreSQL' ||
	{ echo "built without PostgreSQL: skipped"; exit 77; }
silent="$top_builddir/tests/silent_server"
[ -x "$silent" ] || { echo "no tests/silent_server"; exit 99; }

exam="$top_srcdir/scenarios/iplyc-exam-traditional.yaml"
printf 'tablero mostrador ficha sabot rojo\n' >"$tmp/code"
yes expected 2>/dev/null | head -n 400 >"$tmp/answers"
CRUPIER_OUTBOX="$tmp/outbox.db"; export CRUPIER_OUTBOX

check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
# within_deadline COMMAND: COMMAND true within 30 seconds (polled).
within_deadline() {
	i=0
	while [ $i -lt 300 ]; do
		eval "$1" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}
# ended PID: $status, PID's exit status, or 137 when the watchdog had to
# kill it.
ended() {
	( sleep 60; kill -KILL "$1" 2>/dev/null ) &
	dog=$!
	status=0
	wait "$1" || status=$?
	kill "$dog" 2>/dev/null
	wait "$dog" 2>/dev/null
}

# 1. A server that never answers.
mkdir -p "$tmp/sock"
mkfifo "$tmp/silent.in"
"$silent" "$tmp/sock/.s.PGSQL.5432" <"$tmp/silent.in" >"$tmp/accepted" &
silent_pid=$!
exec 9>"$tmp/silent.in"         # its standard input, closed at the end
within_deadline '[ -S "$tmp/sock/.s.PGSQL.5432" ]' ||
	{ echo "the silent server did not start"; exit 99; }
uri="postgresql:///crupier?host=$tmp/sock&connect_timeout=0"
# silent NAME SIG COMMAND...: COMMAND, once it has reached the silent
# server, ends on SIG.
silent() {
	name=$1 sig=$2; shift 2
	before=$(wc -l <"$tmp/accepted")
	"$@" </dev/null >"$tmp/$name-$sig.out" 2>&1 &
	pid=$!
	if ! within_deadline '[ "$(wc -l <"$tmp/accepted")" -gt "$before" ]'; then
		echo "FAIL $name-$sig: it never reached the server"
		cat "$tmp/$name-$sig.out"
		failures=$((failures + 1))
		kill -KILL "$pid" 2>/dev/null
		return
	fi
	kill -"$sig" "$pid"
	ended "$pid"
	num=$(kill -l "$sig" 2>/dev/null || echo 0)
	case $status in
	137) check "$name-$sig-ends" "hung until SIGKILL" "ended" ;;
	1|$((128 + num))) check "$name-$sig-ends" ended ended ;;
	*) check "$name-$sig-ends" "status $status" "1 or $((128 + num))" ;;
	esac
}
for sig in TERM INT HUP; do
	silent silent "$sig" "$CRUPIER" exam "$exam" --db "$uri" \
		--code-file "$tmp/code" --answers "$tmp/answers" --trainee Ana \
		--results-dir "$tmp/results"
	# The results server's judge, which finishes the attempt under way
	# on a signal: connecting is no attempt, and ends all the same.
	silent judge "$sig" "$CRUPIER" server judge "$uri" --once
done
exec 9>&-
wait "$silent_pid" 2>/dev/null

# 2. The server down, its kept classes a FIFO.
down="postgresql:///crupier?host=$tmp/nowhere&connect_timeout=2"
mkdir -p "$tmp/nowhere"
mkfifo "$tmp/outbox.db.classes"
"$CRUPIER" exam "$exam" --db "$down" --code-file "$tmp/code" \
	--answers "$tmp/answers" --trainee Ana --results-dir "$tmp/results" \
	</dev/null >"$tmp/fifo-exam.out" 2>&1 &
ended $!
check fifo-exam-ends "$([ "$status" = 137 ] && echo hung || echo ended)" ended
"$CRUPIER" results sync --db "$down" </dev/null >"$tmp/fifo-sync.out" 2>&1 &
ended $!
check fifo-sync-ends "$([ "$status" = 137 ] && echo hung || echo ended)" ended
check fifo-still-fifo "$([ -p "$tmp/outbox.db.classes" ] && echo fifo || echo replaced)" fifo
finish
