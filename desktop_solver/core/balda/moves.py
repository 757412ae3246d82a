"""Legal move generation for Balda: the full search and the incremental one.

Glossary:
- *key*: a move as one int, `length << 40 | word node << 13 | cell << 6 | letter` (the word node
  is its terminal node in the forward trie). Sorting keys in reverse puts the longest words first.
  A move is its key: the path is only a witness, any path tracing the word through the cell gives
  the same game.
- *anchor*: the cell a word is grown from, leftwards through the infix trie and then rightwards
  through the forward trie (see lexicon.py): the empty cell taking the new letter in the full
  search; the cell filled last in the incremental search, where the new letter's cell is then the
  one empty cell the word crosses, the *wildcard*.
- *candidate*: an empty cell with a filled cell beside it (side by side): where a letter may go.
- *near[cell][letter]*: bitmask of the filled word-neighbours of `cell` holding `letter`;
  *near_letters[cell]*: the letters found there, as a bitmask. One AND with a trie node's child
  mask tells which ways a path can go on, so dead ends cost no call.
- *alive*: (trie node, key tail) pairs walked together when several new letters are still
  possible, so the cells are visited once for all of them rather than once per letter.

The incremental search rests on this: after a move, a move of the previous position stays legal
unless it used the filled cell or the played word, and a move that is new must either cross the
filled cell or take a cell that has just become a candidate. The advisor often needs only the
longest word after a move; `longest_after` finds just that, skipping every branch whose words
are all too short. baseline.py holds the plain search this one is measured against.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from desktop_solver.core.balda.lexicon import BaldaTries
from desktop_solver.core.balda.rules import BaldaOptions
from desktop_solver.core.board import neighbour_table
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.lexicon.trie import LETTER_MASK, PLURAL, TERMINAL

LENGTH_SHIFT, NODE_SHIFT, CELL_SHIFT = 40, 13, 6
_NODE_BITS, _CELL_BITS, _LETTER_BITS = (1 << 27) - 1, 127, 63

Found = dict[int, tuple[int, ...]]  # key -> path of flat cells
_AliveWalk = Callable[[int, list[tuple[int, int]], int, list[int]], None]


def make_key(length: int, node: int, cell: int, letter: int) -> int:
    return length << LENGTH_SHIFT | node << NODE_SHIFT | cell << CELL_SHIFT | letter


def key_length(key: int) -> int:
    return key >> LENGTH_SHIFT


def key_node(key: int) -> int:
    return key >> NODE_SHIFT & _NODE_BITS


def key_cell(key: int) -> int:
    return key >> CELL_SHIFT & _CELL_BITS


def key_letter(key: int) -> int:
    return key & _LETTER_BITS


def set_bits(mask: int) -> Iterable[int]:
    """The indexes of the bits set in `mask`, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class SearchState:
    """A position as the search walks it: letter indexes (-1 empty), the played words' nodes,
    and the neighbour tables, kept up to date by `place` and `unplace`."""

    __slots__ = ("letters", "played", "near", "near_letters", "filled", "candidates", "_finder")

    def __init__(self, finder: MoveFinder, letters: Sequence[int], played: Iterable[int]) -> None:
        self._finder = finder
        self.letters = [-1] * finder.cell_count
        self.played = set(played)
        self.near = [[0] * finder.alphabet_size for _ in range(finder.cell_count)]
        self.near_letters = [0] * finder.cell_count
        self.filled = 0
        for cell, letter in enumerate(letters):
            if letter >= 0:
                self._fill(cell, letter)
        orth = finder.side_masks
        self.candidates = sum(1 << cell for cell in range(finder.cell_count)
                              if letters[cell] < 0 and orth[cell] & self.filled)

    @property
    def empty_count(self) -> int:
        return len(self.letters) - self.filled.bit_count()

    def place(self, cell: int, letter: int, node: int) -> int:
        """Play a move; returns what `unplace` needs to take it back."""
        saved = self.candidates
        self._fill(cell, letter)
        self.played.add(node)
        self.candidates = (saved | self._finder.side_masks[cell]) & ~self.filled
        return saved

    def unplace(self, cell: int, letter: int, node: int, saved: int) -> None:
        self.played.discard(node)
        self.letters[cell] = -1
        bit = 1 << cell
        self.filled &= ~bit
        near, near_letters = self.near, self.near_letters
        for nb in self._finder.neighbours[cell]:
            left = near[nb][letter] & ~bit
            near[nb][letter] = left
            if not left:
                near_letters[nb] &= ~(1 << letter)
        self.candidates = saved

    def _fill(self, cell: int, letter: int) -> None:
        self.letters[cell] = letter
        bit = 1 << cell
        self.filled |= bit
        near, near_letters, letter_bit = self.near, self.near_letters, 1 << letter
        for nb in self._finder.neighbours[cell]:
            near[nb][letter] |= bit
            near_letters[nb] |= letter_bit


