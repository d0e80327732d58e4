/* SPDX-License-Identifier: GPL-3.0-or-later */
/* account.c: the account's login; see account.h. */
#include "config.h"

#include "base/account.h"

#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* name copied into buf when it is a name that fits. */
static bool take(const char *name, char *buf, size_t size)
{
	int n;

	if (name == NULL || name[0] == '\0')
		return false;
	n = snprintf(buf, size, "%s", name);
	return n >= 0 && (size_t)n < size;
}

bool account_login(char *buf, size_t size)
{
	struct passwd *pw;

	if (size == 0)
		return false;
	if (take(getenv("USER"), buf, size))
		return true;
	pw = getpwuid(getuid());
	if (pw != NULL && take(pw->pw_name, buf, size))
		return true;
	buf[0] = '\0';
	return false;
}
