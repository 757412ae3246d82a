"""The Balda mode: a short game with apply, undo, advice and the computer's reply, all through
the tab's own buttons."""

import pytest
from PySide6.QtCore import Qt

from desktop_solver.gui.results_model import HIT_ROLE

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def balda(qtbot, window, tmp_path):
    words = tmp_path / "ru.txt"
    words.write_text("балда\nфалда\nхалда\nбал\nлад\nдал\nала\nбалл\nлапа\n", encoding="utf-8")
    window.settings.set("dictionary/ru", str(words))
    panel = window.balda
    window.tabs.setCurrentWidget(panel)
    panel.word_edit.setText("балда")
    panel.size_box.setValue(5)
    # WHEN the user clicks "New game"
    with qtbot.waitSignal(panel.runner.finished, timeout=60000):
        qtbot.mouseClick(panel.new_button, LEFT)
    return panel


def shown_moves(panel):
    return [(move.shown, move.letter, move.cell) for move in panel.results.visible_hits()]


def select(panel, word):
    assert panel.results.select_word(word)
    return panel.selected_move()


def test_a_new_game_lists_the_legal_moves_once(qtbot, balda):
    assert balda.position.rows[2] == "балда"
    # The board is symmetric: ф in row 2 or in row 4 makes the same game, listed once.
    moves = shown_moves(balda)
    assert [move for move in moves if move[0] == "фалда"] == [("фалда", "ф", (1, 1))]
    assert len(moves) == len(set(moves))
    assert {move.shown for move in balda.moves} >= {"фалда", "халда", "балл"}
    assert balda.results.summary_text().endswith("moves")


def test_each_position_shown_works_out_its_outcome_once(qtbot, balda, monkeypatch):
    from desktop_solver.modes import balda as mode

    judged = []

    def counted(position, moves):
        judged.append(position)
        return outcome(position, moves)

    outcome = mode.outcome
    monkeypatch.setattr(mode, "outcome", counted)   # the tab judges through its mode
    # WHEN the user plays a move, then takes it back
    select(balda, "фалда")
    for button in (balda.apply_button, balda.undo_button):
        judged.clear()
        with qtbot.waitSignal(balda.runner.finished, timeout=10000):
            qtbot.mouseClick(button, LEFT)
        # THEN the position shown was judged once, for its buttons and its status alike
        assert judged == [balda.position]
        assert balda.apply_button.isEnabled()
        assert "legal moves" in balda.status_text


def test_hovering_a_move_shows_its_new_letter(qtbot, balda):
    move = next(move for move in balda.moves if move.shown == "фалда")
    balda.results.hit_hovered.emit(move)
    assert balda.board.highlight == move.path and balda.board._new_letter == "Ф"


def test_apply_and_undo_by_their_buttons(qtbot, balda):
    select(balda, "фалда")
    with qtbot.waitSignal(balda.runner.finished, timeout=10000):
        qtbot.mouseClick(balda.apply_button, LEFT)
    assert balda.position.scores == (5, 0) and balda.position.turn == 1
    assert "фалда" not in {m.shown for m in balda.moves}
    assert "Player 1: 5 (фалда)" in balda.scores.text()
    with qtbot.waitSignal(balda.runner.finished, timeout=10000):
        qtbot.mouseClick(balda.undo_button, LEFT)
    assert balda.position.scores == (0, 0) and "фалда" in {m.shown for m in balda.moves}


def test_best_move_thinks_depth_by_depth_until_stop(qtbot, balda):
    depths = []
    balda.thinker.batch.connect(lambda job, items: depths.extend(t.depth for t in items))
    # WHEN the user clicks "Best move"
    qtbot.mouseClick(balda.best_button, LEFT)
    # THEN the advisor thinks (Stop shows) and goes deeper than one move
    assert balda.stop_button.isVisible()
    qtbot.waitUntil(lambda: max(depths, default=0) >= 2, timeout=20000)
    assert "depth" in balda.thinking.text()
    # WHEN the user clicks Stop THEN thinking ends and Stop goes
    with qtbot.waitSignal(balda.thinker.busy_changed, timeout=5000):
        qtbot.mouseClick(balda.stop_button, LEFT)
    assert not balda.stop_button.isVisible()
    assert balda.thinker.wait(3000)


def test_the_advice_is_what_the_board_draws_and_apply_plays(qtbot, balda):
    with qtbot.waitSignal(balda.thinker.finished, timeout=30000):
        balda.think(seconds=1.0)
    advised = balda.selected_move()
    assert advised is not None
    # The board draws the row selected: its path and its new letter in its cell.
    assert balda.board.highlight == advised.path
    assert balda.board._new_cell == advised.cell
    with qtbot.waitSignal(balda.runner.finished, timeout=10000):
        qtbot.mouseClick(balda.apply_button, LEFT)
    row, col = advised.cell
    assert balda.position.rows[row][col] == advised.letter
    # No ghost letter: the board shows exactly the position's letters, nothing highlighted.
    assert balda.board.tokens == [ch.upper() if ch != "." else ""
                                  for line in balda.position.rows for ch in line]
    assert balda.board.highlight == ()


