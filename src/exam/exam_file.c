/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_file.c: sealed exam files; see exam_file.h. */
#include "config.h"

#include "exam/exam_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <sodium.h>

#include "i18n.h"
#include "base/atomic_file.h"
#include "scenario/regular_file.h"
#include "exam/seal.h"
#include "store/store.h"

#define LINE_MAGIC "crupier-exam 1 argon2id13"
#define KEY_BYTES crypto_aead_xchacha20poly1305_ietf_KEYBYTES
#define NONCE_BYTES crypto_aead_xchacha20poly1305_ietf_NPUBBYTES
#define ABYTES crypto_aead_xchacha20poly1305_ietf_ABYTES
#define MAX_BYTES (8 * 1024 * 1024)

bool exam_file_is_sealed(const char *path)
{
	char head[64];
	/* Through the one door for files: a FIFO never hangs the look. */
	FILE *f = regular_file_fopen(path, NULL);
	bool yes;

	if (f == NULL)
		return false;
	yes = fgets(head, sizeof head, f) != NULL &&
	      strncmp(head, EXAM_FILE_MAGIC, strlen(EXAM_FILE_MAGIC)) == 0;
	fclose(f);
	return yes;
}

/* The whole file, NUL-terminated. */
static char *slurp(const char *path, size_t *len, struct error *err)
{
	const char *why = NULL;
	FILE *f = regular_file_fopen(path, &why);
	char *buf;

	if (f == NULL) {
		error_set(err, "%s: %s", path, why != NULL ? why
			   : strerror(errno));
		return NULL;
	}
	buf = malloc(MAX_BYTES + 1);
	if (buf == NULL) {
		fclose(f);
		error_set(err, "%s", strerror(ENOMEM));
		return NULL;
	}
	*len = fread(buf, 1, MAX_BYTES + 1, f);
	fclose(f);
	if (*len > MAX_BYTES) {
		free(buf);
		error_set(err, _("%s: file too large"), path);
		return NULL;
	}
	buf[*len] = '\0';
	return buf;
}

static bool derive(const char *code, size_t code_len,
		   const unsigned char *salt, unsigned long long ops,
		   size_t mem, unsigned char *key, struct error *err)
{
	if (crypto_pwhash(key, KEY_BYTES, code, code_len, salt, ops, mem,
			  crypto_pwhash_ALG_ARGON2ID13) == 0)
		return true;
	error_set(err, "%s", _("out of memory deriving the key from the"
				" exam code"));
	return false;
}

/* A header line: "# NAME: text", control characters blanked. */
static size_t header_line(char *out, size_t size, const char *name,
			  const char *text)
{
	size_t n = 0;
	int k = snprintf(out, size, "# %s: ", name);

	if (k < 0 || (size_t)k >= size)
		return 0;
	n = (size_t)k;
	for (; *text != '\0' && n + 2 < size; text++)
		out[n++] = (unsigned char)*text < 0x20 || *text == 0x7f
			? ' ' : *text;
	out[n++] = '\n';
	out[n] = '\0';
	return n;
}

bool exam_file_seal(const char *in, const struct scenario *sc,
		    const char *code, size_t code_len, const char *out,
		    struct error *err)
{
	unsigned char salt[crypto_pwhash_SALTBYTES], nonce[NONCE_BYTES];
	unsigned char key[KEY_BYTES], *box = NULL;
	unsigned long long ops = crypto_pwhash_OPSLIMIT_INTERACTIVE;
	size_t mem = crypto_pwhash_MEMLIMIT_INTERACTIVE, len, b64len;
	char head[8192], salt_hex[2 * sizeof salt + 1];
	char nonce_hex[2 * sizeof nonce + 1], *plain, *text = NULL;
	unsigned long long boxlen;
	struct error why;
	size_t n = 0;
	bool ok = false;

	if (sodium_init() < 0) {
		error_set(err, "%s", _("cannot initialise libsodium"));
		return false;
	}
	plain = slurp(in, &len, err);
	if (plain == NULL)
		return false;
	randombytes_buf(salt, sizeof salt);
	randombytes_buf(nonce, sizeof nonce);
	sodium_bin2hex(salt_hex, sizeof salt_hex, salt, sizeof salt);
	sodium_bin2hex(nonce_hex, sizeof nonce_hex, nonce, sizeof nonce);
	n += (size_t)snprintf(head, sizeof head, "%s%s\n", EXAM_FILE_MAGIC,
			      ": its coups and answers need the exam code.");
	n += header_line(head + n, sizeof head - n, "id", sc->id);
	n += header_line(head + n, sizeof head - n, "title (es)",
			 sc->title.es);
	n += header_line(head + n, sizeof head - n, "title (en)",
			 sc->title.en);
	snprintf(head + n, sizeof head - n, LINE_MAGIC " %llu %zu %s %s\n",
		 ops, mem, salt_hex, nonce_hex);
	box = malloc(len + ABYTES);
	if (box == NULL || !derive(code, code_len, salt, ops, mem, key, err))
		goto out;
	crypto_aead_xchacha20poly1305_ietf_encrypt(
		box, &boxlen, (const unsigned char *)plain, len,
		(const unsigned char *)head, strlen(head), NULL, nonce, key);
	sodium_memzero(key, sizeof key);
	b64len = sodium_base64_encoded_len(boxlen,
					   sodium_base64_VARIANT_ORIGINAL);
	text = malloc(strlen(head) + b64len + b64len / 76 + 4);
	if (text == NULL) {
		error_set(err, "%s", strerror(ENOMEM));
		goto out;
	}
	{
		char *b64 = malloc(b64len);
		size_t t, m;

		if (b64 == NULL) {
			error_set(err, "%s", strerror(ENOMEM));
			goto out;
		}
		sodium_bin2base64(b64, b64len, box, boxlen,
				  sodium_base64_VARIANT_ORIGINAL);
		t = strlen(head);
		memcpy(text, head, t);
		m = strlen(b64);
		for (size_t i = 0; i < m; i += 76) {
			size_t k = m - i < 76 ? m - i : 76;

			memcpy(text + t, b64 + i, k);
			t += k;
			text[t++] = '\n';
		}
		text[t] = '\0';
		free(b64);
	}
	ok = atomic_write(out, text, strlen(text), 0600, &why);
	if (!ok)
		error_set(err, _("cannot write %s: %s"), out, why.message);
out:
	sodium_memzero(plain, len);
	free(plain);
	free(box);
	free(text);
	return ok;
}

