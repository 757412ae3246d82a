"""Score tables of the games the solver knows: the one place for letter values, length
multipliers and length bonuses. The README's "Scoring" section names the source of each rule.

Glossary: a *step score* is what one tile of a path brings to a word: the tile's points, how many
letters it adds, and the letter and word factors of its bonus square (1 when it has none).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from desktop_solver.core.board import Tile, TileKind

# (points, letters, letter factor, word factor)
StepScore = tuple[int, int, int, int]


class Scoring(Enum):
    BOGGLE = "boggle"            # 3-4 letters 1, 5: 2, 6: 3, 7: 5, 8+: 11
    LENGTH_MINUS_3 = "lab"       # the classroom Boggle game: 4 letters 1, 5: 2, ...
    WORDHUNT = "wordhunt"        # GamePigeon Word Hunt: 3: 100, 4: 400, 5: 800, 6: 1400, +400 after
    WORDAMENT = "wordament"      # tile values summed, times the length multiplier
    LENGTH = "length"            # Словомания: a point a letter; bonus flags multiply
    RUZZLE = "ruzzle"            # letter values with DL/TL/DW/TW, plus the length bonus
    POSITION = "position"        # «Слово за слово»: the n-th letter is worth n; flags multiply

    @property
    def by_tiles(self) -> bool:
        """Whether a word's score depends on the tiles its path uses (their values and bonus
        squares), not on its length alone."""
        return self in _BY_TILES

    @property
    def printed_values(self) -> bool:
        """Whether the game prints a point value on each tile (other games ignore values)."""
        return self in _PRINTED_VALUES

    @property
    def bonus_squares(self) -> bool:
        """Whether the game has bonus squares (other games ignore them)."""
        return self in _BONUS_SQUARES

    @property
    def bonus_names(self) -> tuple[str, ...]:
        """The bonus squares the game shows, by name (`board.BONUSES`): Ruzzle's badges or the
        Russian games' corner flags; none for the other games."""
        return _BONUS_NAMES.get(self, ())


_BY_TILES = frozenset({Scoring.WORDAMENT, Scoring.LENGTH, Scoring.RUZZLE, Scoring.POSITION})
_PRINTED_VALUES = frozenset({Scoring.WORDAMENT, Scoring.RUZZLE})
_BONUS_SQUARES = frozenset({Scoring.RUZZLE, Scoring.LENGTH, Scoring.POSITION})
_CORNER_FLAGS = ("×2", "×3", "c2", "c3")
_BONUS_NAMES = {Scoring.RUZZLE: ("DL", "TL", "DW", "TW"), Scoring.LENGTH: _CORNER_FLAGS,
                Scoring.POSITION: _CORNER_FLAGS}

_BOGGLE = {3: 1, 4: 1, 5: 2, 6: 3, 7: 5}
_WORDHUNT = {3: 100, 4: 400, 5: 800, 6: 1400}

# Wordament's tile values, as printed in the tile corners. They agree with the table of
# davghouse/Daves.WordamentSolver (Board.cs, EnglishBasicTileValues) and with every plain tile
# of the Wordament screenshots in ../shared/ocr-corpus (nine boards, two platforms).
WORDAMENT_VALUES = dict(zip(
    "abcdefghijklmnopqrstuvwxyz",
    (2, 5, 3, 3, 1, 5, 4, 4, 2, 10, 6, 3, 4, 2, 2, 4, 8, 2, 2, 2, 4, 6, 6, 9, 5, 8)))

# Russian Scrabble («Эрудит») letter values: a stand-in wherever a game has no published Russian
# table (Wordament has no Russian edition; no public source gives Russian Ruzzle's values).
ERUDIT_VALUES = dict(zip(
    "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
    (1, 3, 1, 3, 2, 1, 3, 5, 5, 1, 4, 2, 2, 2, 1, 1, 2, 1, 1, 1, 2, 10, 5, 5, 5, 8, 10, 10, 4, 3,
     8, 8, 3)))

# Ruzzle's English letter values, as printed on its tiles: pettarin/elzzur (languages.py,
# LETTER_SCORE["en"]); the corpus's Ruzzle screenshot shows the same (H 4, M 3, Y 4, vowels 1).
RUZZLE_VALUES = {
    "en": dict(zip("abcdefghijklmnopqrstuvwxyz",
                   (1, 4, 4, 2, 1, 4, 3, 4, 1, 10, 5, 1, 3, 1, 1, 4, 10, 1, 1, 1, 2, 4, 4, 8, 4,
                    10))),
    "ru": ERUDIT_VALUES,
}

