#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# raw_text.sh: the trainer draws no control character and no bidi
# override.  A lesson file in the library whose name
# holds an OSC sequence (which, drawn raw, retitles the terminal) and
# whose title holds U+202E is listed broken, its name drawn with '?' for
# the controls, the pane's title unchanged, and its error shown the same
# way.
. "$top_srcdir/tests/e2e/lib.sh"

esc=$(printf '\033')
bel=$(printf '\007')
evil="$e2e_data/scenarios/e2e-x${esc}]2;owned${bel}.yaml"
printf 'id: e2e-evil\nkind: lesson\ntitle: {en: "Evil \342\200\256lesson"}\nplayers:\n  - {name: Ana, seat: 1}\n' >"$evil"

LANGUAGE=en
e2e_start
e2e_wait menu "Practice"
title_before=$(e2e_pane '#{pane_title}')
e2e_keys l
e2e_wait lessons-title "Test lesson: totals"
e2e_wait evil-name-cleaned "e2e-x?]2;owned?   "
if [ "$(e2e_pane '#{pane_title}')" = "$title_before" ]; then
	pass evil-name-no-retitle
else
	fail evil-name-no-retitle "the pane's title became '$(e2e_pane '#{pane_title}')'"
fi
e2e_keys End
e2e_wait evil-error-cleaned 'e2e-x?]2;owned?.yaml:3:19: control character U+202E'
if e2e_screen | LC_ALL=C grep -q "$(printf '\342\200\256')"; then
	fail evil-no-bidi-on-screen "U+202E is on the screen"
else
	pass evil-no-bidi-on-screen
fi
e2e_keys q q
finish
