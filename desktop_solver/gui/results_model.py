"""Result lists as a table model that sorts itself, and the proxy that filters them.

A `Layout` says what the rows are: its columns (title, sort value, text), the order that breaks
ties, and the column sorted by default. Word hits of the grid games and anagrams share the model.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from desktop_solver.gui.i18n import mark, t

Index = QModelIndex | QPersistentModelIndex
HIT_ROLE = Qt.ItemDataRole.UserRole + 1  # the row's object itself


@dataclass(frozen=True)
class ColumnSpec:
    title: str  # English, marked for translation
    value: Callable[[Any], Any]  # what the column sorts by
    text: Callable[[Any], Any] | None = None  # what it shows, when not the value
    tooltip: str = ""


@dataclass(frozen=True)
class Layout:
    columns: tuple[ColumnSpec, ...]
    tie_order: Callable[[Any], tuple]  # the natural order, used to break ties in every column
    sort_column: int
    sort_descending: bool = True
    count_text: str = mark("{count} words")  # the summary below the table
    total_score: bool = False  # add the rows' scores to the summary


def zipf_text(zipf: float) -> str:
    return f"{zipf:.1f}" if zipf else "–"


ZIPF_TIP = mark("Zipf frequency: about 10^(Z-9) of all words; 0 means unknown")


class Column(IntEnum):
    """The columns of a grid game's word hits."""

    WORD = 0
    LENGTH = 1
    SCORE = 2
    FREQUENCY = 3


WORD_HITS = Layout(
    columns=(
        ColumnSpec(mark("Word"), lambda hit: hit.word),
        ColumnSpec(mark("Length"), lambda hit: hit.length),
        ColumnSpec(mark("Score"), lambda hit: hit.score),
        ColumnSpec(mark("Frequency"), lambda hit: hit.zipf, lambda hit: zipf_text(hit.zipf),
                   ZIPF_TIP),
    ),
    tie_order=lambda hit: (-hit.score, -hit.length, hit.word),  # the solver's order
    sort_column=Column.SCORE,
    total_score=True,
)

ANAGRAMS = Layout(
    columns=(
        ColumnSpec(mark("Word"), lambda found: found.word),
        ColumnSpec(mark("Length"), lambda found: found.length),
        ColumnSpec(mark("Frequency"), lambda found: found.zipf,
                   lambda found: zipf_text(found.zipf), ZIPF_TIP),
        ColumnSpec(mark("Letters left"), lambda found: found.left),
    ),
    tie_order=lambda found: (-found.length, found.key or found.word),
    sort_column=1,
)


WORD_SEARCH = Layout(
    columns=(
        ColumnSpec(mark("Word"), lambda found: found.word),
        ColumnSpec(mark("Length"), lambda found: len(found.word)),
        ColumnSpec(mark("Direction"), lambda found: found.direction.name if found.direction else "",
                   lambda found: t(found.direction.label) if found.direction else ""),
        ColumnSpec(mark("Times"), lambda found: found.count),
    ),
    tie_order=lambda found: (-len(found.word), found.word),
    sort_column=1,
)
BALDA_MOVES = Layout(
    columns=(
        ColumnSpec(mark("Word"), lambda move: move.shown),
        ColumnSpec(mark("Letter"), lambda move: move.letter.upper()),
        ColumnSpec(mark("Cell"), lambda move: move.cell,
                   lambda move: f"{move.cell[0] + 1}:{move.cell[1] + 1}"),
        ColumnSpec(mark("Score"), lambda move: move.score),
    ),
    tie_order=lambda move: (-move.score, move.word, move.cell),
    sort_column=3,
    count_text=mark("{count} moves"),
)
DIRECTION_NAMES = (mark("right"), mark("left"), mark("down"), mark("up"), mark("down-right"),
                   mark("down-left"), mark("up-right"), mark("up-left"))


