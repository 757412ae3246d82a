"""What a tab shows after reading a picture, as the user meets it: the reading's message (kept
through the solve, the same picture read twice, a language change), the tiles or letters to
check, a failed reading, the Balda controls, the Word search tab's button and the File menu."""

import io
import struct
import threading

import pytest
from PIL import Image, ImageCms, ImageDraw
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from benchmarks.screens import make_screen
from tests.gui.conftest import answer_word_list_question, type_text, word_list
from tests.gui.test_main_window import _drop
from tests.gui.test_picture_view import type_number
from tests.ocr.render import render_board, save

LEFT = Qt.MouseButton.LeftButton
ROWS = [list("SERS"), list("PATG"), list("LINE"), list("SERS")]
# Where the 10th letter of the 4 Pics 1 Word screen of seed 15 is drawn (its glyph's box).
GLARED_LETTER = (265, 639, 284, 665)
TILE_AT = (240, 652)   # a pixel of that letter's tile
# Where the letter of tile (14, 10) of the word search screen of seed 3 is drawn, and a pixel of
# its tile.
GLARED_SEARCH_LETTER = (275, 362, 280, 370)
SEARCH_TILE_AT = (268, 357)


def screen_file(tmp_path, family, seed):
    screen = make_screen(seed, family)
    path = tmp_path / f"{family}-{seed}.png"
    screen.image.save(path)
    return screen, path


def answer_file_dialog(monkeypatch, path):
    """The next "open a file" dialog answers `path`, as if the user chose it."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *args, **kwargs: (str(path), "")))


def click_read_a_screenshot(qtbot, monkeypatch, panel, path, signal="read"):
    """The user clicks the tab's "Read a screenshot…" and chooses `path`; waits until the
    reader has read it ("read"), failed ("failed"), or the tab's next job has finished."""
    answer_file_dialog(monkeypatch, path)
    waited = {"read": panel.reader.read, "failed": panel.reader.failed,
              "finished": panel.runner.finished}[signal]
    with qtbot.waitSignal(waited, timeout=60000):
        qtbot.mouseClick(panel.open_button, LEFT)


def wait_until_solved(qtbot, panel):
    qtbot.waitUntil(lambda: not panel.runner.busy and not panel._debounce.isActive(),
                    timeout=30000)


@pytest.fixture
def balda_words(window, tmp_path):
    """A small Russian list holding the start words of the Balda screens used here."""
    words = tmp_path / "ru.txt"
    words.write_text("полка\nполкан\nдомик\nдомики\nэра\nяма\nполк\nлак\nкол\nпол\n", encoding="utf-8")
    window.settings.set("dictionary/ru", str(words))


# -- defect 2: the same letters read again -----------------------------------------------------


def test_the_same_picture_read_twice_says_how_it_was_read(qtbot, window, tmp_path,
                                                          monkeypatch):
    panel = window.boggle
    path = save(render_board(ROWS), tmp_path, "board.png")
    # GIVEN a board read from a picture and solved
    click_read_a_screenshot(qtbot, monkeypatch, panel, path)
    wait_until_solved(qtbot, panel)
    status = window.statusBar().currentMessage()
    # WHEN the same picture is read again
    click_read_a_screenshot(qtbot, monkeypatch, panel, path)
    # THEN the message says how it was read (not "Reading the board…" forever), and the
    # words found stand
    assert panel.message.text().startswith("Read in ")
    assert panel.board.board_text() == "SERS/PATG/LINE/SERS"
    assert window.statusBar().currentMessage() == status
    # and so after "Read again" over the same grid
    with qtbot.waitSignal(panel.reader.read, timeout=60000):
        qtbot.mouseClick(panel.picture.read_button, LEFT)
    assert panel.message.text().startswith("Read in ")


# -- defect 5: unsure readings flagged on Anagrams and Balda ------------------------------------


