"""The window as a returning user meets it: opened on the settings the last session left, it
shows the tab, the language and the word lists it uses (the dictionary box, the name beside
it, the lists it offers)."""

import pytest
from PySide6.QtWidgets import QApplication

from desktop_solver.gui.i18n import Translations, system_language
from desktop_solver.gui.main_window import MainWindow


@pytest.fixture
def reopen(qtbot, settings):
    """Open a window on `settings` as the app starts one (in the language they name)."""
    opened = []

    def open_window():
        translations = Translations(QApplication.instance())
        translations.install(settings.get("ui/language") or system_language())
        window = MainWindow(settings, translations)
        qtbot.addWidget(window)
        window.resize(1100, 700)
        window.show()
        opened.append((window, translations))
        return window

    yield open_window
    for window, translations in opened:
        window.close()
        translations.install("en")


def offered(chooser):
    """The entries of the dictionary box that can be chosen."""
    combo = chooser._combo
    return [combo.itemText(index) for index in range(combo.count())
            if combo.model().item(index).isEnabled()]


def solved(qtbot, window):
    """The window, once its Boggle tab has solved the board it restored."""
    with qtbot.waitSignal(window.boggle.runner.finished, timeout=20000):
        pass   # the solve starts once the window's events run
    return window


def test_the_box_shows_the_list_remembered_for_the_boards_language(qtbot, settings, reopen,
                                                                   english_words):
    # GIVEN a session that chose the user's own English list and left an English board
    settings.set("dictionary/custom", [f"en:{english_words}"])
    settings.set("dictionary/en", str(english_words))
    settings.set("boggle/board", "CATS/XZZQ/ZZZZ/ZZZZ")
    # WHEN the window opens again
    window = solved(qtbot, reopen())
    # THEN the box names that list, the list the board's words come from (the game's list,
    # the first English entry, is not named beside it: it is not in use)
    chooser, panel = window.chooser, window.boggle
    assert chooser._combo.currentText() == "words.txt (en)"
    assert chooser.in_use.text() == ""
    assert sorted(hit.word for hit in panel.results.visible_hits()) == ["cat", "cats", "tac"]
    # AND only English lists are offered for the English board
    assert all(entry.startswith("English") or entry.endswith("(en)")
               for entry in offered(chooser))


def test_a_tab_without_letters_offers_every_list_in_the_language_left(qtbot, settings, reopen,
                                                                      tmp_path):
    # GIVEN a session in Russian that left a Russian board on the Boggle tab, solved with the
    # user's Russian list, and ended on the Anagrams tab with no letters typed
    russian = tmp_path / "ru.txt"
    russian.write_text("кот\nток\nёж\n", encoding="utf-8")
    settings.set("ui/language", "ru")
    settings.set("dictionary/custom", [f"ru:{russian}"])
    settings.set("dictionary/ru", str(russian))
    settings.set("dictionary/en", "en-common")
    settings.set("boggle/board", "КОТ/ЕЖЫ/ЫЫЫ")
    settings.set("window/mode", "anagram")
    # WHEN the window opens again
    window = solved(qtbot, reopen())
    # THEN it shows the Anagrams tab, in Russian
    assert window.tabs.tabText(window.tabs.currentIndex()) == "Анаграммы"
    assert window.file_menu.title() == "&Файл"
    assert window.language_actions["ru"].isChecked()
    # AND the box keeps the Russian list but offers every list, English ones too: the tab shown
    # has no letters (the Boggle tab's Russian board, out of sight, greys out nothing)
    chooser = window.chooser
    assert chooser._combo.currentText() == "ru.txt (ru)"
    assert chooser.in_use.text() == ""
    assert "Английский, частые слова (en-common)" in offered(chooser)
    assert len(offered(chooser)) == chooser._combo.count()
    # AND the Boggle tab's words are those of the Russian list
    assert sorted(hit.word for hit in window.boggle.results.visible_hits()) == ["кот", "ток"]


def test_the_tab_restored_names_its_games_list(reopen, settings):
    # GIVEN a session that ended on the Балда tab, every list the game's own
    settings.set("window/mode", "balda")
    # WHEN the window opens again THEN the name beside the box is the list of Балда's game (as
    # when the tab is chosen), not left empty
    window = reopen()
    assert window.tabs.currentWidget() is window.balda
    assert window.chooser._combo.currentText() == "English: the game's list"
    assert window.chooser.in_use.text() == "(en-common)"


@pytest.mark.parametrize("saved, size, shown, to_go", [
    # a tile skipped while typing: the letters after it stay on their tiles
    ("C?TS/DOGS/ABLE/TRIP/????", (5, 4), "C?TS/DOGS/ABLE/TRIP/????", 5),
    # a board made larger and not typed yet keeps its size
    ("??????/??????/??????/??????/??????", (5, 6), "??????/??????/??????/??????/??????", 30),
])
def test_a_board_half_typed_comes_back_as_it_was_left(reopen, settings, saved, size, shown,
                                                      to_go):
    # GIVEN a session that left a board half typed on Boggle 4×4
    settings.set("boggle/board", saved)
    # WHEN the window opens again
    panel = reopen().boggle
    # THEN the board, its size and the game's name show the board left, still to be typed
    assert panel.board.board_text() == shown
    assert (panel.rows_box.value(), panel.cols_box.value()) == size
    assert panel.preset_box.currentText() == "Boggle, {}×{}".format(*size)
    assert panel.message.text().startswith(f"Type the letters: {to_go} tiles to go.")
    assert panel.results.visible_hits() == []
