"""The game's own totals, read from the text round the board ("Score: 0/3390 · Words: 0/229").

The board is painted over with its surroundings' colour first (its letters and values are no
text to read here); light text on a dark panel is read from the inverted picture, so both
polarities are read.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from PIL import Image, ImageOps

from desktop_solver.core.totals import GameTotals, parse_totals
from desktop_solver.ocr.geometry import GridGeometry
from desktop_solver.ocr.page import page_without_board
from desktop_solver.ocr.tesseract import read_text


def read_game_totals(picture: Image.Image, geometry: GridGeometry) -> GameTotals | None:
    """The totals the game prints outside the board, or None when it shows none."""
    gray = page_without_board(picture, geometry)
    # Both polarities side by side: Tesseract runs outside Python, so the two overlap.
    with ThreadPoolExecutor(max_workers=2) as pool:
        texts = list(pool.map(read_text, (gray, ImageOps.invert(gray))))
    return next((totals for totals in map(parse_totals, texts) if totals is not None), None)
