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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "class/class_impl.h"
#include "class/class_roster.h"
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

/* Appends a byte to the field; false when it grows too long. */
static bool put(struct reader *r, struct roster_field *f, size_t *len,
		char c)
{
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

/* A name or login: no control characters, valid UTF-8. */
static bool field_ok(struct reader *r, const struct roster_field *f,
		     const char *what)
{
	char msg[256];
	const unsigned char *s = (const unsigned char *)f->text;

	for (size_t i = 0; s[i] != '\0'; i++) {
		int more = s[i] < 0x80 ? 0 : (s[i] & 0xe0) == 0xc0 ? 1
			 : (s[i] & 0xf0) == 0xe0 ? 2
			 : (s[i] & 0xf8) == 0xf0 ? 3 : -1;

		if (s[i] < 0x20 || s[i] == 0x7f || more < 0) {
			snprintf(msg, sizeof msg, _("%s: not UTF-8 text or a"
						    " control character"),
				 what);
			return at_fail(r, f->line, f->col, msg);
		}
		for (int k = 0; k < more; k++)
			if ((s[++i] & 0xc0) != 0x80) {
				snprintf(msg, sizeof msg,
					 _("%s: not UTF-8 text or a control"
					   " character"), what);
				return at_fail(r, f->line, f->col, msg);
			}
	}
	return true;
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

static bool read_file(const char *path, char **text, size_t *len,
		      struct error *err)
{
	FILE *f = fopen(path, "rb");
	size_t cap = 0, n = 0;
	char *buf = NULL;

	if (f == NULL) {
		error_set(err, "%s: %s", path, strerror(errno));
		return false;
	}
	for (;;) {
		size_t got;

		if (n + 4096 > cap) {
			char *p;

			cap = cap == 0 ? 8192 : cap * 2;
			p = cap > ROSTER_MAX_BYTES + 8192 ? NULL
				: realloc(buf, cap);
			if (p == NULL) {
				error_set(err, _("%s: the roster is too big"),
					   path);
				free(buf);
				fclose(f);
				return false;
			}
			buf = p;
		}
		got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (got == 0)
			break;
	}
	if (ferror(f)) {
		error_set(err, "%s: %s", path, strerror(errno));
		free(buf);
		fclose(f);
		return false;
	}
	fclose(f);
	*text = buf;
	*len = n;
	return true;
}

/* Every record checked and kept; rows malloc'd. */
static bool parse(struct reader *r, struct roster_row **rows, size_t *n)
{
	size_t cap = 0;
	int columns;

	*rows = NULL;
	*n = 0;
	if (!header(r, &columns))
		return false;
	for (;;) {
		struct roster_row row;
		bool eof;
		char msg[512];

		if (!record(r, &row, &eof))
			return false;
		if (eof)
			return true;
		if (row.n > columns)
			return at_fail(r, row.f[columns].line,
				       row.f[columns].col,
				       _("more fields than the header names"));
		if (row.f[0].text[0] == '\0')
			return at_fail(r, row.f[0].line, row.f[0].col,
				       _("the trainee's name is empty"));
		if (!field_ok(r, &row.f[0], _("the trainee's name")) ||
		    (row.n > 1 && !field_ok(r, &row.f[1], _("the login"))))
			return false;
		for (size_t i = 0; i < *n; i++) {
			const struct roster_row *o = &(*rows)[i];

			if (strcmp(o->f[0].text, row.f[0].text) == 0) {
				snprintf(msg, sizeof msg,
					 _("%s is on line %d already"),
					 row.f[0].text, o->f[0].line);
				return at_fail(r, row.f[0].line,
					       row.f[0].col, msg);
			}
			if (row.n > 1 && o->n > 1 && row.f[1].text[0] != '\0'
			    && strcmp(o->f[1].text, row.f[1].text) == 0) {
				snprintf(msg, sizeof msg,
					 _("the login %s is on line %d"
					   " already"), row.f[1].text,
					 o->f[1].line);
				return at_fail(r, row.f[1].line,
					       row.f[1].col, msg);
			}
		}
		if (!class_grow((void **)rows, &cap, *n, sizeof **rows, r->err))
			return false;
		(*rows)[(*n)++] = row;
	}
}

bool class_roster_read(const char *path, struct roster_row **rows,
		       size_t *n, struct error *err)
{
	struct reader r;
	char *text;
	size_t len;
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
