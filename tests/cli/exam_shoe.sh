#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_shoe.sh: each exam attempt deals a shoe of its own, built from the
# situations the scenario names (a Punto 5 with voluntad, a Banca 6
# against a third card 7).
# - two attempts get two shoes, each seed recorded in its seal;
# - `crupier judge --seed SEED` deals that attempt's shoe again, and it
#   holds the situations;
# - a resumed attempt goes on with the shoe it was dealt (resuming replays
#   every recorded action against it, and would refuse another shoe);
# - situations the coups cannot produce are refused with the reason.
. "$top_srcdir/tests/lib.sh"

exam="$top_srcdir/tests/e2e/data/exams/e2e-exam-situations.yaml"
fixed="$top_srcdir/tests/e2e/data/scenarios/e2e-exam.yaml"
CRUPIER_DATADIR="$top_srcdir/data"; export CRUPIER_DATADIR
printf 'clave secreta del supervisor\n' >"$tmp/code"
res="$tmp/results"
yes expected 2>/dev/null | head -n 200 >"$tmp/right"
run() {   # run TRAINEE ANSWERS [OPTION...]
	t=$1 a=$2
	shift 2
	"$CRUPIER" exam "$exam" --trainee "$t" --code-file "$tmp/code" \
		--answers "$a" --results-dir "$res" "$@"
}
seed_of() {   # the shoe_seed of a sealed result
	head -n 1 "$1" | sed -n 's/.*"shoe_seed":\([0-9]*\).*/\1/p'
}

run Ana "$tmp/right" >"$tmp/out" 2>&1 || fail attempt-1 "$(cat "$tmp/out")"
mkdir "$tmp/one" && mv "$res"/*.result "$tmp/one/"
run Ana "$tmp/right" >"$tmp/out" 2>&1 || fail attempt-2 "$(cat "$tmp/out")"
s1=$(seed_of "$tmp"/one/*.result)
s2=$(seed_of "$res"/*.result)
if [ -n "$s1" ] && [ -n "$s2" ]; then
	pass seeds-sealed
else
	fail seeds-sealed "no shoe_seed in the seals"
fi
if [ "$s1" != "$s2" ]; then
	pass attempts-get-their-own-shoes
else
	fail attempts-get-their-own-shoes "both attempts dealt seed $s1"
fi

# The attempt's shoe, judged again: the situations are there.
"$CRUPIER" judge --code-file "$tmp/code" --seed "$s1" "$exam" \
	>"$tmp/key" 2>&1 || fail judge-seed "$(cat "$tmp/key")"
if grep -q "5 has voluntad!" "$tmp/key"; then
	pass judged-shoe-has-voluntad
else
	fail judged-shoe-has-voluntad "$(cat "$tmp/key")"
fi
# Banca on 6 against Punto's third card 7: "Card for Punto! 7x" in a coup
# whose Banca's first two cards make 6.
if awk '
	/^Coup / { b = 0; nb = 0; third = -1 }
	/Card to Banca: / { for (i = 1; i <= NF; i++) if ($i == "Banca:") v = $(i + 1)
		sub(/[SHDC]$/, "", v)
		v = (v == "A") ? 1 : (v ~ /^[0-9]+$/ && v + 0 < 10) ? v + 0 : 0
		if (nb++ < 2) b = (b + v) % 10 }
	/Card for Punto! / { for (i = 1; i <= NF; i++) if ($i == "Punto!") c = $(i + 1)
		sub(/[SHDC]$/, "", c); third = c }
	/Card for Banca!|Banca stands/ { if (third == "7" && b == 6) found = 1 }
	END { exit found ? 0 : 1 }' "$tmp/key"; then
	pass judged-shoe-has-banca-six-third-seven
else
	fail judged-shoe-has-banca-six-third-seven "$(cat "$tmp/key")"
fi

# `results show` says which shoe the attempt was dealt.
"$CRUPIER" results show 1 >"$tmp/show" 2>&1
if grep -q "seed $s1" "$tmp/show"; then
	pass show-says-seed
else
	fail show-says-seed "$(cat "$tmp/show")"
fi

# Cut short and resumed: the same shoe.
head -n 6 "$tmp/right" >"$tmp/part"
echo quit >>"$tmp/part"
run Beto "$tmp/part" >"$tmp/out" 2>&1 && fail cut-short "it ended"
rm -f "$res"/*.result
run Beto "$tmp/right" --resume >"$tmp/out" 2>&1 ||
	fail resumed-same-shoe "$(cat "$tmp/out")"
if [ -n "$(seed_of "$res"/*.result)" ]; then
	pass resumed-seed-sealed
else
	fail resumed-seed-sealed "no shoe_seed"
fi

# Situations its coups cannot produce (the first cards fixed): refused.
sed 's/^  top: .*$/&\n  situations: [voluntad]/' "$fixed" >"$tmp/impossible.yaml"
if "$CRUPIER" exam "$tmp/impossible.yaml" --trainee Carla \
	--code-file "$tmp/code" --answers "$tmp/right" \
	--results-dir "$res" >"$tmp/out" 2>&1; then
	fail impossible-refused "it ran"
elif grep -q "produces the situations" "$tmp/out"; then
	pass impossible-refused
else
	fail impossible-refused "$(cat "$tmp/out")"
fi
# Answers written without knowing the shoe: 'wrong-or-expected' is the
# first wrong choice, or the correct one at a step that offers nothing
# else (such steps come where the dealt cards put them); every attempt
# runs to its end, however its shoe falls.  The shipped traditional exam
# deals each attempt its own.
yes wrong-or-expected 2>/dev/null | head -n 400 >"$tmp/blind"
trad="$top_srcdir/scenarios/iplyc-exam-traditional.yaml"
for i in 1 2 3 4 5 6; do
	if "$CRUPIER" exam "$trad" --trainee "Blind$i" --code-file "$tmp/code" \
		--answers "$tmp/blind" --results-dir "$res" >"$tmp/out" 2>&1; then
		pass "blind-answers-run-to-the-end-$i"
	else
		fail "blind-answers-run-to-the-end-$i" "$(cat "$tmp/out")"
	fi
done
finish
