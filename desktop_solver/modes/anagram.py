"""Anagrams ("4 Pics 1 Word", "Слова из слова", Scrabble racks): a letter bank in, words out."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from desktop_solver.core.alphabet import LATIN_LOOKALIKES, detect_language, script_of
from desktop_solver.core.anagram import Anagram, find_anagrams, parse_bank, parse_pattern
from desktop_solver.core.cancel import CancelToken
from desktop_solver.dictionaries import rank_penalties
from desktop_solver.modes import Message, PasteTarget
from desktop_solver.session import DictionaryRequest, Session


@dataclass(frozen=True)
class AnagramInput:
    letters: str
    pattern: str
    min_length: int
    max_length: int | None
    dictionary: DictionaryRequest


@dataclass(frozen=True)
class ReadBank:
    """A letter bank read from a picture: its letters, lower case, and the places in them
    (0-based) of the letters the reader was not sure of."""

    letters: str
    unsure: frozenset[int] = frozenset()


def bank_from_tiles(rows: Sequence[Sequence[str]], unsure: Iterable[int] = ()) -> ReadBank:
    """The letter bank of a 4 Pics 1 Word screen: every tile's letters, row after row (a
    tile's brackets dropped, empty and blocked cells left out); `unsure` holds flat cells of
    the rows (row * the widest row's length + column)."""
    width = max((len(row) for row in rows), default=0)
    doubtful = set(unsure)
    letters: list[str] = []
    places: set[int] = set()
    for row_number, row in enumerate(rows):
        for col, token in enumerate(row):
            text = token.strip("[]").lower()
            if not text or text == ".":
                continue
            if row_number * width + col in doubtful:
                places.update(range(len(letters), len(letters) + len(text)))
            letters.extend(text)
    return ReadBank("".join(letters), frozenset(places))


def input_language(letters: str, pattern: str, fallback: str) -> str:
    """The letters' language, so that a pattern in the other alphabet is the one found wrong;
    Latin letters that all look Cyrillic (typed on the wrong layout) follow a Cyrillic pattern;
    the pattern's language when the letters hold no letter."""
    own, patterns = detect_language(letters), detect_language(pattern)
    if own == "en" and patterns == "ru" and all(
            ch.upper() in LATIN_LOOKALIKES for ch in letters if script_of(ch)):
        return "ru"
    return own or patterns or fallback


class AnagramMode:
    name: str = "anagram"
    fields: tuple[str, ...] = ("word", "length", "frequency", "left", "blanks")
    paste = PasteTarget.LETTERS
    reads_pictures = True

    def run(self, session: Session, input: AnagramInput, cancel: CancelToken) -> Iterator[Anagram]:
        lexicon = session.lexicon(input.dictionary, cancel.progress())
        bank = parse_bank(input.letters, lexicon.alphabet)
        penalties = rank_penalties(lexicon.lang)
        if input.pattern:
            pattern = parse_pattern(input.pattern, lexicon.alphabet)
            yield from find_anagrams(lexicon, bank, pattern=pattern, cancel=cancel,
                                     penalties=penalties)
        else:
            yield from find_anagrams(lexicon, bank, min_length=input.min_length,
                                     max_length=input.max_length, cancel=cancel,
                                     penalties=penalties)

    def record(self, row: Anagram) -> dict[str, Any]:
        """The command line's JSON entry too."""
        return {"word": row.word, "length": row.length, "frequency": row.zipf, "left": row.left,
                "blanks": list(row.blanks)}

    def status(self, input: AnagramInput, rows: Sequence[Anagram],
               summary: object = None) -> Message:
        return Message("anagram.done", {"count": len(rows), "letters": input.letters})


MODE = AnagramMode()
