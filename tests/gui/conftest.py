import pytest

from desktop_solver.gui.settings import Settings


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