# Wordament's special tiles, as printed on them in the corpus screenshots: every prefix and
# suffix tile 12 (DE-, SUB-, IN-, -Y), the either/or tile 20 (U/M; davghouse's solver guesses
# 20 too); digrams vary (AT 6, CH 9, VE 12), so other digrams take davghouse's guess, the two
# letters' values plus 5.
WORDAMENT_AFFIX = 12
WORDAMENT_EITHER = 20
WORDAMENT_DIGRAMS = {"at": 6, "ch": 9, "ve": 12}

# Kept for callers of the old single table: Wordament's Latin values and Эрудит's Cyrillic ones.
LETTER_VALUES = {**WORDAMENT_VALUES, **ERUDIT_VALUES}


def letter_points(letters: str) -> int:
    return sum(LETTER_VALUES.get(ch, 1) for ch in letters)


def wordament_multiplier(length: int) -> float:
    """Wordament's length multiplier: 5 letters x1.5, 6-7 x2, 8+ x2.5 (the game's own word
    scores in the corpus: 'plugs' 33 -> 49, 'joust' 20 -> 30; davghouse's Word.cs)."""
    if length >= 8:
        return 2.5
    if length >= 6:
        return 2.0
    if length == 5:
        return 1.5
    return 1.0


def ruzzle_length_bonus(length: int) -> int:
    """Ruzzle's bonus for long words, added after the word multipliers: 5 points for each
    letter past the fourth (elzzur's LENGTH_POINTS: 5 letters 5, ... 9 letters 25)."""
    return 5 * (length - 4) if length > 4 else 0


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
    if scoring is Scoring.RUZZLE:
        return sum(tile_points) + ruzzle_length_bonus(length)
    if scoring is Scoring.POSITION:
        return length * (length + 1) // 2
    return length


def default_points(scoring: Scoring, tile: Tile, letters: str, lang: str) -> int:
    """The points of one option (`letters`, lowercase) of a tile that shows no value: what the
    game would print on it."""
    if scoring is Scoring.WORDAMENT:
        if lang == "ru":
            return sum(ERUDIT_VALUES.get(ch, 1) for ch in letters)
        if tile.kind in (TileKind.PREFIX, TileKind.SUFFIX):
            return WORDAMENT_AFFIX
        if tile.kind is TileKind.EITHER:
            return WORDAMENT_EITHER
        plain = sum(WORDAMENT_VALUES.get(ch, 1) for ch in letters)
        if len(letters) > 1:
            return WORDAMENT_DIGRAMS.get(letters, plain + 5)
        return plain
    if scoring is Scoring.RUZZLE:
        table = RUZZLE_VALUES.get(lang, RUZZLE_VALUES["en"])
        return sum(table.get(ch, 1) for ch in letters)
    return len(letters)


def printed_value(scoring: Scoring, tile: Tile, lang: str) -> int | None:
    """The value the game prints on `tile`: its own when it has one, else the game's usual
    value of its (first) letters; None for games that print none and for blocked cells."""
    if not scoring.printed_values or tile.is_blocked:
        return None
    if tile.value is not None:
        return tile.value
    return default_points(scoring, tile, tile.options[0], lang)


def step_score(scoring: Scoring, tile: Tile, letters: str, lang: str) -> StepScore:
    """What stepping onto `tile` (with its option `letters`) brings to a word. A value or bonus
    that the game does not have (a Wordament value on a Словомания board, a Ruzzle DW there) is
    ignored."""
    if tile.value is not None and scoring.printed_values:
        points = tile.value
    else:
        points = default_points(scoring, tile, letters, lang)
    bonus = tile.bonus
    if bonus is None or bonus.name not in scoring.bonus_names:
        return points, len(letters), 1, 1
    return points, len(letters), bonus.letter, bonus.word


def score_path(scoring: Scoring, steps: Sequence[StepScore]) -> int:
    """A word's score from the tiles of its path, for the games scored by tiles: letter factors
    multiply their tile's points, word factors the sum, then the game's length rule applies."""
    total, word_factor, length = 0, 1, 0
    positional = scoring is Scoring.POSITION
    for points, letters, letter_factor, factor in steps:
        if positional:  # the letters' places in the word: 1 + 2 + ... (the tile's value unused)
            points = (2 * length + letters + 1) * letters // 2
        length += letters
        total += points * letter_factor
        word_factor *= factor
    total *= word_factor
    if scoring is Scoring.WORDAMENT:
        return int(total * wordament_multiplier(length))
    if scoring is Scoring.RUZZLE:
        return total + ruzzle_length_bonus(length)
    return total
