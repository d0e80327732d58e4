#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# results_pg.sh: tests/cli/results.sh's listings on the other back end:
# the same three sealed results imported into a SQLite file, copied as
# they are to a results server (pg_load, as its administrator), judged as
# claimed, and listed and shown from the server with
# --db URI must match the very goldens of the file; every field of every
# attempt, action, skill and scoring read back the same (pg_same).
. "$top_srcdir/tests/lib.sh"
if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
. "$top_srcdir/tests/pg/cluster.sh"

cp -R "$top_srcdir/tests/golden/results-fixtures" "$tmp/fixtures"
chmod -R u+w "$tmp/fixtures"
cd "$tmp" || exit 99
"$CRUPIER" results import --db "$tmp/file.db" --code-file=fixtures/code \
	fixtures >/dev/null || exit 99
# Each attempt's uuid: the outbox's migration (sync) gives them; without
# it yet, made here.
if [ "$(sqlite3 "$tmp/file.db" "SELECT count(*) FROM pragma_table_info('attempts') WHERE name = 'uuid'")" = 0 ]; then
	sqlite3 "$tmp/file.db" "ALTER TABLE attempts ADD COLUMN uuid TEXT" || exit 99
fi
sqlite3 "$tmp/file.db" "UPDATE attempts SET uuid = lower(hex(randomblob(4)))
	|| '-' || lower(hex(randomblob(2))) || '-4' ||
	substr(lower(hex(randomblob(2))), 2) || '-a' ||
	substr(lower(hex(randomblob(2))), 2) || '-' ||
	lower(hex(randomblob(6))) WHERE uuid IS NULL" || exit 99
"$CRUPIER" server init "$CRUPIER_PG_URI" >/dev/null || exit 99
"$top_builddir/tests/pg/pg_load" "$tmp/file.db" "$CRUPIER_PG_URI" >/dev/null || exit 99
# Judged as claimed, the verdicts written here as its administrator: a
# sealed result keeps each action's words, not the key picked and the
# amount typed that crupier server judge replays, so the judge could not
# judge these (it judges genuine attempts in tests/pg/judge.sh and
# tests/pg/server.sh).  The readers show the verdicts table's verdict.
pg_sql "INSERT INTO verdicts (attempt, status, score, pass_mark, passed,
	time_exceeded, timed_out, fail_reason, fail_skill, critical,
	max_critical, hints, free_hints, judge) SELECT id, status, score,
	pass_mark, coalesce(passed, 0), time_exceeded, timed_out, fail_reason,
	fail_skill, critical, max_critical, hints, free_hints, 'postgres' FROM
	attempts WHERE status <> 'in_progress'" >/dev/null || exit 99

same=$("$top_builddir/tests/pg/pg_same" "$tmp/file.db" "$CRUPIER_PG_URI" 2>&1)
if [ "$same" = "same 3" ]; then
	echo "ok same-fields"
else
	echo "FAIL same-fields: $same"
	failures=$((failures + 1))
fi
CRUPIER_DB=$CRUPIER_PG_URI; export CRUPIER_DB
golden results-list-table 0 "$CRUPIER" results list
golden results-list-csv 0 "$CRUPIER" results list --format csv
golden results-list-json 0 "$CRUPIER" results list --format=json
golden results-list-trainee 0 "$CRUPIER" results list --format csv \
	--trainee 'Pérez, "Tito"'
golden results-list-scenario 0 "$CRUPIER" results list --format csv \
	--scenario midi-exam
golden results-list-since 0 "$CRUPIER" results list --since 2099-01-01
# The supervisor sees the key with the exam code (results_release.sh).
golden results-show 0 "$CRUPIER" results show --code-file=fixtures/code 2
golden results-show-missing 1 "$CRUPIER" results show 99
# The server releases an attempt to a supervisor of its site or to its
# administrator (here the superuser; each role: tests/pg/release_pg.sh),
# without the exam code: then show prints its key without the code.
expect_contains release-admin "Attempt 2 released" \
	"$CRUPIER" results release 2 </dev/null
expect_contains release-shown "Released to the trainee: " \
	"$CRUPIER" results show 2
finish
