"""A second reading of the tiles a drawn mark crosses.

A path drawn over a letter hides the strokes under it; inpainting (marks/drawn_marks.py) guesses
them
back from around, and a guess can make another letter (К whose leg the path covers reads У).
Such a tile is read again from the picture with the mark erased to the tile's colour instead,
a guess that draws no ink at all. When that reading finds another letter, and the board's other
tiles do not settle it (siblings.py), the tile is marked unsure: the user checks it rather than
trusting a confident wrong letter.
"""

from __future__ import annotations

import numpy as np
from PIL import Image

from desktop_solver.ocr.confidence import DOUBTED
from desktop_solver.ocr.geometry import GridGeometry
from desktop_solver.ocr.recognise.languages import tile_text
from desktop_solver.ocr.cut.segment import TileGlyph, cut_tiles
from desktop_solver.ocr.recognise.sheet import Key, read_sheets


def crossed_tiles(marks: np.ndarray, geometry: GridGeometry) -> set[Key]:
    """The tiles with any of the mask's pixels inside their box."""
    crossed = set()
    for row in range(geometry.rows):
        for col in range(geometry.cols):
            left, top, right, bottom = geometry.tile_box(row, col)
            if marks[max(0, top):max(0, bottom), max(0, left):max(0, right)].any():
                crossed.add((row, col))
    return crossed


def read_erased(erased: Image.Image, geometry: GridGeometry, crossed: set[Key], lang: str,
                capitals: bool, soft: bool) -> dict[Key, str]:
    """The `crossed` tiles read from `erased` (the picture with the marks erased): a tile's
    text, left out where that reading finds no letter (the erasure took too much)."""
    glyphs: list[TileGlyph] = [g for row in cut_tiles(erased, geometry, only=crossed, soft=soft)
                               for g in row if g.image is not None]
    if not glyphs:
        return {}
    reads = read_sheets([(glyphs, lang, capitals if lang == "en" else None)], apart=True)[0]
    found = {}
    for g in glyphs:
        key = (g.row, g.col)
        text, _ = tile_text(reads.get(key, []), g.shape, lang, capitals, g.marks_above, g.foot)
        if text:
            found[key] = text
    return found


def recheck_crossed(erased_texts: dict[Key, str], texts: dict[Key, str],
                    confidences: dict[Key, float], settled: set[Key]) -> list[str]:
    """Make unsure each crossed tile whose reading with the mark erased (`erased_texts`,
    read_erased) found another letter, but for the tiles `settled` otherwise. Returns notes on
    the tiles disputed."""
    notes = []
    for key, text in sorted(erased_texts.items()):
        if key not in settled and text != texts.get(key, ""):
            notes.append(f"crossed: {key} {texts.get(key, '')!r} or {text!r}")
            confidences[key] = min(confidences.get(key, 0.0), DOUBTED)
    return notes
