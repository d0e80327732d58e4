/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench_sync.c: many trainees writing at once.
 *
 *   bench_sync --server URI --offline URI --sqlite FILE --dir DIR
 *              [--trainees N] [--sites S] [--actions A]
 *
 * N processes (trainees) at S sites each record an attempt of A actions
 * of the traditional exam through the recorder, all released at once.
 * With a server each records into his own local database and pushes to
 * URI after every commit (outbox_db.h); the last site's trainees are
 * given the address of a server that is down (--offline) for the whole
 * run, and their outboxes are synced to the server afterwards.  Then the
 * same N write to one SQLite file (as processes on one machine over SSH
 * would).  Printed: actions per second, the median and 99th percentile
 * of an action's time (its commit, and its push when there is a server),
 * and what the server holds at the end (nothing lost, nothing twice).
 * Figures only: nothing is asserted. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <libpq-fe.h>
#include <sqlite3.h>

#include "record/recorder.h"
#include "scenario/scenario_load.h"
#include "server/outbox_db.h"
#include "session/session.h"
#include "store/store.h"

#define EXAM BENCH_SYNC_SCENARIO_DIR "/iplyc-exam-traditional.yaml"

static int64_t now_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

/* One trainee's attempt: started, `actions` correct actions, finished;
 * each action's time (commit and push) into us[]. */
static int record(struct store *st, struct outbox *ob,
		  const struct scenario *sc, const char *trainee, int actions,
		  int64_t *us)
{
	struct session *s = calloc(1, sizeof *s);
	struct recorder r;
	struct session_observer o;
	struct diag d;
	int done = 0;

	if (s == NULL || !session_init_scenario(s, sc, BENCH_SYNC_DATA_DIR,
						&d)) {
		free(s);
		return -1;
	}
	recorder_init(&r, st, ob, trainee, "bench", false);
	o = recorder_observer(&r);
	session_set_observer(s, &o);
	if (!o.started(o.ctx, s)) {
		fprintf(stderr, "%s: %s\n", trainee, r.err.message);
		done = -1;
		goto out;
	}
	for (; done < actions && !session_over(s); done++) {
		struct choice list[CHOICES_MAX];
		const struct choice *pick = NULL;
		struct game_action e;
		struct verdict v;
		size_t n;
		int64_t t0;

		if (session_choices(s, list, CHOICES_MAX, &n) != STATUS_OK ||
		    session_expected(s, &e) != STATUS_OK)
			break;
		for (size_t i = 0; i < n && pick == NULL; i++)
			if (choice_is(&list[i], &e))
				pick = &list[i];
		if (pick == NULL)
			break;
		session_mark(s, 0);
		t0 = now_us();
		if (session_act_choice(s, pick, e.amount, 500, &v) !=
		    STATUS_OK || session_record_failed(s))
			break;
		us[done] = now_us() - t0;
	}
	if (done < actions)
		fprintf(stderr, "%s: stopped after %d actions: %s\n", trainee,
			done, r.err.message);
	o.finished(o.ctx, s, true);
out:
	session_free(s);
	free(s);
	return done;
}

struct run {
	const char *name;
	int trainees, sites, actions;
	const char *server, *offline;   /* NULL: sqlite */
	const char *sqlite, *dir;
};

/* A child: waits for the start, records, writes its times to its file. */
static int child(const struct run *run, int i, int start_fd,
		 const struct scenario *sc)
{
	char path[4096], trainee[64], c;
	int site = i % run->sites;
	struct error err;
	struct outbox_db db;
	int64_t *us = calloc((size_t)run->actions, sizeof *us);
	const char *uri;
	FILE *f;
	int done;

	snprintf(trainee, sizeof trainee, "site %d trainee %d", site, i);
	if (run->server != NULL) {
		snprintf(path, sizeof path, "%s/outbox.%d.db", run->dir, i);
		setenv("CRUPIER_OUTBOX", path, 1);
		uri = site == run->sites - 1 ? run->offline : run->server;
	} else {
		uri = run->sqlite;
	}
	if (us == NULL || !outbox_db_open(uri, &db, NULL, NULL, &err)) {
		fprintf(stderr, "trainee %d: %s\n", i, us ? err.message : "");
		return 1;
	}
	if (read(start_fd, &c, 1) < 0)
		return 1;
	done = record(db.st, db.ob, sc, trainee, run->actions, us);
	outbox_db_close(&db);
	snprintf(path, sizeof path, "%s/times.%d", run->dir, i);
	f = fopen(path, "wb");
	if (f == NULL || done < 0)
		return 1;
	fwrite(us, sizeof *us, (size_t)done, f);
	fclose(f);
	free(us);
	return 0;
}

