"""The window's menus act on the tab that is shown, and on no other: Edit → Paste and Clear,
File → Export in every format, and the status bar."""

import csv
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QFileDialog

from desktop_solver.modes.export import CELL_FIELDS
from tests.gui.conftest import type_text

RUSSIAN = "балда\nфалда\nхалда\nбал\nлад\nдал\nала\nбалл\nлапа\n"


@pytest.fixture
def russian_words(window, tmp_path):
    words = tmp_path / "ru.txt"
    words.write_text(RUSSIAN, encoding="utf-8")
    window.settings.set("dictionary/ru", str(words))
    return words


def show(window, panel):
    window.tabs.setCurrentWidget(panel)
    return panel


def solve_boggle(qtbot, window):
    panel = show(window, window.boggle)
    panel.board.setFocus()
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        type_text(panel.board, "catsxzzqzzzzzzzz")
    return panel


def solve_anagram(qtbot, window):
    panel = show(window, window.anagram)
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        qtbot.keyClicks(panel.letters, "tacs")
    return panel


def solve_wordsearch(qtbot, window):
    panel = show(window, window.wordsearch)
    panel.words_edit.setPlainText("cat, dog, zebra")
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.grid_edit.setPlainText("cat\ndog\nead")
    return panel


def start_balda(qtbot, window):
    panel = show(window, window.balda)
    panel.word_edit.setText("балда")
    with qtbot.waitSignal(panel.runner.finished, timeout=60000):
        qtbot.mouseClick(panel.new_button, Qt.MouseButton.LeftButton)
    return panel


def play_and_end(qtbot, window):
    from desktop_solver.core.board import parse_grid

    panel = show(window, window.play)
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.new_game(parse_grid("CATS/XDOG/ZZZZ/ZZZZ"))
    qtbot.keyClicks(panel.entry, "cats")
    qtbot.keyClick(panel.entry, Qt.Key.Key_Return)
    qtbot.mouseClick(panel.end_button, Qt.MouseButton.LeftButton)
    return panel


# -- Edit → Paste and Clear --------------------------------------------------------------------


def test_paste_and_clear_have_shortcuts_that_leave_ctrl_v_to_text_boxes(window):
    assert window.paste_action.shortcut() == QKeySequence("Ctrl+Shift+V")
    assert not window.clear_action.shortcut().isEmpty()
    assert window.paste_action.shortcut() != QKeySequence(QKeySequence.StandardKey.Paste)
    assert window.export_action in window.file_menu.actions()
    assert window.export_action in window.edit_menu.actions()


def test_paste_on_anagrams_fills_the_letters_and_leaves_the_boggle_board(qtbot, window):
    # GIVEN a Boggle board and the Anagrams tab shown
    window.boggle.set_board("CAT/DOG/XYZ")
    panel = show(window, window.anagram)
    QGuiApplication.clipboard().setText("stolen")
    # WHEN the user chooses Edit → Paste
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        window.paste_action.trigger()
    # THEN the letters are pasted on Anagrams, and the hidden Boggle board is as it was
    assert panel.letters.text() == "stolen"
    assert window.boggle.board.board_text() == "CAT/DOG/XYZ"
    # WHEN Edit → Clear THEN the letters go, the Boggle board stays
    window.clear_action.trigger()
    assert panel.letters.text() == ""
    assert window.boggle.board.board_text() == "CAT/DOG/XYZ"


def test_paste_and_clear_on_the_boggle_tab(qtbot, window):
    panel = show(window, window.boggle)
    QGuiApplication.clipboard().setText("CATS\nXDOG\nZZZZ\nZZZZ")
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        window.paste_action.trigger()
    assert panel.board.board_text() == "CATS/XDOG/ZZZZ/ZZZZ"
    window.clear_action.trigger()
    assert panel.board.board_text() == "????/????/????/????"


