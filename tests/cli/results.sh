#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# results.sh: `crupier results` on three sealed results kept in
# tests/golden/results-fixtures (sealed with the code in its file `code`;
# one trainee is named `Pérez, "Tito"` to exercise CSV quoting): import
# (again: a no-op), list as a table, CSV (RFC 4180, CRLF) and JSON, the
# filters, one attempt shown with every action and mistake, verify, and
# the usage errors.
. "$top_srcdir/tests/lib.sh"

cp -R "$top_srcdir/tests/golden/results-fixtures" "$tmp/fixtures"
chmod -R u+w "$tmp/fixtures"
cd "$tmp" || exit 99
CRUPIER_DB="$tmp/supervisor.db"; export CRUPIER_DB
code="--code-file=fixtures/code"

golden results-import 0 "$CRUPIER" results import $code fixtures
golden results-import-again 0 "$CRUPIER" results import $code fixtures
golden results-list-table 0 "$CRUPIER" results list
golden results-list-csv 0 "$CRUPIER" results list --format csv
golden results-list-json 0 "$CRUPIER" results list --format=json
golden results-list-trainee 0 "$CRUPIER" results list --format csv \
	--trainee 'Pérez, "Tito"'
golden results-list-scenario 0 "$CRUPIER" results list --format csv \
	--scenario midi-exam
golden results-list-since 0 "$CRUPIER" results list --since 2099-01-01
# The supervisor sees the key with the exam code (results_release.sh).
golden results-show 0 "$CRUPIER" results show $code 2

# RFC 4180: every record ends in CRLF, and nothing else does.
"$CRUPIER" results list --format csv >"$tmp/list.csv"
crlf=$(grep -c "$(printf '\r')\$" "$tmp/list.csv")
lines=$(wc -l <"$tmp/list.csv")
if [ "$crlf" = 4 ] && [ "$lines" = 4 ]; then
	echo "ok results-csv-crlf"
else
	echo "FAIL results-csv-crlf: $crlf CRLF in $lines lines"
	failures=$((failures + 1))
fi

file=$(ls fixtures/midi-exam_*.result)
golden results-verify 0 "$CRUPIER" results verify $code "$file"
printf 'not the code\n' >"$tmp/wrong"
expect_contains results-verify-wrong-code "invalid: wrong exam code" \
	"$CRUPIER" results verify --code-file="$tmp/wrong" "$file"
if "$CRUPIER" results verify --code-file="$tmp/wrong" "$file" 2>/dev/null
then
	echo "FAIL results-verify-wrong-code-status: exit 0"
	failures=$((failures + 1))
fi

golden results-bad-format 2 "$CRUPIER" results list --format xml
golden results-bad-since 2 "$CRUPIER" results list --since yesterday
golden results-bad-command 2 "$CRUPIER" results frobnicate
golden results-show-missing 1 "$CRUPIER" results show 99
golden results-show-bad-id 2 "$CRUPIER" results show x
finish
