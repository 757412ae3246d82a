"""What the window says when the input is wrong, in English and in Russian: every error a user
can reach is worded in the interface language, names the right field, and the tab shows no
board or picture that its text no longer holds."""

import ast
import re
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox

import desktop_solver
from desktop_solver.gui.errors import ERRORS
from desktop_solver.gui.screenshots import reading_note
from desktop_solver.ocr import read_board
from desktop_solver.ocr.checks.past_edge import PAST_EDGE
from desktop_solver.ocr.draft import BoardWarning
from tests.gui.conftest import type_text
from tests.ocr.render import WOOD, render_board

# English words of the core's own messages, which a Russian window must not show.
ENGLISH = re.compile(r"\b(row|tile|tiles|expected|unexpected|character|letter|empty|such|"
                     r"directory|file|pattern|alphabet)\b", re.IGNORECASE)


def raised_codes() -> set[str]:
    """Every error code the package raises outside the command line (which words in English)."""
    package = Path(desktop_solver.__file__).parent
    codes = set()
    for path in package.rglob("*.py"):
        if "cli" in path.relative_to(package).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.keyword) and node.arg == "code":
                codes.update(constant.value for constant in ast.walk(node.value)
                             if isinstance(constant, ast.Constant)
                             and isinstance(constant.value, str) and constant.value)
    return codes


def test_every_error_code_the_window_can_meet_is_worded():
    assert raised_codes() - set(ERRORS) == set()


@pytest.fixture(params=["en", "ru"])
def language(request, window, qtbot):
    window.language_actions[request.param].trigger()
    yield request.param
    window.language_actions["en"].trigger()


def test_enter_on_an_empty_board_keeps_the_tiles_to_go(qtbot, window, language):
    # GIVEN an empty Boggle board with the focus on it
    panel = window.boggle
    window.clear_tab()
    panel.board.setFocus()
    before = panel.message.text()
    # WHEN the user presses Enter
    QTest.keyClick(panel.board, Qt.Key.Key_Return)
    # THEN the message still says how many tiles are left to type
    assert panel.message.text() == before
    assert ("16 tiles to go" if language == "en" else "осталось 16 клеток") in before


def test_a_broken_word_search_grid_is_worded_in_the_interface_language(qtbot, window, language):
    # GIVEN the Word search tab
    panel = window.wordsearch
    window.tabs.setCurrentWidget(panel)
    panel.grid_edit.setFocus()
    # WHEN the user types a grid with a digit in it
    QTest.keyClicks(panel.grid_edit, "AB1")
    QTest.keyClick(panel.grid_edit, Qt.Key.Key_Return)
    QTest.keyClicks(panel.grid_edit, "DEF")
    # THEN the message names the row and the character, in the interface language
    expected = {"en": "The board cannot be read. Row 1: “1” in “AB1” is not a letter",
                "ru": "Поле не удаётся прочитать. Ряд 1: «1» в «AB1» — не буква"}[language]
    qtbot.waitUntil(lambda: panel.message.text().startswith(expected), timeout=5000)
    if language == "ru":
        assert not ENGLISH.search(panel.message.text().replace("[QU]", ""))
    # WHEN the user mends the digit, and then makes the rows uneven
    panel.grid_edit.moveCursor(QTextCursor.MoveOperation.Start)
    QTest.keyClick(panel.grid_edit, Qt.Key.Key_End)
    QTest.keyClick(panel.grid_edit, Qt.Key.Key_Backspace)
    QTest.keyClick(panel.grid_edit, Qt.Key.Key_Backspace)
    # THEN the row lengths are compared, in the interface language
    expected = {"en": "The board cannot be read. Row 2 has 3 tiles where the first row has 1.",
                "ru": "Поле не удаётся прочитать. Клеток в ряду 2: 3, а в первом ряду: 1."}
    qtbot.waitUntil(lambda: panel.message.text() == expected[language], timeout=5000)


