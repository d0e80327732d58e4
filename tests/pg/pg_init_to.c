/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pg_init_to.c: for the server tests: sets a results server up to an
 * older schema version, as an older crupier left it (then `crupier
 * server init` must bring it up to date).  Usage: pg_init_to URI N. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "server/remote.h"
#include "server/remote_schema.h"

int main(int argc, char **argv)
{
	struct error err;
	struct remote *r;
	int from;

	if (argc != 3) {
		fprintf(stderr, "usage: pg_init_to URI N\n");
		return 2;
	}
	if (!remote_connect(argv[1], &r, &err) ||
	    !remote_schema_migrate(r, atoi(argv[2]), &from, &err)) {
		fprintf(stderr, "pg_init_to: %s\n", err.message);
		return 1;
	}
	remote_close(r);
	return 0;
}
