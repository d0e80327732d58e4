#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# spanish.sh: with LANGUAGE=es the program really speaks Spanish (the
# catalog is found from the build tree) and English without it.
. "$top_srcdir/tests/lib.sh"

LANGUAGE=es expect_contains help-es "Uso: crupier ORDEN" "$CRUPIER" --help
LANGUAGE=es expect_contains coup-es "¡No va más!" "$CRUPIER" coup --cards "9H 2S KD 3C"
LANGUAGE=es expect_contains error-es "orden desconocida" "$CRUPIER" bogus
expect_contains help-en "Usage: crupier COMMAND" "$CRUPIER" --help
finish
