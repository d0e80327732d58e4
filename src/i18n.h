/* SPDX-License-Identifier: GPL-3.0-or-later */
/* i18n.h: the one place where _() and N_() are defined (calcurse style).
 * The engine never includes this: it stays free of gettext. */
#ifndef CRUPIER_I18N_H
#define CRUPIER_I18N_H

#include <libintl.h>
#include <locale.h>

#define _(s) gettext(s)
#ifndef N_
#define N_(s) s
#endif

#endif
