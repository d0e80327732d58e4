/* SPDX-License-Identifier: GPL-3.0-or-later */
/* seal.c: writing and verifying sealed result files; see seal.h. */
#include "config.h"

#include "exam/seal.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sodium.h>

#include "i18n.h"
#include "scenario/regular_file.h"
#include "base/atomic_file.h"
#include "base/json_write.h"
#include "store/store.h"

#define SEAL_MAGIC "crupier-seal 1 argon2id13"
#define SEAL_KEY_BYTES crypto_auth_hmacsha256_KEYBYTES
#define SEAL_CHECK_TEXT "crupier exam code check"

static bool ready(struct error *err)
{
	if (sodium_init() >= 0)
		return true;
	error_set(err, "%s", _("cannot initialise libsodium"));
	return false;
}

static void hex(const unsigned char *bin, size_t n, char *out, size_t size)
{
	sodium_bin2hex(out, size, bin, n);
}

bool seal_sha256_file(const char *path, char out[STORE_SHA256_HEX],
		      struct error *err)
{
	crypto_hash_sha256_state h;
	unsigned char buf[65536], digest[crypto_hash_sha256_BYTES];
	const char *why = NULL;
	FILE *f;
	size_t n;

	if (!ready(err))
		return false;
	f = regular_file_fopen(path, &why);
	if (f == NULL) {
		error_set(err, "%s: %s", path, why);
		return false;
	}
	crypto_hash_sha256_init(&h);
	while ((n = fread(buf, 1, sizeof buf, f)) > 0)
		crypto_hash_sha256_update(&h, buf, n);
	if (ferror(f)) {
		error_set(err, "%s: %s", path, strerror(errno));
		fclose(f);
		return false;
	}
	fclose(f);
	crypto_hash_sha256_final(&h, digest);
	hex(digest, sizeof digest, out, STORE_SHA256_HEX);
	return true;
}

static bool derive(const char *code, size_t code_len,
		   const unsigned char *salt, unsigned long long ops,
		   size_t mem, unsigned char key[SEAL_KEY_BYTES],
		   struct error *err)
{
	if (crypto_pwhash(key, SEAL_KEY_BYTES, code, code_len, salt, ops, mem,
			  crypto_pwhash_ALG_ARGON2ID13) == 0)
		return true;
	error_set(err, "%s", _("out of memory deriving the key from the"
				" exam code"));
	return false;
}

/* Line 2 up to (not including) the MAC, with its trailing space. */
static void seal_head(char *out, size_t size, unsigned long long ops,
		      size_t mem, const unsigned char *salt,
		      const unsigned char *check)
{
	char salt_hex[crypto_pwhash_SALTBYTES * 2 + 1];
	char check_hex[crypto_auth_hmacsha256_BYTES * 2 + 1];

	hex(salt, crypto_pwhash_SALTBYTES, salt_hex, sizeof salt_hex);
	hex(check, crypto_auth_hmacsha256_BYTES, check_hex, sizeof check_hex);
	snprintf(out, size, SEAL_MAGIC " %llu %zu %s %s ", ops, mem, salt_hex,
		 check_hex);
}

static void code_check(const unsigned char *key, unsigned char *check)
{
	crypto_auth_hmacsha256(check, (const unsigned char *)SEAL_CHECK_TEXT,
			       strlen(SEAL_CHECK_TEXT), key);
}

static void mac_of(const unsigned char *key, const char *json, size_t len,
		   const char *head, unsigned char *mac)
{
	crypto_auth_hmacsha256_state h;

	crypto_auth_hmacsha256_init(&h, key, SEAL_KEY_BYTES);
	crypto_auth_hmacsha256_update(&h, (const unsigned char *)json, len);
	crypto_auth_hmacsha256_update(&h, (const unsigned char *)"\n", 1);
	crypto_auth_hmacsha256_update(&h, (const unsigned char *)head,
				      strlen(head));
	crypto_auth_hmacsha256_final(&h, mac);
}

