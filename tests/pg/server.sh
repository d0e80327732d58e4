#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# server.sh: a results server on a private cluster (tests/pg/cluster.sh).
#   - `server init` sets it up, and run again changes nothing; an older
#     schema is migrated; remote_open refuses a server not set up;
#   - `server grant` gives logins their group role;
#   - remote_push twice stores each attempt, action and skill once;
#   - row-level security: a trainee reads only his attempts, cannot
#     change a closed one nor add to it, nor push under another's name; a
#     teacher reads his class's trainees only; a supervisor his sites;
#   - `results list|show|progress|report --db URI`, once the attempts are
#     judged (crupier server judge), print what the same attempts print
#     from the SQLite file.
. "$top_srcdir/tests/lib.sh"
if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
. "$top_srcdir/tests/pg/cluster.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"
push="$top_builddir/tests/pg/pg_push"
cd "$tmp" || exit 99

check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
# refused NAME ROLE SQL: SQL as ROLE fails.
refused() {
	if "$pg_psql" -X -q -At -v ON_ERROR_STOP=1 -U "$2" -d crupier \
		-c "$3" >"$tmp/$1.out" 2>&1; then
		echo "FAIL $1: allowed"; cat "$tmp/$1.out"
		failures=$((failures + 1))
	else
		echo "ok $1"
	fi
}
# as ROLE SQL: one value, as ROLE.
as() {
	"$pg_psql" -X -q -At -v ON_ERROR_STOP=1 -U "$1" -d crupier -c "$2"
}

# Not set up: refused with the way out.
expect_contains open-not-set-up "run crupier server init" \
	"$CRUPIER" results list --db "$CRUPIER_PG_URI"
# Set up: the version it says is the one it stored (never written here:
# a new step must not break this test).
expect_contains server-init "The results server is set up (schema" \
	"$CRUPIER" server init "$CRUPIER_PG_URI"
v=$(sed -n 's/.*(schema \([0-9]*\)).*/\1/p' "$tmp/server-init.out")
check schema-version "$(pg_sql 'SELECT version FROM crupier_schema')" "$v"
pg_sql "SELECT tablename FROM pg_tables WHERE schemaname = 'crupier'
	ORDER BY 1; SELECT polname FROM pg_policy ORDER BY 1;
	SELECT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1" >"$tmp/schema1"
expect_contains server-init-again "The results server is up to date (schema $v)" \
	"$CRUPIER" server init "$CRUPIER_PG_URI"
pg_sql "SELECT tablename FROM pg_tables WHERE schemaname = 'crupier'
	ORDER BY 1; SELECT polname FROM pg_policy ORDER BY 1;
	SELECT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1" >"$tmp/schema2"
if cmp -s "$tmp/schema1" "$tmp/schema2"; then
	echo "ok init-idempotent"
else
	echo "FAIL init-idempotent"; diff "$tmp/schema1" "$tmp/schema2"
	failures=$((failures + 1))
fi
# A schema from the future is refused, not written to.
pg_sql "UPDATE crupier_schema SET version = 99"
expect_contains init-newer "newer version" \
	"$CRUPIER" server init "$CRUPIER_PG_URI"
expect_contains open-newer "newer version" \
	"$CRUPIER" results list --db "$CRUPIER_PG_URI"
pg_sql "UPDATE crupier_schema SET version = $v"
# An older server (as the first crupier with a server left it): refused
# on open, then migrated by init to the same tables, policies and
# triggers as one set up afresh.
pg_create_db old
"$top_builddir/tests/pg/pg_init_to" "$(pg_uri old)" 1 || failures=$((failures + 1))
expect_contains open-older "is older (1;" \
	"$CRUPIER" results list --db "$(pg_uri old)"
expect_contains init-older "was brought from schema 1 to $v" \
	"$CRUPIER" server init "$(pg_uri old)"
pg_sql "SELECT tablename FROM pg_tables WHERE schemaname = 'crupier'
	ORDER BY 1; SELECT polname FROM pg_policy ORDER BY 1;
	SELECT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1" old >"$tmp/schema3"
if cmp -s "$tmp/schema1" "$tmp/schema3"; then
	echo "ok init-migrated"
else
	echo "FAIL init-migrated"; diff "$tmp/schema1" "$tmp/schema3"
	failures=$((failures + 1))
