"""The glyph classifier's opinion weighed against the reading (Tesseract's, as the checks before
left it), tile by tile.

Tesseract reads letters in the faces it was trained on well and others badly, and is then often
sure of the wrong letter (a B in a display face read M, a Courier-like J read as nothing). The
classifier (recognise/classifier.py) was trained on letters in many open faces, spoiled as screens
spoil
them. Each single-letter tile gets its letter and probability beside the reading:

- both say the same letter: the tile is sure;
- they differ and the classifier is all but certain while the reading is weak (or nothing was
  read from visible ink): the classifier's letter, with a confidence that says it was replaced,
  if the letters drawn in the shipped fonts (fonts/glyph_templates.py) do not side with the reading:
  a network is sure of its mistakes too (a die's M in a photo taken for E), and two opinions
  of three must agree to change a letter read. A look-alike (below) so replaced is doubted;
- the reading and the classifier's letter are look-alikes, one the other with a small part
  added (a Q's tail on an O, a Щ's on a Ш, Ы's bar beside a Ь), and the classifier is certain:
  its letter, whatever the drawings and Tesseract's confidence say, but doubted. Tesseract
  misses (or imagines) the small part and is then as sure as of any letter, and the drawings,
  compared whole, weigh the part as little; the classifier, trained on such letters spoiled, is
  seldom certain of the wrong one of a pair (tuning seeds: right 22 times in 23);
- they differ and the classifier is fairly sure: the tile is left as read, but unsure.

The marks over Ё and Й are the cut's to count (cut/segment.py) and the last check's to weigh
(mark_band.py), not the classifier's: at a few pixels they are gone, so Е and Ё (И and Й) are
one letter to it.

Dice are read at the turn the classifier finds (its turn output with its letter at each turn).
On real photos a die on its side fools the turn output (an E on its side taken for an M) as
often as it helps, so a letter read on a die is replaced only when the drawings side with the
classifier's letter at its turn against the letter read at any turn (an E on its side is an E
drawn turned more than an M drawn upright; an upside-down T, read L, is a T turned). Tiles of
several letters (QU, RE-, A/E) and plain bars are Tesseract's alone.
"""

from __future__ import annotations

from PIL import Image

from desktop_solver.ocr.recognise.classifier import (
    TURNS,
    Guess,
    classify,
    classify_turned,
    mask_ink,
)
from desktop_solver.ocr.confidence import DOUBTED, REPLACED
from desktop_solver.ocr.fonts.glyph_templates import likenesses
from desktop_solver.ocr.recognise.languages import LETTERS
from desktop_solver.ocr.cut.segment import TileGlyph
from desktop_solver.ocr.recognise.sheet import Key

# The classifier is this sure of a letter the reading lacks: on held-out faces its wrong answers
# are rarely this sure (benchmarks/glyphs.py).
CERTAIN = 0.97
# The reading is at most this sure when a certain classifier overrides it: Tesseract's slips in
# unknown faces mostly come at lower confidence, and a reading surer than this stays (unsure).
WEAK = 0.9
# The classifier is this sure of the look-alike of the letter read: on the tuning seeds' glyphs
# its look-alikes this sure were right 22 times (Q for O 14, Щ for Ш 6, И for Ц, Ь for Б) and
# wrong once (a Ъ for a Ь, which CERTAIN had taken already). Lower, it was right as often, but
# these tiles are few: the margin is kept.
LOOK_ALIKE_CERTAIN = 0.99
# Capitals that differ from another only by a small part (a tail, a bar, a stroke), each pair
# either way round. Not И/Й and Е/Ё: their marks are the cut's to count (above).
LOOK_ALIKES = frozenset(frozenset(pair) for pair in (
    "OQ", "CG", "EF", "PR", "ШЩ", "ИЦ", "ПЦ", "ЛД", "ЬЫ", "ЬЪ", "ЬБ"))
# A classifier at least this sure of another letter makes the reading unsure.
DISSENTS = 0.8
# Both agree: the tile is at least this sure (either alone may slip; both alike seldom do).
AGREED = 0.95
# Letters that differ only by marks over them.
SAME_BUT_MARKS = {"Ё": "Е", "Й": "И"}
# The transposition that turns a glyph lying so many quarter turns anticlockwise upright.
_UPRIGHT = {1: Image.Transpose.ROTATE_270, 2: Image.Transpose.ROTATE_180,
            3: Image.Transpose.ROTATE_90}


