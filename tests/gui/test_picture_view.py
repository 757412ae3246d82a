"""The picture beside the board after a screenshot is read: the grid found drawn on it, the
grid's size changed by the user, a handle dragged, the picture read again."""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from benchmarks.screens import make_screen

from tests.gui.test_main_window import _drop


def read_dropped(qtbot, window, tmp_path, family, seed, tab="boggle", until="read"):
    """A generated screen dropped on the window while `tab` is shown; waits for the tab's
    reader to have read it (`until` "read") or its first job to finish ("finished")."""
    screen = make_screen(seed, family)
    path = tmp_path / f"{family}-{seed}.png"
    screen.image.save(path)
    panel = getattr(window, tab)
    window.tabs.setCurrentWidget(panel)
    signal = panel.reader.read if until == "read" else panel.runner.finished
    with qtbot.waitSignal(signal, timeout=30000):
        _drop(window, path)
    return screen, panel


def type_number(qtbot, box, value):
    box.setFocus()
    box.lineEdit().selectAll()
    QTest.keyClicks(box.lineEdit(), str(value))


def test_the_grid_can_be_resized_and_read_again(qtbot, window, tmp_path):
    # GIVEN a board read from a screenshot
    screen, panel = read_dropped(qtbot, window, tmp_path, "light", 3)
    view = panel.picture
    rows, cols = len(screen.rows), len(screen.rows[0])
    assert view.isVisible()
    assert (view.rows_box.value(), view.cols_box.value()) == (rows, cols)
    assert view.canvas.texts == [list(row) for row in screen.rows]
    # WHEN the user asks for one column less and reads again
    type_number(qtbot, view.cols_box, cols - 1)
    with qtbot.waitSignal(panel.reader.read, timeout=30000):
        qtbot.mouseClick(view.read_button, Qt.MouseButton.LeftButton)
    # THEN the board holds the first columns only
    assert panel.board.board_text() == "/".join("".join(row[:cols - 1]) for row in screen.rows)
    # WHEN the column is given back THEN the whole board is read again
    type_number(qtbot, view.cols_box, cols)
    with qtbot.waitSignal(panel.reader.read, timeout=30000):
        qtbot.mouseClick(view.read_button, Qt.MouseButton.LeftButton)
    assert panel.board.board_text() == "/".join("".join(row) for row in screen.rows)


def test_dragging_a_handle_moves_the_grid(qtbot, window, tmp_path):
    _, panel = read_dropped(qtbot, window, tmp_path, "light", 3)
    canvas = panel.picture.canvas
    before = canvas.geometry_
    start = canvas.handle_points()[0].toPoint()
    qtbot.mousePress(canvas, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(canvas, pos=start + QPoint(12, 9))
    qtbot.mouseRelease(canvas, Qt.MouseButton.LeftButton, pos=start + QPoint(12, 9))
    after = canvas.geometry_
    assert after.corners[0] != before.corners[0]
    assert after.corners[1] == before.corners[1]
    assert (after.rows, after.cols) == (before.rows, before.cols)


def test_a_balda_screenshot_dropped_on_the_boggle_tab_goes_to_the_balda_tab(qtbot, window,
                                                                            tmp_path):
    # GIVEN the Boggle tab shown and a screenshot of a Balda game
    screen = make_screen(2, "balda")
    path = tmp_path / "balda.png"
    screen.image.save(path)
    window.tabs.setCurrentWidget(window.boggle)
    board_before = window.boggle.board.board_text()
    # WHEN it is dropped on the window
    with qtbot.waitSignal(window.balda.runner.finished, timeout=60000):
        _drop(window, path)
    # THEN it is read on the Balda tab, which shows the position; the Boggle board is untouched
    assert window.tabs.currentWidget() is window.balda
    expected = [text.lower() for row in screen.rows for text in row]
    assert [token.lower() for token in window.balda.board.tokens] == expected
    assert window.boggle.board.board_text() == board_before
    assert "Balda" in window.statusBar().currentMessage() or window.balda.picture.isVisible()
    assert window.balda.picture.isVisible() and not window.boggle.picture.isVisible()


def letter_bank(tmp_path):
    """A 4 Pics 1 Word screen: the photos' area and two rows of six letter tiles under it."""
    import random

    from PIL import Image

    from benchmarks.screens import draw_board, fonts, theme

    rng = random.Random(7)
    image = Image.new("RGB", (640, 520), (240, 240, 240))
    image.paste((90, 140, 200), (20, 20, 620, 300))
    draw_board(image, rng, [list("RAINBC"), list("LOUDTE")], (110, 330), 70,
               theme(rng, False), fonts()[0], rounded=True, filled=True)
    path = tmp_path / "bank.png"
    image.save(path)
    return path


def test_a_letter_bank_picture_fills_the_anagram_letters(qtbot, window, tmp_path):
    # GIVEN a 4 Pics 1 Word letter bank
    path = letter_bank(tmp_path)
    panel = window.anagram
    window.tabs.setCurrentWidget(panel)
    # WHEN it is dropped on the Anagrams tab
    with qtbot.waitSignal(panel.runner.finished, timeout=30000):
        _drop(window, path)
    # THEN the letters box holds the bank and the picture shows under the results
    assert panel.letters.text() == "rainbcloudte"
    assert panel.picture.isVisible()


def open_with_button(qtbot, monkeypatch, window, panel, path):
    """The tab's "Read a screenshot…" button clicked, the file dialog answering `path`."""
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *args, **kwargs: (str(path), "")))
    window.tabs.setCurrentWidget(panel)
    with qtbot.waitSignal(panel.runner.finished, timeout=30000):
        qtbot.mouseClick(panel.open_button, Qt.MouseButton.LeftButton)


