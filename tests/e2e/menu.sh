#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# menu.sh: the main menu in English and in Spanish, its "?" help, its
# letters, and q leaving with status 0.
. "$top_srcdir/tests/e2e/lib.sh"

LANGUAGE=en
e2e_start
e2e_wait menu-en "Practice" &&
	e2e_wait menu-en-entries "Drills by skill" &&
	e2e_wait menu-en-quit "Quit"
e2e_keys "?"
e2e_wait help-shows "Keys of this screen" &&
	e2e_wait help-keys "move between the entries"
e2e_keys Space
e2e_wait_gone help-closes "Keys of this screen"
# The first start: the cursor on the lessons, with a line saying what
# to do.
e2e_wait first-start-lessons "Guided lessons"
e2e_wait first-start-line "New here? Press Enter: the lessons open"
# Down moves the selection, and the line about the entry follows it.
e2e_keys Down
e2e_wait menu-down "Short drills of one skill"
e2e_wait_gone first-start-line-gone "New here?"
# The letter of Settings in English.
e2e_keys s
e2e_wait letter-opens-settings "Card suits"
e2e_keys q
e2e_wait back-to-menu "Main menu"
e2e_keys q
e2e_wait_exit quit-status-0 0

LANGUAGE=es
e2e_start
e2e_wait menu-es "Práctica" &&
	e2e_wait menu-es-entries "Ejercicios por habilidad" &&
	e2e_wait menu-es-quit "Salir"
# Spanish has letters of its own: c opens Configuración, s quits.
e2e_keys c
e2e_wait letter-es-settings "Idioma"
e2e_keys Escape
e2e_wait back-to-menu-es "Menú principal"
e2e_keys s
e2e_wait_exit quit-es-status-0 0
finish
