#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# chain.sh: the readers at a school chain's scale, on a results server
# (a private PostgreSQL cluster, tests/pg/cluster.sh) and on one SQLite
# file holding the same attempts, in turn.
#
# A dozen real attempts are made first (`crupier exam --answers` over the
# shipped exams and drills, passed and failed, with situation cells), then
# multiplied into a chain's history of N attempts: 5 sites, 10 classes of
# 20 trainees, two years (bench/chain_fill.sql on the server, as its
# administrator; bench/chain_fill_sqlite.sql in the file, run by
# bench/chain_fill_sqlite; on both the aggregates are counted once at the
# end).  Each reader is then run as the role that would run it: a
# supervisor of every site for the listings of everything, the teacher of
# one class for its views, the trainee for his own; the file holds
# everything and has no roles.  At each size the server is filled and
# read, and dropped, then the file: the disk holds one history at a time.
# Printed for each reader and size: wall seconds and peak memory (max
# RSS, /usr/bin/time), the median of 3 runs, server and file; the first
# run's seconds apart (the login's first reading, with what it reads not
# yet in the page cache, or a trainee's mastery not yet walked by that
# login); and the rate of the listings of everything in attempts per
# second.
#
# BENCH_CHAIN_BEFORE=DIR (the build directory of an older tree): the
# server's history is made with DIR's crupier and pg_load, at its schema,
# then copied to a second database that this crupier brings to its own;
# each reader runs on both, the older and this one taking turns run by
# run, and says when their outputs differ.
#
# BENCH_CHAIN_SIZES: the sizes (default "10000 100000"; 1000000 wants
# some 70 GB of free disk and an hour: bench/README says why).  Figures
# only: no target is asserted (bench/README has the targets and the
# figures measured).
tmp=$(mktemp -d "${TMPDIR:-/tmp}/crupier-bench.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
for need in sqlite3 /usr/bin/time; do
	command -v "$need" >/dev/null 2>&1 || {
		echo "chain: $need not found: skipped"; exit 0; }
done
load="$top_builddir/tests/pg/pg_load"
fill_file="$top_builddir/bench/chain_fill_sqlite"
[ -x "$load" ] && [ -x "$fill_file" ] || {
	echo "chain: built without PostgreSQL (tests/pg/pg_load): skipped"
	exit 0; }
# A bulk load's WAL and index builds: room to work without a checkpoint
# every gigabyte.  The readers run on the server's default memory.
PG_CLUSTER_OPTS="-c max_wal_size=8GB -c maintenance_work_mem=512MB"
export PG_CLUSTER_OPTS
# Without server binaries cluster.sh says so and stops here.
. "$top_srcdir/tests/pg/cluster.sh"
trap 'pg_cluster_stop; rm -rf "$tmp"' EXIT
CRUPIER_TEST_MODE=1; export CRUPIER_TEST_MODE
HOME=$tmp; export HOME
export LC_ALL=C.UTF-8
sizes=${BENCH_CHAIN_SIZES:-10000 100000}
# BENCH_CHAIN_BEFORE: the build directory of an older tree (its crupier
# and tests/pg/pg_load), timed beside this one.
before=${BENCH_CHAIN_BEFORE:-}
make_crupier=$CRUPIER
make_load=$load
if [ -n "$before" ]; then
	[ -x "$before/crupier" ] && [ -x "$before/tests/pg/pg_load" ] || {
		echo "chain: $before has no crupier and tests/pg/pg_load built"
		exit 0; }
	make_crupier=$before/crupier
	make_load=$before/tests/pg/pg_load
fi

# The templates, in a SQLite file (made by the older crupier when there
# is one, which reads them into its server).
. "$top_srcdir/tests/cli/exam_answers.sh"
tpl=$tmp/templates.db
CRUPIER_DB=$tpl; export CRUPIER_DB
sit() {
	scenario=$1; shift
	answers "$scenario" "$@" >"$tmp/answers"
	"$make_crupier" exam "$(exam_file "$scenario")" \
		--code-file "$tmp/code" --answers "$tmp/answers" \
		--trainee Template --results-dir "$tmp/results" \
		>/dev/null 2>&1
}
sit iplyc-exam-traditional
sit iplyc-exam-traditional pay
sit iplyc-exam-anomalies
sit iplyc-exam-anomalies ruling
sit iplyc-exam-chips
sit iplyc-drawing-banca-6 banca_draws pay
sit iplyc-drawing-banca-6
sit iplyc-anomaly-face-up ruling
sit iplyc-payouts-excess pay
sit iplyc-rotation-remate
sit iplyc-payouts-ancar-counts pay
sit iplyc-payouts-ancar-counts
echo "templates: $(sqlite3 "$tpl" "SELECT count(*) || ' attempts, ' ||
	(SELECT count(*) FROM actions) || ' actions' FROM attempts")"

# once OUT TIMES COMMAND...: COMMAND run once, its output in OUT,
# "seconds maxrss_kB" added to TIMES.
once() {
	out=$1; times=$2; shift 2
	/usr/bin/time -f '%e %M' -o "$tmp/t" "$@" >"$out" 2>/dev/null
	cat "$tmp/t" >>"$times"
}
# median TIMES: the median of its 3 lines (by seconds).
median() {
	sort -n "$1" | sed -n 2p
}
# mb KB: megabytes, one decimal.
mb() {
	awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'
}
# readers EACH: EACH called for every reader, with its number, what it
# is, the role that runs it on the server and its command.
readers() {
	# Everything, streamed.
	$1 1 "results list --format csv (all)" chief results list --format csv
	$1 2 "results export --format json (all)" chief \
		results export --format json
	$1 3 "results heatmap (all)" chief results heatmap
	# One class.
	$1 4 "class report (one class)" teacher1 class report "Class 1-1"
	$1 5 "results heatmap --class (one class)" teacher1 \
		results heatmap --class "Class 1-1"
	$1 6 "results list --trainee (one trainee)" teacher1 \
		results list --trainee "Trainee 001"
	# One trainee, as himself.
	$1 7 "results progress (no attempts)" t001 results progress "Nobody"
	$1 8 "results progress (one trainee)" t001 \
		results progress "Trainee 001"
	$1 9 "results heatmap (one trainee)" t001 \
		results heatmap "Trainee 001"
	$1 10 "results show (one attempt)" t001 results show "$id"
}
# on_server K WORK ROLE ARGS...: reader K timed on the server as ROLE
# (and with the older crupier on its copy of the history, the two taking
# turns run by run), 3 runs each; its medians kept for the table.
on_server() {
	k=$1; work=$2; role=$3; shift 3
	: >"$tmp/ts"; : >"$tmp/tb"
	for i in 1 2 3; do
		once "$tmp/server$k.out" "$tmp/ts" "$CRUPIER" "$@" \
			--db "$(pg_uri "chain$n" "$role")"
		[ -z "$before" ] ||
			once "$tmp/before.out" "$tmp/tb" "$before/crupier" "$@" \
				--db "$(pg_uri "chain${n}_before" "$role")"
	done
	median "$tmp/ts" >"$tmp/s$k"
	head -n 1 "$tmp/ts" >"$tmp/s1st$k"
	echo "- -" >"$tmp/b$k"
	[ -z "$before" ] || {
		median "$tmp/tb" >"$tmp/b$k"
		cmp -s "$tmp/server$k.out" "$tmp/before.out" ||
			echo "chain $n, $work: the output differs from the older" \
				"crupier's"
	}
}
# on_file K WORK ROLE ARGS...: reader K timed on the file, 3 runs.
on_file() {
	k=$1; shift 3
	: >"$tmp/tf"
	for i in 1 2 3; do
		once "$tmp/file.out" "$tmp/tf" "$CRUPIER" "$@" \
			--db "$tmp/chain$n.db"
	done
	median "$tmp/tf" >"$tmp/f$k"
	head -n 1 "$tmp/tf" >"$tmp/f1st$k"
}
# figures K WORK ...: reader K's figures printed, and its row of the
# table.
figures() {
	k=$1; work=$2
	s=$(cat "$tmp/s$k"); f=$(cat "$tmp/f$k"); b=$(cat "$tmp/b$k")
	lines=$(wc -l <"$tmp/server$k.out")
	label="chain $n, $work"
	printf 'figure: %s, server = %s s\n' "$label" "${s% *}"
	printf 'figure: %s, server max RSS = %s MB\n' "$label" "$(mb "${s#* }")"
	first=$(cat "$tmp/s1st$k")
	printf 'figure: %s, server first run = %s s\n' "$label" "${first% *}"
	if [ -n "$before" ]; then
		printf 'figure: %s, server before = %s s\n' "$label" "${b% *}"
		printf 'figure: %s, server before max RSS = %s MB\n' "$label" \
			"$(mb "${b#* }")"
		b="${b% *} $(mb "${b#* }")"
	fi
	printf 'figure: %s, SQLite = %s s\n' "$label" "${f% *}"
	printf 'figure: %s, SQLite max RSS = %s MB\n' "$label" "$(mb "${f#* }")"
	first=$(cat "$tmp/f1st$k")
	printf 'figure: %s, SQLite first run = %s s\n' "$label" "${first% *}"
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "$work" \
		"${s% *}" "$(mb "${s#* }")" "${f% *}" "$(mb "${f#* }")" \
		"$lines" "${b% *}" "${b#* }" >>"$tmp/table"
}

# For each size the server is filled and read, then emptied, then the
# file: the disk holds one of the two at a time (at 1,000,000 attempts
# 31 GB on the server with 8 GB of WAL, 22 GB in the file).
: >"$tmp/table"
for n in $sizes; do
	echo "== $n attempts"
	db=chain$n
	# With an older crupier, the history is made with it (its schema)
	# and copied for this one, which brings the copy to its own.
	made=$db
	[ -z "$before" ] || made=${db}_before
	pg_create_db "$made" >/dev/null &&
	"$make_crupier" server init "$(pg_uri "$made")" >/dev/null &&
	"$make_load" "$tpl" "$(pg_uri "$made")" >/dev/null || {
		echo "chain: the server could not be set up"; exit 0; }
	t0=$(date +%s)
	"$pg_psql" -X -q -v ON_ERROR_STOP=1 -d "$made" -v attempts="$n" \
		-f "$top_srcdir/bench/chain_fill.sql" >/dev/null || {
		echo "chain: the server could not be filled"; exit 0; }
	t1=$(date +%s)
	echo "server filled in $((t1 - t0)) s: $(pg_sql "SELECT count(*)
		FROM crupier.actions" "$made") actions, $(pg_sql "SELECT
		pg_size_pretty(pg_database_size('$made'))" "$made")"
	uri=$(pg_uri "$made")
	for site in 1 2 3 4 5; do
		"$make_crupier" server grant "$uri" chief --supervisor \
			--site "Site $site" >/dev/null
	done
	"$make_crupier" server grant "$uri" teacher1 --teacher >/dev/null
	"$make_crupier" server grant "$uri" t001 --trainee >/dev/null
	if [ -n "$before" ]; then
		pg_sql "CREATE DATABASE \"$db\" TEMPLATE \"$made\"" postgres \
			>/dev/null &&
		"$CRUPIER" server init "$(pg_uri "$db")" >/dev/null || {
			echo "chain: the copy could not be brought up to date"
			exit 0; }
	fi
	id=$(pg_sql "SELECT max(a.id) FROM crupier.attempts a
		JOIN crupier.trainees t ON t.id = a.trainee
		WHERE t.name = 'Trainee 001'" "$db")
	readers on_server
	pg_sql "DROP DATABASE \"$db\"" postgres >/dev/null
	[ -z "$before" ] || pg_sql "DROP DATABASE \"$made\"" postgres >/dev/null

	t0=$(date +%s)
	cp "$tpl" "$tmp/$db.db"
	# Templates made by an older crupier: the file brought to this one's
	# schema first, as opening it does.
	"$CRUPIER" results list --db "$tmp/$db.db" >/dev/null || {
		echo "chain: the file could not be brought up to date"; exit 0; }
	"$fill_file" "$tmp/$db.db" "$n" \
		"$top_srcdir/bench/chain_fill_sqlite.sql" >"$tmp/fill.log" || {
		echo "chain: the file could not be filled"; exit 0; }
	t1=$(date +%s)
	echo "file filled in $((t1 - t0)) s ($(cat "$tmp/fill.log")):" \
		"$(du -h "$tmp/$db.db" | cut -f1)"
	readers on_file
	rm -f "$tmp/$db.db" "$tmp/$db.db-wal" "$tmp/$db.db-shm"
	readers figures
done

echo
echo "attempts  reader                                  server            SQLite        lines    server before"
while IFS='	' read -r n work ss sm fs fm lines bs bm; do
	printf '%9s  %-38s %6s s %6s MB  %6s s %6s MB  %6s  %6s s %6s MB\n' \
		"$n" "$work" "$ss" "$sm" "$fs" "$fm" "$lines" "$bs" "$bm"
	# The listings stream every attempt; the heat map of everything
	# reads the aggregates, and a rate of attempts says nothing of it.
	case $work in
	"results list"*"(all)" | "results export"*"(all)")
		printf 'figure: chain %s, %s, server rate = %s attempts/s\n' \
			"$n" "$work" "$(awk -v n="$n" -v s="$ss" \
			'BEGIN { printf "%d", (s > 0 ? n / s : 0) }')"
		printf 'figure: chain %s, %s, SQLite rate = %s attempts/s\n' \
			"$n" "$work" "$(awk -v n="$n" -v s="$fs" \
			'BEGIN { printf "%d", (s > 0 ? n / s : 0) }')"
		;;
	esac
done <"$tmp/table"
