"""The answer's empty slots on a 4 Pics 1 Word screen: a row of equal squares, flat and a shade
off the background, between the pictures and the letter bank. Their number is the answer's
length, which the Anagrams tab takes as its pattern (the answers of that length, most common
first).

Glossary: the *band* is the strip of the screen above the bank's first row of tiles, as high as
four tiles, where the slots are looked for."""

from __future__ import annotations

import cv2
import numpy as np
from PIL import Image

from desktop_solver.ocr.geometry import GridGeometry

# A pixel belongs to a slot when its colour is this far from the background's (summed over the
# channels): slots are drawn a shade off the background, letters and pictures much further.
SHADE = 18
# A slot is a square of 35% to 110% of a bank tile's pitch, filled evenly.
SMALLEST, LARGEST = 0.35, 1.1
FLAT = 12.0   # the most a slot's colour spreads (standard deviation, summed over channels)
BAND_TILES = 4.0


def answer_length(picture: Image.Image, bank: GridGeometry) -> int | None:
    """The number of answer slots above the letter bank `bank`, None when no row of two or
    more slots alike is there."""
    top_x, top_y = bank.centre(0, 0)
    pitch = max(bank.pitch(0, 0))
    band_top = max(0, round(top_y - pitch * (0.5 + BAND_TILES)))
    band_bottom = max(0, round(top_y - pitch * 0.5))
    if band_bottom - band_top < pitch * 0.5:
        return None
    band = np.asarray(picture.convert("RGB"), dtype=np.int16)[band_top:band_bottom]
    background = _most_common_colour(band)
    distance = np.abs(band - background).sum(axis=2)
    mask = ((distance > SHADE) & (distance < 12 * SHADE)).astype(np.uint8)
    # A slot a few pixels under a picture would join the picture's paler pixels: cut the thin
    # bridges (a slot is many pixels across).
    mask = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((5, 5), np.uint8))
    count, labels, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=4)
    slots = []
    for label in range(1, count):
        x, y, width, height, area = stats[label]
        if not (SMALLEST * pitch <= width <= LARGEST * pitch
                and SMALLEST * pitch <= height <= LARGEST * pitch
                and 0.7 <= width / height <= 1.4 and area >= 0.7 * width * height):
            continue
        colours = band[labels == label]
        if colours.std(axis=0).sum() > FLAT:
            continue
        slots.append((x + width / 2, y + height / 2, width, height))
    return _longest_row(slots)


def _most_common_colour(band: np.ndarray) -> np.ndarray:
    """The band's commonest colour (to 8 levels a channel): the screen's background."""
    coarse = (band // 8).reshape(-1, 3)
    values, counts = np.unique(coarse, axis=0, return_counts=True)
    return values[counts.argmax()] * 8 + 4


def _longest_row(slots: list[tuple[float, float, int, int]]) -> int | None:
    """The most slots of one size on one line, evenly spaced; None for fewer than two."""
    best = 0
    for cx, cy, width, height in slots:
        row = sorted(other for other in slots
                     if abs(other[1] - cy) < height * 0.2 and abs(other[2] - width) < width * 0.2
                     and abs(other[3] - height) < height * 0.2)
        steps = [b[0] - a[0] for a, b in zip(row, row[1:])]
        if steps and max(steps) - min(steps) < width * 0.25:
            best = max(best, len(row))
    return best if best >= 2 else None
