"""The words found, as a table model, and the proxy that sorts and filters them."""

from __future__ import annotations

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
SORT_ROLE = Qt.ItemDataRole.UserRole + 2  # a value that sorts right


class HitsModel(QAbstractTableModel):
    """WordHits in the order they arrived; rows change only through begin/end calls."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._hits: list[WordHit] = []

    @property
    def hits(self) -> list[WordHit]:
        return list(self._hits)

    def clear(self) -> None:
        self.beginResetModel()
        self._hits = []
        self.endResetModel()

    def append(self, hits: list[WordHit]) -> None:
        if not hits:
            return
        first = len(self._hits)
        self.beginInsertRows(QModelIndex(), first, first + len(hits) - 1)
        self._hits.extend(hits)
        self.endInsertRows()

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
        if role == SORT_ROLE:
            return (hit.word, hit.length, hit.score, hit.zipf)[column]
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
    """Sorts by any column (ties: score, then length, then word) and filters by text and tile."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
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

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        hit: WordHit = self.sourceModel().index(source_row, 0, source_parent).data(HIT_ROLE)
        if hit is None:
            return False
        if self._text and self._text not in hit.word.replace("ё", "е"):
            return False
        return self._cell is None or self._cell in hit.path

    def lessThan(self, left: Index, right: Index) -> bool:
        a, b = left.data(HIT_ROLE), right.data(HIT_ROLE)
        column = Column(left.column())
        # Rank ties the way the solver does: higher score, longer, then alphabetical.
        key_a = (left.data(SORT_ROLE), a.score, a.length, _reverse(a.word))
        key_b = (right.data(SORT_ROLE), b.score, b.length, _reverse(b.word))
        if column is Column.WORD:
            return (a.word, -a.score) < (b.word, -b.score)
        return key_a < key_b


def _reverse(word: str) -> tuple[int, ...]:
    """A key that sorts words backwards, so that in a descending sort they read A to Z."""
    return tuple(-ord(ch) for ch in word)