/* The part of a name that is safe in a file name. */
static void name_part(const char *s, char *out, size_t size)
{
	size_t n = 0;

	for (; *s != '\0' && n + 1 < size && n < 40; s++) {
		char c = *s;

		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		    (c >= '0' && c <= '9') || c == '-')
			out[n++] = c;
		else if (n > 0 && out[n - 1] != '-')
			out[n++] = '-';
	}
	if (n == 0)
		out[n++] = 'x';
	out[n] = '\0';
}

static bool file_name(const json_t *result, const char *dir,
		      const char *mac_hex, char *out, size_t size)
{
	const char *sc = json_string_value(json_object_get(result, "scenario"));
	const char *tr = json_string_value(json_object_get(result, "trainee"));
	const char *at = json_string_value(json_object_get(result, "started"));
	char scenario[48], trainee[48], started[32];
	int n;

	name_part(sc != NULL ? sc : "", scenario, sizeof scenario);
	name_part(tr != NULL ? tr : "", trainee, sizeof trainee);
	name_part(at != NULL ? at : "", started, sizeof started);
	n = snprintf(out, size, "%s/%s_%s_%s_%.8s.result", dir, scenario,
		     trainee, started, mac_hex);
	return n >= 0 && (size_t)n < size;
}

/* result as one line of compact JSON (free()), NULL when out of memory. */
static char *compact_json(json_t *result)
{
	char *text = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&text, &size);
	struct json_write j;
	bool ok;

	if (f == NULL)
		return NULL;
	json_write_start(&j, f, 0, 0, true);
	json_write_value(&j, NULL, result);
	ok = !ferror(f);
	if (fclose(f) != 0 || !ok) {
		free(text);
		return NULL;
	}
	return text;
}

bool seal_write(const char *dir, const char *code, size_t code_len,
		json_t *result, char *path_out, size_t path_size,
		char mac_hex[SEAL_MAC_HEX], struct error *err)
{
	unsigned char salt[crypto_pwhash_SALTBYTES], key[SEAL_KEY_BYTES];
	unsigned char check[crypto_auth_hmacsha256_BYTES];
	unsigned char mac[crypto_auth_hmacsha256_BYTES];
	unsigned long long ops = crypto_pwhash_OPSLIMIT_INTERACTIVE;
	size_t mem = crypto_pwhash_MEMLIMIT_INTERACTIVE;
	char head[256], *json, *text;
	struct error why;
	size_t len, total;
	bool ok;

	if (!ready(err))
		return false;
	json = compact_json(result);
	if (json == NULL) {
		error_set(err, "%s", strerror(ENOMEM));
		return false;
	}
	randombytes_buf(salt, sizeof salt);
	if (!derive(code, code_len, salt, ops, mem, key, err)) {
		free(json);
		return false;
	}
	code_check(key, check);
	seal_head(head, sizeof head, ops, mem, salt, check);
	len = strlen(json);
	mac_of(key, json, len, head, mac);
	sodium_memzero(key, sizeof key);
	hex(mac, sizeof mac, mac_hex, SEAL_MAC_HEX);
	total = len + 1 + strlen(head) + SEAL_MAC_HEX;
	text = malloc(total + 1);
	if (text == NULL) {
		free(json);
		error_set(err, "%s", strerror(ENOMEM));
		return false;
	}
	snprintf(text, total + 1, "%s\n%s%s\n", json, head, mac_hex);
	free(json);
	if (!file_name(result, dir, mac_hex, path_out, path_size)) {
		free(text);
		error_set(err, _("%s: path too long"), dir);
		return false;
	}
	ok = atomic_write(path_out, text, strlen(text), 0600, &why);
	if (!ok)
		error_set(err, _("cannot write the sealed result %s: %s"),
			   path_out, why.message);
	free(text);
	return ok;
}

