#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# roster.sh: `crupier class import-roster` of rosters of 10,000 and
# 100,000 trainees (name,login), the median of 3 runs: the reader alone
# (the last row repeats the first name, so the file is refused after it
# is read whole, before the database is touched) and the whole import
# into a new class.  The reader checks duplicates in one pass (a hash
# table), not against every earlier row.  Prints figures, asserts
# nothing.  Run by `make bench`.
: "${CRUPIER:?run through make bench}"
LC_ALL=C.UTF-8; export LC_ALL
LANGUAGE=en; export LANGUAGE
tmp=$(mktemp -d "${TMPDIR:-/tmp}/crupier-bench.XXXXXX") || exit 0
trap 'rm -rf "$tmp"' EXIT
HOME="$tmp"; export HOME
unset CRUPIER_DB XDG_CONFIG_HOME XDG_DATA_HOME

# median3 COMMAND...: the median wall time of three runs, in seconds.
median3() {
	: >"$tmp/times"
	for run in 1 2 3; do
		s=$(date +%s.%N)
		"$@" >"$tmp/out" 2>&1
		e=$(date +%s.%N)
		echo "$s $e" | awk '{ printf "%.4f\n", $2 - $1 }' >>"$tmp/times"
	done
	sort -n "$tmp/times" | sed -n 2p
}

for rows in 10000 100000; do
	awk -v n=$rows 'BEGIN {
		print "name,login"
		for (i = 1; i <= n; i++)
			printf "Trainee Número %d,login%d\r\n", i, i
	}' >"$tmp/roster.csv"
	cp "$tmp/roster.csv" "$tmp/dup.csv"
	echo "Trainee Número 1,again" >>"$tmp/dup.csv"
	label=$(echo $rows | sed 's/\([0-9]\)\([0-9]\{3\}\)$/\1,\2/')
	db="$tmp/r$rows.db"
	"$CRUPIER" class create reader --db "$db" >/dev/null 2>&1 || exit 0
	t=$(median3 "$CRUPIER" class import-roster reader "$tmp/dup.csv" --db "$db")
	grep -q "is on line 2 already" "$tmp/out" ||
		{ echo "roster: the reader did not refuse the repeat:"; cat "$tmp/out"; exit 0; }
	echo "roster: $label rows read and refused at the last: $t s"
	echo "figure: roster reader, $label rows = $t s"
	i=0
	: >"$tmp/times"
	for run in 1 2 3; do
		"$CRUPIER" class create "import$run" --db "$db" >/dev/null 2>&1
		s=$(date +%s.%N)
		"$CRUPIER" class import-roster "import$run" "$tmp/roster.csv" \
			--db "$db" >"$tmp/out" 2>&1
		e=$(date +%s.%N)
		echo "$s $e" | awk '{ printf "%.4f\n", $2 - $1 }' >>"$tmp/times"
	done
	t=$(sort -n "$tmp/times" | sed -n 2p)
	echo "roster: $label rows imported: $t s ($(cat "$tmp/out"))"
	echo "figure: roster import, $label rows = $t s"
done
