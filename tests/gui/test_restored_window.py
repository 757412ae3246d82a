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

