#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# man_lint.sh: the built manual pages are clean for mandoc -Tlint (every
# level, style included) or, without mandoc, groff -ww; their title line
# carries the program's version; no @VARIABLE@ was left unfilled.
. "$top_srcdir/tests/lib.sh"

pages="$top_builddir/man/crupier.1 $top_builddir/man/crupier-scenario.5"
version=$("$CRUPIER" --version | sed -n '1s/^crupier //p')
[ -n "$version" ] || { echo "cannot read the version from crupier --version"; exit 99; }

if command -v mandoc >/dev/null 2>&1; then
	linter="mandoc -Tlint"
elif command -v groff >/dev/null 2>&1; then
	linter="groff -ww -z -man"
else
	echo "neither mandoc nor groff found: skipped"
	exit 77
fi

for page in $pages; do
	name=$(basename "$page")
	[ -f "$page" ] || { echo "FAIL $name: not built"; failures=$((failures + 1)); continue; }
	# mandoc -Tlint prints nothing for a clean page; groff -ww -z too.
	# (mandoc exits 0 on style messages, so the output is what counts.)
	out=$($linter "$page" 2>&1)
	if [ -z "$out" ]; then
		echo "ok $name lint ($linter)"
	else
		echo "FAIL $name lint ($linter):"; echo "$out"
		failures=$((failures + 1))
	fi
	if sed -n '/^\.TH /p' "$page" | grep -qF "\"crupier $version\""; then
		echo "ok $name version"
	else
		echo "FAIL $name version: the .TH line lacks \"crupier $version\":"
		sed -n '/^\.TH /p' "$page"
		failures=$((failures + 1))
	fi
	left=$(grep -n '@[A-Za-z_]*@' "$page")
	if [ -z "$left" ]; then
		echo "ok $name filled"
	else
		echo "FAIL $name: unfilled variables:"; echo "$left"
		failures=$((failures + 1))
	fi
done
finish
