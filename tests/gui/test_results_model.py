from PySide6.QtCore import Qt

from desktop_solver.core.boggle import WordHit
from desktop_solver.gui.results_model import HIT_ROLE, Column, HitsFilter
from desktop_solver.gui.results_model import ResultsModel as HitsModel

HITS = [
    WordHit("cat", ((0, 0), (0, 1), (0, 2)), 1, 4.5),
    WordHit("cats", ((0, 0), (0, 1), (0, 2), (1, 1)), 1, 3.2),
    WordHit("scat", ((1, 1), (0, 0), (0, 1), (0, 2)), 1, 0.0),
    WordHit("tac", ((0, 2), (0, 1), (0, 0)), 1, 1.0),
    WordHit("ёлка", ((2, 0), (2, 1), (2, 2), (2, 3)), 1, 3.4),
]


def test_models_pass_the_model_tester(qtmodeltester):
    model = HitsModel()
    model.append(HITS)
    qtmodeltester.check(model)
    proxy = HitsFilter()
    proxy.setSourceModel(model)
    proxy.set_text("c")
    qtmodeltester.check(proxy)


def test_display_and_roles():
    model = HitsModel()
    model.append(HITS[:1])
    assert model.index(0, Column.WORD).data() == "cat"
    assert model.index(0, Column.LENGTH).data() == 3
    assert model.index(0, Column.FREQUENCY).data() == "4.5"
    assert model.index(0, 0).data(HIT_ROLE) is HITS[0]
    assert model.headerData(Column.SCORE, Qt.Orientation.Horizontal) == "Score"


def sorted_words(proxy):
    return [proxy.index(row, 0).data() for row in range(proxy.rowCount())]


def test_sorting_by_each_column_with_solver_tie_breaks():
    model = HitsModel()
    model.append(HITS)
    proxy = HitsFilter()
    proxy.setSourceModel(model)
    proxy.sort(Column.SCORE, Qt.SortOrder.DescendingOrder)
    assert sorted_words(proxy) == ["cats", "scat", "ёлка", "cat", "tac"]
    proxy.sort(Column.WORD, Qt.SortOrder.AscendingOrder)
    assert sorted_words(proxy) == ["cat", "cats", "scat", "tac", "ёлка"]
    proxy.sort(Column.FREQUENCY, Qt.SortOrder.DescendingOrder)
    assert sorted_words(proxy) == ["cat", "ёлка", "cats", "tac", "scat"]


def test_filter_by_text_with_yo_and_by_tile():
    model = HitsModel()
    model.append(HITS)
    proxy = HitsFilter()
    proxy.setSourceModel(model)
    proxy.set_text("елк")
    assert sorted_words(proxy) == ["ёлка"]
    proxy.set_text("")
    proxy.set_cell((1, 1))
    assert sorted(sorted_words(proxy)) == ["cats", "scat"]
    proxy.set_cell(None)
    assert proxy.rowCount() == 5
