"""A letter's small parts apart from its body: the breve of Й, the dots of Ё and of i, a Q's tail
some faces draw apart. They sit right above or below the letters, over a letter's middle.
"""

from __future__ import annotations

from collections.abc import Sequence

from desktop_solver.ocr.locate.components import Blob

# A mark is at most this share of the letters' band high (a breve, dots, a tail; a letter broken
# in two by the threshold leaves parts higher than that).
MARK_HEIGHT = 0.45
# The most space between a mark and the letters, as a share of their band.
MARK_GAP = 0.3
# How far a mark may reach into the letters' band, as a share of it: serif faces (URW's, Noto's)
# set the breve of Й between the serifs that top the stems (measured 0.09 of the band on tuning
# screens).
NESTED = 0.15


def is_mark(blob: Blob, letters: Sequence[Blob], band_top: int, band_bottom: int) -> bool:
    """Whether `blob` is a small mark of the letters whose band (top and bottom) is given: right
    above or below it (it may reach NESTED into it), over one letter's middle and no wider than
    that letter (a wider line there is a tile's edge)."""
    band = band_bottom - band_top
    if blob.height > MARK_HEIGHT * band:
        return False
    above = band_top - blob.bottom
    below = blob.top - band_bottom
    over = blob.top < band_top and -NESTED * band <= above <= MARK_GAP * band
    under = blob.bottom > band_bottom and -NESTED * band <= below <= MARK_GAP * band
    if not (over or under):
        return False
    return any(letter.left + 0.1 * letter.width <= blob.cx <= letter.right - 0.1 * letter.width
               and blob.width <= letter.width for letter in letters)
