#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# rules_coverage.sh: every article of the regulations whose rule the
# engine must be tested on has at least one unit test named after it, so
# no rule of the game goes untested.  Three lists, one for each numbering:
#   tests/rules_articles.txt       IPLyC   …__iplyc_7_4_2 or …_7_4_2_…
#   tests/rules_articles_trad.txt  TRAD    …__trad_17 (or …_trad_1_35_43)
#   tests/rules_articles_lnse.txt  LNSE-MIDI  …__lnse_midi_8_4
# And the lists keep up with the rules profiles: every article that a
# profile of data/rules/ cites (an option's article, or the article shown
# for a rule) is in its regulation's list or, not yet tested under its
# own number, in tests/rules_articles_untested.txt (tests/rules_cited.awk
# reads the citations: "LNSE 8.4" is not IPLyC 8.4).
. "$top_srcdir/tests/lib.sh"

names=$(cat "$top_srcdir"/tests/*.c | sed -n 's/^static void \([a-z0-9_]*\)(void \*\*state).*/\1/p')
# An IPLyC article is named bare; the TRAD and LNSE parts of a name are
# other numberings ("…__iplyc_7_4_1_lnse_midi_6" names IPLyC 7.4.1 and
# LNSE 6; "…__lnse_midi_8_1" does not name IPLyC 8.1).
iplyc_names=$(echo "$names" | sed -E 's/_lnse_midi(_[0-9]+)+//; s/_trad(_[0-9]+)+//')
# "…_trad_1_35_43" names TRAD 1, 35 and 43: one "trad_N" a line.
trad_names=$(echo "$names" | grep -oE '_trad(_[0-9]+)+' |
	sed -E 's/^_trad//' | tr _ '\n' | sed '/^$/d; s/^/trad_/')
lnse_names=$(echo "$names" | grep -oE '_lnse_midi(_[0-9]+)+' | sed 's/^_//')

# check LIST LABEL NAMES PREFIX: every article of LIST has a test.
check() {
	list=$1 label=$2 in=$3 prefix=$4
	missing=""
	for a in $(grep -v '^#' "$list"); do
		key=$prefix$(echo "$a" | tr . _)
		if ! echo "$in" | grep -Eq "(^|_)${key}(_|\$)"; then
			missing="$missing $a"
		fi
	done
	if [ -n "$missing" ]; then
		echo "FAIL coverage $label: articles without a test named after them:$missing"
		failures=$((failures + 1))
	else
		echo "ok coverage $label: $(grep -vc '^#' "$list") articles, each with a test"
	fi
}

t="$top_srcdir/tests"
check "$t/rules_articles.txt" IPLyC "$iplyc_names" ""
check "$t/rules_articles_trad.txt" TRAD "$trad_names" trad_
check "$t/rules_articles_lnse.txt" LNSE-MIDI "$lnse_names" lnse_midi_

# The profiles' citations: the quoted strings of their lines that are
# not comments ("IPLyC 7.8.1.2", "TRAD 51 c", "LNSE-MIDI art.6 (Banca)").
cited=$(sed '/^[[:space:]]*#/d' "$top_srcdir"/data/rules/*.yaml |
	grep -oE '"(IPLyC|TRAD|LNSE)[^"]*"' | awk -f "$t/rules_cited.awk" |
	sort -u)
[ -n "$cited" ] || fail profiles "no citation read from data/rules/*.yaml"
for pair in "iplyc rules_articles.txt" "trad rules_articles_trad.txt" \
	    "lnse rules_articles_lnse.txt"; do
	set -- $pair
	absent=""
	for a in $(echo "$cited" | sed -n "s/^$1 //p"); do
		grep -qxF "$a" "$t/$2" ||
			grep -qxF "$1 $a" "$t/rules_articles_untested.txt" ||
			absent="$absent $a"
	done
	if [ -n "$absent" ]; then
		echo "FAIL list: the rules profiles cite $1 articles in" \
		     "neither tests/$2 nor tests/rules_articles_untested.txt:$absent"
		failures=$((failures + 1))
	else
		echo "ok list tests/$2 holds what the rules profiles cite"
	fi
done
finish
