"""A letter's parts the tile cut must keep (cut/segment.py, cut/parts.py): the breve of Й and the
dots of Ё, wherever they sit against the letter and its cell, drawn in the shipped faces."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from desktop_solver import paths
from desktop_solver.ocr import read_board
from desktop_solver.ocr.cut.segment import GLYPH_HEIGHT, TileGlyph, cut_tiles, select_letters
from desktop_solver.ocr.locate.components import Blob
from desktop_solver.ocr.geometry import GridGeometry, fit_centre_model

from tests.ocr.render import NIGHT, SERIF, WOOD, Theme, render_board

SHIPPED = sorted(path.name for path in paths.fonts_dir().glob("*.ttf"))
TILE = 90
MARGIN = 20


def _face(name: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(paths.fonts_dir() / name), size)


def _ink(text: str, font: ImageFont.FreeTypeFont) -> Image.Image:
    """`text` drawn alone, cut to its ink, as a paste mask (255 where inked)."""
    size = round(font.size)
    canvas = Image.new("L", (4 * size, 4 * size), 0)
    ImageDraw.Draw(canvas).text((size, size), text, fill=255, font=font)
    return canvas.crop(canvas.getbbox())


def _grid(image: Image.Image, rows: int, cols: int, pitch: int, glyph_height: int
          ) -> GridGeometry:
    """The true grid of a board of dark letters drawn in `pitch` wide cells from MARGIN."""
    points = [(r, c, MARGIN + (c + 0.5) * pitch, MARGIN + (r + 0.5) * pitch)
              for r in range(rows) for c in range(cols)]
    return GridGeometry(rows, cols, fit_centre_model(points), glyph_height, True, image.size)


def _cut(rows: list[str], face: str, share: float, blur: float = 0.0
         ) -> list[list[TileGlyph]]:
    """The tiles of a board of `rows` (one letter a tile) drawn dark on a plain light page, the
    font's size `share` of the pitch, centred in their cells, cut on the board's true grid."""
    font = _face(face, round(TILE * share))
    height, width = len(rows), len(rows[0])
    image = Image.new("L", (2 * MARGIN + width * TILE, 2 * MARGIN + height * TILE), 250)
    draw = ImageDraw.Draw(image)
    for r, row in enumerate(rows):
        for c, letter in enumerate(row):
            draw.text((MARGIN + (c + 0.5) * TILE, MARGIN + (r + 0.5) * TILE), letter, fill=30,
                      font=font, anchor="mm")
    if blur:
        image = image.filter(ImageFilter.GaussianBlur(blur))
    cap = font.getbbox("И", anchor="mm")
    return cut_tiles(image, _grid(image, height, width, TILE, cap[3] - cap[1]))


@pytest.mark.parametrize("blur", [0.0, 1.5])
@pytest.mark.parametrize("face", SHIPPED)
def test_marks_a_big_letter_carries_past_its_cell_are_its_own(face, blur):
    # GIVEN Й, Ё, И and Е whose letters fill two thirds of the cell, so that the breve and the
    # dots reach the cell's top edge or past it
    cut = _cut(["ЙЁИЕ"], face, 0.9, blur)[0]
    # WHEN cut, THEN the marks are the letters' own, and the plain letters have none
    assert [glyph.marks_above for glyph in cut] == [1, 2, 0, 0]
    assert all(glyph.mask is not None for glyph in cut)
    assert cut[0].mask is not None and cut[0].mask.height > 1.15 * GLYPH_HEIGHT


@pytest.mark.parametrize("face", SHIPPED)
def test_a_breve_in_the_gap_between_two_rows_is_the_lower_letters(face):
    # GIVEN a big И right over a big Й: the Й's breve lies in the gap between them
    upper, lower = (row[0] for row in _cut(["И", "Й"], face, 0.9))
    # THEN it is the Й's mark, and no part of the И
    assert lower.marks_above == 1
    assert upper.marks_above == 0
    assert upper.mask is not None and upper.mask.height <= GLYPH_HEIGHT + 2


def test_a_breve_set_between_the_serifs_of_the_stems_is_a_mark():
    # GIVEN two wide serif И whose breve dips between the serifs atop their stems, as URW's and
    # Noto's serif faces set it (its foot 0.08 of the letter's height below the letter's top)
    face = _face("DejaVuSerif.ttf", 60)
    body = _ink("И", face)
    body = body.resize((round(body.width * 1.6), body.height))     # a wide face's И
    breve = _ink("\u02d8", face)
    breve = breve.resize((round(breve.width * 0.6), breve.height))
    image = Image.new("L", (2 * MARGIN + 2 * TILE, 2 * MARGIN + TILE), 250)
    centres = [(MARGIN + (c + 0.5) * TILE, MARGIN + TILE / 2) for c in range(2)]
    for x, y in centres:
        left, top = round(x - body.width / 2), round(y - body.height / 2 + 4)
        image.paste(30, (left, top), body)
        # Left of the middle, clear of the diagonal that meets the right stem at the top.
        foot = top + round(0.08 * body.height)
        image.paste(30, (round(left + 0.45 * body.width - breve.width / 2), foot - breve.height),
                    breve)
    geometry = _grid(image, 1, 2, TILE, body.height)
    # WHEN cut, THEN the breve is the letter's mark
    assert [glyph.marks_above for glyph in cut_tiles(image, geometry)[0]] == [1, 1]


@pytest.mark.parametrize("face, pitch, share, shift, blur", [
    ("DejaVuSansCondensed-Bold.ttf", 22, 0.7, 0, 0.6),
    ("DejaVuSerif.ttf", 26, 0.8, 1, 0.6),
    ("LiberationSans-Bold.ttf", 30, 0.8, 0, 0.9),
])
def test_a_blurred_small_letter_cut_again_paler_keeps_its_marks(face, pitch, share, shift, blur):
    # GIVEN small blurred Й, Ё, И and Е in outlined cells at a phone's pitch: split paler for
    # their faint strokes, the marks join the cell's outline just above them
    font = _face(face, round(pitch * share))
    image = Image.new("L", (2 * MARGIN + 4 * pitch, 2 * MARGIN + pitch), 250)
    draw = ImageDraw.Draw(image)
    for c, letter in enumerate("ЙЁИЕ"):
        left = MARGIN + c * pitch
        draw.rectangle((left, MARGIN, left + pitch - 1, MARGIN + pitch - 1), outline=60)
        draw.text((left + pitch / 2, MARGIN + pitch / 2 + shift), letter, fill=30, font=font,
                  anchor="mm")
    image = image.filter(ImageFilter.GaussianBlur(blur))
    cap = font.getbbox("И", anchor="mm")
    geometry = _grid(image, 1, 4, pitch, cap[3] - cap[1])
    # WHEN cut, THEN the letters keep the marks the split at the tile's own levels found
    assert [glyph.marks_above for glyph in cut_tiles(image, geometry)[0]] == [1, 2, 0, 0]


@pytest.mark.parametrize("face", ["DejaVuSerif.ttf", "LiberationSans-Regular.ttf"])
def test_the_hairline_sides_of_a_tiles_outline_are_no_letters(face):
    # GIVEN tiles whose thin outline shows only its sides (its rounded corners and top and
    # bottom too faint for the split): a hairline upright near each side of the cell
    font = _face(face, 66)
    image = Image.new("L", (2 * MARGIN + 2 * TILE, 2 * MARGIN + TILE), 250)
    draw = ImageDraw.Draw(image)
    cap = font.getbbox("S", anchor="mm")
    middle = MARGIN + TILE / 2
    for c, letter in enumerate("SE"):
        left = MARGIN + c * TILE
        for x in (left + 4, left + TILE - 5):       # about as high as the letters
            draw.line((x, middle + cap[1], x, middle + cap[3] - 3), fill=90)
        draw.text((left + TILE / 2, middle), letter, fill=30, font=font, anchor="mm")
    geometry = _grid(image, 1, 2, TILE, cap[3] - cap[1])
    # WHEN cut, THEN each tile is its one letter, no "|S|"
    assert [glyph.shape for glyph in cut_tiles(image, geometry)[0]] == ["L", "L"]


@pytest.mark.parametrize("face", ["DejaVuSans-Bold.ttf", "LiberationSans-Regular.ttf"])
def test_a_letter_joined_to_its_cells_outline_is_cut_apart_from_it(face):
    # GIVEN T and H in outlined cells, each joined to the outline's foot by a stroke of a
    # drawn path's remnant under it, on a board not known to be ruled
    font = _face(face, 56)
    image = Image.new("L", (2 * MARGIN + 2 * TILE, 2 * MARGIN + TILE), 250)
    draw = ImageDraw.Draw(image)
    middle = MARGIN + TILE / 2
    for c, letter in enumerate("TH"):
        left = MARGIN + c * TILE
        draw.rectangle((left, MARGIN, left + TILE - 1, MARGIN + TILE - 1), outline=60)
        draw.text((left + TILE / 2, middle), letter, fill=30, font=font, anchor="mm")
        foot = draw.textbbox((left + TILE / 2, middle), letter, font=font, anchor="mm")[3]
        draw.line((left + TILE / 2, foot - 2, left + TILE / 2, MARGIN + TILE - 1), fill=60,
                  width=3)
    cap = font.getbbox("T", anchor="mm")
    geometry = _grid(image, 1, 2, TILE, cap[3] - cap[1])
    # WHEN cut, THEN each tile has its letter, not an empty tile of stray ink
    assert all(glyph.shape == "L" for glyph in cut_tiles(image, geometry)[0])


def test_a_board_of_big_letters_is_read_with_its_short_i_and_yo():
    # GIVEN a Cyrillic Boggle board in DejaVu Serif whose letters fill two thirds of the cell:
    # the breves and dots reach the cells' top edges
    rows = ["ЙОЛК", "ЁЖИК", "МЕЙН", "ЁЛКА"]
    white = Theme((250, 250, 245), (255, 255, 255), (30, 30, 30), (30, 30, 30))
    image = render_board([list(row) for row in rows], white, tile=TILE, gap=8,
                         face="DejaVuSerif.ttf", margin=MARGIN, letter_size=0.9)
    # WHEN it is read, THEN every Й and Ё is read as such
    reading = read_board(image, "ru", "boggle")
    assert ["".join(row) for row in reading.rows] == rows


def test_a_spur_blur_split_off_under_its_letters_arc_is_part_of_it():
    # GIVEN the components of a G that blur split at its thinnest strokes (as measured in a
    # tile of a board at a 20 px pitch): the arc, the top of the arc's end, and the spur
    # nearly touching the arc on its baseline, low and under the arc's top
    arc, arc_end, spur = Blob(13, 13, 27, 41, 156), Blob(26, 12, 38, 19, 45), Blob(28, 25, 39, 41, 88)
    # WHEN the tile's letters are chosen
    selection = select_letters([arc, arc_end, spur], (59, 59), GLYPH_HEIGHT)
    # THEN the spur is a part of the one letter, not a second letter beside it
    assert selection is not None
    assert selection.letters == (arc,)
    assert spur in selection.pieces


def test_the_page_round_a_small_tile_is_no_letter_however_much_of_the_crop_it_fills():
    # GIVEN a tile's crop (a tuning screen: wide gaps round a tile of a 181 px pitch, its big
    # letter 0.7 of the cell) whose page round the tile is ink, filling 35% of the crop
    frame, letter = Blob(0, 0, 62, 62, 1345), Blob(16, 9, 45, 53, 600)
    # WHEN the tile's letters are chosen
    selection = select_letters([frame, letter], (62, 62), GLYPH_HEIGHT)
    # THEN the frame holding the letter in its box is left out
    assert selection is not None
    assert selection.blobs == (letter,)


def test_an_m_the_threshold_broke_in_pieces_is_one_letter():
    # GIVEN the parts of a thin serif M at a 20 px pitch, JPEG'd (measured on a tuning screen):
    # its diagonals with the left stem's top, the right stem, and the rest of the left stem
    # and its foot inside the diagonals' box
    diagonals, right_stem = Blob(16, 13, 39, 56, 247), Blob(49, 13, 60, 57, 236)
    left_stem, foot = Blob(17, 27, 20, 48, 47), Blob(12, 53, 21, 58, 33)
    # WHEN the tile's letters are chosen
    selection = select_letters([diagonals, right_stem, left_stem, foot], (71, 71), GLYPH_HEIGHT)
    # THEN the diagonals, hollow and holding a letter-high stem in their box, are no tile
    # outline: they are part of the letter, and so is all ink centred in their box
    assert selection is not None
    assert set(selection.blobs) == {diagonals, right_stem, left_stem, foot}


def test_the_end_of_a_bar_blur_broke_off_is_its_letters():
    # GIVEN a heavily blurred E whose lower bar's end the threshold broke off (a tuning
    # screen): too small and too low for a letter or a dash beside it
    letter, bar_end = Blob(30, 25, 54, 65, 481), Blob(50, 58, 57, 62, 23)
    # WHEN the tile's letters are chosen
    selection = select_letters([letter, bar_end], (88, 88), GLYPH_HEIGHT)
    # THEN the end, centred within the letter's box, is part of it
    assert selection is not None
    assert selection.letters == (letter,)
    assert bar_end in selection.pieces


def test_the_u_of_a_qu_tile_nearly_touching_its_q_is_a_letter():
    # GIVEN a Qu tile's Q (with its tail) and its smaller u close beside it, nothing over the u
    q, u = Blob(22, 38, 63, 92, 794), Blob(66, 53, 99, 82, 370)
    # WHEN the tile's letters are chosen
    selection = select_letters([q, u], (120, 120), GLYPH_HEIGHT)
    # THEN both are letters
    assert selection is not None
    assert selection.letters == (q, u)


@pytest.mark.parametrize("theme", [NIGHT, WOOD])
def test_a_blurred_board_of_thick_stems_keeps_its_thin_strokes(theme):
    # GIVEN a blurred board of a bold serif face, small: blur fades the thin feet and arms of
    # L, E, F, T below the split, but the thick stems keep a dark core, so each tile alone
    # looks sharp
    rows = ["LEZF", "TLBE", "EKTL", "LEFT"]
    image = render_board([list(row) for row in rows], theme, tile=48, gap=6, face=SERIF,
                         letter_size=0.6).filter(ImageFilter.GaussianBlur(1.0))
    # WHEN read
    reading = read_board(image, "en")
    # THEN the board's blur, judged on all its tiles, keeps the faint strokes: no L read I
    assert ["".join(row) for row in reading.rows] == rows
