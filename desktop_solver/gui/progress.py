"""What the window says while it works: any job of the tab shown that runs longer than half a
second shows what it is doing, for how long, how far it has come (when the job reports it)
and a Stop button. It lives in the status bar, whose height never changes, so nothing in the
tab moves when it comes and goes."""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QTimer, Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from desktop_solver.gui.i18n import t
from desktop_solver.gui.jobs import JobLane
from desktop_solver.gui.theme import mark_secondary

SHOW_AFTER_MS = 500   # a wait shorter than this is not worth a word
TICK_MS = 1000        # the seconds shown count up this often


class BusyIndicator(QWidget):
    """Shows the lanes it watches (`watch`) while one is busy for over SHOW_AFTER_MS.
    Signals: `stop_requested` when Stop is clicked."""

    stop_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        mark_secondary(self.label)
        self.bar = QProgressBar(self)
        self.bar.setTextVisible(False)
        self.bar.setFixedWidth(140)
        self.stop_button = QPushButton(self)
        self.stop_button.clicked.connect(self.stop_requested)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label)
        row.addWidget(self.bar)
        row.addWidget(self.stop_button)
        self._lanes: list[JobLane] = []
        self._since = 0.0
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.setInterval(SHOW_AFTER_MS)
        self._delay.timeout.connect(self._refresh)
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self._show_text)
        self.setVisible(False)
        self.retranslate()

    def retranslate(self) -> None:
        self.stop_button.setText(t("Stop"))
        self._show_text()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def watch(self, lanes: list[JobLane]) -> None:
        """Follow these lanes (the tab shown's), instead of those before."""
        for lane in self._lanes:
            lane.busy_changed.disconnect(self._on_busy_changed)
            lane.progress.disconnect(self._on_progress)
        self._lanes = [lane for lane in lanes if lane.what is not None]
        for lane in self._lanes:
            lane.busy_changed.connect(self._on_busy_changed)
            lane.progress.connect(self._on_progress)
        self.setVisible(False)
        self._on_busy_changed(self.busy_lane() is not None)

    def busy_lane(self) -> JobLane | None:
        return next((lane for lane in self._lanes if lane.busy), None)

    @Slot(bool)
    def _on_busy_changed(self, busy: bool) -> None:
        if self.busy_lane() is None:
            self._delay.stop()
            self._tick.stop()
            self.setVisible(False)
        elif not self.isVisible() and not self._delay.isActive():
            self._since = time.monotonic()
            self.bar.setRange(0, 0)   # no fraction known yet: a bar that moves
            self._delay.start()

    @Slot(float)
    def _on_progress(self, fraction: float) -> None:
        self.bar.setRange(0, 1000)
        self.bar.setValue(round(fraction * 1000))

    @Slot()
    def _refresh(self) -> None:
        if self.busy_lane() is not None:
            self._show_text()
            self.setVisible(True)
            self._tick.start()

    @Slot()
    def _show_text(self) -> None:
        lane = self.busy_lane()
        if lane is None or lane.what is None:
            return
        seconds = round(time.monotonic() - self._since)
        self.label.setText(t("{what} {seconds} s").format(what=lane.what(), seconds=seconds))
