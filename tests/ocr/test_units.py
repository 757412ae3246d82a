"""The OCR building blocks that need no Tesseract: components, geometry, tile text, fingerprints,
looks, and the tile cutter on drawn tiles."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFilter

from desktop_solver.ocr.locate.components import Blob, draw_runs, find_blobs, find_components
from desktop_solver.ocr.checks import drawn_letters, siblings
from desktop_solver.ocr.confidence import DOUBTED, REPLACED
from desktop_solver.ocr.checks.crossed import crossed_tiles
from desktop_solver.ocr.marks.drawn_marks import (
    drawn_mark_mask,
    with_drawn_marks_erased,
    without_drawn_marks,
    coloured_strokes,
    without_long_strokes,
)
from desktop_solver.ocr.geometry import GridGeometry, fit_centre_model
from desktop_solver.ocr.checks.holes import has_top_bar, hole_count
from desktop_solver.ocr.recognise.fingerprints import Fingerprint, Look, cluster, fingerprint
from desktop_solver.ocr.recognise.languages import (
    board_is_capitals,
    heights_say_capitals,
    small_unlike_capital,
    tile_text,
    whitelist,
)
from desktop_solver.ocr.checks.descenders import descenders
from desktop_solver.ocr.draft import Draft, ReadOptions
from desktop_solver.ocr.cut.segment import GLYPH_HEIGHT, TileGlyph, cut_tiles, foot_of
from desktop_solver.ocr.checks.siblings import CrossedBoard, board_page, match_crossed

from tests.ocr.render import (
    BOLD,
    FONT_DIR,
    PAPER,
    SERIF,
    WOOD,
    font,
    letter_mask,
    render_board,
)


def test_components_touching_diagonally_are_one_and_boxes_are_exact():
    image = Image.new("L", (12, 8), 0)
    draw = ImageDraw.Draw(image)
    draw.rectangle((1, 1, 3, 2), fill=255)      # 3 x 2
    draw.point((4, 3), fill=255)                # touches the first one diagonally
    draw.rectangle((8, 5, 10, 7), fill=255)     # 3 x 3, apart
    blobs = sorted(find_blobs(image), key=lambda b: b.left)
    assert blobs == [Blob(1, 1, 5, 4, 7), Blob(8, 5, 11, 8, 9)]


def test_components_can_be_drawn_back():
    image = Image.new("L", (10, 10), 0)
    ImageDraw.Draw(image).ellipse((2, 2, 7, 7), fill=255)
    (blob, runs), = find_components(image)
    drawn = draw_runs(image.size, runs, ink=255, paper=0)
    assert drawn.tobytes() == image.tobytes()
    assert blob.area == sum(end - start for _, start, end in runs)


def test_centre_model_recovers_a_tilted_grid():
    # A 4 x 5 grid, pitch 50 x 40, slightly rotated: x = 10 + 50c - 2r, y = 20 + 3c + 40r.
    points = [(r, c, 10 + 50 * c - 2 * r, 20 + 3 * c + 40 * r) for r in range(4) for c in range(5)]
    model = fit_centre_model(points)
    assert model.centre(3, 4) == pytest.approx((10 + 200 - 6, 20 + 12 + 120))
    geometry = GridGeometry(4, 5, model, 20.0, True, (300, 200))
    assert geometry.pitch(0, 0) == pytest.approx((50, 40), abs=0.01)
    assert geometry.tile_box(0, 0) == (-15 + 15, 0, 35, 40)   # clipped at the image's edge
    assert geometry.board_box[2] <= 300


def test_centre_model_of_a_square_grid_is_not_bent_by_one_letter_off_its_tile():
    # GIVEN a 3 x 3 screenshot grid, pitch 84, whose letters' centres are a pixel off here
    # and there, and whose far corner's letter was cut 15 pixels off its tile's centre
    points = [(r, c, 128 + 84 * c + (r + c) % 2, 127 + 83 * r - (r * c) % 2)
              for r in range(3) for c in range(3)]
    points[2] = (0, 2, 128 + 84 * 2 + 15, 127 + 10)
    # WHEN the centre model is fitted
    model = fit_centre_model(points)
    # THEN the grid stays straight: the corner tile is where its row and column put it
    assert model.centre(0, 2) == pytest.approx((128 + 168, 127), abs=1.5)
    assert model.x[2] == model.x[3] == model.y[1] == model.y[3] == 0


def test_centre_model_of_letters_no_two_of_which_share_a_row():
    # GIVEN eight letters on a diagonal band: no two in one row
    points = [(r, (r + 2) % 8, 30 + 50 * ((r + 2) % 8), 30 + 50 * r) for r in range(8)]
    # WHEN the centre model is fitted
    model = fit_centre_model(points)
    # THEN the grid is the one they lie on (no median of steps to take: none is needed)
    assert model.centre(7, 7) == pytest.approx((380, 380), abs=0.5)


def test_centre_model_keeps_a_photos_keystone():
    # GIVEN a 4 x 4 grid seen at an angle: its rows widen downwards
    points = [(r, c, 100 + (60 + 6 * r) * c, 40 + 55 * r) for r in range(4) for c in range(4)]
    # WHEN fitted
    model = fit_centre_model(points)
    # THEN the far corner is where the photo has it
    assert model.centre(3, 3) == pytest.approx((100 + 78 * 3, 40 + 165), abs=0.5)


def test_centre_model_of_a_single_row():
    model = fit_centre_model([(0, c, 100 + 60 * c, 50.0) for c in range(6)])
    assert model.centre(0, 5) == pytest.approx((400, 50))


@pytest.mark.parametrize("chars, shape, expected", [
    ([("K", 0.9)], "L", "K"),
    ([("l", 0.9)], "|", "I"),                       # a plain bar is I on a capital board
    ([("O", 0.6), ("D", 0.95)], "L", "D"),          # one glyph cannot be two letters
    ([("I", 0.9), ("N", 0.9)], "|L-", "IN-"),       # the dash Tesseract dropped comes back
    ([("I", 0.9), ("N", 0.9), ("G", 0.9)], "-|LL", "-ING"),
    ([("U", 0.9), ("M", 0.9)], "L/L", "U/M"),       # so does the slash
    ([("Q", 0.9), ("a", 0.7)], "LL", "QU"),         # English boards print Q as Qu
    ([("s", 0.9), ("h", 0.9)], "LL", "SH"),
    ([], "L", ""),
])
def test_tile_text_en(chars, shape, expected):
    assert tile_text(chars, shape, "en", capitals=True)[0] == expected


def test_tile_text_ru_maps_latin_lookalikes_and_marks():
    assert tile_text([("K", 0.9)], "L", "ru", True)[0] == "К"
    assert tile_text([("p", 0.9)], "L", "ru", True)[0] == "Р"
    assert tile_text([("Е", 0.9)], "L", "ru", True, marks_above=2)[0] == "Ё"
    assert tile_text([("Ш", 0.9)], "L", "ru", True)[0] == "Ш"


def test_tile_text_small_letter_board():
    assert tile_text([("I", 0.9)], "L", "en", capitals=False)[0] == "L"
    assert tile_text([("l", 0.9)], "|", "en", capitals=False, marks_above=1)[0] == "I"


# Upright, oblique, serif and monospaced faces: q's descender is a stem on the right, g's tail
# hooks back to the left, whatever the style.
SMALL_LETTER_FACES = sorted(path.name for path in FONT_DIR.glob("DejaVu*.ttf"))


@pytest.mark.parametrize("face", SMALL_LETTER_FACES)
def test_the_foot_of_a_small_q_is_on_the_right_and_of_a_g_on_the_left(face):
    q, g = (foot_of(_glyph(letter, face=face)) for letter in "qg")
    assert q is not None and g is not None
    assert tile_text([("g", 0.96)], "L", "en", capitals=False, foot=q)[0] == "Q"
    assert tile_text([("q", 0.96)], "L", "en", capitals=False, foot=g)[0] == "G"


def test_the_foot_decides_only_between_small_g_and_q():
    assert tile_text([("G", 0.9)], "L", "en", capitals=True, foot=0.8)[0] == "G"  # capital G
    assert tile_text([("a", 0.9)], "L", "en", capitals=False, foot=0.8)[0] == "A"
    assert tile_text([("g", 0.9)], "L", "en", capitals=False, foot=0.4)[0] == "G"  # in between
    assert tile_text([("g", 0.9)], "L", "en", capitals=False)[0] == "G"


def test_confidence_drops_when_the_shape_disagrees():
    sure = tile_text([("D", 0.95)], "L", "en", True)[1]
    doubtful = tile_text([("O", 0.6), ("D", 0.95)], "L", "en", True)[1]
    assert doubtful < sure


def test_whitelists_and_case():
    assert whitelist("en") == "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-/"
    assert whitelist("ru", capitals=True).startswith("АБВГДЕЁЖ")
    assert board_is_capitals(["A", "B", "e"]) and not board_is_capitals(["a", "b", "E"])
    # A capital Д is read д as often as not: it tells nothing of the board's case.
    assert board_is_capitals(["д", "д", "Б"]) and not board_is_capitals(["б", "а", "Д"])


def test_small_letters_as_tall_as_the_tall_ones_are_capitals_read_small():
    # Monospaced capitals П, Г, И, Д that the English model reads n, r, u, d: all one height
    assert heights_say_capitals([("n", 44), ("r", 43), ("u", 44), ("d", 44)])
    # A board of small letters: n and o stand at x-height, d and h rise above it
    assert not heights_say_capitals([("n", 30), ("o", 31), ("d", 42), ("h", 43)])
    # Nothing to compare: no letter that only a capital or an ascender makes tall
    assert not heights_say_capitals([("n", 44), ("o", 44), ("c", 44)])
    # Only a small letter unlike its capital can be no capital at all
    assert small_unlike_capital("n") and small_unlike_capital("е")
    assert not small_unlike_capital("o") and not small_unlike_capital("d")


def _glyph(text: str, size: int = 60, face: str = BOLD) -> Image.Image:
    image = Image.new("L", (size * 2, size * 2), 255)
    ImageDraw.Draw(image).text((size, size), text, fill=0, font=font(face, size), anchor="mm")
    return image.crop(image.point(lambda v: 255 - v).getbbox())


def test_fingerprints_tell_letters_apart_but_not_sizes_of_one_letter():
    e_big, e_small, f = fingerprint(_glyph("E", 60), 60), fingerprint(_glyph("E", 48), 48), \
        fingerprint(_glyph("F", 60), 60)
    assert e_big.alike(e_small)
    assert not e_big.alike(f)
    copy = Fingerprint.from_text(e_big.to_text())
    assert copy.bits == e_big.bits and copy.distance(e_big) == 0
    groups = cluster({(0, 0): e_big, (0, 1): f, (1, 0): e_small})
    assert sorted(sorted(group) for group in groups) == [[(0, 0), (1, 0)], [(0, 1)]]


def test_looks_match_within_what_screenshots_vary_by():
    look = Look("boggle", True, (236, 214, 168), 0.45)
    assert look.matches(Look("boggle", True, (230, 220, 160), 0.47))
    assert not look.matches(Look("boggle", True, (60, 64, 84), 0.45))        # another theme
    assert not look.matches(Look("wordament", True, (236, 214, 168), 0.45))  # another game
    assert Look.from_json(look.to_json()) == look
    assert look.key == "boggle-dark-ecd6a8-0.45"


def test_cutter_keeps_letters_and_drops_corner_values_and_badges():
    image = render_board([["Q", "IN-"], ["A/E", "W"]], PAPER, tile=120,
                         values={(0, 0): "10", (0, 1): "12", (1, 0): "3", (1, 1): "4"})
    draw = ImageDraw.Draw(image)
    draw.ellipse((30 + 120 + 10 + 88, 30 + 120 + 10 - 8, 30 + 250 + 20, 30 + 130 + 26),
                 fill=(200, 40, 40))                       # a bonus badge on a corner
    letter = 60                                            # 0.5 x tile, as render_board draws
    geometry = _geometry_for(image, tile=120, gap=10, margin=30, rows=2, cols=2, glyph=letter)
    tiles = cut_tiles(image.convert("L"), geometry)
    assert [[t.shape for t in row] for row in tiles] == [["L", "|L-"], ["L/L", "L"]]
    q = tiles[0][0]
    assert q.image is not None and q.image.height <= 1.3 * GLYPH_HEIGHT   # no "10" above it
    w = tiles[1][1]
    assert w.box is not None and w.box[1] > 186 and w.box[2] < 262       # the badge is not in it


def test_a_small_mark_under_a_letter_is_its_own_but_a_line_wider_than_it_is_not():
    # GIVEN a Q whose tail a face draws apart under its bowl, and a Л over a line wider than it
    # (a tile's edge the threshold left inside the tile)
    image = render_board([["O", "Л"]], PAPER, tile=120)
    draw = ImageDraw.Draw(image)
    draw.rectangle((82, 114, 100, 117), fill=(25, 25, 25))     # under an O 45 pixels wide
    draw.rectangle((185, 114, 255, 116), fill=(25, 25, 25))    # under a Л 41 pixels wide
    geometry = _geometry_for(image, tile=120, gap=10, margin=30, rows=1, cols=2, glyph=60)
    # WHEN the tiles are cut
    q, el = cut_tiles(image.convert("L"), geometry)[0]
    # THEN the tail is part of the Q's glyph, the line no part of the Л's
    assert q.mask is not None and q.mask.height >= 1.1 * GLYPH_HEIGHT
    assert el.mask is not None and el.mask.size == (41, GLYPH_HEIGHT)


@pytest.mark.parametrize("letter", ["M", "W", "Ю", "H", "Б"])
def test_a_bold_letter_filling_most_of_its_tile_is_cut_as_ink_on_white(letter):
    # GIVEN heavy letters in a bold face, as tall as 60% of their tile, with values
    # in the corners: they ink more than half of the tile's middle
    image = render_board([[letter, letter], [letter, letter]], WOOD, tile=100,
                         letter_size=0.85, values={(0, 0): "10", (1, 1): "3"})
    geometry = _geometry_for(image, tile=100, gap=10, margin=30, rows=2, cols=2, glyph=85)
    # WHEN the tiles are cut
    for glyph in (g for row in cut_tiles(image.convert("L"), geometry) for g in row):
        # THEN each glyph is the letter's ink (as wide for its height as the letter drawn),
        # not the tile round it taken for ink
        assert glyph.mask is not None
        drawn = letter_mask(letter, BOLD)
        cut_ratio = glyph.mask.width / glyph.mask.height
        assert abs(cut_ratio - drawn.width / drawn.height) < 0.15
        ink = np.asarray(glyph.mask.convert("L")) < 128
        drawn_ink = np.asarray(drawn) < 128
        assert abs(ink.mean() - drawn_ink.mean()) < 0.15


def test_an_empty_tile_has_no_glyph():
    image = render_board([["A", ""], ["B", "C"]], PAPER, tile=100)
    geometry = _geometry_for(image, tile=100, gap=10, margin=30, rows=2, cols=2, glyph=50)
    tiles = cut_tiles(image.convert("L"), geometry)
    assert tiles[0][1].is_empty and not tiles[0][0].is_empty


@pytest.mark.parametrize("turn", [90, 180, 270])
def test_a_turned_tile_is_cut_upright_and_keeps_its_place_in_the_image(turn):
    # GIVEN an F lying turned in its tile, as a die in a tray
    image = render_board([["A", "F"], ["B", "C"]], PAPER, tile=100, turned={(0, 1): turn})
    geometry = _geometry_for(image, tile=100, gap=10, margin=30, rows=2, cols=2, glyph=50)
    gray = image.convert("L")
    lying = cut_tiles(gray, geometry, only={(0, 1)})[0][0]
    # WHEN it is cut turned back
    upright = cut_tiles(gray, geometry, only={(0, 1)}, turn=(360 - turn) % 360)[0][0]
    # THEN the letter stands (taller than wide, as F is) where it lies in the image
    assert upright.image is not None and upright.image.height > upright.image.width
    assert lying.box is not None and upright.box is not None
    assert all(abs(a - b) <= 2 for a, b in zip(upright.box, lying.box))


def test_an_i_on_its_side_is_stray_ink_until_turned():
    image = render_board([["A", "I"], ["B", "C"]], PAPER, tile=100, turned={(0, 1): 90})
    geometry = _geometry_for(image, tile=100, gap=10, margin=30, rows=2, cols=2, glyph=50)
    gray = image.convert("L")
    lying = cut_tiles(gray, geometry, only={(0, 1)})[0][0]
    assert lying.is_empty and lying.stray_ink
    assert cut_tiles(gray, geometry, only={(0, 1)}, turn=90)[0][0].shape == "|"


def _geometry_for(image: Image.Image, tile: int, gap: int, margin: int, rows: int, cols: int,
                  glyph: float) -> GridGeometry:
    points = [(r, c, margin + c * (tile + gap) + tile / 2, margin + r * (tile + gap) + tile / 2)
              for r in range(rows) for c in range(cols)]
    return GridGeometry(rows, cols, fit_centre_model(points), glyph * 0.72, True, image.size)


@pytest.mark.parametrize("letter, holes", [("Ф", 2), ("Х", 0), ("О", 1), ("В", 2), ("A", 1)])
def test_a_glyph_counts_its_closed_counters(letter, holes):
    image = render_board([[letter, "E"], ["E", "E"]], PAPER, tile=100)
    geometry = _geometry_for(image, tile=100, gap=10, margin=30, rows=2, cols=2, glyph=50)
    glyph = cut_tiles(image.convert("L"), geometry)[0][0]
    assert glyph.mask is not None and hole_count(glyph.mask) == holes


@pytest.mark.parametrize("face", [BOLD, SERIF])
@pytest.mark.parametrize("letter, bar", [("Б", True), ("Ь", False), ("Ъ", False), ("Ы", False)])
def test_a_glyph_shows_whether_its_top_is_a_bar_across(letter, bar, face):
    image = render_board([[letter, "E"], ["E", "E"]], PAPER, tile=100, face=face)
    geometry = _geometry_for(image, tile=100, gap=10, margin=30, rows=2, cols=2, glyph=50)
    glyph = cut_tiles(image.convert("L"), geometry)[0][0]
    assert glyph.mask is not None and has_top_bar(glyph.mask) == bar


def test_a_tile_the_picture_edge_cuts_through_is_marked_cut_off():
    # GIVEN a board whose left column the picture's edge cuts through the letters (a Qu left
    # as u), and whose top row it cuts beside the letters only
    image = render_board([["QU", "E"], ["W", "E"]], PAPER, tile=100, small_multi=False)
    image = image.crop((30 + 28, 30 - 10, image.width, image.height))
    points = [(r, c, c * 110 + 50 - 28, r * 110 + 50 + 10) for r in range(2) for c in range(2)]
    geometry = GridGeometry(2, 2, fit_centre_model(points), 36, True, image.size)
    # WHEN the tiles are cut, THEN the ones whose letters lose ink to the edge say so
    cut = [[glyph.cut_off for glyph in row] for row in cut_tiles(image.convert("L"), geometry)]
    assert cut == [[True, False], [True, False]]


def test_a_word_search_tile_is_one_letter_whatever_its_parts():
    # GIVEN a tile of two letters side by side, and a grid that says tiles hold one letter each
    image = render_board([["IN", "E"], ["E", "E"]], PAPER, tile=120, small_multi=False)
    geometry = _geometry_for(image, tile=120, gap=10, margin=30, rows=2, cols=2, glyph=60)
    # THEN the cutter sees two letters on a Boggle grid and one on a word search's
    assert cut_tiles(image.convert("L"), geometry)[0][0].shape == "|L"
    single = replace(geometry, single_letters=True)
    assert cut_tiles(image.convert("L"), single)[0][0].shape == "L"
    assert single.with_size(2, 2).single_letters
    assert replace(single, ruled=True).with_corners(2, 2, (0, 0), (9, 9)).ruled


def test_part_of_a_tilted_grid_keeps_its_tiles_where_they_were():
    points = [(r, c, 100 + 40 * c + 6 * r + 0.5 * r * c, 50 + 3 * c + 42 * r)
              for r in range(5) for c in range(6)]
    geometry = GridGeometry(5, 6, fit_centre_model(points), 20.0, True, (400, 300))
    part = geometry.part(0, 1, 5, 5)
    assert (part.rows, part.cols) == (5, 5)
    for r in range(5):
        for c in range(5):
            assert part.centre(r, c) == pytest.approx(geometry.centre(r, c + 1))


def test_edge_lines_without_letters_are_not_the_board():
    from desktop_solver.ocr.recognise.fingerprints import Look
    from desktop_solver.ocr.reader import BoardReading, TileReading, without_empty_edges

    # GIVEN a 5 x 6 reading whose first column (a tray's rim) shows no letter, and a Boggle
    # board with one die missing inside it
    letters = ["", "Y", "I", "S", "W", "O"], ["", "P", "T", "", "T", "E"], \
              ["", "E", "E", "O", "F", "R"], ["", "L", "O", "H", "J", "A"], \
              ["", "K", "J", "B", "K", "K"]
    points = [(r, c, 100 + 40 * c, 50 + 40 * r) for r in range(5) for c in range(6)]
    geometry = GridGeometry(5, 6, fit_centre_model(points), 20.0, True, (400, 300))
    tiles = tuple(tuple(TileReading(text, 0.9 if text else 0.0, geometry.tile_box(r, c))
                        for c, text in enumerate(row)) for r, row in enumerate(letters))
    reading = BoardReading(tiles, "en", geometry, Look("boggle", True, (240, 240, 240), 0.5),
                           values=tuple((None,) * 6 for _ in range(5)))
    # WHEN the empty edges are dropped THEN the board is 5 x 5, the missing die kept empty
    trimmed = without_empty_edges(reading)
    assert trimmed.rows[0] == ("Y", "I", "S", "W", "O") and trimmed.rows[1][2] == ""
    assert (trimmed.geometry.rows, trimmed.geometry.cols) == (5, 5)
    assert trimmed.geometry.centre(0, 0) == pytest.approx(geometry.centre(0, 1))
    assert len(trimmed.values[0]) == 5


def test_a_drawn_mark_names_the_tiles_it_crosses_and_erases_to_their_colour():
    # GIVEN a 2 x 2 grid of 50-pixel tiles, white, with a dark letter stroke in tile (0, 0)
    model = fit_centre_model([(r, c, 25 + 50 * c, 25 + 50 * r) for r in range(2) for c in range(2)])
    geometry = GridGeometry(2, 2, model, 30.0, True, (100, 100))
    pixels = np.full((100, 100), 255, np.uint8)
    pixels[10:40, 20:26] = 0
    # AND a mark over the stroke's foot and running on into tile (1, 0)
    marks = np.zeros((100, 100), np.uint8)
    marks[35:70, 22:28] = 255
    # THEN the tiles crossed are those two
    assert crossed_tiles(marks, geometry) == {(0, 0), (1, 0)}
    # AND the erased picture is the tile's white under the mark, the stroke above it kept
    erased = np.asarray(with_drawn_marks_erased(Image.fromarray(pixels, mode="L"), marks,
                                                geometry))
    assert (erased[35:70, 22:28] == 255).all()
    assert (erased[10:35, 20:26] == 0).all()


def _crossed_board(rows: list[list[str]], path: list[tuple[int, int]], face: str = BOLD):
    """A drawn board with a red path from tile centre to tile centre, its geometry, glyphs,
    the path's mask and the tiles it crosses."""
    image = render_board(rows, WOOD, tile=96, face=face)
    centres = [(30 + c * 106 + 48, 30 + r * 106 + 48) for r, c in path]
    ImageDraw.Draw(image).line(centres, fill=(230, 60, 60), width=7)
    geometry = _geometry_for(image, tile=96, gap=10, margin=30, rows=len(rows),
                             cols=len(rows[0]), glyph=48)
    marks = drawn_mark_mask(image, geometry)
    assert marks is not None
    gray = without_drawn_marks(image.convert("L"), marks, geometry)
    glyphs = [g for row in cut_tiles(gray, geometry) for g in row]
    return image, geometry, glyphs, marks, crossed_tiles(marks, geometry)


