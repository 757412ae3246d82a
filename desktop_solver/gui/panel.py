"""What every mode's panel shares: a job runner, the status signal, retranslation on a language
change, and shutting its jobs down with the window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QSplitter, QVBoxLayout, QWidget

from desktop_solver.gui.board_widget import BoardWidget

from desktop_solver.gui.dictionary_chooser import DictionaryChooser
from desktop_solver.gui.jobs import JobRunner
from desktop_solver.gui.lexicons import LexiconStore


class Panel(QWidget):
    """Signals: `status(str)` for the window's status bar. Subclasses build their widgets,
    implement `retranslate()` and call it at the end of their constructor."""

    status = Signal(str)

    def __init__(self, store: LexiconStore, chooser: DictionaryChooser,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store, self._chooser = store, chooser
        self.runner = JobRunner(self)
        self._runners = [self.runner]

    def add_runner(self) -> JobRunner:
        """A second job lane (the Balda advisor, picture reading) shut down with the panel."""
        runner = JobRunner(self)
        self._runners.append(runner)
        return runner

    def debounce(self, msecs: int, slot) -> QTimer:
        """A single-shot timer that runs `slot` once typing has paused for `msecs`."""
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(msecs)
        timer.timeout.connect(slot)
        return timer

    def board_beside_results(self, left: list, results: QWidget) -> QSplitter:
        """The usual layout: a column of the given widgets and layouts (the board stretches)
        on the left, the results on the right, with a splitter between."""
        column = QWidget(self)
        column_layout = QVBoxLayout(column)
        for item in left:
            if isinstance(item, QWidget):
                column_layout.addWidget(item, 1 if isinstance(item, BoardWidget) else 0)
            else:
                column_layout.addLayout(item)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(column)
        splitter.addWidget(results)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        return splitter

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def shutdown(self) -> None:
        for runner in self._runners:
            runner.shutdown()
