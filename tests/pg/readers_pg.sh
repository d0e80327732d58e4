#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# readers_pg.sh: every reader on the other back end.  The histories of
# the CLI tests are made again the same way in SQLite files, each copied
# as it is to a database of a results server (pg_load, as its
# administrator, judged as claimed), and the readers run there with
# --db URI must print the very goldens of the files:
#   - the three sealed results (tests/cli/results.sh, results_export.sh,
#     results_progress.sh): list, show, progress, export;
#   - three batch exams (tests/cli/results_words.sh): show, list, report,
#     late answers and an empty critical limit;
#   - two drills with their situation cells (tests/cli/heatmap.sh): the
#     heat maps of one trainee, a list, everyone;
#   - a class with its roster, exams assigned and sat
#     (tests/cli/class.sh): class list and report, the heat map of the
#     class.
# Each reader's query runs on the server (no copy): what it prints is
# the same as from the file, byte for byte.
. "$top_srcdir/tests/lib.sh"
if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
. "$top_srcdir/tests/pg/cluster.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"
cd "$tmp" || exit 99

# server NAME: the file $CRUPIER_DB copied to a new database NAME of
# the cluster, its closed attempts judged as claimed; CRUPIER_DB names
# it from then on.
server() {
	pg_create_db "$1" || exit 99
	uri=$(pg_uri "$1")
	"$CRUPIER" server init "$uri" >/dev/null || exit 99
	"$top_builddir/tests/pg/pg_load" "$CRUPIER_DB" "$uri" >/dev/null ||
		exit 99
	pg_sql "INSERT INTO verdicts (attempt, status, score, pass_mark,
		passed, time_exceeded, timed_out, fail_reason, fail_skill,
		critical, max_critical, hints, free_hints, judge) SELECT id,
		status, score, pass_mark, coalesce(passed, 0), time_exceeded,
		timed_out, fail_reason, fail_skill, critical, max_critical,
		hints, free_hints, 'postgres' FROM attempts
		WHERE status <> 'in_progress'" "$1" >/dev/null || exit 99
	CRUPIER_DB=$uri; export CRUPIER_DB
}
# file NAME: a new results file for the next history.
file() {
	CRUPIER_DB="$tmp/$1.db"; export CRUPIER_DB
}

# The sealed results.
file fixtures
cp -R "$top_srcdir/tests/golden/results-fixtures" "$tmp/fixtures"
chmod -R u+w "$tmp/fixtures"
"$CRUPIER" results import --code-file=fixtures/code fixtures >/dev/null ||
	exit 99
server fixtures
golden results-list-table 0 "$CRUPIER" results list
golden results-list-json 0 "$CRUPIER" results list --format=json
golden results-show 0 "$CRUPIER" results show 2
golden results-progress-day 0 "$CRUPIER" results progress Ana
golden results-progress-attempt 0 "$CRUPIER" results progress --by=attempt Ana
golden results-progress-mistakes 0 "$CRUPIER" results progress \
	--by attempt 'Pérez, "Tito"'
LANGUAGE=es golden results-progress-mistakes-es 0 "$CRUPIER" results progress \
	--by attempt 'Pérez, "Tito"'
golden results-progress-midi 0 "$CRUPIER" results progress Beto
golden results-progress-unknown 0 "$CRUPIER" results progress Nobody
golden results-export-csv 0 "$CRUPIER" results export
golden results-export-json 0 "$CRUPIER" results export --format=json
golden results-export-xapi 0 "$CRUPIER" results export --format xapi
golden results-export-trainee 0 "$CRUPIER" results export \
	--trainee 'Pérez, "Tito"'
golden results-export-none 0 "$CRUPIER" results export --format json \
	--since 2099-01-01

