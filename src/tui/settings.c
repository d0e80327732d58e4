/* SPDX-License-Identifier: GPL-3.0-or-later */
/* settings.c: the trainee's preferences; see settings.h. */
#include "config.h"

#include "tui/settings.h"

#include <stdlib.h>
#include <string.h>

#include "i18n.h"

static const char *const lang_codes[SETTINGS_LANG__COUNT] = {
	[SETTINGS_LANG_EN] = "en",
	[SETTINGS_LANG_ES] = "es",
};

static const char *const lang_names[SETTINGS_LANG__COUNT] = {
	[SETTINGS_LANG_EN] = "English",
	[SETTINGS_LANG_ES] = "Español",
};

/* The language gettext will use, as it chooses it: LANGUAGE first (its
 * first entry), then the locale categories in POSIX order. */
static enum settings_lang lang_from_environment(void)
{
	static const char *const vars[] = { "LANGUAGE", "LC_ALL",
					    "LC_MESSAGES", "LANG" };

	for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
		const char *v = getenv(vars[i]);

		if (v == NULL || *v == '\0')
			continue;
		return strncmp(v, "es", 2) == 0 ? SETTINGS_LANG_ES
			: SETTINGS_LANG_EN;
	}
	return SETTINGS_LANG_EN;
}

void settings_init(struct settings *st)
{
	memset(st, 0, sizeof *st);
	strcpy(st->profile, RULES_DEFAULT_PROFILE);
	st->lang = lang_from_environment();
	st->lang_auto = true;
	st->ascii_cards = false;
	st->no_colour = false;
	st->exam_lock = false;
}

const char *settings_lang_code(enum settings_lang lang)
{
	return (unsigned)lang < SETTINGS_LANG__COUNT ? lang_codes[lang] : "en";
}

const char *settings_lang_name(enum settings_lang lang)
{
	return (unsigned)lang < SETTINGS_LANG__COUNT ? lang_names[lang]
		: lang_names[SETTINGS_LANG_EN];
}

void settings_apply_language(const struct settings *st)
{
	setenv("LANGUAGE", settings_lang_code(st->lang), 1);
	/* glibc keeps the translations it has looked up until the locale
	 * changes: setting it again, even to the same value, clears them. */
	setlocale(LC_ALL, "");
}

void settings_term_prefs(const struct settings *st, struct term_prefs *out)
{
	out->ascii_cards = st->ascii_cards;
	out->no_colour = st->no_colour;
}

const char *settings_pick_text(const struct settings *st, const char *es,
			       const char *en)
{
	const char *want = st->lang == SETTINGS_LANG_ES ? es : en;
	const char *other = st->lang == SETTINGS_LANG_ES ? en : es;

	if (want != NULL && *want != '\0')
		return want;
	return other != NULL ? other : "";
}
