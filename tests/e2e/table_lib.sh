# SPDX-License-Identifier: GPL-3.0-or-later
# table_lib.sh: helpers of the table screen's end-to-end tests (sourced
# by tests/e2e/table_*.sh after tests/e2e/lib.sh).  The trainee's actions
# are found on the screen by their words: a choice is drawn as
# " > k  label" or "   k  label" (k its key), and the answer key of a
# scenario comes from `crupier judge`, so a whole drill can be played
# through the screen as a trainee who knows the rules would play it.

# The scenario library of the source tree.
lib="$top_srcdir/scenarios"

# actions_done: the M of "N/M right" on the title line, or the N of "N
# actions" (an exam shows no score while it runs); "" when the title line
# has neither: another screen is up.
actions_done() {
	e2e_screen | awk 'NR == 1 {
		if (match($0, /[0-9]+\/[0-9]+ /)) {
			s = substr($0, RSTART, RLENGTH - 1)
			sub(/.*\//, "", s)
			print s
		} else if (match($0, / [0-9]+ (actions?|acci[^ ]+) /)) {
			s = substr($0, RSTART + 1)
			sub(/ .*/, "", s)
			print s
		}
		exit
	}'
}

# choice_key LABEL: the key of the choice whose label starts with LABEL
# (its first 60 bytes: long labels are cut at the screen's edge).
choice_key() {
	e2e_screen | awk -v t="$1" '
		BEGIN { t = substr(t, 1, 60) }
		(substr($0, 1, 3) == " > " || substr($0, 1, 3) == "   ") &&
		substr($0, 5, 2) == "  " && index($0, t) == 7 {
			print substr($0, 4, 1); exit
		}'
}

# choice_key_with TEXT: the key of the first choice whose label contains
# TEXT.
choice_key_with() {
	e2e_screen | awk -v t="$1" '
		(substr($0, 1, 3) == " > " || substr($0, 1, 3) == "   ") &&
		substr($0, 5, 2) == "  " && index($0, t) > 6 {
			print substr($0, 4, 1); exit
		}'
}

# take_in TEXT: a losing bet taken in, as the judge words it ("Takes in
# 1500 (Punto). (seat 2, Beto)"): chosen by its label, or, where the
# amount is typed (a marcando bet), by its bet and its amount typed.
take_in() {
	k=$(choice_key "$1")
	if [ -z "$k" ]; then
		amount=$(printf '%s' "$1" | sed -n 's/^[^0-9]*\([0-9]*\).*/\1/p')
		chance=$(printf '%s' "$1" | sed -n 's/^[^(]*(\([^)]*\))\..*/\1/p')
		who=$(printf '%s' "$1" | sed -n 's/^[^(]*([^)]*)\. \(.*\)$/\1/p')
		case $1 in
		Takes*) k=$(choice_key_with " on $chance: take in how much? $who") ;;
		*) k=$(choice_key_with " a $chance: ¿cuánto se recoge? $who") ;;
		esac
		[ -n "$k" ] || { fail take-in "no choice for '$1'"; return 1; }
		e2e_type "$k"
		e2e_type "$amount"
		e2e_keys Enter
		return 0
	fi
	e2e_type "$k"
}

# press_choice LABEL: waits for the choice and presses its key.
press_choice() {
	n=$E2E_TICKS
	while [ "$n" -gt 0 ]; do
		k=$(choice_key "$1")
		if [ -n "$k" ]; then
			e2e_type "$k"
			return 0
		fi
		e2e_nap $((E2E_TICKS - n))
		n=$((n - 1))
	done
	fail press-choice "no choice '$1' on the screen:"
	e2e_screen | sed 's/^/  | /'
	return 1
}

# press_choice_wait TEXT: waits until a choice of a collection is on the
# screen (its label, or a typed one).
press_choice_wait() {
	n=$E2E_TICKS
	while [ "$n" -gt 0 ]; do
		e2e_screen | grep -qE 'Takes in|take in how much|Se recogen|se recoge\?' &&
			return 0
		e2e_nap $((E2E_TICKS - n))
		n=$((n - 1))
	done
	fail press-choice "no collection on the screen for '$1'"
	return 1
}

# wait_acted BEFORE: until the count of actions is no longer BEFORE.
wait_acted() {
	n=$E2E_TICKS
	while [ "$n" -gt 0 ]; do
		[ "$(actions_done)" != "$1" ] && return 0
		e2e_nap $((E2E_TICKS - n))
		n=$((n - 1))
	done
	fail wait-acted "the action was not taken:"
	e2e_screen | sed 's/^/  | /'
	return 1
}

# chip_keys "1×500, 4×100": the keys that count those chips out ("1P4N"),
# by the letters of the IPLyC and MIDI profiles' chips (data/rules).
chip_keys() {
	printf '%s\n' "$1" | tr ',' '\n' | sed 's/^ *//' | while IFS= read -r part; do
		count=${part%%×*}
		value=${part#*×}
		case $value in
		5) letter=B ;; 10) letter=R ;; 25) letter=V ;; 100) letter=N ;;
		500) letter=P ;; 1000) letter=A ;; 5000) letter=M ;;
		*) letter=? ;;
		esac
		printf '%s%s' "$count" "$letter"
	done
}

