"""Where the board's tiles are in the image: the detected grid as pure numbers.

Glossary: the *lattice* is the grid of tile centres; *pitch* is the distance between neighbouring
centres (x and y). Centres follow a bilinear model `x = x0 + col*dx_col + row*dx_row +
row*col*dx_rc` (and the same for y), which covers a straight screenshot, a slightly rotated one and
the mild keystone of a photo taken at an angle.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, replace

import numpy as np

Box = tuple[int, int, int, int]
"""left, top, right, bottom in image pixels (right and bottom exclusive)."""


@dataclass(frozen=True)
class CentreModel:
    """Bilinear map from (row, col) to a tile centre in image pixels."""

    x: tuple[float, float, float, float]
    y: tuple[float, float, float, float]

    def centre(self, row: float, col: float) -> tuple[float, float]:
        x0, xc, xr, xrc = self.x
        y0, yc, yr, yrc = self.y
        return (x0 + xc * col + xr * row + xrc * row * col,
                y0 + yc * col + yr * row + yrc * row * col)

    def shifted(self, rows: int, cols: int) -> CentreModel:
        """The same map with tile (rows, cols) as the first: for the grid without its first
        rows and columns."""
        def moved(v: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
            v0, vc, vr, vrc = v
            return (v0 + vc * cols + vr * rows + vrc * rows * cols, vc + vrc * rows,
                    vr + vrc * cols, vrc)
        return CentreModel(moved(self.x), moved(self.y))

    def scaled(self, factor: float) -> CentreModel:
        return CentreModel(tuple(v * factor for v in self.x),  # type: ignore[arg-type]
                           tuple(v * factor for v in self.y))  # type: ignore[arg-type]


@dataclass(frozen=True)
class GridGeometry:
    """The board's rows and columns and where each tile is, in pixels of the source image.

    `glyph_height` is the typical letter height; `ink_is_dark` says whether letters are darker than
    their tiles (most games) or lighter (white letters on coloured tiles). `single_letters` says
    every tile holds one letter (a word search, a Russian dice tray): no QU, no RE-, whatever the
    ink suggests. `ruled` says the tiles are cells between ruled lines (a word search): ink along
    a cell's edges is the lines, not its letter. `cells_shown` says the grid's cells were seen
    (outlined, filled, or between lines), so an empty tile is an empty cell of the board, not the
    page or a tray's rim beside it. `letters_past` is the side past which the locator saw the
    board's letters go on in line, some of them joined by a drawn path, and how many of that
    line's cells were inked, when nothing carried the grid there (None when it saw none, or
    letters only apart): the grid may be a part of its board."""

    rows: int
    cols: int
    model: CentreModel
    glyph_height: float
    ink_is_dark: bool
    image_size: tuple[int, int]
    single_letters: bool = False
    ruled: bool = False
    cells_shown: bool = False
    letters_past: tuple[str, int] | None = None

    def centre(self, row: int, col: int) -> tuple[float, float]:
        return self.model.centre(row, col)

    def pitch(self, row: int, col: int) -> tuple[float, float]:
        """Local distance to the next tile to the right and below (positive)."""
        x0, y0 = self.model.centre(row, col)
        x1, _ = self.model.centre(row, col + 1)
        _, y1 = self.model.centre(row + 1, col)
        return abs(x1 - x0), abs(y1 - y0)

    def tile_box(self, row: int, col: int, scale: float = 1.0) -> Box:
        """The tile's cell (one pitch wide and high, `scale` times that), clipped to the image."""
        cx, cy = self.model.centre(row, col)
        px, py = self.pitch(row, col)
        half_x, half_y = px * scale / 2, py * scale / 2
        width, height = self.image_size
        return (max(0, round(cx - half_x)), max(0, round(cy - half_y)),
                min(width, round(cx + half_x)), min(height, round(cy + half_y)))

    def tile_boxes(self) -> tuple[tuple[Box, ...], ...]:
        return tuple(tuple(self.tile_box(r, c) for c in range(self.cols)) for r in range(self.rows))

    @property
    def corners(self) -> tuple[tuple[float, float], tuple[float, float]]:
        """The centres of the first and the last tile (top left, bottom right)."""
        return self.model.centre(0, 0), self.model.centre(self.rows - 1, self.cols - 1)

    def with_corners(self, rows: int, cols: int, first: tuple[float, float],
                     last: tuple[float, float]) -> GridGeometry:
        """A straight grid of `rows` x `cols` tiles whose first and last tile centres are given
        (the user's correction of a grid found wrong); letters scale with the pitch."""
        rows, cols = max(1, rows), max(1, cols)
        step_x = (last[0] - first[0]) / max(1, cols - 1)
        step_y = (last[1] - first[1]) / max(1, rows - 1)
        if cols == 1:
            step_x = step_y
        if rows == 1:
            step_y = step_x
        old_pitch = min(self.pitch(0, 0)) or 1.0
        new_pitch = min(abs(step_x), abs(step_y)) or old_pitch
        model = CentreModel((first[0], step_x, 0.0, 0.0), (first[1], 0.0, step_y, 0.0))
        return replace(self, rows=rows, cols=cols, model=model,
                       glyph_height=self.glyph_height * new_pitch / old_pitch)

    def part(self, first_row: int, first_col: int, rows: int, cols: int) -> GridGeometry:
        """The rows x cols tiles from (first_row, first_col) on, as a grid of their own."""
        return replace(self, rows=rows, cols=cols,
                       model=self.model.shifted(first_row, first_col))

    def with_size(self, rows: int, cols: int) -> GridGeometry:
        """The grid with another number of rows and columns: same first tile, same pitch (a
        line the reader missed is added after the last one)."""
        first = self.model.centre(0, 0)
        step_x = self.model.centre(0, 1)[0] - first[0]
        step_y = self.model.centre(1, 0)[1] - first[1]
        return replace(self, rows=max(1, rows), cols=max(1, cols),
                       model=CentreModel((first[0], step_x, 0.0, 0.0),
                                         (first[1], 0.0, step_y, 0.0)))

    def moved(self, offset: tuple[float, float], image_size: tuple[int, int]) -> GridGeometry:
        """The grid found in a part of a picture whose top left lies at `offset` in the whole
        (of `image_size`), in the whole's pixels."""
        x0, xc, xr, xrc = self.model.x
        y0, yc, yr, yrc = self.model.y
        model = CentreModel((x0 + offset[0], xc, xr, xrc), (y0 + offset[1], yc, yr, yrc))
        return replace(self, model=model, image_size=image_size)

    @property
    def board_box(self) -> Box:
        boxes = [box for row in self.tile_boxes() for box in row]
        return (min(b[0] for b in boxes), min(b[1] for b in boxes),
                max(b[2] for b in boxes), max(b[3] for b in boxes))


