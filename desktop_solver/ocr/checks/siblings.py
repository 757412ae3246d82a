"""A tile a drawn mark crosses, compared with the board's uncrossed tiles.

A path drawn over a letter hides the strokes under it, and no guess of what is under it is sure
(В with its right bowl under the path reads Б, К with its leg under it reads У). The letters
of one board share a font and a size, though: where the same letter stands on a tile the mark
leaves alone, the two glyphs match wherever the crossed one can be seen. Each crossed tile's
ink outside the mark is compared with the ink of the clearly read uncrossed tiles, aligned on
the tiles' centres (ink of either with no ink of the other a pixel or two away is what differs);
a letter whose tile matches it closely, and better than the letter read, replaces the reading.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

import cv2
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
from PIL import Image

from desktop_solver.ocr.confidence import REPLACED
from desktop_solver.ocr.draft import Draft
from desktop_solver.ocr.geometry import Box, GridGeometry
from desktop_solver.ocr.fonts.glyph_templates import descent, drawn_letter
from desktop_solver.ocr.recognise.sheet import Key

SURE = 0.8          # uncrossed tiles read at least this surely are the letters compared with
SAME = 0.12         # mismatched share of the ink at most, for the same letter
BETTER = 0.08       # and by this much less than the reading's own letter's best tile
SEEN = 0.5          # the share of a tile's letter that must lie outside the mark to compare
SIBLINGS = 3        # tiles of one letter compared at most
SHIFT = 0.04        # share of the pitch the tiles are shifted by to align them, at most
MARGIN = 0.04       # share of the pitch the glyph boxes are widened by
UNSEEN = 1.0        # the mismatch of a letter that cannot be compared
DRAWN_SHIFT = 0.1   # share of the glyph's height a drawn letter is shifted by to align it
# A pixel of a mark's mask shows ink when its grey lies at most this share of the way from
# the strongest ink to the mark's grey, and none when it lies within this share of the way
# from the tile's colour to the mark's (between, it may be the mark's anti-aliased edge).
INK_BEYOND = 0.5
TILE_WITHIN = 0.25
# Pixels: a glyph is compared at every second (third...) pixel, the step that brings its height
# nearest this (rounded, not floored: a 118-pixel letter of a 12 MP photo is compared at 39
# rows, not 59, and the comparisons' cost grows with the fourth power of the height).
COMPARED_HEIGHT = 40
# The share of a drawn letter that must lie outside the mark: every letter of the alphabet is
# compared, so one mostly hidden still has its few strokes in sight judged (the stray ink
# of the tile counts against it as well).
DRAWN_SEEN = 0.25


@dataclass(frozen=True)
class Page:
    """The picture's letter ink, padded by `pad` on every side so any tile's window fits."""

    ink: np.ndarray        # the letters' ink
    near: np.ndarray       # within a pixel or two of the ink
    hidden: np.ndarray     # under the mark (whose mask takes in its edge too)
    pad: int
    shift: int             # pixels the tiles are shifted by to align them, at most
    margin: int            # pixels the glyph boxes are widened by
    slack: np.ndarray      # the kernel `near` is dilated with


@dataclass(frozen=True)
class CrossedBoard:
    """The board as the crossed-tile checks see it: its ink (board_page), the grid, each tile's
    glyph box and the tiles a drawn mark crosses."""

    page: Page
    geometry: GridGeometry
    boxes: Mapping[Key, Box]
    crossed: frozenset[Key]


@dataclass(frozen=True)
class Stencil:
    """What a tile's glyph is compared with: a letter drawn in a font (_padded) or another
    tile's letter; its ink, the pixels near it, and for a drawn capital its drop from the
    capitals' top and its lean."""

    ink: np.ndarray
    near: np.ndarray
    drop: int = 0
    lean: int = 0


