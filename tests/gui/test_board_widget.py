"""Typing, pasting and painting the board."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from desktop_solver.gui.board_widget import BoardWidget

from tests.gui.conftest import type_text


def make_board(qtbot, rows=2, cols=2):
    board = BoardWidget()
    qtbot.addWidget(board)
    board.resize(300, 300)
    board.set_size(rows, cols)
    board.show()
    board.setFocus()
    return board


def test_typing_fills_tiles_and_moves_on(qtbot):
    board = make_board(qtbot)
    # GIVEN an empty 2x2 board WHEN the user types four letters
    qtbot.keyClicks(board, "cats")
    # THEN each letter fills a tile in reading order
    assert board.tokens == ["C", "A", "T", "S"]
    assert board.board_text() == "CA/TS" and board.is_complete()


def test_cyrillic_and_backspace_and_arrows(qtbot):
    board = make_board(qtbot)
    type_text(board, "кот")
    qtbot.keyClick(board, Qt.Key.Key_Backspace)
    assert board.tokens == ["К", "О", "", ""]
    qtbot.keyClick(board, Qt.Key.Key_Up)  # from the third tile (row 2) to the first
    qtbot.keyClick(board, Qt.Key.Key_Right)
    qtbot.keyClick(board, Qt.Key.Key_Delete)
    assert board.tokens == ["К", "", "", ""]


def test_bracket_tokens_typed(qtbot):
    board = make_board(qtbot, 1, 4)
    qtbot.keyClicks(board, "[qu]i[-ing].")
    assert board.tokens == ["[QU]", "I", "[-ING]", "."]


def test_auto_qu_for_boggle_dice(qtbot):
    board = make_board(qtbot, 1, 2)
    board.auto_qu = True
    qtbot.keyClicks(board, "qi")
    assert board.tokens == ["[QU]", "I"]


def test_ctrl_v_asks_the_tab_to_paste_even_on_a_board_that_takes_no_typing(qtbot):
    # The tab decides what the clipboard holds for it (a board, a picture to read).
    board = make_board(qtbot)
    board.editable = False
    with qtbot.waitSignal(board.paste_requested):
        qtbot.keyClick(board, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


def test_paste_on_the_board_fills_the_whole_board_and_takes_its_shape(qtbot, window):
    panel = window.boggle
    QGuiApplication.clipboard().setText("ab[qu]\nd[A/E]f\nghi\n")
    panel.board.setFocus()
    with qtbot.waitSignal(panel.board.board_edited):
        qtbot.keyClick(panel.board, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert (panel.board.rows, panel.board.cols) == (3, 3)
    assert panel.board.board_text() == "AB[QU]/D[A/E]F/GHI"


def test_invalid_tile_is_marked_not_raised(qtbot):
    board = make_board(qtbot, 1, 3)
    board.set_board_text("КОZ")
    assert not board.is_complete()
    assert 2 in board.problems and board.problems[2].code == "grid.other_script"


def test_highlight_changes_the_pixels_of_the_path(qtbot):
    board = make_board(qtbot)
    board.set_board_text("CA/TS")
    x, y, w, h = board.layout_geometry().tile_rect(1, 1)
    probe = (int(x + w * 0.85), int(y + h * 0.85))  # a corner of tile S, away from the letter
    before = board.grab().toImage().pixelColor(*probe)
    board.set_highlight(((0, 0), (0, 1), (1, 1)))
    after = board.grab().toImage().pixelColor(*probe)
    assert before != after
    board.set_highlight(())
    assert board.grab().toImage().pixelColor(*probe) == before


def test_trace_with_the_mouse(qtbot):
    board = make_board(qtbot, 2, 2)
    board.set_board_text("CA/TS")
    board.tracing = True
    layout = board.layout_geometry()
    points = [layout.centre(0, 0), layout.centre(0, 1), layout.centre(1, 1)]
    from PySide6.QtCore import QPoint

    with qtbot.waitSignal(board.trace_finished) as blocker:
        qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=QPoint(*map(int, points[0])))
        for point in points[1:]:
            qtbot.mouseMove(board, QPoint(*map(int, point)))
        qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=QPoint(*map(int, points[-1])))
    assert blocker.args == [((0, 0), (0, 1), (1, 1))]


def test_marks_stay_on_their_tiles_when_the_board_grows(qtbot):
    board = make_board(qtbot, 2, 2)
    board.set_board_text("CA/TS --values 1./.4 --bonus 2:1=DL")
    assert (board.values, board.bonuses) == ({0: 1, 3: 4}, {2: "DL"})
    board.set_size(3, 3)  # row 2 moves from cells 2-3 to cells 3-5
    assert (board.values, board.bonuses) == ({0: 1, 4: 4}, {3: "DL"})
    assert board.marked_text() == "CA?/TS?/??? --values 1../.4./... --bonus 2:1=DL"


def test_marks_that_do_not_fit_are_dropped_from_a_paste(qtbot):
    board = make_board(qtbot, 2, 2)
    # values of the wrong shape and an unknown bonus: the letters are kept all the same
    assert board.set_board_text("CA/TS --values 123/4 --bonus 1:1=XX")
    assert (board.board_text(), board.values, board.bonuses) == ("CA/TS", {}, {})
    assert board.set_board_text("CA/TS --values 12/34 --bonus 1:1=XX")
    assert (board.values, board.bonuses) == ({0: 1, 1: 2, 2: 3, 3: 4}, {})


def test_a_bonus_badge_is_painted_in_its_colour(qtbot):
    from desktop_solver.core.scoring import Scoring
    from desktop_solver.gui.board_paint import bonus_colour

    board = make_board(qtbot, 2, 2)
    board.set_board_text("CA/TS --bonus 1:2=TW")

    def badge_pixels():
        image = board.grab().toImage()
        x, y, w, h = board.layout_geometry().tile_rect(0, 1)
        wanted = bonus_colour("TW")
        return sum(image.pixelColor(int(x + w * i / 20), int(y + h * j / 20)) == wanted
                   for i in range(10, 20) for j in range(0, 10))

    assert badge_pixels() == 0  # Boggle has no bonus squares
    board.set_scoring(Scoring.RUZZLE)
    assert badge_pixels() > 5
