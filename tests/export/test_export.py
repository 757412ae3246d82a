"""Exported puzzles: PNG and PDF files that open, have the right size and page count, draw
Cyrillic, and circle the words on the solution page; text and JSON shapes; the font lookup."""

import json
import math
import re

import pytest
from PIL import Image

from desktop_solver import paths
from desktop_solver.core.errors import FontUnavailableError
from desktop_solver.core.wordsearch_generate import Difficulty, generate
from desktop_solver.export import fonts
from desktop_solver.export.image import PAGE, capsule, layout_page, render_page, save_pdf, save_png
from desktop_solver.export.text import puzzle_data, puzzle_text


@pytest.fixture(scope="module")
def puzzle():
    return generate(["cat", "dog", "bird", "fish", "horse"], height=8, width=10, seed=2,
                    difficulty=Difficulty.HARD)


@pytest.fixture(scope="module")
def russian():
    return generate(["кошка", "собака", "ёжик", "слон"], height=9, width=9, seed=1)


def pdf_page_count(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b", data))


def test_png_puzzle_and_solution_pages(puzzle, tmp_path):
    written = save_png(puzzle, tmp_path / "puzzle.png")
    assert written == [tmp_path / "puzzle.png", tmp_path / "puzzle-solution.png"]
    for path in written:
        with Image.open(path) as image:
            assert image.format == "PNG" and image.size == PAGE == (1240, 1754)
            image.load()
    with Image.open(written[0]) as plain, Image.open(written[1]) as solved:
        assert plain.tobytes() != solved.tobytes()


def test_pdf_has_the_puzzle_and_the_solution(russian, tmp_path):
    path = tmp_path / "puzzle.pdf"
    assert save_pdf(russian, path, title="Животные") == 2
    data = path.read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    assert pdf_page_count(data) == 2


def test_solution_circles_every_word(puzzle):
    layout = layout_page(puzzle)
    plain = render_page(puzzle, font_path=fonts.find_font())
    solved = render_page(puzzle, solution=True, font_path=fonts.find_font())
    for placement in puzzle.words:
        (row_a, col_a), (row_b, col_b) = placement.path[0], placement.path[1]
        # Halfway between two letters of a word: blank on the puzzle, tinted on the solution.
        x_a, y_a = layout.centre(row_a, col_a)
        x_b, y_b = layout.centre(row_b, col_b)
        point = (int((x_a + x_b) / 2), int((y_a + y_b) / 2))
        assert plain.getpixel(point) == (255, 255, 255)
        assert solved.getpixel(point) != (255, 255, 255)


def test_cyrillic_letters_are_drawn(russian):
    layout = layout_page(russian)
    page = render_page(russian)
    row, col = 0, 0
    x, y = layout.centre(row, col)
    half = layout.cell // 3
    cell = page.crop((int(x - half), int(y - half), int(x + half), int(y + half)))
    assert cell.convert("L").getextrema()[0] < 100  # ink in the first cell


def test_big_grid_and_long_list_fit_on_the_page():
    words = [f"{a}{b}{c}{d}" for a, b, c, d in zip("abcdefghijklmnopqrstuvwxyz" * 3,
                                                  "bcdefghijklmnopqrstuvwxyza" * 3,
                                                  "cdefghijklmnopqrstuvwxyzab" * 3,
                                                  "zyxwvutsrqponmlkjihgfedcba" * 3)][:60]
    puzzle = generate(words, height=40, width=40, seed=1, difficulty=Difficulty.HARD)
    layout = layout_page(puzzle)
    assert layout.left >= 0 and layout.left + layout.cell * 40 <= PAGE[0]
    rows = -(-len(puzzle.words) // layout.columns)
    assert layout.list_top + rows * layout.line_height <= PAGE[1]


def test_capsule_surrounds_the_segment():
    points = capsule((0.0, 0.0), (100.0, 100.0), 10.0)
    for x, y in points:
        # Distance from the segment is the radius all round.
        t = max(0.0, min(1.0, (x + y) / 200))
        assert math.isclose(math.hypot(x - 100 * t, y - 100 * t), 10.0, abs_tol=1e-6)


def test_text_and_json(puzzle):
    text = puzzle_text(puzzle)
    assert text.splitlines()[0] == "Word search, 8 x 10, hard, seed 2"
    assert "Answer key:" in text and "Answer key:" not in puzzle_text(puzzle, answer_key=False)
    data = json.loads(json.dumps(puzzle_data(puzzle)))
    assert data["rows"] == list(puzzle.rows)
    assert [word["word"] for word in data["words"]] == ["CAT", "DOG", "BIRD", "FISH", "HORSE"]
    assert all(word["direction"] in {"E", "W", "S", "N", "SE", "SW", "NE", "NW"}
               for word in data["words"])
    assert data["unplaced"] == []


def test_russian_word_list_in_alphabet_order(russian):
    text = puzzle_text(russian, answer_key=False)
    assert text.splitlines()[-1].split() == ["ЁЖИК", "КОШКА", "СЛОН", "СОБАКА"]


def test_font_lookup(tmp_path, monkeypatch):
    assert fonts.find_font() == paths.fonts_dir() / "DejaVuSans.ttf"
    assert fonts.draws(fonts.find_font(), "Жж Ёё Zz")
    not_a_font = tmp_path / "fake.ttf"
    not_a_font.write_bytes(b"not a font")
    assert not fonts.draws(not_a_font, "A")
    with pytest.raises(FontUnavailableError, match="fake.ttf.*shipped DejaVuSans.ttf"):
        fonts.find_font(candidates=[not_a_font, tmp_path / "missing.ttf"])
    monkeypatch.setenv(fonts.FONT_ENV, str(not_a_font))
    assert fonts.font_candidates()[0] == not_a_font
    assert fonts.find_font() != not_a_font  # a broken override falls through to shipped fonts


@pytest.mark.parametrize("title", ["two\nlines", "carriage\rreturn", "tab\tand\x00nul",
                                   "Ж" * 200, " \n "])
def test_any_title_of_a_line_is_drawn(tmp_path, title):
    from desktop_solver.export.save import save_puzzle
    from desktop_solver.export.text import page_title

    puzzle = generate(["cat", "dog"], height=6, width=6, seed=1)
    written = save_puzzle(puzzle, tmp_path / "puzzle.png", title=title)
    assert [path.name for path in written] == ["puzzle.png", "puzzle-solution.png"]
    line = page_title(title)
    assert line is None or ("\n" not in line and "\r" not in line and len(line) <= 200)


def test_a_title_too_long_for_a_page_is_refused_before_any_file_is_written(tmp_path):
    from desktop_solver.core.errors import SolverError
    from desktop_solver.export.save import save_puzzle

    puzzle = generate(["cat", "dog"], height=6, width=6, seed=1)
    (tmp_path / "puzzle.pdf").write_bytes(b"the old puzzle")
    with pytest.raises(SolverError, match="130,000 characters, expected at most 200"):
        save_puzzle(puzzle, tmp_path / "puzzle.pdf", title="x" * 130_000)
    assert (tmp_path / "puzzle.pdf").read_bytes() == b"the old puzzle"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["puzzle.pdf"]
