"""What the Boggle tab's labels say agrees with its board, in English and Russian."""

from PySide6.QtCore import Qt

from desktop_solver.modes.boggle import preset_by_key
from desktop_solver.modes.pictures import BoardRead
from tests.gui.conftest import type_text


def test_a_fresh_profile_shows_the_boards_size(qtbot, window):
    panel = window.boggle
    # GIVEN a fresh profile: a 4x4 board under Boggle 4x4
    assert (panel.board.rows, panel.board.cols) == (4, 4)
    assert (panel.rows_box.value(), panel.cols_box.value()) == (4, 4)
    # WHEN the user steps the columns up once THEN the board is 4x5
    panel.cols_box.setFocus()
    qtbot.keyClick(panel.cols_box, Qt.Key.Key_Up)
    assert (panel.board.rows, panel.board.cols) == (4, 5)


def test_a_board_read_from_a_picture_brings_its_game(qtbot, window):
    panel = window.boggle
    # GIVEN the Словомания 5x5 preset chosen by the user
    panel.preset_box.setCurrentIndex(panel.preset_box.findData("wordsmania"))
    panel.preset_box.activated.emit(panel.preset_box.currentIndex())
    assert (panel.board.rows, panel.board.cols) == (5, 5)
    # WHEN a 4x4 English board is read from a picture
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        panel.reader.read.emit(BoardRead("CATS/XDOG/ZZZZ/ZZZZ"), "Read in 0.1 s.")
    # THEN the game shown is one of 4x4 boards that is not the Russian one
    preset = panel.preset
    assert (preset.rows, preset.cols) == (4, 4) and preset.lang != "ru"
    assert (panel.rows_box.value(), panel.cols_box.value()) == (4, 4)
    assert panel.preset_box.currentText() == "Ruzzle"  # a game with bonus squares, as Словомания
    assert preset_by_key(window.settings.get("boggle/preset")) == preset


def test_a_word_the_filter_hides_loses_its_path(qtbot, window):
    panel = window.boggle
    panel.board.setFocus()
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        type_text(panel.board, "catsxzzqzzzzzzzz")
    assert panel.results.select_word("cats")
    assert panel.board.highlight
    # WHEN the user filters for "tac"
    qtbot.keyClicks(panel.results.filter_box, "tac")
    # THEN the path of the hidden "cats" is no longer drawn
    assert [hit.word for hit in panel.results.visible_hits()] == ["tac"]
    assert panel.board.highlight == ()


def test_one_is_singular(qtbot, window, english_words):
    english_words.write_text("cats\n", encoding="utf-8")
    window.session.invalidate()
    panel = window.boggle
    panel.board.setFocus()
    type_text(panel.board, "catsxzzqzzzzzzz")
    assert "Type the letters: 1 tile to go." in panel.message.text()
    with qtbot.waitSignal(panel.runner.finished, timeout=10000):
        type_text(panel.board, "z")
    assert panel.results.summary_text().startswith("1 word · 1 point")
    assert window.statusBar().currentMessage().startswith("1 word,")


def test_russian_interface_words_a_bad_tile_in_russian(qtbot, window):
    window.set_ui_language("ru")
    panel = window.boggle
    panel.set_board("КОТ/ZZZ/ЫЫЫ")
    # THEN the message is Russian throughout and names the tile the user sees
    assert panel.message.text() == "Клетка 2:1: латинская буква «Z» на поле кириллицей"
    window.set_ui_language("en")


def test_russian_plurals(qtbot, window):
    from desktop_solver.gui.i18n import tn

    window.set_ui_language("ru")
    forms = [tn("{count} word|{count} words", n).format(count=n) for n in (1, 2, 5, 11, 21)]
    assert forms == ["1 слово", "2 слова", "5 слов", "11 слов", "21 слово"]
    window.set_ui_language("en")


def test_russian_interface_words_bad_letters_and_a_missing_list_in_russian(qtbot, window,
                                                                          tmp_path):
    window.language_actions["ru"].trigger()
    panel = window.anagram
    window.tabs.setCurrentWidget(panel)
    with qtbot.waitSignal(panel.runner.failed, timeout=10000):
        qtbot.keyClicks(panel.letters, "ab1")
    assert panel.message.text() == ("«1» в «ab1» не подходит: вводите буквы одного алфавита или ? "
                                    "вместо любой буквы.")
    window.settings.set("dictionary/en", str(tmp_path / "gone.txt"))
    window.session.invalidate()
    with qtbot.waitSignal(panel.runner.failed, timeout=10000):
        qtbot.keyClicks(panel.letters, "x")  # the letters change: solved again
    gone = tmp_path / "gone.txt"
    assert panel.message.text() == f"Словарь нельзя использовать. Файла {gone} нет."
    window.language_actions["en"].trigger()


def test_an_installation_that_cannot_hold_the_translation_compiles_it_for_the_user(
        tmp_path, monkeypatch):
    import shutil

    from PySide6.QtCore import QTranslator

    from desktop_solver import paths
    from desktop_solver.gui import i18n

    # GIVEN an installation whose translations folder cannot take the compiled file (a folder
    # stands where it would go, as a read-only shared install refuses it)
    shared = tmp_path / "installed" / "i18n"
    shared.mkdir(parents=True)
    shutil.copy(paths.resources_dir() / "i18n" / "desktop_solver_ru.ts", shared)
    (shared / "desktop_solver_ru.qm").mkdir()
    monkeypatch.setattr(i18n, "translations_dir", lambda: shared)
    monkeypatch.setenv("DESKTOP_SOLVER_CACHE_DIR", str(tmp_path / "cache"))
    # WHEN the Russian interface is asked for THEN it is compiled into the user's cache and loads
    compiled = i18n.compiled_translation("ru")
    assert compiled == tmp_path / "cache" / "i18n" / "desktop_solver_ru.qm"
    translator = QTranslator()
    assert translator.load(str(compiled))
    assert not translator.isEmpty()
