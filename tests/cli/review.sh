#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# review.sh: a trainee who misses one situation cell in a drill finds it
# first in `results progress --format json` (cells), due before every
# cell never missed, and first in `crupier review`, whose generated drill
# is judged by `crupier judge` like any scenario; the same seed gives the
# same drill.
. "$top_srcdir/tests/lib.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"

command -v python3 >/dev/null 2>&1 || { echo "python3 not found"; exit 77; }
drill="$top_srcdir/scenarios/iplyc-drawing-banca-6.yaml"
# The answers: every action right but the first "Card for Banca!" (coup
# 1: Banca 6 gave Punto a 6: cell banca.6.p6), answered wrong.
"$CRUPIER" judge --json "$drill" |
	sed -n 's/^ *"action": "\([a-z_]*\)",*$/\1/p' |
	awk '{ if ($1 == "banca_draws" && !d) { print "wrong"; d = 1 }
	       else print "expected" }' >"$tmp/answers"
if "$CRUPIER" exam --trainee Ana --code-file "$tmp/code" \
	--answers "$tmp/answers" --results-dir "$tmp/res" "$drill" \
	>"$tmp/run.out" 2>&1; then
	echo "ok drill-run"
else
	echo "FAIL drill-run"; cat "$tmp/run.out"; failures=$((failures + 1))
fi

"$CRUPIER" results progress Ana --format json >"$tmp/progress.json"
if python3 - "$tmp/progress.json" <<'PY'
import json, sys
cells = json.load(open(sys.argv[1]))["cells"]
first = cells[0]
assert first["cell"] == "banca.6.p6", first
assert first["skill"] == "drawing" and first["right"] < first["seen"], first
keys = {"skill", "cell", "seen", "right", "median_ms", "stability",
        "difficulty", "due"}
for c in cells:
    assert set(c) == keys, c
never_missed = [c for c in cells if c["right"] == c["seen"]]
assert len(never_missed) == len(cells) - 1, cells
for c in never_missed:
    assert first["due"] < c["due"], (first, c)
    assert first["stability"] < c["stability"], (first, c)
assert [c["due"] for c in cells] == sorted(c["due"] for c in cells)
PY
then
	echo "ok progress-json-missed-cell-first"
else
	echo "FAIL progress-json-missed-cell-first"; cat "$tmp/progress.json"
	failures=$((failures + 1))
fi

expect_contains review-lists-missed-first "  banca.6.p6 " \
	"$CRUPIER" review --trainee Ana --seed 11 --coups 4 --out "$tmp/r1.yaml"
if sed -n '2p' "$tmp/review-lists-missed-first.out" | grep -q '^  banca\.6\.p6 ' &&
   grep -q '^  coup 1: banca\.6\.p6 ' "$tmp/review-lists-missed-first.out"; then
	echo "ok review-missed-cell-first-and-coup-1"
else
	echo "FAIL review-missed-cell-first-and-coup-1"
	cat "$tmp/review-lists-missed-first.out"; failures=$((failures + 1))
fi

# The generated drill is a scenario like any: checked, and judged; its
# first coup brings Banca 6 against a third card 6: Banca draws.
expect_contains review-checked ": valid" "$CRUPIER" check "$tmp/r1.yaml"
"$CRUPIER" judge "$tmp/r1.yaml" >"$tmp/judge.out" 2>&1
st=$?
if [ "$st" = 0 ] && awk '/^Coup 2/ { exit } { print }' "$tmp/judge.out" |
	grep -q 'Card for Banca!'; then
	echo "ok review-judged"
else
	echo "FAIL review-judged: status $st"; cat "$tmp/judge.out"
	failures=$((failures + 1))
fi

# Seeded: the same seed and cells give the same drill.
"$CRUPIER" review --trainee Ana --seed 11 --coups 4 --out "$tmp/r2.yaml" \
	>/dev/null 2>&1
if cmp -s "$tmp/r1.yaml" "$tmp/r2.yaml"; then
	echo "ok review-same-seed-same-drill"
else
	echo "FAIL review-same-seed-same-drill"; diff "$tmp/r1.yaml" "$tmp/r2.yaml"
	failures=$((failures + 1))
fi

# Under MIDI (house-banked, no voluntad) too: the shoe is under way, so
# no burn comes before the coups found; each coup goes through its cell
# (checked by review itself), and judge agrees.
if "$CRUPIER" review --trainee Ana --seed 11 --coups 4 --rules lnse-midi \
	--out "$tmp/m.yaml" >"$tmp/m.out" 2>&1 &&
   "$CRUPIER" judge "$tmp/m.yaml" >"$tmp/mj.out" 2>&1 &&
   grep -q '^  played: ' "$tmp/m.yaml"; then
	echo "ok review-midi"
else
	echo "FAIL review-midi"; cat "$tmp/m.out" "$tmp/mj.out"
	failures=$((failures + 1))
fi

