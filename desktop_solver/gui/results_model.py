"""Result lists as a table model that sorts and filters itself.

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
    Qt,
)
from PySide6.QtGui import QGuiApplication

from desktop_solver.core.alphabet import as_cyrillic
from desktop_solver.dictionaries import RANK_PENALTIES
from desktop_solver.gui.i18n import decimal, mark, t
from desktop_solver.gui.theme import tabular_font

Index = QModelIndex | QPersistentModelIndex
HIT_ROLE = Qt.ItemDataRole.UserRole + 1  # the row's object itself


@dataclass(frozen=True)
class ColumnSpec:
    title: str  # English, marked for translation
    value: Callable[[Any], Any]  # what the column sorts by
    text: Callable[[Any], Any] | None = None  # what it shows, when not the value
    tooltip: str = ""
    row_tooltip: Callable[[Any], str] | None = None  # a row's own tip (marked), '' for none


@dataclass(frozen=True)
class Layout:
    columns: tuple[ColumnSpec, ...]
    tie_order: Callable[[Any], tuple]  # the natural order, used to break ties in every column
    sort_column: int
    sort_descending: bool = True
    count_text: str = mark("{count} word|{count} words")  # the summary below the table
    total_score: bool = False  # add the rows' scores to the summary


def zipf_text(zipf: float) -> str:
    return decimal(zipf) if zipf else "–"


ZIPF_TIP = mark("Zipf frequency: about 10^(Z-9) of all words; 0 means unknown")
# A word that "Most common first" lists as rarer than its frequency, and why (Anagram.rank).
RANKED_LOWER = "↓"
FUNCTION_WORD_TIP = mark("↓ A function word: listed after the words of its frequency, as "
                         "4 Pics 1 Word answers are content words")
INFLECTED_TIP = mark("↓ An inflected form: listed one frequency step lower, after the "
                     "dictionary forms, as 4 Pics 1 Word answers are dictionary forms")


def ranked_frequency_text(found: Any) -> str:
    """An anagram's frequency, marked when the order takes it as rarer than it is: so that
    "Most common first" reads in the order of the figures or says why not."""
    return zipf_text(found.zipf) + (f" {RANKED_LOWER}" if found.penalty else "")


def ranked_frequency_tip(found: Any) -> str:
    if not found.penalty:
        return ZIPF_TIP
    return FUNCTION_WORD_TIP if found.penalty >= dict(RANK_PENALTIES)["function"] \
        else INFLECTED_TIP


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
    tie_order=lambda hit: (-hit.score, -hit.length, -hit.zipf, hit.word),  # the solver's order
    sort_column=Column.SCORE,
    total_score=True,
)

ANAGRAMS = Layout(
    columns=(
        ColumnSpec(mark("Word"), lambda found: found.word),
        ColumnSpec(mark("Length"), lambda found: found.length),
        ColumnSpec(mark("Frequency"), lambda found: found.rank, ranked_frequency_text,
                   ZIPF_TIP, ranked_frequency_tip),
        ColumnSpec(mark("Letters left"), lambda found: found.left),
    ),
    tie_order=lambda found: (-found.length, -found.rank, found.key or found.word),
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
    tie_order=lambda found: (-len(found.word), -found.zipf, found.word),
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
    tie_order=lambda move: (-move.score, -move.zipf, move.word, move.cell),
    sort_column=3,
    count_text=mark("{count} move|{count} moves"),
)
PLAY_WORDS = Layout(
    columns=(
        ColumnSpec(mark("Word"), lambda hit: hit.word),
        ColumnSpec(mark("Length"), lambda hit: hit.length),
        ColumnSpec(mark("Score"), lambda hit: hit.score),
    ),
    tie_order=lambda hit: (-hit.score, -hit.length, hit.word),
    sort_column=2,   # the computer's best words first
    total_score=True,
)
DIRECTION_NAMES = (mark("right"), mark("left"), mark("down"), mark("up"), mark("down-right"),
                   mark("down-left"), mark("up-right"), mark("up-left"))


class ResultsModel(QAbstractTableModel):
    """Rows kept sorted and filtered by the model itself, in plain Python: one sort per change
    and one pass per filter. (A QSortFilterProxyModel calls back into Python for every comparison
    and, on each change, for every row; with thousands of words that froze the window.)

    Rows change only through begin/end calls. A batch is appended and then merged into place with
    a layout change, which keeps the selection; a new filter resets the rows."""

    def __init__(self, layout: Layout = WORD_HITS, parent=None) -> None:
        super().__init__(parent)
        self.layout_spec = layout
        self._numeric = {number for number, spec in enumerate(layout.columns)
                         if isinstance(spec.value(_Probe()), (int, float))}
        self._all: list[tuple[Any, Any]] = []  # (sort key, row) of every row, sorted
        self._shown: list[tuple[Any, Any]] = []  # the same for the rows the filter lets through
        self._text = ""
        self._cyrillic_text = ""
        self._cell: tuple[int, int] | None = None
        self._titles: dict[int, str] = {}  # worded by the tab, in place of the layout's
        self._figures = tabular_font(QGuiApplication.font())  # digits of one width in columns
        self._set_key(layout.sort_column, layout.sort_descending)

    # -- content ------------------------------------------------------------------------------

    @property
    def hits(self) -> list[Any]:
        """Every row, filtered out or not, in order."""
        return [row for _, row in self._all]

    def visible_hits(self) -> list[Any]:
        return [row for _, row in self._shown]

    def hit_at(self, row: int) -> Any:
        return self._shown[row][1]

    def clear(self) -> None:
        self.beginResetModel()
        self._all, self._shown = [], []
        self.endResetModel()

    def append(self, rows: Sequence[Any]) -> None:
        if not rows:
            return
        pairs = sorted(((self._key(row), row) for row in rows), key=_first, reverse=self._reverse)
        self._all = list(heapq.merge(self._all, pairs, key=_first, reverse=self._reverse))
        shown = [pair for pair in pairs if self.accepts(pair[1])]
        if not shown:
            return
        first = len(self._shown)
        self.beginInsertRows(QModelIndex(), first, first + len(shown) - 1)
        self._shown.extend(shown)
        self.endInsertRows()
        self._merge_tail(first)

    # -- sorting ------------------------------------------------------------------------------

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._set_key(column, order == Qt.SortOrder.DescendingOrder)
        self._all = sorted(((self._key(row), row) for _, row in self._all), key=_first,
                           reverse=self._reverse)
        for index, (_, row) in enumerate(self._shown):
            self._shown[index] = (self._key(row), row)
        self._merge_tail(0)

    def _set_key(self, column: int, descending: bool) -> None:
        value, tie = self.layout_spec.columns[column].value, self.layout_spec.tie_order
        if column in self._numeric:
            # Numbers carry the direction in the key, so that ties keep the natural order.
            sign = -1 if descending else 1
            self._key, self._reverse = (lambda row: (sign * value(row), tie(row))), False
        else:
            self._key, self._reverse = (lambda row: (value(row), tie(row))), descending

    def _merge_tail(self, sorted_rows: int) -> None:
        """Sort the shown rows from `sorted_rows` on and merge them into those before."""
        self.layoutAboutToBeChanged.emit()
        shown, reverse = self._shown, self._reverse
        tail = sorted(range(sorted_rows, len(shown)), key=lambda row: shown[row][0],
                      reverse=reverse)
        order = list(heapq.merge(range(sorted_rows), tail, key=lambda row: shown[row][0],
                                 reverse=reverse))
        old_indexes = self.persistentIndexList()
        if old_indexes:
            new_row = {old: new for new, old in enumerate(order)}
            self.changePersistentIndexList(old_indexes, [
                self.index(new_row[index.row()], index.column()) for index in old_indexes])
        self._shown = [shown[row] for row in order]
        self.layoutChanged.emit()

    # -- filtering ----------------------------------------------------------------------------

    def set_text(self, text: str) -> None:
        self._text = text.strip().lower().replace("ё", "е")
        # Typed on the English layout over Russian words: 'cop' finds СОР, as on the board.
        self._cyrillic_text = as_cyrillic(self._text).replace("ё", "е")
        self._refilter()

    def set_cell(self, cell: tuple[int, int] | None) -> None:
        self._cell = cell
        self._refilter()

    @property
    def cell(self) -> tuple[int, int] | None:
        return self._cell

    @property
    def is_filtering(self) -> bool:
        return bool(self._text) or self._cell is not None

    def accepts(self, row: Any) -> bool:
        if self._text:
            word = row.word.lower().replace("ё", "е")
            if self._text not in word and self._cyrillic_text not in word:
                return False
        return self._cell is None or self._cell in getattr(row, "path", ())

    def _refilter(self) -> None:
        self.beginResetModel()
        self._shown = [pair for pair in self._all if self.accepts(pair[1])]
        self.endResetModel()

    # -- the table ----------------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._shown)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.layout_spec.columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._shown):
            return None
        row = self._shown[index.row()][1]
        spec = self.layout_spec.columns[index.column()]
        if role == HIT_ROLE:
            return row
        if role == Qt.ItemDataRole.DisplayRole:
            return (spec.text or spec.value)(row)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in self._numeric:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and index.column() in self._numeric:
            return self._figures
        if role == Qt.ItemDataRole.ToolTipRole and (spec.row_tooltip or spec.tooltip):
            tip = spec.row_tooltip(row) if spec.row_tooltip else spec.tooltip
            return t(tip) if tip else None
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(
                self.layout_spec.columns):
            return None
        if role == Qt.ItemDataRole.InitialSortOrderRole:
            # A number column's first click puts the most (points, common, long) first, as the
            # table opens; a word column's puts A first.
            return (Qt.SortOrder.DescendingOrder if section in self._numeric
                    else Qt.SortOrder.AscendingOrder)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return self._titles.get(section) or t(self.layout_spec.columns[section].title)

    def set_column_title(self, column: int, title: str) -> None:
        """A column's header as the tab words it (the score column names the game); '' gives
        back the layout's title."""
        self._titles[column] = title
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, column, column)

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)


class _Probe:
    """Stands in for a row to learn whether a column's values are numbers."""

    word = key = left = letter = shown = ""
    length = score = count = 0
    cell = (0, 0)
    zipf = rank = 0.0
    direction = None


def _first(pair: tuple[Any, Any]) -> Any:
    return pair[0]
