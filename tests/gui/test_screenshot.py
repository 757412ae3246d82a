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


def test_screenshot_leaves_the_users_settings_alone(tmp_path, qapp, english_words, settings):
    from PySide6.QtCore import QByteArray

    from desktop_solver.gui.settings import Settings

    # GIVEN a user's saved board, tab and window layout
    settings.set("dictionary/en", str(english_words))
    settings.set("boggle/board", "DOGS/XCAT")
    settings.set("window/mode", "anagram")
    settings.set("window/geometry", QByteArray(b"layout"))
    settings.sync()
    before = Settings.default_path().read_bytes()
    # WHEN a picture of another state is drawn
    assert main(["--screenshot", str(tmp_path / "shot.png"), "--grid", "CATS/XDOG",
                 "--size", "700x500"]) == 0
    # THEN the saved settings are byte for byte as they were
    assert Settings.default_path().read_bytes() == before
    assert Settings().get("boggle/board") == "DOGS/XCAT"


def test_screenshot_of_a_game_draws_its_marks(tmp_path, qapp, english_words, settings):
    settings.set("dictionary/en", str(english_words))
    settings.sync()
    shots = {}
    for game in ("boggle4", "ruzzle"):
        out = tmp_path / f"{game}.png"
        assert main(["--screenshot", str(out), "--game", game, "--grid",
                     "CATS/XDOG/CATS/XDOG --bonus 1:1=DW", "--size", "900x600"]) == 0
        shots[game] = QImage(str(out))
    # the chosen game is shown: its name, its letter values and the DW badge (Boggle has none)
    assert shots["ruzzle"] != shots["boggle4"]


def test_screenshot_in_the_dark_scheme_and_back(tmp_path, qapp, english_words, settings):
    from PySide6.QtWidgets import QApplication

    from desktop_solver.gui.theme import DARK

    settings.set("dictionary/en", str(english_words))
    settings.sync()
    before = QApplication.palette().color(QApplication.palette().ColorRole.Window).name()
    out = tmp_path / "dark.png"
    assert main(["--screenshot", str(out), "--grid", "CATS/XDOG", "--scheme", "dark",
                 "--size", "700x500"]) == 0
    # the picture is dark: most of it is the dark scheme's background
    image = QImage(str(out))
    samples = [image.pixelColor(x, y).name() for x in range(5, image.width(), 20)
               for y in range(5, image.height(), 20)]
    assert samples.count(DARK.window) > len(samples) / 3
    # ...and the application is left as it was, for what runs next in this process
    assert QApplication.palette().color(QApplication.palette().ColorRole.Window).name() == before
    assert QApplication.instance().styleSheet() == ""
