"""The Balda mode: a short game with apply, undo, advice and the computer's reply."""

import pytest


@pytest.fixture
def balda(qtbot, window, tmp_path):
    words = tmp_path / "ru.txt"
    words.write_text("балда\nфалда\nхалда\nбал\nлад\nдал\nала\nбалл\nлапа\n", encoding="utf-8")
    window.settings.set("dictionary/ru", str(words))
    panel = window.balda
    window.tabs.setCurrentWidget(panel)
    panel.word_edit.setText("балда")
    panel.size_box.setValue(5)
    with qtbot.waitSignal(panel.runner.finished, timeout=60000):
        panel.new_game()
    return panel


def test_a_new_game_lists_the_legal_moves(qtbot, balda):
    assert balda.position.rows[2] == "балда"
    words = {(move.shown, move.letter, move.cell) for move in balda.moves}
    assert {("фалда", "ф", (1, 1)), ("фалда", "ф", (3, 1))} <= words
    assert {move.shown for move in balda.moves} >= {"фалда", "халда", "балл"}
    assert balda.results.summary_text().endswith("moves")


def test_hovering_a_move_shows_its_new_letter(qtbot, balda):
    move = next(move for move in balda.moves if move.shown == "фалда")
    balda.results.hit_hovered.emit(move)
    assert balda.board.highlight == move.path and balda.board._new_letter == "Ф"


def test_apply_and_undo(qtbot, balda):
    move = next(move for move in balda.moves if move.shown == "фалда")
    with qtbot.waitSignal(balda.runner.finished, timeout=10000):
        balda.play(move)
    assert balda.position.scores == (5, 0) and balda.position.turn == 1
    assert "фалда" not in {m.shown for m in balda.moves}
    assert "Player 1: 5 (фалда)" in balda.scores.text()
    with qtbot.waitSignal(balda.runner.finished, timeout=10000):
        balda.undo()
    assert balda.position.scores == (0, 0) and "фалда" in {m.shown for m in balda.moves}


def test_the_advisor_thinks_depth_by_depth_and_stops(qtbot, balda):
    thoughts = []
    balda.thinker.batch.connect(lambda job, items: thoughts.extend(items))
    with qtbot.waitSignal(balda.thinker.finished, timeout=30000):
        balda.think(seconds=1.0)
    assert thoughts and thoughts[0].depth == 1
    assert "depth" in balda.thinking.text()
    balda.think(seconds=30.0)
    balda.thinker.cancel()
    assert balda.thinker.wait(2000)


def test_the_computer_replies(qtbot, balda):
    balda.versus.setChecked(True)
    move = next(move for move in balda.moves if move.shown == "балл")
    with qtbot.waitSignal(balda.runner.finished, timeout=10000):
        balda.play(move)
    # the computer's reply comes from the next job
    qtbot.waitUntil(lambda: balda.position.turn == 0, timeout=20000)
    assert len(balda.position.history) == 2
