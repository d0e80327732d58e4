#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# progress_tui.sh: the trainer remembers.  A drill done in the trainer is
# stored under the trainee (the login name unless told otherwise); the
# Progress screen then shows a bar and a sparkline per skill, the
# weakest skill and the coup got wrong, which Enter opens again.
# Settings changed on the Settings screen, and the name told on the
# Progress screen, are there at the next run; practice is stored too; a
# settings file with an error is told on stderr with its place, and the
# trainer opens on the defaults.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=en
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
USER=e2e-trainee; export USER
drill="$e2e_data/scenarios/e2e-drill-payouts.yaml"
settings="$XDG_CONFIG_HOME/crupier/settings.yaml"

# 1. A drill with one mistake, from the command line.
e2e_start "$drill"
e2e_wait drill-instructions "Press Enter to start."
e2e_keys Enter
e2e_wait_gone drill-started "Press Enter to start."
play_key "$drill" 1 1
press_choice "The safety cut card goes in with 5 cards below it."
e2e_wait drill-mistake "Not that."
e2e_keys Enter
play_key "$drill" 3 '$'
e2e_wait drill-summary "Score"
e2e_keys q q
e2e_wait_exit drill-left 0
expect_contains drill-stored "e2e-trainee" \
	"$CRUPIER" results list --format csv

# 2. Progress: the name offered, then the figures and the weak spot.
e2e_start
e2e_wait menu "Progress"
e2e_keys g
e2e_wait name-offered "e2e-trainee"
e2e_keys Enter
e2e_wait progress-title "Progress of e2e-trainee"
e2e_wait progress-skill "Payouts"
e2e_wait progress-bar "█"
e2e_wait progress-accuracy "75%"
e2e_wait progress-spark "▆"
e2e_wait weakest "Weakest: Sabot and suite (75%)"
e2e_wait weak-spot "e2e-drill-payouts, coup 1: 1 mistake ("
e2e_keys Enter
e2e_wait spot-opens "Press Enter to start."
e2e_keys q
e2e_keys y 2>/dev/null
e2e_keys C-c
e2e_wait_exit progress-quit 130

# 3. Settings kept across two runs.
e2e_start
e2e_wait menu-again "Practice"
e2e_keys s
e2e_wait settings "Colours"
e2e_keys Down Down Down Enter
e2e_wait colours-off "off"
e2e_keys q q
e2e_wait_exit settings-quit 0
if grep -q "colours: false" "$settings" 2>/dev/null; then
	pass settings-saved
else
	fail settings-saved "$(cat "$settings" 2>&1)"
fi
e2e_start
e2e_wait menu-third "Practice"
e2e_keys s
e2e_wait colours-still-off "off"
e2e_keys q q
e2e_wait_exit third-quit 0
if grep -q '^trainee: "e2e-trainee"$' "$settings"; then
	pass trainee-saved
else
	fail trainee-saved "$(cat "$settings" 2>&1)"
fi

# 3b. The name told on the Progress screen is remembered: no question.
e2e_start
e2e_wait menu-fourth "Practice"
e2e_keys g
e2e_wait name-remembered "Progress of e2e-trainee"
if e2e_screen | grep -qF "Whose progress?"; then
	fail name-not-asked "the name was asked again"
else
	pass name-not-asked
fi
e2e_keys q

# 3c. Practice is stored too, once an action is done, as "practice".
e2e_wait menu-practice "Practice"
e2e_keys p
e2e_wait practice-instructions "Free practice on a random shoe"
e2e_keys Enter
e2e_wait practice-choices "Your action"
follow_hint
follow_hint
e2e_wait practice-right "0/2 right"
e2e_keys q
e2e_wait practice-leave "Leave practice?"
e2e_keys y
e2e_wait practice-summary "Summary: practice"
e2e_keys q
e2e_keys q
e2e_wait menu-after-practice "Main menu"
e2e_keys q
e2e_wait_exit practice-quit 0
expect_contains practice-stored ",practice,,iplyc,practice,false," \
	"$CRUPIER" results list --format csv

# 4. A broken settings file: told before the screen opens, and the
#    trainer does not start on defaults in its place (they would record
#    where the settings do not say); the file is not written over.
printf 'profile: iplyc\ncolour: true\n' >"$settings"
e2e_start
e2e_wait broken-told "settings.yaml:2:1:"
e2e_wait broken-refused "the settings cannot be used"
e2e_wait_exit broken-quit 1
if grep -q "^colour: true" "$settings"; then
	pass broken-kept
else
	fail broken-kept "the settings file was overwritten"
fi
finish
