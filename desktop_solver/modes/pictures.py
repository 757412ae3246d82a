"""A picture read on a tab, and the tab whose game it shows.

Each tab reads a picture with its game's hint (`read_board`'s `game`), which keeps the reader to
the shapes that game has: the Anagrams tab looks for one to three rows of tiles, the Boggle tab for
3 to 8, Balda for a square of cells. A picture of another game's board is therefore read wrong
there, or not at all: the middle row of a Balda board read as a letter bank, a 4 Pics 1 Word screen
as a junk board, a word search as the corner of it that fits. So where the hint may hide what the
picture is (the Anagrams and Boggle tabs, or any tab that found no board), the picture is also
located with no hint at all; when that finds another grid, the picture is read with no hint and
its board says the game (`game_of_board`). Where no grid is found either, a single row of letter
tiles (too few for a grid with no hint) is looked for. The window hands the picture to the tab so
named, which reads it again with its own hint and never hands it back.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from desktop_solver.core.cancel import NEVER_CANCELLED, CancelToken
from desktop_solver.core.errors import BoardNotFoundError
from desktop_solver.core.totals import GameTotals
from desktop_solver.modes import game_of_board, tab_for_board
from desktop_solver.modes.boggle import ReadMarks
from desktop_solver.session import Session

if TYPE_CHECKING:  # the reader loads Pillow and OpenCV: only when a picture is read
    from PIL import Image

    from desktop_solver.ocr import BoardReading, GlyphMemory, GridGeometry

    # A picture as the tab was given it, or decoded once for the readings routing makes of it.
    Picture = bytes | Path | Image.Image

@dataclass(frozen=True)
class BoardRead:
    """A board read from a picture, as a tab takes it: one value. The rows of tiles as text
    ('?' for a tile read with no letter, '.' for an empty cell), the flat cells the reader is
    unsure of, what the tiles print besides their letters (values, None where none; bonus
    names, '' where none), the game's totals printed round the board (when read), and the words
    listed beside a word search's grid."""

    text: str
    unsure: frozenset[int] = frozenset()
    values: tuple[tuple[int | None, ...], ...] = ()
    bonuses: tuple[tuple[str, ...], ...] = ()
    totals: GameTotals | None = None
    word_list: tuple[str, ...] = ()
    answer_length: int | None = None   # a 4 Pics 1 Word answer's empty slots, counted
    unsure_marks: frozenset[int] = frozenset()   # tiles whose bonus or value was not read

    @staticmethod
    def of(read: TabReading) -> BoardRead:
        reading = read.reading
        assert reading is not None
        width = len(reading.tiles[0]) if reading.tiles else 0
        return BoardRead(reading.grid_text(),
                         frozenset(row * width + col for row, col in reading.unsure()),
                         reading.values, reading.bonuses, reading.totals, reading.word_list,
                         read.answer_length,
                         frozenset(row * width + col for row, col in reading.unsure_marks))

    @property
    def marks(self) -> ReadMarks | None:
        """What the tiles print, as the Boggle family's game is told by; None when the tiles
        were not searched for marks (no values or bonus grid came with the board)."""
        if not self.values and not self.bonuses and self.totals is None:
            return None
        return ReadMarks(self.values, self.bonuses, self.totals is not None)


# The tabs whose hint hides another game's board: their reading is checked against the grid
# found with no hint.
NARROW_HINTS = ("anagram", "boggle")


@dataclass(frozen=True)
class TabReading:
    """Where a picture belongs (`tab`, a mode's name) and, when that is the tab that read it,
    its reading there."""

    tab: str
    reading: BoardReading | None = None
    answer_length: int | None = None   # the Anagrams tab's: the answer's slots on the screen


class PictureOcr:
    """The reader's two steps that routing needs: the board read with a game's hint (or a grid
    given), and the grid found with no hint. The routing benchmark replays readings through
    the same interface (benchmarks/routing.py)."""

    def read(self, source: Picture, lang: str, game: str | None, cancel: CancelToken,
             memory: GlyphMemory | None = None,
             geometry: GridGeometry | None = None) -> BoardReading:
        from desktop_solver.ocr import ReadOptions, read_board

        return read_board(source, lang, game, cancel=cancel, memory=memory,
                          options=ReadOptions(grid=geometry))

    def grid_without_hint(self, source: Picture, cancel: CancelToken) -> GridGeometry:
        """The grid the reader finds with no game in mind (BoardNotFoundError when none)."""
        from desktop_solver.ocr import load_image
        from desktop_solver.ocr.locate.traced import locate_traced_board

        return locate_traced_board(load_image(source), None, cancel)

    def answer_length(self, source: Picture, bank: GridGeometry) -> int | None:
        """The number of a 4 Pics 1 Word answer's empty slots above its letter bank."""
        from desktop_solver.ocr import load_image
        from desktop_solver.ocr.locate.answer_slots import answer_length

        return answer_length(load_image(source), bank)

    def decoded(self, source: bytes | Path) -> Picture:
        """The picture decoded once for the readings routing makes of it (ImageError for a file
        that is no usable image)."""
        from desktop_solver.ocr import load_image

        return load_image(source)