static int cmp64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;

	return (x > y) - (x < y);
}

/* Reads the times of trainees whose site is online (or offline). */
static void report(const struct run *run, bool offline, double secs)
{
	int64_t *all = malloc((size_t)run->trainees * (size_t)run->actions *
			      sizeof *all);
	size_t n = 0;
	char path[4096];

	if (all == NULL)
		return;
	for (int i = 0; i < run->trainees; i++) {
		bool off = run->server != NULL &&
			   i % run->sites == run->sites - 1;
		FILE *f;
		size_t got;

		if (off != offline)
			continue;
		snprintf(path, sizeof path, "%s/times.%d", run->dir, i);
		f = fopen(path, "rb");
		if (f == NULL)
			continue;
		got = fread(all + n, sizeof *all, (size_t)run->actions, f);
		n += got;
		fclose(f);
	}
	qsort(all, n, sizeof *all, cmp64);
	if (n > 0 && offline)
		printf("  %-30s %8zu actions %19s  median %7.2f ms"
		       "  p99 %7.2f ms\n", "  (site offline: local only)",
		       n, "", (double)all[n / 2] / 1000.0,
		       (double)all[(n * 99) / 100] / 1000.0);
	else if (n > 0) {
		printf("  %-30s %8zu actions %9.0f actions/s  median %7.2f ms"
		       "  p99 %7.2f ms\n", run->name, n, (double)n / secs,
		       (double)all[n / 2] / 1000.0,
		       (double)all[(n * 99) / 100] / 1000.0);
		/* For bench/run's summary table. */
		printf("figure: %d trainees, %s, actions per second = %.0f /s\n",
		       run->trainees, run->name, (double)n / secs);
		printf("figure: %d trainees, %s, median action = %.2f ms\n",
		       run->trainees, run->name, (double)all[n / 2] / 1000.0);
		printf("figure: %d trainees, %s, p99 action = %.2f ms\n",
		       run->trainees, run->name,
		       (double)all[(n * 99) / 100] / 1000.0);
	}
	free(all);
}

static int run_all(const struct run *run, const struct scenario *sc)
{
	int fds[2];
	int64_t t0;
	int bad = 0;

	if (pipe(fds) != 0)
		return -1;
	for (int i = 0; i < run->trainees; i++) {
		pid_t pid = fork();

		if (pid == 0) {
			close(fds[1]);
			_exit(child(run, i, fds[0], sc));
		}
		if (pid < 0)
			return -1;
	}
	close(fds[0]);
	/* Let every child open its databases, then start them at once:
	 * closing the pipe wakes them all. */
	sleep(2);
	t0 = now_us();
	close(fds[1]);
	for (int i = 0; i < run->trainees; i++) {
		int status;

		if (wait(&status) < 0 || !WIFEXITED(status) ||
		    WEXITSTATUS(status) != 0)
			bad++;
	}
	if (bad > 0)
		printf("  %d trainees failed\n", bad);
	report(run, false, (double)(now_us() - t0) / 1e6);
	if (run->server != NULL)
		report(run, true, 1.0);
	return bad;
}

static long long server_count(PGconn *c, const char *sql)
{
	PGresult *r = PQexec(c, sql);
	long long n = -1;

	if (PQresultStatus(r) == PGRES_TUPLES_OK && PQntuples(r) == 1)
		n = atoll(PQgetvalue(r, 0, 0));
	PQclear(r);
	return n;
}

static void server_figures(const char *uri, const char *when)
{
	PGconn *c = PQconnectdb(uri);

	if (PQstatus(c) != CONNECTION_OK) {
		printf("  server: %s", PQerrorMessage(c));
		PQfinish(c);
		return;
	}
	printf("  on the server %s: %lld attempts, %lld actions, %lld"
	       " stored twice\n", when,
	       server_count(c, "SELECT count(*) FROM attempts"),
	       server_count(c, "SELECT count(*) FROM actions"),
	       server_count(c, "SELECT count(*) FROM (SELECT attempt, idx"
			    " FROM actions GROUP BY 1, 2 HAVING count(*) > 1)"
			    " d"));
	PQfinish(c);
}

