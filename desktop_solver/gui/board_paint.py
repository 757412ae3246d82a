"""How the board draws: its colours, the pens and fonts of one paint, and the pieces drawn over
the tiles (a tile's marks, a word's path, word-search strokes)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPalette, QPen, QPolygonF

from desktop_solver.core.board import BONUSES
from desktop_solver.gui.geometry import BoardLayout, arrow_head, path_points
from desktop_solver.gui.i18n import t

Path = tuple[tuple[int, int], ...]
INVALID_COLOUR = QColor("#d32f2f")
NEW_LETTER_COLOUR = QColor("#f57c00")
# Bonus squares in Ruzzle's colours, by what they multiply: green double letter, blue triple
# letter, orange double word, red triple word (the Russian games' flags take the same colours).
BONUS_COLOURS = {("letter", 2): QColor("#2e7d32"), ("letter", 3): QColor("#1565c0"),
                 ("word", 2): QColor("#e65100"), ("word", 3): QColor("#c62828")}
# Below this tile side (pixels) the corner marks would be unreadable: only the bonus tint shows.
SMALLEST_MARKED_TILE = 26
# Below this one a badge's name would run into the letter: a corner of its colour stands for it.
SMALLEST_BADGE_TEXT_TILE = 48
# Of a tile's side: the '?' badge of a bonus or value the reader could not read; as large as a
# bonus badge's height, so the doubt shows where the bonus would.
UNSURE_MARK_SHARE = 0.26
STROKE_HUES = (210, 10, 120, 45, 280, 175, 330, 85, 245, 25)


def _multiplies(name: str) -> tuple[str, int]:
    bonus = BONUSES[name]
    return ("word", bonus.word) if bonus.word > 1 else ("letter", bonus.letter)


def bonus_colour(name: str) -> QColor:
    return QColor(BONUS_COLOURS.get(_multiplies(name), QColor("#6a1b9a")))


def bonus_description(name: str) -> str:
    """What a bonus square multiplies, in the interface language."""
    return {("letter", 2): t("double letter"), ("letter", 3): t("triple letter"),
            ("word", 2): t("double word"), ("word", 3): t("triple word")}.get(
        _multiplies(name), "")


def stroke_colour(number: int) -> QColor:
    """The colour of the `number`th word-search stroke: neighbouring strokes differ in hue."""
    colour = QColor.fromHsv(STROKE_HUES[number % len(STROKE_HUES)],
                            170 if number // len(STROKE_HUES) % 2 == 0 else 230, 230)
    colour.setAlpha(80)
    return colour


class PaintKit:
    """Pens, brushes and fonts made once per paint instead of once per tile."""

    def __init__(self, palette: QPalette, font: QFont, tile: float) -> None:
        self.tile = tile
        self.radius = tile * 0.14
        self.highlight = palette.color(QPalette.ColorRole.Highlight)
        self.highlighted_text = palette.color(QPalette.ColorRole.HighlightedText)
        self.base = palette.color(QPalette.ColorRole.Base)
        self.blocked = palette.color(QPalette.ColorRole.Dark)
        self.border = QPen(palette.color(QPalette.ColorRole.Mid), max(1.0, tile * 0.02))
        outline_width = max(2.0, tile * 0.05)
        self.invalid = QPen(INVALID_COLOUR, outline_width)
        self.current = QPen(self.highlight, outline_width)
        self.marked = QPen(palette.color(QPalette.ColorRole.Link), outline_width)
        self.unsure = QPen(NEW_LETTER_COLOUR, outline_width, Qt.PenStyle.DashLine)
        self.text = palette.color(QPalette.ColorRole.Text)
        self._font = QFont(font)
        self._font.setBold(True)
        self._fonts: dict[int, QFont] = {}
        self.small = QFont(self._font)
        self.small.setPixelSize(max(8, int(tile * 0.19)))
        self.badge = QFont(self._font)
        self.badge.setPixelSize(max(7, int(tile * 0.17)))
        self.step = QFont(self._font)
        self.step.setPixelSize(max(6, int(tile * 0.17)))
        self.usual_value = QColor(self.text)
        self.usual_value.setAlpha(120)

    def letter_font(self, length: int) -> QFont:
        font = self._fonts.get(length)
        if font is None:
            font = QFont(self._font)
            font.setPixelSize(max(6, int(self.tile * letter_scale(length))))
            self._fonts[length] = font
        return font


def letter_scale(length: int) -> float:
    """Font size as a share of the tile's side, so that 'QU' or '-ING' still fits."""
    return {1: 0.55, 2: 0.42, 3: 0.33}.get(length, 0.26)


def cell_tint(cell: int, cols: int, on_path: set[tuple[int, int]],
              new_cell: tuple[int, int] | None, highlight: QColor) -> QColor | None:
    position = divmod(cell, cols)
    if position == new_cell:
        tint = QColor(NEW_LETTER_COLOUR)
    elif position in on_path:
        tint = QColor(highlight)
    else:
        return None
    tint.setAlpha(80)
    return tint


