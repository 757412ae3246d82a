"""The game's own totals, read from the text round the board ("Score: 0/3390 · Words: 0/229").

The board is painted over with its surroundings' colour first (its letters and values are no
text to read here). Text is read dark on light: a page of one background colour (most of it
near its median) is read in the one polarity that makes it light; a page of panels of both
kinds (light text on a dark panel of a light page) is read both ways, the way its median makes
light first, and the other only when the first shows no totals (the board's letters are being
read meanwhile: a second Tesseract beside them would only take a core from them).
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageOps

from desktop_solver.core.totals import GameTotals, parse_totals
from desktop_solver.ocr.geometry import GridGeometry
from desktop_solver.ocr.text.page import page_without_board
from desktop_solver.ocr.recognise.tesseract import read_text

# A page whose pixels lie within BACKGROUND_SPREAD grey levels of its median, CLEAR_BACKGROUND
# of them at least, has one background: its text, the rest, is of the other polarity. (Text
# covers a few per cent of a page; a dark panel of a light game page, a fifth or more.)
BACKGROUND_SPREAD = 40
CLEAR_BACKGROUND = 0.8


def read_game_totals(picture: Image.Image, geometry: GridGeometry) -> GameTotals | None:
    """The totals the game prints outside the board, or None when it shows none."""
    gray = page_without_board(picture, geometry)
    for page in text_polarities(gray):
        totals = parse_totals(read_text(page))
        if totals is not None:
            return totals
    return None


def text_polarities(gray: Image.Image) -> list[Image.Image]:
    """`gray` as dark text on a light page: one picture when its background tells the
    polarity, else both, the one its median makes light first."""
    # From the histogram: a page's median and spread need its 256 counts, not its pixels.
    counts = np.asarray(gray.histogram(), dtype=np.int64)
    median = _median(counts)
    likelier = [gray, ImageOps.invert(gray)] if median >= 128 else [ImageOps.invert(gray), gray]
    levels = np.arange(256)
    near = counts[np.abs(levels - median) <= BACKGROUND_SPREAD].sum()
    if near < CLEAR_BACKGROUND * counts.sum():
        return likelier
    return likelier[:1]


def _median(counts: np.ndarray) -> float:
    """The median grey level of the pixels counted in `counts` (the mean of the two middle
    ones when their number is even)."""
    total = int(counts.sum())
    cumulative = np.cumsum(counts)
    low = int(np.searchsorted(cumulative, (total - 1) // 2, side="right"))
    high = int(np.searchsorted(cumulative, total // 2, side="right"))
    return (low + high) / 2
