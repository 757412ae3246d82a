"""Play Boggle: a short game against the computer."""

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
    panel.end_game()
    assert panel.computer_list.count() == 0 or all(
        "CATS" not in panel.computer_list.item(i).text() for i in range(panel.computer_list.count()))
    assert not panel.entry.isEnabled()


def test_tracing_a_word_guesses_it(qtbot, window):
    panel = start(qtbot, window, "CATS/XDOG/ZZZZ/ZZZZ")
    with qtbot.waitSignal(panel.board.trace_finished):
        panel.board.trace_finished.emit(((0, 0), (0, 1), (0, 2), (0, 3)))
    assert panel.player_list.count() == 1 and panel.player_list.item(0).text().startswith("cats")


def test_the_computer_lists_the_missed_words_with_paths(qtbot, window, english_words):
    english_words.write_text("cats\ncast\nscat\ndogs\n", encoding="utf-8")
    window.store.invalidate()
    panel = start(qtbot, window, "CATZ/ZSZZ/ZZZZ/ZZZZ")
    panel.guess("cats")
    panel.end_game()
    words = [panel.computer_list.item(i).text() for i in range(panel.computer_list.count())]
    assert words == ["CAST  +1", "SCAT  +1"]
    panel.computer_list.setCurrentRow(1)
    assert panel.board.highlight == ((1, 1), (0, 0), (0, 1), (0, 2))
    assert "score 2" in panel.computer_label.text()


def test_a_given_russian_board_shows_its_language(qtbot, window, tmp_path):
    words = tmp_path / "ru.txt"
    words.write_text("колос\nкот\n", encoding="utf-8")
    window.settings.set("dictionary/ru", str(words))
    panel = start(qtbot, window, "КОТЫ/ЛОСЬ/ЕЖИК/СОРТ")
    assert panel.lang_box.currentData() == "ru"
    assert window.chooser.current_language() == "ru"
