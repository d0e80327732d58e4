/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_impl.h: what the class_*.c files share (not for their users). */
#ifndef CLASS_CLASS_IMPL_H
#define CLASS_CLASS_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "store/store.h"

bool class_oom(struct error *err);
/* Makes room for item n of an array of *cap items of size bytes. */
bool class_grow(void **items, size_t *cap, size_t n, size_t size,
		struct error *err);
/* The class's id, 0 when there is none of that name. */
bool class_id(struct store *st, const char *cls, int64_t *id,
	      struct error *err);
/* Adds or binds a member inside the caller's transaction; *added false
 * when he was there already (his login set when he had none). */
bool class_add_in(struct store *st, int64_t cls, const char *cls_name,
		  const char *trainee, const char *login, bool *added,
		  struct error *err);

#endif
