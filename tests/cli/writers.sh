#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# writers.sh: nothing the program writes replaces what is not its own
# (base/atomic_file.h).  `review --out` at a FIFO, a device node (made
# when the test runs as root), a directory or a symbolic link (to a file
# outside the user's files) is refused with the reason and left as it
# was; at a regular file it writes.  And what the teacher and the
# database wrote is never sent raw to the terminal: an exam's window in
# `class list`, a cell's key in `review`.
. "$top_srcdir/tests/lib.sh"

command -v mkfifo >/dev/null 2>&1 || { echo "no mkfifo(1): skipped"; exit 77; }
command -v sqlite3 >/dev/null 2>&1 || { echo "no sqlite3(1): skipped"; exit 77; }
esc=$(printf '\033')

check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
no_raw() {
	if LC_ALL=C grep -q "$esc" "$2"; then
		echo "FAIL $1: a raw ESC reached the output:"
		cat -v "$2"
		failures=$((failures + 1))
	else
		echo "ok $1"
	fi
}

# A trainee with a cell due: a drill with its first draw answered wrong.
drill="$top_srcdir/scenarios/iplyc-drawing-banca-6.yaml"
"$CRUPIER" judge --json "$drill" |
	sed -n 's/^ *"action": "\([a-z_]*\)",*$/\1/p' |
	awk '{ if ($1 == "banca_draws" && !d) { print "wrong"; d = 1 }
	       else print "expected" }' >"$tmp/answers"
printf 'tablero mostrador ficha sabot rojo\n' >"$tmp/code"
"$CRUPIER" exam --trainee Ana --answers "$tmp/answers" --code-file "$tmp/code" \
	--results-dir "$tmp/res" "$drill" >"$tmp/run.out" 2>&1 ||
	{ echo "cannot run the drill"; cat "$tmp/run.out"; exit 99; }

# review_to NAME TARGET: `review --out TARGET`; its status in $status.
review_to() {
	status=0
	"$CRUPIER" review --trainee Ana --seed 7 --out "$2" \
		>"$tmp/$1.out" 2>&1 || status=$?
}

mkfifo "$tmp/fifo.yaml"
review_to fifo "$tmp/fifo.yaml"
check review-fifo-status "$status" 1
expect_contains review-fifo-message "fifo.yaml: cannot write: not a regular file: not replaced" \
	cat "$tmp/fifo.out"
check review-fifo-kept "$([ -p "$tmp/fifo.yaml" ] && echo fifo || echo replaced)" fifo

mkdir -p "$tmp/outside" "$tmp/dir.yaml"
echo "someone else's" >"$tmp/outside/target"
ln -s "$tmp/outside/target" "$tmp/link.yaml"
review_to link "$tmp/link.yaml"
check review-link-status "$status" 1
expect_contains review-link-message "link.yaml: cannot write: a symbolic link: not followed, not replaced" \
	cat "$tmp/link.out"
check review-link-kept "$([ -L "$tmp/link.yaml" ] && echo link || echo replaced)" link
check review-link-target "$(cat "$tmp/outside/target")" "someone else's"

review_to dir "$tmp/dir.yaml"
check review-dir-status "$status" 1
expect_contains review-dir-message "dir.yaml: cannot write: is a directory, not a file" \
	cat "$tmp/dir.out"

if mknod "$tmp/null" c 1 3 2>/dev/null; then
	review_to device "$tmp/null"
	check review-device-status "$status" 1
	expect_contains review-device-message "null: cannot write: not a regular file: not replaced" \
		cat "$tmp/device.out"
	check review-device-kept "$([ -c "$tmp/null" ] && echo device || echo replaced)" device
else
	echo "# not root: no device node made, the FIFO stands for one"
fi

echo "old" >"$tmp/regular.yaml"
review_to regular "$tmp/regular.yaml"
check review-regular-status "$status" 0
check review-regular-written "$(grep -c '^id:' "$tmp/regular.yaml")" 1

# Raw escapes: a cell's key and an exam's window, as a database from
# elsewhere may hold them.
sqlite3 "$CRUPIER_DB" "UPDATE cell_memory SET cell = cell || char(27) ||
	']0;x' || char(7) WHERE rowid = (SELECT min(rowid) FROM cell_memory)" ||
	exit 99
"$CRUPIER" review --trainee Ana --seed 7 --out "$tmp/again.yaml" \
	>"$tmp/review-osc.out" 2>&1
no_raw review-cell-no-raw "$tmp/review-osc.out"
expect_contains review-cell-escaped '\x1B]0;x\x07' cat "$tmp/review-osc.out"
"$CRUPIER" class create K >/dev/null &&
	"$CRUPIER" class assign K iplyc-exam-traditional --opens 2026-01-01 \
		--closes 2026-02-01 --attempts 1 >/dev/null || exit 99
sqlite3 "$CRUPIER_DB" "UPDATE class_exams SET opens = '2026' || char(27) ||
	'[2J'" || exit 99
"$CRUPIER" class list K >"$tmp/list.out" 2>&1
no_raw class-list-window-no-raw "$tmp/list.out"
expect_contains class-list-window-escaped 'from 2026\x1B[2J to' \
	cat "$tmp/list.out"
finish
