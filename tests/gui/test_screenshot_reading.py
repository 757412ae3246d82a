"""Reading a board from a picture in the window: open, paste and drop; corrections remembered.
Uses the real Tesseract (installed by the project's set-up) on boards drawn at test time."""

from PySide6.QtCore import QMimeData, Qt, QUrl
from PySide6.QtGui import QGuiApplication, QImage

from tests.gui.conftest import type_text
from tests.ocr.render import busy_screen, render_board, save

ROWS = [list("SERS"), list("PATG"), list("LINE"), list("SERS")]


def read(qtbot, panel, action):
    with qtbot.waitSignal(panel.reader.read, timeout=30000):
        action()


def test_open_a_screenshot_file(qtbot, window, tmp_path):
    path = save(busy_screen(render_board(ROWS)), tmp_path, "board.png")
    panel = window.boggle
    read(qtbot, panel, lambda: panel.read_image(path))
    assert panel.board.board_text() == "SERS/PATG/LINE/SERS"
    assert "Read in" in panel.message.text()


def test_paste_and_drop_an_image(qtbot, window, tmp_path):
    path = save(render_board(ROWS), tmp_path, "board.png")
    panel = window.boggle
    QGuiApplication.clipboard().setImage(QImage(str(path)))
    # WHEN the user clicks "Paste board" with a picture on the clipboard
    read(qtbot, panel, lambda: qtbot.mouseClick(panel.paste_button, Qt.MouseButton.LeftButton))
    assert panel.board.board_text() == "SERS/PATG/LINE/SERS"
    panel.board.clear()
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    from desktop_solver.gui.screenshots import dropped_image

    assert dropped_image(mime) == path
    read(qtbot, panel, lambda: panel.read_image(dropped_image(mime)))
    assert panel.board.board_text() == "SERS/PATG/LINE/SERS"


def test_a_typed_correction_is_remembered(qtbot, window, tmp_path, user_folders):
    path = save(render_board(ROWS), tmp_path, "board.png")
    panel = window.boggle
    read(qtbot, panel, lambda: panel.read_image(path))
    # WHEN the user types over a tile of the board read from the picture
    panel.board.setFocus()
    panel.board.current = 0
    type_text(panel.board, "Z")
    # THEN the correction is stored as a glyph example for this game's look
    assert any((user_folders / "glyphs").rglob("*"))


def test_a_slip_typed_over_a_sure_tile_is_flagged_and_can_be_forgotten(qtbot, window, tmp_path,
                                                                       user_folders):
    path = save(render_board(ROWS), tmp_path, "board.png")
    panel = window.boggle
    read(qtbot, panel, lambda: panel.read_image(path))
    assert panel.board._unsure == set()
    # GIVEN a slip: Z typed over the first S, which the reader was sure of
    panel.board.setFocus()
    panel.board.current = 0
    type_text(panel.board, "Z")
    # WHEN the picture is read again
    read(qtbot, panel, lambda: panel.read_image(path))
    # THEN every S of that look reads Z, as remembered, but each is left for the user to check,
    # and the message says why and how to undo it
    assert panel.board.board_text() == "ZERZ/PATG/LINE/ZERZ"
    assert panel.board._unsure == {0, 3, 12, 15}
    assert "4 tiles were read as you corrected them before" in panel.message.text()
    # WHEN the user chooses Edit > Forget the remembered tile corrections
    window.forget_action.trigger()
    assert window.statusBar().currentMessage() == "1 remembered tile correction forgotten."
    # THEN the picture reads as it shows again
    read(qtbot, panel, lambda: panel.read_image(path))
    assert panel.board.board_text() == "SERS/PATG/LINE/SERS"
    assert not any((user_folders / "glyphs").glob("*.json"))
    window.forget_action.trigger()
    assert window.statusBar().currentMessage() == "No tile corrections were remembered."


def test_a_picture_without_a_board_is_a_message(qtbot, window, tmp_path):
    path = tmp_path / "blank.png"
    image = QImage(300, 200, QImage.Format.Format_RGB32)
    image.fill(0xFFFFFF)
    image.save(str(path))
    panel = window.boggle
    with qtbot.waitSignal(panel.reader.failed, timeout=30000):
        panel.read_image(path)
    assert panel.message.text().startswith("No board found in the picture: expected a grid of "
                                           "letters of at least 3×3 tiles.")
    # and in Russian, whole
    window.translations.install("ru")
    try:
        with qtbot.waitSignal(panel.reader.failed, timeout=30000):
            panel.read_image(path)
        assert panel.message.text().startswith("На картинке не найдено поле")
    finally:
        window.translations.install("en")


def test_a_file_that_is_no_picture_is_named_in_the_interface_language(qtbot, window, tmp_path):
    path = tmp_path / "notes.png"
    path.write_text("not a picture", encoding="utf-8")
    panel = window.boggle
    window.translations.install("ru")
    try:
        with qtbot.waitSignal(panel.reader.failed, timeout=30000):
            panel.read_image(path)
        assert panel.message.text() == "«notes.png» — не картинка PNG, JPEG, WebP или BMP."
    finally:
        window.translations.install("en")
    with qtbot.waitSignal(panel.reader.failed, timeout=30000):
        panel.read_image(path)
    assert panel.message.text() == "“notes.png” is not a PNG, JPEG, WebP or BMP picture."
