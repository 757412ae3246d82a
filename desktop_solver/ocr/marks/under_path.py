"""A tile's value under a drawn path: where the path lies, which values it hid, and the picture
with it painted out.

A path drawn over the tiles (a traced word) crosses the values in the tiles' corners it passes.
The spot of a digit joined to a path's leg is no digit (too large, not the ink's colour), so the
value is lost with no sign of it. The drawn marks' mask (drawn_marks.drawn_mark_mask) holds the
path's legs inside the tiles only; the path runs on through the gaps between them, and a leg cut
off at a tile's edge beside a value would be taken for a badge. So the path is grown from its
legs through the pixels of its colour, and painted out of the picture in colour.
"""

from __future__ import annotations

from collections.abc import Iterable

import cv2
import numpy as np

from desktop_solver.ocr.geometry import GridGeometry
from desktop_solver.ocr.recognise.sheet import Key

# A path's leg inside a tile runs from its centre to its edge, about 0.4 of a pitch: longer than
# a coloured badge's text in a corner (DW: 0.25 of a pitch), which is a mark to read.
PATH_LEG = 0.33
PATH_COLOUR = 60.0     # RGB distance: a pixel this near the legs' median colour is the path's
CORNER_BAND = 0.3      # of the tile's side: a value's corner reaches this far in, each way


def path_over_tiles(rgb: np.ndarray, drawn: np.ndarray,
                    geometry: GridGeometry) -> np.ndarray | None:
    """The whole path (255) whose legs inside the tiles the drawn marks' mask `drawn` holds,
    in the gaps between tiles too, with its blended rim; None when no mark is a path's leg."""
    legs = path_legs(drawn, geometry)
    if legs is None:
        return None
    colour = np.median(rgb[legs].reshape(-1, 3).astype(np.float32), axis=0)
    alike = np.linalg.norm(rgb.astype(np.float32) - colour, axis=2) < PATH_COLOUR
    _, labels = cv2.connectedComponents((alike | legs).astype(np.uint8), connectivity=8)
    joined = np.unique(labels[legs])
    path = np.isin(labels, joined[joined > 0]).astype(np.uint8) * 255
    return np.asarray(cv2.dilate(path, np.ones((3, 3), np.uint8)), dtype=np.uint8)


def hidden_corners(path: np.ndarray, geometry: GridGeometry, keys: Iterable[Key]) -> list[Key]:
    """Those of the tiles `keys` whose corners the `path` crosses."""
    crossed = []
    for row, col in keys:
        left, top, right, bottom = geometry.tile_box(row, col)
        tile = path[max(0, top):max(0, bottom), max(0, left):max(0, right)] > 0
        if tile.size == 0:
            continue
        height, width = tile.shape
        band_h, band_w = max(1, round(height * CORNER_BAND)), max(1, round(width * CORNER_BAND))
        corners = tile.copy()
        corners[band_h:height - band_h, :] = False
        corners[:, band_w:width - band_w] = False
        if corners.any():
            crossed.append((row, col))
    return crossed


def without_path(rgb: np.ndarray, path: np.ndarray, geometry: GridGeometry) -> np.ndarray:
    """`rgb` with the `path` filled in from round it (as drawn_marks fills the grey picture)."""
    radius = max(2, round(min(geometry.pitch(0, 0)) / 20))
    return np.asarray(cv2.inpaint(rgb, path, radius, cv2.INPAINT_TELEA), dtype=np.uint8)


def path_legs(drawn: np.ndarray, geometry: GridGeometry) -> np.ndarray | None:
    """The parts of the drawn marks' mask `drawn` that are a path's legs (PATH_LEG), as
    booleans; None without any."""
    count, labels, stats, _ = cv2.connectedComponentsWithStats(drawn, connectivity=8)
    longest = PATH_LEG * min(geometry.pitch(0, 0))
    legs = [index for index in range(1, count)
            if max(int(stats[index][2]), int(stats[index][3])) > longest]
    if not legs:
        return None
    return np.isin(labels, legs)
