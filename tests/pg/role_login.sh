#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# role_login.sh: on a results server the trainee is the role connected
# there, whatever $USER says (the server starts his attempts under it):
# a trainee whose account's $USER is not his role (here USER=somebody,
# connected as t07) finds his roster line by his role, on a private
# cluster (tests/pg/cluster.sh), in tmux at 80x24:
#   - the Exam menu lists the exam assigned to his class, with its
#     window and attempts left (the class gate reads his line);
#   - his name is offered from the roster, the one bound to his role;
#   - a drill he plays is recorded on the server under the name his
#     roster binds to his role, never under $USER;
#   - the server down, the classes kept last time still find his line
#     by the role the address names.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
. "$top_srcdir/tests/pg/cluster.sh"
trap 'e2e_stop; pg_cluster_stop; rm -rf "$tmp"' EXIT

"$CRUPIER" server init "$CRUPIER_PG_URI" >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" t07 --trainee >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" tere --teacher >/dev/null || exit 99
tere=$(pg_uri crupier tere)
class="Turno tarde"
printf 'name,login\nTrainee 06,t06\nTrainee 07,t07\n' >"$tmp/roster.csv"
"$CRUPIER" class create "$class" --teacher tere --db "$tere" >/dev/null || exit 99
"$CRUPIER" class import-roster "$class" "$tmp/roster.csv" --db "$tere" \
	>/dev/null || exit 99
"$CRUPIER" class assign "$class" e2e-exam --opens 2000-01-01 \
	--closes 2100-01-01 --attempts 1 --db "$tere" >/dev/null || exit 99

LANGUAGE=en
NO_COLOR=1; export NO_COLOR
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB=$(pg_uri crupier t07); export CRUPIER_DB
CRUPIER_OUTBOX="$tmp/t07.db"; export CRUPIER_OUTBOX
# The account's name is not the role's.
USER=somebody; export USER

e2e_start
e2e_wait menu "Main menu"
e2e_keys e
e2e_wait exam-listed "Test exam"
e2e_wait exam-window-by-role "until 2100-01-01, 1 left"
e2e_keys Down
e2e_wait exam-chosen "> Test exam"
e2e_keys Enter
e2e_wait code-asked "Exam code:"
e2e_type "$CRUPIER_EXAM_CODE"
e2e_keys Enter
e2e_wait roster-offered "choose your name from your class's roster"
e2e_wait roster-bound-to-role "> Trainee 07"
e2e_keys C-c
e2e_wait_exit left 130

# A drill, played whole: recorded on the server under his roster name.
drill="$lib/iplyc-drawing-banca-6.yaml"
e2e_start "$drill"
e2e_wait drill-instructions "Press Enter to start."
e2e_keys Enter
e2e_wait_gone drill-started "Press Enter to start."
play_key "$drill" 1 '$'
e2e_wait drill-summary "Summary: "
e2e_keys q
e2e_wait drill-finished "s: the summary again"
e2e_keys q
e2e_wait_exit drill-quit 0
names=$(pg_sql "SELECT DISTINCT t.name FROM attempts a JOIN trainees t ON t.id = a.trainee WHERE a.owner = 't07' AND a.kind <> 'exam'")
if [ "$names" = "Trainee 07" ]; then
	pass drill-under-roster-name
else
	fail drill-under-roster-name "the server holds t07's drills under '$names'"
fi

# The server down: the kept classes, his line found by the role the
# address names.
pg_as "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate -w stop >/dev/null 2>&1 ||
	{ echo "FAIL stop: the server did not stop"; exit 1; }
e2e_start
e2e_wait menu-offline "Main menu"
e2e_keys e
e2e_wait offline-told "results server cannot be reached"
e2e_wait offline-window-by-role "until 2100-01-01, 1 left"
e2e_keys q q
e2e_wait_exit offline-quit 0
finish
