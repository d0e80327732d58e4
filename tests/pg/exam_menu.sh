#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_menu.sh: at the terminal, a trainee whose results go to a server
# (CRUPIER_DB a URI as his role, his outbox local) sees his classes as the
# server has them (class_source.h), on a private cluster
# (tests/pg/cluster.sh), in tmux at 80x24:
#   - the Exam menu lists an exam assigned to his class with its window
#     and attempts left, and not one whose window is not open; one
#     assigned while the trainer is open is listed when the menu is
#     opened again;
#   - his name is picked from the server's roster (his own line: the
#     server shows a trainee no other), the one bound to his login first;
#   - the attempt started goes to the server under that name, and the
#     menu then says no attempts are left;
#   - the server down, the menu lists the classes as the last run kept
#     them, and says once that the server cannot be reached.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"

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
class="Turno mañana"
printf 'name,login\nTrainee 06,t06\nTrainee 07,t07\n' >"$tmp/roster.csv"
"$CRUPIER" class create "$class" --teacher tere --db "$tere" >/dev/null || exit 99
"$CRUPIER" class import-roster "$class" "$tmp/roster.csv" --db "$tere" \
	>/dev/null || exit 99
"$CRUPIER" class assign "$class" e2e-exam --opens 2000-01-01 \
	--closes 2100-01-01 --attempts 1 --db "$tere" >/dev/null || exit 99
# A second exam in the library, assigned for a window not open yet.
cp "$top_srcdir/tests/e2e/data/exams/e2e-exam-timed.yaml" \
	"$e2e_data/scenarios/" || exit 99
"$CRUPIER" class assign "$class" e2e-exam-timed --opens 2099-01-01 \
	--closes 2100-01-01 --attempts 1 --db "$tere" >/dev/null || exit 99

LANGUAGE=en
NO_COLOR=1; export NO_COLOR
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB=$(pg_uri crupier t07); export CRUPIER_DB
CRUPIER_OUTBOX="$tmp/t07.db"; export CRUPIER_OUTBOX
USER=t07; export USER

e2e_start
e2e_wait menu "Main menu"
e2e_keys e
e2e_wait exam-listed "Test exam"
e2e_wait exam-window "until 2100-01-01, 1 left"
if e2e_screen | grep -qF "Timed test exam"; then
	fail exam-hidden-outside-window "the exam not open yet is listed"
else
	pass exam-hidden-outside-window
fi
# Assigned on the server while the trainer is open: the menu opened
# again reads the classes again.
"$CRUPIER" class assign "$class" e2e-exam-timed --opens 2000-01-01 \
	--closes 2100-01-01 --attempts 2 --db "$tere" >/dev/null || exit 99
e2e_keys q
e2e_wait menu-back "Main menu"
e2e_keys e
e2e_wait assigned-since "Timed test exam"
e2e_wait assigned-since-window "until 2100-01-01, 2 left"
e2e_keys Down Enter
e2e_wait code-asked "Exam code:"
e2e_type "$CRUPIER_EXAM_CODE"
e2e_keys Enter
e2e_wait roster-offered "choose your name from your class's roster"
e2e_wait roster-bound-first "> Trainee 07"
if e2e_screen | grep -qF "Trainee 06"; then
	fail roster-own-line "another trainee's name is offered"
else
	pass roster-own-line
fi
e2e_keys Enter
e2e_wait exam-starts "Press Enter to start."
e2e_keys C-c
e2e_wait_exit exam-left 130
n=$(pg_sql "SELECT count(*) FROM attempts a JOIN trainees t ON t.id = a.trainee WHERE t.name = 'Trainee 07' AND a.scenario = 'e2e-exam'")
if [ "$n" = 1 ]; then
	pass exam-on-server
else
	fail exam-on-server "$n attempts of Trainee 07 on the server"
fi

# Its one attempt used: greyed, as the server counts it.
rm -f "$tmp/t07.db" "$tmp/t07.db.classes"
e2e_start
e2e_wait menu-again "Main menu"
e2e_keys e
e2e_wait exam-used "no attempts left"
e2e_keys q q
e2e_wait_exit quit 0

# The server down: the classes as kept by the last run, said once.
pg_as "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate -w stop >/dev/null 2>&1 ||
	{ echo "FAIL stop: the server did not stop"; exit 1; }
e2e_start
e2e_wait menu-offline "Main menu"
e2e_keys e
e2e_wait offline-told "results server cannot be reached"
e2e_wait offline-kept "until 2100-01-01, 2 left"
e2e_wait offline-used "no attempts left"
e2e_keys q
e2e_wait menu-offline-back "Main menu"
e2e_keys e
e2e_wait offline-again "until 2100-01-01, 2 left"
if e2e_screen | grep -qF "cannot be reached"; then
	fail offline-told-once "the notice is shown again"
else
	pass offline-told-once
fi
e2e_keys q q
e2e_wait_exit offline-quit 0
finish
