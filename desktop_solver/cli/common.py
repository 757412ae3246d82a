"""Helpers shared by the subcommands: language and dictionary options, JSON output."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from desktop_solver.core.alphabet import LANGUAGES
from desktop_solver.core.errors import SolverError
from desktop_solver.core.files import shorten
from desktop_solver.core.lexicon import Lexicon
from desktop_solver.core.lexicon.lexicon import LoadReport
from desktop_solver.core.lexicon.reader import MAX_WORD_LENGTH
from desktop_solver.dictionaries import COMMON_ZIPF
from desktop_solver.session import DictionaryRequest, Session

STDIN_LIMIT = 1024 * 1024  # bytes: far more than any board


class OptionError(SolverError):
    """A command-line option's value is outside what it can mean."""


def check_range(option: str, value: float | None, least: float, most: float,
                unit: str = "", exclusive: bool = False) -> None:
    """OptionError unless `value` (when given) is a finite number from `least` (or more than it,
    when `exclusive`) to `most`."""
    if value is None:
        return
    if not math.isfinite(value):
        raise OptionError(f"{option} {value} is not a finite number, expected "
                          f"{least:g}..{most:g}{unit}")
    if exclusive and value <= least:
        raise OptionError(f"{option} {value} must be more than {least:g}{unit}")
    if value < least:
        raise OptionError(f"{option} {value} must be at least {least:g}{unit}")
    # A whole number is shown as typed (99999999999999999999, not 1e+20).
    shown = shorten(str(value), 40).strip("'") if isinstance(value, int) else f"{value:g}"
    if value > most:
        raise OptionError(f"{option} {shown} must be at most {most:g}{unit}")


def check_order(shortest: tuple[str, int | None], longest: tuple[str, int | None]) -> None:
    """OptionError when a lower limit is above an upper one: nothing could be found, and an
    empty answer would look like a board with no words."""
    (low_option, low), (high_option, high) = shortest, longest
    if low is not None and high is not None and low > high:
        raise OptionError(f"{low_option} {low} is more than {high_option} {high}; expected "
                          f"{low_option} at most {high_option}")


def whole_number(text: str) -> int:
    """argparse's type for counts: a whole number, said so when it is not (1e+23, 5.0)."""
    try:
        return int(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{shorten(text, 40)} is not a whole number, expected digits such as 8") from None


def read_stdin_text() -> str:
    """Standard input as text: bytes decoded like a word list (BOM, UTF-8, UTF-16, cp1251,
    KOI8-R), at most STDIN_LIMIT bytes."""
    from desktop_solver.core.lexicon.reader import decode_text

    if sys.stdin is None:
        raise OptionError("standard input is closed; expected a board on it (GRID '-')")
    stream = getattr(sys.stdin, "buffer", None)
    if stream is None:  # a replaced text stream (tests, embedding)
        return sys.stdin.read(STDIN_LIMIT)
    data = stream.read(STDIN_LIMIT + 1)
    if len(data) > STDIN_LIMIT:
        raise OptionError(f"standard input is more than {STDIN_LIMIT // 1024} KB, expected a "
                          "board")
    if not data.strip():
        return ""
    return decode_text(data, "standard input")[0]


def add_language_options(parser: argparse.ArgumentParser, *, dictionaries: bool = True) -> None:
    parser.add_argument("--lang", choices=LANGUAGES,
                        help="language (default: detected from the letters)")
    if dictionaries:
        parser.add_argument("--dict", dest="dicts", action="append", default=[], metavar="PATH",
                            help="word list to use instead of the bundled one (repeatable: the "
                                 "union); a bundled name such as ru-large works too")
        parser.add_argument("--keep-yo", action="store_true",
                            help="treat ё and е as different letters (Russian)")
        parser.add_argument("--offensive", action="store_true",
                            help="show obscenities, vulgar words and slurs (hidden by default)")
        words = parser.add_mutually_exclusive_group()
        words.add_argument("--common", action="store_const", dest="min_zipf", const=COMMON_ZIPF,
                           help=f"common words only: hide words with a Zipf frequency under "
                                f"{COMMON_ZIPF}")
        words.add_argument("--min-frequency", type=float, dest="min_zipf", metavar="ZIPF",
                           help="hide words with a Zipf frequency under ZIPF (0..8; 3 is once "
                                "in a million words)")


class LexiconShelf:
    """The command's dictionaries, through the session (the window's rule: bundled names or
    paths, the language's default list otherwise, one disk cache): each language's lexicon is
    loaded once per command (a batch may mix languages)."""

    def __init__(self, args: argparse.Namespace, session: Session | None = None, *,
                 game: str = "") -> None:
        self.session = session or Session()
        self._choice = tuple(args.dicts)
        self._fold_yo = not args.keep_yo
        self._game = game
        self._offensive = getattr(args, "offensive", False)
        self._min_zipf = getattr(args, "min_zipf", None) or 0.0
        check_range("--min-frequency", self._min_zipf, 0, 8)
        self._noted: set[str] = set()

    def request(self, lang: str) -> DictionaryRequest:
        return DictionaryRequest.of(lang, self._choice, self._fold_yo, game=self._game,
                                    offensive=self._offensive, min_zipf=self._min_zipf)

    def get(self, lang: str) -> Lexicon:
        lexicon = self.session.lexicon(self.request(lang))
        if lang not in self._noted:
            self._noted.add(lang)
            for note in load_notes(lexicon.report, lang):
                print(f"desktop-solver: note: {note}", file=sys.stderr)
        return lexicon


def load_notes(report: LoadReport, lang: str) -> list[str]:
    """What a user should know of how their lists were read: what was skipped, and the
    encoding when it had to be guessed."""
    sources = ", ".join(report.sources)
    notes = []
    if report.skipped:
        notes.append(f"{report.skipped} entries of {sources} skipped: not words of the "
                     f"{lang!r} alphabet")
    if report.too_long:
        notes.append(f"{report.too_long} words of {sources} skipped: longer than "
                     f"{MAX_WORD_LENGTH} letters")
    if report.bad_frequencies:
        notes.append(f"{report.bad_frequencies} frequency values of {sources} ignored: not a "
                     "number of 0 or more")
    guessed = sorted(set(report.encodings) - {"utf-8", "utf-8-sig"})
    if guessed:
        notes.append(f"{sources} read as {', '.join(guessed)}")
    return notes


def print_json(data: Any) -> None:
    # Where stdout cannot hold every letter (cp1252), \\uXXXX escapes keep the JSON exact.
    escaped = getattr(sys.stdout, "errors", None) == "backslashreplace"
    json.dump(data, sys.stdout, ensure_ascii=escaped, separators=(",", ":"))
    sys.stdout.write("\n")
