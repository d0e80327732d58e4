#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# table_server_down.sh: a drill with the results going to a server that
# cannot be reached.  The drill goes on, the trainee is
# told once, in his language, that the server cannot be reached and the
# results are kept here; every action is in the local database (the
# outbox, $CRUPIER_OUTBOX), and `crupier results sync` says what is left
# and fails while the server is away.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"
command -v sqlite3 >/dev/null 2>&1 || { echo "sqlite3 shell not found: skipped"; exit 77; }

LANGUAGE=es
CRUPIER_DB="postgresql:///crupier?host=$tmp/nowhere"; export CRUPIER_DB
CRUPIER_OUTBOX="$tmp/outbox.db"; export CRUPIER_OUTBOX
mkdir "$tmp/nowhere"
e2e_start "$lib/iplyc-dealing-order.yaml"
e2e_wait instructions "Pulse Enter para empezar." || finish
e2e_keys Enter
e2e_wait_gone started "Pulse Enter para empezar."
play_key "$lib/iplyc-dealing-order.yaml" 1 1
e2e_wait told "No se puede llegar al servidor de resultados"
play_key "$lib/iplyc-dealing-order.yaml" 2 2
if e2e_screen | grep -qF "No se puede llegar al servidor"; then
	fail told-once "the notice is shown again after the next action:"
	e2e_screen | sed 's/^/  | /'
else
	pass told-once
fi
play_key "$lib/iplyc-dealing-order.yaml" 3 '$'
e2e_keys q
e2e_wait finished "Terminado: "
e2e_keys q
e2e_wait_exit leaves-with-0 0
n=$(judge_key "$lib/iplyc-dealing-order.yaml" | wc -l)
if [ "$(sqlite3 "$CRUPIER_OUTBOX" 'SELECT count(*) FROM actions' 2>&1)" = "$n" ]; then
	pass all-kept-locally
else
	fail all-kept-locally "$(sqlite3 "$CRUPIER_OUTBOX" 'SELECT count(*) FROM actions' 2>&1) of $n"
fi
expect_contains sync-left "Falta enviar: 1 intento ($n acciones)" env LANGUAGE=es LC_ALL=C.UTF-8 \
	"$CRUPIER" results sync
if "$CRUPIER" results sync >/dev/null 2>&1; then
	fail sync-fails-while-away "exit 0 with the server away"
else
	pass sync-fails-while-away
fi
finish
