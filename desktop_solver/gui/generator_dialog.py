"""Generating a word-search puzzle: options, a preview with or without the answers, export."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_solver.core.alphabet import detect_language
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import SolverError
from desktop_solver.core.wordsearch import list_entries
from desktop_solver.core.wordsearch_generate import Difficulty, Puzzle, generate, letter_weights
from desktop_solver.export.save import save_puzzle
from desktop_solver.gui.board_widget import BoardWidget
from desktop_solver.gui.dictionary_chooser import DictionaryChooser
from desktop_solver.gui.errors import os_reason, user_message
from desktop_solver.gui.i18n import mark, t
from desktop_solver.gui.jobs import JobLane
from desktop_solver.gui.settings import Settings
from desktop_solver.gui.theme import mark_primary
from desktop_solver.session import Session

DIFFICULTY_LABELS = {Difficulty.EASY: mark("Easy: right and down"),
                     Difficulty.MEDIUM: mark("Medium: adds diagonals down"),
                     Difficulty.HARD: mark("Hard: all eight directions, backwards too")}


class GeneratorDialog(QDialog):
    """Signals: `use_puzzle(grid_text, words)` to open the puzzle in the solver."""

    use_puzzle = Signal(str, str)

    def __init__(self, session: Session, chooser: DictionaryChooser,
                 parent: QWidget | None = None, settings: Settings | None = None,
                 words: str = "") -> None:
        """`words`: the list to start from (the tab's words to find)."""
        super().__init__(parent)
        self._session, self._chooser = session, chooser
        self._settings = settings
        self.puzzle: Puzzle | None = None
        self.runner = JobLane(parent=self)
        self.runner.finished.connect(self._on_generated)
        self.runner.failed.connect(self._on_failed)
        self.setWindowTitle(t("Generate a word search"))
        self.words = QPlainTextEdit(self)
        self.words.setPlaceholderText(t("Words, separated by commas, spaces or lines"))
        self.words.setPlainText(words)
        self.rows, self.cols, self.seed = QSpinBox(self), QSpinBox(self), QSpinBox(self)
        for box in (self.rows, self.cols):
            box.setRange(2, 40)
            box.setValue(10)
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setSpecialValueText(t("random"))
        self.difficulty = QComboBox(self)
        for difficulty, label in DIFFICULTY_LABELS.items():
            self.difficulty.addItem(t(label), difficulty.value)
        self.difficulty.setCurrentIndex(1)
        self.uppercase = QCheckBox(t("Capital letters"), self)
        self.uppercase.setChecked(True)
        self.nested = QCheckBox(t("Keep words inside other words (found twice)"), self)
        self.title = QLineEdit(self)
        self.preview = BoardWidget(self)
        self.preview.editable = False
        # Until the first puzzle, a line saying where it will be, not one huge empty tile.
        self.preview.set_placeholder(t("The puzzle appears here when you press Generate."))
        self.answers = QCheckBox(t("Show the answers"), self)
        self.answers.toggled.connect(self._show_answers)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        buttons = QHBoxLayout()
        for text, slot in ((t("Generate"), self.generate_now), (t("Export…"), self._export),
                           (t("Solve it"), self._use), (t("Close"), self.reject)):
            button = QPushButton(text, self)
            button.clicked.connect(slot)
            buttons.addWidget(button)
            if slot == self.generate_now:
                mark_primary(button)
        form = QFormLayout()
        form.addRow(t("Words:"), self.words)
        size = QHBoxLayout()
        size.addWidget(self.rows)
        size.addWidget(QLabel("×", self))
        size.addWidget(self.cols)
        size.addStretch(1)
        form.addRow(t("Size:"), size)
        form.addRow(t("Difficulty:"), self.difficulty)
        form.addRow(t("Seed:"), self.seed)
        form.addRow(t("Title:"), self.title)
        form.addRow("", self.uppercase)
        form.addRow("", self.nested)
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.message)
        left.addLayout(buttons)
        right = QVBoxLayout()
        right.addWidget(self.preview, 1)
        right.addWidget(self.answers)
        layout.addLayout(left, 1)
        layout.addLayout(right, 1)
        self.resize(900, 520)

    @Slot()
    def generate_now(self) -> None:
        words = list_entries(self.words.toPlainText())  # a phrase is one entry
        lang = detect_language("".join(words)) or self._chooser.current_language()
        choice, fold_yo = self._chooser.choice_for(lang), not self._chooser.keep_yo
        height, width = self.rows.value(), self.cols.value()
        difficulty = Difficulty(self.difficulty.currentData())
        seed, uppercase = self.seed.value() or None, self.uppercase.isChecked()
        nested = self.nested.isChecked()
        session = self._session

        def body(token: CancelToken) -> Puzzle:
            weights = letter_weights(session.get(lang, choice, fold_yo))
            return generate(words, weights=weights, cancel=token, height=height, width=width,
                            difficulty=difficulty, seed=seed, lang=lang, uppercase=uppercase,
                            nested=nested)

        self.message.setText(t("Generating…"))
        self.runner.call(body)

    @Slot(int, object)
    def _on_generated(self, job_id: int, puzzle: object) -> None:
        assert isinstance(puzzle, Puzzle)
        self.puzzle = puzzle
        self.preview.set_board_text("/".join(puzzle.rows))
        self._show_answers()
        text = t("{placed} words placed (seed {seed}).").format(placed=len(puzzle.words),
                                                               seed=puzzle.seed)
        if puzzle.unplaced:
            text += " " + t("Did not fit: {words}").format(words=", ".join(puzzle.unplaced))
        self.message.setText(text)

    @Slot(int, object)
    def _on_failed(self, job_id: int, error: object) -> None:
        self.message.setText(user_message(error))  # type: ignore[arg-type]

    @Slot()
    def _show_answers(self) -> None:
        puzzle = self.puzzle if self.answers.isChecked() else None
        self.preview.set_strokes(tuple(placement.path for placement in puzzle.words)
                                 if puzzle is not None else ())

    @Slot()
    def _use(self) -> None:
        if self.puzzle is not None:
            self.use_puzzle.emit("\n".join(self.puzzle.rows),
                                 ", ".join(placement.word for placement in self.puzzle.words))
            self.accept()

    @Slot()
    def _export(self) -> None:
        if self.puzzle is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, t("Export the puzzle"), str(
                (self._settings.folder("save") if self._settings else Path.home())
                / "word-search.pdf"),
            t("PDF, puzzle and answers (*.pdf);;PNG pictures (*.png);;Text (*.txt);;JSON (*.json)"))
        if path:
            if self._settings is not None:
                self._settings.remember_folder("save", path)
            try:
                save_puzzle(self.puzzle, Path(path), title=self.title.text().strip() or None)
            except OSError as error:
                QMessageBox.warning(self, t("Export the puzzle"), t(
                    "Cannot write {path}: {reason}").format(path=path, reason=os_reason(error)))
            except SolverError as error:
                QMessageBox.warning(self, t("Export the puzzle"), user_message(error))

    def done(self, result: int) -> None:
        self.runner.shutdown()
        super().done(result)
