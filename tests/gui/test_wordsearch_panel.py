"""The word-search mode: a list solved with strokes drawn, and the generator's round trip."""

from desktop_solver.core.wordsearch_generate import Difficulty
from desktop_solver.modes.pictures import BoardRead


def solve(qtbot, panel, grid, words=""):
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.set_puzzle(grid, words)
    return {found.word: found for found in panel.results.visible_hits()}


def test_a_word_list_is_found_and_the_rest_reported(qtbot, window):
    panel = window.wordsearch
    found = solve(qtbot, panel, "cat\ndog\nead", "cat, cod, dog, toe, god, doc, zebra")
    assert set(found) == {"cat", "cod", "dog", "toe", "god", "doc"}
    assert found["toe"].path == ((0, 2), (1, 1), (2, 0))
    assert "Not found: zebra" in panel.message.text()
    assert len(panel.board._strokes) == 6
    panel.results.select_word("god")
    assert panel.board.highlight == ((1, 2), (1, 1), (1, 0))


def test_without_a_list_every_dictionary_word(qtbot, window):
    panel = window.wordsearch
    panel.min_box.setValue(3)
    found = solve(qtbot, panel, "cat\ndog\nead")
    # The window's test dictionary: cat cats cast scat sat tac act dog god
    assert set(found) == {"cat", "tac", "dog", "god"}


def test_generator_round_trip(qtbot, window, tmp_path):
    from desktop_solver.gui.generator_dialog import GeneratorDialog

    dialog = GeneratorDialog(window.session, window.chooser, window)
    qtbot.addWidget(dialog)
    dialog.words.setPlainText("cat, dog, bird, fish")
    dialog.seed.setValue(5)
    dialog.difficulty.setCurrentIndex(list(Difficulty).index(Difficulty.HARD))
    with qtbot.waitSignal(dialog.runner.finished, timeout=10000):
        dialog.generate_now()
    puzzle = dialog.puzzle
    assert puzzle is not None and puzzle.seed == 5 and not puzzle.unplaced
    dialog.answers.setChecked(True)
    assert len(dialog.preview._strokes) == 4
    with qtbot.waitSignal(dialog.use_puzzle) as used:
        dialog._use()
    panel = window.wordsearch
    found = solve(qtbot, panel, *used.args)
    assert {word: hit.path for word, hit in found.items()} == {
        placement.word.lower(): placement.path for placement in puzzle.words}


def test_a_phrase_in_the_list_is_one_entry(qtbot, window):
    # GIVEN a grid with CURLINGIRON along its first row and a list with the phrase
    panel = window.wordsearch
    found = solve(qtbot, panel, "curlingiron\nxxxxxxxxxxx", "CURLING IRON\niron")
    # THEN the phrase is found as one entry (not CURLING and IRON)
    assert set(found) == {"curling iron", "iron"}
    assert found["curling iron"].path == tuple((0, col) for col in range(11))


def test_every_stroke_has_its_own_colour_and_the_list_marks_found_and_missing(qtbot, window):
    from desktop_solver.gui.board_paint import stroke_colour

    panel = window.wordsearch
    solve(qtbot, panel, "cat\ndog\nead", "cat\ndog\nzebra")
    colours = {stroke_colour(number).name() for number in panel.board._stroke_colours}
    assert len(panel.board.strokes) == 2 and len(colours) == 2
    assert panel.entry_marks() == {"cat": "found", "dog": "found", "zebra": "missing"}


def test_the_shortest_length_box_is_off_while_a_list_is_given(qtbot, window):
    panel = window.wordsearch
    assert panel.min_box.isEnabled()
    qtbot.keyClicks(panel.words_edit, "cat")
    assert not panel.min_box.isEnabled()
    panel.words_edit.clear()
    assert panel.min_box.isEnabled()


def test_an_empty_word_search_says_what_to_do_instead_of_one_blank_tile(qtbot, window):
    from PySide6.QtCore import Qt

    from tests.gui.conftest import type_text

    # GIVEN the word-search tab with no grid yet THEN the board shows a hint, not a tile
    panel = window.wordsearch
    window.tabs.setCurrentWidget(panel)
    assert panel.board._shows_placeholder() and "grid" in panel.board._placeholder
    # WHEN the user types a grid THEN its tiles are shown
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        type_text(panel.grid_edit, "cat")
        qtbot.keyClick(panel.grid_edit, Qt.Key.Key_Return)
        type_text(panel.grid_edit, "dog")
    assert not panel.board._shows_placeholder()
    assert panel.board.board_text() == "CAT/DOG"


def test_tiles_read_unsure_are_outlined_and_a_broken_edit_drops_the_strokes(qtbot, window):
    from PySide6.QtGui import QTextCursor

    from tests.gui.conftest import type_text

    panel = window.wordsearch
    window.tabs.setCurrentWidget(panel)
    panel.words_edit.setPlainText("cat, dog")
    # GIVEN a grid read from a picture with two tiles the reader was unsure of
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.reader.read.emit(BoardRead("CAT/DOG/EAD", frozenset({0, 4})), "Read in 0.2 s.")
    # THEN those tiles carry the dashed outline and the words their strokes
    assert panel.board._unsure == {0, 4}
    assert len(panel.board.strokes) == 2
    # WHEN the user types a letter of another alphabet into the grid
    panel.grid_edit.setFocus()
    panel.grid_edit.moveCursor(QTextCursor.MoveOperation.End)
    type_text(panel.grid_edit, "Ж")
    # THEN, once the search would start, the grid's problem is said and the old words'
    # strokes are gone
    qtbot.waitUntil(lambda: "on a Cyrillic board" in panel.message.text(), timeout=5000)
    assert panel.board.strokes == ()


def test_a_grid_read_then_broken_drops_its_board_and_picture_until_mended(qtbot, window,
                                                                          tmp_path, monkeypatch):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextCursor
    from PySide6.QtTest import QTest

    from tests.gui.test_reading_states import click_read_a_screenshot, screen_file

    panel = window.wordsearch
    window.tabs.setCurrentWidget(panel)
    # GIVEN a word search read from a picture whose list prints some words in title case
    screen, path = screen_file(tmp_path, "wordlist", 2)
    click_read_a_screenshot(qtbot, monkeypatch, panel, path, signal="finished")
    # THEN the list is shown in capitals, like the grid
    assert sorted(panel.words_edit.toPlainText().splitlines()) == sorted(screen.listed)
    assert "ТИГР" in screen.listed
    rows = panel.board.rows
    assert panel.picture.isVisible() and rows == len(screen.rows)
    # WHEN the user types a digit into the grid's first row
    panel.grid_edit.setFocus()
    panel.grid_edit.moveCursor(QTextCursor.MoveOperation.Start)
    QTest.keyClick(panel.grid_edit, Qt.Key.Key_End)
    QTest.keyClicks(panel.grid_edit, "1")
    # THEN the message says why, and neither the grid read nor its picture stays
    qtbot.waitUntil(lambda: "“1”" in panel.message.text(), timeout=5000)
    assert not panel.picture.isVisible()
    assert panel.board.board_text() == "?" and panel.board.strokes == ()
    # WHEN the user takes the digit back THEN the grid and its picture come back
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        QTest.keyClick(panel.grid_edit, Qt.Key.Key_Backspace)
    assert panel.picture.isVisible() and panel.board.rows == rows
