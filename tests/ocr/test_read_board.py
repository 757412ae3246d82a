"""Reading whole boards with the real Tesseract, from screenshots drawn at test time."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PIL import Image, ImageDraw

from desktop_solver.core.board import TileKind
from desktop_solver.core.cancel import CancelToken
from desktop_solver.ocr import ReadOptions, read_board

from tests.ocr.render import (
    NIGHT,
    PAPER,
    PRINT,
    REGULAR,
    SERIF,
    WOOD,
    busy_screen,
    photo,
    render_board,
    render_lined_grid,
)


def rows_of(text: str) -> list[list[str]]:
    return [list(row) for row in text.split("/")]


def test_light_theme_with_point_values_in_a_busy_window():
    # GIVEN a wood-and-green board with point values in tile corners, inside a window with a
    # title, a score, a word list and a score table
    board = render_board(rows_of("CATS/DOGE/RIBN/WHYM"), WOOD,
                         values={(0, 0): "3", (1, 2): "12", (3, 3): "4", (2, 1): "1"})
    # WHEN it is read
    reading = read_board(busy_screen(board), lang="en")
    # THEN every tile is right, and nothing around the board became a tile
    assert [list(row) for row in reading.rows] == rows_of("CATS/DOGE/RIBN/WHYM")
    assert reading.lang == "en" and reading.unsure() == []
    assert reading.grid_text() == "CATS/DOGE/RIBN/WHYM"


def test_dark_theme_cyrillic_with_automatic_language():
    rows = rows_of("ЖУКАМ/БЯШЕР/ОНТИХ/ЮЧЛПС/ДЗГЁЙ")
    reading = read_board(render_board(rows, NIGHT, tile=80))
    assert reading.lang == "ru"
    assert [list(row) for row in reading.rows] == rows


def test_cyrillic_board_of_latin_look_alikes_reads_as_cyrillic():
    # Every letter here has a Latin twin; the language is given, so they come out Cyrillic.
    rows = rows_of("КОТ/ХАМ/ВЕР")
    reading = read_board(render_board(rows, PAPER, tile=90), lang="ru")
    assert [list(row) for row in reading.rows] == rows
    assert all(ord(ch) > 0x400 for row in reading.rows for ch in "".join(row))


def test_multi_letter_tiles_and_corner_values():
    rows = [["QU", "A", "T", "S"], ["IN-", "O", "R", "E"], ["L", "A/E", "-ING", "P"],
            ["B", "N", "D", "K"]]
    reading = read_board(render_board(rows, PAPER, values={(0, 0): "10", (1, 0): "8",
                                                           (2, 2): "6"}))
    assert [list(row) for row in reading.rows] == rows
    grid = reading.to_grid()
    assert grid.tile_at(4).kind is TileKind.PREFIX and grid.tile_at(9).kind is TileKind.EITHER
    assert reading.grid_text() == "[QU]ATS/[IN-]ORE/L[A/E][-ING]P/BNDK"


def test_a_blurred_tilted_photo():
    rows = rows_of("STAR/LINE/GOLD/MUCH")
    reading = read_board(photo(render_board(rows, WOOD), blur=1.0, angle=1.5, keystone=0.06,
                               quality=70))
    assert [list(row) for row in reading.rows] == rows


@pytest.mark.parametrize("board, turned, theme", [
    ("PLUM/EGOT/SANK/VIEW", {(0, 0): 180, (0, 3): 90, (1, 1): 270, (2, 3): 90, (3, 1): 90}, WOOD),
    ("TREK/FLAG/BIRD/CUPS",
     {(0, 1): 90, (1, 0): 180, (2, 2): 270, (2, 1): 90, (3, 3): 180, (3, 2): 90}, PAPER),
])
def test_dice_lying_every_which_way(board, turned, theme):
    # GIVEN a photo-like board of dice, several lying on a side or upside down (an I on its side
    # looks like a dash)
    image = render_board(rows_of(board), theme, turned=turned)
    # WHEN it is read
    reading = read_board(image, lang="en", game="boggle")
    # THEN every letter is read the right way up
    assert [list(row) for row in reading.rows] == rows_of(board)
    assert any(note.startswith("turned") for note in reading.notes)
    # and without reading turned tiles it is not
    upright_only = read_board(image, lang="en", game="boggle",
                              options=replace(ReadOptions(), turned_tiles=False))
    assert [list(row) for row in upright_only.rows] != rows_of(board)


@pytest.mark.parametrize("face", [REGULAR, SERIF, "DejaVuSansMono.ttf"])
def test_a_board_of_small_letters_with_q_and_g(face):
    # A board printed in small letters, where q and g differ only below the line.
    rows = rows_of("qnga/egtq/sqoe/gmqr")
    reading = read_board(render_board(rows, PAPER, face=face), lang="en")
    assert [list(row) for row in reading.rows] == rows_of("QNGA/EGTQ/SQOE/GMQR")


def test_word_search_without_tiles():
    rows = rows_of("ABCDEFGHIJ/KLMNOPQRST/UVWXYZABCD/EFGHIJKLMN/OPQRSTUVWX/YZABCDEFGH")
    reading = read_board(render_board(rows, PRINT, tile=40, gap=0, face=REGULAR),
                         game="wordsearch")
    assert [list(row) for row in reading.rows] == rows


def test_letter_bank_and_an_empty_cell():
    # A 4 Pics 1 Word style bank: white keys on a dark screen, one key already used (empty).
    keys = rows_of("ERYPTC/QKMNZP")
    keys[1][3] = ""
    theme = NIGHT.__class__((30, 34, 46), (245, 245, 245), (20, 20, 20), (90, 90, 90), 10)
    reading = read_board(render_board(keys, theme, tile=70), game="anagram")
    assert [list(row) for row in reading.rows] == keys
    assert reading.tile(1, 3).token == "."


def test_balda_board_of_empty_cells_and_one_word():
    # GIVEN a new Balda game: a ruled 5 x 5 grid with only the starting word in the middle row
    rows = [[""] * 5, [""] * 5, list("БАЛДА"), [""] * 5, [""] * 5]
    reading = read_board(render_lined_grid(rows), game="balda")
    # THEN the whole board is found, the empty cells are empty, and the word is read
    assert [list(row) for row in reading.rows] == rows
    assert reading.lang == "ru" and reading.grid_text() == "...../...../БАЛДА/...../....."


def test_geometry_and_json_for_the_board_editor():
    board = render_board(rows_of("ABC/DEF/GHI"), PAPER, tile=100, gap=10, margin=30)
    reading = read_board(board, lang="en")
    left, top, right, bottom = reading.tile(1, 2).box
    assert (left + right) / 2 == pytest.approx(30 + 2 * 110 + 50, abs=3)
    assert (top + bottom) / 2 == pytest.approx(30 + 110 + 50, abs=3)
    data = reading.to_json()
    assert data["rows"] == rows_of("ABC/DEF/GHI") and data["lang"] == "en"
    assert len(data["confidence"]) == 3 and all(0 <= v <= 1 for r in data["confidence"] for v in r)


def test_cancelled_reading_stops_before_tesseract():
    token = CancelToken()
    token.cancel()
    reading = read_board(render_board(rows_of("ABC/DEF/GHI"), PAPER), cancel=token)
    assert reading.rows == (("", "", ""),) * 3


def test_an_image_without_a_board():
    from desktop_solver.core.errors import BoardNotFoundError

    page = Image.new("RGB", (600, 300), "white")
    ImageDraw.Draw(page).rectangle((100, 100, 300, 200), fill="black")
    with pytest.raises(BoardNotFoundError):
        read_board(page)


def test_a_short_path_on_a_small_board_in_a_big_window_loses_no_row():
    # GIVEN a 4 x 4 board of small tiles, pale as the page, in a big window, and a red path of
    # two steps from W up to I and down to Y: too short for the window to count as a long stroke,
    # it joins W, I and Y into one blob, and the bottom row keeps only two isolated letters
    board = render_board(rows_of("CATS/DOGE/RIBN/WHYM"), PAPER, tile=44, gap=6, margin=20)
    screen = Image.new("RGB", (1400, 900), PAPER.background)
    screen.paste(board, (100, 80))

    def centre(row: int, col: int) -> tuple[int, int]:
        return 100 + 20 + col * 50 + 22, 80 + 20 + row * 50 + 22

    ImageDraw.Draw(screen).line([centre(3, 0), centre(2, 1), centre(3, 2)],
                                fill=(230, 60, 60), width=3)
    # WHEN it is read THEN the board is whole: the path, longer than a tile, was taken off
    reading = read_board(screen, "auto", "boggle")
    assert reading.rows == (tuple("CATS"), tuple("DOGE"), tuple("RIBN"), tuple("WHYM"))
