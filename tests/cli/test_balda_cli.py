"""`desktop-solver balda`: move lists, the advisor, new boards, and every kind of bad input."""

import json
import subprocess
import sys

import pytest


from tests.conftest import REPO
from tests.core.balda.conftest import real_ru  # noqa: F401 (a fixture: warms the tries cache)
from tests.cli.helpers import run


@pytest.fixture
def words(tmp_path):
    def write(*words):
        path = tmp_path / "words.txt"
        path.write_text("\n".join(words) + "\n", encoding="utf-8")
        return str(path)
    return write


def test_json_moves_best_first(capsys, words):
    path = words("тон", "сыр", "стон", "он", "ор")
    status, out, err = run(capsys, "balda", "с.р/тон/...", "--dict", path, "--json")
    assert status == 0 and err == ""
    data = json.loads(out)
    assert data == {
        "board": "с.р/тон/...", "lang": "ru", "count": 11, "best": None, "pv": [], "depth": None,
        "moves": [
            {"row": 0, "col": 1, "letter": "н", "word": "стон",
             "path": [[0, 0], [1, 0], [1, 1], [0, 1]], "score": 4},
            {"row": 0, "col": 1, "letter": "т", "word": "стон",
             "path": [[0, 0], [0, 1], [1, 1], [1, 2]], "score": 4},
            {"row": 2, "col": 0, "letter": "с", "word": "стон",
             "path": [[2, 0], [1, 0], [1, 1], [1, 2]], "score": 4},
            {"row": 2, "col": 1, "letter": "н", "word": "стон",
             "path": [[0, 0], [1, 0], [1, 1], [2, 1]], "score": 4},
            {"row": 0, "col": 1, "letter": "ы", "word": "сыр",
             "path": [[0, 0], [0, 1], [0, 2]], "score": 3},
            {"row": 0, "col": 1, "letter": "н", "word": "он", "path": [[1, 1], [0, 1]], "score": 2},
            {"row": 2, "col": 1, "letter": "н", "word": "он", "path": [[1, 1], [2, 1]], "score": 2},
            {"row": 2, "col": 2, "letter": "о", "word": "он", "path": [[2, 2], [1, 2]], "score": 2},
            {"row": 0, "col": 1, "letter": "о", "word": "ор", "path": [[0, 1], [0, 2]], "score": 2},
            {"row": 0, "col": 1, "letter": "р", "word": "ор", "path": [[1, 1], [0, 1]], "score": 2},
            {"row": 2, "col": 1, "letter": "р", "word": "ор", "path": [[1, 1], [2, 1]], "score": 2},
        ]}
    # (the middle row тон is the start word: it counts as played)


def test_text_output(capsys, words):
    status, out, _ = run(capsys, "balda", "с.р/тон/...", "--dict", words("тон", "сыр", "ор"))
    assert status == 0
    assert out.splitlines() == [
        "с.р/тон/...  balda, ru: 4 moves, longest 3 letters",
        "   3  сыр  Ы 1:2    1:1 1:2 1:3",
        "   2  ор   О 1:2    1:2 1:3",
        "   2  ор   Р 1:2    2:2 1:2",
        "   2  ор   Р 3:2    2:2 3:2",
    ]


def test_used_words_and_limit(capsys, words):
    path = words("тон", "сыр", "стон", "он", "ор")
    _, out, _ = run(capsys, "balda", "с.р/тон/...", "--dict", path, "--used", "стон, он",
                    "--json")
    assert [move["word"] for move in json.loads(out)["moves"]] == ["сыр", "ор", "ор", "ор"]
    _, out, _ = run(capsys, "balda", "с.р/тон/...", "--dict", path, "--limit", "1")
    assert len(out.splitlines()) == 2


def test_advisor_finds_the_forced_win(capsys, words):
    path = words("гббгк", "ббавдкл", "дм")
    status, out, _ = run(capsys, "balda", "абб/вгг/д..", "--dict", path, "--depth", "2",
                         "--scores", "10,11", "--json")
    data = json.loads(out)
    assert status == 0 and data["depth"] == 2 and data["solved"]
    assert {key: data["best"][key] for key in ("row", "col", "letter", "word", "gain", "lead")} \
        == {"row": 2, "col": 2, "letter": "к", "word": "гббгк", "gain": 3, "lead": 2}
    assert [(move["word"], move["row"], move["col"]) for move in data["pv"]] == [
        ("гббгк", 2, 2), ("дм", 2, 1)]
    _, out, _ = run(capsys, "balda", "абб/вгг/д..", "--dict", path, "--depth", "2",
                    "--scores", "10,11")
    assert out.splitlines()[-2:] == [
        "best: К at 3:3, гббгк (+5); expected lead +2 (solved, 3 positions in "
        + out.splitlines()[-2].split(" positions in ")[1],
        "line: 1. гббгк (К 3:3)  2. дм (М 3:2)",
    ]


