"""What a new user sees (issue 29, "cannot read it", "feedback", "smaller", "a modern look"):
each test reaches its item through the window as a user does and checks what is shown."""

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton

from desktop_solver.gui.results_model import Column

from tests.gui.conftest import type_text
from tests.gui.test_pasting import in_russian, press_paste_into_tab
from tests.gui.test_tile_marks import choose_preset, solve_board

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton


def show(window, panel):
    window.tabs.setCurrentWidget(panel)
    return panel


def click_tile(qtbot, board, row, col, button=LEFT):
    x, y = board.layout_geometry().centre(row, col)
    qtbot.mouseClick(board, button, pos=QPoint(int(x), int(y)))


def click_header(qtbot, table, column):
    header = table.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), LEFT, pos=QPoint(x, header.height() // 2))


def cut_buttons(window):
    """The push buttons of the tab shown whose text does not fit them."""
    panel = window.current_panel
    return [button.text() for button in panel.findChildren(QPushButton)
            if button.isVisibleTo(panel) and button.width() < button.sizeHint().width()]


# -- cannot read it ---------------------------------------------------------------------------


def test_the_window_cannot_be_made_so_small_that_buttons_and_columns_are_cut(qtbot, window):
    # GIVEN the window in Russian (the longest words) WHEN the user drags it to 500x350
    in_russian(qtbot, window)
    window.resize(500, 350)
    qtbot.waitUntil(lambda: window.width() > 500)
    # THEN it stops at its minimum, and on every tab each button shows its whole text and the
    # word column keeps room for a long word
    for panel in window.panels.values():
        show(window, panel)
        QApplication.processEvents()
        assert cut_buttons(window) == [], panel.title()
        for view in (getattr(panel, "results", None), getattr(panel, "computer_list", None)):
            if view is not None and view.isVisibleTo(panel):
                table = view.table
                assert table.columnWidth(0) >= table.fontMetrics().horizontalAdvance("м" * 9)
    # ...and it is narrow enough for a 1600-pixel screen at scale 2 (800 wide)
    assert window.minimumSizeHint().width() <= 790


def test_the_points_column_is_short_and_the_game_is_named_above_the_list(qtbot, window):
    # GIVEN a Ruzzle board solved
    panel = show(window, window.boggle)
    choose_preset(panel, "ruzzle")
    solve_board(qtbot, panel, "CATS/DOGS/ABLE/TRIP")
    # THEN the headline sums the words up, the game is named once above the list, and the
    # points column's title is one short word, leaving the room to the words
    header = panel.results.model.headerData
    assert header(Column.SCORE, Qt.Orientation.Horizontal) == "Points"
    hits = panel.results.visible_hits()
    assert panel.results.summary_text() == (
        f"{len(hits)} words · {sum(hit.score for hit in hits)} points")
    assert panel.results.detail.text() == "Points as Ruzzle counts them"
    table = panel.results.table
    assert table.columnWidth(Column.WORD) > table.columnWidth(Column.SCORE)
    # WHEN the game is Wordament, and the interface Russian THEN the line follows
    choose_preset(panel, "wordament")
    assert panel.results.detail.text() == "Points as Wordament counts them"
    in_russian(qtbot, window)
    assert header(Column.SCORE, Qt.Orientation.Horizontal) == "Очки"
    assert panel.results.detail.text() == "Очки по правилам Wordament"


def test_the_tile_filter_count_is_never_cut(qtbot, window):
    # GIVEN a solved board WHEN a tile is clicked (the words through it)
    panel = show(window, window.boggle)
    solve_board(qtbot, panel, "CATS/DOGS/ABLE/TRIP")
    every = len(panel.results.visible_hits())
    click_tile(qtbot, panel.board, 0, 0)
    # THEN the headline counts the words shown, and the line under it says of how many, in
    # full (it wraps rather than being cut beside the buttons)
    shown = len(panel.results.visible_hits())
    assert panel.results.summary_text().startswith(f"{shown} word")
    assert panel.results.detail.text().endswith(f"{shown} shown of {every}")
    detail = panel.results.detail
    assert detail.width() >= detail.fontMetrics().horizontalAdvance(detail.text()) or \
        detail.wordWrap()


# -- feedback ---------------------------------------------------------------------------------


def test_a_long_solve_shows_what_runs_and_stop_without_moving_the_board(qtbot, window):
    import time

    # GIVEN a solve that takes long (as a first use of a big list does)
    panel = show(window, window.boggle)
    solve_board(qtbot, panel, "CATS/DOGS/ABLE/TRIP")
    board_place = panel.board.geometry()

    def long_solve(token):
        while not token.cancelled:
            time.sleep(0.01)
        return None
        yield

    panel.runner.start(long_solve)
    # THEN after half a second the status bar says what runs, for how long, with a Stop
    qtbot.waitUntil(window.busy.isVisible, timeout=20000)
    assert window.busy.label.text().startswith("Solving… ")
    assert window.busy.stop_button.text() == "Stop"
    # ...and nothing in the tab moved to make room for it
    assert panel.board.geometry() == board_place
    # WHEN Stop is clicked THEN the solve ends, the progress goes and the tab says so
    with qtbot.waitSignal(panel.runner.busy_changed, timeout=5000):
        qtbot.mouseClick(window.busy.stop_button, LEFT)
    assert not window.busy.isVisible() and not panel.runner.busy
    assert panel.message.text() == "Stopped."


def test_a_job_reports_how_far_it_has_come(qtbot, window):
    # GIVEN a job of the tab shown that reports its progress (as compiling a list can)
    panel = show(window, window.anagram)
    release = __import__("threading").Event()

    def body(token):
        token.report(0.25)
        release.wait(10)
        return None
        yield

    panel.runner.start(body)
    # THEN the bar shows a quarter done
    qtbot.waitUntil(lambda: window.busy.isVisible() and window.busy.bar.value() == 250,
                    timeout=10000)
    assert window.busy.bar.maximum() == 1000
    with qtbot.waitSignal(panel.runner.busy_changed, timeout=5000):
        release.set()
    assert not window.busy.isVisible()


def test_copy_says_what_it_copied(qtbot, window):
    panel = show(window, window.boggle)
    solve_board(qtbot, panel, "CATS/DOGS/ABLE/TRIP")
    qtbot.mouseClick(panel.results.copy_button, LEFT)
    count = len(panel.results.visible_hits())
    assert window.statusBar().currentMessage() == f"Copied {count} words."


def test_file_dialogs_open_in_the_last_folder_used(qtbot, window, tmp_path, monkeypatch):
    # GIVEN results exported once into a folder of the user's
    panel = show(window, window.boggle)
    solve_board(qtbot, panel, "CATS/DOGS/ABLE/TRIP")
    folder = tmp_path / "exports"
    folder.mkdir()
    asked = []

    def answer(parent, caption, start, filters):
        asked.append(Path(start).parent)
        return str(folder / "words.csv"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(answer))
    qtbot.mouseClick(panel.results.export_button, LEFT)
    assert (folder / "words.csv").exists()
    # WHEN the user exports again (from the menu) THEN the dialog opens in that folder
    window.export_action.trigger()
    assert asked == [Path.home(), folder]


def test_pasting_text_that_is_no_board_says_which_tile_and_why(qtbot, window):
    panel = show(window, window.boggle)
    QGuiApplication.clipboard().setText("CATS\nDO#G\nABLE\nTRIP")
    panel.board.setFocus()
    press_paste_into_tab(window)
    assert panel.message.text() == (
        "The clipboard holds no board. Row 2: “#” in “DO#G” is not a letter; type letters, "
        "'.' for a blocked cell, or a special tile in brackets such as [QU].")
    QGuiApplication.clipboard().setText("CATS\nDOG\nABLE")
    press_paste_into_tab(window)
    assert panel.message.text() == ("The clipboard holds no board. Row 2 has 3 tiles where the "
                                    "first row has 4.")


def test_play_speaks_russian_once_russian_is_chosen(qtbot, window):
    # GIVEN a game played to its end in English
    panel = show(window, window.play)
    QGuiApplication.clipboard().setText("CATS/DOGS/ABLE/TRIP")
    with qtbot.waitSignal(panel.runner.finished, timeout=20000):
        window.paste_action.trigger()
    assert panel.message.text() == "Go! Find words of 4 letters or more."
    qtbot.mouseClick(panel.end_button, LEFT)
    assert panel.message.text() == "Game over. The computer found the words you missed."
    # ...the computer's words in a box as large as the player's
    assert panel.computer_list.visible_hits()
    assert abs(panel.computer_list.table.height() - panel.player_list.height()) <= 2
    # WHEN Русский is chosen THEN the message and the language box are Russian
    in_russian(qtbot, window)
    assert panel.message.text() == "Игра окончена. Компьютер нашёл слова, которые вы пропустили."
    assert [panel.lang_box.itemText(i) for i in range(2)] == ["Английский", "Русский"]


# -- smaller ----------------------------------------------------------------------------------


def test_right_clicking_a_tile_does_not_filter_the_words(qtbot, window):
    panel = show(window, window.boggle)
    solve_board(qtbot, panel, "CATS/DOGS/ABLE/TRIP")
    click_tile(qtbot, panel.board, 0, 0, RIGHT)
    assert panel.results.model.cell is None and not panel.results.cell_chip.isVisible()
    click_tile(qtbot, panel.board, 0, 0)
    assert panel.results.model.cell == (0, 0)


def choose_list(qtbot, window, panel, data):
    """Pick a list in the Dictionary box, as the user does; the tab solves again."""
    combo = window.chooser._combo
    index = combo.findData(data)
    combo.setCurrentIndex(index)
    with qtbot.waitSignal(panel.runner.finished, timeout=120000):
        combo.activated.emit(index)


def test_the_first_click_on_a_number_column_puts_the_most_first(qtbot, window):
    # GIVEN words with and without a known frequency (the game's list)
    panel = show(window, window.boggle)
    solve_board(qtbot, panel, "CATS/DOGS/ABLE/TRIP")
    choose_list(qtbot, window, panel, "en|")
    table = panel.results.table
    # WHEN the user clicks Frequency THEN the most common word is first, unknown ones ("–")
    # last, and the arrow points the way it does for Points
    click_header(qtbot, table, Column.FREQUENCY)
    zipfs = [hit.zipf for hit in panel.results.visible_hits()]
    assert zipfs == sorted(zipfs, reverse=True) and zipfs[0] > 0
    header = table.horizontalHeader()
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    # ...and the Word column's first click is A to Z
    click_header(qtbot, table, Column.WORD)
    words = [hit.word for hit in panel.results.visible_hits()]
    assert words == sorted(words)


def test_an_empty_tile_shows_no_dot(qtbot, window):
    # GIVEN a board with one tile typed and the focus elsewhere
    panel = show(window, window.boggle)
    panel.board.setFocus()
    type_text(panel.board, "c")
    panel.results.filter_box.setFocus()
    image = panel.board.grab().toImage()
    # THEN an empty tile's middle is of one colour (no grey dot like a blocked cell's ".")
    left, top, width, height = panel.board.layout_geometry().tile_rect(1, 1)
    ratio = image.devicePixelRatio()
    colours = {image.pixel(int((left + width * fx) * ratio), int((top + height * fy) * ratio))
               for fx in (0.4, 0.45, 0.5, 0.55, 0.6) for fy in (0.4, 0.45, 0.5, 0.55, 0.6)}
    assert len(colours) == 1


def test_help_has_a_guide_in_both_languages(qtbot, window):
    window.guide_action.trigger()
    qtbot.waitUntil(lambda: window.guide.isVisible())
    text = window.guide.browser.toPlainText()
    for part in ("The games", "Keys", "Reading screenshots", "Ctrl+Shift+S", "dashed outline"):
        assert part in text
    window.guide.close()
    in_russian(qtbot, window)
    window.guide_action.trigger()
    qtbot.waitUntil(lambda: window.guide.isVisible())
    assert "Чтение снимков экрана" in window.guide.browser.toPlainText()
    window.guide.close()


def test_about_links_to_the_sources_not_a_path_in_the_source_tree(qtbot, window):
    window.about_action.trigger()
    qtbot.waitUntil(lambda: window.about_box.isVisible())
    assert "file://" in window.about_box.text() and "Help → Guide" in window.about_box.text()
    window.about_box.close()


def test_the_puzzle_generator_starts_from_the_tab_and_may_keep_a_word_inside_another(
        qtbot, window, monkeypatch):
    from desktop_solver.gui.generator_dialog import GeneratorDialog

    opened = []
    monkeypatch.setattr(GeneratorDialog, "exec", lambda dialog: opened.append(dialog))
    # GIVEN words to find on the Word search tab WHEN "Generate a puzzle…" is clicked
    panel = show(window, window.wordsearch)
    panel.words_edit.setPlainText("melon, watermelon")
    qtbot.mouseClick(panel.generate_button, LEFT)
    dialog = opened[0]
    qtbot.addWidget(dialog)
    # THEN the dialog starts from them, and its preview says where the puzzle will be (not
    # one huge empty tile)
    assert dialog.words.toPlainText() == "melon, watermelon"
    assert dialog.preview._shows_placeholder()
    # WHEN generated THEN melon inside watermelon is refused, and says how to keep it
    with qtbot.waitSignal(dialog.runner.failed, timeout=20000):
        dialog.generate_now()
    assert "tick “Keep words inside other words”" in dialog.message.text()
    # WHEN the box is ticked THEN both are placed
    dialog.nested.setChecked(True)
    with qtbot.waitSignal(dialog.runner.finished, timeout=20000):
        dialog.generate_now()
    assert {placement.word for placement in dialog.puzzle.words} == {"MELON", "WATERMELON"}


# -- a modern look ----------------------------------------------------------------------------


def test_one_primary_button_per_tab(window):
    for panel in window.panels.values():
        primary = [button.text() for button in panel.findChildren(QPushButton)
                   if button.property("primary")]
        assert len(primary) == 1, (panel.title(), primary)


def test_the_theme_follows_the_system_scheme(qtbot, window, monkeypatch):
    from desktop_solver.gui import theme as theme_module
    from desktop_solver.gui.theme import DARK, LIGHT, apply_theme

    app = QApplication.instance()
    theme = apply_theme(app, "light")
    try:
        assert window.palette().color(window.backgroundRole()).name() == LIGHT.window
        # WHEN the system turns dark (the offscreen platform cannot: it is told so here, as a
        # desktop tells Qt) THEN the window follows
        monkeypatch.setattr(theme_module, "system_scheme", lambda: DARK)
        app.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
        qtbot.waitUntil(lambda: window.palette().color(window.backgroundRole()).name()
                        == DARK.window)
        board = window.boggle.board.grab().toImage()
        # ...and the board is drawn dark too (its tiles take the palette's base colour)
        x, y, width, height = window.boggle.board.layout_geometry().tile_rect(0, 0)
        ratio = board.devicePixelRatio()
        tile = board.pixelColor(int((x + 4) * ratio), int((y + height / 2) * ratio))
        assert tile.lightness() < 100
    finally:
        theme.restore()


def test_a_picture_is_read_with_progress_and_a_second_one_cancels_the_first(qtbot, window,
                                                                            tmp_path):
    from benchmarks.screens import make_screen

    # GIVEN two screenshots of boards on the clipboard one after the other, pasted on the tab
    panel = show(window, window.boggle)
    first, second = make_screen(3, "light"), make_screen(4, "light")

    def paste(screen):
        path = tmp_path / f"{id(screen)}.png"
        screen.image.save(path)
        QGuiApplication.clipboard().setImage(QImage(str(path)))
        window.paste_action.trigger()

    window.busy._delay.setInterval(0)   # shown at once: the test waits for no clock
    paste(first)
    first_job = panel.reader.runner.current_id
    # THEN the status bar says a board is being read, with Stop, while the window goes on
    qtbot.waitUntil(window.busy.isVisible, timeout=20000)
    assert window.busy.label.text().startswith("Reading the board… ")
    QTest.qWait(1)   # the event loop turns: the window is not blocked
    # WHEN the second picture is pasted THEN the first reading is dropped at once, and the
    # board shows the second
    with qtbot.waitSignal(panel.reader.read, timeout=120000):
        paste(second)
        assert panel.reader.runner.current_id != first_job
        assert first_job not in panel.reader.runner._tokens
    rows = "/".join("".join(row) for row in second.rows)
    assert panel.board.board_text() == rows


def test_a_message_appearing_does_not_move_the_board(qtbot, window):
    # GIVEN a board typed and no message WHEN Paste brings prose (a message of one line)
    panel = show(window, window.boggle)
    solve_board(qtbot, panel, "CATS/DOGS/ABLE/TRIP")
    panel.message.setText("")
    QApplication.processEvents()
    place = panel.board.geometry()
    QGuiApplication.clipboard().setText("CATS\nDO#G\nABLE\nTRIP")
    panel.board.setFocus()
    press_paste_into_tab(window)
    QApplication.processEvents()
    # THEN the message is shown in the room kept for it: the board stays where it was
    assert panel.message.text().startswith("The clipboard holds no board.")
    assert panel.board.geometry() == place
