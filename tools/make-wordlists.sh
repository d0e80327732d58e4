#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# make-wordlists.sh: builds data/words/es.txt and en.txt, the lists the
# exam codes are drawn from (`crupier results new-code`), from Debian's
# word lists: wspanish (/usr/share/dict/spanish, public domain) and
# wamerican (/usr/share/dict/american-english, SCOWL, permissive).
#
# Each list keeps exactly 8192 words (13 bits a word: four words are 52
# bits), of 4 to 6 lower-case ASCII letters (no accent to type wrong,
# nothing a keyboard layout changes), taken evenly from the sorted
# candidates so that the selection is the same on every machine.
# Run it once by hand; its output is committed.
set -eu
out=${1:-data/words}
pick() {
	LC_ALL=C grep -E '^[a-z]{4,6}$' "$1" | LC_ALL=C sort -u |
		awk -v want=8192 '{ w[NR] = $0 } END {
			if (NR < want) { print "too few words" > "/dev/stderr"; exit 1 }
			for (i = 0; i < want; i++) print w[int(i * NR / want) + 1]
		}'
}
pick "${SPANISH:-/usr/share/dict/spanish}" >"$out/es.txt"
pick "${ENGLISH:-/usr/share/dict/american-english}" >"$out/en.txt"
