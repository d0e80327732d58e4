# SPDX-License-Identifier: GPL-3.0-or-later
# lib.sh: helpers for the end-to-end tests of the trainer.  The real
# program runs inside a private tmux server (its own socket in $tmp, no
# user configuration) in an 80x24 window; a test sends keys, waits until
# the screen shows a text (polling capture-pane against a deadline, never
# a bare sleep as the assertion) and asserts on the screen.  Sourced by
# tests/e2e/*.sh after tests/lib.sh's environment (make check exports
# CRUPIER, CRUPIER_LOCALEDIR, top_srcdir).  Without tmux: exit 77.
. "$top_srcdir/tests/lib.sh"

command -v tmux >/dev/null 2>&1 || { echo "tmux not found: skipped"; exit 77; }

# Seconds a screen text may take to appear (sanitizer builds are slow).
E2E_TIMEOUT=${E2E_TIMEOUT:-20}
# A poll looks again after 10, 20, 40 and 60 ms, then every 100 ms: a
# screen that changed at once (most do, after a key) is seen at once,
# not up to a tenth of a second later at every step of a test (`make
# check` waited on that), and a long wait does not spend the CPU
# that the program under test needs.  The deadline stays E2E_TIMEOUT
# seconds: E2E_TICKS polls (more, counting the time each capture takes).
E2E_TICKS=$((E2E_TIMEOUT * 10 + 4))
# e2e_nap N: the pause after the Nth poll (0-based) of a wait.
e2e_nap() {
	case ${1:-9} in
	0) sleep 0.01 ;;
	1) sleep 0.02 ;;
	2) sleep 0.04 ;;
	3) sleep 0.06 ;;
	*) sleep 0.1 ;;
	esac
}
e2e_sock="$tmp/tmux.sock"
e2e_conf="$tmp/tmux.conf"
# The data directory the trainer sees: the rules profiles of the tree and
# the small scenario library of tests/e2e/data (a broken file included).
e2e_data="$tmp/data"
mkdir -p "$e2e_data" || exit 99
cp -R "$top_srcdir/data/rules" "$top_srcdir/data/articles" \
	"$top_srcdir/tests/e2e/data/scenarios" \
	"$e2e_data/" || exit 99

# No status line: the pane gets the whole window.
cat >"$e2e_conf" <<'CONF'
set -g status off
set -g default-terminal screen
set -g history-limit 0
CONF

trap 'e2e_stop; rm -rf "$tmp"' EXIT

t() {
	tmux -S "$e2e_sock" -f "$e2e_conf" "$@"
}

# Single-quotes a word for the run script.
shq() {
	printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"
}

# e2e_start [ARG...]: starts crupier ARG... in a fresh 80x24 session, with
# the current LANGUAGE and NO_COLOR, LC_ALL=C.UTF-8 and the test data.
# The wrapper records the terminal's modes before and after, and the exit
# status in $tmp/status, then keeps the pane open showing "crupier exited".
e2e_start() {
	e2e_new_server
	rm -f "$tmp/status" "$tmp/pid" "$tmp/stty.before" "$tmp/stty.after"
	{
		echo "export LANGUAGE=$(shq "${LANGUAGE:-en}") LC_ALL=C.UTF-8"
		echo "export CRUPIER_DATADIR=$(shq "$e2e_data")"
		echo "export CRUPIER_LOCALEDIR=$(shq "$CRUPIER_LOCALEDIR")"
		if [ -n "${NO_COLOR:-}" ]; then
			echo "export NO_COLOR=$(shq "$NO_COLOR")"
		else
			echo "unset NO_COLOR"
		fi
		echo "stty -g >$(shq "$tmp/stty.before")"
		# The shell survives Ctrl-C to record crupier's status.
		echo "trap : INT"
		# crupier's process id in $tmp/pid (the shell execs it: the
		# same process), for tests that signal it.
		printf '%s' "sh -c 'echo \$\$ >\"\$0\"; exec \"\$@\"'"
		printf ' %s %s' "$(shq "$tmp/pid")" "$(shq "$CRUPIER")"
		for a in "$@"; do printf ' %s' "$(shq "$a")"; done
		echo
		echo "echo \$? >$(shq "$tmp/status")"
		echo "stty -g >$(shq "$tmp/stty.after")"
		echo "echo 'crupier exited'"
		echo "exec sleep 3600"
	} >"$tmp/run.sh"
	t new-session -d -s e2e -x 80 -y 24 "sh $(shq "$tmp/run.sh")"
}

# e2e_new_server: stops the tmux server and makes the next "t" start a
# new one on a new socket: a client that reached the old one's socket
# while it was still exiting got "server exited unexpectedly".  A test
# that starts its own session with "t new-session" calls this first.
e2e_new_server() {
	e2e_stop
	e2e_servers=$((${e2e_servers:-0} + 1))
	e2e_sock="$tmp/tmux.$e2e_servers.sock"
}

e2e_stop() {
	t kill-server >/dev/null 2>&1 || true
}

# The screen as text.
e2e_screen() {
	t capture-pane -p -t e2e 2>/dev/null
}

# e2e_keys KEY...: tmux key names (Enter, Down, Escape, C-c) or text.
e2e_keys() {
	t send-keys -t e2e "$@"
}

# e2e_type TEXT: TEXT typed literally.
e2e_type() {
	t send-keys -t e2e -l "$1"
}

# Polls until the screen contains (want=1) or lacks (want=0) text.
e2e_poll() {
	want=$1 text=$2
	n=$E2E_TICKS
	while [ "$n" -gt 0 ]; do
		if e2e_screen | grep -qF -- "$text"; then
			[ "$want" = 1 ] && return 0
		else
			[ "$want" = 0 ] && return 0
		fi
		e2e_nap $((E2E_TICKS - n))
		n=$((n - 1))
	done
	return 1
}

# e2e_wait NAME TEXT: passes when the screen shows TEXT within the time.
e2e_wait() {
	if e2e_poll 1 "$2"; then
		pass "$1"
		return 0
	fi
	fail "$1" "the screen never showed '$2'; it shows:"
	e2e_screen | sed 's/^/  | /'
	return 1
}

# e2e_wait_gone NAME TEXT: passes when TEXT leaves the screen.
e2e_wait_gone() {
	if e2e_poll 0 "$2"; then
		pass "$1"
		return 0
	fi
	fail "$1" "'$2' stayed on the screen:"
	e2e_screen | sed 's/^/  | /'
	return 1
}

# e2e_wait_exit NAME STATUS: crupier exits with STATUS within the time.
e2e_wait_exit() {
	n=$E2E_TICKS
	while [ ! -s "$tmp/status" ] && [ "$n" -gt 0 ]; do
		e2e_nap $((E2E_TICKS - n))
		n=$((n - 1))
	done
	if [ ! -s "$tmp/status" ]; then
		fail "$1" "crupier did not exit; the screen:"
		e2e_screen | sed 's/^/  | /'
		return 1
	fi
	got=$(cat "$tmp/status")
	if [ "$got" = "$2" ]; then
		pass "$1"
		return 0
	fi
	fail "$1" "exit status $got, expected $2"
	return 1
}

# e2e_resize COLS LINES
e2e_resize() {
	t resize-window -t e2e -x "$1" -y "$2"
}

# A tmux format of the pane: e2e_pane '#{alternate_on}'.
e2e_pane() {
	t display-message -p -t e2e "$1"
}
