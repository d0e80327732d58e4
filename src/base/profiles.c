/* SPDX-License-Identifier: GPL-3.0-or-later */
/* profiles.c: the rules profiles in the data directory; see profiles.h. */
#include "config.h"

#include "base/profiles.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "base/paths.h"

static int by_name(const void *a, const void *b)
{
	return strcmp((const char *)a, (const char *)b);
}

size_t profiles_list(char (*names)[RULES_NAME_MAX], size_t max)
{
	char dir[4096];
	struct dirent *de;
	size_t n = 0;
	DIR *d;

	if (paths_rules_dir(dir, sizeof dir) != 0)
		return 0;
	d = opendir(dir);
	if (d == NULL)
		return 0;
	while (n < max && (de = readdir(d)) != NULL) {
		size_t len = strlen(de->d_name);

		if (de->d_name[0] == '.' || len <= 5 || len - 5 >= RULES_NAME_MAX
		    || strcmp(de->d_name + len - 5, ".yaml") != 0)
			continue;
		memcpy(names[n], de->d_name, len - 5);
		names[n][len - 5] = '\0';
		n++;
	}
	closedir(d);
	qsort(names, n, sizeof names[0], by_name);
	return n;
}

/* Appends text to out (of size, holding *len bytes), truncating. */
static void append(char *out, size_t size, size_t *len, const char *text)
{
	int n;

	if (*len >= size)
		return;
	n = snprintf(out + *len, size - *len, "%s", text);
	if (n > 0)
		*len += (size_t)n < size - *len ? (size_t)n : size - *len - 1;
}

void profiles_help_line(char *out, size_t size)
{
	char names[64][RULES_NAME_MAX];
	size_t n = profiles_list(names, sizeof names / sizeof names[0]);
	size_t len = 0;

	if (size == 0)
		return;
	out[0] = '\0';
	append(out, size, &len, RULES_DEFAULT_PROFILE);
	append(out, size, &len, _(" (default)"));
	for (size_t i = 0; i < n; i++) {
		if (strcmp(names[i], RULES_DEFAULT_PROFILE) == 0)
			continue;
		append(out, size, &len, ", ");
		append(out, size, &len, names[i]);
	}
}