def test_the_computer_replies(qtbot, balda):
    qtbot.mouseClick(balda.versus, LEFT)
    assert balda.versus.isChecked()
    select(balda, "балл")
    qtbot.mouseClick(balda.apply_button, LEFT)
    qtbot.waitUntil(lambda: balda.position.turn == 0 and len(balda.position.history) == 2,
                    timeout=20000)


def test_ticking_against_the_computer_on_its_turn_makes_it_move(qtbot, balda):
    # GIVEN the first player has moved (the computer's turn) without a computer opponent
    select(balda, "фалда")
    with qtbot.waitSignal(balda.runner.finished, timeout=10000):
        qtbot.mouseClick(balda.apply_button, LEFT)
    assert balda.position.turn == 1
    # WHEN the user ticks "Against the computer"
    qtbot.mouseClick(balda.versus, LEFT)
    # THEN the computer moves at once
    qtbot.waitUntil(lambda: len(balda.position.history) == 2, timeout=20000)
    assert balda.position.turn == 0


def test_a_bad_start_word_says_so_in_the_interface_language(qtbot, balda, window):
    balda.word_edit.setText("зюзя")
    with qtbot.waitSignal(balda.runner.failed, timeout=10000):
        qtbot.mouseClick(balda.new_button, LEFT)
    assert balda.message.text() == "The start word “зюзя” is not in the dictionary."
    window.set_ui_language("ru")
    with qtbot.waitSignal(balda.runner.failed, timeout=10000):
        qtbot.mouseClick(balda.new_button, LEFT)
    assert balda.message.text() == "Начального слова «зюзя» нет в словаре."
    window.set_ui_language("en")


def test_the_selected_move_is_the_one_drawn(qtbot, balda):
    move = select(balda, "халда")
    current = balda.results.table.currentIndex().data(HIT_ROLE)
    assert current == move and balda.board.highlight == move.path


def test_a_dropped_balda_screenshot_becomes_the_position(qtbot, window, tmp_path):
    from tests.gui.test_picture_view import read_dropped

    # GIVEN a screenshot of a Balda game (letters, empty cells, an alphabet keyboard beside)
    # WHEN it is dropped on the window while the Balda tab is shown
    screen, panel = read_dropped(qtbot, window, tmp_path, "balda", 1, tab="balda",
                                 until="finished")
    # THEN the board shows the position read, empty cells empty, and its moves are listed
    expected = [text.lower() for row in screen.rows for text in row]
    assert [token.lower() for token in panel.board.tokens] == expected
    assert panel.position is not None and panel.position.rows[2] == "балда"
    assert panel.results.visible_hits()
    assert "Read in" in panel.message.text()


# -- try-out 2: the start word, a dictionary changed mid-game, Stop -----------------------------


def add_word_list(qtbot, window, monkeypatch, path):
    """Dictionary → More → "Add a word list…", the file chosen in the dialog."""
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *args, **kwargs: (str(path), "")))
    window.chooser._add_action.trigger()


def retype(qtbot, edit, text):
    """Select what the field holds and type over it, as a user does."""
    from tests.gui.conftest import type_text

    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    type_text(edit, text)


def test_enter_in_the_start_word_field_starts_a_game(qtbot, balda, window):
    # GIVEN a game under way WHEN the user types another start word and presses Enter
    retype(qtbot, balda.word_edit, "лапа")
    with qtbot.waitSignal(balda.runner.finished, timeout=20000):
        qtbot.keyClick(balda.word_edit, Qt.Key.Key_Return)
    # THEN the board shows the new start word and its moves are counted
    assert balda.board.tokens[10:15] == ["Л", "А", "П", "А", ""]
    assert balda.position.played == frozenset({"лапа"})
    assert "legal moves" in window.statusBar().currentMessage()


def test_an_empty_start_word_is_asked_for(qtbot, balda, window):
    retype(qtbot, balda.word_edit, "")
    with qtbot.waitSignal(balda.runner.failed, timeout=10000):
        qtbot.keyClick(balda.word_edit, Qt.Key.Key_Return)
    assert balda.message.text() == "Type a start word and press “New game”."
    window.set_ui_language("ru")
    with qtbot.waitSignal(balda.runner.failed, timeout=10000):
        qtbot.mouseClick(balda.new_button, LEFT)
    assert balda.message.text() == "Введите начальное слово и нажмите «Новая игра»."
    window.set_ui_language("en")


