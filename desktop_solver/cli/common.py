"""Helpers shared by the subcommands: language and dictionary options, JSON output."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from desktop_solver.core.alphabet import LANGUAGES
from desktop_solver.core.lexicon import Lexicon
from desktop_solver.core.lexicon.reader import MAX_WORD_LENGTH
from desktop_solver.dictionaries import find_dictionary, load_dictionary


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