static void sqlite_figures(const char *path)
{
	sqlite3 *db;
	sqlite3_stmt *q;

	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) ==
	    SQLITE_OK &&
	    sqlite3_prepare_v2(db, "SELECT (SELECT count(*) FROM attempts),"
			       " (SELECT count(*) FROM actions)", -1, &q,
			       NULL) == SQLITE_OK) {
		if (sqlite3_step(q) == SQLITE_ROW)
			printf("  in the SQLite file: %lld attempts, %lld"
			       " actions\n",
			       (long long)sqlite3_column_int64(q, 0),
			       (long long)sqlite3_column_int64(q, 1));
		sqlite3_finalize(q);
	}
	sqlite3_close(db);
}

/* The offline site's outboxes pushed to the server, one after the
 * other, as `crupier results sync` on each terminal. */
static void sync_offline(const struct run *run)
{
	struct outbox_tally pushed = { 0, 0 };
	struct error err;
	char path[4096];
	int64_t t0 = now_us();

	for (int i = run->sites - 1; i < run->trainees; i += run->sites) {
		struct outbox_db db;

		snprintf(path, sizeof path, "%s/outbox.%d.db", run->dir, i);
		setenv("CRUPIER_OUTBOX", path, 1);
		if (!outbox_db_open(run->server, &db, NULL, NULL, &err)) {
			printf("  sync %d: %s\n", i, err.message);
			continue;
		}
		pushed.attempts += db.pushed.attempts;
		pushed.actions += db.pushed.actions;
		outbox_db_close(&db);
	}
	printf("  offline site synced: %zu attempts, %zu actions in %.2f s\n",
	       pushed.attempts, pushed.actions,
	       (double)(now_us() - t0) / 1e6);
}

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "server", required_argument, NULL, 's' },
		{ "offline", required_argument, NULL, 'o' },
		{ "sqlite", required_argument, NULL, 'q' },
		{ "dir", required_argument, NULL, 'd' },
		{ "trainees", required_argument, NULL, 'n' },
		{ "sites", required_argument, NULL, 'S' },
		{ "actions", required_argument, NULL, 'a' },
		{ NULL, 0, NULL, 0 },
	};
	struct run run = { "", 200, 5, 20, NULL, NULL, NULL, NULL };
	struct diag_list errs;
	struct scenario *sc = calloc(1, sizeof *sc);
	const char *server = NULL;
	int opt;

	while ((opt = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		switch (opt) {
		case 's': server = optarg; break;
		case 'o': run.offline = optarg; break;
		case 'q': run.sqlite = optarg; break;
		case 'd': run.dir = optarg; break;
		case 'n': run.trainees = atoi(optarg); break;
		case 'S': run.sites = atoi(optarg); break;
		case 'a': run.actions = atoi(optarg); break;
		default: return 2;
		}
	}
	diag_list_init(&errs);
	if (sc == NULL || run.dir == NULL || run.sqlite == NULL ||
	    run.trainees < 1 || run.sites < 1 || run.actions < 1 ||
	    !scenario_load(EXAM, BENCH_SYNC_DATA_DIR "/rules", sc, &errs)) {
		fprintf(stderr, "bench_sync: bad arguments or scenario\n");
		return 2;
	}
	diag_list_free(&errs);
	printf("bench_sync: %d trainees at %d sites, %d actions each\n",
	       run.trainees, run.sites, run.actions);
	if (server != NULL && run.offline != NULL) {
		run.name = "PostgreSQL (local + push)";
		run.server = server;
		run_all(&run, sc);
		server_figures(server, "after the run");
		sync_offline(&run);
		server_figures(server, "after the sync");
	} else {
		printf("  PostgreSQL: no server given, skipped\n");
	}
	run.name = "one SQLite file";
	run.server = NULL;
	run_all(&run, sc);
	sqlite_figures(run.sqlite);
	free(sc);
	return 0;
}
