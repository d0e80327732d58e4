#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_file.sh: an exam's answer key needs the exam code.
# - `crupier judge` refuses an exam scenario without the code, prints it
#   with one; a drill's key needs none;
# - `crupier exam seal-file` writes a sealed exam: its header readable,
#   its coups not; judge refuses it without the code and with a wrong
#   one, prints the same key as the plain file with the right one;
#   a byte changed in its header is refused;
# - `crupier exam` runs the sealed file with the code.
. "$top_srcdir/tests/lib.sh"

exam="$top_srcdir/tests/e2e/data/scenarios/e2e-exam.yaml"
drill="$top_srcdir/tests/e2e/data/scenarios/e2e-drill-payouts.yaml"
CRUPIER_DATADIR="$top_srcdir/data"; export CRUPIER_DATADIR
unset CRUPIER_EXAM_CODE
printf 'clave secreta del supervisor\n' >"$tmp/code"
printf 'otra clave secreta distinta\n' >"$tmp/other"
status_is() {   # status_is NAME WANT COMMAND...
	name=$1 want=$2
	shift 2
	"$@" >"$tmp/$name.out" 2>&1 </dev/null
	got=$?
	if [ "$got" = "$want" ]; then
		pass "$name"
	else
		fail "$name" "exit status $got, expected $want: $(cat "$tmp/$name.out")"
	fi
}
has() {   # has NAME FILE TEXT
	if grep -qF -- "$3" "$2"; then
		pass "$1"
	else
		fail "$1" "no '$3' in: $(cat "$2")"
	fi
}

status_is judge-exam-without-code 2 "$CRUPIER" judge "$exam"
has judge-exam-says-why "$tmp/judge-exam-without-code.out" "exam code"
if grep -q "place_bets\|Place your bets" "$tmp/judge-exam-without-code.out"; then
	fail judge-exam-no-key "the key was printed"
else
	pass judge-exam-no-key
fi
status_is judge-exam-with-code 0 "$CRUPIER" judge --code-file "$tmp/code" "$exam"
cp "$tmp/judge-exam-with-code.out" "$tmp/plain-key"
status_is judge-drill-needs-none 0 "$CRUPIER" judge "$drill"

# Sealed for distribution.
status_is seal-file 0 "$CRUPIER" exam seal-file --code-file "$tmp/code" \
	--output "$tmp/exam.sealed" "$exam"
has sealed-header-readable "$tmp/exam.sealed" "# id: e2e-exam"
if grep -q "Beto\|punto\|amount" "$tmp/exam.sealed"; then
	fail sealed-coups-hidden "the coups are readable"
else
	pass sealed-coups-hidden
fi
status_is judge-sealed-without-code 2 "$CRUPIER" judge "$tmp/exam.sealed"
status_is judge-sealed-wrong-code 1 "$CRUPIER" judge --code-file "$tmp/other" \
	"$tmp/exam.sealed"
has judge-sealed-wrong-code-says "$tmp/judge-sealed-wrong-code.out" \
	"wrong exam code"
status_is judge-sealed-right-code 0 "$CRUPIER" judge --code-file "$tmp/code" \
	"$tmp/exam.sealed"
# The same key (the first line names the file).
if diff "$(printf '%s' "$tmp/plain-key")" "$tmp/judge-sealed-right-code.out" \
	| grep -v "^[<>-]\{1,3\} *\(Scenario\|Escenario\|[0-9]\)" | grep -q "^[<>]"; then
	fail judge-sealed-same-key "$(diff "$tmp/plain-key" "$tmp/judge-sealed-right-code.out" | head)"
else
	pass judge-sealed-same-key
fi
sed 's/^# id: e2e-exam$/# id: e2e-exan/' "$tmp/exam.sealed" >"$tmp/edited.sealed"
status_is judge-sealed-edited 1 "$CRUPIER" judge --code-file "$tmp/code" \
	"$tmp/edited.sealed"
leftover=$(ls -d "${TMPDIR:-/tmp}"/crupier-exam-* 2>/dev/null | wc -l)

# An exam run from the sealed file.
yes expected 2>/dev/null | head -n 100 >"$tmp/answers"
status_is exam-sealed-runs 0 "$CRUPIER" exam "$tmp/exam.sealed" \
	--trainee Ana --code-file "$tmp/code" --answers "$tmp/answers" \
	--results-dir "$tmp/results"
has exam-sealed-complete "$tmp/exam-sealed-runs.out" "Exam complete"
status_is exam-sealed-wrong-code 1 "$CRUPIER" exam "$tmp/exam.sealed" \
	--trainee Beto --code-file "$tmp/other" --answers "$tmp/answers" \
	--results-dir "$tmp/results"
after=$(ls -d "${TMPDIR:-/tmp}"/crupier-exam-* 2>/dev/null | wc -l)
if [ "$after" -le "$leftover" ]; then
	pass no-plain-text-left
else
	fail no-plain-text-left "a decrypted exam was left in ${TMPDIR:-/tmp}"
fi
finish
