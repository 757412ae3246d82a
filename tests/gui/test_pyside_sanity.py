"""Guards against a Qt binding that breaks the interpreter (PySide6 6.12.0 on Python 3.11 lost a
reference to None on every void call, so painting a big board aborted the app)."""

import sys

from PySide6.QtGui import QColor, QImage, QPainter


def test_void_calls_keep_none_alive():
    image = QImage(20, 20, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(2000):
        painter.setBrush(QColor("red"))
    after = sys.getrefcount(None)
    painter.end()
    assert after >= before - 50
