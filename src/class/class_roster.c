/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_roster.c: a class's roster from a CSV file (class_store.h).
 *
 * The format (crupier(1), "ROSTER FILES"): UTF-8 text, RFC 4180 records
 * (comma-separated, fields with a comma, a quote or a line break between
 * double quotes, a quote inside doubled; CRLF or LF line ends), a first
 * record that names the columns, "name" and optionally "login", then one
 * trainee per record.  Blank lines are skipped, spaces around an
 * unquoted field dropped.  The whole file is checked before anything is
 * written, and written in one transaction: a roster with one error adds
 * nobody, and the error says where, as "file:line:column: message". */
#include "config.h"

#include "class/class_store.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "base/name_check.h"
#include "class/class_impl.h"
#include "class/class_roster.h"
#include "scenario/regular_file.h"
#include "store/store_class.h"

#define ROSTER_MAX_BYTES (4 * 1024 * 1024)

bool class_oom(struct error *err)
{
	error_set(err, "%s", strerror(ENOMEM));
	return false;
}

bool class_grow(void **items, size_t *cap, size_t n, size_t size,
		struct error *err)
{
	void *p;
	size_t c;

	if (n < *cap)
		return true;
	c = *cap == 0 ? 16 : *cap * 2;
	p = realloc(*items, c * size);
	if (p == NULL)
		return class_oom(err);
	*items = p;
	*cap = c;
	return true;
}

struct reader {
	const char *path;
	const char *p, *end;
	int line, col;
	struct error *err;
};

static bool at_fail(struct reader *r, int line, int col, const char *msg)
{
	error_set(r->err, "%s:%d:%d: %s", r->path, line, col, msg);
	return false;
}

/* One byte on; columns count characters (UTF-8 lead bytes). */
static void advance(struct reader *r)
{
	if (*r->p == '\n') {
		r->line++;
		r->col = 1;
	} else if (((unsigned char)*r->p & 0xc0) != 0x80) {
		r->col++;
	}
	r->p++;
}

/* Appends a byte to the field; false when it grows too long or is a NUL
 * (which would end the name there: "ana\0 (withdrawn)" read as "ana"). */
static bool put(struct reader *r, struct roster_field *f, size_t *len,
		char c)
{
	if (c == '\0')
		return at_fail(r, r->line, r->col,
			       _("a NUL byte: a roster is text"));
	if (*len + 1 >= sizeof f->text)
		return at_fail(r, f->line, f->col,
			       _("this field is too long (at most 127"
				 " bytes)"));
	f->text[(*len)++] = c;
	f->text[*len] = '\0';
	return true;
}

static bool quoted(struct reader *r, struct roster_field *f, size_t *len)
{
	int line = r->line, col = r->col;

	advance(r);
	for (;;) {
		if (r->p >= r->end)
			return at_fail(r, line, col,
				       _("this quote is never closed"));
		if (*r->p == '"') {
			advance(r);
			if (r->p < r->end && *r->p == '"') {
				if (!put(r, f, len, '"'))
					return false;
				advance(r);
				continue;
			}
			return true;
		}
		if (!put(r, f, len, *r->p))
			return false;
		advance(r);
	}
}

/* Reads one record; *eof when there is none left. */
static bool record(struct reader *r, struct roster_row *row, bool *eof)
{
	memset(row, 0, sizeof *row);
	*eof = false;
	/* Blank lines are no records. */
	while (r->p < r->end && (*r->p == '\n' || *r->p == '\r'))
		advance(r);
	if (r->p >= r->end) {
		*eof = true;
		return true;
	}
	for (;;) {
		struct roster_field *f = &row->f[row->n < ROSTER_FIELDS
						 ? row->n : ROSTER_FIELDS - 1];
		size_t len = 0;
		bool was_quoted = false;

		if (row->n >= ROSTER_FIELDS)
			return at_fail(r, r->line, r->col,
				       _("too many fields: a roster has the"
					 " columns name and login"));
		row->n++;
		f->line = r->line;
		f->col = r->col;
		f->text[0] = '\0';
		while (r->p < r->end && (*r->p == ' ' || *r->p == '\t'))
			advance(r);
		if (r->p < r->end && *r->p == '"') {
			f->line = r->line;
			f->col = r->col;
			if (!quoted(r, f, &len))
				return false;
			was_quoted = true;
		}
		while (r->p < r->end && *r->p != ',' && *r->p != '\n' &&
		       *r->p != '\r') {
			if (*r->p == '"')
				return at_fail(r, r->line, r->col,
					       _("a quote inside a field that"
						 " is not quoted: quote the"
						 " whole field and double the"
						 " quote"));
			if (was_quoted && *r->p != ' ' && *r->p != '\t')
				return at_fail(r, r->line, r->col,
					       _("text after a quoted field"));
			if (!was_quoted && !put(r, f, &len, *r->p))
				return false;
			advance(r);
		}
		while (!was_quoted && len > 0 &&
		       (f->text[len - 1] == ' ' || f->text[len - 1] == '\t'))
			f->text[--len] = '\0';
		if (r->p < r->end && *r->p == ',') {
			advance(r);
			continue;
		}
		if (r->p < r->end && *r->p == '\r')
			advance(r);
		if (r->p < r->end && *r->p == '\n')
			advance(r);
		return true;
	}
}