def test_a_crossed_tile_misread_is_read_as_the_uncrossed_tile_it_matches():
    # GIVEN a board with two К, the second's leg under a path drawn on to the next tile
    rows = [["К", "У", "О"], ["Р", "К", "Т"], ["Е", "М", "С"]]
    board, draft = _drawn_board(rows, [(1, 1), (2, 2)])
    # AND the crossed К read as У, as Tesseract reads it without its leg
    draft.texts[(1, 1)] = "У"
    # WHEN the crossed tiles are matched with the board's other tiles
    settled, notes = match_crossed(board, draft, {})
    # THEN it reads К again, and is settled
    assert draft.texts[(1, 1)] == "К" and (1, 1) in settled and notes


def test_a_crossed_tile_keeps_its_reading_when_the_path_hides_what_tells_it_apart():
    # GIVEN a З whose middle a path crosses, and an Э (which differs only there) elsewhere
    rows = [["З", "Э", "О"], ["Р", "А", "Т"], ["Е", "М", "С"]]
    board, draft = _drawn_board(rows, [(0, 0), (1, 1)])
    # WHEN matched, with no other З on the board to compare and no other reading agreeing
    match_crossed(board, draft, {(0, 0): "З"})
    # THEN the З stays
    assert draft.texts[(0, 0)] == "З"


