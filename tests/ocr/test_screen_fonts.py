"""Generated screens drawn in other faces (benchmarks/screens.py use_fonts): the same board in
the faces asked for, the DejaVu screens untouched by default and after going back."""

import numpy as np
import pytest

from benchmarks import screens
from benchmarks.screens import FONT_FILES, fonts, make_screen, use_fonts


@pytest.fixture(autouse=True)
def _default_faces():
    yield
    use_fonts(None)


def test_default_screens_are_drawn_in_the_dejavu_faces():
    assert [path.name for path in fonts()] == list(FONT_FILES)


def test_other_faces_draw_the_same_board_in_other_letters():
    before = make_screen(3, "light")
    # DejaVu faces in other places: installed wherever the screens are drawn at all.
    use_fonts(["DejaVuSerif.ttf", "DejaVuSansMono-Bold.ttf"])
    assert [path.name for path in fonts()] == [
        "DejaVuSansMono-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSansMono-Bold.ttf",
        "DejaVuSansMono-Bold.ttf", "DejaVuSerif.ttf"]
    other = make_screen(3, "light")
    assert other.rows == before.rows
    assert other.image.size == before.image.size
    assert not np.array_equal(np.asarray(other.image), np.asarray(before.image))
    use_fonts(None)
    again = make_screen(3, "light")
    assert np.array_equal(np.asarray(again.image), np.asarray(before.image))


def test_a_face_not_installed_is_named_with_its_package(monkeypatch):
    monkeypatch.setattr(screens, "FONT_PACKAGES", {"NoSuch": "fonts-nosuch"})
    with pytest.raises(FileNotFoundError, match=r"'NoSuchFace-Bold\.ttf'.*fonts-nosuch"):
        use_fonts(["DejaVuSans.ttf", "NoSuchFace-Bold.ttf"])
    assert [path.name for path in fonts()] == list(FONT_FILES)
