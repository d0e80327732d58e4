/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_print.c: the classes as a table, one class's roster and exams,
 * and the class report (class_print.h).  Names come from the database:
 * printed through safe_text, never as formats; in HTML escaped. */
#include "config.h"

#include "cli/class_print.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/common.h"
#include "cli/csv_write.h"
#include "cli/html_write.h"
#include "cli/results_print.h"
#include "i18n.h"
#include "scenario/safe_text.h"
#include "class/class_store.h"
#include "session/skill_of.h"

static int no_class(const char *cls)
{
	cli_error(_("there is no class '%s'"), safe_text(cls));
	return EXIT_ERROR;
}

static int list_all(struct store *st)
{
	struct class_info *c;
	struct error err;
	char num[32];
	size_t n;

	if (!class_list(st, &c, &n, &err))
		return cli_fail(&err);
	if (n == 0) {
		printf("%s\n", _("No classes yet: 'crupier class create NAME'"
				 " makes one."));
		free(c);
		return EXIT_OK;
	}
	results_put_cell(_("Class"), 20, false);
	results_put_cell(_("Site"), 14, false);
	results_put_cell(_("Teacher"), 12, false);
	results_put_cell(_("Trainees"), 8, false);
	results_put_cell(_("Exams"), 5, true);
	putchar('\n');
	for (size_t i = 0; i < n; i++) {
		results_put_cell(safe_text(c[i].name), 20, false);
		results_put_cell(c[i].site[0] != '\0' ? safe_text(c[i].site)
				 : "-", 14, false);
		results_put_cell(safe_text(c[i].teacher), 12, false);
		snprintf(num, sizeof num, "%d", c[i].members);
		results_put_cell(num, 8, false);
		snprintf(num, sizeof num, "%d", c[i].exams);
		results_put_cell(num, 5, true);
		putchar('\n');
	}
	free(c);
	return EXIT_OK;
}

static int list_one(struct store *st, const char *cls)
{
	struct class_info c;
	struct class_member *m = NULL;
	struct class_exam *e = NULL;
	struct error err;
	size_t nm, ne;
	bool found;

	if (!class_get(st, cls, &c, &found, &err))
		return cli_fail(&err);
	if (!found)
		return no_class(cls);
	if (!class_members(st, cls, &m, &nm, &err) ||
	    !class_exams(st, cls, &e, &ne, &err)) {
		free(m);
		return cli_fail(&err);
	}
	printf(_("Class: %s\n"), safe_text(c.name));
	printf(_("Site: %s\n"), c.site[0] != '\0' ? safe_text(c.site) : "-");
	printf(_("Teacher: %s\n"), safe_text(c.teacher));
	printf("\n");
	printf(ngettext("%zu trainee:\n", "%zu trainees:\n",
			(unsigned long)nm), nm);
	for (size_t i = 0; i < nm; i++) {
		printf("  ");
		results_put_cell(safe_text(m[i].trainee), 28, false);
		printf("%s\n", m[i].login[0] != '\0' ? safe_text(m[i].login)
		       : _("(no login bound)"));
	}
	printf("\n");
	printf(ngettext("%zu exam assigned:\n", "%zu exams assigned:\n",
			(unsigned long)ne), ne);
	for (size_t i = 0; i < ne; i++)
		printf(ngettext("  %s  from %s to %s, %d attempt\n",
				"  %s  from %s to %s, %d attempts\n",
				(unsigned long)e[i].attempts),
		       safe_text(e[i].exam), safe_text(e[i].opens),
		       safe_text(e[i].closes),
		       e[i].attempts);
	free(m);
	free(e);
	return EXIT_OK;
}

int class_print_list(struct store *st, const char *cls)
{
	return cls == NULL ? list_all(st) : list_one(st, cls);
}

static const char html_style[] =
	"body{font-family:sans-serif;margin:2em;color:#000}\n"
	"h1{font-size:1.4em}\n"
	"table{border-collapse:collapse;margin:.4em 0}\n"
	"td,th{border:1px solid #888;padding:.15em .5em;text-align:left}\n"
	"td.n{text-align:right}\n"
	"@media print{body{margin:0}}\n";

/* The skills anyone of the class has done, in skill order. */
static size_t skills_done(const struct class_report_row *r, size_t n,
			  enum skill out[SKILL__COUNT])
{
	size_t k = 0;

	for (int s = 0; s < SKILL__COUNT; s++)
		for (size_t i = 0; i < n; i++)
			if (r[i].skill_actions[s] > 0) {
				out[k++] = (enum skill)s;
				break;
			}
	return k;
}

static void report_cell_skill(const struct class_report_row *r, enum skill s,
		       char *buf, size_t size)
{
	if (r->skill_actions[s] == 0)
		snprintf(buf, size, "-");
	else
		snprintf(buf, size, "%d/%d (%.0f%%)", r->skill_right[s],
			 r->skill_actions[s],
			 100.0 * r->skill_right[s] / r->skill_actions[s]);
}

static void cell_exams(const struct class_report_row *r, char *buf,
		       size_t size)
{
	if (r->exams == 0)
		snprintf(buf, size, "-");
	else if (r->has_best)
		snprintf(buf, size, _("%d of %d passed, best %.0f%%"),
			 r->passed, r->exams, r->best);
	else
		snprintf(buf, size, _("%d of %d passed"), r->passed, r->exams);
}