def _drawn_board(rows: list[list[str]], path: list[tuple[int, int]], face: str = BOLD
                 ) -> tuple[CrossedBoard, Draft]:
    """_crossed_board's board as the crossed-tile checks see it, and a draft of it with its
    tiles' texts as drawn, all read surely."""
    image, geometry, glyphs, marks, crossed = _crossed_board(rows, path, face)
    texts = {(r, c): text for r, row in enumerate(rows) for c, text in enumerate(row)}
    lang = "ru" if any("А" <= text <= "я" for text in texts.values()) else "en"
    board = CrossedBoard(board_page(image.convert("L"), marks, geometry), geometry,
                         {(g.row, g.col): g.box for g in glyphs if g.box is not None},
                         frozenset(crossed))
    draft = Draft(glyphs, [], texts, dict.fromkeys(texts, 0.95), lang, capitals=True,
                  dice=False, options=ReadOptions())
    return board, draft


def test_a_crossed_letter_found_nowhere_else_is_read_as_the_letter_drawn_in_the_boards_font():
    # GIVEN a board in a font the machine has, an H that a path crosses diagonally, and no
    # other H on the board
    rows = [["Л", "Р", "О"], ["К", "Н", "Т"], ["Е", "М", "С"]]
    board, draft = _drawn_board(rows, [(1, 1), (2, 2)])
    texts = draft.texts
    # AND the crossed Н read as А
    texts[(1, 1)] = "А"
    # WHEN the crossed tiles are compared with the letters drawn in the board's fonts
    drawn = drawn_letters.board_fonts(board, draft)
    settled, _, notes = drawn_letters.read_drawn(board, drawn, draft)
    # THEN the board's font is found, and the tile reads Н
    assert any(font.endswith(BOLD) for font in drawn.fonts)
    assert texts[(1, 1)] == "Н" and (1, 1) in settled and notes


