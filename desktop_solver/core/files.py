"""Small file helpers shared by the core."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

from desktop_solver.core.errors import SolverError


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


def read_regular_file(path: Path, limit: int, what: str,
                      error: type[SolverError] = SolverError) -> bytes:
    """The bytes of `path`, refusing (with `error`, naming `what` the file should be) anything
    but a regular file of at most `limit` bytes: a device like /dev/zero or a FIFO would
    otherwise be read for ever."""
    name = shorten(str(path))
    try:
        with open(path, "rb", opener=_open_without_blocking) as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise error(f"{name} is not a regular file (a device, pipe or socket); "
                            f"expected {what}", code="file.not_regular", path=str(path))
            if info.st_size > limit:
                raise error(f"{name} is {info.st_size:,} bytes; expected {what} of at most "
                            f"{limit:,} bytes", code="file.too_large", path=str(path))
            data = handle.read(limit + 1)
    except FileNotFoundError:
        raise error(f"{name} does not exist; expected {what}", code="file.missing",
                    path=str(path)) from None
    except IsADirectoryError:
        raise error(f"{name} is a folder; expected {what}", code="file.folder",
                    path=str(path)) from None
    except OSError as problem:
        raise error(f"{name} cannot be read ({problem.strerror or problem}); expected {what}",
                    code="file.unreadable", path=str(path)) from None
    if len(data) > limit:  # it grew while we read it
        raise error(f"{name} is over {limit:,} bytes; expected {what} of at most {limit:,} "
                    "bytes", code="file.too_large", path=str(path))
    return data


def _open_without_blocking(path: str, flags: int) -> int:
    # Opening a FIFO for reading blocks until a writer comes; O_NONBLOCK lets fstat see it first.
    return os.open(path, flags | getattr(os, "O_NONBLOCK", 0))


def shorten(value: str, limit: int = 80) -> str:
    """`value` quoted for a message, its middle cut when it is long (a 50 MB word must not make
    a 50 MB error line)."""
    if len(value) > limit:
        value = f"{value[:limit // 2]}…{value[-(limit // 4):]} ({len(value):,} characters)"
    return repr(value)