fi
# A step that fails leaves nothing behind: one transaction.
pg_create_db clash
pg_sql "CREATE SCHEMA crupier; CREATE TABLE crupier.classes (x int)" clash
expect_contains init-clash 'relation "classes" already exists' \
	"$CRUPIER" server init "$(pg_uri clash)"
check init-clash-atomic "$(pg_sql "SELECT string_agg(tablename, ',') FROM
	pg_tables WHERE schemaname = 'crupier'" clash)" classes
# Tables of the same names elsewhere are none of crupier's business.
pg_create_db foreign
pg_sql "CREATE TABLE public.classes (x int)" foreign
expect_contains init-beside-foreign "The results server is set up" \
	"$CRUPIER" server init "$(pg_uri foreign)"
check init-foreign-untouched "$(pg_sql "SELECT count(*) FROM
	information_schema.columns WHERE table_schema = 'public' AND
	table_name = 'classes'" foreign)" 1
# Two databases of one cluster share the group roles.
pg_create_db second
expect_contains server-init-second "The results server is set up (schema $v)" \
	"$CRUPIER" server init "$(pg_uri second)"

golden server-grant-ana 0 "$CRUPIER" server grant "$CRUPIER_PG_URI" ana --trainee
"$CRUPIER" server grant "$CRUPIER_PG_URI" bob --trainee >/dev/null || failures=$((failures + 1))
golden server-grant-teacher 0 "$CRUPIER" server grant "$CRUPIER_PG_URI" tere --teacher
golden server-grant-sup 0 "$CRUPIER" server grant "$CRUPIER_PG_URI" sofia \
	--supervisor --site Rosario
golden server-grant-no-role 2 "$CRUPIER" server grant "$CRUPIER_PG_URI" x
golden server-grant-sup-no-site 1 "$CRUPIER" server grant "$CRUPIER_PG_URI" x --supervisor
golden server-not-uri 2 "$CRUPIER" server init results.db
"$CRUPIER" server grant "$CRUPIER_PG_URI" sofia2 --supervisor --site Mendoza >/dev/null
check grant-member "$(pg_sql "SELECT pg_has_role('ana', 'crupier_trainee', 'member')")" t

# The school: site Rosario has tere's class with ana; bob is in no class.
pg_sql "INSERT INTO sites (name, created) VALUES ('Mendoza', 'x')
	ON CONFLICT DO NOTHING"
as tere "INSERT INTO classes (name, site, teacher, created) SELECT 'Mañana',
	id, 'tere', '2026-11-24T08:00:00Z' FROM sites WHERE name = 'Rosario';
	INSERT INTO class_members (class, trainee, login) SELECT id, 'ana', 'ana'
	FROM classes WHERE name = 'Mañana'" || failures=$((failures + 1))
refused teacher-class-for-another tere "INSERT INTO classes (name, teacher,
	created) VALUES ('Tarde', 'otro', 'x')"

# Local attempts: ana two exams, bob one.
exam() {   # exam DB TRAINEE SCENARIO WRONG...
	db=$1; name=$2; scenario=$3; shift 3
	answers "$scenario" "$@" >"$tmp/answers"
	CRUPIER_DB="$tmp/$db" "$CRUPIER" exam \
		"$(exam_file "$scenario")" --code-file "$tmp/code" \
		--answers "$tmp/answers" --trainee "$name" \
		--results-dir "$tmp/results" >"$tmp/exam.out" 2>&1 ||
		{ echo "exam failed:"; cat "$tmp/exam.out"; }
}
exam ana.db ana iplyc-exam-traditional
exam ana.db ana iplyc-exam-traditional pay
exam bob.db bob iplyc-exam-traditional

