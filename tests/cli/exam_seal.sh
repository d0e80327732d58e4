#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_seal.sh: what cannot be written is a clear error and loses nothing:
# an unwritable results directory and a full disk at the seal (a file-size
# limit, `ulimit -f`) leave the complete exam in the database, unsealed,
# to be sealed again with `crupier results seal`; a disk that fills up
# during the exam leaves it in progress with every action recorded, to be
# resumed.  And at import, an edited result byte and a wrong code are
# both rejected with the file named, nothing imported from it.
. "$top_srcdir/tests/lib.sh"

exam="$top_srcdir/tests/e2e/data/exams/iplyc-exam-traditional.yaml"
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
printf 'el codigo secreto del supervisor\n' >"$tmp/code"
yes expected 2>/dev/null | head -n 400 >"$tmp/answers"
run() {
	"$CRUPIER" exam "$exam" --code-file "$tmp/code" \
		--answers "$tmp/answers" "$@"
}
field() {   # field TRAINEE COLUMN: a column of the trainee's attempts
	"$CRUPIER" results list --trainee "$1" --format csv |
		awk -F, -v c="$2" 'NR > 1 { print $c }' | tr -d '\r' | tr '\n' ' '
}
check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
# ulimit -f counts 1024-byte blocks in bash, 512-byte ones elsewhere.
if [ -n "${BASH_VERSION:-}" ]; then block=1024; else block=512; fi

# 1. An unwritable results directory (root writes anywhere: a file
#    stands in for the directory then).
if [ "$(id -u)" = 0 ]; then
	: >"$tmp/blocked"
else
	mkdir "$tmp/blocked" && chmod 0500 "$tmp/blocked"
fi
status=0
run --trainee Ana --results-dir "$tmp/blocked" >"$tmp/blocked.out" 2>&1 || status=$?
check seal-unwritable-status "$status" 1
expect_contains seal-unwritable-message "the result could not be sealed" \
	cat "$tmp/blocked.out"
expect_contains seal-unwritable-kept "crupier results seal 1" \
	cat "$tmp/blocked.out"
check seal-unwritable-complete "$(field Ana 10)" "complete "
check seal-unwritable-unsealed "$(field Ana 17)" " "
check seal-unwritable-actions "$(field Ana 14)" "206 "

# 2. A full disk when sealing again: 36 KiB allowed, the result is larger.
status=0
(ulimit -f $((36864 / block)); exec "$CRUPIER" results seal 1 \
	--code-file "$tmp/code" --results-dir "$tmp/full") \
	>"$tmp/full.out" 2>&1 || status=$?
check seal-full-status "$status" 1
expect_contains seal-full-message "cannot write the sealed result" \
	cat "$tmp/full.out"
check seal-full-no-temporary "$(ls -A "$tmp/full" | wc -l | tr -d ' ')" 0
check seal-full-still-unsealed "$(field Ana 17)" " "

# 3. Sealed again where there is room.
expect_contains seal-again "Result sealed in" "$CRUPIER" results seal 1 \
	--code-file "$tmp/code" --results-dir "$tmp/results"
file=$(ls "$tmp"/results/*.result)
check seal-again-recorded "$(field Ana 17)" "$file "
expect_contains seal-again-valid ": valid" \
	"$CRUPIER" results verify --code-file "$tmp/code" "$file"

# 4. The disk fills up during the exam: it stops, in progress, every
#    action recorded so far kept; resumed with room, it ends.
status=0
(ulimit -f $((409600 / block)); exec "$CRUPIER" exam "$exam" \
	--db "$tmp/small.db" --code-file "$tmp/code" --answers "$tmp/answers" \
	--trainee Beto --results-dir "$tmp/results") >"$tmp/fill.out" 2>&1 || status=$?
check exam-disk-full-status "$status" 1
expect_contains exam-disk-full-message "cannot record the action" \
	cat "$tmp/fill.out"
kept=$(CRUPIER_DB="$tmp/small.db" field Beto 14)
case "$kept" in
"0 "|"206 "|"") echo "FAIL exam-disk-full-kept: '$kept' actions"
	failures=$((failures + 1)) ;;
*) echo "ok exam-disk-full-kept ($kept actions)" ;;
esac
status=0
run --db "$tmp/small.db" --trainee Beto --resume \
	--results-dir "$tmp/results" >"$tmp/resume.out" 2>&1 || status=$?
check exam-disk-full-resumed "$status" 0
check exam-disk-full-resumed-all "$(CRUPIER_DB="$tmp/small.db" field Beto 14)" "206 "

# 5. Import: an edited byte and a wrong code are refused, naming the file;
#    nothing of them is imported, the good file is.
mkdir "$tmp/inbox"
cp "$file" "$tmp/inbox/good.result"
cp "$file" "$tmp/inbox/edited.result"
# One digit of the score in the first line, changed.
sed '1s/"score":\([0-9]\)/"score":1\1/' "$file" >"$tmp/inbox/edited.result"
if cmp -s "$file" "$tmp/inbox/edited.result"; then
	echo "FAIL import-edited: the edit did not change the file"
	failures=$((failures + 1))
fi
sup="$tmp/supervisor.db"
status=0
"$CRUPIER" results import --db "$sup" --code-file "$tmp/code" "$tmp/inbox" \
	>"$tmp/import.out" 2>&1 || status=$?
check import-edited-status "$status" 1
expect_contains import-edited-message \
	"edited.result: rejected, nothing imported: the file has been changed since it was sealed" \
	cat "$tmp/import.out"
expect_contains import-edited-good-imported "good.result: imported as attempt 1" \
	cat "$tmp/import.out"
check import-edited-only-one "$("$CRUPIER" results list --db "$sup" --format csv | wc -l | tr -d ' ')" 2
printf 'otro codigo\n' >"$tmp/wrong"
status=0
"$CRUPIER" results import --db "$tmp/other.db" --code-file "$tmp/wrong" \
	"$tmp/inbox/good.result" >"$tmp/wrong.out" 2>&1 || status=$?
check import-wrong-code-status "$status" 1
expect_contains import-wrong-code-message \
	"good.result: rejected, nothing imported: wrong exam code" cat "$tmp/wrong.out"
check import-wrong-code-nothing "$("$CRUPIER" results list --db "$tmp/other.db" --format csv | wc -l | tr -d ' ')" 1
finish
