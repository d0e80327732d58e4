#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# scenario_calls.sh: a shipped scenario's instructions quote only calls
# the trainee will find among his choices.  Every call its instructions
# quote ("¡...!" or "¿...?" in Spanish, "...!" or "...?" in English) must
# be, or begin, one of the trainer's own calls: a msgstr (Spanish) or
# msgid (English) of po/es.po, its %d and %s standing for any number or
# name, compared without regard to blanks or to ASCII capitals.  A
# quoted "…" or "..." stands for an amount the trainee fills in.
. "$top_srcdir/tests/lib.sh"

# calls LANG: the catalogue's texts of LANG (msgid: en, msgstr: es), one
# a line, each followed by every shorter text of it that ends at a "!" or
# "?", as extended regular expressions matching a whole quote.
calls() {
	awk -v want="$1" '
	# emit: a pattern, unless it has fewer than four characters of its
	# own (a bare "%s!" would match any quote: no call is that short).
	function emit(re, lit) {
		if (lit >= 4)
			print "^" re "$"
	}
	function flush(   s, i, c, out, lit) {
		if (text == "")
			return
		s = tolower(text)
		gsub(/[ \t]+/, " ", s)
		out = ""
		lit = 0
		for (i = 1; i <= length(s); i++) {
			c = substr(s, i, 1)
			if (c == "%") {
				# A conversion: %d, %s, %lld, %zu, %1$s...
				while (i < length(s) &&
				       substr(s, i + 1, 1) ~ /[0-9$lzu]/)
					i++
				i++
				out = out ".+"
				continue
			}
			lit++
			if (c ~ /[][\\.^$*+?(){}|\/]/)
				c = "\\" c
			out = out c
			if (substr(s, i, 1) ~ /[!?]/)
				emit(out, lit)
		}
		emit(out, lit)
		text = ""
	}
	/^msgid "/ { flush(); key = "en"; sub(/^msgid "/, ""); sub(/"$/, "")
		     if (want == key) text = $0; next }
	/^msgstr "/ { flush(); key = "es"; sub(/^msgstr "/, ""); sub(/"$/, "")
		      if (want == key) text = $0; next }
	/^"/ { if (want == key) { sub(/^"/, ""); sub(/"$/, ""); text = text $0 }
	       next }
	{ flush(); key = "" }
	END { flush() }' "$top_srcdir/po/es.po" | sort -u
}

# quotes LANG FILE: the calls quoted in FILE's instructions in LANG,
# blanks squeezed, in lower case, an elided amount as "x".
quotes() {
	awk -v want="$1" '
	/^instructions:/ { ins = 1; next }
	ins && /^[^ #]/ { ins = 0 }
	!ins { next }
	/^  [a-z][a-z]:/ { lang = substr($0, 3, 2); sub(/^  [a-z][a-z]: *[>|]?-? */, "") }
	lang == want { all = all " " $0 }
	END {
		s = all
		while (match(s, /"[^"]*"/)) {
			q = substr(s, RSTART + 1, RLENGTH - 2)
			s = substr(s, RSTART + RLENGTH)
			gsub(/[ \t]+/, " ", q)
			sub(/^ /, "", q)
			sub(/ $/, "", q)
			if (want == "es" && q !~ /^(¡|¿)/)
				continue
			if (want == "en" && q !~ /[!?]$/)
				continue
			gsub(/…|\.\.\./, "x", q)
			print tolower(q)
		}
	}' "$2"
}

for lang in es en; do
	calls "$lang" >"$tmp/calls-$lang"
	[ -s "$tmp/calls-$lang" ] || { fail "calls-$lang" "none read"; finish; }
done

for f in "$top_srcdir"/scenarios/*.yaml; do
	name=$(basename "$f" .yaml)
	bad=
	n=0
	for lang in es en; do
		quotes "$lang" "$f" >"$tmp/quotes"
		while IFS= read -r q; do
			n=$((n + 1))
			if ! printf '%s\n' "$q" | grep -q -E -f "$tmp/calls-$lang"
			then
				bad="$bad
  $lang: \"$q\" is none of the trainer's calls"
			fi
		done <"$tmp/quotes"
	done
	if [ -n "$bad" ]; then
		fail "$name" "quotes a call the trainee will not see:$bad"
	else
		pass "$name ($n calls quoted)"
	fi
done
finish
