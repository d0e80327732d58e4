/* SPDX-License-Identifier: GPL-3.0-or-later */
/* paths.c: data and catalog directories; see paths.h. */
#include "config.h"

#include "base/paths.h"

#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "scenario/regular_file.h"

/* The build tree's marker: a file that make writes beside the program it
 * builds (mk/data.am) and that "make install" never installs.  It names
 * the tree's data and catalogs, so the uninstalled program finds them from
 * any build directory -- in the source tree, out of it, in distcheck --
 * while an installed program, with no marker beside it, uses the
 * configured directories.  Nothing about the tree is compiled in. */
#define TREE_MARKER "crupier-build-tree"

static bool tree_read;
static char tree_data[4096];
static char tree_locale[4096];

static bool is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Copies the value of "KEY=value" into out when line starts with key. */
static void tree_value(const char *line, const char *key, char *out,
		       size_t size)
{
	size_t k = strlen(key), n;

	if (strncmp(line, key, k) != 0 || line[k] != '=')
		return;
	line += k + 1;
	n = strcspn(line, "\n");
	if (n == 0 || n >= size)
		return;
	memcpy(out, line, n);
	out[n] = '\0';
}

/* Reads the marker beside the running executable, once. */
static void tree_load(void)
{
	char exe[4096], path[4200], line[4200];
	ssize_t n;
	char *slash;
	FILE *f;

	if (tree_read)
		return;
	tree_read = true;
	n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n <= 0)
		return;
	exe[n] = '\0';
	slash = strrchr(exe, '/');
	if (slash == NULL)
		return;
	*slash = '\0';
	if (snprintf(path, sizeof path, "%s/%s", exe, TREE_MARKER)
	    >= (int)sizeof path)
		return;
	f = regular_file_fopen(path, NULL);
	if (f == NULL)
		return;
	while (fgets(line, sizeof line, f) != NULL) {
		tree_value(line, "datadir", tree_data, sizeof tree_data);
		tree_value(line, "localedir", tree_locale, sizeof tree_locale);
	}
	fclose(f);
	/* A tree moved or cleaned since: the marker no longer holds. */
	if (tree_data[0] != '\0' && !is_dir(tree_data))
		tree_data[0] = '\0';
	if (tree_locale[0] != '\0' && !is_dir(tree_locale))
		tree_locale[0] = '\0';
}

const char *paths_data_dir(void)
{
	const char *env = getenv("CRUPIER_DATADIR");

	if (env != NULL && *env != '\0')
		return env;
	tree_load();
	return tree_data[0] != '\0' ? tree_data : PKGDATADIR;
}

const char *paths_locale_dir(void)
{
	const char *env = getenv("CRUPIER_LOCALEDIR");

	if (env != NULL && *env != '\0')
		return env;
	tree_load();
	return tree_locale[0] != '\0' ? tree_locale : LOCALEDIR;
}

int paths_rules_dir(char *out, size_t size)
{
	int n = snprintf(out, size, "%s/rules", paths_data_dir());

	return (n >= 0 && (size_t)n < size) ? 0 : -1;
}

void paths_scenario_dir(char *out, size_t size)
{
	const char *data = paths_data_dir();
	char tree[4200], real[PATH_MAX];

	snprintf(out, size, "%s/scenarios", data);
	if (is_dir(out))
		return;
	snprintf(tree, sizeof tree, "%s/../scenarios", data);
	if (!is_dir(tree))
		return;
	/* Shown to the user as he would type it: no "data/../". */
	if (realpath(tree, real) != NULL)
		snprintf(out, size, "%s", real);
	else
		snprintf(out, size, "%s", tree);
}

void paths_school_dir(char *out, size_t size)
{
	const char *env = getenv("CRUPIER_SCHOOL_DIR");

	if (env != NULL && env[0] != '\0')
		snprintf(out, size, "%s", env);
	else
		snprintf(out, size, "%s", SYSCONFDIR "/crupier/scenarios");
}

int paths_rules_file(const char *profile, char *out, size_t size)
{
	size_t len = strlen(profile);
	int n;

	if (strchr(profile, '/') != NULL
	    || (len > 5 && strcmp(profile + len - 5, ".yaml") == 0))
		n = snprintf(out, size, "%s", profile);
	else {
		char dir[4096];

		if (paths_rules_dir(dir, sizeof dir) != 0)
			return -1;
		n = snprintf(out, size, "%s/%s.yaml", dir, profile);
	}
	return (n >= 0 && (size_t)n < size) ? 0 : -1;
}
