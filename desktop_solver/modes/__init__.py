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

from desktop_solver.core.cancel import CancelToken
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
