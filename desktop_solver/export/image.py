"""Puzzle pages drawn with Pillow: the puzzle (title, grid, word list) and the solution (the same
grid with every word circled), saved as PNG files or as one PDF with both pages.

Pages are A4 portrait at 150 dots per inch. Geometry is in pixels; a word's circle is a capsule
(two half circles joined by straight sides) around the centres of its first and last cells.
"""

from __future__ import annotations

import math
from functools import partial
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from PIL import Image, ImageDraw, ImageFont

from desktop_solver.core.files import write_atomically
from desktop_solver.core.wordsearch_generate import Puzzle
from desktop_solver.export.fonts import find_font, load_font
from desktop_solver.export.text import page_title, sorted_words

DPI = 150
PAGE = (1240, 1754)           # A4 at 150 dpi
MARGIN = 90
MAX_CELL = 90
MIN_TITLE_SIZE = 8  # px: a 200-character title and ": Solution" still fit at this size
_HEADINGS = {"en": ("Word search", "Solution"), "ru": ("Найди слова", "Ответы")}
_INK = (20, 20, 20)
_GRID_LINE = (150, 150, 150)
# Colours of the circles, far enough apart to tell crossing words apart.
_PALETTE = ((214, 39, 40), (31, 119, 180), (44, 160, 44), (255, 127, 14), (148, 103, 189),
            (23, 190, 207), (227, 119, 194), (140, 86, 75), (188, 189, 34), (127, 127, 127))


@dataclass(frozen=True)
class PageLayout:
    """Where things go on a page: the grid's top-left corner and cell size, the word list."""

    left: int
    top: int
    cell: int
    list_top: int
    columns: int
    line_height: int

    def centre(self, row: int, col: int) -> tuple[float, float]:
        return (self.left + (col + 0.5) * self.cell, self.top + (row + 0.5) * self.cell)


