/* results_print.c: tables, CSV and JSON of the results; see
 * results_print.h. */
#include "config.h"

#include "cli/results_print.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

#include <jansson.h>

#include "cli/common.h"
#include "i18n.h"
#include "scenario/safe_text.h"
#include "trainer/skill_of.h"

/* Columns shared by CSV and JSON, in this order. */
static const char *const columns[] = {
	"id", "trainee", "scenario", "scenario_sha256", "profile", "kind",
	"exam", "started", "ended", "status", "score", "pass_mark", "passed",
	"actions", "mistakes", "origin", "sealed", NULL
};

static double rounded(double score)
{
	return round(score * 100.0) / 100.0;
}

/* The columns a terminal gives text (a wide character two, an accent
 * none). */
static int text_width(const char *s)
{
	mbstate_t ps;
	size_t len = strlen(s), k;
	int w = 0;
	wchar_t wc;

	memset(&ps, 0, sizeof ps);
	while (len > 0) {
		k = mbrtowc(&wc, s, len, &ps);
		if (k == (size_t)-1 || k == (size_t)-2) {
			memset(&ps, 0, sizeof ps);
			k = 1;
			w++;
		} else {
			int cw = wcwidth(wc);

			if (k == 0)
				break;
			w += cw > 0 ? cw : 0;
		}
		s += k;
		len -= k;
	}
	return w;
}

static void put_cell(const char *s, int width, bool last)
{
	fputs(s, stdout);
	if (last)
		return;
	for (int i = text_width(s); i < width + 2; i++)
		putchar(' ');
}

#define TABLE_COLS 9
/* Room for a skill's name in the user's language. */
#define SKILL_WIDTH 24

static void table_row(const struct store_attempt *a, char cell[][160])
{
	snprintf(cell[0], 160, "%" PRId64, a->id);
	snprintf(cell[1], 160, "%s", safe_text(a->trainee));
	snprintf(cell[2], 160, "%s", safe_text(a->scenario));
	snprintf(cell[3], 160, "%s", safe_text(a->started));
	snprintf(cell[4], 160, "%s",
		 a->state == STORE_COMPLETE    ? _("complete")
		 : a->state == STORE_ABANDONED ? _("abandoned")
					       : _("incomplete"));
	if (a->scored)
		snprintf(cell[5], 160, "%.1f", a->score);
	else
		snprintf(cell[5], 160, "-");
	snprintf(cell[6], 160, "%s",
		 !a->scored || a->pass_mark == 0 ? "-"
		 : a->passed                     ? _("passed")
						 : _("failed"));
	snprintf(cell[7], 160, "%d", a->actions);
	snprintf(cell[8], 160, "%d", a->mistakes);
}

static void print_table(const struct store_attempt *a, size_t n)
{
	const char *head[TABLE_COLS] = {
		_("ID"), _("TRAINEE"), _("SCENARIO"), _("STARTED"),
		_("STATUS"), _("SCORE"), _("RESULT"), _("ACTIONS"),
		_("MISTAKES"),
	};
	char cell[TABLE_COLS][160];
	int width[TABLE_COLS];

	for (int c = 0; c < TABLE_COLS; c++)
		width[c] = text_width(head[c]);
	for (size_t i = 0; i < n; i++) {
		table_row(&a[i], cell);
		for (int c = 0; c < TABLE_COLS; c++)
			if (text_width(cell[c]) > width[c])
				width[c] = text_width(cell[c]);
	}
	for (int c = 0; c < TABLE_COLS; c++)
		put_cell(head[c], width[c], c == TABLE_COLS - 1);
	putchar('\n');
	for (size_t i = 0; i < n; i++) {
		table_row(&a[i], cell);
		for (int c = 0; c < TABLE_COLS; c++)
			put_cell(cell[c], width[c], c == TABLE_COLS - 1);
		putchar('\n');
	}
	if (n == 0)
		printf("%s\n", _("(no results)"));
}

/* One CSV field, quoted when RFC 4180 asks for it. */
static void csv_field(const char *s, bool last)
{
	s = safe_text(s);
	if (strpbrk(s, ",\"\r\n") != NULL) {
		putchar('"');
		for (; *s != '\0'; s++) {
			if (*s == '"')
				putchar('"');
			putchar(*s);
		}
		putchar('"');
	} else {
		fputs(s, stdout);
	}
	fputs(last ? "\r\n" : ",", stdout);
}

