"""The word-list switches as a user reaches them: the "Common words only" and "Offensive words"
boxes, the name of the game's list beside the chooser, "Check this word…" on a result, and the
anagram order once the length is known."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest


def anagram_tab(window, english_words, words):
    """The Anagrams tab shown, over a word list of `words` (word<TAB>frequency lines)."""
    english_words.write_text(words, encoding="utf-8")
    window.session.invalidate()
    window.tabs.setCurrentWidget(window.anagram)
    return window.anagram


def type_letters(qtbot, panel, letters):
    panel.letters.setFocus()
    with qtbot.waitSignal(panel.runner.finished, timeout=20000):
        QTest.keyClicks(panel.letters, letters)
    return [row.word for row in panel.results.visible_hits()]


def rerun_after(qtbot, panel, click):
    with qtbot.waitSignal(panel.runner.finished, timeout=20000):
        click()
    return [row.word for row in panel.results.visible_hits()]


def click_box(qtbot, box):
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(4, box.height() // 2))


def test_offensive_and_common_boxes(qtbot, window, english_words):
    panel = anagram_tab(window, english_words,
                        "lift\t4.5\nflit\t2.4\nclit\t3.1\nfit\t5.0\ntil\t1.2\n")
    chooser = window.chooser
    assert set(type_letters(qtbot, panel, "clift")) == {"lift", "flit", "fit", "til"}
    shown = rerun_after(qtbot, panel, lambda: click_box(qtbot, chooser.offensive_box))
    assert "clit" in shown and window.settings.get("dictionary/offensive")
    common = rerun_after(qtbot, panel, lambda: click_box(qtbot, chooser.common_box))
    assert set(common) == {"lift", "clit", "fit"}  # flit 2.4 and til 1.2 are under 2.5
    back = rerun_after(qtbot, panel, lambda: click_box(qtbot, chooser.offensive_box))
    assert set(back) == {"lift", "fit"}


def test_fixed_length_orders_most_common_first(qtbot, window, english_words):
    panel = anagram_tab(window, english_words, "flit\t2.4\nlift\t4.5\nfilt\t0.1\n")
    type_letters(qtbot, panel, "tilf")
    for box in (panel.max_box, panel.min_box):
        box.setFocus()
        box.lineEdit().selectAll()
        with qtbot.waitSignal(panel.runner.finished, timeout=20000):
            QTest.keyClicks(box.lineEdit(), "4")
    assert [row.word for row in panel.results.visible_hits()] == ["lift", "flit", "filt"]
    assert panel.sort_box.currentText() == "Most common first"


def test_check_this_word_from_the_results(qtbot, window, english_words):
    panel = anagram_tab(window, english_words, "lift\t4.5\nflit\t2.4\n")
    type_letters(qtbot, panel, "lift")
    table = panel.results.table
    rect = table.visualRect(table.model().index(0, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert panel.results.check_action in table.actions()
    panel.results.check_action.trigger()
    box = panel.word_check_box
    assert box.isVisible()
    assert box.text().splitlines()[0] == "“lift” is in the list words.txt."
    box.accept()


def test_the_games_own_list_is_named(qtbot, window):
    # GIVEN the user's own list chosen (the fixture's) WHEN the first entry, the game's own
    # list, is chosen in the dictionary box
    window.tabs.setCurrentWidget(window.anagram)
    panel, chooser = window.anagram, window.chooser
    combo = chooser._combo
    # The popup cannot open offscreen: the choice is made as the popup makes it (as in
    # test_labels.py), index set and `activated` emitted.
    combo.setCurrentIndex(0)
    combo.activated.emit(0)
    assert combo.currentText() == "English: the game's list"
    assert window.settings.get("dictionary/en") == ""
    type_letters(qtbot, panel, "stolen")
    assert chooser.in_use.text() == "(en-common)"
    words = [row.word for row in panel.results.visible_hits()]
    assert "stolen" in words and "lentos" not in words
