"""The marks over Й and Ё weighed against the band over the board's other letters
(checks/mark_band.py): Й and И side by side, small and blurred so that the cut loses or joins
the breve, in the shipped faces: never a Й read surely as И, nor an И doubted."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from desktop_solver import paths
from desktop_solver.ocr import read_board
from desktop_solver.ocr.checks.lost_marks import letter_body
from desktop_solver.ocr.confidence import UNSURE

SHIPPED = sorted(path.name for path in paths.fonts_dir().glob("*.ttf"))
ROWS = ["ЙИКО", "ТИЙМ", "АЙИР", "СПИЙ"]
MARGIN = 20


def _board(face: str, pitch: int, share: float, blur: float) -> Image.Image:
    """ROWS drawn dark on light tiles `pitch` apart, the font `share` of the pitch, blurred."""
    font = ImageFont.truetype(str(paths.fonts_dir() / face), round(pitch * share))
    gap = max(2, pitch // 10)
    side = 2 * MARGIN + 4 * pitch + 3 * gap
    image = Image.new("RGB", (side, side), (70, 110, 160))
    draw = ImageDraw.Draw(image)
    for r, row in enumerate(ROWS):
        for c, letter in enumerate(row):
            left, top = MARGIN + c * (pitch + gap), MARGIN + r * (pitch + gap)
            draw.rectangle((left, top, left + pitch, top + pitch), fill=(245, 240, 225))
            draw.text((left + pitch / 2, top + pitch / 2), letter, fill=(30, 30, 30), font=font,
                      anchor="mm")
    return image.filter(ImageFilter.GaussianBlur(blur))


@pytest.mark.parametrize("face", SHIPPED)
@pytest.mark.parametrize("pitch, share, blur", [(28, 0.6, 1.0), (40, 0.6, 1.2), (48, 0.7, 1.8), (64, 0.75, 2.0)])
def test_short_i_and_i_side_by_side_blurred_are_read_apart(face, pitch, share, blur):
    # GIVEN a Boggle board of Й and И side by side among other letters, blurred
    image = _board(face, pitch, share, blur)
    # WHEN it is read
    reading = read_board(image, "ru", "boggle")
    # THEN every Й is read Й or is for the user to check, and every И is read И, sure
    for r, row in enumerate(ROWS):
        for c, letter in enumerate(row):
            tile = reading.tile(r, c)
            if letter == "Й":
                assert tile.text == "Й" or tile.confidence < UNSURE, (r, c, tile)
            elif letter == "И":
                assert tile.text == "И" and tile.confidence >= UNSURE, (r, c, tile)


def test_a_letter_reaching_over_its_tiles_top_has_its_body_found():
    # GIVEN a tile's darkness with a letter's stem, whose glyph box (as the cut found it, past
    # the cell's edge) starts two rows above the tile
    darkness = np.zeros((20, 20))
    darkness[0:15, 8:11] = 1.0
    tile = (100, 100, 120, 120)
    letter = (106, 98, 114, 115)
    # WHEN the letter's body is sought
    body = letter_body(darkness, letter, tile, sides=False)
    # THEN it is the stem, in the tile's pixels
    assert body == (8, 0, 11, 15)
