"""Where the board's tiles are in the image: the detected grid as pure numbers.

Glossary: the *lattice* is the grid of tile centres; *pitch* is the distance between neighbouring
centres (x and y). Centres follow a bilinear model `x = x0 + col*dx_col + row*dx_row +
row*col*dx_rc` (and the same for y), which covers a straight screenshot, a slightly rotated one and
the mild keystone of a photo taken at an angle.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

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
    every tile holds one letter (a word search): no QU, no RE-, whatever the ink suggests."""

    rows: int
    cols: int
    model: CentreModel
    glyph_height: float
    ink_is_dark: bool
    image_size: tuple[int, int]
    single_letters: bool = False

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
        return GridGeometry(rows, cols, model, self.glyph_height * new_pitch / old_pitch,
                            self.ink_is_dark, self.image_size, self.single_letters)

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
        return GridGeometry(max(1, rows), max(1, cols),
                            CentreModel((first[0], step_x, 0.0, 0.0), (first[1], 0.0, step_y, 0.0)),
                            self.glyph_height, self.ink_is_dark, self.image_size,
                            self.single_letters)

    @property
    def board_box(self) -> Box:
        boxes = [box for row in self.tile_boxes() for box in row]
        return (min(b[0] for b in boxes), min(b[1] for b in boxes),
                max(b[2] for b in boxes), max(b[3] for b in boxes))


def fit_centre_model(points: list[tuple[int, int, float, float]]) -> CentreModel:
    """Least-squares bilinear model from (row, col, x, y) samples.

    With too few distinct rows or columns for the cross terms, the model falls back to fewer
    parameters (a one-row letter bank has no row slope to learn)."""
    rows = {p[0] for p in points}
    cols = {p[1] for p in points}
    terms = [lambda r, c: 1.0]
    if len(cols) > 1:
        terms.append(lambda r, c: float(c))
    if len(rows) > 1:
        terms.append(lambda r, c: float(r))
    if len(rows) > 2 and len(cols) > 2 and len(points) >= 8:
        terms.append(lambda r, c: float(r * c))
    design = [[term(r, c) for term in terms] for r, c, _, _ in points]
    x_fit = _least_squares(design, [p[2] for p in points])
    y_fit = _least_squares(design, [p[3] for p in points])

    def full(fit: list[float]) -> tuple[float, float, float, float]:
        values = dict(zip(range(len(terms)), fit))
        out = [values[0], 0.0, 0.0, 0.0]
        index = 1
        if len(cols) > 1:
            out[1] = values[index]
            index += 1
        if len(rows) > 1:
            out[2] = values[index]
            index += 1
        if index < len(terms):
            out[3] = values[index]
        return out[0], out[1], out[2], out[3]

    x, y = full(x_fit), full(y_fit)
    if len(rows) == 1 and len(cols) > 1:
        # A one-row letter bank: the next row lies square to the row, one pitch away (without
        # it a tile would be one pitch wide and no pitch high).
        x, y = (x[0], x[1], -y[1], 0.0), (y[0], y[1], x[1], 0.0)
    elif len(cols) == 1 and len(rows) > 1:
        x, y = (x[0], y[2], x[2], 0.0), (y[0], -x[2], y[2], 0.0)
    return CentreModel(x, y)


def _least_squares(design: list[list[float]], values: list[float]) -> list[float]:
    """Solve the normal equations by Gaussian elimination (at most 4 unknowns)."""
    n = len(design[0])
    ata = [[sum(row[i] * row[j] for row in design) for j in range(n)] for i in range(n)]
    atb = [sum(row[i] * v for row, v in zip(design, values)) for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(ata[r][col]))
        ata[col], ata[pivot] = ata[pivot], ata[col]
        atb[col], atb[pivot] = atb[pivot], atb[col]
        if abs(ata[col][col]) < 1e-9:
            # Degenerate samples (all in one spot): a constant model at their mean.
            return [sum(values) / len(values)] + [0.0] * (n - 1)
        for r in range(n):
            if r != col:
                f = ata[r][col] / ata[col][col]
                for k in range(col, n):
                    ata[r][k] -= f * ata[col][k]
                atb[r] -= f * atb[col]
    return [atb[i] / ata[i][i] for i in range(n)]
