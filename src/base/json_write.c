/* SPDX-License-Identifier: GPL-3.0-or-later */
/* json_write.c: JSON written as it goes, or from what jansson built; see
 * json_write.h.  What jansson 2.14's dump.c and strconv.c do. */
#include "config.h"

#include "base/json_write.h"

#include <inttypes.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "scenario/safe_text.h"

static void indent(struct json_write *j, int depth)
{
	if (j->compact)
		return;
	putc_unlocked('\n', j->out);
	for (int i = 0; i < j->extra + 2 * depth; i++)
		putc_unlocked(' ', j->out);
}

/* A string's len bytes, escaped as jansson escapes them (", \, C0
 * controls, NUL among them) and the code points safe_text refuses from
 * DEL up.  s is valid UTF-8. */
static void put_string(struct json_write *j, const char *s, size_t len)
{
	size_t run = 0, i = 0;

	putc_unlocked('"', j->out);
	while (i < len) {
		unsigned char c = (unsigned char)s[i];
		uint32_t cp;
		size_t n;

		if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
			i++;
			continue;
		}
		fwrite_unlocked(s + run, 1, i - run, j->out);
		n = 1;
		if (c == '"' || c == '\\') {
			putc_unlocked('\\', j->out);
			putc_unlocked((char)c, j->out);
		} else if (c < 0x20) {
			const char *e = c == '\b' ? "\\b" : c == '\f' ? "\\f"
				      : c == '\n' ? "\\n" : c == '\r' ? "\\r"
				      : c == '\t' ? "\\t" : NULL;

			if (e != NULL)
				fputs_unlocked(e, j->out);
			else
				fprintf(j->out, "\\u%04X", (unsigned)c);
		} else {
			n = safe_text_decode(s + i, len - i, &cp);
			if (safe_text_refused(cp))
				fprintf(j->out, "\\u%04X", (unsigned)cp);
			else
				fwrite_unlocked(s + i, 1, n, j->out);
		}
		i += n;
		run = i;
	}
	fwrite_unlocked(s + run, 1, len - run, j->out);
	putc_unlocked('"', j->out);
}

/* Is s what json_string accepts: UTF-8 without overlong forms,
 * surrogates or code points past U+10FFFF? */
static bool utf8_valid(const char *s)
{
	size_t len = strlen(s);

	for (size_t i = 0; i < len;) {
		uint32_t cp;
		size_t n;

		if ((unsigned char)s[i] < 0x80) {
			i++;
			continue;
		}
		n = safe_text_decode(s + i, len - i, &cp);
		if (n == 0)
			return false;
		i += n;
	}
	return true;
}

/* A member's key, at depth (its line's): after a comma but for the
 * first (*some), on a line of its own. */
static void member(struct json_write *j, bool *some, int depth,
		   const char *k)
{
	if (*some)
		putc_unlocked(',', j->out);
	*some = true;
	indent(j, depth);
	put_string(j, k, strlen(k));
	fputs_unlocked(j->compact ? ":" : ": ", j->out);
}

/* The key of a member of the object written as it goes. */
static void key(struct json_write *j, const char *k)
{
	member(j, &j->members[j->depth], j->depth + 1, k);
}

void json_write_start(struct json_write *j, FILE *out, int extra,
		      int precision, bool compact)
{
	memset(j, 0, sizeof *j);
	j->out = out;
	j->extra = extra;
	j->precision = precision;
	j->compact = compact;
}

void json_write_begin(struct json_write *j, FILE *out, int extra,
		      int precision)
{
	json_write_start(j, out, extra, precision, false);
	putc_unlocked('{', out);
}

void json_write_item(struct json_write *j, FILE *out, size_t i,
		     int precision)
{
	fputs_unlocked(i == 0 ? "[\n  " : ",\n  ", out);
	json_write_begin(j, out, 2, precision);
}

void json_write_items_end(FILE *out, size_t n)
{
	fputs_unlocked(n == 0 ? "[]" : "\n]", out);
}

void json_write_int(struct json_write *j, const char *k, int64_t v)
{
	key(j, k);
	fprintf(j->out, "%" PRId64, v);
}

void json_write_bool(struct json_write *j, const char *k, bool v)
{
	key(j, k);
	fputs_unlocked(v ? "true" : "false", j->out);
}

void json_write_null(struct json_write *j, const char *k)
{
	key(j, k);
	fputs_unlocked("null", j->out);
}

