"""Find the board under a traced word: a coloured path drawn from tile centre to tile centre.

A path joins the letters it crosses into one blob, and a letter lattice (board.py) without
them loses a line of tiles, or the whole board when it is small. Long coloured strokes are
filled in before the search (without_long_strokes), but long there means long for the picture,
and a path of two or three steps across a small board is shorter than that. Once the board's
pitch is known, from the letters the path left apart, a path is easy to tell: each of its steps
spans a pitch, while no letter is as big as its tile. So the strokes that long are filled in
too and the board searched again.
"""

from __future__ import annotations

import numpy as np
from PIL import Image

from desktop_solver.core.cancel import NEVER_CANCELLED, CancelToken
from desktop_solver.core.errors import BoardNotFoundError
from desktop_solver.core.games import SizeLimits
from desktop_solver.ocr.marks.drawn_marks import (
    LONG_STROKE,
    Strokes,
    coloured_strokes,
    without_long_strokes,
)
from desktop_solver.ocr.geometry import GridGeometry
from desktop_solver.ocr.locate.board import locate_board

PATH_STEP = 0.9   # share of the pitch a stroke spans at least when it joins two tiles' centres
# Any grid of letters tells the pitch, however few of them the path left apart: a 3 x 3 board
# may keep only two columns of isolated letters, and one of them may lack a letter (a Qu tile).
PITCH_ONLY = SizeLimits(2, 30, 2, 30, 4, lacking=1)


def locate_traced_board(picture: Image.Image, game: str | None = None,
                        cancel: CancelToken = NEVER_CANCELLED) -> GridGeometry:
    """The grid of the board in `picture` (colour), paths drawn over it or not;
    BoardNotFoundError when there is none."""
    strokes = coloured_strokes(picture)
    gray = without_long_strokes(picture, strokes)
    found: GridGeometry | None = None
    missing: BoardNotFoundError | None = None
    try:
        found = locate_board(gray, game, cancel, colour=picture)
    except BoardNotFoundError as error:
        missing = error
    long_ones = strokes.longer_than(LONG_STROKE * min(picture.size))
    if long_ones and not cancel.cancelled and (found is None
                                                or _crosses(strokes, long_ones, found)):
        # Coloured lines between cells are long strokes too, and filling them in takes away
        # the cells' evidence. The picture as it is is searched as well: a path takes tiles
        # away, never adds them, so the larger grid of the two is the board. Larger in area as
        # well as in tiles: a path may take the board's letters apart in the picture as it is,
        # where a keyboard's smaller keys, more of them, stay whole.
        try:
            plain = locate_board(picture, game, cancel)
        except BoardNotFoundError:
            pass
        else:
            if found is None or (plain.rows * plain.cols > found.rows * found.cols
                                 and _area(plain) > _area(found)):
                found = plain
    if len(strokes.lengths) > len(long_ones) and not cancel.cancelled:
        pitch = min(found.pitch(0, 0)) if found is not None else _pitch(gray, cancel)
        if pitch is not None and len(strokes.longer_than(PATH_STEP * pitch)) > len(long_ones):
            # No letter of the board the pitch came from is that long. When that was text
            # beside the board (the path took the board's letters apart), the board's coloured
            # letters may go too; but the text was the answer otherwise.
            try:
                again = locate_board(without_long_strokes(picture, strokes, PATH_STEP * pitch),
                                     game, cancel, colour=picture)
            except BoardNotFoundError as error:
                missing = missing or error
            else:
                # A path takes tiles away, never adds them: a smaller grid found without the
                # short strokes lost letters the first search had.
                if found is None or again.rows * again.cols >= found.rows * found.cols:
                    return again
    if found is None:
        assert missing is not None
        raise missing
    return found


def _area(grid: GridGeometry) -> int:
    left, top, right, bottom = grid.board_box
    return (right - left) * (bottom - top)


def _crosses(strokes: Strokes, chosen: list[int], grid: GridGeometry) -> bool:
    """Whether any of the `chosen` strokes runs inside the grid's box (a path over its tiles,
    or lines between its cells), not only in the picture's chrome round it."""
    left, top, right, bottom = (round(v * strokes.factor) for v in grid.board_box)
    inside = strokes.labels[max(0, top):max(0, bottom), max(0, left):max(0, right)]
    return bool(np.isin(inside, chosen).any())


def _pitch(gray: Image.Image, cancel: CancelToken) -> float | None:
    """The pitch of the best grid of letters of any size in `gray`, or None without one."""
    try:
        return min(locate_board(gray, None, cancel, limits=PITCH_ONLY).pitch(0, 0))
    except BoardNotFoundError:
        return None
