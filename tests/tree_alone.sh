#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tree_alone.sh: the tree stands alone.  No source, test, build fragment,
# page or document sends its reader to a text that is not in the tree: a
# design note or a rules digest kept beside the checkout (an upper-case
# NAME.md), a folder beside it (../shared/), or an issue of a tracker
# (the word issue followed by its number, with "#" or an item after it,
# or an item and its number left alone),
# even when the words break across two lines of a comment.  What such a
# reference carried is said in place, cites the regulation's article, or
# is in HACKING.  The words "issue" and "item" are free ("a roster
# issue", "issues a code", "the menu's items"): only one followed by a
# number is a reference.  The regulations' texts are
# named by their file names ("file:" keys), which is a citation, not a
# path; tests/articles_quoted.sh reads them from $REGLAMENTOS_DIR.
. "$top_srcdir/tests/lib.sh"

cd "$top_srcdir" || exit 99
places="src tests mk man bench data scenarios completion tools debian
	README HACKING NEWS Makefile.am configure.ac po/POTFILES.in"
# In a checkout, the files git tracks or would (not what an in-tree build
# makes); in a tarball, every file of those places but a build's objects
# and logs.  A tarball unpacked inside a checkout (make distcheck does so
# under an ignored _dist/) is inside a work tree but is not its top, and
# git would list none of its files: only the top of a work tree is read
# through git.
if [ "$(git rev-parse --show-toplevel 2>/dev/null)" = "$(pwd -P)" ]; then
	git ls-files --cached --others --exclude-standard -- $places \
		>"$tmp/files" || exit 99
else
	find $places -type f ! -name '*.[oa]' ! -name '*.log' \
		! -name '*.trs' >"$tmp/files" 2>/dev/null
fi
# The word list of code strengths is English words, "issue" among them;
# this test names what it looks for.
grep -vxE 'data/words/[^/]*|tests/tree_alone\.sh' "$tmp/files" >"$tmp/read"
[ -s "$tmp/read" ] || { echo "no files read"; exit 99; }

# Each line is read after its comment leader (# * /* // dnl .\") and
# joined to the last two words of the line before, so that "(issue" at
# the end of one line and "12 item 2)" at the start of the next are seen
# together.
tr '\n' '\0' <"$tmp/read" | xargs -0 awk '
function outside(t) {
	return t ~ /(^|[^A-Za-z_])[A-Z][A-Z0-9_-]*\.md([^A-Za-z0-9_]|$)/ ||
	       t ~ /\.\.\/shared(\/|[^A-Za-z0-9_]|$)/ ||
	       t ~ /(^|[^A-Za-z_])[Ii]ssues?[ \t]+(#|[Nn]o\.? ?)?[0-9]/ ||
	       t ~ /(^|[^A-Za-z_])[Ii]tems?[ \t]+[0-9]/
}
FNR == 1 { tail = "" }
{
	line = $0
	sub(/^[ \t]*(\/\*+|\*+|#+|\/\/+|dnl|\.\\")?[ \t]*/, "", line)
	# A reference in the line before alone was told there.
	if (outside(line) || (outside(tail " " line) && !outside(tail)))
		printf "%s:%d: %s\n", FILENAME, FNR, $0
	n = split(line, w, /[ \t]+/)
	tail = n >= 2 ? w[n - 1] " " w[n] : (n == 1 ? w[1] : "")
}' >"$tmp/hits"

if [ -s "$tmp/hits" ]; then
	cat "$tmp/hits"
	fail references "$(wc -l <"$tmp/hits") line(s) name a text outside the tree or an issue"
else
	pass "$(wc -l <"$tmp/read") files name nothing outside the tree"
fi
finish
