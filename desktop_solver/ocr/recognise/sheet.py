"""Paste tile glyphs onto one sheet for Tesseract and map its words back to the tiles.

Glossary: a *slot* is the stretch of the sheet that belongs to one tile: its glyph plus half the
gap on either side. Board rows become text lines. Tesseract's characters are mapped back to tiles
by where they are (it may join evenly spaced capitals into one word however wide the gaps).
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from concurrent.futures import ThreadPoolExecutor

from PIL import Image

from desktop_solver.ocr.recognise.languages import whitelist
from desktop_solver.ocr.cut.segment import GLYPH_HEIGHT, TileGlyph
from desktop_solver.ocr.recognise.tesseract import TESSERACT_LANGS, Char, read_pages

Key = tuple[int, int]
RawReads = dict[Key, list[tuple[str, float]]]
"""Tesseract's characters for each tile (row, col), left to right, with their confidences."""
SlotKey = tuple[int, Key]                   # the job a glyph belongs to, and its tile
Line = list[tuple[SlotKey, Image.Image, int]]
Piece = tuple[list[Line], str, str]         # sheet lines, language, whitelist
Run = tuple[list[list[Line]], str, str]     # the lines of each sheet one Tesseract run reads

GAP = GLYPH_HEIGHT          # between tiles on a line
LINE_GAP = GLYPH_HEIGHT     # between lines
MARGIN = GLYPH_HEIGHT // 2
# A big board goes to Tesseract as several sheets of at most this many tiles, read side by side:
# on two cores a 14x16 word search makes two sheets, whose start-ups then overlap. Smaller sheets
# of one language and set of letters go to one run of Tesseract, as pages of one document.
SHEET_TILES = 120
MAX_THREADS = 4


@dataclass(frozen=True)
class Slot:
    """One tile's stretch of a line; `ink_left` and `ink_right` are where its glyph is."""

    key: SlotKey
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

    def assign(self, chars: list[Char]) -> dict[SlotKey, list[tuple[str, float]]]:
        """Each slot's characters left to right, with their confidences."""
        return {slot.key: [(c.text, c.confidence) for c in parts]
                for slot, parts in self.chars_by_slot(chars).items()}

    def chars_by_slot(self, chars: list[Char]) -> dict[Slot, list[Char]]:
        """The characters in each slot left to right: those on its glyph, or all in the slot
        when none is."""
        found: dict[Slot, list[Char]] = {}
        for char in chars:
            slot = self._slot_at(char.cx, char.cy)
            if slot is not None:
                found.setdefault(slot, []).append(char)
        return {slot: sorted([c for c in parts if slot.covers(c)] or parts, key=lambda c: c.left)
                for slot, parts in found.items()}

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


def read_sheets(jobs: list[tuple[list[TileGlyph], str, bool | None]], apart: bool = False,
                shared: list[object] | None = None) -> list[RawReads]:
    """Tesseract's characters per tile for each (glyphs, language, capitals) job; `capitals`
    limits the letters to the board's case when it is known (None: both cases). `apart` puts
    each glyph on a line of its own rather than a board row on each line.

    Every start of the tesseract program costs about a tenth of a second, so jobs that name the
    same `shared` group (and language and case) go onto the same sheets; only jobs whose letters
    are one size may share, as Tesseract reads a sheet as one block of text. A big group is cut
    into sheets of whole lines, about equally full, of at most `SHEET_TILES` tiles. Sheets of one
    language and case are pages of one run of Tesseract (`_runs`); Tesseract runs outside Python,
    so threads overlap the runs."""
    groups: dict[tuple[object, str, str], list[Line]] = {}
    for index, (glyphs, lang, capitals) in enumerate(jobs):
        letters = whitelist(lang, capitals)
        rows: dict[int, Line] = {}
        for number, g in enumerate(glyphs):
            if g.image is not None:
                rows.setdefault(number if apart else g.row, []).append(
                    ((index, (g.row, g.col)), g.image, g.dy))
        group = (index if shared is None else shared[index], lang, letters)
        groups.setdefault(group, []).extend(rows[row] for row in sorted(rows))
    cores = max(1, min(os.cpu_count() or 2, MAX_THREADS))
    runs = _runs([(piece, lang, letters) for (_, lang, letters), lines in groups.items()
                  for piece in _fill_sheets(lines)], cores)

    def read(run: Run) -> list[dict[SlotKey, list[tuple[str, float]]]]:
        pieces, lang, letters = run
        sheets = [build_sheet(lines) for lines in pieces]
        pages = read_pages([sheet.image for sheet in sheets], TESSERACT_LANGS[lang], letters)
        return [sheet.assign(chars) for sheet, chars in zip(sheets, pages)]

    if len(runs) > 1:
        with ThreadPoolExecutor(max_workers=min(len(runs), cores)) as pool:
            readings = list(pool.map(read, runs))
    else:
        readings = [read(run) for run in runs]
    results: list[RawReads] = [{} for _ in jobs]
    for reads in (sheet for run in readings for sheet in run):
        for (index, key), chars in reads.items():
            results[index][key] = chars
    return results


