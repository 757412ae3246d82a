"""Each tab's own choices, as a user meets them: the board and game kept between sessions (a
second process opened on the same settings folder), marks that belong to one game only, and the
word list chosen on one tab left out of the others."""

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# What a second start of the app shows: the window opened on the settings folder of the
# environment, its Boggle tab's game and board, and the board saved then.
SECOND_START = """
import json, sys
from PySide6.QtWidgets import QApplication
from desktop_solver.gui.i18n import Translations
from desktop_solver.gui.main_window import MainWindow
from desktop_solver.gui.settings import Settings

app = QApplication([])
settings = Settings()
translations = Translations(app)
translations.install("en")
window = MainWindow(settings, translations)
window.show()
app.processEvents()
panel = window.boggle
shown = {"game": panel.preset_box.currentText(), "board": panel.board.board_text(),
         "bonuses": {str(cell): name for cell, name in panel.board.bonuses.items()},
         "balda": [window.balda.size_box.value(), window.balda.versus.isChecked(),
                   window.balda.difficulty.currentText()],
         "play": [window.play.lang_box.currentText(), window.play.size_box.currentText(),
                  window.play.minutes_box.value()]}
window.close()
settings.sync()
shown["saved"] = Settings().get("boggle/board")
print(json.dumps(shown, ensure_ascii=False))
"""


