"""The picture a board was read from, with the grid the reader found drawn on it and each tile's
reading; the user corrects the grid (rows, columns, or by dragging the first and the last tile's
centre) and reads the picture again.

Signals: `read_again(object)` with the corrected GridGeometry when "Read again" is clicked.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal, Slot
from PySide6.QtGui import (
    QColor,
    QFont,
    QHelpEvent,
    QImage,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop_solver.gui.i18n import t

if TYPE_CHECKING:  # the reader loads OpenCV: only when a picture is read
    from desktop_solver.ocr import BoardReading
    from desktop_solver.ocr.geometry import GridGeometry

HANDLE_RADIUS = 7.0       # pixels on screen
GRID_COLOUR = QColor(30, 120, 230)
UNSURE_COLOUR = QColor(230, 120, 20)
MAX_SIDE = 30
BOARD_MARGIN = 0.25       # of the board's size, shown round it
LABEL_ROOM = 1.8          # a tile this many labels high and wide shows every reading


def picture_as_read(source: bytes | Path) -> QImage:
    """The picture as the reader read it (turned upright by its EXIF tag, so the grid found on
    it falls on its tiles), decoded by Pillow: Qt is never handed its colour profile, whose
    parser warns of the odd profiles phones and Macs write."""
    from desktop_solver.ocr.images import load_image

    image = load_image(source)
    width, height = image.size
    return QImage(image.tobytes(), width, height, 3 * width, QImage.Format.Format_RGB888).copy()


class PictureCanvas(QWidget):
    """The image scaled to fit, the grid's tiles, each tile's reading, two draggable handles.

    Signals: `grid_changed()` while a handle is dragged."""

    grid_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.image = QImage()
        self.shown = QRectF()      # the part of the image in view (all of it when empty)
        self.geometry_: GridGeometry | None = None
        self.texts: list[list[str]] = []
        self.unsure: set[tuple[int, int]] = set()
        self._dragging: int | None = None      # 0: first tile's handle, 1: last tile's
        self.setMinimumSize(220, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)

    # -- image <-> screen -----------------------------------------------------------------------

    def show_around(self, box: tuple[float, float, float, float]) -> None:
        """Show the part of the image round `box` (the board's, in image pixels) as large as
        the view allows: the board with a margin of its own size's BOARD_MARGIN, not the whole
        screenshot, whose board may be a small part of it."""
        left, top, right, bottom = box
        margin_x, margin_y = (right - left) * BOARD_MARGIN, (bottom - top) * BOARD_MARGIN
        shown = QRectF(left - margin_x, top - margin_y, right - left + 2 * margin_x,
                       bottom - top + 2 * margin_y)
        self.shown = shown.intersected(QRectF(0, 0, self.image.width(), self.image.height()))

    def _scale_and_offset(self) -> tuple[float, float, float]:
        if self.image.isNull():
            return 1.0, 0.0, 0.0
        shown = self.shown
        if shown.isEmpty():
            shown = QRectF(0, 0, self.image.width(), self.image.height())
        scale = min(self.width() / shown.width(), self.height() / shown.height())
        return (scale, (self.width() - shown.width() * scale) / 2 - shown.x() * scale,
                (self.height() - shown.height() * scale) / 2 - shown.y() * scale)

    def to_screen(self, point: tuple[float, float]) -> QPointF:
        scale, dx, dy = self._scale_and_offset()
        return QPointF(dx + point[0] * scale, dy + point[1] * scale)

    def to_image(self, point: QPointF) -> tuple[float, float]:
        scale, dx, dy = self._scale_and_offset()
        return (point.x() - dx) / scale, (point.y() - dy) / scale

    def handle_points(self) -> list[QPointF]:
        """Where the two handles are on screen (none without a grid)."""
        if self.geometry_ is None:
            return []
        first, last = self.geometry_.corners
        return [self.to_screen(first), self.to_screen(last)]

    # -- painting -------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.image.isNull():
            painter.end()
            return
        scale, dx, dy = self._scale_and_offset()
        painter.drawImage(QRectF(dx, dy, self.image.width() * scale,
                                 self.image.height() * scale), self.image)
        geometry = self.geometry_
        if geometry is not None:
            font = QFont(self.font())
            font.setBold(True)
            font.setPointSizeF(max(6.0, font.pointSizeF() * 0.85))
            painter.setFont(font)
            for row in range(geometry.rows):
                for col in range(geometry.cols):
                    self._paint_tile(painter, geometry, row, col)
            # Rings, not discs: the handles sit on the first and the last tile, the very
            # letters a user checks, and must not hide them.
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for pen in (QPen(Qt.GlobalColor.white, 5), QPen(GRID_COLOUR, 2.5)):
                painter.setPen(pen)
                for point in self.handle_points():
                    painter.drawEllipse(point, HANDLE_RADIUS, HANDLE_RADIUS)
        painter.end()

    def _paint_tile(self, painter: QPainter, geometry: GridGeometry, row: int, col: int) -> None:
        left, top, right, bottom = geometry.tile_box(row, col)
        corner, far = self.to_screen((left, top)), self.to_screen((right, bottom))
        unsure = (row, col) in self.unsure
        colour = UNSURE_COLOUR if unsure else GRID_COLOUR
        painter.setPen(QPen(colour, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(corner, far).adjusted(1, 1, -1, -1))
        text = self.text_at(row, col)
        # The reading in the tile's bottom right corner, small and see-through, so the letter in
        # the picture stays visible beside it. A tile too small for both (a word search's)
        # shows only a reading to check; the others name theirs in the tool tip.
        metrics = painter.fontMetrics()
        shown = text or "·"
        width, height = metrics.horizontalAdvance(shown) + 6, metrics.height()
        if not unsure and min(far.x() - corner.x(), far.y() - corner.y()) < LABEL_ROOM * height:
            return
        label = QRectF(far.x() - width - 2, far.y() - height - 2, width, height)
        background = QColor(colour)
        background.setAlpha(200)
        painter.fillRect(label, background)
        painter.setPen(Qt.GlobalColor.white)
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, shown)

    def text_at(self, row: int, col: int) -> str:
        return self.texts[row][col] if row < len(self.texts) and col < len(self.texts[row]) \
            else ""

    def tile_at(self, point: QPointF) -> tuple[int, int] | None:
        """The grid's tile under a point on screen."""
        if self.geometry_ is None:
            return None
        x, y = self.to_image(point)
        for row in range(self.geometry_.rows):
            for col in range(self.geometry_.cols):
                left, top, right, bottom = self.geometry_.tile_box(row, col)
                if left <= x < right and top <= y < bottom:
                    return row, col
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            tile = self.tile_at(QPointF(event.pos()))
            if tile is not None and self.texts:
                text = self.text_at(*tile) or t("no letter")
                tip = t("Row {row}, column {col}: read as {text}").format(
                    row=tile[0] + 1, col=tile[1] + 1, text=text)
                if tile in self.unsure:
                    tip += " " + t("(not sure: check it)")
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """The whole picture, or the board again: a grid dragged or resized off the part in view
        can be seen and reached."""
        whole = QRectF(0, 0, self.image.width(), self.image.height())
        if self.shown.isEmpty() or self.shown == whole:
            if self.geometry_ is not None:
                self.show_around(self.geometry_.board_box)
        else:
            self.shown = whole
        self.update()

    # -- dragging the handles -------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        position = event.position()
        for index, point in enumerate(self.handle_points()):
            if (point - position).manhattanLength() <= 3 * HANDLE_RADIUS:
                self._dragging = index
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._dragging is None or self.geometry_ is None:
            return
        geometry = self.geometry_
        corners = list(geometry.corners)
        corners[self._dragging] = self.to_image(event.position())
        self.geometry_ = geometry.with_corners(
            geometry.rows, geometry.cols, corners[0], corners[1])
        self.texts = []
        self.update()
        self.grid_changed.emit()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._dragging = None


class PictureView(QWidget):
    """The canvas with the grid's size and "Read again" above it."""

    read_again = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.canvas = PictureCanvas(self)
        self.rows_box, self.cols_box = QSpinBox(self), QSpinBox(self)
        for box in (self.rows_box, self.cols_box):
            box.setRange(1, MAX_SIDE)
            box.valueChanged.connect(self._on_size_changed)
        self._source: bytes | Path | None = None
        self.read_button = QPushButton(self)
        self.read_button.clicked.connect(self._on_read_clicked)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self._size_label, self._times = QLabel(self), QLabel("×", self)
        top = QHBoxLayout()
        top.addWidget(self._size_label)
        top.addWidget(self.rows_box)
        top.addWidget(self._times)
        top.addWidget(self.cols_box)
        top.addWidget(self.read_button)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.canvas, 1)
        layout.addWidget(self.hint)
        self.retranslate()

    def retranslate(self) -> None:
        self._size_label.setText(t("Grid:"))
        self.read_button.setText(t("Read again"))
        self.hint.setText(t("Drag the blue rings onto the centres of the first and the last "
                            "tile, or change the number of rows and columns, then read again. "
                            "Double-click the picture to see all of it."))

    def show_reading(self, source: bytes | Path, reading: BoardReading) -> None:
        """The picture and what was read from it (a BoardReading)."""
        again = source is self._source and not self.canvas.image.isNull()
        if not again:
            self.canvas.image = picture_as_read(source)
        self._source = source
        geometry = reading.geometry
        self.canvas.geometry_ = geometry
        before = QRectF(self.canvas.shown)
        self.canvas.show_around(geometry.board_box)
        if again and not before.isEmpty():
            # Read again over a grid the user set: the part in view only grows, so a grid
            # dragged too small does not zoom the rest of the board out of reach.
            self.canvas.shown = self.canvas.shown.united(before)
        self.canvas.texts = [list(row) for row in reading.rows]
        self.canvas.unsure = set(reading.unsure())
        for box, value in ((self.rows_box, geometry.rows), (self.cols_box, geometry.cols)):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)
        self.canvas.update()

    @Slot()
    def _on_size_changed(self) -> None:
        geometry = self.canvas.geometry_
        if geometry is None:
            return
        self.canvas.geometry_ = geometry.with_size(
            self.rows_box.value(), self.cols_box.value())
        self.canvas.texts = []
        self.canvas.update()

    @Slot()
    def _on_read_clicked(self) -> None:
        if self.canvas.geometry_ is not None:
            self.read_again.emit(self.canvas.geometry_)
