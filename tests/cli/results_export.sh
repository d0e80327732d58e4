#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# results_export.sh: `crupier results export` on the three sealed results
# of tests/golden/results-fixtures: CSV (one column per skill, RFC 4180:
# the trainee `Pérez, "Tito"` quoted), JSON, xAPI statements one a line,
# the filters, the usage errors; and the figures agree with `results
# list` (the same attempts, the same skill percents).
. "$top_srcdir/tests/lib.sh"

cp -R "$top_srcdir/tests/golden/results-fixtures" "$tmp/fixtures"
chmod -R u+w "$tmp/fixtures"
cd "$tmp" || exit 99
CRUPIER_DB="$tmp/supervisor.db"; export CRUPIER_DB
"$CRUPIER" results import --code-file=fixtures/code fixtures >"$tmp/import.out" 2>&1 ||
	{ echo "cannot import the fixtures:"; cat "$tmp/import.out"; exit 99; }

golden results-export-csv 0 "$CRUPIER" results export
golden results-export-json 0 "$CRUPIER" results export --format=json
golden results-export-xapi 0 "$CRUPIER" results export --format xapi
golden results-export-trainee 0 "$CRUPIER" results export \
	--trainee 'Pérez, "Tito"'
golden results-export-none 0 "$CRUPIER" results export --format json \
	--since 2099-01-01
golden results-export-bad-format 2 "$CRUPIER" results export --format table
golden results-export-extra 2 "$CRUPIER" results export now

# One statement a line, as many as attempts; each line one JSON object.
"$CRUPIER" results export --format xapi >"$tmp/x.jsonl"
n=$(wc -l <"$tmp/x.jsonl")
objects=$(grep -c '^{"id":"[0-9a-f-]\{36\}","actor":{.*},"verb":{.*},"object":{.*},"result":{.*},"context":{.*},"timestamp":"[0-9T:Z-]*"}$' "$tmp/x.jsonl")
if [ "$n" = 3 ] && [ "$objects" = 3 ]; then
	echo "ok results-export-xapi-lines"
else
	echo "FAIL results-export-xapi-lines: $objects statements in $n lines"
	failures=$((failures + 1))
fi

# The skill columns say what `results list --format csv` says (there,
# the verdict's three columns come after them).
"$CRUPIER" results list --format csv | tr -d '\r' |
	awk -F, 'NR > 1 { print $(NF-8) $(NF-7) $(NF-6) $(NF-5) $(NF-4) $(NF-3) }' \
	>"$tmp/list.skills"
"$CRUPIER" results export | tr -d '\r' |
	awk -F, 'NR > 1 { print $(NF-5) $(NF-4) $(NF-3) $(NF-2) $(NF-1) $NF }' \
	>"$tmp/export.skills"
if cmp -s "$tmp/list.skills" "$tmp/export.skills"; then
	echo "ok results-export-agrees-with-list"
else
	echo "FAIL results-export-agrees-with-list"
	diff "$tmp/list.skills" "$tmp/export.skills"
	failures=$((failures + 1))
fi
finish
