#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# names.sh: every name a user types is text (base/name_check.h): valid
# UTF-8 without a control character, 1 to 127 bytes (a login 63), or it
# is refused at the door with the reason: a trainee, a class, a site, a
# teacher's and a trainee's login, a server login.  Names of 127 bytes
# pass whole; two of 130 bytes that differ at their ends are refused,
# not cut into one trainee.  And a name that is not UTF-8 found in a
# database from elsewhere keeps its field in JSON and xAPI (spelt out),
# never an anonymous record.
. "$top_srcdir/tests/lib.sh"

command -v sqlite3 >/dev/null 2>&1 || { echo "no sqlite3(1): skipped"; exit 77; }

exam="$top_srcdir/scenarios/iplyc-exam-traditional.yaml"
printf 'tablero mostrador ficha sabot rojo\n' >"$tmp/code"
yes expected 2>/dev/null | head -n 400 >"$tmp/answers"
db="$tmp/names.db"
esc=$(printf '\033')

# refused NAME STATUS MESSAGE COMMAND...: COMMAND exits STATUS saying
# MESSAGE, and adds nobody.
refused() {
	name=$1 want=$2 text=$3; shift 3
	got=0
	"$@" </dev/null >"$tmp/$name.out" 2>&1 || got=$?
	if [ "$got" != "$want" ]; then
		echo "FAIL $name: exit status $got, expected $want"
		cat -v "$tmp/$name.out"
		failures=$((failures + 1))
	elif ! grep -qF -- "$text" "$tmp/$name.out"; then
		echo "FAIL $name: the output lacks '$text':"
		cat -v "$tmp/$name.out"
		failures=$((failures + 1))
	elif LC_ALL=C grep -q "$esc" "$tmp/$name.out"; then
		echo "FAIL $name: a raw ESC reached the output"
		failures=$((failures + 1))
	else
		echo "ok $name"
	fi
}
exam_as() {
	"$CRUPIER" exam "$exam" --db "$db" --code-file "$tmp/code" \
		--answers "$tmp/answers" --results-dir "$tmp/results" --trainee "$@"
}

long127=$(printf 'x%.0s' $(seq 127))
long130a=$(printf 'y%.0s' $(seq 129))a
long130b=$(printf 'y%.0s' $(seq 129))b

refused trainee-not-utf8 2 \
	"--trainee 'bad\\xFFutf8' is not a name: it is not valid UTF-8 (byte 4)" \
	exam_as "$(printf 'bad\377utf8')"
refused trainee-escape 2 \
	"--trainee 'Eve\\x1B[2J' is not a name: it holds the control character U+001B (byte 4)" \
	exam_as "Eve${esc}[2J"
refused trainee-bidi 2 \
	"--trainee 'Eve\\u202Ex' is not a name: it holds the control character U+202E (byte 4)" \
	exam_as "$(printf 'Eve\342\200\256x')"
refused trainee-empty 2 "--trainee '' is not a name: it is empty" exam_as ""
refused trainee-130a 2 "is not a name: it is 130 bytes long, over the limit of 127" \
	exam_as "$long130a"
refused trainee-130b 2 "is not a name: it is 130 bytes long, over the limit of 127" \
	exam_as "$long130b"
refused trainee-127 0 "PASSED" exam_as "$long127"

# Nobody but the trainee of 127 bytes, whole.
got=$("$CRUPIER" results list --db "$db" --format csv | tail -n +2 | cut -d, -f2)
if [ "$got" = "$long127" ]; then
	echo "ok trainee-127-whole"
else
	echo "FAIL trainee-127-whole: the database holds '$got'"
	failures=$((failures + 1))
fi

# Classes: the class, its site, its teacher, a member and his login.
refused class-name 2 \
	"the class 'a\\x1B]0;x\\x07' is not a name: it holds the control character U+001B (byte 2)" \
	"$CRUPIER" class create "a${esc}]0;x$(printf '\007')" --db "$db"
refused class-site 2 \
	"--site 's\\u0085' is not a name: it holds the control character U+0085 (byte 2)" \
	"$CRUPIER" class create k --site "$(printf 's\302\205')" --db "$db"
refused class-teacher 2 \
	"--teacher 't\\xC0\\xAF' is not a name: it is not valid UTF-8 (byte 2)" \
	"$CRUPIER" class create k --teacher "$(printf 't\300\257')" --db "$db"
refused class-create 0 "Class k created." "$CRUPIER" class create k --db "$db"
refused class-member 2 "the trainee '$long130a' is not a name: it is 130 bytes long" \
	"$CRUPIER" class add k "$long130a" --db "$db"
refused class-login 2 "--login '$long127' is not a name: it is 127 bytes long, over the limit of 63" \
	"$CRUPIER" class add k ana --login "$long127" --db "$db"
refused server-login 2 "the login 'ana\\x01' is not a name: it holds the control character U+0001 (byte 4)" \
	"$CRUPIER" server grant 'postgresql:///nowhere' "$(printf 'ana\001')" --trainee
n=$(sqlite3 "$db" "SELECT count(*) FROM classes")
if [ "$n" = 1 ]; then
	echo "ok class-refused-nothing-made"
else
	echo "FAIL class-refused-nothing-made: $n classes"
	failures=$((failures + 1))
fi

# A name that is not UTF-8 in a database from elsewhere: JSON and xAPI
# keep the field, spelt out.
sqlite3 "$db" "UPDATE trainees SET name = 'bad' || CAST(x'ff' AS TEXT) || 'utf8'" ||
	exit 99
"$CRUPIER" results list --db "$db" --format json >"$tmp/list.json" 2>&1
"$CRUPIER" results export --db "$db" --format json >"$tmp/export.json" 2>&1
"$CRUPIER" results export --db "$db" --format xapi >"$tmp/export.xapi" 2>&1
for f in list.json export.json; do
	if grep -qF '"trainee": "bad\\xFFutf8"' "$tmp/$f"; then
		echo "ok $f-keeps-trainee"
	else
		echo "FAIL $f-keeps-trainee:"
		cat "$tmp/$f"
		failures=$((failures + 1))
	fi
done
if grep -qF '"actor": {"objectType": "Agent", "name": "bad\\xFFutf8"' "$tmp/export.xapi" ||
   grep -qF '"actor":{"objectType":"Agent","name":"bad\\xFFutf8"' "$tmp/export.xapi"; then
	echo "ok xapi-keeps-actor"
else
	echo "FAIL xapi-keeps-actor:"
	cat "$tmp/export.xapi"
	failures=$((failures + 1))
fi
finish
