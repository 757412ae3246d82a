"""Helpers shared by the subcommands: language and dictionary options, JSON output."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from desktop_solver.core.alphabet import LANGUAGES
from desktop_solver.core.lexicon import Lexicon
from desktop_solver.core.lexicon.lexicon import LoadReport
from desktop_solver.core.lexicon.reader import MAX_WORD_LENGTH
from desktop_solver.session import DictionaryRequest, Session


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
    """The command's dictionaries, through the session (the window's rule: bundled names or
    paths, the language's default list otherwise, one disk cache): each language's lexicon is
    loaded once per command (a batch may mix languages)."""

    def __init__(self, args: argparse.Namespace, session: Session | None = None) -> None:
        self.session = session or Session()
        self._choice = tuple(args.dicts)
        self._fold_yo = not args.keep_yo
        self._noted: set[str] = set()

    def request(self, lang: str) -> DictionaryRequest:
        return DictionaryRequest.of(lang, self._choice, self._fold_yo)

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
    json.dump(data, sys.stdout, ensure_ascii=False, separators=(",", ":"))
    sys.stdout.write("\n")
