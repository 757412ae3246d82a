"""The list of words printed beside a word search: told from the page's other text by lying in
the grid, phrases kept whole, a word with one misread tile still the list's."""

import io

import pytest
from PIL import Image

from benchmarks.screens import make_screen
from desktop_solver.core.board import parse_grid
from desktop_solver.core.cancel import CancelToken
from desktop_solver.ocr import read_board
from desktop_solver.ocr.locate.board import locate_board
from desktop_solver.ocr.recognise.tesseract import TextLine
from desktop_solver.ocr.text.word_list import in_columns, listed_words, read_page_text

# CAT across the top, DOG down the left, CURLINGIRON on the fourth row, ORANGE on the last.
ROWS = "DCATXYZQWVK/OBMNPLKJHGF/GZXWVUTSRQP/CURLINGIRON/QWERTYUIOPA/ORANGEBMVXZ"
GRID = parse_grid(ROWS, "en")


def line(text, block, top=0, left=0):
    return TextLine(text, block, left, top, left + 10 * len(text), top + 20)


def test_the_block_whose_words_lie_in_the_grid_is_the_list():
    lines = [line("Find these words:", 1), line("Settings  Help  About", 2),
             line("CAT", 3, 40), line("DOG", 3, 60), line("CURLING IRON", 3, 80),
             line("ORANGE", 3, 100), line("www.puzzles.example.com", 4, 200)]
    assert listed_words(lines, GRID) == ("CAT", "DOG", "CURLING IRON", "ORANGE")


def test_a_block_of_mostly_other_words_is_not_the_list_but_a_long_word_in_it_counts():
    lines = [line("the cat sat on the mat with a dog", 1), line("ORANGE juice please", 1)]
    # two short words of nine are in the grid by chance; the six-letter one is not chance
    assert listed_words(lines, GRID) == ("ORANGE",)


def test_a_long_word_with_one_tile_misread_is_kept():
    # the grid's ORANGE read as ORANCE: the listed word is still the list's
    misread = parse_grid(ROWS.replace("ORANGE", "ORANCE"), "en")
    lines = [line("CAT", 1, 0), line("DOG", 1, 20), line("ORANGE", 1, 40), line("PLANET", 1, 60)]
    assert listed_words(lines, misread) == ("CAT", "DOG", "ORANGE")


def test_the_lists_last_entry_in_a_block_of_its_own_is_the_lists():
    # Tesseract's layout put the last entry, printed in another case, in a block by itself
    lines = [line("Find these words:", 1, 0), line("CAT", 2, 40), line("DOG", 2, 70),
             line("Orange", 3, 100), line("Cat", 4, 300)]
    # the block right under the list, starting where it starts, is the list's; one far below
    # it is not (a three-letter word lies in a grid by chance)
    assert listed_words(lines, GRID) == ("CAT", "DOG", "Orange")


def test_scattered_words_aligned_in_a_column_make_one_block():
    scattered = [line("BOAT", 7, 100, 500), line("SUMMER", 1, 10, 40),
                 line("SUN", 9, 140, 502), line("CAMP", 8, 120, 499)]
    columns = in_columns(scattered)
    assert [entry.text for entry in columns] == ["SUMMER", "BOAT", "CAMP", "SUN"]
    assert len({entry.block for entry in columns if entry.text != "SUMMER"}) == 1


# English, list beside; Russian, two columns; the last entry apart; bold M touching grid lines
@pytest.mark.parametrize("seed", [3, 2, 11, 13])
def test_the_list_beside_a_generated_word_search_is_read(seed):
    screen = make_screen(seed, "wordlist")
    reading = read_board(screen.png(), "auto", "wordsearch")
    assert sorted(entry.upper() for entry in reading.word_list) == sorted(screen.listed)
    assert reading.to_json()["word_list"] == list(reading.word_list)


def test_other_games_have_no_word_list():
    screen = make_screen(3, "light")
    assert read_board(screen.png(), "auto", screen.game).word_list == ()


def test_a_cancelled_reading_reads_no_text_beside_the_grid():
    # The text beside a grid is read in a thread nobody waits for once the user cancels.
    screen = make_screen(3, "wordlist")
    picture = Image.open(io.BytesIO(screen.png())).convert("RGB")
    geometry = locate_board(picture, "wordsearch")
    cancel = CancelToken()
    assert read_page_text(picture, geometry, "en").lines
    cancel.cancel()
    assert read_page_text(picture, geometry, "en", cancel).lines == []
