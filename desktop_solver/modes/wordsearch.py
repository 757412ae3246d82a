"""Word search: a grid and a list (phrases allowed: "CURLING IRON"), or every dictionary word."""

from __future__ import annotations

import re
from collections.abc import Generator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from desktop_solver.core.board import Grid
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.wordsearch import FoundWord, solve_dictionary, solve_list
from desktop_solver.export.text import placement_data
from desktop_solver.modes import Message, PasteTarget
from desktop_solver.session import DictionaryRequest, Session

# Entries of a list are separated by new lines, commas and semicolons; spaces, hyphens and
# apostrophes inside an entry belong to a phrase, which is looked for without them.
_ENTRY_SEPARATORS = re.compile(r"[\n,;]+")
_JOINERS = re.compile(r"[\s\-'’]+")


def list_entries(text: str) -> list[str]:
    """The entries of a word list as typed ('#' starts a comment), phrases kept whole."""
    lines = (line.split("#", 1)[0] for line in text.splitlines())
    entries = (" ".join(entry.split()) for entry in _ENTRY_SEPARATORS.split("\n".join(lines)))
    return [entry for entry in entries if entry]


def listed_text(words: Sequence[str]) -> str:
    """The list read beside a grid as the list box shows it: one word a line, in capitals like
    the grid (a puzzle prints some in title case, and a list of mixed case reads as misread)."""
    return "\n".join(word.upper() for word in words)


def entry_key(entry: str) -> str:
    """What is looked for in the grid: the entry's letters, lower case."""
    return _JOINERS.sub("", entry).lower()


@dataclass(frozen=True)
class WordSearchInput:
    grid: Grid
    entries: tuple[str, ...]  # empty: every dictionary word
    min_length: int
    dictionary: DictionaryRequest


class WordSearchMode:
    name: str = "wordsearch"
    fields: tuple[str, ...] = ("word", "path", "direction", "start", "count")
    paste = PasteTarget.GRID
    reads_pictures = True

    def run(self, session: Session, input: WordSearchInput,
            cancel: CancelToken) -> Generator[FoundWord, None, tuple[str, ...]]:
        """Found words (a listed phrase under its own spelling); returns the entries missing."""
        if not input.entries:
            lexicon = session.lexicon(input.dictionary, cancel.progress())
            yield from solve_dictionary(input.grid, lexicon, input.min_length, cancel=cancel)
            return ()
        shown: dict[str, str] = {}
        for entry in input.entries:
            shown.setdefault(entry_key(entry), entry)
        result = solve_list(input.grid, list(shown), cancel=cancel)
        for found in result.found:
            phrase = shown.get(found.word, found.word)
            if phrase != found.word:
                found = replace(found, word=phrase.lower())
            yield found
        return tuple(shown.get(word, word) for word in result.missing)

    def record(self, row: FoundWord) -> dict[str, Any]:
        """The command line's JSON entry too."""
        entry = placement_data(row.placements[0])
        entry["word"] = row.word
        entry["count"] = row.count
        if row.count > 1:
            entry["placements"] = [placement_data(placement) for placement in row.placements]
        return entry

    def status(self, input: WordSearchInput, rows: Sequence[FoundWord],
               summary: object = None) -> Message:
        missing = tuple(summary) if isinstance(summary, tuple) else ()
        if input.entries:
            return Message("wordsearch.listed", {"found": len(rows),
                                                 "total": len(rows) + len(missing)})
        return Message("wordsearch.all", {"count": len(rows)})


MODE = WordSearchMode()
