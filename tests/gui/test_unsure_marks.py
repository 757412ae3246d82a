"""A picture whose badge cannot be read: the window shows that tile's bonus as unsure (a '?' on
the picture's tile and where the bonus goes on the board), never its letter, in English and
Russian; setting the bonus from the tile's menu takes the '?' away."""

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QColor, QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from desktop_solver.gui.board_paint import NEW_LETTER_COLOUR
from desktop_solver.gui.picture_view import UNSURE_MARK_COLOUR

from tests.gui.test_main_window import _drop
from tests.gui.test_tile_marks import choose_in_menu, right_click_tile
from tests.ocr.marks_render import GREEN, RED, Board, draw

# A tool tip and a popup menu ask the offscreen platform for what it cannot do; a screen can.
pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (raise\(\)|grabbing the keyboard)", extend=True)

# The R's badge is smudged past reading; the M's is a clear DL.
BOARD = Board(("SHEM", "AYAR", "TNNS", "OSES"), page=(40, 120, 200),
              badges={(0, 3): ("DL", GREEN)}, smudged={(1, 3): RED})
SMUDGED = (1, 3)
TIPS = {"en": "(its bonus or value could not be read: check it)",
        "ru": "(бонус или очки не прочитаны: проверьте)"}


def tool_tip(canvas, point):
    QApplication.sendEvent(canvas, QHelpEvent(QEvent.Type.ToolTip, point,
                                              canvas.mapToGlobal(point)))
    return QToolTip.text()


def mark_on_screen(canvas, row, col):
    """Where the picture view draws a tile's '?': inside its disc, off the '?' itself."""
    left, top, right, _ = canvas.geometry_.tile_box(row, col)
    corner = canvas.to_screen((left, top))
    side = (canvas.to_screen((right, top)) - corner).x() * 0.3
    return QPoint(round(corner.x() - side / 3 + side * 0.2), round(corner.y() + side / 6))


def question_pixels(board, row, col):
    """Pixels of the '?' badge's colour in the top right quarter of a tile on the board."""
    image = board.grab().toImage()
    ratio = image.devicePixelRatio()
    left, top, width, height = board.layout_geometry().tile_rect(row, col)
    return sum(_near(QColor(image.pixel(round(x * ratio), round(y * ratio))), NEW_LETTER_COLOUR)
               for x in range(round(left + width / 2), round(left + width))
               for y in range(round(top), round(top + height / 2)))


def _near(colour, other):
    return (abs(colour.red() - other.red()) + abs(colour.green() - other.green())
            + abs(colour.blue() - other.blue())) < 60


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_badge_not_read_shows_its_bonus_unsure_and_not_its_letter(qtbot, window, tmp_path,
                                                                    language):
    window.set_ui_language(language)
    path = tmp_path / "smudged.png"
    draw(BOARD).save(path)
    panel = window.boggle
    window.tabs.setCurrentWidget(panel)
    # WHEN the picture is dropped on the window
    with qtbot.waitSignal(panel.reader.read, timeout=30000):
        _drop(window, path)
    canvas = panel.picture.canvas
    qtbot.waitUntil(lambda: canvas.isVisible() and bool(canvas.texts))
    # THEN every letter is read and none is to be checked, the R included
    assert panel.board.board_text() == "/".join(BOARD.rows)
    assert not panel.board.unsure and not canvas.unsure
    # AND the R's bonus is: a '?' on its corner in the picture, named by its tool tip
    assert canvas.unsure_marks == {SMUDGED}
    assert QColor(canvas.grab().toImage().pixel(mark_on_screen(canvas, *SMUDGED))) \
        == UNSURE_MARK_COLOUR
    centre = canvas.to_screen(canvas.geometry_.centre(*SMUDGED)).toPoint()
    assert tool_tip(canvas, centre).endswith(TIPS[language])
    # AND on the board, where the bonus goes
    cell = SMUDGED[0] * 4 + SMUDGED[1]
    assert panel.board.unsure_marks == {cell}
    assert panel.board.shown_bonus(cell) == "" and panel.board.shown_bonus(3) == "DL"
    assert question_pixels(panel.board, *SMUDGED) > 0 and question_pixels(panel.board, 1, 2) == 0
    window.set_ui_language("en")


def test_setting_the_bonus_from_the_tile_menu_takes_the_question_away(qtbot, window,
                                                                      tmp_path):
    path = tmp_path / "smudged.png"
    draw(BOARD).save(path)
    panel = window.boggle
    with qtbot.waitSignal(panel.reader.read, timeout=30000):
        _drop(window, path)
    cell = SMUDGED[0] * 4 + SMUDGED[1]
    qtbot.waitUntil(lambda: panel.board.unsure_marks == {cell})
    assert "could not be read" in panel.board.tile_tip(cell)
    # WHEN the user sets the R's bonus from its menu
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        right_click_tile(qtbot, panel.board, *SMUDGED,
                         lambda menu: choose_in_menu(qtbot, menu, "&Bonus",
                                                     "TW  (triple word)"))
    # THEN it shows the bonus and no '?'
    assert panel.board.shown_bonus(cell) == "TW"
    assert not panel.board.unsure_marks and question_pixels(panel.board, *SMUDGED) == 0
    assert "could not be read" not in panel.board.tile_tip(cell)
