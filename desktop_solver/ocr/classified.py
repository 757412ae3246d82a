"""The glyph classifier's opinion weighed against the reading (Tesseract's, as the checks before
left it), tile by tile.

Tesseract reads letters in the faces it was trained on well and others badly, and is then often
sure of the wrong letter (a B in a display face read M, a Courier-like J read as nothing). The
classifier (classifier.py) was trained on letters in many open faces, spoiled as screens spoil
them. Each single-letter tile gets its letter and probability beside the reading:

- both say the same letter: the tile is sure;
- they differ and the classifier is all but certain while the reading is weak (or nothing was
  read from visible ink): the classifier's letter, with a confidence that says it was replaced;
- they differ and the classifier is fairly sure: the tile is left as read, but unsure.

Dice take the turn the classifier finds (its turn output with its letter at each turn). Tiles of
several letters (QU, RE-, A/E) and plain bars are Tesseract's alone.
"""

from __future__ import annotations

from desktop_solver.ocr.classifier import Guess, classify, classify_turned, mask_ink
from desktop_solver.ocr.confidence import DOUBTED, REPLACED
from desktop_solver.ocr.languages import LETTERS
from desktop_solver.ocr.segment import TileGlyph
from desktop_solver.ocr.sheet import Key

# The classifier is this sure of a letter the reading lacks: on held-out faces its wrong answers
# are rarely this sure (benchmarks/glyphs.py).
CERTAIN = 0.97
# The reading is at most this sure when a certain classifier overrides it: Tesseract's slips in
# unknown faces mostly come at lower confidence, and a reading surer than this stays (unsure).
WEAK = 0.9
# A classifier at least this sure of another letter makes the reading unsure.
DISSENTS = 0.8
# Both agree: the tile is at least this sure (either alone may slip; both alike seldom do).
AGREED = 0.95


def judge(glyphs: list[TileGlyph], texts: dict[Key, str], confidences: dict[Key, float],
          lang: str, capitals: bool, dice: bool) -> list[str]:
    """Weigh each single-letter tile's reading against the classifier's letter; change or doubt
    it by the rules above. Returns notes on what changed."""
    alphabet = LETTERS[lang]
    judged = [g for g in glyphs if g.mask is not None and g.shape == "L"
              and len(texts.get((g.row, g.col), "")) <= 1]
    if not judged:
        return []
    inks = [mask_ink(g.mask) for g in judged if g.mask is not None]
    if dice:
        # A die shows a capital whatever the board's case said.
        guesses = [guess for _, guess in classify_turned(inks, alphabet, True)]
    else:
        guesses = classify(inks, alphabet, capitals)
    notes = []
    for glyph, guess in zip(judged, guesses):
        key = (glyph.row, glyph.col)
        note = _weigh(key, guess, texts, confidences)
        if note:
            notes.append(note)
    return notes


def _weigh(key: Key, guess: Guess, texts: dict[Key, str],
           confidences: dict[Key, float]) -> str | None:
    text, confidence = texts.get(key, ""), confidences.get(key, 0.0)
    if not guess.letter:
        return None
    if guess.letter == text.upper():
        if guess.probability >= DISSENTS:
            confidences[key] = max(confidence, AGREED)
        return None
    if guess.probability >= CERTAIN and (not text or confidence <= WEAK):
        texts[key] = guess.letter
        confidences[key] = REPLACED
        return f"classifier: {key} {text!r} -> {texts[key]!r} ({guess.probability:.2f})"
    if guess.probability >= DISSENTS:
        confidences[key] = min(confidence, DOUBTED)
        return f"classifier doubts: {key} {text!r}, not {guess.letter!r} ({guess.probability:.2f})"
    return None
