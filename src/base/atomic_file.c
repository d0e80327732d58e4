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
#include "base/error.h"

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

/* A FIFO, a device (/dev/null, /dev/full), a directory or a symbolic
 * link is not ours to replace: renaming over it would turn a device node
 * into a file, or a link into a file where the user meant its target. */
bool atomic_file_replaceable(const char *path, struct error *err)
{
	struct stat sb;

	if (lstat(path, &sb) != 0)
		return errno == ENOENT ||
		       (error_set(err, "%s", strerror(errno)), false);
	if (S_ISREG(sb.st_mode))
		return true;
	if (S_ISDIR(sb.st_mode))
		error_set(err, "%s", _("is a directory, not a file"));
	else if (S_ISLNK(sb.st_mode))
		error_set(err, "%s", _("a symbolic link: not followed, not"
					" replaced"));
	else
		error_set(err, "%s", _("not a regular file: not replaced"));
	return false;
}

bool atomic_write(const char *path, const void *data, size_t len,
		  mode_t mode, struct error *err)
{
	char tmp[4200];
	struct error own;
	struct stat st;
	int fd, saved;
	const char *what;

	if (err == NULL)
		err = &own;
	if (!atomic_file_replaceable(path, err))
		return false;
	if (snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", path) >=
	    (int)sizeof tmp) {
		errno = ENAMETOOLONG;
		what = _("create");
		goto fail;
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
	/* Again, as late as can be: something may have been put there
	 * while the bytes were written. */
	if (!atomic_file_replaceable(path, err)) {
		unlink(tmp);
		return false;
	}
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
	/* TRANSLATORS: the system's reason, then the step that failed
	 * (create, write, sync, rename). */
	error_set(err, _("%s (%s)"), strerror(errno), what);
	return false;
}
