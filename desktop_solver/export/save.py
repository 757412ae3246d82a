"""Saving a puzzle in the format its file name asks for."""

from __future__ import annotations

import json
from pathlib import Path

from desktop_solver.core.files import write_atomically
from desktop_solver.core.wordsearch_generate import Puzzle
from desktop_solver.export.text import page_title, puzzle_data, puzzle_text

PUZZLE_FORMATS = (".txt", ".json", ".png", ".pdf")


def save_puzzle(puzzle: Puzzle, path: Path, *, title: str | None = None,
                answer_key: bool = True) -> list[Path]:
    """TXT (grid, words, answer key), JSON, PNG (puzzle and NAME-solution.png) or PDF (both
    pages); returns the files written. Pillow is loaded only for the pictures."""
    suffix = path.suffix.lower()
    title = page_title(title)  # checked before anything is drawn or written
    if suffix == ".txt":
        write_atomically(path, puzzle_text(puzzle, answer_key=answer_key).encode("utf-8"))
        return [path]
    if suffix == ".json":
        text = json.dumps(puzzle_data(puzzle), ensure_ascii=False, indent=1) + "\n"
        write_atomically(path, text.encode("utf-8"))
        return [path]
    from desktop_solver.export.image import save_pdf, save_png

    if suffix == ".png":
        return save_png(puzzle, path, title=title)
    save_pdf(puzzle, path, title=title)
    return [path]