/* A name or a login: what every door takes (base/name_check.h). */
static bool field_ok(struct reader *r, const struct roster_field *f,
		     bool login)
{
	char buf[160], msg[256];
	const char *why = login ? name_check_login(f->text, buf, sizeof buf)
				: name_check_text(f->text, buf, sizeof buf);

	if (why == NULL)
		return true;
	/* TRANSLATORS: what ("the trainee's name"), then why not. */
	snprintf(msg, sizeof msg, _("%s: %s"),
		 login ? _("the login") : _("the trainee's name"), why);
	return at_fail(r, f->line, f->col, msg);
}

static bool header(struct reader *r, int *columns)
{
	struct roster_row h;
	bool eof;

	/* A spreadsheet's byte order mark is no part of the header. */
	if (r->end - r->p >= 3 && memcmp(r->p, "\xef\xbb\xbf", 3) == 0)
		r->p += 3;
	if (!record(r, &h, &eof))
		return false;
	if (eof)
		return at_fail(r, 1, 1, _("the roster is empty: its first"
					  " line names the columns, name and"
					  " login"));
	if (strcmp(h.f[0].text, "name") != 0)
		return at_fail(r, h.f[0].line, h.f[0].col,
			       _("the first column must be \"name\""));
	if (h.n == 2 && strcmp(h.f[1].text, "login") != 0)
		return at_fail(r, h.f[1].line, h.f[1].col,
			       _("the second column must be \"login\""));
	*columns = h.n;
	return true;
}

/* The whole file, through the one door for files (regular_file.h): a
 * FIFO or a device named like a roster is refused unread. */
static bool read_file(const char *path, char **text, size_t *len,
		      struct error *err)
{
	const char *why;
	struct stat sb;
	size_t n = 0;
	char *buf;
	int fd = regular_file_open(path, &sb, &why);

	if (fd < 0) {
		error_set(err, "%s: %s", path, why);
		return false;
	}
	if (sb.st_size > ROSTER_MAX_BYTES) {
		close(fd);
		error_set(err, _("%s: the roster is too big"), path);
		return false;
	}
	/* One byte more than the size: a file that grew is seen to. */
	buf = malloc((size_t)sb.st_size + 1);
	if (buf == NULL) {
		close(fd);
		return class_oom(err);
	}
	for (;;) {
		ssize_t got = read(fd, buf + n, (size_t)sb.st_size + 1 - n);

		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			error_set(err, "%s: %s", path, strerror(errno));
			free(buf);
			close(fd);
			return false;
		}
		if (got == 0)
			break;
		n += (size_t)got;
		if (n > (size_t)sb.st_size) {
			error_set(err, _("%s: the file grew while it was"
					 " read"), path);
			free(buf);
			close(fd);
			return false;
		}
	}
	close(fd);
	*text = buf;
	*len = n;
	return true;
}

/* The names and logins seen so far, for the duplicates: an open
 * addressing table of row numbers with their texts' hashes, so that a
 * roster of 100,000 trainees is checked in one pass, not in n^2/2
 * comparisons. */
struct seen_slot {
	uint64_t hash;
	size_t row;                     /* its number + 1; 0 empty */
};
struct seen {
	struct seen_slot *slot;
	size_t cap;                     /* a power of two */
	int field;                      /* 0 names, 1 logins */
};

static uint64_t text_hash(const char *s)
{
	uint64_t h = 1469598103934665603u;      /* FNV-1a */

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211u;
	/* The high bits mixed into the low ones the table indexes by. */
	return h ^ (h >> 29);
}

/* *same: the row holding the same text in the seen field (its number +
 * 1), or 0 after adding row i; false when out of memory. */
static bool seen_add(struct seen *t, const struct roster_row *rows, size_t i,
		     size_t *same, struct error *err)
{
	const char *text = rows[i].f[t->field].text;
	uint64_t h = text_hash(text);
	size_t k;

	*same = 0;
	if (t->cap == 0 || (i + 1) * 2 > t->cap) {
		size_t cap = t->cap == 0 ? 1024 : t->cap * 2;
		struct seen_slot *slot = calloc(cap, sizeof *slot);

		if (slot == NULL)
			return class_oom(err);
		for (size_t j = 0; j < t->cap; j++) {
			if (t->slot[j].row == 0)
				continue;
			k = t->slot[j].hash & (cap - 1);
			while (slot[k].row != 0)
				k = (k + 1) & (cap - 1);
			slot[k] = t->slot[j];
		}
		free(t->slot);
		t->slot = slot;
		t->cap = cap;
	}
	for (k = h & (t->cap - 1); t->slot[k].row != 0;
	     k = (k + 1) & (t->cap - 1))
		if (t->slot[k].hash == h &&
		    strcmp(rows[t->slot[k].row - 1].f[t->field].text,
			   text) == 0) {
			*same = t->slot[k].row;
			return true;
		}
	t->slot[k].hash = h;
	t->slot[k].row = i + 1;
	return true;
}

