#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# results_progress.sh: `crupier results progress` on the three sealed
# results of tests/golden/results-fixtures: a trainee with no mistake, per
# day and per attempt; one with mistakes (the weakest skills first, the
# weak spots with their articles), in English and Spanish; a trainee with
# no results; the usage errors.
. "$top_srcdir/tests/lib.sh"

cp -R "$top_srcdir/tests/golden/results-fixtures" "$tmp/fixtures"
chmod -R u+w "$tmp/fixtures"
cd "$tmp" || exit 99
CRUPIER_DB="$tmp/supervisor.db"; export CRUPIER_DB
"$CRUPIER" results import --code-file=fixtures/code fixtures >"$tmp/import.out" 2>&1 ||
	{ echo "cannot import the fixtures:"; cat "$tmp/import.out"; exit 99; }

golden results-progress-day 0 "$CRUPIER" results progress Ana
golden results-progress-attempt 0 "$CRUPIER" results progress --by=attempt Ana
golden results-progress-mistakes 0 "$CRUPIER" results progress \
	--by attempt 'Pérez, "Tito"'
LANGUAGE=es golden results-progress-mistakes-es 0 "$CRUPIER" results progress \
	--by attempt 'Pérez, "Tito"'
golden results-progress-midi 0 "$CRUPIER" results progress Beto
golden results-progress-unknown 0 "$CRUPIER" results progress Nobody
golden results-progress-no-trainee 2 "$CRUPIER" results progress
golden results-progress-bad-by 2 "$CRUPIER" results progress --by=week Ana
finish
