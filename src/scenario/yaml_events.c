/* SPDX-License-Identifier: GPL-3.0-or-later */
/* yaml_events.c: the strict event reader; see yaml_events.h. */
#include "config.h"

#include "scenario/yaml_events.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <yaml.h>

#include "i18n.h"
#include "scenario/keyset.h"
#include "scenario/regular_file.h"
#include "scenario/safe_text.h"

struct frame {
	bool mapping;
	bool want_key;               /* mappings: the next node is a key */
	struct keyset keys;
};

struct yev_reader {
	char path[DIAG_FILE_MAX];
	unsigned char *buf;
	size_t len;
	yaml_parser_t parser;
	yaml_event_t event;
	bool have_event;
	int max_depth, depth;
	struct frame *frames;        /* frames[0..depth-1] */
	int documents;
	bool finished, failed;
	struct diag last;            /* repeated if called after an error */
};

/* libyaml's problem texts, so that syntax errors can be translated.  An
 * unknown one is shown as libyaml wrote it. */
static const char *const yaml_problems[] = {
	N_("block sequence entries are not allowed in this context"),
	N_("control characters are not allowed"),
	N_("could not find expected ':'"),
	N_("did not find expected ',' or ']'"),
	N_("did not find expected alphabetic or numeric character"),
	N_("did not find expected ',' or '}'"),
	N_("did not find expected '-' indicator"),
	N_("did not find expected <document start>"),
	N_("did not find expected comment or line break"),
	N_("did not find expected key"),
	N_("did not find expected node content"),
	N_("did not find expected whitespace or line break"),
	N_("found a tab character that violates indentation"),
	N_("found a tab character where an indentation space is expected"),
	N_("found character that cannot start any token"),
	N_("found undefined tag handle"),
	N_("found unexpected ':'"),
	N_("found unexpected document indicator"),
	N_("found unexpected end of stream"),
	N_("found unknown escape character"),
	N_("found invalid Unicode character escape code"),
	N_("found unknown directive name"),
	N_("mapping keys are not allowed in this context"),
	N_("mapping values are not allowed in this context"),
	NULL,
};

static void set_diag(const char *path, unsigned long line,
		     unsigned long column, struct diag *err, const char *fmt,
		     va_list ap) YEV_PRINTF(5, 0);

static void set_diag(const char *path, unsigned long line,
		     unsigned long column, struct diag *err, const char *fmt,
		     va_list ap)
{
	snprintf(err->file, sizeof err->file, "%s", path);
	err->line = line;
	err->column = column;
	vsnprintf(err->message, sizeof err->message, fmt, ap);
}

static bool fail_at(struct yev_reader *rd, unsigned long line,
		    unsigned long column, struct diag *err, const char *fmt,
		    ...) YEV_PRINTF(5, 6);

static bool fail_at(struct yev_reader *rd, unsigned long line,
		    unsigned long column, struct diag *err, const char *fmt,
		    ...)
{
	va_list ap;

	va_start(ap, fmt);
	set_diag(rd->path, line, column, err, fmt, ap);
	va_end(ap);
	rd->failed = true;
	rd->last = *err;
	return false;
}

void yev_error(const struct yev_reader *rd, const struct yev_node *node,
	       struct diag *err, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	set_diag(rd->path, node != NULL ? node->line : 0,
		 node != NULL ? node->column : 0, err, fmt, ap);
	va_end(ap);
}

/* Line and column (1-based, counted in characters as libyaml counts them)
 * of a byte offset in the buffer. */
static void offset_place(const struct yev_reader *rd, size_t offset,
			 unsigned long *line, unsigned long *column)
{
	*line = 1;
	*column = 1;
	for (size_t i = 0; i < offset && i < rd->len; i++) {
		if (rd->buf[i] == '\n') {
			++*line;
			*column = 1;
		} else if ((rd->buf[i] & 0xc0) != 0x80) {
			++*column;
		}
	}
}

/* The length of the valid UTF-8 sequence at s (at most n bytes), or 0.
 * Strict: no overlong forms, no surrogates, nothing above U+10FFFF. */
static size_t utf8_sequence(const unsigned char *s, size_t n)
{
	unsigned char c = s[0];
	size_t len;
	unsigned long cp;

	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf) {
		len = 2;
		cp = c & 0x1f;
	} else if (c >= 0xe0 && c <= 0xef) {
		len = 3;
		cp = c & 0x0f;
	} else if (c >= 0xf0 && c <= 0xf4) {
		len = 4;
		cp = c & 0x07;
	} else {
		return 0;
	}
	if (len > n)
		return 0;
	for (size_t i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = (cp << 6) | (s[i] & 0x3f);
	}
	if ((len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000)
	    || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff)
		return 0;
	return len;
}

