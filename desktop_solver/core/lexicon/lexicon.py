"""The Lexicon: a compiled word list with its alphabet, spellings and frequencies."""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass

from desktop_solver.core.alphabet import Alphabet
from desktop_solver.core.lexicon.trie import PLURAL, TERMINAL, RankTrie


@dataclass(frozen=True)
class LoadReport:
    """What loading found: the sources, the words kept, the tokens skipped as not fitting the
    alphabet, the words skipped as longer than any board holds, frequency values that made no
    sense (their words kept) and the encodings the lists were read in."""

    sources: tuple[str, ...]
    words: int
    skipped: int
    too_long: int = 0
    bad_frequencies: int = 0
    encodings: tuple[str, ...] = ()


class Lexicon:
    """Words of one language, searchable letter by letter through `trie`.

    Search keys are folded (lowercase, ё as е when the alphabet folds it); `spelling` gives back
    the dictionary's own spelling of a word's node.
    """

    def __init__(self, alphabet: Alphabet, trie: RankTrie, spellings: dict[int, str],
                 report: LoadReport) -> None:
        self.alphabet = alphabet
        self.trie = trie
        self._spellings = spellings
        self.report = report
        self._word_count = report.words

    @property
    def lang(self) -> str:
        return self.alphabet.lang

    def __len__(self) -> int:
        return self._word_count

    def node_of(self, word: str) -> int:
        """The terminal node of a word, or -1 when it is not in the lexicon."""
        letters = self.alphabet.indexes(self.alphabet.fold(word))
        if letters is None:
            return -1
        node = self.trie.walk(letters)
        return node if self.trie.is_terminal(node) else -1

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self.node_of(word) >= 0

    def has_prefix(self, prefix: str) -> bool:
        letters = self.alphabet.indexes(self.alphabet.fold(prefix))
        return letters is not None and self.trie.walk(letters) >= 0

    @property
    def spellings(self) -> Mapping[int, str]:
        """Terminal node -> the dictionary's spelling, where it differs from the search key."""
        return self._spellings

    def spelling(self, node: int, key: str) -> str:
        """The dictionary's spelling of the word whose search key `key` ends at `node`."""
        return self._spellings.get(node, key)

    def zipf_at(self, node: int) -> float:
        return self.trie.zipf[node] / 100

    def frequency(self, word: str) -> float:
        """The word's Zipf frequency (0.0 when unknown or not a word)."""
        node = self.node_of(word)
        return self.zipf_at(node) if node >= 0 else 0.0

    def is_plural(self, word: str) -> bool:
        """True for a noun that exists only in the plural (ножницы)."""
        node = self.node_of(word)
        return node >= 0 and bool(self.trie.mask[node] & PLURAL)

    def words(self) -> Iterator[str]:
        """Every word in the dictionary's spelling, in letter-index order."""
        for letters, node in self.trie.terminals():
            yield self.spelling(node, "".join(self.alphabet.letters[i] for i in letters))

    def hide_rarer_than(self, zipf: float, keep_nodes: Collection[int] = ()) -> int:
        """Take out in memory every word of a Zipf frequency below `zipf`, except the words
        ending at `keep_nodes`; the number taken out."""
        threshold = round(zipf * 100)
        mask, frequency = self.trie.mask, self.trie.zipf
        hidden = 0
        for node, bits in enumerate(mask):
            if bits & TERMINAL and frequency[node] < threshold and node not in keep_nodes:
                mask[node] = bits & ~TERMINAL
                hidden += 1
        self._word_count -= hidden
        return hidden

    def ban(self, word: str) -> bool:
        """Take a word out in memory (the user overlay's banned words); False if it was absent."""
        node = self.node_of(word)
        if node < 0:
            return False
        self.trie.mask[node] &= ~TERMINAL & ((1 << 64) - 1)
        self._word_count -= 1
        return True
