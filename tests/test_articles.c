/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_articles.c: the regulations' article texts (data/articles/), their
 * strict loader, and that every rule of every profile has a title, an
 * explanation in both languages and the text of the article it cites.
 * Messages are checked in English (no setlocale). */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>

#include <cmocka.h>

#include "engine/rules.h"
#include "scenario/articles_load.h"
#include "scenario/rules_load.h"
#include "session/rule_text.h"

static char srcdir[2048];

static void load_all(struct articles *a)
{
	char dir[4096], msg[2048];
	struct diag d;

	snprintf(dir, sizeof dir, "%s/data/articles", srcdir);
	memset(a, 0, sizeof *a);
	if (!articles_load_dir(dir, a, &d)) {
		diag_format(&d, msg, sizeof msg);
		fail_msg("%s", msg);
	}
}

static void articles__every_rule_of_every_profile__has_title_explanation_and_article_text(void **state)
{
	char dir[4096], path[4096 + 256], msg[2048];
	struct articles a;
	struct dirent *de;
	int profiles = 0;
	DIR *d;

	(void)state;
	load_all(&a);
	snprintf(dir, sizeof dir, "%s/data/rules", srcdir);
	d = opendir(dir);
	assert_non_null(d);
	while ((de = readdir(d)) != NULL) {
		struct rules r;
		struct diag e;
		size_t len = strlen(de->d_name);

		if (len <= 5 || strcmp(de->d_name + len - 5, ".yaml") != 0)
			continue;
		snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
		if (!rules_load_file(path, &r, &e)) {
			diag_format(&e, msg, sizeof msg);
			fail_msg("%s", msg);
		}
		profiles++;
		for (int i = 0; i < RULE__COUNT; i++) {
			enum rule_id id = (enum rule_id)i;
			const char *cite = rules_cite(&r, id);
			const char *text = articles_find(&a, cite);

			if (rule_title(id)[0] == '\0')
				fail_msg("%s: rule %s has no title",
					 de->d_name, rule_key(id));
			if (strlen(rule_text(&r, id)) < 20)
				fail_msg("%s: rule %s has no explanation",
					 de->d_name, rule_key(id));
			if (text == NULL || strlen(text) < 10)
				fail_msg("%s: rule %s cites \"%s\", whose text is not in data/articles",
					 de->d_name, rule_key(id), cite);
		}
	}
	closedir(d);
	assert_true(profiles >= 4);
	articles_free(&a);
}

/* The texts are the regulations' own words: a few checked against them. */
static void articles__texts__quote_the_regulations_iplyc_7_8_1_2_trad_29_lnse_midi_5_2(void **state)
{
	struct articles a;
	const char *t;

	(void)state;
	load_all(&a);
	t = articles_find(&a, "IPLyC 7.8.1.2");
	assert_non_null(t);
	assert_non_null(strstr(t, "ganarán el noventa por ciento (90%)"));
	t = articles_find(&a, "IPLyC 7.7.7");
	assert_non_null(t);
	assert_non_null(strstr(t, "7.7.7.1.2 Si al extraer el quinto o sexto"));
	t = articles_find(&a, "TRAD 29");
	assert_non_null(t);
	assert_non_null(strstr(t, "cada dos pases a partir del segundo"));
	/* "art." and a note in parentheses do not change the article. */
	assert_ptr_equal(articles_find(&a, "LNSE-MIDI art.5.2"),
			 articles_find(&a, "LNSE-MIDI 5.2"));
	assert_non_null(strstr(articles_find(&a, "LNSE-MIDI 5.2"),
			       "se pagara el 50% de la apuesta"));
	assert_ptr_equal(articles_find(&a, "IPLyC 7.5.9 (LNSE silent)"),
			 articles_find(&a, "IPLyC 7.5.9"));
	/* A section named in parentheses; an item of an article. */
	assert_non_null(strstr(articles_find(&a, "H8-2021 (Apuestas)"),
			       "salvo cuando la banca gana con 6"));
	assert_non_null(strstr(articles_find(&a, "TRAD 51 c"),
			       "pedido indebido de \"Punto\""));
	assert_null(articles_find(&a, "IPLyC 99.1"));
	assert_null(articles_find(&a, "NOPE 7.2"));
	assert_null(articles_find(&a, "IPLyC"));
	articles_free(&a);
}

struct bad {
	const char *file;
	const char *message;    /* file:line:column: message, after the dir */
};

static void articles_load__bad_files__file_line_column_errors(void **state)
{
	static const struct bad cases[] = {
		{ "duplicate.yaml", ":5:3: " },
		{ "empty_text.yaml", ":4:10: 7.2 must be a text" },
		{ "no_regulation.yaml", ":1:1: missing required key 'regulation'" },
		{ "two_words.yaml", ":1:13: regulation must be one word" },
		{ "unknown_key.yaml", ":5:1: unknown key 'colour'" },
	};
	char path[4096], msg[4096];

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct articles a;
		struct diag d;

		memset(&a, 0, sizeof a);
		snprintf(path, sizeof path, "%s/tests/bad/articles/%s", srcdir,
			 cases[i].file);
		assert_false(articles_load_file(path, &a, &d));
		assert_int_equal(a.count, 0);
		diag_format(&d, msg, sizeof msg);
		if (strncmp(msg, path, strlen(path)) != 0 ||
		    strstr(msg + strlen(path), cases[i].message) !=
		    msg + strlen(path))
			fail_msg("%s: got \"%s\"", cases[i].file, msg);
	}
}

static void articles_load__same_regulation_twice__refused(void **state)
{
	char path[4096], msg[4096];
	struct articles a;
	struct diag d;

	(void)state;
	memset(&a, 0, sizeof a);
	snprintf(path, sizeof path, "%s/data/articles/iplyc.yaml", srcdir);
	assert_true(articles_load_file(path, &a, &d));
	assert_false(articles_load_file(path, &a, &d));
	diag_format(&d, msg, sizeof msg);
	assert_non_null(strstr(msg, "regulation 'IPLyC' is already in another file"));
	assert_int_equal(a.count, 1);
	articles_free(&a);
}

int main(void)
{
	static const struct CMUnitTest tests[] = {
		cmocka_unit_test(articles__every_rule_of_every_profile__has_title_explanation_and_article_text),
		cmocka_unit_test(articles__texts__quote_the_regulations_iplyc_7_8_1_2_trad_29_lnse_midi_5_2),
		cmocka_unit_test(articles_load__bad_files__file_line_column_errors),
		cmocka_unit_test(articles_load__same_regulation_twice__refused),
	};
	const char *top = getenv("top_srcdir");

	snprintf(srcdir, sizeof srcdir, "%s", top != NULL ? top : ".");
	return cmocka_run_group_tests_name("articles", tests, NULL, NULL);
}
