#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fifth_profile.sh: adding a rules profile is adding its YAML file
# (HACKING).  A copy of the data directory with one more profile, and
# nothing else changed: --help lists it, and the commands play by it.
. "$top_srcdir/tests/lib.sh"

data="$tmp/data"
cp -R "$CRUPIER_DATADIR" "$data" || exit 99
sed 's/^name: .*/name: escuela/' "$CRUPIER_DATADIR/rules/trad.yaml" \
	>"$data/rules/escuela.yaml" || exit 99
grep -q '^name: escuela' "$data/rules/escuela.yaml" || {
	echo "trad.yaml has no top-level name: to rename"; exit 99; }

expect_contains fifth-profile-help "escuela" \
	env CRUPIER_DATADIR="$data" "$CRUPIER" --help
expect_contains fifth-profile-help-default "iplyc (default)" \
	env CRUPIER_DATADIR="$data" "$CRUPIER" --help
expect_contains fifth-profile-coup '"total"' \
	env CRUPIER_DATADIR="$data" "$CRUPIER" coup --rules escuela \
	--cards "9H KS 10D 9C" --json
# Without the file, the same profile is unknown.
if "$CRUPIER" coup --rules escuela --cards "5H KS 10D 9C" >"$tmp/no.out" 2>&1; then
	echo "FAIL fifth-profile-absent: a profile with no file was played"
	failures=$((failures + 1))
else
	echo "ok fifth-profile-absent"
fi
finish
