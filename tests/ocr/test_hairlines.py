"""The hairlines of a high-contrast face, paler than the split, stay on their letters
(cut/hairlines.py): drawn boards whose thick strokes are sharp and dark, their thin ones a
pixel wide and pale."""

from __future__ import annotations

from PIL import Image, ImageDraw

from desktop_solver.ocr.cut.segment import cut_tiles
from desktop_solver.ocr.geometry import GridGeometry, fit_centre_model

TILE = 100
HIGH = 44           # the letters' height in pixels: the cut's own (GLYPH_HEIGHT), not rescaled
PAPER, INK = 250, 20
# A hairline's grey: 0.28 of the way from the paper to the ink, paler than the split at half
# the way and than the split for blurred strokes at 0.35 of it.
HAIRLINE = 185


def _board() -> tuple[Image.Image, ImageDraw.ImageDraw, GridGeometry]:
    """A 2 x 2 board of sharp upright bars (I) but for its first tile, left to draw on."""
    image = Image.new("L", (2 * TILE, 2 * TILE), PAPER)
    draw = ImageDraw.Draw(image)
    for left, top in ((TILE, 0), (0, TILE), (TILE, TILE)):
        draw.rectangle((left + 47, top + 20, left + 50, top + 20 + HIGH - 1), fill=INK)
    points = [(r, c, c * TILE + TILE / 2, r * TILE + TILE / 2) for r in range(2) for c in range(2)]
    return image, draw, GridGeometry(2, 2, fit_centre_model(points), HIGH, True, image.size)


def _stem(draw: ImageDraw.ImageDraw, left: int) -> None:
    draw.rectangle((left, 20, left + 4, 20 + HIGH - 1), fill=INK)


def test_two_stems_a_hairline_joins_are_one_letter():
    # GIVEN an И of a light serif face: two dark stems joined by a pale one-pixel diagonal
    image, draw, geometry = _board()
    _stem(draw, 36)
    _stem(draw, 58)
    draw.line((41, 20 + HIGH - 4, 57, 23), fill=HAIRLINE, width=1)
    # WHEN the tiles are cut
    glyph = cut_tiles(image, geometry)[0][0]
    # THEN the И is one letter with both stems, not two
    assert glyph.shape == "L"
    assert glyph.box is not None and glyph.box[0] <= 36 and glyph.box[2] >= 62


def test_a_stems_hairline_arms_stay_on_it():
    # GIVEN an Е of a light serif face: a dark stem with three pale one-pixel arms
    image, draw, geometry = _board()
    _stem(draw, 35)
    for y in (20, 20 + HIGH // 2, 20 + HIGH - 1):
        draw.line((40, y, 58, y), fill=HAIRLINE, width=1)
    # WHEN the tiles are cut
    glyph = cut_tiles(image, geometry)[0][0]
    # THEN the letter keeps its arms: no bare stem (an I)
    assert glyph.mask is not None and glyph.mask.width >= 0.4 * glyph.mask.height


def test_a_value_joined_to_a_letter_by_a_pale_edge_stays_out():
    # GIVEN a sharp I, and a value in the tile's corner (dark, half a letter high) that a pale
    # one-pixel line joins to it
    image, draw, geometry = _board()
    _stem(draw, 47)
    draw.rectangle((70, 12, 76, 12 + HIGH // 2), fill=INK)
    draw.line((52, 30, 69, 30), fill=HAIRLINE, width=1)
    # WHEN the tiles are cut
    glyph = cut_tiles(image, geometry)[0][0]
    # THEN the value is no part of the letter
    assert glyph.box is not None and glyph.box[2] <= 60


def test_a_hairline_breve_stays_over_its_letter():
    # GIVEN a Й of a light serif face: two dark stems, a pale diagonal and a pale breve above
    image, draw, geometry = _board()
    _stem(draw, 36)
    _stem(draw, 58)
    draw.line((41, 20 + HIGH - 4, 57, 23), fill=HAIRLINE, width=1)
    draw.arc((42, 6, 56, 16), 20, 160, fill=HAIRLINE, width=2)
    # WHEN the tiles are cut
    glyph = cut_tiles(image, geometry)[0][0]
    # THEN the Й is one letter with its breve
    assert glyph.shape == "L" and glyph.marks_above == 1


def test_a_hairline_reaching_below_its_stem_is_kept_to_the_letters_height():
    # GIVEN a У of a light serif face: a dark arm down to three quarters of the letters'
    # height, and a pale hairline arm that runs past its foot to the letters' baseline
    image, draw, geometry = _board()
    draw.line((36, 20, 48, 20 + 3 * HIGH // 4), fill=INK, width=5)
    draw.line((62, 20, 42, 20 + HIGH - 1), fill=HAIRLINE, width=1)
    # WHEN the tiles are cut
    glyph = cut_tiles(image, geometry)[0][0]
    # THEN the letter keeps its hairline arm, down to the baseline
    assert glyph.mask is not None and glyph.mask.height >= HIGH - 2
