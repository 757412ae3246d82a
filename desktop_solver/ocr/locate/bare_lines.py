"""Edge lines of a grid that stand on the bare page, beside a board whose tiles do not.

The letter lattice may take in a line of text beside the board: words of a list, or the
first letters of lines the picture's edge cuts, fall in line with the board's columns and
are as lonely as its letters. On a board of filled tiles (a tile lighter or darker than the
page between tiles) such a line shows no tile: the middle of its cells is the colour of the
page round the grid, while the board's own cells, even a traced word's tiles drawn in
another colour, differ from it.
"""

from __future__ import annotations

import numpy as np
from PIL import Image

from desktop_solver.ocr.geometry import GridGeometry

DISTINCT = 14        # grey levels between a tile's middle and the page round the grid
TILE_MIDDLE = 0.6    # share of the pitch sampled in a cell's middle (inside any tile's rim)
CORNER = 0.08        # share of the pitch sampled round each corner between cells
BESIDE_INK = 75      # percentile of a tile's middle, counted from the ink's side, that is tile
SHOWN = 0.75         # share of the other cells that must show a tile
BARE = 1 / 3         # share of an edge line's cells at most that show one, to drop it


def without_bare_edges(gray: Image.Image, geometry: GridGeometry, min_rows: int,
                       min_cols: int) -> GridGeometry:
    """`geometry` without its edge rows and columns whose cells show no tile, on a board whose
    other cells nearly all do (keeping at least `min_rows` x `min_cols` tiles)."""
    pixels = np.asarray(gray.convert("L"), dtype=np.int16)
    page = _page(pixels, geometry)
    if page is None:
        return geometry
    shows = {(r, c): _shows_tile(pixels, geometry, r, c, page)
             for r in range(geometry.rows) for c in range(geometry.cols)}
    top, left, bottom, right = 0, 0, geometry.rows, geometry.cols
    while True:
        sides = []
        if bottom - top > min_rows:
            sides += [("top", [(top, c) for c in range(left, right)]),
                      ("bottom", [(bottom - 1, c) for c in range(left, right)])]
        if right - left > min_cols:
            sides += [("left", [(r, left) for r in range(top, bottom)]),
                      ("right", [(r, right - 1) for r in range(top, bottom)])]
        for side, line in sides:
            rest = [shows[(r, c)] for r in range(top, bottom) for c in range(left, right)
                    if (r, c) not in line]
            if sum(shows[cell] for cell in line) <= BARE * len(line) \
                    and sum(rest) >= SHOWN * len(rest):
                top += side == "top"
                bottom -= side == "bottom"
                left += side == "left"
                right -= side == "right"
                break
        else:
            break
    if (top, left, bottom, right) == (0, 0, geometry.rows, geometry.cols):
        return geometry
    return geometry.part(top, left, bottom - top, right - left)


def _page(pixels: np.ndarray, geometry: GridGeometry) -> float | None:
    """The grey of the page round the grid: the median of its outer corners, between and
    beside the edge tiles (the corners inside a grid may be its lines' crossings)."""
    rows, cols = geometry.rows, geometry.cols
    corners = {(r, c - 0.5) for r in (-0.5, rows - 0.5) for c in range(cols + 1)}
    corners |= {(r - 0.5, c) for c in (-0.5, cols - 0.5) for r in range(rows + 1)}
    px, py = geometry.pitch(0, 0)
    values = [value for r, c in corners
              if (value := _level(pixels, *geometry.model.centre(r, c), CORNER * px,
                                   CORNER * py)) is not None]
    return float(np.median(values)) if values else None


def _shows_tile(pixels: np.ndarray, geometry: GridGeometry, row: int, col: int,
                page: float) -> bool:
    """Whether the middle of the cell, but for its letter, differs from the page (a filled
    tile's colour). A bold letter on a small tile may cover half the middle: the tile shows in
    the grey farther from the ink's than most of the middle."""
    cx, cy = geometry.centre(row, col)
    px, py = geometry.pitch(row, col)
    middle = _level(pixels, cx, cy, TILE_MIDDLE * px / 2, TILE_MIDDLE * py / 2,
                    BESIDE_INK if geometry.ink_is_dark else 100 - BESIDE_INK)
    return middle is not None and abs(middle - page) >= DISTINCT


def _level(pixels: np.ndarray, x: float, y: float, half_x: float, half_y: float,
           percent: float = 50) -> float | None:
    """The grey at `percent` (the median by default) of the box round (x, y), clipped to the
    picture; None outside it."""
    height, width = pixels.shape
    left, right = max(0, round(x - half_x)), min(width, round(x + half_x) + 1)
    top, bottom = max(0, round(y - half_y)), min(height, round(y + half_y) + 1)
    if right <= left or bottom <= top:
        return None
    return float(np.percentile(pixels[top:bottom, left:right], percent))
