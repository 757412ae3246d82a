"""The working scale (a big picture's tiles read shrunk) and the totals read in one polarity
where the page's background tells it."""

from PIL import Image, ImageDraw

from benchmarks.screens import make_screen
from desktop_solver.ocr import read_board
from desktop_solver.ocr.text.totals import text_polarities
from desktop_solver.ocr.geometry import CentreModel, GridGeometry
from desktop_solver.ocr.straighten.working_scale import WORKING_PITCH, at_working_scale


def _grid(pitch: float, size: tuple[int, int]) -> GridGeometry:
    return GridGeometry(4, 4, CentreModel((100.0, pitch, 0.0, 0.0), (80.0, 0.0, pitch, 0.0)),
                        pitch / 2, True, size)


def test_a_grid_of_small_tiles_is_read_as_it_came():
    picture = Image.new("RGB", (800, 600), "white")
    working = at_working_scale(picture, _grid(WORKING_PITCH, picture.size))
    assert working.picture is picture and working.factor == 1.0
    assert working.full_box((1, 2, 3, 4)) == (1, 2, 3, 4)


def test_a_grid_of_big_tiles_is_shrunk_to_the_working_pitch_and_mapped_back():
    # GIVEN a 4000 x 3000 picture whose tiles are 600 pixels apart
    picture = Image.new("RGB", (4000, 3000), "white")
    grid = _grid(600.0, picture.size)
    working = at_working_scale(picture, grid)
    # THEN its tiles are read 200 pixels apart, the picture shrunk alike
    assert working.picture.size == (round(4000 * WORKING_PITCH / 600), 1000)
    assert abs(working.geometry.pitch(0, 0)[0] - WORKING_PITCH) < 0.5
    assert abs(working.geometry.glyph_height - WORKING_PITCH / 2) < 0.5
    # AND the grid goes back to the picture's own pixels
    back = working.full_geometry(working.geometry)
    assert back.image_size == picture.size
    assert all(abs(a - b) <= 1 for a, b in zip(back.tile_box(3, 2), grid.tile_box(3, 2)))


def test_a_board_three_times_as_big_reads_the_same_with_boxes_three_times_as_big():
    screen = make_screen(1, "wordament")
    small = read_board(screen.png(), "auto", screen.game)
    big_picture = screen.image.resize((screen.image.width * 3, screen.image.height * 3),
                                      Image.Resampling.LANCZOS)
    big = read_board(big_picture, "auto", screen.game)
    assert big.rows == small.rows == screen.rows
    assert big.values == small.values and big.totals == small.totals
    assert big.geometry.image_size == big_picture.size
    for small_box, big_box in zip(small.tile(1, 2).box, big.tile(1, 2).box):
        assert abs(3 * small_box - big_box) <= 6


def test_a_page_of_one_background_is_read_in_one_polarity():
    light = Image.new("L", (300, 100), 230)
    ImageDraw.Draw(light).text((10, 40), "Score: 0/3390", fill=20)
    dark = Image.eval(light, lambda v: 255 - v)
    assert [page.tobytes() for page in text_polarities(light)] == [light.tobytes()]
    assert [page.tobytes() for page in text_polarities(dark)] == [light.tobytes()]


def test_a_page_of_light_and_dark_panels_is_read_both_ways_its_median_first():
    page = Image.new("L", (300, 100), 220)
    ImageDraw.Draw(page).rectangle((0, 0, 120, 100), fill=40)   # a dark panel, two fifths
    pages = text_polarities(page)
    assert [p.getpixel((200, 50)) for p in pages] == [220, 35]
