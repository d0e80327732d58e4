#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# release_pg.sh: an exam's answer key on a results server stays sealed
# until a supervisor of the attempt's site releases the reviewed
# attempt, and the server, not the client, decides who may.  On a
# private cluster (tests/pg/cluster.sh), each role connecting as itself:
#   - with plain psql, crupier.attempt_release is refused to the trainee,
#     his teacher and the supervisor of another site (temporary tables
#     named like crupier's, pg_roles among them, change nothing), and so
#     is writing attempts.released directly;
#   - `crupier results release` says each refusal in words: not his
#     site's, not a supervisor, in progress, not judged yet;
#   - the supervisor of the site releases it (once; again: released
#     before), and only then do the trainee's own readers (show,
#     report) show the key;
#     the administrator may release too.
. "$top_srcdir/tests/lib.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"

if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
. "$top_srcdir/tests/pg/cluster.sh"
CRUPIER_TEST_MODE=1; export CRUPIER_TEST_MODE
cd "$tmp" || exit 99

check() {   # check NAME GOT EXPECTED
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
# refused NAME ROLE SQL TEXT: SQL as ROLE with plain psql fails, saying
# TEXT.
refused() {
	if "$pg_psql" -X -q -At -v ON_ERROR_STOP=1 -U "$2" -d crupier \
		-c "$3" >"$tmp/$1.out" 2>&1; then
		echo "FAIL $1: allowed"; cat "$tmp/$1.out"
		failures=$((failures + 1))
	elif ! grep -qF -- "$4" "$tmp/$1.out"; then
		echo "FAIL $1: refused without '$4':"; cat "$tmp/$1.out"
		failures=$((failures + 1))
	else
		echo "ok $1"
	fi
}
# cli_refused NAME TEXT COMMAND...: COMMAND exits 1 saying TEXT.
cli_refused() {
	name=$1; text=$2; shift 2
	"$@" >"$tmp/$name.out" 2>&1
	rc=$?
	if [ "$rc" = 1 ] && grep -qF -- "$text" "$tmp/$name.out"; then
		echo "ok $name"
	else
		echo "FAIL $name: exit $rc, wanted 1 and '$text':"
		cat "$tmp/$name.out"
		failures=$((failures + 1))
	fi
}
released() {   # released ID: the server's attempts.released, by whom
	pg_sql "SELECT coalesce(released_by, '-') || ' ' ||
		(released IS NOT NULL)::text FROM attempts WHERE id = $1"
}

"$CRUPIER" server init "$CRUPIER_PG_URI" >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" ana --trainee >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" tere --teacher >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" sofia --supervisor --site Rosario \
	>/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" sol --supervisor --site Mendoza \
	>/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" juez --judge >/dev/null || exit 99
ana=$(pg_uri crupier ana)
tere=$(pg_uri crupier tere)
sofia=$(pg_uri crupier sofia)
sol=$(pg_uri crupier sol)
class="Mañana"
"$CRUPIER" class create "$class" --site Rosario --teacher tere --db "$tere" \
	>/dev/null || exit 99
"$CRUPIER" class add "$class" ana --login ana --db "$tere" >/dev/null ||
	exit 99

# ana's exam at Rosario with every payment wrong, sent to the server.
exam=iplyc-exam-anomalies
answers $exam pay >"$tmp/answers"
unset CRUPIER_EXAM_CODE   # the code stays with the supervisor
CRUPIER_OUTBOX="$tmp/ana.db" "$CRUPIER" exam "$(exam_file $exam)" \
	--db "$ana" --code-file "$tmp/code" --answers "$tmp/answers" \
	--trainee ana --results-dir "$tmp/results" >"$tmp/exam.out" 2>&1 ||
	{ echo "FAIL exam: it did not run:"; cat "$tmp/exam.out"; exit 1; }
id=$(pg_sql "SELECT id FROM attempts WHERE scenario = '$exam'")
check exam-on-server-at-site "$(pg_sql "SELECT site FROM attempts
	WHERE id = $id")" Rosario

# Not judged yet: even the supervisor of the site waits for the judge.
cli_refused release-awaiting "awaits the results server's judge" \
	"$CRUPIER" results release "$id" --db "$sofia"
"$CRUPIER" server judge "$(pg_uri crupier juez)" --once >"$tmp/judge.out" 2>&1 ||
	{ echo "FAIL judge:"; cat "$tmp/judge.out"; exit 1; }

# The trainee reads his attempt without its key.
"$CRUPIER" results show "$id" --db "$ana" >"$tmp/show-before.out" 2>&1
expect_contains show-before-sealed "shown once the supervisor has reviewed this exam and released it" \
	cat "$tmp/show-before.out"
for text in "expected:" "IPLyC 8.4.2.6" "Released to the trainee"; do
	if grep -qF "$text" "$tmp/show-before.out"; then
		echo "FAIL show-before-hides-key: '$text'"
		failures=$((failures + 1))
	else
		echo "ok show-before-hides-key"
	fi
done

"$CRUPIER" results report --trainee ana --db "$ana" >"$tmp/report-before.out" 2>&1
if grep -qF "IPLyC 8.4.2.6" "$tmp/report-before.out"; then
	echo "FAIL report-before-hides-key"; failures=$((failures + 1))
else
	echo "ok report-before-hides-key"
fi

# With plain psql: the trainee, his teacher and the supervisor of
# another site are refused by the server.
refused trainee-psql ana "SELECT crupier.attempt_release($id)" \
	"permission denied"
refused teacher-psql tere "SELECT crupier.attempt_release($id)" \
	"permission denied"
refused other-site-psql sol "SELECT crupier.attempt_release($id)" \
	"not-yours"
refused no-such-attempt sofia "SELECT crupier.attempt_release(999999)" \
	"not-yours"
for who in ana tere sol sofia; do
	refused "$who-writes-released" $who "UPDATE crupier.attempts SET
		released = 'x' WHERE id = $id" "permission denied"
done
# Temporary tables named like crupier's, and a temporary pg_roles that
# calls sol a superuser, come before crupier's on a caller's search_path:
# the function reads none of them.
refused other-site-shadowed sol "SET search_path = pg_temp, crupier;
	CREATE TEMP TABLE sites (id bigint, name text, tz text);
	INSERT INTO sites VALUES (1, 'Rosario', 'UTC'), (2, 'Mendoza', 'UTC');
	CREATE TEMP TABLE site_supervisors (site bigint, login text);
	INSERT INTO site_supervisors SELECT id, 'sol' FROM pg_temp.sites;
	CREATE TEMP TABLE attempts AS SELECT $id::bigint AS id,
		'Mendoza'::text AS site, 'complete'::text AS status,
		NULL::text AS released, NULL::name AS released_by;
	CREATE TEMP TABLE verdicts (attempt bigint);
	INSERT INTO verdicts VALUES ($id);
	CREATE TEMP TABLE pg_roles (rolname name, rolsuper boolean);
	INSERT INTO pg_temp.pg_roles VALUES ('sol', true);
	SELECT crupier.attempt_release($id)" "not-yours"
check nobody-released "$(released "$id")" "- false"

# The same refusals through crupier, in words.
cli_refused release-trainee "only a supervisor of its site releases an attempt" \
	"$CRUPIER" results release "$id" --db "$ana"
cli_refused release-teacher "only a supervisor of its site releases an attempt" \
	"$CRUPIER" results release "$id" --db "$tere"
cli_refused release-other-site "no attempt $id in the sites you supervise" \
	"$CRUPIER" results release "$id" --db "$sol"
"$CRUPIER" results show "$id" --db "$ana" >"$tmp/show-still.out" 2>&1
if grep -qF "IPLyC 8.4.2.6" "$tmp/show-still.out"; then
	echo "FAIL still-sealed"; failures=$((failures + 1))
else
	echo "ok still-sealed"
fi

# An attempt in progress is not released.
open=$("$pg_psql" -X -q -At -v ON_ERROR_STOP=1 -U ana -d crupier -c "SELECT
	uuid FROM crupier.attempt_start(gen_random_uuid(), 'ana',
	'iplyc-drawing-banca-6', '', 'iplyc', 'drill', false, false, NULL)") ||
	exit 99
open_id=$(pg_sql "SELECT id FROM attempts WHERE uuid = '$open'")
cli_refused release-in-progress "attempt $open_id is in progress" \
	"$CRUPIER" results release "$open_id" --db "$sofia"

# The supervisor of the site releases it: no exam code is asked, his
# login is his word.
"$CRUPIER" results release "$id" --db "$sofia" </dev/null \
	>"$tmp/release.out" 2>&1
check release-status $? 0
expect_contains release-done "Attempt $id released" cat "$tmp/release.out"
check released-by-sofia "$(released "$id")" "sofia true"
expect_contains release-twice "Attempt $id was released before." \
	"$CRUPIER" results release "$id" --db "$sofia"

# Now the trainee's own readers show the key.
"$CRUPIER" results show "$id" --db "$ana" >"$tmp/show-after.out" 2>&1
expect_contains show-after-key "expected: " cat "$tmp/show-after.out"
expect_contains show-after-article "article:  IPLyC 8.4.2.6" \
	cat "$tmp/show-after.out"
expect_contains show-after-when "Released to the trainee: " \
	cat "$tmp/show-after.out"
if grep -qF "shown once the supervisor has reviewed" "$tmp/show-after.out"; then
	echo "FAIL show-after-unsealed"; failures=$((failures + 1))
else
	echo "ok show-after-unsealed"
fi
expect_contains report-after-key "IPLyC 8.4.2.6" \
	"$CRUPIER" results report --trainee ana --db "$ana"

# The administrator (here the superuser that set the server up) may
# release an attempt of any site.
pg_sql "UPDATE attempts SET released = NULL, released_by = NULL
	WHERE id = $id" >/dev/null || exit 99
check admin-releases "$(pg_sql "SELECT crupier.attempt_release($id)")" t
check released-by-admin "$(released "$id")" "postgres true"
finish