/* libyaml would also stop at bad UTF-8, but names the byte by offset
 * only; checking first gives the line and column of the bad byte. */
static bool check_utf8(struct yev_reader *rd, struct diag *err)
{
	size_t i = 0;

	while (i < rd->len) {
		size_t n = utf8_sequence(rd->buf + i, rd->len - i);
		unsigned long line, column;

		if (n == 0) {
			offset_place(rd, i, &line, &column);
			return fail_at(rd, line, column, err,
				       _("invalid UTF-8 (byte 0x%02X): the file must be UTF-8 text"),
				       (unsigned)rd->buf[i]);
		}
		i += n;
	}
	return true;
}

static bool read_file(struct yev_reader *rd, const char *path,
		      size_t max_bytes, struct diag *err)
{
	struct stat st;
	const char *why = NULL;
	int fd;
	size_t cap;

	/* Non-blocking, then fstat: a FIFO must not hang the loader. */
	fd = regular_file_open(path, &st, &why);
	if (fd < 0 && errno == EISDIR)
		return fail_at(rd, 0, 0, err,
			       _("is a directory, not a YAML file"));
	if (fd < 0)
		return fail_at(rd, 0, 0, err, "%s", why);
	if ((uintmax_t)st.st_size > max_bytes) {
		close(fd);
		return fail_at(rd, 0, 0, err,
			       _("file too large (%jd bytes; the limit is %zu)"),
			       (intmax_t)st.st_size, max_bytes);
	}
	/* The size may change while reading: read at most one byte past the
	 * cap to know. */
	cap = (size_t)st.st_size + 1;
	rd->buf = malloc(cap + 1);
	if (rd->buf == NULL) {
		close(fd);
		return fail_at(rd, 0, 0, err, "%s", strerror(ENOMEM));
	}
	for (;;) {
		ssize_t n;

		if (rd->len == cap) {
			unsigned char *bigger;

			if (cap > max_bytes)
				break;
			cap = cap * 2 > max_bytes + 1 ? max_bytes + 1 : cap * 2;
			bigger = realloc(rd->buf, cap + 1);
			if (bigger == NULL) {
				close(fd);
				return fail_at(rd, 0, 0, err, "%s",
					       strerror(ENOMEM));
			}
			rd->buf = bigger;
		}
		n = read(fd, rd->buf + rd->len, cap - rd->len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			int e = errno;

			close(fd);
			return fail_at(rd, 0, 0, err, "%s", strerror(e));
		}
		if (n == 0)
			break;
		rd->len += (size_t)n;
	}
	close(fd);
	if (rd->len > max_bytes)
		return fail_at(rd, 0, 0, err,
			       _("file too large (more than %zu bytes)"),
			       max_bytes);
	rd->buf[rd->len] = '\0';
	if (rd->len == 0)
		return fail_at(rd, 0, 0, err, _("the file is empty"));
	return true;
}

bool yev_open(const char *path, size_t max_bytes, int max_depth,
	      struct yev_reader **out, struct diag *err)
{
	struct yev_reader *rd;

	*out = NULL;
	rd = calloc(1, sizeof *rd);
	if (rd == NULL) {
		snprintf(err->file, sizeof err->file, "%s", path);
		err->line = err->column = 0;
		snprintf(err->message, sizeof err->message, "%s",
			 strerror(ENOMEM));
		return false;
	}
	snprintf(rd->path, sizeof rd->path, "%s", path);
	rd->max_depth = max_depth > 0 ? max_depth : 1;
	rd->frames = calloc((size_t)rd->max_depth, sizeof *rd->frames);
	if (rd->frames == NULL) {
		fail_at(rd, 0, 0, err, "%s", strerror(ENOMEM));
		yev_close(rd);
		return false;
	}
	if (!read_file(rd, path, max_bytes, err) || !check_utf8(rd, err)) {
		yev_close(rd);
		return false;
	}
	if (!yaml_parser_initialize(&rd->parser)) {
		fail_at(rd, 0, 0, err, "%s", strerror(ENOMEM));
		yev_close(rd);
		return false;
	}
	yaml_parser_set_input_string(&rd->parser, rd->buf, rd->len);
	yaml_parser_set_encoding(&rd->parser, YAML_UTF8_ENCODING);
	*out = rd;
	return true;
}

void yev_close(struct yev_reader *rd)
{
	if (rd == NULL)
		return;
	if (rd->have_event)
		yaml_event_delete(&rd->event);
	if (rd->frames != NULL) {
		for (int i = 0; i < rd->max_depth; i++)
			keyset_free(&rd->frames[i].keys);
		free(rd->frames);
	}
	if (rd->buf != NULL)
		yaml_parser_delete(&rd->parser);
	free(rd->buf);
	free(rd);
}

