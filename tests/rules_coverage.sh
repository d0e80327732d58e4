#!/bin/sh
# rules_coverage.sh: every IPLyC article that RULES.md cites has at least one
# unit test named after it (…__iplyc_7_4_2 or …_7_4_2_…), so no rule of the
# game goes untested.  The list is tests/rules_articles.txt; when the
# project's RULES.md is beside the checkout (../shared/RULES.md), the list
# must also cite every article it does.
. "$top_srcdir/tests/lib.sh"

list="$top_srcdir/tests/rules_articles.txt"
names=$(cat "$top_srcdir"/tests/*.c | sed -n 's/^static void \([a-z0-9_]*\)(void \*\*state).*/\1/p')

missing=""
for a in $(grep -v '^#' "$list"); do
	key=$(echo "$a" | tr . _)
	if ! echo "$names" | grep -Eq "_${key}(_|\$)"; then
		missing="$missing $a"
	fi
done
if [ -n "$missing" ]; then
	echo "FAIL coverage: articles without a test named after them:$missing"
	failures=$((failures + 1))
else
	echo "ok coverage: $(grep -vc '^#' "$list") articles, each with a test"
fi

rules_md="$top_srcdir/../shared/RULES.md"
if [ -f "$rules_md" ]; then
	cited=$(grep -oE '\b[78]\.[0-9]+(\.[0-9]+)*' "$rules_md" | sort -u)
	absent=""
	for a in $cited; do
		grep -qxF "$a" "$list" || absent="$absent $a"
	done
	# LNSE-MIDI 8.3 is LNSE's numbering, not IPLyC's.
	absent=$(echo "$absent" | sed 's/ 8\.3\b//')
	if [ -n "$absent" ]; then
		echo "FAIL list: RULES.md cites articles missing from tests/rules_articles.txt:$absent"
		failures=$((failures + 1))
	else
		echo "ok list matches RULES.md"
	fi
fi
finish
