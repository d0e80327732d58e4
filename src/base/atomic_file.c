/* SPDX-License-Identifier: GPL-3.0-or-later */
/* atomic_file.c: temporary file, fsync, rename, fsync of the directory;
 * see atomic_file.h. */
#include "config.h"

#include "base/atomic_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"

static bool write_all(int fd, const char *p, size_t len)
{
	while (len > 0) {
		ssize_t n = write(fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			if (n == 0)
				errno = ENOSPC;
			return false;
		}
		p += n;
		len -= (size_t)n;
	}
	return true;
}

/* The directory holding path flushed, so that the rename is on disk. */
static bool sync_dir(const char *path)
{
	char dir[4096];
	char *slash;
	int fd, rc;

	if (snprintf(dir, sizeof dir, "%s", path) >= (int)sizeof dir) {
		errno = ENAMETOOLONG;
		return false;
	}
	slash = strrchr(dir, '/');
	if (slash == NULL)
		snprintf(dir, sizeof dir, ".");
	else if (slash == dir)
		dir[1] = '\0';
	else
		*slash = '\0';
	fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return false;
	rc = fsync(fd);
	close(fd);
	/* Some file systems cannot sync a directory: not an error. */
	return rc == 0 || errno == EINVAL;
}

bool atomic_write(const char *path, const void *data, size_t len,
		  mode_t mode, const char **step)
{
	char tmp[4200];
	struct stat st;
	int fd, saved;
	const char *what;

	if (snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", path) >=
	    (int)sizeof tmp) {
		errno = ENAMETOOLONG;
		if (step != NULL)
			*step = _("create");
		return false;
	}
	what = _("create");
	/* mkstemp() creates 0600 under the umask: private, never wider.  A
	 * narrower mode is applied; a wider one is not (results, seals and
	 * settings are nobody else's business). */
	fd = mkstemp(tmp);
	if (fd < 0)
		goto fail;
	if ((mode & 0600) != 0600 && (fstat(fd, &st) != 0
				      || fchmod(fd, st.st_mode & mode & 0600)
				      != 0))
		goto fail_file;
	what = _("write");
	if (!write_all(fd, data, len))
		goto fail_file;
	what = _("sync");
	if (fsync(fd) != 0)
		goto fail_file;
	if (close(fd) != 0) {
		fd = -1;
		goto fail_file;
	}
	fd = -1;
	what = _("rename");
	if (rename(tmp, path) != 0)
		goto fail_file;
	what = _("sync");
	if (!sync_dir(path))
		goto fail;
	return true;
fail_file:
	saved = errno;
	if (fd >= 0)
		close(fd);
	unlink(tmp);
	errno = saved;
fail:
	if (step != NULL)
		*step = what;
	return false;
}
