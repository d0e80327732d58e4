/* SPDX-License-Identifier: GPL-3.0-or-later */
/* db_address.c: telling a PostgreSQL address from a file name, in every
 * build (one without libpq must still refuse to make a folder named
 * "postgresql:" out of a URI); see db_address.h. */
#include "config.h"

#include "base/db_address.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

/* libpq's connection keywords (PostgreSQL 15, "Parameter Key Words"): a
 * keyword string begins with one of them and '='. */
static const char *const keywords[] = {
	"host", "hostaddr", "port", "dbname", "user", "password",
	"passfile", "channel_binding", "connect_timeout",
	"client_encoding", "options", "application_name",
	"fallback_application_name", "keepalives", "keepalives_idle",
	"keepalives_interval", "keepalives_count", "tcp_user_timeout",
	"replication", "gssencmode", "sslmode", "requiressl",
	"sslcompression", "sslcert", "sslkey", "sslpassword",
	"sslrootcert", "sslcrl", "sslcrldir", "sslsni",
	"requirepeer", "ssl_min_protocol_version",
	"ssl_max_protocol_version", "krbsrvname", "gsslib", "service",
	"target_session_attrs", "load_balance_hosts",
};

static bool is_keyword_string(const char *text)
{
	const char *p = text;
	size_t n;

	while (isspace((unsigned char)*p))
		p++;
	n = 0;
	while (p[n] == '_' || islower((unsigned char)p[n]))
		n++;
	if (n == 0)
		return false;
	for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++) {
		const char *q;

		if (strlen(keywords[i]) != n || strncmp(p, keywords[i], n) != 0)
			continue;
		q = p + n;
		while (*q == ' ' || *q == '\t')
			q++;
		return *q == '=';
	}
	return false;
}

bool db_address_is_server(const char *text)
{
	if (text == NULL)
		return false;
	/* libpq takes the scheme in any case. */
	return strncasecmp(text, "postgresql://", 13) == 0 ||
	       strncasecmp(text, "postgres://", 11) == 0 ||
	       is_keyword_string(text);
}

bool db_address_server_built(void)
{
#ifdef HAVE_POSTGRESQL
	return true;
#else
	return false;
#endif
}
