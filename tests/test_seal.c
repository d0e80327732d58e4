/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_seal.c: sealed result files: a sealed file verifies with its code
 * and gives back the result; one byte changed anywhere (in the result,
 * the parameters, the salt, the MAC, the newlines), added or removed, and
 * a wrong code are all rejected; the write leaves no temporary file; an
 * unwritable directory or a file-size limit (a full disk) is a clear
 * error that leaves nothing behind; the scenario file's SHA-256. */
#include "config.h"

#include <dirent.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cmocka.h>

#include "exam/seal.h"

static const char code[] = "tres tristes tigres";
static char dir[256];

static int setup(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/crupier-seal-XXXXXX");
	return mkdtemp(dir) != NULL ? 0 : -1;
}

static int teardown(void **state)
{
	char cmd[300];

	(void)state;
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static json_t *result(void)
{
	json_t *r = json_object(), *acts = json_array(), *a = json_object();

	json_object_set_new(r, "format", json_string("crupier-result"));
	json_object_set_new(r, "trainee", json_string("Ana Pérez, \"Tita\""));
	json_object_set_new(r, "scenario", json_string("iplyc-exam-x"));
	json_object_set_new(r, "started", json_string("2026-03-01T09:30:00Z"));
	json_object_set_new(r, "score", json_real(87.5));
	json_object_set_new(a, "expected", json_string("pay"));
	json_object_set_new(a, "right", json_false());
	json_array_append_new(acts, a);
	json_object_set_new(r, "actions", acts);
	return r;
}

static void write_one(char *path, size_t size)
{
	char mac[SEAL_MAC_HEX];
	struct error err;
	json_t *r = result();

	if (!seal_write(dir, code, strlen(code), r, path, size, mac, &err))
		fail_msg("%s", err.message);
	json_decref(r);
	assert_int_equal(strlen(mac), 64);
	mac[8] = '\0';
	assert_non_null(strstr(path, mac));
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = malloc(1 << 20);

	assert_non_null(f);
	assert_non_null(buf);
	*len = fread(buf, 1, 1 << 20, f);
	fclose(f);
	return buf;
}

static void spit(const char *path, const char *buf, size_t len)
{
	FILE *f = fopen(path, "wb");

	assert_non_null(f);
	assert_int_equal(fwrite(buf, 1, len, f), len);
	fclose(f);
}

static enum seal_status verify(const char *path, const char *with)
{
	struct error err;

	return seal_verify(path, with, strlen(with), NULL, NULL, &err);
}

static void seal__valid_file__verifies_and_gives_the_result(void **state)
{
	char path[4096], mac[SEAL_MAC_HEX];
	struct error err;
	json_t *got = NULL, *want = result();

	(void)state;
	write_one(path, sizeof path);
	assert_int_equal(seal_verify(path, code, strlen(code), &got, mac,
				     &err), SEAL_OK);
	assert_true(json_equal(got, want));
	assert_non_null(strstr(path, "Ana-P-rez-Tita"));
	json_decref(got);
	json_decref(want);
}

static void seal__any_byte_changed__rejected(void **state)
{
	char path[4096], edited[4200];
	size_t len, nl;
	char *orig, *buf;
	/* Offsets from the start, and from the end (negative). */
	const long at[] = { 0, 1, 10, 40, 80, -1, -2, -10, -64, -65, -100,
			    -130, -180, -200 };

	(void)state;
	write_one(path, sizeof path);
	orig = slurp(path, &len);
	nl = (size_t)((char *)memchr(orig, '\n', len) - orig);
	buf = malloc(len + 2);
	assert_non_null(buf);
	snprintf(edited, sizeof edited, "%s/edited", dir);
	for (size_t i = 0; i < sizeof at / sizeof at[0]; i++) {
		size_t pos = at[i] >= 0 ? (size_t)at[i] : len - (size_t)-at[i];

		memcpy(buf, orig, len);
		buf[pos] ^= 0x01;
		spit(edited, buf, len);
		assert_int_not_equal(verify(edited, code), SEAL_OK);
	}
	/* The newline between the lines, and each line's last byte. */
	for (size_t pos = nl - 1; pos <= nl + 1; pos++) {
		memcpy(buf, orig, len);
		buf[pos] = buf[pos] == ' ' ? '\t' : ' ';
		spit(edited, buf, len);
		assert_int_not_equal(verify(edited, code), SEAL_OK);
	}
	/* An edit in the result: the code is right, the bytes are not. */
	memcpy(buf, orig, len);
	buf[nl / 2] ^= 0x02;
	spit(edited, buf, len);
	assert_int_equal(verify(edited, code), SEAL_EDITED);
	/* A byte added at the end, and the last one removed. */
	memcpy(buf, orig, len);
	buf[len] = '\n';
	spit(edited, buf, len + 1);
	assert_int_not_equal(verify(edited, code), SEAL_OK);
	spit(edited, orig, len - 1);
	assert_int_not_equal(verify(edited, code), SEAL_OK);
	/* The MAC in capitals decodes to the same bytes: still refused. */
	memcpy(buf, orig, len);
	for (size_t k = len - 65; k < len - 1; k++)
		if (buf[k] >= 'a' && buf[k] <= 'f')
			buf[k] = (char)(buf[k] - 'a' + 'A');
	spit(edited, buf, len);
	assert_int_not_equal(verify(edited, code), SEAL_OK);
	/* The untouched copy still verifies. */
	spit(edited, orig, len);
	assert_int_equal(verify(edited, code), SEAL_OK);
	free(buf);
	free(orig);
}

static void seal__wrong_code__rejected(void **state)
{
	char path[4096];

	(void)state;
	write_one(path, sizeof path);
	assert_int_equal(verify(path, "tres tristes tigre"), SEAL_WRONG_CODE);
	assert_int_equal(verify(path, "Tres tristes tigres"), SEAL_WRONG_CODE);
	assert_int_equal(verify(path, code), SEAL_OK);
}

static void seal__not_a_sealed_file__malformed(void **state)
{
	static const char greedy[] =
		"{}\ncrupier-seal 1 argon2id13 2 4294967296 "
		"00000000000000000000000000000000 "
		"0000000000000000000000000000000000000000000000000000000000000000 "
		"0000000000000000000000000000000000000000000000000000000000000000\n";
	char path[300];

	(void)state;
	snprintf(path, sizeof path, "%s/x.result", dir);
	spit(path, "{}\n", 3);
	assert_int_equal(verify(path, code), SEAL_MALFORMED);
	spit(path, "", 0);
	assert_int_equal(verify(path, code), SEAL_MALFORMED);
	/* A crafted file asking for gigabytes of memory is refused unread. */
	spit(path, greedy, strlen(greedy));
	assert_int_equal(verify(path, code), SEAL_MALFORMED);
	snprintf(path, sizeof path, "%s/missing.result", dir);
	assert_int_equal(verify(path, code), SEAL_IO);
}

/* A seal stating Argon2id costs under the floor is refused, with the
 * costs named, before any key is derived. */
static void seal__costs_under_the_floor__refused(void **state)
{
	char path[4096], *buf, *p, weak[64];
	size_t len;

	(void)state;
	write_one(path, sizeof path);
	buf = slurp(path, &len);
	buf[len] = '\0';
	snprintf(weak, sizeof weak, " %llu %zu ",
		 (unsigned long long)crypto_pwhash_OPSLIMIT_INTERACTIVE,
		 (size_t)crypto_pwhash_MEMLIMIT_INTERACTIVE);
	p = strstr(buf, weak);
	assert_non_null(p);
	/* Same length: "1 8192" padded is not canonical, so rebuild. */
	{
		char out[1 << 16];
		struct error err;

		snprintf(out, sizeof out, "%.*s 1 8192 %s", (int)(p - buf),
			 buf, p + strlen(weak));
		spit(path, out, strlen(out));
		assert_int_equal(seal_verify(path, code, strlen(code), NULL,
					     NULL, &err), SEAL_WEAK);
		assert_non_null(strstr(err.message, "below the floor"));
	}
	free(buf);
}

/* Only the sealed file in the directory: no temporary left over. */
static int files_in(const char *d)
{
	DIR *dd = opendir(d);
	struct dirent *e;
	int n = 0;

	assert_non_null(dd);
	while ((e = readdir(dd)) != NULL)
		if (e->d_name[0] != '.')
			n++;
	closedir(dd);
	return n;
}

static void seal__write__is_atomic_leaving_no_temporary(void **state)
{
	char path[4096];

	(void)state;
	write_one(path, sizeof path);
	assert_int_equal(files_in(dir), 1);
	assert_int_equal(access(path, R_OK), 0);
}

static void seal__unwritable_directory__clear_error(void **state)
{
	char path[4096], mac[SEAL_MAC_HEX], notdir[300];
	struct error err;
	json_t *r = result();

	(void)state;
	/* A "directory" that is a file fails even for root. */
	snprintf(notdir, sizeof notdir, "%s/file", dir);
	spit(notdir, "x", 1);
	assert_false(seal_write(notdir, code, strlen(code), r, path,
				sizeof path, mac, &err));
	assert_non_null(strstr(err.message, "cannot write the sealed result"));
	assert_non_null(strstr(err.message, notdir));
	json_decref(r);
	assert_int_equal(files_in(dir), 1);
}

static void seal__full_disk__clear_error_and_nothing_left(void **state)
{
	char path[4096], mac[SEAL_MAC_HEX];
	struct error err;
	struct rlimit old, tiny;
	json_t *r = result();
	json_t *acts = json_object_get(r, "actions");
	bool ok;

	(void)state;
	/* A result larger than the limit: the write hits EFBIG, as it would
	 * hit ENOSPC on a full disk. */
	for (int i = 0; i < 400; i++)
		json_array_append_new(acts, json_string("payment of a bet"));
	assert_int_equal(getrlimit(RLIMIT_FSIZE, &old), 0);
	tiny = old;
	tiny.rlim_cur = 2048;
	signal(SIGXFSZ, SIG_IGN);
	assert_int_equal(setrlimit(RLIMIT_FSIZE, &tiny), 0);
	ok = seal_write(dir, code, strlen(code), r, path, sizeof path, mac,
			&err);
	setrlimit(RLIMIT_FSIZE, &old);
	json_decref(r);
	assert_false(ok);
	assert_non_null(strstr(err.message, "cannot write the sealed result"));
	assert_int_equal(files_in(dir), 0);
}

static void seal__sha256__of_a_file(void **state)
{
	char path[300], hex[STORE_SHA256_HEX];
	struct error err;

	(void)state;
	snprintf(path, sizeof path, "%s/abc", dir);
	spit(path, "abc", 3);
	assert_true(seal_sha256_file(path, hex, &err));
	assert_string_equal(hex, "ba7816bf8f01cfea414140de5dae2223"
				 "b00361a396177a9cb410ff61f20015ad");
	snprintf(path, sizeof path, "%s/none", dir);
	assert_false(seal_sha256_file(path, hex, &err));
}

static void seal__code_file__first_line_without_newline(void **state)
{
	char path[300], got[SEAL_CODE_MAX];
	struct error err;

	(void)state;
	snprintf(path, sizeof path, "%s/code", dir);
	spit(path, "tres tristes tigres\r\nsecond\n", 28);
	assert_true(seal_read_code(path, got, sizeof got, &err));
	assert_string_equal(got, code);
	spit(path, "\n", 1);
	assert_false(seal_read_code(path, got, sizeof got, &err));
}

int main(void)
{
#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)
	const struct CMUnitTest tests[] = {
		T(seal__valid_file__verifies_and_gives_the_result),
		T(seal__any_byte_changed__rejected),
		T(seal__wrong_code__rejected),
		T(seal__not_a_sealed_file__malformed),
		T(seal__costs_under_the_floor__refused),
		T(seal__write__is_atomic_leaving_no_temporary),
		T(seal__unwritable_directory__clear_error),
		T(seal__full_disk__clear_error_and_nothing_left),
		T(seal__sha256__of_a_file),
		T(seal__code_file__first_line_without_newline),
	};
#undef T

	return cmocka_run_group_tests(tests, NULL, NULL);
}
