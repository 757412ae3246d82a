"""A picture of another game's board, dropped on a tab or opened with its "Read a screenshot…"
button, is read on the tab of its game (the cases of the try-out report); the Boggle tab's game
follows the marks read on the board."""

import pytest
from PySide6.QtCore import Qt

from benchmarks.screens import make_screen

from tests.gui.test_main_window import _drop
from tests.gui.test_picture_view import open_with_button


def drop_on(qtbot, window, tmp_path, family, seed, tab, lands_on):
    """A generated screen dropped while `tab` is shown; waits until the `lands_on` tab has
    read it, and returns the screen."""
    screen = make_screen(seed, family)
    path = tmp_path / f"{family}-{seed}.png"
    screen.image.save(path)
    window.tabs.setCurrentWidget(getattr(window, tab))
    with qtbot.waitSignal(getattr(window, lands_on).reader.read, timeout=120000):
        _drop(window, path)
    return screen


def handed_over(window, tab):
    """The tab is shown, the status bar says the picture was handed to it, and no other tab
    shows the picture."""
    panel = getattr(window, tab)
    assert window.tabs.currentWidget() is panel
    assert panel.title() in window.statusBar().currentMessage()
    others = [p for p in (window.boggle, window.anagram, window.wordsearch, window.balda)
              if p is not panel]
    assert panel.picture.isVisible() and not any(p.picture.isVisible() for p in others)


def board_rows(screen):
    return "/".join("".join(row) for row in screen.rows)


def test_a_boggle_board_on_the_balda_tab_goes_to_the_boggle_tab(qtbot, window, tmp_path):
    # GIVEN the Балда tab WHEN a 5x5 Boggle screenshot is dropped
    screen = drop_on(qtbot, window, tmp_path, "light", 5, "balda", "boggle")
    # THEN the Boggle tab shows its board; Balda played no finished game
    handed_over(window, "boggle")
    assert window.boggle.board.board_text() == board_rows(screen)
    assert window.balda.position is None


def test_a_balda_board_on_the_anagrams_tab_goes_to_the_balda_tab(qtbot, window, tmp_path):
    # GIVEN the Anagrams tab WHEN a Balda screenshot is dropped
    screen = drop_on(qtbot, window, tmp_path, "balda", 1, "anagram", "balda")
    # THEN Balda plays on from its position; the letters box is untouched
    handed_over(window, "balda")
    with qtbot.waitSignal(window.balda.runner.finished, timeout=60000, raising=False):
        pass
    assert [token.lower() for token in window.balda.board.tokens] == \
        [text.lower() for row in screen.rows for text in row]
    assert window.anagram.letters.text() == ""


@pytest.mark.parametrize("tab, seed", [("anagram", 5), ("boggle", 2)])
def test_a_word_search_goes_to_the_word_search_tab(qtbot, window, tmp_path, tab, seed):
    # GIVEN the Anagrams or the Boggle tab WHEN a word search is dropped
    screen = drop_on(qtbot, window, tmp_path, "wordsearch", seed, tab, "wordsearch")
    # THEN the Word search tab holds its grid
    handed_over(window, "wordsearch")
    assert window.wordsearch.grid_edit.toPlainText().split("\n") == \
        ["".join(row) for row in screen.rows]


def test_a_boggle_board_opened_on_the_anagrams_tab_goes_to_the_boggle_tab(qtbot, window,
                                                                          tmp_path, monkeypatch):
    # GIVEN the Anagrams tab, and a 5x5 Boggle screenshot
    screen = make_screen(5, "light")
    path = tmp_path / "boggle.png"
    screen.image.save(path)
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *args, **kwargs: (str(path), "")))
    window.tabs.setCurrentWidget(window.anagram)
    # WHEN it is opened with the tab's "Read a screenshot…" button
    with qtbot.waitSignal(window.boggle.reader.read, timeout=120000):
        qtbot.mouseClick(window.anagram.open_button, Qt.MouseButton.LeftButton)
    # THEN the Boggle tab solves its board
    handed_over(window, "boggle")
    assert window.boggle.board.board_text() == board_rows(screen)


def test_a_boggle_board_on_the_word_search_tab_goes_to_the_boggle_tab(qtbot, window,
                                                                      tmp_path):
    # GIVEN the Word search tab WHEN a 5x5 Boggle screenshot (no list of words) is dropped
    screen = drop_on(qtbot, window, tmp_path, "light", 5, "wordsearch", "boggle")
    # THEN the Boggle tab holds its board, not the Word search tab
    handed_over(window, "boggle")
    assert window.boggle.board.board_text() == board_rows(screen)
    assert window.wordsearch.grid_edit.toPlainText() == ""


def test_a_four_pics_screen_on_the_boggle_tab_goes_to_the_anagrams_tab(qtbot, window,
                                                                       tmp_path):
    # GIVEN the Boggle tab WHEN a 4 Pics 1 Word screen is dropped
    screen = drop_on(qtbot, window, tmp_path, "fourpics", 2, "boggle", "anagram")
    # THEN its letter bank fills the Anagrams tab's letters
    handed_over(window, "anagram")
    assert window.anagram.letters.text().upper() == "".join("".join(row) for row in screen.rows)


def test_the_windows_own_empty_board_is_refused_where_it_is_dropped(qtbot, window,
                                                                    tmp_path):
    # GIVEN a screenshot of the window's own empty Boggle board
    window.tabs.setCurrentWidget(window.boggle)
    qtbot.mouseClick(window.boggle.clear_button, Qt.MouseButton.LeftButton)
    path = tmp_path / "empty-board.png"
    window.boggle.board.grab().save(str(path))
    # WHEN it is dropped on the Boggle tab
    with qtbot.waitSignal(window.boggle.reader.failed, timeout=120000):
        _drop(window, path)
    # THEN the Boggle tab stays, saying the board shows no letters
    assert window.tabs.currentWidget() is window.boggle
    assert "no letters" in window.boggle.message.text()
    assert window.balda.position is None
    # AND in a Russian window it says so in Russian
    window.language_actions["ru"].trigger()
    with qtbot.waitSignal(window.boggle.reader.failed, timeout=120000):
        _drop(window, path)
    assert window.boggle.message.text().startswith("На поле в картинке нет букв")
    window.language_actions["en"].trigger()


@pytest.mark.parametrize("family, seed, game", [("wordament", 1, "wordament"),
                                                ("ruzzle", 1, "ruzzle"),
                                                ("flags", 2, "wordbyword")])
def test_the_game_follows_the_marks_read_on_the_board(qtbot, window, tmp_path, monkeypatch,
                                                      family, seed, game):
    # GIVEN the Boggle tab on "Boggle 4×4" WHEN a Wordament, Ruzzle or «Слово за слово» screen
    # is opened with "Read a screenshot…"
    window.boggle.preset_box.setCurrentIndex(0)
    screen = make_screen(seed, family)
    path = tmp_path / f"{family}.png"
    screen.image.save(path)
    open_with_button(qtbot, monkeypatch, window, window.boggle, path)
    # THEN the Game box names the game the marks belong to
    assert window.boggle.preset.key == game
    assert window.boggle.board.board_text() == board_rows(screen)


def test_a_refusal_names_the_tab_in_the_interface_language(qtbot, window):
    from desktop_solver.core.errors import BoardNotFoundError
    from desktop_solver.gui.errors import user_message

    refusal = BoardNotFoundError("no board", code="ocr.other_game", tab="anagram")
    assert "the Anagrams tab" in user_message(refusal)
    window.language_actions["ru"].trigger()
    assert "вкладки «Анаграммы»" in user_message(refusal)
    window.language_actions["en"].trigger()
