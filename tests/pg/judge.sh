#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# judge.sh: the results server's judge (crupier server judge), on a
# private cluster (tests/pg/cluster.sh), each role connecting as itself:
#   - genuine batch exams pushed through a trainee's role, over every
#     shipped exam, passed and failed, and an exam naming situations
#     (each attempt its own shoe) uploaded by its teacher: judged with
#     --once, every verdict is the one the trainee saw, score included;
#   - an outbox edited while the server was down (score, passed and
#     correct of a failed exam made a pass), then synced: judged NOT
#     PASSED, and marked judged otherwise than claimed;
#   - an answer's choice key changed in the outbox, and answers forged
#     with plain psql through the trainee's own functions: NOT PASSED,
#     the answer that does not apply named;
#   - an attempt whose exam is neither on the server nor in the judge's
#     library: unjudgeable, with the reason;
#   - two judges at once: every attempt judged once, none twice;
#   - the judge waiting (no --once) judges an attempt closed after it
#     started, and stops on SIGTERM with its tally.
. "$top_srcdir/tests/lib.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"

if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
. "$top_srcdir/tests/pg/cluster.sh"
CRUPIER_TEST_MODE=1; export CRUPIER_TEST_MODE
cd "$tmp" || exit 99

"$CRUPIER" server init "$CRUPIER_PG_URI" >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" ana --trainee >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" tere --teacher >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" judge --judge >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" judge2 --judge >/dev/null || exit 99
ana=$(pg_uri crupier ana)
tere=$(pg_uri crupier tere)
judge=$(pg_uri crupier judge)
judge2=$(pg_uri crupier judge2)

