"""A letter's small parts apart from its body: the breve of Й, the dots of Ё and of i, a Q's tail
some faces draw apart. They sit right above or below the letters, over a letter's middle.

A big letter's marks may reach past its tile's cell (a Й whose letters fill 65-75% of the cell
has its breve across the cell's top edge): `marks_beyond` finds them in the cell seen with
MARK_REACH of its height above and below, when they are nearer this tile's letters than any
letter of the next tile.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from desktop_solver.ocr.locate.components import Blob, Run, find_components

# A mark is at most this share of the letters' band high (a breve, dots, a tail; a letter broken
# in two by the threshold leaves parts higher than that).
MARK_HEIGHT = 0.45
# The most space between a mark and the letters, as a share of their band.
MARK_GAP = 0.3
# How far a mark may reach into the letters' band, as a share of it: serif faces (URW's, Noto's)
# set the breve of Й between the serifs that top the stems (measured 0.09 of the band on tuning
# screens).
NESTED = 0.15
# The share of the cell's height looked at above and below it for marks past its edge. A mark's
# far end lies at most MARK_HEIGHT + MARK_GAP (0.75) of the band past the letters; letters b of
# the cell high, centred in it, put it 1.25 b - 0.5 cells past the edge: half a cell at b = 0.8.
MARK_REACH = 0.5
# Pixels from the cell's edge within which a mark counts as touching it: the cell's crop and the
# taller one are resampled apart, and a pixel of blur lands on either side of the edge.
EDGE_SLACK = 2
# Components this share of the board's letter height high or more are letters: the seed of a
# tile's letters (cut/segment.py) and, past a mark, the next tile's.
LETTER_HEIGHT = 0.35


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


def marks_beyond(binary: Image.Image, cell: tuple[int, int], letters: Sequence[Blob],
                 taken: Sequence[Blob], unit: int) -> list[tuple[Blob, list[Run]]]:
    """The marks of `letters` that reach the cell's top or bottom edge, with their runs (the
    cut drops what touches the cell's edge: a tile's outline, the page round it).

    `binary` is the tile's ink (255 on 0) from MARK_REACH of the cell's height above it to as
    much below, split at its letters' levels (grid lines are not taken out: a mark joined to
    one is not found); `cell` the rows where the cell starts and ends in it; `letters` are in
    its coordinates, and `taken` what the cut chose in the cell (its marks are not found
    twice); `unit` is the board's letter height. A mark is seen whole (it touches neither end
    of `binary`) and lies nearer these letters than any letter-sized component on its other
    side: a breve in the gap between two rows is the lower letter's when it sits closer to
    it."""
    band_top = min(b.top for b in letters)
    band_bottom = max(b.bottom for b in letters)
    components = find_components(binary)
    found = []
    for blob, runs in components:
        if blob.top == 0 or blob.bottom == binary.height:
            continue
        if cell[0] + EDGE_SLACK < blob.top and blob.bottom < cell[1] - EDGE_SLACK \
                or any(_overlap(blob, other) for other in taken):
            continue        # clear of the cell's edges, or chosen: the cut judged it already
        if not is_mark(blob, letters, band_top, band_bottom):
            continue
        if _nearer_another(blob, [b for b, _ in components], (band_top, band_bottom), unit):
            continue
        found.append((blob, runs))
    return found


def _nearer_another(mark: Blob, blobs: list[Blob], band: tuple[int, int], unit: int) -> bool:
    """Whether a letter-sized component past the mark, in its columns, is nearer it than the
    letters' band is."""
    band_top, band_bottom = band
    above = mark.bottom <= (band_top + band_bottom) / 2
    ours = band_top - mark.bottom if above else mark.top - band_bottom
    for other in blobs:
        if other.height < LETTER_HEIGHT * unit or other.right <= mark.left \
                or other.left >= mark.right:
            continue
        theirs = mark.top - other.bottom if above else other.top - mark.bottom
        # A letter on the far side (not reaching more than NESTED past the mark) and nearer.
        if -NESTED * unit <= theirs < ours:
            return True
    return False


def _overlap(one: Blob, other: Blob) -> bool:
    return (one.left < other.right and other.left < one.right
            and one.top < other.bottom and other.top < one.bottom)