def fit_centre_model(points: list[tuple[int, int, float, float]]) -> CentreModel:
    """Least-squares model from (row, col, x, y) samples: a square grid (rows level, columns
    upright), or a turned one, or a bilinear one, each only where it fits the samples clearly
    better than the simpler (a photo turned, a photo's perspective).

    The samples are letters' centres, each a pixel or three off its tile's (J leans, a path
    joined to a letter moves it): fitted with every term a screenshot's square grid comes out
    turned and skewed, tiles a tenth of a pitch off at the far corner. With too few distinct
    rows or columns for a term, the model falls back to fewer (a one-row letter bank has no row
    slope to learn)."""
    rows = {p[0] for p in points}
    cols = {p[1] for p in points}
    if not (len(rows) > 2 and len(cols) > 2 and len(points) >= 8):
        return _fitted_model(points, TURNED)
    # A letter far off the grid (a path's cut moved it, a Qu read as its u) would bend a
    # least-squares grid towards it and hide among the misses it spreads: it is found off a
    # grid of median steps, and the fits are made without it.
    robust = _median_grid(points)
    if robust is None:
        return _fitted_model(points, TURNED)
    pitch = min(robust.x[1] ** 2 + robust.y[1] ** 2, robust.x[2] ** 2 + robust.y[2] ** 2) ** 0.5
    misses = [_miss(robust, point) for point in points]
    far = max(OFF_GRID * pitch, 3 * statistics.median(misses))
    kept = [point for point, miss in zip(points, misses) if miss <= far]
    if len(kept) >= max(8, 2 * len(points) // 3):
        points = kept
    chosen = _fitted_model(points, SQUARE)
    for terms in (TURNED, BILINEAR):
        model = _fitted_model(points, terms)
        error, chosen_error = _rms(model, points), _rms(chosen, points)
        if chosen_error - error > TERMS_GAIN * pitch and error < TERMS_RATIO * chosen_error:
            chosen = model
    return chosen


SQUARE, TURNED, BILINEAR = 0, 1, 2   # the terms of a centre model fitted
# More terms are taken where they leave this share of the simpler fit's error at most, and a
# share of a pitch less: noise alone takes off a tenth or so.
TERMS_RATIO = 0.75
TERMS_GAIN = 0.005
OFF_GRID = 0.08   # share of a pitch a letter's centre may miss the grid by, at least


def _median_grid(points: list[tuple[int, int, float, float]]) -> CentreModel | None:
    """A straight grid whose steps are the medians of the steps between the points of one row
    (column), and whose origin the median the points give (Theil and Sen's fit, for a grid):
    a few points far off move it not at all. None where no two points share a row, or no two
    a column."""
    def steps(along: int) -> tuple[float, float] | None:
        # Pairs only within a line: a 20x20 board's 400 points make 80,000 pairs, 3,800 of
        # them in a line.
        lines: dict[float, list[tuple[int, int, float, float]]] = {}
        for point in points:
            lines.setdefault(point[1 - along], []).append(point)
        pairs = [((q[2] - p[2]) / (q[along] - p[along]), (q[3] - p[3]) / (q[along] - p[along]))
                 for line in lines.values() for i, p in enumerate(line) for q in line[i + 1:]
                 if p[along] != q[along]]
        if not pairs:
            return None
        return statistics.median(x for x, _ in pairs), statistics.median(y for _, y in pairs)
    by_col, by_row = steps(1), steps(0)
    if by_col is None or by_row is None:
        return None
    (col_x, col_y), (row_x, row_y) = by_col, by_row
    x0 = statistics.median(x - col_x * c - row_x * r for r, c, x, _ in points)
    y0 = statistics.median(y - col_y * c - row_y * r for r, c, _, y in points)
    return CentreModel((x0, col_x, row_x, 0.0), (y0, col_y, row_y, 0.0))


def _miss(model: CentreModel, point: tuple[int, int, float, float]) -> float:
    x, y = model.centre(point[0], point[1])
    return ((point[2] - x) ** 2 + (point[3] - y) ** 2) ** 0.5


def _rms(model: CentreModel, points: list[tuple[int, int, float, float]]) -> float:
    return (sum(_miss(model, point) ** 2 for point in points) / len(points)) ** 0.5


def _fitted_model(points: list[tuple[int, int, float, float]], terms: int) -> CentreModel:
    """The least-squares model with the `terms` asked for, of those the points can fix."""
    rows, cols, xs, ys = np.asarray(points, dtype=float).T
    many_rows, many_cols = len(set(rows)) > 1, len(set(cols)) > 1
    values = {"c": cols, "r": rows, "rc": rows * cols}
    slopes = ["c"] * many_cols + ["r"] * many_rows + ["rc"] * (terms == BILINEAR)

    def fitted(target: np.ndarray, used: list[str]) -> tuple[float, float, float, float]:
        design = np.column_stack([np.ones_like(target)] + [values[name] for name in used])
        found = dict(zip(["1", *used], np.linalg.lstsq(design, target, rcond=None)[0]))
        one, col, row, cross = (float(found.get(name, 0.0)) for name in ("1", "c", "r", "rc"))
        return one, col, row, cross

    if terms == SQUARE:
        x, y = fitted(xs, ["c"]), fitted(ys, ["r"])
    else:
        x, y = fitted(xs, slopes), fitted(ys, slopes)
    if not many_rows and many_cols:
        # A one-row letter bank: the next row lies square to the row, one pitch away (without
        # it a tile would be one pitch wide and no pitch high).
        x, y = (x[0], x[1], -y[1], 0.0), (y[0], y[1], x[1], 0.0)
    elif not many_cols and many_rows:
        x, y = (x[0], y[2], x[2], 0.0), (y[0], -x[2], y[2], 0.0)
    return CentreModel(x, y)
