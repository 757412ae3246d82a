"""What a user sees as a broken layout, found in a shown window: two controls drawn over each
other, or a word-wrapped text given fewer lines than it needs."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QWidget,
)

# The widgets a user reads or clicks; what they are made of inside is theirs to arrange.
CONTROLS = (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QLabel, QLineEdit,
            QPlainTextEdit, QProgressBar)


def _is_control(widget: QWidget) -> bool:
    from desktop_solver.gui.board_widget import BoardWidget
    from desktop_solver.gui.picture_view import PictureCanvas

    return isinstance(widget, (*CONTROLS, BoardWidget, PictureCanvas))


def _shown_controls(root: QWidget) -> list[QWidget]:
    found: list[QWidget] = []

    def walk(widget: QWidget) -> None:
        for child in widget.findChildren(QWidget, options=_direct()):
            if not child.isVisible() or child.isWindow():
                continue
            if _is_control(child):
                found.append(child)
            else:
                walk(child)

    walk(root)
    return found


def _direct():
    from PySide6.QtCore import Qt

    return Qt.FindChildOption.FindDirectChildrenOnly


def _on_window(widget: QWidget) -> QRect:
    """The part of the widget its ancestors let show, in the window's coordinates."""
    rect = QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        rect &= QRect(parent.mapTo(parent.window(), QPoint(0, 0)), parent.size())
        parent = parent.parentWidget()
    return rect


def layout_problems(root: QWidget) -> list[str]:
    """Shown controls under `root` that overlap, are cut by their parents, or are word-wrapped
    labels shorter than their text; empty when the layout is sound."""
    problems = []
    controls = _shown_controls(root)
    for widget in controls:
        name = f"{type(widget).__name__} {getattr(widget, 'text', lambda: '')()[:30]!r}"
        whole = QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())
        if _on_window(widget) != whole:
            problems.append(f"{name} is cut: {whole} shows {_on_window(widget)}")
        if isinstance(widget, QLabel) and widget.wordWrap() and widget.text():
            needed = widget.heightForWidth(widget.width())
            if needed > widget.height():
                problems.append(f"{name} needs {needed} px, has {widget.height()}")
        elif widget.height() < widget.minimumSizeHint().height() - 1 \
                and not isinstance(widget, (QAbstractItemView, QPlainTextEdit)):
            problems.append(f"{name} is {widget.height()} px high, needs "
                            f"{widget.minimumSizeHint().height()}")
    for index, widget in enumerate(controls):
        mine = _on_window(widget)
        for other in controls[index + 1:]:
            if mine.intersects(_on_window(other)):
                problems.append(f"{type(widget).__name__} and {type(other).__name__} overlap: "
                                f"{mine} {_on_window(other)}")
    return problems
