"""Where a board small in a big picture may lie: the picture's busy regions.

A board of a small pitch in a big picture (a Balda window on a 2560 x 1440 desktop, a phone's
board in a 12 MP photo) shrinks at the working scale below the size of a cell or a glyph, and at
the picture's own size the local-mean threshold's neighbourhood, a share of the whole picture,
is wider than its cells. Seen whole the picture shows no board; seen cropped to the board's
region, at a scale of its own, it does. The regions are found at the working scale: the ink
of either polarity, joined across the gaps between a board's cells and letters into one
component per thing on the page (a board, a word list, a keyboard), each a candidate.

Glossary: a *region* is the box, in picture pixels, of one such component grown by a margin.
"""

from __future__ import annotations

import cv2
import numpy as np
from PIL import Image

from desktop_solver.ocr.geometry import Box

# Work pixels the ink is joined across: the gaps between a small board's cells and letters at
# the working scale (a cell of 18 px in a 4000 px photo is 6 work px, its gap one or two), less
# than the page between a board and the chrome round it.
JOIN_GAP = 9
# Work pixels a region spans at least: three cells of the smallest board seen at the working
# scale (6 px a cell in a 12 MP photo).
SMALLEST_REGION = 18
# A region spanning this share of the picture or more both ways is the page itself.
PAGE_SHARE = 0.8
REGIONS_TRIED = 6     # the busiest regions searched, most ink first
# Of a region's longer side, added round it: the ink of a mostly empty board of pale cells
# may be its one word across the middle, and the board reaches two of its five rows above and
# below it (0.4 of the word's length).
MARGIN = 0.5


def busy_regions(masks: list[Image.Image], scale: float, size: tuple[int, int],
                 largest: int) -> list[Box]:
    """The regions (picture pixels) of the working-scale `masks` (ink of either polarity) of
    a picture of `size`, at most `largest` picture pixels a side, the REGIONS_TRIED with most
    ink, most first."""
    ink = np.zeros(np.asarray(masks[0]).shape, dtype=np.uint8)
    for mask in masks:
        ink |= np.asarray(mask, dtype=np.uint8)
    joined = cv2.dilate(ink, np.ones((JOIN_GAP, JOIN_GAP), np.uint8))
    count, labels, stats, _ = cv2.connectedComponentsWithStats(joined, connectivity=8)
    inked = np.bincount(labels[ink > 0], minlength=count)
    height, width = ink.shape
    found = []
    for label in range(1, count):
        x, y, w, h, _ = stats[label].tolist()
        if max(w, h) < SMALLEST_REGION or (w >= PAGE_SHARE * width and h >= PAGE_SHARE * height):
            continue
        box = _in_picture((x, y, x + w, y + h), scale, size)
        if max(box[2] - box[0], box[3] - box[1]) <= largest:
            found.append((int(inked[label]), box))
    found.sort(reverse=True)
    return [box for _, box in found[:REGIONS_TRIED]]


def _in_picture(box: Box, scale: float, size: tuple[int, int]) -> Box:
    """A region's `box` at the working `scale` in the pixels of a picture of `size`, grown by
    MARGIN of its longer side and clipped to the picture."""
    left, top, right, bottom = (v / scale for v in box)
    margin = MARGIN * max(right - left, bottom - top)
    return (max(0, round(left - margin)), max(0, round(top - margin)),
            min(size[0], round(right + margin)), min(size[1], round(bottom + margin)))
