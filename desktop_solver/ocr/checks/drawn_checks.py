"""The board's tiles compared with the letters drawn in its font, and the tiles drawn marks
cross read again (reader.py's last look at the letters before the user's corrections)."""

from __future__ import annotations

import numpy as np

from desktop_solver.ocr.confidence import DOUBTED
from desktop_solver.ocr.checks.crossed import crossed_tiles, read_erased, recheck_crossed
from desktop_solver.ocr.draft import Draft, Pictures
from desktop_solver.ocr.checks.drawn_letters import board_fonts, check_uncrossed, read_drawn
from desktop_solver.ocr.marks.drawn_marks import with_drawn_marks_erased
from desktop_solver.ocr.checks.siblings import CrossedBoard, board_page, match_crossed


def compared_with_drawings(draft: Draft, pictures: Pictures) -> list[str]:
    """Where a shipped font draws the board's letters (drawn_letters), the tiles no mark
    crosses whose reading it draws badly checked against every letter drawn, on a board of
    upright letters (dice had theirs compared at every turn). Then the tiles the drawn marks
    (`pictures.drawn`; None without any) cross read again: compared with the letters drawn in
    that font, else with the board's uncrossed tiles (siblings); a tile neither settles and
    that reads otherwise with the mark erased is marked unsure (crossed.py). The picture
    compared is `pictures.plain`, marks and all."""
    marks, geometry, upright = pictures.drawn, pictures.geometry, not draft.dice
    if marks is None and not upright:
        return []
    gray = pictures.plain
    crossed = frozenset(crossed_tiles(marks, geometry) if marks is not None else ())
    hidden = marks if marks is not None else np.zeros((gray.height, gray.width), np.uint8)
    board = CrossedBoard(board_page(gray, hidden, geometry), geometry,
                         {(g.row, g.col): g.box for g in draft.glyphs if g.box is not None},
                         crossed)
    drawn = board_fonts(board, draft)
    notes = check_uncrossed(board, drawn, draft) if drawn.fonts and upright else []
    if marks is None:
        return notes
    # Drawn letters are every letter of the alphabet, the siblings only those on the board but
    # drawn exactly as the crossed tile's: they judge what the drawn ones leave (a tie, a
    # reading with a dash).
    settled, tied, more = read_drawn(board, drawn, draft) if drawn.fonts else (set(), set(), [])
    left = set(crossed - settled)
    # Read with the mark erased only what the drawn letters left open: a start of Tesseract.
    erased_texts = read_erased(with_drawn_marks_erased(gray, marks, geometry), geometry, left,
                               draft.lang, draft.capitals, draft.options.soft_glyphs) \
        if left else {}
    matched, matched_notes = match_crossed(board, draft, erased_texts, judged=left)
    # A tile whose drawn letters tie stays unsure whatever tile it matches: the board's
    # tiles are drawn in the same font, and what tells the letters apart is just as hidden.
    for key in tied & matched:
        draft.confidences[key] = min(draft.confidences.get(key, 0.0), DOUBTED)
    return notes + more + matched_notes + recheck_crossed(erased_texts, draft.texts,
                                                          draft.confidences, settled | matched)
