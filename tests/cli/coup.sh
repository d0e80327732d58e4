#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Golden tests of "crupier coup": one coup from given cards, step by step.
. "$top_srcdir/tests/lib.sh"

voluntad="5H 4D KS KC 3S 2C"

# Naturals end the pase (IPLyC 7.4.3).
golden coup-both-naturals 0 "$CRUPIER" coup --cards "9H 8D KS KC 5S"
golden coup-punto-natural 0 "$CRUPIER" coup --cards "8H 5D KS KC 5S"
golden coup-banca-natural 0 "$CRUPIER" coup --cards "6H 9D KS KC"
# Punto draws on 0-4, Banca by its table (7.4.1, 7.4.2).
golden coup-punto-draws 0 "$CRUPIER" coup --cards "2H 3D KS KC 4S 2C 7H"
# Punto stands on 6, Banca draws on 0-5 after a stand (7.4.4).
golden coup-punto-stands 0 "$CRUPIER" coup -c "6H,5D,KS,KC,2S"
# Voluntad de cinco (8.4.2.4.1).
golden coup-voluntad-pido 0 "$CRUPIER" coup --rules iplyc --five pido --cards "$voluntad"
golden coup-voluntad-planto 0 "$CRUPIER" coup --five planto --cards "$voluntad"
golden coup-voluntad-missing 1 "$CRUPIER" coup --cards "$voluntad"
# The croupier turns Punto's cards and stands on 5 (7.6.4).
golden coup-croupier-no-five 0 "$CRUPIER" coup --croupier-turns --cards "$voluntad"
# MIDI: Punto draws on 5, no voluntad (LNSE-MIDI 6).
golden coup-midi-draws-on-five 0 "$CRUPIER" coup --rules lnse-midi --cards "$voluntad"
# Ancar (8.12: "¡Ancar de bacará!").
golden coup-ancar 0 "$CRUPIER" coup --cards "7H 7D KS KC"
golden coup-ancar-bacara 0 "$CRUPIER" coup --cards "KH QD JS 10C TS KD"
# Too few cards: the pase is void (7.7.4.5).
golden coup-void-pase 0 "$CRUPIER" coup --cards "2H 3D KS KC 4S"
# Bad input.
golden coup-bad-card 1 "$CRUPIER" coup --cards "5H 4D XX KC"
golden coup-bad-suit 1 "$CRUPIER" coup --cards "5H 4Z"
golden coup-joker 1 "$CRUPIER" coup --cards "5H JOKER KS KC"
golden coup-missing-cards 2 "$CRUPIER" coup --five pido
golden coup-bad-five 2 "$CRUPIER" coup --five maybe --cards "$voluntad"
golden coup-extra-argument 2 "$CRUPIER" coup --cards "$voluntad" extra
# JSON.
golden coup-json 0 "$CRUPIER" coup --json --five pido --cards "$voluntad"
golden coup-json-void 0 "$CRUPIER" coup --json --cards "2H 3D"
golden coup-help 0 "$CRUPIER" coup --help

finish
