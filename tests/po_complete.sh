#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# po_complete.sh: Spanish is complete.  Extracts the strings of every file
# in po/POTFILES.in afresh (so a new string not yet merged counts), merges
# po/es.po with them, and fails on any untranslated or fuzzy entry; also
# fails when a source file uses _() or N_() but is missing from POTFILES.in.
. "$top_srcdir/tests/lib.sh"

for tool in xgettext msgmerge msgfmt; do
	command -v $tool >/dev/null 2>&1 || { echo "$tool not found"; exit 77; }
done
cd "$top_srcdir" || exit 99

files=$(grep -v '^#' po/POTFILES.in | grep -v '^[[:space:]]*$')
missing=$(grep -lE '(^|[^A-Za-z0-9_])N?_\("' src/*.c src/*/*.c src/*/*.h 2>/dev/null |
	while read -r f; do echo "$files" | grep -qxF "$f" || echo "$f"; done)
if [ -n "$missing" ]; then
	echo "FAIL potfiles: files with translatable strings missing from po/POTFILES.in:"
	echo "$missing"
	failures=$((failures + 1))
else
	echo "ok potfiles"
fi

# shellcheck disable=SC2086
xgettext --keyword=_ --keyword=N_ --from-code=UTF-8 -o "$tmp/fresh.pot" $files || exit 99
msgmerge --quiet --no-fuzzy-matching -o "$tmp/es.po" po/es.po "$tmp/fresh.pot" || exit 99
stats=$(msgfmt --check --statistics -o /dev/null "$tmp/es.po" 2>&1)
case "$stats" in
*untranslated*|*fuzzy*)
	echo "FAIL es.po: $stats"
	msgattrib --untranslated --only-fuzzy "$tmp/es.po" 2>/dev/null | head -40
	msgattrib --untranslated "$tmp/es.po" 2>/dev/null | grep '^msgid' | head -40
	failures=$((failures + 1)) ;;
*)
	echo "ok es.po: $stats" ;;
esac
finish
