"""Latin and Cyrillic alphabets: letter indexes, case folding, ё/е, look-alike letters.

Glossary: a *letter index* is a letter's position in its alphabet (0-based); tries and boards
store indexes, never characters. With `fold_yo` (the default for Russian word games) ё gets the
index of е, so ЁЖ can be traced through an Е tile; the dictionary keeps its own spelling for display.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

LATIN_LETTERS = "abcdefghijklmnopqrstuvwxyz"
CYRILLIC_LETTERS = "абвгдежзийклмнопрстуфхцчшщъыьэюяё"

# Latin capitals that look like Cyrillic ones: typed on an English keyboard layout or read by OCR.
LATIN_LOOKALIKES = {
    "A": "А", "B": "В", "E": "Е", "K": "К", "M": "М", "H": "Н", "O": "О",
    "P": "Р", "C": "С", "T": "Т", "X": "Х", "Y": "У",
}


_REMEMBERED_KEYS = 4096


class Script(Enum):
    LATIN = "latin"
    CYRILLIC = "cyrillic"


def script_of(char: str) -> Script | None:
    """The script of one letter, or None for anything that is not a Latin or Cyrillic letter."""
    lower = char.lower()
    if lower in LATIN_LETTERS:
        return Script.LATIN
    if lower in CYRILLIC_LETTERS:
        return Script.CYRILLIC
    return None


@dataclass(frozen=True)
class Alphabet:
    """One language's letters. `lang` is 'en' or 'ru'."""

    lang: str
    letters: str
    script: Script
    fold_yo: bool = False
    _index: dict[str, int] = field(init=False, repr=False, compare=False)
    _keys: dict[str, tuple[str, tuple[int, ...] | None]] = field(
        init=False, repr=False, compare=False, default_factory=dict)

    def __post_init__(self) -> None:
        index = {ch: i for i, ch in enumerate(self.letters)}
        if self.fold_yo and "ё" in index:
            index["ё"] = index["е"]
        object.__setattr__(self, "_index", index)

    @property
    def size(self) -> int:
        return len(self.letters)

    def index(self, char: str) -> int | None:
        """Letter index of a lowercase character, or None if it is not in the alphabet."""
        return self._index.get(char)

    def indexes(self, word: str) -> tuple[int, ...] | None:
        """Letter indexes of a lowercase word, or None if any character is outside the alphabet."""
        get = self._index.get
        out = []
        for ch in word:
            i = get(ch)
            if i is None:
                return None
            out.append(i)
        return tuple(out)

    def fold(self, word: str) -> str:
        """The search key of a word: lowercase, and ё as е when folding."""
        word = word.lower()
        return word.replace("ё", "е") if self.fold_yo else word

    def search_key(self, text: str) -> tuple[str, tuple[int, ...] | None]:
        """`fold(text)` and its letter indexes, remembered: boards repeat the same few tiles."""
        known = self._keys.get(text)
        if known is None:
            if len(self._keys) > _REMEMBERED_KEYS:
                self._keys.clear()
            key = self.fold(text)
            known = self._keys[text] = (key, self.indexes(key))
        return known

    def letter(self, index: int) -> str:
        return self.letters[index]

    def normalize_char(self, char: str) -> str:
        """A typed or recognised character as this alphabet's lowercase letter (look-alikes mapped)."""
        if self.script is Script.CYRILLIC:
            char = LATIN_LOOKALIKES.get(char.upper(), char)
        return char.lower()


LANGUAGES = ("en", "ru")


def alphabet_for(lang: str, fold_yo: bool = True) -> Alphabet:
    """The alphabet of 'en' or 'ru'; `fold_yo` only matters for Russian."""
    if lang == "en":
        return Alphabet("en", LATIN_LETTERS, Script.LATIN)
    if lang == "ru":
        return Alphabet("ru", CYRILLIC_LETTERS, Script.CYRILLIC, fold_yo=fold_yo)
    raise ValueError(f"unknown language {lang!r}, expected one of {', '.join(LANGUAGES)}")


def as_cyrillic(text: str) -> str:
    """The text in lower case with its Latin look-alikes read as the Cyrillic letters they
    stand for (as a Russian board reads them): 'cop' -> 'сор'; other characters stay."""
    russian = alphabet_for("ru")
    return "".join(map(russian.normalize_char, text))


def detect_language(text: str) -> str | None:
    """'ru' if the text holds any Cyrillic letter, 'en' if only Latin ones, None without letters.

    Any Cyrillic letter wins because Latin look-alikes in a Russian board are common (typed on the
    wrong layout, or read by OCR), while Cyrillic letters never appear in an English one.
    """
    seen_latin = False
    for ch in text:
        script = script_of(ch)
        if script is Script.CYRILLIC:
            return "ru"
        if script is Script.LATIN:
            seen_latin = True
    return "en" if seen_latin else None
