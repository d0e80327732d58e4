/* paths.c: data and catalog directories; see paths.h. */
#include "config.h"

#include "cli/paths.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char exe_data[4096];
static char exe_locale[4096];

static int is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* DIR/sub beside the running executable, written into out, if DIR/probe
 * is a directory: how an uninstalled build finds its tree. */
static const char *beside_exe(const char *sub, const char *probe, char *out,
			      size_t size)
{
	char exe[4096], path[4200];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	char *slash;
	int m;

	if (n <= 0)
		return NULL;
	exe[n] = '\0';
	slash = strrchr(exe, '/');
	if (slash == NULL)
		return NULL;
	*slash = '\0';
	m = snprintf(path, sizeof path, "%s/%s", exe, probe);
	if (m < 0 || (size_t)m >= sizeof path || !is_dir(path))
		return NULL;
	m = snprintf(out, size, "%s/%s", exe, sub);
	return (m < 0 || (size_t)m >= size) ? NULL : out;
}

const char *paths_data_dir(void)
{
	const char *env = getenv("CRUPIER_DATADIR");
	const char *beside;

	if (env != NULL && *env != '\0')
		return env;
	beside = beside_exe("data", "data/rules", exe_data, sizeof exe_data);
	return beside != NULL ? beside : PKGDATADIR;
}

const char *paths_locale_dir(void)
{
	const char *env = getenv("CRUPIER_LOCALEDIR");
	const char *beside;

	if (env != NULL && *env != '\0')
		return env;
	beside = beside_exe("locale", "locale/es/LC_MESSAGES", exe_locale,
			    sizeof exe_locale);
	return beside != NULL ? beside : LOCALEDIR;
}

int paths_rules_file(const char *profile, char *out, size_t size)
{
	size_t len = strlen(profile);
	int n;

	if (strchr(profile, '/') != NULL
	    || (len > 5 && strcmp(profile + len - 5, ".yaml") == 0))
		n = snprintf(out, size, "%s", profile);
	else
		n = snprintf(out, size, "%s/rules/%s.yaml", paths_data_dir(), profile);
	return (n >= 0 && (size_t)n < size) ? 0 : -1;
}
