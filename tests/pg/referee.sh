#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# referee.sh: the results server believes no client.  On a private
# cluster (tests/pg/cluster.sh), each role connects as itself with plain
# psql and attacks the server:
#   - a trainee forges a pass: INSERT or UPDATE of attempts, actions,
#     skills or verdicts is refused; ids and uuids are the server's;
#   - temporary tables named like crupier's (trainees, classes,
#     class_members, sites, site_supervisors, attempts, exams...) and a
#     temporary pg_roles shadow nothing: every check and trigger reads
#     crupier's own tables, whatever the caller created;
#   - names: a name bound to another login, held by another login, or
#     not the login's when it is bound, is refused;
#   - an exam outside its window or past its attempts does not start
#     (the server's clock), whatever start time the client gives;
#   - each helper answers only about the caller; the live channel says
#     which class changed, never who;
#   - a teacher reads only the attempts made in his classes (enrolling
#     or binding another teacher's trainee moves nothing); a supervisor
#     only his sites;
#   - `server grant` refuses group roles, PostgreSQL's roles and
#     superusers as logins.
. "$top_srcdir/tests/lib.sh"
if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
. "$top_srcdir/tests/pg/cluster.sh"
cd "$tmp" || exit 99

check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
# as ROLE SQL: the value(s), as ROLE ("ERROR" when refused).
as() {
	"$pg_psql" -X -q -At -v ON_ERROR_STOP=1 -U "$1" -d crupier \
		-c "$2" 2>"$tmp/as.err" || echo ERROR
}
# refused NAME ROLE SQL [TEXT]: SQL as ROLE fails (saying TEXT).
refused() {
	if "$pg_psql" -X -q -At -v ON_ERROR_STOP=1 -U "$2" -d crupier \
		-c "$3" >"$tmp/$1.out" 2>&1; then
		echo "FAIL $1: allowed"; cat "$tmp/$1.out"
		failures=$((failures + 1))
	elif [ -n "${4:-}" ] && ! grep -qF -- "$4" "$tmp/$1.out"; then
		echo "FAIL $1: refused without '$4':"; cat "$tmp/$1.out"
		failures=$((failures + 1))
	else
		echo "ok $1"
	fi
}
# start ROLE NAME SCENARIO EXAM: crupier.attempt_start as ROLE.
start() {
	as "$1" "SELECT uuid FROM crupier.attempt_start(gen_random_uuid(),
		'$2', '$3', '', 'iplyc', '$( [ "$4" = true ] && echo exam ||
		echo drill)', $4, false, '2000-01-01T00:00:00Z')"
}

"$CRUPIER" server init "$CRUPIER_PG_URI" >/dev/null || exit 99
for who in ana bob cami; do
	"$CRUPIER" server grant "$CRUPIER_PG_URI" $who --trainee >/dev/null ||
		exit 99
done
for who in tere tito; do
	"$CRUPIER" server grant "$CRUPIER_PG_URI" $who --teacher >/dev/null ||
		exit 99
done
"$CRUPIER" server grant "$CRUPIER_PG_URI" sofia --supervisor --site Rosario \
	--tz America/Argentina/Buenos_Aires >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" sol --supervisor --site Mendoza \
	>/dev/null || exit 99

# The school: tere's class at Rosario binds ana; tito's at Mendoza nobody.
as tere "INSERT INTO classes (name, site, created) SELECT 'Mañana', id,
	'x' FROM sites WHERE name = 'Rosario';
	INSERT INTO class_members (class, trainee, login) SELECT id, 'ana',
	'ana' FROM classes WHERE name = 'Mañana';
	INSERT INTO class_exams (class, exam, opens, closes, attempts)
	SELECT id, 'exam-open', '2000-01-01', '2100-01-01', 1 FROM classes
	WHERE name = 'Mañana' UNION ALL SELECT id, 'exam-later', '2099-01-01',
	'2100-01-01', 3 FROM classes WHERE name = 'Mañana'" >/dev/null
check class-made "$(pg_sql "SELECT count(*) FROM class_members")" 1
as tito "INSERT INTO classes (name, site, created) SELECT 'Tarde', id, 'x'
	FROM sites WHERE name = 'Mendoza'" >/dev/null
