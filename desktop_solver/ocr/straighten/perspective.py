"""Photos taken at an angle: the board seen square-on before its tiles are read.

A photo of a dice tray sees the board in perspective: the rows converge, the tiles shrink towards
the far side and the whole board is turned. The grid found in the photo (its bilinear model
follows a mild keystone) gives the homography to a straight board: the model's tile centres are
sent to a regular lattice (`cv2.findHomography`), the photo is warped (`cv2.warpPerspective`),
and the board is located again in the straight picture, where every tile is upright and the
same size. Screenshots are straight already and are left alone: only a grid whose corner tiles
stray from an upright rectangle by more than `SKEW` of a pitch is straightened.

The reading's geometry goes back to the photo's pixels: the straight grid's centres mapped back
through the homography and fitted again with the bilinear model (close to the true perspective
for a moderate angle; exact at the centres it was fitted to only approximately), so the picture
view draws each tile where it is in the photo.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import cv2
import numpy as np
from PIL import Image

from desktop_solver.core.errors import BoardNotFoundError
from desktop_solver.ocr.straighten.dice import square_dice
from desktop_solver.ocr.geometry import Box, CentreModel, GridGeometry, fit_centre_model
from desktop_solver.ocr.locate.board import locate_board

SKEW = 0.15        # corner tiles this many pitches off an upright rectangle: a photo at an angle
MIN_PITCH = 48     # pixels per tile in the straight picture, at the least
MAX_DICE = 64      # tiles: a bigger board is no dice tray (a word search), its tiles not turned
MARGIN_TILES = 1   # the straight picture shows this many tiles' width around the board


@dataclass(frozen=True)
class Straightened:
    """The board warped square-on: the straight picture, its grid, the 3x3 homography that
    takes the straight picture's pixels back to the source's, and whether its tiles are dice
    (each turned square in the straight picture)."""

    picture: Image.Image
    geometry: GridGeometry
    to_source: np.ndarray = field(compare=False, repr=False)
    source_size: tuple[int, int] = (0, 0)
    dice: bool = False

    def source_points(self, points: list[tuple[float, float]]) -> list[tuple[float, float]]:
        pixels = np.array(points, dtype=np.float32).reshape(-1, 1, 2)
        mapped = cv2.perspectiveTransform(pixels, self.to_source)
        return [(float(x), float(y)) for x, y in mapped.reshape(-1, 2)]

    def source_geometry(self) -> GridGeometry:
        """The straight grid in the source's pixels (bilinear fit to the mapped tile centres)."""
        grid = self.geometry
        keys = [(r, c) for r in range(grid.rows) for c in range(grid.cols)]
        centres = self.source_points([grid.centre(r, c) for r, c in keys])
        model = fit_centre_model([(r, c, x, y) for (r, c), (x, y) in zip(keys, centres)])
        shrink = _mean_pitch(model, grid.rows, grid.cols) / _mean_pitch(grid.model, grid.rows,
                                                                         grid.cols)
        return GridGeometry(grid.rows, grid.cols, model, grid.glyph_height * shrink,
                            grid.ink_is_dark, self.source_size, cells_shown=grid.cells_shown)

    def source_box(self, box: Box) -> Box:
        """The source pixels' box around a box of the straight picture."""
        left, top, right, bottom = box
        corners = self.source_points([(left, top), (right, top), (right, bottom), (left, bottom)])
        width, height = self.source_size
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        return (max(0, round(min(xs))), max(0, round(min(ys))),
                min(width, round(max(xs))), min(height, round(max(ys))))


def is_skewed(geometry: GridGeometry) -> bool:
    """Whether the grid's corner tiles stray from an upright rectangle by over SKEW pitches: the
    left (right) column's ends not above one another, the top (bottom) row's ends not level."""
    if geometry.rows < 2 or geometry.cols < 2:
        return False
    last_row, last_col = geometry.rows - 1, geometry.cols - 1
    top_left, top_right = geometry.centre(0, 0), geometry.centre(0, last_col)
    bottom_left, bottom_right = geometry.centre(last_row, 0), geometry.centre(last_row, last_col)
    stray = max(abs(top_left[0] - bottom_left[0]), abs(top_right[0] - bottom_right[0]),
                abs(top_left[1] - top_right[1]), abs(bottom_left[1] - bottom_right[1]))
    return stray > SKEW * _mean_pitch(geometry.model, geometry.rows, geometry.cols)


