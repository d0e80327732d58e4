#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_attempts.sh: codes that hold and attempts that show.
# - a 4-digit exam code is refused with the reason; a code printed by
#   `crupier results new-code` is accepted;
# - every sealed result carries its attempt number and the trainee's
#   attempt count; a batch run is marked as such in the seal and listing;
# - a forged re-seal (attempt 1 sealed again after attempt 2, handed in
#   instead of it) is flagged at import: attempt 2 not handed in, and
#   attempt 1 handed in twice when both copies come;
# - an attempt complete but not sealed (the seal could not be written)
#   is sealed at the next start, with a message;
# - max_attempts refuses one attempt more, with the reason;
# - a time limit that runs out in batch closes the attempt as timed out.
. "$top_srcdir/tests/lib.sh"

exam="$top_srcdir/tests/e2e/data/scenarios/e2e-exam.yaml"
CRUPIER_DB="$tmp/trainee.db"; export CRUPIER_DB
CRUPIER_DATADIR="$top_srcdir/data"; export CRUPIER_DATADIR
res="$tmp/results"
has() {   # has NAME FILE TEXT
	if grep -qF -- "$3" "$2"; then
		pass "$1"
	else
		fail "$1" "no '$3' in: $(cat "$2")"
	fi
}
check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
field() {   # field TRAINEE NAME: a column of the trainee's attempts
	c=$("$CRUPIER" results list --format csv | head -n 1 | tr -d '\r' |
		tr ',' '\n' | grep -n -x "$2" | cut -d: -f1)
	"$CRUPIER" results list --trainee "$1" --format csv |
		awk -F, -v c="$c" 'NR > 1 { print $c }' | tr -d '\r' |
		tr '\n' ' ' | sed 's/ $//'
}
yes expected 2>/dev/null | head -n 100 >"$tmp/right"
yes wrong 2>/dev/null | head -n 100 >"$tmp/wrong"
run() {   # run TRAINEE ANSWERS [OPTION...]
	t=$1 a=$2
	shift 2
	"$CRUPIER" exam "$exam" --trainee "$t" --code-file "$tmp/code" \
		--answers "$a" --results-dir "$res" "$@"
}

# A 4-digit code: refused, with the reason, nothing recorded.
printf '1234\n' >"$tmp/code"
if run Ana "$tmp/right" >"$tmp/out" 2>&1; then
	fail weak-code-refused "a 4-digit code was accepted"
else
	pass weak-code-refused
fi
has weak-code-reason "$tmp/out" "too weak"
has weak-code-how "$tmp/out" "new-code"
check weak-code-nothing-recorded "$(field Ana status)" ""

# A generated code: four words, accepted.
"$CRUPIER" results new-code --lang en >"$tmp/code" 2>"$tmp/bits" ||
	fail new-code "exit status $?"
check new-code-words "$(wc -w <"$tmp/code" | tr -d ' ')" "4"
has new-code-bits "$tmp/bits" "52 bits"
LANGUAGE=es "$CRUPIER" results new-code >"$tmp/code.es" 2>/dev/null
if grep -qx -F "$(cut -d' ' -f1 "$tmp/code.es")" \
	"$top_srcdir/data/words/es.txt"; then
	pass new-code-spanish
else
	fail new-code-spanish "not a word of the Spanish list: $(cat "$tmp/code.es")"
fi

