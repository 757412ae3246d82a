"""`desktop-solver --screenshot`: the window drawn offscreen in a given state."""

from PySide6.QtGui import QImage

from desktop_solver.app import main


def test_screenshot_of_a_solved_board_with_a_selected_word(tmp_path, qapp, english_words, settings):
    settings.set("dictionary/en", str(english_words))
    settings.sync()
    out = tmp_path / "shot.png"
    status = main(["--screenshot", str(out), "--grid", "CATS/XDOG", "--select", "cats",
                   "--size", "900x600", "--ui-lang", "ru"])
    assert status == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 600)


def test_screenshot_refuses_a_word_not_found(tmp_path, qapp, english_words, settings, capsys):
    settings.set("dictionary/en", str(english_words))
    settings.sync()
    status = main(["--screenshot", str(tmp_path / "x.png"), "--grid", "CATS/XDOG",
                   "--select", "zebra"])
    assert status == 2 and "'zebra' is not among the words found" in capsys.readouterr().err
