"""Writing through a temporary file: the old file stays whole until the new one is, nothing is
left behind by a failure, and the file gets the mode a user's umask asks for."""

import errno
import os
import stat

import pytest

from desktop_solver.core.errors import SolverError
from desktop_solver.core.files import (
    current_umask,
    read_cache_file,
    read_regular_file,
    shorten,
    write_atomically,
)


def test_a_full_disk_leaves_the_old_file_whole_and_no_temporary(tmp_path):
    target = tmp_path / "puzzle.pdf"
    target.write_bytes(b"the old puzzle")

    def fill_the_disk(out):
        out.write(b"half a new puzzle")
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.raises(OSError, match="No space left"):
        write_atomically(target, fill_the_disk)
    assert target.read_bytes() == b"the old puzzle"
    assert [path.name for path in tmp_path.iterdir()] == ["puzzle.pdf"]


def test_a_failure_leaves_no_empty_file(tmp_path):
    with pytest.raises(ValueError):
        write_atomically(tmp_path / "new.png", lambda out: (_ for _ in ()).throw(ValueError()))
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("umask, mode", [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_a_new_file_gets_the_umasks_mode(tmp_path, umask, mode):
    old = os.umask(umask)
    try:
        assert current_umask() == umask
        write_atomically(tmp_path / "export.txt", b"words\n")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "export.txt").stat().st_mode) == mode


def test_a_replaced_file_keeps_its_mode(tmp_path):
    target = tmp_path / "shared.json"
    target.write_bytes(b"{}")
    target.chmod(0o640)
    write_atomically(target, b'{"added": []}')
    assert stat.S_IMODE(target.stat().st_mode) == 0o640 and target.read_bytes() == b'{"added": []}'


@pytest.mark.parametrize("make", ["fifo", "folder", "dev_zero", "too_big"])
def test_odd_files_are_refused_without_blocking_or_reading_them_all(tmp_path, make):
    path = tmp_path / "cache.trie"
    if make == "fifo":
        os.mkfifo(path)  # opening it for reading would wait for a writer for ever
    elif make == "folder":
        path.mkdir()
    elif make == "dev_zero":
        path.symlink_to("/dev/zero")  # endless: read whole, memory runs out
    else:
        path.write_bytes(bytes(1001))
    with pytest.raises(SolverError):
        read_regular_file(path, 1000, "a cache file")
    assert read_cache_file(path, 1000) is None


def test_bytes_that_were_not_utf8_never_show_as_escapes():
    shown = shorten("caf\udce9")
    assert "\\udc" not in shown and "caf" in shown