# do_action TEXT [AMOUNT]: performs the action whose words (as the judge
# prints them, in English or Spanish) are TEXT; a payment is chosen by its bet and
# its amount typed (AMOUNT, or the one in TEXT).
do_action() {
	before=$(actions_done)
	case $1 in
	*": pays "*": "*|*": paga "*": "*)
		# Paid in chips: "1000 a Banca: paga 900: 1×500, 4×100." is
		# chosen by its bet and its chips counted out (1P4N).
		chips=$(printf '%s' "$1" | sed 's/.*: pa[gy][as]* [0-9]*: \([^.]*\)\..*/\1/')
		case $1 in
		*": pays "*) label=$(printf '%s' "$1" | sed 's/: pays .*/: pay with which chips?/') ;;
		*) label=$(printf '%s' "$1" | sed 's/: paga .*/: ¿con qué fichas paga?/') ;;
		esac
		press_choice "$label" || return 1
		e2e_type "$(chip_keys "$chips")"
		e2e_keys Enter
		;;
	"Change of "*|"¡Cambio de "*)
		chips=$(printf '%s' "$1" | sed 's/^[^!]*! \([^.]*\)\..*/\1/')
		case $1 in
		"Change"*) press_choice "Change! " ;;
		*) press_choice "¡Cambio! " ;;
		esac || return 1
		e2e_type "$(chip_keys "$chips")"
		e2e_keys Enter
		;;
	*": pays "*)
		label=$(printf '%s' "$1" | sed 's/: pays [0-9]*\./: pay how much?/')
		amount=${2:-$(printf '%s' "$1" | sed -n 's/.*: pays \([0-9]*\)\..*/\1/p')}
		press_choice "$label" || return 1
		e2e_type "$amount"
		e2e_keys Enter
		;;
	*": paga "*)
		# Spanish: "1000 a Banca: paga 900." is chosen as "1000 a
		# Banca: ¿cuánto paga?" (the bank's label has a capital B).
		label=$(printf '%s' "$1" | sed 's/: paga [0-9]*\./: ¿cuánto paga?/; s/^La banca,/La Banca,/')
		amount=${2:-$(printf '%s' "$1" | sed -n 's/.*: paga \([0-9]*\)\..*/\1/p')}
		press_choice "$label" || return 1
		e2e_type "$amount"
		e2e_keys Enter
		;;
	"Takes in "*|"Se recogen "*)
		press_choice_wait "$1" || return 1
		take_in "$1" || return 1
		;;
	"Your excess! "*|"¡Su excedente! "*)
		amount=${2:-$(printf '%s' "$1" | sed -n 's/^[^0-9]*\([0-9]*\).*/\1/p')}
		case $1 in
		Your*) press_choice "Hand back the excess: how much?" ;;
		*) press_choice "Entregue el excedente: ¿cuánto?" ;;
		esac || return 1
		e2e_type "$amount"
		e2e_keys Enter
		;;
	[0-9]" by "[0-9]"!"|"¡"[0-9]" por "[0-9]"!")
		# The totals are typed: Banca's figure, then Punto's.
		figures=$(printf '%s' "$1" | tr -cd '0-9')
		case $1 in
		"¡"*) press_choice "Cante los puntajes" ;;
		*) press_choice "Call the totals" ;;
		esac || return 1
		e2e_type "$figures"
		e2e_keys Enter
		;;
	"Card to "*": "*|"Naipe para "*": "*|"Card for "*"! "*|"¡Carta para "*"! "*)
		# A card is named by the key once dealt, never by the
		# choice that deals it.
		press_choice "$(printf '%s' "$1" | sed 's/: [^ ]*$//; s/! [^ ]*$/!/')" || return 1
		;;
	*)
		press_choice "$1" || return 1
		;;
	esac
	wait_acted "$before"
}

# judge_key FILE: the answer key, one action's words a line.
judge_key() {
	# An exam's key needs the exam code (any, for a plain file).
	CRUPIER_EXAM_CODE="the supervisor of the tests" "$CRUPIER" judge "$1" | sed -n 's/^  \(.*\) \[[^]]*\]$/\1/p'
}

# play_key FILE FROM TO: performs actions FROM..TO (1-based, inclusive;
# TO "$" for the end) of FILE's answer key.
play_key() {
	judge_key "$1" | sed -n "$2,$3p" >"$tmp/key.part"
	while IFS= read -r line; do
		do_action "$line" || return 1
	done <"$tmp/key.part"
}

# start_scenario NAME: the library's NAME.yaml on the table, past its
# instructions.
start_scenario() {
	e2e_start "$lib/$1.yaml"
	e2e_wait "$1-instructions" "Press Enter to start." || return 1
	e2e_keys Enter
	e2e_wait_gone "$1-started" "Press Enter to start."
}

# follow_hint: shows the hint (Tab) and performs the action it names.
follow_hint() {
	e2e_keys Tab
	e2e_poll 1 " Hint: " || {
		fail follow-hint "no hint on the screen:"
		e2e_screen | sed 's/^/  | /'
		return 1
	}
	do_action "$(e2e_screen | sed -n 's/^ Hint: //p' | head -n 1)"
}
