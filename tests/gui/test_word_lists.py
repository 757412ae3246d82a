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
    assert window.settings.get("dictionary/anagram/en") == ""   # the tab's own choice
    type_letters(qtbot, panel, "stolen")
    assert chooser.in_use.text() == "(en-common)"
    words = [row.word for row in panel.results.visible_hits()]
    assert "stolen" in words and "lentos" not in words


def test_the_dictionary_box_offers_only_lists_of_the_boards_language(qtbot, window, tmp_path,
                                                                     monkeypatch):
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QFileDialog

    # GIVEN two Russian lists and an English one between them in the dictionary box
    lists = {name: tmp_path / f"{name}.txt" for name in ("one", "english", "two")}
    lists["one"].write_text("кот\nток\n", encoding="utf-8")
    lists["english"].write_text("cat\nact\n", encoding="utf-8")
    lists["two"].write_text("кот\n", encoding="utf-8")
    for path in lists.values():   # More → "Add a word list…"
        monkeypatch.setattr(QFileDialog, "getOpenFileName",
                            staticmethod(lambda *args, path=path, **kwargs: (str(path), "")))
        window.chooser._add_action.trigger()
    # AND a Russian board on the Boggle tab (Paste board), solved with the last Russian list
    panel, combo = window.boggle, window.chooser._combo
    window.tabs.setCurrentWidget(panel)
    QGuiApplication.clipboard().setText("КОТ/ЕЖЫ/ЫЫЫ")
    with qtbot.waitSignal(panel.runner.finished, timeout=20000):
        qtbot.mouseClick(panel.paste_button, Qt.MouseButton.LeftButton)
    assert combo.currentText() == "two.txt (ru)"
    assert {row.word for row in panel.results.visible_hits()} == {"кот"}
    # WHEN the user picks the entry above with the keyboard
    combo.setFocus()
    with qtbot.waitSignal(panel.runner.finished, timeout=20000):
        QTest.keyClick(combo, Qt.Key.Key_Up)
    # THEN the English list is passed over: the box names the Russian list the board now uses
    assert combo.currentText() == "one.txt (ru)"
    assert {row.word for row in panel.results.visible_hits()} == {"кот", "ток"}
    assert window.settings.get("dictionary/boggle/ru") == str(lists["one"])
    # AND the English entry is greyed out, saying why
    english = combo.findText("english.txt (en)")
    assert not combo.model().item(english).isEnabled()
    assert combo.itemData(english, Qt.ItemDataRole.ToolTipRole) == (
        "For English letters, and the tab shows Russian ones: clear the tab to choose this list.")
    # WHEN the tab is cleared (Edit → Clear the tab) THEN every list can be chosen again
    window.clear_action.trigger()
    assert combo.model().item(english).isEnabled()
    QTest.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == "english.txt (en)"
