#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# menu_keys.sh: the main menu's shortcuts are unique, in English and in
# Spanish: the letter after "_" in each entry's label (src/tui/menu.c,
# translated by po/es.po) opens one entry only.
. "$top_srcdir/tests/lib.sh"

# The labels: the first N_("...") of each [ACT_...] entry.
sed -n 's/^	\[ACT_[A-Z_]*\] = { N_("\([^"]*\)",*.*/\1/p' \
	"$top_srcdir/src/tui/menu.c" >"$tmp/labels"
[ "$(wc -l <"$tmp/labels")" -ge 8 ] ||
	{ fail labels "the menu's labels not found in src/tui/menu.c"; finish; }

# key LABEL: the shortcut's letter, in lower case.
key() {
	printf '%s\n' "$1" | sed -n 's/^[^_]*_\(.\).*/\1/p' | tr 'A-Z' 'a-z'
}

: >"$tmp/en"
: >"$tmp/es"
while IFS= read -r label; do
	key "$label" >>"$tmp/en"
	es=$(awk -v id="$label" '
		$0 == "msgid \"" id "\"" { want = 1; next }
		want && /^msgstr "/ { sub(/^msgstr "/, ""); sub(/"$/, ""); print; exit }
		{ want = 0 }' "$top_srcdir/po/es.po")
	[ -n "$es" ] || { fail "es-$label" "not translated"; continue; }
	key "$es" >>"$tmp/es"
done <"$tmp/labels"

for lang in en es; do
	dup=$(sort "$tmp/$lang" | uniq -d | tr '\n' ' ')
	if [ -n "$dup" ]; then
		fail "$lang" "a shortcut opens two entries: $dup"
	else
		pass "$lang: $(tr -d '\n' <"$tmp/$lang") each once"
	fi
done
finish
