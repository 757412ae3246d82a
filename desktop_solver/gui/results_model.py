"""The words found, as a table model that sorts itself, and the proxy that filters them."""

from __future__ import annotations

import heapq
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from desktop_solver.core.boggle import WordHit
from desktop_solver.gui.i18n import t

Index = QModelIndex | QPersistentModelIndex


class Column(IntEnum):
    WORD = 0
    LENGTH = 1
    SCORE = 2
    FREQUENCY = 3


HIT_ROLE = Qt.ItemDataRole.UserRole + 1  # the WordHit itself


def canonical_key(hit: WordHit) -> tuple:
    """The solver's order: higher score, longer, then alphabetical."""
    return (-hit.score, -hit.length, hit.word)


def column_key(column: "Column", descending: bool):
    """A sort key for a column whose ties fall in the solver's order in either direction."""
    sign = -1 if descending else 1
    if column is Column.WORD:
        return lambda hit: hit.word
    value = {Column.LENGTH: lambda hit: hit.length, Column.SCORE: lambda hit: hit.score,
             Column.FREQUENCY: lambda hit: hit.zipf}[column]
    return lambda hit: (sign * value(hit), canonical_key(hit))


class HitsModel(QAbstractTableModel):
    """WordHits, kept sorted by the model itself: one Python sort per change instead of a C++
    sort calling back into Python for every comparison (which froze the window on big boards).
    Rows change only through begin/end calls; a batch is appended and then moved into place with
    a layout change, which keeps the selection."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._hits: list[WordHit] = []
        self._key = column_key(Column.SCORE, descending=True)
        self._keys: list = []  # the sort key of each row, kept so that a batch is merged in
        self._reverse = False

    @property
    def hits(self) -> list[WordHit]:
        return list(self._hits)

    def hit_at(self, row: int) -> WordHit:
        return self._hits[row]

    def clear(self) -> None:
        self.beginResetModel()
        self._hits, self._keys = [], []
        self.endResetModel()

    def append(self, hits: list[WordHit]) -> None:
        if not hits:
            return
        first = len(self._hits)
        self.beginInsertRows(QModelIndex(), first, first + len(hits) - 1)
        self._hits.extend(hits)
        self._keys.extend(map(self._key, hits))
        self.endInsertRows()
        self._reorder(sorted_rows=first)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        descending = order == Qt.SortOrder.DescendingOrder
        # Word order can simply be reversed; numbers carry their direction in the key, so that
        # ties stay in the solver's order.
        self._key = column_key(Column(column), descending)
        self._reverse = descending and Column(column) is Column.WORD
        self._keys = [self._key(hit) for hit in self._hits]
        self._reorder(sorted_rows=0)

    def _reorder(self, sorted_rows: int) -> None:
        """Sort the rows after `sorted_rows` and merge them into the sorted rows before it."""
        self.layoutAboutToBeChanged.emit()
        keys, reverse = self._keys, self._reverse
        tail = sorted(range(sorted_rows, len(keys)), key=keys.__getitem__, reverse=reverse)
        order = list(heapq.merge(range(sorted_rows), tail, key=keys.__getitem__, reverse=reverse))
        old_indexes = self.persistentIndexList()
        if old_indexes:
            new_row = {old: new for new, old in enumerate(order)}
            self.changePersistentIndexList(old_indexes, [
                self.index(new_row[index.row()], index.column()) for index in old_indexes])
        self._hits = [self._hits[row] for row in order]
        self._keys = [keys[row] for row in order]
        self.layoutChanged.emit()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._hits)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(Column)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._hits):
            return None
        hit = self._hits[index.row()]
        column = Column(index.column())
        if role == HIT_ROLE:
            return hit
        if role == Qt.ItemDataRole.DisplayRole:
            if column is Column.WORD:
                return hit.word
            if column is Column.LENGTH:
                return hit.length
            if column is Column.SCORE:
                return hit.score
            return f"{hit.zipf:.1f}" if hit.zipf else "–"
        if role == Qt.ItemDataRole.TextAlignmentRole and column is not Column.WORD:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column is Column.FREQUENCY:
            return t("Zipf frequency: about 10^(Z-9) of all words; 0 means unknown")
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if not 0 <= section < len(Column):
            return None
        return (t("Word"), t("Length"), t("Score"), t("Frequency"))[section]

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)


class HitsFilter(QSortFilterProxyModel):
    """Filters by text (ё as е) and by tile; sorting is passed on to the source model, which
    sorts itself, so this proxy keeps the source's order."""

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

    def accepts(self, hit: WordHit) -> bool:
        if self._text and self._text not in hit.word.replace("ё", "е"):
            return False
        return self._cell is None or self._cell in hit.path

    def visible_hits(self) -> list[WordHit]:
        """The rows shown, in order, straight from the source's list (no per-row Qt calls)."""
        hits = self.sourceModel().hits
        return [hit for hit in hits if self.accepts(hit)] if self.is_filtering else hits

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        return not self.is_filtering or self.accepts(self.sourceModel().hit_at(source_row))
