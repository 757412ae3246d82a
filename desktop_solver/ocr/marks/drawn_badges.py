"""A badge's text, or a value Tesseract could not read, told by comparison with the bonus names
(the numbers) drawn in the shipped fonts.

Tesseract reads a badge's text on a sheet (tile_marks.py), but the text is two or three small
characters, often cut out of a coloured shape, and a lone small sign (the × of a corner flag, a
small c) is what it misses most. Here the text is compared, as a whole, with every name of
`core.board.BONUSES` drawn in every face of resources/fonts, in each way a game writes it (×2 or
x2, c2 or C2): both are squeezed to one small size, blurred a little (a stroke's weight differs
between faces) and correlated. The best name is taken only when it is clearly better than any
other name; else the text is left unread (and the tile's bonus unsure). A tile's value that
Tesseract read as no number is compared the same way with the numbers a game prints.

The drawings are made once, from the shipped fonts only: the same on every machine.
"""

from __future__ import annotations

from functools import cache

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFont

from desktop_solver import paths
from desktop_solver.core.board import BONUSES

Names = tuple[tuple[str, tuple[str, ...]], ...]
"""Each name, and the ways it is written."""

SIZE = (32, 16)        # width, height: text and drawings are compared at this size
DRAW_HEIGHT = 48       # pixels: the size the names are drawn at before they are squeezed
BLUR = 1.0             # pixels at SIZE: strokes of other weights still overlap
MATCH = 0.55           # least correlation with the best drawing to take its name
LEAD = 0.08            # by which the best name must beat the next name's best drawing
ASPECT_WEIGHT = 0.25   # correlation lost per unit of log width/height ratio apart
SPECK = 0.04           # ink components under this share of the largest are specks, not text
# How games write each name: a × may be printed as a letter x, a c as a capital.
WRITINGS = {"×2": ("×2", "x2"), "×3": ("×3", "x3"), "c2": ("c2", "C2"), "c3": ("c3", "C3")}
BADGES = tuple((name, WRITINGS.get(name, (name,))) for name in BONUSES)
LARGEST_VALUE = 20     # games print letter values up to 10 (Ruzzle, Scrabble) or 12 (Wordament)
NUMBERS = tuple((str(n), (str(n),)) for n in range(LARGEST_VALUE + 1))


def name_by_drawing(text: Image.Image, names: Names = BADGES) -> str:
    """The name of `text` (black on white, the badge's text alone) among `names` (BONUSES by
    default), or '' when no name is clearly the best."""
    found = _normalised(np.asarray(text.convert("L"), dtype=np.uint8) < 128)
    if found is None:
        return ""
    pixels, aspect = found
    best: dict[str, float] = {}
    for name, drawing, drawn_aspect in _drawings(names):
        score = float(np.dot(pixels, drawing)) - ASPECT_WEIGHT * abs(np.log(aspect / drawn_aspect))
        best[name] = max(best.get(name, -1.0), score)
    ranked = sorted(best.items(), key=lambda item: item[1], reverse=True)
    if len(ranked) < 2:
        # No name to tell it from (a bundle without its fonts): no name is clearly the best.
        return ""
    (name, score), (_, runner_up) = ranked[0], ranked[1]
    return name if score >= MATCH and score - runner_up >= LEAD else ""


def _normalised(ink: np.ndarray) -> tuple[np.ndarray, float] | None:
    """The ink without specks, cropped, squeezed to SIZE, blurred, zero mean and unit length;
    and its width over its height. None without ink."""
    count, labels, stats, _ = cv2.connectedComponentsWithStats(ink.astype(np.uint8),
                                                               connectivity=8)
    if count < 2:
        return None
    areas = stats[1:, cv2.CC_STAT_AREA]
    keep = 1 + np.flatnonzero(areas >= SPECK * areas.max())
    ink = np.isin(labels, keep)
    rows, cols = np.flatnonzero(ink.any(axis=1)), np.flatnonzero(ink.any(axis=0))
    crop = ink[rows[0]:rows[-1] + 1, cols[0]:cols[-1] + 1].astype(np.float32)
    aspect = crop.shape[1] / crop.shape[0]
    small = cv2.GaussianBlur(cv2.resize(crop, SIZE, interpolation=cv2.INTER_AREA), (0, 0), BLUR)
    flat = small.ravel() - small.mean()
    length = float(np.linalg.norm(flat))
    if length == 0.0:
        return None
    return flat / length, aspect


def number_by_drawing(text: Image.Image) -> int | None:
    """The number `text` (black on white) shows, 0 to LARGEST_VALUE, or None when unsure."""
    name = name_by_drawing(text, NUMBERS)
    return int(name) if name else None


@cache
def _drawings(names: Names) -> tuple[tuple[str, np.ndarray, float], ...]:
    """Every name drawn in every shipped face, each way it is written, normalised."""
    drawings = []
    for path in sorted(paths.fonts_dir().glob("*.ttf")):
        font = ImageFont.truetype(str(path), DRAW_HEIGHT)
        for name, writings in names:
            for writing in writings:
                image = Image.new("L", (4 * DRAW_HEIGHT, 2 * DRAW_HEIGHT), 255)
                ImageDraw.Draw(image).text((DRAW_HEIGHT // 2, DRAW_HEIGHT), writing, fill=0,
                                           font=font, anchor="lm")
                found = _normalised(np.asarray(image, dtype=np.uint8) < 128)
                if found is not None:
                    drawings.append((name, *found))
    return tuple(drawings)
