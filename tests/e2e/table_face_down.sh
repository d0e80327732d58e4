#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# table_face_down.sh: nothing the trainee must not know yet is on the
# table.  While Punto decides on a 5 (the voluntad asked, the holder's
# answer ratified), Banca's cards lie face down: the banker turns them only
# once Punto has resolved (IPLyC 7.6.5, TRAD 24); the croupier does not
# name the cards he deals face down.  And a card to be dealt is not named
# by any choice before it is dealt.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=es

f="$lib/iplyc-voluntad-pido.yaml"
e2e_start "$f"
e2e_wait instructions "Pulse Enter para empezar." || finish
e2e_keys Enter
e2e_wait_gone started "Pulse Enter para empezar."

# Before "¡Cartas!" is done, the deal's choices name no card.
at=$(judge_key "$f" | grep -n '^Naipe para Punto:' | head -n 1 | cut -d: -f1)
[ -n "$at" ] || { fail key "no card dealt in the key"; finish; }
play_key "$f" 1 $((at - 1))
e2e_wait deal-due "Naipe para Punto"
if e2e_screen | grep -E '^ (>| ) .  Naipe para (Punto|Banca):'; then
	fail deal-names-no-card "a choice names the card to be dealt:"
	e2e_screen | sed 's/^/  | /'
else
	pass deal-names-no-card
fi

# "¡5 tiene voluntad!" and its ratification: Banca's cards face down.
at=$(judge_key "$f" | grep -n '^¡5 tiene voluntad!' | head -n 1 | cut -d: -f1)
play_key "$f" "$(( $(actions_done) + 1 ))" "$at"
e2e_wait answer "Beto (2): ¡Pido!"
if e2e_screen | grep -A1 -E 'BANCA' | grep -qF 'boca abajo' &&
   ! e2e_screen | grep -E 'BANCA' | grep -qE '[0-9JQKA][♠♥♦♣SHDC] '; then
	pass banca-face-down-on-voluntad
else
	fail banca-face-down-on-voluntad "Banca's cards are seen before Punto resolved:"
	e2e_screen | sed 's/^/  | /'
fi

# The first four cards are dealt face down: the call log does not name
# them either.
if e2e_screen | grep -qE 'Pagador: Naipe para (Punto|Banca): '; then
	fail deal-not-named "the call log names a card dealt face down:"
	e2e_screen | sed 's/^/  | /'
else
	pass deal-not-named
fi

# Once Punto has drawn (ratified and dealt), Banca turns its cards.
play_key "$f" $((at + 1)) $((at + 2))
e2e_wait_gone banca-turned "boca abajo"

finish