# The attempts' uuids: the outbox's migration (sync) gives every attempt
# one; without it yet, the same column made here.
uuids() {
	if [ "$(sqlite3 "$tmp/$1" "SELECT count(*) FROM pragma_table_info('attempts') WHERE name = 'uuid'")" = 0 ]; then
		sqlite3 "$tmp/$1" "ALTER TABLE attempts ADD COLUMN uuid TEXT" ||
			failures=$((failures + 1))
	fi
	sqlite3 "$tmp/$1" "UPDATE attempts SET uuid = lower(hex(randomblob(4)))
		|| '-' || lower(hex(randomblob(2))) || '-4' ||
		substr(lower(hex(randomblob(2))), 2) || '-a' ||
		substr(lower(hex(randomblob(2))), 2) || '-' ||
		lower(hex(randomblob(6))) WHERE uuid IS NULL" ||
		failures=$((failures + 1))
}
uuids ana.db
uuids bob.db
check push-ana "$("$push" "$tmp/ana.db" "$(pg_uri crupier ana)" 2>&1)" "pushed 2"
count() { pg_sql "SELECT (SELECT count(*) FROM attempts) || ' ' ||
	(SELECT count(*) FROM actions) || ' ' ||
	(SELECT count(*) FROM attempt_skills)"; }
first=$(count)
check push-again "$("$push" "$tmp/ana.db" "$(pg_uri crupier ana)" 2>&1)" "pushed 2"
check push-idempotent "$(count)" "$first"
local_n=$(sqlite3 "$tmp/ana.db" "SELECT (SELECT count(*) FROM attempts) || ' ' ||
	(SELECT count(*) FROM actions) || ' ' ||
	(SELECT count(*) FROM attempt_skills)")
check push-all-rows "$first" "$local_n"
check same-fields "$("$top_builddir/tests/pg/pg_same" "$tmp/ana.db" "$(pg_uri crupier ana)" 2>&1)" "same 2"
check push-bob "$("$push" "$tmp/bob.db" "$(pg_uri crupier bob)" 2>&1)" "pushed 1"
check site-from-class "$(pg_sql "SELECT string_agg(coalesce(site, '-'), ',' ORDER BY id) FROM attempts")" "Rosario,Rosario,-"
check owners "$(pg_sql "SELECT string_agg(owner, ',' ORDER BY id) FROM attempts")" "ana,ana,bob"

# Row-level security.
check rls-trainee-own "$(as ana "SELECT count(*) FROM attempts")" 2
check rls-trainee-not-others "$(as bob "SELECT count(*) FROM attempts WHERE owner = 'ana'")" 0
check rls-trainee-actions "$(as bob "SELECT count(*) FROM actions a JOIN attempts t ON t.id = a.attempt WHERE t.owner = 'ana'")" 0
check rls-trainee-no-names "$(as bob "SELECT count(*) FROM trainees WHERE name = 'ana'")" 0
refused rls-closed-unchanged ana "UPDATE attempts SET score = 100 WHERE id = 1"
refused rls-closed-no-action ana "INSERT INTO actions (attempt, idx, coup,
	skill, expected_key, given_key, correct, wrong_amount, ms, article,
	replay) VALUES (1, 999, 1, 'pay', 'x', 'x', 1, 0, 1, '', 0)"
refused rls-not-delete ana "DELETE FROM actions WHERE attempt = 1"
check rls-delete-none "$(pg_sql "SELECT count(*) FROM actions WHERE attempt = 1")" \
	"$(sqlite3 "$tmp/ana.db" "SELECT count(*) FROM actions WHERE attempt = 1")"
refused rls-other-owner bob "INSERT INTO attempts (trainee, scenario,
	scenario_sha256, profile, kind, started, uuid, owner) SELECT id, 's',
	'', 'p', 'exam', 'x', gen_random_uuid(), 'ana' FROM trainees
	WHERE name = 'bob'"
# bob cannot push as ana: the name is ana's login's.
CRUPIER_DB="$tmp/bob.db" "$CRUPIER" exam \
	"$top_srcdir/tests/e2e/data/exams/iplyc-exam-traditional.yaml" --code-file "$tmp/code" \
	--answers "$tmp/answers" --trainee ana --results-dir "$tmp/results" \
	>/dev/null 2>&1
uuids bob.db
expect_contains rls-push-as-another "bound to another login" \
	"$push" "$tmp/bob.db" "$(pg_uri crupier bob)"
check rls-teacher "$(as tere "SELECT string_agg(DISTINCT t.name, ',') FROM attempts a JOIN trainees t ON t.id = a.trainee")" ana
check rls-teacher-classes "$(as tere "SELECT count(*) FROM classes")" 1
check rls-supervisor "$(as sofia "SELECT count(*) FROM attempts")" 2
check rls-supervisor-other-site "$(as sofia2 "SELECT count(*) FROM attempts")" 0
check rls-supervisor-class "$(as sofia "SELECT name FROM classes")" Mañana
check rls-trainee-class "$(as ana "SELECT name FROM classes")" Mañana
check rls-trainee-no-class "$(as bob "SELECT count(*) FROM classes")" 0

