"""Балда's rules: the options, a move, and the position (board, turn, scores, played words).

Glossary: a *cell* is (row, col); the board is a tuple of row strings of lowercase letters with '.'
for an empty cell. A move puts one letter into an empty cell next to a filled one (side by side),
then spells a word along a *path* of cells that touch side by side (or diagonally too, as a
variant), each cell at most once, the new cell among them. The *start word* lies in the middle
row and counts as played; a word scores its length. `Position` checks everything but the
dictionary; `BaldaGame` (game.py) adds the dictionary.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop_solver.core.board import are_adjacent
from desktop_solver.core.errors import IllegalMoveError, InvalidGridError

Cell = tuple[int, int]
EMPTY = "."
MIN_SIDE, MAX_SIDE = 3, 10


@dataclass(frozen=True)
class BaldaOptions:
    """Variants of the rules. Diagonal steps only change how a word's path may go: a new letter
    still goes next to a filled cell side by side."""

    diagonal: bool = False
    min_length: int = 2
    plural_nouns: bool = True  # allow nouns that exist only in the plural (ножницы)

    def __post_init__(self) -> None:
        if self.min_length < 1:
            raise InvalidGridError(f"minimum word length {self.min_length!r} is too small, "
                                   "expected at least 1")


@dataclass(frozen=True)
class Move:
    """A letter put into `cell` and the word spelled along `path` (which includes `cell`).

    `word` is as spelled on the board (lowercase, ё read as е when the dictionary folds it);
    `spelling` is the dictionary's own spelling, for display. Two moves are the same move when
    cell, letter and word agree: the path is one way to trace the word, and any other gives the
    same game.
    """

    cell: Cell
    letter: str
    word: str
    path: tuple[Cell, ...] = field(compare=False)
    spelling: str = field(default="", compare=False)
    zipf: float = field(default=0.0, compare=False)  # the word's frequency, for ties

    @property
    def score(self) -> int:
        return len(self.word)

    @property
    def shown(self) -> str:
        return self.spelling or self.word

    def __str__(self) -> str:
        row, col = self.cell
        return f"{self.letter.upper()}@{row + 1}:{col + 1} {self.shown}"


def start_words(rows: tuple[str, ...]) -> list[str]:
    """What a start word may have left in a position: the letters of each middle row (either
    of the two on an even number of rows) when they run unbroken between empty cells, at least
    MIN_SIDE of them, as `Position.start` puts a word in a board wider than it."""
    runs = []
    for middle in dict.fromkeys((rows[len(rows) // 2], rows[(len(rows) - 1) // 2])):
        run = middle.strip(EMPTY)
        if len(run) >= MIN_SIDE and EMPTY not in run:
            runs.append(run)
    return runs


@dataclass(frozen=True)
class Position:
    """A Balda position. Immutable: `play` returns the next one, `undo` the one before."""

    rows: tuple[str, ...]
    turn: int = 0  # the player to move: 0 moved first
    scores: tuple[int, int] = (0, 0)
    played: frozenset[str] = frozenset()
    options: BaldaOptions = BaldaOptions()
    last_move: Move | None = field(default=None, compare=False, repr=False)
    parent: Position | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        check_rows(self.rows)
        if self.turn not in (0, 1):
            raise IllegalMoveError(f"turn {self.turn!r} is not a player, expected 0 or 1")

    @classmethod
    def start(cls, word: str, height: int | None = None, width: int | None = None,
              options: BaldaOptions = BaldaOptions()) -> Position:
        """A new game: `word` in the middle row (centred when the board is wider), nothing else.
        The board is square with the word's length as its side unless told otherwise."""
        word = word.strip().lower()
        width = width or height or len(word)
        height = height or width
        if not MIN_SIDE <= len(word) <= width:
            raise IllegalMoveError(
                f"start word {word!r} has {len(word)} letters, expected {MIN_SIDE}..{width} "
                f"to fit the middle row of a {height} x {width} board",
                code="balda.start_word_length", word=word, length=len(word), least=MIN_SIDE,
                most=width)
        left = (width - len(word)) // 2
        middle = EMPTY * left + word + EMPTY * (width - len(word) - left)
        rows = tuple(middle if row == height // 2 else EMPTY * width for row in range(height))
        return cls(rows, played=frozenset({word}), options=options)

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def width(self) -> int:
        return len(self.rows[0])

    def letter_at(self, cell: Cell) -> str:
        """The letter in a cell, or '' when it is empty."""
        row, col = cell
        letter = self.rows[row][col]
        return "" if letter == EMPTY else letter

    def cells(self) -> list[Cell]:
        return [(row, col) for row in range(self.height) for col in range(self.width)]

    @property
    def empty_cells(self) -> list[Cell]:
        return [cell for cell in self.cells() if not self.letter_at(cell)]

    @property
    def is_full(self) -> bool:
        return EMPTY not in "".join(self.rows)

    @property
    def lead(self) -> int:
        """The score of the player to move minus the other's."""
        return self.scores[self.turn] - self.scores[1 - self.turn]

    @property
    def history(self) -> tuple[Move, ...]:
        """The moves that led here from the first position this one was built from."""
        moves = []
        position: Position | None = self
        while position is not None and position.last_move is not None:
            moves.append(position.last_move)
            position = position.parent
        return tuple(reversed(moves))

    def to_text(self, separator: str = "/") -> str:
        return separator.join(self.rows)

    def __str__(self) -> str:
        return self.to_text()

    def check(self, move: Move) -> None:
        """Raise IllegalMoveError unless `move` keeps the rules (the dictionary aside)."""
        cell = move.cell
        if not self._inside(cell):
            raise IllegalMoveError(f"cell {_shown(cell)} of move {str(move)!r} is off the board")
        if self.letter_at(cell):
            raise IllegalMoveError(f"cell {_shown(cell)} of move {str(move)!r} is not empty")
        if len(move.letter) != 1 or not (move.letter.isalpha() and move.letter.islower()):
            raise IllegalMoveError(f"letter {move.letter!r} of move {str(move)!r} is not one "
                                   "lowercase letter")
        if not any(self._inside(nb) and self.letter_at(nb) for nb in _side_neighbours(cell)):
            raise IllegalMoveError(f"cell {_shown(cell)} of move {str(move)!r} touches no "
                                   "letter side by side")
        self._check_path(move)
        if len(move.word) < self.options.min_length:
            raise IllegalMoveError(f"word {move.word!r} is shorter than "
                                   f"{self.options.min_length} letters")
        if move.word in self.played:
            raise IllegalMoveError(f"word {move.word!r} has been played already")

    def play(self, move: Move) -> Position:
        self.check(move)
        row, col = move.cell
        rows = list(self.rows)
        rows[row] = rows[row][:col] + move.letter + rows[row][col + 1:]
        scores = list(self.scores)
        scores[self.turn] += move.score
        return Position(tuple(rows), 1 - self.turn, (scores[0], scores[1]),
                        self.played | {move.word}, self.options, move, self)

    def undo(self) -> Position:
        if self.parent is None:
            raise IllegalMoveError("no move to undo: this position has no history")
        return self.parent

    def _inside(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.height and 0 <= cell[1] < self.width

    def _check_path(self, move: Move) -> None:
        path = move.path
        if path.count(move.cell) != 1 or len(set(path)) != len(path):
            raise IllegalMoveError(f"path of move {str(move)!r} must hold the new cell once and "
                                   "no cell twice")
        spelled = []
        for step, cell in enumerate(path):
            if not self._inside(cell):
                raise IllegalMoveError(f"path of move {str(move)!r} leaves the board at "
                                       f"{_shown(cell)}")
            if step and not are_adjacent(path[step - 1], cell, self.options.diagonal):
                raise IllegalMoveError(f"path of move {str(move)!r} jumps from "
                                       f"{_shown(path[step - 1])} to {_shown(cell)}")
            letter = move.letter if cell == move.cell else self.letter_at(cell)
            if not letter:
                raise IllegalMoveError(f"path of move {str(move)!r} crosses the empty cell "
                                       f"{_shown(cell)}")
            spelled.append(letter)
        if "".join(spelled) != move.word:
            raise IllegalMoveError(f"path of move {str(move)!r} spells {''.join(spelled)!r}, "
                                   f"not {move.word!r}")


def check_rows(rows: tuple[str, ...]) -> None:
    """Raise InvalidGridError unless `rows` make a board: sides 3..10, lowercase letters and '.'."""
    height, width = len(rows), len(rows[0]) if rows else 0
    if not (MIN_SIDE <= height <= MAX_SIDE and MIN_SIDE <= width <= MAX_SIDE):
        raise InvalidGridError(f"a Balda board of {height} x {width} cells is outside the "
                               f"limits, expected each side {MIN_SIDE}..{MAX_SIDE}",
                               code="balda.size", rows=height, cols=width, least=MIN_SIDE,
                               most=MAX_SIDE)
    for number, row in enumerate(rows, 1):
        if len(row) != width:
            raise InvalidGridError(f"row {number} {row!r} has {len(row)} cells, expected {width}",
                                   code="grid.row_length", row=number, count=len(row),
                                   expected=width)
        bad = [ch for ch in row if ch != EMPTY and not (ch.isalpha() and ch.islower())]
        if bad:
            raise InvalidGridError(f"row {number} {row!r} holds {bad[0]!r}, expected "
                                   "lowercase letters and '.' for empty cells",
                                   code="grid.not_letter", row=number, char=bad[0], text=row)


def _side_neighbours(cell: Cell) -> tuple[Cell, ...]:
    row, col = cell
    return (row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)


def _shown(cell: Cell) -> str:
    """A cell as people count: row:column from 1."""
    return f"{cell[0] + 1}:{cell[1] + 1}"
