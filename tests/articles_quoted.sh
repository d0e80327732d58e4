#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# articles_quoted.sh: the article texts of data/articles/ are the
# regulations' own words.  Each line of each text (but "[…]", and the
# "[filas]"/"[columnas]" headings of a table laid out) must occur in the
# regulation's file named by the data file's "file:" key, comparing
# without blanks, "-", "*" and "#" (line breaks, bullets and markdown).
# The regulations' texts are not in the tree: REGLAMENTOS_DIR names the
# folder that holds them, by the names of the "file:" keys (the texts as
# published); without it the test is skipped.
. "$top_srcdir/tests/lib.sh"

dir=${REGLAMENTOS_DIR:-}
[ -n "$dir" ] || { echo "REGLAMENTOS_DIR not set: skipped"; exit 77; }
[ -d "$dir" ] || { echo "no regulations at $dir: skipped"; exit 77; }

squash() { tr -d ' \t\r\n*#-'; }

for data in "$top_srcdir"/data/articles/*.yaml; do
	src=$(sed -n 's/^file: *//p' "$data")
	if [ ! -f "$dir/$src" ]; then
		fail "$(basename "$data")" "its regulation $dir/$src is missing"
		continue
	fi
	squash <"$dir/$src" >"$tmp/source"
	bad=0
	# The texts: the lines of the block scalars under "articles:",
	# indented four spaces.
	sed -n '/^articles:/,$p' "$data" | sed -n 's/^    //p' |
	while IFS= read -r line; do
		case $line in
		"[…]"|"") continue ;;
		esac
		want=$(printf '%s' "$line" |
		       sed -e 's/^Artículo [0-9]*°, [0-9]*) //' \
			   -e 's/ \[\(filas\|columnas\)\][;:]*//' | squash)
		if ! grep -qF -- "$want" "$tmp/source"; then
			echo "FAIL $(basename "$data"): not in $src: $line"
			echo x >>"$tmp/bad"
		fi
	done
	if [ -s "$tmp/bad" ]; then
		failures=$((failures + 1))
		rm -f "$tmp/bad"
	else
		echo "ok $(basename "$data") quotes $src"
	fi
done
finish
