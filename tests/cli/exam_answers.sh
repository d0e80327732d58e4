# SPDX-License-Identifier: GPL-3.0-or-later
# exam_answers.sh: what the batch-exam tests share (sourced after
# tests/lib.sh): an exam code strong enough for a seal, in $tmp/code and
# in $CRUPIER_EXAM_CODE (judge shows an exam's key only with it), and
# answers files made from the answer key.

printf 'tablero mostrador ficha sabot rojo\n' >"$tmp/code"
CRUPIER_EXAM_CODE='tablero mostrador ficha sabot rojo'; export CRUPIER_EXAM_CODE

# exam_file ID: the file of a shipped exam as the tests deal it: its
# stacked copy in tests/e2e/data/exams when it has one (the shipped exam
# deals each attempt a shoe of its own, shoe: situations, and a test that
# counts or places mistakes needs the same cards every time), else the
# library's.
exam_file() {
	if [ -f "$top_srcdir/tests/e2e/data/exams/$1.yaml" ]; then
		echo "$top_srcdir/tests/e2e/data/exams/$1.yaml"
	else
		echo "$top_srcdir/scenarios/$1.yaml"
	fi
}

# answers SCENARIO WRONG_ACTIONS...: an answers file on stdout, "wrong" at
# each action of those kinds (`crupier judge --json` lists the actions in
# order) and "expected" everywhere else; of an exam, for its file as
# exam_file names it.
answers() {
	scenario=$1; shift
	"$CRUPIER" judge --json "$(exam_file "$scenario")" |
		sed -n 's/^ *"action": "\([a-z_]*\)",*$/\1/p' |
		awk -v bad=" $* " '{ print index(bad, " " $1 " ") ? "wrong" : "expected" }'
}
