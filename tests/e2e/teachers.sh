#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# teachers.sh: a teacher's own material appears in the trainer's menus.
# A drill in $XDG_DATA_HOME/crupier/scenarios and a lesson in the school's
# folder (CRUPIER_SCHOOL_DIR, standing in for $(sysconfdir)/crupier/
# scenarios) are listed beside the shipped ones, with where each comes
# from; the teacher's copy of a shipped drill hides the shipped one; the
# first not done is marked "next"; every chooser has "Open a file...";
# and the teacher's drill opens on the table.
. "$top_srcdir/tests/e2e/lib.sh"

LANGUAGE=en
own="$XDG_DATA_HOME/crupier/scenarios"
school="$tmp/school"
mkdir -p "$own" "$school" || exit 99
cp "$top_srcdir"/tests/teachers/own/*.yaml "$own/" || exit 99
cp "$top_srcdir"/tests/teachers/school/*.yaml "$school/" || exit 99
CRUPIER_SCHOOL_DIR=$school; export CRUPIER_SCHOOL_DIR

e2e_start
e2e_wait menu "Practice"

# Lessons: the shipped lesson and the school's, and "Open a file...".
e2e_keys l
e2e_wait lessons-shipped "Test lesson: totals" &&
	e2e_wait lessons-school "School lesson: totals"
e2e_wait lessons-open-entry "Open a file..."
e2e_keys / && e2e_type School && e2e_keys Enter
e2e_wait lessons-school-origin "Your school's scenario:" &&
	e2e_wait lessons-school-path "$school/school-lesson-totals.yaml"
e2e_keys o
e2e_wait lessons-path-field "File:"
e2e_keys Escape
e2e_wait_gone lessons-field-closed "File:"
e2e_keys Escape q
e2e_wait lessons-back "Main menu"

# Drills by skill: voluntad has the teacher's two drills, and the shipped
# one his copy hides is gone.
e2e_keys d
e2e_wait skills-open-entry "Open a file..."
e2e_wait skills-count "2 drills"
e2e_keys / && e2e_type Volun && e2e_keys Enter Enter
e2e_wait own-drill "Teacher's drill: voluntad" &&
	e2e_wait own-copy "My voluntad drill"
e2e_wait_gone shipped-hidden "Test drill: voluntad on five"
e2e_wait next-marked "iplyc · next"
e2e_keys Down Down
e2e_wait own-origin "Your own scenario:" &&
	e2e_wait own-origin-file "$own/teacher-drill-voluntad.yaml"

# It opens on the table.
e2e_keys Enter
e2e_wait own-drill-opens "A drill the teacher wrote."
e2e_keys Enter
e2e_wait own-drill-plays "Sabot: "
e2e_wait_gone chooser-left "o: open a file"
finish
