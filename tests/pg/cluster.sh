# SPDX-License-Identifier: GPL-3.0-or-later
# cluster.sh: a private PostgreSQL cluster for one test.  Sourced (after
# tests/lib.sh, or alone):
#
#   . "$top_srcdir/tests/pg/cluster.sh"
#   "$CRUPIER" server init "$CRUPIER_PG_URI"
#   uri=$(pg_uri crupier ana)          # the same database as role ana
#   pg_sql "SELECT 1"                  # psql as the superuser
#   pg_create_db other                 # a second database
#
# It makes a cluster with initdb in a temporary directory, its data and
# its Unix socket there (no TCP: listen_addresses is empty), on a port no
# other server here uses, and starts it with pg_ctl.  PostgreSQL refuses
# to run as root: as root the cluster belongs to the user postgres
# (runuser -u postgres); otherwise to the user running the test.  Local
# connections are trusted, so a test connects as any role it makes (the
# school's server uses peer authentication instead: see HACKING).  The
# cluster is stopped and removed when the test exits (the EXIT trap, which
# also removes tests/lib.sh's $tmp).
#
# Exits 77 (skip) only when no PostgreSQL server binaries are installed;
# any other failure to start the cluster is an error (99).
#
# PG_CLUSTER_OPTS: more server options (-c name=value ...), for the
# benches' bulk loads.
#
# Exports: CRUPIER_PG_URI (database "crupier" as the superuser postgres),
# PGHOST, PGPORT, PGUSER, PGDATABASE, and pg_bin (the binaries).

pg_bin=""
for _d in ${CRUPIER_PG_BINDIR:-} /usr/lib/postgresql/*/bin /usr/local/pgsql/bin; do
	if [ -x "$_d/initdb" ] && [ -x "$_d/pg_ctl" ] && [ -x "$_d/postgres" ]; then
		pg_bin=$_d
	fi
done
if [ -z "$pg_bin" ]; then
	echo "no PostgreSQL server binaries (initdb, pg_ctl): skipped"
	exit 77
fi
pg_psql_bin=$pg_bin/psql
[ -x "$pg_psql_bin" ] || pg_psql_bin=$(command -v psql) || {
	echo "cluster.sh: psql not found"; exit 99; }

# Runs a command as the cluster's owner.
if [ "$(id -u)" -eq 0 ]; then
	pg_owner=postgres
	pg_as() { runuser -u postgres -- "$@"; }
else
	pg_owner=$(id -un)
	pg_as() { "$@"; }
fi

pg_dir=$(mktemp -d "${TMPDIR:-/tmp}/crupier-pg.XXXXXX") || exit 99
chmod 0755 "$pg_dir"
mkdir "$pg_dir/data" "$pg_dir/sock" || exit 99
if [ "$(id -u)" -eq 0 ]; then
	chown "$pg_owner" "$pg_dir/data" "$pg_dir/sock" || exit 99
fi

# The EXIT trap: the cluster stopped (immediate: its clients are ours),
# then what tests/lib.sh's trap did (its $tmp removed): dash cannot read
# the trap set before.
pg_cluster_stop() {
	if [ -f "$pg_dir/data/postmaster.pid" ]; then
		pg_as "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate -w stop \
			>/dev/null 2>&1
	fi
	rm -rf "$pg_dir"
}
trap 'pg_cluster_stop; if [ -n "${tmp:-}" ]; then rm -rf "$tmp"; fi' EXIT
trap 'exit 99' INT TERM HUP

# A port no server here listens on (the socket file's name carries it;
# with its own socket directory the cluster cannot clash, but a port of
# its own keeps an error message unambiguous).
pg_port_free() {
	! grep -qi ":$(printf '%04X' "$1") " /proc/net/tcp /proc/net/tcp6 \
		2>/dev/null
}
PGPORT=""
_i=0
while [ $_i -lt 50 ]; do
	_p=$(( 20000 + ($$ * 7 + _i * 131 + $(od -An -N2 -tu2 /dev/urandom)) % 40000 ))
	if pg_port_free "$_p"; then PGPORT=$_p; break; fi
	_i=$((_i + 1))
done
[ -n "$PGPORT" ] || { echo "cluster.sh: no free port"; exit 99; }

if ! pg_as "$pg_bin/initdb" -D "$pg_dir/data" -U postgres --auth=trust \
	-E UTF8 --locale=C.UTF-8 >"$pg_dir/initdb.log" 2>&1; then
	echo "cluster.sh: initdb failed:"; cat "$pg_dir/initdb.log"; exit 99
fi
if ! pg_as "$pg_bin/pg_ctl" -D "$pg_dir/data" -w -t 60 \
	-l "$pg_dir/sock/server.log" \
	-o "-p $PGPORT -k $pg_dir/sock -c listen_addresses= -c fsync=off \
${PG_CLUSTER_OPTS:-}" \
	start >"$pg_dir/pg_ctl.log" 2>&1; then
	echo "cluster.sh: the server did not start:"
	cat "$pg_dir/pg_ctl.log" "$pg_dir/sock/server.log" 2>/dev/null
	exit 99
fi

# The tests' psql finds crupier's tables without naming their schema
# (crupier); crupier itself sets its search_path, and an attacker's
# temporary tables still come first (pg_temp is searched first unless
# named).
pg_psql=$pg_dir/psql
printf '#!/bin/sh\nPGOPTIONS="-c search_path=crupier,public" exec "%s" "$@"\n' \
	"$pg_psql_bin" >"$pg_psql" && chmod 0755 "$pg_psql" || exit 99

PGHOST=$pg_dir/sock
PGUSER=postgres
PGDATABASE=crupier
export PGHOST PGPORT PGUSER PGDATABASE

# pg_uri DB [ROLE]: the URI of database DB as ROLE (default postgres).
pg_uri() {
	echo "postgresql:///$1?host=$PGHOST&port=$PGPORT&user=${2:-postgres}"
}
# pg_sql SQL [DB]: runs SQL as the superuser, stops at the first error,
# prints rows unaligned without headers.
pg_sql() {
	"$pg_psql" -X -q -At -v ON_ERROR_STOP=1 -d "${2:-crupier}" -c "$1"
}
# pg_create_db NAME: a new empty database.
pg_create_db() {
	pg_sql "CREATE DATABASE \"$1\"" postgres
}

pg_create_db crupier || { echo "cluster.sh: cannot create the database"; exit 99; }
CRUPIER_PG_URI=$(pg_uri crupier)
export CRUPIER_PG_URI
