"""The anagram mode: letters in, words out, ranked as the core ranks them."""

from PySide6.QtCore import Qt


def solve(qtbot, panel, letters, pattern=""):
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.set_letters(letters, pattern)
    return [row.word for row in panel.results.visible_hits()]


def test_letters_give_words_longest_first(qtbot, window, english_words):
    english_words.write_text("cat\ncats\nact\ntacos\ncoat\ncoats\nascot\nzebra\n", encoding="utf-8")
    window.session.invalidate()
    panel = window.anagram
    words = solve(qtbot, panel, "costa")
    # Within a length: dictionary forms before plurals (cats), then A-Z.
    assert words == ["ascot", "coats", "tacos", "coat", "cats", "act", "cat"]
    assert panel.results.summary_text() == "7 words"
    left = {row.word: row.left for row in panel.results.visible_hits()}
    assert left["coat"] == "s" and left["cat"] == "os"


def test_pattern_and_wildcard(qtbot, window, english_words):
    english_words.write_text("cat\ncot\ncut\ncoats\n", encoding="utf-8")
    window.session.invalidate()
    panel = window.anagram
    assert solve(qtbot, panel, "t?", "c__") == ["cat", "cot", "cut"]


def test_order_by_frequency(qtbot, window, english_words):
    english_words.write_text("cat\t4.5\nact\t3.9\ntac\t1.2\n", encoding="utf-8")
    window.session.invalidate()
    panel = window.anagram
    solve(qtbot, panel, "tac")
    panel.sort_box.setCurrentIndex(1)
    assert [row.word for row in panel.results.visible_hits()] == ["cat", "act", "tac"]
    assert panel.results.table.horizontalHeader().sortIndicatorSection() == 2
    assert panel.results.table.horizontalHeader().sortIndicatorOrder() == Qt.SortOrder.DescendingOrder


def test_bad_letters_are_a_message(qtbot, window):
    panel = window.anagram
    with qtbot.waitSignal(panel.runner.failed, timeout=10000):
        panel.set_letters("ab1")
    assert panel.message.text() == ("“1” in “ab1” cannot be used: type letters of one alphabet, "
                                    "or ? for any letter.")


def test_most_common_first_reads_in_the_order_of_the_figures_shown(qtbot, window,
                                                                   english_words):
    english_words.write_text("perky\t3.0\npetre\t2.2\ncrept\t3.1\n", encoding="utf-8")
    window.session.invalidate()
    panel = window.anagram
    # WHEN the user types the letters and the answer's five places (4 Pics 1 Word)
    qtbot.keyClicks(panel.pattern, "_____")
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        qtbot.keyClicks(panel.letters, "ckeeprty")
    # THEN the words come most common first, and the figures shown say so: crept, an
    # inflected form, is marked as listed one step lower, and its tip says why
    model = panel.results.model
    shown = [(model.index(row, 0).data(), model.index(row, 2).data())
             for row in range(model.rowCount())]
    assert shown == [("perky", "3.0"), ("petre", "2.2"), ("crept", "3.1 ↓")]
    assert model.index(2, 2).data(Qt.ItemDataRole.ToolTipRole).startswith(
        "↓ An inflected form: listed one frequency step lower")
    assert model.index(0, 2).data(Qt.ItemDataRole.ToolTipRole).startswith("Zipf frequency")


def test_a_new_bank_takes_the_old_picture_away(qtbot, window, tmp_path):
    from PySide6.QtGui import QGuiApplication

    from tests.gui.test_picture_routing import drop_on

    # GIVEN a 4 Pics 1 Word screen read on the Anagrams tab: its picture shows
    drop_on(qtbot, window, tmp_path, "fourpics", 2, "anagram", "anagram")
    panel = window.anagram
    assert panel.picture.isVisible() and panel.letters.text()
    # WHEN one letter read is typed over THEN it is a correction: the picture stays
    panel.letters.setFocus()
    qtbot.keyClick(panel.letters, Qt.Key.Key_End)
    qtbot.keyClick(panel.letters, Qt.Key.Key_Backspace)
    qtbot.keyClicks(panel.letters, "z")
    assert panel.picture.isVisible()
    # WHEN another bank is pasted (Edit → Paste into the tab) THEN the old picture goes
    QGuiApplication.clipboard().setText("stolen")
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        window.paste_action.trigger()
    assert panel.letters.text() == "stolen"
    assert not panel.picture.isVisible() and panel.message.text() == ""
    # AND when the field is emptied by hand the picture does not come back with old letters
    panel.letters.selectAll()
    qtbot.keyClick(panel.letters, Qt.Key.Key_Backspace)
    qtbot.waitUntil(lambda: panel.message.text() == "Type the letters to unscramble.")
    assert not panel.picture.isVisible()


def test_the_answers_slots_on_the_screen_give_its_length(qtbot, window, tmp_path):
    from tests.gui.test_picture_routing import drop_on

    # GIVEN an empty pattern WHEN a 4 Pics 1 Word screen (an answer of five slots) is dropped
    drop_on(qtbot, window, tmp_path, "fourpics", 2, "anagram", "anagram")
    panel = window.anagram
    # THEN the pattern takes the answer's five places, the words are of five letters, most
    # common first, and the message says where the length came from
    assert panel.pattern.text() == "_____"
    qtbot.waitUntil(lambda: not panel.runner.busy and panel.results.model.rowCount() > 0,
                    timeout=20000)
    assert {row.length for row in panel.results.visible_hits()} == {5}
    assert panel.sort_box.currentText() == "Most common first"
    assert "The answer has 5 letters (its slots on the screen)." in panel.message.text()


def test_a_pattern_of_the_users_stays_when_a_screen_is_read(qtbot, window, tmp_path):
    from tests.gui.test_picture_routing import drop_on

    panel = window.anagram
    panel.pattern.setText("т____")
    drop_on(qtbot, window, tmp_path, "fourpics", 2, "anagram", "anagram")
    assert panel.pattern.text() == "т____"