def test_anagrams_keep_the_reading_message_and_mark_the_unsure_letter(qtbot, window, tmp_path,
                                                                       monkeypatch):
    panel = window.anagram
    window.tabs.setCurrentWidget(panel)
    # GIVEN a 4 Pics 1 Word screen whose 10th letter (Б) a glare hides but for its top
    screen, path = screen_file(tmp_path, "fourpics", 15)
    left, top, right, bottom = GLARED_LETTER
    ImageDraw.Draw(screen.image).rectangle((left - 1, top + (bottom - top) * 3 // 10, right + 1,
                                            bottom + 1), fill=screen.image.getpixel(TILE_AT))
    screen.image.save(path)
    # WHEN it is read, for the first time on this tab, and its letters solved
    click_read_a_screenshot(qtbot, monkeypatch, panel, path)
    wait_until_solved(qtbot, panel)
    # THEN the message still says how it was read, and which letters to check
    letters = panel.letters.text()
    assert len(letters) == 12 and letters[:9] == "чкплдфбир" and letters[10:] == "мо"
    assert panel.message.text().startswith("Read in ")
    assert "Check the marked letter (1) against the picture" in panel.message.text()
    # and the letter is marked beside the field
    assert panel.unsure_letters.isVisible()
    assert f"<u>{letters[9]}</u>" in panel.unsure_letters.text()
    assert panel.unsure_letters.text().startswith("чкплдфбир<")
    # WHEN the user corrects the letters THEN the marks and the reading's message go
    panel.letters.setFocus()
    panel.letters.end(False)
    panel.letters.backspace()
    wait_until_solved(qtbot, panel)
    assert not panel.unsure_letters.isVisible()
    assert "Read in" not in panel.message.text()


def test_a_balda_position_shows_its_tiles_to_check_and_takes_a_correction(
        qtbot, window, tmp_path, monkeypatch, balda_words):
    panel = window.balda
    window.tabs.setCurrentWidget(panel)
    # GIVEN a Balda position read, then read again as 5 x 6 (a column too many, read unsure)
    _, path = screen_file(tmp_path, "balda", 5)
    click_read_a_screenshot(qtbot, monkeypatch, panel, path, "finished")
    type_number(qtbot, panel.picture.cols_box, 6)
    with qtbot.waitSignal(panel.runner.finished, timeout=60000):
        qtbot.mouseClick(panel.picture.read_button, LEFT)
    # THEN the tiles the message asks to check carry the dashed outline
    assert "dashed outline (3)" in panel.message.text()
    assert panel.board.unsure == {5, 11, 17}
    assert panel.board.editable
    # WHEN the user types over a tile of the position read (the Я under ПОЛКА)
    qtbot.mouseClick(panel.board, LEFT, pos=tile_centre(panel.board, 3, 1))
    with qtbot.waitSignal(panel.runner.finished, timeout=60000):
        type_text(panel.board, "ф")
    # THEN the position is the corrected one, its moves found again, its outlines kept
    assert panel.position.rows[3][1] == "ф"
    assert panel.board.tokens[3 * 6 + 1] == "Ф"
    assert panel.board.unsure == {5, 11, 17}
    assert "dashed outline (3)" in panel.message.text()
    # and the next letter typed goes to the next tile
    with qtbot.waitSignal(panel.runner.finished, timeout=60000):
        type_text(panel.board, "о")
    assert panel.position.rows[3][:3] == ".фо"
    # WHEN a move is played THEN the board is the game's, no longer typed over
    panel.results.table.selectRow(0)
    with qtbot.waitSignal(panel.runner.finished, timeout=60000):
        qtbot.mouseClick(panel.apply_button, LEFT)
    assert not panel.board.editable
    assert "dashed" not in panel.message.text()


def tile_centre(board, row, col):
    x, y = board.layout_geometry().centre(row, col)
    return QPoint(int(x), int(y))


# -- defect 8: a failed reading ------------------------------------------------------------------


