"""The marks over Й and Ё weighed against the board's other letters: whether a tile read И or Й
(Е or Ё) has a breve (dots) over it.

The cut counts a mark when it is a component of its own (cut/segment.py); it misses one that
blur joins to the stems, that the speck filter drops, or that a letter filling its cell leaves
at the cell's edge, and it may take a speck of noise for one. The grey picture still shows the
mark: ink over the letter's middle in the band between the board's cap line and the cell's
top. How much ink that band holds over a letter with no mark depends on the board (its blur,
its size, a ruled line, the tile's edge), so the band is measured over every single-letter tile
and each И or Й is judged against the others (none of the board's other capitals reaches above
the cap line):

- no more over a Й or Ё than over the others: the mark the cut counted may be a speck, and the
  tile keeps its letter, DOUBTED, for the user to check (made И, as first built, it lost a
  fresh board on held-out faces and gained none), except in the first row, where the band is
  the cell alone and the mark the cut found stands;
- more over an И or Е: the tile keeps its letter, DOUBTED, for the user to check (a drawn
  path's end coming in from the tile above looks as much like a breve as a breve does). A
  mark is never added and never taken away.

`mark_scores` measures, `weigh_marks` decides.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from desktop_solver.ocr.checks.lost_marks import doubt_lost_marks, letter_body, tile_darkness
from desktop_solver.ocr.confidence import DOUBTED
from desktop_solver.ocr.cut.segment import TileGlyph
from desktop_solver.ocr.draft import Draft, Pictures
from desktop_solver.ocr.geometry import GridGeometry
from desktop_solver.ocr.recognise.sheet import Key

# The letters that have a marked twin, and the twin, either way round.
TWINS = {"И": "Й", "Й": "И", "Е": "Ё", "Ё": "Е"}
MARKED = frozenset("ЙЁ")
# The band looked at reaches this share of the board's letter height above its cap line: a
# breve or Ё's dots sit within a third of the letter's height over it in the usual faces.
REACH = 0.45
# The band starts this share of the letter height above the cap line: the blur round a top bar
# (Т, Е, П) spreads up a little. No more: a faint breve touching the letter at a small pitch
# is the row right over it.
GAP = 0.04
# The middle of the letter where a mark sits, as a share of its width on each side left out.
MIDDLE = 0.2
# The reference letters, over whose band the typical ink is taken: at least this many (fewer,
# and the board says nothing of its own blur: the check stays out).
FEWEST_OTHERS = 4
# The share of the other letters whose band may hold more ink than the reference level (a
# speck, a path's edge, a letter whose top is not on the cap line).
REFERENCE_SHARE = 0.9
# Ink over the reference, in the letter's own ink (0 background, 1 full stroke), of the band's
# darkest row: at most PLAIN_INK there is no mark. On tuning seeds 1..40 and the Й boards of
# 1..240 a Й's breve the cut lost scored 0.21-0.76 (blurred into the stems 0.30-0.45; a bold
# blurred one on a drawn board 0.24), an И 0.19 at most; a Й the cut took from a speck 0.08.
PLAIN_INK = 0.12
# A plain letter whose band holds more than this is doubted: its letter may be the marked one.
# Not replaced: a drawn path's end coming into the cell from the tile above scores as high as a
# breve (0.43-0.80 on tuning seeds 63, 67, 89, 106, 111). An Е's top bar blurs upwards (Е
# scored up to 0.35), an open-topped И does not.
DOUBTED_INK = {"И": PLAIN_INK, "Е": 0.3}


def weigh_marks(draft: Draft, pictures: Pictures) -> list[str]:
    """Each tile read Й or Ё (below the first row) whose band holds no mark, and each tile read
    И or Е whose band holds more than DOUBTED_INK, DOUBTED (no letter is changed); returns
    notes. On a board of too few other letters, lost_marks.py's check instead."""
    scores = mark_scores(draft, pictures)
    if not scores:
        # Too few letters to compare with: the mark looked for as the cut left the tile.
        return doubt_lost_marks(draft, pictures)
    notes = []
    for key, score in scores.items():
        text = draft.texts[key]
        if text in MARKED and score <= PLAIN_INK:
            if key[0] == 0:
                # Over the first row only the cell is seen, not a big letter's breve past its
                # edge: the mark the cut found there stands.
                continue
            draft.confidences[key] = min(draft.confidences.get(key, 0.0), DOUBTED)
            notes.append(f"mark band: {key} {text!r} or {TWINS[text]!r}? ({score:.2f})")
        elif text not in MARKED and score > DOUBTED_INK[text] \
                and draft.confidences.get(key, 0.0) > DOUBTED:
            draft.confidences[key] = DOUBTED
            notes.append(f"mark band: {key} {text!r} or {TWINS[text]!r}? ({score:.2f})")
    return notes


def mark_scores(draft: Draft, pictures: Pictures) -> dict[Key, float]:
    """The ink over the middle of each tile read И, Й, Е or Ё, above the board's cap line,
    beyond what the board's other letters hold there (see PLAIN_INK); empty when the board
    has too few other letters to compare with."""
    glyphs = [g for g in draft.glyphs if g.box is not None and g.shape == "L"
              and len(draft.texts.get((g.row, g.col), "")) == 1]
    if not any(draft.texts[(g.row, g.col)] in TWINS for g in glyphs):
        return {}
    picture = np.asarray(pictures.gray, dtype=np.float32)
    bands = {}
    for glyph in glyphs:
        twin = draft.texts[(glyph.row, glyph.col)] in TWINS
        band = _band(picture, glyph, pictures.geometry, twin)
        if band is not None:
            bands[(glyph.row, glyph.col)] = band
    if not bands:
        return {}
    height = float(np.median([band.bottom - band.top for band in bands.values()]))
    profiles = {key: _profiles(band, height) for key, band in bands.items()}
    others = [profile for key, profile in profiles.items()
              if profile is not None and draft.texts[key] not in TWINS]
    if len(others) < FEWEST_OTHERS:
        return {}
    reference = np.quantile(np.stack(others), REFERENCE_SHARE, axis=0)
    return {key: float(np.max(profile - reference)) for key, profile in profiles.items()
            if profile is not None and draft.texts[key] in TWINS}


