#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# odds.sh: golden tests of `crupier odds`.
. "$top_srcdir/tests/lib.sh"

golden odds-iplyc 0 "$CRUPIER" odds --rules iplyc
golden odds-iplyc-pido-json 0 "$CRUPIER" odds --rules iplyc --five pido --json
golden odds-planto 0 "$CRUPIER" odds --rules iplyc --five=planto
golden odds-trad 0 "$CRUPIER" odds --rules trad
golden odds-midi 0 "$CRUPIER" odds --rules lnse-midi
golden odds-midi-6-decks-json 0 "$CRUPIER" odds --rules lnse-midi --decks 6 --json
golden odds-h8 0 "$CRUPIER" odds --rules h8-2021
golden odds-removed 0 "$CRUPIER" odds --removed "9S 9H 8D 8C KH 10S AS"
golden odds-removed-small-best 0 "$CRUPIER" odds --decks 1 --five best \
	--removed "AS AH AD 2S 2H 2D 3S 3H 3D 3C 4S 4H 4D 4C" --json
# The published figures (Punto draws on 5).
expect_contains odds-published-banca '"banca": 0.4585974' \
	"$CRUPIER" odds --five pido --decks 8 --json
expect_contains odds-published-punto '"punto": 0.4462466' \
	"$CRUPIER" odds --five pido --decks 8 --json
expect_contains odds-help "--five=CHOICE" "$CRUPIER" odds --help

# Errors: a card no longer in the shoe (1), usage (2).
golden odds-removed-twice 1 "$CRUPIER" odds --decks 1 --removed "KH 5S KH"
golden odds-removed-joker 1 "$CRUPIER" odds --removed "JOKER"
golden odds-bad-card 2 "$CRUPIER" odds --removed "KH KX"
golden odds-bad-five 2 "$CRUPIER" odds --five maybe
golden odds-bad-decks 2 "$CRUPIER" odds --decks 9
golden odds-no-argument 2 "$CRUPIER" odds --decks
golden odds-bad-option 2 "$CRUPIER" odds --fives pido
golden odds-extra-argument 2 "$CRUPIER" odds extra

finish