def test_a_failed_export_says_why_in_the_interface_language(qtbot, window, language, monkeypatch,
                                                             tmp_path):
    # GIVEN a solved board
    panel = window.boggle
    panel.board.setFocus()
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        type_text(panel.board, "catsxzzqzzzzzzzz")
    said = []
    # a file where the folder to write in should be
    (tmp_path / "notes").write_text("not a folder", encoding="utf-8")
    target = tmp_path / "notes" / "out.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args, **kwargs: (str(target), "")))
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda parent, title, text, *rest: said.append(text)))
    # WHEN the user exports into it
    window.export_action.trigger()
    # THEN the reason is worded, not the system's English
    reason = {"en": "a file of that name is in the way",
              "ru": "на этом месте уже есть файл с таким именем"}[language]
    assert said == [{"en": f"Cannot write {target}: ",
                     "ru": f"Не удаётся записать {target}: "}[language] + reason]


def test_a_pattern_in_the_other_alphabet_is_the_one_blamed(qtbot, window, language):
    # GIVEN English letters
    panel = window.anagram
    window.tabs.setCurrentWidget(panel)
    panel.letters.setFocus()
    QTest.keyClicks(panel.letters, "stolen")
    # WHEN the user types a Russian pattern
    panel.pattern.setFocus()
    with qtbot.waitSignal(panel.runner.failed, timeout=10000):
        type_text(panel.pattern, "к?т")
    # THEN the message names the pattern, not the letters
    text = panel.message.text()
    assert {"en": "“к” in the pattern “к?т” is not of the letters' alphabet (English)",
            "ru": "«к» в шаблоне «к?т» — не из алфавита букв (Английский)"}[language] in text
    assert "stolen" not in text


def test_the_filter_takes_latin_look_alikes_on_russian_words(qtbot, window, tmp_path):
    russian = tmp_path / "ru.txt"
    russian.write_text("кот\nток\nтот\nсок\nкокс\n", encoding="utf-8")
    window.settings.set("dictionary/ru", str(russian))
    panel = window.boggle
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.set_board("КОТ/СОК/ТОТ")
    filter_box = panel.results.filter_box
    filter_box.setFocus()
    # WHEN the user types Cyrillic "с", then the same key on the English layout, Latin "c"
    type_text(filter_box, "с")
    cyrillic = sorted(hit.word for hit in panel.results.visible_hits())
    filter_box.clear()
    QTest.keyClicks(filter_box, "c")
    # THEN both find the same words
    assert cyrillic == ["кокс", "сок"]
    assert sorted(hit.word for hit in panel.results.visible_hits()) == cyrillic
    filter_box.clear()
    QTest.keyClicks(filter_box, "ok")   # Latin "o" and "k": "ок"
    assert sorted(hit.word for hit in panel.results.visible_hits()) == ["кокс", "сок", "ток"]


def test_seconds_are_written_with_the_interface_languages_decimal_mark(qtbot, window):
    from desktop_solver.gui.i18n import decimal

    assert decimal(0.94) == "0.9"
    window.language_actions["ru"].trigger()
    try:
        assert decimal(0.94) == "0,9"
    finally:
        window.language_actions["en"].trigger()


def test_a_warning_about_the_boards_edge_is_worded_in_the_interface_language(window, language):
    # GIVEN a reading the reader warns of: letters in line right of the board it found
    reading = read_board(render_board([list("CATS"), list("DOGE"), list("RIBN"), list("WHYM")],
                                      WOOD), lang="en")
    warned = replace(reading, warnings=(BoardWarning(PAST_EDGE, "right", 4),))
    # WHEN the tab words what the reading says of itself
    note = reading_note(warned)
    # THEN it names the side and what to do, in the window's language, and nothing else doubts
    expected = {"en": "Letters stand in line right of the board: a column may be missing.",
                "ru": "Справа от поля в столбец стоят буквы: возможно, пропущен столбец."}
    assert expected[language] in note
    assert "not sure of this board" not in note and "не уверен" not in note
    assert expected[language] not in reading_note(reading)
