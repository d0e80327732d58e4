/* SPDX-License-Identifier: GPL-3.0-or-later */
/* json_write.h: a JSON object written as it goes, byte for byte as
 * jansson's json_dumps lays it out with JSON_INDENT(2),
 * JSON_PRESERVE_ORDER and JSON_REAL_PRECISION(p), every line after the
 * first moved `extra` columns in, and the code points safe_text refuses
 * (from DEL up) written \uXXXX, as cli_put_json_indented writes them;
 * for listings of 100,000 attempts, where building each object and
 * dumping it took most of the time.  A member jansson would leave out
 * (a string that is not UTF-8, a real that is not finite) is left out.
 * tests/test_json_write.c compares the two. */
#ifndef CRUPIER_CLI_JSON_WRITE_H
#define CRUPIER_CLI_JSON_WRITE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define JSON_WRITE_DEPTH 8

struct json_write {
	FILE *out;
	int extra, precision, depth;
	bool members[JSON_WRITE_DEPTH]; /* the object at a depth has some */
};

/* Opens the outermost object ("{"). */
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

#endif
