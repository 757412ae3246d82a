"""The text round a board: the screenshot in grey with the board painted over.

What the game prints beside its board (its totals, a word search's list) is read from this page;
the board's own letters and values would only be noise there.
"""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageStat

from desktop_solver.ocr.geometry import GridGeometry

# Pictures larger than this are read smaller (faster); a phone screenshot's score line needs its
# full 1080x2400 (at two thirds of it, 3305 came out as 305).
LARGEST_PAGE = 2400


def page_without_board(picture: Image.Image, geometry: GridGeometry,
                       margin: float = 0.0) -> Image.Image:
    """`picture` in grey, the board (and `margin` of a tile round it) painted in the page's
    median colour, no larger than LARGEST_PAGE."""
    page = picture.convert("L")
    left, top, right, bottom = geometry.board_box
    pitch_x, pitch_y = geometry.pitch(0, 0)
    ImageDraw.Draw(page).rectangle(
        (left - margin * pitch_x, top - margin * pitch_y, right + margin * pitch_x,
         bottom + margin * pitch_y), fill=round(ImageStat.Stat(page).median[0]))
    if max(page.size) > LARGEST_PAGE:
        page.thumbnail((LARGEST_PAGE, LARGEST_PAGE), Image.Resampling.LANCZOS)
    return page
