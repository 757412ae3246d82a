"""Helpers shared by the subcommands: language and dictionary options, JSON output."""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Any

from desktop_solver.core.alphabet import LANGUAGES
from desktop_solver.core.errors import SolverError
from desktop_solver.core.lexicon import Lexicon
from desktop_solver.core.lexicon.reader import MAX_WORD_LENGTH
from desktop_solver.dictionaries import find_dictionary, load_dictionary

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
    if value > most:
        raise OptionError(f"{option} {value:g} must be at most {most:g}{unit}")


def read_stdin_text() -> str:
    """Standard input as text: bytes decoded like a word list (BOM, UTF-8, UTF-16, cp1251,
    KOI8-R), at most STDIN_LIMIT bytes."""
    from desktop_solver.core.lexicon.reader import decode_text

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


class LexiconShelf:
    """Loads each language's lexicon once per command (a batch may mix languages)."""

    def __init__(self, args: argparse.Namespace) -> None:
        self._files = [_dictionary_path(spec) for spec in args.dicts]
        self._fold_yo = not args.keep_yo
        self._loaded: dict[str, Lexicon] = {}

    def get(self, lang: str) -> Lexicon:
        if lang not in self._loaded:
            lexicon = load_dictionary(lang, self._files, fold_yo=self._fold_yo)
            report = lexicon.report
            if report.skipped:
                details = "".join((
                    f"; {report.too_long} longer than {MAX_WORD_LENGTH} letters"
                    if report.too_long else "",
                    f"; read as {', '.join(report.encodings)}"
                    if any(enc not in ("utf-8", "utf-8-sig") for enc in report.encodings) else ""))
                print(f"desktop-solver: note: {report.skipped} entries of "
                      f"{', '.join(report.sources)} skipped: not words of the {lang!r} "
                      f"alphabet{details}", file=sys.stderr)
            if report.bad_values:
                print(f"desktop-solver: note: {report.bad_values} frequency values of "
                      f"{', '.join(report.sources)} ignored: not a count or Zipf value",
                      file=sys.stderr)
            self._loaded[lang] = lexicon
        return self._loaded[lang]


def _dictionary_path(spec: str) -> Path:
    bundled = find_dictionary(spec)
    return bundled.path if bundled is not None and not Path(spec).exists() else Path(spec)


def print_json(data: Any) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, separators=(",", ":"))
    sys.stdout.write("\n")
