"""A word-wrapped label whose minimum height is the height its text needs."""

from __future__ import annotations

from PySide6.QtGui import QHideEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QWidget


class WrappedLabel(QLabel):
    """A word-wrapped label that asks for the height its text needs at its width: a splitter
    does not ask a label's height for its width, and a layout given less squeezes the label
    under its neighbours."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self._fit()

    def _fit(self) -> None:
        # A label out of sight (on a tab not shown) has no width of its own yet, and its
        # height at any width would make the tab it is not on taller.
        if not self.isVisible() or not self.text():
            self.setMinimumHeight(0)
            return
        # heightForWidth answers no less than the minimum height: asked without it.
        self.setMinimumHeight(0)
        self.setMinimumHeight(max(self.heightForWidth(self.width()), 0))
