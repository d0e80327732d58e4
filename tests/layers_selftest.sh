#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# layers_selftest.sh: every rule of tests/layers.sh fails on a wrong
# include.  A copy of src/ passes; then each case below adds one include
# to one file of the copy, and layers.sh must fail naming that file,
# and pass again once the line is taken out.
. "$top_srcdir/tests/lib.sh"

copy="$tmp/src"
cp -R "$top_srcdir/src" "$copy" || exit 99

layers() {
	sh "$top_srcdir/tests/layers.sh" "$copy" >"$tmp/layers.out" 2>&1
}

if layers; then
	echo "ok the copy of src/ passes"
else
	echo "FAIL the copy of src/ does not pass:"
	cat "$tmp/layers.out"
	failures=$((failures + 1))
fi

# case FILE LINE WHAT: with LINE added to FILE, layers.sh fails and names
# FILE; WHAT is the rule it breaks.
case_() {
	file=$1; line=$2; what=$3
	cp "$copy/$file" "$tmp/saved"
	printf '%s\n' "$line" >>"$copy/$file"
	if layers; then
		echo "FAIL $what: layers.sh passed with $line in $file"
		failures=$((failures + 1))
	elif ! grep -q "^$file:" "$tmp/layers.out"; then
		echo "FAIL $what: layers.sh failed without naming $file:"
		cat "$tmp/layers.out"
		failures=$((failures + 1))
	else
		echo "ok $what"
	fi
	cp "$tmp/saved" "$copy/$file"
}

case_ store/store.c '#include "learning/memory.h"' \
	"a folder including one above it (store, learning)"
case_ base/paths.c '#include "record/recorder.h"' \
	"a folder including one above it (base, record)"
case_ tui/menu.c '#include "cli/common.h"' \
	"tui including cli, beside it"
case_ cli/common.c '#include "tui/app.h"' \
	"cli including tui, beside it"
case_ class/class_source.c '#include "server/outbox.h"' \
	"classes reaching the server (a hook instead)"
case_ session/session.c '#include <sqlite3.h>' \
	"SQLite in session/"
case_ learning/fsrs.c '#include <sqlite3.h>' \
	"SQLite outside store/ and the server's outbox"
case_ exam/seal.c '#include "store/store_impl.h"' \
	"the store's insides outside store/ and the outbox"
case_ server/remote.c '#include "store/store_impl.h"' \
	"the store's insides in a server file that is not the outbox"
case_ exam/seal.c '#include "server/remote_impl.h"' \
	"another folder's *_impl.h (exam, server)"
case_ tui/menu.c '#include "session/session_impl.h"' \
	"another folder's *_impl.h (tui, session)"
case_ cli/new_code_cmd.c '#include <sodium.h>' \
	"libsodium outside exam/"
case_ session/session.c '#include <libpq-fe.h>' \
	"libpq outside server/"
case_ session/session.c '#include <ncursesw/curses.h>' \
	"curses outside tui/"
case_ cli/common.c '#include <curses.h>' \
	"curses outside tui/ (plain name)"

if layers; then
	echo "ok the copy passes again"
else
	echo "FAIL the copy was not put back"
	failures=$((failures + 1))
fi
finish
