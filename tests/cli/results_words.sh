#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# results_words.sh: what a supervisor reads.  Two real batch exams (every
# payment wrong; every draw/stand and ratification wrong) and the face-up
# drill with every ruling wrong, then golden tests of `results show` (the
# verdict with its reason, each skill against its mark, the critical
# errors, every mistake in words with its amounts, article and time) and
# of `results report` for the class, as text and as HTML, and for one
# trainee; an attempt with late answers and one with no critical limit
# stored.  Times, dates, digests and paths vary from run to run: they
# are replaced by placeholders before the comparison.
. "$top_srcdir/tests/lib.sh"

. "$top_srcdir/tests/cli/exam_answers.sh"
exam() {
	name=$1; scenario=$2; shift 2
	answers "$scenario" "$@" >"$tmp/$name.answers"
	"$CRUPIER" exam "$(exam_file "$scenario")" \
		--code-file "$tmp/code" --answers "$tmp/$name.answers" \
		--trainee "$name" --results-dir "$tmp/results" >/dev/null 2>&1 ||
		{ echo "FAIL exam $name"; failures=$((failures + 1)); }
}
# normalized COMMAND...: its output with what varies replaced.
normalized() {
	"$@" 2>&1 | sed -e 's/[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]T[0-9:]*Z/TIME/g' \
		-e 's/[0-9a-f]\{64\}/SHA256/g' \
		-e 's/[0-9][0-9]*\.[0-9] s/N.N s/g' \
		-e 's/ *[0-9][0-9]* ms/ N ms/g' \
		-e "s|$tmp|TMP|g" \
		-e 's/_[0-9a-f]\{8\}\.result/_HASH.result/g' \
		-e 's/_[0-9]\{4\}-[0-9-]*T[0-9-]*Z_/_TIME_/g'
}

exam Ana iplyc-exam-traditional pay
exam Beto iplyc-exam-traditional punto_draws punto_stands banca_draws \
	banca_stands ratify_pide ratify_planta
exam Carla iplyc-anomaly-face-up ruling

golden results-words-show 0 normalized "$CRUPIER" results show 1
golden results-words-show-drill 0 normalized "$CRUPIER" results show 3
golden results-words-list 0 normalized "$CRUPIER" results list
golden results-words-report 0 normalized "$CRUPIER" results report
golden results-words-report-trainee 0 normalized "$CRUPIER" results report \
	--trainee Beto
golden results-words-report-html 0 normalized "$CRUPIER" results report \
	--html --scenario iplyc-anomaly-face-up
# In Spanish, the regulation's words.
LANGUAGE=es
golden results-words-report-es 0 normalized "$CRUPIER" results report \
	--trainee Ana
LANGUAGE=en

# The HTML page stands alone: no link, script or image to fetch.
"$CRUPIER" results report --html >"$tmp/report.html"
if grep -qiE '<(link|script|img)|https?:' "$tmp/report.html"; then
	echo "FAIL report-html-self-contained"
	failures=$((failures + 1))
else
	echo "ok report-html-self-contained"
fi

# Where a supervisor reads an attempt: one whose answers reached a
# results server only after they were given (a server's row as kept
# here; tests/pg/readers_pg.sh reads the same from the server) says so
# in show and on its line of the list; one whose critical limit is
# stored empty has no limit, as its verdict reads it, never "0 allowed".
# show_head COMMAND...: the attempt's head, up to its skills.
show_head() {
	normalized "$@" | sed '/^Skills:/q'
}
sqlite3 "$CRUPIER_DB" "UPDATE attempts SET late = 1 WHERE id = 2;
	UPDATE attempts SET max_critical = NULL WHERE id = 1" || exit 99
golden results-words-late-show 0 show_head "$CRUPIER" results show 2
golden results-words-late-list 0 normalized "$CRUPIER" results list
LANGUAGE=es golden results-words-late-list-es 0 normalized "$CRUPIER" \
	results list
golden results-words-no-limit-show 0 show_head "$CRUPIER" results show 1
sqlite3 "$CRUPIER_DB" "UPDATE attempts SET max_critical = '' WHERE id = 1" ||
	exit 99
golden results-words-no-limit-show 0 show_head "$CRUPIER" results show 1
finish
