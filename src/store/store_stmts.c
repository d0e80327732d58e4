/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_stmts.c: statements prepared once and kept for the life of the
 * store.
 *
 * The recorder runs the same few INSERTs and UPDATEs at every action of a
 * session; preparing them again each time was most of its CPU work.  A
 * statement is looked up by its SQL text, prepared the first time it is
 * asked for (flagged persistent, so SQLite keeps it out of its lookaside
 * memory) and handed back reset and unbound after.  Durability is not
 * touched: each action still commits in its own BEGIN IMMEDIATE ...
 * COMMIT before the next is asked.  A schema change under a kept
 * statement (a migration by another process) is SQLite's to notice: it
 * prepares it again by itself at the next step. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "store/store_impl.h"

struct store_stmt_entry {
	const char *sql;        /* the caller's text: a string literal */
	sqlite3_stmt *q;
};

struct store_stmts {
	struct store_stmt_entry *items;
	size_t count, cap;
};

static struct store_stmt_entry *find(struct store_stmts *c, const char *sql)
{
	if (c == NULL)
		return NULL;
	/* The same literal is usually the same pointer; the text decides. */
	for (size_t i = 0; i < c->count; i++)
		if (c->items[i].sql == sql)
			return &c->items[i];
	for (size_t i = 0; i < c->count; i++)
		if (strcmp(c->items[i].sql, sql) == 0)
			return &c->items[i];
	return NULL;
}

static bool grow(struct store *st)
{
	struct store_stmts *c = st->stmts;
	struct store_stmt_entry *items;
	size_t cap;

	if (c == NULL) {
		c = calloc(1, sizeof *c);
		if (c == NULL)
			return false;
		st->stmts = c;
	}
	if (c->count < c->cap)
		return true;
	cap = c->cap == 0 ? 8 : 2 * c->cap;
	items = realloc(c->items, cap * sizeof *items);
	if (items == NULL)
		return false;
	c->items = items;
	c->cap = cap;
	return true;
}

sqlite3_stmt *store_stmt(struct store *st, const char *sql,
			 struct error *err)
{
	struct store_stmt_entry *e = find(st->stmts, sql);
	sqlite3_stmt *q = NULL;

	if (e != NULL) {
		sqlite3_reset(e->q);
		sqlite3_clear_bindings(e->q);
		return e->q;
	}
	if (st->db == NULL)     /* a server's store: store_prepare says why */
		return store_prepare(st, sql, err);
	if (!grow(st)) {
		error_set(err, "%s", _("out of memory"));
		return NULL;
	}
	if (sqlite3_prepare_v3(st->db, sql, -1, SQLITE_PREPARE_PERSISTENT, &q,
			       NULL) != SQLITE_OK) {
		store_db_fail(st, err, _("results database"));
		sqlite3_finalize(q);
		return NULL;
	}
	e = &st->stmts->items[st->stmts->count++];
	e->sql = sql;
	e->q = q;
	return q;
}

void store_stmt_done(sqlite3_stmt *q)
{
	/* Ends the statement's read, if any; it stays prepared. */
	sqlite3_reset(q);
}

size_t store_stmts_kept(const struct store *st)
{
	return st->stmts != NULL ? st->stmts->count : 0;
}

void store_stmts_free(struct store *st)
{
	struct store_stmts *c = st->stmts;

	if (c == NULL)
		return;
	for (size_t i = 0; i < c->count; i++)
		sqlite3_finalize(c->items[i].q);
	free(c->items);
	free(c);
	st->stmts = NULL;
}
