"""Letter dice and random boards for the Boggle game against the computer.

Glossary: a *die* is a string of its six faces in capitals; a *dice set* holds one die per cell,
so dealing a board shakes the set (each die lands once, on a random cell) and rolls every die.

English 4x4 and 5x5 boards use the published letter distributions of classic Boggle (16 dice)
and Big Boggle (25 dice). The printed "Qu" face is a plain Q here, as in the classroom game,
whose board holds one letter per cell.

Russian 4x4 and 5x5 boards use dice derived from the letter frequencies of the bundled Russian
list by `dice_from_frequencies` (see there for the method):
`dice_from_frequencies(letter_counts(<the bundled 'ru' lexicon>), 16)` (or 25) gives the tables
below; tests/core/test_game.py re-derives them so the two cannot drift apart silently.

Any other size (or language) draws each cell on its own, weighted by the letter frequencies of
the lexicon in play.
"""

from __future__ import annotations

import random
import weakref
from collections.abc import Callable, Mapping, Sequence

from desktop_solver.core.board import MAX_SIDE, Grid, parse_grid
from desktop_solver.core.errors import InvalidGridError
from desktop_solver.core.lexicon import Lexicon
from desktop_solver.core.lexicon.stats import letter_counts

FACES = 6

CLASSIC_DICE = (
    "AAEEGN", "ABBJOO", "ACHOPS", "AFFKPS", "AOOTTW", "CIMOTU", "DEILRX", "DELRVY",
    "DISTTY", "EEGHNW", "EEINSU", "EHRTVW", "EIOSST", "ELRTTY", "HIMNQU", "HLNNRZ",
)

BIG_BOGGLE_DICE = (
    "AAAFRS", "AAEEEE", "AAFIRS", "ADENNN", "AEEEEM", "AEEGMU", "AEGMNN", "AFIRSY", "BJKQXZ",
    "CCENST", "CEIILT", "CEILPT", "CEIPST", "DDHNOT", "DHHLOR", "DHLNOR", "DHLNOR", "EIIITT",
    "EMOTTT", "ENSSSU", "FIPRSY", "GORRVW", "IPRRRY", "NOOTUW", "OOOTTU",
)

# Derived from dictionaries/ru.txt as the module docstring says (ё counts as е there).
RUSSIAN_DICE = (
    "АВГЕОТ", "АВГНОТ", "АДЖИРС", "АЕЗЛТЪ", "АЕЗЛТЮ", "АЕЙРСУ", "АЕЛРЩЬ", "АЕЛТЬЭ",
    "АЕРСУЫ", "БВИНОТ", "ДИОРСХ", "ИКМНОФ", "ИКМОРШ", "ИКНОПЦ", "ИКНОПЧ", "ИКНОПЯ",
)

BIG_RUSSIAN_DICE = (
    "АДЕЖРС", "АДЕЙРС", "АДЕРСЩ", "АДЕРСЫ", "АЕЛОТЬ", "АЕЛОТЬ", "АЕЛОТЬ", "АЕЛРУЭ",
    "АЕЛТУЪ", "АЕЛТУЮ", "АЕМРСХ", "АЕМРСШ", "АЗЛНОТ", "АИМРСФ", "БВИКНО", "БВИКНО",
    "ВГИНОТ", "ВГИНОТ", "ВЗИНОТ", "ИКМОРЧ", "ИКНОПЦ", "ИКНОПЦ", "ИКНОПЯ", "ИКНОПЯ",
    "ИКОПРЧ",
)

# Per lexicon: (its word count when counted, the counts); a ban or a new lexicon counts afresh.
_COUNTED: weakref.WeakKeyDictionary[Lexicon, tuple[int, dict[str, int]]] = \
    weakref.WeakKeyDictionary()