void json_write_string(struct json_write *j, const char *k, const char *s)
{
	if (s == NULL) {
		json_write_null(j, k);
		return;
	}
	key(j, k);
	/* Text that is not UTF-8 (a database from elsewhere) keeps its
	 * field, spelt out ("bad\\xFF"): a record without its trainee
	 * reads as anonymous. */
	if (!utf8_valid(s))
		s = safe_text(s);
	put_string(j, s, strlen(s));
}

/* jansson's jsonp_dtostr: "%.*g", the locale's decimal point made a
 * dot, ".0" when it looks like an integer, the exponent without its
 * plus sign and leading zeros.  False where jansson writes nothing. */
static bool real_text(const struct json_write *j, double v, char buf[100])
{
	char *p, *start, *end;
	const char *point = localeconv()->decimal_point;
	int len;

	if (!isfinite(v))
		return false;           /* json_real refuses it */
	len = snprintf(buf, 100, "%.*g",
		       j->precision == 0 ? 17 : j->precision, v);
	if (len < 0 || len >= 100 - 3)
		return false;
	if (*point != '.' && (p = strchr(buf, *point)) != NULL)
		*p = '.';
	if (strchr(buf, '.') == NULL && strchr(buf, 'e') == NULL) {
		buf[len++] = '.';
		buf[len++] = '0';
		buf[len] = '\0';
	}
	start = strchr(buf, 'e');
	if (start != NULL) {
		start++;
		end = start + 1;
		if (*start == '-')
			start++;
		while (*end == '0')
			end++;
		if (end != start)
			memmove(start, end, strlen(end) + 1);
	}
	return true;
}

void json_write_real(struct json_write *j, const char *k, double v)
{
	char buf[100];

	if (!real_text(j, v, buf)) {    /* no number in JSON: null */
		json_write_null(j, k);
		return;
	}
	key(j, k);
	fputs_unlocked(buf, j->out);
}

void json_write_object(struct json_write *j, const char *k)
{
	key(j, k);
	putc_unlocked('{', j->out);
	if (j->depth + 1 < JSON_WRITE_DEPTH)
		j->depth++;
	j->members[j->depth] = false;
}

void json_write_end(struct json_write *j)
{
	if (j->members[j->depth])
		indent(j, j->depth);
	putc_unlocked('}', j->out);
	if (j->depth > 0)
		j->depth--;
}

/* An object's members or an array's elements, each on a line of its own
 * one level in, the closing bracket back at depth. */
static void put_value(struct json_write *j, json_t *v, int depth);

static void put_object(struct json_write *j, json_t *v, int depth)
{
	const char *k;
	json_t *m;
	bool some = false;

	putc_unlocked('{', j->out);
	json_object_foreach(v, k, m) {
		member(j, &some, depth + 1, k);
		put_value(j, m, depth + 1);
	}
	if (some)
		indent(j, depth);
	putc_unlocked('}', j->out);
}

static void put_array(struct json_write *j, json_t *v, int depth)
{
	size_t n = json_array_size(v);

	putc_unlocked('[', j->out);
	for (size_t i = 0; i < n; i++) {
		if (i > 0)
			putc_unlocked(',', j->out);
		indent(j, depth + 1);
		put_value(j, json_array_get(v, i), depth + 1);
	}
	if (n > 0)
		indent(j, depth);
	putc_unlocked(']', j->out);
}

static void put_value(struct json_write *j, json_t *v, int depth)
{
	char buf[100];

	switch (json_typeof(v)) {
	case JSON_OBJECT:
		put_object(j, v, depth);
		break;
	case JSON_ARRAY:
		put_array(j, v, depth);
		break;
	case JSON_STRING:
		put_string(j, json_string_value(v), json_string_length(v));
		break;
	case JSON_INTEGER:
		fprintf(j->out, "%" JSON_INTEGER_FORMAT, json_integer_value(v));
		break;
	case JSON_REAL:
		if (real_text(j, json_real_value(v), buf))
			fputs_unlocked(buf, j->out);
		break;
	case JSON_TRUE:
		fputs_unlocked("true", j->out);
		break;
	case JSON_FALSE:
		fputs_unlocked("false", j->out);
		break;
	case JSON_NULL:
		fputs_unlocked("null", j->out);
		break;
	}
}

void json_write_value(struct json_write *j, const char *k, json_t *v)
{
	if (k == NULL) {
		put_value(j, v, 0);
		return;
	}
	key(j, k);
	put_value(j, v, j->depth + 1);
}

json_t *json_write_text_of(const char *s)
{
	json_t *v;

	if (s == NULL)
		return json_null();
	v = json_string(s);
	return v != NULL ? v : json_string(safe_text(s));
}

json_t *json_write_real_of(double v)
{
	return isfinite(v) ? json_real(v) : json_null();
}
