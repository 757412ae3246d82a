"""`desktop-solver ocr` with what tiles print besides their letters: the JSON's values, bonuses
and totals, and `--solve` scoring with them and comparing with the game's own totals.

Screens are generated (benchmarks/screens.py); Tesseract is the real one."""

from __future__ import annotations

import json

import pytest

from benchmarks.screens import make_screen

from tests.cli.helpers import run


@pytest.fixture(scope="module")
def ruzzle_shot(tmp_path_factory):
    path = tmp_path_factory.mktemp("shots") / "ruzzle.png"
    make_screen(1, "ruzzle").image.save(path)
    return path


@pytest.fixture(scope="module")
def wordament_shot(tmp_path_factory):
    # IEII/SFGU/DCIK/JUFG, values 6 8 4 10/3 6 1 6/2 6 3 2/1 8 8 3; "Score: 16/2320 Words: 13/219"
    path = tmp_path_factory.mktemp("shots") / "wordament.png"
    make_screen(1, "wordament").image.save(path)
    return path


def test_json_has_values_bonuses_and_totals(capsys, ruzzle_shot):
    status, out, _ = run(capsys, "ocr", str(ruzzle_shot), "--game", "ruzzle", "--json")
    data = json.loads(out)
    assert status == 0
    assert data["values"] == [[1, 1, 2, 2], [4, 10, 3, 2], [1, 2, 1, 2], [2, 1, 5, 1]]
    assert data["bonuses"] == [["DW", "DW", "", ""], ["", "", "TW", "DW"], ["", "", "TW", ""],
                               ["", "DL", "", ""]]
    assert data["totals"] is None
    assert data["rows"] == [list("DHGC"), list("PDGR"), list("TKKK"), list("HTRR")]


def solve_read(capsys, tmp_path, shot, game, words, *options):
    """`ocr SHOT --solve --game GAME` with a word list of `words` only."""
    path = tmp_path / "words.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    return run(capsys, "ocr", str(shot), "--solve", "--game", game, "--dict", str(path),
               *options)


def test_ruzzle_solve_scores_with_the_badges(capsys, ruzzle_shot, tmp_path):
    # GIVEN a list of one word, which the board makes several ways
    status, out, _ = solve_read(capsys, tmp_path, ruzzle_shot, "ruzzle", ["kt"], "--json")
    data = json.loads(out)
    # THEN it scores its best way by Ruzzle's rules with the badges read: K(2,2), value 1 on a
    # TW badge, then T(3,1), value 1 on a DL badge: (1 + 2*1) * 3 = 9 (K(2,1), value 2, then
    # that T would make 2 + 2 = 4)
    assert status == 0 and [(w["word"], w["score"]) for w in data["words"]] == [("kt", 9)]
    assert data["totals_check"] is None


def test_wordament_solve_prints_our_totals_beside_the_games(capsys, wordament_shot, tmp_path):
    status, out, err = solve_read(capsys, tmp_path, wordament_shot, "wordament", ["gig", "zzz"])
    assert status == 0
    # gig: G(1,2) 1 + I(2,2) 3 + G(3,3) 3, the values printed on the tiles
    assert out.splitlines()[1].split() == ["7", "gig", "2:3", "3:3", "4:4"]
    assert out.splitlines()[-1] == "ours 1 words / 7 points — the game says 219 / 2320"
    assert "our totals differ from the game's by more than 3%" in err


def test_wordament_solve_json_has_the_totals_check(capsys, wordament_shot, tmp_path):
    status, out, _ = solve_read(capsys, tmp_path, wordament_shot, "wordament", ["gig"],
                                "--json")
    data = json.loads(out)
    assert data["totals_check"] == {
        "ours": {"words": 1, "points": 7}, "game": {"words": 219, "points": 2320},
        "words_difference": round((1 - 219) / 219, 4),
        "points_difference": round((7 - 2320) / 2320, 4), "agrees": False}
    assert data["ocr"]["totals"] == {"words": 219, "points": 2320}
    assert data["ocr"]["values"][0] == [6, 8, 4, 10]