# Three batch exams: what a supervisor reads.
file words
normalized() {
	"$@" 2>&1 | sed -e 's/[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]T[0-9:]*Z/TIME/g' \
		-e 's/[0-9a-f]\{64\}/SHA256/g' \
		-e 's/[0-9][0-9]*\.[0-9] s/N.N s/g' \
		-e 's/ *[0-9][0-9]* ms/ N ms/g' \
		-e "s|$tmp|TMP|g" \
		-e 's/_[0-9a-f]\{8\}\.result/_HASH.result/g' \
		-e 's/_[0-9]\{4\}-[0-9-]*T[0-9-]*Z_/_TIME_/g'
}
exam() {
	name=$1; scenario=$2; shift 2
	answers "$scenario" "$@" >"$tmp/$name.answers"
	"$CRUPIER" exam "$(exam_file "$scenario")" \
		--code-file "$tmp/code" --answers "$tmp/$name.answers" \
		--trainee "$name" --results-dir "$tmp/results" >/dev/null 2>&1 ||
		{ echo "FAIL exam $name"; failures=$((failures + 1)); }
}
exam Ana iplyc-exam-traditional pay
exam Beto iplyc-exam-traditional punto_draws punto_stands banca_draws \
	banca_stands ratify_pide ratify_planta
exam Carla iplyc-anomaly-face-up ruling
server words
golden results-words-show 0 normalized "$CRUPIER" results show 1
golden results-words-show-drill 0 normalized "$CRUPIER" results show 3
golden results-words-list 0 normalized "$CRUPIER" results list
golden results-words-report 0 normalized "$CRUPIER" results report
golden results-words-report-trainee 0 normalized "$CRUPIER" results report \
	--trainee Beto
golden results-words-report-html 0 normalized "$CRUPIER" results report \
	--html --scenario iplyc-anomaly-face-up
LANGUAGE=es golden results-words-report-es 0 normalized "$CRUPIER" results \
	report --trainee Ana
# Late answers and an empty critical limit (tests/cli/results_words.sh),
# here in the attempt and in the judge's verdict that readers show.
show_head() {
	normalized "$@" | sed '/^Skills:/q'
}
pg_sql "UPDATE attempts SET late = 1 WHERE id = 2;
	UPDATE attempts SET max_critical = NULL WHERE id = 1;
	UPDATE verdicts SET max_critical = NULL WHERE attempt = 1" words \
	>/dev/null || exit 99
golden results-words-late-show 0 show_head "$CRUPIER" results show 2
golden results-words-late-list 0 normalized "$CRUPIER" results list
LANGUAGE=es golden results-words-late-list-es 0 normalized "$CRUPIER" \
	results list
golden results-words-no-limit-show 0 show_head "$CRUPIER" results show 1

# Drills with their situation cells: the heat maps.
file cells
run() {
	name=$1; scenario=$2; shift 2
	answers "$scenario" "$@" >"$tmp/$name.answers"
	"$CRUPIER" exam "$(exam_file "$scenario")" \
		--code-file "$tmp/code" --answers "$tmp/$name.answers" \
		--trainee "$name" --results-dir "$tmp" >"$tmp/$name.out" 2>&1
}
run Ana iplyc-drawing-banca-6 banca_draws pay
run Beto iplyc-drawing-banca-6
server cells
golden heatmap-trainee 0 "$CRUPIER" results heatmap Ana
golden heatmap-list 0 "$CRUPIER" results heatmap Ana Beto
golden heatmap-all 0 "$CRUPIER" results heatmap
LANGUAGE=es golden heatmap-trainee-es 0 "$CRUPIER" results heatmap Ana
heatmap_json() {
	"$CRUPIER" results heatmap --format=json "$@" >"$tmp/heatmap.json" 2>&1
	st=$?
	sed -E 's/("median_ms": )[0-9]+/\1MS/' "$tmp/heatmap.json"
	return $st
}
golden heatmap-json 0 heatmap_json Ana Beto
golden heatmap-no-such-class 1 "$CRUPIER" results heatmap --class=Mañana

