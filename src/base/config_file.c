/* SPDX-License-Identifier: GPL-3.0-or-later */
/* config_file.c: settings.yaml read strictly and written atomically, and
 * the XDG directories; see config_file.h. */
#include "config.h"

#include "base/config_file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "i18n.h"
#include "base/db_address.h"
#include "scenario/yaml_events.h"
#include "base/atomic_file.h"

#ifndef SYSCONFDIR
#define SYSCONFDIR "/etc"
#endif

/* The root mapping and nothing nested. */
#define CONFIG_MAX_DEPTH 1

static const char *const lang_words[] = { "auto", "en", "es", NULL };
static const char *const cards_words[] = { "unicode", "ascii", NULL };
static const char allowed_keys[] =
	"profile, language, cards, colours, results_dir, trainee, db";

const char *config_lang_key(enum config_lang l)
{
	return (unsigned)l <= CONFIG_LANG_ES ? lang_words[l] : "auto";
}

const char *config_cards_key(enum config_cards c)
{
	return (unsigned)c <= CONFIG_CARDS_ASCII ? cards_words[c] : "unicode";
}

void config_defaults(struct config *c)
{
	memset(c, 0, sizeof *c);
	snprintf(c->profile, sizeof c->profile, "%s", RULES_DEFAULT_PROFILE);
	c->language = CONFIG_LANG_AUTO;
	c->cards = CONFIG_CARDS_UNICODE;
	c->colours = true;
}

/* Copies src, cut to fit. */
static void copy_cut(char *dst, size_t size, const char *src)
{
	size_t n = strlen(src);

	if (n >= size)
		n = size - 1;
	memcpy(dst, src, n);
	dst[n] = '\0';
}

static void set_err(struct diag *err, const char *path, const char *msg)
{
	memset(err, 0, sizeof *err);
	copy_cut(err->file, sizeof err->file, path);
	copy_cut(err->message, sizeof err->message, msg);
}

const char *config_db_problem(const char *db)
{
	static char buf[CONFIG_PATH_MAX + 160];

	if (db[0] == '\0' || db[0] == '/' || db_address_is_server(db))
		return NULL;
	/* A relative name would be a different database in each folder a
	 * command is run from; a number or a word is no address. */
	snprintf(buf, sizeof buf, _("db must be a PostgreSQL address"
				    " (postgresql://... or host=..."
				    " dbname=...) or an absolute file name"
				    " (starting with /), not '%s'"), db);
	return buf;
}

enum config_key { KEY_PROFILE, KEY_LANGUAGE, KEY_CARDS, KEY_COLOURS,
		  KEY_RESULTS_DIR, KEY_TRAINEE, KEY_DB, KEY__COUNT };

static const char *const key_words[KEY__COUNT] = {
	"profile", "language", "cards", "colours", "results_dir", "trainee",
	"db",
};

/* One key's value into *c.  The key is told apart before the value is
 * read: a node's text lives only until the next one is read. */
static bool read_value(struct yev_reader *rd, const struct yev_node *key,
		       struct config *c, struct diag *err)
{
	enum config_key k = KEY__COUNT;
	struct yev_node n;
	const char *why;
	int word;

