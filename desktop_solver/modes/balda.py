"""Балда: a position in, its legal moves out (a mirror image of a move listed once)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from desktop_solver.core.balda import BaldaGame, BaldaOptions, Move, Position
from desktop_solver.core.cancel import CancelToken
from desktop_solver.modes import Message, PasteTarget
from desktop_solver.session import DictionaryRequest, Session

Cell = tuple[int, int]


@dataclass(frozen=True)
class BaldaInput:
    position: Position
    dictionary: DictionaryRequest
    options: BaldaOptions = BaldaOptions()


def symmetries(position: Position) -> list[Callable[[Cell], Cell]]:
    """The mirrorings and turns that leave the board as it is (the identity first)."""
    height, width, rows = position.height, position.width, position.rows
    candidates: list[Callable[[Cell], Cell]] = [
        lambda cell: cell,
        lambda cell: (height - 1 - cell[0], cell[1]),
        lambda cell: (cell[0], width - 1 - cell[1]),
        lambda cell: (height - 1 - cell[0], width - 1 - cell[1]),
    ]
    if height == width:
        candidates += [
            lambda cell: (cell[1], cell[0]),
            lambda cell: (width - 1 - cell[1], height - 1 - cell[0]),
            lambda cell: (cell[1], height - 1 - cell[0]),
            lambda cell: (width - 1 - cell[1], cell[0]),
        ]

    def keeps(transform: Callable[[Cell], Cell]) -> bool:
        return all(rows[row][col] == rows[to[0]][to[1]]
                   for row in range(height) for col in range(width)
                   for to in [transform((row, col))])

    return [transform for transform in candidates if keeps(transform)]


def distinct_moves(position: Position, moves: Sequence[Move]) -> list[Move]:
    """The moves with every mirror image of an earlier one left out: on a symmetric board the
    same word in the mirrored cell is the same game."""
    transforms = symmetries(position)
    if len(transforms) == 1:
        return list(moves)
    seen: set[tuple[Cell, str, str]] = set()
    kept = []
    for move in moves:
        images = {(transform(move.cell), move.letter, move.word) for transform in transforms}
        if not images & seen:
            kept.append(move)
        seen |= images
    return kept


def same_game(position: Position, move: Move, other: Move) -> bool:
    """True when the two moves are the same or mirror images on this board."""
    return (move.letter, move.word) == (other.letter, other.word) and any(
        transform(move.cell) == other.cell for transform in symmetries(position))


class Outcome(Enum):
    """Where a game stands, by its position and legal moves."""

    PLAYING = "playing"
    NO_MOVE = "no move"  # no move was ever possible: the words allow none from this position
    OVER = "over"        # the board is full, or the player to move has no move left


def outcome(position: Position, moves: Sequence[Move]) -> Outcome:
    if position.is_full:
        return Outcome.OVER
    if moves:
        return Outcome.PLAYING
    # A start word (or a position read) that allows no move is not a game played to its end:
    # the dictionary chosen is the cause, and the user can change it.
    return Outcome.NO_MOVE if position.parent is None else Outcome.OVER


def moves_with(session: Session, request: DictionaryRequest, position: Position,
               cancel: CancelToken) -> tuple[BaldaGame, list[Move]]:
    """The game over the request's words and the legal moves of `position` in it: the same
    position, its history and scores kept, when the dictionary changes."""
    game = session.balda_game(request, position.options)
    return game, game.legal_moves(position, cancel)


class BaldaMode:
    name: str = "balda"
    fields: tuple[str, ...] = ("word", "letter", "row", "col", "path", "score")
    paste = PasteTarget.START_WORD
    reads_pictures = True

    def run(self, session: Session, input: BaldaInput, cancel: CancelToken) -> Iterator[Move]:
        game = session.balda_game(input.dictionary, input.options)
        yield from distinct_moves(input.position, game.legal_moves(input.position, cancel))

    def record(self, row: Move) -> dict[str, Any]:
        """The command line's JSON entry too (0-based cells)."""
        return {"row": row.cell[0], "col": row.cell[1], "letter": row.letter, "word": row.shown,
                "path": [list(cell) for cell in row.path], "score": row.score}

    def status(self, input: BaldaInput, rows: Sequence[Move], summary: object = None) -> Message:
        """The number of moves while the game goes on; else why it does not (`summary`: the
        position's `Outcome`, when the caller has worked it out already)."""
        position = input.position
        ending = summary if isinstance(summary, Outcome) else outcome(position, rows)
        if ending is Outcome.NO_MOVE:
            return Message("balda.no_move", {"list": input.dictionary.list_name})
        if ending is Outcome.OVER:
            first, second = position.scores
            if first == second:
                return Message("balda.draw", {"score": first})
            return Message("balda.won", {"player": 1 if first > second else 2, "first": first,
                                         "second": second})
        return Message("balda.moves", {"count": len(rows)})


MODE = BaldaMode()
