#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# layers.sh: each layer includes only the layers below it (HACKING):
#     engine <- scenario <- trainer <- { tui, cli }
# A file of a layer that includes a header of a layer above it, or beside
# it (tui/ and cli/ never include each other), fails.  src/main.c is the
# program's entry, above every layer: it alone joins the two front ends.
. "$top_srcdir/tests/lib.sh"

# allowed LAYER: the layers LAYER's files may include.
allowed() {
	case $1 in
	engine) echo "engine" ;;
	scenario) echo "engine scenario" ;;
	base|session|store|learning|server|exam|class) echo "engine scenario $mid" ;;
	tui) echo "engine scenario $mid tui" ;;
	cli) echo "engine scenario $mid cli" ;;
	esac
}

mid="base session store learning server exam class"
for layer in engine scenario $mid tui cli; do
	ok=$(allowed "$layer" | tr ' ' '|')
	dir="$top_srcdir/src/$layer"
	[ -d "$dir" ] || { echo "FAIL $layer: no src/$layer"; failures=$((failures + 1)); continue; }
	bad=$(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"[a-z_]+/' \
		"$dir"/*.[ch] | grep -vE "#[[:space:]]*include[[:space:]]*\"($ok)/")
	if [ -n "$bad" ]; then
		echo "FAIL $layer includes a layer above or beside it:"
		echo "$bad" | sed "s|^$top_srcdir/||"
		failures=$((failures + 1))
	else
		echo "ok $layer"
	fi
done
finish
