/* SPDX-License-Identifier: GPL-3.0-or-later */
/* articles_load.c: the regulations' article texts; see articles_load.h. */
#include "config.h"

#include "scenario/articles_load.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "scenario/yaml_events.h"

/* regulation > articles > text: three levels. */
#define ARTICLES_DEPTH 2

static char *dup_n(const char *s, size_t n)
{
	char *d = malloc(n + 1);

	if (d != NULL) {
		memcpy(d, s, n);
		d[n] = '\0';
	}
	return d;
}

static void reg_free(struct regulation_text *r)
{
	for (size_t i = 0; i < r->count; i++) {
		free(r->items[i].key);
		free(r->items[i].text);
	}
	free(r->items);
	free(r->title);
	memset(r, 0, sizeof *r);
}

/* The next node as text that says something (a key's value). */
static bool read_text(struct yev_reader *rd, const char *what, char **out,
		      struct diag *err)
{
	struct yev_node n;
	char found[64];

	if (!yev_next(rd, &n, err))
		return false;
	if (n.kind != YEV_SCALAR || yev_is_null(&n) ||
	    strspn(n.value, " \t\n") == n.length) {
		yev_describe(&n, found, sizeof found);
		yev_error(rd, &n, err, _("%s must be a text, found %s"), what,
			  found);
		return false;
	}
	*out = dup_n(n.value, n.length);
	if (*out == NULL) {
		yev_error(rd, &n, err, _("out of memory"));
		return false;
	}
	return true;
}

static bool read_articles(struct yev_reader *rd, struct regulation_text *r,
			  struct diag *err)
{
	struct yev_node map, n;
	size_t cap = 0;

	if (!yev_expect_mapping(rd, &map, "articles", err))
		return false;
	while (yev_next_key(rd, &n, err)) {
		char *key;

		if (n.length == 0 || memchr(n.value, '\0', n.length) != NULL) {
			yev_error(rd, &n, err,
				  _("an article's key must not be empty"));
			return false;
		}
		key = dup_n(n.value, n.length);
		if (key == NULL) {
			yev_error(rd, &n, err, _("out of memory"));
			return false;
		}
		if (r->count == cap) {
			size_t c = cap > 0 ? cap * 2 : 32;
			struct article_text *more = realloc(r->items,
							    c * sizeof *more);

			if (more == NULL) {
				free(key);
				yev_error(rd, &n, err, _("out of memory"));
				return false;
			}
			r->items = more;
			cap = c;
		}
		r->items[r->count].key = key;
		r->items[r->count].text = NULL;
		r->count++;
		if (!read_text(rd, key, &r->items[r->count - 1].text, err))
			return false;
	}
	if (n.kind != YEV_MAPPING_END)
		return false;
	if (r->count > 0)
		return true;
	yev_error(rd, &map, err, _("articles must not be empty"));
	return false;
}

static bool read_file(struct yev_reader *rd, struct regulation_text *r,
		      const struct articles *a, struct diag *err)
{
	struct yev_node root, n;
	bool have_code = false, have_articles = false;
	char *s;

	if (!yev_expect_mapping(rd, &root, _("an articles file"), err))
		return false;
	while (yev_next_key(rd, &n, err)) {
		if (yev_key_is(&n, "regulation")) {
			struct yev_node v;

			if (!yev_next(rd, &v, err) ||
			    !yev_string(rd, &v, r->code, sizeof r->code, err))
				return false;
			if (r->code[0] == '\0' || strchr(r->code, ' ') != NULL) {
				yev_error(rd, &v, err,
					  _("regulation must be one word, the prefix of its citations"));
				return false;
			}
			for (size_t i = 0; i < a->count; i++)
				if (strcmp(a->regs[i].code, r->code) == 0) {
					yev_error(rd, &v, err,
						  _("regulation '%s' is already in another file"),
						  r->code);
					return false;
				}
			have_code = true;
		} else if (yev_key_is(&n, "title")) {
			if (!read_text(rd, "title", &r->title, err))
				return false;
		} else if (yev_key_is(&n, "resolution") ||
			   yev_key_is(&n, "file")) {
			if (!read_text(rd, yev_key_is(&n, "file") ? "file"
					: "resolution", &s, err))
				return false;
			free(s);
		} else if (yev_key_is(&n, "articles")) {
			if (!read_articles(rd, r, err))
				return false;
			have_articles = true;
		} else {
			yev_unknown_key(rd, &n, _("an articles file"),
					"regulation, title, resolution, file, articles",
					err);
			return false;
		}
	}
	if (n.kind != YEV_MAPPING_END)
		return false;
	if (!have_code)
		yev_missing_key(rd, &root, "regulation", _("an articles file"), err);
	else if (r->title == NULL)
		yev_missing_key(rd, &root, "title", _("an articles file"), err);
	else if (!have_articles)
		yev_missing_key(rd, &root, "articles", _("an articles file"), err);
	else
		return yev_next(rd, &n, err);   /* the end of the document */
	return false;
}

