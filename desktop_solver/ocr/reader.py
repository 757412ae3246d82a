"""read_board: a screenshot in, the board's tiles out, each with a confidence.

The stages, each a sub-package of ocr/:
- open the picture (images.py);
- locate the board's lattice (locate/: board.py finds letters and cells, traced.py a board
  under a drawn path); `geometry.py` holds the grid found;
- straighten it (straighten/: a photo at an angle warped square-on and a tray's dice turned
  square, perspective.py and dice.py; a big picture brought to a working scale,
  working_scale.py); the grid is mapped back to the picture's own pixels at the end;
- take the marks off (marks/: paths drawn over the tiles and badges, drawn_marks.py) and read
  the tiles' values and badges (tile_marks.py) on the side;
- cut each tile's letters out (cut/segment.py);
- recognise them (recognise/: a sheet of glyphs read by Tesseract, sheet.py and tesseract.py, in
  both languages side by side when the language is 'auto', which_language.py; characters made
  tile texts, languages.py): a `Draft` of the board (draft.py);
- check: the checks refine the draft in place, in the order of checks/order.py, each one small
  object (the letters read again at other sizes and voted on, alike glyphs agreeing, doubtful
  tiles read turned, the glyph classifier, the letters drawn in the shipped fonts, tiles a drawn
  path crosses read again); `ReadOptions` switches some off;
- assemble the `BoardReading`: the user's remembered corrections win (`GlyphMemory`,
  memory.py), and the text round the board is read (text/: the game's totals, a word search's
  list).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from typing import TypeVar

import numpy as np
from PIL import Image, ImageStat

from desktop_solver.core.board import Grid, bonuses_from_names, parse_grid
from desktop_solver.core.cancel import NEVER_CANCELLED, CancelToken
from desktop_solver.core.errors import InvalidGridError
from desktop_solver.core.games import profile
from desktop_solver.core.totals import GameTotals
from desktop_solver.ocr.locate.beside import letters_beside
from desktop_solver.ocr.checks.order import run_checks
from desktop_solver.ocr.confidence import UNSURE
from desktop_solver.ocr.recognise.which_language import (
    language_of_dice,
    read_in_language,
    reads_capitals,
    reconsidered_by_words,
)
from desktop_solver.ocr.draft import BoardWarning, Draft, Pictures, ReadOptions
from desktop_solver.ocr.marks.drawn_marks import (
    mark_masks,
    without_badges,
    without_drawn_marks,
)
from desktop_solver.ocr.text.totals import read_game_totals
from desktop_solver.ocr.geometry import Box, GridGeometry
from desktop_solver.ocr.recognise.fingerprints import Fingerprint, Look, cluster, fingerprint
from desktop_solver.ocr.images import ImageSource, in_rgb, load_image
from desktop_solver.ocr.recognise.languages import tile_text
from desktop_solver.ocr.memory import GlyphMemory
from desktop_solver.ocr.straighten.perspective import Straightened, straighten
from desktop_solver.ocr.cut.segment import GLYPH_HEIGHT, TileGlyph, cut_tiles
from desktop_solver.ocr.recognise.sheet import Key, RawReads
from desktop_solver.ocr.recognise.tesseract import require_tesseract
from desktop_solver.ocr.locate.traced import locate_traced_board
from desktop_solver.ocr.marks.tile_marks import TileMarks, no_marks, read_marks
from desktop_solver.ocr.text.word_list import PageText, read_page_text, word_list_of
from desktop_solver.ocr.straighten.working_scale import WorkingScale, at_working_scale

LANG_CHOICES = ("auto", "en", "ru")
RECALLED_OVER_SURE = 0.75  # a remembered correction that overrode a sure reading: to check
RECALLED_NOTE = "memory:"
DOUBTFUL_BOARD = 0.75  # a board below this confidence is shown as one to check before solving
# The confidence at most of a board with a warning of its own (its shape in doubt: letters in
# line past its edge): however sure its tiles, it is one to check.
WARNED_BOARD = 0.5
CUT_OFF = 0.7     # the confidence at most of a tile whose letters the picture's edge cuts through
MIN_SIDE = 3      # rows and columns of the smallest board
_Cell = TypeVar("_Cell")
_Result = TypeVar("_Result")
SINGLE_LETTER_DICE = ("ru",)   # languages whose Boggle dice print one letter a face (no Qu)


@dataclass(frozen=True)
class TileReading:
    """One tile: its text ('A', 'QU', 'RE-', '-ING', 'A/E', '' when empty), confidence 0..1, the
    tile's cell and the letters' box in image pixels, and the glyph's fingerprint."""

    text: str
    confidence: float
    box: Box
    glyph_box: Box | None = None
    fingerprint: Fingerprint | None = None

    @property
    def token(self) -> str:
        """The tile in the solver's text form: 'A', '[QU]', '.' when empty."""
        if not self.text:
            return "."
        return self.text if len(self.text) == 1 else f"[{self.text}]"


