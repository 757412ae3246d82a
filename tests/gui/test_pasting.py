"""Pasting and dropping, the way a user does it (the cases of the second try-out report): only a
board replaces a board, an empty clipboard or a picture in a text box says or does something,
Play Boggle takes a pasted board, a dropped word list is judged and asked about, and text, web
addresses and empty exports say what became of them."""

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QGuiApplication, QImage
from PySide6.QtWidgets import QApplication, QFileDialog
from PySide6.QtTest import QTest

from benchmarks.screens import make_screen

from tests.gui.conftest import answer_word_list_question, word_list
from tests.gui.test_main_window import _drop

PROSE = "hello world, this is not a board"


def show(window, panel):
    window.tabs.setCurrentWidget(panel)
    return panel


def press_paste_into_tab(window):
    """Ctrl+Shift+V, typed on the widget that has the focus (Edit → Paste into the tab)."""
    target = QApplication.focusWidget() or window
    QTest.keyClick(target, Qt.Key.Key_V,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)


def ctrl_v(widget):
    widget.setFocus()
    QTest.keyClick(widget, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


def picture_on_clipboard(tmp_path, family, seed):
    path = tmp_path / f"{family}-{seed}.png"
    make_screen(seed, family).image.save(path)
    QGuiApplication.clipboard().setImage(QImage(str(path)))


def in_russian(qtbot, window):
    """Language → Русский, as a user switches it."""
    window.language_actions["ru"].trigger()
    qtbot.waitUntil(lambda: window.tabs.tabText(0) == "Игры типа Boggle")


def drop_mime(window, mime):
    """Drag `mime` over the window and drop it; whether the window took the drag."""
    centre = window.rect().center()
    enter = QDragEnterEvent(centre, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    if enter.isAccepted():
        QApplication.sendEvent(window, QDropEvent(QPointF(centre), Qt.DropAction.CopyAction, mime,
                                                  Qt.MouseButton.LeftButton,
                                                  Qt.KeyboardModifier.NoModifier))
    return enter.isAccepted()


# -- a board is only replaced by a board ---------------------------------------------------------


def test_paste_board_with_prose_keeps_the_board_and_says_so(qtbot, window):
    # GIVEN a solved board and prose on the clipboard
    panel = show(window, window.boggle)
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.set_board("CATS/DOGS/ABLE/TRIP")
    QGuiApplication.clipboard().setText(PROSE)
    # WHEN the user clicks "Paste board", presses Ctrl+Shift+V, and Ctrl+V on the board
    for paste in (lambda: qtbot.mouseClick(panel.paste_button, Qt.MouseButton.LeftButton),
                  lambda: press_paste_into_tab(window), lambda: ctrl_v(panel.board)):
        panel.message.setText("")
        paste()
        # THEN the board, its game and its words stay, and the message line says why
        assert panel.board.board_text() == "CATS/DOGS/ABLE/TRIP"
        assert panel.preset_box.currentText() == "Boggle 4×4"
        # (the tile and the reason, as the CLI says them)
        assert panel.message.text() == (
            "The clipboard holds no board. Row 1: “,” in “hello world, this is not a board” is "
            "not a letter; type letters, '.' for a blocked cell, or a special tile in brackets "
            "such as [QU].")
    in_russian(qtbot, window)
    assert panel.message.text().startswith("В буфере обмена нет поля. Ряд 1: «,»")


def test_a_board_in_small_letters_or_of_two_rows_pastes(qtbot, window):
    panel = show(window, window.boggle)
    for text, shown in (("cats\ndogs\nable\ntrip", "CATS/DOGS/ABLE/TRIP"), ("AB/CD", "AB/CD")):
        QGuiApplication.clipboard().setText(text)
        qtbot.mouseClick(panel.paste_button, Qt.MouseButton.LeftButton)
        assert panel.board.board_text() == shown


def test_a_board_copied_with_its_marks_is_still_a_board(qtbot, window):
    panel = show(window, window.boggle)
    QGuiApplication.clipboard().setText("CATS/DOGS/ABLE/TRIP --values 4113/..../..../....")
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        qtbot.mouseClick(panel.paste_button, Qt.MouseButton.LeftButton)
    assert panel.board.board_text() == "CATS/DOGS/ABLE/TRIP"
    assert panel.board.values == {0: 4, 1: 1, 2: 1, 3: 3}


def test_an_empty_clipboard_says_so_on_every_way_of_pasting(qtbot, window):
    # GIVEN a board and an empty clipboard (offscreen, its mime data is None)
    panel = show(window, window.boggle)
    panel.set_board("CAT/DOG/XYZ")
    QGuiApplication.clipboard().clear()
    # WHEN the user clicks "Paste board", then Ctrl+V on the board (a traceback fails the test)
    qtbot.mouseClick(panel.paste_button, Qt.MouseButton.LeftButton)
    assert panel.message.text() == "The clipboard is empty."
    panel.message.setText("")
    ctrl_v(panel.board)
    # THEN the message says so, and the board is as it was
    assert panel.message.text() == "The clipboard is empty."
    assert panel.board.board_text() == "CAT/DOG/XYZ"
    # AND on the Anagrams tab the letters stay
    anagram = show(window, window.anagram)
    # (solved first: a solve starting later, after the typing pause, clears the message line)
    with qtbot.waitSignal(anagram.runner.finished, timeout=10000):
        anagram.letters.setText("stolen")
    window.paste_action.trigger()
    assert anagram.letters.text() == "stolen" and anagram.message.text() == "The clipboard is empty."
    in_russian(qtbot, window)
    assert anagram.message.text() == "Буфер обмена пуст."


# -- Ctrl+V with a picture -------------------------------------------------------------------------


def test_ctrl_v_with_a_picture_on_the_balda_board_before_any_game(qtbot, window, tmp_path):
    # GIVEN the Балда tab with no game yet, and a screenshot of a Балда game on the clipboard
    panel = show(window, window.balda)
    picture_on_clipboard(tmp_path, "balda", 13)
    # WHEN the user presses Ctrl+V on the board THEN the position is read there
    with qtbot.waitSignal(panel.reader.read, timeout=120000):
        ctrl_v(panel.board)
    with qtbot.waitSignal(panel.runner.finished, timeout=120000):
        pass
    assert window.tabs.currentWidget() is panel
    assert any(panel.board.tokens) and panel.picture.isVisible()


@pytest.mark.parametrize("tab, box, family, seed", [
    ("anagram", "letters", "fourpics", 12), ("wordsearch", "grid_edit", "wordlist", 20)])
def test_ctrl_v_with_a_picture_in_a_text_box_reads_it(qtbot, window, tmp_path, tab, box, family,
                                                      seed):
    # GIVEN the tab, focus in its text box, and a screenshot of its game on the clipboard
    panel = show(window, getattr(window, tab))
    picture_on_clipboard(tmp_path, family, seed)
    # WHEN the user presses Ctrl+V in the box THEN the picture is read on the tab
    with qtbot.waitSignal(panel.reader.read, timeout=120000):
        ctrl_v(getattr(panel, box))
    assert window.tabs.currentWidget() is panel and panel.picture.isVisible()
    text = getattr(panel, box)
    assert (text.text() if tab == "anagram" else text.toPlainText()).strip()


def test_a_pasted_picture_is_encoded_once(qtbot, window, monkeypatch):
    from desktop_solver.gui import screenshots

    encoded = []

    def counted(image):
        encoded.append(image)
        return image_bytes(image)

    image_bytes = screenshots.image_bytes
    monkeypatch.setattr(screenshots, "image_bytes", counted)
    # GIVEN the Anagrams tab, and a picture (of no board: its reading fails at once) copied
    panel = show(window, window.anagram)
    blank = QImage(300, 200, QImage.Format.Format_RGB32)
    blank.fill(Qt.GlobalColor.white)
    QGuiApplication.clipboard().setImage(blank)
    # WHEN the user presses Ctrl+V in the letters box, then Edit → Paste into the tab
    for paste in (lambda: ctrl_v(panel.letters), window.paste_action.trigger):
        encoded.clear()
        with qtbot.waitSignal(panel.reader.failed, timeout=30000):
            paste()
        # THEN the picture was made into the bytes the reader reads once, and read
        assert len(encoded) == 1
        assert panel.message.text().startswith("No board found in the picture")


def test_ctrl_v_with_text_in_a_text_box_still_pastes_the_text(qtbot, window):
    panel = show(window, window.anagram)
    QGuiApplication.clipboard().setText("stolen")
    ctrl_v(panel.letters)
    assert panel.letters.text() == "stolen"


# -- Play Boggle -----------------------------------------------------------------------------------


def test_play_boggle_paste_starts_a_game_on_the_board(qtbot, window):
    # GIVEN the Play Boggle tab and a board on the clipboard
    panel = show(window, window.play)
    QGuiApplication.clipboard().setText("CATS/DOGS/ABLE/TRIP")
    # WHEN the user chooses Edit → Paste into the tab
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        window.paste_action.trigger()
    # THEN a game is played on that board
    assert panel.board.board_text() == "CATS/DOGS/ABLE/TRIP"
    assert panel.message.text() == "Go! Find words of 4 letters or more."
    assert panel.entry.isEnabled()
    # WHEN prose is pasted THEN the game goes on, and the message line says why
    QGuiApplication.clipboard().setText(PROSE)
    press_paste_into_tab(window)
    assert panel.board.board_text() == "CATS/DOGS/ABLE/TRIP" and panel.entry.isEnabled()
    assert panel.message.text().startswith("The clipboard holds no board. Row 1: “,”")


def test_play_boggle_paste_of_a_picture_reads_it_on_the_boggle_tab(qtbot, window, tmp_path):
    show(window, window.play)
    picture_on_clipboard(tmp_path, "light", 11)
    with qtbot.waitSignal(window.boggle.reader.read, timeout=120000):
        window.paste_action.trigger()
    assert window.tabs.currentWidget() is window.boggle
    assert window.statusBar().currentMessage() == (
        "The Play Boggle tab reads no pictures: this one is read on the Boggle family tab.")


# -- drops ---------------------------------------------------------------------------------------


def test_dropped_text_is_a_board_or_says_it_holds_none(qtbot, window):
    panel = show(window, window.boggle)
    mime = QMimeData()
    mime.setText("CATS/DOGS/ABLE/TRIP")
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        assert drop_mime(window, mime), "the window refused the text"
    assert panel.board.board_text() == "CATS/DOGS/ABLE/TRIP"
    mime = QMimeData()
    mime.setText(PROSE)
    assert drop_mime(window, mime)
    assert panel.board.board_text() == "CATS/DOGS/ABLE/TRIP"
    assert panel.message.text() == "The dropped text holds no board."
    in_russian(qtbot, window)
    mime = QMimeData()
    mime.setText(PROSE)
    drop_mime(window, mime)
    assert panel.message.text() == "В перетащенном тексте нет поля."


def test_a_picture_dragged_from_the_web_says_it_is_not_fetched(qtbot, window):
    panel = show(window, window.boggle)
    mime = QMimeData()
    mime.setUrls([QUrl("https://example.com/board.png")])
    mime.setText("https://example.com/board.png")
    assert drop_mime(window, mime), "the window refused the web address"
    assert panel.message.text().startswith("https://example.com/board.png is on the web")
    assert "Edit → Paste into the tab" in window.statusBar().currentMessage()


# -- a dropped text file and the dictionary ------------------------------------------------------


def test_a_small_or_prose_file_is_not_taken_for_a_dictionary(qtbot, window, tmp_path):
    before = window.settings.get("dictionary/en")
    notes = tmp_path / "words.txt"
    notes.write_text("hello\nworld\n", encoding="utf-8")
    prose = tmp_path / "notes.txt"
    prose.write_text(" ".join(["the cat sat on the mat, and the dog ran off."] * 40),
                     encoding="utf-8")
    # WHEN a file of two words is dropped THEN it is refused, and the message says the rule
    _drop(window, notes)
    message = window.boggle.message.text()
    assert message.startswith("words.txt is not taken for a dictionary")
    assert "at least 100 different words" in message and "2 of 2" in message
    assert window.settings.get("dictionary/en") == before
    assert window.word_list_question is None
    # WHEN prose is dropped THEN it is refused too
    _drop(window, prose)
    assert window.boggle.message.text().startswith("notes.txt is not taken for a dictionary")
    assert window.settings.get("dictionary/en") == before
    in_russian(qtbot, window)
    _drop(window, prose)
    assert window.boggle.message.text().startswith("Файл notes.txt не взят словарём")


def test_a_dropped_word_list_is_asked_about_and_tells_the_way_back(qtbot, window, tmp_path):
    before = window.settings.get("dictionary/en")
    words = word_list(tmp_path / "mine.txt", [])
    # WHEN a word list is dropped THEN the window asks first; No leaves the dictionary
    _drop(window, words)
    assert "Use mine.txt (150 words) as the dictionary?" in window.word_list_question.text()
    answer_word_list_question(qtbot, window, yes=False)
    assert window.settings.get("dictionary/en") == before
    assert window.statusBar().currentMessage() == (
        "mine.txt was not added; the dictionary is as it was.")
    # WHEN it is dropped again and the user says Yes THEN it is the dictionary, and the message
    # names the list to go back to
    _drop(window, words)
    answer_word_list_question(qtbot, window)
    assert window.settings.get("dictionary/en") == str(words)
    assert window.chooser._combo.currentText() == "mine.txt (en)"
    assert window.current_panel.message.text() == (
        "Word list mine.txt added: every tab uses it now. To go back, choose “words.txt (en)” "
        "in the Dictionary box.")


def test_almost_no_words_names_a_tiny_dictionary(qtbot, window):
    # GIVEN the window's dictionary, a list of 9 words, and a board that makes none of them
    panel = show(window, window.boggle)
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.set_board("QWER/TYUI/OPAS/DFGH")
    # THEN the message line blames the list, by name and size
    assert panel.message.text() == (
        "These letters make almost no words with the dictionary words.txt: it holds only 9 "
        "words. Choose a larger list in the Dictionary box.")
    in_russian(qtbot, window)
    assert panel.message.text() == (
        "Из этих букв почти не составить слов по словарю words.txt: в нём всего 9 слов. "
        "Выберите список побольше в поле «Словарь».")


# -- export --------------------------------------------------------------------------------------


def test_export_with_no_results_says_there_is_nothing(qtbot, window, monkeypatch):
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args: asked.append(args) or ("", "")))
    panel = show(window, window.anagram)
    window.export_action.trigger()
    assert not asked
    assert panel.message.text() == "Nothing to export: the Anagrams tab shows no results."
    in_russian(qtbot, window)
    qtbot.mouseClick(panel.results.export_button, Qt.MouseButton.LeftButton)
    assert not asked
    assert panel.message.text() == "Нечего экспортировать: на вкладке «Анаграммы» нет результатов."


def test_a_word_list_of_the_other_language_names_the_list_it_replaced(qtbot, window, tmp_path):
    # GIVEN a Russian board on the Boggle tab (the box shows the Russian list)
    panel = show(window, window.boggle)
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.set_board("КОТЫ/ДОМА/ЛЕСА/РЕКА")
    russian = window.chooser._combo.currentText()
    shown = []
    window.chooser._combo.currentTextChanged.connect(shown.append)
    # WHEN an English word list is dropped and taken
    words = word_list(tmp_path / "mine.txt", [])
    _drop(window, words)
    answer_word_list_question(qtbot, window)
    # THEN the box stays on the Russian list (it never showed the English one, greyed out, for
    # the window to take back) and the way back named is the English list replaced
    assert window.chooser._combo.currentText() == russian
    assert set(shown) <= {russian}
    assert window.settings.get("dictionary/en") == str(words)
    assert window.current_panel.message.text().endswith(
        "To go back, choose “words.txt (en)” in the Dictionary box.")
