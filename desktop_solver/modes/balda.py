"""Балда: a position in, its legal moves out (a mirror image of a move listed once), and the
game's flow for both faces: a new game, a position read, a move played, taken back, the
computer's reply; each a `GameStep` (the position shown and its legal moves)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import Any

from desktop_solver.core.balda import BaldaGame, BaldaOptions, Move, Position
from desktop_solver.core.balda.engine import Advisor, Difficulty, Thought, choose_move
from desktop_solver.core.cancel import CancelToken
from desktop_solver.modes import Message, PasteTarget
from desktop_solver.session import DictionaryRequest, Session

Cell = tuple[int, int]


@dataclass(frozen=True)
class BaldaInput:
    position: Position
    dictionary: DictionaryRequest
    options: BaldaOptions = BaldaOptions()
    versus: bool = False   # the second player is the computer


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


@dataclass(frozen=True)
class GameStep:
    """A position to show, its legal moves (mirror images included: the next search starts
    from them) and the game, over the dictionary chosen, they were found in."""

    game: BaldaGame
    position: Position
    moves: tuple[Move, ...]

    @cached_property
    def shown(self) -> list[Move]:
        """The moves as they are listed: a mirror image of an earlier move left out."""
        return distinct_moves(self.position, self.moves)

    @cached_property
    def outcome(self) -> Outcome:
        return outcome(self.position, self.shown)


def new_game(session: Session, request: DictionaryRequest, word: str, size: int | None,
             cancel: CancelToken, options: BaldaOptions = BaldaOptions()) -> GameStep:
    """A fresh board of `size` (None: the word's length) with the start word in its middle."""
    game = session.balda_game(request, options, cancel.progress())
    position = game.new_position(word, size)
    return GameStep(game, position, tuple(game.legal_moves(position, cancel)))


def game_from_text(session: Session, request: DictionaryRequest, text: str,
                   cancel: CancelToken, options: BaldaOptions = BaldaOptions()) -> GameStep:
    """A position given as board text ('.' for empty cells), as read from a picture."""
    game = session.balda_game(request, options, cancel.progress())
    position = game.parse_position(text)
    return GameStep(game, position, tuple(game.legal_moves(position, cancel)))


def moves_again(session: Session, request: DictionaryRequest, position: Position,
                cancel: CancelToken) -> GameStep:
    """The same position (its history and scores kept) with its moves found again over the
    request's words: the dictionary changed."""
    game = session.balda_game(request, position.options, cancel.progress())
    return GameStep(game, position, tuple(game.legal_moves(position, cancel)))


def play_move(step: GameStep, move: Move) -> GameStep:
    """The position after `move`, its moves found from the last ones (incrementally)."""
    child, moves = step.game.legal_moves_after(step.position, step.moves, move)
    return GameStep(step.game, child, tuple(moves))


def take_back(step: GameStep, versus: bool, cancel: CancelToken) -> GameStep:
    """Back one move, or two against the computer, so that it is the person's turn again."""
    position = step.position.undo()
    if versus and position.turn == COMPUTER and position.parent is not None:
        position = position.undo()
    return GameStep(step.game, position, tuple(step.game.legal_moves(position, cancel)))


# The player the computer plays against the person: the second.
COMPUTER = 1


def computer_to_move(step: GameStep | None) -> bool:
    """Whether, against the computer, it is its turn with a move to make."""
    return step is not None and step.position.turn == COMPUTER and bool(step.moves)


def computer_reply(step: GameStep, difficulty: Difficulty, cancel: CancelToken,
                   advisor: Advisor | None = None, rng: random.Random | None = None) -> GameStep:
    """The computer's move at `difficulty` played; the same step when it has none (the game is
    over)."""
    move = choose_move(step.game, step.position, difficulty, rng or random.Random(), cancel,
                       advisor)
    if move is None:
        return GameStep(step.game, step.position, ())
    child = step.game.play(step.position, move)
    return GameStep(step.game, child, tuple(step.game.legal_moves(child, cancel)))


def advice(thought: Thought) -> Message:
    """The advisor's best move as a player reads it: the word, and where the line it expects
    leaves the player to move, after how many moves ('balda.ahead', '.behind' or '.level')."""
    values = {"word": thought.best.shown, "moves": len(thought.pv), "points": abs(thought.gain)}
    if thought.gain > 0:
        return Message("balda.ahead", values)
    return Message("balda.behind" if thought.gain < 0 else "balda.level", values)


class BaldaMode:
    name: str = "balda"
    fields: tuple[str, ...] = ("word", "letter", "row", "col", "path", "score")
    paste = PasteTarget.START_WORD
    reads_pictures = True

    def run(self, session: Session, input: BaldaInput, cancel: CancelToken) -> Iterator[Move]:
        game = session.balda_game(input.dictionary, input.options, cancel.progress())
        yield from distinct_moves(input.position, game.legal_moves(input.position, cancel))

    def record(self, row: Move) -> dict[str, Any]:
        """The command line's JSON entry too (0-based cells)."""
        return {"row": row.cell[0], "col": row.cell[1], "letter": row.letter, "word": row.shown,
                "path": [list(cell) for cell in row.path], "score": row.score}

    def status(self, input: BaldaInput, rows: Sequence[Move], summary: object = None) -> Message:
        """The number of moves while the game goes on (`rows`: those listed), with the number
        counting mirror images when `summary` is the `GameStep` they were listed from; else
        why the game does not go on (`summary`: the position's `Outcome`, when the caller has
        worked it out already)."""
        position = input.position
        ending = (summary if isinstance(summary, Outcome) else summary.outcome
                  if isinstance(summary, GameStep) else outcome(position, rows))
        if ending is Outcome.NO_MOVE:
            return Message("balda.no_move", {"list": input.dictionary.list_name})
        if ending is Outcome.OVER:
            first, second = position.scores
            if first == second:
                return Message("balda.draw", {"score": first})
            values = {"player": 1 if first > second else 2, "first": first, "second": second}
            if input.versus:
                return Message("balda.you_won" if first > second else "balda.computer_won",
                               values)
            return Message("balda.won", values)
        every = len(summary.moves) if isinstance(summary, GameStep) else len(rows)
        if every != len(rows):
            return Message("balda.moves_mirrored", {"count": len(rows), "all": every})
        return Message("balda.moves", {"count": len(rows)})


MODE = BaldaMode()
