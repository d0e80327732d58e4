/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_schema.h: the results server's schema, its versions, its roles
 * and its row-level security (remote_schema.c holds all of its DDL). */
#ifndef SERVER_REMOTE_SCHEMA_H
#define SERVER_REMOTE_SCHEMA_H

#include <stdbool.h>

#include "server/remote.h"

#define REMOTE_SCHEMA_VERSION 12

/* remote_migrations[v] takes the server's schema from version v to v + 1
 * (crupier_schema.version). */
extern const char *const remote_migrations[REMOTE_SCHEMA_VERSION];
/* The referee's steps (remote_referee.c, remote_referee_rights.c). */
extern const char remote_step_referee[];
extern const char remote_step_rights[];
/* The readers' steps (remote_readers.c, remote_agg.c). */
extern const char remote_step_readers[];
extern const char remote_step_aggregates[];
/* Passed and the score as every reader reads them (remote_outcome.c). */
extern const char remote_step_outcome[];
/* An exam attempt released by its supervisor (remote_readers.c). */
extern const char remote_step_released[];
/* A supervisor releases an attempt there (remote_release.c). */
extern const char remote_step_release[];
/* The readers of one trainee flat with the history (remote_readers.c). */
extern const char remote_step_flat[];
/* Each trainee's totals for a class report kept (remote_members.c). */
extern const char remote_step_members[];

/* The schema that holds crupier's objects since step 4. */
#define REMOTE_SCHEMA "crupier"

/* The schema's version on the server: 0 when it has none (never set up);
 * false with *err when it cannot be read. */
bool remote_schema_version(struct remote *r, int *version,
			   struct error *err);
/* Creates the group roles (crupier_trainee, crupier_teacher,
 * crupier_supervisor, crupier_judge) when missing and brings the schema up to
 * REMOTE_SCHEMA_VERSION, in one transaction; run again it changes
 * nothing.  *from: the version found. */
bool remote_schema_init(struct remote *r, int *from, struct error *err);

/* remote_schema_init() up to version `to` only (tests build an older
 * server with it). */
bool remote_schema_migrate(struct remote *r, int to, int *from,
			   struct error *err);

enum remote_role { REMOTE_TRAINEE, REMOTE_TEACHER, REMOTE_SUPERVISOR,
		   REMOTE_JUDGE };

/* Gives login (a database role, made with LOGIN when missing: with peer
 * authentication, the Unix account of the same name) the group role;
 * site: for a supervisor, the site he supervises (made when missing), in
 * time zone tz (NULL: as it is, UTC when new).  A role that is not a
 * person's login is refused: a group role (one that cannot log in,
 * crupier's own among them), a role of PostgreSQL's (pg_...), a
 * superuser. */
bool remote_grant(struct remote *r, const char *login, enum remote_role role,
		  const char *site, const char *tz, struct error *err);

#endif