# A class: its roster, two exams assigned, sat by its members.
file class
class="Turno mañana"
masked() {
	"$@" >"$tmp/masked.out" 2>&1
	rc=$?
	sed -e 's/[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]T[0-9:]\{8\}Z/TIME/g' \
		"$tmp/masked.out"
	return $rc
}
"$CRUPIER" class create "$class" --site Rosario --teacher ana >/dev/null &&
"$CRUPIER" class add "$class" "Juan Pérez" --login juan >/dev/null &&
printf '\357\273\277name,login\r\nAna Gómez,agomez\r\n"Sosa, ""Tito""", tsosa \r\n\r\nLuis Paz,\r\nJuan Pérez,juan\r\n' \
	>roster.csv &&
"$CRUPIER" class import-roster "$class" roster.csv >/dev/null &&
"$CRUPIER" class assign "$class" iplyc-exam-traditional \
	--opens 2000-01-01 --closes 2100-01-01T12:00:00Z --attempts 1 \
	>/dev/null &&
"$CRUPIER" class assign "$class" iplyc-exam-anomalies \
	--opens 2000-01-01 --closes 2000-02-01 --attempts 3 >/dev/null ||
	exit 99
sit() {
	answers "$2" ${3:-} >"$tmp/answers"
	"$CRUPIER" exam "$(exam_file "$2")" --code-file "$tmp/code" \
		--answers "$tmp/answers" --trainee "$1" \
		--results-dir "$tmp/results" >/dev/null 2>&1
}
sit "Juan Pérez" iplyc-exam-traditional
sit "Nadie" iplyc-exam-anomalies
sit "Ana Gómez" iplyc-exam-traditional pay
answers iplyc-payouts-ancar pay >"$tmp/drill.answers"
"$CRUPIER" exam "$top_srcdir/scenarios/iplyc-payouts-ancar.yaml" \
	--code-file "$tmp/code" --answers "$tmp/drill.answers" \
	--trainee "Luis Paz" --results-dir "$tmp/results" >/dev/null 2>&1
# The file's own answers first, then the server's: the same bytes.
for what in list report report-html report-es heatmap; do
	case $what in
	list) set -- "$CRUPIER" class list ;;
	report) set -- masked "$CRUPIER" class report "$class" ;;
	report-html) set -- masked "$CRUPIER" class report "$class" \
		--format html ;;
	report-es) set -- env LANGUAGE=es "$CRUPIER" class report "$class" ;;
	heatmap) set -- "$CRUPIER" results heatmap --class "$class" ;;
	esac
	"$@" >"$tmp/class-$what.file" 2>&1
done
server class
golden class-list 0 "$CRUPIER" class list
golden class-list-one 0 "$CRUPIER" class list "$class"
golden class-report 0 masked "$CRUPIER" class report "$class"
golden class-report-html 0 masked "$CRUPIER" class report "$class" --format html
LANGUAGE=es golden class-report-es 0 masked "$CRUPIER" class report "$class"
golden class-report-no-class 1 "$CRUPIER" class report Noche
for what in list report report-html report-es heatmap; do
	case $what in
	list) set -- "$CRUPIER" class list ;;
	report) set -- masked "$CRUPIER" class report "$class" ;;
	report-html) set -- masked "$CRUPIER" class report "$class" \
		--format html ;;
	report-es) set -- env LANGUAGE=es "$CRUPIER" class report "$class" ;;
	heatmap) set -- "$CRUPIER" results heatmap --class "$class" ;;
	esac
	"$@" >"$tmp/class-$what.server" 2>&1
	if cmp -s "$tmp/class-$what.file" "$tmp/class-$what.server"; then
		echo "ok class-$what-same"
	else
		echo "FAIL class-$what-same"
		diff "$tmp/class-$what.file" "$tmp/class-$what.server"
		failures=$((failures + 1))
	fi
done
finish