def test_real_dictionary_with_a_time_limit(capsys, real_ru):  # noqa: F811
    status, out, _ = run(capsys, "balda", ".шала/.шале/балда/..фал/.....",
                         "--used", "шала,шале,фалда", "--time", "0.5", "--all-words", "--json")
    data = json.loads(out)
    # 139 moves over every noun; one of them spells an obscenity, hidden by default.
    assert status == 0 and data["count"] == 138 and data["moves"][0]["word"] == "шабала"
    assert data["depth"] >= 1 and data["pv"][0] == {key: data["best"][key] for key in data["pv"][0]}


def test_new_board(capsys, real_ru):  # noqa: F811
    status, out, _ = run(capsys, "balda", "--new", "Балда")
    assert status == 0
    assert out.splitlines() == ["...../...../балда/...../.....", ". . . . .", ". . . . .",
                                "Б А Л Д А", ". . . . .", ". . . . ."]
    _, out, _ = run(capsys, "balda", "--new", "кот", "--size", "4x5", "--json")
    assert json.loads(out) == {"board": "...../...../.кот./.....",
                               "rows": [".....", ".....", ".кот.", "....."], "played": ["кот"]}


def test_english_board(capsys, words):
    path = words("cat", "cats", "scat")
    _, out, _ = run(capsys, "balda", "--new", "CAT", "--dict", path)
    assert out.splitlines()[0] == ".../cat/..."
    _, out, _ = run(capsys, "balda", ".../cat/...", "--dict", path, "--json")
    assert {(move["word"], move["row"], move["col"]) for move in json.loads(out)["moves"]} == {
        ("cats", 0, 2), ("cats", 2, 2), ("scat", 0, 0), ("scat", 2, 0)}


@pytest.mark.parametrize("argv, message", [
    (["...../балда/...../.....", "--square"], "is 4 x 5, expected a square board"),
    (["аб/вг"], "outside the limits, expected each side 3..10"),
    (["...../...../бaлдz/...../....."], "mixed scripts: Latin 'z' at row 3, column 5"),
    (["...../...../балда/...../.....", "--lang", "en"], "mixed scripts"),
    (["...../...../балда/...../.....", "--used", "кот,dog"], "'dog' is not written in the 'ru'"),
    (["...../...../балда/...../.....", "--used", "сыр,ыыы"], "used word 'ыыы' is not a playable"),
    (["...../...../бал[ДА]а/...../....."], "tile '[ДА]' is not one letter"),
    (["...../...../...../...../....."], "has no letters"),
    (["--new", "ыыыы"], "start word 'ыыыы' is not a playable word"),
    (["--new", "сыр", "--size", "2"], "outside the limits"),
    (["--new", "стон", "--size", "3"], "start word 'стон' has 4 letters, expected 3..3"),
    (["--new", "сыр", "--size", "big"], "is not N or ROWSxCOLS"),
    (["--new", "сы1р"], "start word 'сы1р' is not written in the 'ru' alphabet"),
    (["...../...../балда/...../.....", "--new", "сыр"], "give a board as GRID, or"),
    ([], "give a board as GRID, or"),
    (["...../...../балда/...../.....", "--depth", "0"], "--depth 0 must be at least 1"),
    (["...../...../балда/...../.....", "--time", "0"], "--time 0.0 must be more than 0"),
    (["...../...../балда/...../.....", "--scores", "1"], "expected MINE,THEIRS"),
])
def test_bad_input_is_reported_with_status_2(capsys, words, argv, message):
    path = words("тон", "сыр", "стон", "балда", "кот")
    status, out, err = run(capsys, "balda", *argv, "--dict", path)
    assert status == 2 and out == ""
    assert err.startswith("desktop-solver: error: ") and message in err
    assert len(err.splitlines()) == 1


def test_real_process_imports_no_qt_and_no_pillow(words):
    path = words("тон", "сыр")
    code = ("import sys; from desktop_solver.app import main; "
            f"status = main(['balda', 'с.р/тон/...', '--dict', {path!r}, '--json']); "
            "assert 'PySide6' not in sys.modules and 'PIL' not in sys.modules, 'GUI import'; "
            "sys.exit(status)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=REPO)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["count"] == 1
