/* diag.h: an error found in an input file, with its place.
 *
 * Loaders never print and never exit: they fill a diag and return.  The
 * message is already in the user's language (the loader calls gettext) and
 * never contains text from the file used as a format. */
#ifndef SCENARIO_DIAG_H
#define SCENARIO_DIAG_H

#include <stddef.h>

#define DIAG_FILE_MAX 1024
#define DIAG_MESSAGE_MAX 512

struct diag {
	char file[DIAG_FILE_MAX];
	unsigned long line, column;    /* 1-based; 0 when not known */
	char message[DIAG_MESSAGE_MAX];
};

/* Writes "file:line:column: message" (or "file: message" when the line is
 * unknown) into buf. */
void diag_format(const struct diag *d, char *buf, size_t size);

#endif
