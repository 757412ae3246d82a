"""Word search: a grid and a list (phrases allowed: "CURLING IRON"), or every dictionary word."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from desktop_solver.core.board import Grid
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.wordsearch import (
    FoundWord,
    WordSearchResult,
    entry_key,
    list_entries as list_entries,  # the window's list box reads its entries through here
    solve_dictionary,
    solve_list,
)
from desktop_solver.export.text import placement_data
from desktop_solver.modes import Message, PasteTarget
from desktop_solver.session import DictionaryRequest, Session


def listed_text(words: Sequence[str]) -> str:
    """The list read beside a grid as the list box shows it: one word a line, in capitals like
    the grid (a puzzle prints some in title case, and a list of mixed case reads as misread)."""
    return "\n".join(word.upper() for word in words)


def as_listed(result: WordSearchResult, entries: Sequence[str]) -> WordSearchResult:
    """A search for the entries' letters (`entry_key`), its words under the entries' own
    spellings: a phrase as typed, in lower case."""
    shown: dict[str, str] = {}
    for entry in entries:
        shown.setdefault(entry_key(entry), entry)
    found = tuple(replace(item, word=shown[item.word].lower())
                  if shown.get(item.word, item.word) != item.word else item
                  for item in result.found)
    return replace(result, found=found,
                   missing=tuple(shown.get(word, word) for word in result.missing))


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
        keys = list(dict.fromkeys(entry_key(entry) for entry in input.entries))
        result = as_listed(solve_list(input.grid, keys, cancel=cancel), input.entries)
        yield from result.found
        return result.missing

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