# A voluntad missed ("¡Pide con 5!" not ratified): the review's first
# coup has a seated player on Punto who answers "pido" (checked by review
# itself, coup by coup), and judge agrees.
pido="$top_srcdir/scenarios/iplyc-voluntad-pido.yaml"
"$CRUPIER" judge --json "$pido" |
	sed -n 's/^ *"action": "\([a-z_]*\)",*$/\1/p' |
	awk '{ if ($1 == "ratify_pide" && !d) { print "wrong"; d = 1 }
	       else print "expected" }' >"$tmp/answers-pido"
"$CRUPIER" exam --trainee Beto --code-file "$tmp/code" \
	--answers "$tmp/answers-pido" --results-dir "$tmp/res" "$pido" \
	>"$tmp/pido.out" 2>&1
if "$CRUPIER" review --trainee Beto --seed 3 --coups 3 --out "$tmp/v.yaml" \
	>"$tmp/v.out" 2>&1 && grep -q '^  coup 1: voluntad\.pide ' "$tmp/v.out" &&
   grep -q 'decide: {five: pido}' "$tmp/v.yaml" &&
   "$CRUPIER" judge "$tmp/v.yaml" | grep -q 'Draws with 5!'; then
	echo "ok review-voluntad"
else
	echo "FAIL review-voluntad"; cat "$tmp/pido.out" "$tmp/v.out"
	failures=$((failures + 1))
fi

# A payment missed (the first Banca bet in a seat paid, IPLyC 7.8.1.2:
# cell pay.banca.seat): first in Review, and the drill's first coup
# places a seated Banca bet and pays it (checked by review itself, coup
# by coup, and by judge); its cells have words, not keys.
seats="$top_srcdir/scenarios/iplyc-payouts-banca-seats.yaml"
"$CRUPIER" judge --json "$seats" |
	sed -n 's/^ *"action": "\([a-z_]*\)",*$/\1/p' |
	awk '{ if ($1 == "pay" && !d) { print "wrong"; d = 1 }
	       else print "expected" }' >"$tmp/answers-pay"
"$CRUPIER" exam --trainee Carla --code-file "$tmp/code" \
	--answers "$tmp/answers-pay" --results-dir "$tmp/res" "$seats" \
	>"$tmp/pay.out" 2>&1
if "$CRUPIER" review --trainee Carla --seed 5 --coups 4 \
	--out "$tmp/pay.yaml" >"$tmp/pay-review.out" 2>&1 &&
   sed -n '2p' "$tmp/pay-review.out" |
	grep -q '^  pay\.banca\.seat .*Pay a seated bet on Banca$' &&
   grep -q '^  coup 1: pay\.banca\.seat ' "$tmp/pay-review.out" &&
   "$CRUPIER" judge "$tmp/pay.yaml" >"$tmp/pay-judge.out" 2>&1 &&
   awk '/^Coup 2/ { exit } { print }' "$tmp/pay-judge.out" |
	grep -q 'on Banca: pays 900\. (seat '; then
	echo "ok review-payment-missed-first-and-coup-1"
else
	echo "FAIL review-payment-missed-first-and-coup-1"
	cat "$tmp/pay.out" "$tmp/pay-review.out" "$tmp/pay-judge.out"
	failures=$((failures + 1))
fi

# The bank's cells: a trainee who missed the bank's 90% on an even pase
# (IPLyC 7.8.1.3: cell pay.bank.even.low) finds it first; the drill
# starts on pase 2, and coup 1 pays the bank 90%.
pases="$top_srcdir/scenarios/iplyc-payouts-bank-pases.yaml"
"$CRUPIER" judge --json "$pases" >"$tmp/pases.json"
python3 - "$tmp/pases.json" >"$tmp/answers-bank" <<'PY'
import json, sys
done = False
for coup in json.load(open(sys.argv[1]))["coups"]:
    for a in coup["actions"]:
        even = (a["action"] == "pay" and a["text"].startswith("The bank")
                and a["amount"] < a["stake"])
        print("wrong" if even and not done else "expected")
        done = done or even
PY
"$CRUPIER" exam --trainee Diego --code-file "$tmp/code" \
	--answers "$tmp/answers-bank" --results-dir "$tmp/res" "$pases" \
	>"$tmp/bank.out" 2>&1
if "$CRUPIER" review --trainee Diego --seed 2 --coups 4 \
	--out "$tmp/bank.yaml" >"$tmp/bank-review.out" 2>&1 &&
   sed -n '2p' "$tmp/bank-review.out" | grep -q '^  pay\.bank\.even\.low ' &&
   grep -q '^  coup 1: pay\.bank\.even\.low ' "$tmp/bank-review.out" &&
   grep -q '^  pase: 2$' "$tmp/bank.yaml" &&
   "$CRUPIER" judge "$tmp/bank.yaml" >"$tmp/bank-judge.out" 2>&1 &&
   awk '/^Coup 2/ { exit } { print }' "$tmp/bank-judge.out" |
	grep -q 'The bank, 1000: pays 900\.'; then
	echo "ok review-bank-even-pase-first-and-coup-1"
