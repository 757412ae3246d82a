"""Dice in a tray lie each turned its own way: each turned square with the grid before reading.

Every die of a photographed tray sits a few degrees off the grid (and on any of its four sides,
which checks/turns.py deals with) and a little off its cell's centre. Tesseract reads letters a few
degrees off noticeably worse, so each tile whose outline (the light die on the darker tray, or
the reverse) is a clear square is turned back, to the nearest quarter turn, and centred in its
cell; around its face (`FACE` of its side) the cell is painted the face's colour, so that the
tray's floor and the neighbouring dice, as dark as ink or as light as a face, are not taken for
parts of its letter. Only a board whose tiles are turned each its own way (their turns spread over
`BOARD_SPREAD`) is changed: screenshot tiles all stand alike (square, or all turned as one with
a photo of a screen) and are left alone.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, replace

import cv2
import numpy as np
from PIL import Image

from desktop_solver.ocr.geometry import CentreModel, GridGeometry

FACE = 0.85        # of a die's side: its face inside the rounded edge, where the letter is
BOARD_SPREAD = 2.0  # degrees: tiles' turns this spread (standard deviation) are dice
WINDOW = 0.6       # half the window searched for a die, in pitches


Turn = tuple[float, float, float, float]    # angle (degrees), die centre x, y in the window, side


@dataclass(frozen=True)
class DiceTray:
    """A board of dice: the picture with every die turned square, and the grid of its dice."""

    picture: Image.Image
    geometry: GridGeometry


def square_dice(picture: Image.Image, geometry: GridGeometry) -> DiceTray | None:
    """`picture` with every turned die turned square and centred on its tile, and the grid
    without edge rows or columns where no tile holds a die (the lattice search can take the
    tray's floor beside the dice for a line of empty tiles); None when the tiles are not turned
    dice."""
    rgb = np.asarray(picture.convert("RGB"))
    gray = cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY)
    turns: dict[tuple[int, int], tuple[Turn, tuple[int, int, int, int]]] = {}
    for r in range(geometry.rows):
        for c in range(geometry.cols):
            window = _window(geometry, r, c, gray.shape)
            left, top, right, bottom = window
            turn = _die_turn(gray[top:bottom, left:right], min(geometry.pitch(r, c)),
                             geometry.ink_is_dark)
            if turn is not None:
                turns[(r, c)] = (turn, window)
    if len(turns) < geometry.rows * geometry.cols / 2 or \
            statistics.pstdev(turn[0] for turn, _ in turns.values()) < BOARD_SPREAD:
        return None
    geometry, (first_row, first_col) = _without_empty_edges(geometry, set(turns))
    out = rgb.copy()
    for (r, c), ((angle, die_x, die_y, side), (left, top, right, bottom)) in turns.items():
        r, c = r - first_row, c - first_col
        cx, cy = geometry.centre(r, c)
        rotation = cv2.getRotationMatrix2D((die_x, die_y), angle, 1.0)
        rotation[0, 2] += cx - left - die_x     # and the die's centre to the tile's centre
        rotation[1, 2] += cy - top - die_y
        patch = cv2.warpAffine(rgb[top:bottom, left:right], rotation, (right - left, bottom - top),
                               flags=cv2.INTER_CUBIC, borderMode=cv2.BORDER_REPLICATE)
        half_x, half_y = (p / 2 for p in geometry.pitch(r, c))
        x0, y0 = max(left, round(cx - half_x)), max(top, round(cy - half_y))
        x1, y1 = min(right, round(cx + half_x)), min(bottom, round(cy + half_y))
        cell = patch[y0 - top:y1 - top, x0 - left:x1 - left].copy()
        _paint_around_face(cell, (cx - x0, cy - y0), FACE * side)
        out[y0:y1, x0:x1] = cell
    return DiceTray(Image.fromarray(out), geometry)


def _paint_around_face(cell: np.ndarray, centre: tuple[float, float], side: float) -> None:
    """Paint the cell outside the square face (`side` wide around `centre`) in the face's
    colour: its median, the letter covering much less than half of it."""
    height, width = cell.shape[:2]
    half = side / 2
    x0, y0 = max(0, round(centre[0] - half)), max(0, round(centre[1] - half))
    x1, y1 = min(width, round(centre[0] + half)), min(height, round(centre[1] + half))
    if x1 - x0 < 2 or y1 - y0 < 2:
        return
    face = np.median(cell[y0:y1, x0:x1].reshape(-1, cell.shape[2]), axis=0)
    inside = cell[y0:y1, x0:x1].copy()
    cell[:] = face.astype(cell.dtype)
    cell[y0:y1, x0:x1] = inside


def _without_empty_edges(geometry: GridGeometry,
                         dice: set[tuple[int, int]]) -> tuple[GridGeometry, tuple[int, int]]:
    """The grid less its edge rows and columns that hold no die, and the first row and column
    kept. A missing die leaves one empty cell, never a whole line."""
    rows = [r for r in range(geometry.rows) if any((r, c) in dice for c in range(geometry.cols))]
    cols = [c for c in range(geometry.cols) if any((r, c) in dice for r in range(geometry.rows))]
    top, left = rows[0], cols[0]
    n_rows, n_cols = rows[-1] - top + 1, cols[-1] - left + 1
    if (n_rows, n_cols) == (geometry.rows, geometry.cols):
        return geometry, (0, 0)
    x0, xc, xr, xrc = geometry.model.x
    y0, yc, yr, yrc = geometry.model.y
    model = CentreModel((x0 + xc * left + xr * top + xrc * top * left, xc + xrc * top,
                         xr + xrc * left, xrc),
                        (y0 + yc * left + yr * top + yrc * top * left, yc + yrc * top,
                         yr + yrc * left, yrc))
    return replace(geometry, rows=n_rows, cols=n_cols, model=model), (top, left)


def _window(geometry: GridGeometry, row: int, col: int,
            shape: tuple[int, ...]) -> tuple[int, int, int, int]:
    cx, cy = geometry.centre(row, col)
    half = WINDOW * max(geometry.pitch(row, col))
    height, width = shape[:2]
    return (max(0, round(cx - half)), max(0, round(cy - half)),
            min(width, round(cx + half)), min(height, round(cy + half)))


def _die_turn(window: np.ndarray, pitch: float, ink_is_dark: bool) -> Turn | None:
    """The turn of the die in the window (to the nearest quarter, -45..45 degrees) and its
    centre, or None when no die-sized square shape holds the window's centre."""
    if window.size == 0:
        return None
    polarity = cv2.THRESH_BINARY if ink_is_dark else cv2.THRESH_BINARY_INV
    _, mask = cv2.threshold(window, 0, 255, polarity + cv2.THRESH_OTSU)
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    middle = (window.shape[1] / 2, window.shape[0] / 2)
    holding = [contour for contour in contours
               if cv2.pointPolygonTest(contour, middle, False) >= 0]
    if not holding:
        return None
    (x, y), (w, h), angle = cv2.minAreaRect(max(holding, key=cv2.contourArea))
    if not (0.55 * pitch <= min(w, h) and max(w, h) <= 1.05 * pitch
            and max(w, h) <= 1.2 * min(w, h)):
        return None
    angle = angle % 90
    return (angle - 90 if angle > 45 else angle), x, y, min(w, h)