def test_the_read_a_screenshot_buttons_of_balda_and_anagrams(qtbot, window, tmp_path,
                                                             monkeypatch):
    # GIVEN a Balda screenshot that the file dialog will return
    screen = make_screen(1, "balda")
    path = tmp_path / "balda.png"
    screen.image.save(path)
    # WHEN the Balda tab's button is clicked THEN the position is read there
    open_with_button(qtbot, monkeypatch, window, window.balda, path)
    assert window.balda.position is not None and window.balda.position.rows[2] == "балда"
    # WHEN the Anagrams tab's button is clicked on a letter bank THEN its letters are read
    open_with_button(qtbot, monkeypatch, window, window.anagram, letter_bank(tmp_path))
    assert window.anagram.letters.text() == "rainbcloudte"


def test_a_word_search_with_its_list_fills_both_boxes_and_finds_every_word(qtbot, window,
                                                                            tmp_path):
    # GIVEN a word search screenshot with its list of words beside the grid
    # WHEN it is dropped on the Word search tab and the search has run
    screen, panel = read_dropped(qtbot, window, tmp_path, "wordlist", 3, tab="wordsearch")
    with qtbot.waitSignal(panel.runner.finished, timeout=30000):
        pass
    # THEN the grid and the list are in their boxes, the message says the list was read,
    # and every listed word is found
    assert panel.grid_edit.toPlainText().split("\n") == ["".join(row) for row in screen.rows]
    listed = panel.words_edit.toPlainText().split("\n")
    assert sorted(entry.upper() for entry in listed) == sorted(screen.listed)
    assert "10 words read from the list" in panel.message.text()
    found = {hit.word.upper() for hit in panel.results.visible_hits()}
    assert found == set(screen.listed)


def test_a_one_row_letter_bank_stays_on_the_anagrams_tab(qtbot, window, tmp_path):
    # GIVEN a 4 Pics 1 Word screen whose twelve letters lie in one row
    # WHEN it is dropped on the Anagrams tab THEN its letters fill the letters box there
    screen, panel = read_dropped(qtbot, window, tmp_path, "fourpics", 1, tab="anagram",
                                 until="finished")
    assert len(screen.rows) == 1 and len(screen.rows[0]) == 12
    assert window.tabs.currentWidget() is panel
    assert panel.letters.text().upper() == "".join(screen.rows[0])


def test_a_pasted_board_puts_the_picture_away(qtbot, window, tmp_path):
    from PySide6.QtGui import QGuiApplication

    # GIVEN a board read from a screenshot, its picture shown
    screen, panel = read_dropped(qtbot, window, tmp_path, "light", 3)
    assert panel.picture.isVisible()
    # WHEN another board is pasted as text THEN the picture, no longer the board's, goes
    QGuiApplication.clipboard().setText("ABCDEF/GHIJKL/MNOPRS/TUVWYZ/ABCDEF/GHIJKL")
    qtbot.mouseClick(panel.paste_button, Qt.MouseButton.LeftButton)
    assert not panel.picture.isVisible()
    assert panel.reader.reading is None