/* The "crupier-exam" line: its costs, salt and nonce. */
static bool parse_line(const char *line, unsigned long long *ops,
		       size_t *mem, unsigned char *salt, unsigned char *nonce)
{
	char salt_hex[80], nonce_hex[80];
	unsigned long long o, m;
	int used = -1;

	if (sscanf(line, LINE_MAGIC " %llu %llu %79s %79s%n", &o, &m,
		   salt_hex, nonce_hex, &used) != 4 || used < 0 ||
	    line[used] != '\n')
		return false;
	if (o < SEAL_OPS_FLOOR || o > crypto_pwhash_OPSLIMIT_MODERATE ||
	    m < SEAL_MEM_FLOOR || m > crypto_pwhash_MEMLIMIT_MODERATE)
		return false;
	*ops = o;
	*mem = (size_t)m;
	return sodium_hex2bin(salt, crypto_pwhash_SALTBYTES, salt_hex,
			      strlen(salt_hex), NULL, NULL, NULL) == 0 &&
	       strlen(salt_hex) == 2 * crypto_pwhash_SALTBYTES &&
	       sodium_hex2bin(nonce, NONCE_BYTES, nonce_hex,
			      strlen(nonce_hex), NULL, NULL, NULL) == 0 &&
	       strlen(nonce_hex) == 2 * NONCE_BYTES;
}

bool exam_file_open(const char *path, const char *code, size_t code_len,
		    char *plain, size_t size, struct error *err)
{
	unsigned char salt[crypto_pwhash_SALTBYTES], nonce[NONCE_BYTES];
	unsigned char key[KEY_BYTES], *box = NULL, *yaml = NULL;
	unsigned long long ops, yaml_len;
	size_t len, mem, box_len, head_len;
	const char *tmp = getenv("TMPDIR");
	struct error why;
	char *text, *line, dir[4096];
	bool ok = false;

	plain[0] = '\0';
	if (sodium_init() < 0) {
		error_set(err, "%s", _("cannot initialise libsodium"));
		return false;
	}
	text = slurp(path, &len, err);
	if (text == NULL)
		return false;
	line = strstr(text, "\n" LINE_MAGIC " ");
	if (strncmp(text, EXAM_FILE_MAGIC, strlen(EXAM_FILE_MAGIC)) != 0 ||
	    line == NULL || strchr(line + 1, '\n') == NULL ||
	    !parse_line(line + 1, &ops, &mem, salt, nonce)) {
		error_set(err, _("%s: not a sealed exam file"), path);
		goto out;
	}
	head_len = (size_t)(strchr(line + 1, '\n') + 1 - text);
	box = malloc(len);
	if (box == NULL ||
	    sodium_base642bin(box, len, text + head_len, len - head_len,
			      "\n", &box_len, NULL,
			      sodium_base64_VARIANT_ORIGINAL) != 0 ||
	    box_len < ABYTES) {
		error_set(err, _("%s: not a sealed exam file"), path);
		goto out;
	}
	yaml = malloc(box_len);
	if (yaml == NULL || !derive(code, code_len, salt, ops, mem, key, err))
		goto out;
	if (crypto_aead_xchacha20poly1305_ietf_decrypt(
		    yaml, &yaml_len, NULL, box, box_len,
		    (const unsigned char *)text, head_len, nonce, key) != 0) {
		sodium_memzero(key, sizeof key);
		error_set(err, _("%s: a wrong exam code, or the file was"
				  " changed since it was sealed"), path);
		goto out;
	}
	sodium_memzero(key, sizeof key);
	snprintf(dir, sizeof dir, "%s/crupier-exam-XXXXXX",
		 tmp != NULL && tmp[0] == '/' ? tmp : "/tmp");
	if (mkdtemp(dir) == NULL) {
		error_set(err, "%s: %s", dir, strerror(errno));
		goto out;
	}
	snprintf(plain, size, "%s/exam.yaml", dir);
	ok = atomic_write(plain, yaml, (size_t)yaml_len, 0600, &why);
	if (!ok) {
		error_set(err, _("cannot write %s: %s"), plain, why.message);
		rmdir(dir);
		plain[0] = '\0';
	}
	sodium_memzero(yaml, (size_t)yaml_len);
out:
	free(text);
	free(box);
	free(yaml);
	return ok;
}

void exam_file_close(const char *plain)
{
	char dir[4096];
	char *slash;

	if (plain == NULL || plain[0] == '\0')
		return;
	unlink(plain);
	snprintf(dir, sizeof dir, "%s", plain);
	slash = strrchr(dir, '/');
	if (slash != NULL) {
		*slash = '\0';
		rmdir(dir);
	}
}
