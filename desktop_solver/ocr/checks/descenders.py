"""Ц, Щ and Д read as П, Ш and Л: their tail below the line is all that tells them apart, and
Tesseract loses it on small letters; the glyph's height still shows it.

The height is one reader against Tesseract's, and a blurred serif's foot or a JPEG's ringing
below a letter makes it too (Л read Д and И read Ц on a strongly blurred board): a letter so
changed is doubted. The glyph classifier judges it next (classified.py) and makes it sure again
when it sees the tailed letter too: two readers of three then agree."""

from __future__ import annotations

import statistics

from PIL import Image, ImageOps

from desktop_solver.ocr.confidence import DOUBTED
from desktop_solver.ocr.locate.components import find_blobs
from desktop_solver.ocr.cut.segment import GLYPH_HEIGHT, TileGlyph
from desktop_solver.ocr.recognise.sheet import Key

# Capitals with a tail below the line, by the capital without it (or the one Tesseract takes a
# small one for: a blurred Ц reads И); a glyph this much taller than the board's letters has the
# tail (DejaVu's Ц and Д: 1.15-1.25, П and Л: at most 1.02).
TAILED = {"П": "Ц", "И": "Ц", "Ш": "Щ", "Л": "Д"}
TAILED_HEIGHT = 1.1
TAIL_DROP = 0.08   # and its foot this much lower than the board's (Д's tail: 0.16-0.25)


def descenders(glyphs: list[TileGlyph], texts: dict[Key, str],
               confidences: dict[Key, float]) -> list[str]:
    """The tiles read as a capital without a tail whose glyph has one take the tailed capital,
    doubted; returns notes on what changed."""
    notes = []
    # The tail hangs below the other letters' foot: a glyph made tall by a point value joined
    # to its top is no Щ.
    feet = [g.dy + g.mask.height for g in glyphs if g.mask is not None]
    foot = statistics.median(feet) if feet else 0.0
    # Against the board's letters as cut, which may fall short of GLYPH_HEIGHT (the grid's
    # estimate of their height is of blurred ink).
    height = statistics.median(g.mask.height for g in glyphs if g.mask is not None) \
        if feet else GLYPH_HEIGHT
    for glyph in glyphs:
        key = (glyph.row, glyph.col)
        tall = TAILED.get(texts.get(key, ""))
        if not tall or glyph.mask is None or glyph.mask.height < TAILED_HEIGHT * height:
            continue
        top, bottom = _letter_rows(glyph.mask)
        if (bottom - top >= TAILED_HEIGHT * height
                and glyph.dy + bottom >= foot + TAIL_DROP * height):
            notes.append(f"descender: {key} {texts[key]!r} -> {tall!r}")
            texts[key] = tall
            confidences[key] = min(confidences.get(key, 0.0), DOUBTED)
    return notes


def _letter_rows(mask: Image.Image) -> tuple[int, int]:
    """The rows (top, bottom exclusive) of the glyph's biggest component and the components
    standing within its width (a tail a blur parted from it): not those beside it, a tile's
    outline or a point value the cut took in."""
    blobs = find_blobs(ImageOps.invert(mask.convert("L")))
    if not blobs:
        return 0, mask.height
    body = max(blobs, key=lambda blob: blob.area)
    within = [blob for blob in blobs if body.left <= blob.cx <= body.right]
    return min(blob.top for blob in within), max(blob.bottom for blob in within)