check() {   # check NAME GOT EXPECTED
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
sql_as() {   # sql_as ROLE SQL: psql as ROLE, rows unaligned
	"$pg_psql" -X -q -At -v ON_ERROR_STOP=1 -U "$1" -d crupier -c "$2"
}
# exam NAME FILE ANSWERS: ana's batch exam pushed to the server.
exam() {
	CRUPIER_OUTBOX="$tmp/ana.db" "$CRUPIER" exam "$2" --db "$ana" \
		--code-file "$tmp/code" --answers "$3" --trainee ana \
		--results-dir "$tmp/results" >"$tmp/$1.out" 2>&1 ||
		{ echo "FAIL $1: the exam did not run:"; cat "$tmp/$1.out"
		  failures=$((failures + 1)); }
}
# judge_once NAME [URI]: the judge, once, its output in $tmp/NAME.judge.
judge_once() {
	"$CRUPIER" server judge "${2:-$judge}" --once >"$tmp/$1.judge" 2>&1 ||
		{ echo "FAIL $1: the judge failed:"; cat "$tmp/$1.judge"
		  failures=$((failures + 1)); }
}
# The attempts whose verdict is not the one their client claimed (each
# told on stderr, for the log).
differing() {
	pg_sql "SELECT a.id, a.scenario, a.status, a.passed, v.passed,
		a.score, v.score, a.fail_reason, v.fail_reason, v.status,
		v.unjudgeable FROM attempts a JOIN verdicts v ON
		v.attempt = a.id WHERE $1 AND (a.passed IS DISTINCT FROM
		v.passed OR round(a.score::numeric, 9) IS DISTINCT FROM
		round(v.score::numeric, 9) OR
		a.fail_reason IS DISTINCT FROM v.fail_reason OR
		(a.timed_out = 1) IS DISTINCT FROM (v.status = 'timed_out'))" \
		>"$tmp/differing"
	sed 's/^/# differs: /' "$tmp/differing" >&2
	wc -l <"$tmp/differing" | tr -d ' '
}

# Genuine attempts: each shipped exam right, then with mistakes of each
# kind of action in turn (the answer key names them).
# The judge's library: the shipped exams, and (as a school's folder) the
# stacked copy of the traditional exam that the attacks below sit, the
# same cards each time.
mkdir "$tmp/school" &&
cp "$top_srcdir/tests/e2e/data/exams/iplyc-exam-traditional.yaml" \
	"$tmp/school/" || exit 99
CRUPIER_SCHOOL_DIR="$tmp/school"; export CRUPIER_SCHOOL_DIR

n=0
for f in "$top_srcdir"/scenarios/*exam*.yaml; do
	id=$(basename "$f" .yaml)
	k=0
	for wrong in "" pay collect announce_winner call_no_va_mas; do
		if grep -q '^  situations:' "$f"; then
			# Its own shoe, from the server's seed: a wrong answer
			# every few actions instead of at kinds of action.
			awk -v k=$((k * 6 + 1)) 'BEGIN { for (i = 1; i <= 400; i++)
				print (k > 1 && i % k == 0) ? "wrong-or-expected" : "expected" }' \
				>"$tmp/answers"
		else
			answers "$id" $wrong >"$tmp/answers"
		fi
		exam "genuine-$id-$wrong" "$f" "$tmp/answers"
		n=$((n + 1))
		k=$((k + 1))
	done
done
judge_once genuine
check genuine-all-judged "$(pg_sql "SELECT count(*) FROM verdicts")" "$n"
check genuine-judged-as-claimed "$(differing true)" 0
check genuine-some-passed \
	"$(pg_sql "SELECT count(*) > 0 FROM verdicts WHERE passed = 1")" t
check genuine-some-failed \
	"$(pg_sql "SELECT count(*) > 0 FROM verdicts WHERE passed = 0")" t
expect_contains genuine-tally "$n attempts judged" cat "$tmp/genuine.judge"


# An exam naming situations, each attempt its own shoe, that the library
# does not hold: unjudgeable until its teacher uploads it (sealed, opened
# by the judge with the exam code).
sit="$top_srcdir/tests/e2e/data/exams/e2e-exam-situations.yaml"
answers_every() {   # answers_every K: 'wrong' every Kth line (0: none)
	awk -v k="$1" 'BEGIN { for (i = 1; i <= 400; i++)
		print (k > 0 && i % k == 0) ? "wrong-or-expected" : "expected" }'
}
answers_every 0 >"$tmp/answers"
exam situations-unknown "$sit" "$tmp/answers"
judge_once unknown
check unknown-unjudgeable "$(pg_sql "SELECT v.passed, v.unjudgeable IS NOT
	NULL FROM verdicts v JOIN attempts a ON a.id = v.attempt WHERE
	a.scenario = 'e2e-exam-situations'")" "0|t"
expect_contains unknown-said "nor in the judge's library" \
	cat "$tmp/unknown.judge"
"$CRUPIER" exam seal-file --code-file "$tmp/code" --output "$tmp/sit.sealed" \
	"$sit" >/dev/null || exit 99
"$CRUPIER" class create Tarde --teacher tere --db "$tere" >/dev/null &&
"$CRUPIER" class add Tarde ana --login ana --db "$tere" >/dev/null &&
"$CRUPIER" class assign Tarde "$tmp/sit.sealed" --code-file "$tmp/code" \
	--opens 2000-01-01 --closes 2100-01-01 --attempts 100 \
	--db "$tere" >/dev/null || exit 99
m=0
for k in 0 2 3 5 7 0 11 13; do
	answers_every $k >"$tmp/answers"
	exam "situations-$k" "$sit" "$tmp/answers"
	m=$((m + 1))
done
"$CRUPIER" server judge "$judge" --once --code-file "$tmp/code" \
	>"$tmp/situations.judge" 2>&1 || {
	echo "FAIL situations: the judge failed:"; cat "$tmp/situations.judge"
	failures=$((failures + 1)); }
where="a.scenario = 'e2e-exam-situations' AND v.unjudgeable IS NULL"
check situations-judged "$(pg_sql "SELECT count(*) FROM verdicts v JOIN
	attempts a ON a.id = v.attempt WHERE $where")" "$m"
check situations-judged-as-claimed "$(differing "$where")" 0
check situations-own-shoes "$(pg_sql "SELECT count(DISTINCT a.shoe_seed)
	FROM attempts a JOIN verdicts v ON v.attempt = a.id WHERE $where")" "$m"
check situations-passed-and-not "$(pg_sql "SELECT count(DISTINCT v.passed)
	FROM attempts a JOIN verdicts v ON v.attempt = a.id WHERE $where")" 2

# The server stopped under an exam after `first` answers reached it: the
# rest recorded in the outbox only, as on a trainee's computer whose
# network is gone.  offline_exam NAME FIRST (answers in $tmp/answers.NAME)
pg_start() {
	pg_as "$pg_bin/pg_ctl" -D "$pg_dir/data" -w -t 60 \
		-l "$pg_dir/sock/server.log" \
		-o "-p $PGPORT -k $pg_dir/sock -c listen_addresses= -c fsync=off" \
		start >"$tmp/restart.log" 2>&1 ||
		{ echo "FAIL restart:"; cat "$tmp/restart.log"; exit 1; }
}
offline_exam() {
	mkfifo "$tmp/fifo.$1" || exit 99
	CRUPIER_OUTBOX="$tmp/$1.db" "$CRUPIER" exam \
		"$top_srcdir/tests/e2e/data/exams/iplyc-exam-traditional.yaml" \
		--db "$ana" --code-file "$tmp/code" --trainee ana \
		--results-dir "$tmp/results" <"$tmp/fifo.$1" \
		>"$tmp/$1.out" 2>&1 &
	_pid=$!
	exec 3>"$tmp/fifo.$1"
	head -n "$2" "$tmp/answers.$1" >&3
	_n=0
	while [ "$(pg_sql "SELECT count(*) FROM actions x JOIN attempts a
		ON a.id = x.attempt WHERE a.status = 'in_progress'")" -lt "$2" ] &&
	      [ $_n -lt 600 ]; do
		sleep 0.1
		_n=$((_n + 1))
	done
	pg_as "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast -w stop \
		>/dev/null 2>&1 || { echo "FAIL stop"; exit 1; }
	tail -n +"$(($2 + 1))" "$tmp/answers.$1" >&3
	exec 3>&-
	wait "$_pid" || { echo "FAIL $1: the exam failed:"; cat "$tmp/$1.out"
			  failures=$((failures + 1)); }
	pg_start
}
sync() {   # sync NAME: the outbox NAME pushed
	CRUPIER_OUTBOX="$tmp/$1.db" "$CRUPIER" results sync --db "$ana" \
		>"$tmp/$1.sync" 2>&1 ||
		{ echo "FAIL $1: sync:"; cat "$tmp/$1.sync"
		  failures=$((failures + 1)); }
}
last_verdict() {   # the claimed and judged passed, and the judged reason
	pg_sql "SELECT a.passed, v.passed, v.fail_reason FROM attempts a JOIN
		verdicts v ON v.attempt = a.id ORDER BY a.id DESC LIMIT 1"
}

# A failed exam made a pass in the outbox, offline, then synced.
answers iplyc-exam-traditional pay collect >"$tmp/answers.forged"
offline_exam forged 5
sqlite3 "$tmp/forged.db" "UPDATE attempts SET score = 100, passed = 1,
	fail_reason = '', fail_skill = NULL; UPDATE actions SET correct = 1,
	critical = 0; UPDATE attempt_skills SET correct = actions,
	accuracy = 1, passed = 1" || exit 99
sync forged
judge_once forged
check forged-outbox-not-passed "$(last_verdict)" "1|0|skill"
expect_contains forged-outbox-marked "[claimed PASSED]" cat "$tmp/forged.judge"

# A choice key changed in the outbox to one no step offers.
answers iplyc-exam-traditional >"$tmp/answers.rekeyed"
offline_exam rekeyed 5
sqlite3 "$tmp/rekeyed.db" "UPDATE actions SET choice_key = '~' WHERE
	idx = (SELECT max(idx) FROM actions)" || exit 99
sync rekeyed
judge_once rekeyed
check forged-key-not-passed "$(last_verdict)" "1|0|bad_answer"
expect_contains forged-key-named "does not apply" cat "$tmp/rekeyed.judge"

# Plain psql, through the trainee's own functions: an attempt whose
# answers pick no choice, and one with no answers at all, both claimed
# passed with 100.
trad_sha=$(sha256sum "$top_srcdir/tests/e2e/data/exams/iplyc-exam-traditional.yaml" |
	cut -d' ' -f1)
forge() {   # forge KEY ANSWERS: an attempt started, answered, closed
	_uuid=$(sql_as ana "SELECT uuid FROM crupier.attempt_start('$1', 'ana',
		'iplyc-exam-traditional', '$trad_sha', 'iplyc', 'exam', true,
		false, NULL)") || exit 99
	_i=0
	while [ $_i -lt "$2" ]; do
		sql_as ana "SELECT crupier.answer_add('$_uuid', $_i, 1,
			'dealing', 'x', 'x', 1, 0, 900, 'IPLyC', 0, NULL, '~',
			NULL, NULL, 0, 0, NULL, NULL, NULL)" >/dev/null ||
			exit 99
		_i=$((_i + 1))
	done
	sql_as ana "SELECT crupier.attempt_close('$_uuid', 'complete',
		'2026-01-01T00:00:00Z', 100, 75, 1, 0, 0, NULL, NULL, 0, 0, 0,
		0, NULL, '[]', NULL, NULL, NULL)" >/dev/null || exit 99
}
forge 11111111-1111-4111-8111-111111111111 3
judge_once psql-answers
check psql-answers-not-passed "$(last_verdict)" "1|0|bad_answer"
forge 22222222-2222-4222-8222-222222222222 0
judge_once psql-empty
check psql-empty-not-passed "$(last_verdict)" "1|0|incomplete"

# Only the judge's role judges: another login is told so before it takes
# anything, with the way to make it a judge.
"$CRUPIER" server judge "$ana" --once >"$tmp/trainee.judge" 2>&1
check trainee-cannot-judge "$?" 1
expect_contains trainee-told "ana may not judge on this results server" \
	cat "$tmp/trainee.judge"
expect_contains trainee-told-how "crupier server grant URL ana --judge" \
	cat "$tmp/trainee.judge"
check trainee-no-tally "$(grep -c 'judged' "$tmp/trainee.judge")" 0

# Two judges at once over every attempt again: each judged once, as
# before (the situations attempt unjudgeable before its exam was
# uploaded is judged now).
pg_sql "CREATE TABLE before AS SELECT attempt, passed, score, fail_reason,
	unjudgeable FROM verdicts; DELETE FROM verdicts" || exit 99
total=$(pg_sql "SELECT count(*) FROM before")
judged=$(pg_sql "SELECT count(*) FROM before WHERE unjudgeable IS NULL")
"$CRUPIER" server judge "$judge" --once --code-file "$tmp/code" \
	>"$tmp/one.judge" 2>&1 &
p1=$!
"$CRUPIER" server judge "$judge2" --once --code-file "$tmp/code" \
	>"$tmp/two.judge" 2>&1 &
p2=$!
wait $p1 && wait $p2 || { echo "FAIL two-judges:"; cat "$tmp/one.judge" \
	"$tmp/two.judge"; failures=$((failures + 1)); }
check two-judges-all "$(pg_sql "SELECT count(*) FROM verdicts")" "$total"
check two-judges-each-once "$(cat "$tmp/one.judge" "$tmp/two.judge" |
	sed -n 's/^attempt \([0-9]*\),.*/\1/p' | sort | uniq | wc -l |
	tr -d ' ')" "$total"