	for (int i = 0; i < KEY__COUNT; i++)
		if (yev_key_is(key, key_words[i]))
			k = (enum config_key)i;
	if (k == KEY__COUNT) {
		yev_unknown_key(rd, key, _("the settings"), allowed_keys, err);
		return false;
	}
	if (!yev_next(rd, &n, err))
		return false;
	switch (k) {
	case KEY_PROFILE:
		if (!yev_string(rd, &n, c->profile, sizeof c->profile, err))
			return false;
		return yev_check_name(rd, &n, c->profile, sizeof c->profile,
				      err);
	case KEY_LANGUAGE:
		if (!yev_enum(rd, &n, "language", lang_words, &word, err))
			return false;
		c->language = (enum config_lang)word;
		return true;
	case KEY_CARDS:
		if (!yev_enum(rd, &n, "cards", cards_words, &word, err))
			return false;
		c->cards = (enum config_cards)word;
		return true;
	case KEY_COLOURS:
		return yev_bool(rd, &n, &c->colours, err);
	case KEY_RESULTS_DIR:
		if (n.kind == YEV_SCALAR &&
		    (yev_is_null(&n) || n.length == 0)) {
			c->results_dir[0] = '\0';
			return true;
		}
		if (!yev_string(rd, &n, c->results_dir,
				sizeof c->results_dir, err))
			return false;
		/* Relative to what?  Each command runs somewhere else. */
		if (c->results_dir[0] != '/') {
			yev_error(rd, &n, err, _("results_dir must be an"
						 " absolute directory name"
						 " (starting with /), not"
						 " '%s'"), c->results_dir);
			return false;
		}
		return true;
	case KEY_TRAINEE:
		if (n.kind == YEV_SCALAR &&
		    (yev_is_null(&n) || n.length == 0)) {
			c->trainee[0] = '\0';
			return true;
		}
		return yev_string(rd, &n, c->trainee, sizeof c->trainee, err);
	case KEY_DB:
		if (n.kind == YEV_SCALAR &&
		    (yev_is_null(&n) || n.length == 0)) {
			c->db[0] = '\0';
			return true;
		}
		if (!yev_string(rd, &n, c->db, sizeof c->db, err))
			return false;
		why = config_db_problem(c->db);
		if (why != NULL) {
			yev_error(rd, &n, err, "%s", why);
			return false;
		}
		return true;
	case KEY__COUNT:
		break;
	}
	return false;
}

bool config_read(const char *path, struct config *c, struct diag *err)
{
	struct yev_reader *rd;
	struct yev_node root, n;
	struct config draft = *c;
	struct stat sb;
	bool ok = false;

	/* An empty settings file (touched, or emptied to reset) says
	 * nothing; the reader refuses empty files. */
	if (stat(path, &sb) == 0 && S_ISREG(sb.st_mode) && sb.st_size == 0)
		return true;
	if (!yev_open(path, CONFIG_MAX_BYTES, CONFIG_MAX_DEPTH, &rd, err))
		return false;
	if (!yev_next(rd, &root, err))
		goto out;
	if (root.kind == YEV_END) {             /* an empty file */
		ok = true;
		goto out;
	}
	if (root.kind != YEV_MAPPING_START) {
		yev_not_mapping(rd, &root, _("the settings"), err);
		goto out;
	}
	while (yev_next_key(rd, &n, err))
		if (!read_value(rd, &n, &draft, err))
			goto out;
	if (n.kind != YEV_MAPPING_END)
		goto out;
	/* Read to the end: a second document after the mapping is refused
	 * by the reader, not silently ignored. */
	ok = yev_next(rd, &n, err) && n.kind == YEV_END;
out:
	yev_close(rd);
	if (ok)
		*c = draft;
	return ok;
}

static bool exists(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 || errno != ENOENT;
}

bool config_load_from(struct config *c, const char *system_file,
		      const char *user_file, struct diag *err)
{
	config_defaults(c);
	if (system_file != NULL && exists(system_file) &&
	    !config_read(system_file, c, err))
		return false;
	if (user_file != NULL && exists(user_file) &&
	    !config_read(user_file, c, err))
		return false;
	return true;
}

bool config_load(struct config *c, struct diag *err)
{
	char user[CONFIG_PATH_MAX];

	return config_load_from(c, config_system_file(),
				config_user_file(user, sizeof user) ? user
								    : NULL,
				err);
}

/* A YAML double-quoted scalar: any path survives the round trip. */
static void put_quoted(char *buf, size_t size, size_t *len, const char *s)
{
	char piece[8];

	if (*len + 1 < size)
		buf[(*len)++] = '"';
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if (*p == '"' || *p == '\\')
			snprintf(piece, sizeof piece, "\\%c", *p);
		else if (*p < 0x20 || *p == 0x7f)
			snprintf(piece, sizeof piece, "\\x%02x", *p);
		else
			snprintf(piece, sizeof piece, "%c", *p);
		for (const char *q = piece; *q; q++)
			if (*len + 1 < size)
				buf[(*len)++] = *q;
	}
	if (*len + 1 < size)
		buf[(*len)++] = '"';
	buf[*len] = '\0';
}

