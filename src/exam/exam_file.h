/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_file.h: exam scenarios distributed sealed, so that a trainee who
 * holds the file cannot read its coups (and so its answer key) without
 * the exam code.
 *
 * A sealed exam file is text:
 *   # crupier sealed exam: its coups and answers need the exam code.
 *   # id: iplyc-exam-traditional
 *   # title (es): ...                     (control characters blanked)
 *   # title (en): ...
 *   crupier-exam 1 argon2id13 OPS MEM SALT NONCE
 *   BASE64...                             (76 characters a line)
 * The header (every line up to and including the "crupier-exam" one) is
 * readable, so a supervisor sees which exam a file is; the scenario's
 * YAML, whole, is encrypted with XChaCha20-Poly1305 (libsodium's
 * crypto_aead_xchacha20poly1305_ietf) under a key derived from the exam
 * code with Argon2id (the random SALT, the costs OPS and MEM written in
 * the file, within the same floor and ceiling as a seal's), the header
 * as associated data: a changed byte anywhere, the header included, or
 * a wrong code is refused.
 *
 * To be played or judged, a sealed file is decrypted into a private
 * temporary directory (0700, the file 0600), loaded like any scenario,
 * and removed (exam_file_close) as soon as the caller has read it; its
 * attempts are those of the plain file (the same SHA-256). */
#ifndef EXAM_EXAM_FILE_H
#define EXAM_EXAM_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "scenario/scenario.h"
#include "store/store.h"

#define EXAM_FILE_MAGIC "# crupier sealed exam"

/* Whether path is a sealed exam file (by its first line). */
bool exam_file_is_sealed(const char *path);

/* Seals the scenario file in (loaded as sc, for the header) with code
 * into out (written atomically, 0600).  False with *err. */
bool exam_file_seal(const char *in, const struct scenario *sc,
		    const char *code, size_t code_len, const char *out,
		    struct error *err);

/* Decrypts the sealed file path with code into a private temporary
 * file, whose path goes to plain (at least 4096 bytes).  False with *err
 * (a wrong code or a changed file, said so). */
bool exam_file_open(const char *path, const char *code, size_t code_len,
		    char *plain, size_t size, struct error *err);
/* Removes the temporary file and its directory. */
void exam_file_close(const char *plain);

#endif
