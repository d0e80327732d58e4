#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# heatmap.sh: `crupier results heatmap` on drills run from answers files
# (their actions carry their situation cells): Ana misses Banca's draws
# and the payments of iplyc-drawing-banca-6, Beto makes no mistake.  The
# map of one trainee, of a list, of the whole database, in Spanish, as
# JSON (each cell's median time, which a loaded machine moves by a few
# milliseconds, written MS); colour only when asked (never on a pipe,
# never under NO_COLOR); a class in a database without classes; the usage
# errors.
. "$top_srcdir/tests/lib.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"

CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
run() {
	name=$1; scenario=$2; shift 2
	answers "$scenario" "$@" >"$tmp/$name.answers"
	"$CRUPIER" exam "$top_srcdir/scenarios/$scenario.yaml" \
		--code-file "$tmp/code" --answers "$tmp/$name.answers" \
		--trainee "$name" --results-dir "$tmp" >"$tmp/$name.out" 2>&1
}
run Ana iplyc-drawing-banca-6 banca_draws pay
run Beto iplyc-drawing-banca-6
[ -s "$tmp/results.db" ] || { echo "no database made"; exit 99; }

golden heatmap-trainee 0 "$CRUPIER" results heatmap Ana
golden heatmap-list 0 "$CRUPIER" results heatmap Ana Beto
golden heatmap-all 0 "$CRUPIER" results heatmap
LANGUAGE=es golden heatmap-trainee-es 0 "$CRUPIER" results heatmap Ana
# heatmap_json TRAINEE...: the map as JSON, median times written MS.
heatmap_json() {
	"$CRUPIER" results heatmap --format=json "$@" >"$tmp/heatmap.json" 2>&1
	st=$?
	sed -E 's/("median_ms": )[0-9]+/\1MS/' "$tmp/heatmap.json"
	return $st
}
golden heatmap-json 0 heatmap_json Ana Beto

esc=$(printf '\033')
"$CRUPIER" results heatmap --color=always Ana >"$tmp/colour.out" 2>&1
if grep -q "$esc\[1;31mX" "$tmp/colour.out"; then
	echo "ok heatmap-colour-always"
else
	echo "FAIL heatmap-colour-always: no red X"; failures=$((failures + 1))
fi
NO_COLOR=1 "$CRUPIER" results heatmap Ana >"$tmp/nocolour.out" 2>&1
if grep -q "$esc" "$tmp/nocolour.out"; then
	echo "FAIL heatmap-no-color: escapes under NO_COLOR"
	failures=$((failures + 1))
else
	echo "ok heatmap-no-color"
fi
cmp -s "$tmp/nocolour.out" "$golden_dir/heatmap-trainee.out" &&
	echo "ok heatmap-no-color-same" ||
	{ echo "FAIL heatmap-no-color-same"; failures=$((failures + 1)); }

golden heatmap-no-such-class 1 "$CRUPIER" results heatmap --class=Mañana
golden heatmap-class-and-trainee 2 "$CRUPIER" results heatmap --class=M Ana
golden heatmap-bad-format 2 "$CRUPIER" results heatmap --format=csv
golden heatmap-bad-color 2 "$CRUPIER" results heatmap --color=sometimes
cd "$tmp" && golden heatmap-no-db 1 "$CRUPIER" results heatmap --db=none.db Ana
finish
