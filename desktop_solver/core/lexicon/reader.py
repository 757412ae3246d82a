"""Reading word lists: encoding detection and line parsing.

A word list is any text file with one word per line or words separated by white space, in UTF-8
(with or without BOM), UTF-16 (with or without BOM), cp1251 or KOI8-R, with CRLF or LF line ends
and `#` comments. A second column after a TAB may give the word's frequency: a Zipf value (0..9)
as the project's own lists have, or raw counts, which are converted. A third column may hold the
flag `plural` (a Russian noun used only in the plural, which Balda excludes).

Without a BOM the encoding is chosen by scoring each candidate decoding by how much it reads like
words: Russian letters weighted by how common they are (either case), Latin letters, and a
penalty for anything else. A UTF-8 file with a few undecodable lines stays UTF-8 (the lines are
skipped). Words longer than MAX_WORD_LENGTH letters fit no board and are skipped and counted.
"""

from __future__ import annotations

import codecs
import math
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from desktop_solver.core.alphabet import Alphabet
from desktop_solver.core.errors import DictionaryError, shorten
from desktop_solver.core.files import FileTooLargeError, NotRegularFileError, read_regular_file

PLURAL_FLAG = "plural"
MAX_WORD_LENGTH = 64  # letters; no board holds a longer word
MAX_LIST_BYTES = 64 * 1024 * 1024
_CONTROL_LIMIT = 0.01  # a text with more control characters than this is taken for binary
_BAD_UTF8_LINES = 0.05  # at most this share of undecodable lines keeps a file UTF-8
_MAX_ZIPF = 9.99

# Letter frequencies of Russian text, per cent; a wrong single-byte decoding permutes letters,
# so the right one scores best.
_RUSSIAN_PERCENT = {
    "о": 10.97, "е": 8.45, "а": 8.01, "и": 7.35, "н": 6.70, "т": 6.26, "с": 5.47, "р": 4.73,
    "в": 4.54, "л": 4.40, "к": 3.49, "м": 3.21, "д": 2.98, "п": 2.81, "у": 2.62, "я": 2.01,
    "ы": 1.90, "ь": 1.74, "г": 1.70, "з": 1.65, "б": 1.59, "ч": 1.44, "й": 1.21, "х": 0.97,
    "ж": 0.94, "ш": 0.73, "ю": 0.64, "ц": 0.48, "щ": 0.36, "э": 0.32, "ф": 0.26, "ъ": 0.04,
    "ё": 0.04,
}
_LETTER_SCORE = {letter: math.log(percent / 100) for letter, percent in _RUSSIAN_PERCENT.items()}
_LETTER_SCORE.update({chr(code): math.log(1 / 26) for code in range(ord("a"), ord("z") + 1)})
_NEUTRAL = set(" \t\r\n0123456789.,;:-'\"#()/!?_+=*&%$@[]{}<>|\\~`^")
_PENALTY = -12.0


@dataclass(frozen=True)
class Entry:
    """A dictionary word as spelled in its list, with what the list says about it."""

    spelling: str
    zipf: float = 0.0
    plural: bool = False


@dataclass(frozen=True)
class WordList:
    """The words of one list; `skipped` counts every token not kept, `too_long` the ones of more
    than MAX_WORD_LENGTH letters among them; `bad_values` counts frequency values that were no
    number a frequency can be (negative, NaN, infinite), whose words were kept without one."""

    entries: tuple[Entry, ...]
    skipped: int
    encoding: str
    too_long: int = 0
    bad_values: int = 0


def read_bytes(path: Path, what: str = "dictionary file", limit: int = MAX_LIST_BYTES) -> bytes:
    """The bytes of a text file the user named, or DictionaryError saying what is wrong."""
    name = shorten(str(path))  # also re-exported: callers quote values with it
    try:
        return read_regular_file(path, limit)
    except FileNotFoundError:
        raise DictionaryError(f"{what} {name} does not exist") from None
    except IsADirectoryError:
        raise DictionaryError(f"{what} {name} is a folder, expected a text file") from None
    except NotRegularFileError:
        raise DictionaryError(f"{what} {name} is not a regular file (a device, pipe or "
                              "socket), expected a text file") from None
    except FileTooLargeError:
        raise DictionaryError(f"{what} {name} is too large, expected at most "
                              f"{limit // (1024 * 1024)} MB") from None
    except OSError as error:
        raise DictionaryError(f"{what} {name} cannot be read: {error.strerror}") from None


