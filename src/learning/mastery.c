/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mastery.c: mastery of each skill and the time it took; see mastery.h. */
#include "config.h"

#include "learning/mastery.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "i18n.h"
#include "scenario/targets.h"

/* "2.1 s", "850 ms", "6 min". */
static void duration(int64_t ms, char *buf, size_t size)
{
	if (ms < 1000)
		snprintf(buf, size, _("%lld ms"), (long long)ms);
	else if (ms < 60000)
		snprintf(buf, size, _("%.1f s"), (double)ms / 1000.0);
	else if (ms < 3600000)
		snprintf(buf, size, _("%lld min"), (long long)(ms / 60000));
	else
		snprintf(buf, size, _("%.1f h"), (double)ms / 3600000.0);
}

/* Whole days between two ISO 8601 UTC times ("" or unreadable: -1). */
static long days_between(const char *from, const char *to)
{
	struct tm a, b;

	memset(&a, 0, sizeof a);
	memset(&b, 0, sizeof b);
	if (sscanf(from, "%4d-%2d-%2d", &a.tm_year, &a.tm_mon, &a.tm_mday) != 3
	    || sscanf(to, "%4d-%2d-%2d", &b.tm_year, &b.tm_mon,
		      &b.tm_mday) != 3)
		return -1;
	a.tm_year -= 1900;
	b.tm_year -= 1900;
	a.tm_mon--;
	b.tm_mon--;
	return (long)((timegm(&b) - timegm(&a)) / 86400);
}

void mastery_text(const struct mastery *m, char *buf, size_t size)
{
	char spent[32], median[32], target[32];
	size_t len;
	long days;

	if (m->seen == 0) {
		snprintf(buf, size, "%s", _("not tried yet"));
		return;
	}
	if (m->reached) {
		duration(m->reached_practice_ms, spent, sizeof spent);
		days = days_between(m->first_at, m->reached_at);
		len = (size_t)snprintf(buf, size,
			ngettext("mastered in %d action (%s of practice",
				 "mastered in %d actions (%s of practice",
				 (unsigned long)m->reached_after),
			m->reached_after, spent);
		if (len < size && days > 0)
			len += (size_t)snprintf(buf + len, size - len,
				ngettext(", over %ld day", ", over %ld days",
					 (unsigned long)days), days);
		if (len < size)
			len += (size_t)snprintf(buf + len, size - len, ")");
		if (!m->mastered && len < size)
			snprintf(buf + len, size - len, "%s",
				 _("; below the targets lately"));
		return;
	}
	duration(m->recent_median_ms, median, sizeof median);
	duration(m->target_ms, target, sizeof target);
	len = 0;
	buf[0] = '\0';
	if (m->recent < m->window)
		len += (size_t)snprintf(buf, size,
			ngettext("%d more action; ", "%d more actions; ",
				 (unsigned long)(m->window - m->recent)),
			m->window - m->recent);
	if (len < size)
		snprintf(buf + len, size - len,
			 _("right %d%%, needs %d%%; median %s, target %s"),
			 m->recent > 0 ? m->recent_right * 100 / m->recent : 0,
			 m->accuracy_pct, median, target);
}
