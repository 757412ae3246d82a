"""The word-search mode: a list solved with strokes drawn, and the generator's round trip."""

from desktop_solver.core.wordsearch_generate import Difficulty


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

    dialog = GeneratorDialog(window.store, window.chooser, window)
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
