"""Play Boggle: a short game against the computer."""

from PySide6.QtCore import QPoint, Qt

from desktop_solver.core.board import parse_grid
from desktop_solver.core.game import VerdictKind


def start(qtbot, window, board):
    panel = window.play
    window.tabs.setCurrentWidget(panel)
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.new_game(parse_grid(board))
    return panel


def test_a_short_game(qtbot, window):
    panel = start(qtbot, window, "CATS/XDOG/ZZZZ/ZZZZ")
    assert panel.board.board_text() == "CATS/XDOG/ZZZZ/ZZZZ"
    # WHEN the player tries a short word, a non-word, a word not on the board, then a good one
    assert panel.guess("cat").kind is VerdictKind.TOO_SHORT
    assert panel.message.text() == "cat is too short."
    assert panel.guess("zzzz").kind is VerdictKind.NOT_A_WORD
    assert panel.guess("CATS").kind is VerdictKind.ACCEPTED
    assert panel.board.highlight == ((0, 0), (0, 1), (0, 2), (0, 3))
    assert panel.guess("cats").kind is VerdictKind.ALREADY_FOUND
    assert panel.player_list.count() == 1
    assert "score 1" in panel.player_label.text()
    # THEN ending the game shows what the computer found that the player did not
    qtbot.mouseClick(panel.end_button, Qt.MouseButton.LeftButton)
    assert "cats" not in [hit.word for hit in panel.computer_list.visible_hits()]
    assert not panel.entry.isEnabled()
    # ending before the time is up is not "time is up"
    assert panel.message.text().startswith("Game over.")


def test_tracing_a_word_guesses_it(qtbot, window):
    panel = start(qtbot, window, "CATS/XDOG/ZZZZ/ZZZZ")
    with qtbot.waitSignal(panel.board.trace_finished):
        panel.board.trace_finished.emit(((0, 0), (0, 1), (0, 2), (0, 3)))
    assert panel.player_list.count() == 1 and panel.player_list.item(0).text().startswith("cats")


def test_the_computer_lists_the_missed_words_with_paths(qtbot, window, english_words):
    english_words.write_text("cats\ncast\nscat\ndogs\n", encoding="utf-8")
    window.session.invalidate()
    panel = start(qtbot, window, "CATZ/ZSZZ/ZZZZ/ZZZZ")
    panel.guess("cats")
    qtbot.mouseClick(panel.end_button, Qt.MouseButton.LeftButton)
    words = [(hit.word, hit.score) for hit in panel.computer_list.visible_hits()]
    assert words == [("cast", 1), ("scat", 1)]
    assert panel.computer_list.select_word("scat")
    assert panel.board.highlight == ((1, 1), (0, 0), (0, 1), (0, 2))
    assert "score 2" in panel.computer_label.text()
    # THEN the status says how many of the board's words the player found
    assert window.statusBar().currentMessage() == "You found 1 of 3 words"


def test_a_given_russian_board_shows_its_language(qtbot, window, tmp_path):
    words = tmp_path / "ru.txt"
    words.write_text("колос\nкот\n", encoding="utf-8")
    window.settings.set("dictionary/ru", str(words))
    panel = start(qtbot, window, "КОТЫ/ЛОСЬ/ЕЖИК/СОРТ")
    assert panel.lang_box.currentData() == "ru"
    assert window.chooser.current_language() == "ru"


def test_new_game_button_deals_a_board(qtbot, window):
    panel = window.play
    window.tabs.setCurrentWidget(panel)
    # WHEN the user clicks "New game"
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        qtbot.mouseClick(panel.new_button, Qt.MouseButton.LeftButton)
    # THEN a board is dealt and the game is on
    assert panel.game is not None and panel.entry.isEnabled()
    assert panel.board.is_complete() and panel.message.text().startswith("Go!")


def test_space_on_the_new_game_button_deals_a_board(qtbot, window):
    panel = window.play
    window.tabs.setCurrentWidget(panel)
    panel.new_button.setFocus()
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        qtbot.keyClick(panel.new_button, Qt.Key.Key_Space)
    assert panel.game is not None


def test_the_computers_words_sort_by_a_click_on_a_header(qtbot, window, english_words):
    english_words.write_text("cats\ncast\nscat\nacts\ncat\n", encoding="utf-8")
    window.session.invalidate()
    panel = start(qtbot, window, "CATZ/ZSZZ/ZZZZ/ZZZZ")
    qtbot.mouseClick(panel.end_button, Qt.MouseButton.LeftButton)
    table = panel.computer_list.table
    assert [hit.word for hit in panel.computer_list.visible_hits()] == ["cast", "cats", "scat"]
    header = table.horizontalHeader()
    # WHEN the user clicks the Word header THEN the words go by the alphabet, and a second
    # click turns the order round
    orders = []
    for _ in range(2):
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                         pos=QPoint(header.sectionViewportPosition(0) + 5, 5))
        orders.append([hit.word for hit in panel.computer_list.visible_hits()])
    assert sorted(orders) == [["cast", "cats", "scat"], ["scat", "cats", "cast"]]


def test_a_new_game_starts_from_no_points(qtbot, window, english_words):
    english_words.write_text("cats\ncast\nscat\ndogs\n", encoding="utf-8")
    window.session.invalidate()
    panel = start(qtbot, window, "CATZ/ZSZZ/ZZZZ/ZZZZ")
    qtbot.keyClicks(panel.entry, "cats")
    qtbot.keyClick(panel.entry, Qt.Key.Key_Return)
    qtbot.mouseClick(panel.end_button, Qt.MouseButton.LeftButton)
    assert "score 1" in panel.player_label.text() and "score 2" in panel.computer_label.text()
    # WHEN the player clicks New game
    with qtbot.waitSignal(panel.runner.finished, timeout=20000):
        qtbot.mouseClick(panel.new_button, Qt.MouseButton.LeftButton)
        # THEN while the board is dealt, and after, the last game's points are gone
        assert panel.player_label.text() == "Your words — score 0"
        assert panel.computer_label.text() == "Computer's words — score 0"
    assert panel.player_label.text() == "Your words — score 0"
    assert panel.computer_list.model.rowCount() == 0


def test_the_computers_words_come_best_first(qtbot, window, english_words):
    english_words.write_text("cats\nscat\nscats\nacts\n", encoding="utf-8")
    window.session.invalidate()
    panel = start(qtbot, window, "SCATS/ZZZZZ/ZZZZZ/ZZZZZ/ZZZZZ")
    qtbot.mouseClick(panel.end_button, Qt.MouseButton.LeftButton)
    # scats scores 2 (five letters), cats and scat 1: the best first, then A to Z
    assert [(hit.word, hit.score) for hit in panel.computer_list.visible_hits()] == [
        ("scats", 2), ("cats", 1), ("scat", 1)]
