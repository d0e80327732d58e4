/* SPDX-License-Identifier: GPL-3.0-or-later */
/* judge_library.c: an attempt's scenario by its SHA-256, uploaded or in
 * the judge's library; see judge_library.h. */
#include "config.h"

#include "judge/judge_library.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "base/atomic_file.h"
#include "exam/exam_file.h"
#include "exam/seal.h"
#include "scenario/scenario_load.h"

/* A library's folders are read again on a miss at most this often. */
#define RESCAN_SECONDS 60

struct kept {
	char sha[STORE_SHA256_HEX];
	struct scenario *sc;
	unsigned long used;             /* when last asked, for eviction */
};

struct indexed {
	char sha[STORE_SHA256_HEX];
	char path[4096];
};

struct judge_library {
	char rules_dir[4096];
	char dirs[JUDGE_LIBRARY_DIRS][4096];
	size_t n_dirs;
	char *code;                     /* NULL: none */
	size_t code_len;
	struct kept kept[JUDGE_LIBRARY_KEEP];
	unsigned long clock;
	struct indexed *files;
	size_t n_files;
	bool scanned;
	time_t scanned_at;
};

struct judge_library *judge_library_new(const char *rules_dir,
					const char *const *dirs, size_t n,
					const char *code, size_t code_len)
{
	struct judge_library *lib = calloc(1, sizeof *lib);

	if (lib == NULL)
		return NULL;
	snprintf(lib->rules_dir, sizeof lib->rules_dir, "%s", rules_dir);
	for (size_t i = 0; i < n && i < JUDGE_LIBRARY_DIRS; i++)
		snprintf(lib->dirs[lib->n_dirs++], sizeof lib->dirs[0], "%s",
			 dirs[i]);
	if (code != NULL) {
		lib->code = malloc(code_len + 1);
		if (lib->code == NULL) {
			free(lib);
			return NULL;
		}
		memcpy(lib->code, code, code_len);
		lib->code[code_len] = '\0';
		lib->code_len = code_len;
	}
	return lib;
}

void judge_library_free(struct judge_library *lib)
{
	if (lib == NULL)
		return;
	for (size_t i = 0; i < JUDGE_LIBRARY_KEEP; i++)
		free(lib->kept[i].sc);
	if (lib->code != NULL) {
		memset(lib->code, 0, lib->code_len);
		free(lib->code);
	}
	free(lib->files);
	free(lib);
}

/* path loaded (a plain scenario file), checked to be the file of sha:
 * malloc'd, or NULL with why. */
static struct scenario *load_plain(struct judge_library *lib,
				   const char *path, const char *sha,
				   char *why, size_t size)
{
	char got[STORE_SHA256_HEX];
	struct diag_list errs;
	struct scenario *sc;
	struct error err;

	if (!seal_sha256_file(path, got, &err)) {
		snprintf(why, size, "%s", err.message);
		return NULL;
	}
	if (strcmp(got, sha) != 0) {
		snprintf(why, size, "%s", _("the exam uploaded for it is not"
					    " the file of its SHA-256"));
		return NULL;
	}
	sc = malloc(sizeof *sc);
	if (sc == NULL) {
		snprintf(why, size, "%s", _("out of memory"));
		return NULL;
	}
	diag_list_init(&errs);
	if (!scenario_load(path, lib->rules_dir, sc, &errs)) {
		if (errs.count > 0)
			diag_format(&errs.items[0], why, size);
		else
			snprintf(why, size, "%s", _("the exam cannot be read"));
		free(sc);
		sc = NULL;
	}
	diag_list_free(&errs);
	return sc;
}

/* A sealed file opened with the code, then loaded and checked. */
static struct scenario *load_sealed(struct judge_library *lib,
				    const char *path, const char *sha,
				    char *why, size_t size)
{
	char plain[4096];
	struct scenario *sc;
	struct error err;

	if (lib->code == NULL) {
		snprintf(why, size, "%s", _("its exam is sealed: the judge"
					    " needs the exam code"
					    " (--code-file)"));
		return NULL;
	}
	if (!exam_file_open(path, lib->code, lib->code_len, plain,
			    sizeof plain, &err)) {
		snprintf(why, size, "%s", err.message);
		return NULL;
	}
	sc = load_plain(lib, plain, sha, why, size);
	exam_file_close(plain);
	return sc;
}