morning=$(pg_sql "SELECT id FROM classes WHERE name = 'Mañana'")

# Genuine starts.
a1=$(start ana ana drill-1 false)
check start-drill "$(pg_sql "SELECT owner || ' ' || site || ' ' || class
	FROM attempts WHERE uuid = '$a1'")" "ana Rosario $morning"
e1=$(start ana ana exam-open true)
check start-exam "$(pg_sql "SELECT attempt_no FROM attempts WHERE
	uuid = '$e1'")" 1
b1=$(start bob bob drill-1 false)
check start-bob "$(pg_sql "SELECT owner || ' ' || coalesce(site, '-') FROM
	attempts WHERE uuid = '$b1'")" "bob -"

# 1. A forged pass: no table takes a trainee's writes.
refused forge-insert-attempt ana "INSERT INTO attempts (trainee, scenario,
	scenario_sha256, profile, kind, exam, started, status, score,
	passed, uuid) SELECT id, 'exam-open', '', 'iplyc', 'exam', 1, 'x',
	'complete', 100, 1, gen_random_uuid() FROM trainees WHERE name = 'ana'" \
	"permission denied"
refused forge-update-attempt ana "UPDATE attempts SET passed = 1,
	score = 100, status = 'complete' WHERE uuid = '$e1'" "permission denied"
refused forge-insert-action ana "INSERT INTO actions (attempt, idx, coup,
	skill, expected_key, given_key, correct, wrong_amount, ms, article,
	replay) SELECT id, 0, 1, 'payouts', 'x', 'x', 1, 0, 1, '', 0 FROM
	attempts WHERE uuid = '$e1'" "permission denied"
refused forge-insert-skill ana "INSERT INTO attempt_skills (attempt,
	skill, actions, correct, accuracy, median_ms, weight) SELECT id,
	'payouts', 20, 20, 1, 1, 1 FROM attempts WHERE uuid = '$e1'" \
	"permission denied"
refused forge-verdict ana "INSERT INTO verdicts (attempt, status,
	passed) SELECT id, 'complete', 1 FROM attempts WHERE uuid = '$e1'" \
	"permission denied"
refused forge-delete ana "DELETE FROM attempts WHERE uuid = '$a1'" \
	"permission denied"
refused forge-teacher-verdict tere "INSERT INTO verdicts (attempt, status,
	passed) SELECT id, 'complete', 1 FROM attempts WHERE uuid = '$e1'" \
	"permission denied"
refused forge-supervisor-verdict sofia "UPDATE verdicts SET passed = 1" \
	"permission denied"
# The close takes the client's claims, never a verdict.
as ana "SELECT crupier.attempt_close('$e1', 'complete', 'x', 100, 75, 1,
	0, 0, NULL, NULL, 0, 0, 0, 0, NULL, '[]', NULL, NULL, NULL)" >/dev/null
check close-no-verdict "$(pg_sql "SELECT count(*) FROM verdicts")" 0
check closed-stays "$(as ana "SELECT crupier.attempt_close('$e1',
	'abandoned', 'x', 0, 75, 0, 0, 0, NULL, NULL, 0, 0, 0, 0, NULL, '[]',
	NULL, NULL, NULL)")" f
check closed-no-answer "$(as ana "SELECT crupier.answer_add('$e1', 0, 1,
	'payouts', 'x', 'x', 1, 0, 5, '', 0, NULL, 'a', NULL, NULL, 0, 0,
	NULL, NULL, NULL)")" f
check answer-other-owner "$(as bob "SELECT crupier.answer_add('$a1', 0, 1,
	'payouts', 'x', 'x', 1, 0, 5, '', 0, NULL, 'a', NULL, NULL, 0, 0,
	NULL, NULL, NULL)")" ERROR
# Ids are identity columns: a client chooses none.
check ids-identity "$(pg_sql "SELECT string_agg(attname || ':' ||
	attidentity::text, ',' ORDER BY attname) FROM pg_attribute WHERE attrelid
	IN ('crupier.attempts'::regclass, 'crupier.trainees'::regclass) AND
	attname = 'id'")" "id:a,id:a"

