/* SPDX-License-Identifier: GPL-3.0-or-later */
/* config_file.h: the trainee's settings on disk, and where crupier keeps
 * its files (the XDG base directories).
 *
 * (Not "config.h": every .c file includes autoconf's config.h first, and a
 * quoted include looks in the including file's own directory before the
 * include path.)
 *
 * settings.yaml, strict like every file crupier reads (unknown keys,
 * wrong types and values are errors with file:line:column):
 *
 *   profile: iplyc          # rules profile for practice and the browser
 *   language: es            # es | en | auto (the environment's)
 *   cards: unicode          # unicode | ascii (letters for suits)
 *   colours: true
 *   results_dir: /srv/exams # where sealed exam results go (absolute);
 *                           # "" default
 *   trainee: ana            # whose drills these are; "" not yet asked
 *   db: postgresql://h/crupier  # the results server, or an absolute
 *                           # file name; "" the default ($CRUPIER_DB
 *                           # wins over it)
 *
 * Read in layers: the defaults, then SYSCONFDIR/crupier/settings.yaml
 * (the school's), then $XDG_CONFIG_HOME/crupier/settings.yaml (the
 * trainee's, ~/.config/...); a missing file is skipped, a key missing from
 * a file keeps the layer below.  Written atomically, whole. */
#ifndef BASE_CONFIG_FILE_H
#define BASE_CONFIG_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/rules.h"
#include "scenario/diag.h"

#define CONFIG_PATH_MAX 4096
#define CONFIG_MAX_BYTES (64 * 1024)
/* A trainee's name or id, in bytes with its NUL (STORE_NAME_MAX). */
#define CONFIG_NAME_MAX 128

enum config_lang { CONFIG_LANG_AUTO, CONFIG_LANG_EN, CONFIG_LANG_ES };
enum config_cards { CONFIG_CARDS_UNICODE, CONFIG_CARDS_ASCII };

struct config {
	char profile[RULES_NAME_MAX];
	enum config_lang language;
	enum config_cards cards;
	bool colours;
	char results_dir[CONFIG_PATH_MAX];      /* "": the default */
	/* Who practises here, told once on the Progress screen; "": not
	 * told (the login name is offered). */
	char trainee[CONFIG_NAME_MAX];
	/* The results database: a file, or a server's address (remote.h);
	 * "": the default.  $CRUPIER_DB and --db win over it. */
	char db[CONFIG_PATH_MAX];
};

/* iplyc, auto, unicode, colours, default results directory, no
 * trainee. */
void config_defaults(struct config *c);
/* Reads one file over *c (its keys replace those values only).  A file
 * that does not exist is an error here. */
bool config_read(const char *path, struct config *c, struct diag *err);
/* The defaults, then the system file, then the user's (NULL: skipped;
 * missing files are skipped). */
bool config_load_from(struct config *c, const char *system_file,
		      const char *user_file, struct diag *err);
/* config_load_from() with the real places. */
bool config_load(struct config *c, struct diag *err);
/* Writes *c to path atomically, making its directory (0700). */
bool config_write(const char *path, const struct config *c,
		  struct diag *err);

/* SYSCONFDIR/crupier/settings.yaml. */
const char *config_system_file(void);
/* $XDG_CONFIG_HOME/crupier/settings.yaml (~/.config/crupier/...). */
bool config_user_file(char *out, size_t size);
/* $XDG_DATA_HOME/crupier (~/.local/share/crupier). */
bool config_data_dir(char *out, size_t size);
/* c->results_dir, or the data directory's results/. */
bool config_results_dir(const struct config *c, char *out, size_t size);
/* mkdir -p with mode 0700 for what it makes; true when path is (now) a
 * directory, else false with errno set. */
bool config_make_dirs(const char *path);

/* NULL when db is what the settings' db: may say: "" (the default), a
 * PostgreSQL address (base/db_address.h) or an absolute file name;
 * else why not, in the user's language (a static buffer). */
const char *config_db_problem(const char *db);

const char *config_lang_key(enum config_lang l);
const char *config_cards_key(enum config_cards c);

#endif
