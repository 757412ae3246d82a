"""`dict add/remove` under bad input and many processes at once."""

import json
import os
import subprocess
import sys

import pytest

from tests.cli.helpers import run


def test_add_refuses_a_word_longer_than_any_board(capsys, user_folders):
    status, _, err = run(capsys, "dict", "add", "a" * 20_000)
    assert status == 2 and "at most 64" in err and len(err) < 400
    assert not (user_folders / "overlay-en.json").exists()


def test_remove_undoes_add_and_ban(capsys):
    assert run(capsys, "dict", "add", "zzxq")[0] == 0
    status, out, _ = run(capsys, "dict", "remove", "zzxq")
    assert status == 0 and "taken back" in out
    assert run(capsys, "dict", "check", "zzxq")[0] == 1
    assert run(capsys, "dict", "ban", "cat")[0] == 0
    assert run(capsys, "dict", "remove", "cat")[0] == 0
    assert run(capsys, "dict", "check", "cat")[0] == 0
    status, _, err = run(capsys, "dict", "remove", "cat")
    assert status == 1 and "nothing to take back" in err


def test_a_damaged_overlay_is_backed_up_and_reported(capsys, user_folders):
    user_folders.mkdir(parents=True)
    (user_folders / "overlay-en.json").write_text('{"added": ["qqq",]}')
    status, _, err = run(capsys, "dict", "add", "zzxq")
    assert status == 0 and "damaged" in err
    backups = [path for path in user_folders.iterdir() if "damaged" in path.name]
    assert len(backups) == 1 and str(backups[0]) in err


def test_old_overlay_with_a_huge_word_does_not_break_the_language(capsys, user_folders):
    user_folders.mkdir(parents=True)
    (user_folders / "overlay-en.json").write_text(
        json.dumps({"added": ["a" * 20_000, "zzxq"], "banned": []}))
    assert run(capsys, "dict", "check", "zzxq")[0] == 0


@pytest.mark.slow  # out of the quick tier: twenty processes
def test_twenty_processes_adding_at_once_keep_every_word(user_folders):
    env = dict(os.environ, DESKTOP_SOLVER_DATA_DIR=str(user_folders))
    words = [f"zq{chr(ord('a') + i)}x" for i in range(20)]
    procs = [subprocess.Popen([sys.executable, "-m", "desktop_solver", "dict", "add", word],
                              env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
             for word in words]
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
    saved = json.loads((user_folders / "overlay-en.json").read_text(encoding="utf-8"))
    assert sorted(saved["added"]) == sorted(words)
