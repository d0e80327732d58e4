#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# uri.sh: --db and $CRUPIER_DB take a PostgreSQL address as a server,
# never as a file (no folder "postgresql:" made); --version says whether
# this build has PostgreSQL; the test cluster (tests/pg/cluster.sh) starts
# and answers.
. "$top_srcdir/tests/lib.sh"

cd "$tmp" || exit 99
# A file-only command given an address: a clear error, nothing created.
"$CRUPIER" results import --db 'postgresql://nowhere.invalid/x' \
	--code-file /dev/null "$tmp" >"$tmp/imp.out" 2>&1
if [ -e "$tmp/postgresql:" ]; then
	echo "FAIL no-folder: a folder postgresql: was made"
	failures=$((failures + 1))
else
	echo "ok no-folder"
fi
if [ "$CRUPIER_HAVE_POSTGRESQL" = yes ]; then
	expect_contains version-pg "PostgreSQL: yes" "$CRUPIER" --version
else
	expect_contains version-pg "PostgreSQL: no" "$CRUPIER" --version
	expect_contains without-pg-refused "built without PostgreSQL" \
		env CRUPIER_DB='postgres://x/y' "$CRUPIER" results list
	[ "$failures" -eq 0 ] || exit 1
	echo "no PostgreSQL in this build: the cluster part skipped"
	exit 0
fi
[ "$failures" -eq 0 ] || exit 1

. "$top_srcdir/tests/pg/cluster.sh"
if pg_sql "SELECT current_user" | grep -qx postgres; then
	echo "ok cluster"
else
	echo "FAIL cluster: psql did not reach the test cluster"
	failures=$((failures + 1))
fi
[ "$failures" -eq 0 ] || exit 1
exit 0