def board_page(gray: Image.Image, marks: np.ndarray, geometry: GridGeometry) -> Page:
    """The ink of `gray` (the picture as is, marks and all) and where the `marks`
    (drawn_mark_mask) hide it."""
    pitch = min(geometry.pitch(0, 0))
    pad = round(pitch)
    ink, hidden = _ink(np.asarray(gray, dtype=np.uint8), marks > 0, geometry)
    ink = np.pad(ink, pad)
    side = max(3, round(pitch / 25)) | 1
    slack = np.ones((side, side), np.uint8)
    near = cv2.dilate(ink.astype(np.uint8), slack) > 0
    hidden = np.pad(hidden, pad)
    return Page(ink, near, hidden, pad, max(1, round(pitch * SHIFT)),
                 round(pitch * MARGIN), slack)


def match_crossed(board: CrossedBoard, draft: Draft, erased_texts: dict[Key, str],
                  judged: set[Key] | None = None) -> tuple[set[Key], list[str]]:
    """Read each crossed tile of the `board` as the uncrossed tile it matches outside the
    marks (the drawn_mark_mask), when one matches closely and the evidence is not one-sided: the
    reading's
    own letter stands elsewhere on the board and matches worse, or it stands nowhere else and
    the tile read with the mark erased (`erased_texts`) found the matched letter too. A letter
    that matches only because the mark hides what tells it from the reading (З and Э differ
    only where a path across their middle runs) changes nothing. The `draft`'s texts and
    confidences are changed in place.

    Only the `judged` tiles (all crossed ones when None) are read so; every crossed tile is left
    out of the tiles compared with, its ink marked whatever its reading now.

    Returns the tiles settled (read as a matching tile, which a differing erased reading need
    not dispute) and notes on the tiles changed."""
    texts, confidences = draft.texts, draft.confidences
    letters: dict[str, list[Key]] = {}
    for key in board.boxes:
        if key not in board.crossed and texts.get(key) and confidences.get(key, 0.0) >= SURE:
            letters.setdefault(texts[key], []).append(key)
    if not letters:
        return set(), []
    settled: set[Key] = set()
    notes = []
    for key in sorted(board.crossed if judged is None else judged):
        scores = {letter: min(_mismatch(board, key, other)
                              for other in keys[:SIBLINGS])
                  for letter, keys in letters.items()}
        best = min(scores, key=lambda letter: scores[letter])
        if scores[best] > SAME:
            continue
        current = texts.get(key, "")
        own = scores.get(current, UNSEEN)
        runner_up = min((score for letter, score in scores.items() if letter != best),
                        default=UNSEEN)
        if best == current:
            if runner_up >= scores[best] + BETTER:
                settled.add(key)
        elif own >= scores[best] + BETTER and (
                own < UNSEEN or (current not in letters and erased_texts.get(key) == best)):
            notes.append(f"matched: {key} {current!r} -> {best!r} "
                         f"({scores[best]:.2f} against {own:.2f})")
            texts[key] = best
            confidences[key] = REPLACED
            settled.add(key)
    return settled, notes


def _mismatch(board: CrossedBoard, key: Key, other: Key) -> float:
    """The share of the ink in `other`'s letter box that differs in `key`'s tile outside the
    mark, at the best small shift; UNSEEN when too little of it can be seen."""
    page, geometry = board.page, board.geometry
    box = board.boxes[other]
    ox, oy = geometry.centre(*other)
    cx, cy = geometry.centre(*key)
    margin, pad = page.margin, page.pad
    left, top = round(box[0] - ox) - margin, round(box[1] - oy) - margin
    right, bottom = round(box[2] - ox) + margin, round(box[3] - oy) + margin
    own = board.boxes.get(key)
    if own is not None:
        left, top = min(left, round(own[0] - cx)), min(top, round(own[1] - cy))
        right, bottom = max(right, round(own[2] - cx)), max(bottom, round(own[3] - cy))
    sx, sy = round(ox) + pad, round(oy) + pad
    theirs = page.ink[sy + top:sy + bottom, sx + left:sx + right]
    around_theirs = page.near[sy + top:sy + bottom, sx + left:sx + right]
    return _compared(page, Stencil(theirs, around_theirs),
                     (round(cy) + pad + top, round(cx) + pad + left), page.shift)


