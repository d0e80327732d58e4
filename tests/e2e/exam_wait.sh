#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_wait.sh: an exam in the trainer whose database another program
# is writing to (a classroom sharing one file).  The sqlite3 shell holds
# the write lock while the trainee acts: after a few seconds the screen
# says the results database is busy and counts the seconds waited; the
# exam does not end.  Once the lock is let go the line goes, the action
# is recorded and the exam goes on to its end.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"
command -v sqlite3 >/dev/null 2>&1 || { echo "sqlite3 shell not found: skipped"; exit 77; }

LANGUAGE=en
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
exam="$e2e_data/scenarios/e2e-exam.yaml"
printf 'clave secreta del supervisor\n' >"$tmp/code"

# The actions of Ana's attempt in the database.
recorded() {
	"$CRUPIER" results list --trainee Ana --format csv |
		awk -F, 'NR > 1 { print $14 }' | tr -d '\r'
}

e2e_start exam "$exam" --results-dir "$tmp/results" \
	--code-file "$tmp/code" --trainee Ana
e2e_wait instructions "Press Enter to start."
e2e_keys Enter
e2e_wait_gone started "Press Enter to start."
play_key "$exam" 1 1

# The write lock taken by the shell, which reads from a FIFO kept open.
mkfifo "$tmp/hold" || exit 99
sqlite3 "$CRUPIER_DB" <"$tmp/hold" >"$tmp/holder.out" 2>&1 &
holder=$!
exec 3>"$tmp/hold"
printf '%s\n' '.timeout 60000' 'BEGIN IMMEDIATE;' \
	".shell touch '$tmp/held'" >&3
k=0
while [ ! -e "$tmp/held" ] && [ $k -lt 600 ]; do sleep 0.1; k=$((k + 1)); done
[ -e "$tmp/held" ] || { echo "the sqlite3 shell took no lock"; cat "$tmp/holder.out"; exit 99; }

# The second action waits for the lock, and the screen says so.
key2=$(judge_key "$exam" | sed -n 2p)
press_choice "$key2"
e2e_wait busy-told "for the results database: another program is writing to it."
if e2e_screen | grep -qE 'Waiting [0-9]+ s for the results database'; then
	pass busy-counts
else
	fail busy-counts "no seconds counted on the screen"
fi
if [ "$(recorded)" = 1 ]; then
	pass busy-not-recorded-yet
else
	fail busy-not-recorded-yet "$(recorded) actions recorded"
fi

echo 'COMMIT;' >&3
exec 3>&-
wait "$holder"
e2e_wait_gone busy-line-gone "for the results database: another program"
wait_acted 1
if [ "$(recorded)" = 2 ]; then
	pass busy-then-recorded
else
	fail busy-then-recorded "$(recorded) actions recorded"
fi

# The exam goes on to its end.
play_key "$exam" 3 '$'
e2e_wait summary "Score"
status=$("$CRUPIER" results list --trainee Ana --format csv |
	awk -F, 'NR > 1 { print $10 }' | tr -d '\r')
if [ "$status" = complete ]; then
	pass busy-exam-complete
else
	fail busy-exam-complete "status '$status'"
fi
finish
