"""The window at the sizes users have: a tab with a picture read shows every control whole and
apart, the picture gets room of its own, and nothing drawn on the picture hides its letters."""

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication

from desktop_solver.gui.picture_view import PictureSplitter

from tests.gui.layout_check import layout_problems
from tests.gui.test_picture_view import read_dropped


def resize(qtbot, window, width, height):
    window.resize(width, height)
    # The layouts settle in posted events: wait for the size, then let every one be handled
    # (a clock's 50 ms ran out before them on a busy machine).
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (width, height))
    for _ in range(3):  # a layout that settles may post another
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def click_first_word(qtbot, panel):
    table = panel.results.table
    centre = table.visualRect(table.model().index(0, 0)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)


@pytest.mark.parametrize("tab, family, seed", [("boggle", "light", 5), ("anagram", "fourpics", 6),
                                               ("wordsearch", "wordlist", 1)])
def test_a_tab_with_its_picture_fits_common_window_sizes(qtbot, window, tmp_path, tab, family,
                                                         seed):
    # GIVEN a picture read on the tab
    _, panel = read_dropped(qtbot, window, tmp_path, family, seed, tab=tab, until="finished")
    canvas = panel.picture.canvas
    for width, height in ((1000, 680), (1280, 800), (1920, 1080), (1000, 680)):
        # WHEN the user makes the window this size
        resize(qtbot, window, width, height)
        # THEN the window takes it, no control is drawn over another or cut, and the picture
        # has room of its own: a quarter of the window's height at least
        assert (window.width(), window.height()) == (width, height)
        assert layout_problems(panel) == []
        assert canvas.height() >= height / 4


def test_the_picture_goes_under_the_board_in_a_tall_window(qtbot, window, tmp_path):
    _, panel = read_dropped(qtbot, window, tmp_path, "light", 5)
    splitter = panel.picture.parentWidget()
    assert isinstance(splitter, PictureSplitter)
    resize(qtbot, window, 1280, 800)
    assert splitter.orientation() == Qt.Orientation.Horizontal
    # WHEN the window is made tall and narrow THEN the picture is under the board, whole
    resize(qtbot, window, 900, 1100)
    assert splitter.orientation() == Qt.Orientation.Vertical
    assert layout_problems(panel) == []
    assert panel.picture.canvas.width() > 400


def test_rings_and_readings_leave_every_letter_of_the_picture_clear(qtbot, window, tmp_path):
    from PySide6.QtGui import QImage

    # GIVEN a board read from a picture shown in a small window, where its tiles are small
    screen, panel = read_dropped(qtbot, window, tmp_path, "fourpics", 15, tab="anagram",
                                 until="finished")
    resize(qtbot, window, 1000, 680)
    canvas = panel.picture.canvas
    drawn = canvas.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    # the picture alone, without the grid, its rings and the readings
    geometry, canvas.geometry_ = canvas.geometry_, None
    bare = canvas.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    canvas.geometry_ = geometry
    ratio = drawn.devicePixelRatio()
    assert panel.reader.reading is not None
    for row, tiles in enumerate(panel.reader.reading.tiles):
        for col, tile in enumerate(tiles):
            box = canvas._glyph_on_screen(geometry, row, col)
            # THEN no pixel of a letter is painted over
            inside = QRectF(box.topLeft() * ratio, box.bottomRight() * ratio).toRect()
            changed = [(x, y) for y in range(inside.top() + 1, inside.bottom())
                       for x in range(inside.left() + 1, inside.right())
                       if drawn.pixel(x, y) != bare.pixel(x, y)]
            assert changed == [], f"tile {row + 1}:{col + 1} ({tile.text}) painted over"


def test_a_word_picked_in_the_results_is_drawn_on_the_picture_too(qtbot, window, tmp_path,
                                                                  english_words):
    from benchmarks.screens import make_screen

    # GIVEN a board read from a picture, with a word of its first row in the dictionary
    word = "".join(make_screen(5, "light").rows[0][:4]).lower()   # Big Boggle: 4 letters up
    english_words.write_text(f"{word}\n", encoding="utf-8")
    _, panel = read_dropped(qtbot, window, tmp_path, "light", 5, until="finished")
    canvas = panel.picture.canvas
    before = canvas.grab().toImage()
    # WHEN the user clicks the first word of the results
    click_first_word(qtbot, panel)
    # THEN its path is drawn over the picture's tiles as on the board
    path = panel.board.highlight
    assert path and canvas.path == path
    assert canvas.grab().toImage() != before
    # WHEN the picture is put away by a board typed over it THEN no path is left on it
    with qtbot.waitSignal(panel.runner.finished, timeout=30000):
        qtbot.mouseClick(panel.random_button, Qt.MouseButton.LeftButton)
    assert canvas.path == ()


def test_a_ring_grabbed_at_its_edge_moves_with_the_mouse(qtbot, window, tmp_path):
    _, panel = read_dropped(qtbot, window, tmp_path, "light", 3)
    canvas = panel.picture.canvas
    centre = canvas.handle_points()[0]
    grab = (centre + QPointF(canvas.ring_radius() - 1, 0)).toPoint()
    qtbot.mousePress(canvas, Qt.MouseButton.LeftButton, pos=grab)
    qtbot.mouseMove(canvas, pos=grab + QPoint(12, 9))
    qtbot.mouseRelease(canvas, Qt.MouseButton.LeftButton, pos=grab + QPoint(12, 9))
    moved = canvas.handle_points()[0] - centre
    assert (round(moved.x()), round(moved.y())) == (12, 9)


def test_a_grid_dragged_off_the_board_is_said_in_one_sentence(qtbot, window, tmp_path):
    # GIVEN a 5 x 5 board read from a screenshot
    _, panel = read_dropped(qtbot, window, tmp_path, "light", 5, until="finished")
    view, canvas = panel.picture, panel.picture.canvas
    # WHEN the last ring is dragged onto the second tile and the picture read again
    first, last = canvas.handle_points()
    second = (first + (last - first) / 4).toPoint()
    qtbot.mousePress(canvas, Qt.MouseButton.LeftButton, pos=last.toPoint())
    qtbot.mouseMove(canvas, pos=second)
    qtbot.mouseRelease(canvas, Qt.MouseButton.LeftButton, pos=second)
    with qtbot.waitSignal(panel.runner.finished, timeout=30000):
        qtbot.mouseClick(view.read_button, Qt.MouseButton.LeftButton)
    # THEN the message says what is wrong and what to do, and nothing else
    message = panel.message.text()
    assert "of 25 tiles show no letter: the grid is not on the board" in message
    assert "dashed outline" not in message and "almost no words" not in message
