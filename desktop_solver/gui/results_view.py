"""The results side of a panel: filter box, sortable table, count and total, copy and export."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QItemSelection, QModelIndex, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QAction,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QKeySequence,
    QShortcut,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_solver.gui.i18n import t, tn
from desktop_solver.gui.results_model import HIT_ROLE, WORD_HITS, Layout, ResultsModel
from desktop_solver.gui.theme import is_marked, mark_headline, mark_secondary, mark_warning
from desktop_solver.gui.wrapped_label import WrappedLabel

HEADER_ROOM = 34   # pixels beside a column title: the section's padding and the sort arrow
WORD_COLUMN_LETTERS = 11   # the word column is never narrower than this many wide letters


class ResultsView(QWidget):
    """Signals: `hit_selected(object)` (a WordHit or None) when the current row changes,
    `hit_hovered(object)` while the mouse is over a row (None when it leaves),
    `check_requested(str)` when the user asks why the game takes the current row's word
    (the table's context menu)."""

    hit_selected = Signal(object)
    hit_hovered = Signal(object)
    check_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None, rows: Layout = WORD_HITS,
                 compact: bool = False) -> None:
        """`compact`: the table alone (the tab sums it up above, and File → Export and Ctrl+C
        still work), as large as a plain list beside it."""
        super().__init__(parent)
        layout = rows
        self.model = ResultsModel(layout, self)
        self.filter_box = QLineEdit(self)
        self.filter_box.setClearButtonEnabled(True)
        self.filter_box.textChanged.connect(self.model.set_text)
        self.cell_chip = QToolButton(self)
        self.cell_chip.setVisible(False)
        self.cell_chip.clicked.connect(self._on_cell_chip_clicked)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(layout.sort_column, Qt.SortOrder.DescendingOrder
                                if layout.sort_descending else Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        # Tab leaves the table (Up/Down walk it), and Ctrl+Tab reaches the tab widget.
        self.table.setTabKeyNavigation(False)
        self.table.setMouseTracking(True)
        self.table.verticalHeader().setVisible(False)
        # Fixed row heights: the view never asks thousands of rows for their size.
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.selectionModel().selectionChanged.connect(self._on_selection_changed)
        self.table.entered.connect(self._on_entered)
        self.table.viewport().installEventFilter(self)
        # The headline sums the rows up; the line under it, dimmer, says how they are scored
        # and filtered. Both span the column, so neither is cut beside the buttons.
        self.summary = QLabel(self)
        mark_headline(self.summary)
        self.detail = QLabel(self)
        self.detail.setWordWrap(True)
        mark_secondary(self.detail)
        self._scoring = ""
        self.note = WrappedLabel(self)
        self.note.setVisible(False)
        self.copy_button = QPushButton(self)
        self.copy_button.clicked.connect(self.copy_selected)
        self.export_button = QPushButton(self)
        self.export_button.clicked.connect(self._export_dialog)
        QShortcut(QKeySequence.StandardKey.Copy, self.table, self.copy_selected)
        self.copy_action = QAction(self.table)
        self.copy_action.triggered.connect(self.copy_selected)
        self.check_action = QAction(self.table)
        self.check_action.triggered.connect(self._on_check_triggered)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.table.addActions([self.copy_action, self.check_action])
        top = QHBoxLayout()
        top.addWidget(self.filter_box, 1)
        top.addWidget(self.cell_chip)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.copy_button)
        bottom.addWidget(self.export_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.summary)
        column.addWidget(self.detail)
        column.addLayout(top)
        column.addWidget(self.table, 1)
        column.addWidget(self.note)
        column.addLayout(bottom)
        # Big boards change the rows many times a second: count them at most every 100 ms.
        self._summary_timer = QTimer(self)
        self._summary_timer.setSingleShot(True)
        self._summary_timer.setInterval(100)
        self._summary_timer.timeout.connect(self._update_summary)
        for widget in (self.summary, self.detail, self.filter_box, self.copy_button,
                       self.export_button):
            widget.setVisible(not compact)
        for changed in (self.model.rowsInserted, self.model.rowsRemoved, self.model.modelReset,
                        self.model.layoutChanged):
            changed.connect(self._on_rows_changed)
        self.retranslate()

    def retranslate(self) -> None:
        self.filter_box.setPlaceholderText(t("Filter words…"))
        self.copy_button.setText(t("Copy"))
        self.copy_action.setText(t("Copy"))
        self.check_action.setText(t("Check this word…"))
        self.export_button.setText(t("Export…"))
        self.model.retranslate()
        self._fit_number_columns()
        self._update_cell_chip()
        self._update_summary()

    def set_column_title(self, column: int, title: str) -> None:
        self.model.set_column_title(column, title)
        self._fit_number_columns()

    def set_scoring(self, text: str) -> None:
        """How the points are counted (the game's name), said once above the list rather than
        in the points column's header, which would squeeze the words."""
        self._scoring = text
        self._update_summary()

    def show_note(self, text: str, warning: bool = False) -> None:
        """A line under the table about the results as a whole (the game's own totals beside
        ours); `warning` draws it in the warning colour. '' hides it."""
        mark_warning(self.note, warning)
        self.note.setText(text)
        self.note.setVisible(bool(text))

    @property
    def note_is_warning(self) -> bool:
        return is_marked(self.note, "warning")

    def _fit_number_columns(self) -> None:
        """Number columns as wide as their headers' widest line (sizing them to contents reads
        every row)."""
        header = self.table.horizontalHeader()
        font = QFont(header.font())
        font.setBold(True)   # the theme draws titles bold, with room for the sort arrow
        metrics = QFontMetrics(font)
        for column in range(1, self.model.columnCount()):
            title = self.model.headerData(column, Qt.Orientation.Horizontal)
            widest = max(metrics.horizontalAdvance(line) for line in title.split("\n"))
            header.resizeSection(column, max(widest + HEADER_ROOM,
                                             metrics.horizontalAdvance("0000") + 12))
        # The word column keeps room for a long word whatever the other columns take: the
        # view is never narrower than all of them (its scroll bar and frame too).
        words = self.table.fontMetrics().horizontalAdvance("м" * WORD_COLUMN_LETTERS)
        others = sum(header.sectionSize(column) for column in range(1, self.model.columnCount()))
        self.setMinimumWidth(words + others + self.table.verticalScrollBar().sizeHint().width()
                             + 2 * self.table.frameWidth() + 4)

    # -- content ------------------------------------------------------------------------------

    def clear(self) -> None:
        self.model.clear()

    def append(self, hits: Sequence[Any]) -> None:
        self.model.append(hits)

    def visible_hits(self) -> list[Any]:
        return self.model.visible_hits()

    def select_word(self, word: str) -> bool:
        for row, hit in enumerate(self.model.visible_hits()):
            if hit.word == word or getattr(hit, "shown", None) == word:
                self.table.selectRow(row)
                self.table.scrollTo(self.model.index(row, 0))
                return True
        return False

    def set_cell_filter(self, cell: tuple[int, int] | None) -> None:
        self.model.set_cell(cell)
        self._update_cell_chip()
        self._update_summary()

    @Slot()
    def _on_cell_chip_clicked(self) -> None:
        self.set_cell_filter(None)

    @Slot()
    def _on_rows_changed(self) -> None:
        self._summary_timer.start()

    def summary_text(self) -> str:
        self._update_summary()
        return self.summary.text()

    def _update_cell_chip(self) -> None:
        cell = self.model.cell
        self.cell_chip.setVisible(cell is not None)
        if cell is not None:
            self.cell_chip.setText(t("Through tile {row}:{col}").format(row=cell[0] + 1,
                                                                         col=cell[1] + 1) + "  ✕")

    @Slot()
    def _update_summary(self) -> None:
        shown = self.visible_hits()
        layout = self.model.layout_spec
        if layout.total_score:
            total = sum(hit.score for hit in shown)
            text = " · ".join((
                tn(layout.count_text, len(shown)).format(count=len(shown)),
                tn("{total} point|{total} points", total).format(total=total)))
        else:
            text = tn(layout.count_text, len(shown)).format(count=len(shown))
        details = [self._scoring] if self._scoring else []
        if self.model.is_filtering:
            details.append(t("{shown} shown of {count}").format(shown=len(shown),
                                                                count=len(self.model.hits)))
        self.summary.setText(text)
        # Kept (empty) when there is nothing to say: the table must not jump as a filter is
        # typed.
        self.detail.setText(" · ".join(details))

    # -- selection and hover ------------------------------------------------------------------

    @Slot(QItemSelection, QItemSelection)
    def _on_selection_changed(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        current = self.table.currentIndex()
        rows = self.table.selectionModel().selectedRows()
        if rows:
            current = current if current.isValid() and current in rows else rows[0]
            self.hit_selected.emit(current.data(HIT_ROLE))
        else:
            self.hit_selected.emit(None)

    @Slot(QModelIndex)
    def _on_entered(self, index: QModelIndex) -> None:
        self.hit_hovered.emit(index.data(HIT_ROLE))

    def eventFilter(self, watched, event) -> bool:
        from PySide6.QtCore import QEvent

        if watched is self.table.viewport() and event.type() == QEvent.Type.Leave:
            self.hit_hovered.emit(None)
        return super().eventFilter(watched, event)

    # -- copy and export ----------------------------------------------------------------------

    @Slot()
    def copy_selected(self) -> None:
        rows = sorted(index.row() for index in self.table.selectionModel().selectedRows())
        hits = [self.model.hit_at(row) for row in rows] or self.visible_hits()
        QGuiApplication.clipboard().setText("\n".join(hit.word for hit in hits))
        said = tn("Copied {count} word.|Copied {count} words.", len(hits)).format(
            count=len(hits)) if hits else t("Nothing to copy: the list is empty.")
        notify = getattr(self.window(), "notify", None)
        if notify is not None:
            notify(said)
        self.copy_button.setToolTip(said)

    @Slot()
    def _on_check_triggered(self) -> None:
        index = self.table.currentIndex()
        hit = index.data(HIT_ROLE) if index.isValid() else None
        if hit is not None:
            self.check_requested.emit(getattr(hit, "spelling", "") or hit.word)

    @Slot()
    def _export_dialog(self) -> None:
        """The window's File → Export, for the tab this table belongs to."""
        window = self.window()
        export = getattr(window, "export_results", None)
        if export is not None:
            export()
