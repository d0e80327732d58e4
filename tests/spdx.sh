#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# spdx.sh: every source file (*.c, *.h, *.sh, *.am under src/, tests/ and
# mk/ and bench/, and Makefile.am) names its licence, GPL-3.0-or-later, in an SPDX
# line among its first lines.  build-aux/spdx-add adds the missing ones.
. "$top_srcdir/tests/lib.sh"

if "$top_srcdir/build-aux/spdx-add" --check "$top_srcdir"; then
	echo "ok every source file carries SPDX-License-Identifier: GPL-3.0-or-later"
else
	failures=$((failures + 1))
fi
finish
