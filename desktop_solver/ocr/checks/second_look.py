"""A second opinion on upright letters: the glyph against its alphabet drawn in the shipped fonts.

Tesseract now and then takes a glyph for a letter of quite another shape and is fairly sure of
it (a monospaced Д for Р, at 0.86). Compared with every capital of the board's alphabet drawn
(fonts/glyph_templates.py), such a glyph looks little like the letter read and much like another. A
face the templates lack draws its letters a little otherwise, so the tile changes letter only when
its glyph is nearly the other letter's drawing and hardly the one read; with less evidence the
tile is only marked for the user to check, its letter kept.

Glyphs alike enough to be grouped (recognise/fingerprints.py) are one letter, so Tesseract reading
a group as two
letters has slipped on some of them (an F of a face it does not know read E on two tiles of four,
the detached tail of a Q lost on some). Which letter is which is there a choice between letters
Tesseract itself read, and each glyph takes the likest of them drawn when it is clearly the
likest (`split_look`): letters of one face drawn in another differ from their glyphs about as
much each, so the choice holds where a letter against the whole alphabet would not.
"""

from __future__ import annotations

from desktop_solver.ocr.confidence import DOUBTED
from desktop_solver.ocr.fonts.glyph_templates import RESEMBLES, shipped_fonts, likenesses
from desktop_solver.ocr.recognise.languages import LETTERS
from desktop_solver.ocr.cut.segment import TileGlyph
from desktop_solver.ocr.recognise.sheet import Key

DRAWN = 0.85      # the glyph is at least this like another letter drawn: nearly its drawing,
READ_UNLIKE = 0.5  # and at most this like the letter read: Tesseract slipped, the tile changes
# Or it is all but that letter's drawing and clearly less like the one read: a letter that shares
# most strokes with another (F and E, Ф and О) differs from it by a stroke or two, and Tesseract
# may miss those on a blurred glyph, surely (a bold F read E at 0.99).
CLEARLY = 0.9
CLEAR_GAP = 0.2
# The letter read this much less like the glyph than another letter is: the tile is unsure.
MISMATCH = 0.3
# A glyph of a group read as several letters takes the one of them it is this much liker.
SPLIT_CLEAR = 0.1
# A tile the templates changed is DOUBTED while a third letter looks this nearly as like its glyph.
RUNNER_UP = 0.1


def second_look(glyphs: list[TileGlyph], texts: dict[Key, str], confidences: dict[Key, float],
                lang: str, capitals: bool) -> list[str]:
    """Check each single-letter tile against the letters drawn; change a clear slip, mark an
    unclear one unsure. Returns notes on what changed. Boards of small letters are left alone
    (the templates are capitals), as is everything when no shipped font is found."""
    if not _judged(capitals):
        return []
    alphabet = tuple(LETTERS[lang])
    notes = []
    for glyph in glyphs:
        key = (glyph.row, glyph.col)
        text = texts.get(key, "")
        found = _likest(glyph, alphabet) if text in alphabet else None
        if found is None or text not in found[1]:
            continue
        likest, scores = found
        read, other = scores[text], scores[likest]
        if likest == text or other < RESEMBLES:
            continue
        if (other >= DRAWN and read <= READ_UNLIKE) or (other >= CLEARLY
                                                        and other - read >= CLEAR_GAP):
            runner_up = max(score for letter, score in scores.items() if letter != likest)
            notes.append(f"second look: {key} {text!r} -> {likest!r}")
            texts[key] = likest
            confidences[key] = other if other - runner_up >= RUNNER_UP else DOUBTED
        elif other - read >= MISMATCH:
            confidences[key] = min(confidences[key], DOUBTED)
    return notes


def split_look(glyphs: list[TileGlyph], groups: list[list[Key]], texts: dict[Key, str],
               confidences: dict[Key, float], lang: str, capitals: bool) -> list[str]:
    """Each glyph of a group of alike glyphs read as more than one letter takes the letter of
    those readings it looks clearly likest drawn. Returns notes on what changed. Left alone as
    `second_look` leaves them."""
    if not _judged(capitals):
        return []
    alphabet = LETTERS[lang]
    by_key = {(glyph.row, glyph.col): glyph for glyph in glyphs}
    notes = []
    for group in groups:
        read = tuple(sorted({texts.get(key, "") for key in group}))
        if len(read) < 2 or not all(text and text in alphabet for text in read):
            continue
        for key in group:
            found = _likest(by_key[key], read) if key in by_key else None
            if found is None:
                continue
            likest, scores = found
            if likest != texts[key] and scores[likest] >= RESEMBLES and \
                    scores[likest] - scores.get(texts[key], 0.0) >= SPLIT_CLEAR:
                notes.append(f"split look: {key} {texts[key]!r} -> {likest!r}")
                texts[key] = likest
                # Tesseract's confidence was in the other letter: the drawing's is this one's.
                confidences[key] = min(confidences[key], scores[likest])
    return notes


def _judged(capitals: bool) -> bool:
    """Whether the templates judge the board: they are capitals, drawn in the shipped fonts."""
    return capitals and bool(shipped_fonts())


def _likest(glyph: TileGlyph, letters: tuple[str, ...]) -> tuple[str, dict[str, float]] | None:
    """The letter of `letters` a one-letter glyph looks likest drawn, and its likeness to each
    of them; None for a glyph of no letter or of several, or one no letter could be drawn for."""
    if glyph.mask is None or glyph.shape != "L":
        return None
    scores = likenesses(glyph.mask, letters)
    if not scores:
        return None
    return max(scores, key=lambda letter: scores[letter]), scores