def test_a_start_word_that_allows_no_move_names_the_dictionary(qtbot, window, tmp_path,
                                                               monkeypatch):
    # GIVEN a word list that holds the start word and no word to make from it
    words = tmp_path / "few.txt"
    words.write_text("балда\nкот\n", encoding="utf-8")
    add_word_list(qtbot, window, monkeypatch, words)
    panel = window.balda
    window.tabs.setCurrentWidget(panel)
    retype(qtbot, panel.word_edit, "балда")
    # WHEN a game starts from it
    with qtbot.waitSignal(panel.runner.finished, timeout=60000):
        qtbot.keyClick(panel.word_edit, Qt.Key.Key_Return)
    # THEN it says why there is no move, naming the list, and no game is called over
    said = ("No move can be made on this board with the list few.txt: choose a larger "
            "dictionary, or start from another word.")
    assert panel.message.text() == said
    assert window.statusBar().currentMessage() == said
    assert not panel.apply_button.isEnabled() and not panel.best_button.isEnabled()
    # AND in Russian once the language is switched (the change reaches the widgets posted)
    window.language_actions["ru"].trigger()
    qtbot.waitUntil(lambda: panel.message.text() == (
        "Со списком few.txt на этом поле нет ни одного хода: выберите словарь побольше или "
        "начните с другого слова."), timeout=5000)
    assert window.statusBar().currentMessage() == panel.message.text()
    window.set_ui_language("en")


def _two_lists_first_chosen(qtbot, window, tmp_path, monkeypatch):
    """Two Russian word lists added, the second two words richer (лад, дал), the first in use
    on the Балда tab shown; the tab and the Dictionary box."""
    first, second = tmp_path / "first.txt", tmp_path / "second.txt"
    first.write_text("балда\nфалда\nхалда\nбалл\n", encoding="utf-8")
    second.write_text("балда\nфалда\nхалда\nбалл\nлад\nдал\n", encoding="utf-8")
    add_word_list(qtbot, window, monkeypatch, second)
    add_word_list(qtbot, window, monkeypatch, first)
    window.tabs.setCurrentWidget(window.balda)
    return window.balda, window.chooser._combo


def test_a_dictionary_chosen_mid_game_keeps_the_position(qtbot, window, tmp_path, monkeypatch):
    # GIVEN two Russian word lists added, the second one two words richer
    panel, combo = _two_lists_first_chosen(qtbot, window, tmp_path, monkeypatch)
    assert combo.currentText() == "first.txt (ru)"
    # AND a game over the first list with a move played
    with qtbot.waitSignal(panel.runner.finished, timeout=60000):
        qtbot.mouseClick(panel.new_button, LEFT)
    select(panel, "фалда")
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        qtbot.mouseClick(panel.apply_button, LEFT)
    played = panel.position
    assert not {"лад", "дал"} & {move.shown for move in panel.moves}
    # WHEN the user, while the advisor thinks, picks the other list with the keyboard
    qtbot.mouseClick(panel.best_button, LEFT)
    assert panel.thinker.busy
    combo.setFocus()
    with qtbot.waitSignal(panel.runner.finished, timeout=60000):
        qtbot.keyClick(combo, Qt.Key.Key_Up)
    # THEN the box names it, and the same position (its move and score kept) lists its words
    assert combo.currentText() == "second.txt (ru)"
    assert panel.position is played and panel.position.scores == (5, 0)
    assert "Player 1: 5 (фалда)" in panel.scores.text()
    assert {"лад", "дал"} <= {move.shown for move in panel.moves}
    assert window.statusBar().currentMessage() == f"{len(panel.results.visible_hits())} legal moves"
    # AND the advisor starts over with the new words
    assert panel.thinker.busy and panel._advisor.game is panel.game
    with qtbot.waitSignal(panel.thinker.busy_changed, timeout=5000):
        qtbot.mouseClick(panel.stop_button, LEFT)


def test_a_dictionary_chosen_on_another_tab_leaves_baldas_alone(
        qtbot, window, tmp_path, monkeypatch):
    # GIVEN a Балда game over the first of two Russian lists
    panel, combo = _two_lists_first_chosen(qtbot, window, tmp_path, monkeypatch)
    with qtbot.waitSignal(panel.runner.finished, timeout=60000):
        qtbot.mouseClick(panel.new_button, LEFT)
    # WHEN the user picks the other list on the (empty) Boggle tab
    window.tabs.setCurrentWidget(window.boggle)
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Up)
    assert combo.currentText() == "second.txt (ru)"
    # THEN Балда keeps its own list: shown again, its box names it and its moves are as they were
    window.tabs.setCurrentWidget(panel)
    qtbot.waitUntil(lambda: not panel.runner.busy, timeout=60000)
    assert combo.currentText() == "first.txt (ru)"
    assert not {"лад", "дал"} & {move.shown for move in panel.moves}


def test_stop_turns_the_thinking_line_into_advice(qtbot, balda, window):
    # GIVEN the advisor thinking, with a best move found
    qtbot.mouseClick(balda.best_button, LEFT)
    qtbot.waitUntil(lambda: balda.thinking.text().startswith("Thinking: depth"), timeout=20000)
    # WHEN the user clicks Stop
    with qtbot.waitSignal(balda.thinker.busy_changed, timeout=5000):
        qtbot.mouseClick(balda.stop_button, LEFT)
    # THEN the line gives the advice, not a search going on, in either language
    assert balda.thinking.text().startswith("Advice: depth ")
    window.language_actions["ru"].trigger()
    qtbot.waitUntil(lambda: balda.thinking.text().startswith("Совет: глубина "), timeout=5000)
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: balda.thinking.text().startswith("Advice: depth "), timeout=5000)
    assert balda.thinker.wait(3000)
