"""Word search: words written in straight lines through a grid of letters.

Glossary:
- *direction*: one of the 8 compass steps, named by where the word reads towards: E (left to
  right), W (right to left), S (top to bottom), N (bottom to top), SE, SW, NE, NW (diagonals).
- *line*: the cells met walking from a grid edge in one direction until the opposite edge.
  Every straight run of cells is a slice of exactly one line of its direction.
- *placement*: where a word lies: its start cell, direction and path of (row, col) cells.
- Two placements over the same cells (a palindrome read both ways, a one-letter word in any
  direction) count as one.

With a word list, each word is looked for with `str.find` along the lines of the four forward
directions, and reversed for the other four. Without one, every cell starts a walk down the
lexicon's trie in each direction, so the cost follows the grid, not the dictionary.
Words that may bend (each cell once, any neighbour next) are the grid solver's job: see
`solve_any_path`, which hands them to `desktop_solver.core.boggle`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from desktop_solver.core.alphabet import Alphabet, alphabet_for
from desktop_solver.core.board import Grid, TileKind, parse_grid
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import InvalidGridError, InvalidLettersError
from desktop_solver.core.lexicon import Lexicon, lexicon_from_words
from desktop_solver.core.lexicon.trie import LOWER_BITS, TERMINAL

if TYPE_CHECKING:
    from desktop_solver.core.grid_search import SearchCut

MAX_SIDE = 60
Cell = tuple[int, int]
Path = tuple[Cell, ...]


class Direction(Enum):
    """Where a word reads towards; the value is the (row, column) step."""

    E = (0, 1)
    W = (0, -1)
    S = (1, 0)
    N = (-1, 0)
    SE = (1, 1)
    SW = (1, -1)
    NE = (-1, 1)
    NW = (-1, -1)

    @property
    def step(self) -> tuple[int, int]:
        return self.value

    @property
    def label(self) -> str:
        return _LABELS[self]

    @property
    def reverse(self) -> Direction:
        row, col = self.value
        return Direction((-row, -col))


_LABELS = {
    Direction.E: "right", Direction.W: "left", Direction.S: "down", Direction.N: "up",
    Direction.SE: "down-right", Direction.SW: "down-left", Direction.NE: "up-right",
    Direction.NW: "up-left",
}
FORWARD = (Direction.E, Direction.S, Direction.SE, Direction.SW)


@dataclass(frozen=True)
class Placement:
    """One place a word lies: start (row, col), direction (None for a bending path), cells."""

    word: str
    path: Path
    direction: Direction | None

    @property
    def start(self) -> Cell:
        return self.path[0]


@dataclass(frozen=True)
class FoundWord:
    """A word found in the grid, with every placement (the first is the one to show)."""

    word: str
    placements: tuple[Placement, ...]
    zipf: float = 0.0

    @property
    def count(self) -> int:
        return len(self.placements)

    @property
    def path(self) -> Path:
        return self.placements[0].path

    @property
    def direction(self) -> Direction | None:
        return self.placements[0].direction


@dataclass(frozen=True)
class WordSearchResult:
    """The words of a list that were found (in list order) and those that were not."""

    found: tuple[FoundWord, ...]
    missing: tuple[str, ...]
    cut: SearchCut | None = None  # why bending paths were not all walked (see grid_search)


def parse_wordsearch(text: str, lang: str | None = None, max_side: int = MAX_SIDE) -> Grid:
    """A word-search grid from text: rows by '/' or new lines, one letter per cell, '.' a gap."""
    grid = parse_grid(text, lang, max_side=max_side)
    check_grid(grid)
    return grid


def check_grid(grid: Grid) -> None:
    for cell, tile in enumerate(grid.tiles):
        if tile.kind is TileKind.BLOCKED:
            continue
        if tile.kind is not TileKind.LETTERS or len(tile.options[0]) != 1:
            row, col = grid.position(cell)
            raise InvalidGridError(
                f"tile {tile.token!r} at row {row + 1}, column {col + 1}: a word-search grid "
                "holds one letter per cell, or '.' for a gap", code="wordsearch.one_letter",
                token=tile.token, row=row + 1, col=col + 1)


# Entries of a list are separated by new lines, commas and semicolons; spaces, hyphens and
# apostrophes inside an entry belong to a phrase ("CURLING IRON"), looked for without them.
_ENTRY_SEPARATORS = re.compile(r"[\n,;]+")
_JOINERS = re.compile(r"[\s\-'’]+")


def list_entries(text: str) -> list[str]:
    """The entries of a word list as typed ('#' starts a comment), phrases kept whole."""
    lines = (line.split("#", 1)[0] for line in text.splitlines())
    entries = (" ".join(entry.split()) for entry in _ENTRY_SEPARATORS.split("\n".join(lines)))
    return [entry for entry in entries if entry]


def entry_key(entry: str) -> str:
    """What is looked for in the grid: the entry's letters, lower case."""
    return _JOINERS.sub("", entry).lower()


