#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_sealed_file.sh: a sealed exam file (crupier exam seal-file) sat in
# the trainer: the code opens it, the exam is played to its end and its
# result sealed; its decrypted text is gone while the exam is played.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=en
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
TMPDIR="$tmp/tmpdir"; export TMPDIR
mkdir -p "$TMPDIR" || exit 99
exam="$e2e_data/scenarios/e2e-exam.yaml"
printf 'clave secreta del supervisor\n' >"$tmp/code"
CRUPIER_DATADIR="$e2e_data" "$CRUPIER" exam seal-file --code-file "$tmp/code" \
	--output "$tmp/exam.sealed" "$exam" >/dev/null 2>&1 || {
	echo "FAIL seal-file"; exit 1; }

e2e_start exam "$tmp/exam.sealed" --results-dir "$tmp/results" \
	--code-file "$tmp/code" --trainee Ana
e2e_wait sealed-opens "Press Enter to start."
if ls "$TMPDIR"/crupier-exam-* >/dev/null 2>&1; then
	fail plain-text-gone "a decrypted copy stays in $TMPDIR"
else
	pass plain-text-gone
fi
e2e_keys Enter
e2e_wait_gone sealed-started "Press Enter to start."
play_key "$exam" 1 '$'
e2e_wait sealed-summary "Score"
e2e_keys q
e2e_keys q
e2e_wait sealed-result "result is sealed in"
e2e_keys Enter
e2e_wait_exit sealed-status 0
finish
