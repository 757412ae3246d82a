"""Reading word lists: encoding detection and line parsing.

A word list is any text file with one word per line or words separated by white space, in UTF-8
(with or without BOM), UTF-16, cp1251 or KOI8-R, with CRLF or LF line ends and `#` comments.
The project's own lists add columns after a TAB: the word's Zipf frequency and an optional flag
`plural` (a Russian noun used only in the plural, which Balda excludes).
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass
from pathlib import Path

from desktop_solver.core.alphabet import Alphabet
from desktop_solver.core.errors import DictionaryError

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


def read_bytes(path: Path) -> bytes:
    try:
        return Path(path).read_bytes()
    except FileNotFoundError:
        raise DictionaryError(f"dictionary file {str(path)!r} does not exist",
                              code="dictionary.missing", path=str(path)) from None
    except IsADirectoryError:
        raise DictionaryError(f"dictionary path {str(path)!r} is a folder, expected a text file") from None
    except OSError as error:
        raise DictionaryError(f"dictionary file {str(path)!r} cannot be read: {error.strerror}") from None


def decode_text(data: bytes, source: str) -> tuple[str, str]:
    """The text of a word list and the encoding it was read with."""
    text, encoding = _decode(data, source)
    controls = sum(1 for ch in text if ch < " " and ch not in "\t\n\r")
    if controls > max(2, len(text) * _CONTROL_LIMIT):
        raise DictionaryError(f"dictionary file {source!r} looks binary, expected a text word list")
    return text, encoding


def _decode(data: bytes, source: str) -> tuple[str, str]:
    for bom, encoding in ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"),
                          (codecs.BOM_UTF16_BE, "utf-16")):
        if data.startswith(bom):
            return _strict(data, encoding, source), encoding
    if b"\x00" in data:
        utf16 = _utf16_without_bom(data)
        if utf16 is None:
            raise DictionaryError(f"dictionary file {source!r} looks binary, expected a text word list")
        return _strict(data, utf16, source), utf16
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    # Both single-byte Cyrillic encodings decode any byte; a word list is mostly lowercase, and
    # the wrong one of the two turns lowercase letters into capitals.
    candidates = [(data.decode(encoding), encoding) for encoding in ("cp1251", "koi8-r")]
    return max(candidates, key=lambda pair: sum(1 for ch in pair[0] if "а" <= ch <= "я"))


def _utf16_without_bom(data: bytes) -> str | None:
    zeros_even, zeros_odd = data[0::2].count(0), data[1::2].count(0)
    half = len(data) // 2
    if zeros_odd > half * 0.3 and zeros_even < half * 0.05:
        return "utf-16-le"
    if zeros_even > half * 0.3 and zeros_odd < half * 0.05:
        return "utf-16-be"
    return None


def _strict(data: bytes, encoding: str, source: str) -> str:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as error:
        raise DictionaryError(
            f"dictionary file {source!r} is not valid {encoding} at byte {error.start}") from None


def parse_words(text: str, alphabet: Alphabet) -> tuple[list[Entry], int]:
    """Entries of the words that fit the alphabet, and how many tokens did not."""
    letters = set(alphabet.letters)
    entries: list[Entry] = []
    skipped = 0
    for line in text.splitlines():
        line = line.split("#", 1)[0]
        if not line.strip():
            continue
        columns = line.split("\t")
        if len(columns) > 1 and _is_number(columns[1]):
            tokens = [columns[0].strip()]
            zipf = float(columns[1])
            plural = len(columns) > 2 and columns[2].strip() == PLURAL_FLAG
        else:
            tokens, zipf, plural = line.split(), 0.0, False
        for token in tokens:
            word = token.lower()
            if word and letters.issuperset(word):
                entries.append(Entry(word, zipf, plural))
            else:
                skipped += 1
    return entries, skipped


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def read_word_list(path: Path, alphabet: Alphabet, data: bytes | None = None) -> WordList:
    """Read and parse one list; `data` is its content when the caller has read it already."""
    source = str(path)
    if data is None:
        data = read_bytes(path)
    text, encoding = decode_text(data, source)
    entries, skipped = parse_words(text, alphabet)
    return WordList(tuple(entries), skipped, encoding)