@dataclass(frozen=True)
class BoardReading:
    """A board read from an image: tiles row by row, the language, the grid's geometry in image
    pixels (for drawing it over the image), the look (for remembering corrections), the time
    it took, and notes on what the improvements changed.

    `values` and `bonuses` are what the tiles print besides their letters, row by row: the point
    value (None where a tile shows none) and the bonus badge or flag (a name of
    `core.board.BONUSES`, '' where none); both empty when the tiles were not searched for them.
    `totals` are the game's own totals printed round the board (Wordament's), when read.
    `unsure_marks` are the tiles that show a mark (a badge, a flag, a value) the reader could
    not read: their bonus or value is to be checked; their letters keep their own confidence.
    `warnings` are about the board as a whole (letters in line past its edge: a row or column
    missed); a board with any is doubtful."""

    tiles: tuple[tuple[TileReading, ...], ...]
    lang: str
    geometry: GridGeometry
    look: Look
    seconds: float = 0.0
    notes: tuple[str, ...] = field(default=(), compare=False)
    word_list: tuple[str, ...] = ()   # a word search's list of words to find, as printed
    values: tuple[tuple[int | None, ...], ...] = ()
    bonuses: tuple[tuple[str, ...], ...] = ()
    totals: GameTotals | None = None
    unsure_marks: frozenset[tuple[int, int]] = frozenset()
    warnings: tuple[BoardWarning, ...] = ()

    @property
    def rows(self) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(tile.text for tile in row) for row in self.tiles)

    @property
    def confidence(self) -> tuple[tuple[float, ...], ...]:
        return tuple(tuple(tile.confidence for tile in row) for row in self.tiles)

    def tile(self, row: int, col: int) -> TileReading:
        return self.tiles[row][col]

    @property
    def board_confidence(self) -> float:
        """How sure the reading is of the whole board, 0..1: the tiles' mean confidence, less
        for every tile to check, and less again for empty tiles where the game has none (an
        empty tile on a Boggle board means a tile was missed or the grid is wrong); at most
        WARNED_BOARD with a warning about the board; none with no letter at all (no game is
        played on a board of empty cells: its letters were lost, or the grid is not the
        board's)."""
        tiles = [tile for row in self.tiles for tile in row]
        if not any(tile.text for tile in tiles):
            return 0.0
        mean = statistics.fmean(tile.confidence for tile in tiles)
        unsure = len(self.unsure()) / len(tiles)
        empty = self.missing_tiles / len(tiles)
        confidence = max(0.0, mean * (1 - unsure) * (1 - empty))
        return round(min(confidence, WARNED_BOARD) if self.warnings else confidence, 3)

    @property
    def missing_tiles(self) -> int:
        """Empty tiles where the game has none (Balda's and a word search's empty cells are
        the game's own)."""
        if profile(self.look.game).empty_cells:
            return 0
        return sum(not tile.text for row in self.tiles for tile in row)

    @property
    def doubtful(self) -> bool:
        """Whether the user must check the board before its words are trusted: read with
        little confidence, or with a tile missing (a die out of the tray, a tile not found)."""
        return self.board_confidence < DOUBTFUL_BOARD or self.missing_tiles > 0

    @property
    def recalled(self) -> int:
        """How many tiles read otherwise were changed by the user's remembered corrections."""
        return sum(note.startswith(RECALLED_NOTE) for note in self.notes)

    def unsure(self, threshold: float = UNSURE) -> list[tuple[int, int]]:
        """Tiles the user should check: low confidence, or nothing read from visible ink."""
        return [(r, c) for r, row in enumerate(self.tiles) for c, tile in enumerate(row)
                if tile.confidence < threshold]

    def grid_text(self) -> str:
        """The board in the solver's text form, rows joined by '/'."""
        return "/".join("".join(tile.token for tile in row) for row in self.tiles)

    @property
    def has_marks(self) -> bool:
        """Whether any tile shows a value or a bonus."""
        return TileMarks(self.values, self.bonuses).found

    def to_grid(self) -> Grid:
        """The board as the solver's Grid, with the values and bonuses read on its tiles
        (InvalidGridError if a tile is not a valid tile)."""
        grid = parse_grid(self.grid_text(), self.lang)
        if not self.has_marks:
            return grid
        return grid.with_marks(self.values or None, bonuses_from_names(self.bonuses))

    def to_json(self) -> dict[str, object]:
        return {
            "rows": [list(row) for row in self.rows],
            "confidence": [[round(value, 3) for value in row] for row in self.confidence],
            "lang": self.lang,
            "look": self.look.key,
            "unsure": [list(cell) for cell in self.unsure()],
            "board_confidence": self.board_confidence,
            "tiles": [[list(tile.box) for tile in row] for row in self.tiles],
            "seconds": round(self.seconds, 3),
            "word_list": list(self.word_list),
            "values": [list(row) for row in self.values],
            "bonuses": [list(row) for row in self.bonuses],
            "totals": None if self.totals is None else self.totals.to_json(),
            "unsure_marks": [list(cell) for cell in sorted(self.unsure_marks)],
            "warnings": [warning.to_json() for warning in self.warnings],
        }


