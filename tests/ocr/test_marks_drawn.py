"""Marks drawn with Pillow (tests/ocr/marks_render.py), each kind the way a game draws it, read
with known answers: corner flags (×2, ×3, c2, c3 cut out of a coloured triangle), round
DL/TL/DW/TW badges over a tile's corner, values in a corner. A badge whose text is smudged past
reading leaves the tile's bonus unsure and its letter sure (the real Tesseract reads them all)."""

import pytest
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from desktop_solver import paths
from desktop_solver.ocr import read_board
from desktop_solver.ocr.confidence import UNSURE
from desktop_solver.ocr.marks.drawn_badges import name_by_drawing, number_by_drawing

from tests.ocr.marks_render import (
    BLUE,
    GAP,
    GREEN,
    MARGIN,
    ORANGE,
    PITCH,
    PURPLE,
    RED,
    Board,
    bonuses,
    draw,
)

FLAG_BOARDS = [
    Board(("КИАТЯ", "ВАШБО", "ЕТТРЯ", "ЛАБОС", "ЧОНКО"),
          flags={(1, 0): ("×3", PURPLE), (1, 4): ("c2", RED), (3, 2): ("c3", PURPLE),
                 (4, 3): ("×2", RED)}),
    Board(("СЛОВО", "ЗАБЕГ", "КОТИК", "НОРКА", "ДОМИК"), face="LiberationSans-Regular.ttf",
          mark_face="LiberationSans-Bold.ttf", page=(235, 235, 235),
          flags={(0, 0): ("c3", GREEN), (2, 2): ("×2", BLUE), (4, 4): ("c2", ORANGE),
                 (3, 1): ("×3", RED)}),
]


@pytest.mark.parametrize("board", FLAG_BOARDS, ids=["dejavu-purple-red", "liberation-colours"])
def test_corner_flags_are_read_in_any_colour_and_face(board):
    reading = read_board(draw(board), "ru", "wordbyword")
    assert reading.rows == tuple(tuple(row) for row in board.rows)
    assert reading.bonuses == bonuses(board)
    assert not reading.unsure_marks and not reading.unsure()


def test_flags_that_reach_the_letters_box_are_read_and_leave_the_letters_sure():
    # GIVEN flags half a tile long, their edges reaching past the letters' corners
    board = Board(("КИАТЯ", "ВАШБО", "ЕТТРЯ", "ЛАБОС", "ЧОНКО"), flag_leg=0.55,
                  flags={(0, 0): ("c3", GREEN), (1, 0): ("×3", PURPLE), (1, 4): ("c2", RED),
                         (2, 2): ("×2", BLUE), (3, 2): ("c3", PURPLE), (4, 3): ("×2", RED)})
    reading = read_board(draw(board), "ru", "wordbyword")
    # THEN each flag is read, and no letter is taken for less sure for the flag beside it
    assert reading.bonuses == bonuses(board)
    assert reading.rows == tuple(tuple(row) for row in board.rows)
    assert not reading.unsure() and not reading.unsure_marks


def test_round_badges_over_the_corners_and_values_are_read():
    board = Board(("SHEM", "AYAR", "TNNS", "OSES"), page=(40, 120, 200),
                  badges={(0, 3): ("DL", GREEN), (1, 0): ("DW", ORANGE), (1, 3): ("TW", RED),
                          (2, 0): ("TL", BLUE)},
                  values={(0, 0): 1, (0, 1): 4, (1, 1): 4, (3, 2): 1})
    reading = read_board(draw(board), "en", "ruzzle")
    assert reading.rows == tuple(tuple(row) for row in board.rows)
    assert reading.bonuses == bonuses(board)
    assert {(r, c): v for r, row in enumerate(reading.values) for c, v in enumerate(row)
            if v is not None} == board.values
    assert not reading.unsure_marks