# Not judged yet: every reader says so, whatever the client claimed.
ana_uri=$(pg_uri crupier ana)
expect_contains awaiting-list "awaiting judgement" \
	"$CRUPIER" results list --db "$ana_uri"
check awaiting-csv "$("$CRUPIER" results list --db "$ana_uri" --format csv |
	tr -d '\r' | awk -F, 'NR > 1 { print $13 ":" $(NF-2) }' | sort -u)" \
	":awaiting"
expect_contains awaiting-show "AWAITING JUDGEMENT" \
	"$CRUPIER" results show 2 --db "$ana_uri"
expect_contains awaiting-report "passed: 0" \
	"$CRUPIER" results report --db "$ana_uri"
expect_contains awaiting-no-seal "awaits the results server's judge" \
	"$CRUPIER" results seal 1 --db "$ana_uri" --code-file "$tmp/code" \
	--results-dir "$tmp/sealed"
# The judge's verdicts (crupier server judge, as the judge's role; its
# own test is tests/pg/judge.sh): genuine attempts, judged as claimed.
"$CRUPIER" server grant "$CRUPIER_PG_URI" juez --judge >/dev/null ||
	failures=$((failures + 1))
# The attempts sat the stacked copy of the exam (exam_file): the judge
# finds it in a school's folder.
mkdir "$tmp/school" && cp "$(exam_file iplyc-exam-traditional)" "$tmp/school/" ||
	exit 99
expect_contains judged "3 attempts judged: 2 passed, 1 not passed" \
	env CRUPIER_SCHOOL_DIR="$tmp/school" \
	"$CRUPIER" server judge "$(pg_uri crupier juez)" --once
# The same results from the file and from the server (ana's ids are the
# same on both: pushed first).
for fmt in table csv json; do
	"$CRUPIER" results list --db "$tmp/ana.db" --format $fmt >"$tmp/file.$fmt" 2>&1
	"$CRUPIER" results list --db "$ana_uri" --format $fmt >"$tmp/server.$fmt" 2>&1
	if cmp -s "$tmp/file.$fmt" "$tmp/server.$fmt" && [ -s "$tmp/file.$fmt" ]; then
		echo "ok list-same-$fmt"
	else
		echo "FAIL list-same-$fmt"; diff "$tmp/file.$fmt" "$tmp/server.$fmt"
		failures=$((failures + 1))
	fi
done
for cmd in "show 2" "progress ana" "report"; do
	# shellcheck disable=SC2086
	"$CRUPIER" results $cmd --db "$tmp/ana.db" >"$tmp/file.out" 2>&1
	# shellcheck disable=SC2086
	CRUPIER_DB=$ana_uri "$CRUPIER" results $cmd >"$tmp/server.out" 2>&1
	if cmp -s "$tmp/file.out" "$tmp/server.out"; then
		echo "ok same-$cmd"
	else
		echo "FAIL same-$cmd"; diff "$tmp/file.out" "$tmp/server.out"
		failures=$((failures + 1))
	fi
done
# The settings' db: names the server as well ($CRUPIER_DB unset).
mkdir -p "$XDG_CONFIG_HOME/crupier"
printf 'db: "%s"\n' "$ana_uri" >"$XDG_CONFIG_HOME/crupier/settings.yaml"
(unset CRUPIER_DB; "$CRUPIER" results list --format csv) >"$tmp/settings.csv" 2>&1
if cmp -s "$tmp/file.csv" "$tmp/settings.csv"; then
	echo "ok settings-db-server"
else
	echo "FAIL settings-db-server"; diff "$tmp/file.csv" "$tmp/settings.csv"
	failures=$((failures + 1))
fi
rm "$XDG_CONFIG_HOME/crupier/settings.yaml"
# A verdict other than the client claimed: said in every listing.
pg_sql "UPDATE verdicts SET passed = 0 WHERE attempt = 1" >/dev/null
expect_contains claimed-list "failed (claimed PASS)" \
	"$CRUPIER" results list --db "$ana_uri"
