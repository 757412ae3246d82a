"""Alphabets for Tesseract, look-alike letters, and a tile's text from what Tesseract read.

A tile's text is what the board editor shows: capitals, 'QU' for several letters in one tile,
'RE-' for a prefix, '-ING' for a suffix, 'A/E' for either letter, '' for an empty cell.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable
from itertools import combinations

from desktop_solver.core.alphabet import LATIN_LOOKALIKES, Script, script_of

LATIN_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
CYRILLIC_UPPER = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"
MARKS = "-/"

LETTERS = {"en": LATIN_UPPER, "ru": CYRILLIC_UPPER}


def dice_faces(lang: str) -> tuple[str, ...]:
    """The faces a die of `lang`'s Boggle set prints: its capitals, an English set's Q only as
    Qu."""
    if lang == "en":
        return tuple(LATIN_UPPER.replace("Q", "")) + ("QU",)
    return tuple(LETTERS[lang])


def whitelist(lang: str, capitals: bool | None = None) -> str:
    """The characters Tesseract may return: the language's letters in both cases, or only in
    the board's case once that is known, and the dash and slash of multi-letter tiles."""
    upper = LETTERS[lang]
    if capitals is None:
        return upper + upper.lower() + MARKS
    return (upper if capitals else upper.lower()) + MARKS


def exclusive_letters(lang: str) -> frozenset[str]:
    """The capitals only `lang` has: not Latin look-alikes of Cyrillic letters (A, B, E, K, ...)."""
    if lang == "en":
        return frozenset(LATIN_UPPER) - frozenset(LATIN_LOOKALIKES)
    return frozenset(CYRILLIC_UPPER) - frozenset(LATIN_LOOKALIKES.values())


# Letters whose capital and small forms differ in shape, so that a board's case can be told
# (most Cyrillic small letters are small capitals and tell nothing; Tesseract reads a capital Д
# as д often enough that a board of capitals with a few Д was taken for small letters).
_CASE_TELLING = set("ABDEFGHJMNQRTabdefghjmnqrtАБЕЁабеё")

# Small Latin letters Tesseract may return for Cyrillic capitals of the same shape.
_SMALL_LOOKALIKES = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у",
                     "k": "к", "m": "м", "h": "н", "t": "т", "b": "в"}


def board_is_capitals(texts: Iterable[str]) -> bool:
    """True unless most case-telling letters read are small (a board printed in small letters)."""
    upper = lower = 0
    for text in texts:
        for ch in text:
            if ch in _CASE_TELLING:
                if ch.isupper():
                    upper += 1
                else:
                    lower += 1
    return upper >= lower


# Small letters that stand between the line and the x-height (no dot, breve or tail the cut may
# add), and letters that rise to the capitals' height: the small ascenders, and the capitals
# whose small forms differ in shape (a C may be a small c).
_SHORT_SMALL = set("acemnorsuvwxzавгежзиклмнопстхчшъыьэюя")
_TALL = set("bdfhkltбABDEFGHMNRTАБДЕ")
# On a board of small letters the short ones stand at most this share of the tall ones' height
# (x-height to ascender: 0.69-0.75 in common faces); a board whose "small" letters stand as tall
# as the rest is of capitals, read small (a monospaced capital N as n).
SHORT_TO_TALL = 0.88


def heights_say_capitals(letters: Iterable[tuple[str, float]]) -> bool:
    """Whether the single letters read (text, its glyph's height above the line) as short small
    ones stand as tall as those read as tall letters: then the board is printed in capitals,
    whatever case Tesseract read. False when the reading has no letter of either kind."""
    short: list[float] = []
    tall: list[float] = []
    for text, height in letters:
        if text in _SHORT_SMALL:
            short.append(height)
        elif text in _TALL:
            tall.append(height)
    if not short or not tall:
        return False
    return statistics.median(short) >= SHORT_TO_TALL * statistics.median(tall)


def small_unlike_capital(text: str) -> bool:
    """Whether `text` is a short small letter whose capital has another shape (n, not o): read
    at the capitals' height, it is no letter of that alphabet but a foreign capital squeezed
    into it (a Cyrillic П read n)."""
    return text in _SHORT_SMALL and text in _CASE_TELLING


# Letters drawn as two components side by side (read as one letter, seen as two parts).
_TWO_PART = set("ЫЮыю")


