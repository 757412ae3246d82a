"""A picture read on one tab goes to the tab of its game (modes.pictures.read_for_tab), with the
real reader on generated screens of every family (benchmarks/screens.py; the routing benchmark
counts seeds 1..10, these are others), each dropped on a tab not its own, the way the window
hands it on; and the Boggle tab's game follows the marks read on its tiles."""

import pytest

from benchmarks.routing import route
from benchmarks.screens import make_screen
from desktop_solver.core.errors import BoardNotFoundError
from desktop_solver.modes import boggle
from desktop_solver.modes.pictures import PictureOcr, read_for_tab
from desktop_solver.ocr import read_board

CASES = [  # family, seed, the tab it is dropped on, the tab it belongs to
    ("light", 11, "balda", "boggle"), ("dark", 12, "anagram", "boggle"),
    ("balda", 13, "anagram", "balda"), ("selected", 14, "wordsearch", "boggle"),
    ("marks", 15, "balda", "boggle"), ("crop", 16, "anagram", "boggle"),
    ("busy", 17, "wordsearch", "boggle"), ("wordsearch", 18, "boggle", "wordsearch"),
    ("scaled", 19, "balda", "boggle"), ("wordlist", 20, "anagram", "wordsearch"),
    ("dice", 11, "wordsearch", "boggle"), ("fourpics", 12, "boggle", "anagram"),
    ("wordament", 13, "anagram", "boggle"), ("ruzzle", 14, "wordsearch", "boggle"),
    ("flags", 15, "balda", "boggle"),
]


@pytest.mark.parametrize("family, seed, tab, belongs", CASES)
def test_a_picture_goes_to_the_tab_of_its_game(family, seed, tab, belongs):
    assert route(make_screen(seed, family).png(), tab, PictureOcr()) == belongs


def test_a_picture_is_not_handed_back_and_an_empty_board_is_refused():
    light = make_screen(11, "light").png()
    # handed from the Boggle tab to Balda, a Boggle board is read on Balda after all
    kept = read_for_tab(light, "balda", "balda", visited=frozenset({"boggle"}))
    assert kept.tab == "balda" and kept.reading is not None
    # a board without letters is no game's
    from PIL import Image, ImageDraw

    empty = Image.new("RGB", (420, 420), "white")
    draw = ImageDraw.Draw(empty)
    for row in range(4):
        for col in range(4):
            draw.rounded_rectangle((20 + col * 100, 20 + row * 100, 100 + col * 100,
                                    100 + row * 100), 10, fill=(240, 225, 190), outline="grey")
    with pytest.raises(BoardNotFoundError) as refused:
        read_for_tab(_png(empty), "boggle", "boggle")
    assert refused.value.code == "ocr.no_letters"


def test_a_picture_handed_on_and_unreadable_names_the_tab_it_belongs_to():
    # a one-row letter bank handed from Anagrams to Word search (which finds no grid in it)
    bank = make_screen(1, "fourpics").png()
    with pytest.raises(BoardNotFoundError) as refused:
        read_for_tab(bank, "wordsearch", "wordsearch", visited=frozenset({"anagram"}))
    assert refused.value.code == "ocr.other_game" and refused.value.values["tab"] == "anagram"


@pytest.mark.parametrize("family, seed, game", [("wordament", 13, "wordament"),
                                                ("ruzzle", 14, "ruzzle"),
                                                ("flags", 4, "wordbyword")])
def test_the_marks_read_from_a_screen_choose_the_game(family, seed, game):
    screen = make_screen(seed, family)
    reading = read_board(screen.png(), "auto", "boggle")
    marks = boggle.ReadMarks(reading.values, reading.bonuses, reading.totals is not None)
    chosen = boggle.preset_for_board(boggle.preset_by_key("boggle4"), len(reading.rows),
                                     len(reading.rows[0]), reading.lang, marks)
    assert chosen.key == game


def _png(image):
    import io

    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()