def judge(glyphs: list[TileGlyph], texts: dict[Key, str], confidences: dict[Key, float],
          lang: str, capitals: bool, dice: bool) -> list[str]:
    """Weigh each single-letter tile's reading against the classifier's letter; change or doubt
    it by the rules above. `dice`: the tiles may lie on any side (a tray of dice, or a board
    some of whose tiles were read turned); `capitals` the letters' case (a die's are capitals).
    Returns notes on what changed."""
    alphabet = LETTERS[lang]
    judged = [g for g in glyphs if g.mask is not None and g.shape == "L"
              and len(texts.get((g.row, g.col), "")) <= 1]
    if not judged:
        return []
    inks = [mask_ink(g.mask) for g in judged if g.mask is not None]
    turns: list[int | None]
    if dice:
        found = classify_turned(inks, alphabet, capitals)
        turns, guesses = [turn for turn, _ in found], [guess for _, guess in found]
    else:
        guesses = classify(inks, alphabet, capitals)
        turns = [None] * len(guesses)
    notes = []
    for glyph, guess, turn in zip(judged, guesses, turns):
        note = _weigh(glyph, guess, turn, texts, confidences, capitals)
        if note:
            notes.append(note)
    return notes


def _base(letter: str) -> str:
    return SAME_BUT_MARKS.get(letter, letter)


def _weigh(glyph: TileGlyph, guess: Guess, turn: int | None, texts: dict[Key, str],
           confidences: dict[Key, float], capitals: bool) -> str | None:
    """Weigh one tile's reading against the classifier's `guess`, read at `turn` quarter turns
    (None: an upright board)."""
    key = (glyph.row, glyph.col)
    dice = turn is not None
    text, confidence = texts.get(key, ""), confidences.get(key, 0.0)
    if not guess.letter:
        return None
    if _base(guess.letter) == _base(text):
        if guess.probability >= DISSENTS:
            confidences[key] = max(confidence, AGREED)
        return None
    look_alike = frozenset((text.upper(), guess.letter)) in LOOK_ALIKES
    # On a die a look-alike is never taken: the drawings, compared whole at a turn, cannot
    # weigh the small part either (Ы's bar beside a Ь).
    if guess.probability >= CERTAIN and (not text or confidence <= WEAK) \
            and not (dice and text and look_alike) \
            and _drawings_allow(glyph, text, guess.letter, capitals, turn):
        # A look-alike replaced stays for the user to check: the classifier is sure of a
        # small part that is not there too (a Ъ's flag on a Ь, tuning seed 1).
        texts[key] = guess.letter
        confidences[key] = DOUBTED if look_alike else REPLACED
        return f"classifier: {key} {text!r} -> {texts[key]!r} ({guess.probability:.2f})"
    if guess.probability >= LOOK_ALIKE_CERTAIN and capitals and not dice and look_alike:
        texts[key] = guess.letter
        confidences[key] = min(confidence, DOUBTED)
        return f"classifier, look-alike: {key} {text!r} -> {texts[key]!r} " \
               f"({guess.probability:.3f})"
    if guess.probability >= DISSENTS:
        confidences[key] = min(confidence, DOUBTED)
        return f"classifier doubts: {key} {text!r}, not {guess.letter!r} ({guess.probability:.2f})"
    return None


def _drawings_allow(glyph: TileGlyph, read: str, guessed: str, capitals: bool,
                    turn: int | None) -> bool:
    """Whether the letters drawn in the shipped fonts let the classifier's letter replace the
    one read: nothing was read, or the glyph is at least as like the guess drawn as the reading.
    On a die (`turn` not None) the guess is drawn at the classifier's turn and the reading at
    its likest turn. On boards of small letters the drawings (capitals) cannot judge: no
    replacing."""
    if not read:
        return True
    if not capitals or glyph.mask is None:
        return False
    if turn is None:
        scores = likenesses(glyph.mask, (read, guessed))
        return guessed in scores and scores[guessed] >= scores.get(read, -1.0)
    read_best = max(likenesses(_upright(glyph.mask, quarter), (read,)).get(read, -1.0)
                    for quarter in range(TURNS))
    guessed_score = likenesses(_upright(glyph.mask, turn), (guessed,)).get(guessed)
    return guessed_score is not None and guessed_score >= read_best


def _upright(mask: Image.Image, turn: int) -> Image.Image:
    """A glyph lying `turn` quarter turns anticlockwise, turned upright."""
    return mask.transpose(_UPRIGHT[turn % TURNS]) if turn % TURNS else mask
