"""Board geometry as pure functions: where tiles sit, which tile is under a point, and the
polyline (with arrow heads) of a path. Tests call these without a window."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

Point = tuple[float, float]
Rect = tuple[float, float, float, float]  # x, y, width, height


@dataclass(frozen=True)
class BoardLayout:
    rows: int
    cols: int
    width: float
    height: float
    margin: float = 8.0
    gap_ratio: float = 0.08  # gap between tiles as a share of a tile's side

    @cached_property
    def tile(self) -> float:
        usable_w = self.width - 2 * self.margin
        usable_h = self.height - 2 * self.margin
        per_tile = 1 + self.gap_ratio
        side = min(usable_w / (self.cols * per_tile - self.gap_ratio),
                   usable_h / (self.rows * per_tile - self.gap_ratio))
        return max(side, 1.0)

    @cached_property
    def gap(self) -> float:
        return self.tile * self.gap_ratio

    @cached_property
    def origin(self) -> Point:
        """Top-left corner of the first tile: the board is centred in the widget."""
        board_w = self.cols * self.tile + (self.cols - 1) * self.gap
        board_h = self.rows * self.tile + (self.rows - 1) * self.gap
        return (self.width - board_w) / 2, (self.height - board_h) / 2

    def tile_rect(self, row: int, col: int) -> Rect:
        x0, y0 = self.origin
        step = self.tile + self.gap
        return x0 + col * step, y0 + row * step, self.tile, self.tile

    def centre(self, row: int, col: int) -> Point:
        x, y, w, h = self.tile_rect(row, col)
        return x + w / 2, y + h / 2

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        """The tile under a point, or None in a gap or outside the board."""
        x0, y0 = self.origin
        step = self.tile + self.gap
        col, row = math.floor((x - x0) / step), math.floor((y - y0) / step)
        if not (0 <= row < self.rows and 0 <= col < self.cols):
            return None
        tx, ty, w, h = self.tile_rect(row, col)
        return (row, col) if tx <= x <= tx + w and ty <= y <= ty + h else None


def path_points(layout: BoardLayout, path: tuple[tuple[int, int], ...]) -> list[Point]:
    return [layout.centre(row, col) for row, col in path]


def arrow_head(start: Point, end: Point, size: float) -> list[Point]:
    """The triangle of an arrow head at the middle of the segment start -> end."""
    (x1, y1), (x2, y2) = start, end
    length = math.hypot(x2 - x1, y2 - y1)
    if length == 0:
        return []
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    tip = ((x1 + x2) / 2 + ux * size / 2, (y1 + y2) / 2 + uy * size / 2)
    back = (tip[0] - ux * size, tip[1] - uy * size)
    px, py = -uy * size * 0.55, ux * size * 0.55
    return [tip, (back[0] + px, back[1] + py), (back[0] - px, back[1] - py)]
