#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# settings.sh: Settings switches the language on screen at once, and the
# cards between Unicode suits and letters.
. "$top_srcdir/tests/e2e/lib.sh"

LANGUAGE=en
e2e_start
e2e_wait menu "Practice"
e2e_keys s
e2e_wait settings "Language" && e2e_wait settings-unicode "9♠"
e2e_keys Down Right
e2e_wait language-es "Idioma" && e2e_wait language-es-name "Español"
e2e_keys q
e2e_wait menu-now-es "Práctica" && e2e_wait menu-es-status "Idioma: Español"
# And back, with the Spanish letter of Configuración.
e2e_keys c
e2e_wait settings-es "Palos de los naipes"
e2e_keys Down Left
e2e_wait language-en "Card suits"
# ASCII suits.
e2e_keys Down Enter
e2e_wait cards-ascii "letters (ASCII)" && e2e_wait cards-ascii-sample "9S"
e2e_wait_gone cards-no-symbols "9♠"
e2e_keys Space
e2e_wait cards-unicode-again "9♠"
finish
