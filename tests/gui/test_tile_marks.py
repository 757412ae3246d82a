"""Tile values and bonus squares in the window: shown on the tiles, edited from the tile's
context menu, scored in the results; the game's own totals beside ours."""

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent, QGuiApplication
from PySide6.QtWidgets import QApplication, QInputDialog, QMenu

from desktop_solver.core.board import BONUSES, parse_grid
from desktop_solver.core.totals import GameTotals
from desktop_solver.gui.results_model import Column
from desktop_solver.modes.pictures import BoardRead

# A popup menu asks the offscreen platform for what it cannot do; a real screen can.
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (raise\(\)|grabbing the keyboard)",
                                       extend=True)

BOARD = "CATS/XZZQ/ZZZZ/ZZZZ"  # cat, cats, tac in the test dictionary


def choose_preset(panel, key):
    panel.preset_box.setCurrentIndex(panel.preset_box.findData(key))
    panel.preset_box.activated.emit(panel.preset_box.currentIndex())


def solve_board(qtbot, panel, text):
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.set_board(text)


def scores(panel):
    return {hit.word: hit.score for hit in panel.results.visible_hits()}


def menu_action(menu, text):
    return next(action for action in menu.actions() if action.text() == text)


def when_menu_opens(in_menu, seen):
    """Run `in_menu(menu)` on the next popup menu once it is open; its result goes to `seen`."""
    def act():
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(10, act)  # the click has not reached the board yet
            return
        try:
            seen.append(in_menu(menu))
        finally:
            if menu.isVisible():
                menu.close()

    QTimer.singleShot(0, act)


def right_click_tile(qtbot, board, row, col, in_menu):
    """Right-click a tile; `in_menu(menu)` acts on the context menu while it is open, the way
    a user does (keys on the highlighted entry). Returns what `in_menu` returned."""
    seen = []
    when_menu_opens(in_menu, seen)
    x, y = board.layout_geometry().centre(row, col)
    where = QPoint(int(x), int(y))
    # What the window makes of a right-click (QTest's clicks do not make it offscreen).
    QApplication.sendEvent(board, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, where,
                                                    board.mapToGlobal(where)))
    qtbot.waitUntil(lambda: bool(seen))
    return seen[0]


def choose_in_menu(qtbot, menu, *texts):
    """Walk down the menu's entries named `texts` with the keyboard: Right opens a submenu,
    Return chooses the last one."""
    for text in texts[:-1]:
        action = menu_action(menu, text)
        menu.setActiveAction(action)
        qtbot.keyClick(menu, Qt.Key.Key_Right)
        menu = action.menu()
        qtbot.waitUntil(menu.isVisible)
    menu.setActiveAction(menu_action(menu, texts[-1]))
    qtbot.keyClick(menu, Qt.Key.Key_Return)


def bonus_entries(menu):
    """The bonus submenu: each entry's text and whether it is checked."""
    submenu = menu_action(menu, "&Bonus").menu()
    return [(action.text(), action.isChecked()) for action in submenu.actions()]


def test_a_bonus_chosen_from_the_tile_menu_shows_and_scores_like_ruzzle(qtbot, window):
    panel = window.boggle
    choose_preset(panel, "ruzzle")
    solve_board(qtbot, panel, BOARD)
    # Ruzzle's English values: C 4, A 1, T 1, S 1; four letters earn no length bonus.
    assert scores(panel) == {"cat": 6, "cats": 7, "tac": 6}
    # WHEN the user right-clicks the C and chooses Bonus → DW
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        right_click_tile(qtbot, panel.board, 0, 0,
                         lambda menu: choose_in_menu(qtbot, menu, "&Bonus",
                                                     "DW  (double word)"))
    # THEN the tile shows the badge and every word through it counts twice
    assert panel.board.shown_bonus(0) == "DW"
    assert scores(panel) == {"cat": 12, "cats": 14, "tac": 12}
    # AND the menu shows the game's bonuses with the tile's own checked
    entries = right_click_tile(qtbot, panel.board, 0, 0, bonus_entries)
    assert entries == [("&None", False), ("DL  (double letter)", False),
                       ("TL  (triple letter)", False), ("DW  (double word)", True),
                       ("TW  (triple word)", False)]
    # WHEN the C becomes a triple letter instead THEN C counts 12: cat 12 + 1 + 1
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        right_click_tile(qtbot, panel.board, 0, 0,
                         lambda menu: choose_in_menu(qtbot, menu, "&Bonus",
                                                     "TL  (triple letter)"))
    assert scores(panel) == {"cat": 14, "cats": 15, "tac": 14}
    # AND the results rank by those points: the best word first
    assert panel.results.model.hit_at(0).word == "cats"
    # WHEN "None" is chosen THEN the badge goes and the scores are Ruzzle's plain ones
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        right_click_tile(qtbot, panel.board, 0, 0,
                         lambda menu: choose_in_menu(qtbot, menu, "&Bonus", "&None"))
    assert panel.board.shown_bonus(0) == ""
    assert scores(panel) == {"cat": 6, "cats": 7, "tac": 6}