static void print_csv(const struct store_attempt *a, size_t n)
{
	char num[64];

	for (int c = 0; columns[c] != NULL; c++)
		csv_field(columns[c], columns[c + 1] == NULL);
	for (size_t i = 0; i < n; i++) {
		const struct store_attempt *x = &a[i];

		snprintf(num, sizeof num, "%" PRId64, x->id);
		csv_field(num, false);
		csv_field(x->trainee, false);
		csv_field(x->scenario, false);
		csv_field(x->sha256, false);
		csv_field(x->profile, false);
		csv_field(x->kind, false);
		csv_field(x->exam ? "true" : "false", false);
		csv_field(x->started, false);
		csv_field(x->ended, false);
		csv_field(store_state_key(x->state), false);
		if (x->scored)
			snprintf(num, sizeof num, "%.2f", rounded(x->score));
		else
			num[0] = '\0';
		csv_field(num, false);
		snprintf(num, sizeof num, "%d", x->pass_mark);
		csv_field(x->scored ? num : "", false);
		csv_field(!x->scored ? "" : x->passed ? "true" : "false", false);
		snprintf(num, sizeof num, "%d", x->actions);
		csv_field(num, false);
		snprintf(num, sizeof num, "%d", x->mistakes);
		csv_field(num, false);
		csv_field(x->imported ? "import" : "local", false);
		csv_field(x->sealed, true);
	}
}

static json_t *attempt_json(const struct store_attempt *x)
{
	json_t *o = json_object();

	json_object_set_new(o, "id", json_integer(x->id));
	json_object_set_new(o, "trainee", json_string(x->trainee));
	json_object_set_new(o, "scenario", json_string(x->scenario));
	json_object_set_new(o, "scenario_sha256", json_string(x->sha256));
	json_object_set_new(o, "profile", json_string(x->profile));
	json_object_set_new(o, "kind", json_string(x->kind));
	json_object_set_new(o, "exam", json_boolean(x->exam));
	json_object_set_new(o, "started", json_string(x->started));
	json_object_set_new(o, "ended", x->ended[0] != '\0'
				? json_string(x->ended) : json_null());
	json_object_set_new(o, "status",
			    json_string(store_state_key(x->state)));
	json_object_set_new(o, "score", x->scored
				? json_real(rounded(x->score)) : json_null());
	json_object_set_new(o, "pass_mark", x->scored
				? json_integer(x->pass_mark) : json_null());
	json_object_set_new(o, "passed", x->scored
				? json_boolean(x->passed) : json_null());
	json_object_set_new(o, "actions", json_integer(x->actions));
	json_object_set_new(o, "mistakes", json_integer(x->mistakes));
	json_object_set_new(o, "origin",
			    json_string(x->imported ? "import" : "local"));
	json_object_set_new(o, "sealed", x->sealed[0] != '\0'
				? json_string(x->sealed) : json_null());
	return o;
}

int results_print_list(const struct store_attempt *a, size_t n,
		       enum results_format f)
{
	json_t *arr;

	switch (f) {
	case RESULTS_TABLE:
		print_table(a, n);
		return EXIT_OK;
	case RESULTS_CSV:
		print_csv(a, n);
		return EXIT_OK;
	case RESULTS_JSON:
		break;
	}
	arr = json_array();
	for (size_t i = 0; i < n; i++)
		json_array_append_new(arr, attempt_json(&a[i]));
	return cli_print_json(arr, 10);
}

static const char *skill_label(enum skill k)
{
	return k < SKILL__COUNT ? skill_name(k) : "?";
}

/* What was done instead: another action, or the same one with another
 * amount or other details (a wrong winner, seat or total). */
static const char *given_text(const struct store_action *x)
{
	static char buf[STORE_KEY_MAX + 64];

	if (x->wrong_amount)
		return _("given the wrong amount");
	if (strcmp(x->given_key, x->expected_key) == 0)
		return _("given with other details");
	snprintf(buf, sizeof buf, _("given %s"), x->given_key);
	return buf;
}

