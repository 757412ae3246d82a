"""Letters beside the board: another grid of letter tiles, such as a word game's keyboard.

A board whose letters all have twins in the other alphabet (ТРАВА, COMET) cannot tell its
language: the two Tesseract models read it equally well, and their confidences do not compare.
A game that shows its alphabet beside the board (Balda's keyboard of letter keys) tells it there.
The board is painted over in the colour of the rest of the picture, the grid search (board.py)
runs again on what is left, and the grid it finds is cut into glyphs as the board's tiles are.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from desktop_solver.core.cancel import NEVER_CANCELLED, CancelToken
from desktop_solver.core.errors import BoardNotFoundError
from desktop_solver.ocr.geometry import GridGeometry
from desktop_solver.ocr.locate.board import locate_board
from desktop_solver.ocr.cut.segment import TileGlyph, cut_tiles

# The board's box is painted over this share of a pitch wider on every side: its frame too.
FRAME = 0.25


def letters_beside(gray: Image.Image, board: GridGeometry, soft: bool = True,
                   cancel: CancelToken = NEVER_CANCELLED) -> list[TileGlyph]:
    """The inked glyphs of the likeliest other grid of letters in `gray` (the board's own
    picture, greyscale); none when there is no such grid."""
    left, top, right, bottom = board.board_box
    pad = round(FRAME * min(board.pitch(0, 0)))
    # Within the picture: a crop past its edge is padded black, and the count of pixels
    # outside the board (and so their median colour) would be wrong.
    box = (max(0, left - pad), max(0, top - pad), min(gray.width, right + pad),
           min(gray.height, bottom + pad))
    outside = [total - inside for total, inside in zip(gray.histogram(),
                                                       gray.crop(box).histogram())]
    if not sum(outside):
        return []
    rest = gray.copy()
    ImageDraw.Draw(rest).rectangle(box, fill=_median(outside))
    try:
        grid = locate_board(rest, None, cancel)
    except BoardNotFoundError:
        return []
    if cancel.cancelled:
        return []
    return [g for row in cut_tiles(rest, grid, soft=soft) for g in row if g.image is not None]


def _median(histogram: list[int]) -> int:
    half, seen = sum(histogram) / 2, 0
    for level, count in enumerate(histogram):
        seen += count
        if seen >= half:
            return level
    return 255
