"""What a file dropped on the window (or opened from the desktop) holds: a picture, a board or a
word list. Qt-free, so that the window examines it on a worker thread: a 200 MB file took 21 s
to read and decode, with the window frozen."""

from __future__ import annotations

import gc
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.lexicon.reader import ListShape, decode_text, list_shape, read_bytes
from desktop_solver.modes import text_is_board

BOARD_FILE_LIMIT = 2000   # bytes: a board typed into a text file is small
# Text pasted or dropped on a tab fills a board, a grid or a box of letters: a 60 x 60 word
# search with spaces is 7,300 characters. More is refused before any of it is looked at (10 MB
# pasted into the word-search grid took 58 s and 2.8 GB).
PASTE_LIMIT = 64 * 1024
# A file dropped on the window is examined whole: decoding and splitting it are single calls
# that hold the interpreter lock (a 200 MB list made the window 330-380 ms late). The largest
# shipped list is 3 MB; larger files are refused by their size, before any of it is read.
DROP_LIMIT = 32 * 1024 * 1024


class Dropped(Enum):
    BOARD = "board"
    WORD_LIST = "word list"
    NOT_A_LIST = "not a list"


@dataclass(frozen=True)
class DroppedFile:
    """A dropped file as examined: its kind, its text (read once), and a list's shape."""

    path: Path
    kind: Dropped
    text: str
    shape: ListShape | None = None


def examine_file(path: Path, cancel: CancelToken | None = None) -> DroppedFile:
    """Read `path` (at most a word list's size) and tell what it holds; DictionaryError names
    what it is when it is no text (a picture of another format, binary data, a FIFO)."""
    data = read_bytes(path, DROP_LIMIT)
    text = decode_text(data, str(path))[0]
    if len(data) <= BOARD_FILE_LIMIT and text_is_board(text):
        return DroppedFile(path, Dropped.BOARD, text)
    # A list of millions of words makes a set of millions of strings: the collector, run in
    # whichever thread allocates, would walk it again and again holding the interpreter lock
    # (the window stalled for seconds). Nothing here makes reference cycles.
    collecting = gc.isenabled()
    gc.disable()
    try:
        shape = list_shape(text)
    finally:
        if collecting:
            gc.enable()
    return DroppedFile(path, Dropped.WORD_LIST if shape.is_word_list else Dropped.NOT_A_LIST,
                       text, shape)
