from PySide6.QtCore import Qt

from desktop_solver.core.anagram import Anagram
from desktop_solver.core.boggle import WordHit
from desktop_solver.core.wordsearch import Direction, FoundWord, Placement
from desktop_solver.gui.results_model import (
    ANAGRAMS,
    BALDA_MOVES,
    HIT_ROLE,
    WORD_SEARCH,
    Column,
    ResultsModel,
)

HITS = [
    WordHit("cat", ((0, 0), (0, 1), (0, 2)), 1, 4.5),
    WordHit("cats", ((0, 0), (0, 1), (0, 2), (1, 1)), 1, 3.2),
    WordHit("scat", ((1, 1), (0, 0), (0, 1), (0, 2)), 1, 0.0),
    WordHit("tac", ((0, 2), (0, 1), (0, 0)), 1, 1.0),
    WordHit("ёлка", ((2, 0), (2, 1), (2, 2), (2, 3)), 1, 3.4),
]


def words(model):
    return [model.index(row, 0).data() for row in range(model.rowCount())]


def test_every_layout_passes_the_model_tester(qtmodeltester):
    from desktop_solver.core.balda.rules import Move

    samples = {
        None: HITS,
        "anagrams": [Anagram("cat", 4.5, "s"), Anagram("cats", 3.2, "")],
        "wordsearch": [FoundWord("cat", (Placement("cat", ((0, 0), (0, 1), (0, 2)), Direction.E),))],
        "balda": [Move((1, 1), "ф", "фалда", ((1, 1), (2, 1)), "фалда")],
    }
    layouts = {None: None, "anagrams": ANAGRAMS, "wordsearch": WORD_SEARCH, "balda": BALDA_MOVES}
    for name, rows in samples.items():
        model = ResultsModel(layouts[name]) if layouts[name] else ResultsModel()
        model.append(rows[:1])
        model.append(rows[1:])
        qtmodeltester.check(model)
        model.set_text("a")
        qtmodeltester.check(model)


def test_display_and_roles():
    model = ResultsModel()
    model.append(HITS[:1])
    assert model.index(0, Column.WORD).data() == "cat"
    assert model.index(0, Column.LENGTH).data() == 3
    assert model.index(0, Column.FREQUENCY).data() == "4.5"
    assert model.index(0, 0).data(HIT_ROLE) is HITS[0]
    assert model.headerData(Column.SCORE, Qt.Orientation.Horizontal) == "Score"


def test_sorting_by_each_column_with_solver_tie_breaks():
    model = ResultsModel()
    model.append(HITS)
    assert words(model) == ["ёлка", "cats", "scat", "cat", "tac"]  # ties: most frequent first
    model.sort(Column.WORD, Qt.SortOrder.AscendingOrder)
    assert words(model) == ["cat", "cats", "scat", "tac", "ёлка"]
    model.sort(Column.FREQUENCY, Qt.SortOrder.DescendingOrder)
    assert words(model) == ["cat", "ёлка", "cats", "tac", "scat"]
    model.sort(Column.LENGTH, Qt.SortOrder.AscendingOrder)
    assert words(model) == ["cat", "tac", "ёлка", "cats", "scat"]


def test_batches_merge_into_the_sorted_rows_and_keep_the_selection():
    model = ResultsModel()
    model.append(HITS[:2])
    from PySide6.QtCore import QPersistentModelIndex

    kept = QPersistentModelIndex(model.index(1, 0))  # "cat"
    model.append(HITS[2:])
    assert words(model) == ["ёлка", "cats", "scat", "cat", "tac"]  # ties: most frequent first
    assert kept.data() == "cat" and kept.row() == 3


def test_filter_by_text_with_yo_and_by_tile():
    model = ResultsModel()
    model.append(HITS)
    model.set_text("елк")
    assert words(model) == ["ёлка"]
    model.set_text("")
    model.set_cell((1, 1))
    assert sorted(words(model)) == ["cats", "scat"]
    model.append([WordHit("acts", ((0, 1), (0, 0), (0, 2), (1, 1)), 1)])
    assert sorted(words(model)) == ["acts", "cats", "scat"]
    model.set_cell(None)
    assert model.rowCount() == 6
