#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Golden tests of "crupier judge": the answer key of a scenario, coup by
# coup, every croupier action with its article (tests/judge/*.yaml).
. "$top_srcdir/tests/lib.sh"

# Relative names, so that the messages do not depend on the tree's place.
cd "$top_srcdir/tests/judge" || exit 99
dir=.

# Voluntad, an excess handed back first (IPLyC 7.8.1.12), the payment
# order (8.4.2.6.3, 8.4.2.6.8) and the sabot passing after Punto (7.13.1.1).
golden judge-iplyc-pase 0 "$CRUPIER" judge "$dir/iplyc-pase.yaml"
golden judge-iplyc-pase-json 0 "$CRUPIER" judge --json "$dir/iplyc-pase.yaml"
# MIDI: the burn (LNSE-MIDI 8.2), a tie paid 8 to 1, Banca's 6 at 50%.
golden judge-midi-burn 0 "$CRUPIER" judge "$dir/midi-burn.yaml"
# A card face up is burnt (IPLyC 7.7.1.1).
golden judge-face-up 0 "$CRUPIER" judge "$dir/face-up.yaml"
golden judge-face-up-json 0 "$CRUPIER" judge --json "$dir/face-up.yaml"
# Errors: a question the scenario does not answer, a missing file, usage.
golden judge-no-five 1 "$CRUPIER" judge "$dir/no-five.yaml"
golden judge-missing-file 1 "$CRUPIER" judge "$dir/no-such-file.yaml"
golden judge-no-file 2 "$CRUPIER" judge
golden judge-two-files 2 "$CRUPIER" judge "$dir/face-up.yaml" "$dir/no-five.yaml"
golden judge-bad-option 2 "$CRUPIER" judge --frobnicate "$dir/face-up.yaml"
golden judge-help 0 "$CRUPIER" judge --help

finish