/* The new last row i refused when its name or login is on an earlier
 * row already. */
static bool unique(struct reader *r, struct seen *names,
		   struct seen *logins, const struct roster_row *rows,
		   size_t i)
{
	const struct roster_row *row = &rows[i];
	char msg[512];
	size_t same;

	if (!seen_add(names, rows, i, &same, r->err))
		return false;
	if (same != 0) {
		snprintf(msg, sizeof msg, _("%s is on line %d already"),
			 row->f[0].text, rows[same - 1].f[0].line);
		return at_fail(r, row->f[0].line, row->f[0].col, msg);
	}
	if (row->n < 2 || row->f[1].text[0] == '\0')
		return true;
	if (!seen_add(logins, rows, i, &same, r->err))
		return false;
	if (same != 0) {
		snprintf(msg, sizeof msg, _("the login %s is on line %d"
					    " already"), row->f[1].text,
			 rows[same - 1].f[1].line);
		return at_fail(r, row->f[1].line, row->f[1].col, msg);
	}
	return true;
}

/* Every record checked and kept; rows malloc'd. */
static bool parse(struct reader *r, struct roster_row **rows, size_t *n)
{
	struct seen names = { NULL, 0, 0 }, logins = { NULL, 0, 1 };
	size_t cap = 0;
	int columns;
	bool ok = false;

	*rows = NULL;
	*n = 0;
	if (!header(r, &columns))
		return false;
	for (;;) {
		struct roster_row row;
		bool eof;

		if (!record(r, &row, &eof))
			break;
		if (eof) {
			ok = true;
			break;
		}
		if (row.n > columns) {
			at_fail(r, row.f[columns].line, row.f[columns].col,
				_("more fields than the header names"));
			break;
		}
		if (row.f[0].text[0] == '\0') {
			at_fail(r, row.f[0].line, row.f[0].col,
				_("the trainee's name is empty"));
			break;
		}
		if (!field_ok(r, &row.f[0], false) ||
		    (row.n > 1 && row.f[1].text[0] != '\0' &&
		     !field_ok(r, &row.f[1], true)))
			break;
		if (!class_grow((void **)rows, &cap, *n, sizeof **rows,
				r->err))
			break;
		(*rows)[*n] = row;
		if (!unique(r, &names, &logins, *rows, *n))
			break;
		(*n)++;
	}
	free(names.slot);
	free(logins.slot);
	return ok;
}

bool class_roster_read(const char *path, struct roster_row **rows,
		       size_t *n, struct error *err)
{
	struct reader r;
	char *text = NULL;
	size_t len = 0;
	bool ok;

	*rows = NULL;
	*n = 0;
	if (!read_file(path, &text, &len, err))
		return false;
	memset(&r, 0, sizeof r);
	r.path = path;
	r.p = text;
	r.end = text + len;
	r.line = r.col = 1;
	r.err = err;
	ok = parse(&r, rows, n);
	free(text);
	if (!ok) {
		free(*rows);
		*rows = NULL;
		*n = 0;
	}
	return ok;
}

const char *class_roster_login(const struct roster_row *row)
{
	return row->n > 1 && row->f[1].text[0] != '\0' ? row->f[1].text
							 : NULL;
}

bool class_import_roster(struct store *st, const char *cls,
			 const char *path, size_t *added, size_t *kept,
			 struct error *err)
{
	struct roster_row *rows = NULL;
	size_t n = 0;
	int64_t id;
	bool ok;

	*added = *kept = 0;
	if (!class_roster_read(path, &rows, &n, err))
		return false;
	if (!store_begin(st, err)) {
		free(rows);
		return false;
	}
	ok = class_id(st, cls, &id, err);
	if (ok && id == 0) {
		error_set(err, _("there is no class '%s'"), cls);
		ok = false;
	}
	for (size_t i = 0; ok && i < n; i++) {
		bool is_new;

		ok = class_add_in(st, id, cls, rows[i].f[0].text,
				  class_roster_login(&rows[i]), &is_new, err);
		if (!ok)
			class_roster_blame(path, &rows[i], err);
		else if (is_new)
			(*added)++;
		else
			(*kept)++;
	}
	free(rows);
	if (!ok) {
		store_rollback(st);
		*added = *kept = 0;
		return false;
	}
	return store_commit(st, err);
}

void class_roster_blame(const char *path, const struct roster_row *row,
			struct error *err)
{
	char msg[sizeof err->message];

	snprintf(msg, sizeof msg, "%s", err->message);
	error_set(err, "%s:%d:%d: %s", path, row->f[0].line, row->f[0].col,
		   msg);
}
