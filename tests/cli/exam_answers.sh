# SPDX-License-Identifier: GPL-3.0-or-later
# exam_answers.sh: what the batch-exam tests share (sourced after
# tests/lib.sh): an exam code strong enough for a seal, in $tmp/code and
# in $CRUPIER_EXAM_CODE (judge shows an exam's key only with it), and
# answers files made from the answer key.

printf 'tablero mostrador ficha sabot rojo\n' >"$tmp/code"
CRUPIER_EXAM_CODE='tablero mostrador ficha sabot rojo'; export CRUPIER_EXAM_CODE

# answers SCENARIO WRONG_ACTIONS...: an answers file on stdout, "wrong" at
# each action of those kinds (`crupier judge --json` lists the actions in
# order) and "expected" everywhere else.
answers() {
	scenario=$1; shift
	"$CRUPIER" judge --json "$top_srcdir/scenarios/$scenario.yaml" |
		sed -n 's/^ *"action": "\([a-z_]*\)",*$/\1/p' |
		awk -v bad=" $* " '{ print index(bad, " " $1 " ") ? "wrong" : "expected" }'
}
