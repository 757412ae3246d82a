"""The game's own totals, read from the text round the board ("Score: 0/3390 · Words: 0/229").

The board is painted over with its surroundings' colour first (its letters and values are no
text to read here); light text on a dark panel is read from the inverted picture, so both
polarities are read.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from PIL import Image, ImageDraw, ImageOps, ImageStat

from desktop_solver.core.totals import GameTotals, parse_totals
from desktop_solver.ocr.geometry import GridGeometry
from desktop_solver.ocr.tesseract import read_text

# Pictures larger than this are read smaller (faster); a phone screenshot's score line needs its
# full 1080x2400 (at two thirds of it, 3305 came out as 305).
MAX_SIDE = 2400


def read_game_totals(picture: Image.Image, geometry: GridGeometry) -> GameTotals | None:
    """The totals the game prints outside the board, or None when it shows none."""
    gray = picture.convert("L")
    left, top, right, bottom = geometry.board_box
    ImageDraw.Draw(gray).rectangle((left, top, right, bottom),
                                   fill=round(ImageStat.Stat(gray).median[0]))
    factor = min(1.0, MAX_SIDE / max(gray.size))
    if factor < 1.0:
        gray = gray.resize((round(gray.width * factor), round(gray.height * factor)),
                           Image.Resampling.LANCZOS)
    # Both polarities side by side: Tesseract runs outside Python, so the two overlap.
    with ThreadPoolExecutor(max_workers=2) as pool:
        texts = list(pool.map(read_text, (gray, ImageOps.invert(gray))))
    return next((totals for totals in map(parse_totals, texts) if totals is not None), None)
