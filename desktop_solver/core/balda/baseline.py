"""The plain way to find Balda's moves, kept as a yardstick and as an independent check.

From every filled cell (and from every candidate cell, with every letter) walk the forward trie
over filled cells, allowed to step once onto a candidate cell with any letter the trie offers
(the *wildcard*); every word that crossed the wildcard is a move. It scans the whole board where
`MoveFinder.full` looks only around the candidate cells.
"""

from __future__ import annotations

from collections.abc import Callable

from desktop_solver.core.balda.moves import (
    CELL_SHIFT,
    LENGTH_SHIFT,
    NODE_SHIFT,
    Found,
    MoveFinder,
    SearchState,
    make_key,
    set_bits,
)
from desktop_solver.core.lexicon.trie import LETTER_MASK, TERMINAL


def _wild_rightwards(finder: MoveFinder, state: SearchState,
                     found: Found) -> Callable[[int, int, int, list[int], int, int], None]:
    """The rightwards walk through the forward trie that may cross one candidate cell (the
    wildcard, which takes any letter the trie allows) and records only words that do."""
    fmask, ffirst = finder.tries.forward.mask, finder.tries.forward.first
    near, near_letters, played = state.near, state.near_letters, state.played
    candidates, neighbour_masks = state.candidates, finder.neighbour_masks
    word_bits, min_length = finder.word_bits, finder.options.min_length

    def rightwards(cur: int, node: int, visited: int, path: list[int], wild: int,
                   wild_letter: int) -> None:
        bits = fmask[node]
        base = ffirst[node]
        length = len(path) + 1
        long_enough = length >= min_length
        common = bits & near_letters[cur]
        if common:
            row = near[cur]
            tail = wild << CELL_SHIFT | wild_letter
            while common:
                low = common & -common
                common ^= low
                cells = row[low.bit_length() - 1] & ~visited
                if not cells:
                    continue
                child = base + (bits & (low - 1)).bit_count()
                child_bits = fmask[child]
                is_word = (wild >= 0 and long_enough and child_bits & word_bits == TERMINAL
                           and child not in played)
                while cells:
                    nb_bit = cells & -cells
                    cells ^= nb_bit
                    path.append(nb_bit.bit_length() - 1)
                    if is_word:
                        key = length << LENGTH_SHIFT | child << NODE_SHIFT | tail
                        if key not in found:
                            found[key] = tuple(path)
                    if child_bits & LETTER_MASK:
                        rightwards(path[-1], child, visited | nb_bit, path, wild, wild_letter)
                    path.pop()
        if wild < 0:
            empties = neighbour_masks[cur] & candidates & ~visited
            while empties:
                nb_bit = empties & -empties
                empties ^= nb_bit
                nb = nb_bit.bit_length() - 1
                path.append(nb)
                letters = bits & LETTER_MASK
                while letters:
                    low = letters & -letters
                    letters ^= low
                    child = base + (bits & (low - 1)).bit_count()
                    child_bits = fmask[child]
                    letter = low.bit_length() - 1
                    if (long_enough and child_bits & word_bits == TERMINAL
                            and child not in played):
                        key = (length << LENGTH_SHIFT | child << NODE_SHIFT
                               | nb << CELL_SHIFT | letter)
                        if key not in found:
                            found[key] = tuple(path)
                    if child_bits & LETTER_MASK:
                        rightwards(nb, child, visited | nb_bit, path, nb, letter)
                path.pop()

    return rightwards


def baseline_moves(finder: MoveFinder, state: SearchState) -> Found:
    """Every legal move of `state`, found the plain way (see the module docstring)."""
    found: Found = {}
    fmask, ffirst = finder.tries.forward.mask, finder.tries.forward.first
    rightwards = _wild_rightwards(finder, state, found)
    root_bits, root_first = fmask[0], ffirst[0]
    word_bits, min_length, played = finder.word_bits, finder.options.min_length, state.played

    def child_of_root(letter: int) -> int:
        return root_first + (root_bits & ((1 << letter) - 1)).bit_count()

    for start in set_bits(state.filled):
        letter = state.letters[start]
        if root_bits >> letter & 1:
            rightwards(start, child_of_root(letter), 1 << start, [start], -1, -1)
    for start in set_bits(state.candidates):
        for letter in set_bits(root_bits & LETTER_MASK):
            node = child_of_root(letter)
            if (min_length <= 1 and fmask[node] & word_bits == TERMINAL
                    and node not in played):
                found.setdefault(make_key(1, node, start, letter), (start,))
            rightwards(start, node, 1 << start, [start], start, letter)
    return found