class MoveFinder:
    """Move search on boards of one shape, for one dictionary and set of options."""

    def __init__(self, tries: BaldaTries, options: BaldaOptions, height: int, width: int,
                 alphabet_size: int) -> None:
        self.tries, self.options = tries, options
        self.height, self.width = height, width
        self.cell_count = height * width
        self.alphabet_size = alphabet_size
        self.neighbours = neighbour_table(height, width, options.diagonal)
        self.neighbour_masks = [sum(1 << nb for nb in cells) for cells in self.neighbours]
        self.side_masks = [sum(1 << nb for nb in cells)
                           for cells in neighbour_table(height, width, False)]
        # A node ends a playable word when its bits AND this equal TERMINAL.
        self.word_bits = TERMINAL if options.plural_nouns else TERMINAL | PLURAL

    def state(self, letters: Sequence[int], played: Iterable[int]) -> SearchState:
        return SearchState(self, letters, played)

    # The full search -------------------------------------------------------------------------

    def full(self, state: SearchState, cancel: CancelToken | None = None) -> Found:
        """Every legal move of the position, grown from each candidate cell."""
        found: Found = {}
        for cell in set_bits(state.candidates):
            if cancel is not None and cancel.cancelled:
                break
            self.from_cell(state, cell, found)
        return found

    def from_cell(self, state: SearchState, anchor: int, found: Found) -> None:
        """Add every move that puts a letter into the empty cell `anchor`: read the word's part
        left of the new letter leftwards (once, whatever the letter), let the forward trie say
        which letters may follow it, then read the part to the right for all of them at once."""
        imask, ifirst, links = self.tries.infix.mask, self.tries.infix.first, self.tries.links
        fmask, ffirst = self.tries.forward.mask, self.tries.forward.first
        near, near_letters, played = state.near, state.near_letters, state.played
        word_bits, min_length = self.word_bits, self.options.min_length
        cell_tail = anchor << CELL_SHIFT
        rightwards = self._alive_rightwards(state, found)

        def new_letters(prefix: int, visited: int, back: list[int]) -> None:
            # The left part (back, reversed) is a word prefix with forward node `prefix`.
            path = back[::-1]
            path.append(anchor)
            length = len(path)
            bits = fmask[prefix]
            base = ffirst[prefix]
            ahead = near_letters[anchor]
            alive = []
            choices = bits & LETTER_MASK
            while choices:
                low = choices & -choices
                choices ^= low
                child = base + (bits & (low - 1)).bit_count()
                child_bits = fmask[child]
                tail = cell_tail | low.bit_length() - 1
                if (child_bits & word_bits == TERMINAL and length >= min_length
                        and child not in played):
                    key = length << LENGTH_SHIFT | child << NODE_SHIFT | tail
                    if key not in found:
                        found[key] = tuple(path)
                if child_bits & ahead:
                    alive.append((child, tail))
            if alive:
                rightwards(anchor, alive, visited, path)

        def leftwards(cur: int, node: int, visited: int, back: list[int]) -> None:
            # node: infix node of the left part read so far (right to left).
            bits = imask[node]
            if bits & TERMINAL:
                new_letters(links[node], visited, back)
            common = bits & near_letters[cur]
            if not common:
                return
            base = ifirst[node]
            row = near[cur]
            while common:
                low = common & -common
                common ^= low
                cells = row[low.bit_length() - 1] & ~visited
                if not cells:
                    continue
                child = base + (bits & (low - 1)).bit_count()
                child_bits = imask[child] & (TERMINAL | LETTER_MASK)
                while cells:
                    nb_bit = cells & -cells
                    cells ^= nb_bit
                    nb = nb_bit.bit_length() - 1
                    if child_bits & (TERMINAL | near_letters[nb]):
                        back.append(nb)
                        leftwards(nb, child, visited | nb_bit, back)
                        back.pop()

        anchor_bit = 1 << anchor
        new_letters(0, anchor_bit, [])
        leftwards(anchor, 0, anchor_bit, [])

    # The incremental search ------------------------------------------------------------------

    def after(self, state: SearchState, previous: Found, key: int, candidates_before: int) -> Found:
        """The moves of the position `state` reached by playing `key` in a position whose moves
        were `previous` (`candidates_before` its candidate cells): the previous moves that still
        stand, and new ones searched only through the letter just placed."""
        cell, node = key_cell(key), key_node(key)
        found = {k: path for k, path in previous.items()
                 if k >> CELL_SHIFT & _CELL_BITS != cell and k >> NODE_SHIFT & _NODE_BITS != node}
        self.through(state, cell, found)
        fresh = state.candidates & ~candidates_before
        # With side-by-side paths a fresh candidate's only filled neighbour is `cell`, so its
        # words cross `cell` and were just found, except one-letter words.
        if fresh and (self.options.diagonal or self.options.min_length < 2):
            for anchor in set_bits(fresh):
                self.from_cell(state, anchor, found)
        return found

    def through(self, state: SearchState, anchor: int, found: Found) -> None:
        """Add every move whose word crosses the filled cell `anchor` and one candidate cell (the
        wildcard). The walks go on one trie node at a time until they reach the wildcard; from
        there on, with every letter the wildcard may take at once (see `_alive_rightwards`)."""
        imask, ifirst, links = self.tries.infix.mask, self.tries.infix.first, self.tries.links
        fmask, ffirst = self.tries.forward.mask, self.tries.forward.first
        near, near_letters, played = state.near, state.near_letters, state.played
        letters_at, filled, candidates = state.letters, state.filled, state.candidates
        neighbour_masks = self.neighbour_masks
        word_bits, min_length = self.word_bits, self.options.min_length
        alive_rightwards = self._alive_rightwards(state, found)

        def rightwards(cur: int, node: int, visited: int, path: list[int]) -> None:
            # The wildcard is still ahead: one forward node, filled cells, then a candidate.
            bits = fmask[node]
            base = ffirst[node]
            common = bits & near_letters[cur]
            if common:
                row = near[cur]
                while common:
                    low = common & -common
                    common ^= low
                    cells = row[low.bit_length() - 1] & ~visited
                    if not cells:
                        continue
                    child = base + (bits & (low - 1)).bit_count()
                    if not fmask[child] & LETTER_MASK:
                        continue
                    while cells:
                        nb_bit = cells & -cells
                        cells ^= nb_bit
                        path.append(nb_bit.bit_length() - 1)
                        rightwards(path[-1], child, visited | nb_bit, path)
                        path.pop()
            empties = neighbour_masks[cur] & candidates & ~visited
            if not empties:
                return
            length = len(path) + 1
            choices = bits & LETTER_MASK
            while empties:
                nb_bit = empties & -empties
                empties ^= nb_bit
                wild = nb_bit.bit_length() - 1
                path.append(wild)
                ahead = near_letters[wild]
                alive = []
                letters = choices
                while letters:
                    low = letters & -letters
                    letters ^= low
                    child = base + (bits & (low - 1)).bit_count()
                    child_bits = fmask[child]
                    tail = wild << CELL_SHIFT | low.bit_length() - 1
                    if (child_bits & word_bits == TERMINAL and length >= min_length
                            and child not in played):
                        key = length << LENGTH_SHIFT | child << NODE_SHIFT | tail
                        if key not in found:
                            found[key] = tuple(path)
                    if child_bits & ahead:
                        alive.append((child, tail))
                if alive:
                    alive_rightwards(wild, alive, visited | nb_bit, path)
                path.pop()

        def ends(alive: list[tuple[int, int]], visited: int, back: list[int]) -> None:
            # Left parts (back, reversed) holding the wildcard that are word prefixes.
            path = back[::-1]
            length = len(path)
            onwards = []
            ahead = near_letters[anchor]
            for node, tail in alive:
                forward = links[node]
                bits = fmask[forward]
                if (bits & word_bits == TERMINAL and length >= min_length
                        and forward not in played):
                    key = length << LENGTH_SHIFT | forward << NODE_SHIFT | tail
                    if key not in found:
                        found[key] = tuple(path)
                if bits & ahead:
                    onwards.append((forward, tail))
            if onwards:
                alive_rightwards(anchor, onwards, visited, path)

        def wild_leftwards(cur: int, alive: list[tuple[int, int]], visited: int,
                           back: list[int]) -> None:
            # The wildcard is behind: infix nodes of every letter it may take, filled cells only.
            prefixes = [(node, tail) for node, tail in alive if imask[node] & TERMINAL]
            if prefixes:
                ends(prefixes, visited, back)
            steps = neighbour_masks[cur] & filled & ~visited
            while steps:
                nb_bit = steps & -steps
                steps ^= nb_bit
                nb = nb_bit.bit_length() - 1
                letter = letters_at[nb]
                below = (1 << letter) - 1
                going = []
                for node, tail in alive:
                    bits = imask[node]
                    if bits >> letter & 1:
                        going.append((ifirst[node] + (bits & below).bit_count(), tail))
                if going:
                    back.append(nb)
                    wild_leftwards(nb, going, visited | nb_bit, back)
                    back.pop()

        def leftwards(cur: int, node: int, visited: int, back: list[int]) -> None:
            # No wildcard yet: one infix node; the wildcard may come leftwards or rightwards.
            bits = imask[node]
            if bits & TERMINAL:
                rightwards(anchor, links[node], visited, back[::-1])
            base = ifirst[node]
            common = bits & near_letters[cur]
            if common:
                row = near[cur]
                while common:
                    low = common & -common
                    common ^= low
                    cells = row[low.bit_length() - 1] & ~visited
                    if not cells:
                        continue
                    child = base + (bits & (low - 1)).bit_count()
                    while cells:
                        nb_bit = cells & -cells
                        cells ^= nb_bit
                        back.append(nb_bit.bit_length() - 1)
                        leftwards(back[-1], child, visited | nb_bit, back)
                        back.pop()
            empties = neighbour_masks[cur] & candidates & ~visited
            choices = bits & LETTER_MASK
            while empties:
                nb_bit = empties & -empties
                empties ^= nb_bit
                wild = nb_bit.bit_length() - 1
                alive = []
                letters = choices
                while letters:
                    low = letters & -letters
                    letters ^= low
                    alive.append((base + (bits & (low - 1)).bit_count(),
                                  wild << CELL_SHIFT | low.bit_length() - 1))
                back.append(wild)
                wild_leftwards(wild, alive, visited | nb_bit, back)
                back.pop()

        letter = letters_at[anchor]
        root_bits = imask[0]
        if root_bits >> letter & 1:
            leftwards(anchor, ifirst[0] + (root_bits & ((1 << letter) - 1)).bit_count(),
                      1 << anchor, [anchor])

    def longest_through(self, state: SearchState, anchor: int, at_least: int) -> int:
        """The length of the longest word crossing the filled cell `anchor` and one candidate
        cell, when it has `at_least` letters or more; else 0. Branches whose words are all too
        short (by the tries' longest lengths) are never walked, and the bar rises with each
        word found, so this is much cheaper than `through` when only the longest counts."""
        imask, ifirst, links = self.tries.infix.mask, self.tries.infix.first, self.tries.links
        ilongest, flongest = self.tries.infix.zipf, self.tries.forward_longest
        fmask, ffirst = self.tries.forward.mask, self.tries.forward.first
        near, near_letters, played = state.near, state.near_letters, state.played
        candidates, neighbour_masks = state.candidates, self.neighbour_masks
        word_bits = self.word_bits
        at_least = max(at_least, self.options.min_length)
        best = at_least - 1  # the bar: only longer words count

        def rightwards(cur: int, node: int, visited: int, length: int, wild: bool) -> None:
            nonlocal best
            bits = fmask[node]
            base = ffirst[node]
            common = bits & near_letters[cur]
            row = near[cur]
            while common:
                low = common & -common
                common ^= low
                cells = row[low.bit_length() - 1] & ~visited
                if not cells:
                    continue
                child = base + (bits & (low - 1)).bit_count()
                if flongest[child] <= best:
                    continue
                child_bits = fmask[child]
                if (wild and child_bits & word_bits == TERMINAL and length >= best
                        and child not in played):
                    best = length + 1
                if child_bits & LETTER_MASK:
                    while cells:
                        nb_bit = cells & -cells
                        cells ^= nb_bit
                        rightwards(nb_bit.bit_length() - 1, child, visited | nb_bit, length + 1,
                                   wild)
            if wild:
                return
            empties = neighbour_masks[cur] & candidates & ~visited
            while empties:
                nb_bit = empties & -empties
                empties ^= nb_bit
                letters = bits & LETTER_MASK
                while letters:
                    low = letters & -letters
                    letters ^= low
                    child = base + (bits & (low - 1)).bit_count()
                    if flongest[child] <= best:
                        continue
                    child_bits = fmask[child]
                    if (child_bits & word_bits == TERMINAL and length >= best
                            and child not in played):
                        best = length + 1
                    if child_bits & LETTER_MASK:
                        rightwards(nb_bit.bit_length() - 1, child, visited | nb_bit, length + 1,
                                   True)

        def leftwards(cur: int, node: int, visited: int, length: int, wild: bool) -> None:
            nonlocal best
            bits = imask[node]
            if bits & TERMINAL:
                forward = links[node]
                if (wild and length > best and fmask[forward] & word_bits == TERMINAL
                        and forward not in played):
                    best = length
                if flongest[forward] > best:
                    rightwards(anchor, forward, visited, length, wild)
            base = ifirst[node]
            common = bits & near_letters[cur]
            row = near[cur]
            while common:
                low = common & -common
                common ^= low
                cells = row[low.bit_length() - 1] & ~visited
                if not cells:
                    continue
                child = base + (bits & (low - 1)).bit_count()
                while cells and ilongest[child] > best:
                    nb_bit = cells & -cells
                    cells ^= nb_bit
                    leftwards(nb_bit.bit_length() - 1, child, visited | nb_bit, length + 1, wild)
            if wild:
                return
            empties = neighbour_masks[cur] & candidates & ~visited
            while empties:
                nb_bit = empties & -empties
                empties ^= nb_bit
                letters = bits & LETTER_MASK
                while letters:
                    low = letters & -letters
                    letters ^= low
                    child = base + (bits & (low - 1)).bit_count()
                    if ilongest[child] > best:
                        leftwards(nb_bit.bit_length() - 1, child, visited | nb_bit, length + 1,
                                  True)

        letter = state.letters[anchor]
        root_bits = imask[0]
        if root_bits >> letter & 1:
            node = ifirst[0] + (root_bits & ((1 << letter) - 1)).bit_count()
            if ilongest[node] > best:
                leftwards(anchor, node, 1 << anchor, 1, False)
        return best if best >= at_least else 0

    def longest_after(self, state: SearchState, previous_best: int, key: int,
                      candidates_before: int, at_least: int) -> int:
        """The longest word length among the moves of `state`, reached by playing `key` where the
        longest surviving old move has `previous_best` letters: `previous_best` or the longest
        new word if that is longer (0 when none reaches `at_least`)."""
        bar = max(at_least, previous_best + 1)
        longest = self.longest_through(state, key_cell(key), bar)
        fresh = state.candidates & ~candidates_before
        if fresh and (self.options.diagonal or self.options.min_length < 2):
            found: Found = {}
            for anchor in set_bits(fresh):
                self.from_cell(state, anchor, found)
            longest = max(longest, max(found, default=0) >> LENGTH_SHIFT)
        longest = max(longest, previous_best)
        return longest if longest >= at_least else 0

    def _alive_rightwards(self, state: SearchState, found: Found) -> _AliveWalk:
        """The rightwards walk over filled cells for several new letters at once: `alive` holds
        (forward node, key tail) for each letter whose word may still go on, so the cells are
        walked once for all of them."""
        fmask, ffirst = self.tries.forward.mask, self.tries.forward.first
        near_letters, played = state.near_letters, state.played
        letters_at, filled = state.letters, state.filled
        neighbour_masks = self.neighbour_masks
        word_bits, min_length = self.word_bits, self.options.min_length

        def rightwards(cur: int, alive: list[tuple[int, int]], visited: int,
                       path: list[int]) -> None:
            length = len(path) + 1
            steps = neighbour_masks[cur] & filled & ~visited
            while steps:
                nb_bit = steps & -steps
                steps ^= nb_bit
                nb = nb_bit.bit_length() - 1
                letter = letters_at[nb]
                below = (1 << letter) - 1
                ahead = near_letters[nb]
                going = []
                for node, tail in alive:
                    bits = fmask[node]
                    if bits >> letter & 1:
                        child = ffirst[node] + (bits & below).bit_count()
                        child_bits = fmask[child]
                        if (child_bits & word_bits == TERMINAL and length >= min_length
                                and child not in played):
                            key = length << LENGTH_SHIFT | child << NODE_SHIFT | tail
                            if key not in found:
                                found[key] = (*path, nb)
                        if child_bits & ahead:
                            going.append((child, tail))
                if going:
                    path.append(nb)
                    rightwards(nb, going, visited | nb_bit, path)
                    path.pop()

        return rightwards