def test_an_uncrossed_tile_misread_surely_is_read_as_the_letter_drawn_in_the_boards_font():
    # GIVEN a board in a font the machine has, a path crossing two tiles, and an F no path
    # crosses read surely as E (as a value beside its arm's end makes Tesseract read it)
    rows = [["L", "R", "O"], ["K", "H", "T"], ["F", "M", "S"]]
    board, draft = _drawn_board(rows, [(1, 1), (2, 2)])
    texts, confidences = draft.texts, draft.confidences
    texts[(2, 0)], confidences[(2, 0)] = "E", 1.0
    # WHEN the uncrossed tiles are checked against the letters drawn in the board's fonts
    drawn = drawn_letters.board_fonts(board, draft)
    notes = drawn_letters.check_uncrossed(board, drawn, draft)
    # THEN the F reads F, replaced surely, and no other tile changes
    assert texts == {(r, c): text for r, row in enumerate(rows) for c, text in enumerate(row)}
    assert confidences[(2, 0)] == REPLACED and len(notes) == 1


def _as_pt_sans_j(monkeypatch, geometry, key):
    """The drawn letters' mismatches with the tile at `key` as PT Sans's J gives them: a stem
    with a mere turn at its foot, which the machine's J fits at 0.19 and its I at 0.054 (the
    CI machine has no PT Sans, so the figures stand in for it)."""
    drawn_scores = drawn_letters._drawn_scores
    x, y = geometry.centre(*key)

    def scores_of(page, fonts, box, caps, letters):
        scores = drawn_scores(page, fonts, box, caps, letters)
        if box[0] < x < box[2] and box[1] < y < box[3]:
            scores = {letter: {"J": 0.193, "I": 0.054}.get(letter, 0.3) for letter in scores}
        return scores
    monkeypatch.setattr(drawn_letters, "_drawn_scores", scores_of)


