/* SPDX-License-Identifier: GPL-3.0-or-later */
/* keys.h: the keys the trainer reads that curses has no name for.
 * getch() returns them as plain bytes; every screen takes their names
 * from here. */
#ifndef TUI_KEYS_H
#define TUI_KEYS_H

/* Escape: back, cancel, leave a search. */
#define KEY_ESC 27
/* Ctrl-U: clear the line being typed. */
#define KEY_CTRL_U 21

#endif
