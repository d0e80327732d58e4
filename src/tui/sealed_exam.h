/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sealed_exam.h: a sealed exam file (crupier exam seal-file) opened from
 * the trainer's menus, as `crupier exam FILE` opens it: the supervisor
 * types the exam code, the file is decrypted into a private temporary
 * file, loaded and hashed by the exam screen, and the plain text removed
 * at once (exam/exam_file.h). */
#ifndef TUI_SEALED_EXAM_H
#define TUI_SEALED_EXAM_H

struct app;

/* Pushes the screen that asks the code of the sealed exam file path. */
void sealed_exam_open(struct app *app, const char *path);

#endif