def read_board(image: ImageSource, lang: str = "auto", game: str | None = None,
               cancel: CancelToken | None = None, memory: GlyphMemory | None = None,
               options: ReadOptions = ReadOptions()) -> BoardReading:
    """Read the board in a screenshot or photo (a path, the file's bytes, or a Pillow image).

    `lang` is 'en', 'ru' or 'auto'; `game` a hint for the grid's shape, a game of the registry
    (core/games.py: 'boggle', 'wordament', 'wordsearch', 'balda', 'anagram'...; None for
    any). Raises OcrUnavailableError without Tesseract or its data, ImageError for a file that
    is not a usable image, BoardNotFoundError when there is no grid of letters. Once the grid is
    found, a set `cancel` makes it stop early and return what it has (tiles not read yet are
    empty). `options.grid` skips the search for the grid:
    the tiles are where it says (a grid the user corrected on the picture)."""
    if lang not in LANG_CHOICES:
        raise ValueError(f"unknown OCR language {lang!r}, expected one of "
                         f"{', '.join(LANG_CHOICES)}")
    cancel = cancel or NEVER_CANCELLED
    started = time.perf_counter()
    require_tesseract()
    picture = load_image(image)
    geometry = options.grid
    given = geometry is not None and geometry.image_size == picture.size
    if geometry is None or not given:
        geometry = locate_traced_board(picture, game, cancel)
        # A grid of another picture's size is not the user's for this one (the checks ask).
        options = replace(options, grid=None)
    # A photo at an angle is read square-on (straighten/perspective.py); its grid goes back
    # after. A grid the user gave is kept: its straightened copy must have the user's rows and
    # columns (a grid found here may lose a line of tray floor taken for tiles).
    straightened = straighten(picture, geometry, game)
    if straightened is not None and (not given or (straightened.geometry.rows,
                                                   straightened.geometry.cols)
                                     == (geometry.rows, geometry.cols)):
        picture, geometry = straightened.picture, straightened.geometry
    else:
        straightened = None
    # The text round the board is read at the picture's own size; the tiles at a working scale.
    page, page_geometry = picture, geometry
    working = at_working_scale(picture, geometry)
    picture, geometry = working.picture, working.geometry
    played = profile(game)
    # A game of one letter a tile (Balda's too) cuts each tile as ruled: a line left at a
    # cell's edge is no stroke of its one letter.
    if played.single_letters and not geometry.ruled:
        geometry = replace(geometry, single_letters=True, ruled=True)
    masks = mark_masks(picture, geometry, badges=played.marks)
    drawn = masks.drawn
    # A badge or corner flag is no part of the letter beside it (drawn_marks.badge_mask); the
    # marks are read from the picture in colour.
    plain = without_badges(picture.convert("L"), masks.badges)
    gray = without_drawn_marks(plain, drawn, geometry)
    glyphs = [g for row in cut_tiles(gray, geometry, soft=options.soft_glyphs) for g in row]
    dice = straightened is not None and straightened.dice
    if dice and lang == "auto":
        # Tesseract reads dice upright, most of them turned letters it takes for look-alikes of
        # the other alphabet; the glyphs compared with both alphabets at every turn tell better.
        lang = language_of_dice(glyphs) or lang
    if dice and lang in SINGLE_LETTER_DICE and not geometry.single_letters:
        # A die of such a set prints one letter: a letter blur broke in two is still one. The
        # tray's floor at a die's edge is no ruled line to take away.
        geometry = replace(geometry, single_letters=True)
        glyphs = [g for row in cut_tiles(gray, geometry, soft=options.soft_glyphs) for g in row]
    colour = in_rgb(picture)
    # The tiles' marks and the game's totals need only the letters' boxes: they are read while
    # the letters are (Tesseract runs outside Python, and a board's letters leave a core idle).
    marks_read: Future[tuple[TileMarks, GameTotals | None]] | None = None
    # A game that prints nothing on its tiles but the letter skips the search for marks.
    if played.marks:
        marks_read = _in_background(_marks_and_totals, (colour, geometry, drawn),
                                    {(g.row, g.col): g.box for g in glyphs},
                                    (page, page_geometry), game, cancel)
    prints = {(g.row, g.col): fingerprint(g.mask, GLYPH_HEIGHT)
              for g in glyphs if g.mask is not None}
    groups = cluster(prints)
    chosen, raw = read_in_language(
        glyphs, groups, lang, cancel, upright=not dice,
        beside=None if dice else lambda: letters_beside(gray, geometry, options.soft_glyphs,
                                                        cancel))
    if lang == "auto" and not dice and not cancel.cancelled:
        # A board of few letters (Balda's) is judged by the words its lines spell too.
        chosen, raw = reconsidered_by_words(glyphs, chosen, raw, game)
    # A word search's list needs only the grid's place and language: it is read (Tesseract, a
    # process of its own) while the letters are checked.
    page_text = None
    if played.word_list and not cancel.cancelled:
        page_text = _in_background(read_page_text, page, page_geometry, chosen, cancel)
    # Dice print capitals; turned ones read as small letters (an upside-down D as a p).
    capitals = dice or reads_capitals(glyphs, raw)
    texts: dict[Key, str] = {}
    confidences: dict[Key, float] = {}
    if not cancel.cancelled:
        texts, confidences = _texts(glyphs, raw, chosen, capitals)
    draft = Draft(glyphs, groups, texts, confidences, chosen, capitals, dice, options,
                  upright=not dice)
    run_checks(draft, Pictures(plain, gray, drawn, geometry, cancel))
    notes = draft.notes
    look = look_of(colour, geometry, game)
    marks, totals = no_marks(geometry), None
    if marks_read is not None and not cancel.cancelled:
        marks, totals = marks_read.result()
    if memory is not None and not cancel.cancelled:
        notes += _recall(memory, look, prints, texts, confidences)
    # Last: a remembered glyph is no answer for the part of a letter the picture cut away.
    notes += _cut_off(glyphs, confidences)
    by_key = {(g.row, g.col): g for g in glyphs}
    shown = working.full_geometry(geometry) if straightened is None \
        else straightened.source_geometry()
    glyph_box = _source_box(working, straightened)
    tiles = tuple(
        tuple(TileReading(texts.get((r, c), ""), confidences.get((r, c), 0.0),
                          shown.tile_box(r, c), _maybe(glyph_box, by_key[(r, c)].box),
                          prints.get((r, c)))
              for c in range(geometry.cols))
        for r in range(geometry.rows))
    word_list = () if page_text is None else _word_list(page_text, tiles, chosen, cancel)
    reading = BoardReading(tiles, chosen, shown, look, time.perf_counter() - started,
                           tuple(notes), word_list=word_list, values=marks.values,
                           bonuses=marks.bonuses, totals=totals, unsure_marks=marks.unsure,
                           warnings=tuple(draft.warnings))
    # A grid the user set keeps its rows and columns: an empty edge line there is a tile the
    # user says is on the board, shown missing, not a rim to cut away; so is one of cells the
    # locator saw.
    if played.empty_cells or given or geometry.cells_shown:
        return reading
    return without_empty_edges(reading)


