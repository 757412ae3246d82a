"""Capturing the screen: a full-screen overlay on every monitor where the user drags a
rectangle (Esc cancels), grabbing a region again, and watching a region for changes.

Regions are kept in global logical coordinates (what Qt's geometry uses); grabbing goes through
the screen that holds the region, whose device pixel ratio turns it into real pixels on HiDPI.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QGuiApplication, QImage, QKeyEvent, QMouseEvent, QPainter, QPen
from PySide6.QtGui import QPaintEvent, QPixmap, QScreen
from PySide6.QtWidgets import QWidget

from desktop_solver.gui.i18n import t

_NO_CAPTURE_PLATFORMS = ("offscreen", "minimal", "vnc")


def capture_problem() -> str | None:
    """Why the screen cannot be captured here, or None when it can."""
    platform = QGuiApplication.platformName()
    if platform in _NO_CAPTURE_PLATFORMS or not QGuiApplication.screens():
        return t("There is no screen to capture here ({platform}); open, paste or drop a "
                 "screenshot instead.").format(platform=platform)
    if platform.startswith("wayland"):
        return t("Wayland does not let applications capture the screen; take a screenshot "
                 "with your desktop's tool and paste or drop it here.")
    return None


def screen_of(region: QRect) -> QScreen | None:
    return QGuiApplication.screenAt(region.center()) or QGuiApplication.primaryScreen()


def grab_region(region: QRect) -> QImage | None:
    """The screen's pixels inside `region` (global logical coordinates), at full resolution."""
    screen = screen_of(region)
    if screen is None:
        return None
    local = region.translated(-screen.geometry().topLeft())
    pixmap = screen.grabWindow(0, local.x(), local.y(), local.width(), local.height())
    return None if pixmap.isNull() else pixmap.toImage()


class CaptureOverlay(QWidget):
    """One per screen: the frozen screen, dimmed, with the rectangle being dragged.
    Signals: `chosen(QRect)` in global logical coordinates, `cancelled()`."""

    chosen = Signal(QRect)
    cancelled = Signal()

    def __init__(self, screen: QScreen, picture: QPixmap) -> None:
        super().__init__(None, Qt.WindowType.FramelessWindowHint | Qt.WindowType.WindowStaysOnTopHint
                         | Qt.WindowType.Tool)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._picture = picture
        self._start: QPoint | None = None
        self._end: QPoint | None = None
        self.setCursor(Qt.CursorShape.CrossCursor)
        self.setScreen(screen)
        self.setGeometry(screen.geometry())
        self.setToolTip(t("Drag a rectangle around the board; Esc cancels"))

    def selection(self) -> QRect:
        if self._start is None or self._end is None:
            return QRect()
        return QRect(self._start, self._end).normalized()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._start = self._end = event.position().toPoint()
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._start is not None:
            self._end = event.position().toPoint()
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._end = event.position().toPoint()
        chosen = self.selection()
        if chosen.width() > 8 and chosen.height() > 8:
            self.chosen.emit(chosen.translated(self.geometry().topLeft()))
        else:
            self.cancelled.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.cancelled.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawPixmap(self.rect(), self._picture)
        # Dimmed only a little: the frozen screen must stay readable around the selection.
        painter.fillRect(self.rect(), QColor(0, 0, 0, 70))
        chosen = self.selection()
        if not chosen.isNull():
            ratio = self._picture.devicePixelRatio()
            source = QRect(chosen.topLeft() * ratio, chosen.size() * ratio)
            painter.drawPixmap(chosen, self._picture, source)
            painter.setPen(QPen(QColor("#2196f3"), 2))
            painter.drawRect(chosen.adjusted(0, 0, -1, -1))
        painter.setPen(Qt.GlobalColor.white)
        painter.drawText(self.rect().adjusted(0, 12, 0, 0), Qt.AlignmentFlag.AlignHCenter,
                         t("Drag a rectangle around the board; Esc cancels"))
        painter.end()


class RegionPicker(QObject):
    """Shows an overlay on every screen and reports the rectangle chosen on any of them.
    Signals: `chosen(QRect)`, `cancelled()`."""

    chosen = Signal(QRect)
    cancelled = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.overlays: list[CaptureOverlay] = []

    def start(self) -> None:
        for screen in QGuiApplication.screens():
            overlay = CaptureOverlay(screen, screen.grabWindow(0))
            overlay.chosen.connect(self._finish_chosen)
            overlay.cancelled.connect(self._finish_cancelled)
            self.overlays.append(overlay)
            overlay.showFullScreen()
            overlay.activateWindow()

    def _close_all(self) -> None:
        for overlay in self.overlays:
            overlay.close()
        self.overlays = []

    def _finish_chosen(self, region: QRect) -> None:
        self._close_all()
        self.chosen.emit(region)

    def _finish_cancelled(self) -> None:
        self._close_all()
        self.cancelled.emit()


class RegionWatcher(QTimer):
    """Grabs a region every few seconds and reports its picture only when it changed.
    Signals: `changed(QImage)`."""

    changed = Signal(QImage)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.region = QRect()
        self._last: QImage | None = None
        self.timeout.connect(self._look)

    def watch(self, region: QRect, seconds: float) -> None:
        self.region = region
        self._last = None
        self.start(int(seconds * 1000))
        self._look()

    def _look(self) -> None:
        image = grab_region(self.region)
        if image is not None and image != self._last:
            self._last = image
            self.changed.emit(image)
