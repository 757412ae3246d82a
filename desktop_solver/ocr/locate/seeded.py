"""A mostly empty board found from a few letters in line, grown over its empty cells by how
they look.

A Balda board starts with one word across its middle: too few letters for a lattice of letters
(board.py), and its cells may show no blob of their own (tiles hardly darker than the page, a
shadow on two sides only, thin lines in another hue run into the page by blur). The word still
fixes the pitch and where one row is. From there the board grows a line at a time while the line
past its edge looks like its cells: each of the line's cells parted from its inner neighbour and
from the next cell along the line by a gap that looks like the lattice's gaps, and its middle
like the lattice's cells. Looks are colours (CIE Lab, all three planes at once): cells and gaps
may differ in brightness, in hue, or a little in both.

The page past a board fails the test: no gaps part its stretches from each other along the line,
even when a frame round the board parts it from the edge cells as a gap would.

Glossary: a *look* is the median Lab colour of a small square; a cell's look is taken from the
part of its middle on the tile's side of its grey median, so that a letter in it counts for
nothing; a *gap's look* is that of a small square half way between two neighbouring centres.
"""

from __future__ import annotations


import cv2
import numpy as np
from PIL import Image

from desktop_solver.core.games import SizeLimits
from desktop_solver.ocr.geometry import CentreModel
from desktop_solver.ocr.locate.cell_looks import GAP_SIDE, MIDDLE, grown_line_by_line
from desktop_solver.ocr.locate.components import Blob
from desktop_solver.ocr.locate.lattice import (
    LINE_SHOWN,
    SIDES,
    Lattice,
    letter_rows,
    line_past,
    model_pitch,
)

# Letters in line that fix a pitch and a row: a word of three letters, the shortest one a
# board of empty cells starts with (a lattice of letters needs limits.min_tiles).
SEED_LETTERS = 3
SEEDS_TRIED = 6        # the best-scored seeds of each set of glyphs grown
LOOKS_SAMPLED = 16     # cells and gaps of a lattice whose looks are its cells' and gaps' (a median)
# Lab units (OpenCV's 8-bit scale) between the cells' and the gaps' looks for them to tell a
# cell from a gap: JPEG noise in a median of a few pixels stays under this, and crimson tiles
# on a magenta page as bright, with gaps of a few pixels blurred by JPEG, differ from their
# gaps by 12 to 16.
LOOK_CONTRAST = 10


def seeded_board(work: Image.Image, colour: Image.Image, seeds: list[Lattice],
                 limits: SizeLimits, square: bool) -> Lattice | None:
    """The largest board within `limits` (square with `square`) grown from one of the letter
    `seeds` over cells that look like cells; None when no seed grows into one."""
    lab = cv2.cvtColor(np.asarray(colour.convert("RGB"), dtype=np.uint8),
                       cv2.COLOR_RGB2LAB).astype(np.float32)
    grey = np.asarray(work.convert("L"), dtype=np.uint8)
    best: Lattice | None = None
    for seed in seeds:
        grown = _grown(seed, Looks(lab, grey, seed.dark), limits)
        if not (limits.min_rows <= grown.rows <= limits.max_rows
                and limits.min_cols <= grown.cols <= limits.max_cols):
            continue
        if square and grown.rows != grown.cols:
            continue
        if best is None or grown.rows * grown.cols > best.rows * best.cols:
            best = grown
    return best


def letter_seeds(glyphs: list[tuple[bool, list[Blob]]]) -> list[Lattice]:
    """Rows of a few letters in line (each set of glyphs with its polarity, dark or not), at
    least SEED_LETTERS long; the best-scored SEEDS_TRIED of each set."""
    seeds = []
    for dark, letters in glyphs:
        found = letter_rows(letters, dark, SEED_LETTERS)
        seeds += sorted(found, key=lambda lattice: -lattice.score)[:SEEDS_TRIED]
    return seeds


