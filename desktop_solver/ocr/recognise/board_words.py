"""Which alphabet a board of few letters is in, by the words its lines can spell.

A Balda board holds a handful of letters, most of them shapes both alphabets have (Т Р А В Н О
Е К М С Х): their glyphs say little of the alphabet, and Tesseract reading in the wrong language
is sure of its look-alikes. The game's words say more: the letters in a line of the board are a
word of its list (core/games.py, `words_on_board`). For each language the glyph classifier gives
every tile's probability of each letter of that alphabet, and a line's likeliest word of the
language's list (the mean log-probability of its letters) is that language's evidence; the
language whose best word is clearly likelier wins.

The words judge the alphabet only: the tiles are then read in it as any board is, never made
into the word (a real board may hold any letters).
"""

from __future__ import annotations

import logging
import math
from functools import lru_cache

import numpy as np

from desktop_solver.core.games import profile
from desktop_solver.dictionaries import game_words
from desktop_solver.ocr.cut.segment import TileGlyph
from desktop_solver.ocr.recognise.classifier import (
    Network,
    features,
    letter_probabilities,
    mask_ink,
    shipped_network,
)
from desktop_solver.ocr.recognise.languages import LETTERS

log = logging.getLogger(__name__)

# The shortest line of letters taken for a word (Balda's words have three letters or more).
MIN_WORD = 3
# A language's best word must be this much likelier per letter than the other's (a factor of
# e**1.5, about 4.5, on each letter's probability): letters of shapes both alphabets share give
# both languages the same probabilities, and only the letters that differ tell.
WORD_MARGIN = 1.5
# ... and at least this likely per letter (mean log-probability): a line that is no word of
# either list (letters misread past spelling anything) tells nothing.
WORD_FLOOR = math.log(0.2)
# The least probability a letter is given: one letter the classifier all but rules out (a
# blurred glyph) lowers a word, it does not rule it out.
LEAST = 1e-4
# Letters a word list may spell apart that are one letter to the classifier (its marks are lost
# at a few pixels: cut/segment.py counts them).
FOLDED = {"Ё": "Е"}


def language_of_words(glyphs: list[TileGlyph], game: str | None) -> str | None:
    """'en' or 'ru' when the lines of letters of a board of a game that puts words on its
    board spell a word of one language's list clearly likelier than any of the other's; None
    otherwise (another game, no line of letters, no classifier, or no clear difference)."""
    if game is None or not profile(game).words_on_board:
        return None
    lines = letter_lines(glyphs)
    # The longest lines: a young board's first word, laid along its middle row (a short line
    # across it spells a word of some list by chance).
    lines = [line for line in lines if len(line) == max(len(other) for other in lines)]
    network = shipped_network()
    if not lines or network is None:
        return None
    best = {lang: _best_word(lines, network, game, lang) for lang in ("en", "ru")}
    log.debug("the board's lines spell words of each language, per letter: %s", best)
    likelier, other = sorted(best, key=lambda lang: best[lang], reverse=True)
    if best[likelier] >= WORD_FLOOR and best[likelier] - best[other] >= WORD_MARGIN:
        return likelier
    return None


def letter_lines(glyphs: list[TileGlyph]) -> list[list[TileGlyph]]:
    """The board's runs of MIN_WORD or more tiles of one letter each, along its rows and its
    columns, in reading order."""
    letters = {(g.row, g.col): g for g in glyphs if g.mask is not None and g.shape == "L"}
    lines = []
    for step in ((0, 1), (1, 0)):
        for key in sorted(letters):
            before = (key[0] - step[0], key[1] - step[1])
            if before in letters:
                continue
            run = []
            while key in letters:
                run.append(letters[key])
                key = (key[0] + step[0], key[1] + step[1])
            if len(run) >= MIN_WORD:
                lines.append(run)
    return lines


def _best_word(lines: list[list[TileGlyph]], network: Network, game: str, lang: str) -> float:
    """The mean log-probability per letter of the likeliest word of the game's list in `lang`
    that one of the lines spells (minus infinity when no word is as long as a line)."""
    alphabet = LETTERS[lang]
    glyphs = [g for line in lines for g in line]
    logits, _ = network.outputs(np.stack([features(mask_ink(g.mask)) for g in glyphs
                                          if g.mask is not None]))
    probabilities = letter_probabilities(network, logits, alphabet, None)
    for marked, plain in FOLDED.items():
        if marked in alphabet and plain in alphabet:
            probabilities[:, alphabet.index(plain)] += probabilities[:, alphabet.index(marked)]
    logs = np.log(np.maximum(probabilities, LEAST))
    best = -math.inf
    start = 0
    for line in lines:
        rows = logs[start:start + len(line)]
        start += len(line)
        spelled = _words_of_length(game, lang, len(line))
        if not len(spelled):
            continue
        # Each word's letters' log-probabilities at their places, summed over the line.
        scores = rows[np.arange(len(line)), spelled].sum(axis=1) / len(line)
        best = max(best, float(scores.max()))
    return best


@lru_cache(maxsize=8)
def _words_of_length(game: str, lang: str, length: int) -> np.ndarray:
    """The game's words of `length` letters in `lang` as the indices of their letters in the
    language's alphabet (capitals, FOLDED letters folded), a row each. Only the lengths a
    board's lines have are built: all of a list's would cost a quarter of a second."""
    alphabet = LETTERS[lang]
    index = {letter: alphabet.index(letter) for letter in alphabet}
    spelled = []
    for word in game_words(game, lang):
        if len(word) != length:
            continue
        letters = [FOLDED.get(letter, letter) for letter in word.upper()]
        if all(letter in index for letter in letters):
            spelled.append([index[letter] for letter in letters])
    return np.array(spelled, dtype=np.intp).reshape(-1, length)
