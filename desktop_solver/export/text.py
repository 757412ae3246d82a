"""Puzzles as text (grid, word list, answer key) and as JSON-ready data. No Pillow here."""

from __future__ import annotations

import re
from typing import Any

from desktop_solver.core.alphabet import alphabet_for
from desktop_solver.core.errors import SolverError
from desktop_solver.core.wordsearch import Placement
from desktop_solver.core.wordsearch_generate import Puzzle

_LIST_WIDTH = 72
# A page title is one line; this many characters already need the smallest type across A4.
MAX_TITLE = 200
_CONTROLS = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]+")


def page_title(title: str | None) -> str | None:
    """A puzzle page's title as one line (new lines, carriage returns and tabs read as spaces),
    or SolverError when it is longer than a page can show."""
    if title is None:
        return None
    line = " ".join(_CONTROLS.sub(" ", title).split())
    if len(line) > MAX_TITLE:
        raise SolverError(f"the title has {len(line):,} characters, expected at most "
                          f"{MAX_TITLE} (one line across the page)", code="title.too_long",
                          length=len(line), most=MAX_TITLE)
    return line or None


def puzzle_data(puzzle: Puzzle) -> dict[str, Any]:
    """The JSON shape: rows, placed words with path and direction, unplaced words, settings."""
    return {
        "rows": list(puzzle.rows),
        "words": [placement_data(placement) for placement in puzzle.words],
        "unplaced": list(puzzle.unplaced),
        "lang": puzzle.lang,
        "size": [puzzle.height, puzzle.width],
        "difficulty": puzzle.difficulty.value,
        "seed": puzzle.seed,
    }


def placement_data(placement: Placement) -> dict[str, Any]:
    return {"word": placement.word, "path": [list(cell) for cell in placement.path],
            "direction": placement.direction.name if placement.direction else None,
            "start": list(placement.start)}


def puzzle_text(puzzle: Puzzle, *, answer_key: bool = True) -> str:
    """The grid with spaced letters, the word list, unplaced words, then the answer key."""
    lines = [f"Word search, {puzzle.height} x {puzzle.width}, {puzzle.difficulty.value}, "
             f"seed {puzzle.seed}", ""]
    lines += [" ".join(row) for row in puzzle.rows]
    lines += ["", f"Words ({len(puzzle.words)}):"]
    lines += _columns([placement.word for placement in sorted_words(puzzle)])
    if puzzle.unplaced:
        lines += ["", f"Not placed ({len(puzzle.unplaced)}): {', '.join(puzzle.unplaced)}"]
    if answer_key:
        lines += ["", "Answer key:", ""] + answer_key_lines(puzzle)
    return "\n".join(lines) + "\n"


def sorted_words(puzzle: Puzzle) -> list[Placement]:
    """The placed words in alphabet order (Ё with Е, not before А as its code point would)."""
    fold = alphabet_for(puzzle.lang).fold
    return sorted(puzzle.words, key=lambda placement: fold(placement.word))


def answer_key_lines(puzzle: Puzzle) -> list[str]:
    """The grid showing only the words' letters, then where each word starts and runs."""
    used = {cell for placement in puzzle.words for cell in placement.path}
    lines = [" ".join(char if (row, col) in used else "." for col, char in enumerate(text))
             for row, text in enumerate(puzzle.rows)]
    width = max((len(placement.word) for placement in puzzle.words), default=0)
    lines.append("")
    for placement in puzzle.words:
        row, col = placement.start
        direction = placement.direction
        where = f"{direction.label} ({direction.name})" if direction else "path"
        lines.append(f"{placement.word:<{width}}  row {row + 1}, column {col + 1}, {where}")
    return lines


def _columns(words: list[str]) -> list[str]:
    if not words:
        return []
    cell = max(len(word) for word in words) + 3
    per_line = max(1, _LIST_WIDTH // cell)
    return ["".join(f"{word:<{cell}}" for word in words[start:start + per_line]).rstrip()
            for start in range(0, len(words), per_line)]