def drawn_mismatch(page: Page, box: Box, text: str, font: str, shift: int | None = None,
                   caps: bool = False) -> float:
    """The mismatch (as _mismatch's) of the glyph in `box` with `text` drawn in the `font` at
    the box's height, or with `caps` at the size and place where the font's capitals fill the
    box; shifted by at most `shift` pixels (by default a share of the height). UNSEEN where the
    font cannot draw it."""
    height = box[3] - box[1]
    drawn = _padded(text, font, height, caps, page.margin, page.slack.shape[0])
    if drawn is None:
        return UNSEEN
    if shift is None:
        shift = max(page.shift, round(height * DRAWN_SHIFT))
    # Capitals stand where the board's letters' ink is centred, or (a tile centring its text's
    # advance) off it by as much as the letter's ink leans.
    leans = (0, drawn.lean) if caps and abs(drawn.lean) > shift // 2 else (0,)
    # Every letter is judged on the ink down to where the font's letters reach, shifted as it
    # may be: an I would leave out the hook of the J it is compared with.
    below = round(descent(font) * height) + shift if caps else 0
    return min(_drawn_at(page, box, drawn, offset, shift, below) for offset in leans)


def _drawn_at(page: Page, box: Box, drawn: Stencil, offset: int, shift: int,
              below: int) -> float:
    """drawn_mismatch of the `drawn` letter centred `offset` pixels right of `box`'s middle,
    on the ink down to `below` pixels under the box as well."""
    theirs, around = drawn.ink, drawn.near
    x = round((box[0] + box[2]) / 2 - theirs.shape[1] / 2) + offset + page.pad
    y = box[1] + drawn.drop - page.margin + page.pad
    # The window takes in the whole glyph box too: ink of the tile beside a narrower drawn
    # letter (R's leg beside P) tells against it.
    left, top = box[0] - page.margin + page.pad, box[1] - page.margin + page.pad
    right = box[2] + page.margin + page.pad
    bottom = box[3] + max(page.margin, below) + page.pad
    before_x, before_y = max(0, x - left), max(0, y - top)
    if before_x or before_y or right > x + theirs.shape[1] or bottom > y + theirs.shape[0]:
        widths = ((before_y, max(0, bottom - y - theirs.shape[0])),
                  (before_x, max(0, right - x - theirs.shape[1])))
        theirs, around = np.pad(theirs, widths), np.pad(around, widths)
        x, y = x - before_x, y - before_y
    return _compared(page, Stencil(theirs, around), (y, x), shift, DRAWN_SEEN)


@lru_cache(maxsize=1024)   # a board's letters at its sizes; arrays stay in memory
def _padded(text: str, font: str, height: int, caps: bool, margin: int,
            slack: int) -> Stencil | None:
    """drawn_letter's ink padded by `margin`, the pixels within `slack` (a square's side) of
    it, its drop from the capitals' top where drawn with `caps` (else 0) and its lean: one
    drawing serves every tile and shift a letter is compared at."""
    drawn = drawn_letter(text, font, height, caps)
    if drawn is None:
        return None
    theirs = np.pad(drawn[0], margin)
    around = cv2.dilate(theirs.astype(np.uint8), np.ones((slack, slack), np.uint8)) > 0
    # Shared by every caller the cache serves: none may write to them.
    theirs.flags.writeable = around.flags.writeable = False
    return Stencil(theirs, around, drawn[1] if caps else 0, drawn[2])