def test_read_again_on_a_photo_at_an_angle_reads_it_square_on_again(qtbot, window, tmp_path):
    # GIVEN a dice photo at an angle, read on the Boggle tab (one die is out of the tray)
    screen, panel = read_dropped(qtbot, window, tmp_path, "dice", 16)
    first = panel.board.board_text()
    assert first.count(".") == 1
    # WHEN "Read again" is clicked without changing the grid
    with qtbot.waitSignal(panel.reader.read, timeout=30000):
        qtbot.mouseClick(panel.picture.read_button, Qt.MouseButton.LeftButton)
    # THEN the tray is read square-on again: still 4 x 4, still only the missing die empty
    again = panel.board.board_text()
    assert (panel.board.rows, panel.board.cols) == (4, 4)
    assert again.count(".") == 1 and again.index(".") == first.index(".")


def test_a_grid_dragged_too_small_keeps_its_size_and_the_board_in_view(qtbot, window, tmp_path):
    # GIVEN a 5 x 5 board read from a screenshot
    screen, panel = read_dropped(qtbot, window, tmp_path, "light", 5)
    view, canvas = panel.picture, panel.picture.canvas
    assert (view.rows_box.value(), view.cols_box.value()) == (5, 5)
    board_in_view = canvas.shown
    # WHEN the last tile's ring is dragged into the middle of the board and the picture is read
    # again over that grid
    first, last = canvas.handle_points()
    middle = ((first + last) / 2).toPoint()
    qtbot.mousePress(canvas, Qt.MouseButton.LeftButton, pos=last.toPoint())
    qtbot.mouseMove(canvas, pos=middle)
    qtbot.mouseRelease(canvas, Qt.MouseButton.LeftButton, pos=middle)
    with qtbot.waitSignal(panel.reader.read, timeout=30000):
        qtbot.mouseClick(view.read_button, Qt.MouseButton.LeftButton)
    # THEN the grid keeps the rows and columns the user asked for, and the whole board is still
    # in view, so the ring can be dragged back to the last tile
    assert (view.rows_box.value(), view.cols_box.value()) == (5, 5)
    assert (panel.board.rows, panel.board.cols) == (5, 5)
    assert canvas.shown.contains(board_in_view)


def test_a_double_click_shows_the_whole_picture_and_the_board_again(qtbot, window, tmp_path):
    _, panel = read_dropped(qtbot, window, tmp_path, "busy", 2)
    canvas = panel.picture.canvas
    board_view = canvas.shown
    whole = canvas.image.rect()
    assert board_view != whole                      # a busy desktop: the board is a part of it
    qtbot.mouseDClick(canvas, Qt.MouseButton.LeftButton, pos=canvas.rect().center())
    assert canvas.shown == whole
    qtbot.mouseDClick(canvas, Qt.MouseButton.LeftButton, pos=canvas.rect().center())
    assert canvas.shown == board_view


# A tool tip asks the offscreen platform to raise its window, which it cannot; a real screen can.
@pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)
def test_a_tile_names_its_reading_in_a_tool_tip_and_its_ring_hides_no_letter(qtbot, window,
                                                                           tmp_path):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QColor, QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    from desktop_solver.gui.picture_view import GRID_COLOUR

    screen, panel = read_dropped(qtbot, window, tmp_path, "light", 3)
    canvas = panel.picture.canvas
    first = canvas.handle_points()[0].toPoint()
    # a ring: the picture shows through the handle's middle
    assert QColor(canvas.grab().toImage().pixel(first)) != GRID_COLOUR
    QApplication.sendEvent(canvas, QHelpEvent(QEvent.Type.ToolTip, first,
                                              canvas.mapToGlobal(first)))
    assert QToolTip.text() == f"Row 1, column 1: read as {screen.rows[0][0]}"


def test_read_again_with_fewer_rows_keeps_the_language_of_the_first_reading(qtbot, window,
                                                                           tmp_path):
    # GIVEN a Russian letter bank of two rows read on the Anagrams tab
    screen, panel = read_dropped(qtbot, window, tmp_path, "fourpics", 6, tab="anagram",
                                 until="finished")
    assert screen.lang == "ru" and len(screen.rows) == 2
    assert panel.letters.text().upper() == "".join("".join(row) for row in screen.rows)
    # WHEN the user asks for one row only and reads again
    view = panel.picture
    type_number(qtbot, view.rows_box, 1)
    with qtbot.waitSignal(panel.reader.read, timeout=30000):
        qtbot.mouseClick(view.read_button, Qt.MouseButton.LeftButton)
    # THEN the row is read in Russian still, not as Latin look-alikes
    assert panel.letters.text().upper() == "".join(screen.rows[0])
