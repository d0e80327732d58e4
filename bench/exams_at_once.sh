#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exams_at_once.sh: thirty trainees sit the same exam at once against one
# results database (`crupier exam` with its answers from a file, as
# tests/cli/exam_concurrency.sh does): the wall time until all thirty
# are sealed, and the actions committed per second.  Each action is its
# own BEGIN IMMEDIATE ... COMMIT (synchronous=FULL), so this is the
# store's waiting on the others' writes.  Median of 3 runs.  Prints
# figures, asserts nothing.  Run by `make bench`.
: "${CRUPIER:?run through make bench}"
: "${top_srcdir:?run through make bench}"
LC_ALL=C.UTF-8; export LC_ALL
LANGUAGE=en; export LANGUAGE
tmp=$(mktemp -d "${TMPDIR:-/tmp}/crupier-bench.XXXXXX") || exit 0
trap 'rm -rf "$tmp"' EXIT
HOME="$tmp"; export HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME

n=30
exam="$top_srcdir/tests/e2e/data/exams/iplyc-exam-traditional.yaml"
printf 'una clave de examen bastante larga\n' >"$tmp/code"
yes expected 2>/dev/null | head -n 400 >"$tmp/answers"

: >"$tmp/times"
for run in 1 2 3; do
	db="$tmp/class$run.db"
	s=$(date +%s.%N)
	i=1
	while [ $i -le $n ]; do
		"$CRUPIER" exam "$exam" --trainee "trainee $i" --db "$db" \
			--code-file "$tmp/code" --answers "$tmp/answers" \
			--results-dir "$tmp/results$run" >/dev/null 2>&1 &
		i=$((i + 1))
	done
	wait
	e=$(date +%s.%N)
	actions=$("$CRUPIER" results list --db "$db" --format csv 2>/dev/null |
		awk -F, 'NR > 1 { s += $14 } END { print s + 0 }')
	echo "$s $e $actions" | awk '{ printf "%.3f %d\n", $2 - $1, $3 }' >>"$tmp/times"
done
sort -n "$tmp/times" | awk -v n=$n '{ t[NR] = $1; a[NR] = $2 }
END {
	printf "exams_at_once: %d exams at once, 3 runs: %s %s %s s (%d, %d, %d actions)\n",
		n, t[1], t[2], t[3], a[1], a[2], a[3]
	printf "figure: %d exams at once, one database = %.2f s\n", n, t[2]
	if (t[2] > 0)
		printf "figure: %d exams at once, actions committed per second = %.0f /s\n", n, a[2] / t[2]
}'
