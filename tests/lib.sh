# SPDX-License-Identifier: GPL-3.0-or-later
# lib.sh: helpers for shell tests (golden tests of the CLI, end-to-end).
# Sourced by every tests/*.sh, tests/*/*.sh.  The test harness
# (mk/tests.am) exports CRUPIER, CRUPIER_DATADIR, CRUPIER_LOCALEDIR,
# CRUPIER_HAVE_POSTGRESQL, top_srcdir and top_builddir.  Outside make
# (tests/README), top_srcdir is enough: the build directory is
# $top_builddir, else the source tree, and the rest follow from them.
# A test that cannot run exits 77 (skip), never 0.

set -u
: "${top_srcdir:?set top_srcdir (or run through make check or tests/run)}"
: "${top_builddir:=$top_srcdir}"
: "${CRUPIER:=$top_builddir/crupier}"
: "${CRUPIER_DATADIR:=$top_srcdir/data}"
: "${CRUPIER_LOCALEDIR:=$top_builddir/locale}"
if [ -z "${CRUPIER_HAVE_POSTGRESQL:-}" ]; then
	if grep -q '^#define HAVE_POSTGRESQL 1' "$top_builddir/config.h" \
		2>/dev/null; then
		CRUPIER_HAVE_POSTGRESQL=yes
	else
		CRUPIER_HAVE_POSTGRESQL=no
	fi
fi
export top_srcdir top_builddir CRUPIER CRUPIER_DATADIR CRUPIER_LOCALEDIR \
	CRUPIER_HAVE_POSTGRESQL
LC_ALL=C.UTF-8; export LC_ALL
LANGUAGE=en; export LANGUAGE
unset NO_COLOR 2>/dev/null || true

golden_dir="$top_srcdir/tests/golden"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/crupier-test.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
# Every test has its own empty home: nothing is read from or written to
# the user's settings or results (and parallel tests never share them).
HOME="$tmp/home"; export HOME
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
mkdir -p "$HOME" || exit 99
failures=0

# golden NAME EXPECTED_STATUS COMMAND...: runs COMMAND, compares its stdout
# and stderr with tests/golden/NAME.out and its exit status with
# EXPECTED_STATUS.  UPDATE_GOLDEN=1 rewrites the golden file instead.
golden() {
	name=$1; want=$2; shift 2
	"$@" >"$tmp/$name.out" 2>&1
	got=$?
	if [ "${UPDATE_GOLDEN:-0}" = 1 ]; then
		cp "$tmp/$name.out" "$golden_dir/$name.out"
	fi
	if [ "$got" != "$want" ]; then
		echo "FAIL $name: exit status $got, expected $want"
		cat "$tmp/$name.out"
		failures=$((failures + 1))
		return
	fi
	if ! diff -u "$golden_dir/$name.out" "$tmp/$name.out"; then
		echo "FAIL $name: output differs from tests/golden/$name.out"
		failures=$((failures + 1))
		return
	fi
	echo "ok $name"
}

# expect_contains NAME TEXT COMMAND...: COMMAND's output contains TEXT.
expect_contains() {
	name=$1; text=$2; shift 2
	"$@" >"$tmp/$name.out" 2>&1
	if grep -qF -- "$text" "$tmp/$name.out"; then
		echo "ok $name"
	else
		echo "FAIL $name: output lacks '$text'"
		cat "$tmp/$name.out"
		failures=$((failures + 1))
	fi
}

# pass NAME: one check passed; fail NAME MESSAGE: one failed.
pass() {
	echo "ok $1"
}
fail() {
	echo "FAIL $1: $2"
	failures=$((failures + 1))
}

finish() {
	[ "$failures" -eq 0 ] || { echo "$failures failure(s)"; exit 1; }
	exit 0
}