def test_ruzzle_adds_its_length_bonus_and_multiplies_words(qtbot, window, english_words):
    english_words.write_text("coats\n", encoding="utf-8")
    window.session.invalidate()
    panel = window.boggle
    choose_preset(panel, "ruzzle")
    # C 4 on DL = 8, O 1, A 1 on DW, T 1, S 1: (8 + 4) x 2 = 24, plus 5 for the fifth letter
    solve_board(qtbot, panel, "COAT/ZZZS/ZZZZ/ZZZZ --bonus 1:1=DL,1:3=DW")
    assert scores(panel) == {"coats": 29}


def test_the_point_value_entry_edits_the_tiles_value(qtbot, window, monkeypatch):
    panel = window.boggle
    choose_preset(panel, "wordament")
    solve_board(qtbot, panel, BOARD)
    # Wordament's values: C 3, A 2, T 2, S 2; four letters score as they are
    assert scores(panel) == {"cat": 7, "cats": 9, "tac": 7}
    # the game's usual value shows, dimmer than one typed or read
    assert panel.board.shown_value(0) == (3, True)
    # WHEN the user gives the C the value 10 through "Point value…"
    asked = []

    def answer(parent, title, label, value, low, high):
        asked.append(value)
        return 10, True

    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(answer))
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        right_click_tile(qtbot, panel.board, 0, 0,
                         lambda menu: choose_in_menu(qtbot, menu, "Point &value…"))
    # THEN the dialog offered the value shown, the tile shows 10 in full colour, words score it
    assert asked == [3]
    assert panel.board.shown_value(0) == (10, False)
    assert scores(panel) == {"cat": 14, "cats": 16, "tac": 14}
    # AND Wordament has no bonus squares: the menu offers none
    texts = right_click_tile(qtbot, panel.board, 0, 0,
                             lambda menu: [action.text() for action in menu.actions()])
    assert "&Bonus" not in texts and "Point &value…" in texts


def test_clear_values_and_bonuses_clears_the_whole_board(qtbot, window):
    panel = window.boggle
    choose_preset(panel, "ruzzle")
    solve_board(qtbot, panel, BOARD + " --values 9.../..../..../.... --bonus 1:2=TW,4:4=DL")
    assert scores(panel) == {"cat": 33, "cats": 36, "tac": 33}  # (9 + 1 + 1) x 3
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        right_click_tile(qtbot, panel.board, 2, 2,
                         lambda menu: choose_in_menu(qtbot, menu, "Clear values and bonuses"))
    assert (panel.board.values, panel.board.bonuses) == ({}, {})
    assert scores(panel) == {"cat": 6, "cats": 7, "tac": 6}


def test_the_menu_key_opens_the_current_tiles_menu(qtbot, window):
    panel = window.boggle
    choose_preset(panel, "ruzzle")
    solve_board(qtbot, panel, BOARD)
    panel.board.setFocus()
    qtbot.keyClick(panel.board, Qt.Key.Key_Right)  # the current tile: row 1, column 2
    seen = []
    when_menu_opens(lambda menu: choose_in_menu(qtbot, menu, "&Bonus", "TW  (triple word)"),
                    seen)
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        # what the platform makes of the menu key (or Shift+F10)
        QApplication.sendEvent(panel.board, QContextMenuEvent(
            QContextMenuEvent.Reason.Keyboard, QPoint(0, 0), panel.board.mapToGlobal(QPoint())))
    assert panel.board.bonuses == {1: "TW"}


