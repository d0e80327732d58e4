#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check.sh: golden tests of `crupier check`, the scenario checker: every
# error of every file with its place, one summary line per file, exit 0
# only when all are valid.  Paths are relative (run from the source tree)
# so that the golden files do not depend on where the tree is.
. "$top_srcdir/tests/lib.sh"

cd "$top_srcdir" || exit 99
bad=tests/bad/scenarios
good=tests/good/scenarios

# in_tmp COMMAND...: runs COMMAND in the test's temporary directory.
in_tmp() { (cd "$tmp" && "$@"); }

golden check-valid 0 "$CRUPIER" check $good/minimal.yaml $good/man-example.yaml
# Several files: every error of each, a summary for each, exit 1.
golden check-several 1 "$CRUPIER" check $good/minimal.yaml \
	$bad/unknown-key.yaml $bad/wrong-types.yaml $bad/syntax-error.yaml
# The whole bad corpus, as a teacher would see it (profiles from the tree).
# shellcheck disable=SC2086
golden check-bad-corpus 1 "$CRUPIER" check --rules-dir data/rules $bad/*.yaml
golden check-rules-dir 1 "$CRUPIER" check --rules-dir=tests/bad $good/minimal.yaml

# An exam whose every attempt deals the written shoe is valid, with a
# warning (a retake replays known cards); one that names its situations
# is not warned about.
golden check-exam-situations 0 "$CRUPIER" check \
	tests/e2e/data/scenarios/e2e-exam.yaml \
	tests/e2e/data/exams/e2e-exam-situations.yaml

# Generated here: a 50 MB file, a directory, a missing file.
dd if=/dev/zero of="$tmp/big.yaml" bs=1 count=0 seek=52428800 2>/dev/null || exit 99
mkdir "$tmp/drills"
golden check-unreadable 1 in_tmp "$CRUPIER" check big.yaml drills missing.yaml

# Usage.
golden check-help 0 "$CRUPIER" check --help
golden check-no-file 2 "$CRUPIER" check
golden check-bad-option 2 "$CRUPIER" check --strict $good/minimal.yaml
golden check-rules-dir-no-value 2 "$CRUPIER" check $good/minimal.yaml --rules-dir

# The complete example of crupier-scenario(5) is tests/good/scenarios/
# man-example.yaml (checked valid by test_scenario_load): the page shows
# exactly that file.  (The page's source: the example has nothing that
# make fills in.)
sed -n '/^\.SH A COMPLETE EXAMPLE/,/^\.fi/p' man/crupier-scenario.5.in |
	sed -n '/^\.nf/,/^\.fi/p' | sed '1d;$d' |
	sed -e 's/\\-/-/g' -e 's/\\(r!/¡/g' -e 's/^\\&//' -e 's/\\e/\\/g' \
	>"$tmp/man-example.yaml"
if diff -u $good/man-example.yaml "$tmp/man-example.yaml"; then
	echo "ok check-man-example"
else
	echo "FAIL check-man-example: the man page's example differs from $good/man-example.yaml"
	failures=$((failures + 1))
fi

# The scenarios shipped with the program are all valid.
shipped=$(find scenarios -name '*.yaml' 2>/dev/null | LC_ALL=C sort)
if [ -n "$shipped" ]; then
	# shellcheck disable=SC2086
	if "$CRUPIER" check $shipped >"$tmp/shipped.out" 2>&1; then
		echo "ok check-shipped"
	else
		echo "FAIL check-shipped: a shipped scenario is not valid"
		grep -v ': valid$' "$tmp/shipped.out"
		failures=$((failures + 1))
	fi
fi
finish