def read_picture(session: Session, source: Picture | str, lang: str = "auto",
                 game: str | None = None, *, memory: bool = True,
                 cancel: CancelToken = NEVER_CANCELLED) -> BoardReading:
    """A picture's board read with a game's hint, with the session's memory of the tiles the
    user corrected (`memory`: False reads without it), as `ocr IMAGE` reads it."""
    from desktop_solver.ocr import read_board

    return read_board(source, lang, game, cancel=cancel,
                      memory=session.glyph_memory() if memory else None)


def read_for_tab(source: bytes | Path, tab: str, game: str | None, lang: str = "auto", *,
                 visited: frozenset[str] = frozenset(), cancel: CancelToken = NEVER_CANCELLED,
                 memory: GlyphMemory | None = None, geometry: GridGeometry | None = None,
                 ocr: PictureOcr = PictureOcr()) -> TabReading:
    """Read `source` on the tab `tab` with the hint `game`, or say which tab's game it shows.

    `visited` are the tabs that handed the picture on already: it is not handed back to them (it
    stays here when read here, else BoardNotFoundError names the tab it belongs to). A
    `geometry` the user set is read as it is, here. Raises what `read_board` raises, and
    BoardNotFoundError for a picture whose board shows no letter."""
    picture = ocr.decoded(source)
    if geometry is not None:
        return _read_here(ocr, picture, tab, ocr.read(picture, lang, game, cancel, memory,
                                                      geometry))
    own: BoardReading | None = None
    failure: BoardNotFoundError | None = None
    try:
        own = ocr.read(picture, lang, game, cancel, memory)
    except BoardNotFoundError as error:
        failure = error
    if own is not None and not any(text for row in own.rows for text in row):
        own, failure = None, _no_letters()
    kind = tab if own is None else tab_for_board(own.rows, tab, listed=bool(own.word_list))
    if kind == tab and not cancel.cancelled and (own is None or tab in NARROW_HINTS):
        kind = _game_without_hint(ocr, picture, own, tab, lang, cancel) or tab
    if kind in visited:
        # Handed back and forth: read here if it can be, else named for the tab it looks like.
        if own is None:
            raise BoardNotFoundError(f"no board of the {tab} tab's game found: the picture "
                                     f"looks like one of the {kind} tab's",
                                     code="ocr.other_game", tab=kind)
        kind = tab
    if kind != tab:
        return TabReading(kind)
    if own is None:
        raise failure or _no_letters()
    return _read_here(ocr, picture, tab, own)


def _read_here(ocr: PictureOcr, picture: Picture, tab: str, reading: BoardReading) -> TabReading:
    """The reading of the tab that read it; on the Anagrams tab with the answer's slots."""
    if tab == "anagram":
        return TabReading(tab, reading, ocr.answer_length(picture, reading.geometry))
    return TabReading(tab, reading)


def _game_without_hint(ocr: PictureOcr, source: Picture, own: BoardReading | None,
                       tab: str, lang: str, cancel: CancelToken) -> str | None:
    """The game of the board found with no hint, when it is another grid than the one the
    tab's reading has (None when it is the same, or there is none). A single row of letter
    tiles is too few for a grid with no hint: where nothing else is found, the picture is
    searched for a letter bank."""
    try:
        found = ocr.grid_without_hint(source, cancel)
    except BoardNotFoundError:
        return _letter_bank(ocr, source, lang, cancel) if own is None and tab != "anagram" \
            else None
    if own is not None and (found.rows, found.cols) == (len(own.rows), len(own.rows[0])):
        return None
    try:
        return game_of_board(ocr.read(source, lang, None, cancel, geometry=found).rows)
    except BoardNotFoundError:
        return None


def _letter_bank(ocr: PictureOcr, source: Picture, lang: str,
                 cancel: CancelToken) -> str | None:
    """'anagram' when the picture shows a letter bank (one or two rows of letter tiles)."""
    try:
        reading = ocr.read(source, lang, "anagram", cancel)
    except BoardNotFoundError:
        return None
    return "anagram" if game_of_board(reading.rows) == "anagram" else None


def _no_letters() -> BoardNotFoundError:
    return BoardNotFoundError("no letters found: the board in the picture is empty",
                              code="ocr.no_letters")
