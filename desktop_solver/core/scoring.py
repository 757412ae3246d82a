"""Score tables of the games the solver knows."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum


class Scoring(Enum):
    BOGGLE = "boggle"            # 3-4 letters 1, 5: 2, 6: 3, 7: 5, 8+: 11
    LENGTH_MINUS_3 = "lab"       # the classroom Boggle game: 4 letters 1, 5: 2, ...
    WORDHUNT = "wordhunt"        # GamePigeon Word Hunt: 3: 100, 4: 400, 5: 800, 6: 1400, +400 after
    WORDAMENT = "wordament"      # tile values summed, times the length bonus
    LENGTH = "length"            # one point per letter


_BOGGLE = {3: 1, 4: 1, 5: 2, 6: 3, 7: 5}
_WORDHUNT = {3: 100, 4: 400, 5: 800, 6: 1400}

# Wordament's tile values (shown in the tile corners); Cyrillic letters take the values of the
# Russian Scrabble («Эрудит») set so that a Cyrillic board can be scored the same way.
LETTER_VALUES = {
    **dict(zip("abcdefghijklmnopqrstuvwxyz",
               (2, 5, 3, 3, 1, 5, 4, 4, 2, 10, 6, 3, 4, 2, 2, 4, 8, 2, 2, 2, 4, 6, 6, 9, 5, 8))),
    **dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
               (1, 3, 1, 3, 2, 1, 3, 5, 5, 1, 4, 2, 2, 2, 1, 1, 2, 1, 1, 1, 2, 10, 5, 5, 5, 8,
                10, 10, 4, 3, 8, 8, 3))),
}


def letter_points(letters: str) -> int:
    return sum(LETTER_VALUES.get(ch, 1) for ch in letters)


def wordament_multiplier(length: int) -> float:
    if length >= 8:
        return 2.5
    if length >= 6:
        return 2.0
    if length == 5:
        return 1.5
    return 1.0


def score_word(scoring: Scoring, length: int, tile_points: Sequence[int] = ()) -> int:
    """The score of a word of `length` letters; `tile_points` are the values of its tiles."""
    if scoring is Scoring.BOGGLE:
        return _BOGGLE.get(length, 11 if length >= 8 else 0)
    if scoring is Scoring.LENGTH_MINUS_3:
        return max(0, length - 3)
    if scoring is Scoring.WORDHUNT:
        return _WORDHUNT.get(length, 1400 + 400 * (length - 6) if length > 6 else 0)
    if scoring is Scoring.WORDAMENT:
        return int(sum(tile_points) * wordament_multiplier(length))
    return length
