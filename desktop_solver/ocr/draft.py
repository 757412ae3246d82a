"""The board as read so far (`Draft`) and the pictures it is read from (`Pictures`): what each of
the reader's checks (checks/order.py) is given.

Glossary: a *draft* holds the tiles' glyphs as cut, the groups of alike glyphs, each tile's text
and confidence (keyed by (row, col)), the language chosen, whether the board prints capitals,
whether its tiles are dice, whether its glyphs still stand as they were cut (`upright`: no tile
was read turned), the notes of what the checks changed, and the warnings about the board as a
whole (its shape in doubt). A check changes texts and confidences in place and returns notes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from PIL import Image

from desktop_solver.core.cancel import CancelToken
from desktop_solver.ocr.geometry import GridGeometry
from desktop_solver.ocr.cut.segment import TileGlyph
from desktop_solver.ocr.recognise.sheet import Key


@dataclass(frozen=True)
class ReadOptions:
    """How to read: switches for the improvements over plain Tesseract (the benchmark turns
    them off), and the `grid` when the user gave one (the tiles are where it says)."""

    consensus: bool = True
    second_pass: bool = True
    soft_glyphs: bool = True     # anti-aliased letters for Tesseract, not hard black and white
    turned_tiles: bool = True    # doubtful tiles read turned too, as dice lie in a tray
    classifier: bool = True      # the glyph classifier's letter weighed against the reading
    grid: GridGeometry | None = None


@dataclass
class Draft:
    """The board as read so far; the checks refine it in place."""

    glyphs: list[TileGlyph]
    groups: list[list[Key]]
    texts: dict[Key, str]
    confidences: dict[Key, float]
    lang: str
    capitals: bool
    dice: bool
    options: ReadOptions
    upright: bool = True
    notes: list[str] = field(default_factory=list)
    warnings: list[BoardWarning] = field(default_factory=list)   # the board's, not a tile's


@dataclass(frozen=True)
class BoardWarning:
    """Something about the board as a whole that makes it doubtful, worded by each front end:
    `kind` names it ('letters_past_edge': letters stand in line just past the board's `side`,
    'top', 'bottom', 'left' or 'right', `letters` of them: a row or column the lattice may
    have missed)."""

    kind: str
    side: str
    letters: int

    def describe(self) -> str:
        """The warning in English words, for notes and the command line."""
        along = "columns" if self.side in ("top", "bottom") else "rows"
        return (f"letters past the board's {self.side} edge: {self.letters} in line with its "
                f"{along}")

    def to_json(self) -> dict[str, object]:
        return {"kind": self.kind, "side": self.side, "letters": self.letters}


@dataclass(frozen=True)
class Pictures:
    """The board's picture as the checks read it: `plain` in grey, `gray` the same with the marks
    drawn over the tiles (paths, selections) taken off, `drawn` where those marks lie (None
    without any), the grid, and the token that stops the reading."""

    plain: Image.Image
    gray: Image.Image
    drawn: np.ndarray | None
    geometry: GridGeometry
    cancel: CancelToken
