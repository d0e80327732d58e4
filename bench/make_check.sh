#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# make_check.sh: the wall time of `make -j2 check` in the build tree, its
# programs already built (a first run builds them, unmeasured).  Slow
# (it runs the whole suite twice), so only when BENCH_MAKE_CHECK=1; prints
# figures, asserts nothing.  Run by `make bench`.
: "${top_builddir:?run through make bench}"
if [ "${BENCH_MAKE_CHECK:-0}" != 1 ]; then
	echo "make_check: not run (BENCH_MAKE_CHECK=1 runs it)"
	exit 0
fi
cd "$top_builddir" || exit 0
# Built first, so that the figure is the tests' time alone.
${MAKE:-make} -j2 check >/dev/null 2>&1
s=$(date +%s.%N)
${MAKE:-make} -j2 check >"${TMPDIR:-/tmp}/make_check.$$" 2>&1
rc=$?
e=$(date +%s.%N)
summary=$(grep -E '^# (PASS|FAIL|SKIP|ERROR):' "${TMPDIR:-/tmp}/make_check.$$" | tr '\n' ' ')
rm -f "${TMPDIR:-/tmp}/make_check.$$"
echo "make_check: status $rc; $summary"
echo "$s $e" | awk '{ printf "figure: make -j2 check, programs built = %.1f s\n", $2 - $1 }'
