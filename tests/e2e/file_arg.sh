#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# file_arg.sh: "crupier FILE.yaml".  A file with errors prints every
# "file:line:column: message" on stderr and exits 1 before any terminal
# is opened (here there is none: stdin and stdout are not terminals); a
# valid file outside a terminal is refused with status 1; a second file
# is a usage error.
. "$top_srcdir/tests/lib.sh"

data="$top_srcdir/tests/e2e/data/scenarios"
"$CRUPIER" "$data/e2e-broken.yaml" </dev/null >"$tmp/out" 2>"$tmp/err"
st=$?
if [ "$st" = 1 ] &&
   grep -qF "$data/e2e-broken.yaml:9:1: unknown key 'colour'" "$tmp/err" &&
   [ ! -s "$tmp/out" ]; then
	echo "ok broken-file-errors"
else
	echo "FAIL broken-file-errors: status $st"
	cat "$tmp/out" "$tmp/err"
	failures=$((failures + 1))
fi

"$CRUPIER" "$tmp/missing.yml" </dev/null >"$tmp/out" 2>"$tmp/err"
st=$?
if [ "$st" = 1 ] && grep -qF "$tmp/missing.yml" "$tmp/err"; then
	echo "ok missing-file"
else
	echo "FAIL missing-file: status $st"
	cat "$tmp/err"
	failures=$((failures + 1))
fi

"$CRUPIER" "$data/e2e-exam.yaml" </dev/null >"$tmp/out" 2>"$tmp/err"
st=$?
if [ "$st" = 1 ] && grep -qF "needs a terminal" "$tmp/err"; then
	echo "ok valid-file-needs-terminal"
else
	echo "FAIL valid-file-needs-terminal: status $st"
	cat "$tmp/err"
	failures=$((failures + 1))
fi

"$CRUPIER" "$data/e2e-exam.yaml" "$data/e2e-exam.yaml" </dev/null \
	>"$tmp/out" 2>"$tmp/err"
st=$?
if [ "$st" = 2 ]; then
	echo "ok two-files-usage"
else
	echo "FAIL two-files-usage: status $st"
	cat "$tmp/err"
	failures=$((failures + 1))
fi

# No argument outside a terminal: the help, as before the trainer.
expect_contains no-argument-help "Usage: crupier COMMAND" "$CRUPIER"
finish
