"""The board compiled for the path search, and the two depth-first loops that walk it.

Glossary:
- *step*: one way onto a cell: the letters its tile adds (an either/or tile has one step per
  option). Step ids: a cell's first option has the cell's own number, further options follow the
  last cell, so on a plain board a path of steps is a path of cells.
- *letter mask* of a cell: the first letters of the steps onto its neighbours as bits; one AND with
  a trie node's child mask says which branches can go on at all.
- *plain board*: one letter per tile and no prefix, suffix or either/or tile. It takes a tighter
  loop (for each letter, the neighbour cells that carry it as one bitmask) because it is what users
  solve most.
When the compiled walker of `desktop_solver.native` is built, it runs instead of both loops: it
walks the same steps in the same order, so results are the same to the path.
The loops record a word as they step onto its last tile and only recurse where a child is
possible, so dead ends cost no function call.
The work is bounded (`SearchLimits`): a board of one repeated letter and a list of long runs of
it has more paths than could ever be walked; the search then stops and says so (`SearchCut`).
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from operator import itemgetter
from typing import Any

from desktop_solver.core.board import Grid, Tile, TileKind
from desktop_solver.core.games import GameRules
from desktop_solver.core.lexicon import Lexicon
from desktop_solver.core.lexicon.trie import LOWER_BITS, TERMINAL, RankTrie
from desktop_solver.native import grid_walker

# (cell, 1 << cell, letters after the first, letter count, step id)
_Step = tuple[int, int, tuple[int, ...], int, int]
Found = dict[int, list[tuple[int, ...]]]  # terminal node -> paths of step ids
_UNLIMITED = 1 << 30
_first_letter = itemgetter(0)


@dataclass(frozen=True)
class SearchLimits:
    """Bounds on one board's search: steps onto a tile in all, and paths kept per word when all
    are asked for. Random 30 x 30 boards with the large lists took 120,000 steps (English) and
    77,000 (Russian), a 5 x 5 board under 1,500; 5 million is 40 times that, 0.1 s compiled
    and about 2 s in pure Python. A 5 x 5 board of A with a list of runs of A up to 16 letters
    has over 10**10 paths."""

    steps: int = 5_000_000
    paths_per_word: int = 1000


@dataclass(frozen=True)
class SearchCut:
    """Why a search's result is not complete: the step bound stopped it (words may be missing),
    or some words had more paths than were kept."""

    steps: int | None = None
    paths_per_word: int | None = None

    def __str__(self) -> str:
        parts = []
        if self.steps is not None:
            parts.append(f"the search stopped after {self.steps:,} steps (the board's repeated "
                         "letters make too many paths); words may be missing")
        if self.paths_per_word is not None:
            parts.append(f"only the first {self.paths_per_word:,} paths of a word are kept")
        return "; ".join(parts)


class _StepsCut(Exception):
    """The step bound was reached: unwinds the pure-Python search."""


class SearchBoard:
    """A grid compiled for one lexicon and one set of rules."""

    def __init__(self, grid: Grid, lexicon: Lexicon, rules: GameRules,
                 limits: SearchLimits = SearchLimits()) -> None:
        self.grid, self.lexicon, self.rules, self.limits = grid, lexicon, rules, limits
        self._steps_cut = self._paths_cut = False
        self._native: Any = None
        tiles = grid.tiles
        self.step_cell = list(range(len(tiles)))
        self.step_text = [""] * len(tiles)  # search keys: lowercase, ё folded as the lexicon does
        self.step_letters: list[tuple[int, ...]] = [()] * len(tiles)
        onto = self._steps_onto(tiles)
        self.starts = [() if tile.kind is TileKind.SUFFIX else onto[cell]
                       for cell, tile in enumerate(tiles)]
        # Per cell, (first letter, step) for each step onto a neighbour that may follow it.
        self.steps_out: list[list[tuple[int, _Step]]] = [
            [] if tile.kind is TileKind.SUFFIX else
            [pair for nb in neighbours if tiles[nb].kind is not TileKind.PREFIX
             for pair in onto[nb]]
            for tile, neighbours in zip(tiles, grid.neighbours(rules.diagonal))]
        self.plain = all(tile.kind is TileKind.BLOCKED or
                         (tile.kind is TileKind.LETTERS and len(tile.options[0]) == 1)
                         for tile in tiles)

    @cached_property
    def by_letter(self) -> list[dict[int, tuple[_Step, ...]]]:
        """Per cell, its steps out grouped by first letter."""
        by_letter = []
        for pairs in self.steps_out:
            groups: dict[int, list[_Step]] = {}
            for letter, step in pairs:
                groups.setdefault(letter, []).append(step)
            by_letter.append({letter: tuple(steps) for letter, steps in groups.items()})
        return by_letter

    @cached_property
    def letter_masks(self) -> list[int]:
        return [sum(1 << letter for letter in groups) for groups in self.by_letter]

    def _steps_onto(self, tiles: Sequence[Tile]) -> list[tuple[tuple[int, _Step], ...]]:
        """Per cell, (first letter, step) for each option its tile has."""
        alphabet = self.lexicon.alphabet
        onto = []
        for cell, tile in enumerate(tiles):
            steps = []
            for number, option in enumerate(tile.options):
                text, letters = alphabet.search_key(option)
                if not letters:
                    continue
                step_id = cell if number == 0 else len(self.step_cell)
                if number:
                    self.step_cell.append(cell)
                    self.step_text.append(text)
                    self.step_letters.append(())
                self.step_text[step_id] = text
                self.step_letters[step_id] = letters
                steps.append((letters[0], (cell, 1 << cell, letters[1:], len(letters), step_id)))
            onto.append(tuple(steps))
        return onto

    def searcher(self, found: Found, all_paths: bool) -> tuple[Callable[[int], None], list[int]]:
        """A function that walks every path from one start cell, adding words to `found`, and
        the list where it appends the nodes of words found for the first time."""
        trie = self.lexicon.trie
        new: list[int] = []
        native = grid_walker()
        if native is not None and _is_flat(trie):
            walker = self._native = native(
                mask=trie.mask, first=trie.first, step_cell=self.step_cell,
                step_letters=self.step_letters,
                cell_out=[[step[4] for _, step in sorted(pairs, key=_first_letter)]
                          for pairs in self.steps_out],
                cell_starts=[[step[4] for _, step in starts] for starts in self.starts],
                min_length=self.rules.min_length, max_length=self.rules.max_length or _UNLIMITED,
                all_paths=all_paths, found=found, new=new, steps=self.limits.steps,
                paths_per_word=self.limits.paths_per_word)
            return walker.search_from, new
        mask, first, walk = trie.mask, trie.first, trie.walk
        letter_masks = self.letter_masks
        min_length = self.rules.min_length
        max_length = self.rules.max_length or _UNLIMITED
        path = [0] * (len(self.step_cell) + 1)

        paths_per_word = self.limits.paths_per_word

        def record(node: int, depth: int) -> None:
            paths = found.get(node)
            if paths is None:
                found[node] = [tuple(path[:depth])]
                new.append(node)
            elif all_paths:
                if len(paths) < paths_per_word:
                    paths.append(tuple(path[:depth]))
                else:
                    self._paths_cut = True

        loop = self._plain_loop if self.plain else self._tile_loop
        visit = loop(path, record, found, all_paths)

        root_bits, root_first = mask[0], first[0]

        def search_from(start: int) -> None:
            if self._steps_cut:
                return
            try:
                walk_from(start)
            except _StepsCut:
                self._steps_cut = True

        def walk_from(start: int) -> None:
            for letter, (_, cell_bit, rest, count, step_id) in self.starts[start]:
                if count > max_length:
                    continue
                if rest:
                    node = walk((letter, *rest))
                elif root_bits >> letter & 1:  # one letter: the root's child, no walk
                    node = root_first + (root_bits & LOWER_BITS[letter]).bit_count()
                else:
                    node = -1
                if node < 0:
                    continue
                path[0] = step_id
                bits = mask[node]
                if bits & TERMINAL and count >= min_length:
                    record(node, 1)
                if bits & letter_masks[start]:
                    visit(start, bits, first[node], cell_bit, 1, count)

        return search_from, new

    def cut(self) -> SearchCut | None:
        """Why the last search's result is not complete, or None when it is."""
        steps_cut, paths_cut = self._steps_cut, self._paths_cut
        if self._native is not None:
            steps_cut, paths_cut = bool(self._native.steps_cut), bool(self._native.paths_cut)
        if not (steps_cut or paths_cut):
            return None
        return SearchCut(self.limits.steps if steps_cut else None,
                         self.limits.paths_per_word if paths_cut else None)

    def _plain_loop(self, path: list[int], record: Callable[[int, int], None],
                    found: Found, all_paths: bool
                    ) -> Callable[[int, int, int, int, int, int], None]:
        mask, first = self.lexicon.trie.mask, self.lexicon.trie.first
        letter_masks = self.letter_masks
        # Per cell and letter bit, the neighbour cells that carry the letter, as one bitmask.
        neighbour_bits = [{1 << letter: sum(step[1] for step in steps)
                           for letter, steps in groups.items()} for groups in self.by_letter]
        min_length = self.rules.min_length
        max_length = self.rules.max_length or _UNLIMITED
        steps_left = self.limits.steps

        def visit(cell: int, bits: int, base: int, used: int, depth: int, length: int) -> None:
            nonlocal steps_left
            common = bits & letter_masks[cell]
            by_letter = neighbour_bits[cell]
            depth_after = depth + 1
            is_long_enough = depth_after >= min_length
            may_grow = depth_after < max_length
            while common:
                low = common & -common
                common ^= low
                node = base + (bits & (low - 1)).bit_count()
                child_bits = mask[node]
                is_word = is_long_enough and child_bits & TERMINAL
                candidates = by_letter[low] & ~used
                while candidates:
                    nb_bit = candidates & -candidates
                    candidates ^= nb_bit
                    nb = nb_bit.bit_length() - 1
                    steps_left -= 1
                    if steps_left < 0:
                        raise _StepsCut
                    path[depth] = nb
                    if is_word and (all_paths or node not in found):
                        record(node, depth_after)
                    if may_grow and child_bits & letter_masks[nb]:
                        visit(nb, child_bits, first[node], used | nb_bit, depth_after, depth_after)

        return visit

    def _tile_loop(self, path: list[int], record: Callable[[int, int], None],
                   found: Found, all_paths: bool) -> Callable[[int, int, int, int, int, int], None]:
        mask, first, walk = self.lexicon.trie.mask, self.lexicon.trie.first, self.lexicon.trie.walk
        letter_masks, by_letter = self.letter_masks, self.by_letter
        min_length = self.rules.min_length
        max_length = self.rules.max_length or _UNLIMITED
        steps_left = self.limits.steps

        def visit(cell: int, bits: int, base: int, used: int, depth: int, length: int) -> None:
            nonlocal steps_left
            common = bits & letter_masks[cell]
            groups = by_letter[cell]
            while common:
                low = common & -common
                common ^= low
                child = base + (bits & (low - 1)).bit_count()
                for nb, nb_bit, rest, count, step_id in groups[low.bit_length() - 1]:
                    if used & nb_bit or length + count > max_length:
                        continue
                    node = walk(rest, child) if rest else child
                    if node < 0:
                        continue
                    steps_left -= 1
                    if steps_left < 0:
                        raise _StepsCut
                    path[depth] = step_id
                    child_bits = mask[node]
                    if (child_bits & TERMINAL and length + count >= min_length
                            and (all_paths or node not in found)):
                        record(node, depth + 1)
                    if child_bits & letter_masks[nb]:
                        visit(nb, child_bits, first[node], used | nb_bit, depth + 1, length + count)

        return visit


def _is_flat(trie: RankTrie) -> bool:
    """Whether the trie's arrays have the item sizes the compiled walker reads."""
    return (isinstance(trie.mask, array) and trie.mask.itemsize == 8
            and isinstance(trie.first, array) and trie.first.itemsize == 4)