def layout_page(puzzle: Puzzle, page: tuple[int, int] = PAGE) -> PageLayout:
    """Fit the grid and the word list on one page: the list gets the rows it needs and the grid
    the rest, in square cells no larger than MAX_CELL."""
    page_width, page_height = page
    title_bottom = MARGIN + 90
    words = len(puzzle.words)
    longest = max((len(placement.word) for placement in puzzle.words), default=1)
    columns = max(1, min(5, (page_width - 2 * MARGIN) // (longest * 24 + 60)))
    line_height = 46
    list_height = (-(-words // columns)) * line_height + 70
    room_width = page_width - 2 * MARGIN
    room_height = page_height - title_bottom - MARGIN - list_height
    cell = max(8, min(MAX_CELL, room_width // puzzle.width, room_height // puzzle.height))
    left = (page_width - cell * puzzle.width) // 2
    return PageLayout(left, title_bottom, cell, title_bottom + cell * puzzle.height + 60,
                      columns, line_height)


def render_page(puzzle: Puzzle, *, solution: bool = False, title: str | None = None,
                font_path: Path | None = None) -> Image.Image:
    """One page: the puzzle, or its solution with the words circled."""
    font_path = font_path or find_font()
    layout = layout_page(puzzle)
    page = Image.new("RGB", PAGE, "white")
    draw = ImageDraw.Draw(page)
    heading = _HEADINGS.get(puzzle.lang, _HEADINGS["en"])
    text = page_title(title) or heading[0]
    if solution:
        text = f"{text}: {heading[1]}"
    draw.text((PAGE[0] // 2, MARGIN), text, font=_title_font(draw, text, font_path), fill=_INK,
              anchor="mt")
    if solution:
        _draw_circles(page, puzzle, layout)
        draw = ImageDraw.Draw(page)
    _draw_grid(draw, puzzle, layout, font_path)
    _draw_word_list(draw, puzzle, layout, font_path, solution)
    return page


def _title_font(draw: ImageDraw.ImageDraw, text: str, font_path: Path) -> ImageFont.FreeTypeFont:
    """The title's type: 52 px, smaller for a long title so that it fits between the margins."""
    size = 52
    font = load_font(font_path, size)
    room = PAGE[0] - 2 * MARGIN
    width = draw.textlength(text, font=font)
    if width > room:
        size = max(MIN_TITLE_SIZE, int(size * room / width))
        font = load_font(font_path, size)
    return font


def save_png(puzzle: Puzzle, path: Path, *, title: str | None = None) -> list[Path]:
    """The puzzle page at `path` and the solution page beside it (NAME-solution.png)."""
    path = Path(path)
    font_path = find_font()
    solution_path = path.with_name(f"{path.stem}-solution{path.suffix}")
    # Both drawn before either is written: a drawing error then leaves no file changed.
    pages = [(target, render_page(puzzle, solution=solution, title=title, font_path=font_path))
             for target, solution in ((path, False), (solution_path, True))]
    for target, page in pages:
        write_atomically(target, partial(_save_png, page))
    return [path, solution_path]


def _save_png(page: Image.Image, out: BinaryIO) -> None:
    page.save(out, "PNG", dpi=(DPI, DPI))


def save_pdf(puzzle: Puzzle, path: Path, *, title: str | None = None) -> int:
    """A PDF of two pages, puzzle then solution; returns the page count."""
    font_path = find_font()
    pages = [render_page(puzzle, solution=solution, title=title, font_path=font_path)
             for solution in (False, True)]
    write_atomically(Path(path), lambda out: pages[0].save(
        out, "PDF", resolution=DPI, save_all=True, append_images=pages[1:]))
    return len(pages)


def capsule(start: tuple[float, float], end: tuple[float, float],
            radius: float, steps: int = 12) -> list[tuple[float, float]]:
    """The outline of a capsule around the segment start-end: half a circle round each end."""
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    points = []
    for centre, offset in ((end, -math.pi / 2), (start, math.pi / 2)):
        for step in range(steps + 1):
            turn = angle + offset + math.pi * step / steps
            points.append((centre[0] + radius * math.cos(turn),
                           centre[1] + radius * math.sin(turn)))
    return points


def _draw_circles(page: Image.Image, puzzle: Puzzle, layout: PageLayout) -> None:
    # Translucent fills on their own layer, so crossing words stay readable where they overlap.
    overlay = Image.new("RGBA", page.size, (255, 255, 255, 0))
    draw = ImageDraw.Draw(overlay)
    outline_width = max(2, layout.cell // 18)
    for number, placement in enumerate(puzzle.words):
        colour = _PALETTE[number % len(_PALETTE)]
        points = capsule(layout.centre(*placement.path[0]), layout.centre(*placement.path[-1]),
                         layout.cell * 0.42)
        draw.polygon(points, fill=colour + (50,), outline=colour + (230,), width=outline_width)
    page.paste(overlay, (0, 0), overlay)


def _draw_grid(draw: ImageDraw.ImageDraw, puzzle: Puzzle, layout: PageLayout,
               font_path: Path) -> None:
    font = load_font(font_path, max(8, int(layout.cell * 0.55)))
    cell = layout.cell
    right = layout.left + cell * puzzle.width
    bottom = layout.top + cell * puzzle.height
    draw.rectangle((layout.left, layout.top, right, bottom), outline=_GRID_LINE, width=2)
    for row, text in enumerate(puzzle.rows):
        for col, char in enumerate(text):
            if char != ".":
                draw.text(layout.centre(row, col), char, font=font, fill=_INK, anchor="mm")


def _draw_word_list(draw: ImageDraw.ImageDraw, puzzle: Puzzle, layout: PageLayout,
                    font_path: Path, solution: bool) -> None:
    font = load_font(font_path, 32)
    colours = {placement.word: _PALETTE[number % len(_PALETTE)]
               for number, placement in enumerate(puzzle.words)}
    words = sorted_words(puzzle)
    column_width = (PAGE[0] - 2 * MARGIN) // layout.columns
    rows = -(-len(words) // layout.columns)
    for number, placement in enumerate(words):
        column, row = divmod(number, rows) if rows else (0, 0)
        x = MARGIN + column * column_width
        y = layout.list_top + row * layout.line_height
        if solution:
            colour = colours[placement.word]
            draw.ellipse((x, y + 8, x + 18, y + 26), fill=colour)
        draw.text((x + 30, y), placement.word, font=font, fill=_INK)
