"""A row of controls that wraps onto a second line when the window is narrow, instead of
squeezing its buttons until they read "aste boa" or pushing the window wider than the screen."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLayout, QLayoutItem, QSizePolicy, QWidget

from desktop_solver.gui.theme import SPACING


class FlowLayout(QLayout):
    """Items left to right at their size hints, wrapping to the next line where they do not
    fit; as narrow as its widest item."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setContentsMargins(QMargins(0, 0, 0, 0))
        self.setSpacing(SPACING)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        """One line of every item."""
        shown = self._shown()
        width = sum(item.sizeHint().width() for item in shown) + self.spacing() * max(
            0, len(shown) - 1)
        height = max((item.sizeHint().height() for item in shown), default=0)
        margins = self.contentsMargins()
        return QSize(width + margins.left() + margins.right(),
                     height + margins.top() + margins.bottom())

    def minimumSize(self) -> QSize:
        """The widest item, on a line of its own."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _shown(self) -> list[QLayoutItem]:
        """The items that take room: shown, or hidden but keeping their place."""
        return [item for item in self._items if _takes_room(item.widget())]

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Lay the items out in `rect` (only measure, unless `move`); the height they take."""
        margins = self.contentsMargins()
        area = rect.marginsRemoved(margins)
        x, y, line_height = area.x(), area.y(), 0
        spacing = self.spacing()
        for item in self._shown():
            hint = item.sizeHint()
            if x > area.x() and x + hint.width() > area.right() + 1:
                x, y, line_height = area.x(), y + line_height + spacing, 0
            if move:
                width = min(hint.width(), area.width())
                item.setGeometry(QRect(QPoint(x, y), QSize(width, hint.height())))
            x += hint.width() + spacing
            line_height = max(line_height, hint.height())
        return y + line_height - rect.y() + margins.bottom()


def _takes_room(widget: QWidget | None) -> bool:
    return widget is None or not widget.isHidden() or widget.sizePolicy().retainSizeWhenHidden()


def flow_row(parent: QWidget, widgets: list[QWidget]) -> QWidget:
    """`widgets` in a row of their own that wraps (a widget, so a box layout gives it the
    height its width needs)."""
    row = QWidget(parent)
    layout = FlowLayout(row)
    for widget in widgets:
        layout.addWidget(widget)
    policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
    policy.setHeightForWidth(True)
    row.setSizePolicy(policy)
    return row


def labelled(parent: QWidget, label: QWidget, widget: QWidget) -> QWidget:
    """A label and its box kept together on one line of a flow row."""
    pair = QWidget(parent)
    layout = QHBoxLayout(pair)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(SPACING)
    layout.addWidget(label)
    layout.addWidget(widget)
    return pair