/* The body uploaded to the server, written to a private file to load. */
static struct scenario *load_uploaded(struct judge_library *lib,
				      const struct remote_work *w, char *why,
				      size_t size)
{
	const char *tmp = getenv("TMPDIR");
	char dir[4096], path[4200];
	struct scenario *sc = NULL;
	struct error step;

	snprintf(dir, sizeof dir, "%s/crupier-judge-XXXXXX",
		 tmp != NULL && tmp[0] == '/' ? tmp : "/tmp");
	if (mkdtemp(dir) == NULL) {
		snprintf(why, size, "%s: %s", dir, strerror(errno));
		return NULL;
	}
	snprintf(path, sizeof path, "%s/exam.yaml", dir);
	if (!atomic_write(path, w->exam_body, w->exam_len, 0600, &step))
		snprintf(why, size, _("cannot write %s: %s"), path,
			 step.message);
	else if (w->exam_sealed)
		sc = load_sealed(lib, path, w->sha256, why, size);
	else
		sc = load_plain(lib, path, w->sha256, why, size);
	unlink(path);
	rmdir(dir);
	return sc;
}

static bool yaml_name(const char *name)
{
	size_t n = strlen(name);

	return n > 5 && strcmp(name + n - 5, ".yaml") == 0;
}

/* A file of the library, with its SHA-256 (a sealed one's plain text's,
 * when the code opens it). */
static void index_file(struct judge_library *lib, const char *path,
		       size_t *cap)
{
	struct indexed *f;
	char plain[4096];
	struct error err;
	bool ok;

	if (*cap == lib->n_files) {
		size_t more = *cap > 0 ? *cap * 2 : 64;
		struct indexed *p = realloc(lib->files, more * sizeof *p);

		if (p == NULL)
			return;
		lib->files = p;
		*cap = more;
	}
	f = &lib->files[lib->n_files];
	if (exam_file_is_sealed(path)) {
		if (lib->code == NULL ||
		    !exam_file_open(path, lib->code, lib->code_len, plain,
				    sizeof plain, &err))
			return;
		ok = seal_sha256_file(plain, f->sha, &err);
		exam_file_close(plain);
	} else {
		if (!yaml_name(path))
			return;
		ok = seal_sha256_file(path, f->sha, &err);
	}
	if (!ok)
		return;
	snprintf(f->path, sizeof f->path, "%s", path);
	lib->n_files++;
}

/* Reads the folders' files again. */
static void scan(struct judge_library *lib)
{
	size_t cap = 0;

	free(lib->files);
	lib->files = NULL;
	lib->n_files = 0;
	for (size_t i = 0; i < lib->n_dirs; i++) {
		DIR *d = opendir(lib->dirs[i]);
		struct dirent *e;

		if (d == NULL)
			continue;
		while ((e = readdir(d)) != NULL) {
			char path[8200];
			struct stat st;

			if (e->d_name[0] == '.')
				continue;
			snprintf(path, sizeof path, "%s/%s", lib->dirs[i],
				 e->d_name);
			if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
				index_file(lib, path, &cap);
		}
		closedir(d);
	}
	lib->scanned = true;
	lib->scanned_at = time(NULL);
}

static const struct indexed *indexed(const struct judge_library *lib,
				     const char *sha)
{
	for (size_t i = 0; i < lib->n_files; i++)
		if (strcmp(lib->files[i].sha, sha) == 0)
			return &lib->files[i];
	return NULL;
}

/* The library's file of sha, loaded, or NULL with why. */
static struct scenario *load_library(struct judge_library *lib,
				     const char *sha, char *why, size_t size)
{
	const struct indexed *f;

	if (!lib->scanned || (indexed(lib, sha) == NULL &&
			      time(NULL) - lib->scanned_at >= RESCAN_SECONDS))
		scan(lib);
	f = indexed(lib, sha);
	if (f == NULL) {
		snprintf(why, size, _("its exam (SHA-256 %.12s...) is neither"
				      " on the results server nor in the"
				      " judge's library"), sha);
		return NULL;
	}
	return exam_file_is_sealed(f->path)
		       ? load_sealed(lib, f->path, sha, why, size)
		       : load_plain(lib, f->path, sha, why, size);
}

const struct scenario *judge_library_find(struct judge_library *lib,
					  const struct remote_work *w,
					  char *why, size_t size)
{
	struct kept *slot = &lib->kept[0];
	struct scenario *sc;

	lib->clock++;
	for (size_t i = 0; i < JUDGE_LIBRARY_KEEP; i++) {
		if (lib->kept[i].sc != NULL &&
		    strcmp(lib->kept[i].sha, w->sha256) == 0) {
			lib->kept[i].used = lib->clock;
			return lib->kept[i].sc;
		}
		if (lib->kept[i].used < slot->used)
			slot = &lib->kept[i];
	}
	sc = w->has_exam ? load_uploaded(lib, w, why, size)
			 : load_library(lib, w->sha256, why, size);
	if (sc == NULL)
		return NULL;
	free(slot->sc);
	snprintf(slot->sha, sizeof slot->sha, "%s", w->sha256);
	slot->sc = sc;
	slot->used = lib->clock;
	return sc;
}