# Attempt 1 right, attempt 2 wrong; both sealed, numbered, batch.
run Ana "$tmp/right" >"$tmp/out" 2>&1 || fail attempt-1 "$(cat "$tmp/out")"
mkdir "$tmp/first" && mv "$res"/*.result "$tmp/first/"
run Ana "$tmp/wrong" >"$tmp/out" 2>&1 || fail attempt-2 "$(cat "$tmp/out")"
check attempts-numbered "$(field Ana attempt)" "1 2"
check batch-listed "$(field Ana batch)" "true true"
"$CRUPIER" results list >"$tmp/list"
has batch-in-table "$tmp/list" "(batch)"
one=$(ls "$tmp/first"/*.result)
if head -n 1 "$one" | grep -q '"attempt":1,"attempts":1,"batch":true'; then
	pass seal-carries-attempt
else
	fail seal-carries-attempt "$(head -c 400 "$one")"
fi

# The forgery: attempt 1 sealed again (a new MAC) after attempt 2, and
# handed in instead of attempt 2.
rm -f "$res"/*.result
"$CRUPIER" results seal --code-file "$tmp/code" --results-dir "$res" 1 \
	>"$tmp/out" 2>&1 || fail reseal "$(cat "$tmp/out")"
again=$(ls "$res"/*.result)
if head -n 1 "$again" | grep -q '"attempt":1,"attempts":2'; then
	pass reseal-says-count
else
	fail reseal-says-count "$(head -c 400 "$again")"
fi
CRUPIER_DB="$tmp/supervisor.db" "$CRUPIER" results import \
	--code-file "$tmp/code" "$again" >"$tmp/import" 2>&1
has forged-flagged-missing "$tmp/import" \
	"Ana, e2e-exam: 2 attempts made, not handed in: 2"
CRUPIER_DB="$tmp/supervisor.db" "$CRUPIER" results import \
	--code-file "$tmp/code" "$one" >"$tmp/import" 2>&1
has forged-flagged-twice "$tmp/import" \
	"Ana, e2e-exam: handed in more than once (sealed again): 1"

# Complete but unsealed (the seal cannot be written): sealed at the next
# start, with a message.
: >"$tmp/blocked"
run Beto "$tmp/right" --results-dir "$tmp/blocked/results" \
	>"$tmp/out" 2>&1 && fail unsealed "sealed into a file"
check unsealed-complete "$(field Beto sealed)" ""
run Beto "$tmp/right" >"$tmp/out" 2>&1 || fail next-start "$(cat "$tmp/out")"
has unsealed-sealed-at-next-start "$tmp/out" \
	"was closed but not sealed"
check both-sealed "$(field Beto sealed | wc -w | tr -d ' ')" "2"

# Started again over an unfinished attempt (--restart): the old one is
# closed as abandoned and sealed, so the supervisor sees it too.
printf 'expected\nquit\n' >"$tmp/quit"
run Eva "$tmp/quit" >/dev/null 2>&1
run Eva "$tmp/right" --restart >"$tmp/out" 2>&1 ||
	fail restart "$(cat "$tmp/out")"
has restart-abandoned-sealed "$tmp/out" "was closed but not sealed yet"
check restart-statuses "$(field Eva status)" "abandoned complete"
check restart-both-sealed "$(field Eva sealed | wc -w | tr -d ' ')" "2"

# max_attempts: 2 (a copy of the exam with the key added).
sed 's/^  pass_mark: 80$/  pass_mark: 80\n  max_attempts: 2/' "$exam" \
	>"$tmp/limited.yaml"
lim() {
	"$CRUPIER" exam "$tmp/limited.yaml" --trainee Carla \
		--code-file "$tmp/code" --answers "$tmp/right" \
		--results-dir "$res"
}
lim >/dev/null 2>&1 || fail limited-1 "first attempt refused"
lim >/dev/null 2>&1 || fail limited-2 "second attempt refused"
if lim >"$tmp/out" 2>&1; then
	fail limited-3-refused "a third attempt was allowed"
else
	pass limited-3-refused
fi
has limited-reason "$tmp/out" "max_attempts"

# A time limit that runs out in batch: closed as timed out and sealed.
timed="$top_srcdir/tests/e2e/data/exams/e2e-exam-timed.yaml"
printf 'expected\nexpected\nsleep 3\nexpected\n' >"$tmp/slow"
CRUPIER_TEST_MODE=1 "$CRUPIER" exam "$timed" --trainee Dora \
	--code-file "$tmp/code" --answers "$tmp/slow" --results-dir "$res" \
	>"$tmp/out" 2>&1 || fail timed-out-batch "$(cat "$tmp/out")"
has timed-out-said "$tmp/out" "TIMED OUT"
check timed-out-status "$(field Dora status)" "timed_out"
check timed-out-not-passed "$(field Dora passed)" "false"
finish
