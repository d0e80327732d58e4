#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# table_practice.sh: practice from the main menu — the bots' table with
# the remate, a coup dealt following the hints (Tab), the score kept;
# a resize in the middle of play keeps the state and redraws at the new
# size, and back at 80x24 everything that matters fits; q asks, then the
# summary, then the menu again.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=en
e2e_start
e2e_wait menu "Practice"
e2e_keys p
e2e_wait practice-instructions "Free practice on a random shoe under the iplyc rules"
e2e_keys Enter
e2e_wait practice-table "Sabot: 416 cards"
e2e_wait practice-choices "Your action"

# Twenty actions by the hints: the remate, the cut, the first bets, the
# cards.
i=0
while [ "$i" -lt 20 ]; do
	follow_hint || break
	i=$((i + 1))
done
# Actions done after a hint count as not right (crupier-scenario(5)).
e2e_wait practice-dealt "0/20 right"

# A resize keeps everything: the same score, the same cards, the key bar
# on the last line of the new size.
cards=$(e2e_screen | grep -F "PUNTO" | sed 's/.*PUNTO//')
e2e_resize 110 32
n=$E2E_TICKS
while [ "$n" -gt 0 ] && ! e2e_screen | sed -n 32p | grep -qF "q: leave"; do
	e2e_nap $((E2E_TICKS - n))
	n=$((n - 1))
done
if e2e_screen | sed -n 32p | grep -qF "q: leave"; then
	pass resize-redraws
else
	fail resize-redraws "the key bar is not on line 32:"
	e2e_screen | sed 's/^/  | /'
fi
e2e_wait resize-keeps-score "0/20 right"
if [ "$(e2e_screen | grep -F "PUNTO" | sed 's/.*PUNTO//')" = "$cards" ]; then
	pass resize-keeps-cards
else
	fail resize-keeps-cards "Punto's cards changed:"
	e2e_screen | sed 's/^/  | /'
fi

# Back at 80x24: the title with the score, the seventh seat, the call
# line, the choices and the key bar all fit.
# The score was on the screen before the resize too: what is waited for
# is the whole screen redrawn at the new size (it may take a while on a
# loaded machine).
fits_small() {
	printf '%s\n' "$screen" | sed -n 24p | grep -qF "q: leave" &&
	printf '%s\n' "$screen" | grep -q "^  7  " &&
	printf '%s\n' "$screen" | grep -qF "Croupier: " &&
	printf '%s\n' "$screen" | grep -q "^ > .  " &&
	printf '%s\n' "$screen" | grep -qF "Discard tray: " &&
	printf '%s\n' "$screen" | grep -qF "BANCA "
}
e2e_resize 80 24
e2e_wait small-again "0/20 right"
n=$E2E_TICKS
screen=$(e2e_screen)
while [ "$n" -gt 0 ] && ! fits_small; do
	e2e_nap $((E2E_TICKS - n))
	n=$((n - 1))
	screen=$(e2e_screen)
done
if fits_small; then
	pass fits-80x24
else
	fail fits-80x24 "something is missing at 80x24:"
	printf '%s\n' "$screen" | sed 's/^/  | /'
fi

e2e_keys q
e2e_wait leave-asks "Leave practice? Your summary comes next."
e2e_keys y
e2e_wait summary "Summary: practice"
e2e_wait summary-right "0 of 20 actions right"
e2e_keys q
e2e_wait table-left "You left: 0 of 20 actions right."
e2e_keys q
e2e_wait back-to-menu "Main menu"
finish