def _marks_and_totals(tiles: tuple[Image.Image, GridGeometry, np.ndarray | None],
                      letter_boxes: dict[Key, Box | None],
                      page: tuple[Image.Image, GridGeometry], game: str | None,
                      cancel: CancelToken) -> tuple[TileMarks, GameTotals | None]:
    """The values and bonuses on the tiles (`tiles`: the picture in colour at the working scale,
    its grid and the drawn marks' mask, the paths the values may lie under), and the game's
    totals round the board (Wordament's, or any board whose tiles show marks), read from the
    `page` at its own size."""
    colour, geometry, drawn = tiles
    marks = no_marks(geometry) if cancel.cancelled else read_marks(colour, geometry, letter_boxes,
                                                                   drawn)
    totals = None
    if (profile(game).totals or marks.found) and not cancel.cancelled:
        totals = read_game_totals(*page)
    return marks, totals


def without_empty_edges(reading: BoardReading) -> BoardReading:
    """The reading without edge rows and columns in which no tile shows a letter, for games
    whose boards have no empty cells: such a line is the tray's rim or the page beside the
    board, taken for tiles (a board keeps at least MIN_SIDE lines each way)."""
    rows, cols = len(reading.tiles), len(reading.tiles[0]) if reading.tiles else 0
    top, bottom, left, right = 0, rows, 0, cols

    def empty(cells: Sequence[TileReading]) -> bool:
        return not any(tile.text for tile in cells)

    changed = True
    while changed:
        changed = False
        lines = [tiles[left:right] for tiles in reading.tiles[top:bottom]]
        if bottom - top > MIN_SIDE and empty(lines[0]):
            top, changed = top + 1, True
        elif bottom - top > MIN_SIDE and empty(lines[-1]):
            bottom, changed = bottom - 1, True
        elif right - left > MIN_SIDE and empty([line[0] for line in lines]):
            left, changed = left + 1, True
        elif right - left > MIN_SIDE and empty([line[-1] for line in lines]):
            right, changed = right - 1, True
    if (top, bottom, left, right) == (0, rows, 0, cols):
        return reading

    def cut(grid: tuple[tuple[_Cell, ...], ...]) -> tuple[tuple[_Cell, ...], ...]:
        return tuple(row[left:right] for row in grid[top:bottom]) if grid else grid

    return replace(reading, tiles=cut(reading.tiles),
                   geometry=reading.geometry.part(top, left, bottom - top, right - left),
                   values=cut(reading.values), bonuses=cut(reading.bonuses),
                   unsure_marks=frozenset((r - top, c - left) for r, c in reading.unsure_marks
                                          if top <= r < bottom and left <= c < right),
                   notes=reading.notes + (f"edge lines without letters dropped: "
                                          f"{rows}x{cols} -> {bottom - top}x{right - left}",))


