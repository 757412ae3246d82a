"""Values, bonus badges, corner flags and the game's totals read from generated screens
(benchmarks/screens.py: a seed always draws the same picture; Tesseract is the real one)."""

import pytest
from PIL import Image, ImageDraw, ImageFont

from benchmarks.screens import fonts, make_screen
from desktop_solver.core.totals import GameTotals
from desktop_solver.ocr import read_board
from desktop_solver.ocr.recognise.tesseract import Char
from desktop_solver.ocr.marks.tile_marks import _badge, _sign_shape

CASES = [("ruzzle", 1), ("ruzzle", 2), ("flags", 2), ("flags", 4), ("wordament", 1),
         ("wordament", 3)]


@pytest.mark.parametrize("family, seed", CASES)
def test_values_and_bonuses_are_read_exactly(family, seed):
    screen = make_screen(seed, family)
    reading = read_board(screen.png(), "auto", screen.game)
    assert reading.values == screen.true_values
    assert reading.bonuses == screen.true_bonuses


def test_a_ruzzle_screen_shows_its_badges_and_values():
    # GIVEN a Ruzzle-like screen: round DW/TW/DL badges over tiles' corners, values top right
    reading = read_board(make_screen(1, "ruzzle").png(), "auto", "ruzzle")
    # THEN each badge is on its tile and every tile has its value
    assert reading.bonuses == (("DW", "DW", "", ""), ("", "", "TW", "DW"), ("", "", "TW", ""),
                               ("", "DL", "", ""))
    assert reading.values == ((1, 1, 2, 2), (4, 10, 3, 2), (1, 2, 1, 2), (2, 1, 5, 1))


def test_the_reading_puts_values_and_bonuses_on_the_grid():
    screen = make_screen(2, "flags")
    grid = read_board(screen.png(), "auto", screen.game).to_grid()
    assert grid.bonuses == screen.true_bonuses
    assert grid.tile_at(0).bonus is not None and grid.tile_at(0).bonus.letter == 2   # ×2


def test_wordament_totals_are_read_from_above_the_board():
    reading = read_board(make_screen(1, "wordament").png(), "auto", "wordament")
    assert reading.totals == GameTotals(words=219, points=2320)
    assert reading.to_json()["totals"] == {"words": 219, "points": 2320}


def test_a_board_without_marks_has_none():
    screen = make_screen(1, "light")
    reading = read_board(screen.png(), "auto", screen.game)
    assert reading.values == screen.true_values      # all None
    assert reading.bonuses == screen.true_bonuses    # all ""
    assert reading.totals is None and not reading.has_marks
    data = reading.to_json()
    assert data["values"] == [[None] * len(row) for row in screen.rows]
    assert data["totals"] is None


@pytest.mark.parametrize("text, sign", [("×2", "X"), ("×3", "X"), ("c2", "C"), ("c3", "C")])
def test_a_flags_sign_is_told_by_its_shape(text, sign):
    image = Image.new("L", (80, 50), 255)
    ImageDraw.Draw(image).text((40, 25), text, fill=0, anchor="mm",
                               font=ImageFont.truetype(str(fonts()[1]), 36))
    assert _sign_shape(image) == sign


def test_a_times_sign_tesseract_splits_in_two_is_one_sign():
    # GIVEN a corner flag Tesseract read as x, X and 2 (the strokes of × taken apart)
    chars = [Char(text, 0.9, 3 + 6 * i, 2, 8 + 6 * i, 12) for i, text in enumerate("xX2")]
    # WHEN the badge is named
    name = _badge(Image.new("L", (30, 14), 255), chars, chars[-1:])
    # THEN it is the letter bonus ×2, not the word bonus its shape alone might suggest
    assert name == "×2"
