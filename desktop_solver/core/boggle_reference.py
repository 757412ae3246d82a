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


def reference_solve(grid: Grid, words: Iterable[str], rules: GameRules,
                    fold_yo: bool = True) -> dict[str, set[Path]]:
    """Every word key (lowercase, ё folded when `fold_yo`) on the board, with all its paths."""
    alphabet = alphabet_for(grid.lang, fold_yo)
    keys = {alphabet.fold(word) for word in words}
    prefixes = {key[:end] for key in keys for end in range(1, len(key) + 1)}
    max_length = rules.max_length or 10**9
    neighbours = grid.neighbours(rules.diagonal)
    results: dict[str, set[Path]] = defaultdict(set)

    def extend(cell: int, text: str, path: tuple[int, ...]) -> None:
        tile = grid.tile_at(cell)
        path = path + (cell,)
        for option in tile.options:
            spelled = text + alphabet.fold(option)
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
