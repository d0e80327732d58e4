#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# mastery_kept_pg.sh: `results progress` on a results server keeps each
# login's mastery walks (crupier.mastery_scan, learning/mastery_scan.c),
# so that a reading walks only the actions added since the last one;
# what it prints stays the file's, byte for byte: read once, read again
# from the kept walks, and after more attempts arrived.  Each login's
# walks are his own: another login reading the same trainee keeps
# walks of its own and sees no other's.
. "$top_srcdir/tests/lib.sh"
if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
. "$top_srcdir/tests/pg/cluster.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"
push="$top_builddir/tests/pg/pg_push"

"$CRUPIER" server init "$CRUPIER_PG_URI" >/dev/null &&
"$CRUPIER" server grant "$CRUPIER_PG_URI" ana --trainee >/dev/null &&
"$CRUPIER" server grant "$CRUPIER_PG_URI" bea --trainee >/dev/null ||
	exit 99
ana=$(pg_uri crupier ana)

# Ana's drills, recorded in a file and pushed under her role.
run() {
	scenario=$1; shift
	answers "$scenario" "$@" >"$tmp/answers"
	CRUPIER_DB="$tmp/file.db" CRUPIER_DATADIR="$top_srcdir/data" \
		"$CRUPIER" exam "$top_srcdir/scenarios/$scenario.yaml" \
		--code-file "$tmp/code" --answers "$tmp/answers" \
		--trainee ana --results-dir "$tmp" >/dev/null 2>&1 || exit 99
}
pushed() {
	"$push" "$tmp/file.db" "$ana" >/dev/null 2>&1 || exit 99
}
# same NAME [ROLE]: the server's progress of ana, read as ROLE (ana),
# is the file's.
same() {
	"$CRUPIER" results progress ana --db "$tmp/file.db" \
		>"$tmp/$1.file" 2>&1
	"$CRUPIER" results progress ana --db "$(pg_uri crupier "${2:-ana}")" \
		>"$tmp/$1.server" 2>&1
	if cmp -s "$tmp/$1.file" "$tmp/$1.server"; then
		pass "$1"
	else
		fail "$1" "the server's progress differs from the file's:"
		diff "$tmp/$1.file" "$tmp/$1.server" | sed 's/^/  | /'
	fi
}
# kept NAME LOGIN N: the server keeps N walks of LOGIN's.
kept() {
	n=$(pg_sql "SELECT count(*) FROM mastery_scan WHERE login = '$2'")
	if [ "$n" = "$3" ]; then
		pass "$1"
	else
		fail "$1" "$n walks of $2's kept, $3 wanted"
	fi
}

run iplyc-drawing-banca-6 banca_draws pay
run iplyc-drawing-banca-3
pushed
kept nothing-kept-yet ana 0
same first-reading
grep -q "Mastery" "$tmp/first-reading.server" ||
	fail first-reading-mastery "no mastery lines: $(cat "$tmp/first-reading.server")"
walks=$(pg_sql "SELECT count(*) FROM mastery_scan WHERE login = 'ana'")
if [ "$walks" -gt 0 ]; then
	pass walks-kept
else
	fail walks-kept "no walk of ana's kept"
fi
same from-the-kept-walks
kept kept-replaced ana "$walks"

# More attempts: walked on from where the kept walks stopped.
run iplyc-drawing-banca-6
run iplyc-drawing-banca-6 banca_draws
pushed
same after-more-attempts
last=$(pg_sql "SELECT max(last_attempt) FROM mastery_scan WHERE login = 'ana'")
newest=$(pg_sql "SELECT max(id) FROM attempts")
if [ "$last" = "$newest" ]; then
	pass walked-on
else
	fail walked-on "the kept walks stopped at attempt $last, not $newest"
fi

# The administrator reads the same, with walks of his own; ana sees
# only hers, and bea, who may not read ana's attempts, keeps none.
same administrator postgres
kept administrator-kept postgres "$walks"
kept ana-kept ana "$walks"
n=$("$pg_psql" -X -q -At -d crupier -U ana -c \
	"SELECT count(*) FROM mastery_scan WHERE login <> 'ana'")
if [ "$n" = 0 ]; then
	pass others-walks-unseen
else
	fail others-walks-unseen "ana sees $n walks of other logins"
fi
"$CRUPIER" results progress ana --db "$(pg_uri crupier bea)" \
	>"$tmp/bea.out" 2>&1
kept bea-kept-none bea 0
if grep -q "Mastery" "$tmp/bea.out"; then
	fail bea-sees-nothing "bea reads ana's mastery: $(cat "$tmp/bea.out")"
else
	pass bea-sees-nothing
fi
finish
