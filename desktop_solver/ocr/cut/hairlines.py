"""Hairlines: the thin strokes of a high-contrast face (a light serif's crossbars, the diagonal
of И, the arms of Е) that the split half-way to the ink loses on sharp letters.

Such a face draws its stems dark and its hairlines a pixel wide; scaled down to a small tile,
the hairlines keep a fifth to a third of the ink's darkness. The split then leaves the stems
alone: an И cut as two bars (two letters), an Е as its stem. Blurred letters lose strokes
too; cut/segment.py's `faint_strokes` finds those. Sharp letters are not looked at that way,
because on them pale ink past the letters is mostly another thing's edge (a value, a badge).

Here the ink is split paler still (HAIRLINE_INK of its darkness), and the ink that split adds
past the letters counts as their lost hairlines only when it is nothing the split at the
tile's own levels saw, but for a serif or two: a value or badge joined to the letters through
its pale edge brings its own dark ink along, and a hairline has none.
"""

from __future__ import annotations

import cv2
import numpy as np

# The ink taken as this share of its darkness: the split falls at 0.2 of the way from the
# tile's colour (a split at level 0.5). Light serif faces' hairlines at 18-30 px letters keep
# 0.25-0.35 of the ink's darkness (measured on Noto Serif tuning screens); noise and a sharp
# letter's one-pixel halo stay under it.
HAIRLINE_INK = 0.4
# Lost hairlines are at least this share of a letter height squared (an arm of an E, a third
# of a letter long and a pixel thick at the glyph height); less is a stroke's halo.
LOST_HAIRLINE = 0.01
# The ink of the tile's own split that the lost ink joins is at most this share of a letter
# height high: the dark serif at the end of a hairline arm (Е, К), a few pixels apart from its
# letter (up to 0.14 on Noto Serif tuning screens). A value or badge joined to the letters
# through its pale edge is taller, even split in pieces (0.16-0.23 on a URW serif's values).
SERIF_HEIGHT = 0.15


def lost_hairlines(split: np.ndarray, hairline_split: np.ndarray, chosen: np.ndarray,
                   unit: int) -> bool:
    """Whether the chosen letters (`chosen`, a boolean mask of the crop) have hairlines the
    split lost. `split` is the crop's ink at the tile's levels, `hairline_split` with its ink
    taken as HAIRLINE_INK of its darkness (both boolean); `unit` is the board's letter height
    in crop pixels.

    The ink the hairline split adds, joined to the letters, past a pixel round them, must be
    at least LOST_HAIRLINE of a unit squared, and join no ink of the tile's own split but
    serifs: no taller than SERIF_HEIGHT, within the letters' rows."""
    least = LOST_HAIRLINE * unit * unit
    near = cv2.dilate(chosen.astype(np.uint8), np.ones((3, 3), np.uint8)) > 0
    beyond = hairline_split & ~near
    # Most tiles have no such ink at all: their letters are not searched for what it joins.
    if int(beyond.sum()) < least:
        return False
    _, labels = cv2.connectedComponents(hairline_split.astype(np.uint8), connectivity=8)
    joined = np.unique(labels[chosen & hairline_split])
    lost = beyond & np.isin(labels, joined[joined > 0])
    if int(lost.sum()) < least:
        return False
    _, seen, stats, _ = cv2.connectedComponentsWithStats((split & ~chosen).astype(np.uint8),
                                                            connectivity=8)
    # The letters' rows reach a letter's height down at least: a У's hairline arm runs past
    # the foot of its dark one.
    rows = np.flatnonzero(chosen.any(axis=1))
    band = int(rows[0]), max(int(rows[-1]) + 1, int(rows[0]) + unit)
    return all(_serif(stats[label], band, unit)
               for label in np.unique(seen[lost & split]) if label > 0)


def _serif(stats: np.ndarray, band: tuple[int, int], unit: int) -> bool:
    """Whether a component (its cv2 stats) is the size of a serif and within the rows of the
    letters (`band`, top and bottom): a value in the tile's corner stands above their top."""
    top, height = int(stats[cv2.CC_STAT_TOP]), int(stats[cv2.CC_STAT_HEIGHT])
    return height <= SERIF_HEIGHT * unit and band[0] <= top and top + height <= band[1]