def test_a_failed_reading_takes_the_last_picture_away(qtbot, window, tmp_path, monkeypatch):
    panel = window.boggle
    # GIVEN a board read from a picture, shown with its grid
    click_read_a_screenshot(qtbot, monkeypatch, panel,
                            save(render_board(ROWS), tmp_path, "board.png"))
    wait_until_solved(qtbot, panel)
    assert panel.picture.isVisible()
    # WHEN a picture without a board is read
    blank = save(Image.new("RGB", (300, 200), "white"), tmp_path, "blank.png")
    click_read_a_screenshot(qtbot, monkeypatch, panel, blank, "failed")
    # THEN the message says why, and the last picture and its "Read again" are gone
    assert panel.message.text().startswith("No board found in the picture")
    assert not panel.picture.isVisible()
    assert not panel.picture.read_button.isVisible()


@pytest.fixture
def words_loaded(window, monkeypatch):
    """An event: until it is set, a solve waits for its words, as with a large list loading."""
    loaded = threading.Event()
    lexicon = window.session.lexicon

    def slow_lexicon(request, *progress):
        if threading.current_thread() is not threading.main_thread():
            loaded.wait(30)
        return lexicon(request, *progress)

    monkeypatch.setattr(window.session, "lexicon", slow_lexicon)
    yield loaded
    loaded.set()


def test_a_failed_reading_keeps_its_message_when_the_last_boards_solve_ends(
        qtbot, window, tmp_path, monkeypatch, words_loaded):
    panel = window.boggle
    # GIVEN a board read from a picture, its solve (with the window's tiny list) under way
    click_read_a_screenshot(qtbot, monkeypatch, panel,
                            save(render_board(ROWS), tmp_path, "board.png"))
    qtbot.waitUntil(lambda: panel.runner.busy and not panel._debounce.isActive())
    # WHEN a picture without a board is read before that solve ends
    blank = save(Image.new("RGB", (300, 200), "white"), tmp_path, "blank.png")
    click_read_a_screenshot(qtbot, monkeypatch, panel, blank, "failed")
    assert panel.message.text().startswith("No board found in the picture")
    # AND then the solve ends
    with qtbot.waitSignal(panel.runner.finished, timeout=30000):
        words_loaded.set()
    # THEN the message still says why the picture was not read (not the board's "almost no
    # words" hint), and the board's words are listed
    assert panel.message.text().startswith("No board found in the picture")
    assert [hit.word for hit in panel.results.visible_hits()] == ["sat"]


def test_the_words_of_a_board_changed_while_it_was_solved_are_not_listed(
        qtbot, window, words_loaded):
    panel = window.boggle
    # GIVEN a board being solved, and a user who types slowly (the board changed is solved
    # when the test says)
    panel.set_board("CATS/DOGS/ABLE/TRIP")
    qtbot.waitUntil(lambda: panel.runner.busy and not panel._debounce.isActive())
    panel._debounce.setInterval(60000)
    # WHEN the user types over the first tile, and the solve of the board before then ends
    qtbot.mouseClick(panel.board, LEFT, pos=tile_centre(panel.board, 0, 0))
    type_text(panel.board, "S")
    with qtbot.waitSignal(panel.runner.finished, timeout=30000):
        words_loaded.set()
    # THEN none of its words (cat, cats, tac, act) is listed under the board now shown
    assert panel.board.board_text() == "SATS/DOGS/ABLE/TRIP"
    assert panel.results.visible_hits() == []
    # WHEN the user presses Enter THEN the board shown is solved
    with qtbot.waitSignal(panel.runner.finished, timeout=30000):
        QTest.keyClick(panel.board, Qt.Key.Key_Return)
    assert sorted(hit.word for hit in panel.results.visible_hits()) == ["dog", "god", "sat"]


# -- defect 12: Word search reads screenshots like the other tabs -------------------------------


