/* SPDX-License-Identifier: GPL-3.0-or-later */
/* db_address.h: what --db, $CRUPIER_DB and the settings' db: name.
 *
 * Either a SQLite file or a results server: a "postgresql://" or
 * "postgres://" URI, or a libpq keyword string ("host=/run/postgresql
 * dbname=crupier").  Every build tells them apart, with PostgreSQL or
 * without (configure --without-postgresql), so that a build without it
 * refuses a server's address instead of making a folder of it. */
#ifndef BASE_DB_ADDRESS_H
#define BASE_DB_ADDRESS_H

#include <stdbool.h>

/* Is text a PostgreSQL URI or libpq keyword string (not a file name)? */
bool db_address_is_server(const char *text);
/* Was this crupier built with PostgreSQL? */
bool db_address_server_built(void);

#endif