def test_games_show_only_the_marks_they_have(qtbot, window):
    panel = window.boggle
    solve_board(qtbot, panel, BOARD + " --values 9.../..../..../.... --bonus 1:1=DW")
    # Boggle prints no values and has no bonus squares: nothing shows, nothing is offered
    assert panel.board.shown_value(0) == (None, False) and panel.board.shown_bonus(0) == ""
    texts = right_click_tile(qtbot, panel.board, 0, 0,
                             lambda menu: [action.text() for action in menu.actions()])
    assert not {"&Bonus", "Point &value…", "Clear values and bonuses"} & set(texts)
    # Словомания has corner flags and no values
    choose_preset(panel, "wordsmania")
    solve_board(qtbot, panel, "КОТЫШ/ЖУРНА/ЩИПЕЛ/ЭЮЯБВ/ГДЗИЙ --bonus 1:1=×2")
    assert panel.board.shown_bonus(0) == "×2" and panel.board.shown_value(0) == (None, False)
    entries = right_click_tile(qtbot, panel.board, 0, 0, bonus_entries)
    assert [text for text, _ in entries] == ["&None", "×2  (double letter)",
                                             "×3  (triple letter)", "c2  (double word)",
                                             "c3  (triple word)"]


def test_the_game_scoring_the_points_is_named_above_the_list(qtbot, window):
    panel = window.boggle
    header = panel.results.model.headerData
    for key, game in (("ruzzle", "Ruzzle"), ("wordament", "Wordament"), ("boggle4", "Boggle")):
        choose_preset(panel, key)
        assert header(Column.SCORE, Qt.Orientation.Horizontal) == "Points"
        assert panel.results.detail.text() == f"Points as {game} counts them"
    window.language_actions["ru"].trigger()
    qtbot.waitUntil(lambda: window.tabs.tabText(0) == "Игры типа Boggle")
    choose_preset(panel, "ruzzle")
    assert panel.results.detail.text() == "Очки по правилам Ruzzle"
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.tabs.tabText(0) == "Boggle family")


