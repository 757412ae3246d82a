"""Grid path search for the Boggle family (Boggle, Word Hunt, Ruzzle, Словомания, Wordament).

A depth-first walk from every cell, through neighbours not yet on the path, advancing in the rank
trie one tile at a time; a branch ends as soon as the trie has no node for it. Every word is
reported once, with the first path found (or all paths on request).

The walk itself lives in `grid_search`; this module turns what it finds into scored `WordHit`s.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from desktop_solver.core.board import Grid, TileKind
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.games import GameRules, rules_for
from desktop_solver.core.lexicon import Lexicon
from desktop_solver.core.grid_search import Found, SearchBoard, SearchCut, SearchLimits
from desktop_solver.core.scoring import Scoring, StepScore, score_path, score_word, step_score

Path = tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class WordHit:
    """A word found on a board: the dictionary's spelling, one path of (row, col), its score."""

    word: str
    path: Path
    score: int
    zipf: float = 0.0
    paths: tuple[Path, ...] = ()  # every path, when the search was asked for all of them

    @property
    def length(self) -> int:
        return len(self.word)


# The slots' setters, for `_Hits.maker`.
_set_word, _set_path, _set_score, _set_zipf, _set_paths = (
    getattr(WordHit, name).__set__ for name in WordHit.__slots__)


_T = TypeVar("_T")
_R = TypeVar("_R")


def solve(grid: Grid, lexicon: Lexicon, rules: GameRules | None = None, *,
          all_paths: bool = False, cancel: CancelToken | None = None,
          limits: SearchLimits = SearchLimits()) -> Generator[WordHit, None, SearchCut | None]:
    """Yield every word on the board, start cell by start cell (all at the end with all_paths,
    or when paths of one word may score differently: each word then scores by its best path).

    Stops quietly when `cancel` is set. Returns why the result is not complete when `limits`
    cut the search (a board of one repeated letter), else None.
    """
    rules = rules or rules_for()
    board = SearchBoard(grid, lexicon, rules, limits)
    found: Found = {}
    every_path = all_paths or _paths_differ(grid, rules)
    make = _Hits(board).maker(all_paths)
    search_from, new = board.searcher(found, every_path)
    for start in range(len(board.starts)):
        if cancel is not None and cancel.cancelled:
            return None
        search_from(start)
        if not every_path and new:
            yield from make(zip(new, map(found.__getitem__, new)))
            new.clear()
    if every_path:
        yield from make(found.items())
    return board.cut()


def drained(run: Generator[_T, None, _R]) -> tuple[list[_T], _R]:
    """Every item of a generator, and what it returned (a solve's SearchCut)."""
    items = []
    while True:
        try:
            items.append(next(run))
        except StopIteration as stop:
            return items, stop.value


def _paths_differ(grid: Grid, rules: GameRules) -> bool:
    """Whether two paths of one word may score differently: a game scored by tiles, on a board
    with printed values, bonus squares or special tiles."""
    return rules.scoring.by_tiles and any(
        tile.value is not None or tile.bonus is not None
        or tile.kind not in (TileKind.LETTERS, TileKind.BLOCKED) for tile in grid.tiles)


def solve_sorted(grid: Grid, lexicon: Lexicon, rules: GameRules | None = None, *,
                 all_paths: bool = False, cancel: CancelToken | None = None) -> list[WordHit]:
    return sort_hits(solve(grid, lexicon, rules, all_paths=all_paths, cancel=cancel))


def sort_hits(hits: Iterable[WordHit]) -> list[WordHit]:
    """Highest score first, then longest, then alphabetical."""
    return sorted(hits, key=lambda hit: (-hit.score, -hit.length, -hit.zipf, hit.word))


@lru_cache(maxsize=32)
def _length_scores(scoring: Scoring, longest: int) -> tuple[int, ...]:
    return tuple(score_word(scoring, length) for length in range(longest + 1))


class _Hits:
    """Turns what the search found (node, paths of step ids) into scored WordHits."""

    def __init__(self, board: SearchBoard) -> None:
        self.board = board
        self.lexicon, self.scoring = board.lexicon, board.rules.scoring
        grid = board.grid
        width = grid.width
        self.positions = [divmod(cell, width) for cell in board.step_cell]
        self.step_scores: list[StepScore] = [
            step_score(self.scoring, grid.tile_at(cell), self._letters(cell, text), grid.lang)
            for cell, text in zip(board.step_cell, board.step_text)
        ] if self.scoring.by_tiles else []
        # Scores that depend on length alone, looked up instead of computed per word.
        longest = sum(map(len, board.step_text))
        self.length_scores = () if self.scoring.by_tiles else _length_scores(
            self.scoring, longest)

    def maker(self, all_paths: bool
              ) -> Callable[[Iterable[tuple[int, list[tuple[int, ...]]]]], list[WordHit]]:
        """A function turning found (node, paths) into hits. It is called once per start cell
        (a hundred words a 4x4 board, sixteen calls), so what it reads is bound here once:
        binding it on every call cost 10-25 us a board, a twentieth of a solve."""
        spellings = self.lexicon.spellings.get
        zipf = self.lexicon.trie.zipf
        text_of, position_of = self.board.step_text.__getitem__, self.positions.__getitem__
        by_length, score_of = self.length_scores, self._score
        new = object.__new__
        set_word, set_path, set_score, set_zipf, set_paths = (
            _set_word, _set_path, _set_score, _set_zipf, _set_paths)

        def make(items: Iterable[tuple[int, list[tuple[int, ...]]]]) -> list[WordHit]:
            hits = []
            for node, paths in items:
                best = paths[0] if len(paths) == 1 else max(paths, key=score_of)
                key = "".join(map(text_of, best))
                # The generated __init__ of a frozen dataclass pays for object.__setattr__ per
                # field: the slots are filled directly (same fields, same order).
                hit = new(WordHit)
                set_word(hit, spellings(node, key))
                set_path(hit, tuple(map(position_of, best)))
                set_score(hit, by_length[len(key)] if by_length else score_of(best))
                set_zipf(hit, zipf[node] / 100)
                set_paths(hit, tuple(tuple(map(position_of, path)) for path in paths)
                          if all_paths else ())
                hits.append(hit)
            return hits

        return make

    def _letters(self, cell: int, key: str) -> str:
        """The tile's own letters for a step's search key (ё kept, which the key may fold)."""
        fold = self.lexicon.alphabet.fold
        return next((option for option in self.board.grid.tile_at(cell).options
                     if fold(option) == key), key)

    def _score(self, path: tuple[int, ...]) -> int:
        if not self.step_scores:
            step_text = self.board.step_text
            return score_word(self.scoring, sum([len(step_text[step]) for step in path]))
        return score_path(self.scoring, [self.step_scores[step] for step in path])
