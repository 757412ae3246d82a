"""`desktop-solver dict`: list, check, add, ban."""

import json
import shutil

import pytest

from desktop_solver.dictionaries import bundled_dictionaries, load_dictionary
from tests.cli.helpers import run


def test_list_json(capsys):
    status, out, _ = run(capsys, "dict", "list", "--json")
    rows = {row["name"]: row for row in json.loads(out)}
    assert status == 0 and set(rows) == {"en", "en-common", "en-wordament", "en-large", "ru",
                                         "ru-nouns", "ru-balda", "ru-words", "ru-large"}
    assert rows["ru"]["lang"] == "ru" and 60_000 < rows["ru"]["words"] < 64_000
    assert rows["en"]["path"].endswith("dictionaries/en.txt")
    assert {"lang", "name", "path", "words"} <= set(rows["en"])


def test_list_compiles_nothing(capsys, tmp_path, monkeypatch):
    # GIVEN an installation with two small lists, none compiled, and an empty user cache
    installed = tmp_path / "installed"
    installed.mkdir()
    for name in ("ru-nouns", "ru-balda"):
        shutil.copy(bundled_dictionaries()[0].path.parent / f"{name}.txt", installed)
    cache = tmp_path / "empty-cache"
    monkeypatch.setenv("DESKTOP_SOLVER_DICTIONARIES", str(installed))
    monkeypatch.setenv("DESKTOP_SOLVER_CACHE_DIR", str(cache))
    # WHEN the lists are listed
    status, out, _ = run(capsys, "dict", "list", "--json")
    # THEN the counts are the compiled lists' and nothing was compiled
    words = {row["name"]: row["words"] for row in json.loads(out)}
    assert status == 0 and not cache.exists()
    assert words["ru-nouns"] == len(load_dictionary("ru", [installed / "ru-nouns.txt"],
                                                    with_overlay=False))
    assert words["en"] == 0  # not installed here


def test_check_found_and_missing(capsys):
    status, out, _ = run(capsys, "dict", "check", "елка", "--json")
    data = json.loads(out)
    assert status == 0 and data["found"] and data["word"] == "ёлка" and data["lang"] == "ru"
    status, out, _ = run(capsys, "dict", "check", "qwrtz", "--lang", "en")
    assert status == 1 and "not in the en dictionary" in out


@pytest.mark.slow  # out of the quick tier: an added word compiles the English list again
def test_add_and_ban_change_what_solve_finds(capsys, user_folders):
    assert run(capsys, "dict", "check", "zzxq")[0] == 1
    assert run(capsys, "dict", "add", "ZZXQ")[0] == 0
    assert run(capsys, "dict", "check", "zzxq")[0] == 0
    assert run(capsys, "dict", "ban", "кот")[0] == 0
    assert run(capsys, "dict", "check", "кот")[0] == 1
    _, out, _ = run(capsys, "solve", "КОТ", "--json")
    assert "кот" not in {word["word"] for word in json.loads(out)["words"]}
    assert (user_folders / "overlay-ru.json").exists()


def test_add_rejects_non_letters(capsys):
    status, _, err = run(capsys, "dict", "add", "don't")
    assert status == 2 and "not a word of the 'en' alphabet" in err


def test_add_refuses_a_word_longer_than_any_board_and_saves_nothing(capsys, user_folders):
    status, out, err = run(capsys, "dict", "add", "a" * 20_000)
    assert status == 2 and out == "" and "20,000 letters" in err and len(err) < 300
    assert not (user_folders / "overlay-en.json").exists()
    assert run(capsys, "solve", "CATS/DOGS")[0] == 0


def test_remove_takes_back_an_added_or_banned_word(capsys, user_folders):
    run(capsys, "dict", "add", "zzxq")
    run(capsys, "dict", "ban", "кот")
    assert run(capsys, "dict", "remove", "ZZXQ")[0] == 0
    assert run(capsys, "dict", "remove", "кот")[0] == 0
    assert run(capsys, "dict", "check", "zzxq")[0] == 1
    assert run(capsys, "dict", "check", "кот")[0] == 0
    status, _, err = run(capsys, "dict", "remove", "zzxq")
    assert status == 1 and "nothing to take back" in err


@pytest.mark.parametrize("damage", [
    b'{"added": ["zzxq"],', b'{"added": ["zz', b'{"added": 5}', b'{"added": "zzyzx"}', b"[1, 2]",
])
def test_a_damaged_overlay_is_kept_as_a_backup_not_overwritten(capsys, user_folders, damage):
    user_folders.mkdir(parents=True, exist_ok=True)
    (user_folders / "overlay-en.json").write_bytes(damage)
    assert run(capsys, "solve", "CATS/DOGS")[0] == 0  # still usable
    status, _, err = run(capsys, "dict", "add", "qwxz")
    assert status == 0 and "damaged" in err
    [backup] = user_folders.glob("overlay-en.json.damaged-*")
    assert backup.read_bytes() == damage
    assert json.loads((user_folders / "overlay-en.json").read_text())["added"] == ["qwxz"]


def test_an_overlay_saved_with_a_bom_is_read(capsys, user_folders):
    user_folders.mkdir(parents=True, exist_ok=True)
    (user_folders / "overlay-en.json").write_bytes(
        b'\xef\xbb\xbf{"added": ["zzxq"], "banned": []}')
    assert run(capsys, "dict", "check", "zzxq")[0] == 0
    run(capsys, "dict", "add", "qwxz")
    assert json.loads((user_folders / "overlay-en.json").read_text())["added"] == ["qwxz", "zzxq"]


@pytest.mark.slow  # out of the quick tier: twenty processes
def test_twenty_processes_adding_at_once_keep_all_twenty(user_folders, tmp_path):
    import os
    import subprocess
    import sys

    env = dict(os.environ)
    words = [f"zq{chr(ord('a') + i)}x" for i in range(20)]
    processes = [subprocess.Popen([sys.executable, "-m", "desktop_solver", "dict", "add", word],
                                  env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
                 for word in words]
    for process in processes:
        assert process.wait(timeout=120) == 0, process.stderr.read()
    saved = json.loads((user_folders / "overlay-en.json").read_text())
    assert sorted(saved["added"]) == sorted(words)
