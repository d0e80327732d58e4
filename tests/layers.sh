#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# layers.sh [SRC]: each folder of src/ (or of SRC) includes only the
# folders its list below allows, the folders under it (HACKING, "The
# layers"):
#     engine <- scenario <- base <- session <- store <- learning <- class
#     <- server <- record <- exam <- judge <- { tui, cli }
# tui/ and cli/ never include each other; src/main.c, the program's
# entry, stands above every folder and joins the two front ends.
# Besides, each library's header belongs to one module (lib_rules), and
# a folder's *_impl.h is for that folder's files alone.
# tests/layers_selftest.sh shows every rule failing on a wrong include.
. "$top_srcdir/tests/lib.sh"

src=${1:-$top_srcdir/src}

# allowed FOLDER: the folders FOLDER's files may include.
allowed() {
	case $1 in
	engine) echo "engine" ;;
	scenario) echo "engine scenario" ;;
	base) echo "engine scenario base" ;;
	session) echo "engine scenario base session" ;;
	store) echo "engine scenario base session store" ;;
	learning) echo "engine scenario base session store learning" ;;
	class) echo "engine scenario base session store learning class" ;;
	server) echo "engine scenario base session store learning class" \
		"server" ;;
	record) echo "engine scenario base session store learning class" \
		"server record" ;;
	exam) echo "engine scenario base session store learning class" \
		"server record exam" ;;
	judge) echo "engine scenario base session store learning class" \
		"server record exam judge" ;;
	tui) echo "engine scenario base session store learning class" \
		"server record exam judge tui" ;;
	cli) echo "engine scenario base session store learning class" \
		"server record exam judge cli" ;;
	esac
}
folders="engine scenario base session store learning class server record
exam judge tui cli"

# The server's outbox: the files of server/ that read and write the
# local SQLite database itself (the outbox and its marks, the pushes
# that copy local rows to the server by column, and the
# comparison of what the server holds with what the outbox holds).
outbox="server/outbox*.c server/store_outbox.c server/remote_push.c
server/remote_columns.c server/remote_same.c"

# lib_rules: "HEADER FILES": the include HEADER (an extended regular
# expression of what stands between the quotes or angle brackets) may
# appear only in FILES, shell patterns of paths under src/.
lib_rules() {
	sql=$(echo "store/* $outbox" | tr '\n' ' ')
	echo "sqlite3\.h $sql"
	echo "store/store_impl\.h $sql"
	echo "libpq-fe\.h server/*"
	echo "sodium\.h exam/*"
	echo "(ncursesw/)?n?curses\.h tui/*"
}

say_fail() {
	echo "FAIL $1"
	echo "$2" | sed "s|^$src/||"
	failures=$((failures + 1))
}

# Each folder's includes of the folders.
for folder in $folders; do
	ok=$(allowed "$folder" | tr ' ' '|')
	dir="$src/$folder"
	if [ ! -d "$dir" ]; then
		echo "FAIL $folder: no src/$folder"
		failures=$((failures + 1))
		continue
	fi
	bad=$(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"[a-z_]+/' \
		"$dir"/*.[ch] | grep -vE "#[[:space:]]*include[[:space:]]*\"($ok)/")
	if [ -n "$bad" ]; then
		say_fail "$folder includes a folder above or beside it:" "$bad"
	else
		echo "ok $folder"
	fi
done

# Which module each library's header belongs to.
lib_rules | while read -r header files; do
	bad=$(cd "$src" && grep -nE \
		"^[[:space:]]*#[[:space:]]*include[[:space:]]*[<\"]$header[>\"]" \
		*.[ch] */*.[ch] | while IFS=: read -r file rest; do
			keep=yes
			for pattern in $files; do
				# shellcheck disable=SC2254
				case $file in $pattern) keep=no ;; esac
			done
			[ "$keep" = no ] || echo "$file:$rest"
		done)
	name=$(echo "$header" | tr -d '\\')
	if [ -n "$bad" ]; then
		echo "FAIL <$name> outside $files:"
		echo "$bad"
		echo x >>"$tmp/lib_failed"
	else
		echo "ok <$name> only in $files"
	fi
done
[ -f "$tmp/lib_failed" ] &&
	failures=$((failures + $(wc -l <"$tmp/lib_failed")))

# A folder's *_impl.h is for its own files (store/store_impl.h, above, for
# the server's outbox too).
bad=$(cd "$src" && grep -nE \
	'^[[:space:]]*#[[:space:]]*include[[:space:]]*"[a-z_]+/[a-z_]+_impl\.h"' \
	*/*.[ch] | grep -v '"store/store_impl\.h"' |
	while IFS=: read -r file rest; do
		inc=${rest#*\"}
		[ "${inc%%/*}" = "${file%%/*}" ] || echo "$file:$rest"
	done)
if [ -n "$bad" ]; then
	echo "FAIL a folder's *_impl.h included from another folder:"
	echo "$bad"
	failures=$((failures + 1))
else
	echo "ok each *_impl.h only in its own folder"
fi

finish
