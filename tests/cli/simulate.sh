#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# simulate.sh: golden tests of `crupier simulate`.  A seed gives the same
# counts on every machine, so the counts themselves are golden.
. "$top_srcdir/tests/lib.sh"

golden simulate-iplyc 0 "$CRUPIER" simulate --rules iplyc --shoes 100 --seed 1
golden simulate-iplyc-planto 0 "$CRUPIER" simulate --shoes 40 --seed 5 --five planto
golden simulate-midi-json 0 "$CRUPIER" simulate --rules lnse-midi --shoes 50 --seed 7 --json
golden simulate-h8-6-decks 0 "$CRUPIER" simulate --rules h8-2021 --decks 6 --shoes 30 --seed 11
# The default seed is 1.
"$CRUPIER" simulate --shoes 100 >"$tmp/default.out" 2>&1
golden simulate-iplyc 0 cat "$tmp/default.out"
expect_contains simulate-help "--shoes=N" "$CRUPIER" simulate --help

# Seven blocks and a bit (10,000 shoes a block): the counts of a seed are
# the same on 1, 2, 3 or 7 threads, and golden.
for n in 1 2 3 7; do
	golden simulate-blocks 0 "$CRUPIER" simulate --shoes 70001 --seed 3 --threads $n
done
golden simulate-bad-threads 2 "$CRUPIER" simulate --shoes 1 --threads 0
golden simulate-bad-threads 2 "$CRUPIER" simulate --shoes 1 --threads 257

golden simulate-no-shoes 2 "$CRUPIER" simulate
golden simulate-zero-shoes 2 "$CRUPIER" simulate --shoes 0
golden simulate-bad-seed 2 "$CRUPIER" simulate --shoes 1 --seed x
golden simulate-bad-five 2 "$CRUPIER" simulate --shoes 1 --five sometimes
golden simulate-extra-argument 2 "$CRUPIER" simulate --shoes 1 more

finish