def paint_marks(painter: QPainter, kit: PaintKit, rect: QRectF, value: int | None, usual: bool,
                bonus: str) -> None:
    """A tile's value in the bottom right corner (dimmer when it is the game's usual one), its
    bonus badge in the top right (the path's step numbers take the top left)."""
    margin = kit.tile * 0.07
    if value is not None:
        painter.setFont(kit.small)
        painter.setPen(kit.usual_value if usual else kit.text)
        painter.drawText(rect.adjusted(0, 0, -margin, -margin * 0.6),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, str(value))
    if not bonus:
        return
    if kit.tile < SMALLEST_BADGE_TEXT_TILE:
        side, corner = kit.tile * 0.3, QPointF(rect.right() - margin, rect.top() + margin)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(bonus_colour(bonus))
        painter.drawPolygon(QPolygonF([corner, corner - QPointF(side, 0),
                                       corner + QPointF(0, side)]))
        return
    painter.setFont(kit.badge)
    metrics = painter.fontMetrics()
    height = metrics.height() * 1.1
    flag = bonus not in ("DL", "TL", "DW", "TW")  # the Russian games' corner flags
    notch = height * 0.3 if flag else 0.0
    width = metrics.horizontalAdvance(bonus) + height * 0.45 + notch
    badge = QRectF(rect.right() - margin - width, rect.top() + margin, width, height)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(bonus_colour(bonus))
    if flag:  # a pennant: a notch cut in its free side
        painter.drawPolygon(QPolygonF([
            badge.topLeft(), badge.topRight(), badge.bottomRight(), badge.bottomLeft(),
            QPointF(badge.left() + notch, badge.center().y())]))
        badge.setLeft(badge.left() + notch * 0.7)
    else:
        painter.drawRoundedRect(badge, height * 0.3, height * 0.3)
    painter.setPen(QColor("white"))
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, bonus)


def paint_unsure_mark(painter: QPainter, kit: PaintKit, rect: QRectF) -> None:
    """A '?' badge in the bonus corner (top right) of a tile whose bonus or value the reader
    could not read, outlined in the colour of tiles to check: the mark is in doubt, not the
    letter (whose outline stays as it is)."""
    side = kit.tile * UNSURE_MARK_SHARE
    margin = kit.tile * 0.07
    badge = QRectF(rect.right() - margin - side, rect.top() + margin, side, side)
    pen = QPen(kit.unsure)
    pen.setStyle(Qt.PenStyle.SolidLine)
    painter.setPen(pen)
    painter.setBrush(QColor("white"))
    painter.drawEllipse(badge)
    painter.setPen(NEW_LETTER_COLOUR)
    painter.setFont(kit.badge)
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "?")


def paint_path(painter: QPainter, layout: BoardLayout, path: Path, highlight: QColor) -> None:
    """A word's path: a line through its tiles' centres, an arrow head on each step and a ring
    round its first tile."""
    points = [QPointF(x, y) for x, y in path_points(layout, path)]
    paint_path_through(painter, points, layout.tile, highlight)


def paint_path_through(painter: QPainter, points: list[QPointF], tile: float, colour: QColor,
                       alpha: int = 200, width: float = 0.10, ring: float = 0.36) -> None:
    """A path through `points` on tiles `tile` pixels wide: the line (`width` of a tile thick,
    at least 3 px), an arrow head on each step and a ring (`ring` tiles in radius) round the
    first point."""
    line = QColor(colour)
    line.setAlpha(alpha)
    pen = QPen(line, max(3.0, tile * width))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolyline(points)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(line.darker(130))
    for start, end in zip(points, points[1:]):
        head = arrow_head((start.x(), start.y()), (end.x(), end.y()), tile * 0.28)
        if head:
            painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in head]))
    painter.setPen(QPen(line.darker(130), max(2.0, tile * 0.06)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(points[0], tile * ring, tile * ring)


def paint_strokes(painter: QPainter, layout: BoardLayout, strokes: tuple[Path, ...],
                  colours: tuple[int, ...]) -> None:
    """Word-search strokes: a broad line from each word's first letter to its last."""
    for path, colour in zip(strokes, colours):
        pen = QPen(stroke_colour(colour), layout.tile * 0.7)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        start, end = layout.centre(*path[0]), layout.centre(*path[-1])
        painter.drawLine(QPointF(*start), QPointF(*end))


def paint_step_numbers(painter: QPainter, layout: BoardLayout, kit: PaintKit,
                       path: Path) -> None:
    """Each tile of the path numbered in its top left corner."""
    painter.setFont(kit.step)
    for step, (row, col) in enumerate(path, 1):
        x, y, w, h = layout.tile_rect(row, col)
        badge = QRectF(x + w * 0.06, y + h * 0.05, w * 0.26, h * 0.24)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(kit.highlight.darker(140))
        painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
        painter.setPen(kit.highlighted_text)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(step))
