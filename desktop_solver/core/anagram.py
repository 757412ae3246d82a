"""Anagrams: every dictionary word that a bank of letters can make ("4 Pics 1 Word",
"Слова из слова", a Scrabble rack).

Glossary:
- *bank*: the letters to use, each at most as often as it occurs, plus *wildcards* (`?` or `*`),
  each standing for any one letter.
- *pattern*: the answer's shape, one character per letter: a letter is fixed in that place (it is
  not taken from the bank), `?`, `_`, `.` or `*` is a slot the bank fills. A pattern fixes the
  answer's length.
- *blank*: a position of a found word made from a wildcard.
- *available mask*: the bits of the letter indexes still in the bank; ANDed with a trie node's
  child mask it gives the only branches worth following.

The walk goes down the lexicon's rank trie, one bank letter per level, so its cost follows the
words the bank can reach, not the size of the dictionary. Real letters are used before wildcards,
so a wildcard is a blank only where the bank has no letter left for that place.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import Enum

from desktop_solver.core.alphabet import Alphabet, script_of
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import InvalidLettersError
from desktop_solver.core.lexicon import Lexicon
from desktop_solver.core.lexicon.trie import LETTER_MASK, TERMINAL

MAX_BANK = 30
WILDCARDS = "?*"
PATTERN_SLOTS = "?_.*"
_SEPARATORS = " \t,;"
_Found = tuple[int, str, int]  # a word's node, its search key, its blank places as bits
# walk(child mask bits, first child, depth, available mask, wildcards left, blank places)
_Walk = Callable[[int, int, int, int, int, int], None]


class AnagramSort(Enum):
    LENGTH = "length"        # longest first
    FREQUENCY = "frequency"  # most common first (the dictionary's Zipf column)


@dataclass(frozen=True)
class Bank:
    """A parsed letter bank: letter indexes in the order typed, their characters, wildcards."""

    letters: tuple[int, ...]
    chars: tuple[str, ...]
    wildcards: int = 0

    @property
    def size(self) -> int:
        return len(self.letters) + self.wildcards


@dataclass(frozen=True)
class Anagram:
    """A word the bank makes: the dictionary's spelling, its Zipf frequency, the bank letters
    it leaves (in bank order, `?` for an unused wildcard) and the positions filled by wildcards."""

    word: str
    zipf: float
    left: str
    blanks: tuple[int, ...] = ()
    # The search key (lowercase, ё folded when the lexicon folds it). Its code-point order is the
    # alphabet's letter order, so it sorts words alphabetically.
    key: str = field(default="", repr=False)
    # Zipf steps the order takes off (a function word, an inflected form): see Lexicon.
    penalty: float = field(default=0.0, repr=False)

    @property
    def length(self) -> int:
        return len(self.word)

    @property
    def rank(self) -> float:
        """The frequency the order goes by: 4 Pics 1 Word answers are content words in their
        dictionary form, so function words (the, такой) and inflected forms (told, kinds) are
        ranked as rarer than they are."""
        return self.zipf - self.penalty


def parse_bank(text: str, alphabet: Alphabet, max_size: int = MAX_BANK) -> Bank:
    """Letters and wildcards from what the user typed; spaces and commas are ignored."""
    letters: list[int] = []
    chars: list[str] = []
    wildcards = 0
    for ch in text:
        if ch in _SEPARATORS:
            continue
        if ch in WILDCARDS:
            wildcards += 1
            continue
        char = alphabet.normalize_char(ch)
        index = alphabet.index(char)
        if index is None:
            raise InvalidLettersError(
                f"letters {text!r}: {ch!r} is not a letter of the {alphabet.lang!r} alphabet, "
                f"expected letters or '?' for any letter", code="letters.not_letter", text=text,
                char=ch)
        letters.append(index)
        chars.append(char)
    size = len(letters) + wildcards
    if size == 0:
        raise InvalidLettersError(f"letters {text!r}: no letters, expected 1..{max_size}",
                                  code="letters.none", most=max_size)
    if size > max_size:
        raise InvalidLettersError(
            f"letters {text!r}: {size} letters, expected at most {max_size}",
            code="letters.too_many", count=size, most=max_size)
    return Bank(tuple(letters), tuple(chars), wildcards)


def parse_pattern(text: str, alphabet: Alphabet) -> tuple[int | None, ...]:
    """The pattern as a letter index per place, None for a slot the bank fills."""
    slots: list[int | None] = []
    for ch in text.strip():
        if ch in PATTERN_SLOTS:
            slots.append(None)
            continue
        index = alphabet.index(alphabet.fold(alphabet.normalize_char(ch)))
        if index is None:
            # A letter of the other alphabet: the letters chose this one, the pattern is wrong.
            other = script_of(ch) not in (None, alphabet.script)
            raise InvalidLettersError(
                f"pattern {text!r}: {ch!r} is not a letter of the {alphabet.lang!r} alphabet, "
                f"expected letters and '_' or '?' for the unknown places",
                code="pattern.other_alphabet" if other else "pattern.not_letter", text=text,
                char=ch, lang=alphabet.lang)
        slots.append(index)
    if not slots:
        raise InvalidLettersError(f"empty pattern {text!r}, expected e.g. 'к?т??' or '_a__e'",
                                  code="pattern.empty")
    if len(slots) > MAX_BANK:
        raise InvalidLettersError(
            f"pattern {text!r} has {len(slots)} places, expected at most {MAX_BANK}",
            code="pattern.too_long", count=len(slots), most=MAX_BANK)
    return tuple(slots)


def check_lengths(min_length: int, max_length: int | None,
                  pattern: tuple[int | None, ...] | None) -> tuple[int, int]:
    """The length range to search, checked against each other and the pattern."""
    if min_length < 1:
        raise InvalidLettersError(f"shortest length {min_length} must be at least 1",
                                  code="lengths.shortest", least=min_length)
    if max_length is not None and max_length < min_length:
        raise InvalidLettersError(
            f"longest length {max_length} is below the shortest {min_length}",
            code="lengths.order", least=min_length, most=max_length)
    if pattern is None:
        return min_length, max_length or MAX_BANK
    size = len(pattern)
    if size < min_length or (max_length is not None and size > max_length):
        wanted = f"{min_length}..{max_length}" if max_length != min_length else f"{min_length}"
        raise InvalidLettersError(
            f"the pattern has {size} letters but the length asked for is {wanted}",
            code="lengths.pattern", count=size, lengths=wanted.replace("..", "–"))
    return size, size


def find_anagrams(lexicon: Lexicon, bank: Bank, *, min_length: int = 1,
                  max_length: int | None = None, pattern: tuple[int | None, ...] | None = None,
                  cancel: CancelToken | None = None,
                  penalties: Mapping[str, float] | None = None) -> Iterator[Anagram]:
    """Yield every word of `lexicon` the bank can make, first letter by first letter.

    `penalties` maps search keys to the Zipf steps their rank loses (Anagram.rank). Stops
    quietly when `cancel` is set.
    """
    low_length, high_length = check_lengths(min_length, max_length, pattern)
    trie = lexicon.trie
    counts = [0] * 64
    available = 0
    for letter in bank.letters:
        counts[letter] += 1
        available |= 1 << letter
    found: list[_Found] = []
    if pattern is None and not bank.wildcards:
        walk = _plain_walk(trie.mask, trie.first, lexicon.alphabet.letters, counts, found,
                           low_length, high_length)
    else:
        walk = _full_walk(trie.mask, trie.first, lexicon.alphabet.letters, counts, found,
                          low_length, high_length, pattern)
    make = _maker(lexicon, bank, pattern, penalties or {})
    root_bits, root_first = trie.mask[0], trie.first[0]
    branches = root_bits & LETTER_MASK
    while branches:
        if cancel is not None and cancel.cancelled:
            return
        low = branches & -branches
        branches ^= low
        # Walk one first letter at a time: its bits alone, with `first` set to its node, make the
        # rank arithmetic land on that node, so the walk needs no special case for the root.
        walk(low, root_first + (root_bits & (low - 1)).bit_count(), 0, available, bank.wildcards, 0)
        yield from map(make, found)
        found.clear()


def solve_anagrams(lexicon: Lexicon, bank: Bank, *, min_length: int = 1,
                   max_length: int | None = None, pattern: tuple[int | None, ...] | None = None,
                   sort: AnagramSort = AnagramSort.LENGTH,
                   cancel: CancelToken | None = None,
                   penalties: Mapping[str, float] | None = None) -> list[Anagram]:
    return sort_anagrams(find_anagrams(lexicon, bank, min_length=min_length,
                                       max_length=max_length, pattern=pattern, cancel=cancel,
                                       penalties=penalties), sort)


def default_sort(min_length: int, max_length: int | None, has_pattern: bool) -> AnagramSort:
    """Most common first when the answer's length is known (4 Pics 1 Word), else longest first."""
    known = has_pattern or (max_length is not None and min_length == max_length)
    return AnagramSort.FREQUENCY if known else AnagramSort.LENGTH


