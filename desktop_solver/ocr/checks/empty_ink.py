"""Empty tiles that show ink: a letter the cut lost is for the user to check, not an empty cell.

A letter much paler than the board's others (Balda's letters of past turns, drawn faint on
their cells), or blurred into its cell, may leave the cut nothing to take: the tile comes out
empty, and on a board with empty cells that looks like any other empty cell, sure. Its middle
still differs: an empty cell's middle is one shade (JPEG noise and a blurred gap's halo aside),
a letter's is its strokes and its cell. So each empty tile's middle is compared with the board's
other empty tiles': one whose spread of shades stands well above theirs is doubted. Paths and
selections are off the picture compared (`Pictures.gray`), badges too. A tile the cut found ink
in but no letter (`TileGlyph.stray_ink`: a letter the threshold broke into specks, under a
path's remnant) that no check read is doubted too, whatever the board's other tiles (a word
search's lost letter is its only empty tile).
"""

from __future__ import annotations

import statistics

import numpy as np

from desktop_solver.ocr.confidence import DOUBTED
from desktop_solver.ocr.draft import Draft, Pictures
from desktop_solver.ocr.geometry import GridGeometry
from desktop_solver.ocr.recognise.sheet import Key

# Of a pitch: half the side of the square whose shades are a tile's middle (a cell's lines and
# a tile's rounded edge stay outside; a letter of 35% of the cell or more reaches into it).
MIDDLE = 0.3
# The spread of a middle's shades: between these percentiles (a few pixels of JPEG ringing or a
# speck do not count).
LOW, HIGH = 3, 97
# An empty tile is compared with the board's other empty tiles when there are this many: fewer
# give no shade of an empty cell to go by (and a board of filled tiles warns of an empty one
# anyway, reader.py's missing tiles).
MIN_EMPTY = 3
# The spread, in grey levels, an inked empty tile shows beyond the empty tiles' median: JPEG
# noise and a blurred shadow's edge stay under it (tuning seeds: the empty cells of a board
# within 13 of their median; lost letters, faint ones among them, 29 and more above it).
MIN_CONTRAST = 16


def doubt_inked_empties(draft: Draft, pictures: Pictures) -> list[str]:
    """Empty tiles whose middle shows ink, unlike the board's other empty tiles, made unsure;
    notes on which."""
    empty = [(g.row, g.col) for g in draft.glyphs
             if g.image is None and not draft.texts.get((g.row, g.col))]
    inked = {(g.row, g.col): "ink but no letter cut" for g in draft.glyphs
             if g.stray_ink and (g.row, g.col) in empty}
    if len(empty) >= MIN_EMPTY:
        pixels = np.asarray(pictures.gray, dtype=np.int16)
        spreads = {key: _spread(pixels, pictures.geometry, key) for key in empty}
        plain = statistics.median(spreads.values())
        inked.update({key: f"{spread:.0f} grey levels apart, empty tiles {plain:.0f}"
                      for key, spread in spreads.items() if spread >= plain + MIN_CONTRAST})
    notes = []
    for key, why in sorted(inked.items()):
        if draft.confidences.get(key, 0.0) > DOUBTED:
            draft.confidences[key] = DOUBTED
            notes.append(f"ink in an empty tile: {key} ({why})")
    return notes


def _spread(pixels: np.ndarray, geometry: GridGeometry, key: Key) -> float:
    """How far apart the shades of the tile's middle lie (0 for one flat shade)."""
    x, y = geometry.centre(*key)
    pitch_x, pitch_y = geometry.pitch(*key)
    half_x, half_y = max(1, round(MIDDLE * pitch_x)), max(1, round(MIDDLE * pitch_y))
    # Every bound clamped at 0: a tile past the picture's top or left edge would otherwise
    # end its slice at a negative index, counted from the far edge (a patch of other tiles).
    patch = pixels[max(0, round(y) - half_y):max(0, round(y) + half_y + 1),
                   max(0, round(x) - half_x):max(0, round(x) + half_x + 1)]
    if not patch.size:
        return 0.0
    return float(np.percentile(patch, HIGH) - np.percentile(patch, LOW))