@pytest.mark.parametrize("path", [[(0, 0), (0, 1)], [(1, 0), (1, 1)]])
def test_a_letter_another_sans_face_draws_otherwise_stays_as_read(monkeypatch, path):
    # GIVEN a board in a font the machine has, but for a J drawn as PT Sans draws it, and a
    # path that passes it by or crosses it
    rows = [["L", "R", "O"], ["K", "J", "T"], ["F", "M", "S"]]
    board, draft = _drawn_board(rows, path)
    texts, confidences = draft.texts, draft.confidences
    drawn = drawn_letters.board_fonts(board, draft)
    _as_pt_sans_j(monkeypatch, board.geometry, (1, 1))
    # WHEN the tiles are checked against the letters drawn in the board's fonts
    _, _, notes = drawn_letters.read_drawn(board, drawn, draft)
    notes += drawn_letters.check_uncrossed(board, drawn, draft)
    # THEN the J stays: the I fits it clearly better, but not as exactly as the board's
    # letters fit theirs (sans faces fit one another's letters that well)
    assert drawn.fit <= drawn_letters.CLEAR_EXACT
    assert texts[(1, 1)] == "J" and not notes
    # AND crossed, it is marked unsure: the strokes in sight favour another letter
    assert (confidences[(1, 1)] <= DOUBTED) == ((1, 1) in board.crossed)


def test_tiles_of_one_reading_that_its_drawing_fits_alike_badly_stay_as_read():
    # GIVEN a board in a font the machine has, whose two O Tesseract reads Q, as it would
    # where the game's face draws its Q otherwise than the machine's (a short tail)
    rows = [["L", "O", "R"], ["K", "H", "T"], ["F", "M", "O"]]
    board, draft = _drawn_board(rows, [(1, 0), (1, 1)])
    texts = draft.texts
    texts[(0, 1)] = texts[(2, 2)] = "Q"
    # WHEN the uncrossed tiles are checked against the letters drawn in the board's fonts
    drawn = drawn_letters.board_fonts(board, draft)
    notes = drawn_letters.check_uncrossed(board, drawn, draft)
    # THEN both stay Q: the drawn Q fits each as badly as the other, no sign that one of
    # them is misread
    assert texts[(0, 1)] == texts[(2, 2)] == "Q" and not notes


def test_a_crossed_tile_read_empty_is_read_as_the_letter_drawn_in_the_boards_font():
    # GIVEN a board in a font the machine has, and an H that a path crosses, read as no letter
    rows = [["Л", "Р", "О"], ["К", "Н", "Т"], ["Е", "М", "С"]]
    board, draft = _drawn_board(rows, [(1, 1), (2, 2)])
    texts = draft.texts
    texts[(1, 1)] = ""
    # WHEN the crossed tiles are compared with the letters drawn in the board's fonts
    drawn = drawn_letters.board_fonts(board, draft)
    settled, _, _ = drawn_letters.read_drawn(board, drawn, draft)
    # THEN the tile reads Н
    assert texts[(1, 1)] == "Н" and (1, 1) in settled


