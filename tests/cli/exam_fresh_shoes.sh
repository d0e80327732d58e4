#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_fresh_shoes.sh: every shipped exam (scenarios/*.yaml of kind
# exam) deals each attempt a shoe of its own, so a retake never meets the
# same cards.  Two batch attempts of each, answered without knowing the
# shoe, run to their end; their sealed results name two seeds, and the
# cards `crupier judge --json --seed` deals for the two are not the same.
# `crupier check` warns about no shipped exam (an exam that deals one
# written shoe is warned about).
. "$top_srcdir/tests/lib.sh"

code='clave secreta del supervisor'
printf '%s\n' "$code" >"$tmp/code"
# Answers written without knowing the shoe (exam_shoe.sh).
yes wrong-or-expected 2>/dev/null | head -n 400 >"$tmp/blind"

seed_of() {   # the shoe_seed of the sealed result in directory $1
	head -n 1 "$1"/*.result | sed -n 's/.*"shoe_seed":\([0-9]*\).*/\1/p'
}
cards_of() {  # cards_of EXAM SEED: the cards dealt, one a line
	CRUPIER_EXAM_CODE="$code" "$CRUPIER" judge --json --seed "$2" "$1" |
		sed -n 's/^ *"card": "\([^"]*\)",*$/\1/p'
}

n=0
for exam in "$top_srcdir"/scenarios/*.yaml; do
	grep -q '^kind: exam' "$exam" || continue
	id=$(basename "$exam" .yaml)
	n=$((n + 1))
	out=$("$CRUPIER" check "$exam" 2>&1)
	case $out in
	*warning*) fail "$id-checked-without-warning" "$out" ;;
	*valid*) pass "$id-checked-without-warning" ;;
	*) fail "$id-checked-without-warning" "$out" ;;
	esac
	for a in 1 2; do
		if "$CRUPIER" exam "$exam" --trainee "Ana$a" \
			--code-file "$tmp/code" --answers "$tmp/blind" \
			--results-dir "$tmp/$id.$a" >"$tmp/out" 2>&1; then
			pass "$id-attempt-$a-runs"
		else
			fail "$id-attempt-$a-runs" "$(cat "$tmp/out")"
		fi
	done
	s1=$(seed_of "$tmp/$id.1")
	s2=$(seed_of "$tmp/$id.2")
	if [ -z "$s1" ] || [ -z "$s2" ]; then
		fail "$id-seeds-sealed" "seeds '$s1' and '$s2'"
		continue
	fi
	cards_of "$exam" "$s1" >"$tmp/cards.1"
	cards_of "$exam" "$s2" >"$tmp/cards.2"
	if [ ! -s "$tmp/cards.1" ] || [ ! -s "$tmp/cards.2" ]; then
		fail "$id-shoes-dealt" "no cards for seeds $s1 and $s2"
	elif cmp -s "$tmp/cards.1" "$tmp/cards.2"; then
		fail "$id-two-attempts-two-shoes" "seeds $s1 and $s2 deal the same cards"
	else
		pass "$id-two-attempts-two-shoes"
	fi
done
if [ "$n" -ge 4 ]; then
	pass "shipped-exams-found"
else
	fail "shipped-exams-found" "$n exams in $top_srcdir/scenarios"
fi
finish
