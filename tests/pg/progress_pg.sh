#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# progress_pg.sh: the trainer's Progress and Heat map read the results
# server, on a private cluster (tests/pg/cluster.sh), in tmux at 80x24.
# Ana's drills were done at another terminal and pushed under her role;
# at this terminal her outbox is empty.  Progress (its figures, mastery)
# and the heat map (the drawing table, the payments) show her whole
# history as the server has it: the very screens the trainer shows from
# a SQLite file holding the same drills.  With the server down, the
# trainer reads what this terminal holds, and says once that the server
# cannot be reached.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"
if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
. "$top_srcdir/tests/pg/cluster.sh"
trap 'e2e_stop; pg_cluster_stop; rm -rf "$tmp"' EXIT
push="$top_builddir/tests/pg/pg_push"
command -v sqlite3 >/dev/null 2>&1 || { echo "sqlite3 not found: skipped"; exit 77; }

"$CRUPIER" server init "$CRUPIER_PG_URI" >/dev/null &&
"$CRUPIER" server grant "$CRUPIER_PG_URI" ana --trainee >/dev/null || exit 99

# At the other terminal: two drills with situation cells, one with
# mistakes, recorded in its outbox, kept as a plain file too.
run() {
	scenario=$1; shift
	answers "$scenario" "$@" >"$tmp/answers"
	CRUPIER_DB="$tmp/elsewhere.db" CRUPIER_DATADIR="$top_srcdir/data" \
		"$CRUPIER" exam "$top_srcdir/scenarios/$scenario.yaml" \
		--code-file "$tmp/code" --answers "$tmp/answers" \
		--trainee ana --results-dir "$tmp" >/dev/null 2>&1 || exit 99
}
run iplyc-drawing-banca-6 banca_draws pay
run iplyc-drawing-banca-3
cp "$tmp/elsewhere.db" "$tmp/file.db" || exit 99
out=$("$push" "$tmp/elsewhere.db" "$(pg_uri crupier ana)" 2>&1)
if [ "$out" = "pushed 2" ]; then
	pass pushed
else
	fail pushed "$out"
	finish
fi

LANGUAGE=en
NO_COLOR=1; export NO_COLOR
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
USER=ana; export USER

# screens NAME: Progress, its mastery, the heat map and its payments,
# each as drawn, in $tmp/NAME.*.
screens() {
	# Settings of each run's own: the name is asked each time.
	XDG_CONFIG_HOME="$tmp/config-$1"; export XDG_CONFIG_HOME
	e2e_start
	e2e_wait "$1-menu" "Progress"
	e2e_keys g
	e2e_wait "$1-name" "ana"
	e2e_keys Enter
	e2e_wait "$1-progress" "Progress of ana"
	e2e_wait "$1-weakest" "Weakest:"
	e2e_screen >"$tmp/$1.progress"
	e2e_keys m
	e2e_wait "$1-mastery" "Mastery (iplyc:"
	e2e_screen >"$tmp/$1.mastery"
	e2e_keys h
	e2e_wait "$1-heatmap" "Heat map of ana"
	e2e_wait "$1-banca-6" "  Banca 6  #"
	e2e_screen >"$tmp/$1.heatmap"
	e2e_keys Tab
	e2e_wait "$1-payments" "Payments by chance and bet"
	e2e_screen >"$tmp/$1.payments"
	e2e_keys q q q
	e2e_wait_exit "$1-quit" 0
}
# same WHAT: the server's screen is the file's.
same() {
	if cmp -s "$tmp/file.$1" "$tmp/server.$1"; then
		pass "same-$1"
	else
		fail "same-$1" "the server's screen differs from the file's:"
		diff "$tmp/file.$1" "$tmp/server.$1" | sed 's/^/  | /'
	fi
}

# The same drills in a SQLite file: what the trainer shows.
CRUPIER_DB="$tmp/file.db"; export CRUPIER_DB
screens file
# At this terminal, the results on the server, the outbox empty.
CRUPIER_DB=$(pg_uri crupier ana); export CRUPIER_DB
CRUPIER_OUTBOX="$tmp/here.db"; export CRUPIER_OUTBOX
screens server
for what in progress mastery heatmap payments; do
	same "$what"
done
n=$(sqlite3 "$tmp/here.db" "SELECT count(*) FROM attempts" 2>&1)
if [ "$n" = 0 ]; then
	pass nothing-copied
else
	fail nothing-copied "this terminal's outbox holds $n attempts"
fi

# The server down: what this terminal holds (nothing yet), said once.
pg_as "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate -w stop >/dev/null 2>&1 ||
	{ echo "FAIL stop: the server did not stop"; exit 1; }
XDG_CONFIG_HOME="$tmp/config-offline"; export XDG_CONFIG_HOME
e2e_start
e2e_wait offline-menu "Progress"
e2e_keys g
e2e_wait offline-name "ana"
e2e_keys Enter
e2e_wait offline-progress "Progress of ana"
e2e_wait offline-told "results server cannot be reached"
if e2e_screen | grep -qF "Weakest:"; then
	fail offline-local "the figures of the server are shown"
else
	pass offline-local
fi
e2e_keys q q
e2e_wait_exit offline-quit 0
finish
