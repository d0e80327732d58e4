#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# screens.sh: nothing cut at 80x24, the documented minimum, nor at
# 120x40.  Each screen a trainee meets is captured at both sizes, in
# Spanish (the longer words): the first start's menu, the lessons, two
# lessons' summaries saying what comes next, a drill's explanation of a
# mistake, its summary, Progress and its mastery, the class's live view,
# the timed payment drill, and an exam's question before leaving.  A
# screen fails on a word cut: the trainer marks every text it has to
# cut with an ellipsis (app_draw_text, app_draw_wrapped, the table's
# lines), never cutting in silence.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=es
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
unset CRUPIER_DB
cp "$top_srcdir/scenarios/iplyc-lesson-1-values-totals.yaml" \
	"$top_srcdir/scenarios/iplyc-lesson-2-dealing-naturals.yaml" \
	"$top_srcdir/scenarios/iplyc-lesson-3-punto-voluntad.yaml" \
	"$top_srcdir/scenarios/iplyc-rotation-suite.yaml" \
	"$e2e_data/scenarios/" || exit 99

rm -f "$e2e_data"/scenarios/e2e-lesson-totals.yaml

# uncut NAME [LINES]: the screen (its first LINES lines, default all) at
# this size has no cut word; then the same at the other size.
uncut_here() {
	cols=$(e2e_pane '#{pane_width}')
	e2e_screen | head -n "${2:-200}" >"$tmp/screen"
	bad=$(grep -n -E '…( |$)' "$tmp/screen")
	if [ -n "$bad" ]; then
		fail "$1-${cols}" "a word cut:"
		printf '%s\n' "$bad" | sed 's/^/  | /'
	else
		pass "$1-${cols}"
	fi
}
uncut() {
	uncut_here "$1" "${2:-200}"
	e2e_resize 120 40
	e2e_nap 4; e2e_nap 4; e2e_nap 4
	uncut_here "$1" "${3:-${2:-200}}"
	e2e_resize 80 24
	e2e_nap 4; e2e_nap 4; e2e_nap 4
}

e2e_start
e2e_wait menu "Menú principal"
e2e_wait first-start "¿Es nuevo?"
uncut menu
e2e_keys Enter
e2e_wait lessons "Lección 1"
# The list and the lesson's own lines above its description.
uncut lessons 16 32
# Lessons 1 and 2 played: their summaries say what comes next.
for lesson in 1-values-totals 2-dealing-naturals; do
	e2e_keys Enter
	e2e_wait "lesson-$lesson-start" "Pulse Enter"
	e2e_keys Enter
	e2e_wait_gone "lesson-$lesson-started" "Pulse Enter"
	play_key "$lib/iplyc-lesson-$lesson.yaml" 1 '$'
	e2e_wait "lesson-$lesson-summary" "Resumen"
	e2e_wait "lesson-$lesson-next" "Lecciones"
	uncut "lesson-$lesson-summary"
	e2e_keys q q
	e2e_wait "lesson-$lesson-back" "Lección 2"
	e2e_keys Down
done
e2e_keys q
e2e_wait menu-again "Menú principal"

# A drill: a mistake explained with its article, then its summary.
e2e_start "$e2e_data/scenarios/iplyc-rotation-suite.yaml"
e2e_wait suite-instructions "Enter"
uncut suite-instructions
e2e_keys Enter
e2e_wait suite-table "Su acción"
uncut suite-table
e2e_keys n
e2e_wait suite-explained "IPLyC"
uncut suite-explanation
e2e_keys Space
e2e_wait_gone suite-going-on "Pulse cualquier tecla"
e2e_keys q
e2e_wait suite-leave "Salir de este escenario?"
uncut suite-leave
e2e_keys Enter
e2e_wait suite-summary "Resumen"
uncut suite-summary
e2e_keys q
e2e_keys q

# Progress, with its mastery lines: the name asked (the login offered),
# the lessons' figures, the mastery of each skill.
e2e_start
e2e_wait menu-3 "Menú principal"
e2e_keys g
e2e_wait progress "Progreso"
uncut progress-name
e2e_keys Enter
e2e_wait progress-of "Progreso de"
uncut progress
e2e_keys m
e2e_wait mastery "acciones"
uncut mastery
e2e_keys q q q

# The class's live view, a trainee of the class with a long name.
"$CRUPIER" class create Mañana >/dev/null &&
"$CRUPIER" class add Mañana "María de los Ángeles Fernández" \
	--login maria >/dev/null || exit 99
e2e_start
e2e_wait menu-5 "Menú principal"
e2e_keys a
e2e_wait class "Clase Mañana"
uncut class
e2e_keys q q

# The timed payment drill.
e2e_start
e2e_wait menu-4 "Menú principal"
e2e_keys e
e2e_wait skills "Elija una habilidad"
n=0
while ! e2e_screen | grep -q "^ > Pagos"; do
	e2e_keys Down
	n=$((n + 1))
	[ $n -gt 12 ] && break
	e2e_nap 3
done
e2e_keys Enter
e2e_wait payouts "Pagos cronometrados"
e2e_keys Down
e2e_keys Enter
e2e_wait pay-drill "Pague estas 7 apuestas"
uncut pay-drill
e2e_keys a
e2e_type 1
e2e_keys Enter
# One word: the verdict wraps where the bets' words put it.
e2e_wait pay-drill-told "debían"
uncut pay-drill-told

# An exam's question before leaving.
printf 'the supervisor of the tests\n' >"$tmp/code"
e2e_start exam "$e2e_data/scenarios/e2e-exam.yaml" --code-file "$tmp/code" \
	--trainee Ana --results-dir "$tmp/results"
e2e_wait exam-start "Enter"
e2e_keys Enter
e2e_wait exam-table "Su acción"
e2e_keys q
e2e_wait exam-leave "¿Salir del examen?"
uncut exam-leave
e2e_keys DC
e2e_wait exam-abandon "¿Abandonar el examen del todo?"
uncut exam-abandon
finish
