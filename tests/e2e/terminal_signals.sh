#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# terminal_signals.sh: Ctrl-\ (SIGQUIT) gives the terminal back -- the
# alternate screen left, the cursor shown, the modes as they were --
# before the program dies of the signal (status 131); and a terminal that
# goes away without a SIGHUP (the trainer in a session of its own, so
# that the hang-up is never signalled) ends the trainer as SIGHUP does,
# status 129, instead of spinning on a dead input.
. "$top_srcdir/tests/e2e/lib.sh"

command -v setsid >/dev/null 2>&1 || { echo "no setsid(1): skipped"; exit 77; }

# 1. SIGQUIT from the keyboard.  The wrapper is e2e_start's, with its
#    shell surviving Ctrl-\ too and no core file left behind.
e2e_new_server
rm -f "$tmp/status" "$tmp/stty.before" "$tmp/stty.after"
{
	echo "export LANGUAGE=en LC_ALL=C.UTF-8"
	echo "export CRUPIER_DATADIR=$(shq "$e2e_data")"
	echo "export CRUPIER_LOCALEDIR=$(shq "$CRUPIER_LOCALEDIR")"
	echo "stty -g >$(shq "$tmp/stty.before")"
	echo "trap : INT QUIT"
	echo "ulimit -c 0"
	echo "$(shq "$CRUPIER")"
	echo "echo \$? >$(shq "$tmp/status")"
	echo "stty -g >$(shq "$tmp/stty.after")"
	echo "echo 'crupier exited'"
	echo "exec sleep 3600"
} >"$tmp/quit.sh"
t new-session -d -s e2e -x 80 -y 24 "sh $(shq "$tmp/quit.sh")"
e2e_wait quit-menu "Practice"
e2e_keys 'C-\'
e2e_wait_exit sigquit-status-131 131
e2e_wait sigquit-shell-back "crupier exited"
if [ "$(e2e_pane '#{alternate_on}')" = 0 ]; then
	pass sigquit-alternate-screen-off
else
	fail sigquit-alternate-screen-off "the pane is still in the alternate screen"
fi
if [ "$(e2e_pane '#{cursor_flag}')" = 1 ]; then
	pass sigquit-cursor-visible
else
	fail sigquit-cursor-visible "the cursor is still hidden"
fi
if [ -s "$tmp/stty.before" ] && cmp -s "$tmp/stty.before" "$tmp/stty.after"
then
	pass sigquit-tty-modes-restored
else
	fail sigquit-tty-modes-restored \
	     "stty before: $(cat "$tmp/stty.before"), after: $(cat "$tmp/stty.after")"
fi

# 2. The terminal closes and no SIGHUP comes: the wrapper ignores SIGHUP
#    to record the status; crupier runs in a new session, so that closing
#    the pane signals nobody it could hear.  A server of its own: the
#    first one may still be exiting.
e2e_new_server
rm -f "$tmp/status"
{
	echo "export LANGUAGE=en LC_ALL=C.UTF-8"
	echo "export CRUPIER_DATADIR=$(shq "$e2e_data")"
	echo "export CRUPIER_LOCALEDIR=$(shq "$CRUPIER_LOCALEDIR")"
	echo "trap '' HUP"
	echo "setsid -w $(shq "$CRUPIER")"
	echo "echo \$? >$(shq "$tmp/status.tmp")"
	echo "mv $(shq "$tmp/status.tmp") $(shq "$tmp/status")"
} >"$tmp/hangup.sh"
t new-session -d -s e2e -x 80 -y 24 "sh $(shq "$tmp/hangup.sh")"
e2e_wait hangup-menu "Practice"
t kill-server
e2e_wait_exit hangup-ends-as-sighup-129 129
finish
