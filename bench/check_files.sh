#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check_files.sh: `crupier check` over 1,000 scenario files (the library
# in scenarios/ copied round until there are 1,000), the median of 5
# runs.  Prints figures, asserts nothing.  Run by `make bench`.
: "${CRUPIER:?run through make bench}"
: "${top_srcdir:?run through make bench}"
LC_ALL=C.UTF-8; export LC_ALL
LANGUAGE=en; export LANGUAGE
tmp=$(mktemp -d "${TMPDIR:-/tmp}/crupier-bench.XXXXXX") || exit 0
trap 'rm -rf "$tmp"' EXIT
HOME="$tmp"; export HOME

files=1000
i=0
while [ $i -lt $files ]; do
	for f in "$top_srcdir"/scenarios/*.yaml; do
		[ $i -lt $files ] || break
		cp "$f" "$tmp/s$i.yaml" || exit 0
		i=$((i + 1))
	done
	[ $i -gt 0 ] || { echo "check_files: no scenarios"; exit 0; }
done

run=0
: >"$tmp/times"
while [ $run -lt 5 ]; do
	s=$(date +%s.%N)
	"$CRUPIER" check "$tmp"/s*.yaml >"$tmp/out" 2>&1
	e=$(date +%s.%N)
	echo "$s $e" | awk '{ printf "%.4f\n", $2 - $1 }' >>"$tmp/times"
	run=$((run + 1))
done
valid=$(grep -c ': valid$' "$tmp/out")
sort -n "$tmp/times" | awk -v n=$files -v v="$valid" '{ t[NR] = $1 }
END {
	printf "check_files: %d files (%d valid), 5 runs: %s s\n", n, v,
		t[1] " " t[2] " " t[3] " " t[4] " " t[5]
	printf "figure: check, 1,000 scenario files = %.3f s\n", t[3]
}'