def _compared(page: Page, theirs: Stencil, at: tuple[int, int], shift: int,
              least_seen: float = SEEN) -> float:
    """The share of `theirs` (ink) that differs from the page's ink outside the mark with its
    top left corner `at` (y, x) in the padded page, at the best shift of at most `shift`;
    UNSEEN when at some shift less than `least_seen` of `theirs` lies outside the mark."""
    y, x = at
    # A big glyph is compared at every `step`-th pixel, shifted by `step`s: the cost grows with
    # the fourth power of its size (a screenshot's 100-pixel letters took seconds a board).
    step = max(1, round(theirs.ink.shape[0] / COMPARED_HEIGHT))
    ink, around_theirs = theirs.ink[::step, ::step], theirs.near[::step, ::step]
    shift = max(1, shift // step) if step > 1 else shift
    total = np.count_nonzero(ink)
    height, width = ink.shape
    top, left = y - shift * step, x - shift * step
    if total == 0 or top < 0 or left < 0:
        return UNSEEN
    region = (slice(top, top + (2 * shift + height) * step, step),
              slice(left, left + (2 * shift + width) * step, step))
    if page.ink[region].shape[0] < height or page.ink[region].shape[1] < width:
        return UNSEEN
    # Every shift at once, as sums over windows: [i, j] of each is the window shifted by
    # (i - shift, j - shift). A loop over the shifts cost a tenth of a second a board, and
    # boolean views of every window a second a 12 MP photo; sums of products are exact on
    # these counts and about twice as fast.
    mine, seen, near = (np.asarray(layer, dtype=np.float32)
                        for layer in (page.ink[region], ~page.hidden[region], page.near[region]))
    theirs_ink, theirs_near = ink.astype(np.float32), around_theirs.astype(np.float32)
    in_sight, = _window_sums(seen, theirs_ink)
    if (in_sight < least_seen * total).any():
        return UNSEEN
    # Stray ink: the page's in sight beyond the pixels near theirs, and theirs in sight with
    # none of the page's near it (the two never overlap: theirs lies near itself).
    mine_all, mine_near = _window_sums(mine * seen, np.ones_like(theirs_ink), theirs_near)
    lost, = _window_sums(near * seen, theirs_ink)
    stray = mine_all - mine_near + in_sight - lost
    return min(UNSEEN, float(stray.min()) / total)


def _window_sums(layer: np.ndarray, *kernels: np.ndarray) -> list[np.ndarray]:
    """For each of the `kernels` (all of one size), the sum of `layer` times it over every
    window of that size: whole numbers, the layer and kernels being 0 or 1."""
    windows = sliding_window_view(layer, kernels[0].shape)
    return [np.rint(np.einsum("ijkl,kl->ij", windows, kernel)) for kernel in kernels]


def _ink(gray: np.ndarray, marks: np.ndarray, geometry: GridGeometry
         ) -> tuple[np.ndarray, np.ndarray]:
    """The letters' ink, tile by tile: darker (or lighter) than halfway from the tile's colour
    to its strongest ink; and what the `marks` hide of it (_hidden)."""
    ink = np.zeros(gray.shape, dtype=bool)
    hidden = marks.copy()
    core = cv2.erode(marks.astype(np.uint8), np.ones((3, 3), np.uint8)) > 0
    for row in range(geometry.rows):
        for col in range(geometry.cols):
            left, top, right, bottom = geometry.tile_box(row, col)
            tile = gray[top:bottom, left:right].astype(np.int16)
            if tile.size == 0:
                continue
            height, width = tile.shape
            colour = float(np.median(tile[height // 5:height - height // 5,
                                          width // 5:width - width // 5]))
            strongest = float(np.percentile(tile, 2 if geometry.ink_is_dark else 98))
            middle = (colour + strongest) / 2
            if abs(strongest - colour) < 40:
                continue
            ink[top:bottom, left:right] = tile < middle if geometry.ink_is_dark else tile > middle
            window = (slice(top, bottom), slice(left, right))
            hidden[window] = _hidden(tile, marks[window], core[window], colour, strongest)
    return ink, hidden


def _hidden(tile: np.ndarray, marks: np.ndarray, core: np.ndarray, colour: float,
            strongest: float) -> np.ndarray:
    """The pixels of the `marks` (one tile's) that may hide ink. The mask takes in a pixel or
    two round the mark (its anti-aliased edge), where the sliver of a stroke along the mark can
    show (R's leg beside a path: R and P tied). A pixel tells where no blend of the mark's
    grey (the median of the mask's `core`) with the tile's `colour` gives it: well beyond the
    mark's grey toward the `strongest` ink, it is ink; close to the tile's colour, none."""
    if np.count_nonzero(core) < 4:
        return marks
    # 0 at the ink's grey, 1 at the tile's colour
    place = (tile - strongest) / (colour - strongest)
    mark = min(1.0, max(0.0, float(np.median(place[core]))))
    seen = (place < mark * INK_BEYOND) | (place > 1 - (1 - mark) * TILE_WITHIN)
    return marks & ~seen
