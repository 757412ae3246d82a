"""The window as a user meets it: type a board, see the words, pick one, see its path."""

import sys
import threading

from PySide6.QtCore import Qt

from desktop_solver.gui.results_model import HIT_ROLE
from tests.gui.conftest import answer_word_list_question, type_text, word_list


def solve_by_typing(qtbot, panel, text):
    panel.board.setFocus()
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        type_text(panel.board, text)


def words(panel):
    return sorted(hit.word for hit in panel.results.visible_hits())


def test_typing_a_board_solves_it(qtbot, window):
    panel = window.boggle
    # GIVEN the Boggle 4x4 preset WHEN the user types 16 letters
    solve_by_typing(qtbot, panel, "catsxzzqzzzzzzzz")
    # THEN the words of the small dictionary on that board are listed
    assert words(panel) == ["cat", "cats", "tac"]
    assert "3 words · 3 points" == panel.results.summary_text()


def test_pasting_a_board_with_special_tiles(qtbot, window):
    panel = window.boggle
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.set_board("CAT/X[S/Q]Z/ZZU")
    assert (panel.board.rows, panel.board.cols) == (3, 3)
    assert words(panel) == ["cast", "cat", "cats", "sat", "scat", "tac"]


def test_selecting_a_word_draws_its_path(qtbot, window):
    panel = window.boggle
    solve_by_typing(qtbot, panel, "catsxzzqzzzzzzzz")
    # WHEN the user selects "cats" in the table
    assert panel.results.select_word("cats")
    # THEN the board highlights that word's path
    assert panel.board.highlight == ((0, 0), (0, 1), (0, 2), (0, 3))
    qtbot.keyClick(panel.results.table, Qt.Key.Key_Down)
    current = panel.results.table.currentIndex().data(HIT_ROLE)
    assert panel.board.highlight == current.path


def click_tile(qtbot, board, row, col):
    from PySide6.QtCore import QPoint

    x, y = board.layout_geometry().centre(row, col)
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(int(x), int(y)))


def test_clicking_a_tile_filters_the_words_through_it(qtbot, window):
    panel = window.boggle
    solve_by_typing(qtbot, panel, "catsxzzqzzzzzzzz")
    click_tile(qtbot, panel.board, 0, 3)
    assert words(panel) == ["cats"]
    click_tile(qtbot, panel.board, 0, 3)
    assert words(panel) == ["cat", "cats", "tac"]


def test_a_cyrillic_board_switches_to_the_russian_dictionary(qtbot, window, tmp_path):
    russian = tmp_path / "ru.txt"
    russian.write_text("кот\nток\nёж\n", encoding="utf-8")
    window.settings.set("dictionary/ru", str(russian))
    panel = window.boggle
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.set_board("КОТ/ЕЖЫ/ЫЫЫ")
    assert words(panel) == ["кот", "ток"]
    assert window.chooser.current_language() == "ru"


def test_an_invalid_tile_shows_a_message_and_does_not_solve(qtbot, window):
    panel = window.boggle
    panel.set_board("КОТ/ZZZ/ЫЫЫ")
    assert panel.message.text() == "Tile 2:1: Latin letter “Z” on a Cyrillic board"
    assert panel.results.model.rowCount() == 0


def test_a_missing_dictionary_file_is_a_message(qtbot, window, tmp_path):
    window.settings.set("dictionary/en", str(tmp_path / "gone.txt"))
    panel = window.boggle
    with qtbot.waitSignal(panel.runner.failed, timeout=10000):
        panel.set_board("CAT/DOG/XYZ")
    assert "does not exist" in panel.message.text()


def test_switching_the_interface_language_retranslates(qtbot, window):
    window.language_actions["ru"].trigger()
    qtbot.waitUntil(lambda: window.tabs.tabText(0) == "Игры типа Boggle")
    assert window.boggle.clear_button.text() == "Очистить"
    assert window.boggle.results.model.headerData(0, Qt.Orientation.Horizontal) == "Слово"
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.tabs.tabText(0) == "Boggle family")


def test_the_board_and_mode_persist(qtbot, window, settings):
    panel = window.boggle
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.set_board("CAT/DOG/XYZ")
    window.close()
    from desktop_solver.gui.settings import Settings

    assert Settings().get("boggle/board") == "CAT/DOG/XYZ"