_DICE_SETS: dict[tuple[str, int], tuple[str, ...]] = {
    ("en", 4): CLASSIC_DICE,
    ("en", 5): BIG_BOGGLE_DICE,
    ("ru", 4): RUSSIAN_DICE,
    ("ru", 5): BIG_RUSSIAN_DICE,
}


def dice_for(lang: str, size: int) -> tuple[str, ...] | None:
    """The dice set of a size x size board in `lang`, or None when that size has none."""
    return _DICE_SETS.get((lang, size))


def dice_from_frequencies(counts: Mapping[str, int], dice: int,
                          faces: int = FACES) -> tuple[str, ...]:
    """A dice set whose faces follow letter frequencies, as the physical game's dice do.

    Faces per letter: every letter that occurs gets one face (the classic dice carry J, Q, X and
    Z too); the remaining faces go one at a time to the letter with the highest Sainte-Laguë
    quotient count / (2 * faces + 1), ties to the earlier letter. Faces onto dice: the faces in
    order of letter frequency are dealt round-robin, so every die holds one face from each band
    of `dice` faces (a mix of common and rare letters) and a letter never repeats on a die unless
    it has more faces than there are dice.
    """
    letters = sorted((letter for letter, count in counts.items() if count > 0),
                     key=lambda letter: (-counts[letter], letter))
    total = dice * faces
    if not letters or len(letters) > total:
        raise ValueError(f"cannot spread {len(letters)} letters over {dice} dice of {faces} faces")
    share = {letter: 1 for letter in letters}
    for _ in range(total - len(letters)):
        best = max(letters, key=lambda letter: counts[letter] / (2 * share[letter] + 1))
        share[best] += 1
    ordered = [letter for letter in letters for _ in range(share[letter])]
    return tuple(sorted("".join(sorted(ordered[die::dice])).upper() for die in range(dice)))


def random_board(size: int, lexicon: Lexicon, rng: random.Random) -> Grid:
    """A size x size board in the lexicon's language, by the one rule of `random_letters`."""
    letters = random_letters(size, size, lexicon.lang, rng, lambda: lexicon)
    rows = ["".join(letters[row * size:(row + 1) * size]) for row in range(size)]
    return parse_grid("/".join(rows), lexicon.lang)


def random_letters(rows: int, cols: int, lang: str, rng: random.Random,
                   lexicon: Callable[[], Lexicon]) -> list[str]:
    """The one rule for a random board (Play's deal and the Boggle tab's Random board), cell by
    cell, row by row: the dice of its size when the board is square and the language has a set
    for that size, else letters drawn one by one, weighted by the letter frequencies of the
    words (`lexicon()` is called only then: rolling dice needs no dictionary)."""
    for side in (rows, cols):
        if not 1 <= side <= MAX_SIDE:
            raise InvalidGridError(f"board size {side!r} is out of range, expected 1 to "
                                   f"{MAX_SIDE}", code="grid.too_large", rows=rows, cols=cols,
                                   most=MAX_SIDE)
    dice = dice_for(lang, rows) if rows == cols else None
    return roll_dice(dice, rng) if dice else _draw_letters(rows * cols, lexicon(), rng)


def roll_dice(dice: Sequence[str], rng: random.Random) -> list[str]:
    """Shake the set into cells (row by row) and roll each die: one face per die, each die once."""
    shaken = list(dice)
    rng.shuffle(shaken)
    return [rng.choice(die) for die in shaken]


def _draw_letters(count: int, lexicon: Lexicon, rng: random.Random) -> list[str]:
    counted = _COUNTED.get(lexicon)
    if counted is None or counted[0] != len(lexicon):
        counted = _COUNTED[lexicon] = (len(lexicon), letter_counts(lexicon))
    frequencies = counted[1]
    if not frequencies:
        raise InvalidGridError("the dictionary has no letters to deal a board from",
                               code="dice.no_letters")
    letters = sorted(frequencies)
    weights = [frequencies[letter] for letter in letters]
    return [letter.upper() for letter in rng.choices(letters, weights, k=count)]