def test_marks_survive_a_restart_and_a_copy_and_paste(qtbot, window, settings):
    panel = window.boggle
    choose_preset(panel, "ruzzle")
    marked = "CATS/XZZQ/ZZZZ/ZZZZ --values 9,12,.,./..../..../.... --bonus 1:1=DW,2:4=TL"
    solve_board(qtbot, panel, marked)
    assert settings.get("boggle/board") == marked
    # Copy on the board copies it with its marks (the form the solve command takes)
    panel.board.setFocus()
    qtbot.keyClick(panel.board, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == marked
    panel.clear_input()
    assert panel.board.values == {}
    QGuiApplication.clipboard().setText(marked)
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        qtbot.keyClick(panel.board, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert panel.board.values == {0: 9, 1: 12} and panel.board.bonuses == {0: "DW", 7: "TL"}
    # a new window restores the board with its marks
    from desktop_solver.gui.main_window import MainWindow

    again = MainWindow(settings, window.translations)
    qtbot.addWidget(again)
    assert again.boggle.board.marked_text() == marked
    again.boggle.shutdown()


def test_marks_read_from_a_screenshot_and_the_games_totals(qtbot, window):
    panel = window.boggle
    choose_preset(panel, "wordament")
    # GIVEN a board read from a picture (Wordament: cat 7, cats 9, tac 7 = 23 points)
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.reader.read.emit(BoardRead(BOARD), "Read in 0.1 s.")
    assert scores(panel) == {"cat": 7, "cats": 9, "tac": 7}
    # WHEN a reading of it also shows a 4 on the C, and the game's totals (one value)
    read = parse_grid(BOARD).with_marks(((4, None, None, None),) + ((None,) * 4,) * 3)
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.reader.read.emit(BoardRead(BOARD, values=read.values, bonuses=read.bonuses,
                                         totals=GameTotals(words=3, points=26)), "")
    # THEN the C shows the 4 read, in full colour, and the totals agree: 26 points
    assert panel.board.shown_value(0) == (4, False)
    note = panel.results.note
    assert note.isVisible() and not panel.results.note_is_warning
    assert note.text() == "Ours 3 words / 26 points — the game says 3\u00a0/\u00a026"
    # WHEN the game counted more than ours THEN the line warns and says why it may be (the
    # board is the same: compared at once, not solved again)
    panel.reader.read.emit(BoardRead(BOARD, values=read.values, bonuses=read.bonuses,
                                     totals=GameTotals(words=4, points=40)), "")
    assert not panel.runner.busy
    assert panel.results.note_is_warning
    assert note.text().startswith("Ours 3 words / 26 points — the game says 4\u00a0/\u00a040\n"
                                  "A tile may be misread")
    # a board typed anew has no totals to compare with
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.set_board("DOGS/ZZZZ/ZZZZ/ZZZZ")
    assert not note.isVisible()


def test_bonus_squares_read_from_a_screenshot_show_and_score(qtbot, window):
    panel = window.boggle
    choose_preset(panel, "ruzzle")
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.reader.read.emit(BoardRead(BOARD), "Read in 0.1 s.")
    read = parse_grid(BOARD).with_marks(bonuses={(0, 3): BONUSES["TW"]})
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.reader.read.emit(BoardRead(BOARD, values=read.values, bonuses=read.bonuses), "")
    # THEN the S shows its badge and only "cats" goes through it: (4 + 1 + 1 + 1) x 3
    assert panel.board.shown_bonus(3) == "TW"
    assert scores(panel) == {"cat": 6, "cats": 21, "tac": 6}
    assert not panel.results.note.isVisible()  # no totals read, no line


def test_a_dropped_screenshot_brings_its_values_badges_and_the_games_totals(qtbot, window,
                                                                             tmp_path):
    from tests.gui.test_picture_view import read_dropped

    # GIVEN the Ruzzle game chosen WHEN a Ruzzle screenshot is dropped on the window
    choose_preset(window.boggle, "ruzzle")
    screen, panel = read_dropped(qtbot, window, tmp_path, "ruzzle", 1, until="finished")
    # THEN every tile shows the badge and the value printed on it in the picture
    cols = len(screen.rows[0])
    for row, (values, bonuses) in enumerate(zip(screen.true_values, screen.true_bonuses)):
        for col, (value, bonus) in enumerate(zip(values, bonuses)):
            assert panel.board.shown_bonus(row * cols + col) == bonus
            assert panel.board.shown_value(row * cols + col) == (value, False)
    assert not panel.results.note.isVisible()   # Ruzzle prints no totals
    # WHEN a Wordament screenshot, whose game says 219 words / 2320 points, is dropped
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        choose_preset(panel, "wordament")    # the board shown is solved again first
    screen, panel = read_dropped(qtbot, window, tmp_path, "wordament", 1, until="finished")
    # THEN our totals stand beside the game's, in warning colours: these random letters make
    # far fewer words than the game claims
    assert screen.totals == (219, 2320)
    note = panel.results.note
    assert note.isVisible() and panel.results.note_is_warning
    assert "the game says 219\u00a0/\u00a02320" in note.text()


def hover_tip(qtbot, board, row, col):
    """The tooltip shown when the pointer rests on a tile (the event Qt sends after a pause)."""
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip
    x, y = board.layout_geometry().centre(row, col)
    where = QPoint(int(x), int(y))
    qtbot.mouseMove(board, where)
    QApplication.sendEvent(board, QHelpEvent(QHelpEvent.Type.ToolTip, where,
                                             board.mapToGlobal(where)))
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_resting_on_a_tile_names_its_bonus_and_value(qtbot, window):
    # GIVEN a Ruzzle board whose C is a double word
    panel = window.boggle
    choose_preset(panel, "ruzzle")
    solve_board(qtbot, panel, BOARD)
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        right_click_tile(qtbot, panel.board, 0, 0,
                         lambda menu: choose_in_menu(qtbot, menu, "&Bonus",
                                                     "DW  (double word)"))
    # WHEN the pointer rests on the C, THEN the tooltip says what the small badge means
    assert hover_tip(qtbot, panel.board, 0, 0) == ("DW: double word\n"
                                                   "4 points (the game's usual value)")
    # AND on the A, its value alone
    assert hover_tip(qtbot, panel.board, 0, 1) == "1 point (the game's usual value)"
