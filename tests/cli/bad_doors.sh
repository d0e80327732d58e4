#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bad_doors.sh: the hostile corpus of the doors that are not YAML loaders
# (those have theirs in tests/test_*_load.c): settings (tests/bad/
# settings), sealed results (tests/bad/results: edited, malformed, a wrong
# code, and validly sealed ones -- code "cuatro palabras al azar" -- with
# impossible values) and answers (tests/bad/answers).  Each file has its
# expected message below; each is refused with it, within 20 seconds,
# and without a raw control character in the output.  A file without an
# expectation fails, so that the corpus and this list stay together.
. "$top_srcdir/tests/lib.sh"

command -v timeout >/dev/null 2>&1 || { echo "no timeout(1): skipped"; exit 77; }

bad="$top_srcdir/tests/bad"
exam="$top_srcdir/scenarios/iplyc-exam-traditional.yaml"
printf 'cuatro palabras al azar\n' >"$tmp/code"
# An exam is started only with a code strong enough for a seal.
printf 'tablero mostrador ficha sabot rojo\n' >"$tmp/examcode"

expect_settings() {
	case $1 in
	alias.yaml) echo "1:10: anchors and aliases are not allowed (&x)" ;;
	nul-byte.yaml) echo "1:15: character not allowed in YAML (code 0x00)" ;;
	results-dir-osc.yaml) echo "1:14: control character U+001B is not allowed in text" ;;
	trainee-bidi.yaml) echo "2:15: control character U+202E is not allowed in text" ;;
	trainee-nel.yaml) echo "1:10: control character U+0085 is not allowed in text" ;;
	two-documents.yaml) echo "2:1: a second YAML document: this file must hold exactly one" ;;
	unknown-key.yaml) echo "1:1: unknown key 'profil' in the settings" ;;
	unknown-language.yaml) echo "2:11: unknown value 'klingon' for language (allowed: auto, en, es)" ;;
	*) return 1 ;;
	esac
}

expect_results() {
	case $1 in
	accuracy-7.5.result) echo "skill 1 (dealing): accuracy 7.5 is not between 0 and 1" ;;
	accuracy-not-right-over-actions.result) echo "skill 1 (dealing): accuracy 0.5 is not 113 right of 113" ;;
	article-bidi.result) echo "action 1: the text of 'article' holds a control character" ;;
	edited.result) echo "the file has been changed since it was sealed" ;;
	empty.result|json-array.result|leading-zero-ops.result|memory-bomb.result|\
	not-json.result|nul-byte.result|three-lines.result)
		echo "not a sealed crupier result" ;;
	passed-under-the-mark.result) echo "marked passed with a score of 40.0, under the pass mark of 75" ;;
	score-1e308.result) echo "score 1e+308 is not between 0 and 100" ;;
	score-minus-50.result) echo "score -50 is not between 0 and 100" ;;
	trainee-osc.result) echo "the result: the text of 'trainee' holds a control character" ;;
	unknown-skill.result) echo "skill 1: unknown skill 'luck'" ;;
	wrong-code.result) echo "wrong exam code" ;;
	*) return 1 ;;
	esac
}

expect_answers() {
	case $1 in
	bidi-word.txt) echo 'answers line 1: not an answer: \u202Eexpected' ;;
	extra-words.txt) echo "answers line 1: not an answer: expected" ;;
	invalid-utf8.txt) echo 'answers line 1: not an answer: \xFF\xFE' ;;
	long-line.txt) echo "answers line 1: not an answer: xxxxxxxx" ;;
	no-such-choice.txt) echo "answers line 1: no choice 'z' at this step" ;;
	nul-byte.txt) echo "the answers ran out before the end of the exam" ;;
	osc-word.txt) echo 'answers line 1: not an answer: \x1B]0;pwned\x07' ;;
	*) return 1 ;;
	esac
}

raw_control() { # FILE: whether FILE holds ESC, BEL, CR, a C1 or a bidi control
	LC_ALL=C grep -q "[$(printf '\033\007\r')]" "$1" ||
	LC_ALL=C grep -q "$(printf '\302[\200-\237]')\|$(printf '\342\200[\216\217\252-\256]')\|$(printf '\342\201[\246-\251]')" "$1"
}

# one DOOR FILE STATUS COMMAND...: runs COMMAND on a corpus file.
one() {
	door=$1 f=$2 want_status=$3; shift 3
	name=$door-$(basename "$f")
	if ! want=$(expect_"$door" "$(basename "$f")"); then
		echo "FAIL $name: no expected message for this file"
		failures=$((failures + 1))
		return
	fi
	got=0
	timeout 20 "$@" </dev/null >"$tmp/out" 2>&1 || got=$?
	if [ "$got" = 124 ]; then
		echo "FAIL $name: it hung"
		failures=$((failures + 1))
	elif [ "$got" != "$want_status" ]; then
		echo "FAIL $name: exit status $got, expected $want_status"
		cat -v "$tmp/out"
		failures=$((failures + 1))
	elif ! grep -qF -- "$want" "$tmp/out"; then
		echo "FAIL $name: the output lacks '$want':"
		cat -v "$tmp/out"
		failures=$((failures + 1))
	elif raw_control "$tmp/out"; then
		echo "FAIL $name: a raw control character reached the output:"
		cat -v "$tmp/out"
		failures=$((failures + 1))
	else
		echo "ok $name"
	fi
}

# Settings: read by every command that needs them (here, `exam` for the
# results directory).
mkdir -p "$XDG_CONFIG_HOME/crupier"
for f in "$bad"/settings/*; do
	cp "$f" "$XDG_CONFIG_HOME/crupier/settings.yaml"
	one settings "$f" 1 "$CRUPIER" exam "$exam" --db "$tmp/settings.db" \
		--code-file "$tmp/examcode" --answers "$bad/answers/osc-word.txt" \
		--trainee Ana
done
rm -f "$XDG_CONFIG_HOME/crupier/settings.yaml"

# Sealed results: each refused whole by import, nothing added.
for f in "$bad"/results/*; do
	one results "$f" 1 "$CRUPIER" results import --db "$tmp/import.db" \
		--code-file "$tmp/code" "$f"
done
n=$("$CRUPIER" results list --db "$tmp/import.db" --format csv | tail -n +2 | wc -l)
if [ "$n" = 0 ]; then
	echo "ok results-nothing-imported"
else
	echo "FAIL results-nothing-imported: $n attempts in the database"
	failures=$((failures + 1))
fi

# Answers: the exam stops at the bad line, in progress (a new attempt
# each time).
for f in "$bad"/answers/*; do
	one answers "$f" 1 "$CRUPIER" exam "$exam" --db "$tmp/answers.db" \
		--code-file "$tmp/examcode" --answers "$f" --trainee Ana --restart
done

finish
