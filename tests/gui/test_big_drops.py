"""Big and odd drops and pastes, through the real ways in (the Edit menu's Paste, Ctrl+V in a
text box, a QDropEvent on the window): refused before they are looked at, or examined off the
window's thread, and said. (How late the event loop runs meanwhile: benchmarks/bad_drops.py.)"""

import pytest
from PySide6.QtCore import QMimeData
from PySide6.QtGui import QGuiApplication

from desktop_solver.modes.dropped import DROP_LIMIT, PASTE_LIMIT
from tests.gui.conftest import answer_word_list_question
from tests.gui.test_main_window import _drop, opens_of
from tests.gui.test_pasting import ctrl_v, drop_mime, show

TEN_MB = "ABCD/EFGH/" * (1 << 20)


def test_ten_megabytes_on_the_clipboard_are_refused_on_every_way_of_pasting(qtbot, window):
    # GIVEN a board, and 10 MB of text on the clipboard
    boggle = show(window, window.boggle)
    boggle.set_board("CAT/DOG/XYZ")
    QGuiApplication.clipboard().setText(TEN_MB)
    # WHEN Edit → Paste into the tab THEN nothing is pasted, and the message says why
    window.paste_action.trigger()
    assert boggle.board.board_text() == "CAT/DOG/XYZ"
    assert boggle.message.text().startswith("The text is 10,485,760 characters long: too long")
    # WHEN Ctrl+V in the word-search grid THEN the box does not take it either
    wordsearch = show(window, window.wordsearch)
    wordsearch.grid_edit.setPlainText("CAT\nDOG")
    ctrl_v(wordsearch.grid_edit)
    assert wordsearch.grid_edit.toPlainText() == "CAT\nDOG"
    assert "too long for a board or a grid" in wordsearch.message.text()
    # AND through the Edit menu too
    window.paste_action.trigger()
    assert wordsearch.grid_edit.toPlainText() == "CAT\nDOG"


def test_a_grid_as_long_as_allowed_still_pastes(qtbot, window):
    wordsearch = show(window, window.wordsearch)
    grid = "\n".join([" ".join("ABCDEFGHIJ" * 6)] * 60)
    assert len(grid) < PASTE_LIMIT
    QGuiApplication.clipboard().setText(grid)
    window.paste_action.trigger()
    assert wordsearch.grid_edit.toPlainText() == grid


def test_ten_megabytes_dropped_are_refused_and_said(qtbot, window):
    boggle = show(window, window.boggle)
    boggle.set_board("CAT/DOG/XYZ")
    mime = QMimeData()
    mime.setText(TEN_MB)
    assert drop_mime(window, mime)
    assert boggle.board.board_text() == "CAT/DOG/XYZ"
    assert "too long for a board or a grid" in window.statusBar().currentMessage()


def test_a_picture_dropped_under_a_text_name_is_called_a_picture(qtbot, window, tmp_path):
    gif = tmp_path / "words.txt"
    gif.write_bytes(b"GIF89a" + bytes(4096))
    show(window, window.boggle)
    _drop(window, gif)
    message = window.boggle.message.text()
    assert "is a picture or a document, not a text word list" in message
    assert "not a text word list" in message and "GIF89a" not in message


def test_a_big_word_list_is_read_off_the_windows_thread(qtbot, window, tmp_path):
    # GIVEN a word list of 4 MB (as large as the largest shipped one)
    words = tmp_path / "big.txt"
    letters = "abcdefghijklmnopqrstuvwxyz"
    words.write_text("".join(a + b + c + d + "\n" for a in letters for b in letters
                             for c in letters for d in letters[:18]), encoding="utf-8")
    show(window, window.boggle)
    opened = opens_of(words)
    # WHEN it is dropped THEN it is read once, on a worker, and the window asks about it
    _drop(window, words)
    answer_word_list_question(qtbot, window, yes=False)
    assert opened[str(words)] == 1 and opened["on the window's thread"] == 0
    assert "big.txt was not added" in window.statusBar().currentMessage()


def test_a_file_over_the_drop_limit_is_refused_by_its_size_unread(qtbot, window, tmp_path):
    # GIVEN a 200 MB file (sparse: its size is all the window may look at)
    words = tmp_path / "huge.txt"
    with open(words, "wb") as huge:
        huge.truncate(200 << 20)
    show(window, window.boggle)
    opened = opens_of(words)
    # WHEN it is dropped THEN it is refused by its size (not read and called binary), off the
    # window's thread, and said
    _drop(window, words)
    assert "huge.txt is too large" in window.boggle.message.text()
    assert opened["on the window's thread"] == 0
    assert DROP_LIMIT < 200 << 20


@pytest.fixture
def english_words(tmp_path):
    """The window's list here: runs of A, 3 to 16 letters (every board of A's is full of them)."""
    path = tmp_path / "words.txt"
    path.write_text("".join("a" * length + "\n" for length in range(3, 17)), encoding="utf-8")
    return path


def test_a_board_of_one_letter_says_its_search_was_cut(qtbot, window):
    panel = show(window, window.boggle)
    with qtbot.waitSignal(panel.runner.finished, timeout=60000):
        panel.set_board("/".join(["AAAAAA"] * 6))
    assert panel.results.model.rowCount() > 0
    assert panel.message.text() == ("The board's repeated letters make too many paths: the "
                                    "search stopped early, and words may be missing.")