check two-judges-lines "$(cat "$tmp/one.judge" "$tmp/two.judge" |
	grep -c '^attempt ')" "$total"
check two-judges-same-verdicts "$(pg_sql "SELECT count(*) FROM verdicts v
	JOIN before b ON b.attempt = v.attempt WHERE b.passed = v.passed AND
	b.score IS NOT DISTINCT FROM v.score AND b.fail_reason IS NOT
	DISTINCT FROM v.fail_reason AND v.unjudgeable IS NULL")" "$judged"
check two-judges-judges "$(pg_sql "SELECT count(*) FROM verdicts WHERE
	judge IN ('judge', 'judge2')")" "$total"

# Waiting: it judges an attempt closed after it started, and stops on
# SIGTERM with its tally.
"$CRUPIER" server judge "$judge" >"$tmp/waiting.judge" 2>&1 &
pj=$!
# Its own shoe (shoe: situations): as many right answers as it asks.
yes expected 2>/dev/null | head -n 400 >"$tmp/answers"
exam waiting "$top_srcdir/scenarios/midi-exam.yaml" "$tmp/answers"
n=0
while [ "$(pg_sql "SELECT count(*) FROM verdicts")" -le "$total" ] &&
      [ $n -lt 1200 ]; do
	sleep 0.1
	n=$((n + 1))
done
check waiting-judged "$(pg_sql "SELECT count(*) FROM verdicts")" \
	$((total + 1))
kill -TERM $pj
wait $pj
check waiting-stops-on-term "$?" 0
expect_contains waiting-tally "1 attempt judged: 1 passed" \
	cat "$tmp/waiting.judge"

finish
