/* SPDX-License-Identifier: GPL-3.0-or-later */
/* html_write.c: the reports' HTML; see html_write.h. */
#include "config.h"

#include "cli/html_write.h"

#include <stdio.h>

#include "i18n.h"
#include "scenario/safe_text.h"

void html_put(const char *s)
{
	for (s = safe_text(s); *s != '\0'; s++) {
		switch (*s) {
		case '&': fputs("&amp;", stdout); break;
		case '<': fputs("&lt;", stdout); break;
		case '>': fputs("&gt;", stdout); break;
		case '"': fputs("&quot;", stdout); break;
		case '\'': fputs("&#39;", stdout); break;
		default: putchar(*s); break;
		}
	}
}

void html_put_element(const char *tag, const char *cls, const char *text)
{
	if (cls != NULL)
		printf("<%s class=\"%s\">", tag, cls);
	else
		printf("<%s>", tag);
	html_put(text);
	printf("</%s>\n", tag);
}

void html_begin(const char *title, const char *style)
{
	/* TRANSLATORS: the language code of this translation (the HTML
	 * lang attribute of the reports). */
	printf("<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n"
	       "<meta charset=\"utf-8\">\n<title>", _("en"));
	html_put(title);
	printf("</title>\n<style>\n%s</style>\n</head>\n<body>\n", style);
}

void html_end(void)
{
	fputs("</body>\n</html>\n", stdout);
}
