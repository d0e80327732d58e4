#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# uninstalled.sh: the program run from its build directory -- in the
# source tree, out of it, in distcheck -- finds its rules profiles,
# scenarios and Spanish catalog with no CRUPIER_DATADIR or
# CRUPIER_LOCALEDIR, from any working directory (src/base/paths.c reads the
# build tree's marker, crupier-build-tree, beside the program).
. "$top_srcdir/tests/lib.sh"

unset CRUPIER_DATADIR CRUPIER_LOCALEDIR
# An installed copy of the data would let the program pass by reading it
# instead of the tree's: the result would prove nothing.
if [ -n "${pkgdatadir:-}" ] && [ -d "$pkgdatadir/rules" ]; then
	echo "skip: $pkgdatadir/rules is installed; cannot tell the tree's data from it"
	exit 77
fi
[ -f "$top_builddir/crupier-build-tree" ] ||
	{ echo "FAIL marker: $top_builddir/crupier-build-tree was not written"; exit 1; }
if [ "$(cd "$top_srcdir" && pwd -P)" = "$(cd "$top_builddir" && pwd -P)" ]; then
	echo "# build in the source tree"
else
	echo "# build out of the source tree"
fi

cd "$tmp" || exit 99
golden coup-punto-natural 0 "$CRUPIER" coup --cards "8H 5D KS KC 5S"
expect_contains uninstalled-profile "[LNSE-MIDI art.8.3]" \
	"$CRUPIER" coup --rules lnse-midi --cards "2H 3D KS 7C"
expect_contains uninstalled-scenario "voluntad.yaml: valid" \
	"$CRUPIER" check "$top_srcdir/scenarios/iplyc-lesson-3-punto-voluntad.yaml"
LANGUAGE=es expect_contains uninstalled-catalog "¡No va más!" \
	"$CRUPIER" coup --cards "9H 2S KD 3C"
finish
