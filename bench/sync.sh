#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# sync.sh: runs bench/bench_sync against a private PostgreSQL cluster
# (tests/pg/cluster.sh) and one SQLite file, in a temporary directory.
# Figures only.  BENCH_SYNC_ARGS passes --trainees, --sites, --actions.
[ -x ./bench/bench_sync ] || {
	echo "bench_sync: built without PostgreSQL: skipped"; exit 0; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/crupier-bench.XXXXXX") || exit 1
. "$top_srcdir/tests/pg/cluster.sh"
# 200 trainees, each a connection: more than the default 100.
pg_sql "ALTER SYSTEM SET max_connections = 300" >/dev/null &&
	pg_as "$pg_bin/pg_ctl" -D "$pg_dir/data" -w -t 60 \
		-l "$pg_dir/sock/server.log" restart >/dev/null 2>&1 || {
	echo "bench_sync: the server did not restart"; exit 1; }
"$CRUPIER" server init "$CRUPIER_PG_URI" >"$tmp/init.out" 2>&1 || {
	echo "bench_sync: server init failed:"; cat "$tmp/init.out"; exit 1; }
# A site whose server is down for the whole run: a socket directory
# where no server listens.
mkdir "$tmp/nowhere"
# shellcheck disable=SC2086
./bench/bench_sync --server "$CRUPIER_PG_URI" \
	--offline "postgresql:///crupier?host=$tmp/nowhere&port=$PGPORT&connect_timeout=2" \
	--sqlite "$tmp/one.db" --dir "$tmp" ${BENCH_SYNC_ARGS:-}
