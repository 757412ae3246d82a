"""The word-search mode: solve a pasted grid (with a word list, or every dictionary word), and
generate printable puzzles."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import SolverError
from desktop_solver.core.wordsearch import (
    MAX_SIDE,
    parse_wordsearch,
    solve_dictionary,
    solve_list,
    split_words,
)
from desktop_solver.gui.board_widget import BoardWidget
from desktop_solver.gui.dictionary_chooser import DictionaryChooser
from desktop_solver.gui.errors import user_message
from desktop_solver.gui.i18n import t
from desktop_solver.gui.lexicons import LexiconStore
from desktop_solver.gui.panel import Panel
from desktop_solver.gui.results_model import WORD_SEARCH
from desktop_solver.gui.results_view import ResultsView

_DEBOUNCE_MS = 150


class WordSearchPanel(Panel):
    def __init__(self, store: LexiconStore, chooser: DictionaryChooser,
                 parent: QWidget | None = None) -> None:
        super().__init__(store, chooser, parent)
        self.runner.batch.connect(self._on_batch)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self._debounce = self.debounce(_DEBOUNCE_MS, self.solve_now)
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.grid_edit, self.words_edit = QPlainTextEdit(self), QPlainTextEdit(self)
        self.grid_edit.setFont(fixed)
        self.min_box = QSpinBox(self)
        self.min_box.setRange(2, MAX_SIDE)
        self.min_box.setValue(4)
        self.show_all = QCheckBox(self)
        self.show_all.setChecked(True)
        self.generate_button = QPushButton(self)
        self.generate_button.clicked.connect(self._open_generator)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.board = BoardWidget(self)
        self.board.editable = False
        self.board.set_size(1, 1)
        self.results = ResultsView(self, WORD_SEARCH)
        self.results.hit_selected.connect(self._on_selected)
        self.results.hit_hovered.connect(self._on_selected)
        for signal in (self.grid_edit.textChanged, self.words_edit.textChanged,
                       self.min_box.valueChanged):
            signal.connect(self._debounce.start)
        self.show_all.toggled.connect(self._show_strokes)
        chooser.changed.connect(self._debounce.start)
        self._labels = [QLabel(self) for _ in range(3)]
        inputs = QVBoxLayout()
        inputs.addWidget(self._labels[0])
        inputs.addWidget(self.grid_edit, 2)
        inputs.addWidget(self._labels[1])
        inputs.addWidget(self.words_edit, 1)
        options = QHBoxLayout()
        options.addWidget(self._labels[2])
        options.addWidget(self.min_box)
        options.addWidget(self.show_all)
        options.addStretch(1)
        options.addWidget(self.generate_button)
        inputs.addLayout(options)
        inputs.addWidget(self.message)
        left = QWidget(self)
        left.setLayout(inputs)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(self.board)
        splitter.addWidget(self.results)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self._missing: tuple[str, ...] = ()
        self.retranslate()

    def retranslate(self) -> None:
        self._labels[0].setText(t("&Grid (one row per line):"))
        self._labels[0].setBuddy(self.grid_edit)
        self._labels[1].setText(t("&Words to find (empty: every dictionary word):"))
        self._labels[1].setBuddy(self.words_edit)
        self._labels[2].setText(t("Shortest:"))
        self.show_all.setText(t("Show all words"))
        self.generate_button.setText(t("Generate a puzzle…"))
        self.results.retranslate()
        self._show_summary()

    def set_puzzle(self, grid_text: str, words: str = "") -> None:
        self.grid_edit.setPlainText(grid_text)
        self.words_edit.setPlainText(words)

    @Slot()
    def solve_now(self) -> None:
        self._debounce.stop()
        self.results.clear()
        self._missing = ()
        text = self.grid_edit.toPlainText().strip()
        if not text:
            self.runner.cancel()
            self.board.set_size(1, 1)
            self.message.setText(t("Paste or type the grid, one row per line."))
            return
        try:
            grid = parse_wordsearch(text)
        except SolverError as error:  # shown inline while the user types
            self.runner.cancel()
            self.message.setText(user_message(error))
            return
        self.board.set_board_text(grid.to_text())
        self._chooser.show_language(grid.lang)
        words = split_words(self.words_edit.toPlainText())
        min_length = self.min_box.value()
        choice, fold_yo = self._chooser.choice_for(grid.lang), not self._chooser.keep_yo
        store = self._store

        def body(token: CancelToken) -> Iterator:
            if words:
                result = solve_list(grid, words, cancel=token)
                yield from result.found
                return result.missing
            yield from solve_dictionary(grid, store.get(grid.lang, choice, fold_yo), min_length,
                                        cancel=token)
            return ()

        self.message.setText("")
        self.runner.start(body)

    @Slot(int, list)
    def _on_batch(self, job_id: int, found: list) -> None:
        self.results.append(found)
        self._show_strokes()

    @Slot(int, object)
    def _on_finished(self, job_id: int, missing: object) -> None:
        self._missing = tuple(missing or ())  # type: ignore[arg-type]
        self._show_summary()
        self._show_strokes()

    @Slot(int, object)
    def _on_failed(self, job_id: int, error: object) -> None:
        self.message.setText(user_message(error))  # type: ignore[arg-type]

    def _show_summary(self) -> None:
        if self._missing:
            self.message.setText(t("Not found: {words}").format(words=", ".join(self._missing)))

    @Slot()
    def _show_strokes(self) -> None:
        shown = self.results.visible_hits() if self.show_all.isChecked() else []
        self.board.set_strokes(tuple(placement.path for found in shown
                                     for placement in found.placements))

    @Slot(object)
    def _on_selected(self, found) -> None:
        self.board.set_highlight(found.path if found is not None else ())

    @Slot()
    def _open_generator(self) -> None:
        from desktop_solver.gui.generator_dialog import GeneratorDialog

        dialog = GeneratorDialog(self._store, self._chooser, self)
        dialog.use_puzzle.connect(self.set_puzzle)
        dialog.exec()