expect_contains claimed-show "claimed PASS, judged FAIL" \
	"$CRUPIER" results show 1 --db "$ana_uri"
expect_contains claimed-report "claimed PASS, judged FAIL" \
	"$CRUPIER" results report --db "$ana_uri"
check claimed-export "$("$CRUPIER" results export --db "$ana_uri" |
	tr -d '\r' | awk -F, 'NR == 2 { print $8 }')" 0
pg_sql "UPDATE verdicts SET passed = 1 WHERE attempt = 1" >/dev/null
# What bob's role reads: his attempt only.
check list-bob "$("$CRUPIER" results list --db "$(pg_uri crupier bob)" --format csv | tail -n +2 | wc -l)" 1
check list-teacher "$("$CRUPIER" results list --db "$(pg_uri crupier tere)" --format csv | tail -n +2 | cut -d, -f2 | sort -u)" ana
# An attempt pushed while open, then once closed: the server ends with
# every action once and the closed attempt; a third push changes nothing.
exam ana3.db ana iplyc-exam-traditional
uuids ana3.db
cp "$tmp/ana3.db" "$tmp/part.db"
sqlite3 "$tmp/part.db" "DELETE FROM actions WHERE idx >= 10;
	DELETE FROM attempt_skills; UPDATE attempts SET status = 'in_progress',
	ended = NULL, score = NULL, passed = NULL"
server_rows() { pg_sql "SELECT a.status || ' ' || (SELECT count(*) FROM
	actions WHERE attempt = a.id) || ' ' || (SELECT count(*) FROM
	attempt_skills WHERE attempt = a.id) FROM attempts a WHERE uuid = '$uuid'"; }
check push-open "$("$push" "$tmp/part.db" "$ana_uri" 2>&1)" "pushed 1"
# The server's uuid, the local attempt's from its first push.
uuid=$(sqlite3 "$tmp/part.db" "SELECT uuid FROM attempts")
check push-open-rows "$(server_rows)" "in_progress 10 0"
# The server's columns stay its own: a trainee cannot move his open
# attempt to another site, nor give it away.
refused rls-site-change ana "UPDATE attempts SET site = 'Mendoza' WHERE uuid = '$uuid'"
check rls-site-kept "$(pg_sql "SELECT site || ' ' || owner FROM attempts WHERE uuid = '$uuid'")" "Rosario ana"
check push-closed "$("$push" "$tmp/ana3.db" "$ana_uri" 2>&1)" "pushed 1"
check push-closed-rows "$(server_rows)" "$(sqlite3 "$tmp/ana3.db" "SELECT
	a.status || ' ' || (SELECT count(*) FROM actions WHERE attempt = a.id)
	|| ' ' || (SELECT count(*) FROM attempt_skills WHERE attempt = a.id)
	FROM attempts a")"
"$push" "$tmp/part.db" "$ana_uri" >/dev/null 2>&1
check push-closed-stays "$(server_rows)" "$(sqlite3 "$tmp/ana3.db" "SELECT
	a.status || ' ' || (SELECT count(*) FROM actions WHERE attempt = a.id)
	|| ' ' || (SELECT count(*) FROM attempt_skills WHERE attempt = a.id)
	FROM attempts a")"

# The live view's channel: which class changed, no name.
class_id=$(pg_sql "SELECT id FROM classes WHERE name = 'Mañana'")
"$pg_psql" -X -U ana -d crupier -c "LISTEN crupier_live" \
	-c "SELECT uuid FROM crupier.attempt_start(gen_random_uuid(), 'ana',
	'drill', '', 'iplyc', 'drill', false, false, NULL)" \
	>"$tmp/notify.out" 2>&1
expect_contains notify-live "Asynchronous notification \"crupier_live\" with payload \"$class_id\"" \
	cat "$tmp/notify.out"
# Nor add one: attempts start through crupier.attempt_start only.
refused rls-site-claimed bob "INSERT INTO attempts (trainee, scenario,
	scenario_sha256, profile, kind, started, uuid, site) SELECT id, 's', '',
	'p', 'exam', 'x', gen_random_uuid(), 'Rosario' FROM trainees WHERE
	name = 'bob'"
finish
