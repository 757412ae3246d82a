"""One Balda game's rules bound to a dictionary: positions from text, legal moves, checked play."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from desktop_solver.core.alphabet import alphabet_for
from desktop_solver.core.balda.lexicon import BaldaTries, balda_tries
from desktop_solver.core.balda.moves import (
    Found,
    MoveFinder,
    SearchState,
    key_cell,
    key_letter,
    key_node,
    make_key,
)
from desktop_solver.core.balda.rules import (
    EMPTY,
    MAX_SIDE,
    MIN_SIDE,
    BaldaOptions,
    Move,
    Position,
    check_rows,
    start_words,
)
from desktop_solver.core.board import TileKind, parse_grid, tokenize
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import DictionaryError, IllegalMoveError, InvalidGridError
from desktop_solver.core.lexicon import Lexicon
from desktop_solver.core.lexicon.trie import PLURAL, TERMINAL


class BaldaGame:
    """The rules of Balda over one dictionary and set of options.

    Words are compared by search key: lowercase, and ё read as е when the dictionary folds it,
    so the board holds е where ё was typed and a move's `spelling` gives the dictionary's ё back.
    """

    def __init__(self, lexicon: Lexicon, options: BaldaOptions = BaldaOptions(), *,
                 cache_dir: Path | None = None, tries: BaldaTries | None = None) -> None:
        self.lexicon, self.options = lexicon, options
        self.alphabet = lexicon.alphabet
        self.tries = tries or balda_tries(lexicon, cache_dir)
        self._finders: dict[tuple[int, int], MoveFinder] = {}

    @property
    def lang(self) -> str:
        return self.lexicon.lang

    def finder(self, height: int, width: int) -> MoveFinder:
        finder = self._finders.get((height, width))
        if finder is None:
            finder = MoveFinder(self.tries, self.options, height, width, self.alphabet.size)
            self._finders[height, width] = finder
        return finder

    # Words -----------------------------------------------------------------------------------

    def fold(self, word: str, what: str = "word") -> str:
        """The search key of a typed word; IllegalMoveError for characters outside the alphabet."""
        alphabet = self.alphabet
        key = alphabet.fold("".join(alphabet.normalize_char(ch) for ch in word.strip()))
        if not key or alphabet.indexes(key) is None:
            raise IllegalMoveError(f"{what} {word!r} is not written in the {self.lang!r} alphabet, "
                                   "expected letters only", code="balda.not_letters",
                                   what=what, word=word, lang=self.lang)
        return key

    def word_node(self, key: str) -> int:
        """The forward-trie node of a playable word (a search key), or -1."""
        letters = self.alphabet.indexes(key)
        node = self.tries.forward.walk(letters) if letters else -1
        if node < 0 or len(key) < self.options.min_length:
            return -1
        bits = self.tries.forward.mask[node]
        if not bits & TERMINAL or (bits & PLURAL and not self.options.plural_nouns):
            return -1
        return node

    def is_word(self, word: str) -> bool:
        """True when `word` may be played: in the dictionary, long enough, not plural-only."""
        try:
            return self.word_node(self.fold(word)) >= 0
        except IllegalMoveError:
            return False

    def _spelling(self, node: int, key: str) -> str:
        return self.lexicon.spelling(node, key)

    # Positions -------------------------------------------------------------------------------

    def new_position(self, word: str, height: int | None = None,
                     width: int | None = None) -> Position:
        """A new game with the start word `word` in the middle row."""
        if not word.strip():  # asked for, rather than called "not letters"
            raise IllegalMoveError("start word is empty, expected a word",
                                   code="balda.start_word_empty")
        key = self.fold(word, "start word")
        if self.word_node(key) < 0:
            raise IllegalMoveError(f"start word {word!r} is not a playable word of the "
                                   f"{self.lang!r} dictionary, expected a word from it",
                                   code="balda.start_word_unknown", word=word, lang=self.lang)
        return Position.start(key, height, width, self.options)

    def parse_position(self, text: str, used: Iterable[str] = (), *, turn: int = 0,
                       scores: tuple[int, int] = (0, 0), square: bool = False) -> Position:
        """A position from a board's text ('/' between rows, '.' for empty cells) and the words
        played so far. The middle row's letters, when they run unbroken and make a word, are
        taken for the start word (and count as played)."""
        rows = board_rows(text, self.lang, self.alphabet.fold_yo, square=square)
        played = set()
        for word in used:
            key = self.fold(word, "used word")
            if self.word_node(key) < 0:
                raise DictionaryError(f"used word {word!r} is not a playable word of the "
                                      f"{self.lang!r} dictionary", code="balda.used_word_unknown",
                                      word=word)
            played.add(key)
        # The start word: the middle row's letters (a word shorter than the row is centred).
        played.update(word for word in start_words(rows) if self.word_node(word) >= 0)
        return Position(rows, turn, scores, frozenset(played), self.options)

    def state(self, position: Position) -> SearchState:
        """The position as the move search walks it."""
        if position.options != self.options:
            raise IllegalMoveError(f"the position follows {position.options}, but this game "
                                   f"{self.options}: make positions with the game's methods")
        index = self.alphabet.index
        letters = [-1 if ch == EMPTY else index(ch) for row in position.rows for ch in row]
        played = (self.word_node(word) for word in position.played)
        return self.finder(position.height, position.width).state(
            [-1 if letter is None else letter for letter in letters],
            [node for node in played if node >= 0])

    # Moves -----------------------------------------------------------------------------------

    def legal_moves(self, position: Position, cancel: CancelToken | None = None) -> list[Move]:
        """Every legal move, best (longest) first; empty when cancelled."""
        finder = self.finder(position.height, position.width)
        found = finder.full(self.state(position), cancel)
        if cancel is not None and cancel.cancelled:
            return []
        return self.moves_of(position, found)

    def legal_moves_after(self, position: Position, moves: Iterable[Move],
                          move: Move) -> tuple[Position, list[Move]]:
        """The position after `move` and its legal moves, found from `moves` (those of
        `position`) by searching only through the new letter."""
        child = self.play(position, move)
        previous = {self.key_of(position, known): known for known in moves}
        state = self.state(position)
        key = self.key_of(position, move)
        saved = state.place(key_cell(key), key_letter(key), key_node(key))
        found = self.finder(position.height, position.width).after(
            state, {k: () for k in previous}, key, saved)
        return child, sort_moves(previous[k] if k in previous else self.move_of(child, k, path)
                                 for k, path in found.items())

    def moves_of(self, position: Position, found: Found) -> list[Move]:
        return sort_moves(self.move_of(position, key, path) for key, path in found.items())

    def move_of(self, position: Position, key: int, path: tuple[int, ...]) -> Move:
        """A search key and its path of flat cells as a Move of `position`."""
        cells = _cells(position.height, position.width)
        board = "".join(position.rows)
        cell, letter = key_cell(key), self.alphabet.letters[key_letter(key)]
        word = "".join([letter if step == cell else board[step] for step in path])
        node = key_node(key)
        return Move(cells[cell], letter, word, tuple([cells[step] for step in path]),
                    self._spelling(node, word), self.lexicon.zipf_at(node))

    def key_of(self, position: Position, move: Move) -> int:
        """A move as a search key; IllegalMoveError when its word cannot be played."""
        node = self.word_node(move.word)
        if node < 0:
            raise IllegalMoveError(f"word {move.word!r} is not a playable word of the "
                                   f"{self.lang!r} dictionary")
        letter = self.alphabet.index(move.letter)
        if letter is None:
            raise IllegalMoveError(f"letter {move.letter!r} is not in the {self.lang!r} alphabet")
        row, col = move.cell
        return make_key(len(move.word), node, row * position.width + col, letter)

    def play(self, position: Position, move: Move) -> Position:
        """The position after `move`, checked against the rules and the dictionary."""
        position.check(move)
        self.key_of(position, move)
        return position.play(move)

    def is_over(self, position: Position) -> bool:
        """True when the board is full or the player to move has no move."""
        if position.is_full:
            return True
        finder = self.finder(position.height, position.width)
        state = self.state(position)
        found: Found = {}
        for anchor in range(finder.cell_count):
            if state.candidates >> anchor & 1:
                finder.from_cell(state, anchor, found)
                if found:
                    return False
        return True


def board_rows(text: str, lang: str, fold_yo: bool = True, *,
               square: bool = False) -> tuple[str, ...]:
    """The rows of a Balda board typed as text, checked (no dictionary needed): one letter of
    the language or '.' per cell, each side 3..10, square when asked."""
    token_rows = tokenize(text)
    height, width = len(token_rows), max(map(len, token_rows), default=0)
    if height > MAX_SIDE or width > MAX_SIDE:
        raise InvalidGridError(f"board of {height} x {width} cells is over the limit, expected "
                               f"each side {MIN_SIDE}..{MAX_SIDE}", code="balda.size",
                               rows=height, cols=width, least=MIN_SIDE, most=MAX_SIDE)
    grid = parse_grid(text, lang)
    alphabet = alphabet_for(lang, fold_yo)
    rows = []
    for number, row in enumerate(grid.rows, 1):
        cells = []
        for tile in row:
            if tile.kind is TileKind.BLOCKED:
                cells.append(EMPTY)
            elif tile.kind is TileKind.LETTERS and len(tile.options[0]) == 1:
                cells.append(alphabet.fold(tile.options[0]))
            else:
                raise InvalidGridError(f"row {number}: tile {tile.token!r} is not one letter, "
                                       "expected a letter or '.' in a Balda board",
                                       code="balda.one_letter", row=number, token=tile.token)
        rows.append("".join(cells))
    check_rows(tuple(rows))
    if square and grid.height != grid.width:
        raise InvalidGridError(f"board {text!r} is {grid.height} x {grid.width}, "
                               "expected a square board", code="balda.not_square",
                               rows=grid.height, cols=grid.width)
    if all(cell == EMPTY for row in rows for cell in row):
        raise InvalidGridError(f"board {text!r} has no letters, expected a start word in it",
                               code="balda.no_letters")
    return tuple(rows)


@lru_cache(maxsize=64)
def _cells(height: int, width: int) -> tuple[tuple[int, int], ...]:
    """(row, col) of each flat cell."""
    return tuple(divmod(cell, width) for cell in range(height * width))


def sort_moves(moves: Iterable[Move]) -> list[Move]:
    """Longest word first, then the most common, then alphabetical, then by cell."""
    return sorted(moves, key=lambda move: (-move.score, -move.zipf, move.word, move.cell,
                                           move.letter))
