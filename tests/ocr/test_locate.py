"""Finding the board among other text, without Tesseract."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw, ImageFilter

from benchmarks.factor_drawing import Look, Marks, draw_grid
from benchmarks.screens import make_screen
from desktop_solver.core.errors import BoardNotFoundError
from desktop_solver.core.games import profile
from desktop_solver.ocr.locate.bare_lines import without_bare_edges
from desktop_solver.ocr.geometry import CentreModel, GridGeometry
from desktop_solver.ocr.locate.board import isolated, locate_board
from desktop_solver.ocr.locate.cell_looks import cell_at, grown_by_looks
from desktop_solver.ocr.locate.components import Blob
from desktop_solver.ocr.locate.lattice import Lattice
from desktop_solver.ocr.locate.traced import locate_traced_board

from tests.ocr.looks import balda_lopsided, balda_start, on_desktop, smaller, word_search_grid
from tests.ocr.render import (
    BOLD,
    FONT_DIR,
    MONO,
    NIGHT,
    PRINT,
    REGULAR,
    WOOD,
    busy_screen,
    font,
    photo,
    render_board,
)

BOARD = [list("CATS"), list("DOGE"), list("RIBN"), list("WHYM")]


def test_board_in_a_busy_window_is_found_tile_by_tile():
    # GIVEN a 4 x 4 board pasted at (260, 120) into a window with a title, menus, a numbered
    # word list on the left and a score table on the right
    board = render_board(BOARD, WOOD, tile=96, gap=10, margin=30, values={(0, 0): "3"})
    screen = busy_screen(board)
    # WHEN the board is located
    geometry = locate_board(screen)
    # THEN it has 4 x 4 tiles whose centres are where they were drawn
    assert (geometry.rows, geometry.cols) == (4, 4)
    for r in range(4):
        for c in range(4):
            x, y = geometry.centre(r, c)
            assert x == pytest.approx(260 + 30 + c * 106 + 48, abs=4)
            assert y == pytest.approx(120 + 30 + r * 106 + 48, abs=4)
    assert geometry.ink_is_dark


def test_dark_theme_and_light_letters():
    board = render_board([list("ЖУКАМ"), list("БЯШЕР"), list("ОНТИХ"), list("ЮЧЛПС"),
                          list("ДЗГЁЙ")], NIGHT, tile=80)
    geometry = locate_board(board)
    assert (geometry.rows, geometry.cols) == (5, 5)
    assert not geometry.ink_is_dark


def test_a_tilted_blurred_photo_seen_from_below():
    board = render_board([list("ABCDE"), list("FGHIJ"), list("KLMNO"), list("PRSTU"),
                          list("VWXYZ")], WOOD)
    geometry = locate_board(photo(board, angle=2.5, blur=1.2, keystone=0.12))
    assert (geometry.rows, geometry.cols) == (5, 5)
    # The top row is narrower than the bottom one, as the picture is.
    top = geometry.centre(0, 4)[0] - geometry.centre(0, 0)[0]
    bottom = geometry.centre(4, 4)[0] - geometry.centre(4, 0)[0]
    assert 0.8 < top / bottom < 0.95


def test_a_single_row_letter_bank_with_the_anagram_hint():
    bank = render_board([list("SCRAMBLE")], WOOD, tile=70)
    geometry = locate_board(bank, game="anagram")
    assert (geometry.rows, geometry.cols) == (1, 8)


def test_word_search_beside_its_word_list():
    rows = [list("ABCDEFGHIJKL"[i:] + "ABCDEFGHIJKL"[:i]) for i in range(12)]
    grid = render_board(rows, PRINT, tile=36, gap=0, face=REGULAR)
    page = Image.new("RGB", (grid.width + 300, grid.height + 40), "white")
    page.paste(grid, (0, 20))
    draw = ImageDraw.Draw(page)
    for i, word in enumerate(["ALPHA", "BRAVO", "CHARLIE", "DELTA", "ECHO", "FOXTROT",
                              "GOLF", "HOTEL", "INDIA", "JULIET", "KILO"]):
        draw.text((grid.width + 40, 40 + i * 36), word, fill="black", font=font(REGULAR, 22))
    geometry = locate_board(page)
    assert (geometry.rows, geometry.cols) == (12, 12)


def test_the_game_hint_limits_the_grid_size():
    rows = [list("ABCDEFGHIJ"[i:] + "ABCDEFGHIJ"[:i]) for i in range(10)]
    grid = render_board(rows, PRINT, tile=40, gap=0, face=REGULAR)
    assert (locate_board(grid, game="wordsearch").rows, locate_board(grid).cols) == (10, 10)
    with pytest.raises(BoardNotFoundError, match="3 x 3"):
        locate_board(grid, game="boggle")


def test_a_letter_bank_of_two_rows():
    bank = render_board([list("ERYPTC"), list("QKMNZP")], WOOD, tile=70)
    geometry = locate_board(bank, game="anagram")
    assert (geometry.rows, geometry.cols) == (2, 6)


def test_text_without_a_board():
    page = Image.new("RGB", (900, 500), "white")
    draw = ImageDraw.Draw(page)
    for i in range(12):
        draw.text((20, 20 + i * 38), "The quick brown fox jumps over the lazy dog, twice.",
                  fill="black", font=font(REGULAR, 26))
    with pytest.raises(BoardNotFoundError, match="no board found"):
        locate_board(page)


def test_a_letter_the_threshold_broke_still_has_its_tile():
    # GIVEN a letter bank whose fourth letter is cut in three by stripes of the tile's colour
    # (as thin strokes come apart in a JPEG): no piece is a letter
    bank = render_board([list("ЭВБЖГШАО")], WOOD, tile=70)
    centre_x, centre_y = 30 + 3 * 80 + 35, 30 + 35
    draw = ImageDraw.Draw(bank)
    for y in (centre_y - 6, centre_y + 5):
        draw.rectangle((centre_x - 30, y - 2, centre_x + 30, y + 2), fill=WOOD.tile)
    # WHEN the bank is located, THEN its tile stands for it, and the letters beyond it count
    geometry = locate_board(bank, game="anagram")
    assert (geometry.rows, geometry.cols) == (1, 8)


def _board_beside_words(fourth_column: tuple[int, int, int] | None) -> Image.Image:
    """A 3 x 3 board of tiles and, where a fourth column would stand, a word on each row:
    on the bare page (None), or on tiles of the given colour (a traced word's)."""
    board = render_board([list("IGI") + [""], list("ROG") + [""], list("RQY") + [""]], NIGHT,
                         tile=84, gap=12, margin=30)
    draw = ImageDraw.Draw(board)
    for row, word in enumerate(("time", "plant", "stone")):
        left, top = 30 + 3 * 96, 30 + row * 96
        draw.rectangle((left - 1, top - 1, left + 85, top + 85),
                       fill=fourth_column or NIGHT.background)
        draw.text((left + 42, top + 42), word, fill=NIGHT.ink, font=font(REGULAR, 16),
                  anchor="mm")
    return board


def _grid_of_four_columns(picture: Image.Image) -> GridGeometry:
    model = CentreModel((30 + 42, 96, 0.0, 0.0), (30 + 42, 0.0, 96, 0.0))
    return GridGeometry(3, 4, model, 40, False, picture.size)


def test_words_on_the_page_in_line_with_a_board_of_tiles_are_no_column_of_it():
    # GIVEN a grid that took a column of words beside a board of filled tiles for tiles
    picture = _board_beside_words(None)
    # WHEN its edge lines are checked for tiles, THEN the column of words is dropped
    kept = without_bare_edges(picture, _grid_of_four_columns(picture), 3, 3)
    assert (kept.rows, kept.cols) == (3, 3)
    assert kept.centre(0, 0) == pytest.approx((72, 72))


def test_a_line_of_tiles_in_another_colour_stays():
    # GIVEN the same grid, its fourth column tiles of another colour (a word traced on them)
    picture = _board_beside_words((40, 110, 220))
    # THEN the column is kept: its tiles stand out from the page as the others do
    kept = without_bare_edges(picture, _grid_of_four_columns(picture), 3, 3)
    assert (kept.rows, kept.cols) == (3, 4)


def test_a_board_of_cells_keeps_its_empty_lines_with_no_game_named():
    # GIVEN a 5 x 5 Balda board whose top row is empty and whose last column holds one letter
    look = balda_lopsided()
    # WHEN it is located with no game named
    geometry = locate_traced_board(look.picture, None)
    # THEN the grid is the board's 5 x 5 cells, seen as cells, centred on them
    assert (geometry.rows, geometry.cols) == (5, 5)
    assert geometry.cells_shown
    assert geometry.centre(0, 0) == pytest.approx((120, 360), abs=4)


def test_letters_spaced_wider_across_than_down_are_a_board():
    # GIVEN a 12 x 16 grid of letters 1.5 pitches apart across for one down
    look = word_search_grid(12, 16, 51, pitch=40)
    wide = look.picture.resize((round(look.picture.width * 1.5), look.picture.height))
    # WHEN it is located
    geometry = locate_board(wide, "wordsearch")
    # THEN it is the 12 x 16 grid, at its two pitches
    assert (geometry.rows, geometry.cols) == (12, 16)
    across, down = geometry.pitch(0, 0)
    assert (across, down) == (pytest.approx(60, abs=2), pytest.approx(40, abs=2))


def test_small_letters_on_a_big_desktop_are_found_at_a_finer_scale():
    # GIVEN a word search of pitch 20 in a window on a 3840 x 2160 desktop
    look = on_desktop(word_search_grid(12, 16, 52, pitch=20), (3840, 2160))
    assert look is not None
    # WHEN it is located
    geometry = locate_board(look.picture, "wordsearch")
    # THEN it is the 12 x 16 grid at its pitch
    assert (geometry.rows, geometry.cols) == (12, 16)
    assert min(geometry.pitch(0, 0)) == pytest.approx(20, abs=1)


def test_a_big_picture_without_a_board_has_no_board():
    # GIVEN a plain 4000 x 3000 picture
    # WHEN it is located THEN no board is found
    with pytest.raises(BoardNotFoundError):
        locate_board(Image.new("RGB", (4000, 3000), (200, 180, 150)))


def _close_letters(rows: list[str], cell: int = 50) -> Image.Image:
    """Bold capitals 80% of their cell high and nearly as wide on a framed grid of faint thin
    lines, on a 1100 x 700 page: letters as near each other as a word's."""
    page = Image.new("RGB", (1100, 700), (236, 226, 190))
    draw = ImageDraw.Draw(page)
    left, top, side = 300, 200, cell * len(rows)
    for i in range(len(rows) + 1):
        draw.line((left + i * cell, top, left + i * cell, top + side), fill=(205, 200, 190))
        draw.line((left, top + i * cell, left + side, top + i * cell), fill=(205, 200, 190))
    draw.rectangle((left - 4, top - 4, left + side + 4, top + side + 4), outline=(120, 100, 50),
                   width=3)
    letters = font(BOLD, round(1.12 * cell))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            draw.text((left + c * cell + cell / 2, top + r * cell + cell / 2), text,
                      fill=(20, 60, 30), font=letters, anchor="mm")
    return page


def test_letters_as_close_as_a_words_but_as_close_down_are_a_board():
    # GIVEN a 5 x 5 board whose bold letters fill three quarters of their cells, so that the
    # gap beside each is under a third of its height (as in a word)
    page = _close_letters(["АДИНО", "ПУХЧЯ", "КЛАДИ", "НОПУХ", "ЧЯКЛА"])
    # WHEN it is located
    geometry = locate_board(page, game="boggle")
    # THEN all of it is found: the letters stand as near above and below as beside
    assert (geometry.rows, geometry.cols) == (5, 5)
    assert geometry.centre(0, 0) == pytest.approx((325, 225), abs=4)
    assert geometry.centre(4, 4) == pytest.approx((525, 425), abs=4)


def test_close_monospaced_text_in_lines_is_no_board():
    # GIVEN lines of bold monospaced capitals as close as a board's letters beside each other,
    # but with a line's leading between the lines
    page = Image.new("RGB", (1100, 700), "white")
    draw = ImageDraw.Draw(page)
    for i in range(8):
        draw.text((40, 40 + i * 70), "QWERTY UIOPAS DFGHJK LZXCVB", fill="black",
                  font=font(MONO, 44))
    # WHEN it is located THEN no board is found
    with pytest.raises(BoardNotFoundError):
        locate_board(page, game="boggle")


def test_solid_keys_close_together_are_no_letters_but_strokes_are():
    # GIVEN a 4 x 7 block of blobs 20 px high, 3 px apart both ways: once solid squares (keys
    # of a keyboard), once letter-like rings of strokes
    def block(fill: float) -> list[Blob]:
        return [Blob(100 + c * 23, 100 + r * 23, 120 + c * 23, 120 + r * 23, round(fill * 400))
                for r in range(4) for c in range(7)]
    # WHEN the lonely blobs are picked THEN the keys are not kept, the strokes are (as near
    # above and below as beside)
    assert isolated(block(0.9), close_board=True) == []
    assert len(isolated(block(0.4), close_board=True)) == 28


def test_a_mostly_empty_board_of_small_cells_in_a_big_photo_is_found_by_its_cells():
    # GIVEN the Balda start board at a 24 px pitch in a 4000 x 3000 picture: at the working
    # scale its cells are smaller than a cell, and its five letters are no lattice
    look = on_desktop(smaller(balda_start(), 0.2), (4000, 3000))
    assert look is not None
    # WHEN it is located
    geometry = locate_board(look.picture, game="balda")
    # THEN its 5 x 5 cells are found, at the finer scale
    assert (geometry.rows, geometry.cols) == (5, 5)
    assert geometry.pitch(0, 0) == pytest.approx((24, 24), abs=1.5)


def test_a_square_board_of_shadowed_tiles_keeps_its_edge_tiles():
    # GIVEN a Balda board of 5 x 5 purple tiles with drop shadows on a dark page, seven letters
    # in thin serif capitals on its middle rows: the outlines of its edge tiles run into their
    # shadows and the page, and only the inner 3 x 3 tiles are found by their outlines
    look = Look("shadow", (66, 35, 125), (209, 213, 232), (197, 8, 70),
                FONT_DIR / "DejaVuSerif.ttf", 0.57, 0.17, 0.2, 0.074, 0.069)
    page = Image.new("RGB", (1920, 1080), (23, 12, 44))
    letters = [[""] * 5, ["", "L", "", "", ""], list("STONE"), ["", "", "E", "", ""], [""] * 5]
    draw_grid(page, look, letters, (42, 804), 41)
    # WHEN it is located
    geometry = locate_board(page, game="balda")
    # THEN the lattice of cells is grown over the edge tiles
    assert (geometry.rows, geometry.cols) == (5, 5)


def test_cells_that_differ_from_their_lines_in_hue_only_are_found():
    # GIVEN a Balda board of orange cells ruled by green lines as bright as the cells (grey
    # shows no lines), light letters of one word on its middle row, on a pale page
    look = Look("lines", (200, 100, 20), (250, 240, 225), (60, 170, 40),
                FONT_DIR / "DejaVuSans.ttf", 0.55, 0.1, 0.2, 0.0, 0.05)
    page = Image.new("RGB", (1200, 800), (232, 240, 222))
    letters = [[""] * 5, [""] * 5, list("STONE"), [""] * 5, [""] * 5]
    draw_grid(page, look, letters, (300, 200), 60)
    # WHEN it is located
    geometry = locate_board(page, game="balda")
    # THEN its 5 x 5 cells are found by their colours, where the grid was drawn
    assert (geometry.rows, geometry.cols) == (5, 5)
    assert geometry.pitch(0, 0) == pytest.approx((60, 60), abs=1.5)
    assert geometry.centre(0, 0) == pytest.approx((330, 230), abs=4)


@pytest.mark.parametrize("pitch, blur", [(24, 0.9), (24, 1.0), (26, 1.2), (26, 1.5)])
def test_small_cells_whose_hue_only_lines_blur_broke_are_found(pitch, blur):
    # GIVEN a small crop of a Balda board: green cells ruled by cyan lines as bright as they
    # are, blurred and JPEG'd, so that the lines between the cells, seen in colour, break
    # into dashes and the cells meet through the gaps
    look = Look("lines", (120, 192, 36), (215, 240, 200), (60, 190, 230),
                FONT_DIR / "DejaVuSans.ttf", 0.45, 0.1, 0.0, 0.12, 0.12)
    page = Image.new("RGB", (pitch * 5 + 80, pitch * 5 + 60), (232, 244, 210))
    letters = [[""] * 5, ["", "А", "", "", ""], list("ЛАМПА"), ["", "", "", "Х", ""], [""] * 5]
    draw_grid(page, look, letters, (30, 20), pitch)
    encoded = io.BytesIO()
    page.filter(ImageFilter.GaussianBlur(blur)).save(encoded, "JPEG", quality=55)
    picture = Image.open(io.BytesIO(encoded.getvalue()))
    # WHEN it is located
    geometry = locate_board(picture, game="balda")
    # THEN its 5 x 5 cells are found, where the grid was drawn
    assert (geometry.rows, geometry.cols) == (5, 5)
    assert geometry.pitch(0, 0) == pytest.approx((pitch, pitch), abs=1.5)


def test_a_board_whose_path_joined_a_column_of_letters_is_found_whole_by_its_cells():
    # GIVEN a 12 MP photo of a 5 x 5 board of orange cells ruled by green lines as bright as
    # the cells, whose last column a drawn path joined into one blob but for its top letter
    look = Look("lines", (210, 100, 10), (250, 222, 190), (40, 175, 90),
                FONT_DIR / "DejaVuSans-Bold.ttf", 0.4, 0.1, 0.2, 0.0, 0.04)
    page = Image.new("RGB", (4000, 3000), (228, 242, 222))
    letters = [list("CATSH"), list("DOGEM"), list("RIBNW"), list("WHYMK"), list("PLUSR")]
    path = ((1, 2), (1, 3), (1, 4), (2, 4), (3, 4), (4, 4))
    draw_grid(page, look, letters, (2100, 2200), 115,
              Marks(path=path, path_colour=(230, 200, 60, 200), path_share=0.12))
    # WHEN it is located
    geometry = locate_board(page, game="boggle")
    # THEN the cells continue the letters' lattice over the joined column: a letter stands in
    # line past the letters' edge
    assert (geometry.rows, geometry.cols) == (5, 5)
    assert geometry.centre(4, 4) == pytest.approx((2100 + 4 * 115 + 57.5, 2200 + 4 * 115 + 57.5),
                                                  abs=5)


def test_a_blurred_board_of_small_tiles_in_a_big_photo_keeps_the_tiles_by_the_page():
    # GIVEN a Balda board of pink tiles at a 23 px pitch on a dark purple page of 4000 x 3000,
    # its right column's three tiles selected in crimson, blurred and saved as JPEG: the gaps
    # between its edge tiles blur into the page
    look = Look("tiles", (245, 205, 215), (40, 50, 80), (245, 205, 215),
                FONT_DIR / "DejaVuSans-Bold.ttf", 0.4, 0.17, 0.1, 0.0, 0.0)
    page = Image.new("RGB", (4000, 3000), (85, 25, 100))
    letters = [[""] * 5, ["", "W", "", "", "A"], list("HOUSE"), ["", "", "", "", "E"], [""] * 5]
    marks = Marks(selected=frozenset({(1, 4), (2, 4), (3, 4)}), select_fill=(200, 20, 80),
                  select_ink=(250, 230, 235))
    draw_grid(page, look, letters, (1090, 625), 23, marks)
    # WHEN it is located
    geometry = locate_board(photo(page, blur=2, angle=0, scale=1, quality=92), game="balda")
    # THEN its 5 x 5 tiles are found where they were drawn
    assert (geometry.rows, geometry.cols) == (5, 5)
    assert geometry.centre(0, 0) == pytest.approx((1090 + 11.5, 625 + 11.5), abs=2)


def test_a_small_board_in_a_corner_of_a_big_photo_is_found_in_its_region():
    # GIVEN a Balda board of dark purple tiles at a 24 px pitch in a corner of a 4000 x 3000
    # pink page, the word's tiles selected in pale green, blurred and saved as JPEG: at the
    # working scale its tiles are smaller than a cell, and at the picture's own size the
    # threshold's neighbourhood is wider than a tile
    look = Look("tiles", (110, 40, 110), (240, 240, 240), (110, 40, 110),
                FONT_DIR / "DejaVuSans-Bold.ttf", 0.55, 0.17, 0.1, 0.0, 0.0)
    page = Image.new("RGB", (4000, 3000), (210, 90, 160))
    letters = [[""] * 5, ["", "", "", "", "R"], list("STONE"), ["", "", "A", "", ""], [""] * 5]
    marks = Marks(selected=frozenset({(1, 4), (2, 1), (2, 2), (2, 3), (3, 2)}),
                  select_fill=(220, 245, 220), select_ink=(30, 30, 30))
    draw_grid(page, look, letters, (3470, 1790), 24, marks)
    # WHEN it is located
    geometry = locate_board(photo(page, blur=0.7, angle=0, scale=1, quality=75), game="balda")
    # THEN its 5 x 5 tiles are found where they were drawn, in the picture's pixels
    assert (geometry.rows, geometry.cols) == (5, 5)
    assert geometry.centre(0, 0) == pytest.approx((3470 + 12, 1790 + 12), abs=2)
    assert geometry.pitch(0, 0) == pytest.approx((24, 24), abs=1)
    assert geometry.image_size == (4000, 3000)


def test_a_small_keyboard_alone_in_a_big_picture_is_no_board():
    # GIVEN a 2560 x 1440 page with nothing on it but an alphabet keyboard's three rows of
    # letters (10, 9 and 7) at a 22 px pitch: too small for the working scale, and in its
    # region a lattice of letters wider than any Boggle board
    page = Image.new("RGB", (2560, 1440), (230, 232, 236))
    draw = ImageDraw.Draw(page)
    for r, row in enumerate(["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]):
        for c, letter in enumerate(row):
            draw.text((600 + c * 22, 900 + r * 22), letter, fill=(30, 30, 30), font=font(BOLD, 12),
                      anchor="mm")
    # WHEN a Boggle board is looked for THEN there is none: a part of the keyboard cut to a
    # board's columns continues past its edge
    with pytest.raises(BoardNotFoundError):
        locate_board(page.filter(ImageFilter.GaussianBlur(0.6)), game="boggle")


def test_a_row_of_tiles_whose_letters_a_path_joined_is_kept_by_its_looks():
    # GIVEN a 4 x 4 board of pink tiles on a dark page whose top row's letters a path of their
    # colour joined into one blob: its letters alone make a 3 x 4 lattice
    look = Look("tiles", (240, 90, 160), (250, 235, 245), (240, 90, 160),
                FONT_DIR / "DejaVuSerif.ttf", 0.5, 0.15, 0.15, 0.0, 0.0)
    page = Image.new("RGB", (1600, 1000), (60, 0, 40))
    letters = [list("KTGL"), list("ICLG"), list("HCOT"), list("GDNY")]
    draw_grid(page, look, letters, (700, 300), 60,
              Marks(path=((0, 0), (0, 1), (0, 2), (0, 3)), path_colour=(250, 235, 245, 255),
                    path_share=0.12))
    # WHEN it is located
    geometry = locate_board(page, game="boggle")
    # THEN the top row of tiles, parted from the next by a gap and unlike the page, is the
    # board's
    assert (geometry.rows, geometry.cols) == (4, 4)
    assert geometry.centre(0, 0) == pytest.approx((730, 330), abs=3)


def _empty_tiles_lattice(first: int, side: int) -> tuple[Image.Image, Lattice]:
    """A 7 x 7 board of empty tiles (40 px, gaps of 6) and a lattice of its cells over `side`
    x `side` of them from (first, first)."""
    tile, gap, margin = 40, 6, 30
    image = render_board([[""] * 7 for _ in range(7)], WOOD, tile=tile, gap=gap, margin=margin)
    cells = {(r - first, c - first): cell_at((margin + c * (tile + gap) + tile / 2,
                                              margin + r * (tile + gap) + tile / 2), 32)
             for r in range(first, first + side) for c in range(first, first + side)}
    return image.convert("L"), Lattice(side, side, cells, 16, True, 1.0)


def test_a_lattice_over_its_whole_board_of_cells_does_not_grow_onto_the_page():
    # GIVEN a lattice of every cell of a 7 x 7 board of empty tiles: past each edge the page
    image, lattice = _empty_tiles_lattice(0, 7)
    # WHEN it is grown by its cells' looks, THEN it stays the board, where it was
    grown = grown_by_looks(lattice, image, profile("balda").sizes)
    assert (grown.rows, grown.cols) == (7, 7)
    assert min(cell.cx for cell in grown.cells.values()) == pytest.approx(50, abs=2)


def test_a_row_of_answer_slots_over_a_letter_bank_is_not_grown_into():
    # GIVEN a 4 Pics 1 Word screen: a letter bank of 2 x 6 blue tiles, and above it a row of
    # five dark answer slots at another pitch, a little lighter than the page between tiles
    screen = make_screen(6, "fourpics")
    # WHEN it is located
    geometry = locate_traced_board(screen.image.convert("RGB"), "anagram")
    # THEN the letter bank alone is the board
    assert (geometry.rows, geometry.cols) == (2, 6)
    assert geometry.centre(0, 0) == pytest.approx((42, 560), abs=3)


def test_a_mostly_empty_board_of_faint_tiles_grows_from_its_word():
    # GIVEN a Balda board of crimson tiles on a magenta page of the same brightness, parted by
    # gaps of 5 px at a 33 px pitch: one word on the middle row, one letter above it, too few
    # letters for a lattice of letters and no cell blobs in grey
    look = Look("tiles", (203, 40, 103), (236, 222, 245), (203, 40, 103),
                FONT_DIR / "DejaVuSansMono.ttf", 0.55, 0.15, 0.15, 0.0, 0.0)
    page = Image.new("RGB", (1920, 1080), (202, 36, 144))
    letters = [[""] * 5, ["", "", "L", "", ""], list("STONE"), [""] * 5, [""] * 5]
    draw_grid(page, look, letters, (523, 758), 33)
    buffer = io.BytesIO()
    page.save(buffer, "JPEG", quality=92)
    # WHEN it is located
    geometry = locate_board(Image.open(buffer).convert("RGB"), game="balda")
    # THEN the word grows over the empty tiles round it into the 5 x 5 board, where it was drawn
    assert (geometry.rows, geometry.cols) == (5, 5)
    assert geometry.centre(0, 0) == pytest.approx((523 + 16.5, 758 + 16.5), abs=3)


def test_a_word_on_a_bare_page_grows_into_no_board():
    # GIVEN five lonely capitals in a row on a plain page, no cells round them
    page = Image.new("RGB", (900, 600), (230, 236, 240))
    draw = ImageDraw.Draw(page)
    for index, letter in enumerate("STONE"):
        draw.text((300 + 40 * index, 280), letter, fill=(30, 30, 40), font=font(REGULAR, 24))
    # WHEN a Balda board is looked for THEN there is none: the page has no gaps to grow over
    with pytest.raises(BoardNotFoundError):
        locate_board(page, game="balda")


def test_a_board_under_a_path_beside_a_keyboard_grid_is_the_board():
    # GIVEN a 12 MP photo of a 4 x 4 board of big letters, a path drawn over eight of its tiles,
    # and above it a 4 x 7 keyboard grid of smaller letters in framed cells
    look = Look("frame", (252, 250, 215), (90, 20, 30), (60, 70, 140),
                FONT_DIR / "DejaVuSans.ttf", 0.7, 0.0, 0.0, 0.05, 0.0)
    page = Image.new("RGB", (4000, 3000), (190, 230, 205))
    keys = [list("QWERTYU"), list("IOPASDF"), list("GHJKLZX"), list("CVBNM") + ["", ""]]
    draw_grid(page, look, keys, (1390, 755), 130)
    path = ((3, 0), (2, 0), (1, 0), (1, 1), (1, 2), (1, 3), (0, 3))
    draw_grid(page, look, [list("YGLU"), list("VETC"), list("CHTL"), list("LRAM")], (2450, 1300),
              202, Marks(path=path, path_colour=(200, 180, 40, 220), path_share=0.08))
    # WHEN it is located with the drawn path in mind
    geometry = locate_traced_board(page, "boggle")
    # THEN the board of the biggest letters is found, not the keyboard's more letters
    assert (geometry.rows, geometry.cols) == (4, 4)
    assert geometry.centre(0, 0)[0] > 2450


def test_two_columns_of_lonely_letters_grow_into_their_board():
    # GIVEN a 4 x 4 board of shadowed green tiles with white letters in a 12 MP photo saved as
    # JPEG, its first two columns selected in lavender with dark letters and a path drawn
    # across them: the letters of each colour stand in two full columns, too few tiles for a
    # board
    look = Look("shadow", (120, 150, 20), (245, 245, 235), (120, 150, 20),
                FONT_DIR / "DejaVuSans-Bold.ttf", 0.5, 0.1, 0.15, 0.0, 0.0)
    page = Image.new("RGB", (4000, 3000), (232, 222, 222))
    letters = [list("ZLYB"), list("ASLS"), list("SBAA"), list("STRP")]
    selected = frozenset((r, c) for r in range(4) for c in range(2))
    draw_grid(page, look, letters, (1800, 400), 96,
              Marks(selected=selected, select_fill=(220, 200, 240), select_ink=(30, 20, 40),
                    path=((0, 0), (1, 1), (2, 0), (3, 1)), path_colour=(90, 170, 220, 220),
                    path_share=0.05))
    buffer = io.BytesIO()
    page.save(buffer, "JPEG", quality=55)
    # WHEN it is located
    geometry = locate_traced_board(Image.open(buffer).convert("RGB"), "boggle")
    # THEN the two columns grow by the letters of the other colour beside them into the board
    assert (geometry.rows, geometry.cols) == (4, 4)
    assert geometry.centre(0, 0) == pytest.approx((1848, 448), abs=10)


def test_blurred_letters_filling_their_small_shadowed_tiles_are_dark_on_light():
    # GIVEN a 5 x 5 board of light tiles with drop shadows at a 23 px pitch on a dark page,
    # dark letters 0.72 of the pitch high, blurred: each letter inks most of its tile's middle
    look = Look("shadow", (225, 235, 225), (30, 110, 90), (30, 110, 90),
                FONT_DIR / "DejaVuSansMono-Bold.ttf", 0.72, 0.17, 0.2, 0.0, 0.07)
    page = Image.new("RGB", (1920, 1080), (50, 20, 110))
    letters = [list("ЬЯЛИЕ"), list("ТЯАМТ"), list("ВБОКВ"), list("ОГСШЗ"), list("ЕРОКА")]
    draw_grid(page, look, letters, (900, 300), 23)
    # WHEN it is located
    geometry = locate_board(page.filter(ImageFilter.GaussianBlur(1.6)), game="boggle")
    # THEN its letters are dark, as the tiles' rims round them show
    assert (geometry.rows, geometry.cols) == (5, 5)
    assert geometry.ink_is_dark
