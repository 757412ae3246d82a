"""Word-search puzzles: lay a word list out in a grid, fill the rest, and make sure no listed
word can be found anywhere but where it was placed.

Glossary:
- *difficulty*: the directions words may run in: easy E and S; medium adds the downward
  diagonals SE and SW; hard all eight, backwards included.
- *axis*: a direction together with its reverse. Words may cross on a shared letter, but two
  words never share a cell along one axis (one would run on inside the other).
- *layout*: the placed words' letters, before the *fill* (random letters in every other cell,
  drawn with the language's letter frequencies so that rare letters do not give words away).
- *attempt*: one pass placing every word, longest first. Attempts are repeated with a fresh
  order (words left out last time go first) until all fit or the budget of fit checks is spent;
  the best layout wins, and the words it could not take are reported as unplaced.
"""

from __future__ import annotations

import random
from bisect import bisect
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import accumulate

from desktop_solver.core.alphabet import alphabet_for, detect_language
from desktop_solver.core.board import BLOCKED, Grid, Tile, TileKind
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import InvalidGridError, InvalidLettersError, PlacementError
from desktop_solver.core.lexicon import Lexicon
from desktop_solver.core.lexicon.stats import letter_counts
from desktop_solver.core.wordsearch import (
    FORWARD,
    Direction,
    LineIndex,
    Placement,
    check_words,
    entry_key,
)

MAX_SIDE = 40
MIN_SIDE = 2
DEFAULT_SIZE = (10, 10)
ATTEMPTS = 30
FIT_CHECK_BUDGET = 400_000   # bounds the whole search: a few seconds at worst
_SAMPLES = 80                # random spots tried per word before scanning them all
_GOOD_FITS = 6               # fits to compare (most crossings wins) once found
_REFILL_ROUNDS = 200
Fold = Callable[[str], str]