static void report_text(const struct class_info *c,
			const struct class_report_row *r, size_t n)
{
	char buf[128];

	printf(_("Class report: %s\n"), safe_text(c->name));
	printf(_("Site: %s   Teacher: %s   Trainees: %zu\n"),
	       c->site[0] != '\0' ? safe_text(c->site) : "-",
	       safe_text(c->teacher), n);
	for (size_t i = 0; i < n; i++) {
		printf("\n%s\n", safe_text(r[i].trainee));
		if (r[i].attempts == 0) {
			printf("  %s\n", _("nothing done yet"));
			continue;
		}
		cell_exams(&r[i], buf, sizeof buf);
		printf(ngettext("  %d attempt, the last started %s; exams: %s\n",
				"  %d attempts, the last started %s; exams: %s\n",
				(unsigned long)r[i].attempts),
		       r[i].attempts, r[i].last, buf);
		for (int s = 0; s < SKILL__COUNT; s++) {
			if (r[i].skill_actions[s] == 0)
				continue;
			report_cell_skill(&r[i], (enum skill)s, buf, sizeof buf);
			printf("  ");
			results_put_cell(skill_name((enum skill)s), 28, false);
			printf("%s\n", buf);
		}
	}
}

static void report_html(const struct class_info *c,
			const struct class_report_row *r, size_t n)
{
	enum skill cols[SKILL__COUNT];
	size_t k = skills_done(r, n, cols);
	char buf[512];

	snprintf(buf, sizeof buf, _("Class report: %s"), c->name);
	html_begin(buf, html_style);
	html_put_element("h1", NULL, buf);
	snprintf(buf, sizeof buf, _("Site: %s   Teacher: %s   Trainees: %zu"),
		 c->site[0] != '\0' ? c->site : "-", c->teacher, n);
	html_put_element("p", NULL, buf);
	fputs("<table>\n<tr><th>", stdout);
	html_put(_("Trainee"));
	fputs("</th><th>", stdout);
	html_put(_("Attempts"));
	fputs("</th><th>", stdout);
	html_put(_("Exams"));
	fputs("</th>", stdout);
	for (size_t j = 0; j < k; j++) {
		fputs("<th>", stdout);
		html_put(skill_name(cols[j]));
		fputs("</th>", stdout);
	}
	fputs("</tr>\n", stdout);
	for (size_t i = 0; i < n; i++) {
		fputs("<tr><td>", stdout);
		html_put(r[i].trainee);
		printf("</td><td class=\"n\">%d</td><td>", r[i].attempts);
		cell_exams(&r[i], buf, sizeof buf);
		html_put(buf);
		fputs("</td>", stdout);
		for (size_t j = 0; j < k; j++) {
			report_cell_skill(&r[i], cols[j], buf, sizeof buf);
			fputs("<td class=\"n\">", stdout);
			html_put(buf);
			fputs("</td>", stdout);
		}
		fputs("</tr>\n", stdout);
	}
	fputs("</table>\n", stdout);
	html_end();
}

/* The columns of the CSV report, then one per skill (crupier(1)). */
static const char *const csv_columns[] = {
	"trainee", "attempts", "last_started", "exams", "exams_passed",
	"best_score", NULL
};

static void report_csv(const struct class_report_row *r, size_t n)
{
	char num[32];

	for (int c = 0; csv_columns[c] != NULL; c++)
		csv_write_field(csv_columns[c], false);
	for (int k = 0; k < SKILL__COUNT; k++)
		csv_write_field(skill_key((enum skill)k), k == SKILL__COUNT - 1);
	for (size_t i = 0; i < n; i++) {
		csv_write_field(r[i].trainee, false);
		csv_write_int(r[i].attempts, false);
		csv_write_field(r[i].last, false);
		csv_write_int(r[i].exams, false);
		csv_write_int(r[i].passed, false);
		snprintf(num, sizeof num, "%.2f", r[i].best);
		csv_write_field(r[i].has_best ? num : "", false);
		for (int k = 0; k < SKILL__COUNT; k++) {
			bool last = k == SKILL__COUNT - 1;

			/* Rounded down, as every percent of a skill. */
			if (r[i].skill_actions[k] > 0)
				csv_write_int(session_percent(
					r[i].skill_right[k],
					r[i].skill_actions[k]), last);
			else
				csv_write_field("", last);
		}
	}
}

int class_print_report(struct store *st, const char *cls,
		       enum class_report_format format)
{
	struct class_report_row *r;
	struct error err;
	struct class_info c;
	bool found;
	size_t n;

	if (!class_get(st, cls, &c, &found, &err))
		return cli_fail(&err);
	if (!found)
		return no_class(cls);
	if (!class_report(st, cls, &r, &n, &found, &err))
		return cli_fail(&err);
	if (format == CLASS_REPORT_HTML)
		report_html(&c, r, n);
	else if (format == CLASS_REPORT_CSV)
		report_csv(r, n);
	else
		report_text(&c, r, n);
	free(r);
	return EXIT_OK;
}