else
	echo "FAIL review-bank-even-pase-first-and-coup-1"
	cat "$tmp/bank.out" "$tmp/bank-review.out" "$tmp/bank-judge.out"
	failures=$((failures + 1))
fi

# Paying in chips: Beto's 900 paid with nine of 100 in iplyc-payouts-chips
# (IPLyC 8.4.2.6.3.3: cell chips.pay.banca.seat) is first in Review, its
# words say "in chips", and the drill pays in chips: coup 1 pays a seated
# Banca bet, 900 as 1×500 4×100 (checked by review itself, and by judge).
chipsdrill="$top_srcdir/scenarios/iplyc-payouts-chips.yaml"
"$CRUPIER" judge --json "$chipsdrill" |
	sed -n 's/^ *"action": "\([a-z_]*\)",*$/\1/p' |
	awk '{ if ($1 == "pay" && !d) { print "p 9x100"; d = 1 }
	       else print "expected" }' >"$tmp/answers-chips"
"$CRUPIER" exam --trainee Elena --code-file "$tmp/code" \
	--answers "$tmp/answers-chips" --results-dir "$tmp/res" "$chipsdrill" \
	>"$tmp/chips.out" 2>&1
if "$CRUPIER" review --trainee Elena --seed 4 --coups 3 \
	--out "$tmp/chips.yaml" >"$tmp/chips-review.out" 2>&1 &&
   sed -n '2p' "$tmp/chips-review.out" |
	grep -q '^  chips\.pay\.banca\.seat .*Pay a seated bet on Banca, in chips$' &&
   grep -q '^  coup 1: chips\.pay\.banca\.seat ' "$tmp/chips-review.out" &&
   grep -q '^chips: true$' "$tmp/chips.yaml" &&
   "$CRUPIER" judge "$tmp/chips.yaml" >"$tmp/chips-judge.out" 2>&1 &&
   awk '/^Coup 2/ { exit } { print }' "$tmp/chips-judge.out" |
	grep -q 'on Banca: pays 900: 1×500, 4×100\. (seat '; then
	echo "ok review-chips-missed-first-and-coup-1"
else
	echo "FAIL review-chips-missed-first-and-coup-1"
	cat "$tmp/chips.out" "$tmp/chips-review.out" "$tmp/chips-judge.out"
	failures=$((failures + 1))
fi

# Without --trainee: the name the trainer records under, never a made-up
# one.  The login's...
expect_contains review-default-login "Cells of Ana," \
	env USER=Ana "$CRUPIER" review --seed 11 --coups 4 --out "$tmp/d1.yaml"
# ...the settings' trainee over the login...
mkdir -p "$XDG_CONFIG_HOME/crupier" || exit 99
echo 'trainee: "Ana"' >"$XDG_CONFIG_HOME/crupier/settings.yaml"
expect_contains review-default-settings "Cells of Ana," \
	env USER=someone "$CRUPIER" review --seed 11 --coups 4 \
	--out "$tmp/d2.yaml"
rm -f "$XDG_CONFIG_HOME/crupier/settings.yaml"
# ...and the roster's name bound to the login over both.
"$CRUPIER" class create c1 --teacher teacher >/dev/null 2>&1 &&
	"$CRUPIER" class add c1 Ana --login ana7 >/dev/null 2>&1 || exit 99
expect_contains review-default-roster "Cells of Ana," \
	env USER=ana7 "$CRUPIER" review --seed 11 --coups 4 --out "$tmp/d3.yaml"
# No login at all (no $USER, a user id with no account): refused, told
# how to name the trainee.  Only root can take such a user id.
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1 &&
	! getent passwd 54321 >/dev/null 2>&1; then
	mkdir -p "$tmp/nobody" && chmod 711 "$tmp" && chmod 777 "$tmp/nobody" ||
		exit 99
	env -u USER CRUPIER_DB="$tmp/nobody/results.db" \
		XDG_CONFIG_HOME="$tmp/nobody/config" \
		XDG_DATA_HOME="$tmp/nobody/share" HOME="$tmp/nobody" \
		setpriv --reuid=54321 --regid=54321 --clear-groups \
		"$CRUPIER" review --seed 1 --out "$tmp/nobody/r.yaml" \
		>"$tmp/nologin.out" 2>&1
	got=$?
	if [ "$got" = 2 ] && grep -q "give --trainee=NAME" "$tmp/nologin.out"
	then
		pass review-no-login-refused
	else
		fail review-no-login-refused "status $got: $(cat "$tmp/nologin.out")"
	fi
	if grep -q '"trainee"' "$tmp/nologin.out"; then
		fail review-no-placeholder "$(cat "$tmp/nologin.out")"
	fi
else
	echo "skip review-no-login-refused: needs root and setpriv"
fi

# A trainee with no cells: nothing to review, no file.
expect_contains review-nothing "nothing to review" \
	"$CRUPIER" review --trainee Nadie --seed 1 --out "$tmp/none.yaml"
if [ -e "$tmp/none.yaml" ]; then
	echo "FAIL review-nothing-no-file"; failures=$((failures + 1))
fi

finish
