#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# plans.sh: every reader's query goes through an index on a results
# server that holds a chain's history, on a private cluster
# (tests/pg/cluster.sh).
#
# The server is filled by bench/chain_fill.sql (CRUPIER_PLANS_ATTEMPTS,
# default 2,000 attempts of 200 trainees in 10 classes at 5 sites, made
# from real exams and drills run here, about 280,000 actions) and
# analysed.  auto_explain, loaded in every session of the database,
# writes to the server's log the plan of each statement the server runs:
# the readers' cursors and what row-level security, the views and their
# functions run inside them.  Each reader then runs as a supervisor, a
# teacher and a trainee (results list, show, progress, report, export
# and heatmap, class list and report, and the teacher's class watch at
# the terminal), and no plan may read the table of actions from end to
# end ("Seq Scan on actions"): its cost would grow with the whole
# history.  The check is first shown to catch such a scan.  The class
# report reads each member's totals as kept (src/server/remote_members.c)
# and no plan of it may read attempts or attempt_agg at all: their rows
# for a class are its whole history.
. "$top_srcdir/tests/e2e/lib.sh"
if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
. "$top_srcdir/tests/pg/cluster.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"
trap 'e2e_stop; pg_cluster_stop; rm -rf "$tmp"' EXIT
if [ ! -f "$pg_bin/../lib/auto_explain.so" ] &&
	[ ! -f "$("$pg_bin/pg_config" --pkglibdir 2>/dev/null)/auto_explain.so" ]
then
	echo "PostgreSQL's auto_explain module is not installed: skipped"
	exit 77
fi
cd "$tmp" || exit 99
log=$pg_dir/sock/server.log

# The templates: real attempts, exams and drills with situation cells,
# passed and failed, copied to the server as they are.
run() {
	scenario=$1; shift
	answers "$scenario" "$@" >"$tmp/answers"
	"$CRUPIER" exam "$(exam_file "$scenario")" \
		--code-file "$tmp/code" --answers "$tmp/answers" \
		--trainee Template --results-dir "$tmp/results" >/dev/null 2>&1 ||
		exit 99
}
run iplyc-exam-traditional
run iplyc-exam-traditional pay
run iplyc-exam-anomalies ruling
run iplyc-drawing-banca-6 banca_draws pay
run iplyc-drawing-banca-6
run iplyc-payouts-ancar pay
"$CRUPIER" server init "$CRUPIER_PG_URI" >/dev/null &&
"$top_builddir/tests/pg/pg_load" "$CRUPIER_DB" "$CRUPIER_PG_URI" >/dev/null &&
"$pg_psql" -X -q -v ON_ERROR_STOP=1 -d crupier \
	-v attempts="${CRUPIER_PLANS_ATTEMPTS:-2000}" \
	-f "$top_srcdir/bench/chain_fill.sql" >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" super1 --supervisor \
	--site "Site 1" >/dev/null &&
"$CRUPIER" server grant "$CRUPIER_PG_URI" teacher1 --teacher >/dev/null &&
"$CRUPIER" server grant "$CRUPIER_PG_URI" t001 --trainee >/dev/null || exit 99
pg_sql "ALTER DATABASE crupier SET session_preload_libraries = 'auto_explain';
	ALTER DATABASE crupier SET auto_explain.log_min_duration = 0;
	ALTER DATABASE crupier SET auto_explain.log_nested_statements = on" \
	postgres || exit 99

# plans NAME COMMAND...: COMMAND run, the plans the server logged
# meanwhile in $tmp/NAME.plans.
plans() {
	name=$1; shift
	before=$(wc -c <"$log")
	"$@" >"$tmp/$name.out" 2>&1
	rc=$?
	tail -c +$((before + 1)) "$log" >"$tmp/$name.plans"
	return $rc
}
# shown NAME PLANS PATTERN WHAT: NAME failed with WHAT, each plan line of
# the log PLANS matching PATTERN (extended) shown under its query.
shown() {
	fail "$1" "$4:"
	grep -En "Query Text|$3" "$tmp/$2.plans" | grep -EB1 "$3" |
		sed 's/^/  | /'
}
# reader NAME COMMAND...: COMMAND answers (exit 0), its statements'
# plans were logged, and none reads every action.
reader() {
	name=$1; shift
	if ! plans "$name" "$@"; then
		fail "$name" "exit status $rc:"
		sed 's/^/  | /' "$tmp/$name.out"
		return
	fi
	if ! grep -q 'DECLARE crupier_c' "$tmp/$name.plans"; then
		fail "$name" "no reader's plan was logged"
		return
	fi
	if grep -q 'Seq Scan on actions' "$tmp/$name.plans"; then
		shown "$name" "$name" 'Seq Scan on actions' \
			"a sequential scan of actions"
		return
	fi
	pass "$name"
}