def _runs(pieces: list[Piece], cores: int) -> list[Run]:
    """The sheets grouped into runs of Tesseract: the sheets of one language and set of letters
    in one run, unless they hold over `SHEET_TILES` tiles; then in as many runs as that takes,
    up to one per core, about equally full (more runs than cores only wait for one)."""
    by_kind: dict[tuple[str, str], list[list[Line]]] = {}
    for lines, lang, letters in pieces:
        by_kind.setdefault((lang, letters), []).append(lines)
    runs: list[Run] = []
    for (lang, letters), sheets in by_kind.items():
        sizes = [sum(map(len, lines)) for lines in sheets]
        total = sum(sizes)
        count = max(1, min(cores, math.ceil(total / SHEET_TILES)))
        batch: list[list[Line]] = []
        filled = done = 0
        for lines, size in zip(sheets, sizes):
            if batch and filled >= total * (done + 1) / count:
                runs.append((batch, lang, letters))
                batch, done = [], done + 1
            batch.append(lines)
            filled += size
        runs.append((batch, lang, letters))
    return _spread_over_cores(runs, cores)


def _spread_over_cores(runs: list[Run], cores: int) -> list[Run]:
    """`runs` with the fullest run of several sheets split in two while a core would be idle:
    the two sizes the second pass reads a small board at are two sheets of one kind, read side
    by side in about half the time (Tesseract's models stay loaded, tesseract_library.py, so a
    run more costs no start; each sheet is read as if alone, so the reading is the same)."""
    runs = list(runs)
    while len(runs) < cores:
        splittable = [index for index, run in enumerate(runs) if len(run[0]) > 1]
        if not splittable:
            break
        fullest = max(splittable, key=lambda index: _tiles_of(runs[index][0]))
        sheets, lang, letters = runs[fullest]
        half = _half_by_tiles(sheets)
        runs[fullest:fullest + 1] = [(sheets[:half], lang, letters),
                                     (sheets[half:], lang, letters)]
    return runs


def _tiles_of(sheets: list[list[Line]]) -> int:
    return sum(len(line) for lines in sheets for line in lines)


def _half_by_tiles(sheets: list[list[Line]]) -> int:
    """Where to cut a run's sheets in two about equally full parts (a sheet at least each)."""
    total, filled = _tiles_of(sheets), 0
    for index, lines in enumerate(sheets[:-1], start=1):
        filled += _tiles_of([lines])
        if 2 * filled >= total:
            return index
    return len(sheets) - 1


def _fill_sheets(lines: list[Line]) -> list[list[Line]]:
    """Whole lines on as few sheets as `SHEET_TILES` allows, each about as full as the others."""
    total = sum(map(len, lines))
    count = max(1, math.ceil(total / SHEET_TILES))
    sheets: list[list[Line]] = []
    current: list[Line] = []
    filled = 0
    for line in lines:
        if current and filled >= total * (len(sheets) + 1) / count:
            sheets.append(current)
            current = []
        current.append(line)
        filled += len(line)
    if current:
        sheets.append(current)
    return sheets