def _in_background(call: Callable[..., _Result], *args: object) -> Future[_Result]:
    """`call(*args)` started in a thread of its own (Tesseract runs outside Python, and much of
    a board's reading leaves one core idle)."""
    background = ThreadPoolExecutor(max_workers=1)
    try:
        return background.submit(call, *args)
    finally:
        background.shutdown(wait=False)


def _word_list(page_text: Future[PageText], tiles: tuple[tuple[TileReading, ...], ...],
               lang: str, cancel: CancelToken) -> tuple[str, ...]:
    """The list printed beside a word search's grid, from the text read beside it (none when
    the grid has tiles that are not single letters)."""
    if cancel.cancelled:
        return ()
    text = "/".join("".join(tile.token for tile in row) for row in tiles)
    try:
        grid = parse_grid(text, lang)
    except InvalidGridError:
        return ()
    return word_list_of(page_text.result(), grid)


def _source_box(working: WorkingScale, straightened: Straightened | None
                ) -> Callable[[Box], Box]:
    """The map from a box of the picture the tiles were read in to the source's pixels."""
    if straightened is None:
        return working.full_box
    return lambda box: straightened.source_box(working.full_box(box))


def _maybe(mapping: Callable[[Box], Box], box: Box | None) -> Box | None:
    return None if box is None else mapping(box)


