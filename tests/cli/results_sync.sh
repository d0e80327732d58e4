#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# results_sync.sh: `crupier results sync` without a server to reach.  A
# file as --db is no server (exit 2, said why); an exam with the server
# away does not start (it starts on the server), saying so once on
# stderr; with an attempt in the outbox ($CRUPIER_OUTBOX) sync says what
# is left and exits 1, in the user's language.  (Pushing to a real server:
# tests/pg/sync_crash.sh.)
. "$top_srcdir/tests/lib.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"

mkdir "$tmp/nowhere"
server="postgresql:///crupier?host=$tmp/nowhere"
CRUPIER_OUTBOX="$tmp/outbox.db"; export CRUPIER_OUTBOX

"$CRUPIER" results sync --db "$tmp/file.db" >"$tmp/file.out" 2>&1
rc=$?
if [ $rc = 2 ] && grep -qF "go to no server" "$tmp/file.out"; then
	echo "ok sync-file-is-no-server"
else
	echo "FAIL sync-file-is-no-server: exit $rc"; cat "$tmp/file.out"
	failures=$((failures + 1))
fi
if [ -e "$tmp/file.db" ]; then
	echo "FAIL sync-file-untouched: $tmp/file.db made"
	failures=$((failures + 1))
fi

answers iplyc-exam-traditional >"$tmp/answers"
steps=$(wc -l <"$tmp/answers")
# An exam on a server starts there: with the server away it does not
# start, and says why once.
"$CRUPIER" exam "$top_srcdir/tests/e2e/data/exams/iplyc-exam-traditional.yaml" \
	--trainee Ana --db "$server" --code-file "$tmp/code" \
	--answers "$tmp/answers" --results-dir "$tmp/results" \
	>"$tmp/exam.out" 2>"$tmp/exam.err"
rc=$?
told=$(grep -c 'results server cannot be reached' "$tmp/exam.err")
if [ $rc = 1 ] && [ "$told" = 1 ] &&
   grep -qF 'cannot start without it' "$tmp/exam.err" &&
   ! ls "$tmp/results" 2>/dev/null | grep -q '\.result$'; then
	echo "ok exam-refused-told-once"
else
	echo "FAIL exam-refused-told-once: exit $rc, told $told times"
	cat "$tmp/exam.out" "$tmp/exam.err"
	failures=$((failures + 1))
fi
# An attempt recorded in the outbox itself (as a drill done offline is):
# sync says what is left.
"$CRUPIER" exam "$top_srcdir/tests/e2e/data/exams/iplyc-exam-traditional.yaml" \
	--trainee Ana --db "$CRUPIER_OUTBOX" --code-file "$tmp/code" \
	--answers "$tmp/answers" --results-dir "$tmp/results" \
	>"$tmp/exam.out" 2>"$tmp/exam.err" || {
	echo "FAIL exam-in-outbox:"; cat "$tmp/exam.out" "$tmp/exam.err"
	failures=$((failures + 1)); }

LANGUAGE=es LC_ALL=C.UTF-8 "$CRUPIER" results sync --db "$server" \
	>"$tmp/sync.out" 2>"$tmp/sync.err"
rc=$?
if [ $rc = 1 ] &&
   grep -qF "Se enviaron 0 intentos (0 acciones) al servidor." "$tmp/sync.out" &&
   grep -qF "Falta enviar: 1 intento ($steps acciones), guardado en $tmp/outbox.db." "$tmp/sync.out" &&
   [ "$(wc -l <"$tmp/sync.err")" = 1 ]; then
	echo "ok sync-says-what-is-left"
else
	echo "FAIL sync-says-what-is-left: exit $rc"
	cat "$tmp/sync.out" "$tmp/sync.err"
	failures=$((failures + 1))
fi
# An address too long to keep whole is refused, never cut.
long="$server&application_name=$(printf '%05000d' 0)"
"$CRUPIER" results sync --db "$long" >"$tmp/long.out" 2>&1
rc=$?
if [ $rc = 1 ] && grep -qF "address is too long" "$tmp/long.out"; then
	echo "ok sync-long-address-refused"
else
	echo "FAIL sync-long-address-refused: exit $rc"; cat "$tmp/long.out"
	failures=$((failures + 1))
fi
finish