def _best_fit(letters: list[tuple[str, float]], wanted: int) -> list[tuple[str, float]]:
    """The ordered subset of `letters` whose parts come nearest to `wanted` without passing
    it, the surest such subset."""
    def parts(subset: tuple[tuple[str, float], ...]) -> int:
        return sum(2 if text in _TWO_PART else 1 for text, _ in subset)

    subsets = [subset for size in range(1, len(letters) + 1)
               for subset in combinations(letters, size) if parts(subset) <= wanted]
    if not subsets:
        return [max(letters, key=lambda letter: letter[1])]
    best = max(subsets, key=lambda subset: (parts(subset), sum(conf for _, conf in subset)
                                            / len(subset)))
    return list(best)


def tile_text(chars: list[tuple[str, float]], shape: str, lang: str, capitals: bool,
              marks_above: int = 0, foot: float | None = None) -> tuple[str, float]:
    """A tile's text and confidence from Tesseract's characters (left to right, each with its
    confidence), the tile's component `shape` ('L', 'LL-', 'L/L', '-L', '|' for a plain bar),
    the number of small marks above its letters and where the ink of its lowest fifth starts
    (`foot`, 0 left to 1 right; see TileGlyph).

    The shape decides how many letters there can be and where a dash or slash goes, so a stray
    character Tesseract adds (two letters from one wide glyph) or a dash it drops is fixed; the
    marks tell i from l and Ё from Е, and the foot q from g, which Tesseract often misses at this
    size."""
    if shape == "|" and lang == "en":
        # A lone plain bar is I on a board of capitals (l on one of small letters; i with its
        # dot) whatever Tesseract makes of it: it has nothing else to go by.
        letter = "I" if capitals or marks_above else "L"
        return letter, 0.95
    letters = [(_letter(text, lang, capitals), conf) for text, conf in chars]
    letters = [(text, conf) for text, conf in letters if text]
    wanted = shape.count("L") + shape.count("|")
    seen = sum(2 if text in _TWO_PART else 1 for text, _ in letters)
    confidence = min((conf for _, conf in letters), default=0.0)
    if seen > wanted:
        # Keep the letters, in their left-to-right order, whose parts best make the shape's
        # (Ы is a letter of two parts: ЬЫ read from one Ы keeps the Ы), the surest of those.
        letters = _best_fit(letters, max(1, wanted))
        confidence = min(conf for _, conf in letters) * 0.9
    elif seen < wanted:
        confidence *= 0.5
    body = [text.upper() for text, _ in letters]
    if not body:
        return "", 0.0
    if lang == "en" and body[0] == "Q" and wanted == 2 and len(body) <= 2:
        # English boards print Q beside another letter only as Qu; the small u is what Tesseract
        # gets wrong or drops.
        body[1:] = ["U"]
    if len(body) == 1 and marks_above:
        if lang == "ru" and body[0] == "Е" and marks_above >= 2:
            body[0] = "Ё"
        elif lang == "ru" and body[0] == "И":
            body[0] = "Й"
        elif lang == "en" and body[0] == "L" and not capitals:
            body[0] = "I"
    if len(body) == 1 and body[0] in "GQ" and lang == "en" and not capitals and foot is not None:
        body[0] = small_g_or_q(foot, body[0])
    if "/" in shape and len(body) >= 2:
        text = "/".join(body)
    else:
        text = "".join(body)
    if shape.startswith("-"):
        text = "-" + text
    elif shape.endswith("-") and len(shape) > 1:
        text += "-"
    return text.upper(), confidence


# The ink of a small letter's lowest fifth starts here or further right for q (a stem on the
# right, perhaps with a foot serif: 0.52-0.89 over the DejaVu faces, upright and oblique, 0.58
# for a Courier-like q) and here or further left for g (its tail hooks back to the left: 0.06-0.25).
_Q_FOOT = 0.45
_G_FOOT = 0.35


def small_g_or_q(foot: float, read: str) -> str:
    """'Q' or 'G' for a small letter read as either, by where its lowest ink starts; `read`
    when that is in between. Tesseract reads the q of Courier-like fonts as g with confidence."""
    if foot >= _Q_FOOT:
        return "Q"
    if foot <= _G_FOOT:
        return "G"
    return read


def _letter(text: str, lang: str, capitals: bool) -> str:
    """One recognised character as a letter of `lang` ('' for a dash, slash or anything else)."""
    if lang == "en":
        # A sans-serif capital I is a plain bar: Tesseract calls it l as often as I.
        if capitals and text == "l":
            text = "I"
        elif not capitals and text == "I":
            text = "l"
    else:
        text = _to_cyrillic(text)
    return text if text.isalpha() else ""


def _to_cyrillic(ch: str) -> str:
    if script_of(ch) is Script.LATIN:
        return LATIN_LOOKALIKES.get(ch, _SMALL_LOOKALIKES.get(ch, ch))
    return ch
