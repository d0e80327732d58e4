/* SPDX-License-Identifier: GPL-3.0-or-later */
/* results_sync.h: `crupier results sync`. */
#ifndef CLI_RESULTS_SYNC_H
#define CLI_RESULTS_SYNC_H

/* Pushes the outbox to the server db names (NULL: $CRUPIER_DB); the
 * exit status: 0 everything is there, 1 something is left, 2 no
 * server. */
int results_sync(const char *db);

#endif
