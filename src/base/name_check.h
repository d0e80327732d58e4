/* SPDX-License-Identifier: GPL-3.0-or-later */
/* name_check.h: the names people type and files bring: a trainee, a
 * class, a site, a teacher's or a trainee's login.
 *
 * One rule at every door (the command line, the settings, a roster, the
 * trainer's prompt, the store itself): a name is valid UTF-8 text of 1
 * to NAME_CHECK_MAX bytes without a control character (those
 * safe_text_refused() names: C0 and C1 controls, DEL, the bidi
 * controls) and without a NUL byte, or it is refused with the reason.
 * Nothing is cut to fit (two long names that differ at their ends would
 * become one trainee), and nothing stored is dropped later by a JSON or
 * xAPI writer that wants UTF-8.  A login is also a database role on a
 * results server, which keeps at most NAME_CHECK_LOGIN_MAX bytes
 * (PostgreSQL's NAMEDATALEN - 1). */
#ifndef BASE_NAME_CHECK_H
#define BASE_NAME_CHECK_H

#include <stddef.h>

#define NAME_CHECK_MAX 127
#define NAME_CHECK_LOGIN_MAX 63

/* NULL when the len bytes at s are a name of at most max bytes; else
 * why not, in the user's language ("it is not valid UTF-8 (byte 4)"),
 * in buf or a constant (buf NULL: a static buffer of its own). */
const char *name_check(const char *s, size_t len, size_t max, char *buf,
		       size_t size);
/* The same for a C string: a name, or a login (max
 * NAME_CHECK_LOGIN_MAX). */
const char *name_check_text(const char *s, char *buf, size_t size);
const char *name_check_login(const char *s, char *buf, size_t size);

#endif
