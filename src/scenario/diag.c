/* diag.c: formatting a file error as "file:line:column: message". */
#include "config.h"

#include "scenario/diag.h"

#include <stdio.h>

void diag_format(const struct diag *d, char *buf, size_t size)
{
	if (d->line > 0)
		snprintf(buf, size, "%s:%lu:%lu: %s", d->file, d->line,
			 d->column, d->message);
	else
		snprintf(buf, size, "%s: %s", d->file, d->message);
}
