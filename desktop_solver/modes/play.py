"""Play Boggle against the computer: a dealt board, the player's guesses, the computer's words."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from desktop_solver.core.board import Grid
from desktop_solver.core.boggle import WordHit
from desktop_solver.core.cancel import NEVER_CANCELLED, CancelToken
from desktop_solver.core.dice import random_board
from desktop_solver.core.game import BoggleGame
from desktop_solver.core.games import rules_for
from desktop_solver.modes import Message, PasteTarget
from desktop_solver.session import DictionaryRequest, Session


@dataclass(frozen=True)
class PlayInput:
    dictionary: DictionaryRequest
    size: int = 4
    grid: Grid | None = None  # a given board instead of a dealt one
    seed: int | None = None


def deal(session: Session, input: PlayInput, cancel: CancelToken | None = None) -> BoggleGame:
    """A game ready to play: the board dealt (or given) and the computer's words found."""
    lexicon = session.lexicon(input.dictionary, (cancel or NEVER_CANCELLED).progress())
    grid = input.grid or random_board(input.size, lexicon, random.Random(input.seed))
    game = BoggleGame(grid, lexicon, rules_for("lab"))
    game.prepare(cancel)
    return game


class PlayMode:
    name: str = "play"
    fields: tuple[str, ...] = ("word", "length", "score", "path", "found_by")
    paste = PasteTarget.BOARD   # a board to play on
    reads_pictures = False

    def run(self, session: Session, input: PlayInput, cancel: CancelToken) -> Iterator[WordHit]:
        """The words the computer finds on the board (after the game)."""
        yield from deal(session, input, cancel).computer_words()

    def record(self, row: WordHit, found_by: str = "computer") -> dict[str, Any]:
        return {"word": row.word, "length": row.length, "score": row.score,
                "path": [list(cell) for cell in row.path], "found_by": found_by}

    def status(self, input: PlayInput, rows: Sequence[WordHit], summary: object = None) -> Message:
        return Message("play.over", {"count": len(rows)})


MODE = PlayMode()
