"""The picture a board was read from, with the grid the reader found drawn on it and each tile's
reading; the user corrects the grid (rows, columns, or by dragging the first and the last tile's
centre) and reads the picture again.

Signals: `read_again(object)` with the corrected GridGeometry when "Read again" is clicked.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, Signal, Slot
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QImage,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop_solver.gui.board_paint import paint_path_through
from desktop_solver.gui.i18n import t
from desktop_solver.gui.wrapped_label import WrappedLabel

if TYPE_CHECKING:  # the reader loads OpenCV: only when a picture is read
    from desktop_solver.ocr import BoardReading
    from desktop_solver.ocr.geometry import GridGeometry

HANDLE_REACH = 7.0        # pixels on screen outside a ring that still grab it
GRID_COLOUR = QColor(30, 120, 230)
UNSURE_COLOUR = QColor(230, 120, 20)
# A mark the reader saw and could not read: its own colour, apart from the letters' orange.
UNSURE_MARK_COLOUR = QColor(200, 40, 160)
MARK_SHARE = 0.3          # of a tile's side: the '?' put on the corner of a mark not read
PATH_COLOUR = QColor(30, 160, 60)
MAX_SIDE = 30
BOARD_MARGIN = 0.25       # of the board's size, shown round it
LABEL_SHARE = 0.3         # a reading's label is at most this share of its tile's height
SMALLEST_LABEL = 7.0      # pixels: a label smaller than that is left to the tool tip
GLYPH_SHARE = 0.6         # of a tile, where no letter box was found: the letter's usual room
TURN_MARGIN = 1.1         # a splitter turns once its room is this much wider (higher) than high


Box = tuple[float, float, float, float]


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
        self.glyphs: dict[tuple[int, int], Box] = {}   # where each tile's letter was found
        self.unsure: set[tuple[int, int]] = set()
        # Tiles whose bonus or value could not be read: their letter keeps its own colour.
        self.unsure_marks: set[tuple[int, int]] = set()
        self.path: tuple[tuple[int, int], ...] = ()    # a word's tiles, drawn over the picture
        self._dragging: int | None = None      # 0: first tile's handle, 1: last tile's
        self._grab_offset = QPointF()          # from the mouse to the dragged ring's centre
        self.setMinimumSize(160, 120)
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

    def ring_radius(self) -> float:
        """The handles' radius on screen: a ring round the whole tile, clear of its letter."""
        geometry = self.geometry_
        if geometry is None:
            return 0.0
        left, top, right, bottom = geometry.tile_box(0, 0)
        corner, far = self.to_screen((left, top)), self.to_screen((right, bottom))
        return math.hypot(far.x() - corner.x(), far.y() - corner.y()) / 2 + 2

    def set_path(self, path: tuple[tuple[int, int], ...]) -> None:
        """Draw a word's path over the tiles read (nothing when the grid has no such tiles)."""
        self.path = tuple(path)
        self.update()

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
            self._paint_labels(painter, geometry)
            for row, col in sorted(self.unsure_marks):
                if row < geometry.rows and col < geometry.cols:
                    self._paint_unsure_mark(painter, geometry, row, col)
            self._paint_path(painter, geometry)
            # Rings round the whole tile: the handles mark the first and the last tile, the
            # very letters a user checks, and must not hide them.
            painter.setBrush(Qt.BrushStyle.NoBrush)
            radius = self.ring_radius()
            for pen in (QPen(Qt.GlobalColor.white, 5), QPen(GRID_COLOUR, 2.5)):
                painter.setPen(pen)
                for point in self.handle_points():
                    painter.drawEllipse(point, radius, radius)
        painter.end()

    def _paint_path(self, painter: QPainter, geometry: GridGeometry) -> None:
        if not self.path or any(row >= geometry.rows or col >= geometry.cols
                                for row, col in self.path):
            return
        points = [self.to_screen(geometry.centre(row, col)) for row, col in self.path]
        left, top, right, bottom = geometry.tile_box(*self.path[0])
        tile = (self.to_screen((right, bottom)) - self.to_screen((left, top))).x()
        # See-through and thin: the letters under the path are the ones a user checks.
        paint_path_through(painter, points, tile, PATH_COLOUR, alpha=140, width=0.06,
                           ring=0.6)

    def _paint_tile(self, painter: QPainter, geometry: GridGeometry, row: int, col: int) -> None:
        left, top, right, bottom = geometry.tile_box(row, col)
        corner, far = self.to_screen((left, top)), self.to_screen((right, bottom))
        colour = UNSURE_COLOUR if (row, col) in self.unsure else GRID_COLOUR
        painter.setPen(QPen(colour, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(corner, far).adjusted(1, 1, -1, -1))

    def _paint_unsure_mark(self, painter: QPainter, geometry: GridGeometry, row: int,
                           col: int) -> None:
        """A '?' on the tile's top left corner, where games put their badges: the bonus or
        value there is to be checked, not the letter."""
        left, top, right, _ = geometry.tile_box(row, col)
        corner = self.to_screen((left, top))
        side = max(SMALLEST_LABEL, (self.to_screen((right, top)) - corner).x() * MARK_SHARE)
        badge = QRectF(corner.x() - side / 3, corner.y() - side / 3, side, side)
        painter.setPen(QPen(Qt.GlobalColor.white, 1.5))
        painter.setBrush(UNSURE_MARK_COLOUR)
        painter.drawEllipse(badge)
        font = QFont(painter.font())
        font.setPixelSize(max(1, round(side * 0.75)))
        painter.setFont(font)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "?")

    def _paint_labels(self, painter: QPainter, geometry: GridGeometry) -> None:
        """Each tile's reading in a corner clear of its letter. The sure tiles show theirs only
        when every one of them has such a corner (a few labels here and there would look like
        the tiles to check); a tile to check shows its reading regardless, see-through where
        it must overlap the letter. A grid the user moved shows none: they were read on the
        old one."""
        if not self.texts:
            return
        labels, base = {}, QFont(painter.font())
        # Tiles are about one size: a font (and its metrics) per size, not per tile, for a
        # 20 x 20 search repainted at each word the pointer passes.
        fonts: dict[int, tuple[QFont, QFontMetricsF]] = {}
        for row in range(geometry.rows):
            for col in range(geometry.cols):
                left, top, right, bottom = geometry.tile_box(row, col)
                cell = QRectF(self.to_screen((left, top)), self.to_screen((right, bottom)))
                labels[row, col] = self._label_room(
                    base, fonts, cell.adjusted(2, 2, -2, -2),
                    self._glyph_on_screen(geometry, row, col), self.text_at(row, col) or "·")
        every_sure = all(label is not None and not label[1]
                         for tile, label in labels.items() if tile not in self.unsure)
        for tile, label in labels.items():
            unsure = tile in self.unsure
            if label is None or not (unsure or every_sure):
                continue
            rect, crowded, font = label
            background = QColor(UNSURE_COLOUR if unsure else GRID_COLOUR)
            background.setAlpha(120 if crowded else 200)
            painter.fillRect(rect, background)
            painter.setFont(font)
            painter.setPen(Qt.GlobalColor.white)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text_at(*tile) or "·")

    def _glyph_on_screen(self, geometry: GridGeometry, row: int, col: int) -> QRectF:
        """Where the tile's letter is on screen: the box the reader found it in, or the middle
        of the tile, where letters usually are."""
        box = self.glyphs.get((row, col))
        if box is None:
            left, top, right, bottom = geometry.tile_box(row, col)
            x, y = (left + right) / 2, (top + bottom) / 2
            half_x, half_y = (right - left) * GLYPH_SHARE / 2, (bottom - top) * GLYPH_SHARE / 2
            box = (x - half_x, y - half_y, x + half_x, y + half_y)
        return QRectF(self.to_screen(box[:2]), self.to_screen(box[2:]))

    def _label_room(self, base: QFont, fonts: dict[int, tuple[QFont, QFontMetricsF]],
                    cell: QRectF, glyph: QRectF,
                    text: str) -> tuple[QRectF, bool, QFont] | None:
        """Where a tile's reading goes: a corner of the tile clear of its letter, whether it is
        crowded (no corner was clear: it overlaps the letter least there), and its font, sized
        to the tile (`base` at most; `fonts` keeps those made, by pixel size); None when the
        tile is too small for a label."""
        size = min(base.pixelSize() if base.pixelSize() > 0 else
                   base.pointSizeF() * self.logicalDpiY() / 72, cell.height() * LABEL_SHARE)
        if size < SMALLEST_LABEL:
            return None
        pixels = max(1, round(size))
        if pixels not in fonts:
            font = QFont(base)
            font.setPixelSize(pixels)
            fonts[pixels] = font, QFontMetricsF(font)
        font, metrics = fonts[pixels]
        width, height = metrics.horizontalAdvance(text) + 4, metrics.height()
        if width > cell.width() / 2:
            return None
        corners = [QRectF(x, y, width, height) for y in (cell.bottom() - height, cell.top())
                   for x in (cell.right() - width, cell.left())]
        clear = [rect for rect in corners if not rect.intersects(glyph)]
        if clear:
            return clear[0], False, font

        def overlap(rect: QRectF) -> float:
            common = rect.intersected(glyph)
            return common.width() * common.height()

        return min(corners, key=overlap), True, font

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
                if tile in self.unsure_marks:
                    tip += " " + t("(its bonus or value could not be read: check it)")
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
        reach = self.ring_radius() + HANDLE_REACH
        for index, point in enumerate(self.handle_points()):
            offset = point - position
            if offset.x() ** 2 + offset.y() ** 2 <= reach ** 2:
                # The ring moves with the mouse from where it was grabbed, not with its centre
                # jumping under the mouse.
                self._dragging, self._grab_offset = index, offset
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._dragging is None or self.geometry_ is None:
            return
        geometry = self.geometry_
        corners = list(geometry.corners)
        corners[self._dragging] = self.to_image(event.position() + self._grab_offset)
        self.geometry_ = geometry.with_corners(
            geometry.rows, geometry.cols, corners[0], corners[1])
        self.texts, self.glyphs, self.unsure_marks = [], {}, set()
        self.update()
        self.grid_changed.emit()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._dragging = None


