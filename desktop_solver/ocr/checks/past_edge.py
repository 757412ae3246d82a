"""Letters in line just past the board's edge: a row or column the lattice may have missed.

The locator may stop a line short of the board (a column under a drawn path, Balda's letters
beyond a lattice grown over too few empty cells). What it left out is still in the picture, one
pitch beyond the edge, on the lattice's rows or columns: the lattice extended by one line on
every side is cut as the board's own tiles are, and a side whose line shows letters of the
board's height, centred in their cells, about as often as the board's own tiles do, makes the
board's shape doubtful (a board-level warning: the user checks the grid). The letters are not
read: the shape is the locator's to find.

The locator saw the board's letters too, before any tile was cut: a line past an edge inked
over most of its cells, some of the ink letters a drawn path joined, that no cells carried the
grid to (`GridGeometry.letters_past`). The path crosses those cells and spoils their cut (it is
taken off the board's own tiles only): there one letter the cut shows is enough.
"""

from __future__ import annotations

import numpy as np

from desktop_solver.ocr.cut.segment import GLYPH_HEIGHT, TileGlyph, cut_tiles
from desktop_solver.ocr.draft import BoardWarning, Draft, Pictures
from desktop_solver.ocr.geometry import GridGeometry
from desktop_solver.ocr.recognise.sheet import Key

# A glyph past the edge is a letter of the board when it is this near the board's letter height
# (the cut scales the board's typical letter to GLYPH_HEIGHT; text of a header or a played-words
# list beside the board is mostly of another size).
HEIGHT_RANGE = (0.75, 1.3)
# A side warns when its line shows letters in at least this share of the cells the board's own
# density of letters would fill (a line of a filled board is full; one of a mostly empty Balda
# board may hold one letter), and at least one.
LINE_SHARE = 0.5
# ... and its letters stand this near their cell's centre, as a share of the pitch: the lattice
# extended by one line puts a missed line's letters within 0.06 of it on the tuning screens,
# where a keyboard's keys beside a board, of their own pitch, stand 0.14 and more off.
CENTRED = 0.1
# A glyph whose ink fills more of its box than this is a filled shape (a small cell of a second
# copy of the grid, a button), not a letter: bold capitals fill under two thirds.
MAX_FILL = 0.75

INK = 128   # a mask's pixels darker than this are ink (black letters on white)


PAST_EDGE = "letters_past_edge"


def letters_past_edge(draft: Draft, pictures: Pictures) -> list[BoardWarning]:
    """A warning for each side of the board whose line just past the edge shows letters as
    its own lines do; none when the board's lines end where its letters do."""
    geometry = pictures.geometry
    rows, cols = geometry.rows, geometry.cols
    lettered = sum(1 for g in draft.glyphs if g.image is not None)
    if not lettered:
        return []
    density = lettered / (rows * cols)
    ring = geometry.part(-1, -1, rows + 2, cols + 2)
    lines = _ring_lines(ring)
    inside = {key for keys in lines.values() for key in keys if _within(ring, key)}
    if not inside:
        return []
    cut = {(g.row, g.col): g for row in cut_tiles(pictures.gray, ring, only=inside, soft=False)
           for g in row}
    joined_side, joined = geometry.letters_past or ("", 0)
    warnings = []
    for side, keys in lines.items():
        found = sum(1 for key in keys if key in cut and _board_letter(cut[key], ring))
        if found and found >= LINE_SHARE * density * len(keys):
            warnings.append(BoardWarning(PAST_EDGE, side, found))
        elif found and side == joined_side:
            warnings.append(BoardWarning(PAST_EDGE, side, max(found, joined)))
    return warnings


def _ring_lines(ring: GridGeometry) -> dict[str, list[Key]]:
    """The cells of the extended grid just past each side of the board (corners left out)."""
    rows, cols = ring.rows - 2, ring.cols - 2
    return {"top": [(0, c) for c in range(1, cols + 1)],
            "bottom": [(rows + 1, c) for c in range(1, cols + 1)],
            "left": [(r, 0) for r in range(1, rows + 1)],
            "right": [(r, cols + 1) for r in range(1, rows + 1)]}


def _within(geometry: GridGeometry, key: Key) -> bool:
    """Whether the cell lies wholly inside the picture (a cell the edge cuts shows part of
    whatever is there)."""
    x, y = geometry.centre(*key)
    px, py = geometry.pitch(*key)
    width, height = geometry.image_size
    return px / 2 <= x <= width - px / 2 and py / 2 <= y <= height - py / 2


def _board_letter(glyph: TileGlyph, geometry: GridGeometry) -> bool:
    """Whether the glyph cut from a cell is a letter as the board prints them: letters only,
    of the board's height, centred in the cell."""
    if glyph.image is None or glyph.mask is None or glyph.box is None or glyph.cut_off \
            or set(glyph.shape) != {"L"}:
        return False
    low, high = HEIGHT_RANGE
    if not low * GLYPH_HEIGHT <= glyph.mask.height <= high * GLYPH_HEIGHT:
        return False
    if float((np.asarray(glyph.mask) < INK).mean()) > MAX_FILL:
        return False
    x, y = geometry.centre(glyph.row, glyph.col)
    px, py = geometry.pitch(glyph.row, glyph.col)
    left, top, right, bottom = glyph.box
    return abs((left + right) / 2 - x) <= CENTRED * px and abs((top + bottom) / 2 - y) <= CENTRED * py
