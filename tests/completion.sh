#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# completion.sh: the bash completion offers every command that
# 'crupier --help' lists, every subcommand of 'crupier results --help',
# every long option of each command's --help, and the rules profiles of
# the data directory -- alone and with bash-completion's helpers loaded.
. "$top_srcdir/tests/lib.sh"

command -v bash >/dev/null 2>&1 || { echo "bash not found: skipped"; exit 77; }
comp="$top_builddir/completion/crupier"
[ -f "$comp" ] || { echo "FAIL: $comp not built"; exit 1; }

# complete MODE WORD...: what the completion offers for the command line
# WORD... (the last word being completed), one word a line.
complete() {
	mode=$1; shift
	bash -c '
		mode=$1 comp=$2; shift 2
		if [ "$mode" = helpers ]; then
			. /usr/share/bash-completion/bash_completion || exit 1
		fi
		. "$comp" || exit 1
		COMP_WORDS=("$@")
		COMP_CWORD=$(($# - 1))
		COMP_LINE="$*"
		COMP_POINT=${#COMP_LINE}
		_crupier crupier "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
		printf "%s\n" "${COMPREPLY[@]}"' sh "$mode" "$comp" "$@"
}

# The words of the "Commands:" section of a --help.
help_commands() {
	sed -n '/^Commands:/,/^$/p' | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p'
}

# The long options of a --help: lines that start with an option.
help_options() {
	sed -n 's/^ *\(-[A-Za-z], \)\{0,1\}\(--[a-z][a-z-]*\).*/\2/p' | sort -u
}

# knows NAME OFFERED WANTED: every word of WANTED is in OFFERED.
knows() {
	missing=""
	for w in $3; do
		echo "$2" | grep -qxF -- "$w" || missing="$missing $w"
	done
	if [ -z "$missing" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: not offered:$missing"
		failures=$((failures + 1))
	fi
}

modes=alone
if [ -f /usr/share/bash-completion/bash_completion ]; then
	modes="alone helpers"
else
	echo "# bash-completion not installed: tried without its helpers only"
fi

commands=$("$CRUPIER" --help | help_commands)
[ -n "$commands" ] || { echo "no commands in crupier --help"; exit 99; }
for mode in $modes; do
	knows "$mode-commands" "$(complete $mode crupier '')" "$commands"
	knows "$mode-global-options" "$(complete $mode crupier --)" \
		"$("$CRUPIER" --help | help_options)"
	for c in $commands; do
		knows "$mode-$c-options" "$(complete $mode crupier "$c" --)" \
			"$("$CRUPIER" "$c" --help | help_options)"
	done
	knows "$mode-results-commands" "$(complete $mode crupier results '')" \
		"$("$CRUPIER" results --help | help_commands)"
	knows "$mode-class-commands" "$(complete $mode crupier class '')" \
		"$("$CRUPIER" class --help | help_commands)"
	profiles=$(cd "$CRUPIER_DATADIR/rules" && ls *.yaml | sed 's/\.yaml$//')
	knows "$mode-profiles" "$(complete $mode crupier coup --rules '')" "$profiles"
	knows "$mode-five" "$(complete $mode crupier odds --five '')" "pido planto best"
done
finish
