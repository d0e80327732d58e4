/* SPDX-License-Identifier: GPL-3.0-or-later */
/* profiles.h: the rules profiles there are: one YAML file each in the
 * data directory's rules/ (base/paths.h).  Nothing lists them by hand:
 * adding a profile is adding its file (HACKING).  The default profile's
 * name is RULES_DEFAULT_PROFILE (engine/rules.h). */
#ifndef BASE_PROFILES_H
#define BASE_PROFILES_H

#include <stddef.h>

#include "engine/rules.h"

/* The names of every DATA/rules/NAME.yaml (NAME shorter than
 * RULES_NAME_MAX), sorted, at most max of them, into names; returns how
 * many.  0 when the directory cannot be read. */
size_t profiles_list(char (*names)[RULES_NAME_MAX], size_t max);

/* "iplyc (default), h8-2021, lnse-midi, trad": the default first, the
 * rest sorted, as --help lists them (" (default)" translated).  Truncated
 * to size. */
void profiles_help_line(char *out, size_t size);

#endif
