#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_shoe_tui.sh: in the trainer, an exam that names situations deals
# each attempt a shoe of its own: a test exam, and every shipped exam
# (the traditional game, MIDI, anomalies, chips).  Two attempts of the
# same trainee are dealt on the table up to Punto's first card and
# abandoned; each sealed result names its shoe's seed, the seeds differ,
# and the card the table dealt is the one `crupier judge --seed` deals
# with that seed.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=en
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
code='clave secreta del supervisor'
printf '%s\n' "$code" >"$tmp/code"

# The table's card ("10♥") as the judge writes it ("10H").
card_text() {
	printf '%s' "$1" | sed 's/♠/S/; s/♥/H/; s/♦/D/; s/♣/C/'
}

# attempt N: deals $exam up to Punto's first card, abandons; the card goes
# to $tmp/card.N.
attempt() {
	rm -rf "$tmp/results$1"
	e2e_start exam "$exam" --results-dir "$tmp/results$1" \
		--code-file "$tmp/code" --trainee Ana
	e2e_wait "start-$1" "Press Enter to start." || return 1
	e2e_keys Enter
	e2e_wait_gone "started-$1" "Press Enter to start."
	# Up to the first card, the key is the same whatever the shoe.
	at=$(judge_key "$exam" | grep -n '^Card to Punto: ' | head -n 1 | cut -d: -f1)
	play_key "$exam" 1 "$at" || return 1
	e2e_screen | grep -F 'PUNTO' | head -n 1 >"$tmp/line.$1"
	first_card=$(awk '{ for (i = 1; i < NF; i++) if ($i == "PUNTO") { print $(i + 1); exit } }' "$tmp/line.$1")
	e2e_keys q
	e2e_wait "leave-asks-$1" "Del: abandon it"
	e2e_keys DC
	e2e_wait "abandon-asked-$1" "Abandon the exam for good?"
	e2e_keys Enter
	e2e_wait "summary-$1" "Summary"
	e2e_keys q q q
	e2e_wait_exit "exits-$1" 0
	card_text "$first_card" >"$tmp/card.$1"
}

seed_of() {
	head -n 1 "$1"/*.result | sed -n 's/.*"shoe_seed":\([0-9]*\).*/\1/p'
}

for exam in "$top_srcdir/tests/e2e/data/exams/e2e-exam-situations.yaml" \
	"$top_srcdir/scenarios/iplyc-exam-traditional.yaml" \
	"$top_srcdir/scenarios/midi-exam.yaml" \
	"$top_srcdir/scenarios/iplyc-exam-anomalies.yaml" \
	"$top_srcdir/scenarios/iplyc-exam-chips.yaml"; do
	id=$(basename "$exam" .yaml)
	attempt 1
	attempt 2
	c1=$(cat "$tmp/card.1")
	c2=$(cat "$tmp/card.2")
	s1=$(seed_of "$tmp/results1")
	s2=$(seed_of "$tmp/results2")
	if [ -n "$s1" ] && [ -n "$s2" ] && [ "$s1" != "$s2" ]; then
		pass "$id-second-attempt-other-shoe"
	else
		fail "$id-second-attempt-other-shoe" "seeds '$s1' and '$s2'"
	fi
	for n in 1 2; do
		eval "s=\$s$n c=\$c$n"
		want=$(CRUPIER_EXAM_CODE="$code" "$CRUPIER" judge --seed "$s" "$exam" |
			sed -n 's/^  Card to Punto: \([^ ]*\) .*/\1/p' | head -n 1)
		if [ -n "$c" ] && [ "$c" = "$want" ]; then
			pass "$id-attempt-$n-dealt-its-shoe"
		else
			fail "$id-attempt-$n-dealt-its-shoe" "the table dealt '$c', seed $s deals '$want': $(cat "$tmp/line.$n")"
		fi
	done
done
finish
