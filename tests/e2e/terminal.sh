#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# terminal.sh: terminal manners — redraw on resize, the too-small message
# below 80x24 and the menu again after, Ctrl-C leaving with status 130
# and the terminal restored, and NO_COLOR honoured.
. "$top_srcdir/tests/e2e/lib.sh"

LANGUAGE=en
e2e_start
e2e_wait menu "Practice"

# Larger: the frame is drawn again at the new size (the key line on the
# 30th and last line).
e2e_resize 100 30
n=$E2E_TICKS
while [ "$n" -gt 0 ] &&
      ! e2e_screen | sed -n 30p | grep -qF "q: quit"; do
	e2e_nap $((E2E_TICKS - n))
	n=$((n - 1))
done
if [ "$(e2e_pane '#{pane_width}x#{pane_height}')" = 100x30 ] &&
   e2e_screen | sed -n 30p | grep -qF "q: quit"; then
	pass resize-redraws
else
	fail resize-redraws "the key line is not on line 30:"
	e2e_screen | sed 's/^/  | /'
fi
e2e_resize 80 24
e2e_wait resize-back "Practice"

# Too small, then big enough again.
e2e_resize 60 20
e2e_wait too-small "crupier needs at least 80x24"
e2e_wait_gone too-small-no-menu "Drills by skill"
e2e_resize 80 24
e2e_wait big-again "Drills by skill"

# Ctrl-C: status 130, the terminal as it was.
e2e_keys C-c
e2e_wait_exit ctrl-c-status-130 130
e2e_wait ctrl-c-shell-back "crupier exited"
if [ "$(e2e_pane '#{alternate_on}')" = 0 ]; then
	pass ctrl-c-alternate-screen-off
else
	fail ctrl-c-alternate-screen-off "the pane is still in the alternate screen"
fi
if [ -s "$tmp/stty.before" ] && cmp -s "$tmp/stty.before" "$tmp/stty.after"
then
	pass ctrl-c-tty-modes-restored
else
	fail ctrl-c-tty-modes-restored \
	     "stty before: $(cat "$tmp/stty.before"), after: $(cat "$tmp/stty.after")"
fi

# SIGTERM (a closing session manager): status 143, the terminal restored.
e2e_start
e2e_wait sigterm-menu "Practice"
pid=$(cat "$tmp/pid" 2>/dev/null)
if [ -n "$pid" ] && kill -TERM "$pid"; then
	e2e_wait_exit sigterm-status-143 143
	if cmp -s "$tmp/stty.before" "$tmp/stty.after"; then
		pass sigterm-tty-modes-restored
	else
		fail sigterm-tty-modes-restored "the terminal's modes changed"
	fi
else
	# Not a skip: the program is on the screen, so its process exists.
	fail sigterm "cannot signal crupier's process (pid '$pid')"
fi

# Colours: the title is coloured normally, and no colour escape at all
# appears under NO_COLOR (attributes such as bold or reverse may).
colour_escapes() {
	t capture-pane -e -p -t e2e |
		grep -cE "$(printf '\033')\\[([0-9;]*;)?(3[0-8]|4[0-8]|9[0-7]|10[0-7])(;[0-9;]*)?m"
}
e2e_start
e2e_wait colour-menu "Practice"
if [ "$(colour_escapes)" -gt 0 ]; then
	pass colour-by-default
else
	fail colour-by-default "no colour escape on the screen"
fi
e2e_stop
NO_COLOR=1
e2e_start
e2e_wait no-color-starts "Practice"
if [ "$(colour_escapes)" -eq 0 ]; then
	pass no-color-no-colour-escapes
else
	fail no-color-no-colour-escapes "colour escapes under NO_COLOR:"
	t capture-pane -e -p -t e2e | cat -v | head -5
fi
e2e_keys q
e2e_wait_exit no-color-quits 0
NO_COLOR=
finish
