#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# usage.sh: GNU conventions of the program: --help and --version exit 0,
# an unknown command exits 2 with a hint.
. "$top_srcdir/tests/lib.sh"
# The full-disk check below writes to /dev/full: without it, skipped.
[ -w /dev/full ] || { echo "/dev/full not writable: skipped"; exit 77; }

golden usage-help 0 "$CRUPIER" --help
expect_contains usage-version "crupier 0" "$CRUPIER" --version
expect_contains usage-version-licence "License GPLv3+: GNU GPL version 3 or later" "$CRUPIER" --version
expect_contains usage-version-es-licence "Licencia GPLv3+" env LANGUAGE=es "$CRUPIER" --version
golden usage-unknown 2 "$CRUPIER" bogus
# A full disk is an error, not a silent success.
if "$CRUPIER" --help >/dev/full 2>"$tmp/full.err"; then
	echo "FAIL full-disk: exit status 0 writing to /dev/full"
	failures=$((failures + 1))
elif grep -q "write error" "$tmp/full.err"; then
	echo "ok full-disk"
else
	echo "FAIL full-disk: no clear message"; cat "$tmp/full.err"
	failures=$((failures + 1))
fi
finish
