"""Facts about a lexicon's words, read off the trie."""

from __future__ import annotations

from desktop_solver.core.lexicon.lexicon import Lexicon
from desktop_solver.core.lexicon.trie import LETTER_MASK, TERMINAL


def letter_counts(lexicon: Lexicon) -> dict[str, int]:
    """How often each letter occurs in the lexicon's words (search keys: ё counts as е if folded).

    One pass over the trie from the deepest node up: the words below a node are its own (if it
    ends one) plus those below its children, and each child's words all use the child's letter once.
    """
    mask, first = lexicon.trie.mask, lexicon.trie.first
    below = [0] * len(mask)
    counts = [0] * 64
    for node in range(len(mask) - 1, -1, -1):
        bits = mask[node]
        total = 1 if bits & TERMINAL else 0
        letters = bits & LETTER_MASK
        child = first[node]
        while letters:
            low = letters & -letters
            letters ^= low
            words = below[child]
            counts[low.bit_length() - 1] += words
            total += words
            child += 1
        below[node] = total
    alphabet = lexicon.alphabet
    return {alphabet.letter(index): count for index, count in enumerate(counts[:alphabet.size])
            if count}
