"""One Qt-free mode per game, behind one small protocol (see `Mode`).

A mode knows its game's input, how to run it over the session's dictionaries, what its result
rows are and how they are exported, what its status line says (as a `Message`: a code and values,
worded by the face that shows it), and what the window's Paste, Clear and Read mean for it. The
window's tabs are thin views of their modes; the command line runs the same functions.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Protocol, TypeVar

from desktop_solver.core.board import MAX_SIDE, split_marks, tokenize
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import InvalidGridError
from desktop_solver.core.games import LARGEST_BALDA, LARGEST_BOGGLE
from desktop_solver.session import Session

InputT = TypeVar("InputT", contravariant=True)
RowT = TypeVar("RowT")


@dataclass(frozen=True)
class Message:
    """Something to tell the user: a code (`mode.what`) and the values the wording needs."""

    code: str
    values: Mapping[str, Any] = field(default_factory=dict)


class PasteTarget(Enum):
    """What Edit → Paste fills on a tab (a picture on the clipboard is read as a board where the
    tab reads pictures)."""

    BOARD = "board"
    LETTERS = "letters"
    GRID = "grid"
    START_WORD = "start word"
    NOTHING = "nothing"


class Mode(Protocol[InputT, RowT]):
    """The protocol every game's mode follows.

    - `name`: the mode's key ('boggle', 'anagram', 'wordsearch', 'balda', 'play');
    - `fields`: the columns of an exported row, `record(row)` the row as those fields;
    - `run(session, input, cancel)`: the rows, as a generator that stops when cancelled (its
      return value is the run's summary, if any);
    - `status(input, rows, summary)`: the status line after a run;
    - `paste`, `reads_pictures`: what Paste and Read mean; Clear empties what Paste fills.
    """

    name: str
    fields: tuple[str, ...]
    paste: PasteTarget
    reads_pictures: bool

    def run(self, session: Session, input: InputT,
            cancel: CancelToken) -> Iterator[RowT]: ...  # pragma: no cover

    def record(self, row: RowT) -> dict[str, Any]: ...  # pragma: no cover

    def status(self, input: InputT, rows: Sequence[RowT],
               summary: object = None) -> Message: ...  # pragma: no cover


def cells_text(path: Sequence[tuple[int, int]]) -> str:
    """A path as the user reads it: 1-based row:col, space separated."""
    return " ".join(f"{row + 1}:{col + 1}" for row, col in path)


# Empty cells that make a full-looking board Balda's: one is more likely a tile the reader missed
# (a letter crossed by a drawn path) than a Balda game one move from its end.
BALDA_EMPTY_CELLS = 2


def game_of_board(rows: Sequence[Sequence[str]]) -> str | None:
    """The game a board read with no game in mind looks like: Balda's (many empty cells in a
    square, or the alphabet keyboard beside its board), a letter bank of one or two rows
    (anagrams), a word search (wider than any Boggle game), else the Boggle family's; None
    when no tile shows a letter."""
    tiles = [text for row in rows for text in row]
    if not any(tiles):
        return None
    height, width = len(rows), max(len(row) for row in rows)
    empty = sum(not text for text in tiles) / len(tiles)
    if empty >= 0.3 and height == width <= LARGEST_BALDA or is_alphabet_keyboard(tiles):
        # An alphabet in order is the letter keyboard a Balda game shows beside its board.
        return "balda"
    if height <= 2:
        return "anagram"
    if max(height, width) > LARGEST_BOGGLE:
        return "wordsearch"
    return "boggle"


def tab_for_board(rows: Sequence[Sequence[str]], current: str, *, listed: bool = False) -> str:
    """The mode a board read on the `current` tab (with its game's hint) belongs to.

    Balda's board, or its keyboard, goes to Balda from anywhere; one wider than any Boggle game
    is a word search. Then each tab keeps what its hint may read differently: the Anagrams tab
    its letter bank of one or two rows (three rows or more are a board); the Word search tab a
    grid with its list of words (`listed`; a small grid without a list is a Boggle board);
    Balda a board with empty cells (a full one leaves no move: a Boggle board, unless
    BALDA_EMPTY_CELLS are empty). `current` when no tile shows a letter."""
    game = game_of_board(rows)
    if game is None or game == current:
        return current
    if game in ("balda", "wordsearch"):
        return game
    if current == "anagram":
        return current if len(rows) <= 2 else game
    if current == "wordsearch":
        return current if listed else game
    if current == "balda":
        empty = sum(not text for row in rows for text in row)
        return current if empty >= BALDA_EMPTY_CELLS else game
    return game


BOARD_SIDES = range(3, 21)   # rows and tiles per row of a board typed into a text file


def text_is_board(text: str) -> bool:
    """Whether text (a small file, the clipboard, a drop) holds a board rather than a word list
    or prose: 3 to 20 rows of as many tiles each, written in capitals (or with '/' between rows,
    or brackets for special tiles), as boards are typed, maybe with their marks ('--values ...',
    as the board's Copy writes them); a word list is lower case, or of words of many lengths."""
    stripped = split_marks(text)[0]
    if not stripped or not (stripped.isupper() or "/" in stripped or "[" in stripped):
        return False
    try:
        rows = tokenize(stripped)
    except InvalidGridError:
        return False
    return (len(rows) in BOARD_SIDES and len({len(row) for row in rows}) == 1
            and len(rows[0]) in BOARD_SIDES)


def text_is_pasted_board(text: str) -> bool:
    """Whether text pasted on a board (Paste, Ctrl+V) holds one: what `text_is_board` takes, and
    besides, pasted on purpose, a board in small letters, of any size a board may have, or with
    '?' for tiles still to type (as the board's Copy writes a board half typed): two rows or
    more of as many tiles each. Prose is one line, or lines of many lengths."""
    if text_is_board(text):
        return True
    try:
        rows = tokenize(split_marks(text)[0].strip().replace("?", "."))
    except InvalidGridError:
        return False
    return (2 <= len(rows) <= MAX_SIDE and len({len(row) for row in rows}) == 1
            and 1 <= len(rows[0]) <= MAX_SIDE)


def is_alphabet_keyboard(tiles: Sequence[str]) -> bool:
    """Whether single-letter tiles, row by row, run through the alphabet in order (allowing for
    a letter such as Ё or Ъ left out): a keyboard of letters, not a board."""
    letters = [text.lower() for text in tiles if len(text) == 1]
    steps = [ord(b) - ord(a) for a, b in zip(letters, letters[1:])]
    return len(steps) >= 12 and sum(1 <= step <= 2 for step in steps) >= 0.8 * len(steps)
