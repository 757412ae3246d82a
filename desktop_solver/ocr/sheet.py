"""Paste tile glyphs onto one sheet for Tesseract and map its words back to the tiles.

Glossary: a *slot* is the stretch of the sheet that belongs to one tile: its glyph plus half the
gap on either side. Board rows become text lines. Tesseract's characters are mapped back to tiles
by where they are (it may join evenly spaced capitals into one word however wide the gaps).
"""

from __future__ import annotations

from dataclasses import dataclass

import os
from concurrent.futures import ThreadPoolExecutor

from PIL import Image

from desktop_solver.ocr.languages import whitelist
from desktop_solver.ocr.segment import GLYPH_HEIGHT, TileGlyph
from desktop_solver.ocr.tesseract import TESSERACT_LANGS, Char, read_chars

Key = tuple[int, int]
RawReads = dict[Key, list[tuple[str, float]]]
"""Tesseract's characters for each tile (row, col), left to right, with their confidences."""
Line = list[tuple[Key, Image.Image, int]]
Piece = tuple[int, list[Line], str, str]     # job index, sheet lines, language, whitelist

GAP = GLYPH_HEIGHT          # between tiles on a line
LINE_GAP = GLYPH_HEIGHT     # between lines
MARGIN = GLYPH_HEIGHT // 2
# A big board goes to Tesseract as several sheets of about this many tiles, read side by side.
SHEET_TILES = 80


@dataclass(frozen=True)
class Slot:
    """One tile's stretch of a line; `ink_left` and `ink_right` are where its glyph is."""

    key: Key
    left: int
    top: int
    right: int
    bottom: int
    ink_left: int
    ink_right: int

    def covers(self, char: Char) -> bool:
        """Whether the character lies on the glyph rather than in the gap beside it, where
        Tesseract sometimes sees letters that are not there. Its boxes are rough (the last letter
        of a tile often reaches well into the gap), so touching the ink by a little is enough."""
        overlap = min(char.right, self.ink_right) - max(char.left, self.ink_left)
        return overlap >= min(0.25 * (char.right - char.left), 0.1 * GLYPH_HEIGHT)


@dataclass(frozen=True)
class Sheet:
    image: Image.Image
    slots: tuple[Slot, ...]

    def assign(self, chars: list[Char]) -> RawReads:
        """Each slot's characters left to right, with their confidences."""
        found: dict[Slot, list[Char]] = {}
        for char in chars:
            slot = self._slot_at(char.cx, char.cy)
            if slot is not None:
                found.setdefault(slot, []).append(char)
        out = {}
        for slot, parts in found.items():
            on_glyph = [c for c in parts if slot.covers(c)]
            out[slot.key] = [(c.text, c.confidence)
                             for c in sorted(on_glyph or parts, key=lambda c: c.left)]
        return out

    def _slot_at(self, x: float, y: float) -> Slot | None:
        for slot in self.slots:
            if slot.left <= x < slot.right and slot.top <= y < slot.bottom:
                return slot
        return None


def build_sheet(lines: list[Line]) -> Sheet:
    """One text line per entry of `lines`; each item is (key, glyph image as black on white, dy)
    where dy is the glyph's top relative to the line's middle (so baselines line up)."""
    layout = []
    for line in lines:
        top = min((dy for _, _, dy in line), default=0)
        bottom = max((dy + image.height for _, image, dy in line), default=0)
        layout.append((top, bottom - top))
    width = MARGIN * 2 + max(
        (sum(image.width for _, image, _ in line) + GAP * max(0, len(line) - 1) for line in lines),
        default=1)
    height = MARGIN * 2 + sum(h for _, h in layout) + LINE_GAP * max(0, len(lines) - 1)
    sheet = Image.new("L", (max(width, 2 * MARGIN + 1), max(height, 2 * MARGIN + 1)), 255)
    slots = []
    y = MARGIN
    for line, (line_top, line_height) in zip(lines, layout):
        x = MARGIN
        for key, image, dy in line:
            sheet.paste(image, (x, y + dy - line_top))
            slots.append(Slot(key, x - GAP // 2, y - LINE_GAP // 2,
                              x + image.width + GAP // 2, y + line_height + LINE_GAP // 2,
                              x, x + image.width))
            x += image.width + GAP
        y += line_height + LINE_GAP
    return Sheet(sheet, tuple(slots))


def read_sheets(jobs: list[tuple[list[TileGlyph], str, bool | None]]) -> list[RawReads]:
    """Tesseract's characters per tile for each (glyphs, language, capitals) job; `capitals`
    limits the letters to the board's case when it is known (None: both cases).

    Tesseract runs as separate processes, so threads overlap them: jobs run side by side, and a
    big job is cut into sheets of whole rows (`SHEET_TILES` tiles or so) that do too."""
    pieces: list[Piece] = []
    for index, (glyphs, lang, capitals) in enumerate(jobs):
        letters = whitelist(lang, capitals)
        rows: dict[int, Line] = {}
        for g in glyphs:
            if g.image is not None:
                rows.setdefault(g.row, []).append(((g.row, g.col), g.image, g.dy))
        lines: list[Line] = []
        for row in sorted(rows):
            if lines and sum(len(line) for line in lines) + len(rows[row]) > SHEET_TILES:
                pieces.append((index, lines, lang, letters))
                lines = []
            lines.append(rows[row])
        if lines:
            pieces.append((index, lines, lang, letters))

    def read(piece: Piece) -> RawReads:
        _, lines, lang, letters = piece
        sheet = build_sheet(lines)
        return sheet.assign(read_chars(sheet.image, TESSERACT_LANGS[lang], letters))

    results: list[RawReads] = [{} for _ in jobs]
    if len(pieces) == 1:
        results[pieces[0][0]].update(read(pieces[0]))
        return results
    workers = max(1, min(len(pieces), os.cpu_count() or 2, 4))
    with ThreadPoolExecutor(max_workers=workers) as pool:
        for (index, _, _, _), reads in zip(pieces, pool.map(read, pieces)):
            results[index].update(reads)
    return results
