"""A letter's holes against the letter read: Ф has two, Х none, О one.

Tesseract reads a row of tiles as a line of text, and its line model sometimes squeezes a letter
into a likelier one (Ф as Х or О among random capitals). The glyph's topology says it cannot be:
it has more closed counters than the letter read. Such tiles are read again, each glyph on a
line of its own, and the new reading is kept when its letter has as many holes as the glyph.
Holes close in bold or blurred letters, so only a glyph with *more* holes than its reading is
doubted, never one with fewer.
"""

from __future__ import annotations

import cv2
import numpy as np
from PIL import Image

from desktop_solver.ocr.languages import tile_text
from desktop_solver.ocr.segment import GLYPH_HEIGHT, TileGlyph
from desktop_solver.ocr.sheet import Key, read_sheets

# Closed counters of the capitals that have any (the usual sans and serif faces).
HOLES = {"A": 1, "B": 2, "D": 1, "O": 1, "P": 1, "Q": 1, "R": 1,
         "А": 1, "Б": 1, "В": 2, "Д": 1, "О": 1, "Р": 1, "Ф": 2, "Ъ": 1, "Ы": 1, "Ь": 1,
         "Ю": 1, "Я": 1}
MIN_HOLE = 0.005   # a counter this small (share of the letter height squared) is noise


def hole_count(mask: Image.Image) -> int:
    """Closed counters of a black-on-white glyph."""
    ink = (np.asarray(mask, dtype=np.uint8) < 128).astype(np.uint8)
    contours, hierarchy = cv2.findContours(ink, cv2.RETR_CCOMP, cv2.CHAIN_APPROX_SIMPLE)
    if hierarchy is None:
        return 0
    smallest = MIN_HOLE * GLYPH_HEIGHT * GLYPH_HEIGHT
    return sum(1 for contour, (_, _, _, parent) in zip(contours, hierarchy[0])
               if parent >= 0 and cv2.contourArea(contour) >= smallest)


def recheck_holes(glyphs: list[TileGlyph], texts: dict[Key, str],
                  confidences: dict[Key, float], lang: str, capitals: bool) -> list[str]:
    """Read alone the single letters whose glyph has more holes than the letter read; keep a
    new reading whose letter has the glyph's holes. Returns notes on what changed."""
    counts = {}
    for g in glyphs:
        key = (g.row, g.col)
        text = texts.get(key, "")
        if g.mask is None or len(text) != 1 or g.shape != "L":
            continue
        holes = hole_count(g.mask)
        if holes > HOLES.get(text, 0):
            counts[key] = holes
    if not counts:
        return []
    doubted = [g for g in glyphs if (g.row, g.col) in counts]
    reads = read_sheets([(doubted, lang, capitals if lang == "en" else None)], apart=True)[0]
    notes = []
    for g in doubted:
        key = (g.row, g.col)
        text, conf = tile_text(reads.get(key, []), g.shape, lang, capitals, g.marks_above, g.foot)
        if len(text) == 1 and HOLES.get(text, 0) == counts[key] and text != texts[key]:
            notes.append(f"holes: {key} {texts[key]!r} -> {text!r}")
            texts[key], confidences[key] = text, conf
    return notes