def sort_anagrams(anagrams: Iterable[Anagram], sort: AnagramSort = AnagramSort.LENGTH
                  ) -> list[Anagram]:
    """Longest (or most frequent) first, then the more frequent (or longer), then in alphabet
    order (words of one length and frequency, or of no known frequency)."""
    if sort is AnagramSort.FREQUENCY:
        return sorted(anagrams, key=lambda found: (-found.rank, -len(found.key), found.key))
    return sorted(anagrams, key=lambda found: (-len(found.key), -found.rank, found.key))


def _plain_walk(mask: array[int], first: array[int], letters: str, counts: list[int],
                found: list[_Found], min_length: int, max_length: int) -> _Walk:
    """The walk for a bank without wildcards or pattern: the common case, kept tight (it takes
    the wildcard and blank arguments only to share the full walk's signature)."""
    path = [""] * (max_length + 1)

    def walk(bits: int, base: int, depth: int, available: int, _wild: int, _blanks: int) -> None:
        common = bits & available
        after = depth + 1
        is_long_enough = after >= min_length
        may_grow = after < max_length
        while common:
            low = common & -common
            common ^= low
            letter = low.bit_length() - 1
            node = base + (bits & (low - 1)).bit_count()
            child_bits = mask[node]
            path[depth] = letters[letter]
            if is_long_enough and child_bits & TERMINAL:
                found.append((node, "".join(path[:after]), 0))
            if may_grow:
                count = counts[letter]
                left = available if count > 1 else available ^ low
                if child_bits & left:
                    counts[letter] = count - 1
                    walk(child_bits, first[node], after, left, 0, 0)
                    counts[letter] = count

    return walk