def decode_text(data: bytes, source: str) -> tuple[str, str]:
    """The text of a word list and the encoding it was read with."""
    text, encoding = _decode(data, source)
    controls = sum(1 for ch in text if ch < " " and ch not in "\t\n\r")
    if controls > max(2, len(text) * _CONTROL_LIMIT):
        raise DictionaryError(f"dictionary file {shorten(source)} looks binary, expected a text "
                              "word list")
    return text, encoding


def _decode(data: bytes, source: str) -> tuple[str, str]:
    for bom, encoding in ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"),
                          (codecs.BOM_UTF16_BE, "utf-16")):
        if data.startswith(bom):
            return _strict(data, encoding, source), encoding
    if b"\x00" not in data:
        try:
            return data.decode("utf-8"), "utf-8"
        except UnicodeDecodeError:
            pass
        text = data.decode("utf-8", errors="replace")
        lines = [line for line in text.splitlines() if line.strip()]
        bad = sum(1 for line in lines if "\ufffd" in line)
        if bad < len(lines) and bad <= len(lines) * _BAD_UTF8_LINES:
            return text, "utf-8"
    candidates = ["utf-16-le", "utf-16-be"] if b"\x00" in data else []
    candidates += ["cp1251", "koi8-r", "utf-8"]
    scored = []
    for encoding in candidates:
        text = data.decode(encoding, errors="replace")
        scored.append((_score(text), -len(scored), text, encoding))
    score, _, text, encoding = max(scored)
    if score < -6:
        raise DictionaryError(f"dictionary file {shorten(source)} looks binary, expected a text "
                              "word list")
    return text, encoding


def _score(text: str) -> float:
    """How much `text` reads like a word list, per character (0 is best; about -3 for words)."""
    if not text:
        return 0.0
    total = 0.0
    for char, count in Counter(text).items():
        if char in _NEUTRAL:
            continue
        total += count * _LETTER_SCORE.get(char.lower(), _PENALTY)
    return total / len(text)


def _strict(data: bytes, encoding: str, source: str) -> str:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as error:
        raise DictionaryError(
            f"dictionary file {shorten(source)} is not valid {encoding} at byte {error.start}"
        ) from None


@dataclass
class _Parsed:
    entries: list[Entry]
    skipped: int = 0
    too_long: int = 0
    bad_values: int = 0


def parse_words(text: str, alphabet: Alphabet) -> tuple[list[Entry], int]:
    """Entries of the words that fit the alphabet, and how many tokens did not."""
    parsed = _parse(text, alphabet)
    return parsed.entries, parsed.skipped


def _parse(text: str, alphabet: Alphabet) -> _Parsed:
    letters = set(alphabet.letters)
    parsed = _Parsed([])
    values: list[float] = []  # per entry, the number its list gave (-1.0: none or nonsense)
    for line in text.splitlines():
        line = line.split("#", 1)[0]
        if not line.strip():
            continue
        columns = line.split("\t")
        value = _number(columns[1]) if len(columns) > 1 else None
        if value is not None:
            tokens = [columns[0].strip()]
            plural = len(columns) > 2 and columns[2].strip() == PLURAL_FLAG
            if not (math.isfinite(value) and value >= 0):
                parsed.bad_values += 1
                value = -1.0
        else:
            tokens, value, plural = line.split(), -1.0, False
        for token in tokens:
            if len(token) > MAX_WORD_LENGTH:
                parsed.too_long += 1
                parsed.skipped += 1
                continue
            word = token.lower()
            if word and letters.issuperset(word):
                parsed.entries.append(Entry(word, 0.0, plural))
                values.append(value)
            else:
                parsed.skipped += 1
    if any(value > _MAX_ZIPF for value in values):
        # Raw counts: Zipf is log10 of occurrences per billion words.
        # In logarithms, so counts up to the largest float neither overflow nor underflow.
        largest = max(values)
        log_total = math.log10(largest) + math.log10(
            math.fsum(value / largest for value in values if value > 0))
        values = [_clamp(math.log10(value) - log_total + 9) if value > 0 else 0.0
                  for value in values]
    parsed.entries = [Entry(entry.spelling, max(value, 0.0), entry.plural) if value > 0 else entry
                      for entry, value in zip(parsed.entries, values)]
    return parsed


def _clamp(zipf: float) -> float:
    return round(min(max(zipf, 0.0), _MAX_ZIPF), 2)


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
    parsed = _parse(text, alphabet)
    return WordList(tuple(parsed.entries), parsed.skipped, encoding, parsed.too_long,
                    parsed.bad_values)
