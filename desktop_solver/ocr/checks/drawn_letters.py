"""A tile a drawn mark crosses, compared with the letters drawn in the board's font.

A path over a letter can hide the strokes that tell it from another, and Tesseract then reads
the other letter confidently (В with its right bowl under the path is a Б, Ы with its bar
under it a Т). The strokes it leaves in sight still say much, when the letters they could belong
to can be drawn: where the board's letters are drawn in one of the shipped fonts (its
uncrossed, clearly read tiles match that font's drawings closely), every letter of the alphabet
is drawn in that font and compared with the glyph outside the mark (siblings.py's measure). A
letter that matches clearly better than the reading replaces it; a reading that another letter
matches as well as it does is marked unsure. Boards in a font none of the shipped ones draws
closely are left to the other checks: letters drawn in another face differ everywhere a
little, and would outvote the reading by chance.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import numpy as np

from desktop_solver.ocr.confidence import DOUBTED, REPLACED
from desktop_solver.ocr.draft import Draft
from desktop_solver.ocr.geometry import Box, GridGeometry
from desktop_solver.ocr.fonts.glyph_templates import (
    BOARD_FONT_FILES,
    MAX_BOARD_FONTS,
    shipped_fonts,
)
from desktop_solver.ocr.recognise.languages import LETTERS
from desktop_solver.ocr.recognise.sheet import Key
from desktop_solver.ocr.checks.siblings import UNSEEN, CrossedBoard, Page, drawn_mismatch

FIT = 0.05          # median mismatch of the board's tiles with their drawn letters, at most
ALIKE = 0.02        # fonts that fit the board within this of the best are all used
SAMPLES = 8         # clearly read uncrossed tiles the fonts are tried on
FIRST_SAMPLES = 3   # and the first of them, on which a font must not be FAR off
FAR = 2 * FIT
SURE = 0.9          # and how surely they were read, at least
CLOSE = 0.06        # a tile's best drawn letter's mismatch, at most, to settle or replace a reading
CLEAR = 0.05        # and by how much less than the reading's own
CLEAR_EXACT = 0.015  # or less, down to this, where the board's font is drawn exactly
# A drawn letter that fits better than the reading by less than CLEAR (CLEAR_EXACT) but by this
# much still replaces it, marked unsure: the strokes in sight favour it (R's leg beside a P,
# under the path but for a few pixels), the margin is too thin to be sure of.
LEANS_EXACT = 0.005
TIED = 0.01         # mismatches this close are a tie
# A reading whose own letter lies under the mark is replaced by a drawn letter that fits
# this closely, when no other fits within CLEAR (CLEAR_EXACT) of it: there is no reading to
# weigh it against.
UNREAD_CLOSE = 0.02
# A dash beside a crossed tile's letters is the mark when this share of its place at most
# shows ink the mark leaves in sight.
DASH_SEEN = 0.02


@dataclass(frozen=True)
class BoardFonts:
    """The shipped fonts a board's letters are drawn in (the closest first; none when none
    draws them closely) and how closely the best draws them: the median mismatch."""

    fonts: tuple[str, ...]
    fit: float


def board_fonts(board: CrossedBoard, draft: Draft) -> BoardFonts:
    """The shipped fonts the board's letters are drawn in, as far as its clearly read
    uncrossed tiles tell (more than one where they draw those letters alike)."""
    sample = _sample(board, draft)
    if len(sample) < FIRST_SAMPLES:
        return BoardFonts((), FIT)
    page, boxes, texts = board.page, board.boxes, draft.texts

    def mismatches(font: str, keys: list[Key]) -> list[float]:
        return [drawn_mismatch(page, boxes[key], texts[key], font, page.shift) for key in keys]

    fits = {}
    for font in map(str, shipped_fonts(BOARD_FONT_FILES, MAX_BOARD_FONTS)):
        first = mismatches(font, sample[:FIRST_SAMPLES])
        # A font that draws the first tiles far off draws another board: every board is
        # compared with every shipped font, and the rest of the sample would be time lost.
        if statistics.median(first) > FAR:
            continue
        # The median: a tile whose cut took in a badge is no sign of another font.
        fits[font] = statistics.median(first + mismatches(font, sample[FIRST_SAMPLES:]))
    best = min(fits.values(), default=FIT)
    return BoardFonts(tuple(sorted((font for font, fit in fits.items()
                                    if fit <= min(FIT, best + ALIKE)),
                                   key=lambda font: fits[font])), best)


def read_drawn(board: CrossedBoard, drawn: BoardFonts, draft: Draft
               ) -> tuple[set[Key], set[Key], list[str]]:
    """Read again each crossed tile of the `board` as the letter drawn in the `drawn` fonts it
    matches outside the mark (the draft's texts and confidences change in place). Returns
    the tiles settled (read as a letter no other matches as well), the tiles tied (another
    letter matches as well: what tells them apart is under the mark) and notes on the tiles
    changed.

    On a board of capitals the glyph is compared where the capitals usually stand in their
    tiles, drawn at their size, not where it was cut: a cut the mark misled is no guide (Ф split
    by a path and joined to a badge; Т with its left arm under the path is cut as a Г, and a Г
    drawn there fits). Small letters differ in height and stand anywhere: they are compared
    where they were cut."""
    page, boxes, fonts, fit = board.page, board.boxes, drawn.fonts, drawn.fit
    texts, confidences = draft.texts, draft.confidences
    candidates = _candidates(draft.lang, draft.capitals)
    # Where the capitals usually stand: small letters differ in height, and stand anywhere.
    usual = _usual_place(board.geometry, boxes, _sample(board, draft)) \
        if draft.capitals else None
    # A font that draws the board's letters exactly tells letters apart by less than one that
    # draws them only closely.
    clear = min(CLEAR, max(CLEAR_EXACT, fit))
    leaning = min(CLEAR, max(LEANS_EXACT, fit))
    settled: set[Key] = set()
    tied: set[Key] = set()
    notes = []
    for key in sorted(board.crossed):
        current = texts.get(key, "")
        # One letter and a dash is no affix tile a game prints (RE-, -ING): it is a letter the
        # path left a bar of, or passed beside.
        if usual is not None and key in boxes and len(current.strip("-")) == 1 \
                and current.strip("-").isalpha() \
                and _dash_under_mark(page, current, boxes[key], usual(key)):
            notes.append(f"drawn: {key} {current!r} -> {current.strip('-')!r} "
                         "(the dash is the mark)")
            current = texts[key] = current.strip("-")
        # A reading of letters is drawn too (a path joined to H reads HI; a TH tile is TH),
        # one with a dash or a slash left (RE-, A/E) is left alone. A tile the cut found empty (a
        # path along an I leaves bits the cut takes for specks) is compared where the board's
        # capitals stand.
        if (key not in boxes and usual is None) or not (current.isalpha() or current == ""):
            continue
        box, caps = (usual(key), True) if usual is not None else (boxes[key], False)
        texts_drawn = candidates + ([current] if current and current not in candidates else [])
        scores = _drawn_scores(page, fonts, box, caps, texts_drawn)
        best = min(scores, key=lambda text: scores[text])
        own = scores.get(current, UNSEEN)
        runner_up = min(score for text, score in scores.items() if text != best)
        if own >= UNSEEN and current:
            # A reading whose letter would lie mostly under the mark cannot be weighed; a drawn
            # letter the strokes in sight fit alone can still be taken.
            if scores[best] <= UNREAD_CLOSE and runner_up >= scores[best] + clear:
                notes.append(f"drawn: {key} {current!r} -> {best!r} ({scores[best]:.2f}, "
                             f"{current!r} under the mark)")
                # Taken, not sure: the reading it replaces could not be weighed against it.
                texts[key], confidences[key] = best, DOUBTED
                settled.add(key)
            continue
        if best == current:
            # Another letter the strokes in sight fit as well (P and R with the leg hidden):
            # the reading is a guess.
            if runner_up <= own + TIED:
                confidences[key] = min(confidences.get(key, 0.0), DOUBTED)
                tied.add(key)
            elif runner_up >= own + clear and own <= CLOSE:
                # Settled only by a drawing that fits: one fitting badly (a J wholly under
                # the path, read I) beats the others by chance.
                settled.add(key)
        elif _fits_closely(scores[best], fit) and own >= scores[best] + leaning:
            notes.append(f"drawn: {key} {current!r} -> {best!r} "
                         f"({scores[best]:.3f} against {own:.3f})")
            texts[key] = best
            clearly = min(runner_up, own) >= scores[best] + clear
            confidences[key] = REPLACED if clearly else DOUBTED
            settled.add(key)
        elif len(best) < len(current) and scores[best] <= CLOSE and own <= scores[best] + TIED:
            # Letters that one letter fits as well (H with its bar under the path reads II):
            # a tile holds one letter far more often than two, though a guess still (so
            # unsure, and the drawing need only fit, not as closely as the board's letters).
            notes.append(f"drawn: {key} {current!r} -> {best!r} (as close, fewer letters)")
            texts[key], confidences[key] = best, DOUBTED
            tied.add(key)
        else:
            confidences[key] = min(confidences.get(key, 0.0), DOUBTED)
            if own <= scores[best] + TIED:
                tied.add(key)
    return settled, tied, notes


def check_uncrossed(board: CrossedBoard, drawn: BoardFonts, draft: Draft) -> list[str]:
    """On a board a shipped face draws exactly (`drawn.fit`, board_fonts, at most CLEAR_EXACT),
    compare each tile no mark crosses whose reading's drawing fits it clearly worse than it
    fits the board's other tiles of that letter with every letter drawn, and take one that
    fits clearly better, and as well as the board's letters fit theirs. A value or badge
    beside a letter makes Tesseract read another letter surely (F with a 3 at its arm's end
    read E); the whole letter is in sight, and the drawings tell. A face that draws a letter
    otherwise than the board (its G, a small Q's tail) fits all the board's tiles of that
    letter alike badly: they stay as read. Returns notes on the tiles changed."""
    if drawn.fit > CLEAR_EXACT:
        return []
    page, boxes, fonts, fit = board.page, board.boxes, drawn.fonts, drawn.fit
    texts, confidences = draft.texts, draft.confidences
    candidates = _candidates(draft.lang, draft.capitals)
    usual = _usual_place(board.geometry, boxes, _sample(board, draft)) \
        if draft.capitals else None
    places = {key: (usual(key), True) if usual is not None else (boxes[key], False)
              for key in boxes if key not in board.crossed and texts.get(key, "") in candidates}
    # Each tile's reading drawn in the closest font only: the tiles are weighed against one
    # another, and every board's tiles are (the other fonts would double the time).
    own = {key: _drawn_scores(page, fonts[:1], box, caps, [texts[key]])[texts[key]]
           for key, (box, caps) in places.items()}
    # The tiles as read: one replaced below is no longer a tile of its new letter to weigh.
    read = {key: texts[key] for key in places}
    notes = []
    for key, (box, caps) in sorted(places.items()):
        current = read[key]
        others = [own[other] for other in own if other != key and read[other] == current
                  and confidences.get(other, 0.0) >= SURE]
        usually = statistics.median(others) if others else fit
        # Most tiles end here: no letter can fit clearly better than one that fits this well.
        if own[key] < usually + CLEAR:
            continue
        scores = _drawn_scores(page, fonts, box, caps, candidates)
        best = min(scores, key=lambda text: scores[text])
        if best == current or not _fits_closely(scores[best], fit) \
                or scores[current] < scores[best] + CLEAR:
            continue
        notes.append(f"drawn: {key} {current!r} -> {best!r} "
                     f"({scores[best]:.3f} against {scores[current]:.3f}, uncrossed)")
        runner_up = min(score for text, score in scores.items() if text != best)
        texts[key] = best
        confidences[key] = REPLACED if runner_up >= scores[best] + CLEAR else DOUBTED
    return notes


def _fits_closely(score: float, fit: float) -> bool:
    """Whether a drawn letter that fits a tile at `score` fits it closely enough to replace
    its reading: as closely as the board's letters fit theirs (`fit`), within CLEAR_EXACT.
    The machine's sans faces fit one another's boards that closely, and differ in a letter or
    two (PT Sans's J, a stem with a mere turn at its foot, fits DejaVu's I at 0.03-0.06)."""
    return score <= min(CLOSE, fit + CLEAR_EXACT)


def _candidates(lang: str, capitals: bool) -> list[str]:
    """The letters a tile is compared with: the alphabet in the board's case, and Qu."""
    alphabet = LETTERS[lang] if capitals else LETTERS[lang].lower()
    return list(alphabet) + (["QU" if capitals else "qu"] if lang == "en" else [])


def _drawn_scores(page: Page, fonts: tuple[str, ...], box: Box, caps: bool,
                  texts: list[str]) -> dict[str, float]:
    """Each of `texts`' mismatch with the glyph in `box`, drawn in the font that fits it best."""
    return {text: min(drawn_mismatch(page, box, text, font, caps=caps) for font in fonts)
            for text in texts}


def _dash_under_mark(page: Page, text: str, cut: Box, letters: Box) -> bool:
    """Whether the dash of `text` (a reading like E- or -ING), cut with its letters in `cut`,
    lies under the mark: its place, the part of `cut` beside where the board's capitals stand
    (`letters`), shows next to no ink the mark leaves in sight. A path leaving a letter
    sideways is cut as a dash beside it; a piece of a letter the path cut off (E's bar) as a
    dash within it, where no dash has room."""
    if text == text.strip("-"):
        return False
    left, top, right, bottom = cut
    if text.endswith("-"):
        left = max(left, letters[2] + page.margin)
    else:
        right = min(right, letters[0] - page.margin)
    if bottom - top < 2:
        return False
    if right - left < 2:
        return True
    height, width = page.ink.shape
    place = (slice(max(0, top + page.pad), min(height, bottom + page.pad)),
             slice(max(0, left + page.pad), min(width, right + page.pad)))
    seen = page.ink[place] & ~page.hidden[place]
    return seen.size > 0 and np.count_nonzero(seen) <= DASH_SEEN * seen.size


def _sample(board: CrossedBoard, draft: Draft) -> list[Key]:
    """Clearly read uncrossed single letters, SAMPLES at most."""
    return [key for key in sorted(board.boxes) if key not in board.crossed
            and len(draft.texts.get(key, "")) == 1
            and draft.confidences.get(key, 0.0) >= SURE][:SAMPLES]


def _usual_place(geometry: GridGeometry, boxes: Mapping[Key, Box],
                 sample: list[Key]) -> Callable[[Key], Box] | None:
    """Where a letter stands in a tile (its box, from the tile's centre), the median of the
    `sample` tiles'; None without a sample.

    The size is the median size, not that of the median sides: the grid's centres are a pixel
    or three off here and there, and the top of one tile with the bottom of another would
    give the letters a size none has (a tenth too big draws every letter off)."""
    if not sample:
        return None
    places = []
    for key in sample:
        cx, cy = geometry.centre(*key)
        left, top, right, bottom = boxes[key]
        places.append(((left + right) / 2 - cx, top - cy, right - left, bottom - top))
    middle, top, width, height = (statistics.median(value) for value in zip(*places))

    def place(key: Key) -> Box:
        cx, cy = geometry.centre(*key)
        left, upper = round(cx + middle - width / 2), round(cy + top)
        return left, upper, left + round(width), upper + round(height)
    return place
