#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# procedure_hint.sh: on a procedure screen, as at the table, a hint shows
# what the step due asks for that step only, and is recorded with its
# action: nothing of the steps is on the screen before
# Tab, the step's text and article after it, gone once the step is done;
# the action is not counted right and the summary tells the hint.
. "$top_srcdir/tests/e2e/lib.sh"

cp -R "$top_srcdir/data/procedures" "$e2e_data/" || exit 99
scenario="$top_srcdir/scenarios/iplyc-shuffle-opening.yaml"

LANGUAGE=en
e2e_start "$scenario"
e2e_wait opens "Step 1: which step comes now? (Tab: a" || finish
if e2e_screen | grep -qE '8\.7\.1\.1|Riffles |two decks at a time'; then
	fail no-hint-before-tab "the step is given away before Tab:"
	e2e_screen | sed 's/^/  | /'
else
	pass no-hint-before-tab
fi
e2e_keys Tab
e2e_wait hint-article "Step 1 (1 of 4) · IPLyC 8.7.1.1.1"
e2e_wait hint-text "two decks at a time"
# b: the right riffle (decks 2, riffles 1, fans 2).
e2e_keys b
e2e_wait hint-one-step "Step 1: which step comes now? (Tab: a"
e2e_wait hint-counted "0/1 right"
if e2e_screen | grep -qE 'IPLyC 8\.7\.1\.1\.1 *$|two decks at a time'; then
	fail hint-gone "the hint stayed after the step:"
	e2e_screen | sed 's/^/  | /'
else
	pass hint-gone
fi
# Without Tab, the next riffle (c now: the list turns) is counted right.
e2e_keys c
e2e_wait no-hint-right "1/2 right"
e2e_keys q
e2e_wait confirm "Press q again to leave"
e2e_keys q
e2e_wait summary-hint "1 action done after a hint"
e2e_keys q
e2e_wait left "You left before the end."
e2e_keys q
e2e_wait_exit leaves 0
finish
