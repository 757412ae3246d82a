"""Glyph memory: a correction typed over a misread tile is remembered for that game's look."""

from __future__ import annotations

import json

from desktop_solver.ocr import GlyphMemory, read_board
from desktop_solver.ocr.recognise.fingerprints import Fingerprint, Look

from tests.ocr.render import WOOD, render_board

LOOK = Look("boggle", True, (236, 214, 168), 0.45)
PRINT = Fingerprint(0b1111 << 40, 0.6, 0.72)


def test_remembered_glyphs_persist_per_look(tmp_path):
    memory = GlyphMemory(tmp_path)
    memory.remember_glyph(LOOK, PRINT, "ш")
    again = GlyphMemory(tmp_path)                        # a new session reads the file
    assert again.recall(LOOK, PRINT)[0] == "Ш"
    assert again.recall(Look("boggle", False, (20, 20, 30), 0.45), PRINT) is None
    assert len(again) == 1
    again.forget()
    assert GlyphMemory(tmp_path).recall(LOOK, PRINT) is None


def test_a_damaged_memory_file_is_ignored(tmp_path):
    (tmp_path / "boggle.json").write_text("{not json", encoding="utf-8")
    memory = GlyphMemory(tmp_path)
    assert memory.recall(LOOK, PRINT) is None
    memory.remember_glyph(LOOK, PRINT, "A")              # and replaced on the next correction
    assert json.loads((tmp_path / "boggle.json").read_text(encoding="utf-8"))["format"] == 1


def test_a_correction_reads_right_on_the_next_screenshot(user_folders):
    # GIVEN a photo of dice where one E lies on its side, which Tesseract cannot read
    first_board = render_board([list("CATS"), list("DOGE"), list("RIBN"), list("WHYM")], WOOD,
                               turned={(1, 3): 90})
    first = read_board(first_board, lang="en", game="boggle", memory=GlyphMemory())
    assert first.rows[1][3] != "E"
    # WHEN the user types E over that tile
    GlyphMemory().remember(first, 1, 3, "E")
    assert (user_folders / "glyphs" / "boggle.json").exists()
    # THEN the next board of the same game reads the same turned E as E, wherever it lies
    second_board = render_board([list("PLUM"), list("EGOT"), list("SANK"), list("VIEW")], WOOD,
                                turned={(1, 0): 90})
    second = read_board(second_board, lang="en", game="boggle", memory=GlyphMemory())
    assert [list(row) for row in second.rows] == [list("PLUM"), list("EGOT"), list("SANK"),
                                                  list("VIEW")]
    assert any(note.startswith("memory: (1, 0)") for note in second.notes)


def test_a_memory_kept_open_sees_and_keeps_corrections_saved_elsewhere(tmp_path):
    # GIVEN the window's memory, read once when it opened
    window = GlyphMemory(tmp_path)
    assert window.recall(LOOK, PRINT) is None
    # WHEN another process (the command line, a second window) remembers a correction
    GlyphMemory(tmp_path).remember_glyph(LOOK, PRINT, "ш")
    # THEN the window's next reading uses it, and its own next correction keeps it
    assert window.recall(LOOK, PRINT)[0] == "Ш"
    other = Fingerprint((1 << 60) - 1, 0.3, 0.3)
    window.remember_glyph(LOOK, other, "ж")
    fresh = GlyphMemory(tmp_path)
    assert fresh.recall(LOOK, PRINT)[0] == "Ш" and fresh.recall(LOOK, other)[0] == "Ж"
