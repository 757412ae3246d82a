"""`desktop-solver wordsearch solve|generate`: output shapes, files, stdin, bad input, and the
round trip through the command line."""

import io
import json
import subprocess
import sys

import pytest


from tests.conftest import REPO
from tests.cli.helpers import run


@pytest.fixture
def words_file(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("cat\ncod\ndog\ntoe\ngod\ndoc\nact\n", encoding="utf-8")
    return path


def test_solve_with_a_list_json_shape(capsys):
    status, out, err = run(capsys, "wordsearch", "solve", "cat/dog/ead", "--words",
                           "cat,cod,dog,toe,god,doc,bird", "--json")
    assert status == 0 and err == ""
    data = json.loads(out)
    assert data["missing"] == ["bird"] and data["count"] == 6
    assert data["found"][:2] == [
        {"word": "cat", "path": [[0, 0], [0, 1], [0, 2]], "direction": "E", "start": [0, 0],
         "count": 1},
        {"word": "cod", "path": [[0, 0], [1, 1], [2, 2]], "direction": "SE", "start": [0, 0],
         "count": 1},
    ]
    assert {item["word"]: item["direction"] for item in data["found"]} == {
        "cat": "E", "cod": "SE", "dog": "E", "toe": "SW", "god": "W", "doc": "NW"}


def test_solve_with_the_dictionary(capsys, words_file):
    _, out, _ = run(capsys, "wordsearch", "solve", "cat/dog/ead", "--dict", str(words_file),
                    "--min-length", "3", "--json")
    data = json.loads(out)
    assert [item["word"] for item in data["found"]] == ["cat", "cod", "doc", "dog", "god", "toe"]
    assert data["missing"] == []
    _, out, _ = run(capsys, "wordsearch", "solve", "cat/dog/ead", "--dict", str(words_file),
                    "--json")
    assert json.loads(out)["found"] == []  # default: 4 letters or more


def test_solve_text_output_and_repeats(capsys):
    status, out, _ = run(capsys, "wordsearch", "solve", "CATXCAT", "--words", "cat,dog")
    assert status == 0
    assert out.splitlines() == [
        "1 x 7, en: found 1 of 2 words",
        "cat  1:1 E (right); 1:5 E (right)  [found 2 times]",
        "missing: dog",
    ]
    _, out, _ = run(capsys, "wordsearch", "solve", "CATXCAT", "--words", "cat", "--json")
    [cat] = json.loads(out)["found"]
    assert cat["count"] == 2 and [item["start"] for item in cat["placements"]] == [[0, 0], [0, 4]]


def test_solve_from_files_and_stdin(capsys, tmp_path, words_file, monkeypatch):
    grid = tmp_path / "grid.txt"
    grid.write_text("C A T\nD O G\nE A D\n", encoding="cp1251")
    _, out, _ = run(capsys, "wordsearch", "solve", "--file", str(grid), "--words-file",
                    str(words_file), "--json")
    data = json.loads(out)
    assert data["count"] == 6 and data["missing"] == ["act"]
    monkeypatch.setattr(sys, "stdin", io.StringIO("КОТ\nОКО\n"))
    _, out, _ = run(capsys, "wordsearch", "solve", "-", "--words", "кот, ток,око", "--json")
    data = json.loads(out)
    assert data["lang"] == "ru"
    assert {item["word"]: item["count"] for item in data["found"]} == {
        "кот": 1, "ток": 1, "око": 1}


def test_solve_any_path(capsys):
    _, out, _ = run(capsys, "wordsearch", "solve", "cat/dog/ead", "--words", "goat,cat,fish",
                    "--any-path", "--json")
    data = json.loads(out)
    assert data["found"][0] == {"word": "goat", "path": [[1, 2], [1, 1], [0, 1], [0, 2]],
                                "direction": None, "start": [1, 2], "count": 1}
    assert data["missing"] == ["fish"]


def test_solve_bundled_dictionary(capsys):
    _, out, _ = run(capsys, "wordsearch", "solve", "STONEX/XXXXXX", "--json")
    assert {"stone", "tone"} <= {item["word"] for item in json.loads(out)["found"]}


def test_generate_text_to_stdout(capsys):
    status, out, err = run(capsys, "wordsearch", "generate", "--words", "cat,dog,bird",
                           "--size", "6x8", "--seed", "3", "--difficulty", "easy")
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Word search, 6 x 8, easy, seed 3"
    assert [len(line.split()) for line in lines[2:8]] == [8] * 6
    assert "Words (3):" in lines and "Answer key:" in lines
    again = run(capsys, "wordsearch", "generate", "--words", "cat,dog,bird", "--size", "6x8",
                "--seed", "3", "--difficulty", "easy")[1]
    assert again == out
    _, out, _ = run(capsys, "wordsearch", "generate", "--words", "cat,dog,bird", "--no-key",
                    "--seed", "3")
    assert "Answer key:" not in out


def test_generate_json_round_trips_through_solve(capsys):
    _, out, _ = run(capsys, "wordsearch", "generate", "--words", "кошка,собака,ёжик,слон",
                    "--size", "9x11", "--seed", "5", "--difficulty", "hard", "--json")
    puzzle = json.loads(out)
    assert set(puzzle) >= {"rows", "words", "unplaced"}
    assert len(puzzle["rows"]) == 9 and all(len(row) == 11 for row in puzzle["rows"])
    assert puzzle["unplaced"] == [] and puzzle["lang"] == "ru" and puzzle["seed"] == 5
    _, out, _ = run(capsys, "wordsearch", "solve", "/".join(puzzle["rows"]), "--words",
                    ",".join(word["word"] for word in puzzle["words"]), "--json")
    solved = json.loads(out)
    assert solved["missing"] == []
    def placed(item):
        return item["word"].lower(), item["path"], item["direction"]

    assert [placed(item) for item in solved["found"]] == [placed(item) for item in puzzle["words"]]
    assert all(item["count"] == 1 for item in solved["found"])


def test_generate_files(capsys, tmp_path):
    for name in ("p.txt", "p.json"):
        status, out, _ = run(capsys, "wordsearch", "generate", "--words", "cat,dog",
                             "--seed", "1", "--case", "lower", "--out", str(tmp_path / name))
        assert status == 0 and out.startswith(f"wrote {tmp_path / name}: 2 words placed")
    assert "answer key" in (tmp_path / "p.txt").read_text(encoding="utf-8").lower()
    data = json.loads((tmp_path / "p.json").read_text(encoding="utf-8"))
    assert data["rows"][0] == data["rows"][0].lower()
    status, out, _ = run(capsys, "wordsearch", "generate", "--words", "cat,dog", "--seed", "1",
                         "--out", str(tmp_path / "p.pdf"), "--json")
    assert status == 0 and json.loads(out)["seed"] == 1
    assert (tmp_path / "p.pdf").read_bytes().startswith(b"%PDF-")


def test_generate_from_a_words_file_reports_unplaced(capsys, tmp_path):
    path = tmp_path / "w.txt"
    path.write_text("abc\ndef\nghi\njkl\nmno\n", encoding="utf-8")
    status, out, err = run(capsys, "wordsearch", "generate", "--words-file", str(path),
                           "--size", "3", "--difficulty", "easy", "--seed", "1", "--json")
    data = json.loads(out)
    assert status == 0 and data["unplaced"] and len(data["words"]) + len(data["unplaced"]) == 5
    assert err.startswith("desktop-solver: could not place")
    status, out, err = run(capsys, "wordsearch", "generate", "--words-file", str(path),
                           "--size", "3", "--difficulty", "easy", "--seed", "1", "--strict")
    assert status == 2 and "could not place" in err


@pytest.mark.parametrize("argv, message", [
    (["wordsearch", "solve"], "give the grid"),
    (["wordsearch", "solve", "ABC/AB"], "row 2 has 2 tiles, expected 3"),
    (["wordsearch", "solve", "A[QU]", "--words", "a"], "one letter per cell"),
    (["wordsearch", "solve", "ABC", "--words", "a1"], "'1' is not a letter"),
    (["wordsearch", "solve", "ABC", "--words", ","], "word list is empty"),
    (["wordsearch", "solve", "ABC", "--min-length", "0"], "--min-length 0 must be at least 1"),
    (["wordsearch", "solve", "--file", "/nonexistent/grid.txt"],
     "'/nonexistent/grid.txt' does not exist; expected a grid file"),
    (["wordsearch", "solve", "ABC", "--words-file", "/nonexistent/w.txt"], "does not exist"),
    (["wordsearch", "generate", "--words", ""], "word list is empty"),
    (["wordsearch", "generate", "--words", "cat,d0g"], "'0' is not a letter"),
    (["wordsearch", "generate", "--words", "abcdefghijk"], "longer than a 10 x 10 grid"),
    (["wordsearch", "generate", "--words", "cat", "--size", "50x5"], "expected each side 2..40"),
    (["wordsearch", "generate", "--words", "cat", "--size", "big"], "expected ROWSxCOLUMNS"),
    (["wordsearch", "generate", "--words", "cat", "--out", "p.gif"], "unknown kind"),
    (["wordsearch", "generate", "--words", "cat,cats"], "'cat' is inside 'cats'"),
])
def test_bad_input_is_one_line_and_status_2(capsys, argv, message):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and message in err


def test_real_process_imports_no_pillow_unless_drawing(tmp_path):
    code = ("import sys; from desktop_solver.app import main; "
            "status = main(['wordsearch', 'generate', '--words', 'cat,dog', '--seed', '1', "
            "'--json']); "
            "assert 'PIL' not in sys.modules and 'PySide6' not in sys.modules, 'heavy import'; "
            "sys.exit(status)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=REPO)
    assert result.returncode == 0, result.stderr
    assert len(json.loads(result.stdout)["words"]) == 2


@pytest.mark.parametrize("any_path", [False, True])
def test_a_listed_phrase_is_one_entry_as_in_the_window(capsys, any_path):
    # Spaces are no separator (the README's are commas, semicolons and new lines): "curling
    # iron" is looked for as CURLINGIRON, and "c a t" as CAT, not as three letters.
    status, out, _ = run(capsys, "wordsearch", "solve", "CURLINGIRON/CATXXXXXXXX", "--words",
                         "curling iron, c a t; hot dog", "--json",
                         *(["--any-path"] if any_path else []))
    data = json.loads(out)
    assert status == 0 and [item["word"] for item in data["found"]] == ["curling iron", "c a t"]
    assert len(data["found"][0]["path"]) == 11 and data["missing"] == ["hot dog"]


def test_generate_hides_a_phrase_as_one_word_and_lists_it_as_typed(capsys, tmp_path):
    listed = tmp_path / "words.txt"
    listed.write_text("curling iron\nice-cream\ncat\n", encoding="utf-8")
    status, out, _ = run(capsys, "wordsearch", "generate", "--words-file", str(listed),
                         "--size", "12", "--seed", "4", "--json", "--strict")
    data = json.loads(out)
    assert status == 0
    paths = {item["word"]: item["path"] for item in data["words"]}
    assert sorted(paths) == ["CAT", "CURLING IRON", "ICE-CREAM"]
    spelled = {word: "".join(data["rows"][row][col] for row, col in path)
               for word, path in paths.items()}
    assert spelled == {"CAT": "CAT", "CURLING IRON": "CURLINGIRON", "ICE-CREAM": "ICECREAM"}
