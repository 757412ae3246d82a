"""A board whose letters all have twins in the other alphabet takes its language from the letters
beside it: a game's keyboard (locate/beside.py, recognise/which_language.py)."""

import pytest
from PIL import Image

from desktop_solver.ocr import read_board
from desktop_solver.ocr.locate.beside import letters_beside
from desktop_solver.ocr.recognise.which_language import _language_beside
from desktop_solver.ocr.locate.board import locate_board

from tests.ocr.render import NIGHT, WOOD, Theme, render_board

CYRILLIC_KEYS = "АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЫЬЭЮЯ"
LATIN_KEYS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def balda_board(word: str, theme: Theme) -> Image.Image:
    rows = [[""] * 5 for _ in range(5)]
    rows[2] = list(word)
    return render_board(rows, theme, tile=80)


def beside_keyboard(board: Image.Image, keys: str, theme: Theme) -> Image.Image:
    """The board with a keyboard of `keys`, seven to a row, to its right."""
    rows = [list(keys[i:i + 7].ljust(7)) for i in range(0, len(keys), 7)]
    keyboard = render_board([[key.strip() for key in row] for row in rows], theme, tile=44, gap=6)
    screen = Image.new("RGB", (board.width + keyboard.width, max(board.height, keyboard.height)),
                       theme.background)
    screen.paste(board, (0, 0))
    screen.paste(keyboard, (board.width, 0))
    return screen


@pytest.mark.parametrize("word, keys, lang, theme", [("ТРАВА", CYRILLIC_KEYS, "ru", WOOD),
                                                     ("COMET", LATIN_KEYS, "en", NIGHT)])
def test_a_board_of_look_alikes_takes_the_language_of_the_keyboard_beside_it(word, keys, lang,
                                                                              theme):
    # GIVEN a Balda word whose every letter has a twin in the other alphabet, beside a keyboard
    screen = beside_keyboard(balda_board(word, theme), keys, theme)
    board = locate_board(screen, "balda")
    gray = screen.convert("L")
    # WHEN the letters beside the board are found and read
    keys_found = letters_beside(gray, board)
    # THEN they are the keyboard's, and they are in the keyboard's language, as is the board
    assert len(keys_found) == len(keys)
    assert _language_beside(keys_found) == lang
    reading = read_board(screen, "auto", "balda")
    assert reading.lang == lang and reading.rows[2] == tuple(word)


def test_a_board_alone_has_no_letters_beside_it():
    board = balda_board("ТРАВА", WOOD)
    assert letters_beside(board.convert("L"), locate_board(board, "balda")) == []