def test_paste_and_clear_on_word_search_and_balda(qtbot, window):
    window.boggle.set_board("CAT/DOG/XYZ")
    panel = show(window, window.wordsearch)
    QGuiApplication.clipboard().setText("cat/dog/ead")
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        window.paste_action.trigger()
    assert panel.grid_edit.toPlainText() == "cat\ndog\nead"
    window.clear_action.trigger()
    assert panel.grid_edit.toPlainText() == ""
    balda = show(window, window.balda)
    QGuiApplication.clipboard().setText("  фалда ")
    window.paste_action.trigger()
    assert balda.word_edit.text() == "фалда"
    window.clear_action.trigger()
    assert balda.word_edit.text() == ""
    assert window.boggle.board.board_text() == "CAT/DOG/XYZ"


def test_the_boggle_buttons_paste_and_clear(qtbot, window):
    panel = show(window, window.boggle)
    QGuiApplication.clipboard().setText("CAT/DOG/XYZ")
    qtbot.mouseClick(panel.paste_button, Qt.MouseButton.LeftButton)
    assert panel.board.board_text() == "CAT/DOG/XYZ"
    qtbot.mouseClick(panel.clear_button, Qt.MouseButton.LeftButton)
    assert panel.board.board_text() == "???/???/???"


def test_the_game_box_names_the_size_of_a_board_that_is_not_its_own(qtbot, window):
    panel = show(window, window.boggle)
    panel.preset_box.setCurrentIndex(0)
    panel.preset_box.activated.emit(0)
    assert panel.preset_box.currentText() == "Boggle 4×4"
    # WHEN a 6x6 board is pasted THEN the game box says it is Boggle on a 6x6 board
    QGuiApplication.clipboard().setText("ABCDEF/GHIJKL/MNOPRS/TUVWYZ/ABCDEF/GHIJKL")
    qtbot.mouseClick(panel.paste_button, Qt.MouseButton.LeftButton)
    assert panel.preset_box.currentText() == "Boggle, 6×6"
    # WHEN the size goes back to the preset's own THEN the preset's name is back
    panel.rows_box.setValue(4)
    panel.cols_box.setValue(4)
    assert panel.preset_box.currentText() == "Boggle 4×4"


# -- File → Export -----------------------------------------------------------------------------


FILLERS = {"boggle": solve_boggle, "anagram": solve_anagram, "wordsearch": solve_wordsearch,
           "balda": start_balda, "play": play_and_end}


@pytest.mark.parametrize("tab", list(FILLERS))
def test_export_of_every_tab_in_every_format(qtbot, window, russian_words, tmp_path,
                                             monkeypatch, tab):
    # GIVEN a tab with results shown
    panel = FILLERS[tab](qtbot, window)
    words = [record["word"] for record in panel.export_records()]
    assert words
    for suffix in ("txt", "csv", "json"):
        path = tmp_path / f"out.{suffix}"
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            staticmethod(lambda *args, path=path: (str(path), "")))
        # WHEN the user chooses File → Export and a file name
        window.export_action.trigger()
        # THEN the file holds the tab's rows, in the format its name asks for
        text = path.read_text(encoding="utf-8")
        if suffix == "txt":
            # (Balda's moves: the word first, then its letter and cell; a header says how)
            lines = [line for line in text.splitlines() if not line.startswith("#")]
            assert [line.split(" ")[0] for line in lines] == words
        elif suffix == "csv":
            rows = list(csv.DictReader(text.splitlines()))
            assert [row["word"] for row in rows] == words
            # the cells' columns say they count from 1
            assert list(rows[0]) == [CELL_FIELDS.get(name, name) for name in panel.mode.fields]
        else:
            data = json.loads(text)
            assert data["mode"] == tab and data["count"] == len(words)
            assert [row["word"] for row in data["rows"]] == words
        assert "Saved" in window.statusBar().currentMessage()


def test_the_export_button_below_the_table_exports_its_tab(qtbot, window, tmp_path, monkeypatch):
    panel = solve_wordsearch(qtbot, window)
    path = tmp_path / "found.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args: (str(path), "")))
    qtbot.mouseClick(panel.results.export_button, Qt.MouseButton.LeftButton)
    rows = list(csv.DictReader(path.read_text(encoding="utf-8").splitlines()))
    assert {row["word"] for row in rows} == {"cat", "dog"}
    assert rows[0]["direction"] in ("E", "S")


