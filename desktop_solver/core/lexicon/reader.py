"""Reading word lists: encoding detection and line parsing.

A word list is any text file with one word per line or words separated by white space, in UTF-8
(with or without BOM), UTF-16, cp1251 or KOI8-R, with CRLF or LF line ends and `#` comments.
The project's own lists add columns after a TAB: the word's Zipf frequency and an optional flag
`plural` (a Russian noun used only in the plural, which Balda excludes).
"""

from __future__ import annotations

import codecs
import math
import re
from dataclasses import dataclass, replace
from pathlib import Path

from desktop_solver.core.alphabet import Alphabet
from desktop_solver.core.errors import DictionaryError
from desktop_solver.core.files import picture_format, read_regular_file, shorten

PLURAL_FLAG = "plural"
_CONTROL_LIMIT = 0.01  # a text with more control characters than this is taken for binary


@dataclass(frozen=True)
class Entry:
    """A dictionary word as spelled in its list, with what the list says about it."""

    spelling: str
    zipf: float = 0.0
    plural: bool = False


@dataclass(frozen=True)
class WordList:
    entries: tuple[Entry, ...]
    skipped: int
    encoding: str
    too_long: int = 0
    bad_frequencies: int = 0


# Longer than any word a board of up to 8 x 8 can hold; compiling grows with a word's length
# squared, so one pasted 30,000-letter line must not reach the compiler.
MAX_WORD_LENGTH = 64
MAX_LIST_BYTES = 256 * 1024 * 1024
_WORD_LIST = "a text word list"


def read_bytes(path: Path, limit: int = MAX_LIST_BYTES) -> bytes:
    return read_regular_file(path, limit, _WORD_LIST, DictionaryError)


def decode_text(data: bytes, source: str) -> tuple[str, str]:
    """The text of a word list and the encoding it was read with."""
    picture = picture_format(data[:16])
    if picture is not None:
        raise DictionaryError(f"dictionary file {shorten(source)} is {picture}, not text; "
                              f"expected {_WORD_LIST}",
                              code="dictionary.picture", path=source, format=picture)
    text, encoding = _decode(data, source)
    if _has_controls(text):
        raise DictionaryError(f"dictionary file {shorten(source)} looks binary, expected "
                              f"{_WORD_LIST}", code="dictionary.binary", path=source)
    return text, encoding


def _has_controls(text: str) -> bool:
    controls = sum(1 for ch in text if ch < " " and ch not in "\t\n\r")
    return controls > max(2, len(text) * _CONTROL_LIMIT)


# How often each letter turns up in running text (per mille, rounded); a decoding is judged by
# how ordinary its letters are, so KOI8-R read as cp1251 (or the other way round) loses.
_RUSSIAN = dict(zip("оеаинтсрвлкмдпуяыьгзбчйхжшюцщэфъё",
                    (110, 85, 80, 74, 67, 63, 55, 47, 45, 44, 35, 32, 30, 28, 26, 20, 19, 17,
                     17, 17, 16, 14, 12, 10, 9, 7, 6, 5, 4, 3, 3, 1, 1)))
_ENGLISH = dict(zip("etaoinshrdlcumwfgypbvkjxqz",
                    (127, 91, 82, 75, 70, 67, 63, 61, 60, 43, 40, 28, 28, 24, 24, 22, 20, 20,
                     19, 15, 10, 8, 2, 2, 1, 1)))
_LETTER_SCORES = {letter: math.log(per_mille / 1000)
                  for table in (_RUSSIAN, _ENGLISH) for letter, per_mille in table.items()}
_ODD_CHARACTER = math.log(0.0002)  # neither letter, digit, space nor common punctuation
_PLAIN = set(" \t\r\n0123456789.,;:-'\"#/()_!?+=*&%")
_BOMS = ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"),
         (codecs.BOM_UTF16_BE, "utf-16"))
_SINGLE_BYTE = ("cp1251", "koi8-r")
_BAD_UTF8_LINES = 0.01  # a UTF-8 list may have this share of broken lines and stay UTF-8


def _decode(data: bytes, source: str) -> tuple[str, str]:
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return _strict(data, encoding, source), encoding
    try:
        text = data.decode("utf-8")
        if not _has_controls(text):  # UTF-16 without a BOM can be valid UTF-8 full of controls
            return text, "utf-8"
    except UnicodeDecodeError:
        pass
    candidates = [(data.decode(encoding, errors="replace"), encoding)
                  for encoding in ("utf-16-le", "utf-16-be", *_SINGLE_BYTE)
                  if len(data) % 2 == 0 or encoding in _SINGLE_BYTE]
    utf8 = data.decode("utf-8", errors="replace")
    broken = sum(1 for line in utf8.splitlines() if "\ufffd" in line)
    if broken <= max(1, len(utf8.splitlines()) * _BAD_UTF8_LINES):
        # Broken lines are dropped by the parser (a replacement character is no letter).
        candidates.append((utf8, "utf-8"))
    text, encoding = max(candidates, key=lambda pair: _plausibility(pair[0]))
    if _plausibility(text) < _ODD_CHARACTER / 2:
        raise DictionaryError(f"dictionary file {shorten(source)} looks binary, expected "
                              f"{_WORD_LIST}", code="dictionary.binary", path=source)
    return text, encoding


