"""Misreads the reader must warn of, and boards of few letters read in the right alphabet
(issue 28): letters in line past the lattice's edge, a Й or Ё whose mark the cut lost, a letter
the cut lost in an empty tile, a board of no letters, a letter's top judged after it was read
again upright, and the words a Balda board's lines spell."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PIL import Image, ImageDraw

from desktop_solver.core.cancel import NEVER_CANCELLED
from desktop_solver.ocr import read_board
from desktop_solver.ocr.checks import order
from desktop_solver.ocr.checks.empty_ink import doubt_inked_empties
from desktop_solver.ocr.checks.lost_marks import doubt_lost_marks
from desktop_solver.ocr.checks.past_edge import PAST_EDGE, letters_past_edge
from desktop_solver.ocr.confidence import DOUBTED, UNSURE
from desktop_solver.ocr.cut.segment import TileGlyph, cut_tiles
from desktop_solver.ocr.draft import BoardWarning, Draft, Pictures, ReadOptions
from desktop_solver.ocr.geometry import GridGeometry, fit_centre_model
from desktop_solver.ocr.reader import WARNED_BOARD, TileReading
from desktop_solver.ocr.recognise.board_words import language_of_words

from tests.ocr.render import BOLD, PAPER, REGULAR, WOOD, font, render_board, render_lined_grid

TILE, GAP, MARGIN = 96, 10, 30


def _lattice(image: Image.Image, rows: int, cols: int, first: tuple[int, int] = (0, 0)
             ) -> GridGeometry:
    """The lattice of `rows` x `cols` of a board drawn by render_board, from tile `first`."""
    step = TILE + GAP
    points = [(r, c, MARGIN + (first[1] + c) * step + TILE / 2,
               MARGIN + (first[0] + r) * step + TILE / 2)
              for r in range(rows) for c in range(cols)]
    return GridGeometry(rows, cols, fit_centre_model(points), TILE * 0.5 * 0.72, True,
                        image.size)


def _draft(image: Image.Image, geometry: GridGeometry, texts: dict[tuple[int, int], str] | None = None
           ) -> tuple[Draft, Pictures]:
    gray = image.convert("L")
    glyphs = [g for row in cut_tiles(gray, geometry) for g in row]
    texts = texts or {}
    draft = Draft(glyphs, [], {(g.row, g.col): texts.get((g.row, g.col), "") for g in glyphs},
                  {(g.row, g.col): 0.95 for g in glyphs}, "ru", True, False, ReadOptions())
    return draft, Pictures(gray, gray, None, geometry, NEVER_CANCELLED)


def _rows(text: str) -> list[list[str]]:
    return [[letter if letter != "." else "" for letter in row] for row in text.split("/")]


# --- letters past the edge ------------------------------------------------------------------

def test_a_lattice_a_column_short_of_a_filled_board_warns():
    # GIVEN a 4x4 board and a lattice over its first three columns only
    image = render_board(_rows("КОТЫ/ЛЕСА/МИРУ/ДОМА"), WOOD, tile=TILE, gap=GAP)
    draft, pictures = _draft(image, _lattice(image, 4, 3))
    # WHEN the board's edges are checked, THEN the right one says letters stand past it
    warnings = letters_past_edge(draft, pictures)
    assert [(warning.kind, warning.side) for warning in warnings] == [(PAST_EDGE, "right")]
    assert 3 <= warnings[0].letters <= 4


def test_a_lattice_over_the_whole_board_does_not_warn():
    image = render_board(_rows("КОТЫ/ЛЕСА/МИРУ/ДОМА"), WOOD, tile=TILE, gap=GAP)
    draft, pictures = _draft(image, _lattice(image, 4, 4))
    assert letters_past_edge(draft, pictures) == []


def test_a_balda_lattice_short_of_one_letter_warns():
    # GIVEN a mostly empty 5x5 board whose lattice was found 3x3 round its middle: one letter
    # of the first word stands past each side (as a Balda board read 3x3 showed)
    image = render_board(_rows("...../.Л.../СТОНЕ/..Е../....."), PAPER, tile=TILE, gap=GAP)
    draft, pictures = _draft(image, _lattice(image, 3, 3, first=(1, 1)))
    warnings = letters_past_edge(draft, pictures)
    assert sorted(warning.side for warning in warnings) == ["left", "right"]


def test_letters_a_drawn_path_joined_past_the_edge_warn_from_one_letter_cut():
    # GIVEN a lattice over the first three columns of a 4x4 board whose last column the cut
    # shows one letter of (the others under a drawn path, as the locator saw them joined)
    image = render_board(_rows("КОТ./ЛЕС./МИРУ/ДОМ."), WOOD, tile=TILE, gap=GAP)
    lattice = _lattice(image, 4, 3)
    draft, pictures = _draft(image, lattice)
    # WHEN the locator saw no joined letters there, one letter is not enough to warn
    assert letters_past_edge(draft, pictures) == []
    # WHEN it did, THEN the right edge warns
    joined = replace(pictures, geometry=replace(lattice, letters_past=("right", 4)))
    warnings = letters_past_edge(draft, joined)
    assert [(warning.side, warning.letters) for warning in warnings] == [("right", 4)]


def test_a_warning_makes_the_board_doubtful_and_is_in_the_json():
    image = render_board(_rows("CATS/DOGE/RIBN/WHYM"), WOOD, tile=TILE, gap=GAP)
    reading = read_board(image, lang="en")
    assert not reading.doubtful and reading.to_json()["warnings"] == []
    warned = replace(reading, warnings=(BoardWarning(PAST_EDGE, "right", 4),))
    assert warned.doubtful and warned.board_confidence <= WARNED_BOARD
    assert warned.to_json()["warnings"] == [
        {"kind": "letters_past_edge", "side": "right", "letters": 4}]


# --- a letter the cut lost, and a board of no letters -----------------------------------------

CELL, LINE = 80, 3


def _lined_lattice(image: Image.Image, count: int) -> GridGeometry:
    """The lattice of a `count` x `count` board drawn by render_lined_grid."""
    points = [(r, c, 30 + c * CELL + CELL / 2 + 1, 30 + r * CELL + CELL / 2 + 1)
              for r in range(count) for c in range(count)]
    return GridGeometry(count, count, fit_centre_model(points), CELL * 0.55 * 0.72, True,
                        image.size, single_letters=True, ruled=True, cells_shown=True)


def test_an_empty_tile_that_shows_a_pale_letter_the_cut_lost_is_unsure():
    # GIVEN a Balda board whose word ends in a letter drawn pale (a letter of a past turn),
    # which the cut lost: its tile came out empty like the board's empty cells
    image = render_lined_grid(_rows("...../...../СЛОН./...../....."), cell=CELL, line=LINE)
    ImageDraw.Draw(image).text((30 + 4 * CELL + CELL / 2 + 1, 30 + 2 * CELL + CELL / 2 + 1),
                               "Ы", fill=(205, 205, 205), font=font(BOLD, int(CELL * 0.55)),
                               anchor="mm")
    draft, pictures = _draft(image, _lined_lattice(image, 5),
                             {(2, 0): "С", (2, 1): "Л", (2, 2): "О", (2, 3): "Н"})
    draft.glyphs = [replace(g, image=None, mask=None, box=None) if (g.row, g.col) == (2, 4)
                    else g for g in draft.glyphs]
    draft.confidences.update({(g.row, g.col): 0.9 for g in draft.glyphs if g.image is None})
    # WHEN the empty tiles are looked at
    notes = doubt_inked_empties(draft, pictures)
    # THEN that tile is for the user to check; the empty cells stay as they were
    assert draft.confidences[(2, 4)] == DOUBTED and len(notes) == 1
    assert all(conf == 0.9 for key, conf in draft.confidences.items()
               if key != (2, 4) and key[0] != 2)


def test_a_lone_empty_tile_the_cut_found_ink_in_is_unsure():
    # GIVEN a board of letters whose one empty tile the cut found ink in but no letter
    image = render_board(_rows("КОТЫ/ЛЕСА/МИРУ/ДОМА"), WOOD, tile=TILE, gap=GAP)
    draft, pictures = _draft(image, _lattice(image, 4, 4))
    draft.glyphs = [replace(g, image=None, mask=None, box=None, stray_ink=True)
                    if (g.row, g.col) == (1, 2) else g for g in draft.glyphs]
    draft.texts[(1, 2)], draft.confidences[(1, 2)] = "", 0.9
    # WHEN the empty tiles are looked at, THEN it is for the user to check, the others not
    assert len(doubt_inked_empties(draft, pictures)) == 1
    assert draft.confidences[(1, 2)] == DOUBTED
    assert all(conf == 0.95 for key, conf in draft.confidences.items() if key != (1, 2))


def test_empty_tiles_past_the_pictures_top_edge_show_no_ink():
    # GIVEN a board of empty tiles and a lattice reaching two rows above the picture's top
    image = render_board(_rows("..../..../...."), WOOD, tile=TILE, gap=GAP)
    draft, pictures = _draft(image, _lattice(image, 5, 4, first=(-2, 0)))
    # WHEN the empty tiles are looked at, THEN none shows ink: past the edge there is nothing
    # to see (not the picture's far side)
    assert doubt_inked_empties(draft, pictures) == []
    assert set(draft.confidences.values()) == {0.95}


def test_a_balda_board_read_right_has_no_tile_to_check():
    # GIVEN a ruled Balda board of one word, every other cell empty
    image = render_lined_grid(_rows("...../...../СЛОНЫ/...../....."), cell=CELL, line=LINE)
    # WHEN it is read, THEN it is read exactly, sure of every tile, empty ones too
    reading = read_board(image, lang="ru", game="balda")
    assert "/".join("".join(t or "." for t in row) for row in reading.rows) == \
        "...../...../СЛОНЫ/...../....."
    assert reading.unsure() == [] and not reading.doubtful and not reading.warnings


def test_a_board_of_no_letters_is_doubtful():
    # GIVEN a board read right, and the same board with every tile read empty
    image = render_board(_rows("CATS/DOGE/RIBN/WHYM"), WOOD, tile=TILE, gap=GAP)
    reading = read_board(image, lang="en", game="balda")
    blank = replace(reading, tiles=tuple(tuple(TileReading("", 0.9, tile.box) for tile in row)
                                         for row in reading.tiles))
    # THEN the first is trusted, the blank one is not: no game is played on empty cells
    assert not reading.doubtful
    assert blank.doubtful and blank.board_confidence == 0.0


# --- marks the cut lost -----------------------------------------------------------------------

def _lost(glyph: TileGlyph) -> TileGlyph:
    """The glyph as the cut gives it when a mark above is too faint to keep."""
    return replace(glyph, marks_above=0)


def test_a_breve_or_dots_the_cut_lost_doubt_the_plain_letter():
    # GIVEN tiles showing Й, И, Ё and Е, read И, И, Е, Е, the marks not counted by the cut
    image = render_board(_rows("ЙИ/ЁЕ"), PAPER, tile=TILE, gap=GAP, face=REGULAR)
    draft, pictures = _draft(image, _lattice(image, 2, 2),
                             {(0, 0): "И", (0, 1): "И", (1, 0): "Е", (1, 1): "Е"})
    draft.glyphs = [_lost(g) for g in draft.glyphs]
    # WHEN the marks are looked for in the picture
    notes = doubt_lost_marks(draft, pictures)
    # THEN the tiles that show a mark are for the user to check, the others stay sure
    assert draft.confidences == {(0, 0): DOUBTED, (0, 1): 0.95, (1, 0): DOUBTED, (1, 1): 0.95}
    assert len(notes) == 2


def _faint_breves(tile: int, cells: list[tuple[int, int]]) -> Image.Image:
    """A board of И at a small pitch whose `cells` carry a breve drawn pale and thin, touching
    the letter: Й as a blurred screenshot shows it, its mark a few grey pixels."""
    image = render_board(_rows("ИКОТ/ЛИСА/МИРИ/ДОМА"), PAPER, tile=tile, gap=3, margin=12,
                         face=REGULAR)
    draw = ImageDraw.Draw(image)
    letter = font(REGULAR, int(tile * 0.5))
    for r, c in cells:
        x, y = 12 + c * (tile + 3) + tile / 2, 12 + r * (tile + 3) + tile / 2
        left, top, right, _ = draw.textbbox((x, y), "И", font=letter, anchor="mm")
        half = (right - left) * 0.28
        draw.arc((x - half, top - (right - left) * 0.45, x + half, top - 1), 20, 160,
                 fill=(160, 160, 160), width=1)
    return image


@pytest.mark.parametrize("tile", [24, 28])
def test_a_short_i_whose_breve_is_a_few_grey_pixels_is_never_read_surely_as_i(tile):
    # GIVEN a Cyrillic board at a small pitch, three of its four И with a faint breve (Й)
    shown = [(0, 0), (1, 1), (2, 3)]
    image = _faint_breves(tile, shown)
    # WHEN it is read
    reading = read_board(image, lang="ru")
    # THEN each Й is read Й or is among the tiles to check; the plain И stays sure
    for r, c in shown:
        tile_read = reading.tile(r, c)
        assert tile_read.text == "Й" or tile_read.confidence < UNSURE, (r, c, tile_read)
    assert reading.tile(2, 1).text == "И" and reading.tile(2, 1).confidence >= UNSURE


# --- a letter's top, judged after a tile was read again upright ----------------------------

def test_a_tile_read_again_upright_leaves_the_board_upright(monkeypatch):
    image = render_board(_rows("БО/ТА"), PAPER, tile=TILE, gap=GAP)
    draft, pictures = _draft(image, _lattice(image, 2, 2), {(0, 0): "Б"})

    def read_again(note: str):
        def read(draft: Draft, pictures: Pictures) -> list[str]:
            draft.texts[(0, 0)] = "Ь"
            return [note]
        return read

    monkeypatch.setattr(order, "read_turned", read_again("turned 0: (0, 0) 'Б' -> 'Ь'"))
    order._turned(draft, pictures)
    assert draft.upright
    monkeypatch.setattr(order, "read_turned", read_again("turned 90: (0, 0) 'Б' -> 'Ь'"))
    order._turned(draft, pictures)
    assert not draft.upright


# --- the alphabet of a board of few letters ----------------------------------------------------

def _balda(text: str, face: str = REGULAR) -> tuple[Image.Image, list[TileGlyph]]:
    image = render_board(_rows(text), PAPER, tile=TILE, gap=GAP, face=face)
    geometry = replace(_lattice(image, 5, 5), single_letters=True)
    return image, [g for row in cut_tiles(image.convert("L"), geometry) for g in row]


def test_a_balda_board_of_look_alikes_is_cyrillic_by_its_word():
    # ТРАВА and Н: every letter a shape the Latin alphabet has too (T P A B A H)
    _, glyphs = _balda("...../....Н/ТРАВА/...../.....")
    assert language_of_words(glyphs, "balda") == "ru"


def test_a_latin_balda_board_is_latin_by_its_word():
    _, glyphs = _balda("...../.B.../STONE/...../.....")
    assert language_of_words(glyphs, "balda") == "en"


def test_words_are_weighed_only_for_games_that_lay_words_on_the_board():
    _, glyphs = _balda("...../....Н/ТРАВА/...../.....")
    assert language_of_words(glyphs, "boggle") is None
    assert language_of_words(glyphs, None) is None


def test_a_balda_board_of_look_alikes_is_read_in_cyrillic():
    # GIVEN a Balda board whose letters all have Latin look-alikes
    image, _ = _balda("...../..О../КАРТА/.Е.../.....")
    # WHEN it is read with the language left to the reader
    reading = read_board(image, lang="auto", game="balda")
    # THEN it is read as the Cyrillic letters it shows
    assert reading.lang == "ru"
    assert "/".join("".join(t or "." for t in row) for row in reading.rows) == \
        "...../..О../КАРТА/.Е.../....."


def test_a_balda_board_that_spells_no_word_keeps_its_letters():
    # GIVEN a Balda board whose middle row is no word of either list
    image, _ = _balda("...../...../КРЖТА/...../.....")
    # WHEN it is read, THEN its letters are read as they are, not made a word
    reading = read_board(image, lang="auto", game="balda")
    assert reading.lang == "ru" and "".join(reading.rows[2]) == "КРЖТА"