static bool syntax_error(struct yev_reader *rd, struct diag *err)
{
	const yaml_parser_t *p = &rd->parser;
	const char *problem = p->problem != NULL ? p->problem : "";
	unsigned long line, column;

	if (p->error == YAML_MEMORY_ERROR)
		return fail_at(rd, 0, 0, err, "%s", strerror(ENOMEM));
	if (p->error == YAML_READER_ERROR) {
		offset_place(rd, p->problem_offset, &line, &column);
		/* The UTF-8 is checked already: this is a character YAML
		 * forbids, such as a NUL or another control character. */
		return fail_at(rd, line, column, err,
			       _("character not allowed in YAML (code 0x%02X)"),
			       (unsigned)p->problem_value);
	}
	line = (unsigned long)p->problem_mark.line + 1;
	column = (unsigned long)p->problem_mark.column + 1;
	if (p->problem_mark.index < rd->len
	    && rd->buf[p->problem_mark.index] == '\t')
		return fail_at(rd, line, column, err,
			       _("tab character: YAML is indented with spaces, never tabs"));
	for (int i = 0; yaml_problems[i] != NULL; i++)
		if (strcmp(problem, yaml_problems[i]) == 0)
			return fail_at(rd, line, column, err,
				       _("YAML syntax error: %s"),
				       _(yaml_problems[i]));
	return fail_at(rd, line, column, err, _("YAML syntax error: %s"),
		       problem);
}

/* Anchors, aliases and tags: never needed in these files; anchors and
 * aliases are how a small file expands to gigabytes. */
static bool check_properties(struct yev_reader *rd, const yaml_mark_t *m,
			     const yaml_char_t *anchor, const yaml_char_t *tag,
			     struct diag *err)
{
	char text[64];

	if (anchor != NULL) {
		yev_excerpt((const char *)anchor, strlen((const char *)anchor),
			    text, sizeof text);
		return fail_at(rd, m->line + 1, m->column + 1, err,
			       _("anchors and aliases are not allowed (&%s)"),
			       text);
	}
	if (tag != NULL) {
		yev_excerpt((const char *)tag, strlen((const char *)tag), text,
			    sizeof text);
		return fail_at(rd, m->line + 1, m->column + 1, err,
			       _("tags are not allowed (%s)"), text);
	}
	return true;
}

/* Control characters, C1 controls and bidi overrides in text: none is
 * needed in a data file, and shown they would drive the terminal (an
 * ESC sequence) or show a text backwards (U+202E).  Tab and newline are
 * text only in a block scalar (| or >).  The error points at the
 * character when it is in the file as it is, else (written as an escape
 * such as "\e" or "\u202E") at the scalar. */
static bool check_text(struct yev_reader *rd, const yaml_event_t *ev,
		       struct yev_node *node, struct diag *err)
{
	yaml_scalar_style_t style = ev->data.scalar.style;
	bool block = style == YAML_LITERAL_SCALAR_STYLE
		     || style == YAML_FOLDED_SCALAR_STYLE;
	const char *v = node->value;
	size_t len = node->length, start, end;
	unsigned long line = node->line, column = node->column;
	uint32_t bad = 0;
	bool found = false;

	for (size_t i = 0; i < len;) {
		uint32_t cp;
		size_t n = safe_text_decode(v + i, len - i, &cp);

		if (n == 0)
			return true;    /* libyaml decoded it: cannot happen */
		if (safe_text_refused(cp)
		    && !(block && (cp == '\t' || cp == '\n'))) {
			bad = cp;
			found = true;
			break;
		}
		i += n;
	}
	if (!found)
		return true;
	start = ev->start_mark.index;
	end = ev->end_mark.index < rd->len ? ev->end_mark.index : rd->len;
	for (size_t i = start; i < end;) {
		uint32_t cp;
		size_t n = safe_text_decode((const char *)rd->buf + i,
					    rd->len - i, &cp);

		if (n == 0)
			break;
		if (cp == bad && cp != '\n' && cp != '\r') {
			offset_place(rd, i, &line, &column);
			break;
		}
		i += n;
	}
	return fail_at(rd, line, column, err,
		       _("control character U+%04X is not allowed in text"),
		       (unsigned)bad);
}

/* The place of the node in its parent: a key (checked for duplicates) or
 * a value. */
static bool place_node(struct yev_reader *rd, struct yev_node *node,
		       struct diag *err)
{
	struct frame *f;
	const struct keyset_entry *dup;
	char text[64];

