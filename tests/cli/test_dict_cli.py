"""`desktop-solver dict`: list, check, add, ban."""

import json

from tests.cli.helpers import run


def test_list_json(capsys):
    status, out, _ = run(capsys, "dict", "list", "--json")
    rows = {row["name"]: row for row in json.loads(out)}
    assert status == 0 and set(rows) == {"en", "en-large", "ru", "ru-large"}
    assert rows["ru"]["lang"] == "ru" and 60_000 < rows["ru"]["words"] < 64_000
    assert rows["en"]["path"].endswith("dictionaries/en.txt")
    assert {"lang", "name", "path", "words"} <= set(rows["en"])


def test_check_found_and_missing(capsys):
    status, out, _ = run(capsys, "dict", "check", "елка", "--json")
    data = json.loads(out)
    assert status == 0 and data["found"] and data["word"] == "ёлка" and data["lang"] == "ru"
    status, out, _ = run(capsys, "dict", "check", "qwrtz", "--lang", "en")
    assert status == 1 and "not in the en dictionary" in out


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