int results_print_show(const struct store_attempt *a,
		       const struct store_skill *skills, size_t n_skills,
		       const struct store_action *acts, size_t n_acts)
{
	int mistakes = 0;

	printf(_("Attempt %" PRId64 ": %s, %s (%s%s, rules %s)\n"), a->id,
	       safe_text(a->trainee), safe_text(a->scenario), safe_text(a->kind),
	       a->exam && strcmp(a->kind, "exam") != 0 ? _(", as an exam")
						       : "",
	       safe_text(a->profile));
	printf(_("Scenario file SHA-256: %s\n"), safe_text(a->sha256));
	printf(_("Started: %s\n"), safe_text(a->started));
	printf(_("Ended: %s\n"), a->ended[0] != '\0' ? safe_text(a->ended) : "-");
	printf(_("Status: %s\n"),
	       a->state == STORE_COMPLETE    ? _("complete")
	       : a->state == STORE_ABANDONED ? _("abandoned")
					     : _("incomplete"));
	if (a->scored && a->pass_mark > 0)
		printf(_("Score: %.1f%% (pass mark %d%%): %s\n"), a->score,
		       a->pass_mark, a->passed ? _("passed") : _("failed"));
	else if (a->scored)
		printf(_("Score: %.1f%%\n"), a->score);
	if (a->time_exceeded)
		printf("%s\n", _("The time limit was exceeded."));
	if (a->sealed[0] != '\0')
		printf(_("Sealed result: %s\n"), safe_text(a->sealed));
	if (n_skills > 0)
		printf("\n%s\n", _("Skills:"));
	for (size_t i = 0; i < n_skills; i++) {
		fputs("  ", stdout);
		put_cell(skill_label(skills[i].skill), SKILL_WIDTH, false);
		printf(_("%3d/%-3d %5.1f%%  median %" PRId64 " ms\n"),
		       skills[i].right, skills[i].actions,
		       100.0 * skills[i].accuracy, skills[i].median_ms);
	}
	printf("\n%s\n", _("Actions:"));
	for (size_t i = 0; i < n_acts; i++) {
		const struct store_action *x = &acts[i];

		printf("  %4d  %s %-3d %-10s %-6s %7" PRId64 " ms  %s",
		       x->index + 1, _("coup"), x->coup,
		       x->skill < SKILL__COUNT ? skill_key(x->skill) : "?",
		       x->right ? _("right") : _("WRONG"), x->ms,
		       safe_text(x->expected_key));
		if (!x->right)
			printf(" (%s)", safe_text(given_text(x)));
		printf("  [%s]%s\n", safe_text(x->article), x->replay ? _(" replay") : "");
		mistakes += !x->right && !x->replay;
	}
	printf("\n");
	printf(_("Mistakes: %d\n"), mistakes);
	for (size_t i = 0; i < n_acts; i++) {
		const struct store_action *x = &acts[i];

		if (x->right || x->replay)
			continue;
		printf(_("  action %d, coup %d: expected %s, %s; %s\n"),
		       x->index + 1, x->coup, safe_text(x->expected_key),
		       safe_text(given_text(x)), safe_text(x->article));
	}
	return EXIT_OK;
}

int results_print_progress(const char *trainee,
			   const struct store_point *points, size_t n_points,
			   const struct store_skill *weak, size_t n_weak,
			   const struct store_spot *spots, size_t n_spots)
{
	printf(_("Progress of %s\n"), safe_text(trainee));
	for (size_t i = 0; i < n_points; i++) {
		const struct store_point *p = &points[i];

		if (i == 0 || strcmp(p->label, points[i - 1].label) != 0 ||
		    p->attempt != points[i - 1].attempt)
			printf("%s\n", safe_text(p->label));
		fputs("  ", stdout);
		put_cell(skill_label(p->skill), SKILL_WIDTH, false);
		printf(_("%3d/%-3d %5.1f%%  median %" PRId64 " ms\n"),
		       p->right, p->actions, 100.0 * p->accuracy,
		       p->median_ms);
	}
	if (n_weak > 0)
		printf("\n%s\n", _("Weakest skills:"));
	for (size_t i = 0; i < n_weak; i++) {
		fputs("  ", stdout);
		put_cell(skill_label(weak[i].skill), SKILL_WIDTH, false);
		printf(_("%5.1f%%  median %" PRId64 " ms\n"),
		       100.0 * weak[i].accuracy, weak[i].median_ms);
	}
	if (n_spots > 0)
		printf("\n%s\n", _("Weak spots (scenario, coup):"));
	for (size_t i = 0; i < n_spots; i++)
		printf(_("  %s coup %d: %d mistakes, %d right since; last"
			 " %s (%s) %s\n"), safe_text(spots[i].scenario),
		       spots[i].coup, spots[i].mistakes, spots[i].right_since,
		       safe_text(spots[i].expected_key),
		       safe_text(spots[i].article),
		       safe_text(spots[i].last_mistake));
	return EXIT_OK;
}