def test_corner_values_are_read_as_wordament_prints_them():
    values = {(row, col): (row * 4 + col) % 9 + 1 for row in range(4) for col in range(4)}
    board = Board(("DOGS", "CATE", "RINP", "LUMB"), page=(30, 30, 30), values=values)
    reading = read_board(draw(board), "en", "wordament")
    assert reading.values == tuple(tuple(values[row, col] for col in range(4))
                                   for row in range(4))
    assert not reading.unsure_marks


def test_a_smudged_badge_makes_its_bonus_unsure_and_never_its_letter():
    # GIVEN a Ruzzle-like board whose badge on R is smudged past reading, beside a clear one
    board = Board(("SHEM", "AYAR", "TNNS", "OSES"), page=(40, 120, 200),
                  badges={(0, 3): ("DL", GREEN)}, smudged={(1, 3): RED})
    # WHEN it is read
    reading = read_board(draw(board), "en", "ruzzle")
    # THEN the clear badge is read, the smudged one has no name and is unsure...
    assert reading.bonuses[0][3] == "DL" and reading.bonuses[1][3] == ""
    assert reading.unsure_marks == {(1, 3)}
    assert reading.to_json()["unsure_marks"] == [[1, 3]]
    # ...and its letter is read and sure, as every other letter
    assert reading.rows == tuple(tuple(row) for row in board.rows)
    assert reading.tile(1, 3).confidence >= UNSURE and not reading.unsure()


def _text(text, face="LiberationSans-Bold.ttf", size=22):
    """`text` drawn small and a little blurred, black on white."""
    image = Image.new("L", (4 * size, 2 * size), 255)
    ImageDraw.Draw(image).text((size, size), text, fill=0, anchor="lm",
                               font=ImageFont.truetype(str(paths.fonts_dir() / face), size))
    return image.filter(ImageFilter.GaussianBlur(0.6))


@pytest.mark.parametrize("text, name", [("×2", "×2"), ("x3", "×3"), ("c2", "c2"), ("C3", "c3"),
                                        ("DL", "DL"), ("TL", "TL"), ("DW", "DW"), ("TW", "TW")])
def test_a_badges_text_is_named_by_the_names_drawn(text, name):
    assert name_by_drawing(_text(text)) == name


def test_a_blot_or_a_word_is_no_badge_and_a_value_is_its_number():
    blot = Image.new("L", (40, 30), 255)
    ImageDraw.Draw(blot).ellipse((5, 5, 35, 25), fill=0)
    assert name_by_drawing(blot) == ""
    assert name_by_drawing(_text("OK")) == ""
    assert [number_by_drawing(_text(str(n), "DejaVuSerif.ttf")) for n in (2, 5, 8, 10)] \
        == [2, 5, 8, 10]


def test_a_value_a_drawn_path_crosses_is_read_or_left_unsure():
    # GIVEN a Wordament-like board with a value in every tile's corner, and a traced word's
    # path drawn over it from tile centre to tile centre, across the values of the tiles it
    # enters at their corner
    values = {(row, col): (row * 4 + col) % 9 + 1 for row in range(4) for col in range(4)}
    board = Board(("DOGS", "CATE", "RINP", "LUMB"), page=(30, 30, 30), values=values)
    image = draw(board)
    centres = [(MARGIN + PITCH / 2 + k * (PITCH + GAP),) * 2 for k in range(4)]
    ImageDraw.Draw(image).line(centres, fill=(230, 60, 60), width=PITCH // 14)
    # WHEN it is read
    reading = read_board(image, "en", "wordament")
    # THEN every value is read right or its tile is to be checked, the crossed ones too; the
    # letters stay as they are
    assert reading.rows == tuple(tuple(row) for row in board.rows)
    wrong = {(row, col) for row in range(4) for col in range(4)
             if reading.values[row][col] != values[row, col]}
    assert wrong <= reading.unsure_marks
    assert reading.values[0][1] == values[0, 1] and reading.values[3][0] == values[3, 0]
