"""The window from the keyboard alone: Tab walks through the fields and buttons, Ctrl+Tab changes
tabs from wherever the focus is."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.gui.conftest import type_text

CTRL = Qt.KeyboardModifier.ControlModifier


def focus_on(qtbot, widget):
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)


def tab_from(widget, times=1, key=Qt.Key.Key_Tab):
    for _ in range(times):
        QTest.keyClick(QApplication.focusWidget() or widget, key)
    return QApplication.focusWidget()


def test_tab_leaves_the_word_search_boxes_instead_of_typing_a_tab(qtbot, window):
    # GIVEN the Word search tab with a grid typed
    window.tabs.setCurrentWidget(window.wordsearch)
    panel = window.wordsearch
    window.activateWindow()
    focus_on(qtbot, panel.grid_edit)
    QTest.keyClicks(panel.grid_edit, "cat")
    # WHEN the user presses Tab in the grid, then in the word list
    assert tab_from(panel.grid_edit) is panel.words_edit
    assert tab_from(panel.words_edit) is not panel.words_edit
    # THEN no tab character went into either box, and Shift+Tab comes back
    assert panel.grid_edit.toPlainText() == "cat"
    assert panel.words_edit.toPlainText() == ""
    focus_on(qtbot, panel.words_edit)
    assert tab_from(panel.words_edit, key=Qt.Key.Key_Backtab) is panel.grid_edit
    # AND Ctrl+Tab from the grid shows the next tab
    QTest.keyClick(panel.grid_edit, Qt.Key.Key_Tab, CTRL)
    assert window.tabs.currentWidget() is window.balda


def test_ctrl_tab_changes_tabs_from_the_board_and_from_the_results(qtbot, window):
    # GIVEN a solved board, with the focus on the board
    panel = window.boggle
    window.activateWindow()
    focus_on(qtbot, panel.board)
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        type_text(panel.board, "catsxzzqzzzzzzzz")
    current = panel.board.current
    # WHEN the user presses Ctrl+Tab on the board
    QTest.keyClick(panel.board, Qt.Key.Key_Tab, CTRL)
    # THEN the next tab is shown, and the board's cursor did not move
    assert window.tabs.currentIndex() == 1
    assert panel.board.current == current
    # AND Ctrl+Shift+Tab comes back
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab,
                   CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert window.tabs.currentWidget() is panel
    # WHEN the focus is in the results table and the user presses Ctrl+Tab
    focus_on(qtbot, panel.results.table)
    QTest.keyClick(panel.results.table, Qt.Key.Key_Tab, CTRL)
    # THEN the next tab is shown too
    assert window.tabs.currentIndex() == 1


def test_the_anagram_read_button_follows_the_letters_field_in_the_tab_order(qtbot, window):
    window.tabs.setCurrentWidget(window.anagram)
    panel = window.anagram
    window.activateWindow()
    focus_on(qtbot, panel.letters)
    assert tab_from(panel.letters) is panel.open_button
    assert tab_from(panel.open_button) is panel.pattern


def test_the_word_search_read_button_sits_in_the_tab_order_of_its_row(qtbot, window):
    window.tabs.setCurrentWidget(window.wordsearch)
    panel = window.wordsearch
    window.activateWindow()
    focus_on(qtbot, panel.show_all)
    assert tab_from(panel.show_all) is panel.open_button
    assert tab_from(panel.open_button) is panel.generate_button
