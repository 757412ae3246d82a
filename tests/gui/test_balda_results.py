"""What the Балда tab tells a player, as the player meets it: the moves listed once with their
mirror images counted (as the command line does), exports that count cells as the window labels
them, the advice in a player's words, and the computer called the computer."""

import csv
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from tests.cli.helpers import run

LEFT = Qt.MouseButton.LeftButton
WORDS = ("балда", "фалда", "халда", "бал", "лад", "дал", "ала", "балл", "лапа")


@pytest.fixture
def words(tmp_path):
    path = tmp_path / "ru.txt"
    path.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def balda(qtbot, window, words):
    window.settings.set("dictionary/ru", str(words))
    panel = window.balda
    window.tabs.setCurrentWidget(panel)
    panel.word_edit.setText("балда")
    with qtbot.waitSignal(panel.runner.finished, timeout=60000):
        qtbot.mouseClick(panel.new_button, LEFT)
    return panel


def cell_labels(panel):
    """The Cell column as the window shows it, by word and letter."""
    model = panel.results.model
    return [(model.index(row, 0).data(), model.index(row, 1).data(), model.index(row, 2).data())
            for row in range(model.rowCount())]


def export(window, monkeypatch, path):
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args, **kwargs: (str(path), "")))
    window.export_action.trigger()
    return path.read_text(encoding="utf-8")


def test_the_window_and_the_command_line_count_mirror_moves_alike(qtbot, balda, window,
                                                                  capsys, words):
    # GIVEN a new game from балда in the middle row: the board is the same upside down
    listed = len(balda.results.visible_hits())
    every = len(balda.moves)
    assert every == 2 * listed
    # THEN the window lists each move once and says how many there are with mirror images
    assert window.statusBar().currentMessage() == \
        f"{listed} legal moves ({every} with mirror images)"
    # AND the command line lists the same moves and says it the same way
    status, out, _ = run(capsys, "balda", "...../...../балда/...../.....", "--dict", str(words))
    lines = out.splitlines()
    assert status == 0
    assert lines[0].startswith(f"...../...../балда/...../.....  balda, ru: {listed} moves "
                               f"({every} with mirror images)")
    assert len(lines) == 1 + listed


def test_exports_count_rows_and_columns_from_one_as_the_window_does(qtbot, balda, window,
                                                                    monkeypatch, tmp_path):
    shown = cell_labels(balda)
    # WHEN the user exports the moves as CSV (File → Export)
    table = list(csv.DictReader(export(window, monkeypatch, tmp_path / "moves.csv")
                                .splitlines()))
    # THEN the header says the cells count from 1, and each row's cell is the one the window
    # labels, its path ending or passing there
    assert list(table[0]) == ["word", "letter", "row (from 1)", "col (from 1)",
                              "path (row:col from 1)", "score"]
    assert [(row["word"], row["letter"].upper(), f"{row['row (from 1)']}:{row['col (from 1)']}")
            for row in table] == shown
    for row in table:
        assert f"{row['row (from 1)']}:{row['col (from 1)']}" in row["path (row:col from 1)"]
    # WHEN as TXT THEN a line a move: no word twice without its letter and cell to tell them
    # apart, the header saying how cells count
    lines = export(window, monkeypatch, tmp_path / "moves.txt").splitlines()
    assert lines[0] == "# word, new letter, its cell (row:col from 1)"
    assert lines[1:] == [f"{word} {letter} {cell}" for word, letter, cell in shown]
    assert len(set(lines)) == len(lines)
    # AND JSON keeps the 0-based cells of the command line's --json
    rows = json.loads(export(window, monkeypatch, tmp_path / "moves.json"))["rows"]
    assert [f"{row['row'] + 1}:{row['col'] + 1}" for row in rows] == [cell for *_, cell in shown]


def test_the_advice_says_the_best_word_and_where_it_leads(qtbot, balda, window):
    # WHEN the user asks for the best move and stops the advisor
    qtbot.mouseClick(balda.best_button, LEFT)
    qtbot.waitUntil(lambda: balda._thought is not None, timeout=20000)
    with qtbot.waitSignal(balda.thinker.busy_changed, timeout=5000):
        qtbot.mouseClick(balda.stop_button, LEFT)
    thought = balda._thought
    moves = len(thought.pv)
    # THEN the advice names the word and the lead it expects after that many moves
    text = balda.thinking.text()
    gain = thought.gain
    said = (f"ahead by {gain}" if gain > 0 else f"behind by {-gain}" if gain < 0 else "level")
    assert f"best: {thought.best.shown}, {said} after {moves} move" in text
    assert "(+" not in text and "(-" not in text
    # AND in Russian too
    window.language_actions["ru"].trigger()
    qtbot.waitUntil(lambda: balda.thinking.text().startswith("Совет: глубина "), timeout=5000)
    assert f"лучший ход: {thought.best.shown}," in balda.thinking.text()
    window.language_actions["en"].trigger()


def test_against_the_computer_the_players_are_you_and_the_computer(qtbot, balda, window):
    assert balda.scores.text().startswith("▶ Player 1: 0")
    # WHEN the user ticks "Against the computer"
    qtbot.mouseClick(balda.versus, LEFT)
    # THEN the scores name the user and the computer, not players 1 and 2
    assert balda.scores.text() == "▶ You: 0  The computer: 0"
    window.language_actions["ru"].trigger()
    qtbot.waitUntil(lambda: balda.scores.text().startswith("▶ Вы: 0"), timeout=5000)
    assert "Компьютер: 0" in balda.scores.text()
    window.language_actions["en"].trigger()
    # WHEN the user plays фалда, the computer replies
    assert balda.results.select_word("фалда")
    with qtbot.waitSignal(balda.runner.finished, timeout=20000):
        qtbot.mouseClick(balda.apply_button, LEFT)
    qtbot.waitUntil(lambda: balda.position.turn == 0 and not balda.runner.busy, timeout=20000)
    assert balda.scores.text().startswith("▶ You: 5 (фалда)  The computer: ")
