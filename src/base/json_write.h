/* SPDX-License-Identifier: GPL-3.0-or-later */
/* json_write.h: the program's one JSON writer.  Byte for byte what
 * jansson's json_dumps lays out with JSON_PRESERVE_ORDER,
 * JSON_REAL_PRECISION(p) and either JSON_INDENT(2) (every line after
 * the first moved `extra` columns in) or JSON_COMPACT, but for the code
 * points safe_text refuses (from DEL up: C1, the bidi controls), which
 * it writes \uXXXX so that a name shown on a terminal cannot turn its
 * line around.  No member is left out: a string that is not UTF-8 is
 * written spelt out by safe_text, a real that is not finite as null (as
 * json_write_text_of and json_write_real_of give them to jansson).
 *
 * Two ways in, which mix: an object written member by member as it goes
 * (json_write_begin, json_write_int ... json_write_end), for listings of
 * 100,000 attempts, where building each object and dumping it took most
 * of the time; and a value jansson built (json_write_value), for the
 * commands' answers and the sealed results.  jansson itself only builds
 * and reads JSON.  tests/test_json_write.c compares both with jansson's
 * dump. */
#ifndef CRUPIER_BASE_JSON_WRITE_H
#define CRUPIER_BASE_JSON_WRITE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include <jansson.h>

#define JSON_WRITE_DEPTH 8

struct json_write {
	FILE *out;
	int extra, precision, depth;
	bool compact;
	bool members[JSON_WRITE_DEPTH]; /* the object at a depth has some */
};

/* Sets j up to write to out, writing nothing yet: the indented layout
 * (JSON_INDENT(2), lines after the first `extra` columns in), or the
 * compact one (extra unused).  precision 0: 17 digits, as jansson. */
void json_write_start(struct json_write *j, FILE *out, int extra,
		      int precision, bool compact);
/* json_write_start, indented, and the outermost object's "{". */
void json_write_begin(struct json_write *j, FILE *out, int extra,
		      int precision);
void json_write_int(struct json_write *j, const char *key, int64_t v);
void json_write_bool(struct json_write *j, const char *key, bool v);
void json_write_null(struct json_write *j, const char *key);
/* NULL s: null. */
void json_write_string(struct json_write *j, const char *key,
		       const char *s);
void json_write_real(struct json_write *j, const char *key, double v);
/* An object as the member key; closed by json_write_end. */
void json_write_object(struct json_write *j, const char *key);
/* Closes the innermost object open. */
void json_write_end(struct json_write *j);
/* The object at index i of an array written one object at a time, laid
 * out as jansson lays out the whole array, indented: "[" before the
 * first, a comma between, each two columns in.  Opens it as
 * json_write_begin does; json_write_end closes it. */
void json_write_item(struct json_write *j, FILE *out, size_t i,
		     int precision);
/* Closes an array of n objects written so ("[]" when n is 0). */
void json_write_items_end(FILE *out, size_t n);
/* v whole: as the member key of the object open, or, key NULL, as the
 * outermost value (right after json_write_start). */
void json_write_value(struct json_write *j, const char *key,
		      json_t *v);

/* For a value jansson builds, what the writer writes as it goes: a
 * string of s, or, when s is not UTF-8 (which json_string refuses), s
 * spelt out by safe_text, never nothing (NULL s: null); a real, or null
 * when v is not finite. */
json_t *json_write_text_of(const char *s);
json_t *json_write_real_of(double v);

#endif
