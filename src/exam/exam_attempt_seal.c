/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_attempt_seal.c: an exam attempt's result sealed into the results
 * directory, and those closed but never sealed sealed late; see
 * exam_attempt.h.  Moved from exam_batch.c: the trainer's screen seals
 * the same way. */
#include "config.h"

#include "exam/exam_attempt.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>
#include <sodium.h>

#include "i18n.h"
#include "base/config_file.h"
#include "exam/seal.h"
#include "store/store_result.h"

bool exam_seal(struct store *st, int64_t attempt, const char *dir,
	       const char *code, size_t code_len, char *path, size_t size,
	       struct error *err)
{
	char mac[SEAL_MAC_HEX];
	json_t *result;
	bool ok;

	result = store_result_json(st, attempt, err);
	if (result == NULL)
		return false;
	if (!config_make_dirs(dir)) {
		snprintf(err->message, sizeof err->message,
			 _("cannot create the results directory %s: %s"), dir,
			 strerror(errno));
		json_decref(result);
		return false;
	}
	ok = seal_write(dir, code, code_len, result, path, size, mac, err) &&
	     store_set_sealed(st, attempt, path, mac, err);
	json_decref(result);
	return ok;
}

bool exam_seal_pending(struct store *st, const char *trainee,
		       const char *dir, const char *code, size_t code_len,
		       char *msg, size_t size)
{
	struct store_exam_info info;
	struct error err;
	char path[STORE_PATH_MAX];
	int64_t *ids = NULL;
	size_t n, len = 0;
	bool ok = true;

	msg[0] = '\0';
	if (!store_exam_unsealed(st, trainee, &ids, &n, &err)) {
		snprintf(msg, size, "%s", err.message);
		return false;
	}
	for (size_t i = 0; i < n && len < size; i++) {
		int w;

		if (store_exam_info(st, ids[i], &info, &err) &&
		    info.code_hash[0] != '\0' &&
		    crypto_pwhash_str_verify(info.code_hash, code,
					     code_len) != 0) {
			w = snprintf(msg + len, size - len,
				     _("Attempt %" PRId64 " is closed but not"
				       " sealed, and was started with another"
				       " exam code: seal it with 'crupier"
				       " results seal %" PRId64 "' and that"
				       " code.\n"), ids[i], ids[i]);
			ok = false;
		} else if (exam_seal(st, ids[i], dir, code, code_len, path,
				     sizeof path, &err)) {
			w = snprintf(msg + len, size - len,
				     _("Attempt %" PRId64 " was closed but not"
				       " sealed yet: it is sealed now in"
				       " %s\n"), ids[i],
				     path);
		} else {
			w = snprintf(msg + len, size - len,
				     _("Attempt %" PRId64 " is closed but"
				       " could not be sealed: %s\n"), ids[i],
				     err.message);
			ok = false;
		}
		if (w < 0)
			break;
		len += (size_t)w;
	}
	free(ids);
	return ok;
}

bool exam_attempt_release(struct store *st, int64_t attempt,
			  const char *code, size_t code_len, bool *done,
			  struct error *err)
{
	struct store_exam_info info;
	struct store_attempt a;
	bool found;

	*done = false;
	if (!store_get(st, attempt, &a, &found, err))
		return false;
	if (!found) {
		error_set(err, _("no attempt %" PRId64), attempt);
		return false;
	}
	if (a.state == STORE_IN_PROGRESS) {
		error_set(err, _("attempt %" PRId64 " is in progress: it is"
				 " released once it is closed"), attempt);
		return false;
	}
	if (!store_exam_info(st, attempt, &info, err))
		return false;
	if (info.code_hash[0] != '\0' &&
	    crypto_pwhash_str_verify(info.code_hash, code, code_len) != 0) {
		error_set(err, _("attempt %" PRId64 " was started with another"
				 " exam code: it is released only with that"
				 " one"), attempt);
		return false;
	}
	return store_exam_release(st, attempt, done, err);
}
