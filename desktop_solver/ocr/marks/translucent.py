"""See through a translucent drawn path: the letter's strokes under it are still there.

A game draws its path over the tiles half transparent, so a pixel under it is the path's colour
mixed with what lies beneath: over the tile one shade, over the letter's ink another, the two
apart by the path's transparency times the contrast of tile and ink. Inpainting (drawn_marks)
guesses what lies under a mark from around it, and a leg of П wholly under a path is lost; where
a tile's pixels under its mark fall in two such shades, the shades are mapped back to the tile's
colour and its ink instead, each pixel by where it lies between them.
"""

from __future__ import annotations

import cv2
import numpy as np
from PIL import Image

from desktop_solver.ocr.cut.segment import tile_ink_is_dark
from desktop_solver.ocr.geometry import GridGeometry
from desktop_solver.ocr.marks.under_path import path_legs

# The two shades under a mark are the path over tile and over ink when they are this share of
# the tile's contrast apart (a path is drawn half transparent or so: 0.35 of the contrast
# shows through at 65% opacity) and each holds this share of the mark's pixels: JPEG noise and
# an opaque path's own shading are one shade.
SHADE_APART = 0.2
SHADE_SHARE = 0.08
BARE = 0.1           # of the contrast: a pixel this near the ink's or tile's grey is bare
# A tile's mark of fewer core pixels than this share of the pitch squared tells no shades apart
# (a leg across a tile is 0.07-0.22 of the pitch wide, some 0.05-0.2 of it squared), nor one
# of fewer than LEAST_PIXELS (a median and a threshold of a dozen pixels are JPEG noise).
LEAST_SHARE = 0.01
LEAST_PIXELS = 12
# The square a seen-through mark is widened by (its soft edge): this share of the pitch, at
# least EDGE_PIXELS (an anti-aliased rim is a pixel or two, a blurred one grows with the picture
# as the pitch does).
EDGE_SHARE = 0.06
EDGE_PIXELS = 3
INK_SHARE = 0.01      # the tile's ink: its pixels this far to the ink's side (its rim is the page)


def seen_through(gray: np.ndarray, marks: np.ndarray,
                 geometry: GridGeometry) -> tuple[np.ndarray, np.ndarray]:
    """`gray` with the translucent legs of a path (under_path.path_legs) mapped back to the
    tile and its ink in each tile, and the marks left to fill in otherwise (those over no ink,
    opaque, or no path's legs)."""
    out = gray.copy()
    left_over = marks.copy()
    # Only a path's legs: a coloured badge's text in the mask is no translucent layer over a
    # letter, and mapped to the ink it would join the letter.
    found = path_legs(marks, geometry)
    if found is None:
        return out, left_over
    legs = found.astype(np.uint8) * 255
    core = cv2.erode(legs, np.ones((3, 3), np.uint8))
    pitch = min(geometry.pitch(0, 0))
    least = max(LEAST_PIXELS, round(LEAST_SHARE * pitch * pitch))
    edge = max(EDGE_PIXELS, round(EDGE_SHARE * pitch))
    # The path's soft edge reaches past its mask: mapped, it is the tile's colour (it lies
    # between the tile and the path over it), where inpainting left a faint line either side.
    edged = cv2.dilate(legs, np.ones((edge, edge), np.uint8))
    for row in range(geometry.rows):
        for col in range(geometry.cols):
            left, top, right, bottom = geometry.tile_box(row, col)
            box = (slice(max(0, top), bottom), slice(max(0, left), right))
            mapped = _tile_seen_through(gray[box], legs[box] > 0, core[box] > 0,
                                        geometry.ink_is_dark, least)
            if mapped is not None:
                under = edged[box] > 0
                out[box][under] = mapped[under]
                left_over[box][under] = 0
    return out, left_over


def _tile_seen_through(tile: np.ndarray, mark: np.ndarray, core: np.ndarray,
                       board_ink_is_dark: bool, least: int) -> np.ndarray | None:
    """One tile with its mark's pixels mapped to the tile's grey and its ink's, or None when
    the mark is not seen through (see seen_through); `least`: the fewest pixels that tell
    shades apart."""
    values = tile[core].astype(np.float32)
    clear = tile[~mark].astype(np.float32)
    if len(values) < least or len(clear) < least:
        return None
    background = float(np.median(clear))
    # A selected tile's letters are often of the other polarity (white on a coloured fill on a
    # board of dark letters): the tile's own, judged with its mark in the tile's colour (a dark
    # path over pale letters is no dark ink).
    unmarked = tile.copy()
    unmarked[mark] = round(background)
    sign = -1.0 if tile_ink_is_dark(Image.fromarray(unmarked, mode="L"), board_ink_is_dark) \
        else 1.0
    ink = float(np.quantile(sign * clear, 1 - INK_SHARE)) * sign
    contrast = abs(ink - background)
    if contrast < 1.0:
        return None
    # Pixels as deep as the ink itself are ink beside the path (its mask's edge), not under
    # it; pixels of the tile's own grey are bare tile the mask took in round the path.
    values = values[(sign * (values - ink) < -BARE * contrast)
                    & (np.abs(values - background) > BARE * contrast)]
    if len(values) < least:
        return None
    threshold, _ = cv2.threshold(values.astype(np.uint8).reshape(-1, 1), 0, 255,
                                 cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    inky = sign * values > sign * threshold
    share = float(inky.mean())
    if not SHADE_SHARE <= share <= 1 - SHADE_SHARE:
        return None
    over_tile, over_ink = float(np.median(values[~inky])), float(np.median(values[inky]))
    if abs(over_ink - over_tile) < SHADE_APART * contrast:
        return None
    position = np.clip((tile.astype(np.float32) - over_tile) / (over_ink - over_tile), 0.0, 1.0)
    return np.asarray(np.round(background + position * (ink - background)), dtype=np.uint8)
