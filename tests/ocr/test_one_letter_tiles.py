"""A tile of a game of one letter a tile is cut as one letter, whatever its shape."""

from __future__ import annotations

from dataclasses import replace

from PIL import Image, ImageDraw, ImageFilter

from desktop_solver.ocr.cut.segment import cut_tiles
from desktop_solver.ocr.geometry import GridGeometry, fit_centre_model

TILE, HIGH = 100, 44


def test_a_z_whose_bars_blur_faded_is_a_letter_not_a_slash():
    # GIVEN a word search's 2 x 2 board (one letter a tile) of blurred letters, its first a Z
    # whose thin bars the blur faded far paler than its diagonal
    image = Image.new("L", (2 * TILE, 2 * TILE), 240)
    draw = ImageDraw.Draw(image)
    for left, top in ((TILE, 0), (0, TILE), (TILE, TILE)):
        draw.rectangle((left + 47, top + 28, left + 51, top + 28 + HIGH - 1), fill=20)
    draw.line((36, 28 + HIGH - 3, 62, 30), fill=20, width=5)
    draw.line((36, 28, 62, 28), fill=225, width=1)
    draw.line((36, 28 + HIGH - 1, 62, 28 + HIGH - 1), fill=225, width=1)
    image = image.filter(ImageFilter.GaussianBlur(1))
    points = [(r, c, c * TILE + TILE / 2, r * TILE + TILE / 2) for r in range(2) for c in range(2)]
    geometry = replace(GridGeometry(2, 2, fit_centre_model(points), HIGH, True, image.size),
                       single_letters=True, ruled=True)
    # WHEN the tiles are cut
    glyph = cut_tiles(image, geometry)[0][0]
    # THEN the Z is one letter, as every tile of such a game holds
    assert glyph.shape == "L" and glyph.letter_count == 1