def test_random_board_rolls_the_dice_of_its_size(qtbot, window):
    from desktop_solver.core.dice import CLASSIC_DICE

    panel = window.boggle
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        qtbot.mouseClick(panel.random_button, Qt.MouseButton.LeftButton)
    faces = [token.strip("[]")[0] for token in panel.board.tokens]
    assert len(faces) == 16

    def matches(faces, dice):  # every tile is a face of a different die
        if not faces:
            return True
        return any(matches(faces[1:], dice[:i] + dice[i + 1:])
                   for i, die in enumerate(dice) if faces[0] in die)

    assert matches(sorted(faces, key=lambda f: sum(f in d for d in CLASSIC_DICE)),
                   list(CLASSIC_DICE))


def test_a_random_board_without_dice_draws_the_lists_letters(qtbot, window):
    # GIVEN a board of 3 rows of 5 tiles (no dice set is oblong)
    panel = window.boggle
    panel.rows_box.setValue(3)
    panel.cols_box.setValue(5)
    # WHEN the user clicks Random board
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        qtbot.mouseClick(panel.random_button, Qt.MouseButton.LeftButton)
    # THEN it is 3 x 5 letters drawn from the words' letters (the test list's), as Play deals
    # a board of a size without dice: not Big Boggle's dice cut to size
    assert (panel.board.rows, panel.board.cols) == (3, 5)
    assert set(panel.board.tokens) <= set("CATSDOG")