/* The whole file, NUL-terminated, at most SEAL_MAX_BYTES. */
static char *slurp(const char *path, size_t *len, struct error *err)
{
	const char *why = NULL;
	FILE *f = regular_file_fopen(path, &why);
	char *buf;
	size_t n;

	if (f == NULL) {
		error_set(err, "%s", why);
		return NULL;
	}
	buf = malloc(SEAL_MAX_BYTES + 1);
	if (buf == NULL) {
		fclose(f);
		error_set(err, "%s", strerror(ENOMEM));
		return NULL;
	}
	n = fread(buf, 1, SEAL_MAX_BYTES + 1, f);
	if (ferror(f)) {
		error_set(err, "%s", strerror(errno));
		fclose(f);
		free(buf);
		return NULL;
	}
	fclose(f);
	if (n > SEAL_MAX_BYTES) {
		error_set(err, "%s", _("file too large"));
		free(buf);
		return NULL;
	}
	buf[n] = '\0';
	*len = n;
	return buf;
}

static bool is_hex(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f')))
			return false;
	return s[n] == '\0';
}

struct seal_line {
	unsigned long long ops;
	size_t mem;
	unsigned char salt[crypto_pwhash_SALTBYTES];
	unsigned char check[crypto_auth_hmacsha256_BYTES];
	unsigned char mac[crypto_auth_hmacsha256_BYTES];
	char head[256];
};

/* Line 2, which must be exactly as seal_write() writes it. */
static bool parse_line(const char *line, struct seal_line *s)
{
	char salt[80], check[80], mac[80], again[512];
	unsigned long long ops, mem;
	int used = -1;

	if (sscanf(line, SEAL_MAGIC " %llu %llu %79s %79s %79s%n", &ops, &mem,
		   salt, check, mac, &used) != 5 || used < 0 ||
	    line[used] != '\0')
		return false;
	if (strlen(salt) != 2 * crypto_pwhash_SALTBYTES || !is_hex(salt, strlen(salt)) ||
	    strlen(check) != 64 || !is_hex(check, 64) ||
	    strlen(mac) != 64 || !is_hex(mac, 64))
		return false;
	if (ops > crypto_pwhash_OPSLIMIT_MODERATE ||
	    mem > crypto_pwhash_MEMLIMIT_MODERATE)
		return false;
	s->ops = ops;
	s->mem = (size_t)mem;
	if (sodium_hex2bin(s->salt, sizeof s->salt, salt, strlen(salt), NULL,
			   NULL, NULL) != 0 ||
	    sodium_hex2bin(s->check, sizeof s->check, check, 64, NULL, NULL,
			   NULL) != 0 ||
	    sodium_hex2bin(s->mac, sizeof s->mac, mac, 64, NULL, NULL,
			   NULL) != 0)
		return false;
	seal_head(s->head, sizeof s->head, s->ops, s->mem, s->salt, s->check);
	/* Canonical: no leading zeros, single spaces, nothing else. */
	snprintf(again, sizeof again, "%s%s", s->head, mac);
	return strcmp(again, line) == 0;
}

enum seal_status seal_verify(const char *path, const char *code,
			     size_t code_len, json_t **result,
			     char mac_hex[SEAL_MAC_HEX],
			     struct error *err)
{
	unsigned char key[SEAL_KEY_BYTES], check[crypto_auth_hmacsha256_BYTES];
	unsigned char mac[crypto_auth_hmacsha256_BYTES];
	enum seal_status rc = SEAL_MALFORMED;
	struct seal_line s;
	char *text, *nl;
	size_t len;
	json_t *root;
	json_error_t jerr;