def _full_walk(mask: array[int], first: array[int], letters: str, counts: list[int],
               found: list[_Found],
               min_length: int, max_length: int, pattern: tuple[int | None, ...] | None) -> _Walk:
    """The walk with wildcards and/or a pattern of fixed letters."""
    path = [""] * (max_length + 1)
    fixed: list[int | None] = list(pattern or ())
    fixed += [None] * (max_length + 2 - len(fixed))

    def walk(bits: int, base: int, depth: int, available: int, wild: int, blanks: int) -> None:
        place = fixed[depth]
        if place is not None:
            common = bits & (1 << place)
        elif wild:
            common = bits & LETTER_MASK
        else:
            common = bits & available
        after = depth + 1
        is_long_enough = after >= min_length
        may_grow = after < max_length
        next_place = fixed[after] if may_grow else None
        while common:
            low = common & -common
            common ^= low
            letter = low.bit_length() - 1
            node = base + (bits & (low - 1)).bit_count()
            child_bits = mask[node]
            path[depth] = letters[letter]
            count = counts[letter]
            left, wild_left, blanks_after = available, wild, blanks
            if place is None:
                if available & low:
                    left = available if count > 1 else available ^ low
                    counts[letter] = count - 1
                else:
                    wild_left -= 1
                    blanks_after |= 1 << depth
            if is_long_enough and child_bits & TERMINAL:
                found.append((node, "".join(path[:after]), blanks_after))
            if may_grow and (child_bits & (1 << next_place) if next_place is not None else
                             child_bits & (left if not wild_left else LETTER_MASK)):
                walk(child_bits, first[node], after, left, wild_left, blanks_after)
            counts[letter] = count

    return walk


def _maker(lexicon: Lexicon, bank: Bank, pattern: tuple[int | None, ...] | None,
           penalties: Mapping[str, float]) -> Callable[[_Found], Anagram]:
    """A function turning a found (node, key, blanks) into an Anagram."""
    alphabet = lexicon.alphabet
    spelling, zipf = lexicon.spelling, lexicon.trie.zipf
    bank_text = "".join(bank.chars)
    if pattern is None and not bank.wildcards and bank_text == "".join(
            [alphabet.letters[letter] for letter in bank.letters]):
        # Every bank letter is spelled as its search key (no ё typed into a folding lexicon):
        # what is left is the bank's text less the word's letters, one string operation each.
        def make_plain(item: _Found) -> Anagram:
            node, key, _ = item
            left = bank_text
            for char in key:
                left = left.replace(char, "", 1)
            return Anagram(spelling(node, key), zipf[node] / 100, left, (), key,
                           penalties.get(key, 0.0))

        return make_plain
    fixed = pattern or ()
    index = alphabet.index

    def make(item: _Found) -> Anagram:
        node, key, blanks = item
        used = [0] * 64
        for place, char in enumerate(key):
            letter = index(char)
            if (letter is not None and not blanks >> place & 1
                    and (place >= len(fixed) or fixed[place] is None)):
                used[letter] += 1
        left = []
        for letter, char in zip(bank.letters, bank.chars):
            if used[letter]:
                used[letter] -= 1
            else:
                left.append(char)
        blank_places = tuple(place for place in range(len(key)) if blanks >> place & 1)
        left.extend("?" * (bank.wildcards - len(blank_places)))
        return Anagram(spelling(node, key), zipf[node] / 100, "".join(left), blank_places, key,
                       penalties.get(key, 0.0))

    return make
