import pytest

from desktop_solver.gui.settings import Settings


@pytest.fixture(autouse=True)
def notices_stay_until_read(monkeypatch):
    """The window's notices stay in the status bar until the test has read them: in use they
    give way to the tab's status after NOTICE_MS, which a busy machine can spend before the
    assertion reads the bar."""
    from desktop_solver.gui import main_window

    monkeypatch.setattr(main_window, "NOTICE_MS", 24 * 3600 * 1000)


@pytest.fixture
def settings(user_folders):
    """Settings in the test's own user folder (see tests/conftest.py)."""
    return Settings()


@pytest.fixture
def english_words(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("cat\ncats\ncast\nscat\nsat\ntac\nact\ndog\ngod\n", encoding="utf-8")
    return path


@pytest.fixture
def window(qtbot, settings, english_words):
    from desktop_solver.gui.i18n import Translations
    from desktop_solver.gui.main_window import MainWindow
    from PySide6.QtWidgets import QApplication

    settings.set("dictionary/en", str(english_words))
    translations = Translations(QApplication.instance())
    translations.install("en")
    main = MainWindow(settings, translations)
    qtbot.addWidget(main)
    main.resize(1100, 700)
    main.show()
    yield main
    main.boggle.shutdown()
    translations.install("en")


def type_text(widget, text):
    """Type any text, Cyrillic included (QTest.keyClicks only knows ASCII keys)."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown,
                                                     Qt.KeyboardModifier.NoModifier, char))


def made_up_words(count, letters="abcdefghij"):
    """`count` different made-up words (ten letters of an alphabet, spelling the numbers)."""
    return ["".join(letters[int(digit)] for digit in f"{n:04d}") for n in range(count)]


def word_list(path, words, padding=150):
    """A word list file that looks like one to the window (see reader.LIST_LEAST_WORDS): the
    words, and made-up words of their alphabet after them."""
    letters = "абвгдежзик" if any("а" <= ch <= "я" for ch in "".join(words)) else "abcdefghij"
    path.write_text("\n".join([*words, *made_up_words(padding, letters)]) + "\n",
                    encoding="utf-8")
    return path


def answer_word_list_question(qtbot, window, yes=True):
    """Click Yes (or No) in the window's question about a dropped word list."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    # The file is examined on a worker first: the question comes when it is read.
    qtbot.waitUntil(lambda: window.word_list_question is not None
                    and window.word_list_question.isVisible(), timeout=30000)
    question = window.word_list_question
    button = QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No
    qtbot.mouseClick(question.button(button), Qt.MouseButton.LeftButton)