# 2. Shadowing: bob's temporary tables under every name the checks read,
# and a temporary pg_roles saying he is a superuser.
shadow="CREATE TEMP TABLE trainees (id bigint, name text, login text,
	created text); INSERT INTO trainees VALUES (1, 'ana', 'bob', 'x');
	CREATE TEMP TABLE classes (id bigint, name text, site bigint,
	teacher text); INSERT INTO classes VALUES ($morning, 'Mañana', 1,
	'bob');
	CREATE TEMP TABLE class_members (class bigint, trainee text,
	login text, bound_at timestamptz); INSERT INTO class_members VALUES
	($morning, 'ana', 'bob', now());
	CREATE TEMP TABLE site_supervisors (site bigint, login text);
	INSERT INTO site_supervisors SELECT id, 'bob' FROM crupier.sites;
	CREATE TEMP TABLE sites (id bigint, name text, tz text);
	CREATE TEMP TABLE attempts (id bigint, owner text);
	CREATE TEMP TABLE class_exams (class bigint, exam text);
	CREATE TEMP TABLE exams (sha256 text, max_attempts integer);
	CREATE TEMP TABLE pg_roles (rolname text, rolsuper boolean,
	rolbypassrls boolean); INSERT INTO pg_roles VALUES ('bob', true, true);"
check shadow-read-attempts "$(as bob "$shadow SELECT count(*) FROM
	crupier.attempts WHERE owner = 'ana'")" 0
check shadow-read-actions "$(as bob "$shadow SELECT count(*) FROM
	crupier.actions")" 0
check shadow-read-trainees "$(as bob "$shadow SELECT count(*) FROM
	crupier.trainees WHERE name = 'ana'")" 0
check shadow-class-role "$(as bob "$shadow SELECT
	coalesce(crupier.my_class_role($morning), '-')")" -
check shadow-supervise "$(as bob "$shadow SELECT
	crupier.i_supervise('Rosario')")" f
check shadow-names "$(as bob "$shadow SELECT string_agg(n, ',') FROM
	crupier.my_names() n")" bob
check shadow-start-as-ana "$(as bob "$shadow SELECT uuid FROM
	crupier.attempt_start(gen_random_uuid(), 'ana', 'drill-2', '',
	'iplyc', 'drill', false, false, NULL)")" ERROR
check shadow-start-as-ana-why "$(grep -c 'bound' "$tmp/as.err")" 1
check shadow-read-classes "$(as bob "$shadow SELECT count(*) FROM
	crupier.classes")" 0
check shadow-digest "$(as bob "$shadow SELECT
	coalesce(crupier.answers_digest('$a1'), '-')")" -
# A teacher with a temporary classes table naming him teacher of another's
# class cannot touch it.
tshadow="CREATE TEMP TABLE classes (id bigint, name text, site bigint,
	teacher text); INSERT INTO classes SELECT id, name, site, 'tito' FROM
	crupier.classes; CREATE TEMP TABLE class_members (class bigint,
	trainee text, login text);"
check shadow-teacher-members "$(as tito "$tshadow SELECT count(*) FROM
	crupier.class_members")" 0
check shadow-teacher-rewrite "$(as tito "$tshadow UPDATE crupier.class_members
	SET login = 'tito' RETURNING 1")" ""
check shadow-teacher-attempts "$(as tito "$tshadow SELECT count(*) FROM
	crupier.attempts")" 0
check shadow-teacher-unchanged "$(pg_sql "SELECT login FROM class_members")" ana
# A supervisor of one site with a temporary site_supervisors for both.
sshadow="CREATE TEMP TABLE site_supervisors (site bigint, login text);
	INSERT INTO site_supervisors SELECT id, 'sol' FROM crupier.sites;
	CREATE TEMP TABLE sites (id bigint, name text);
	INSERT INTO sites SELECT id, name FROM crupier.sites;"
check shadow-supervisor-other-site "$(as sol "$sshadow SELECT count(*) FROM
	crupier.attempts")" 0
check supervisor-own-site "$(as sofia "SELECT count(*) FROM attempts")" 2
# Every SECURITY DEFINER function of crupier's runs with a fixed
# search_path that puts pg_temp last.
check definer-paths "$(pg_sql "SELECT count(*) FROM pg_proc p JOIN
	pg_namespace n ON n.oid = p.pronamespace WHERE p.prosecdef AND
	n.nspname = 'crupier' AND NOT coalesce(p.proconfig @>
	ARRAY['search_path=crupier, pg_temp'], false)")" 0