class ResultsModel(QAbstractTableModel):
    """Rows kept sorted by the model itself: one Python sort per change instead of a C++ sort
    calling back into Python for every comparison (which froze the window on big boards).
    Rows change only through begin/end calls; a batch is appended and then merged into place
    with a layout change, which keeps the selection."""

    def __init__(self, layout: Layout = WORD_HITS, parent=None) -> None:
        super().__init__(parent)
        self.layout_spec = layout
        self._rows: list[Any] = []
        self._keys: list = []  # each row's sort key, kept so that a batch is merged in
        self._numeric = {number for number, spec in enumerate(layout.columns)
                         if isinstance(spec.value(_Probe()), (int, float))}
        self._set_key(layout.sort_column, layout.sort_descending)

    @property
    def hits(self) -> list[Any]:
        return list(self._rows)

    def hit_at(self, row: int) -> Any:
        return self._rows[row]

    def clear(self) -> None:
        self.beginResetModel()
        self._rows, self._keys = [], []
        self.endResetModel()

    def append(self, rows: Sequence[Any]) -> None:
        if not rows:
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
        self._rows.extend(rows)
        self._keys.extend(map(self._key, rows))
        self.endInsertRows()
        self._reorder(sorted_rows=first)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._set_key(column, order == Qt.SortOrder.DescendingOrder)
        self._keys = [self._key(row) for row in self._rows]
        self._reorder(sorted_rows=0)

    def _set_key(self, column: int, descending: bool) -> None:
        value, tie = self.layout_spec.columns[column].value, self.layout_spec.tie_order
        if column in self._numeric:
            # Numbers carry the direction in the key, so that ties keep the natural order.
            sign = -1 if descending else 1
            self._key, self._reverse = (lambda row: (sign * value(row), tie(row))), False
        else:
            self._key, self._reverse = (lambda row: (value(row), tie(row))), descending

    def _reorder(self, sorted_rows: int) -> None:
        """Sort the rows from `sorted_rows` on and merge them into the sorted rows before."""
        self.layoutAboutToBeChanged.emit()
        keys, reverse = self._keys, self._reverse
        tail = sorted(range(sorted_rows, len(keys)), key=keys.__getitem__, reverse=reverse)
        order = list(heapq.merge(range(sorted_rows), tail, key=keys.__getitem__, reverse=reverse))
        old_indexes = self.persistentIndexList()
        if old_indexes:
            new_row = {old: new for new, old in enumerate(order)}
            self.changePersistentIndexList(old_indexes, [
                self.index(new_row[index.row()], index.column()) for index in old_indexes])
        self._rows = [self._rows[row] for row in order]
        self._keys = [keys[row] for row in order]
        self.layoutChanged.emit()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.layout_spec.columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        spec = self.layout_spec.columns[index.column()]
        if role == HIT_ROLE:
            return row
        if role == Qt.ItemDataRole.DisplayRole:
            return (spec.text or spec.value)(row)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in self._numeric:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and spec.tooltip:
            return t(spec.tooltip)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if not 0 <= section < len(self.layout_spec.columns):
            return None
        return t(self.layout_spec.columns[section].title)

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)


class _Probe:
    """Stands in for a row to learn whether a column's values are numbers."""

    word = key = left = letter = shown = ""
    length = score = count = 0
    cell = (0, 0)
    zipf = 0.0
    direction = None


class HitsFilter(QSortFilterProxyModel):
    """Filters by text (ё as е) and, for rows with a path, by tile; sorting is passed on to the
    source model, which sorts itself, so this proxy keeps the source's order."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setDynamicSortFilter(False)
        self._text = ""
        self._cell: tuple[int, int] | None = None

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self._text = text.strip().lower().replace("ё", "е")
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_cell(self, cell: tuple[int, int] | None) -> None:
        self.beginFilterChange()
        self._cell = cell
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    @property
    def cell(self) -> tuple[int, int] | None:
        return self._cell

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sourceModel().sort(column, order)

    @property
    def is_filtering(self) -> bool:
        return bool(self._text) or self._cell is not None

    def accepts(self, row: Any) -> bool:
        if self._text and self._text not in row.word.replace("ё", "е"):
            return False
        return self._cell is None or self._cell in getattr(row, "path", ())

    def visible_hits(self) -> list[Any]:
        """The rows shown, in order, straight from the source's list (no per-row Qt calls)."""
        rows = self.sourceModel().hits
        return [row for row in rows if self.accepts(row)] if self.is_filtering else rows

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        return not self.is_filtering or self.accepts(self.sourceModel().hit_at(source_row))
