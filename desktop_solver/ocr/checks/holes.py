"""A letter's shape against the letter read: its holes (Ф has two, Х none, О one) and its top
stroke (Б's bar runs over its bowl, Ь has a bare stem).

Tesseract reads a row of tiles as a line of text, and its line model sometimes squeezes a letter
into a likelier one (Ф as Х or О, Ь as Б among random capitals). The glyph says it cannot be:
it has more closed counters than the letter read, or a top bar the letter lacks (or lacks the
letter's). Such tiles are read again, each glyph on a line of its own, and the new reading is
kept when its letter agrees with the glyph; a letter read alone as the same again is left for
the user to check. Holes close in bold or blurred letters, so only a glyph with *more* holes than
its reading is doubted, never one with fewer.
"""

from __future__ import annotations

import cv2
import numpy as np
from PIL import Image

from desktop_solver.ocr.confidence import DOUBTED
from desktop_solver.ocr.recognise.languages import tile_text
from desktop_solver.ocr.cut.segment import GLYPH_HEIGHT, TileGlyph
from desktop_solver.ocr.recognise.sheet import Key, read_sheets

# Closed counters of the capitals that have any (the usual sans and serif faces).
HOLES = {"A": 1, "B": 2, "D": 1, "O": 1, "P": 1, "Q": 1, "R": 1,
         "А": 1, "Б": 1, "В": 2, "Д": 1, "О": 1, "Р": 1, "Ф": 2, "Ъ": 1, "Ы": 1, "Ь": 1,
         "Ю": 1, "Я": 1}
MIN_HOLE = 0.005   # a counter this small (share of the letter height squared) is noise
# Whether a capital's top is one stroke across most of its width (Б's bar over its bowl, П's,
# T's) or not (the stems of И, Н, Ц, Ь; Ъ's bar that ends at its stem). The longest stretch of
# ink across the glyph's top TOP_ROWS, over its width, tells: over the DejaVu faces the letters
# with a bar 0.89-1.00, those without 0.10-0.62 (letters in between, as Д, Л, R or Й with its
# breve, are not judged).
TOP_BAR = {**dict.fromkeys("БГЕПТEFTZ", True), **dict.fromkeys("ИКНЦШЩЪЫЬHKMNUW", False)}
TOP_ROWS = 0.15
TOP_BAR_REACH = 0.75


def hole_count(mask: Image.Image) -> int:
    """Closed counters of a black-on-white glyph."""
    ink = _ink(mask)
    contours, hierarchy = cv2.findContours(ink, cv2.RETR_CCOMP, cv2.CHAIN_APPROX_SIMPLE)
    if hierarchy is None:
        return 0
    smallest = MIN_HOLE * GLYPH_HEIGHT * GLYPH_HEIGHT
    return sum(1 for contour, (_, _, _, parent) in zip(contours, hierarchy[0])
               if parent >= 0 and cv2.contourArea(contour) >= smallest)


def has_top_bar(mask: Image.Image) -> bool:
    """Whether a black-on-white glyph's top is one stroke across most of its width."""
    ink = _ink(mask)
    height, width = ink.shape
    if not height or not width:
        return False
    top = ink[:max(1, round(TOP_ROWS * height))].any(axis=0)
    # The longest run of inked columns: a stretch of True between two False.
    edges = np.flatnonzero(np.diff(np.concatenate(([False], top, [False])).astype(np.int8)))
    longest = int((edges[1::2] - edges[::2]).max()) if edges.size else 0
    return longest >= TOP_BAR_REACH * width


def _ink(mask: Image.Image) -> np.ndarray:
    return (np.asarray(mask, dtype=np.uint8) < 128).astype(np.uint8)


def _agrees(text: str, holes: int, top_bar: bool | None) -> bool:
    """Whether the letter `text` can be a glyph of `holes` counters (or fewer: they close in
    bold letters) and of that top (None: not judged)."""
    return holes <= HOLES.get(text, 0) and (top_bar is None
                                            or TOP_BAR.get(text, top_bar) == top_bar)


def recheck_holes(glyphs: list[TileGlyph], texts: dict[Key, str],
                  confidences: dict[Key, float], lang: str, capitals: bool,
                  upright: bool = True) -> list[str]:
    """Read alone the single letters whose glyph cannot be the letter read (more holes, another
    top); keep a new reading whose letter agrees with the glyph. Returns notes on what
    changed. Tops are judged only on `upright` boards (a die's top may be any of its sides)."""
    shapes: dict[Key, tuple[int, bool | None]] = {}
    for g in glyphs:
        key = (g.row, g.col)
        text = texts.get(key, "")
        if g.mask is None or len(text) != 1 or g.shape != "L":
            continue
        # Small letters' tops are another matter (t has no bar): only capitals are judged.
        shape = hole_count(g.mask), has_top_bar(g.mask) if capitals and upright else None
        if not _agrees(text, *shape):
            shapes[key] = shape
    if not shapes:
        return []
    doubted = [g for g in glyphs if (g.row, g.col) in shapes]
    reads = read_sheets([(doubted, lang, capitals if lang == "en" else None)], apart=True)[0]
    notes = []
    for g in doubted:
        key = (g.row, g.col)
        text, conf = tile_text(reads.get(key, []), g.shape, lang, capitals, g.marks_above, g.foot)
        holes, top_bar = shapes[key]
        if (len(text) == 1 and HOLES.get(text, 0) == holes and _agrees(text, holes, top_bar)
                and text != texts[key]):
            notes.append(f"shape: {key} {texts[key]!r} -> {text!r}")
            texts[key], confidences[key] = text, conf
        elif confidences[key] > DOUBTED:
            # Read alone it is still a letter the glyph cannot be: the user is to check it.
            notes.append(f"shape: {key} {texts[key]!r} at odds with its glyph")
            confidences[key] = DOUBTED
    return notes
