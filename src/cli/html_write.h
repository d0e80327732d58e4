/* SPDX-License-Identifier: GPL-3.0-or-later */
/* html_write.h: the reports' HTML, written to stdout: one self-contained
 * page (its style inline, nothing fetched) that a school can print or
 * mail.  Text from the database or a file is shown as safe_text shows
 * it (controls and bidi overrides spelt out) and escaped; it is never a
 * format. */
#ifndef CRUPIER_CLI_HTML_WRITE_H
#define CRUPIER_CLI_HTML_WRITE_H

/* Text as HTML: the five characters that matter escaped. */
void html_put(const char *s);
/* <tag class="cls">text</tag> and a newline; cls NULL: no class. */
void html_put_element(const char *tag, const char *cls, const char *text);
/* The page up to <body>: the language of the messages, the title
 * (text) and the style sheet (CSS, one rule a line). */
void html_begin(const char *title, const char *style);
/* </body> and </html>. */
void html_end(void);

#endif
