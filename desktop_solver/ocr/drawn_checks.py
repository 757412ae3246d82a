"""The board's tiles compared with the letters drawn in its font, and the tiles drawn marks
cross read again (reader.py's last look at the letters before the user's corrections)."""

from __future__ import annotations

import numpy as np
from PIL import Image

from desktop_solver.ocr.confidence import DOUBTED
from desktop_solver.ocr.crossed import crossed_tiles, read_erased, recheck_crossed
from desktop_solver.ocr.drawn_letters import board_fonts, check_uncrossed, read_drawn
from desktop_solver.ocr.drawn_marks import with_drawn_marks_erased
from desktop_solver.ocr.geometry import GridGeometry
from desktop_solver.ocr.segment import TileGlyph
from desktop_solver.ocr.sheet import Key
from desktop_solver.ocr.siblings import board_page, match_crossed


def compared_with_drawings(gray: Image.Image, marks: np.ndarray | None,
                           geometry: GridGeometry, glyphs: list[TileGlyph], lang: str,
                           capitals: bool, upright: bool, texts: dict[Key, str],
                           confidences: dict[Key, float], soft: bool) -> list[str]:
    """Where a shipped font draws the board's letters (drawn_letters), the tiles no mark
    crosses whose reading it draws badly checked against every letter drawn, on a board whose
    letters stand `upright` (dice had theirs compared at every turn). Then the tiles the
    `marks` (drawn_mark_mask; None without any) cross read again: compared with the letters
    drawn in that font, else with the board's uncrossed tiles (siblings); a tile neither
    settles and that reads otherwise with the mark erased is marked unsure (crossed.py).
    `gray` is the picture as is, marks and all."""
    if marks is None and not upright:
        return []
    crossed = crossed_tiles(marks, geometry) if marks is not None else set()
    hidden = marks if marks is not None else np.zeros((gray.height, gray.width), np.uint8)
    page = board_page(gray, hidden, geometry)
    boxes = {(g.row, g.col): g.box for g in glyphs if g.box is not None}
    fonts, fit = board_fonts(page, boxes, crossed, texts, confidences)
    notes = check_uncrossed(page, fonts, fit, geometry, boxes, crossed, lang, capitals, texts,
                            confidences) if fonts and upright else []
    if marks is None:
        return notes
    # Drawn letters are every letter of the alphabet, the siblings only those on the board but
    # drawn exactly as the crossed tile's: they judge what the drawn ones leave (a tie, a
    # reading with a dash).
    settled, tied, more = read_drawn(page, fonts, fit, geometry, boxes, crossed, lang,
                                     capitals, texts, confidences) if fonts else (set(), set(), [])
    left = crossed - settled
    # Read with the mark erased only what the drawn letters left open: a start of Tesseract.
    erased_texts = read_erased(with_drawn_marks_erased(gray, marks, geometry), geometry, left,
                               lang, capitals, soft) if left else {}
    matched, matched_notes = match_crossed(page, geometry, boxes, crossed, texts, confidences,
                                           erased_texts, judged=left)
    # A tile whose drawn letters tie stays unsure whatever tile it matches: the board's
    # tiles are drawn in the same font, and what tells the letters apart is just as hidden.
    for key in tied & matched:
        confidences[key] = min(confidences.get(key, 0.0), DOUBTED)
    return notes + more + matched_notes + recheck_crossed(erased_texts, texts, confidences,
                                                          settled | matched)
