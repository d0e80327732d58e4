#!/bin/sh
# rules.sh: the Rules browser lists the profiles with a summary, lists a
# profile's rules with their articles in that profile, and searches.
. "$top_srcdir/tests/e2e/lib.sh"

LANGUAGE=en
e2e_start
e2e_wait menu "Practice"
e2e_keys r
e2e_wait profiles-current "iplyc (current)" &&
	e2e_wait profiles-midi "lnse-midi" &&
	e2e_wait profile-summary "Player-banked"
e2e_keys Enter
e2e_wait rules-of-iplyc "Rules of iplyc" &&
	e2e_wait rule-with-article "IPLyC 7.2"
e2e_keys / && e2e_type volun
e2e_wait rules-search "voluntad_error"
e2e_wait_gone rules-search-filters "card_values"
# The search also finds articles.
e2e_keys C-u && e2e_type "7.7.4.4"
e2e_wait rules-search-article "voluntad_error"
e2e_wait_gone rules-search-article-filters "voluntad "
# Esc drops the filter: all the rules again, the selection kept.
e2e_keys Escape
e2e_wait rules-search-cleared "/$(grep -c '^	X(' "$top_srcdir/src/engine/rules.h")"
e2e_keys q
e2e_wait rules-back "iplyc (current)"

# Another profile cites its own articles.
e2e_keys / && e2e_type midi && e2e_keys Enter
e2e_wait midi-summary "House-banked"
e2e_keys Enter
e2e_wait rules-of-midi "Rules of lnse-midi" &&
	e2e_wait midi-article "LNSE-MIDI art.2.1"
finish