bool articles_load_file(const char *path, struct articles *a,
			struct diag *err)
{
	struct regulation_text r, *more;
	struct yev_reader *rd;
	bool ok;

	memset(&r, 0, sizeof r);
	if (!yev_open(path, ARTICLES_FILE_MAX, ARTICLES_DEPTH, &rd, err))
		return false;
	ok = read_file(rd, &r, a, err);
	if (ok) {
		more = realloc(a->regs, (a->count + 1) * sizeof *more);
		if (more == NULL) {
			snprintf(err->file, sizeof err->file, "%s", path);
			err->line = err->column = 0;
			snprintf(err->message, sizeof err->message, "%s",
				 _("out of memory"));
			ok = false;
		} else {
			a->regs = more;
			a->regs[a->count++] = r;
		}
	}
	yev_close(rd);
	if (!ok)
		reg_free(&r);
	return ok;
}

static int by_name(const void *x, const void *y)
{
	return strcmp(*(char *const *)x, *(char *const *)y);
}

bool articles_load_dir(const char *dir, struct articles *a, struct diag *err)
{
	char **names = NULL, path[DIAG_FILE_MAX];
	size_t n = 0, cap = 0;
	struct dirent *de;
	bool ok = true;
	DIR *d = opendir(dir);

	if (d == NULL) {
		snprintf(err->file, sizeof err->file, "%s", dir);
		err->line = err->column = 0;
		snprintf(err->message, sizeof err->message, "%s",
			 _("cannot read the folder of article texts"));
		return false;
	}
	while (ok && (de = readdir(d)) != NULL) {
		size_t len = strlen(de->d_name);

		if (de->d_name[0] == '.' || len <= 5 ||
		    strcmp(de->d_name + len - 5, ".yaml") != 0)
			continue;
		if (n == cap) {
			char **more = realloc(names, (cap ? cap * 2 : 8) *
						     sizeof *more);

			if (more == NULL) {
				ok = false;
				break;
			}
			names = more;
			cap = cap ? cap * 2 : 8;
		}
		names[n] = dup_n(de->d_name, len);
		if (names[n] == NULL)
			ok = false;
		else
			n++;
	}
	closedir(d);
	if (!ok) {
		snprintf(err->file, sizeof err->file, "%s", dir);
		err->line = err->column = 0;
		snprintf(err->message, sizeof err->message, "%s",
			 _("out of memory"));
	}
	if (n > 1)
		qsort(names, n, sizeof names[0], by_name);
	for (size_t i = 0; ok && i < n; i++) {
		int w = snprintf(path, sizeof path, "%s/%s", dir, names[i]);

		if (w > 0 && (size_t)w < sizeof path)
			ok = articles_load_file(path, a, err);
	}
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
	return ok;
}

void articles_free(struct articles *a)
{
	for (size_t i = 0; i < a->count; i++)
		reg_free(&a->regs[i]);
	free(a->regs);
	a->regs = NULL;
	a->count = 0;
}

const struct regulation_text *articles_regulation(const struct articles *a,
						  const char *cite)
{
	const char *sp = cite != NULL ? strchr(cite, ' ') : NULL;

	if (sp == NULL)
		return NULL;
	for (size_t i = 0; i < a->count; i++)
		if (strlen(a->regs[i].code) == (size_t)(sp - cite) &&
		    strncmp(a->regs[i].code, cite, (size_t)(sp - cite)) == 0)
			return &a->regs[i];
	return NULL;
}

static const char *find_key(const struct regulation_text *r, const char *k,
			    size_t n)
{
	for (size_t i = 0; i < r->count; i++)
		if (strlen(r->items[i].key) == n &&
		    strncmp(r->items[i].key, k, n) == 0)
			return r->items[i].text;
	return NULL;
}

const char *articles_find(const struct articles *a, const char *cite)
{
	const struct regulation_text *r = articles_regulation(a, cite);
	const char *rest, *t, *paren, *sp;
	size_t n;

	if (r == NULL)
		return NULL;
	rest = strchr(cite, ' ') + 1;
	if (strncmp(rest, "art.", 4) == 0)
		rest += 4;
	n = strlen(rest);
	if ((t = find_key(r, rest, n)) != NULL)
		return t;
	/* "8.7.1.1 (H8 silent)": the article, without the note. */
	paren = strstr(rest, " (");
	if (paren != NULL && rest[n - 1] == ')' &&
	    (t = find_key(r, rest, (size_t)(paren - rest))) != NULL)
		return t;
	/* "(Apuestas)": a section named in parentheses. */
	if (rest[0] == '(' && n > 2 && rest[n - 1] == ')' &&
	    (t = find_key(r, rest + 1, n - 2)) != NULL)
		return t;
	/* "51 c": the item of an article stated as a whole. */
	sp = strchr(rest, ' ');
	if (sp != NULL)
		return find_key(r, rest, (size_t)(sp - rest));
	return NULL;
}