# -- the status bar ----------------------------------------------------------------------------


def test_the_status_bar_shows_the_current_tabs_text(qtbot, window, russian_words):
    # GIVEN anagrams found and a Boggle board solved
    solve_anagram(qtbot, window)
    assert window.statusBar().currentMessage() == "7 words from tacs"
    solve_boggle(qtbot, window)
    assert window.statusBar().currentMessage() == "3 words, 3 points on CATS/XZZ[QU]/ZZZZ/ZZZZ"
    # WHEN the user shows Word search, where nothing was solved
    show(window, window.wordsearch)
    # THEN the status bar shows nothing of the other tabs
    assert window.statusBar().currentMessage() == ""
    # and a tab's own text comes back with it
    show(window, window.anagram)
    assert window.statusBar().currentMessage() == "7 words from tacs"
    start_balda(qtbot, window)
    assert "legal moves" in window.statusBar().currentMessage()


def test_a_solve_on_a_hidden_tab_does_not_take_the_status_bar(qtbot, window):
    panel = window.anagram
    show(window, window.boggle)
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.letters.setText("tacs")
    assert window.statusBar().currentMessage() == ""


def inputs(window):
    """What every tab holds as its input, as the user sees it."""
    return {"boggle": window.boggle.board.board_text(),
            "anagram": window.anagram.letters.text(),
            "wordsearch": window.wordsearch.grid_edit.toPlainText(),
            "balda": window.balda.word_edit.text(),
            "play": window.play.board.board_text()}


@pytest.mark.parametrize("tab", ["boggle", "anagram", "wordsearch", "balda", "play"])
def test_paste_and_clear_touch_only_the_tab_shown(qtbot, window, tab):
    # GIVEN every tab with something in it
    window.boggle.set_board("CAT/DOG/XYZ")
    window.anagram.letters.setText("stolen")
    window.wordsearch.grid_edit.setPlainText("cat\ndog")
    window.balda.word_edit.setText("балда")
    before = inputs(window)
    show(window, window.panels[tab])
    QGuiApplication.clipboard().setText("ABC/DEF/GHI")
    # WHEN the user pastes, then clears
    window.paste_action.trigger()
    pasted = inputs(window)
    window.clear_action.trigger()
    cleared = inputs(window)
    qtbot.wait(200)  # let debounced solves start and end
    # THEN the other tabs are as they were
    for other in before:
        if other != tab:
            assert pasted[other] == before[other] and cleared[other] == before[other], other
    if tab != "play":  # Play has nothing to paste into
        assert pasted[tab] != before[tab] and cleared[tab] != pasted[tab]


def test_copy_button_copies_the_words_shown(qtbot, window):
    panel = solve_boggle(qtbot, window)
    qtbot.mouseClick(panel.results.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text().split("\n") == [
        hit.word for hit in panel.results.visible_hits()]


def test_quit_closes_the_window(qtbot, window):
    window.quit_action.trigger()
    assert not window.isVisible()


def test_the_dictionary_box_follows_the_tab_shown(qtbot, window):
    from tests.gui.conftest import type_text

    # GIVEN an English board on the Boggle tab and Russian letters on the Anagrams tab
    boggle = show(window, window.boggle)
    QGuiApplication.clipboard().setText("CATS/DOGE/RATE/LINE")
    qtbot.mouseClick(boggle.paste_button, Qt.MouseButton.LeftButton)
    anagram = show(window, window.anagram)
    anagram.letters.setFocus()
    type_text(anagram.letters, "листок")
    qtbot.waitUntil(lambda: window.chooser.current_language() == "ru", timeout=5000)
    # WHEN the Boggle tab is shown again THEN the dictionary box is English again
    show(window, window.boggle)
    assert window.chooser.current_language() == "en"
    # AND back on the Anagrams tab it is Russian
    show(window, window.anagram)
    assert window.chooser.current_language() == "ru"