check definer-none-elsewhere "$(pg_sql "SELECT count(*) FROM pg_proc p
	JOIN pg_namespace n ON n.oid = p.pronamespace WHERE p.prosecdef AND
	n.nspname NOT IN ('crupier', 'pg_catalog', 'information_schema')")" 0

# 3. Names.
refused name-bound-to-other bob "SELECT crupier.attempt_start(
	gen_random_uuid(), 'ana', 'drill-3', '', 'iplyc', 'drill', false,
	false, NULL)" bound
refused name-held-by-other ana "SELECT crupier.attempt_start(
	gen_random_uuid(), 'bob', 'drill-3', '', 'iplyc', 'drill', false,
	false, NULL)" not-yours
as tere "INSERT INTO class_members (class, trainee) VALUES ($morning,
	'carla')" >/dev/null
refused name-not-yours ana "SELECT crupier.attempt_start(
	gen_random_uuid(), 'carla', 'drill-3', '', 'iplyc', 'drill', false,
	false, NULL)" not-yours
start bob carlos drill-3 false >/dev/null
refused name-held-by-login cami "SELECT crupier.attempt_start(
	gen_random_uuid(), 'carlos', 'drill-3', '', 'iplyc', 'drill', false,
	false, NULL)" held
check names-ana "$(as ana "SELECT string_agg(n, ',') FROM
	crupier.my_names() n")" ana
# A roster cannot bind a name another login holds.
refused bind-held-name tito "INSERT INTO class_members (class, trainee,
	login) SELECT id, 'bob', 'tito' FROM classes WHERE name = 'Tarde'" held

# 4. Windows and attempts, by the server's clock and count.
check exam-used-up "$(start ana ana exam-open true)" ERROR
check exam-used-up-why "$(grep -c 'used-up' "$tmp/as.err")" 1
check exam-not-open "$(start ana ana exam-later true)" ERROR
check exam-not-open-why "$(grep -c 'window' "$tmp/as.err")" 1
check exam-window-site-zone "$(grep -c 'America/Argentina/Buenos_Aires' "$tmp/as.err")" 1
check exam-window-instant "$(pg_sql "SELECT to_char(opens_at AT TIME ZONE
	'UTC', 'YYYY-MM-DD HH24:MI') FROM class_exams WHERE exam = 'exam-later'")" \
	"2099-01-01 03:00"
check clock-set-back "$(pg_sql "SELECT client_started || ' ' ||
	(begun_at > now() - interval '1 hour') FROM attempts WHERE
	uuid = '$a1'")" "2000-01-01T00:00:00Z true"
# The same key asks for the same attempt: a lost answer starts nothing.
key=$(pg_sql "SELECT gen_random_uuid()")
k1=$(as ana "SELECT uuid FROM crupier.attempt_start('$key', 'ana', 'drill-4',
	'', 'iplyc', 'drill', false, false, NULL)")
k2=$(as ana "SELECT uuid FROM crupier.attempt_start('$key', 'ana', 'drill-4',
	'', 'iplyc', 'drill', false, false, NULL)")
check start-again-same "$k2" "$k1"
check start-again-one "$(pg_sql "SELECT count(*) FROM attempts WHERE
	scenario = 'drill-4'")" 1
check start-key-not-others "$(as bob "SELECT uuid FROM crupier.attempt_start(
	'$key', 'bob', 'drill-4', '', 'iplyc', 'drill', false, false, NULL)")" \
	"$(as bob "SELECT uuid FROM attempts WHERE scenario = 'drill-4'")"

# 5. Helpers answer about the caller only; nothing else is granted.
check helper-no-who "$(pg_sql "SELECT count(*) FROM pg_proc p JOIN
	pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'crupier'
	AND p.proargnames && ARRAY['who']")" 0
check helper-trainee-class-role "$(as bob "SELECT
	coalesce(crupier.my_class_role($morning), '-')")" -
check helper-teacher-other-class "$(as tito "SELECT
	coalesce(crupier.my_class_role($morning), '-')")" -
