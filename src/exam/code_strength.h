/* SPDX-License-Identifier: GPL-3.0-or-later */
/* code_strength.h: how strong an exam code is, and new strong codes.
 *
 * A sealed result (seal.h) is only as safe as its exam code: the trainee
 * holds his own file, so he can try codes against it offline, each try
 * costing one Argon2id derivation (about 0.1 s on one core).  A code
 * must therefore be worth at least CODE_MIN_BITS bits of guessing, the
 * strength of four words drawn at random from a list of 8192
 * (data/words/es.txt and en.txt: 4 x 13 = 52 bits, about 2^51 tries on
 * average, millions of core-years).
 *
 * The estimate is deliberately plain and pessimistic: the code is cut
 * into pieces at spaces and - _ . , (which count nothing); a piece of
 * letters only counts as a word of a list of 8192 (13 bits) at most, or
 * less when short (4.7 bits a letter); any other piece counts
 * log2(alphabet) bits a character for the kinds of character it uses
 * (digits 10, lower and upper case 26 each, others 33), but a character
 * that repeats or continues a run of the one before it ("1111", "1234",
 * "abcd") counts 1 bit.  So "1234" is 6 bits, "clave" 13, four random
 * words 52, ten random letters and digits 59. */
#ifndef EXAM_CODE_STRENGTH_H
#define EXAM_CODE_STRENGTH_H

#include <stdbool.h>
#include <stddef.h>

#include "store/store.h"

#define CODE_MIN_BITS 50
#define CODE_WORD_BITS 13.0             /* a word of a list of 8192 */
#define CODE_WORDS 4                    /* new codes: 4 x 13 = 52 bits */
#define CODE_LIST_WORDS 8192

/* The estimated strength of code, in bits. */
double code_strength_bits(const char *code);
/* Whether code is strong enough; if not, why (translated) in why. */
bool code_strength_check(const char *code, char *why, size_t size);

/* A new code of n words (n >= CODE_WORDS) drawn uniformly (libsodium's
 * randombytes_uniform) from the word list at path (one word a line,
 * exactly CODE_LIST_WORDS of them, '#' lines skipped), separated by
 * spaces, into out; its strength into *bits.  False with *err (the file
 * unreadable or not such a list, out too small). */
bool code_generate(const char *path, int n, char *out, size_t size,
		   double *bits, struct error *err);
/* Wipes a code from memory (the compiler may not leave it out). */
void code_wipe(char *code, size_t size);

#endif
