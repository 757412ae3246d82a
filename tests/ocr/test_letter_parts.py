"""A letter's parts the tile cut must keep (cut/segment.py, cut/parts.py): the breve of Й and the
dots of Ё, wherever they sit against the letter and its cell, drawn in the shipped faces."""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageFont

from desktop_solver import paths
from desktop_solver.ocr.cut.segment import cut_tiles
from desktop_solver.ocr.geometry import GridGeometry, fit_centre_model

TILE = 90
MARGIN = 20


def _face(name: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(paths.fonts_dir() / name), size)


def _ink(text: str, font: ImageFont.FreeTypeFont) -> Image.Image:
    """`text` drawn alone, cut to its ink, as a paste mask (255 where inked)."""
    canvas = Image.new("L", (4 * font.size, 4 * font.size), 0)
    ImageDraw.Draw(canvas).text((font.size, font.size), text, fill=255, font=font)
    return canvas.crop(canvas.getbbox())


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
    points = [(0, c, x, y) for c, (x, y) in enumerate(centres)]
    geometry = GridGeometry(1, 2, fit_centre_model(points), body.height, True, image.size)
    # WHEN cut, THEN the breve is the letter's mark
    assert [glyph.marks_above for glyph in cut_tiles(image, geometry)[0]] == [1, 1]

