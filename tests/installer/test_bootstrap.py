"""scripts/bootstrap.sh waits for the package manager's lock instead of failing at once."""

from __future__ import annotations

import fcntl
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def wait_for_apt(lock: Path, wait: int) -> subprocess.Popen[str]:
    script = (f'source "{REPO / "scripts" / "bootstrap.sh"}"; APT_LOCKS=("{lock}"); '
              f'APT_WAIT={wait}; APT_POLL=1; wait_for_apt && echo free')
    return subprocess.Popen(["bash", "-c", script], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def test_it_waits_while_another_install_holds_the_lock(tmp_path):
    # GIVEN another process (this one) holding the package manager's lock as apt does
    lock = tmp_path / "lock-frontend"
    with open(lock, "w") as holder:
        fcntl.lockf(holder, fcntl.LOCK_EX)
        process = wait_for_apt(lock, 600)
        # WHEN the bootstrap finds it taken THEN it says that it waits
        assert "waiting for it to finish (up to 600 s)" in process.stderr.readline()
        assert process.poll() is None
    # AND once the lock is released it goes on
    out, _ = process.communicate(timeout=120)
    assert process.returncode == 0 and out.strip() == "free"


def test_the_wait_is_bounded(tmp_path):
    lock = tmp_path / "lock"
    with open(lock, "w") as holder:
        fcntl.lockf(holder, fcntl.LOCK_EX)
        process = wait_for_apt(lock, 0)
        out, errors = process.communicate(timeout=120)
    assert process.returncode == 1 and out == ""
    assert "still busy after 0 s" in errors


def test_a_free_or_missing_lock_is_no_wait(tmp_path):
    process = wait_for_apt(tmp_path / "missing", 600)
    out, errors = process.communicate(timeout=120)
    assert process.returncode == 0 and out.strip() == "free" and errors == ""
