"""Small file helpers shared by the core: atomic writes, guarded reads, a lock, stale sweeps."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

# Temporary files older than this were left by a killed process (a write takes milliseconds).
STALE_TEMP_SECONDS = 3600


class NotRegularFileError(OSError):
    """The path is a device, FIFO, socket or folder, not a file that can be read to its end."""


class FileTooLargeError(OSError):
    """The file is larger than the caller is willing to read."""


def read_regular_file(path: Path | str, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes.

    Devices (/dev/zero), FIFOs and sockets are refused before anything is read: one never ends,
    the other may block for ever. The size is checked on the open file, so a swap of the path
    between the check and the read changes nothing; the read itself stops at `limit` + 1 bytes
    in case the file grows meanwhile.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, "is a folder", str(path))
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFileError(errno.EINVAL, "not a regular file", str(path))
        if info.st_size > limit:
            raise FileTooLargeError(errno.EFBIG, f"larger than {limit} bytes", str(path))
        chunks = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
        if len(data) > limit:
            raise FileTooLargeError(errno.EFBIG, f"larger than {limit} bytes", str(path))
        return data
    finally:
        os.close(fd)


def write_atomically(path: Path, data: bytes) -> None:
    """Write through a temporary file and rename, so a crash never leaves a half-written file
    under the real name."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def sweep_stale_temporaries(folder: Path, max_age: float = STALE_TEMP_SECONDS) -> int:
    """Delete `*.tmp` files in `folder` left by killed writers; how many went."""
    removed = 0
    cutoff = time.time() - max_age
    try:
        candidates = list(Path(folder).glob("*.tmp"))
    except OSError:
        return 0
    for path in candidates:
        try:
            if path.is_file() and path.stat().st_mtime < cutoff:
                path.unlink()
                removed += 1
        except OSError:
            continue
    return removed


@contextlib.contextmanager
def locked(path: Path, timeout: float = 30.0) -> Iterator[None]:
    """Hold an exclusive lock on `path` (a separate lock file, created when missing) so that
    read-modify-write cycles of several processes do not interleave. Raises TimeoutError."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    deadline = time.monotonic() + timeout
    try:
        while True:
            try:
                _lock(fd)
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise TimeoutError(f"{path} stayed locked for {timeout:.0f} s") from None
                time.sleep(0.01)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
