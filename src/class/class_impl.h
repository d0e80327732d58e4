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

#endif