def check_words(words: Iterable[str], alphabet: Alphabet, min_letters: int = 1) -> list[str]:
    """The words in lowercase (Latin look-alikes read as Cyrillic for Russian), duplicates
    dropped, or InvalidLettersError naming the first word that is not made of letters."""
    checked: list[str] = []
    keys: set[str] = set()
    for raw in words:
        word = "".join(alphabet.normalize_char(ch) for ch in raw.strip())
        if not word:
            continue
        if alphabet.indexes(word) is None:
            bad = next(ch for ch in raw.strip() if alphabet.index(alphabet.normalize_char(ch))
                       is None)
            raise InvalidLettersError(
                f"word {raw!r}: {bad!r} is not a letter of the {alphabet.lang!r} alphabet, "
                "expected letters only", code="words.not_letter", word=raw.strip(), char=bad)
        if len(word) < min_letters:
            raise InvalidLettersError(
                f"word {raw!r} is too short, expected at least {min_letters} letters",
                code="words.too_short", word=raw.strip(), least=min_letters)
        key = alphabet.fold(word)
        if key not in keys:
            keys.add(key)
            checked.append(word)
    if not checked:
        raise InvalidLettersError("the word list is empty, expected at least one word",
                                  code="words.none")
    return checked


class LineIndex:
    """The grid's lines in the four forward directions, each direction joined into one string
    (lines apart by '#') with the cell under every character, for fast `str.find`.

    `texts` holds each cell's folded letter, '#' for a gap or an empty cell.
    """

    def __init__(self, texts: Sequence[str], height: int, width: int) -> None:
        self._joined: list[tuple[str, list[int]]] = []
        for direction in FORWARD:
            chars: list[str] = []
            cells_at: list[int] = []
            for cells in grid_lines(height, width, direction):
                chars.extend(texts[cell] for cell in cells)
                cells_at.extend(cells)
                chars.append("#")
                cells_at.append(-1)
            self._joined.append(("".join(chars), cells_at))

    @classmethod
    def of_grid(cls, grid: Grid, alphabet: Alphabet) -> LineIndex:
        texts = [alphabet.fold(tile.options[0]) if tile.options else "#" for tile in grid.tiles]
        return cls(texts, grid.height, grid.width)

    def find(self, key: str) -> list[tuple[int, ...]]:
        """Every placement of `key` as flat cells in reading order, same cells merged."""
        found: list[tuple[int, ...]] = []
        seen: set[frozenset[int]] = set()
        size = len(key)
        targets = ((key, False),) if key == key[::-1] else ((key, False), (key[::-1], True))
        for text, cells_at in self._joined:
            for target, reverse in targets:
                at = text.find(target)
                while at >= 0:
                    run = cells_at[at:at + size]
                    if reverse:
                        run.reverse()
                    cell_set = frozenset(run)
                    if cell_set not in seen:
                        seen.add(cell_set)
                        found.append(tuple(run))
                    at = text.find(target, at + 1)
        return found

    def has_nearly(self, key: str, letters: str) -> bool:
        """Whether `key`, with at most one of its letters changed to one of `letters`, lies in a
        line either way (one regular expression over each direction's lines rather than a
        search for each of the changed words)."""
        choice = f"[{re.escape(letters)}]"
        patterns = [re.compile("|".join(re.escape(target[:i]) + choice + re.escape(target[i + 1:])
                                        for i in range(len(target))))
                    for target in {key, key[::-1]}]
        return any(pattern.search(text) for text, _ in self._joined for pattern in patterns)


def grid_lines(height: int, width: int, direction: Direction) -> list[list[int]]:
    """Every line of a height x width grid in `direction`, as flat cells in reading order."""
    step_row, step_col = direction.step
    lines = []
    for row in range(height):
        for col in range(width):
            # A line starts where the cell before it would be outside the grid.
            if 0 <= row - step_row < height and 0 <= col - step_col < width:
                continue
            cells = []
            r, c = row, col
            while 0 <= r < height and 0 <= c < width:
                cells.append(r * width + c)
                r += step_row
                c += step_col
            lines.append(cells)
    return lines


def direction_of(cells: Sequence[int], width: int) -> Direction:
    """The direction of a straight run of flat cells (E for a single cell)."""
    if len(cells) < 2:
        return Direction.E
    row_a, col_a = divmod(cells[0], width)
    row_b, col_b = divmod(cells[1], width)
    return Direction((row_b - row_a, col_b - col_a))