@dataclass(frozen=True)
class _Band:
    """A tile's darkness (0 background, 1 its letter's ink) from ABOVE_CELL over its cell
    down (from the cell's top in the first row), its letter's body in it and the row where the
    cell starts."""

    darkness: np.ndarray
    left: int
    top: int
    right: int
    bottom: int
    cell_top: int


# The rows above the cell looked at too, as a share of the cell's height: a letter filling 65-75%
# of its cell has its breve across the cell's top edge.
ABOVE_CELL = 0.35


def _band(picture: np.ndarray, glyph: TileGlyph, geometry: GridGeometry,
          twin: bool) -> _Band | None:
    """The tile's band: over a twin its body's top is where its sides start (a breve joined to
    the stems does not count), over the other letters their highest ink (nothing of theirs
    is above it)."""
    assert glyph.box is not None
    cell = geometry.tile_box(glyph.row, glyph.col)
    # Over the board's first row lies what is not the board (a title, a toolbar, a toast): ink
    # there says nothing of a mark.
    over = 0 if glyph.row == 0 else round(ABOVE_CELL * (cell[3] - cell[1]))
    seen = (cell[0], max(0, cell[1] - over), cell[2], cell[3])
    # Background and ink are the cell's own: a tile drawn on a darker page has the page over it.
    darkness = tile_darkness(picture, cell, glyph.box, seen=seen)
    if darkness is None:
        return None
    body = letter_body(darkness, glyph.box, seen, sides=twin)
    if body is None or body[2] - body[0] < 3 or body[3] - body[1] < 3:
        return None
    return _Band(np.clip(darkness, 0.0, 1.0), *body, cell_top=cell[1] - seen[1])


# A pixel this dark (a share of the letter's ink) belongs to a stroke: the strokes above the
# letter that reach past the band (the letter above's tail, a ruled line) or are wider than it
# (a tile's edge) are no mark of it. Most of the ink: a breve just under the letter above's
# tail is joined to it by blur a third or half as dark (tuning seed 206).
INKED = 0.7
# A mark is at most this share of the letter's width wide (a breve is narrower than its letter).
MARK_WIDTH = 1.1
# The rows of a profile: the band's height is cut into this many steps, whatever the pitch.
STEPS = 8


def _profiles(band: _Band, height: float) -> np.ndarray | None:
    """The band's profile (_profile) seen two ways, one after the other: within the cell as it
    is (a mark touching the edge of a tile drawn on a darker page is joined to the page), and
    past the cell's top with the strokes that are no mark taken out (a big letter's breve
    across the cell's edge)."""
    gap = round(GAP * height)
    reach = band.top - gap - round(REACH * height)
    inside = band.darkness[:band.top].copy()
    # The cell's outermost row is its edge (a ruled line, an outline), never a mark.
    inside[:band.cell_top + 1] = 0.0
    beyond = _marks_only(band.darkness[:band.top], reach, band.right - band.left)
    within, past = (_profile(above, band, height, gap) for above in (inside, beyond))
    if within is None or past is None:
        return None
    return np.concatenate((within, past))


def _marks_only(above: np.ndarray, reach: int, width: int) -> np.ndarray:
    """The darkness above a letter `width` wide with every stroke that is no mark taken out:
    one that starts above row `reach` (it comes down from above) or is wider than the letter."""
    solid = above >= INKED
    if not solid.any():
        return above
    count, labels, stats, _ = cv2.connectedComponentsWithStats(solid.astype(np.uint8),
                                                                connectivity=8)
    foreign = ((stats[:, cv2.CC_STAT_TOP] < reach)
               | (stats[:, cv2.CC_STAT_WIDTH] > MARK_WIDTH * width))
    foreign[0] = False      # the background
    cleaned = above.copy()
    cleaned[foreign[labels]] = 0.0
    return cleaned


def _profile(above: np.ndarray, band: _Band, height: float, gap: int) -> np.ndarray | None:
    """The darkest row of the darkness `above` the letter, over its middle, in each of STEPS
    steps from `gap` rows over its cap line up to REACH of the letter height. The letter's cap
    line is its body's top."""
    inset = round(MIDDLE * (band.right - band.left))
    middle = above[:, band.left + inset:band.right - inset]
    if not middle.shape[1]:
        return None
    rows = middle.mean(axis=1)
    profile = np.zeros(STEPS, dtype=np.float32)
    for step in range(STEPS):
        # The rows of this step's share of the band, at least one: a breve two pixels high
        # falls in one step or two.
        near = band.top - 1 - gap - round((REACH - GAP) * step / STEPS * height)
        far = band.top - 1 - gap - round((REACH - GAP) * (step + 1) / STEPS * height)
        seen = rows[max(0, min(far, near - 1) + 1):near + 1] if near >= 0 else rows[:0]
        if seen.size:
            profile[step] = float(seen.max())
    return profile
