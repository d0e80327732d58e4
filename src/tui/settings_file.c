/* SPDX-License-Identifier: GPL-3.0-or-later */
/* settings_file.c: the settings on disk; see settings_file.h. */
#include "config.h"

#include "tui/settings_file.h"

#include <stdio.h>
#include <string.h>

void settings_from_config(struct settings *st, const struct config *c)
{
	snprintf(st->profile, sizeof st->profile, "%s", c->profile);
	switch (c->language) {
	case CONFIG_LANG_EN:
		st->lang = SETTINGS_LANG_EN;
		st->lang_auto = false;
		break;
	case CONFIG_LANG_ES:
		st->lang = SETTINGS_LANG_ES;
		st->lang_auto = false;
		break;
	case CONFIG_LANG_AUTO:
		/* settings_init() took it from the environment. */
		st->lang_auto = true;
		break;
	}
	st->ascii_cards = c->cards == CONFIG_CARDS_ASCII;
	st->no_colour = !c->colours;
	snprintf(st->results_dir, sizeof st->results_dir, "%s",
		 c->results_dir);
	snprintf(st->trainee, sizeof st->trainee, "%s", c->trainee);
}

void settings_to_config(const struct settings *st, struct config *c)
{
	config_defaults(c);
	snprintf(c->profile, sizeof c->profile, "%s", st->profile);
	if (st->lang_auto)
		c->language = CONFIG_LANG_AUTO;
	else
		c->language = st->lang == SETTINGS_LANG_ES ? CONFIG_LANG_ES
			: CONFIG_LANG_EN;
	c->cards = st->ascii_cards ? CONFIG_CARDS_ASCII : CONFIG_CARDS_UNICODE;
	c->colours = !st->no_colour;
	snprintf(c->results_dir, sizeof c->results_dir, "%s", st->results_dir);
	snprintf(c->trainee, sizeof c->trainee, "%s", st->trainee);
}

bool settings_load_files(struct settings *st, const char *system_file,
			 const char *user_file, struct diag *err)
{
	struct config c;

	st->file[0] = '\0';
	if (!config_load_from(&c, system_file, user_file, err))
		return false;
	settings_from_config(st, &c);
	if (user_file != NULL)
		snprintf(st->file, sizeof st->file, "%s", user_file);
	return true;
}

bool settings_load(struct settings *st, struct diag *err)
{
	char user[CONFIG_PATH_MAX];

	if (!config_user_file(user, sizeof user))
		return settings_load_files(st, config_system_file(), NULL,
					   err);
	return settings_load_files(st, config_system_file(), user, err);
}

bool settings_save(const struct settings *st, struct diag *err)
{
	struct config c;

	if (st->file[0] == '\0')
		return true;
	settings_to_config(st, &c);
	return config_write(st->file, &c, err);
}
