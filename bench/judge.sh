#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# judge.sh: the results server's judge (crupier server judge) over 1,000
# genuine attempts on a private PostgreSQL cluster (tests/pg/cluster.sh).
#
# The attempts are made by bench/judge_attempts as `crupier exam` makes
# them (the batch exam, started on the server as the trainee's role,
# recorded, sealed), two trainees at a time, over every shipped exam
# (scenarios/*exam*.yaml) with answers wrong at random (from none to one
# in ten, so that some pass and some do not), and 20 at an exam naming
# situations (each attempt its own shoe, searched from the server's
# seed), assigned to a class so that its file is on the server; each
# attempt's answers go to the server when it closes (see judge_attempts.c).
# Then every attempt is judged with --once by one judge, its time taken;
# the verdicts removed, again by two judges at once.  Printed: attempts
# judged per second with one and two workers, and how many verdicts differ
# from what the trainee saw at the end of his exam (the proof of the
# judge: none).  BENCH_JUDGE_ATTEMPTS sets how many (default 1000; 20 of
# them at the situations exam).  Figures only.
[ -x ./bench/judge_attempts ] || {
	echo "judge: built without PostgreSQL: skipped"; exit 0; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/crupier-bench.XXXXXX") || exit 1
. "$top_srcdir/tests/pg/cluster.sh"
CRUPIER_TEST_MODE=1; export CRUPIER_TEST_MODE
HOME=$tmp; export HOME
total=${BENCH_JUDGE_ATTEMPTS:-1000}
situations=20
[ "$total" -gt $((situations * 2)) ] || situations=$((total / 2))
# The trainees' outboxes where a commit costs least (each action is one).
fast=$tmp
[ -d /dev/shm ] && [ -w /dev/shm ] && fast=$(mktemp -d /dev/shm/crupier-bench.XXXXXX)
trap 'pg_cluster_stop; rm -rf "$tmp"; [ "$fast" = "$tmp" ] || rm -rf "$fast"' EXIT

uri=$CRUPIER_PG_URI
"$CRUPIER" server init "$uri" >/dev/null &&
"$CRUPIER" server grant "$uri" ana --trainee >/dev/null &&
"$CRUPIER" server grant "$uri" bea --trainee >/dev/null &&
"$CRUPIER" server grant "$uri" tere --teacher >/dev/null &&
"$CRUPIER" server grant "$uri" judge --judge >/dev/null &&
"$CRUPIER" server grant "$uri" judge2 --judge >/dev/null || {
	echo "judge: the server could not be set up"; exit 1; }
printf 'tablero mostrador ficha sabot rojo\n' >"$tmp/code"
sit="$top_srcdir/tests/e2e/data/exams/e2e-exam-situations.yaml"
tere=$(pg_uri crupier tere)
"$CRUPIER" class create Bench --teacher tere --db "$tere" >/dev/null &&
"$CRUPIER" class add Bench ana --login ana --db "$tere" >/dev/null &&
"$CRUPIER" class add Bench bea --login bea --db "$tere" >/dev/null &&
"$CRUPIER" class assign Bench "$sit" --opens 2000-01-01 --closes 2100-01-01 \
	--attempts 1000 --db "$tere" >/dev/null || {
	echo "judge: the situations exam could not be assigned"; exit 1; }

echo "making $total attempts ($situations at the situations exam)..."
t0=$(date +%s)
make_attempts() {   # make_attempts WHO FIRST: every second attempt
	./bench/judge_attempts "$(pg_uri crupier "$1")" "$fast/$1.db" "$1" \
		"$fast/results.$1" "$(cat "$tmp/code")" "$2" 2 "$total" \
		"$situations" "$sit" "$top_srcdir"/scenarios/*exam*.yaml
}
make_attempts ana 0 &
p1=$!
make_attempts bea 1 &
p2=$!
wait $p1
wait $p2
echo "made in $(( $(date +%s) - t0 )) s"
made=$(pg_sql "SELECT count(*) FROM attempts WHERE status <> 'in_progress'")

now_ms() { date +%s%3N; }
# judges N: every attempt judged by N judges at once; prints the ms taken.
judges() {
	pg_sql "DELETE FROM verdicts" >/dev/null
	start=$(now_ms)
	"$CRUPIER" server judge "$(pg_uri crupier judge)" --once --quiet \
		>"$tmp/judge.1" 2>&1 &
	j1=$!
	if [ "$1" = 2 ]; then
		"$CRUPIER" server judge "$(pg_uri crupier judge2)" --once \
			--quiet >"$tmp/judge.2" 2>&1 &
		wait $!
	fi
	wait $j1
	echo $(( $(now_ms) - start ))
}
rate() {   # rate MS: attempts judged per second
	awk -v n="$made" -v ms="$1" 'BEGIN { printf "%.0f", n * 1000 / (ms > 0 ? ms : 1) }'
}
ms1=$(judges 1)
cat "$tmp/judge.1"
differ=$(pg_sql "SELECT count(*) FROM attempts a JOIN verdicts v ON
	v.attempt = a.id WHERE a.passed IS DISTINCT FROM v.passed OR
	round(a.score::numeric, 9) IS DISTINCT FROM round(v.score::numeric, 9)
	OR v.unjudgeable IS NOT NULL")
passed=$(pg_sql "SELECT count(*) FROM verdicts WHERE passed = 1")
shoes=$(pg_sql "SELECT count(DISTINCT shoe_seed) FROM attempts WHERE
	scenario = 'e2e-exam-situations'")
ms2=$(judges 2)
cat "$tmp/judge.1" "$tmp/judge.2"
echo "$made attempts ($passed passed), $shoes situations shoes:" \
	"one judge $ms1 ms, two judges $ms2 ms"
echo "figure: judge, 1 worker, $made attempts = $(rate "$ms1") attempts/s"
echo "figure: judge, 2 workers, $made attempts = $(rate "$ms2") attempts/s"
echo "figure: judge, verdicts not as the trainee saw, $made attempts = $differ attempts"
