"""A plain reference solver: sets of words and prefixes, strings, no trie and no bit tricks.

It exists to check the fast solver (tests compare the two on random boards) and to give the
benchmark a baseline. Obviously correct beats fast here.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from desktop_solver.core.alphabet import alphabet_for
from desktop_solver.core.board import Grid, TileKind
from desktop_solver.core.games import GameRules

Path = tuple[tuple[int, int], ...]


class ReferenceSolver:
    """Holds a word list as a set of search keys and a set of their prefixes."""

    def __init__(self, words: Iterable[str], lang: str, fold_yo: bool = True) -> None:
        self.alphabet = alphabet_for(lang, fold_yo)
        self.keys = {self.alphabet.fold(word) for word in words}
        self.prefixes = {key[:end] for key in self.keys for end in range(1, len(key) + 1)}

    def solve(self, grid: Grid, rules: GameRules) -> dict[str, set[Path]]:
        """Every word key on the board (lowercase, ё folded when folding), with all its paths."""
        fold, keys, prefixes = self.alphabet.fold, self.keys, self.prefixes
        max_length = rules.max_length or 10**9
        neighbours = grid.neighbours(rules.diagonal)
        results: dict[str, set[Path]] = defaultdict(set)

        def extend(cell: int, text: str, path: tuple[int, ...]) -> None:
            tile = grid.tile_at(cell)
            path = path + (cell,)
            for option in tile.options:
                spelled = text + fold(option)
                if spelled not in prefixes or len(spelled) > max_length:
                    continue
                if spelled in keys and len(spelled) >= rules.min_length:
                    results[spelled].add(tuple(grid.position(c) for c in path))
                if tile.kind is TileKind.SUFFIX:
                    continue
                for nb in neighbours[cell]:
                    kind = grid.tile_at(nb).kind
                    if nb not in path and kind not in (TileKind.PREFIX, TileKind.BLOCKED):
                        extend(nb, spelled, path)

        for start, tile in enumerate(grid.tiles):
            if tile.kind not in (TileKind.SUFFIX, TileKind.BLOCKED):
                extend(start, "", ())
        return dict(results)


def reference_solve(grid: Grid, words: Iterable[str], rules: GameRules,
                    fold_yo: bool = True) -> dict[str, set[Path]]:
    """One-off use of the reference solver."""
    return ReferenceSolver(words, grid.lang, fold_yo).solve(grid, rules)