refused helper-not-granted bob "SELECT crupier.new_seed()" "permission denied"
# (crupier_passed and crupier_score, the readers' reading of an attempt,
# take no caller: remote_outcome.c.)
check old-helpers-gone "$(pg_sql "SELECT count(*) FROM pg_proc WHERE
	proname LIKE 'crupier\_%' AND proname NOT IN ('crupier_passed',
	'crupier_score')")" 0
# The live channel: a class id, no name.
"$pg_psql" -X -U ana -d crupier -c "LISTEN crupier_live" \
	-c "SELECT uuid FROM crupier.attempt_start(gen_random_uuid(), 'ana',
	'drill-5', '', 'iplyc', 'drill', false, false, NULL)" \
	>"$tmp/notify.out" 2>&1
check notify-class-only "$(sed -n 's/.*with payload "\([^"]*\)".*/\1/p' \
	"$tmp/notify.out")" "$morning"
check notify-no-name "$(grep -c 'ana' "$tmp/notify.out")" 0

# 6. A teacher reads what was made in his classes, nothing more: tito
# enrolls ana and binds her login; her attempts stay tere's.
as tito "INSERT INTO class_members (class, trainee, login) SELECT id,
	'ana', 'ana' FROM classes WHERE name = 'Tarde'" >/dev/null
check teacher-enrol-reads-nothing "$(as tito "SELECT count(*) FROM
	attempts")" 0
a2=$(start ana ana drill-6 false)
check binding-moves-nothing "$(pg_sql "SELECT site || ' ' || class FROM
	attempts WHERE uuid = '$a2'")" "Rosario $morning"
check teacher-own-class "$(as tere "SELECT count(*) > 0 FROM attempts")" t

# The exam's file, assigned by a teacher, is kept for the judge: no
# trainee reads it.
"$CRUPIER" class assign Mañana "$top_srcdir/scenarios/iplyc-exam-anomalies.yaml" \
	--opens 2000-01-01 --closes 2100-01-01 --attempts 1 \
	--db "$(pg_uri crupier tere)" >"$tmp/assign.out" 2>&1 ||
	{ echo "FAIL assign-file:"; cat "$tmp/assign.out"; failures=$((failures + 1)); }
check exam-kept "$(pg_sql "SELECT scenario || ' ' || sha256 || ' ' ||
	length(body) FROM exams")" "iplyc-exam-anomalies $(sha256sum \
	"$top_srcdir/scenarios/iplyc-exam-anomalies.yaml" | cut -c1-64) $(wc -c \
	<"$top_srcdir/scenarios/iplyc-exam-anomalies.yaml")"
check exam-assigned-by-id "$(pg_sql "SELECT count(*) FROM class_exams WHERE
	exam = 'iplyc-exam-anomalies'")" 1
refused exam-trainee-cannot-read ana "SELECT body FROM exams" \
	"permission denied"
refused exam-teacher-cannot-read tere "SELECT body FROM exams" \
	"permission denied"

# 7. grant: only a person's login.
pg_sql "CREATE ROLE staff NOLOGIN" >/dev/null
expect_contains grant-group-role "group role" \
	"$CRUPIER" server grant "$CRUPIER_PG_URI" staff --teacher
expect_contains grant-crupier-role "not a person's login" \
	"$CRUPIER" server grant "$CRUPIER_PG_URI" crupier_trainee --teacher
expect_contains grant-builtin-role "not a person's login" \
	"$CRUPIER" server grant "$CRUPIER_PG_URI" pg_monitor --trainee
expect_contains grant-superuser "superuser" \
	"$CRUPIER" server grant "$CRUPIER_PG_URI" postgres --judge
check grant-nothing-given "$(pg_sql "SELECT count(*) FROM pg_auth_members m
	JOIN pg_roles r ON r.oid = m.member WHERE r.rolname IN ('staff',
	'crupier_trainee', 'pg_monitor', 'postgres') AND m.roleid IN (SELECT oid
	FROM pg_roles WHERE rolname LIKE 'crupier\_%')")" 0
expect_contains grant-bad-zone "time zone" \
	"$CRUPIER" server grant "$CRUPIER_PG_URI" sofia --supervisor \
	--site Rosario --tz Nowhere/Atlantis
finish
