#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# scenarios.sh: the scenario library (scenarios/*.yaml).  Every file must
# pass "crupier check", be listed for installation in mk/data.am, and
# "crupier judge" must print exactly its answer key,
# tests/golden/judge/NAME.out (UPDATE_GOLDEN=1 rewrites the keys; read
# the new ones against the regulation before committing them).
. "$top_srcdir/tests/lib.sh"

# The exams' keys are printed only with the exam code.
CRUPIER_EXAM_CODE="tres tristes tigres de la escuela"; export CRUPIER_EXAM_CODE
# Paths in the output are relative to the source tree.
cd "$top_srcdir" || exit 99
# golden writes $tmp/judge/NAME.out.
mkdir -p "$tmp/judge" || exit 99
[ "${UPDATE_GOLDEN:-0}" = 1 ] && mkdir -p tests/golden/judge

n=0
for f in scenarios/*.yaml; do
	[ -e "$f" ] || { echo "FAIL no scenarios found"; exit 1; }
	base=${f#scenarios/}
	base=${base%.yaml}
	n=$((n + 1))

	if "$CRUPIER" check "$f" >"$tmp/check.out" 2>&1; then
		echo "ok check $base"
	else
		echo "FAIL check $base"
		cat "$tmp/check.out"
		failures=$((failures + 1))
	fi

	if ! grep -Eq \
		"(^|[[:space:]])scenarios/$base\.yaml([[:space:]]|\$)" mk/data.am; then
		echo "FAIL $base: not listed in mk/data.am (dist_scenarios_DATA)"
		failures=$((failures + 1))
	fi

	if [ ! -f "tests/golden/judge/$base.out" ] &&
	   [ "${UPDATE_GOLDEN:-0}" != 1 ]; then
		echo "FAIL $base: no answer key tests/golden/judge/$base.out" \
		     "(make one with UPDATE_GOLDEN=1 and read it)"
		failures=$((failures + 1))
		continue
	fi
	golden "judge/$base" 0 "$CRUPIER" judge "$f"
done

# An answer key whose scenario is gone is stale.
for g in tests/golden/judge/*.out; do
	[ -e "$g" ] || continue
	base=${g#tests/golden/judge/}
	base=${base%.out}
	if [ ! -f "scenarios/$base.yaml" ]; then
		echo "FAIL tests/golden/judge/$base.out: no scenarios/$base.yaml"
		failures=$((failures + 1))
	fi
done

echo "$n scenarios"
finish
