#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check_play.sh: `crupier check` starts each file as the trainer does, so
# a file it passes can be played; a file that cannot be
# played gets the same error, with its reason, from `check`, `judge` and
# the trainer, and `judge` and `check --explain` print the answer key up
# to where play stops.  tests/bad/unplayable/ holds
# files valid on paper that the engine cannot play.
. "$top_srcdir/tests/lib.sh"

cd "$top_srcdir" || exit 99
unplayable=tests/bad/unplayable
# full.yaml uses every key of the format; its anomalies never come.
full=tests/good/scenarios/full.yaml

# shellcheck disable=SC2086
golden check-unplayable 1 "$CRUPIER" check $unplayable/*.yaml $full
golden check-explain 1 "$CRUPIER" check --explain \
	$unplayable/banker-bets-punto.yaml $unplayable/five-undecided.yaml
# The key up to the error, then the error saying who banks and why.
golden judge-stopped 1 "$CRUPIER" judge $unplayable/banker-bets-punto.yaml
golden judge-stopped-json 1 "$CRUPIER" judge --json \
	$unplayable/five-undecided.yaml
golden judge-stopped-es 1 env LANGUAGE=es "$CRUPIER" judge \
	$unplayable/banker-bets-punto.yaml
# The trainer refuses it before it takes the terminal, and ends with 1.
golden trainer-unplayable 1 "$CRUPIER" $unplayable/suite-first-pase.yaml

# Whatever check passes, judge plays; whatever check refuses in play,
# judge refuses too: the two never disagree (every file of the trees;
# exams aside, whose key judge may keep behind the exam code).
for f in $unplayable/*.yaml tests/good/scenarios/*.yaml \
	$(find scenarios -name '*.yaml' | LC_ALL=C sort); do
	grep -q '^kind: *exam' "$f" && continue
	"$CRUPIER" check "$f" >/dev/null 2>&1; c=$?
	"$CRUPIER" judge "$f" >/dev/null 2>&1; j=$?
	if [ "$c" != "$j" ]; then
		echo "FAIL check-judge-agree: $f: check $c, judge $j"
		failures=$((failures + 1))
	fi
done
[ "$failures" -eq 0 ] && echo "ok check-judge-agree"
finish
