"""Small file helpers shared by the core."""

from __future__ import annotations

import os
import stat
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from desktop_solver.core.errors import SolverError


def write_atomically(path: Path, data: bytes | Callable[[BinaryIO], object]) -> None:
    """Write `data` (bytes, or a function that writes to the open file) through a temporary
    file and a rename, so a crash or a full disk never leaves a half-written or empty file under
    the real name: the old file stays whole until the new one is. The file gets the mode the
    user's umask gives a new file (mkstemp's 0600 would hide an export from other programs), or
    the mode of the file it replaces."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as out:
            if callable(data):
                data(out)
            else:
                out.write(data)
            out.flush()
            os.fsync(out.fileno())  # the rename must not land before the bytes do
        os.chmod(tmp, _mode_for(path))
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def free_backup_name(path: Path, why: str = "damaged") -> Path:
    """A backup name beside `path` (NAME.damaged-STAMP) that no earlier backup holds: two in
    one second must not overwrite each other."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.{why}-{stamp}")
    number = 1
    while backup.exists():
        number += 1
        backup = path.with_name(f"{path.name}.{why}-{stamp}-{number}")
    return backup


def _mode_for(path: Path) -> int:
    """The permission bits a file written at `path` should have: those of the file there now,
    else what the umask leaves of 0666."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return 0o666 & ~current_umask()


def current_umask() -> int:
    """The process's umask. Read from /proc where there is one: os.umask can only read it by
    setting it, and another thread creating a file in between would get the wrong mode."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    with _UMASK_LOCK:
        mask = os.umask(0o022)
        os.umask(mask)
    return mask


_UMASK_LOCK = threading.Lock()


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


# How picture and document files begin: a dropped GIF is said to be a picture, not "not a text
# word list" (it holds no text at all).
_MAGIC = ((b"\x89PNG\r\n\x1a\n", "a PNG picture"), (b"\xff\xd8\xff", "a JPEG picture"),
          (b"GIF87a", "a GIF picture"), (b"GIF89a", "a GIF picture"), (b"BM", "a BMP picture"),
          (b"II*\x00", "a TIFF picture"), (b"MM\x00*", "a TIFF picture"),
          (b"%PDF-", "a PDF document"), (b"\x00\x00\x01\x00", "an icon"),
          (b"8BPS", "a Photoshop picture"), (b"PK\x03\x04", "a ZIP archive or office document"))


def picture_format(head: bytes) -> str | None:
    """What a file's first bytes say it is, as a phrase ('a GIF picture', 'a PDF document'),
    when it is a picture, a document or an archive; None for anything else."""
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "a WebP picture"
    if head[4:12] in (b"ftypheic", b"ftypheix", b"ftypavif", b"ftypmif1"):
        return "a HEIF or AVIF picture"
    for magic, name in _MAGIC:
        if head.startswith(magic):
            # "BM" also begins text ("BMW..."): a bitmap's two reserved fields are zero bytes.
            if name == "a BMP picture" and head[6:10] != bytes(4):
                continue
            return name
    return None


def _open_without_blocking(path: str, flags: int) -> int:
    # Opening a FIFO for reading blocks until a writer comes; O_NONBLOCK lets fstat see it first.
    return os.open(path, flags | getattr(os, "O_NONBLOCK", 0))


def shorten(value: str, limit: int = 80) -> str:
    """`value` quoted for a message, its middle cut when it is long (a 50 MB word must not make
    a 50 MB error line). Bytes that were not UTF-8 (surrogate escapes) show as �, never as
    \\udcff."""
    value = value.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    if len(value) > limit:
        value = f"{value[:limit // 2]}…{value[-(limit // 4):]} ({len(value):,} characters)"
    return repr(value)


# A compiled dictionary is tens of megabytes; a cache file far larger is not one (a link to
# /dev/zero would otherwise be read until memory runs out).
MAX_CACHE_BYTES = 1 << 30


def read_cache_file(path: Path, limit: int = MAX_CACHE_BYTES) -> bytes | None:
    """A cache file's bytes, or None when it is missing, unreadable, not a regular file (a
    FIFO, a device) or over `limit` bytes: a cache is only ever rebuilt, never waited for."""
    try:
        return read_regular_file(path, limit, "a cache file")
    except SolverError:
        return None
