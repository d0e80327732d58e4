#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# link_order.sh: the modules' libraries link callers first, once each
# (Makefile.am, MID_LIBS): no library needs a symbol that only a library
# listed before it defines, so none has to be listed twice and no two
# modules call each other.
. "$top_srcdir/tests/lib.sh"

# make check exports MID_LIBS; by hand, it is read from the Makefile.
if [ -z "${MID_LIBS:-}" ]; then
	MID_LIBS=$(sed -n '/^MID_LIBS = /,/[^\\]$/p' "$top_builddir/Makefile" |
		   tr -d '\\\n' | sed 's/^MID_LIBS = //')
fi
[ -n "$MID_LIBS" ] || { echo "no MID_LIBS in $top_builddir/Makefile"; exit 99; }
command -v nm >/dev/null 2>&1 || { echo "no nm: skipped"; exit 77; }
libs="libcli.a libtui.a $MID_LIBS libscenario.a libengine.a"
cd "$top_builddir" || exit 99

for lib in $libs; do
	[ -f "$lib" ] || { echo "FAIL $lib not built"; exit 99; }
	nm -g --defined-only "$lib" | awk 'NF == 3 { print $3 }' |
		sort -u >"$tmp/def-$lib"
	nm -u "$lib" | awk '{ print $NF }' | sort -u >"$tmp/und-$lib"
done

before=""
for lib in $libs; do
	back=""
	for earlier in $before; do
		need=$(comm -12 "$tmp/und-$lib" "$tmp/def-$earlier" |
			head -5 | tr '\n' ' ')
		[ -z "$need" ] || back="$back $earlier ($need)"
	done
	if [ -n "$back" ]; then
		echo "FAIL $lib calls libraries listed before it:$back"
		failures=$((failures + 1))
	else
		echo "ok $lib"
	fi
	before="$before $lib"
done
finish