def test_the_word_search_tab_has_a_read_a_screenshot_button(qtbot, window, tmp_path,
                                                            monkeypatch):
    panel = window.wordsearch
    window.tabs.setCurrentWidget(panel)
    screen, path = screen_file(tmp_path, "wordsearch", 1)
    # GIVEN the Word search tab WHEN the user clicks its "Read a screenshot…"
    assert panel.open_button.isVisible() and panel.open_button.text() == "Read a screenshot…"
    click_read_a_screenshot(qtbot, monkeypatch, panel, path)
    # THEN the grid read fills the grid box, and the picture shows
    assert panel.grid_edit.toPlainText() == "\n".join("".join(row) for row in screen.rows)
    assert panel.picture.isVisible()
    assert panel.message.text().startswith("Read in ")


def test_file_read_a_screenshot_reads_on_the_tab_shown(qtbot, window, tmp_path, monkeypatch):
    panel = window.wordsearch
    window.tabs.setCurrentWidget(panel)
    # GIVEN a word search whose reading has a tile to check: a glare hides the lower half of
    # its tile (14, 10)'s letter (Е), which the reader now reads surely when it is whole
    screen, path = screen_file(tmp_path, "wordsearch", 3)
    left, top, right, bottom = GLARED_SEARCH_LETTER
    ImageDraw.Draw(screen.image).rectangle((left - 1, (top + bottom) // 2, right + 1, bottom + 1),
                                           fill=screen.image.getpixel(SEARCH_TILE_AT))
    screen.image.save(path)
    answer_file_dialog(monkeypatch, path)
    # WHEN the user chooses File → Read a screenshot…
    with qtbot.waitSignal(panel.reader.read, timeout=60000):
        window.open_action.trigger()
    wait_until_solved(qtbot, panel)
    # THEN the picture is read on the tab shown, and the tile to check is corrected in the
    # grid's text (this board is not typed over)
    assert window.tabs.currentWidget() is panel
    assert panel.grid_edit.toPlainText().startswith("ВОУМТШВДЕФТШИНГЛЕ\nХЖПЕДИЭГДЯМПОГАСУ")
    assert panel.board.unsure == {14 * 17 + 10}
    assert "dashed outline (1); correct a wrong letter in the grid's text" in \
        panel.message.text()


# -- defect 13: a Balda position read sets the Balda controls ----------------------------------


def test_a_balda_position_read_sets_the_size_and_the_start_word(qtbot, window, tmp_path,
                                                                monkeypatch, balda_words):
    panel = window.balda
    window.tabs.setCurrentWidget(panel)
    assert (panel.size_box.value(), panel.word_edit.text()) == (5, "балда")
    # WHEN a 7 x 7 position whose start word is ДОМИК is read
    _, path = screen_file(tmp_path, "balda", 2)
    click_read_a_screenshot(qtbot, monkeypatch, panel, path, "finished")
    # THEN the controls show its size and start word: "New game" starts the game read
    assert panel.position.rows[3] == ".домик."
    assert (panel.size_box.value(), panel.word_edit.text()) == (7, "домик")


# -- defect 14: the reading's message after a language change -----------------------------------


def test_the_reading_message_is_translated_with_the_window(qtbot, window, tmp_path,
                                                           monkeypatch):
    panel = window.boggle
    # GIVEN a board read with a tile to check
    _, path = screen_file(tmp_path, "light", 15)
    click_read_a_screenshot(qtbot, monkeypatch, panel, path)
    wait_until_solved(qtbot, panel)
    assert panel.message.text().startswith("Read in ")
    assert "dashed outline (1)" in panel.message.text()
    # WHEN the user switches the window to Russian
    window.language_actions["ru"].trigger()
    qtbot.waitUntil(lambda: window.tabs.tabText(0) == "Игры типа Boggle")
    # THEN the message is still there, in Russian
    assert panel.message.text().startswith("Прочитано за ")
    assert "пунктирной рамкой (1)" in panel.message.text()
    # and back in English
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.tabs.tabText(0) == "Boggle family")
    assert panel.message.text().startswith("Read in ")