	if (result != NULL)
		*result = NULL;
	if (!ready(err))
		return SEAL_IO;
	text = slurp(path, &len, err);
	if (text == NULL)
		return SEAL_IO;
	error_set(err, "%s", _("not a sealed crupier result"));
	/* Exactly two lines, neither empty, each ending in a newline, and
	 * no NUL anywhere. */
	nl = memchr(text, '\n', len);
	if (nl == NULL || nl == text || strlen(text) != len ||
	    text[len - 1] != '\n' || (size_t)(nl - text) + 2 >= len ||
	    memchr(nl + 1, '\n', len - (size_t)(nl - text) - 2) != NULL)
		goto out;
	*nl = '\0';
	text[len - 1] = '\0';
	if (!parse_line(nl + 1, &s))
		goto out;
	/* Costs under the floor make guessing the code cheap: such a seal
	 * was not written by crupier, and proves nothing. */
	if (s.ops < SEAL_OPS_FLOOR || s.mem < SEAL_MEM_FLOOR) {
		error_set(err, _("the seal's Argon2id costs (%llu passes,"
				  " %zu KiB) are below the floor of %llu"
				  " passes and %zu KiB: refused"), s.ops,
			   s.mem / 1024, (unsigned long long)SEAL_OPS_FLOOR,
			   (size_t)SEAL_MEM_FLOOR / 1024);
		rc = SEAL_WEAK;
		goto out;
	}
	if (!derive(code, code_len, s.salt, s.ops, s.mem, key, err)) {
		rc = SEAL_IO;
		goto out;
	}
	code_check(key, check);
	if (sodium_memcmp(check, s.check, sizeof check) != 0) {
		error_set(err, "%s", _("wrong exam code"));
		rc = SEAL_WRONG_CODE;
		goto out_key;
	}
	mac_of(key, text, (size_t)(nl - text), s.head, mac);
	if (crypto_verify_32(mac, s.mac) != 0) {
		error_set(err, "%s", _("the file has been changed since it"
					" was sealed"));
		rc = SEAL_EDITED;
		goto out_key;
	}
	root = json_loadb(text, (size_t)(nl - text), JSON_REJECT_DUPLICATES,
			  &jerr);
	if (!json_is_object(root)) {
		json_decref(root);
		goto out_key;
	}
	if (mac_hex != NULL)
		hex(s.mac, sizeof s.mac, mac_hex, SEAL_MAC_HEX);
	if (result != NULL)
		*result = root;
	else
		json_decref(root);
	err->message[0] = '\0';
	rc = SEAL_OK;
out_key:
	sodium_memzero(key, sizeof key);
out:
	free(text);
	return rc;
}

bool seal_read_code(const char *path, char *code, size_t size,
		    struct error *err)
{
	const char *why = NULL;
	FILE *f = regular_file_fopen(path, &why);
	size_t n;

	if (f == NULL) {
		error_set(err, "%s: %s", path, why);
		return false;
	}
	if (fgets(code, (int)size, f) == NULL)
		code[0] = '\0';
	fclose(f);
	n = strlen(code);
	if (n > 0 && code[n - 1] == '\n')
		code[--n] = '\0';
	if (n > 0 && code[n - 1] == '\r')
		code[--n] = '\0';
	if (n == 0) {
		error_set(err, _("%s: the exam code is empty"), path);
		return false;
	}
	return true;
}

void seal_statement_id(const struct store_attempt *a, char out[37])
{
	unsigned char h[16];
	crypto_generichash_state g;

	crypto_generichash_init(&g, NULL, 0, sizeof h);
	crypto_generichash_update(&g, (const unsigned char *)a->trainee,
				  strlen(a->trainee) + 1);
	crypto_generichash_update(&g, (const unsigned char *)a->scenario,
				  strlen(a->scenario) + 1);
	crypto_generichash_update(&g, (const unsigned char *)a->sha256,
				  strlen(a->sha256) + 1);
	crypto_generichash_update(&g, (const unsigned char *)a->started,
				  strlen(a->started) + 1);
	crypto_generichash_final(&g, h, sizeof h);
	h[6] = (unsigned char)((h[6] & 0x0f) | 0x80);
	h[8] = (unsigned char)((h[8] & 0x3f) | 0x80);
	snprintf(out, 37, "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-"
		 "%02x%02x%02x%02x%02x%02x", h[0], h[1], h[2], h[3], h[4],
		 h[5], h[6], h[7], h[8], h[9], h[10], h[11], h[12], h[13],
		 h[14], h[15]);
}
