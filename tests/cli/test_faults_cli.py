"""Issue 30 through the real command, as a user runs it: a subprocess with its own HOME and data
folder, and the files checked afterwards (hand edits kept, modes as the umask says), closed or
full streams, an encoding that cannot hold Cyrillic."""

import json
import os
import stat
import subprocess
import sys

import pytest

from tests.conftest import REPO


def cli(tmp_path, *argv, redirect="", env=None, umask=None):
    """(exit status, stdout, stderr) of `desktop-solver ARGV` in a shell, with `redirect`
    (">/dev/full", ">&-", "<&-") applied to the program."""
    environment = dict(os.environ, HOME=str(tmp_path / "home"),
                       DESKTOP_SOLVER_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(REPO),
                       **(env or {}))
    (tmp_path / "home").mkdir(exist_ok=True)
    command = ["sh", "-c", f'exec "$@" {redirect}', "sh", sys.executable, "-m", "desktop_solver",
               *argv]
    old = os.umask(umask) if umask is not None else None
    try:
        done = subprocess.run(command, cwd=REPO, env=environment, capture_output=True,
                              timeout=120, check=False)
    finally:
        if old is not None:
            os.umask(old)
    return done.returncode, done.stdout.decode(), done.stderr.decode()


def test_dict_add_keeps_hand_edits_and_backs_the_file_up(tmp_path):
    overlay = tmp_path / "data" / "overlay-en.json"
    overlay.parent.mkdir()
    hand_edited = {"added": ["rock'n'roll", "qqqx", "café", "q" * 71, "кот", None],
                   "banned": ["x-ray"], "note": "my own list", "version": 3}
    data = json.dumps(hand_edited, ensure_ascii=False).encode()
    overlay.write_bytes(data)
    status, out, err = cli(tmp_path, "dict", "add", "zzxq")
    assert status == 0 and "zzxq: added" in out
    assert "holds 8 entries the app cannot use; they stay in it" in err
    saved = json.loads(overlay.read_text(encoding="utf-8"))
    assert saved["added"] == ["qqqx", "zzxq", "rock'n'roll", "café", "q" * 71, "кот", None]
    assert saved["banned"] == ["x-ray"] and saved["note"] == "my own list"
    assert saved["version"] == 3
    [backup] = overlay.parent.glob("overlay-en.json.kept-*")
    assert backup.read_bytes() == data
    # A second change keeps them again, and the backup is not made twice.
    assert cli(tmp_path, "dict", "add", "zzxw")[0] == 0
    assert len(list(overlay.parent.glob("overlay-en.json.kept-*"))) == 1
    assert "rock'n'roll" in json.loads(overlay.read_text(encoding="utf-8"))["added"]


def test_dict_add_maps_latin_look_alikes_for_russian_as_solve_does(tmp_path):
    status, out, _ = cli(tmp_path, "dict", "add", "COT", "--lang", "ru")
    assert status == 0 and out.startswith("сот: added")
    saved = json.loads((tmp_path / "data" / "overlay-ru.json").read_text(encoding="utf-8"))
    assert saved["added"] == ["сот"]


@pytest.mark.parametrize("make", ["folder", "fifo", "dev_zero"])
def test_an_odd_overlay_is_one_line_and_solve_goes_on(tmp_path, make):
    overlay = tmp_path / "data" / "overlay-en.json"
    overlay.parent.mkdir()
    if make == "folder":
        overlay.mkdir()
    elif make == "fifo":
        os.mkfifo(overlay)
    else:
        overlay.symlink_to("/dev/zero")
    status, _, err = cli(tmp_path, "dict", "add", "zzxq")
    assert status == 2 and err.startswith("desktop-solver: error:") and err.count("\n") == 1
    status, out, _ = cli(tmp_path, "solve", "CAT", "--json")
    assert status == 0 and json.loads(out)["count"] >= 1


@pytest.mark.parametrize("suffix", [".png", ".pdf", ".txt", ".json"])
def test_exports_get_the_umasks_mode_and_keep_a_replaced_files_mode(tmp_path, suffix):
    out = tmp_path / "out"
    out.mkdir()
    argv = ["wordsearch", "generate", "--words", "cat,dog", "--seed", "1", "--out",
            str(out / f"new{suffix}")]
    assert cli(tmp_path, *argv, umask=0o022)[0] == 0
    assert {stat.S_IMODE(path.stat().st_mode) for path in out.iterdir()} == {0o644}
    for path in out.iterdir():
        path.chmod(0o640)
    assert cli(tmp_path, *argv, umask=0o022)[0] == 0
    assert {stat.S_IMODE(path.stat().st_mode) for path in out.iterdir()} == {0o640}


def test_a_failed_export_leaves_the_old_file_and_no_empty_one(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "p.pdf").write_bytes(b"the old puzzle")
    status, _, err = cli(tmp_path, "wordsearch", "generate", "--words", "cat,dog", "--title",
                         "x" * 130_000, "--out", str(out / "p.pdf"))
    assert status == 2 and "expected at most 200" in err
    assert [path.name for path in out.iterdir()] == ["p.pdf"]
    assert (out / "p.pdf").read_bytes() == b"the old puzzle"


@pytest.mark.parametrize("argv", [["solve", "КОТ/ТОК"], ["anagram", "tacos"],
                                  ["wordsearch", "generate", "--words", "cat,dog"],
                                  ["dict", "check", "cat"]])
def test_output_errors_and_closed_streams_are_one_line(tmp_path, argv):
    status, _, err = cli(tmp_path, *argv, redirect=">/dev/full")
    assert (status, err) == (2, "desktop-solver: error: No space left on device (writing the "
                                "output)\n")
    status, _, err = cli(tmp_path, *argv, redirect=">&-")
    assert status == 2 and "standard output is closed" in err and "Traceback" not in err


def test_closed_standard_input_is_said(tmp_path):
    status, _, err = cli(tmp_path, "solve", "-", redirect="<&-")
    assert status == 2 and "standard input is closed" in err


def test_a_stream_that_cannot_hold_cyrillic_gets_escapes(tmp_path):
    status, out, err = cli(tmp_path, "solve", "КОТ/ТОК", "--json",
                           env={"PYTHONIOENCODING": "cp1252"})
    assert status == 0 and err == "" and out.isascii()
    assert {"кот", "ток"} <= {word["word"] for word in json.loads(out)["words"]}
    status, out, _ = cli(tmp_path, "solve", "КОТ/ТОК", env={"PYTHONIOENCODING": "cp1252"})
    assert status == 0 and "\\u043a\\u043e\\u0442" in out


def test_an_argument_that_is_not_utf8_is_named_so(tmp_path):
    status, _, err = cli(tmp_path, "solve", b"CA\xffT".decode("utf-8", "surrogateescape"))
    assert status == 2 and "holds byte 0xFF, which is not UTF-8" in err
    assert "mixed" not in err and "\\udc" not in err


def test_a_one_letter_board_with_long_runs_ends_and_says_it_was_cut(tmp_path):
    runs = tmp_path / "runs.txt"
    runs.write_text("".join("a" * length + "\n" for length in range(3, 17)), encoding="utf-8")
    status, out, err = cli(tmp_path, "solve", "/".join(["A" * 6] * 6), "--json", "--dict",
                           str(runs))
    assert status == 0 and "the search stopped after 5,000,000 steps" in err
    data = json.loads(out)
    assert "words may be missing" in data["cut"] and data["count"] >= 1