def _plausibility(text: str) -> float:
    """The mean log-likelihood of a sample's characters as words of Russian or English in
    either case: high for the right decoding, low for mojibake and binary."""
    sample = text[:200_000]
    if not sample:
        return 0.0
    total = 0.0
    for ch in sample:
        if ch in _PLAIN:
            continue
        total += _LETTER_SCORES.get(ch.lower(), _ODD_CHARACTER)
    return total / len(sample)


def _strict(data: bytes, encoding: str, source: str) -> str:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as error:
        raise DictionaryError(
            f"dictionary file {shorten(source)} is not valid {encoding} at byte {error.start}",
            code="dictionary.encoding", path=source, encoding=encoding,
            byte=error.start) from None


@dataclass(frozen=True)
class ParsedWords:
    """What a list's text gave: the entries, tokens that are not words of the alphabet, words
    over `MAX_WORD_LENGTH`, and frequency values that made no sense (their words kept)."""

    entries: list[Entry]
    skipped: int = 0
    too_long: int = 0
    bad_frequencies: int = 0


def parse_words(text: str, alphabet: Alphabet) -> tuple[list[Entry], int]:
    """Entries of the words that fit the alphabet, and how many tokens did not (too long ones
    included)."""
    parsed = parse_word_list(text, alphabet)
    return parsed.entries, parsed.skipped + parsed.too_long


def parse_word_list(text: str, alphabet: Alphabet) -> ParsedWords:
    letters = set(alphabet.letters)
    entries: list[Entry] = []
    numbers: list[tuple[int, float]] = []  # (entry index, its frequency column)
    skipped = too_long = bad = 0
    for line in text.splitlines():
        line = line.split("#", 1)[0]
        if not line.strip():
            continue
        columns = line.split("\t")
        number = _number(columns[1]) if len(columns) > 1 else None
        if number is not None:
            tokens = [columns[0].strip()]
            plural = len(columns) > 2 and columns[2].strip() == PLURAL_FLAG
        else:
            tokens, plural = line.split(), False
        for token in tokens:
            word = token.lower()
            if len(word) > MAX_WORD_LENGTH:
                too_long += 1
            elif word and letters.issuperset(word):
                if number is not None and math.isfinite(number) and number >= 0:
                    numbers.append((len(entries), number))
                elif number is not None:
                    bad += 1
                entries.append(Entry(word, 0.0, plural))
            else:
                skipped += 1
    if numbers:
        _apply_frequencies(entries, numbers)
    return ParsedWords(entries, skipped, too_long, bad)


MAX_ZIPF = 8.0  # 'the' is about 7.7: a column with larger numbers holds raw counts
# A list of raw counts says nothing of its corpus's size: its most frequent word is taken to be
# as common as "and" (Zipf 7), the others as many powers of ten below as their counts say.
_TOP_COUNT_ZIPF = 7.0


def _apply_frequencies(entries: list[Entry], numbers: list[tuple[int, float]]) -> None:
    """Set each entry's Zipf value from its column: Zipf values as they are, or, when the
    column holds counts, log10 of occurrences per billion words."""
    top = max(number for _, number in numbers)
    for index, number in numbers:
        if top <= MAX_ZIPF:
            zipf = number
        else:
            # In logarithms: number / top underflows to 0 for counts far apart.
            zipf = max(0.0, _TOP_COUNT_ZIPF + math.log10(number) - math.log10(top)) \
                if number else 0.0
        entries[index] = replace(entries[index], zipf=round(zipf, 2))


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def read_word_list(path: Path, alphabet: Alphabet, data: bytes | None = None) -> WordList:
    """Read and parse one list; `data` is its content when the caller has read it already."""
    source = str(path)
    if data is None:
        data = read_bytes(path)
    text, encoding = decode_text(data, source)
    parsed = parse_word_list(text, alphabet)
    return WordList(tuple(parsed.entries), parsed.skipped, encoding, parsed.too_long,
                    parsed.bad_frequencies)


# A text file dropped on the window (or opened with the app) replaces the dictionary of every
# game, so it is taken for a word list only when it looks like one: many different words, each
# standing alone (one a line, or between spaces) and each once. Notes, a letter or a handful of
# words repeat words, carry punctuation and numbers, or are too short to be a dictionary.
LIST_LEAST_WORDS = 100
LIST_WORD_SHARE = 0.9   # of the file's tokens that are different words of letters


@dataclass(frozen=True)
class ListShape:
    """What a text holds, counted as a word list is read (comments and frequency columns left
    out): its tokens, and the different words of letters among them."""

    tokens: int
    words: int

    @property
    def is_word_list(self) -> bool:
        return self.words >= LIST_LEAST_WORDS and self.words >= LIST_WORD_SHARE * self.tokens


_LINE = re.compile("[^\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]+")


def list_shape(text: str) -> ListShape:
    """How far `text` looks like a word list (see LIST_LEAST_WORDS)."""
    tokens = 0
    words: set[str] = set()
    # Line by line, not splitlines(): one C call over a 200 MB text held the interpreter lock
    # for seconds, and the window (examining a dropped file on a worker) froze meanwhile.
    for match in _LINE.finditer(text):
        line = match.group().split("#", 1)[0]
        columns = line.split("\t")
        entries = ([columns[0].strip()] if len(columns) > 1 and _number(columns[1]) is not None
                   else line.split())
        for token in entries:
            tokens += 1
            if token.isalpha():
                words.add(token.lower())
    different = len(words)
    # Emptied word by word: freeing millions of strings in one go held the interpreter lock for
    # seconds (a window examining a dropped 200 MB list on a worker stalled meanwhile).
    while words:
        words.pop()
    return ListShape(tokens, different)
