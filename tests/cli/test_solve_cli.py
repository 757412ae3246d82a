"""`desktop-solver solve`: output shapes, batch, stdin, and every kind of bad input."""

import json
import subprocess
import sys

import pytest


from tests.conftest import REPO
from tests.cli.helpers import run


@pytest.fixture
def words_file(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("cat\ncats\nact\ndog\ngod\ncast\n", encoding="utf-8")
    return path


def test_json_shape(capsys, words_file):
    status, out, err = run(capsys, "solve", "CATS/XDOG", "--dict", str(words_file), "--json")
    assert status == 0 and err == ""
    assert json.loads(out) == {
        "game": "boggle", "lang": "en", "count": 4, "total_score": 4,
        "words": [
            {"word": "cats", "score": 1, "path": [[0, 0], [0, 1], [0, 2], [0, 3]]},
            {"word": "cat", "score": 1, "path": [[0, 0], [0, 1], [0, 2]]},
            {"word": "dog", "score": 1, "path": [[1, 1], [1, 2], [1, 3]]},
            {"word": "god", "score": 1, "path": [[1, 3], [1, 2], [1, 1]]},
        ],
    }


def test_text_output(capsys, words_file):
    status, out, _ = run(capsys, "solve", "cats/xdog", "--dict", str(words_file))
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "CATS/XDOG  boggle, en: 4 words, 4 points"
    assert lines[1].split() == ["1", "cats", "1:1", "1:2", "1:3", "1:4"]


def test_game_and_length_options(capsys, words_file):
    _, out, _ = run(capsys, "solve", "CATS/XDOG", "--dict", str(words_file), "--game", "lab",
                    "--json")
    data = json.loads(out)
    assert (data["game"], data["count"], data["total_score"]) == ("lab", 1, 1)
    _, out, _ = run(capsys, "solve", "CATS/XDOG", "--dict", str(words_file), "--max-length", "3",
                    "--json")
    assert {word["word"] for word in json.loads(out)["words"]} == {"cat", "dog", "god"}


def test_all_paths(capsys, tmp_path):
    path = tmp_path / "w.txt"
    path.write_text("aba\n")
    _, out, _ = run(capsys, "solve", "ABA", "--dict", str(path), "--all-paths", "--json")
    [word] = json.loads(out)["words"]
    assert sorted(word["paths"]) == [[[0, 0], [0, 1], [0, 2]], [[0, 2], [0, 1], [0, 0]]]


def test_union_of_dictionaries(capsys, words_file, tmp_path):
    extra = tmp_path / "extra.txt"
    extra.write_text("tsk\n")
    _, out, _ = run(capsys, "solve", "CATS/XXKD", "--dict", str(words_file), "--dict", str(extra),
                    "--json")
    assert {word["word"] for word in json.loads(out)["words"]} == {"cat", "cats", "tsk"}


def test_stdin_rows(capsys, words_file, monkeypatch):
    import io

    monkeypatch.setattr(sys, "stdin", io.StringIO("CATS\nXDOG\n"))
    _, out, _ = run(capsys, "solve", "-", "--dict", str(words_file), "--json")
    assert json.loads(out)["count"] == 4


def test_batch_prints_one_json_line_per_board(capsys, words_file, tmp_path):
    batch = tmp_path / "boards.txt"
    batch.write_text("CATS/XDOG\n# a comment\n\nDOG\n", encoding="utf-8")
    status, out, _ = run(capsys, "solve", "--batch", str(batch), "--dict", str(words_file),
                         "--json")
    lines = [json.loads(line) for line in out.splitlines()]
    assert status == 0 and [line["count"] for line in lines] == [4, 2]
    assert all(line["elapsed_ms"] >= 0 for line in lines)
    assert lines[1]["board"] == "DOG"


def test_batch_reports_a_bad_line_and_goes_on(capsys, words_file, tmp_path):
    batch = tmp_path / "boards.txt"
    batch.write_text("CATS/XD\nDOG\n", encoding="utf-8")
    status, out, err = run(capsys, "solve", "--batch", str(batch), "--dict", str(words_file),
                           "--json")
    assert status == 2
    assert len(out.splitlines()) == 1
    assert "line 1: row 2 has 2 tiles, expected 4" in err


def test_russian_with_the_bundled_dictionary(capsys):
    status, out, _ = run(capsys, "solve", "КОТЫ/ЛОСЬ/ЕЖИК/СОРТ", "--json")
    data = json.loads(out)
    assert status == 0 and data["lang"] == "ru"
    words = {word["word"]: word["path"] for word in data["words"]}
    assert words["колесо"] == [[0, 0], [0, 1], [1, 0], [2, 0], [3, 0], [3, 1]]
    assert {"кот", "кость", "сок"} <= set(words)


def test_english_with_the_bundled_dictionary(capsys):
    _, out, _ = run(capsys, "solve", "SERS/PATG/LINE/SERS", "--json")
    data = json.loads(out)
    assert data["lang"] == "en" and data["count"] > 100
    assert {"pate", "lines", "tine"} <= {word["word"] for word in data["words"]}


@pytest.mark.parametrize("argv, message", [
    (["solve", "ABC/AB"], "row 2 has 2 tiles, expected 3"),
    (["solve", "A[QU"], "unclosed bracket"),
    (["solve", "A[Q1]"], "unknown tile '[Q1]'"),
    (["solve", "КОТ/ZZZ"], "mixed scripts"),
    (["solve", ""], "empty grid"),
    (["solve", "/".join(["A" * 31] * 2)], "over the limit"),
    (["solve", "CAT", "--dict", "/nonexistent/words.txt"], "does not exist"),
    (["solve"], "give one board"),
    (["solve", "CAT", "--min-length", "0"], "--min-length 0 must be at least 1"),
    (["solve", "CAT/DOG", "--values", "321"], "have 1 rows, expected 2"),
    (["solve", "CAT/DOG", "--values", "321/12"], "row 2 of the tile values, '12', has 2 values"),
    (["solve", "CAT/DOG", "--values", "3a1/121"], "'a' is not a tile value"),
    (["solve", "CAT/DOG", "--bonus", "1:1=XL"], "unknown bonus 'XL'"),
    (["solve", "CAT/DOG", "--bonus", "3:1=DW"], "row 3, column 1 is off the board"),
    (["solve", "CAT/DOG", "--bonus", "1,1=DW"], "is not ROW:COL=NAME"),
    (["solve", "--batch", "boards.txt", "--values", "1"], "do not go with --batch"),
])
def test_bad_input_is_one_line_and_status_2(capsys, argv, message):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and message in err
    assert err.startswith("desktop-solver: error: ")


def test_binary_dictionary(capsys, tmp_path):
    path = tmp_path / "words.bin"
    path.write_bytes(bytes(range(256)) * 8)
    status, _, err = run(capsys, "solve", "CAT", "--dict", str(path))
    assert status == 2 and "looks binary" in err


def test_real_process_imports_no_qt_and_no_pillow(words_file):
    code = ("import sys; from desktop_solver.app import main; "
            f"status = main(['solve', 'CATS', '--dict', {str(words_file)!r}, '--json']); "
            "assert 'PySide6' not in sys.modules and 'PIL' not in sys.modules, 'GUI import'; "
            "sys.exit(status)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=REPO)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["count"] == 2  # cat, cats


def test_entry_point_version_and_help():
    # Without arguments the entry point opens the window (tests/gui covers it).
    result = subprocess.run([sys.executable, "-m", "desktop_solver", "--version"],
                            capture_output=True, text=True, cwd=REPO, timeout=60)
    assert result.returncode == 0 and result.stdout.startswith("desktop-solver ")
    result = subprocess.run([sys.executable, "-m", "desktop_solver", "--help"],
                            capture_output=True, text=True, cwd=REPO, timeout=60)
    assert result.returncode == 0 and "solve" in result.stdout


def test_skipped_entries_of_a_custom_list_are_reported(capsys, tmp_path):
    path = tmp_path / "mixed.txt"
    path.write_text("cat\ncats\ndon't\n42\nкот\n", encoding="utf-8")
    status, out, err = run(capsys, "solve", "CATS", "--dict", str(path), "--json")
    assert status == 0 and json.loads(out)["count"] == 2
    assert "3 entries of" in err and "skipped: not words of the 'en' alphabet" in err


def test_values_and_bonus_squares_score_like_the_game(capsys, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("lugs\nplugs\ncat\n", encoding="utf-8")
    # Wordament: the values typed like the board; L3 + U/M 20 + G4 + S2 = 29;
    # plugs (P4 + 29) x 1.5 = 49.5 -> 49.
    status, out, err = run(capsys, "solve", "TRAS/NOGG/O[U/M]LA/WROP", "--game", "wordament",
                           "--values", "2222/2244/2,20,3,2/6224", "--dict", str(words), "--json")
    assert status == 0 and err == ""
    data = json.loads(out)
    assert sorted(data) == ["count", "game", "lang", "total_score", "words"]  # the same shape
    assert [(word["word"], word["score"]) for word in data["words"]] == [("plugs", 49),
                                                                         ("lugs", 29)]
    assert data["total_score"] == 78
    # Ruzzle: C4 on DL = 8, A1, T1 on TW: (8 + 1 + 1) x 3 = 30.
    status, out, _ = run(capsys, "solve", "CAT", "--game", "ruzzle", "--bonus", "1:1=DL,1:3=tw",
                         "--dict", str(words), "--json")
    assert status == 0 and json.loads(out)["words"][0]["score"] == 30