bool config_write(const char *path, const struct config *c,
		  struct diag *err)
{
	char text[(2 * CONFIG_PATH_MAX + CONFIG_NAME_MAX) * 4 + 512];
	char dir[CONFIG_PATH_MAX];
	struct error why;
	char *slash;
	size_t len;
	int n;

	n = snprintf(text, sizeof text,
		     "# crupier settings (crupier writes this file whole).\n"
		     "profile: %s\nlanguage: %s\ncards: %s\ncolours: %s\n"
		     "results_dir: ", c->profile, config_lang_key(c->language),
		     config_cards_key(c->cards),
		     c->colours ? "true" : "false");
	if (n < 0 || (size_t)n >= sizeof text) {
		set_err(err, path, _("settings too long"));
		return false;
	}
	len = (size_t)n;
	put_quoted(text, sizeof text, &len, c->results_dir);
	snprintf(text + len, sizeof text - len, "\ntrainee: ");
	len += strlen(text + len);
	put_quoted(text, sizeof text, &len, c->trainee);
	/* Only when set: most settings files never name a database. */
	if (c->db[0] != '\0' && len + 5 < sizeof text) {
		memcpy(text + len, "\ndb: ", 5);
		len += 5;
		put_quoted(text, sizeof text, &len, c->db);
	}
	if (len + 1 < sizeof text)
		text[len++] = '\n';
	snprintf(dir, sizeof dir, "%s", path);
	slash = strrchr(dir, '/');
	if (slash != NULL && slash != dir) {
		*slash = '\0';
		if (!config_make_dirs(dir)) {
			set_err(err, dir, strerror(errno));
			return false;
		}
	}
	if (!atomic_write(path, text, len, 0600, &why)) {
		char msg[DIAG_MESSAGE_MAX];

		snprintf(msg, sizeof msg, _("cannot write: %s"), why.message);
		set_err(err, path, msg);
		return false;
	}
	return true;
}

const char *config_system_file(void)
{
	return SYSCONFDIR "/crupier/settings.yaml";
}

/* $VAR/crupier, or $HOME/fallback/crupier; XDG says a relative $VAR is
 * to be ignored. */
static bool xdg_dir(const char *var, const char *fallback, char *out,
		    size_t size)
{
	const char *base = getenv(var), *home = getenv("HOME");
	int n;

	if (base != NULL && base[0] == '/')
		n = snprintf(out, size, "%s/crupier", base);
	else if (home != NULL && home[0] != '\0')
		n = snprintf(out, size, "%s/%s/crupier", home, fallback);
	else
		return false;
	return n >= 0 && (size_t)n < size;
}

bool config_user_file(char *out, size_t size)
{
	char dir[CONFIG_PATH_MAX];
	int n;

	if (!xdg_dir("XDG_CONFIG_HOME", ".config", dir, sizeof dir))
		return false;
	n = snprintf(out, size, "%s/settings.yaml", dir);
	return n >= 0 && (size_t)n < size;
}

bool config_data_dir(char *out, size_t size)
{
	return xdg_dir("XDG_DATA_HOME", ".local/share", out, size);
}

bool config_results_dir(const struct config *c, char *out, size_t size)
{
	char dir[CONFIG_PATH_MAX];
	int n;

	if (c != NULL && c->results_dir[0] != '\0') {
		n = snprintf(out, size, "%s", c->results_dir);
		return n >= 0 && (size_t)n < size;
	}
	if (!config_data_dir(dir, sizeof dir))
		return false;
	n = snprintf(out, size, "%s/results", dir);
	return n >= 0 && (size_t)n < size;
}

bool config_make_dirs(const char *path)
{
	char buf[CONFIG_PATH_MAX];
	struct stat st;
	size_t len = strlen(path);

	if (len == 0 || len >= sizeof buf) {
		errno = ENAMETOOLONG;
		return false;
	}
	memcpy(buf, path, len + 1);
	for (char *p = buf + 1; ; p++) {
		char c = *p;

		if (c != '/' && c != '\0')
			continue;
		*p = '\0';
		if (mkdir(buf, 0700) != 0 && errno != EEXIST)
			return false;
		*p = c;
		if (c == '\0')
			break;
	}
	if (stat(path, &st) != 0)
		return false;
	if (!S_ISDIR(st.st_mode)) {
		errno = ENOTDIR;
		return false;
	}
	return true;
}