def solve_list(grid: Grid, words: Iterable[str], *,
               cancel: CancelToken | None = None) -> WordSearchResult:
    """Where each listed word lies in straight lines; words not found are `missing`."""
    alphabet = alphabet_for(grid.lang)
    checked = check_words(words, alphabet)
    lines = LineIndex.of_grid(grid, alphabet)
    found, missing = [], []
    for word in checked:
        if cancel is not None and cancel.cancelled:
            break
        runs = lines.find(alphabet.fold(word))
        if runs:
            found.append(FoundWord(word, tuple(_placement(grid, word, run) for run in runs)))
        else:
            missing.append(word)
    return WordSearchResult(tuple(found), tuple(missing))


def solve_dictionary(grid: Grid, lexicon: Lexicon, min_length: int = 4, *,
                     cancel: CancelToken | None = None) -> Iterator[FoundWord]:
    """Every dictionary word of at least `min_length` letters in a straight line, direction by
    direction; a word met in several directions comes at the end of the last one."""
    if min_length < 1:
        raise InvalidLettersError(f"shortest length {min_length} must be at least 1")
    alphabet = lexicon.alphabet
    index = alphabet.index
    tiles = grid.tiles
    letters = [index(alphabet.fold(tile.options[0])) if tile.options else None for tile in tiles]
    mask, first = lexicon.trie.mask, lexicon.trie.first
    found: dict[int, list[tuple[int, ...]]] = {}
    seen: set[tuple[int, frozenset[int]]] = set()
    for direction in Direction:
        if cancel is not None and cancel.cancelled:
            return
        for cells in grid_lines(grid.height, grid.width, direction):
            line = [letters[cell] for cell in cells]
            size = len(line)
            for start in range(size - min_length + 1):
                node = 0
                for end in range(start, size):
                    letter = line[end]
                    bits = mask[node]
                    if letter is None or not bits >> letter & 1:
                        break
                    node = first[node] + (bits & LOWER_BITS[letter]).bit_count()
                    if end - start + 1 >= min_length and mask[node] & TERMINAL:
                        run = tuple(cells[start:end + 1])
                        mark = (node, frozenset(run))
                        if mark not in seen:
                            seen.add(mark)
                            found.setdefault(node, []).append(run)
    yield from sort_found(_found_words(grid, lexicon, found))


def _found_words(grid: Grid, lexicon: Lexicon,
                 found: dict[int, list[tuple[int, ...]]]) -> Iterator[FoundWord]:
    alphabet = lexicon.alphabet
    for node, runs in found.items():
        key = "".join(alphabet.fold(grid.tiles[cell].options[0]) for cell in runs[0])
        word = lexicon.spelling(node, key)
        yield FoundWord(word, tuple(_placement(grid, word, run) for run in runs),
                        lexicon.zipf_at(node))


def sort_found(words: Iterable[FoundWord]) -> list[FoundWord]:
    """Longest first, then alphabetical."""
    return sorted(words, key=lambda found: (-len(found.word), -found.zipf, found.word))


def solve_any_path(grid: Grid, lexicon: Lexicon | None = None, *,
                   words: Iterable[str] | None = None, min_length: int = 4,
                   cancel: CancelToken | None = None) -> WordSearchResult:
    """Words along bending paths (each cell once, any of the 8 neighbours next): the grid
    solver's search, over the listed `words` if given (any length), else over `lexicon`."""
    from desktop_solver.core.boggle import drained, solve
    from desktop_solver.core.games import rules_for

    if words is None and lexicon is None:
        raise ValueError("solve_any_path needs a lexicon or a word list")
    checked = check_words(words, alphabet_for(grid.lang)) if words is not None else []
    if words is not None:
        lexicon = lexicon_from_words(checked, grid.lang)
        min_length = 1
    assert lexicon is not None
    fold = lexicon.alphabet.fold
    hits, cut = drained(solve(grid, lexicon, rules_for(min_length=min_length), cancel=cancel))
    found = {fold(hit.word): FoundWord(hit.word, (Placement(hit.word, hit.path, None),), hit.zipf)
             for hit in hits}
    if words is None:
        return WordSearchResult(tuple(sort_found(found.values())), (), cut)
    return WordSearchResult(tuple(found[fold(word)] for word in checked if fold(word) in found),
                            tuple(word for word in checked if fold(word) not in found), cut)


def _placement(grid: Grid, word: str, run: Sequence[int]) -> Placement:
    return Placement(word, tuple(grid.position(cell) for cell in run),
                     direction_of(run, grid.width))
