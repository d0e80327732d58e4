/* SPDX-License-Identifier: GPL-3.0-or-later */
/* account.h: the login of the account the program runs under.
 *
 * $USER, else the password database's name for the real user id (a
 * session without USER, as under a service).  Never a made-up name: one
 * would be stored as if it were somebody's.  Where the results go to a
 * server, the trainee is the role connected there, not this
 * (class/class_source.h, class_login). */
#ifndef BASE_ACCOUNT_H
#define BASE_ACCOUNT_H

#include <stdbool.h>
#include <stddef.h>

/* The login into buf; false (buf "") when there is none or it does not
 * fit in size bytes. */
bool account_login(char *buf, size_t size);

#endif
