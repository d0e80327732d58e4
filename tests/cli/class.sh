#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# class.sh: `crupier class`: a class created at
# a site, trainees added one by one and from a CSV roster (quotes, CRLF,
# a byte order mark, blank lines), rosters with errors told as
# file:line:column and adding nobody, the list of classes and of one
# class, exams assigned with their window and attempts, enforced on the
# batch exam (a second attempt refused, a closed window refused, a
# trainee of no class free), and the class report as text and HTML.
. "$top_srcdir/tests/lib.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"

cd "$tmp" || exit 99
class="Turno mañana"

# Times and the results directory vary: masked, the status kept.
masked() {
	"$@" >"$tmp/masked.out" 2>&1
	rc=$?
	sed -e 's/[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]T[0-9:]\{8\}Z/TIME/g' \
		"$tmp/masked.out"
	return $rc
}
# members CLASS: how many trainees its roster has.
members() {
	"$CRUPIER" class list "$1" | sed -n 's/^\([0-9]*\) trainees*:$/\1/p'
}
check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}

golden class-list-none 0 "$CRUPIER" class list
golden class-create 0 "$CRUPIER" class create "$class" --site Rosario \
	--teacher ana
golden class-create-again 1 "$CRUPIER" class create "$class"
golden class-add 0 "$CRUPIER" class add "$class" "Juan Pérez" --login juan
golden class-add-again 1 "$CRUPIER" class add "$class" "Juan Pérez"
golden class-add-no-class 1 "$CRUPIER" class add Noche "Juan Pérez"

# A roster as a spreadsheet writes it: BOM, CRLF, quotes, a blank line,
# a trainee with no login yet, one there already.
printf '\357\273\277name,login\r\nAna Gómez,agomez\r\n"Sosa, ""Tito""", tsosa \r\n\r\nLuis Paz,\r\nJuan Pérez,juan\r\n' \
	>roster.csv
golden class-import 0 "$CRUPIER" class import-roster "$class" roster.csv

# Rosters with an error: where it is, and nobody added.
printf 'name,login\nEva,eva\n"Rita,rita\n' >open-quote.csv
printf 'name,login\nEva,eva\nEva,eva2\n' >twice.csv
printf 'name,login\nEva,eva,extra\n' >fields.csv
printf 'nombre,login\nEva,eva\n' >header.csv
printf 'name,login\nEva,eva\nRita,juan\n' >login-taken.csv
printf 'name,login\nEva,e"va\n' >stray-quote.csv
printf '' >empty.csv
golden class-import-open-quote 1 "$CRUPIER" class import-roster "$class" open-quote.csv
golden class-import-twice 1 "$CRUPIER" class import-roster "$class" twice.csv
golden class-import-fields 1 "$CRUPIER" class import-roster "$class" fields.csv
golden class-import-header 1 "$CRUPIER" class import-roster "$class" header.csv
golden class-import-login-taken 1 "$CRUPIER" class import-roster "$class" login-taken.csv
golden class-import-stray-quote 1 "$CRUPIER" class import-roster "$class" stray-quote.csv
golden class-import-empty 1 "$CRUPIER" class import-roster "$class" empty.csv
golden class-import-missing 1 "$CRUPIER" class import-roster "$class" nowhere.csv
check class-import-adds-nobody "$(members "$class")" 4

# Assigning: the usage errors, then an exam open now for one attempt and
# one whose window has passed.
exam=iplyc-exam-traditional
golden class-assign-no-window 2 "$CRUPIER" class assign "$class" $exam
golden class-assign-bad-time 2 "$CRUPIER" class assign "$class" $exam \
	--opens yesterday --closes 2100-01-01 --attempts 1
golden class-assign-bad-day 2 "$CRUPIER" class assign "$class" $exam \
	--opens 2026-02-30 --closes 2100-01-01 --attempts 1
golden class-assign-backwards 1 "$CRUPIER" class assign "$class" $exam \
	--opens 2100-01-01 --closes 2000-01-01 --attempts 1
golden class-assign-zero 2 "$CRUPIER" class assign "$class" $exam \
	--opens 2000-01-01 --closes 2100-01-01 --attempts 0
golden class-assign 0 "$CRUPIER" class assign "$class" $exam \
	--opens 2000-01-01 --closes 2100-01-01T12:00:00Z --attempts 1
golden class-assign-past 0 "$CRUPIER" class assign "$class" \
	iplyc-exam-anomalies --opens 2000-01-01 --closes 2000-02-01 --attempts 3
golden class-list 0 "$CRUPIER" class list
golden class-list-one 0 "$CRUPIER" class list "$class"
golden class-list-no-class 1 "$CRUPIER" class list Noche
golden class-bad-command 2 "$CRUPIER" class frobnicate
golden class-extra 2 "$CRUPIER" class list "$class" more

# The attempts allowed, in batch: the first runs, the second is refused;
# the closed exam is refused; someone of no class is free.
exam() {
	answers "$2" ${3:-} >"$tmp/answers"
	"$CRUPIER" exam "$(exam_file "$2")" --code-file "$tmp/code" \
		--answers "$tmp/answers" --trainee "$1" --results-dir "$tmp/results"
}
expect_contains class-exam-first "PASSED" exam "Juan Pérez" $exam
expect_contains class-exam-second "Juan Pérez has used every attempt his class allows at the exam $exam." \
	exam "Juan Pérez" $exam
expect_contains class-exam-closed "The exam iplyc-exam-anomalies is not open to Ana Gómez now" \
	exam "Ana Gómez" iplyc-exam-anomalies
expect_contains class-exam-outsider "PASSED" exam "Nadie" iplyc-exam-anomalies
expect_contains class-exam-other-member "NOT PASSED" exam "Ana Gómez" $exam pay
answers iplyc-payouts-ancar pay >"$tmp/drill.answers"
"$CRUPIER" exam "$top_srcdir/scenarios/iplyc-payouts-ancar.yaml" \
	--code-file "$tmp/code" --answers "$tmp/drill.answers" \
	--trainee "Luis Paz" --results-dir "$tmp/results" >/dev/null 2>&1

golden class-report 0 masked "$CRUPIER" class report "$class"
golden class-report-html 0 masked "$CRUPIER" class report "$class" --format html
golden class-report-bad-format 2 "$CRUPIER" class report "$class" --format pdf
golden class-report-no-class 1 "$CRUPIER" class report Noche
LANGUAGE=es golden class-report-es 0 masked "$CRUPIER" class report "$class"
finish
