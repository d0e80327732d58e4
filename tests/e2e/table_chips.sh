#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# table_chips.sh: paying in chips on the table screen at 80x24, in
# Spanish, with colours and under NO_COLOR (the drill iplyc-payouts-chips).
# The carreteles are drawn chip by chip, each with its letter and value
# ("P500 2": two chips of 500, IPLyC 8.4.2.1.1), in its colour where
# colours are shown and by its letter alone under NO_COLOR; a change
# ("¡Cambio!", 8.4.2.7) and the payments are counted out by the chips'
# letters ("1P4N"); nine of 100 for a 900 is explained with its article
# ("900 son 1 de 500 y 4 de 100; usted dio 9 de 100", 8.4.2.6.3.3); the
# float follows the payments, and a carretel emptied shows.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=es
f="$lib/iplyc-payouts-chips.yaml"
float="Carreteles: B5 20 R10 40 V25 40 N100 100 P500 2 A1000 60 M5000 40"

# pane_sgr TEXT: the screen with its attributes, the escape sequence
# just before TEXT (empty when TEXT is drawn without one).
pane_sgr() {
	t capture-pane -p -e -t e2e | sed -n "s/.*\\(\\[[0-9;]*m\\)$1.*/\\1/p" | head -1
}

# With colours: a chip on its colour (a background: 4x, or 48;5;N where
# the terminal has 256).
unset NO_COLOR
e2e_start "$f"
e2e_wait colour-start "Pulse Enter para empezar."
e2e_keys Enter
e2e_wait colour-float "$float"
sgr=$(pane_sgr P500)
case $sgr in
*"[4"[0-7]"m"|*"[48;5;"*"m") pass colour-chip-background ;;
*) fail colour-chip-background "P500 drawn without its colour ('$sgr'):"
   t capture-pane -p -e -t e2e | grep -a Carreteles | cat -v ;;
esac
play_key "$f" 1 1
e2e_wait colour-change-asked "Beto (2): Cambio, por favor: 1 de 1000, en fichas de 100."
# The change, counted out: ten of 100 (8.4.2.7.2).
press_choice "¡Cambio! 1 de 1000 en fichas de hasta 100: ¿qué fichas?"
e2e_type "10N"
e2e_wait colour-field "Fichas: N100×10 = 1000  _"
e2e_keys Enter
e2e_wait colour-change-made "Pagador: ¡Cambio de 1000! 10×100. (asiento 2, Beto)"
e2e_wait colour-float-after "N100 90 P500 2 A1000 61"
# Up to Beto's payment; his 900 paid with nine of 100.
play_key "$f" 3 13
press_choice "1000 a Banca: ¿con qué fichas paga?"
e2e_type "9N"
e2e_keys Enter
e2e_wait colour-wrong "Fichas equivocadas. Usted: 1000 a Banca: paga 900: 9×100."
e2e_wait colour-correct "Correcto: 1000 a Banca: paga 900: 1×500, 4×100."
e2e_wait colour-why "900 son 1 de 500 y 4 de 100; usted dio 9 de 100."
e2e_wait colour-article "8.4.2.6.3.3)"
e2e_keys Enter
# Play goes on from the correct payment: one 500 left.
e2e_wait colour-float-paid "N100 86 P500 1 A1000 61"
e2e_wait colour-arrastre "Arrastre 500"
e2e_keys q
e2e_keys Enter
e2e_wait colour-summary "Resumen:"

# NO_COLOR: the same chips by their letters, no colour behind them; the
# drill played through to its end.
NO_COLOR=1
e2e_start "$f"
e2e_wait mono-start "Pulse Enter para empezar."
e2e_keys Enter
e2e_wait mono-float "$float"
sgr=$(pane_sgr P500)
case $sgr in
*"[4"[0-7]"m"|*"[48;5;"*"m") fail mono-chip-letters "P500 drawn in a colour under NO_COLOR ('$sgr')" ;;
*) pass mono-chip-letters ;;
esac
play_key "$f" 1 '$'
e2e_wait mono-summary "Resumen:"
e2e_wait mono-all-right "Sin errores."
e2e_keys q
e2e_wait mono-finished "Terminado: "
e2e_keys q
e2e_wait_exit mono-exit-0 0
finish