class Difficulty(Enum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"

    @property
    def directions(self) -> tuple[Direction, ...]:
        return _DIRECTIONS[self]


_DIRECTIONS = {
    Difficulty.EASY: (Direction.E, Direction.S),
    Difficulty.MEDIUM: (Direction.E, Direction.S, Direction.SE, Direction.SW),
    Difficulty.HARD: tuple(Direction),
}
_AXIS = {direction: 1 << axis for axis, pair in enumerate(
    ((Direction.E, Direction.W), (Direction.S, Direction.N), (Direction.SE, Direction.NW),
     (Direction.SW, Direction.NE))) for direction in pair}


@dataclass(frozen=True)
class Puzzle:
    """A generated puzzle: rows of letters and placed words, both in the chosen letter case;
    `words` follows the order of the list given, `unplaced` the words that did not fit."""

    rows: tuple[str, ...]
    lang: str
    words: tuple[Placement, ...]
    unplaced: tuple[str, ...]
    difficulty: Difficulty
    seed: int

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def width(self) -> int:
        return len(self.rows[0])

    def grid(self) -> Grid:
        """The puzzle as a Grid, for the solver."""
        return Grid(tuple(tuple(Tile(TileKind.LETTERS, (ch.lower(),)) if ch != "." else BLOCKED
                                for ch in row) for row in self.rows), self.lang)


def parse_size(text: str) -> tuple[int, int]:
    """'12x15' (rows x columns) or '12' (a square) as (height, width), checked."""
    parts = text.lower().replace("×", "x").replace("*", "x").split("x")
    try:
        numbers = [int(part) for part in parts]
    except ValueError:
        numbers = []
    if len(numbers) not in (1, 2):
        raise InvalidGridError(f"grid size {text!r}: expected ROWSxCOLUMNS such as 12x15, or 12",
                               code="generate.size_text", text=text)
    height, width = numbers if len(numbers) == 2 else numbers * 2
    check_size(height, width)
    return height, width


def check_size(height: int, width: int) -> None:
    for side in (height, width):
        if not MIN_SIDE <= side <= MAX_SIDE:
            raise InvalidGridError(
                f"grid size {height} x {width}: expected each side {MIN_SIDE}..{MAX_SIDE}",
                code="generate.size", rows=height, cols=width, least=MIN_SIDE, most=MAX_SIDE)


def letter_weights(lexicon: Lexicon) -> dict[str, float]:
    """How often each letter occurs in the lexicon's words (shares summing to 1)."""
    counts = letter_counts(lexicon)
    total = sum(counts.values()) or 1
    return {letter: count / total for letter, count in counts.items()}


def generate(words: Iterable[str], *, height: int = DEFAULT_SIZE[0],
             width: int = DEFAULT_SIZE[1], difficulty: Difficulty = Difficulty.MEDIUM,
             seed: int | None = None, lang: str | None = None,
             weights: Mapping[str, float] | None = None, uppercase: bool = True,
             strict: bool = False, cancel: CancelToken | None = None,
             nested: bool = False) -> Puzzle:
    """A puzzle holding as many of `words` as fit (all of them, or PlacementError, if strict).
    A word inside another (melon, watermelon) is refused unless `nested`: then it is placed
    on its own too, and a solver finds it twice.

    An entry may be a phrase ("CURLING IRON"): its letters are hidden as one word, and the word
    list shows the phrase. `weights` are fill-letter frequencies (see `letter_weights`); uniform
    when None. The same seed and inputs give the same puzzle; without a seed one is drawn and
    kept in the result.
    """
    entries = list(words)
    lang = lang or detect_language("".join(entries)) or "en"
    alphabet = alphabet_for(lang)
    checked = check_words([entry_key(entry) for entry in entries], alphabet, min_letters=2)
    phrases: dict[str, str] = {}  # a hidden word -> the entry as typed, when that had spaces or hyphens
    for entry in entries:
        key = entry_key(entry)
        if key != entry.strip().lower() and key:
            phrases.setdefault(check_words([key], alphabet)[0], entry.strip())
    check_size(height, width)
    directions = difficulty.directions
    _check_lengths(checked, height, width)
    if not nested:
        _check_inside_each_other(checked, alphabet.fold)
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    rng = random.Random(seed)
    layout = _Search(checked, height, width, directions, rng, alphabet.fold, cancel,
                     nested).run()
    unplaced = tuple(word for word in checked if word not in layout.runs)
    if strict and unplaced:
        raise PlacementError(
            f"could not place {', '.join(map(repr, unplaced))} in a {height} x {width} grid "
            f"({difficulty.value}); expected a larger grid, fewer words or a harder difficulty",
            code="generate.unplaced", words=", ".join(unplaced), rows=height, cols=width)
    fill_letters, cumulative = _fill_table(weights, alphabet.letters, alphabet.fold)
    letters = _fill(layout, checked, (height, width), fill_letters, cumulative, rng, alphabet.fold)
    case = str.upper if uppercase else str.lower
    rows = tuple(case("".join(letters[row * width:(row + 1) * width])) for row in range(height))
    placements = tuple(
        Placement(case(phrases.get(word, word)),
                  tuple(divmod(cell, width) for cell in layout.runs[word][0]),
                  layout.runs[word][1])
        for word in checked if word in layout.runs)
    return Puzzle(rows, lang, placements, tuple(case(phrases.get(word, word))
                                                for word in unplaced), difficulty, seed)


def _check_lengths(words: Sequence[str], height: int, width: int) -> None:
    # E and S are allowed at every difficulty, so the longer side is the limit.
    longest = max(height, width)
    for word in words:
        if len(word) > longest:
            raise InvalidLettersError(
                f"word {word!r} has {len(word)} letters, longer than a {height} x {width} grid "
                f"allows (at most {longest})", code="generate.too_long", word=word,
                length=len(word), rows=height, cols=width, most=longest)


def _check_inside_each_other(words: Sequence[str], fold: Fold) -> None:
    """A word inside another, forwards or backwards, would always be found twice (solvers read
    all 8 directions whatever the difficulty), so the list cannot make a fair puzzle."""
    keys = [(word, fold(word)) for word in words]
    for inner, inner_key in keys:
        for outer, outer_key in keys:
            if inner is outer:
                continue
            if inner_key in outer_key or inner_key[::-1] in outer_key:
                how = "" if inner_key in outer_key else "backwards "
                raise InvalidLettersError(
                    f"word {inner!r} is {how}inside {outer!r}, so it would be found twice; "
                    "expected a list where no word contains another (remove one of them)",
                    code="generate.inside", word=inner, other=outer, backwards=bool(how))


@dataclass
class _Layout:
    cells: list[str | None]   # each cell's letter as the word spells it, None while empty
    axes: list[int]           # per cell, the axes of the words through it, as bits
    runs: dict[str, tuple[tuple[int, ...], Direction]]

    def score(self) -> tuple[int, int]:
        return len(self.runs), sum(len(run) for run, _ in self.runs.values())


class _Search:
    """The bounded placement search: attempts until every word fits or the budget is spent."""

    def __init__(self, words: Sequence[str], height: int, width: int,
                 directions: Sequence[Direction], rng: random.Random, fold: Fold,
                 cancel: CancelToken | None, nested: bool = False) -> None:
        self.nested = nested   # a word may show inside another (the user kept both)
        self.words, self.height, self.width = words, height, width
        self.directions, self.rng, self.fold, self.cancel = directions, rng, fold, cancel
        self.budget = FIT_CHECK_BUDGET

    def run(self) -> _Layout:
        size = self.height * self.width
        best = _Layout([None] * size, [0] * size, {})
        order = sorted(self.words, key=len, reverse=True)
        for _ in range(ATTEMPTS):
            if self.budget <= 0 or (self.cancel is not None and self.cancel.cancelled):
                break
            layout = _Layout([None] * size, [0] * size, {})
            for word in order:
                spot = self._spot(word, layout)
                if spot is not None:
                    self._put(word, spot, layout)
            if self._repeats(layout):
                continue
            if layout.score() > best.score():
                best = layout
            if len(best.runs) == len(self.words):
                break
            # Next time, words left out go first; others by length, ties in random order.
            left_out = [word for word in order if word not in layout.runs]
            placed = [word for word in order if word in layout.runs]
            self.rng.shuffle(placed)
            placed.sort(key=len, reverse=True)
            order = left_out + placed
        return best

    def _starts(self, word: str) -> list[tuple[Direction, range, range]]:
        span = len(word) - 1
        starts = []
        for direction in self.directions:
            step_row, step_col = direction.step
            rows = range(max(0, -step_row * span), min(self.height, self.height - step_row * span))
            cols = range(max(0, -step_col * span), min(self.width, self.width - step_col * span))
            if rows and cols:
                starts.append((direction, rows, cols))
        return starts

    def _spot(self, word: str, layout: _Layout) -> tuple[int, Direction] | None:
        """A start cell and direction for `word`: the most crossings among the first few fits
        found at random spots, else the first fit of a scan over every spot."""
        starts = self._starts(word)
        if not starts:
            return None
        rng, fits = self.rng, []
        for _ in range(_SAMPLES):
            direction, rows, cols = rng.choice(starts)
            start = rng.choice(rows) * self.width + rng.choice(cols)
            crossings = self._fit(word, start, direction, layout)
            if crossings >= 0:
                fits.append((crossings, rng.random(), start, direction))
                if len(fits) == _GOOD_FITS:
                    break
        if fits:
            _, _, start, direction = max(fits)
            return start, direction
        every = [(row * self.width + col, direction) for direction, rows, cols in starts
                 for row in rows for col in cols]
        offset = rng.randrange(len(every))
        for start, direction in every[offset:] + every[:offset]:
            if self.budget <= 0:
                break
            if self._fit(word, start, direction, layout) >= 0:
                return start, direction
        return None

    def _fit(self, word: str, start: int, direction: Direction, layout: _Layout) -> int:
        """How many letters `word` shares with placed words there, or -1 if it does not fit."""
        self.budget -= 1
        step = direction.step[0] * self.width + direction.step[1]
        axis = _AXIS[direction]
        cells, axes = layout.cells, layout.axes
        crossings = 0
        cell = start
        for char in word:
            present = cells[cell]
            if present is not None:
                if present != char or axes[cell] & axis:
                    return -1
                crossings += 1
            cell += step
        # Lying wholly on other words' letters would hide the word.
        return crossings if crossings < len(word) else -1

    def _put(self, word: str, spot: tuple[int, Direction], layout: _Layout) -> None:
        start, direction = spot
        step = direction.step[0] * self.width + direction.step[1]
        run = tuple(start + step * place for place in range(len(word)))
        for cell, char in zip(run, word):
            layout.cells[cell] = char
            layout.axes[cell] |= _AXIS[direction]
        key = self.fold(word)
        if key == key[::-1] and direction not in FORWARD:
            # A palindrome reads the same both ways: report it the way a solver reads it first.
            run, direction = run[::-1], direction.reverse
        layout.runs[word] = (run, direction)

    def _repeats(self, layout: _Layout) -> bool:
        """True when crossing words spell a listed word somewhere it was not placed (no fill
        could repair that)."""
        texts = ["#" if char is None else self.fold(char) for char in layout.cells]
        index = LineIndex(texts, self.height, self.width)
        for word in self.words:
            own = layout.runs.get(word)
            for run in index.find(self.fold(word)):
                if own is None or set(run) != set(own[0]):
                    if self.nested and any(set(run) <= set(other[0])
                                           for other in layout.runs.values()):
                        continue   # inside a longer listed word, as the user allowed
                    return True
        return False


def _fill_table(weights: Mapping[str, float] | None, letters: str,
                fold: Fold) -> tuple[list[str], list[float]]:
    """The fill letters and their cumulative weights (a key letter once: no ё when folded)."""
    if weights is None:
        weights = {letter: 1.0 for letter in letters}
    table: dict[str, float] = {}
    for letter, weight in weights.items():
        key = fold(letter)
        if weight > 0 and key in letters:
            table[key] = table.get(key, 0.0) + weight
    if not table:
        raise InvalidLettersError(f"no fill letters in {dict(weights)!r}, expected letter weights",
                                  code="generate.no_fill")
    fill_letters = sorted(table)
    return fill_letters, list(accumulate(table[letter] for letter in fill_letters))


def _fill(layout: _Layout, words: Sequence[str], shape: tuple[int, int], fill_letters: list[str],
          cumulative: list[float], rng: random.Random, fold: Fold) -> list[str]:
    """Random letters in the empty cells, drawn again where they spell a listed word a second
    time (or at all, for a word left out) until no listed word appears by accident."""
    height, width = shape
    empty = [cell for cell, letter in enumerate(layout.cells) if letter is None]
    letters = [letter or "" for letter in layout.cells]
    for cell, letter in zip(empty, rng.choices(fill_letters, cum_weights=cumulative,
                                               k=len(empty))):
        letters[cell] = letter
    is_fill = set(empty)
    total = cumulative[-1]
    for _ in range(_REFILL_ROUNDS):
        index = LineIndex([fold(letter) for letter in letters], height, width)
        redo: set[int] = set()
        for word in words:
            own = layout.runs.get(word)
            for run in index.find(fold(word)):
                if own is None or set(run) != set(own[0]):
                    redo.update(cell for cell in run if cell in is_fill)
        if not redo:
            return letters
        for cell in sorted(redo):
            current = letters[cell]
            # A different letter each time, so a one-letter clash cannot come back unchanged.
            for _ in range(8):
                choice = fill_letters[min(bisect(cumulative, rng.random() * total),
                                          len(fill_letters) - 1)]
                if choice != current or len(fill_letters) == 1:
                    break
            letters[cell] = choice
    raise PlacementError("could not fill the grid without repeating a listed word; "
                         "expected a larger grid or a different seed", code="generate.fill")