def _texts(glyphs: list[TileGlyph], reads: RawReads, lang: str,
           capitals: bool) -> tuple[dict[Key, str], dict[Key, float]]:
    texts: dict[Key, str] = {}
    confidences: dict[Key, float] = {}
    for g in glyphs:
        key = (g.row, g.col)
        if g.image is None:
            texts[key], confidences[key] = "", 0.9
        else:
            texts[key], confidences[key] = tile_text(reads.get(key, []), g.shape, lang, capitals,
                                                     g.marks_above, g.foot)
    return texts, confidences


def _cut_off(glyphs: list[TileGlyph], confidences: dict[Key, float]) -> list[str]:
    """Tiles whose letters the picture's edge cuts through are for the user to check, however
    sure Tesseract is of what is left (a Qu cut in half is a sure U)."""
    notes = []
    for glyph in glyphs:
        key = (glyph.row, glyph.col)
        if glyph.cut_off and confidences.get(key, 0.0) > CUT_OFF:
            notes.append(f"cut off by the edge: {key}")
            confidences[key] = CUT_OFF
    return notes


def _recall(memory: GlyphMemory, look: Look, prints: dict[Key, Fingerprint],
            texts: dict[Key, str], confidences: dict[Key, float]) -> list[str]:
    """Remembered corrections applied; a tile the reader was sure of and the memory changes is
    left for the user to check: the correction may have been a slip of the keyboard, and a
    remembered slip would otherwise misread that letter silently on every later board."""
    notes = []
    for key, print_ in prints.items():
        found = memory.recall(look, print_)
        if found is None:
            continue
        text, similarity = found
        if text == texts[key]:
            confidences[key] = max(confidences[key], similarity)
            continue
        notes.append(f"{RECALLED_NOTE} {key} {texts[key]!r} -> {text!r}")
        confidences[key] = similarity if confidences[key] < UNSURE else RECALLED_OVER_SURE
        texts[key] = text
    return notes


def look_of(picture: Image.Image, geometry: GridGeometry, game: str | None) -> Look:
    """The board's look: the median tile colour (from the middle of tiles, where the letter is a
    minority; two dozen tiles are plenty), the polarity, and the letter size against the pitch."""
    cells = [(r, c) for r in range(geometry.rows) for c in range(geometry.cols)]
    channels: list[list[float]] = [[], [], []]
    for r, c in cells[::max(1, len(cells) // 25)]:
        left, top, right, bottom = geometry.tile_box(r, c)
        inset_x, inset_y = (right - left) // 5, (bottom - top) // 5
        crop = picture.crop((left + inset_x, top + inset_y, right - inset_x, bottom - inset_y))
        if crop.width and crop.height:
            for channel, value in zip(channels, ImageStat.Stat(crop).median[:3]):
                channel.append(value)
    red, green, blue = (round(statistics.median(channel or [0])) for channel in channels)
    pitch = min(geometry.pitch(0, 0)) or 1.0
    return Look(game or "any", geometry.ink_is_dark, (red, green, blue),
                geometry.glyph_height / pitch)
