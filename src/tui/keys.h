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
/* Backspace as terminals send it (DEL, or Ctrl-H) when curses does not
 * turn it into KEY_BACKSPACE: with Delete, the key that abandons an
 * exam, which no action at the table uses. */
#define KEY_DEL_BYTE 127
#define KEY_CTRL_H 8

#endif
