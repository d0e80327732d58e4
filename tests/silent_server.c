/* SPDX-License-Identifier: GPL-3.0-or-later */
/* silent_server.c: a Unix socket that takes connections and never says a
 * word, for tests of a program waiting on a server that does not answer
 * (tests/cli/stop_signal.sh).  Usage: silent_server PATH; prints
 * "accepted" on a line of its own for each connection taken, keeps them
 * all open, and ends when its standard input ends. */
#include "config.h"

#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	struct sockaddr_un addr;
	struct pollfd p[2];
	int fd;

	if (argc != 2 || strlen(argv[1]) >= sizeof addr.sun_path) {
		fprintf(stderr, "usage: silent_server PATH\n");
		return 2;
	}
	memset(&addr, 0, sizeof addr);
	addr.sun_family = AF_UNIX;
	memcpy(addr.sun_path, argv[1], strlen(argv[1]) + 1);
	fd = socket(AF_UNIX, SOCK_STREAM, 0);
	if (fd < 0 || bind(fd, (struct sockaddr *)&addr, sizeof addr) != 0 ||
	    listen(fd, 16) != 0) {
		perror(argv[1]);
		return 1;
	}
	p[0].fd = fd;
	p[0].events = POLLIN;
	p[1].fd = STDIN_FILENO;
	p[1].events = POLLIN;
	for (;;) {
		char buf[64];

		if (poll(p, 2, -1) < 0)
			continue;
		if (p[1].revents != 0 && read(STDIN_FILENO, buf, sizeof buf) <= 0)
			break;
		if (p[0].revents & POLLIN) {
			/* Kept open, never written to: the client waits. */
			if (accept(fd, NULL, NULL) >= 0) {
				printf("accepted\n");
				fflush(stdout);
			}
		}
	}
	unlink(argv[1]);
	return 0;
}
