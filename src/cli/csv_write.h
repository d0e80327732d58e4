/* SPDX-License-Identifier: GPL-3.0-or-later */
/* csv_write.h: CSV fields (RFC 4180) written to stdout, shown as
 * safe_text shows text (controls escaped), quoted when a field needs
 * it, and a field a spreadsheet would take for a formula written as
 * text; for listings of hundreds of thousands of rows. */
#ifndef CRUPIER_CLI_CSV_WRITE_H
#define CRUPIER_CLI_CSV_WRITE_H

#include <stdbool.h>
#include <stdint.h>

/* Whether a spreadsheet would evaluate s: it starts (after spaces) with
 * '=', '+', '-', '@', a tab or a carriage return and is not a number. */
bool csv_formula_like(const char *s);
/* s as one field, then "," or, for the last of a row, CRLF; a field
 * csv_formula_like() is written quoted with a single quote first
 * ("'=1+1"), which a spreadsheet shows as text (the OWASP rule). */
void csv_write_field(const char *s, bool last);
/* v in decimal as one field. */
void csv_write_int(int64_t v, bool last);

#endif
