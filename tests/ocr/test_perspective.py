"""Photos taken at an angle and dice trays: the board is read square-on (straighten/perspective.py,
straighten/dice.py)
and its grid given back in the photo's pixels; 4 Pics 1 Word letter banks (generated screens of
benchmarks/screens.py, tuning seeds)."""

import io

import pytest
from PIL import ImageDraw

from benchmarks.screens import make_screen
from desktop_solver.ocr import ReadOptions, read_board
from desktop_solver.ocr.locate.board import locate_board
from desktop_solver.ocr.straighten.perspective import is_skewed, straighten

from tests.ocr.render import WOOD, photo, render_board

ROWS = [list("ABCDE"), list("FGHIJ"), list("KLMNO"), list("PRSTU"), list("VWXYZ")]


def inside(inner, outer):
    return (inner[0] >= outer[0] and inner[1] >= outer[1] and inner[2] <= outer[2]
            and inner[3] <= outer[3])


def test_a_board_photographed_at_an_angle_is_read_square_on():
    # GIVEN a photo of a board turned by 7 degrees and seen from below
    picture = photo(render_board(ROWS, WOOD), angle=7, keystone=0.15)
    assert is_skewed(locate_board(picture))
    # WHEN it is read
    reading = read_board(picture, "en", "boggle")
    # THEN every letter is right, and the grid is in the photo's pixels: each tile's box holds
    # its letters and is centred where the grid found in the photo itself puts the tile
    assert reading.rows == tuple(tuple(row) for row in ROWS)
    geometry = reading.geometry
    assert geometry.image_size == picture.size
    in_photo = locate_board(picture)
    pitch = min(in_photo.pitch(2, 2))
    for r, row in enumerate(reading.tiles):
        for c, tile in enumerate(row):
            assert inside(tile.glyph_box, tile.box)
            x, y = geometry.centre(r, c)
            assert x == pytest.approx(in_photo.centre(r, c)[0], abs=0.15 * pitch)
            assert y == pytest.approx(in_photo.centre(r, c)[1], abs=0.15 * pitch)


def test_a_screenshot_is_left_as_it_is():
    board = render_board(ROWS, WOOD)
    assert straighten(board, locate_board(board), "boggle") is None


@pytest.mark.parametrize("seed, lang", [(24, "en"), (40, "en"), (50, "ru"), (58, "ru"),
                                        (100, "ru")])
def test_a_dice_photo_reads_exactly(seed, lang):
    # GIVEN a photo of a dice tray at an angle, dice turned every way (seed 24: 4 x 4 with a Qu
    # face; seed 40: 5 x 5 with a die missing; Russian trays with dice Tesseract takes for
    # other letters at every turn: seed 50 an Э on its side and an upside-down Ю, seed 58 an
    # upside-down З read Е; seed 100: a П near the camera, taller than the far dice, no Ц)
    screen = make_screen(seed, "dice")
    # WHEN it is read as a Boggle board
    reading = read_board(screen.png(), "auto", "boggle")
    # THEN every die is the face of the set its glyph looks like, and a missing die's cell is
    # empty
    assert tuple(tuple(text.upper() for text in row) for row in reading.rows) == screen.rows
    assert reading.lang == lang


def test_a_russian_die_a_stroke_broke_in_two_is_one_sure_letter():
    # GIVEN a photo of a Russian dice tray (seed 50) whose И die a line of its face's colour
    # cuts in two halves, as blur breaks a thin stroke
    screen = make_screen(50, "dice")
    tile = read_board(screen.png(), "auto", "boggle").tiles[0][0]
    assert tile.text == "И" and tile.glyph_box is not None
    image = screen.image.convert("RGB")
    left, top, right, bottom = tile.glyph_box
    face = image.getpixel((max(tile.box[0] + 4, left - 3), (top + bottom) // 2))
    middle = (left + right) // 2
    ImageDraw.Draw(image).line([(middle, top - 2), (middle, bottom + 2)], fill=face,
                               width=max(2, (right - left) // 10))
    png = io.BytesIO()
    image.save(png, "PNG")
    # WHEN it is read as a Boggle board
    reading = read_board(png.getvalue(), "auto", "boggle")
    # THEN the die is one letter, read as surely as whole: Russian dice print one letter a face
    assert reading.lang == "ru"
    assert tuple(tuple(text.upper() for text in row) for row in reading.rows) == screen.rows
    assert (0, 0) not in reading.unsure()


def test_a_dice_photo_with_a_missing_die_and_doubtful_dice():
    # GIVEN a photo of a 4 x 4 dice tray at an angle, dice turned every way, one die missing
    screen = make_screen(16, "dice")
    assert screen.rows[2][2] == ""
    # WHEN it is read as a Boggle board
    reading = read_board(screen.png(), "auto", "boggle")
    # THEN the whole tray is found, the missing die's cell is empty, and the two dice it reads
    # wrong (turned letters Tesseract is unsure of) are marked for the user to check
    assert len(reading.rows) == 4 and all(len(row) == 4 for row in reading.rows)
    assert reading.rows[2][2] == ""
    assert reading.lang == "en"
    wrong = {(r, c) for r, row in enumerate(reading.rows) for c, text in enumerate(row)
             if text.upper() != screen.rows[r][c]}
    assert len(wrong) <= 2
    assert wrong <= set(reading.unsure())
    assert reading.doubtful


@pytest.mark.parametrize("seed", [1, 2])
def test_a_four_pics_one_word_letter_bank(seed):
    # GIVEN a 4 Pics 1 Word screen: four pictures, the answer's empty slots, the letter bank
    # (seed 1: one row of twelve, Cyrillic; seed 2: two rows of six)
    screen = make_screen(seed, "fourpics")
    # WHEN it is read as the Anagrams tab reads it
    reading = read_board(screen.png(), "auto", "anagram")
    # THEN the letter bank is read exactly, row by row
    assert tuple(tuple(text.upper() for text in row) for row in reading.rows) == screen.rows
    assert reading.lang == screen.lang


def test_a_photo_read_again_over_its_own_grid_is_straightened_again():
    # GIVEN a dice photo at an angle, read once
    png = make_screen(16, "dice").png()
    first = read_board(png, "auto", "boggle")
    # WHEN it is read again over the grid found (the picture view's "Read again")
    again = read_board(png, "auto", "boggle", options=ReadOptions(grid=first.geometry))
    # THEN it is read square-on again: the same tray, the missing die's cell the only empty one
    assert len(again.rows) == 4 and all(len(row) == 4 for row in again.rows)
    assert [(r, c) for r, row in enumerate(again.rows) for c, text in enumerate(row)
            if not text] == [(2, 2)]
