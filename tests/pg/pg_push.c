/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pg_push.c: for the server tests: pushes every attempt of a results
 * database to a results server with remote_push, as the client's outbox
 * does.  Usage: pg_push DB URI.  Prints "pushed N"; exit 1 on the first
 * refusal, with the server's reason. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "server/remote.h"
#include "store/store.h"

int main(int argc, char **argv)
{
	struct store_filter f = { NULL, NULL, NULL, false };
	struct store_attempt *a = NULL;
	struct error err;
	struct remote *r = NULL;
	struct store *st = NULL;
	size_t n = 0, i;
	int rc = 0;

	if (argc != 3) {
		fprintf(stderr, "usage: pg_push DB URI\n");
		return 2;
	}
	if (!store_open(argv[1], &st, &err) ||
	    !store_list(st, &f, &a, &n, &err) ||
	    !remote_open(argv[2], &r, &err)) {
		fprintf(stderr, "pg_push: %s\n", err.message);
		free(a);
		store_close(st);
		return 1;
	}
	for (i = 0; i < n; i++)
		if (!remote_push(r, st, a[i].id, &err)) {
			fprintf(stderr, "pg_push: attempt %lld: %s\n",
				(long long)a[i].id, err.message);
			rc = 1;
			break;
		}
	if (rc == 0)
		printf("pushed %zu\n", n);
	free(a);
	remote_close(r);
	store_close(st);
	return rc;
}
