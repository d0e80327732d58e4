#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_suite_situation.sh: "a suite after a 100% pase" is a situation of
# its own (shoe: situations: [suite_after_full_pase]): each attempt's shoe
# is searched until the banker's suite comes right after a pase the bank
# won at 100%, its 7.11.11 discount due; two attempts, two shoes, each
# judged again with its seed holds the discounted suite.
. "$top_srcdir/tests/lib.sh"

exam="$top_srcdir/tests/e2e/data/exams/e2e-exam-suite.yaml"
CRUPIER_DATADIR="$top_srcdir/data"; export CRUPIER_DATADIR
LANGUAGE=en; export LANGUAGE
printf 'clave secreta del supervisor\n' >"$tmp/code"
res="$tmp/results"
failures=0
yes expected 2>/dev/null | head -n 200 >"$tmp/right"
run() {
	"$CRUPIER" exam "$exam" --trainee "$1" --code-file "$tmp/code" \
		--answers "$tmp/right" --results-dir "$res"
}
seed_of() {
	head -n 1 "$1" | sed -n 's/.*"shoe_seed":\([0-9]*\).*/\1/p'
}

run Ana >"$tmp/out" 2>&1 || fail attempt-1 "$(cat "$tmp/out")"
mkdir "$tmp/one" && mv "$res"/*.result "$tmp/one/"
run Ana >"$tmp/out" 2>&1 || fail attempt-2 "$(cat "$tmp/out")"
s1=$(seed_of "$tmp"/one/*.result)
s2=$(seed_of "$res"/*.result)
if [ -n "$s1" ] && [ -n "$s2" ] && [ "$s1" != "$s2" ]; then
	pass attempts-get-their-own-shoes
else
	fail attempts-get-their-own-shoes "seeds '$s1' and '$s2'"
fi
for s in "$s1" "$s2"; do
	"$CRUPIER" judge --code-file "$tmp/code" --seed "$s" "$exam" \
		>"$tmp/key" 2>&1 || fail "judge-$s" "$(cat "$tmp/key")"
	if grep -q '^  Suite of [0-9]*! Does anyone wish to see it? (discount first: [1-9]' "$tmp/key"; then
		pass "seed-$s-suite-after-full-pase"
	else
		fail "seed-$s-suite-after-full-pase" "$(cat "$tmp/key")"
	fi
done
[ "$failures" -eq 0 ]
