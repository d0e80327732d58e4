#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# table_spanish.sh: the table in Spanish (LANGUAGE=es): the scenario's
# title and instructions in Spanish, the croupier's calls in the
# regulation's words (IPLyC 8.12: "¡No va más!", "¡Cartas!", "¡5 tiene
# voluntad!"), a mistake explained in Spanish with its article, and the
# summary.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=es
f="$lib/iplyc-lesson-1-values-totals.yaml"
e2e_start "$f"
e2e_wait es-title "Lección 1: el valor de los naipes y el puntaje"
e2e_wait es-instructions "Bienvenido a la mesa."
e2e_wait es-start "Pulse Enter para empezar."
e2e_keys Enter
e2e_wait es-seats "Sabot: 416 naipes"
e2e_wait es-bank "Banca: Ana, asiento 1 · 1000 · pase 1"
e2e_wait es-first-call "¡1000 en banca! ¡Hagan juego! (asiento 1, Ana)"
play_key "$f" 1 1
e2e_wait es-no-va-mas "¡No va más!"
play_key "$f" 2 3
e2e_wait es-cartas "Pagador: ¡Cartas!"

# The first card goes to Punto (IPLyC 7.6.1.1), not to Banca.
press_choice "Naipe para Banca"
e2e_wait es-wrong "No era eso. Usted: Naipe para Banca"
e2e_wait es-correct "Correcto: Naipe para Punto"
e2e_wait es-article "(IPLyC 7.6.1.1)"
# The explanation fits the mistake, in Spanish.
e2e_wait es-explanation "Este naipe es para Punto."
e2e_keys Enter
e2e_wait es-goes-on "Pagador: Naipe para Punto"
play_key "$f" 5 '$'
e2e_wait es-summary "Resumen: Lección 1"
e2e_wait es-summary-mistake "1 error:"
e2e_keys q
e2e_wait es-finished "Terminado: "
e2e_keys q
e2e_wait_exit es-exit-0 0

# The voluntad in the regulation's words.
f="$lib/iplyc-voluntad-pido.yaml"
e2e_start "$f"
e2e_wait es-voluntad-start "Pulse Enter para empezar."
e2e_keys Enter
play_key "$f" 1 9
e2e_wait es-voluntad "Pagador: ¡5 tiene voluntad!"
e2e_wait es-voluntad-holder "Beto          cartas"
finish
