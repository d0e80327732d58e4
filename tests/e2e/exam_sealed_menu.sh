#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_sealed_menu.sh: a sealed exam file (crupier exam seal-file) opened
# from the trainer's Exam menu ("Open a file..."), as `crupier exam FILE`
# opens it: the code is asked first, a wrong one is refused, the right
# one opens the exam (the trainee's name next), its decrypted text gone.
. "$top_srcdir/tests/e2e/lib.sh"

LANGUAGE=en
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
TMPDIR="$tmp/tmpdir"; export TMPDIR
mkdir -p "$TMPDIR" || exit 99
exam="$e2e_data/scenarios/e2e-exam.yaml"
code='clave secreta del supervisor'
printf '%s\n' "$code" >"$tmp/code"
CRUPIER_DATADIR="$e2e_data" "$CRUPIER" exam seal-file --code-file "$tmp/code" \
	--output "$tmp/exam.sealed" "$exam" >/dev/null 2>&1 || {
	echo "FAIL seal-file"; exit 1; }

e2e_start
e2e_wait menu "Main menu" || finish
e2e_keys e
e2e_wait exam-open-entry "Open a file..."
e2e_keys o
e2e_wait exam-field "File:"
e2e_type "$tmp/exam.sealed"
e2e_keys Enter
e2e_wait asks-code "this exam file is sealed"
e2e_type "una clave que no es la del supervisor"
e2e_keys Enter
e2e_wait wrong-code-refused "wrong exam code"
e2e_keys C-u
e2e_type "$code"
e2e_keys Enter
e2e_wait opens-name "Name or id:"
if ls "$TMPDIR"/crupier-exam-* >/dev/null 2>&1; then
	fail plain-text-gone "a decrypted copy stays in $TMPDIR"
else
	pass plain-text-gone
fi
e2e_type Ana
e2e_keys Enter
e2e_wait exam-starts "Press Enter to start."
finish