def test_a_balda_reading_message_is_translated_with_the_window(qtbot, window, tmp_path,
                                                               monkeypatch, balda_words):
    panel = window.balda
    window.tabs.setCurrentWidget(panel)
    _, path = screen_file(tmp_path, "balda", 2)
    click_read_a_screenshot(qtbot, monkeypatch, panel, path, "finished")
    assert panel.message.text().startswith("Read in ")
    window.language_actions["ru"].trigger()
    qtbot.waitUntil(lambda: window.tabs.tabText(0) == "Игры типа Boggle")
    assert panel.message.text().startswith("Прочитано за ")


# -- defect 15: the dictionary's name, a dropped list, an odd colour profile -------------------


def test_the_dictionary_box_names_the_list_of_the_tab_shown(qtbot, window):
    # GIVEN each game's own English list chosen
    window.settings.set("dictionary/en", "")
    in_use = window.chooser.in_use
    # WHEN the user goes from tab to tab THEN the name beside the box is that tab's list
    window.tabs.setCurrentWidget(window.anagram)
    assert in_use.text() == "(en-common)"
    window.tabs.setCurrentWidget(window.boggle)
    assert in_use.text() == "(en)"
    window.tabs.setCurrentWidget(window.wordsearch)
    assert in_use.text() == "(en-common)"
    # WHEN a tab out of sight solves again (a dictionary option changed) THEN the name stays
    # the shown tab's
    window.tabs.setCurrentWidget(window.anagram)
    with qtbot.waitSignal(window.anagram.runner.finished, timeout=30000):
        window.anagram.letters.setText("tacs")
    window.tabs.setCurrentWidget(window.boggle)
    with qtbot.waitSignal(window.anagram.runner.finished, timeout=30000):
        qtbot.mouseClick(window.chooser.common_box, LEFT)
    assert in_use.text() == "(en)"


def test_a_dropped_word_list_is_announced_past_the_solve_it_starts(qtbot, window, tmp_path):
    panel = window.anagram
    window.tabs.setCurrentWidget(panel)
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.letters.setText("tacs")
    words = word_list(tmp_path / "mywords.txt", ["cat", "act", "tacs"])
    # WHEN a word list is dropped and taken (the tab solves again with it)
    _drop(window, words)
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        answer_word_list_question(qtbot, window)
    # THEN the status bar still says what became of the file
    assert "mywords.txt added" in window.statusBar().currentMessage()
    # and the tab's own status comes back with the tab
    window.tabs.setCurrentWidget(window.boggle)
    window.tabs.setCurrentWidget(panel)
    assert window.statusBar().currentMessage() == panel.status_text != ""


def broken_colour_profile() -> bytes:
    """An sRGB profile whose description is an old-style text too short for its tag, as
    some phones and Macs write: Qt's parser warns of it."""
    profile = bytearray(ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes())
    for number in range(struct.unpack(">I", profile[128:132])[0]):
        tag, offset, size = struct.unpack(">4sII", profile[132 + 12 * number:144 + 12 * number])
        if tag == b"desc":
            text = b"desc" + bytes(4) + struct.pack(">I", 4) + b"sRGB"
            profile[offset:offset + size] = text + bytes(size - len(text))
    return bytes(profile)


def test_a_jpeg_with_an_odd_colour_profile_is_shown_without_a_warning(qtbot, window, tmp_path,
                                                                       monkeypatch):
    # GIVEN a photo of a board saved as JPEG with a colour profile Qt cannot parse
    path = tmp_path / "board.jpg"
    buffer = io.BytesIO()
    render_board(ROWS).save(buffer, "JPEG", quality=95, icc_profile=broken_colour_profile())
    path.write_bytes(buffer.getvalue())
    panel = window.boggle
    # WHEN it is read THEN it is read and shown with its grid, and Qt warns of nothing (a
    # warning fails the test)
    click_read_a_screenshot(qtbot, monkeypatch, panel, path)
    assert panel.board.board_text() == "SERS/PATG/LINE/SERS"
    assert panel.picture.isVisible()
    assert not panel.picture.canvas.image.isNull()