# A class report: a reader, and none of its plans reads a table of the
# history's attempts.
history=' on (attempts|attempt_agg)( |$)'
report() {
	name=$1
	reader "$@"
	if grep -Eq "$history" "$tmp/$name.plans"; then
		shown "$name-history" "$name" "$history" \
			"a read of the class's history"
	else
		pass "$name-history"
	fi
}

# The check sees a scan of every action where there is one.
plans seq-scan-seen "$pg_psql" -X -q -At -d crupier \
	-c "SELECT count(*) FROM actions WHERE ms >= 0" || exit 99
if grep -q 'Seq Scan on actions' "$tmp/seq-scan-seen.plans"; then
	pass seq-scan-seen
else
	fail seq-scan-seen "the server's log shows no plan of a full scan:"
	sed 's/^/  | /' "$tmp/seq-scan-seen.plans"
fi
# And a read of the attempts where there is one.
plans history-seen "$pg_psql" -X -q -At -d crupier \
	-c "SELECT count(*) FROM attempts WHERE exam = 1" || exit 99
if grep -Eq "$history" "$tmp/history-seen.plans"; then
	pass history-seen
else
	fail history-seen "the server's log shows no read of attempts:"
	sed 's/^/  | /' "$tmp/history-seen.plans"
fi

class="Class 1-1"
trainee="Trainee 001"
for who in super1 teacher1 t001; do
	db=$(pg_uri crupier $who)
	# An attempt of Trainee 001's, as this role sees it.
	id=$("$pg_psql" -X -q -At -U $who -d crupier -c "SELECT min(a.id)
		FROM attempts a JOIN trainees t ON t.id = a.trainee
		WHERE t.name = '$trainee'") || exit 99
	reader $who-list "$CRUPIER" results list --db "$db"
	reader $who-list-trainee "$CRUPIER" results list --trainee "$trainee" \
		--format json --db "$db"
	reader $who-show "$CRUPIER" results show "$id" --db "$db"
	reader $who-progress "$CRUPIER" results progress "$trainee" --db "$db"
	reader $who-progress-attempt "$CRUPIER" results progress \
		--by attempt "$trainee" --db "$db"
	reader $who-report-trainee "$CRUPIER" results report \
		--trainee "$trainee" --db "$db"
	reader $who-export "$CRUPIER" results export --format json --db "$db"
	reader $who-export-xapi "$CRUPIER" results export --format xapi \
		--trainee "$trainee" --db "$db"
	reader $who-heatmap "$CRUPIER" results heatmap "$trainee" --db "$db"
	reader $who-heatmap-class "$CRUPIER" results heatmap --class "$class" \
		--db "$db"
	reader $who-heatmap-all "$CRUPIER" results heatmap --db "$db"
	reader $who-class-list "$CRUPIER" class list "$class" --db "$db"
	report $who-class-report "$CRUPIER" class report "$class" --db "$db"
done
# A site's whole report (every attempt in words) as its supervisor.
reader super1-report "$CRUPIER" results report --db "$(pg_uri crupier super1)"

# The teacher's live view, at the terminal.
before=$(wc -c <"$log")
e2e_start class watch "$class" --db "$(pg_uri crupier teacher1)"
e2e_wait watch-open "$class: 20 trainees, by name, live"
e2e_keys q
e2e_wait_exit watch-quit 0
tail -c +$((before + 1)) "$log" >"$tmp/watch.plans"
if grep -q 'Seq Scan on actions' "$tmp/watch.plans"; then
	fail watch-plans "a sequential scan of actions:"
	grep -n 'Query Text\|Seq Scan on actions' "$tmp/watch.plans" |
		grep -B1 'Seq Scan on actions' | sed 's/^/  | /'
else
	pass watch-plans
fi
finish