@pytest.mark.parametrize("path, key, reading, letter", [
    # a Т whose stem a path covers top to bottom, read as I: a letter the path would hide;
    # the strokes in sight, which the Т alone fits, decide
    ([(0, 2), (2, 2)], (1, 2), "I", "Т"),
    # an Н a path crosses from side to side, read with a dash (the path's cut in the letter)
    ([(1, 0), (1, 2)], (1, 1), "Н-", "Н"),
])
def test_a_crossed_tiles_reading_the_path_made_is_replaced_by_the_drawn_letter(path, key,
                                                                              reading, letter):
    # GIVEN a board in a font the machine has, and a tile a path crosses, misread
    rows = [["Л", "Р", "О"], ["К", "Н", "Т"], ["Е", "М", "С"]]
    board, draft = _drawn_board(rows, path)
    texts = draft.texts
    texts[key] = reading
    # WHEN the crossed tiles are compared with the letters drawn in the board's fonts
    drawn = drawn_letters.board_fonts(board, draft)
    drawn_letters.read_drawn(board, drawn, draft)
    # THEN the tile reads its letter
    assert texts[key] == letter


def test_two_letters_one_crossed_letter_fits_as_well_are_read_as_that_letter_unsure():
    # GIVEN a serif board, and an H whose bar a path across its row hides, read as II
    rows = [["L", "R", "O"], ["K", "H", "T"], ["E", "M", "S"]]
    board, draft = _drawn_board(rows, [(1, 0), (1, 2)], SERIF)
    texts, confidences = draft.texts, draft.confidences
    texts[(1, 1)] = "II"
    # WHEN the crossed tiles are compared with the letters drawn in the board's fonts
    drawn = drawn_letters.board_fonts(board, draft)
    _, tied, notes = drawn_letters.read_drawn(board, drawn, draft)
    # THEN the stems in sight fit the H as well as II: it reads H, a guess the user checks
    assert texts[(1, 1)] == "H" and (1, 1) in tied and confidences[(1, 1)] == DOUBTED
    assert "fewer letters" in " ".join(notes)


def test_an_affix_tile_a_path_crosses_keeps_its_dash():
    # GIVEN a tile read as an affix (two letters and a dash) that a path crosses from side to
    # side, the path lying where its dash would be
    rows = [["Л", "Р", "О"], ["К", "Н", "Т"], ["Е", "М", "С"]]
    board, draft = _drawn_board(rows, [(1, 0), (1, 2)])
    texts = draft.texts
    texts[(1, 1)] = "НЕ-"
    # WHEN the crossed tiles are compared with the letters drawn in the board's fonts
    drawn = drawn_letters.board_fonts(board, draft)
    drawn_letters.read_drawn(board, drawn, draft)
    # THEN the affix stays as read: a path over a dash looks like a dash the path made
    assert texts[(1, 1)] == "НЕ-"


def test_a_narrow_letter_is_compared_where_a_tile_centring_its_advance_shows_it():
    # GIVEN two tiles whose letters are centred by their advance, as games set text: an H,
    # and a J whose hook pulls its ink off the tile's middle
    image = Image.new("RGB", (280, 160), "white")
    geometry = _geometry_for(image, tile=100, gap=10, margin=30, rows=1, cols=2, glyph=40)
    face = font(BOLD, 48)
    draw = ImageDraw.Draw(image)
    for col, letter in enumerate("HJ"):
        draw.text(geometry.centre(0, col), letter, fill="black", font=face, anchor="mm")
    page = board_page(image.convert("L"), np.zeros((160, 280), np.uint8), geometry)
    # WHEN the J's tile is compared, where the H's capital stands in its own tile, with J and I
    left, top, right, bottom = image.convert("L").point(lambda v: v < 128 and 255).crop(
        (30, 30, 130, 130)).getbbox()
    place = (left + 140, top + 30, right + 140, bottom + 30)
    j, i = (siblings.drawn_mismatch(page, place, text, str(FONT_DIR / BOLD), shift=1, caps=True)
            for text in ("J", "I"))
    # THEN the J drawn where its advance is centred fits, and clearly better than an I
    assert j < 0.02 and i > 0.05


def test_ink_along_a_paths_edge_is_in_sight_and_the_paths_soft_edge_is_no_ink():
    # GIVEN a stroke a path covers but for its two right columns (an R's leg under a path)
    # beside a stroke it leaves alone,
    # and beside it a tile a path crosses drawn anti-aliased, as a scaled screenshot shows it
    image = Image.new("RGB", (280, 160), "white")
    geometry = _geometry_for(image, tile=100, gap=10, margin=30, rows=1, cols=2, glyph=40)
    draw = ImageDraw.Draw(image)
    draw.rectangle((95, 50, 106, 110), fill="black")
    draw.rectangle((66, 50, 77, 110), fill="black")
    draw.rectangle((67, 40, 75, 120), fill=(230, 60, 60))
    soft = Image.new("RGB", (400, 400), "white")
    ImageDraw.Draw(soft).line((60, 40, 340, 360), fill=(230, 60, 60), width=30)
    image.paste(soft.resize((100, 100), Image.Resampling.LANCZOS), (140, 30))
    draw.rectangle((150, 80, 161, 120), fill="black")
    # WHEN the page's ink is taken, and what the path hides of it
    marks = drawn_mark_mask(image, geometry)
    assert marks is not None
    page = board_page(image.convert("L"), marks, geometry)
    pad = page.pad
    in_sight = page.ink & ~page.hidden
    # THEN the stroke's columns beside the path are ink in sight, and no pixel of the soft
    # edge of the other path is
    assert in_sight[pad + 60:pad + 100, pad + 76:pad + 78].all()
    assert not in_sight[pad + 50:pad + 110, pad + 165:pad + 230].any()


def test_a_letter_reaching_below_the_capitals_tells_against_one_that_does_not():
    # GIVEN a J whose stem a path covers from the tile's middle down, its hook's tip showing
    rows = [["L", "E", "O"], ["K", "J", "T"], ["E", "M", "S"]]
    board, _ = _drawn_board(rows, [(1, 1), (2, 1)])
    # WHEN its tile is compared with J and I drawn where the board's capitals stand
    usual = drawn_letters._usual_place(board.geometry, board.boxes, [(0, 0), (0, 1), (1, 2)])
    assert usual is not None
    j, i = (siblings.drawn_mismatch(board.page, usual((1, 1)), text, str(FONT_DIR / BOLD), caps=True)
            for text in ("J", "I"))
    # THEN the hook's tip, below where an I ends, tells against the I (shifted up, the I left
    # it out of sight)
    assert j < 0.02 and i > 0.1


