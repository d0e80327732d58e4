#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bad_doors.sh: the hostile corpus of the doors that are not YAML loaders
# (those have theirs in tests/test_*_load.c): settings (tests/bad/
# settings, among them a db: that cannot be used, which never falls back
# to the default database), sealed results (tests/bad/results: edited,
# malformed, a wrong code, and validly sealed ones -- code "cuatro
# palabras al azar" -- with impossible values), answers (tests/bad/
# answers), class rosters (tests/bad/rosters) and damaged outboxes
# (tests/bad/outbox).  Each file has its
# expected message below; each is refused with it, within 20 seconds,
# and without a raw control character in the output.  A file without an
# expectation fails, so that the corpus and this list stay together.
. "$top_srcdir/tests/lib.sh"

command -v timeout >/dev/null 2>&1 || { echo "no timeout(1): skipped"; exit 77; }

bad="$top_srcdir/tests/bad"
exam="$top_srcdir/tests/e2e/data/exams/iplyc-exam-traditional.yaml"
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
	db-list.yaml|db-map.yaml) echo "1:5: nested too deep: this format has at most 1 levels" ;;
	db-escape.yaml) echo "1:5: control character U+001B is not allowed in text" ;;
	db-nul.yaml) echo "1:5: control character U+0000 is not allowed in text" ;;
	db-long.yaml) echo "1:5: text too long (5001 bytes; at most 4095)" ;;
	db-relative.yaml) echo "1:5: db must be a PostgreSQL address (postgresql://... or host=... dbname=...) or an absolute file name (starting with /), not 'results.db'" ;;
	db-number.yaml) echo "1:5: db must be a PostgreSQL address (postgresql://... or host=... dbname=...) or an absolute file name (starting with /), not '3'" ;;
	results-dir-relative.yaml) echo "2:14: results_dir must be an absolute directory name (starting with /), not 'exams'" ;;
	*) return 1 ;;
	esac
}

expect_rosters() {
	case $1 in
	bidi.csv) echo "bidi.csv:2:1: the trainee's name: it holds the control character U+202E (byte 4)" ;;
	c1-control.csv) echo "c1-control.csv:2:1: the trainee's name: it holds the control character U+0085 (byte 5)" ;;
	duplicate-login.csv) echo "duplicate-login.csv:3:6: the login ana is on line 2 already" ;;
	duplicate-name.csv) echo "duplicate-name.csv:4:1: Ana is on line 2 already" ;;
	invalid-utf8.csv) echo "invalid-utf8.csv:2:1: the trainee's name: it is not valid UTF-8 (byte 4)" ;;
	login-too-long.csv) echo "login-too-long.csv:2:5: the login: it is 64 bytes long, over the limit of 63" ;;
	name-too-long.csv) echo "name-too-long.csv:2:1: this field is too long (at most 127 bytes)" ;;
	nul-in-name.csv) echo "nul-in-name.csv:2:4: a NUL byte: a roster is text" ;;
	osc-quoted.csv) echo "osc-quoted.csv:2:1: the trainee's name: it holds the control character U+001B (byte 4)" ;;
	overlong-utf8.csv) echo "overlong-utf8.csv:2:1: the trainee's name: it is not valid UTF-8 (byte 5)" ;;
	surrogate.csv) echo "surrogate.csv:2:1: the trainee's name: it is not valid UTF-8 (byte 5)" ;;
	*) return 1 ;;
	esac
}

expect_outbox() {
	case $1 in
	header-only.db|truncated.db) echo "outbox.db: database disk image is malformed" ;;
	random.db|text.db) echo "outbox.db: file is not a database" ;;
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
# A setting that cannot be used never falls back to the default: with
# no --db (nor CRUPIER_DB), `exam` stops and records nowhere.
for f in "$bad"/settings/db-*; do
	cp "$f" "$XDG_CONFIG_HOME/crupier/settings.yaml"
	one settings "$f" 1 env -u CRUPIER_DB "$CRUPIER" exam "$exam" \
		--code-file "$tmp/examcode" \
		--answers "$bad/answers/extra-words.txt" --trainee Ana \
		--results-dir "$tmp/results"
done
if [ -e "$XDG_DATA_HOME/crupier/results.db" ]; then
	echo "FAIL settings-no-fallback: the default database was written"
	failures=$((failures + 1))
else
	echo "ok settings-no-fallback"
fi
rm -f "$XDG_CONFIG_HOME/crupier/settings.yaml"

# Rosters: each refused whole at its place, nobody added.
"$CRUPIER" class create K --db "$tmp/roster.db" >/dev/null || exit 99
for f in "$bad"/rosters/*; do
	one rosters "$f" 1 "$CRUPIER" class import-roster K "$f" \
		--db "$tmp/roster.db"
done
n=$("$CRUPIER" class list K --db "$tmp/roster.db" | grep -c '^  ')
if [ "$n" = 0 ]; then
	echo "ok rosters-nobody-added"
else
	echo "FAIL rosters-nobody-added: $n members"
	failures=$((failures + 1))
fi

# Damaged outboxes (the trainee's own database, kept for a server that
# is down): the message names the file; `results sync` reads it.
mkdir -p "$tmp/nowhere"
down="postgresql:///crupier?host=$tmp/nowhere&connect_timeout=2"
for f in "$bad"/outbox/*; do
	rm -f "$tmp/outbox.db" "$tmp/outbox.db-wal" "$tmp/outbox.db-shm"
	cp "$f" "$tmp/outbox.db"
	one outbox "$f" 1 env CRUPIER_OUTBOX="$tmp/outbox.db" "$CRUPIER" \
		results sync --db "$down"
done

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
