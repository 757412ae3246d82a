"""Reading a board from a picture: the image source (file, clipboard, drop) becomes bytes that
the OCR reads in a worker; the reading fills the board editor with unsure tiles marked, and the
user's corrections are remembered as glyph examples for that game's look."""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMimeData, QObject, Signal, Slot
from PySide6.QtGui import QGuiApplication, QImage

from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import SolverError
from desktop_solver.gui.errors import user_message
from desktop_solver.gui.i18n import decimal, t, tn
from desktop_solver.gui.jobs import JobLane
from desktop_solver.modes.pictures import BoardRead
from desktop_solver.session import Session

log = logging.getLogger(__name__)

if TYPE_CHECKING:  # the reader loads OpenCV: only when a picture is read
    from desktop_solver.ocr import BoardReading
    from desktop_solver.ocr.draft import BoardWarning
    from desktop_solver.ocr.geometry import GridGeometry

IMAGE_FILTER = "*.png *.jpg *.jpeg *.webp *.bmp"


def image_bytes(image: QImage) -> bytes:
    """A Qt image as PNG bytes, the form the OCR reads."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # The stubs ask for bytes; PySide wants a str.
    image.save(buffer, "PNG")  # type: ignore[call-overload]
    buffer.close()
    return bytes(data.data())


def dropped_image(mime: QMimeData | None) -> bytes | Path | None:
    """What a drop or a paste carries that the OCR can read: an image file or image data."""
    if mime is None:
        return None
    for url in mime.urls():
        path = Path(url.toLocalFile())
        if url.isLocalFile() and path.suffix.lower() in IMAGE_FILTER.replace("*", "").split():
            return path
    if mime.hasImage():
        image = mime.imageData()
        if isinstance(image, QImage) and not image.isNull():
            return image_bytes(image)
    return None


def pasted_picture() -> bytes | Path | None:
    """The picture on the clipboard, if any. An empty clipboard may have no data at all (None
    from `mimeData()`, as on the offscreen platform)."""
    return dropped_image(QGuiApplication.clipboard().mimeData())


def tiles_to_type_over(count: int) -> str:
    """The tiles to check, on a board whose tiles the user types over."""
    return t("Check the tiles with a dashed outline ({count}); type over a wrong one and the "
             "correction is remembered.").format(count=count)


def grid_off_board(reading: BoardReading) -> bool:
    """Most tiles of the grid show no letter: the grid (often one the user dragged) is not on
    the board, and what was read of it says nothing."""
    return 2 * reading.missing_tiles > sum(len(row) for row in reading.tiles)


def reading_note(reading: BoardReading, *,
                 check: Callable[[int], str] | None = tiles_to_type_over) -> str:
    """What a reading says of itself, in the interface language: how long it took, tiles
    missing or the whole board doubtful, and the tiles to check, as `check` words them for
    the tab (None: the tab says it itself)."""
    note = t("Read in {seconds} s.").format(seconds=decimal(reading.seconds))
    if grid_off_board(reading):
        # One thing to do, said once: the tiles to check and the words there are not the point.
        return note + " " + t("{count} of {tiles} tiles show no letter: the grid is not on the "
                              "board. Drag the blue rings round the first and the last tile, "
                              "then read again.").format(
            count=reading.missing_tiles, tiles=sum(len(row) for row in reading.tiles))
    if reading.missing_tiles:
        note += " " + tn("{count} tile shows no letter (a die missing, or a tile not "
                         "found): compare the board with the picture before trusting the "
                         "words.|{count} tiles show no letter (a die missing, or a tile "
                         "not found): compare the board with the picture before trusting "
                         "the words.", reading.missing_tiles).format(count=reading.missing_tiles)
    if reading.warnings:
        note += " " + " ".join(_warning_words(warning) for warning in reading.warnings)
    elif reading.doubtful and not reading.missing_tiles:
        note += " " + t("The reader is not sure of this board ({percent} %): compare it "
                        "with the picture before trusting the words.").format(
            percent=round(100 * reading.board_confidence))
    unsure = len(reading.unsure())
    if unsure and check is not None:
        note += " " + check(unsure)
    if reading.recalled:
        note += " " + tn("{count} tile was read as you corrected it before (Edit → Forget the "
                         "remembered tile corrections, if that was a slip).|{count} tiles were "
                         "read as you corrected them before (Edit → Forget the remembered tile "
                         "corrections, if that was a slip).", reading.recalled).format(
            count=reading.recalled)
    return note


def _warning_words(warning: BoardWarning) -> str:
    """A warning about the board in the interface language (each side its own sentence: the
    Russian words for the sides change with the sentence)."""
    return {
        "top": t("Letters stand in line above the board: a row may be missing. Set the grid's "
                 "rows and columns, drag the blue rings round the first and the last tile, "
                 "then read again."),
        "bottom": t("Letters stand in line below the board: a row may be missing. Set the "
                    "grid's rows and columns, drag the blue rings round the first and the last "
                    "tile, then read again."),
        "left": t("Letters stand in line left of the board: a column may be missing. Set the "
                  "grid's rows and columns, drag the blue rings round the first and the last "
                  "tile, then read again."),
        "right": t("Letters stand in line right of the board: a column may be missing. Set the "
                   "grid's rows and columns, drag the blue rings round the first and the last "
                   "tile, then read again."),
    }[warning.side]


class BoardReader(QObject):
    """Reads pictures for one tab's board editor (`tab`, its mode's name). Signals:
    `read(board, note)` when a board was read (a `BoardRead`: its text, the tiles to check and
    what the tiles print besides their letters, in one value), `elsewhere(tab, source,
    visited)` when the picture shows another tab's game (`visited`: the tabs it was read on
    already), `failed(message)`; the note and the message are wordings (functions that word
    them in the interface language, again after a language change)."""

    read = Signal(object, object)
    elsewhere = Signal(str, object, object)
    failed = Signal(object)

    def __init__(self, parent: QObject | None = None, runner: JobLane | None = None,
                 tab: str = "", session: Session | None = None) -> None:
        super().__init__(parent)
        self.tab = tab
        self.session = session or Session()   # its glyph memory: the corrections remembered
        self.runner = runner or JobLane(parent=self)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self.reading = None  # the last BoardReading, for remembering corrections
        self.source: bytes | Path | None = None  # the picture it was read from
        self.game: str | None = None
        self.corrected = False  # the last reading used a grid the user set
        self._visited: frozenset[str] = frozenset()

    def start(self, source: bytes | Path, game: str | None,
              geometry: GridGeometry | None = None, lang: str = "auto",
              visited: frozenset[str] = frozenset()) -> None:
        """Read `source`; with `geometry` (a GridGeometry), the tiles are where it says. A
        picture of another tab's game (not one of `visited`) is not read here but handed on."""
        self.source, self.game, self.corrected = source, game, geometry is not None
        self._visited = visited
        tab, memory = self.tab, self.session.glyph_memory()

        def body(token: CancelToken) -> object:
            from desktop_solver.modes.pictures import read_for_tab

            return read_for_tab(source, tab, game, lang, visited=visited, cancel=token,
                                memory=memory, geometry=geometry)

        self.runner.call(body)

    def read_again(self, geometry: GridGeometry) -> None:
        """The last picture read again over a grid the user corrected, in the language of the
        reading before: a row or two of a board is too few letters to tell the language by (a
        Russian letter bank cut to one row reads as Latin look-alikes)."""
        if self.source is not None:
            lang = self.reading.lang if self.reading is not None else "auto"
            self.start(self.source, self.game, geometry, lang)

    @Slot(int, object)
    def _on_finished(self, job_id: int, result) -> None:
        if result.tab != self.tab:
            self.elsewhere.emit(result.tab, self.source, self._visited | {self.tab})
            return
        reading = self.reading = result.reading
        self.read.emit(BoardRead.of(result), partial(reading_note, reading))

    @Slot(int, object)
    def _on_failed(self, job_id: int, error: BaseException) -> None:
        # What was read before is not what the tab shows now: no correction is remembered
        # against it, and "Read again" has nothing to read.
        self.forget()
        self.source = None
        self.failed.emit(partial(user_message, error))

    def correct(self, cell: int, token: str) -> None:
        """Remember a tile the user retyped on a board that came from a picture."""
        reading = self.reading
        if reading is None or not token:
            return
        row, col = divmod(cell, len(reading.tiles[0]))
        # A letter typed into a cell read empty (a missing die, a Балда cell) has no glyph to
        # remember it by.
        if (row < len(reading.tiles) and reading.tiles[row][col].token != token
                and reading.tiles[row][col].fingerprint is not None and token != "."):
            try:
                self.session.glyph_memory().remember(reading, row, col, token.strip("[]"))
            except (SolverError, OSError) as error:
                # A memory file kept as it is (a newer version's), a full disk: the board the
                # user corrected stays as typed; only the remembering is lost.
                log.warning("the correction is not remembered: %s", error)

    def forget(self) -> None:
        self.reading = None

    def shutdown(self) -> None:
        self.runner.shutdown()