def test_a_glyph_wider_than_a_drawn_letter_does_not_match_it():
    # GIVEN a board in a font the machine has, with a T
    rows = [["Л", "Р", "О"], ["К", "Н", "T"], ["Е", "М", "С"]]
    board, _ = _drawn_board(rows, [(1, 1), (2, 2)])
    # WHEN its glyph is compared with T and with I drawn in that font
    t, i = (siblings.drawn_mismatch(board.page, board.boxes[(1, 2)], text, str(FONT_DIR / BOLD))
            for text in ("T", "I"))
    # THEN the T's arms, beside where an I would stand, tell against the I
    assert t < 0.02 and i > 0.2


def test_the_usual_place_of_a_boards_capitals_has_their_usual_size():
    # GIVEN capitals 30 pixels high but for one tall J, whose tops stand a few pixels apart
    # from their tiles' centres (the grid's centres are that far off)
    image = Image.new("RGB", (400, 400), "white")
    geometry = _geometry_for(image, tile=100, gap=10, margin=30, rows=2, cols=2, glyph=30)
    spans = {(0, 0): (-14, 16), (0, 1): (-17, 13), (1, 0): (-19, 20), (1, 1): (-19, 11)}
    boxes = {}
    for key, (top, bottom) in spans.items():
        cx, cy = geometry.centre(*key)
        boxes[key] = (round(cx) - 10, round(cy) + top, round(cx) + 10, round(cy) + bottom)
    # WHEN the place where the capitals usually stand is found
    place = drawn_letters._usual_place(geometry, boxes, sorted(boxes))
    # THEN a letter there is as high as the capitals are, however their tops and feet stand
    assert place is not None
    left, top, right, bottom = place((0, 0))
    assert bottom - top == 30 and right - left == 20


def test_a_board_in_a_font_no_installed_one_draws_is_not_compared_with_drawn_letters(
        monkeypatch):
    # GIVEN a board in a bold sans face, and only a regular serif face to draw letters in
    rows = [["Л", "Р", "О"], ["К", "Н", "Т"], ["Е", "М", "С"]]
    board, draft = _drawn_board(rows, [(1, 1), (2, 2)])
    monkeypatch.setattr(drawn_letters, "BOARD_FONT_FILES", ("DejaVuSerif.ttf",))
    # WHEN the board's fonts are sought
    drawn = drawn_letters.board_fonts(board, draft)
    # THEN there is none: the crossed tiles keep their readings
    assert drawn.fonts == ()


def test_a_path_over_coloured_tiles_is_taken_off_but_a_tile_outline_stays():
    # GIVEN blue tiles on a blue page, a red path across them, and one tile outlined in red
    image = Image.new("RGB", (800, 500), (40, 110, 210))
    draw = ImageDraw.Draw(image)
    for left in range(20, 480, 90):
        draw.rectangle((left, 100, left + 80, 180), fill=(30, 80, 170))
    draw.line([(60, 140), (420, 140)], fill=(230, 60, 60), width=6)
    draw.rectangle((200, 200, 280, 280), outline=(220, 30, 30), width=4)
    blue, red = image.convert("L").getpixel((60, 120)), image.convert("L").getpixel((201, 240))
    # WHEN long strokes are filled in
    gray = without_long_strokes(image)
    # THEN the path is the tiles' colour again, and the outline is still there
    assert abs(gray.getpixel((150, 140)) - blue) <= 8
    assert gray.getpixel((201, 240)) == red


def test_a_red_path_over_orange_tiles_is_no_part_of_their_wide_orange():
    # GIVEN orange tiles on a dark page and a red path across them: red and orange are hues
    # next to each other, and the path lies inside the tiles' wide area of those hues
    image = Image.new("RGB", (800, 500), (30, 30, 40))
    draw = ImageDraw.Draw(image)
    for left in range(20, 480, 90):
        draw.rounded_rectangle((left, 100, left + 80, 180), 8, fill=(230, 180, 60))
    draw.line([(60, 140), (420, 140)], fill=(230, 60, 60), width=6)
    orange = image.convert("L").getpixel((60, 120))
    # WHEN long strokes are filled in THEN the path is gone from the tiles too
    gray = without_long_strokes(image)
    assert abs(gray.getpixel((150, 140)) - orange) <= 8


def _translucent_line(image: Image.Image, points: list[tuple[int, int]],
                      colour: tuple[int, int, int, int], width: int) -> Image.Image:
    layer = Image.new("RGBA", image.size, (0, 0, 0, 0))
    ImageDraw.Draw(layer).line(points, fill=colour, width=width, joint="curve")
    return Image.alpha_composite(image.convert("RGBA"), layer).convert("RGB")


def test_a_thick_path_is_one_long_stroke_but_a_solid_square_stays():
    # GIVEN a desktop-sized page (searched shrunk) with a translucent blue path 44 pixels wide,
    # a fifth of a 200-pixel pitch, bent at a right angle, and a solid blue square as wide
    page = (225, 229, 200)
    image = Image.new("RGB", (2560, 1440), page)
    ImageDraw.Draw(image).rectangle((1600, 300, 1800, 500), fill=(40, 70, 160))
    image = _translucent_line(image, [(300, 300), (900, 300), (900, 900)], (10, 40, 200, 180), 44)
    square = image.convert("L").getpixel((1700, 400))
    # WHEN the coloured strokes are sought and the long ones filled in
    strokes = coloured_strokes(image)
    gray = without_long_strokes(image, strokes)
    # THEN the whole path is one stroke as long as it runs, and the square is still there
    assert [round(length) for length in strokes.lengths.values() if length > 300] == [620]
    assert gray.getpixel((1700, 400)) == square


def test_grid_lines_along_a_cells_edges_are_taken_off_its_ink():
    from PIL import Image, ImageDraw

    from desktop_solver.ocr.cut.segment import without_grid_lines
    # GIVEN a cell's ink: the grid's lines along its top and left edges, and an M whose left
    # stem and top touch them
    cell = Image.new("L", (40, 40), 0)
    draw = ImageDraw.Draw(cell)
    draw.rectangle((0, 0, 39, 1), fill=255)
    draw.rectangle((0, 0, 1, 39), fill=255)
    draw.line((2, 2, 2, 34), fill=255, width=3)
    draw.line((30, 2, 30, 34), fill=255, width=3)
    draw.line((2, 2, 16, 20), fill=255, width=3)
    draw.line((16, 20, 30, 2), fill=255, width=3)
    # WHEN the lines are taken off THEN the M stays, standing apart from the lines
    clean = without_grid_lines(cell)
    assert clean.getpixel((20, 0)) == 0 and clean.getpixel((0, 20)) == 0
    assert clean.getpixel((3, 20)) == 255 and clean.getpixel((30, 20)) == 255
    assert clean.getbbox() == (2, 2, 32, 35)