def test_every_interface_string_has_a_russian_translation():
    import subprocess
    import sys

    from tests.conftest import REPO

    result = subprocess.run([sys.executable, str(REPO / "resources/i18n/update_translations.py"),
                             "--check"], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout


def test_open_a_word_list_from_the_desktop(qtbot, window, tmp_path):
    words = word_list(tmp_path / "мои-слова.txt", ["кот", "ток"])
    window.open_file(words)
    answer_word_list_question(qtbot, window)
    assert window.chooser.current_language() == "ru"
    assert window.settings.get("dictionary/ru") == str(words)


def test_open_a_picture_from_the_desktop(qtbot, window, tmp_path):
    from tests.ocr.render import render_board, save

    picture = save(render_board([list("CATS"), list("XDOG"), list("ABLE"), list("TRIP")]),
                   tmp_path, "board.png")
    with qtbot.waitSignal(window.boggle.reader.read, timeout=30000):
        window.open_file(picture)
    assert window.boggle.board.board_text() == "CATS/XDOG/ABLE/TRIP"


def _type_and_click(qtbot, dialog, word, button):
    dialog.word.clear()
    type_text(dialog.word, word)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_my_words_dialog_adds_bans_and_takes_back(qtbot, window, user_folders):
    from desktop_solver.core.lexicon.overlay import load_overlay
    from desktop_solver.gui.dictionary_chooser import OverlayDialog

    # GIVEN the My words dialog for Russian
    dialog = OverlayDialog("ru", window)
    qtbot.addWidget(dialog)
    # WHEN the user adds a word, bans one, tries a Latin word, takes the ban back and saves
    _type_and_click(qtbot, dialog, "Зюзя", dialog.add_button)
    _type_and_click(qtbot, dialog, "кот", dialog.ban_button)
    _type_and_click(qtbot, dialog, "cat", dialog.add_button)
    assert "cat" in dialog.problem.text()
    dialog._banned.item(0).setSelected(True)
    qtbot.mouseClick(dialog.remove_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    # THEN the file holds the added word and no ban
    overlay = load_overlay(user_folders, "ru")
    assert overlay.added == frozenset({"зюзя"}) and overlay.banned == frozenset()


def test_my_words_dialog_keeps_words_added_elsewhere_while_it_was_open(qtbot, window,
                                                                       user_folders):
    from desktop_solver.core.lexicon.overlay import Change, load_overlay, update_overlay
    from desktop_solver.gui.dictionary_chooser import OverlayDialog

    dialog = OverlayDialog("ru", window)
    qtbot.addWidget(dialog)
    # WHILE the dialog is open, the command line adds a word
    update_overlay(user_folders, "ru", [(Change.ADD, "вуз")])
    _type_and_click(qtbot, dialog, "тапок", dialog.add_button)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert load_overlay(user_folders, "ru").added == frozenset({"вуз", "тапок"})


def test_my_words_dialog_refuses_a_word_longer_than_any_board(qtbot, window, user_folders):
    from desktop_solver.gui.dictionary_chooser import OverlayDialog

    dialog = OverlayDialog("en", window)
    qtbot.addWidget(dialog)
    _type_and_click(qtbot, dialog, "a" * 70, dialog.add_button)
    assert "70" in dialog.problem.text() and dialog._added.count() == 0


def _drop(window, path):
    """Drag `path` over the window and drop it, as a file manager does."""
    from PySide6.QtCore import QMimeData, QPointF, QUrl
    from PySide6.QtGui import QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QApplication

    from desktop_solver.gui.app import wait_for_job

    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    centre = window.rect().center()
    enter = QDragEnterEvent(centre, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted(), "the window refused the drag"
    drop = QDropEvent(QPointF(centre), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, drop)
    # A file that is no picture is examined on a worker; what became of it is said after.
    wait_for_job(QApplication.instance(), window.file_examiner)


def test_a_dropped_binary_file_says_why_and_a_word_list_then_replaces_the_message(
        qtbot, window, tmp_path):
    # GIVEN a binary file and a word list
    junk = tmp_path / "program.bin"
    junk.write_bytes(bytes(range(256)) * 40)
    words = word_list(tmp_path / "mine.txt", ["cat", "dog"])
    # WHEN the binary file is dropped THEN the status bar says it is no word list
    _drop(window, junk)
    assert "program.bin" in window.statusBar().currentMessage()
    assert "not a text word list" in window.statusBar().currentMessage()
    # WHEN the word list is dropped (and taken) THEN it is the dictionary and the old error is gone
    _drop(window, words)
    answer_word_list_question(qtbot, window)
    assert window.settings.get("dictionary/en") == str(words)
    assert "mine.txt added" in window.statusBar().currentMessage()


def test_a_dropped_text_file_holding_a_board_fills_the_board_not_the_dictionary(
        qtbot, window, tmp_path):
    # GIVEN a board typed into a text file, and a word list of words as long as its rows
    board = tmp_path / "board.txt"
    board.write_text("CATS\nDOGE\nRATE\nLINE\n", encoding="utf-8")
    words = word_list(tmp_path / "mine.txt", ["cats", "doge", "rate", "line"])
    before = window.settings.get("dictionary/en")
    window.tabs.setCurrentWidget(window.boggle)
    # WHEN the board file is dropped THEN it is the board, and the dictionary is as it was
    _drop(window, board)
    assert window.boggle.board.board_text() == "CATS/DOGE/RATE/LINE"
    assert window.settings.get("dictionary/en") == before
    assert "Board taken from board.txt" in window.statusBar().currentMessage()
    # WHEN the word list is dropped (and taken) THEN it is the dictionary
    _drop(window, words)
    answer_word_list_question(qtbot, window)
    assert window.settings.get("dictionary/en") == str(words) != before


# Files opened on the window's thread, counted by path while a test watches them (an audit hook
# sees every open, whichever function reads the file; hooks cannot be removed, so one is added
# once). The os.open that open() calls through an opener is the same opening (its mode is None).
_opened: dict[str, int] = {}
_hooked = False


def _count_open(event, args):
    if event == "open" and str(args[0]) in _opened and args[1] is not None:
        _opened[str(args[0])] += 1
        if threading.current_thread() is threading.main_thread():
            _opened["on the window's thread"] += 1


def opens_of(path):
    """Count the openings of `path` from now on, and those on the window's thread: a dict,
    `path` and "on the window's thread" its keys."""
    global _hooked
    if not _hooked:
        sys.addaudithook(_count_open)
        _hooked = True
    _opened[str(path)] = 0
    _opened["on the window's thread"] = 0
    return _opened


def test_a_dropped_text_file_is_read_from_disk_once(qtbot, window, tmp_path):
    board = tmp_path / "board.txt"
    board.write_text("CATS\nDOGE\nRATE\nLINE\n", encoding="utf-8")
    words = word_list(tmp_path / "mine.txt", ["cats"])
    window.tabs.setCurrentWidget(window.boggle)
    try:
        # WHEN a board file is dropped THEN it is the board, its file read once
        opened = opens_of(board)
        _drop(window, board)
        assert window.boggle.board.board_text() == "CATS/DOGE/RATE/LINE"
        assert opened[str(board)] == 1 and opened["on the window's thread"] == 0
        # WHEN a word list is dropped and taken THEN it was read once, to judge it and to add it
        opened = opens_of(words)
        _drop(window, words)
        answer_word_list_question(qtbot, window)
        assert window.settings.get("dictionary/en") == str(words)
        assert window.chooser._combo.currentText() == "mine.txt (en)"
        assert opened[str(words)] == 1 and opened["on the window's thread"] == 0
    finally:
        _opened.clear()
