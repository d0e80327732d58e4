#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench_history.sh: the history at a school's scale.
# Makes databases of 10,000 and 100,000 attempts (bench/gen_history, at
# the schema before the aggregates), migrates a copy (timed), then times:
# the Progress screen's figures for a trainee with 10,000 attempts (in
# process, bench/bench_progress), `results progress`, `results list` as
# CSV, JSON and table and `results export --format json` at 100,000
# attempts (seconds and peak memory, median of 5 runs).  With CRUPIER_BEFORE=path/to/an/older/crupier the same
# commands run with it on the unmigrated copies, side by side, and the
# outputs are compared byte for byte.  Prints; never fails on a figure.
CRUPIER=${CRUPIER:-./crupier}
BENCH_DIR=${BENCH_DIR:-bench}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8

# Median of 5 runs of a command: "seconds maxrss_kB".
timed() {
	out=$1; shift
	for i in 1 2 3 4 5; do
		/usr/bin/time -f '%e %M' -o "$tmp/t" "$@" >"$out" 2>/dev/null
		cat "$tmp/t"
	done | sort -n | sed -n 3p
}

for n in 10000 100000; do
	"$BENCH_DIR/gen_history" "$tmp/old$n.db" "$n" >/dev/null || exit 1
	cp "$tmp/old$n.db" "$tmp/new$n.db"
	start=$(date +%s.%N)
	"$CRUPIER" results list --db "$tmp/new$n.db" --trainee nobody >/dev/null
	end=$(date +%s.%N)
	printf 'bench_history: migration of %d attempts (once per old database): %.2f s\n' \
		"$n" "$(echo "$end - $start" | bc)"
done

"$BENCH_DIR/bench_progress" "$tmp/new10000.db"

for what in progress csv json table export; do
	case $what in
	progress)
		set -- results progress Ana
		label="results progress, 100,000 attempts" ;;
	csv)
		set -- results list --format csv
		label="results list --format csv, 100,000 attempts" ;;
	json)
		set -- results list --format json
		label="results list --format json, 100,000 attempts" ;;
	table)
		set -- results list
		label="results list (table), 100,000 attempts" ;;
	export)
		set -- results export --format json
		label="results export --format json, 100,000 attempts" ;;
	esac
	now=$(timed "$tmp/now.out" "$CRUPIER" "$@" --db "$tmp/new100000.db")
	printf 'bench_history: %s: %s s, %s kB max RSS (this build)\n' \
		"$label" "${now% *}" "${now#* }"
	printf 'figure: %s = %s s\n' "$label" "${now% *}"
	printf 'figure: %s, max RSS = %s kB\n' "$label" "${now#* }"
	if [ -n "$CRUPIER_BEFORE" ]; then
		before=$(timed "$tmp/before.out" "$CRUPIER_BEFORE" "$@" \
			--db "$tmp/old100000.db")
		printf 'bench_history: %s: %s s, %s kB max RSS (before)\n' \
			"$label" "${before% *}" "${before#* }"
		if cmp -s "$tmp/now.out" "$tmp/before.out"; then
			echo "bench_history: $label: output byte-identical"
		else
			echo "bench_history: $label: output DIFFERS"
		fi
	fi
done
