/* SPDX-License-Identifier: GPL-3.0-or-later */
/* csv_write.h: CSV fields (RFC 4180) written to stdout, shown as
 * safe_text shows text (controls escaped), quoted when a field needs
 * it; for listings of hundreds of thousands of rows. */
#ifndef CRUPIER_CLI_CSV_WRITE_H
#define CRUPIER_CLI_CSV_WRITE_H

#include <stdbool.h>
#include <stdint.h>

/* s as one field, then "," or, for the last of a row, CRLF. */
void csv_write_field(const char *s, bool last);
/* v in decimal as one field. */
void csv_write_int(int64_t v, bool last);

#endif
