#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# trainer_writes.sh: write() calls the trainer makes to the terminal per
# action, counted with strace while a drill is played through the table
# screen in tmux (80x24) from its answer key, as tests/e2e/table_*.sh
# play it.  Over a slow SSH link each write() is about a packet.
# Prints figures, asserts nothing; without tmux or strace it says so.
# Run by `make bench` (CRUPIER, top_srcdir and the data paths set).
# To look at the writes themselves: BENCH_KEEP_TRACE=FILE keeps strace's
# record; BENCH_TRACE='write -k' adds each write's call stack.
: "${CRUPIER:?run through make bench}"
: "${top_srcdir:?run through make bench}"
for tool in tmux strace; do
	command -v $tool >/dev/null 2>&1 || {
		echo "trainer_writes: $tool not found: no figure"; exit 0; }
done
# The e2e helpers: a private tmux server, keys, waits, the answer key.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

drill=iplyc-dealing-order
real=$CRUPIER
trace="$tmp/trace"
# The trainer under strace: its writes to the terminal (fd 1) only.
cat >"$tmp/traced" <<WRAP
#!/bin/sh
exec strace -qq -f -e trace=${BENCH_TRACE:-write,read} -e signal=none -o '$trace' '$real' "\$@"
WRAP
chmod +x "$tmp/traced"
CRUPIER="$tmp/traced"
LANGUAGE=en

writes() {
	grep -c '^[0-9 ]*write(1,' "$trace" 2>/dev/null || echo 0
}
keys() {
	grep -c '^[0-9 ]*read(0,' "$trace" 2>/dev/null || echo 0
}
bytes() {
	sed -n 's/^[0-9 ]*write(1,.*) = \([0-9]*\)$/\1/p' "$trace" |
		awk '{ s += $1 } END { print s + 0 }'
}

key=$(CRUPIER=$real judge_key "$lib/$drill.yaml" | wc -l)
# Not to the end: the summary is another screen.  (Not $n: the e2e
# helpers count their polls in it.)
acts=$((key - 5))
start_scenario "$drill" >/dev/null || { echo "trainer_writes: no table"; exit 0; }
e2e_poll 1 "Your action" || { echo "trainer_writes: no choices"; exit 0; }
sleep 0.3                # the first frame written out
w0=$(writes); b0=$(bytes); k0=$(keys)
# Each action is waited for (table_lib.sh's do_action).
play_key "$lib/$drill.yaml" 1 "$acts" >"$tmp/play" ||
	{ echo "trainer_writes: play stopped"; cat "$tmp/play"; exit 0; }
sleep 0.3
w1=$(writes); b1=$(bytes); k1=$(keys)
e2e_stop
[ -n "${BENCH_KEEP_TRACE:-}" ] && cp "$trace" "$BENCH_KEEP_TRACE"
awk -v w=$((w1 - w0)) -v b=$((b1 - b0)) -v k=$((k1 - k0)) -v n="$acts" -v d="$drill" 'BEGIN {
	printf "trainer_writes: %s, %d actions (%d keys read): %d write() calls, %d bytes\n", d, n, k, w, b
	printf "figure: trainer, write() calls per action = %.2f\n", w / n
	printf "figure: trainer, bytes written per action = %.0f B\n", b / n
	printf "figure: trainer, write() calls per key read = %.2f\n", k ? w / k : 0
}'
failures=0
