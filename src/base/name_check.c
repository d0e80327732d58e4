/* SPDX-License-Identifier: GPL-3.0-or-later */
/* name_check.c: one rule for every name; see name_check.h. */
#include "config.h"

#include "base/name_check.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "scenario/safe_text.h"

const char *name_check(const char *s, size_t len, size_t max, char *buf,
		       size_t size)
{
	static char own[160];

	/* Never NULL for a name refused, whatever buf is. */
	if (buf == NULL || size == 0) {
		buf = own;
		size = sizeof own;
	}
	if (len == 0)
		return _("it is empty");
	for (size_t i = 0; i < len;) {
		uint32_t cp;
		size_t n;

		if (s[i] == '\0') {
			snprintf(buf, size, _("it holds a NUL byte (byte %zu)"),
				 i + 1);
			return buf;
		}
		n = safe_text_decode(s + i, len - i, &cp);
		if (n == 0) {
			snprintf(buf, size,
				 _("it is not valid UTF-8 (byte %zu)"), i + 1);
			return buf;
		}
		if (safe_text_refused(cp)) {
			snprintf(buf, size,
				 _("it holds the control character U+%04X"
				   " (byte %zu)"), (unsigned)cp, i + 1);
			return buf;
		}
		i += n;
	}
	/* Said after the characters: a long name's first fault is found
	 * wherever it is. */
	if (len > max) {
		snprintf(buf, size, _("it is %zu bytes long, over the limit of"
				      " %zu"), len, max);
		return buf;
	}
	return NULL;
}

const char *name_check_text(const char *s, char *buf, size_t size)
{
	return name_check(s, strlen(s), NAME_CHECK_MAX, buf, size);
}

const char *name_check_login(const char *s, char *buf, size_t size)
{
	return name_check(s, strlen(s), NAME_CHECK_LOGIN_MAX, buf, size);
}
