"""Marks over a letter the cut may have lost: Й read И, Ё read Е.

Й and Ё differ from И and Е only by a small mark above the letter (a breve, two dots). The cut
keeps such a mark when it is a component of its own of some size (cut/segment.py, `marks_above`);
at a small pitch, blurred or pale, the mark is a few grey pixels and is dropped, and the tile
reads И or Е, sure. The picture says otherwise: the rows just above the letter hold ink over its
middle that they do not hold beside it (a ruled line or a tile's edge runs across the whole
tile). Such a tile is DOUBTED: its letter may be the marked one, for the user to check.

On a board of enough other letters mark_band.py judges the marks instead, against the band over
those letters; this check is its fallback (a board of a few tiles).
"""

from __future__ import annotations

import cv2
import numpy as np

from desktop_solver.ocr.confidence import DOUBTED
from desktop_solver.ocr.cut.segment import TileGlyph
from desktop_solver.ocr.draft import Draft, Pictures
from desktop_solver.ocr.geometry import Box, GridGeometry

# The letters that have a marked twin, and the twin (either case).
MARKED_TWIN = {"И": "Й", "Е": "Ё", "и": "й", "е": "ё"}
# The band searched above the letter, as a share of its height: a breve or Ё's dots sit within
# a third of the letter's height over it in the usual faces (DejaVu, Liberation, PT: 0.05-0.3).
MARK_REACH = 0.4
# The letter's middle, where a mark sits: its columns from this share of its width to one minus
# it (a point value in the tile's corner beside the letter stays outside).
MIDDLE = 0.2
# A pixel is inked when it is this far from the tile's background towards the letter's ink (a
# breve at 13 px letter height, anti-aliased, is a third as dark as the stems).
INKED = 0.3
# A letter's top row inked across this share of its width is a bar (Е's; И's top is two stems,
# under two thirds of its width even at 7 px).
TOP_BAR = 0.8
# A row over the letter holds a mark when this share of the middle's pixels are inked, and less
# of the pixels just beside the letter (Ё's two dots fill about half the middle).
MARK_SHARE = 0.3


def doubt_lost_marks(draft: Draft, pictures: Pictures) -> list[str]:
    """DOUBTED for the tiles read as a letter with a marked twin (И, Е) over whose middle the
    picture shows a mark the cut did not keep; returns notes."""
    twins = [glyph for glyph in draft.glyphs
                if draft.texts.get((glyph.row, glyph.col), "") in MARKED_TWIN
                and glyph.box is not None and not glyph.marks_above
                and draft.confidences.get((glyph.row, glyph.col), 0.0) > DOUBTED]
    if not twins:
        return []
    # The grey picture as numbers once, and only for a board with such a tile.
    picture = np.asarray(pictures.gray, dtype=np.float32)
    notes = []
    for glyph in twins:
        key = (glyph.row, glyph.col)
        text = draft.texts[key]
        if mark_above(picture, glyph, pictures.geometry):
            notes.append(f"mark above: {key} {text!r} may be {MARKED_TWIN[text]!r}")
            draft.confidences[key] = DOUBTED
    return notes


def mark_above(picture: np.ndarray, glyph: TileGlyph, geometry: GridGeometry) -> bool:
    """Whether the rows just above the glyph's letter, within its tile, hold ink over the
    letter's middle, apart from its top bar if it has one (blur round a bar is the bar's own)
    and no wider than the letter (a tile's outline or a ruled line runs on beside it)."""
    assert glyph.box is not None
    tile = geometry.tile_box(glyph.row, glyph.col)
    darkness = tile_darkness(picture, tile, glyph.box)
    if darkness is None:
        return False
    body = letter_body(darkness, glyph.box, tile)
    if body is None:
        return False
    x0, top, x1, bottom = body
    height, width = bottom - top, x1 - x0
    # The tile's outermost row is its edge (a ruled line, an outline), never a mark.
    band_top = max(1, top - round(MARK_REACH * height))
    if band_top >= top or width < 3 or height < 3:
        return False
    inked = darkness[band_top:top] >= INKED
    inset = round(MIDDLE * width)
    middle = inked[:, x0 + inset:x1 - inset]
    beside = np.concatenate((inked[:, max(0, x0 - inset):x0], inked[:, x1:x1 + inset]), axis=1)
    if not middle.shape[1] or not beside.shape[1]:
        return False
    marked = (middle.mean(axis=1) >= MARK_SHARE) & (beside.mean(axis=1) < MARK_SHARE)
    clear = middle.mean(axis=1) < MARK_SHARE
    # Rows from the letter's top upwards. Over a letter whose top is open in the middle (И)
    # a mark may touch it (a breve at 13 px); over a top bar (Е) it counts above a clear row
    # only: blur spreads the bar upwards.
    apart = bool((darkness[top, x0:x1] >= INKED).mean() < TOP_BAR)
    for row in range(len(marked) - 1, -1, -1):
        apart = apart or bool(clear[row])
        if apart and marked[row]:
            return True
    return False


def letter_body(darkness: np.ndarray, letter: Box, tile: Box, sides: bool = True) -> Box | None:
    """The box, in the tile's pixels, of the biggest stroke of ink within the glyph's box: the
    letter itself, its top without a point value the cut may have taken with it. With `sides`
    its top is where its two sides start (a mark joined to its middle does not raise it);
    without, its highest ink (the apex of an А, the overshoot of an О)."""
    left, top = max(0, letter[0] - tile[0]), max(0, letter[1] - tile[1])
    right, bottom = letter[2] - tile[0], letter[3] - tile[1]
    # The strokes within the glyph's box only (a board's 400 tiles: the box, not the tile).
    solid = (darkness[top:bottom, left:right] >= INKED).astype(np.uint8)
    if not solid.size:
        return None
    count, labels, stats, _ = cv2.connectedComponentsWithStats(solid, connectivity=8)
    if count < 2:
        return None
    biggest = 1 + int(np.argmax(stats[1:, cv2.CC_STAT_AREA]))
    x, y, w, h = (int(v) for v in stats[biggest, :4])
    labels = labels[y:y + h, x:x + w]
    x, y = x + left, y + top
    if not sides:
        return x, y, x + w, y + h
    # Its top is where both its sides start (И's stems, Е's stem and bar end): a point value
    # touching one top corner stands higher.
    own = labels == biggest
    side = max(1, w // 4)
    tops = [int(np.argmax(part.any(axis=1))) for part in (own[:, :side], own[:, w - side:])]
    return x, y + max(tops), x + w, y + h


def tile_darkness(picture: np.ndarray, tile: Box, letter: Box,
                  seen: Box | None = None) -> np.ndarray | None:
    """The tile's pixels from its background (0) to its letter's ink (1), whichever is darker
    (a selected tile may print its letter the other way round); None when the two do not
    differ. `seen`: the pixels of this box instead (round the tile), on the tile's scale."""
    crop = picture[tile[1]:tile[3], tile[0]:tile[2]]
    glyph = picture[letter[1]:letter[3], letter[0]:letter[2]]
    if not crop.size or not glyph.size:
        return None
    background = float(np.median(crop))
    ink = max((float(level) for level in np.percentile(glyph, (5, 95))),
              key=lambda level: abs(level - background))
    if abs(background - ink) < 1:
        return None
    if seen is not None:
        crop = picture[seen[1]:seen[3], seen[0]:seen[2]]
    return (crop - background) / (ink - background)