def start_again():
    """The app started again in a second process, on the settings folder of this test."""
    done = subprocess.run([sys.executable, "-c", SECOND_START], cwd=REPO, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PYTHONPATH": REPO})
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def open_window(qtbot, settings):
    """A new window on `settings`, in English, shown."""
    from PySide6.QtWidgets import QApplication

    from desktop_solver.gui.i18n import Translations
    from desktop_solver.gui.main_window import MainWindow

    translations = Translations(QApplication.instance())
    translations.install("en")
    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.show()
    return window


def choose_in_combo(qtbot, combo, data):
    """Choose an entry of a combo box as a click in its list does (the arrow keys would stop
    at every entry on the way)."""
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def paste_board(qtbot, panel, text):
    QGuiApplication.clipboard().setText(text)
    with qtbot.waitSignal(panel.runner.finished, timeout=20000):
        qtbot.mouseClick(panel.paste_button, Qt.MouseButton.LeftButton)


def scores(panel):
    return {hit.word: hit.score for hit in panel.results.visible_hits()}


def test_the_game_and_board_are_there_after_quit_and_a_new_start(qtbot, window, settings):
    # GIVEN «Слово за слово» 5x5 chosen and a board pasted on the Boggle tab
    panel = window.boggle
    choose_in_combo(qtbot, panel.preset_box, "wordbyword")
    board = "КОТЫШ/ЖУРНА/ЩИПЕЛ/ЭЮЯБВ/ГДЗИЙ"
    paste_board(qtbot, panel, board + " --bonus 1:1=×2")
    # WHEN the user quits (File → Quit) and starts the app again
    window.quit_action.trigger()
    settings.sync()
    shown = start_again()
    # THEN the second start shows the same game and board, flag included, and the board saved
    # is still that board (not an empty one written over it)
    assert {key: shown[key] for key in ("game", "board", "bonuses", "saved")} == {
        "game": "«Слово за слово» 5×5", "board": board, "bonuses": {"0": "×2"},
        "saved": board + " --bonus 1:1=×2"}


def test_an_empty_board_of_a_game_larger_than_the_first_is_kept_empty(qtbot, window, settings):
    # GIVEN Big Boggle 5x5 chosen with nothing typed
    choose_in_combo(qtbot, window.boggle.preset_box, "boggle5")
    window.quit_action.trigger()
    settings.sync()
    # THEN a new start shows Big Boggle's empty 5x5 board
    shown = start_again()
    assert (shown["game"], shown["board"]) == ("Big Boggle 5×5", "?????/" * 4 + "?????")


def test_a_ruzzle_bonus_does_not_follow_the_board_into_another_game(qtbot, window,
                                                                    english_words):
    english_words.write_text("кот\nток\nкто\n", encoding="utf-8")
    window.settings.set("dictionary/ru", str(english_words))
    window.session.invalidate()
    panel = window.boggle
    # GIVEN a Ruzzle board with a DW on its first tile
    choose_in_combo(qtbot, panel.preset_box, "ruzzle")
    paste_board(qtbot, panel, "КОТА/ЖЖЖЖ/ЖЖЖЖ/ЖЖЖЖ --bonus 1:1=DW")
    assert panel.board.shown_bonus(0) == "DW"
    # WHEN the game becomes Словомания (5x5: the board grows) and a new board is pasted there
    choose_in_combo(qtbot, panel.preset_box, "wordsmania")
    paste_board(qtbot, panel, "КОТЫШ/ЖЖЖЖЖ/ЖЖЖЖЖ/ЖЖЖЖЖ/ЖЖЖЖЖ")
    # THEN no DW is left on the board, and words score a point a letter
    assert panel.board.bonuses == {} and panel.board.shown_bonus(0) == ""
    assert scores(panel) == {"кот": 3, "ток": 3}
    # AND back on Ruzzle the DW does not come back
    choose_in_combo(qtbot, panel.preset_box, "ruzzle")
    assert panel.board.bonuses == {}


@pytest.mark.parametrize("flag", ["×2", "c2"])
def test_a_flag_of_the_russian_games_stays_between_them(qtbot, window, english_words, flag):
    english_words.write_text("кот\n", encoding="utf-8")
    window.settings.set("dictionary/ru", str(english_words))
    window.session.invalidate()
    panel = window.boggle
    choose_in_combo(qtbot, panel.preset_box, "wordbyword")
    paste_board(qtbot, panel, f"КОТЫШ/ЖЖЖЖЖ/ЖЖЖЖЖ/ЖЖЖЖЖ/ЖЖЖЖЖ --bonus 1:1={flag}")
    with qtbot.waitSignal(panel.runner.finished, timeout=20000):
        choose_in_combo(qtbot, panel.preset_box, "wordsmania")
    # Словомания has the same corner flags: the flag stays and counts (к 1 x 2, о 1, т 1)
    assert panel.board.shown_bonus(0) == flag
    assert scores(panel) == {"кот": 4 if flag == "×2" else 6}


def test_a_list_chosen_on_the_boggle_tab_leaves_baldas_alone(qtbot, window, settings):

    from desktop_solver.session import DictionaryRequest
    from desktop_solver.word_check import check_word

    combo = window.chooser._combo
    large = combo.findData("ru|ru-large")
    # GIVEN "Russian, large" chosen in the dictionary box on the Boggle tab
    window.tabs.setCurrentWidget(window.boggle)
    combo.setCurrentIndex(large)
    combo.activated.emit(large)
    assert combo.currentText() == "Russian, large (ru-large)"
    # WHEN the user goes to Балда
    panel = window.balda
    window.tabs.setCurrentWidget(panel)
    # THEN the box names Балда's own list, and offers no list whose words break its rules,
    # saying why
    assert combo.currentText() == "Russian: the game's list"
    for name in ("ru-large", "ru-words"):
        index = combo.findData(f"ru|{name}")
        assert not combo.model().item(index).isEnabled()
        assert combo.itemData(index, Qt.ItemDataRole.ToolTipRole) == (
            "Not for Balda: its words are nouns, and this list holds every part of speech.")
    assert combo.model().item(combo.findData("ru|ru")).isEnabled()
    # AND a new game lists only moves Балда's rules allow (dict check --game balda)
    panel.word_edit.setText("балда")
    with qtbot.waitSignal(panel.runner.finished, timeout=120000):
        qtbot.mouseClick(panel.new_button, Qt.MouseButton.LeftButton)
    assert window.chooser.in_use.text() == "(ru-balda)"
    words = {move.shown for move in panel.results.visible_hits()}
    assert words
    request = DictionaryRequest.of("ru", game="balda")
    assert [word for word in sorted(words)
            if not check_word(window.session, word, request).accepted] == []
    # AND back on the Boggle tab its choice stands
    window.tabs.setCurrentWidget(window.boggle)
    assert combo.currentText() == "Russian, large (ru-large)"
    # AND so it is in a new window on the same settings, for both tabs
    window.close()
    again = open_window(qtbot, settings)
    assert again.balda.dictionary("ru").list_name == "ru-balda"
    assert again.boggle.dictionary("ru").list_name == "ru-large"
    again.close()


def test_an_old_shared_choice_that_balda_cannot_use_gives_it_its_own_list(qtbot, settings):


    # GIVEN settings of an earlier version: one Russian choice for every tab, ru-words
    settings.set("dictionary/ru", "ru-words")
    window = open_window(qtbot, settings)
    # THEN the anagrams use it still, and Балда its own list
    assert window.anagram.dictionary("ru").list_name == "ru-words"
    assert window.balda.dictionary("ru").list_name == "ru-balda"
    window.close()


def test_every_tab_reads_and_remembers_with_the_windows_one_memory(window):
    memory = window.session.glyph_memory()
    readers = [panel.reader for panel in window.panels.values() if panel.reads_pictures]
    assert len(readers) == 4
    assert all(reader.session.glyph_memory() is memory for reader in readers)


def test_the_balda_and_play_tabs_open_with_the_choices_left(qtbot, window, settings):
    # GIVEN a 7x7 Балда board against the computer at Hard, and Play in Russian, 5x5, 5 minutes
    balda, play = window.balda, window.play
    window.tabs.setCurrentWidget(balda)
    balda.size_box.setFocus()
    qtbot.keyClick(balda.size_box, Qt.Key.Key_Up)
    qtbot.keyClick(balda.size_box, Qt.Key.Key_Up)
    qtbot.mouseClick(balda.versus, Qt.MouseButton.LeftButton)
    choose_in_combo(qtbot, balda.difficulty, "hard")
    window.tabs.setCurrentWidget(play)
    choose_in_combo(qtbot, play.lang_box, "ru")
    choose_in_combo(qtbot, play.size_box, 5)
    play.minutes_box.setFocus()
    play.minutes_box.selectAll()
    qtbot.keyClicks(play.minutes_box, "5")
    # WHEN the user quits and starts again
    window.quit_action.trigger()
    settings.sync()
    shown = start_again()
    # THEN both tabs show those choices
    assert shown["balda"] == [7, True, "Hard"]
    assert shown["play"] == ["Russian", "5×5", 5]
