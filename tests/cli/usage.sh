#!/bin/sh
# usage.sh: GNU conventions of the program: --help and --version exit 0,
# an unknown command exits 2 with a hint.
. "$top_srcdir/tests/lib.sh"

golden usage-help 0 "$CRUPIER" --help
expect_contains usage-version "crupier 0" "$CRUPIER" --version
golden usage-unknown 2 "$CRUPIER" bogus
finish