class Looks:
    """The looks of squares of a picture at the working scale."""

    def __init__(self, lab: np.ndarray, grey: np.ndarray, ink_dark: bool) -> None:
        self.lab, self.grey, self.ink_dark = lab, grey, ink_dark

    def _box(self, centre: tuple[float, float], half: float) -> tuple[slice, slice]:
        x, y = centre
        reach = max(1, round(half))
        return (slice(max(0, round(y) - reach), max(0, round(y) + reach + 1)),
                slice(max(0, round(x) - reach), max(0, round(x) + reach + 1)))

    def gap(self, a: tuple[float, float], b: tuple[float, float], pitch: float,
            cell_look: np.ndarray) -> np.ndarray:
        """The look of the gap between the cells centred at `a` and `b`: of the strips across
        the step from one to the other, near half way, the one least like the cells (a gap a
        pixel or two wide, off the model by as much, is one such strip)."""
        (ax, ay), (bx, by) = a, b
        length = max(1e-6, ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5)
        ux, uy = (bx - ax) / length, (by - ay) / length
        across = np.arange(-round(MIDDLE * pitch), round(MIDDLE * pitch) + 1)
        reach = max(1, round(GAP_SIDE * pitch))
        steps = np.arange(-reach, reach + 1)[:, None]
        height, width = self.grey.shape
        xs = np.clip(np.rint((ax + bx) / 2 + steps * ux - across * uy), 0, width - 1).astype(int)
        ys = np.clip(np.rint((ay + by) / 2 + steps * uy + across * ux), 0, height - 1).astype(int)
        looks = np.median(self.lab[ys, xs], axis=1)
        return looks[int(np.argmax(np.linalg.norm(looks - cell_look, axis=1)))]

    def cell(self, centre: tuple[float, float], pitch: float) -> np.ndarray:
        """The look of the cell centred at `centre`: of its middle, the pixels on the tile's
        side of their grey median (a letter's strokes are on the other)."""
        box = self._box(centre, MIDDLE * pitch)
        patch, levels = self.lab[box].reshape(-1, 3), self.grey[box].reshape(-1)
        if not patch.size:
            return np.full(3, np.nan)
        middle = np.median(levels)
        tile = levels >= middle if self.ink_dark else levels <= middle
        return np.median(patch[tile], axis=0)


def _distance(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.linalg.norm(a - b))


def _grown(seed: Lattice, looks: Looks, limits: SizeLimits) -> Lattice:
    """The seed grown by every line past its edges whose cells look like its cells."""

    def next_side(cells: dict[tuple[int, int], Blob], shape: tuple[int, int],
                  model: CentreModel) -> str | None:
        pitch = model_pitch(model)
        sample = sorted(cells)[::max(1, len(cells) // LOOKS_SAMPLED)]
        cell_look = np.median([looks.cell(model.centre(r, c), pitch) for r, c in sample],
                              axis=0)
        pairs = [((r, c), (r + dr, c + dc)) for r, c in cells for dr, dc in ((0, 1), (1, 0))
                 if (r + dr, c + dc) in cells]
        if not pairs:
            return None
        gap_look = np.median([looks.gap(model.centre(*a), model.centre(*b), pitch, cell_look)
                              for a, b in pairs[::max(1, len(pairs) // LOOKS_SAMPLED)]], axis=0)
        if _distance(cell_look, gap_look) < LOOK_CONTRAST:
            return None
        return _likest_side(looks, model, shape, (cell_look, gap_look), limits)

    return grown_line_by_line(seed, next_side)


def _likest_side(looks: Looks, model: CentreModel, shape: tuple[int, int],
                 references: tuple[np.ndarray, np.ndarray], limits: SizeLimits) -> str | None:
    """The side whose line past the edge looks most like a line of the board's cells (at least
    LINE_SHOWN of its cells), or None."""
    rows, cols = shape
    cell_look, gap_look = references
    pitch = model_pitch(model)
    best, best_share = None, LINE_SHOWN
    for side in SIDES:
        if (side in ("top", "bottom") and rows >= limits.max_rows) or \
                (side in ("left", "right") and cols >= limits.max_cols):
            continue
        inward = {"top": (1, 0), "bottom": (-1, 0), "left": (0, 1), "right": (0, -1)}[side]
        along = (0, 1) if side in ("top", "bottom") else (1, 0)
        line = line_past(side, rows, cols)

        middles = {place: looks.cell(model.centre(*place), pitch)
                   for r, c in line for place in ((r, c), (r + inward[0], c + inward[1]))}

        def parted(a: tuple[int, int], b: tuple[int, int]) -> bool:
            """Whether a gap like the lattice's parts cells a and b: nearer the gaps' look
            than the cells', and unlike both cells' middles (the page past a board is one
            colour, gaps and all)."""
            look = looks.gap(model.centre(*a), model.centre(*b), pitch, cell_look)
            return _distance(look, gap_look) < _distance(look, cell_look) and all(
                _distance(look, middles[place]) > contrast / 2 for place in (a, b))

        contrast = _distance(cell_look, gap_look)
        alike = 0
        for r, c in line:
            neighbours = [(r + along[0] * step, c + along[1] * step) for step in (-1, 1)]
            # A cell of another colour (a selected tile) is a cell too, when gaps part it from
            # its neighbours.
            alike += (parted((r, c), (r + inward[0], c + inward[1]))
                      and any(parted((r, c), n) for n in neighbours if n in middles))
        share = alike / len(line)
        if share >= best_share and (best is None or share > best_share):
            best, best_share = side, share
    return best
