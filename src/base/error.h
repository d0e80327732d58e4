/* SPDX-License-Identifier: GPL-3.0-or-later */
/* error.h: the program's one error type above the engine and the
 * scenario reader: a message in the user's language, filled by the
 * function that failed and shown by the front end that called it.
 * (The engine returns status codes; the scenario reader, a diag with the
 * file's line and column.) */
#ifndef BASE_ERROR_H
#define BASE_ERROR_H

struct error {
	char message[768];
};

/* *err from a format (ours, translated: never text from a file). */
void error_set(struct error *err, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

#endif
