#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_chips.sh: an exam paid in chips, in batch (iplyc-exam-chips).  The
# answers count the chips out as the trainee would ("p 1x500 4x100", "m
# 10x100" for a change), from the answer key (`crupier judge --json`
# gives each payment's chips).  The key passes; nine of 100 for a 900
# that is one of 500 and four of 100 (IPLyC 8.4.2.6.3.3) is a critical
# mistake of the payouts, shown with its article; a total that is not
# the payment is a wrong amount; an answer without its chips is refused.
. "$top_srcdir/tests/lib.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"

f="$top_srcdir/tests/e2e/data/exams/iplyc-exam-chips.yaml"

# chips_answers [PAY900] [PAY315]: the answers, each payment's and
# change's chips as the key gives them; PAY900 replaces the chips of
# the payment of 900, PAY315 those of the payment of 315.
chips_answers() {
	"$CRUPIER" judge --json "$f" | awk -v p900="${1:-}" -v p315="${2:-}" '
		function flush() {
			if (act == "pay") {
				if (amount == "900" && p900 != "") chips = " " p900
				if (amount == "315" && p315 != "") chips = " " p315
				print "p" chips
			} else if (act == "change") {
				print "m" chips
			} else if (act != "") {
				print "expected"
			}
			act = ""
		}
		/"action": / { flush(); act = $2; gsub(/[",]/, "", act)
			       chips = ""; amount = "" }
		/"chips": \[/ { inchips = 1; next }
		inchips && /^ *\]/ { inchips = 0 }
		/"amount": / && !inchips { amount = $2; gsub(/,/, "", amount) }
		inchips && /"value": / { v = $2; gsub(/,/, "", v) }
		inchips && /"count": / { c = $2; gsub(/,/, "", c)
					 chips = chips " " c "x" v }
		END { flush() }'
}

run() {
	name=$1
	"$CRUPIER" exam "$f" --code-file "$tmp/code" \
		--answers "$tmp/$name.answers" --trainee "$name" \
		--results-dir "$tmp/results" --db "$tmp/results.db" \
		>"$tmp/$name.out" 2>&1
	echo $? >"$tmp/$name.status"
}

chips_answers >"$tmp/Key.answers"
if grep -q '^p 1x500 4x100$' "$tmp/Key.answers" &&
   grep -q '^m 10x100$' "$tmp/Key.answers"; then
	echo "ok key-answers"
else
	echo "FAIL key-answers: no chips in the answers:"
	cat "$tmp/Key.answers"
	failures=$((failures + 1))
fi
run Key
expect_contains key-passed "Score 100% (pass mark 80%): PASSED" cat "$tmp/Key.out"

# Nine of 100 for 900: the right sum, not the fewest chips.
chips_answers 9x100 >"$tmp/Nine.answers"
run Nine
expect_contains nine-payouts "Payouts: 15/16 (93%), mark 80%: reached" cat "$tmp/Nine.out"
expect_contains nine-critical "Critical errors: 1, 1 allowed." cat "$tmp/Nine.out"
"$CRUPIER" results show --db "$tmp/results.db" 2 >"$tmp/Nine.show" 2>&1
expect_contains nine-given "given:    900 on Punto: pays 900: 9×100." cat "$tmp/Nine.show"
expect_contains nine-article "article:  IPLyC 8.4.2.6.3.3" cat "$tmp/Nine.show"

# Two wrong: 9x100, and 320 for 315: not passed, two critical errors.
chips_answers 9x100 "3x100 2x10" >"$tmp/Two.answers"
run Two
expect_contains two-critical "Critical errors: 2, 1 allowed." cat "$tmp/Two.out"
"$CRUPIER" results show --db "$tmp/results.db" 3 >"$tmp/Two.show" 2>&1
expect_contains two-wrong-amount "given:    350 on Banca: pays 320: 3×100, 2×10." cat "$tmp/Two.show"

# A payment's key without its chips is refused, the attempt left open.
sed 's/^p .*/p/' "$tmp/Key.answers" >"$tmp/Bare.answers"
run Bare
expect_contains bare-refused "needs the chips counted out, as 1x500 4x100" cat "$tmp/Bare.out"
finish
