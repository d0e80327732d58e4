#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# pay.sh: golden tests of `crupier pay`, the croupier's calculator.
. "$top_srcdir/tests/lib.sh"


# IPLyC 7.8.1.2: Banca in a seat 90%, Punto 100%.
golden pay-banca-seat 0 "$CRUPIER" pay --winner banca --on banca --bet 1000 --kind seat
golden pay-punto-standing 0 "$CRUPIER" pay --winner punto --on punto --bet 1000 --kind standing
# A losing bet is taken in.
golden pay-punto-loses 0 "$CRUPIER" pay --winner banca --on punto --bet 700 --kind seat
# IPLyC 7.8.1.3: the bank, 100% on odd pases, 90% on even ones.
golden pay-bank-pase-1 0 "$CRUPIER" pay --winner banca --on banca --bet 2000 --kind bank --pase 1
golden pay-bank-pase-2 0 "$CRUPIER" pay --winner banca --on banca --bet 4000 --kind bank --pase 2 --salida 2000
# IPLyC 7.8.1.4: a salida over half the maximum: 90% on the first pase.
golden pay-bank-half-max 0 "$CRUPIER" pay --winner banca --on banca --bet 6000 --kind bank --pase 1
# IPLyC 7.9.2.5: after a raise, 90% on the next pase.
golden pay-bank-raised 0 "$CRUPIER" pay --winner banca --on banca --bet 3000 --kind bank --pase 1 --raised --salida 1000
# IPLyC 7.8.1.5: marcando plays half.
golden pay-marcando 0 "$CRUPIER" pay --winner punto --on punto --bet 1000 --kind marcando
# IPLyC 7.8.1.12: excess handed back, winning or losing.
golden pay-excess-wins 0 "$CRUPIER" pay --winner punto --on punto --bet 12500 --kind seat
golden pay-excess-loses 0 "$CRUPIER" pay --winner punto --on banca --bet 11000 --kind standing --max 10000
# Ancar: the bet stands.
golden pay-ancar 0 "$CRUPIER" pay --winner ancar --on banca --bet 1000 --kind seat
# JSON.
golden pay-json 0 "$CRUPIER" pay --winner banca --on banca --bet 12000 --kind seat --json
golden pay-json-bank 0 "$CRUPIER" pay --winner banca --on banca --bet 8000 --kind bank --pase 4 --salida 1000 --json
# MIDI (LNSE-MIDI 5.2, 5.5).
golden pay-midi-six 0 "$CRUPIER" pay --rules lnse-midi --winner banca --on banca --bet 1000 --kind seat --banca-total 6 --json
golden pay-midi-tie 0 "$CRUPIER" pay --rules lnse-midi --winner ancar --on tie --bet 6000 --kind seat
golden pay-midi-push 0 "$CRUPIER" pay --rules lnse-midi --winner ancar --on punto --bet 1000 --kind seat --json
golden pay-h8-six 0 "$CRUPIER" pay --rules h8-2021 --winner banca --on banca --bet 300 --kind standing --banca-total 6
# TRAD 34: a raise does not restart the alternation there.
golden pay-trad-raised 0 "$CRUPIER" pay --rules trad --winner banca --on banca --bet 3000 --kind bank --pase 2 --raised --salida 1000

# Bad combinations: usage errors exit 2, bets the profile lacks exit 1.
golden pay-err-bank-on-punto 2 "$CRUPIER" pay --winner punto --on punto --bet 100 --kind bank --pase 1
golden pay-err-bank-no-pase 2 "$CRUPIER" pay --winner banca --on banca --bet 100 --kind bank
golden pay-err-bank-no-salida 2 "$CRUPIER" pay --winner banca --on banca --bet 100 --kind bank --pase 3
golden pay-err-marcando-banca 2 "$CRUPIER" pay --winner banca --on banca --bet 100 --kind marcando
golden pay-err-pase-not-bank 2 "$CRUPIER" pay --winner banca --on banca --bet 100 --kind seat --pase 2
golden pay-err-missing 2 "$CRUPIER" pay --winner banca --on banca --kind seat
golden pay-err-bad-amount 2 "$CRUPIER" pay --winner banca --on banca --bet 1.5 --kind seat
golden pay-err-bad-winner 2 "$CRUPIER" pay --winner tie --on banca --bet 100 --kind seat
golden pay-err-unknown-option 2 "$CRUPIER" pay --winner banca --on banca --bet 100 --kind seat --frobnicate
golden pay-err-midi-no-total 2 "$CRUPIER" pay --rules lnse-midi --winner banca --on banca --bet 100 --kind seat
golden pay-err-tie-iplyc 1 "$CRUPIER" pay --winner ancar --on tie --bet 100 --kind seat
# H8-2021 (Apuestas): the bank is a Banca bet, so a 6 pays half there too.
golden pay-err-h8-bank-no-total 2 "$CRUPIER" pay --rules h8-2021 --winner banca --on banca --bet 1000 --kind bank --pase 1
golden pay-h8-bank-six 0 "$CRUPIER" pay --rules h8-2021 --winner banca --on banca --bet 1000 --kind bank --pase 1 --banca-total 6
golden pay-err-midi-bank 1 "$CRUPIER" pay --rules lnse-midi --winner banca --on banca --bet 100 --kind bank --pase 1
# Paying in chips: the fewest (IPLyC 8.4.2.6.3.3: 900 is 1 of 500 and 4
# of 100), rounded to the smallest chip (90% of 190 is 171: 170), the
# house's rule of a MIDI table (at most four of a colour), in Spanish, as
# JSON; nothing to lay out on a losing bet.
golden pay-chips 0 "$CRUPIER" pay --winner banca --on banca --bet 1000 --kind seat --chips
golden pay-chips-rounded 0 "$CRUPIER" pay --winner banca --on banca --bet 190 --kind seat --chips
LANGUAGE=es golden pay-chips-midi-tie-es 0 "$CRUPIER" pay --rules lnse-midi --winner ancar --on tie --bet 100 --kind seat --chips
golden pay-chips-json 0 "$CRUPIER" pay --winner banca --on banca --bet 9000 --kind bank --pase 1 --chips --json
golden pay-chips-loses 0 "$CRUPIER" pay --winner punto --on banca --bet 1000 --kind seat --chips
expect_contains pay-help 'Usage: crupier pay' "$CRUPIER" pay --help
expect_contains pay-help-chips '--chips' "$CRUPIER" pay --help

finish
