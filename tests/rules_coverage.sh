#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# rules_coverage.sh: every article of IPLyC Res. 1452/12 chapter 7 and
# 8.4, of the traditional reglamento and of LNSE Res. 100/2016 is listed,
# each with a unit test named after it or the reason it has none, so that
# no rule of the game goes untested unseen.  Three lists, one for each
# numbering:
#   tests/rules_articles.txt       IPLyC   …__iplyc_7_4_2 or …_7_4_2_…
#   tests/rules_articles_trad.txt  TRAD    …__trad_17 (or …_trad_1_35_43)
#   tests/rules_articles_lnse.txt  LNSE-MIDI  …__lnse_midi_8_4
# A line is "ARTICLE" (a test named after it), "ARTICLE = [REG] A ..."
# (the ruling of A, each with its test; REG iplyc names IPLyC's
# numbering) or "ARTICLE -- REASON" (why none).  Every article the
# program cites (src/, data/rules/, data/procedures/) must be listed, so
# a newly cited article without its line fails here.
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

# tested NAMES PREFIX ARTICLE: whether a test is named after ARTICLE.
tested() {
	key=$2$(echo "$3" | tr . _)
	echo "$1" | grep -Eq "(^|_)${key}(_|\$)"
}

# check LIST LABEL NAMES PREFIX: every line of LIST holds.
check() {
	list=$1 label=$2 in=$3 prefix=$4
	bad="" n=0 reasons=0
	while IFS= read -r line; do
		case $line in '#'*|'') continue ;; esac
		n=$((n + 1))
		set -- $line
		a=$1
		shift
		case ${1:-} in
		--)
			shift
			if [ $# -eq 0 ]; then
				bad="$bad $a(no reason)"
			fi
			reasons=$((reasons + 1))
			;;
		=)
			shift
			names_in=$in pre=$prefix
			if [ "${1:-}" = iplyc ]; then
				names_in=$iplyc_names pre=""
				shift
			fi
			[ $# -gt 0 ] || bad="$bad $a(= nothing)"
			for b in "$@"; do
				tested "$names_in" "$pre" "$b" || bad="$bad $a(=$b untested)"
			done
			;;
		'')
			tested "$in" "$prefix" "$a" || bad="$bad $a"
			;;
		*)
			bad="$bad $a(bad line)"
			;;
		esac
	done < "$list"
	if [ -n "$bad" ]; then
		echo "FAIL coverage $label: articles without a test or a reason:$bad"
		failures=$((failures + 1))
	else
		echo "ok coverage $label: $n articles, $reasons with the reason they have no test"
	fi
}

t="$top_srcdir/tests"
check "$t/rules_articles.txt" IPLyC "$iplyc_names" ""
check "$t/rules_articles_trad.txt" TRAD "$trad_names" trad_
check "$t/rules_articles_lnse.txt" LNSE-MIDI "$lnse_names" lnse_midi_

# Every article the program cites is listed (a resolution's number,
# "100/2016", is none).  IPLyC outside chapter 7 and 8.4 is listed only
# when a test names it.
cited=$(cat "$top_srcdir"/src/*/*.c "$top_srcdir"/src/*/*.h \
	    "$top_srcdir"/data/rules/*.yaml "$top_srcdir"/data/procedures/*.yaml |
	sed -E 's#[0-9]+/[0-9]{2,4}##g' |
	grep -oE '(IPLyC|TRAD|LNSE(-MIDI)?) (art\. ?)?[0-9]+(\.[0-9]+)*' |
	sed -E 's/^IPLyC /iplyc /; s/^TRAD /trad /; s/^LNSE(-MIDI)? (art\. ?)?/lnse /' |
	sort -u)
for pair in "iplyc rules_articles.txt" "trad rules_articles_trad.txt" \
	    "lnse rules_articles_lnse.txt"; do
	set -- $pair
	absent=""
	for a in $(echo "$cited" | sed -n "s/^$1 //p"); do
		if [ "$1" = iplyc ]; then
			case $a in 7|7.*|8.4|8.4.*) ;; *) continue ;; esac
		fi
		grep -Eq "^$(echo "$a" | sed 's/\./\\./g')( |\$)" "$t/$2" ||
			absent="$absent $a"
	done
	if [ -n "$absent" ]; then
		echo "FAIL list: the program cites $1 articles missing from tests/$2:$absent"
		failures=$((failures + 1))
	else
		echo "ok list tests/$2 holds every $1 article the program cites"
	fi
done
finish
