#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# browse.sh: the Lessons, Drills by skill and Exam choosers list the
# library (tests/e2e/data/scenarios), show a broken file greyed with its
# first error instead of hiding it, search with '/', open a file by path,
# and hand a chosen scenario over to the table screen.
. "$top_srcdir/tests/e2e/lib.sh"

LANGUAGE=en
e2e_start
e2e_wait menu "Practice"

# Lessons: the lesson, and the broken file with its error.
e2e_keys l
e2e_wait lessons-title "Test lesson: totals" &&
	e2e_wait lessons-broken-listed "e2e-broken"
e2e_wait_gone lessons-no-drills "Test drill"
e2e_keys End
e2e_wait broken-first-error "e2e-broken.yaml:9:1: unknown key 'colour'"
e2e_keys Enter
e2e_wait broken-not-opened "cannot be opened"
e2e_keys q
e2e_wait lessons-back "Main menu"

# Drills by skill: the skills with their counts, search, the drills.
e2e_keys d
e2e_wait skills "Voluntad of five" && e2e_wait skills-count "1 drill"
e2e_keys / && e2e_type pay
e2e_wait skills-search "Search: pay"
e2e_wait_gone skills-filtered "Voluntad of five"
e2e_keys Enter Enter
e2e_wait drills-of-skill "Test drill: MIDI payouts" &&
	e2e_wait drills-profile "lnse-midi"
e2e_wait_gone drills-only-skill "Test drill: voluntad"
e2e_keys q
e2e_wait drills-back "Payouts"
e2e_keys Escape Escape
e2e_wait skills-back "Main menu"

# Exam: the exams and "Open a file...", by path.
e2e_keys e
e2e_wait exam-list "Test exam" && e2e_wait exam-open-entry "Open a file..."
e2e_keys o
e2e_wait exam-field "File:"
e2e_type "$e2e_data/scenarios/e2e-broken.yaml"
e2e_keys Enter
e2e_wait exam-path-error "e2e-broken.yaml:9:1: unknown key"
e2e_keys C-u
e2e_type "$tmp/nothing-here.yaml"
e2e_keys Enter
e2e_wait exam-path-missing "nothing-here.yaml"
e2e_keys Escape
e2e_wait_gone exam-field-closed "File:"

# A valid exam goes to the table screen: the chooser leaves the screen.
e2e_keys Down Enter
e2e_wait_gone exam-opens-table "o: open a file"
finish
