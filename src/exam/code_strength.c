/* SPDX-License-Identifier: GPL-3.0-or-later */
/* code_strength.c: the strength of exam codes, and new ones; see
 * code_strength.h. */
#include "config.h"

#include "exam/code_strength.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sodium.h>

#include "i18n.h"
#include "scenario/regular_file.h"
#include "store/store.h"

#define WORD_MAX 32

static bool is_separator(unsigned char c)
{
	return c == ' ' || c == '-' || c == '_' || c == '.' || c == ',' ||
	       c == '\t';
}

static bool is_letter(unsigned char c)
{
	/* A byte of a UTF-8 sequence counts as a letter: "ñandú". */
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
}

/* One piece between separators. */
static double piece_bits(const unsigned char *p, size_t n)
{
	bool letters = true, lower = false, upper = false, digit = false;
	bool other = false;
	size_t chars = 0;
	double per, bits = 0;
	int alphabet;

	for (size_t i = 0; i < n; i++) {
		unsigned char c = p[i];

		letters = letters && is_letter(c);
		lower = lower || (c >= 'a' && c <= 'z');
		upper = upper || (c >= 'A' && c <= 'Z');
		digit = digit || (c >= '0' && c <= '9');
		other = other || !((c >= 'a' && c <= 'z') ||
				   (c >= 'A' && c <= 'Z') ||
				   (c >= '0' && c <= '9'));
		if ((c & 0xc0) != 0x80)
			chars++;
	}
	if (letters) {
		bits = (double)chars * log2(26.0);
		return bits < CODE_WORD_BITS ? bits : CODE_WORD_BITS;
	}
	alphabet = (lower ? 26 : 0) + (upper ? 26 : 0) + (digit ? 10 : 0) +
		   (other ? 33 : 0);
	per = log2((double)alphabet);
	for (size_t i = 0; i < n; i++) {
		int d = i > 0 ? (int)p[i] - (int)p[i - 1] : 99;

		if ((p[i] & 0xc0) == 0x80)
			continue;
		/* A repeat or a run adds next to nothing. */
		bits += d >= -1 && d <= 1 ? 1.0 : per;
	}
	return bits;
}

double code_strength_bits(const char *code)
{
	const unsigned char *p = (const unsigned char *)code;
	double bits = 0;

	while (*p != '\0') {
		size_t n = 0;

		while (is_separator(*p))
			p++;
		while (p[n] != '\0' && !is_separator(p[n]))
			n++;
		if (n > 0)
			bits += piece_bits(p, n);
		p += n;
	}
	return bits;
}

bool code_strength_check(const char *code, char *why, size_t size)
{
	double bits = code_strength_bits(code);

	if (bits >= CODE_MIN_BITS)
		return true;
	snprintf(why, size,
		 _("the exam code is too weak: about %.0f bits, and at least"
		   " %d are needed, the strength of four words drawn at"
		   " random from a list (a trainee holds his sealed file and"
		   " can try codes against it: a 4-digit code falls in"
		   " minutes). 'crupier results new-code' prints a strong"
		   " one."), floor(bits), CODE_MIN_BITS);
	return false;
}

/* The list: exactly CODE_LIST_WORDS words of [a-z] (as
 * tools/make-wordlists.sh makes it). */
static char (*read_list(const char *path, struct error *err))[WORD_MAX]
{
	char (*words)[WORD_MAX] = calloc(CODE_LIST_WORDS, WORD_MAX);
	char line[256];
	const char *why;
	size_t n = 0;
	FILE *f;

	if (words == NULL) {
		error_set(err, "%s", strerror(ENOMEM));
		return NULL;
	}
	f = regular_file_fopen(path, &why);
	if (f == NULL) {
		error_set(err, "%s: %s", path, why);
		free(words);
		return NULL;
	}
	while (fgets(line, sizeof line, f) != NULL) {
		size_t len = strcspn(line, "\r\n");

		line[len] = '\0';
		if (len == 0 || line[0] == '#')
			continue;
		if (n == CODE_LIST_WORDS || len >= WORD_MAX ||
		    strspn(line, "abcdefghijklmnopqrstuvwxyz") != len) {
			n = 0;
			break;
		}
		memcpy(words[n++], line, len + 1);
	}
	fclose(f);
	if (n != CODE_LIST_WORDS) {
		error_set(err, _("%s: not a word list of %d words of"
				  " lower-case letters"), path,
			   CODE_LIST_WORDS);
		free(words);
		return NULL;
	}
	return words;
}

bool code_generate(const char *path, int n, char *out, size_t size,
		   double *bits, struct error *err)
{
	char (*words)[WORD_MAX];
	size_t len = 0;

	if (n < CODE_WORDS)
		n = CODE_WORDS;
	if (sodium_init() < 0) {
		error_set(err, "%s", _("cannot initialise libsodium"));
		return false;
	}
	words = read_list(path, err);
	if (words == NULL)
		return false;
	out[0] = '\0';
	for (int i = 0; i < n; i++) {
		const char *w = words[randombytes_uniform(CODE_LIST_WORDS)];
		int k = snprintf(out + len, size - len, "%s%s",
				 i > 0 ? " " : "", w);

		if (k < 0 || (size_t)k >= size - len) {
			sodium_memzero(out, size);
			free(words);
			error_set(err, "%s", _("the code does not fit"));
			return false;
		}
		len += (size_t)k;
	}
	free(words);
	*bits = n * log2((double)CODE_LIST_WORDS);
	return true;
}

void code_wipe(char *code, size_t size)
{
	sodium_memzero(code, size);
}