def straighten(picture: Image.Image, geometry: GridGeometry,
               game: str | None) -> Straightened | None:
    """The board of `picture` (whose grid is `geometry`) seen square-on and its dice turned
    square (dice.py), or None when the grid is upright and its tiles square (every screenshot)."""
    warped = _warped(picture, geometry, game) if is_skewed(geometry) else None
    straight, grid, to_source = warped or (picture, geometry, np.eye(3))
    tray = square_dice(straight, grid) if grid.rows * grid.cols <= MAX_DICE else None
    if tray is not None:
        straight, grid = tray.picture, tray.geometry
    elif warped is None:
        return None
    return Straightened(straight, grid, to_source, picture.size, dice=tray is not None)


def _warped(picture: Image.Image, geometry: GridGeometry,
            game: str | None) -> tuple[Image.Image, GridGeometry, np.ndarray] | None:
    """The picture warped so that the grid is upright and regular, the grid found again in it,
    and the homography back."""
    rows, cols = geometry.rows, geometry.cols
    pitch = max(MIN_PITCH, _mean_pitch(geometry.model, rows, cols))
    margin = MARGIN_TILES * pitch
    keys = [(r, c) for r in range(rows) for c in range(cols)]
    source = np.array([geometry.centre(r, c) for r, c in keys], dtype=np.float32)
    target = np.array([(margin + (c + 0.5) * pitch, margin + (r + 0.5) * pitch)
                       for r, c in keys], dtype=np.float32)
    to_straight, _ = cv2.findHomography(source, target, 0)
    if to_straight is None:
        return None
    size = (round(cols * pitch + 2 * margin), round(rows * pitch + 2 * margin))
    pixels = cv2.warpPerspective(np.asarray(picture.convert("RGB")), to_straight, size,
                                 flags=cv2.INTER_CUBIC, borderMode=cv2.BORDER_REPLICATE)
    straight = Image.fromarray(pixels)
    ratio = pitch / _mean_pitch(geometry.model, rows, cols)
    upright = GridGeometry(rows, cols,
                           CentreModel((margin + pitch / 2, pitch, 0.0, 0.0),
                                       (margin + pitch / 2, 0.0, pitch, 0.0)),
                           geometry.glyph_height * ratio, geometry.ink_is_dark, size,
                           cells_shown=geometry.cells_shown)
    try:
        found = locate_board(straight, game)
    except BoardNotFoundError:
        found = upright
    if (found.rows, found.cols) != (rows, cols):
        found = upright
    return straight, found, np.linalg.inv(np.asarray(to_straight, dtype=np.float64))


def _mean_pitch(model: CentreModel, rows: int, cols: int) -> float:
    """The mean distance between neighbouring tile centres over the whole grid."""
    x0, y0 = model.centre(0, 0)
    x_right, y_right = model.centre(rows - 1, cols - 1)
    x_col, y_col = model.centre(0, cols - 1)
    x_row, y_row = model.centre(rows - 1, 0)
    across = ((x_col - x0) ** 2 + (y_col - y0) ** 2) ** 0.5 / max(1, cols - 1)
    down = ((x_row - x0) ** 2 + (y_row - y0) ** 2) ** 0.5 / max(1, rows - 1)
    far_across = ((x_right - x_row) ** 2 + (y_right - y_row) ** 2) ** 0.5 / max(1, cols - 1)
    far_down = ((x_right - x_col) ** 2 + (y_right - y_col) ** 2) ** 0.5 / max(1, rows - 1)
    steps = [step for step in (across, down, far_across, far_down) if step > 0]
    return sum(steps) / len(steps) if steps else 1.0