class PictureSplitter(QSplitter):
    """`main` (the board, or the results) and the picture view: side by side when their room is
    wider than high, one above the other otherwise, so the picture gets the room the board
    leaves unused. Dragging the handle to the edge folds the picture away."""

    def __init__(self, main: QWidget, picture: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.addWidget(main)
        self.addWidget(picture)
        self._main, self._picture = main, picture
        self.setCollapsible(0, False)
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 1)
        self._moved = False     # the user set the sizes: they are kept
        self.splitterMoved.connect(self._on_moved)
        picture.installEventFilter(self)

    @Slot()
    def _on_moved(self) -> None:
        self._moved = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A picture shown gets half the room: the board's size hint would keep most of it.
        if event.type() == QEvent.Type.Show and not self._moved:
            self._halve()
        return super().eventFilter(watched, event)

    def _halve(self) -> None:
        side = self.width() if self.orientation() == Qt.Orientation.Horizontal \
            else self.height()
        self.setSizes([side // 2, side - side // 2])

    def _smallest(self, index: int) -> QSize:
        """The size a child cannot go below (its minimum size where set, else its hint)."""
        widget = (self._main, self._picture)[index]
        hint, least = widget.minimumSizeHint(), widget.minimumSize()
        return QSize(least.width() or hint.width(), least.height() or hint.height())

    def minimumSizeHint(self) -> QSize:
        # The room of the two one above the other, whichever way they are shown: side by side
        # they are shown only when the room is wide enough, and a minimum that changed with the
        # way would hold the window at the larger of the two once it had turned.
        main = self._smallest(0)
        if not self._picture.isVisibleTo(self):
            return main
        picture = self._smallest(1)
        return QSize(max(main.width(), picture.width()),
                     main.height() + self.handleWidth() + picture.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._turn(event.size())
        super().resizeEvent(event)

    def _turn(self, size: QSize) -> None:
        # A margin either way, so a size near square does not turn it back and forth.
        width, height = size.width(), size.height()
        side_by_side = self._smallest(0).width() + self.handleWidth() + \
            self._smallest(1).width()
        if height > width * TURN_MARGIN or width < side_by_side:
            wanted = Qt.Orientation.Vertical
        elif width > height * TURN_MARGIN:
            wanted = Qt.Orientation.Horizontal
        else:
            return
        if wanted != self.orientation():
            self.setOrientation(wanted)
            self._halve()


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
        self.hint = WrappedLabel(self)
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
        self.hint.setText(t("Drag the blue rings round the first and the last tile, or change "
                            "the number of rows and columns, then read again. Double-click the "
                            "picture to see all of it."))

    def show_path(self, path: tuple[tuple[int, int], ...]) -> None:
        """A word's path, drawn over the tiles of the picture as on the board."""
        self.canvas.set_path(path)

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
        self.canvas.glyphs = {(row, col): tile.glyph_box
                              for row, tiles in enumerate(reading.tiles)
                              for col, tile in enumerate(tiles) if tile.glyph_box is not None}
        self.canvas.unsure = set(reading.unsure())
        self.canvas.unsure_marks = set(reading.unsure_marks)
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
        self.canvas.texts, self.canvas.glyphs, self.canvas.unsure_marks = [], {}, set()
        self.canvas.update()

    @Slot()
    def _on_read_clicked(self) -> None:
        if self.canvas.geometry_ is not None:
            self.read_again.emit(self.canvas.geometry_)