def _bars_beside(width: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A 2 x 2 board of 100-pixel tiles whose three last tiles hold a plain bar `width` pixels
    wide, 60 high; the first tile is left to draw on."""
    image = Image.new("L", (200, 200), 250)
    draw = ImageDraw.Draw(image)
    for left, top in ((100, 0), (0, 100), (100, 100)):
        draw.rectangle((left + 47, top + 20, left + 46 + width, top + 79), fill=20)
    return image, draw


def test_a_stroke_paler_than_half_the_ink_stays_on_its_letter():
    # GIVEN a blurred L whose foot is paler than half its stem's ink (a thin stroke of a small
    # letter scaled up), beside a pale dot no letter touches, and tiles of a blurred I
    image, draw = _bars_beside(width=3)
    draw.rectangle((43, 20, 45, 79), fill=20)
    draw.rectangle((46, 77, 80, 79), fill=150)
    draw.rectangle((88, 50, 92, 54), fill=150)
    image = image.filter(ImageFilter.GaussianBlur(1.5))
    geometry = _geometry_for(image, tile=100, gap=0, margin=0, rows=2, cols=2, glyph=60 / 0.72)
    # WHEN the tiles are cut
    tiles = cut_tiles(image, geometry)
    # THEN the L keeps its foot, and the dot stays out; the I's are as dark all over as cut
    glyph = tiles[0][0]
    assert glyph.mask is not None and glyph.shape == "L"
    assert glyph.mask.width >= 0.5 * glyph.mask.height
    assert glyph.box is not None and glyph.box[2] <= 85
    assert [tile.shape for row in tiles for tile in row[1:]] == ["|", "|"]


def test_a_tail_below_the_letters_feet_makes_a_tse_of_what_read_as_i():
    # GIVEN a board's letters cut shorter than the glyph height (blurred ink), and a Ц among
    # them that Tesseract read as И, its tail a sixth of a letter below their feet
    glyphs = [_cut_letter(col, Image.new("L", (30, height), 0))
              for col, height in enumerate((40, 40, 40, 46))]
    texts = {(0, 0): "К", (0, 1): "И", (0, 2): "З", (0, 3): "И"}
    confidences = dict.fromkeys(texts, 0.97)
    # WHEN the tails are looked for
    notes = descenders(glyphs, texts, confidences)
    # THEN the tailed one is the Ц, doubted (the height alone says so), the others stay sure
    assert texts == {(0, 0): "К", (0, 1): "И", (0, 2): "З", (0, 3): "Ц"} and notes
    assert confidences == {(0, 0): 0.97, (0, 1): 0.97, (0, 2): 0.97, (0, 3): DOUBTED}


def test_a_tiles_outline_cut_with_a_letter_makes_no_tail():
    # GIVEN a board's letters 40 pixels high, and a Ш cut with the tile's outline on both
    # sides, which hangs 20 pixels below its foot
    outlined = Image.new("L", (60, 60), 255)
    draw = ImageDraw.Draw(outlined)
    draw.rectangle((10, 0, 49, 39), fill=0)
    draw.line((0, 0, 0, 59), fill=0)
    draw.line((59, 0, 59, 59), fill=0)
    glyphs = [_cut_letter(col, Image.new("L", (30, 40), 0)) for col in range(3)]
    glyphs.append(_cut_letter(3, outlined))
    texts = {(0, 0): "К", (0, 1): "И", (0, 2): "З", (0, 3): "Ш"}
    # WHEN the tails are looked for
    descenders(glyphs, texts, dict.fromkeys(texts, 0.97))
    # THEN the Ш stays: the outline beside it is no tail
    assert texts[(0, 3)] == "Ш"


def _cut_letter(col: int, mask: Image.Image) -> TileGlyph:
    """A tile of the first row cut as one letter, its top 20 pixels above the tile's centre."""
    return TileGlyph(0, col, None, None, "L", dy=-20, mask=mask)


def test_a_bar_with_a_part_of_its_letter_beside_it_is_no_plain_i():
    # GIVEN a P whose bowl the threshold split off its stem (thin joins blurred away)
    image, draw = _bars_beside(width=6)
    draw.rectangle((38, 20, 43, 79), fill=20)
    draw.rectangle((47, 22, 60, 50), fill=20)
    # WHEN the tiles are cut
    tiles = cut_tiles(image, _geometry_for(image, tile=100, gap=0, margin=0, rows=2, cols=2,
                                           glyph=60 / 0.72))
    # THEN the stem and its bowl are one letter, not the bar of an I; the lone bars are
    assert [tile.shape for row in tiles for tile in row] == ["L", "|", "|", "|"]


def test_a_shaded_tiles_rim_and_its_letters_halo_are_no_drawn_mark_but_a_path_is():
    # GIVEN olive tiles darker towards their rims (a glossy tile's shading) with pale letters,
    # blurred, and a red path across the middle row only
    tile, gap, margin = 96, 10, 30
    side = 2 * margin + 3 * tile + 2 * gap
    image = Image.new("RGB", (side, side), (240, 230, 220))
    shade = np.hypot(*np.mgrid[-1:1:tile * 1j, -1:1:tile * 1j]) / np.sqrt(2)
    olive = np.array([180, 196, 112]) * (1 - 0.45 * shade[..., None])
    face = Image.fromarray(olive.astype(np.uint8), "RGB")
    letters = ["ПОЛ", "КИБ", "ЕНЮ"]
    draw = ImageDraw.Draw(image)
    for r, row in enumerate(letters):
        for c, letter in enumerate(row):
            left, top = margin + c * (tile + gap), margin + r * (tile + gap)
            image.paste(face, (left, top))
            draw.text((left + tile / 2, top + tile / 2), letter, fill=(235, 250, 226),
                      font=font(SERIF, 60), anchor="mm")
    centres = [(margin + c * (tile + gap) + tile / 2, margin + tile + gap + tile / 2)
               for c in range(3)]
    ImageDraw.Draw(image).line(centres, fill=(220, 40, 40), width=7)
    image = image.filter(ImageFilter.GaussianBlur(1.5))
    geometry = _geometry_for(image, tile=tile, gap=gap, margin=margin, rows=3, cols=3, glyph=60)
    # WHEN the drawn marks are sought
    marks = drawn_mark_mask(image, geometry)
    # THEN the path's tiles are crossed, and no other tile is
    assert marks is not None and crossed_tiles(marks, geometry) == {(1, 0), (1, 1), (1, 2)}
