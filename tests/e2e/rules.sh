#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# rules.sh: the Rules browser lists the profiles with a summary, lists a
# profile's rules by title with their articles in that profile, searches
# titles, explanations, articles and the regulations' texts, and shows a
# rule whole: its explanation in the user's language and its article in
# the regulation's own (Spanish) words, scrolled when long.  No internal
# key of a rule is ever on screen.
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
	e2e_wait rule-title "The value of the cards" &&
	e2e_wait rule-with-article "IPLyC 7.2" &&
	e2e_wait rule-explanation "Tens, jacks, queens and kings count 0"
e2e_wait_gone no-internal-keys "card_values"
e2e_wait_gone no-stub "not written yet"
e2e_keys / && e2e_type volun
e2e_wait rules-search "A misunderstood voluntad"
e2e_wait_gone rules-search-filters "The value of the cards"
# The search also finds articles...
e2e_keys C-u && e2e_type "7.7.4.4"
e2e_wait rules-search-article "A misunderstood voluntad"
e2e_wait_gone rules-search-article-filters "The voluntad of five"
# ... words of an explanation...
e2e_keys C-u && e2e_type "paddle"
e2e_wait rules-search-explanation "No Punto bet"
# ... and words only the regulation's text has.
e2e_keys C-u && e2e_type "perdidosa"
e2e_wait rules-search-regulation "A bet over the maximum"
e2e_wait_gone rules-search-regulation-filters "No Punto bet"

# Rule 1: read whole.
e2e_keys Enter Enter
e2e_wait rule1-title "A bet over the maximum (IPLyC 7.8.1.12)" &&
	e2e_wait rule1-explanation "A winning bet over the maximum is paid only" &&
	e2e_wait rule1-heading "IPLyC 7.8.1.12, in the regulation's own words:" &&
	e2e_wait rule1-text "excedida fuera perdidosa dicho excedente"
e2e_keys q
e2e_wait rule1-back "Rules of iplyc"

# Rule 2: a long article scrolls (IPLyC 7.7.7 has five parts).
e2e_keys Escape
e2e_wait rules-search-cleared "/$(grep -c '^	X(' "$top_srcdir/src/engine/rules.h")"
e2e_keys / && e2e_type "distinto color" && e2e_keys Enter Enter
e2e_wait rule2-title "Foreign, stuck or marked cards (IPLyC 7.7.7)" &&
	e2e_wait rule2-text "7.7.7.1 En caso de aparecer uno o más naipes" &&
	e2e_wait rule2-scrolls "Lines 1-"
e2e_keys End
e2e_wait rule2-end "no aceptándose reclamo alguno"
e2e_keys q q
e2e_wait rules-back "iplyc (current)"

# Another profile cites its own articles.
e2e_keys / && e2e_type midi && e2e_keys Enter
e2e_wait midi-summary "House-banked"
e2e_keys Enter
e2e_wait rules-of-midi "Rules of lnse-midi" &&
	e2e_wait midi-article "LNSE-MIDI art.2.1"

# Rule 3, in Spanish: the explanation translated, the article as written.
e2e_stop
LANGUAGE=es
e2e_start
e2e_wait menu-es "Práctica"
e2e_keys r
e2e_wait profiles-es "iplyc (actual)"
e2e_keys Enter
e2e_wait rules-es "Reglas de iplyc"
e2e_keys / && e2e_type "tabla de banca" && e2e_keys Enter Enter
e2e_wait rule3-title "La tabla de Banca (IPLyC 7.4.2)" &&
	e2e_wait rule3-explanation "Banca con 0 a 2 pide carta" &&
	e2e_wait rule3-heading "IPLyC 7.4.2, con las palabras del reglamento:" &&
	e2e_wait rule3-text "7.4.2 La chance Banca, para plantar ó pedir"
finish