	if (rd->depth == 0)
		return true;
	f = &rd->frames[rd->depth - 1];
	if (!f->mapping)
		return true;
	if (!f->want_key) {
		f->want_key = true;
		return true;
	}
	if (node->kind != YEV_SCALAR)
		return fail_at(rd, node->line, node->column, err,
			       _("a key must be plain text, not a mapping or a sequence"));
	if (!keyset_add(&f->keys, node->value, node->length, node->line, &dup))
		return fail_at(rd, node->line, node->column, err, "%s",
			       strerror(ENOMEM));
	if (dup != NULL) {
		yev_excerpt(node->value, node->length, text, sizeof text);
		return fail_at(rd, node->line, node->column, err,
			       _("duplicate key '%s' (first at line %lu)"),
			       text, dup->line);
	}
	node->is_key = true;
	f->want_key = false;
	return true;
}

static bool open_collection(struct yev_reader *rd, struct yev_node *node,
			    bool mapping, struct diag *err)
{
	struct frame *f;

	if (!place_node(rd, node, err))
		return false;
	if (rd->depth >= rd->max_depth)
		return fail_at(rd, node->line, node->column, err,
			       _("nested too deep: this format has at most %d levels"),
			       rd->max_depth);
	f = &rd->frames[rd->depth++];
	f->mapping = mapping;
	f->want_key = mapping;
	node->depth = rd->depth;
	return true;
}

static void close_collection(struct yev_reader *rd, struct yev_node *node)
{
	node->depth = rd->depth;
	keyset_clear(&rd->frames[--rd->depth].keys);
}

bool yev_next(struct yev_reader *rd, struct yev_node *node, struct diag *err)
{
	memset(node, 0, sizeof *node);
	if (rd->failed) {
		*err = rd->last;
		return false;
	}
	node->kind = YEV_END;
	if (rd->finished)
		return true;
	for (;;) {
		const yaml_event_t *ev = &rd->event;

		if (rd->have_event)
			yaml_event_delete(&rd->event);
		rd->have_event = false;
		if (!yaml_parser_parse(&rd->parser, &rd->event))
			return syntax_error(rd, err);
		rd->have_event = true;
		node->line = (unsigned long)ev->start_mark.line + 1;
		node->column = (unsigned long)ev->start_mark.column + 1;
		switch (ev->type) {
		case YAML_STREAM_START_EVENT:
		case YAML_DOCUMENT_END_EVENT:
		case YAML_NO_EVENT:
			continue;
		case YAML_DOCUMENT_START_EVENT:
			if (rd->documents++ > 0)
				return fail_at(rd, node->line, node->column,
					       err,
					       _("a second YAML document: this file must hold exactly one"));
			continue;
		case YAML_STREAM_END_EVENT:
			if (rd->documents == 0)
				return fail_at(rd, 0, 0, err,
					       _("the file holds no YAML document (only comments or blank lines)"));
			rd->finished = true;
			node->kind = YEV_END;
			return true;
		case YAML_ALIAS_EVENT: {
			char text[64];
			const char *a = (const char *)ev->data.alias.anchor;

			yev_excerpt(a, strlen(a), text, sizeof text);
			return fail_at(rd, node->line, node->column, err,
				       _("anchors and aliases are not allowed (*%s)"),
				       text);
		}
		case YAML_SCALAR_EVENT:
			if (!check_properties(rd, &ev->start_mark,
					      ev->data.scalar.anchor,
					      ev->data.scalar.tag, err))
				return false;
			node->kind = YEV_SCALAR;
			node->value = (const char *)ev->data.scalar.value;
			node->length = ev->data.scalar.length;
			node->plain = ev->data.scalar.style
				      == YAML_PLAIN_SCALAR_STYLE;
			if (!check_text(rd, ev, node, err))
				return false;
			return place_node(rd, node, err);
		case YAML_SEQUENCE_START_EVENT:
			if (!check_properties(rd, &ev->start_mark,
					      ev->data.sequence_start.anchor,
					      ev->data.sequence_start.tag, err))
				return false;
			node->kind = YEV_SEQUENCE_START;
			return open_collection(rd, node, false, err);
		case YAML_MAPPING_START_EVENT:
			if (!check_properties(rd, &ev->start_mark,
					      ev->data.mapping_start.anchor,
					      ev->data.mapping_start.tag, err))
				return false;
			node->kind = YEV_MAPPING_START;
			return open_collection(rd, node, true, err);
		case YAML_SEQUENCE_END_EVENT:
			node->kind = YEV_SEQUENCE_END;
			close_collection(rd, node);
			return true;
		case YAML_MAPPING_END_EVENT:
			node->kind = YEV_MAPPING_END;
			close_collection(rd, node);
			return true;
		}
	}
}
