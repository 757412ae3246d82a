"""The reader draws its letters only in the fonts shipped in resources/fonts, never in the
machine's own (glyph_templates.shipped_fonts, benchmarks/system_fonts.py)."""

import os

import pytest
from PIL import ImageFont

from benchmarks.screens import font_folders, make_screen
from benchmarks.system_fonts import SystemFontLookup, hidden
from desktop_solver import paths
from desktop_solver.export import fonts as export_fonts
from desktop_solver.ocr import read_board
from desktop_solver.ocr.fonts import glyph_templates
from desktop_solver.ocr.fonts.glyph_templates import BOARD_FONT_FILES, FONT_FILES, shipped_fonts


@pytest.fixture
def nothing_drawn_yet():
    """The letters drawn so far forgotten, so that a reading opens the fonts it draws in."""
    def forget():
        for cached in vars(glyph_templates).values():
            if hasattr(cached, "cache_clear"):
                cached.cache_clear()
    forget()
    yield
    forget()


def test_every_face_the_reader_draws_in_is_shipped_with_its_licence():
    folder = paths.fonts_dir()
    assert folder == paths.resources_dir() / "fonts"
    for name in set(FONT_FILES) | set(BOARD_FONT_FILES):
        assert (folder / name).is_file(), name
    assert shipped_fonts() == tuple(folder / name for name in FONT_FILES)
    assert "Bitstream Vera" in (folder / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "SIL Open Font License" in (folder / "LICENSE-Liberation.txt").read_text(
        encoding="utf-8")
    assert export_fonts.find_font() == folder / "DejaVuSans.ttf"


@pytest.mark.skipif(not font_folders(), reason="no installed fonts to hide")
def test_a_system_font_looked_up_fails_while_the_fonts_are_hidden():
    system = font_folders()[0]
    installed = next((path for path in system.rglob("*.tt[fc]")), None)
    with hidden() as lookups:
        with pytest.raises(SystemFontLookup):
            list(os.walk(system))
        if installed is not None:
            with pytest.raises(SystemFontLookup):
                ImageFont.truetype(str(installed), 12)
        ImageFont.truetype(str(paths.fonts_dir() / "DejaVuSans.ttf"), 12)
    assert lookups.opened == [(paths.fonts_dir() / "DejaVuSans.ttf").resolve()]
    assert len(lookups.refused) == 1 + (installed is not None)


@pytest.mark.parametrize("seed, family", [(3, "dice"), (2, "selected")])
def test_a_board_reads_the_same_with_the_machines_fonts_hidden(nothing_drawn_yet, seed, family):
    # GIVEN a tray of dice (its turns judged by drawn letters) and a board with crossed tiles
    # (their letters drawn in the board's face), drawn before the fonts are hidden
    screen = make_screen(seed, family)
    # WHEN it is read with every font outside resources/fonts hidden from the reader
    with hidden() as lookups:
        reading = read_board(screen.png(), "auto", screen.game)
    # THEN it looked up no other font, drew its letters in the shipped ones, and read the board
    assert lookups.refused == []
    assert lookups.opened and all(path.is_relative_to(paths.fonts_dir().resolve())
                                  for path in lookups.opened)
    assert [[text.upper() for text in row] for row in reading.rows] == \
        [list(row) for row in screen.rows]
