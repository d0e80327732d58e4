/* SPDX-License-Identifier: GPL-3.0-or-later */
/* seal.h: sealed result files: an exam's result that nobody without the
 * exam code can change unnoticed.
 *
 * A sealed file is two lines:
 *   1. the result (store_result.h) as compact JSON, exactly these bytes;
 *   2. "crupier-seal 1 argon2id13 OPS MEM SALT CHECK MAC", hex lowercase.
 * The key is derived from the exam code the supervisor types with
 * libsodium's crypto_pwhash (Argon2id, the random SALT and the OPS and MEM
 * limits written in the file); MAC is HMAC-SHA256 (crypto_auth_hmacsha256)
 * under that key of everything before it: line 1, its newline and line 2
 * up to the space before MAC.  CHECK is the HMAC of a fixed text under the
 * same key: it tells a wrong code from an edited file.  So any byte
 * changed, added or removed anywhere makes the file invalid.
 *
 * The limits: libsodium's "interactive" ones (OPSLIMIT_INTERACTIVE,
 * MEMLIMIT_INTERACTIVE: 64 MiB, a fraction of a second), the baseline it
 * recommends for a secret typed by a person, which keeps thirty exams
 * finishing at once on one server cheap.  They make guessing the code from
 * a result file slow, not impossible: use a long exam code (several
 * words), not a short number.  A file asking for more than the "moderate"
 * limits is refused unread, so that a crafted file cannot exhaust memory;
 * one asking for less than the "interactive" ones (SEAL_OPS_FLOOR,
 * SEAL_MEM_FLOOR: the costs stated in every seal) is refused too
 * (SEAL_WEAK), since a cheap seal is cheap to forge.
 *
 * Written atomically (atomic_file.h) into the results directory, named
 * SCENARIO_TRAINEE_STARTED_MAC8.result (the trainee's name reduced to
 * [A-Za-z0-9-]). */
#ifndef EXAM_SEAL_H
#define EXAM_SEAL_H

#include <stdbool.h>
#include <stddef.h>

#include <jansson.h>
#include <sodium.h>

#include "store/store.h"

#define SEAL_MAX_BYTES (16 * 1024 * 1024)
#define SEAL_MAC_HEX 65
#define SEAL_CODE_MAX 1024

enum seal_status {
	SEAL_OK,
	SEAL_IO,                /* cannot read the file */
	SEAL_MALFORMED,         /* not a sealed result */
	SEAL_WRONG_CODE,        /* sealed with another exam code */
	SEAL_EDITED,            /* the right code, but changed bytes */
	SEAL_WEAK,              /* Argon2id costs under the floor */
};

#define SEAL_OPS_FLOOR crypto_pwhash_OPSLIMIT_INTERACTIVE
#define SEAL_MEM_FLOOR crypto_pwhash_MEMLIMIT_INTERACTIVE

/* The SHA-256 of a file in hex (crypto_hash_sha256). */
bool seal_sha256_file(const char *path, char hex[STORE_SHA256_HEX],
		      struct error *err);

/* Seals result (store_result_json, not changed) with code into dir, as
 * one line of compact JSON (base/json_write.h): the file's path into
 * path_out, its MAC in hex into mac_hex.  False with *err (naming the
 * file and why: an unwritable directory, a full disk) otherwise;
 * nothing is left behind then. */
bool seal_write(const char *dir, const char *code, size_t code_len,
		json_t *result, char *path_out, size_t path_size,
		char mac_hex[SEAL_MAC_HEX], struct error *err);

/* Verifies path with code: SEAL_OK with *result (a new reference, NULL
 * allowed to skip it) and mac_hex (NULL allowed); otherwise *err says why
 * (without the file's name: the caller names it). */
enum seal_status seal_verify(const char *path, const char *code,
			     size_t code_len, json_t **result,
			     char mac_hex[SEAL_MAC_HEX],
			     struct error *err);

/* A statement id the same for the same attempt wherever it is exported
 * from (trainee, scenario file, start): a learning record store keeps a
 * statement sent twice once.  A UUID of version 8 (RFC 9562: custom),
 * from a BLAKE2b hash. */
void seal_statement_id(const struct store_attempt *a, char out[37]);

/* Reads an exam code from a file: its first line without the newline.
 * False (errno) when it cannot be read, or when it is empty. */
bool seal_read_code(const char *path, char *code, size_t size,
		    struct error *err);

#endif
