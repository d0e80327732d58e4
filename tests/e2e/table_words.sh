#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# table_words.sh: the table says what the players say.
# After "¡5 tiene voluntad!" the holder's "¡Pido!" or "¡Planto!" is on the
# screen, his name and seat with it, while the ratification is still the
# action due (IPLyC 8.4.2.4.1: the croupier ratifies what he heard); after
# "¿Alguien desea verla?" who wants the suite is on the screen before the
# croupier awards it (8.4.2.5); a large terminal shows the whole call log
# and the coups beside the table.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=es

# start NAME: the library's NAME.yaml on the table, past its instructions.
start() {
	e2e_start "$lib/$1.yaml"
	e2e_wait "$1-instructions" "Pulse Enter para empezar." || return 1
	e2e_keys Enter
	e2e_wait_gone "$1-started" "Pulse Enter para empezar."
}

# voluntad FILE ANSWER RATIFY: plays FILE's key up to "¡5 tiene
# voluntad!" and checks that the holder's ANSWER is on the screen before
# RATIFY is done.
voluntad() {
	f="$lib/$1.yaml"
	start "$1" || return
	at=$(judge_key "$f" | grep -n '^¡5 tiene voluntad!' | head -n 1 | cut -d: -f1)
	[ -n "$at" ] || { fail "$1-key" "no voluntad in the key"; return; }
	play_key "$f" 1 "$at" || return
	e2e_wait "$1-answer" "Beto (2): $2"
	if [ "$(actions_done)" = "$at" ] && [ -n "$(choice_key "$3")" ]; then
		pass "$1-before-ratify"
	else
		fail "$1-before-ratify" "the answer came after the ratification:"
		e2e_screen | sed 's/^/  | /'
	fi
	# The answer stands under the call it answers.
	if e2e_screen | grep -A1 -F 'Pagador: ¡5 tiene voluntad!' |
		grep -qF "Beto (2): $2"; then
		pass "$1-under-the-call"
	else
		fail "$1-under-the-call" "the answer is not under the call:"
		e2e_screen | sed 's/^/  | /'
	fi
	play_key "$f" $((at + 1)) $((at + 1))
}

voluntad iplyc-voluntad-pido "¡Pido!" "¡Pide con 5!"
voluntad iplyc-voluntad-planto "¡Planto!" "¡Planta con 5!"

# The suite: who wants to see it, before "¡Adjudicada!".
f="$lib/iplyc-rotation-suite.yaml"
start iplyc-rotation-suite
at=$(judge_key "$f" | grep -n '¿Alguien desea verla?' | head -n 1 | cut -d: -f1)
play_key "$f" 1 "$at"
e2e_wait suite-taker "¡Deseo verla"
if [ "$(actions_done)" = "$at" ]; then
	pass suite-before-award
else
	fail suite-before-award "the suite was awarded first"
fi

# A large terminal: the call log and the coups in a column of their own.
e2e_resize 160 48
e2e_wait wide-log "Lo que se dijo en la mesa"
e2e_wait wide-coups "Pases"
e2e_wait wide-offer "Pagador: ¡Suite de 2000! ¿Alguien desea verla?"
e2e_resize 80 24
e2e_wait_gone narrow-no-column "Lo que se dijo en la mesa"

finish
