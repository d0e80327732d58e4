#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# table_hint.sh: a hint teaches for one step and is counted.  In a drill
# with hints, Tab shows the hint; the action done after it is recorded
# with it, counts as not right and is said so; the next step shows no
# hint; the summary says how many actions were done after a hint, and
# the stored result lists the action with "(hint)", and the progress
# counts it.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=en
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
start_scenario iplyc-dealing-order
e2e_wait table-choices "Your action"

follow_hint
e2e_wait hinted-not-right "0/1 right"
# Said as it counts, not "Right.".
e2e_wait hinted-said "Right, after a hint: it does not count as right."
if e2e_screen | grep -qF " Hint: "; then
	fail hint-one-step "the hint is still shown at the next step:"
	e2e_screen | sed 's/^/  | /'
else
	pass hint-one-step
fi
play_key "$lib/iplyc-dealing-order.yaml" 2 '$'

e2e_wait summary "Summary: Dealing: every card to its side"
e2e_wait summary-hint "1 action done after a hint (0 free): not counted right."
e2e_wait summary-verdict "pass mark 80%: PASSED"
e2e_keys q
e2e_wait table-finished "Finished: "
e2e_keys q
e2e_wait_exit leaves-with-0 0
expect_contains hint-stored "(hint)" "$CRUPIER" results show 1
expect_contains hint-counted "Actions done after a hint: 1 (0 free)." \
	"$CRUPIER" results show 1
# ... and in the trainee's progress.
trainee=$("$CRUPIER" results list --format csv | awk -F, 'NR == 2 { print $2 }')
expect_contains hint-progress "(1 after a hint)" \
	"$CRUPIER" results progress "$trainee"
finish
