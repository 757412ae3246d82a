"""The compact rank trie every solver walks.

Glossary:
- *node*: an int; 0 is the root. Nodes are numbered breadth-first, so a node's children are
  consecutive and ordered by letter index.
- *mask*: per node, a 64-bit int whose bit L is set when the node has a child for letter index L;
  bit 63 marks the end of a word (*terminal*), bit 62 a plural-only noun.
- *rank*: the child for letter L is `first[node] + popcount(mask & (2**L - 1))`: the number of
  smaller letters present tells where it sits among its siblings.
- *zipf*: per node, the word's Zipf frequency times 100 (0 for unknown or non-terminal nodes).
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from desktop_solver.core.cancel import NO_PROGRESS, Progress

TERMINAL = 1 << 63
PLURAL = 1 << 62
LETTER_MASK = (1 << 62) - 1
# Bits below each letter index, looked up instead of computed in the hot loops.
LOWER_BITS = tuple((1 << letter) - 1 for letter in range(62))


@dataclass(frozen=True)
class TrieWord:
    """A word ready to compile: its letter indexes and what the trie stores at its end."""

    letters: tuple[int, ...]
    zipf100: int = 0
    plural: bool = False


@dataclass
class RankTrie:
    mask: array[int]
    first: array[int]
    zipf: array[int]

    @property
    def node_count(self) -> int:
        return len(self.mask)

    def child(self, node: int, letter: int) -> int:
        """The child of `node` for `letter`, or -1."""
        bits = self.mask[node]
        if not bits >> letter & 1:
            return -1
        return int(self.first[node]) + (bits & LOWER_BITS[letter]).bit_count()

    def walk(self, letters: Iterable[int], node: int = 0) -> int:
        """The node reached from `node` through `letters`, or -1."""
        mask, first = self.mask, self.first
        for letter in letters:
            bits = mask[node]
            if not bits >> letter & 1:
                return -1
            node = first[node] + (bits & LOWER_BITS[letter]).bit_count()
        return node

    def is_terminal(self, node: int) -> bool:
        return node >= 0 and bool(self.mask[node] & TERMINAL)

    def children(self, node: int) -> Iterator[tuple[int, int]]:
        """(letter, child) pairs in letter order."""
        bits = self.mask[node] & LETTER_MASK
        child = self.first[node]
        while bits:
            low = bits & -bits
            yield low.bit_length() - 1, child
            child += 1
            bits ^= low

    def terminals(self) -> Iterator[tuple[tuple[int, ...], int]]:
        """(letters, node) of every word, in letter order."""
        stack: list[tuple[int, tuple[int, ...]]] = [(0, ())]
        while stack:
            node, letters = stack.pop()
            if self.mask[node] & TERMINAL:
                yield letters, node
            stack.extend((child, letters + (letter,))
                         for letter, child in reversed(list(self.children(node))))

    def word_count(self) -> int:
        return sum(1 for bits in self.mask if bits & TERMINAL)


# Loops report progress (and check for a stop) once per this many items.
PROGRESS_EVERY = 1 << 14


def compile_trie(words: Iterable[TrieWord], progress: Progress = NO_PROGRESS
                 ) -> tuple[RankTrie, dict[tuple[int, ...], int]]:
    """Build the trie; also return each word's node so callers can attach data to it.
    The first half of `progress` goes to the words, the second to the nodes; raises
    `Cancelled` when its token is set."""
    words = words if isinstance(words, Sequence) else list(words)
    root: dict[int, Any] = {}
    ends: dict[tuple[int, ...], TrieWord] = {}
    inserting, numbering = progress.part(0.0, 0.5), progress.part(0.5, 1.0)
    for done, word in enumerate(words):
        if not done % PROGRESS_EVERY:
            inserting.update(done / len(words))
        node = root
        for letter in word.letters:
            node = node.setdefault(letter, {})
        previous = ends.get(word.letters)
        # Two spellings with one key (все, всё): the word is plural-only only if every spelling is.
        if previous is None:
            ends[word.letters] = word
        else:
            ends[word.letters] = TrieWord(word.letters, max(previous.zipf100, word.zipf100),
                                          previous.plural and word.plural)
        node[-1] = None

    mask, first, zipf = array("Q"), array("I"), array("H")
    node_of: dict[tuple[int, ...], int] = {}
    queue: list[tuple[dict[int, Any], tuple[int, ...]]] = [(root, ())]
    head = 0
    while head < len(queue):
        if not head % PROGRESS_EVERY:
            # The nodes still to come are unknown; those queued are a lower bound.
            numbering.update(head / len(queue))
        node, letters = queue[head]
        bits = 0
        first.append(len(queue))
        for letter in sorted(key for key in node if key >= 0):
            bits |= 1 << letter
            queue.append((node[letter], letters + (letter,)))
        entry = ends.get(letters) if -1 in node else None
        if entry is not None:
            bits |= TERMINAL | (PLURAL if entry.plural else 0)
            node_of[letters] = head
        mask.append(bits)
        zipf.append(entry.zipf100 if entry is not None else 0)
        head += 1
    return RankTrie(mask, first, zipf), node_of
