"""Grow a lattice over edge cells by how they look, not by their blobs.

A blurred board of small cells in a big picture loses its edge cells' blobs: the local-mean
threshold takes the gaps between edge cells for the page round them, and the cells run into
one ring with the page. The cells themselves still look like the lattice's other cells, and the
gap between an edge cell and its inner neighbour like the lattice's other gaps. So a line past
the lattice's edge is the board's when most of its predicted cells are parted from their inner
neighbour by a gap (half way between them, darker than both middles as the lattice's gaps are,
or lighter), and have in their middle a shade unlike the page a line further out.

A lattice of letters on tiles grows the same way (their centres are the tiles'): a row of tiles
whose letters a drawn path joined into one blob keeps its tiles. Letters on a plain page have no
gaps darker or lighter than their middles, and do not grow.

Glossary: a cell's *shade* is the median grey level of the middle of the cell (a letter's
strokes are a minority there); a *gap's shade* the median level of a small square half way
between two neighbouring cells' centres.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from dataclasses import replace

import numpy as np
from PIL import Image

from desktop_solver.core.games import SizeLimits
from desktop_solver.ocr.geometry import CentreModel, fit_centre_model
from desktop_solver.ocr.locate.components import Blob
from desktop_solver.ocr.locate.lattice import (
    LINE_SHOWN,
    SIDES,
    Lattice,
    line_past,
    model_pitch,
)

MIDDLE = 0.2          # of a pitch: half the side of the square whose shade is a cell's
GAP_SIDE = 0.06       # of a pitch: half the side of the square whose shade is a gap's
# Grey levels between the cells' and the gaps' shades for them to tell a cell from a gap (JPEG
# noise and a blurred gap's halo are under this).
SHADE_CONTRAST = 24


def grown_by_looks(lattice: Lattice, work: Image.Image, limits: SizeLimits) -> Lattice:
    """The lattice (of cells, or of letters on tiles) grown by every line past its edges whose
    cells look like cells."""
    pixels = np.asarray(work.convert("L"), dtype=np.uint8)

    def next_side(cells: dict[tuple[int, int], Blob], shape: tuple[int, int],
                  model: CentreModel) -> str | None:
        pitch = model_pitch(model)
        cell_shade = statistics.median(_shade(pixels, model.centre(r, c), MIDDLE * pitch)
                                       for r, c in cells)
        gaps = [_shade(pixels, half_way(model, (r, c), (r, c + 1)), GAP_SIDE * pitch)
                for r, c in cells if (r, c + 1) in cells]
        gaps += [_shade(pixels, half_way(model, (r, c), (r + 1, c)), GAP_SIDE * pitch)
                 for r, c in cells if (r + 1, c) in cells]
        if not gaps:
            return None
        gap_shade = statistics.median(gaps)
        if abs(cell_shade - gap_shade) < SHADE_CONTRAST:
            return None
        tolerance = abs(cell_shade - gap_shade) / 2
        return _likest_side(pixels, model, shape, (cell_shade, gap_shade, tolerance), limits)

    return grown_line_by_line(lattice, next_side)


def grown_line_by_line(lattice: Lattice, next_side: Callable[
        [dict[tuple[int, int], Blob], tuple[int, int], CentreModel], str | None]) -> Lattice:
    """The lattice grown a line at a time past the side `next_side` names (given the cells so
    far, their shape and the centre model fitted to them), until it names none."""
    cells = dict(lattice.cells)
    rows, cols = lattice.rows, lattice.cols
    while True:
        model = fit_centre_model([(r, c, b.cx, b.cy) for (r, c), b in cells.items()])
        side = next_side(cells, (rows, cols), model)
        if side is None:
            break
        cells, (rows, cols) = with_line_past(cells, (rows, cols), side, model)
    if (rows, cols) == (lattice.rows, lattice.cols):
        return lattice
    return replace(lattice, rows=rows, cols=cols, cells=cells)


def with_line_past(cells: dict[tuple[int, int], Blob], shape: tuple[int, int], side: str,
                   model: CentreModel) -> tuple[dict[tuple[int, int], Blob], tuple[int, int]]:
    """`cells` of a board of `shape` with the line past its `side` edge added (cells placed by
    `model`), numbered from the new top left; and the new shape."""
    rows, cols = shape
    size = round(0.8 * model_pitch(model))
    shift_r, shift_c = (1 if side == "top" else 0), (1 if side == "left" else 0)
    new = {place: cell_at(model.centre(*place), size) for place in line_past(side, rows, cols)}
    grown = {(r + shift_r, c + shift_c): b for (r, c), b in (cells | new).items()}
    return grown, (rows + (side in ("top", "bottom")), cols + (side in ("left", "right")))


def _likest_side(pixels: np.ndarray, model: CentreModel, shape: tuple[int, int],
                 shades: tuple[float, float, float], limits: SizeLimits) -> str | None:
    """The first side whose line past the edge is the board's, or None."""
    rows, cols = shape
    cell_shade, gap_shade, tolerance = shades
    dark_gaps = gap_shade < cell_shade
    pitch = model_pitch(model)
    height, width = pixels.shape
    for side in SIDES:
        if (side in ("top", "bottom") and rows >= limits.max_rows) or \
                (side in ("left", "right") and cols >= limits.max_cols):
            continue
        inward = {"top": (1, 0), "bottom": (-1, 0), "left": (0, 1), "right": (0, -1)}[side]
        line = line_past(side, rows, cols)
        alike = 0
        for r, c in line:
            x, y = model.centre(r, c)
            if not (pitch / 2 <= x < width - pitch / 2 and pitch / 2 <= y < height - pitch / 2):
                break
            inner = (r + inward[0], c + inward[1])
            gap = _shade(pixels, half_way(model, (r, c), inner), GAP_SIDE * pitch)
            middle = _shade(pixels, (x, y), MIDDLE * pitch)
            inner_middle = _shade(pixels, model.centre(*inner), MIDDLE * pitch)
            # A gap is darker (or lighter, as the lattice's are) than the cells on both sides.
            if dark_gaps:
                apart = min(middle, inner_middle) - gap
            else:
                apart = gap - max(middle, inner_middle)
            if apart < tolerance / 2:
                continue
            # A cell is unlike what lies a line further out (the page: a frame round the board
            # parts the page from its edge cells as a gap would), and its middle is nearer the
            # cells' shade than the gaps' (past `tolerance`, half way between them): a tile of
            # another colour (a selected one) is a cell too, a row of boxes of nearly the gaps'
            # shade beside a board (a 4 Pics 1 Word's answer slots over its letters) is not.
            outer = _shade(pixels, model.centre(r - inward[0], c - inward[1]), MIDDLE * pitch)
            alike += abs(middle - outer) > tolerance and abs(middle - gap_shade) > tolerance
        else:
            if alike >= LINE_SHOWN * len(line):
                return side
    return None


def _shade(pixels: np.ndarray, centre: tuple[float, float], half: float) -> float:
    x, y = centre
    reach = max(1, round(half))
    patch = pixels[max(0, round(y) - reach):round(y) + reach + 1,
                   max(0, round(x) - reach):round(x) + reach + 1]
    return float(np.median(patch)) if patch.size else -1000.0


def half_way(model: CentreModel, a: tuple[int, int], b: tuple[int, int]
              ) -> tuple[float, float]:
    (ax, ay), (bx, by) = model.centre(*a), model.centre(*b)
    return (ax + bx) / 2, (ay + by) / 2


def cell_at(centre: tuple[float, float], size: int) -> Blob:
    x, y = round(centre[0] - size / 2), round(centre[1] - size / 2)
    return Blob(x, y, x + size, y + size, size * size)
