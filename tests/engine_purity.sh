#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# engine_purity.sh: the engine knows the game and nothing else (HACKING):
# no curses, YAML, gettext or stdio; no globals; no exit().  Checked in the
# sources (includes) and in the built library (symbols), so a call that
# slips in through another header is caught too.
. "$top_srcdir/tests/lib.sh"

lib="$top_builddir/libengine.a"
[ -f "$lib" ] || { echo "libengine.a not built"; exit 99; }

bad=$(grep -nE '#[[:space:]]*include[[:space:]]*[<"](n?curses(w)?\.h|ncursesw/|yaml\.h|libintl\.h|stdio\.h|locale\.h|i18n\.h)' \
	"$top_srcdir"/src/engine/*.[ch])
if [ -n "$bad" ]; then
	echo "FAIL include: the engine includes a front-end header:"; echo "$bad"
	failures=$((failures + 1))
else
	echo "ok includes"
fi

for tool in nm objdump; do
	command -v $tool >/dev/null 2>&1 || { echo "$tool not found"; exit 77; }
done

# Writable data (globals): objects in .data or .bss, or common symbols.
# Tables of pointers to strings are in .data.rel.ro (read-only once
# relocated, for position-independent code): they are constants.
# A --coverage build adds gcov's own counters (__gcov0.*, __gcov_.*): the
# compiler's, not the engine's, so they are not counted.
# AddressSanitizer adds a one-byte ODR indicator (__odr_asan.NAME) for
# each exported constant table: also the compiler's.
globals=$(objdump -t "$lib" | awk '$4 ~ /^(\.data|\.bss|\*COM\*)/ && $4 !~ /^\.data\.rel\.ro/ && $3 == "O" && $NF !~ /^__gcov/ && $NF !~ /^__odr_asan\./')
if [ -n "$globals" ]; then
	echo "FAIL globals: the engine has writable data:"; echo "$globals"
	failures=$((failures + 1))
else
	echo "ok no globals"
fi

# Calls the engine must never make.
calls=$(nm -u "$lib" 2>/dev/null | awk '{ print $NF }' | grep -xE \
	'(v?f?printf|v?s?n?printf|puts|fputs|putchar|fopen|fclose|fwrite|fread|perror|exit|_exit|abort|gettext|dgettext|ngettext|initscr|printw|yaml_[a-z_]+|setlocale|getenv|time|rand|srand)' | sort -u)
if [ -n "$calls" ]; then
	echo "FAIL calls: the engine calls front-end or impure functions:"; echo "$calls"
	failures=$((failures + 1))
else
	echo "ok no forbidden calls"
fi
finish
