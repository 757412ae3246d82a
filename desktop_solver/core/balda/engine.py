"""The Balda advisor: negamax with alpha-beta on the score difference, iterative deepening with a
transposition table, and difficulty levels for play against the computer.

Glossary:
- *gain*: what the player to move scores from here on minus what the other player scores, along
  the best line found. The search deals in gains, so a position's value does not depend on the
  scores so far and one table entry (keyed by board + played words) serves every route there.
- *frontier*: a node with one ply left; its value is its longest word, so the search does not
  branch there. Its parent first looks at the moves that survive from its own list (cheap): if
  even those make the move no better than what is in hand, the new-word search is skipped.
- *width*: while many cells are empty a node branches only on its longest few moves; near the end
  (`endgame_cells` or fewer empty cells) on every move, since short words decide endgames.
- *solved*: a value that reached the end of the game on every line (no depth or width cut); a
  solved root ends the deepening, and a solved table entry is good for any depth.
Move ordering: the table's move, then the killers (replies that refuted a sibling), then the
longest words. Off the principal variation, moves after the first are searched with a null window
(principal variation search), and a move leading to a position the table already values costs
no move list at all.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum

from desktop_solver.core.balda.game import BaldaGame
from desktop_solver.core.balda.moves import (
    CELL_SHIFT,
    LENGTH_SHIFT,
    NODE_SHIFT,
    Found,
    key_cell,
    key_letter,
    key_node,
)
from desktop_solver.core.balda.rules import Move, Position
from desktop_solver.core.cancel import NEVER_CANCELLED, CancelToken

_NODE_BITS, _CELL_BITS, _LETTER_BITS = (1 << 27) - 1, 127, 63
_SOLVED = 1 << 10  # table depth of a solved entry: deeper than any search
_EXACT, _LOWER, _UPPER = 0, 1, 2
_TABLE_LIMIT = 2_000_000
_MASK64 = (1 << 64) - 1


@dataclass(frozen=True)
class SearchLimits:
    """How far and how wide the advisor looks."""

    max_depth: int = 64
    time_limit: float | None = 5.0  # seconds; None: until max_depth, solved or cancelled
    width: int | None = 8  # moves searched per node while many cells are empty; None: all
    endgame_cells: int = 6  # from this many empty cells on, every move is searched


FULL_WIDTH = SearchLimits(width=None)


@dataclass(frozen=True)
class Thought:
    """The advisor's result after one depth of iterative deepening."""

    depth: int
    best: Move
    gain: int  # the mover's expected net points along the line (their points minus the other's)
    lead: int  # the mover's expected lead at the end of the line: position.lead + gain
    pv: tuple[Move, ...]  # the principal variation: best play for both, starting with `best`
    nodes: int  # positions searched so far in this search
    elapsed: float  # seconds since the search began
    solved: bool  # the value is exact to the end of the game

    @property
    def nodes_per_second(self) -> float:
        return self.nodes / self.elapsed if self.elapsed > 0 else 0.0


class _Stopped(Exception):
    """Raised inside the search when the time is up or the search was cancelled."""


class Advisor:
    """Finds good moves for one game. Keeps its transposition table between calls, so asking
    again after each move of the same game reuses what it learned."""

    def __init__(self, game: BaldaGame, limits: SearchLimits = SearchLimits()) -> None:
        self.game, self.limits = game, limits
        self._table: dict[int, tuple[int, int, int, int]] = {}
        self._table_width, self._table_endgame = limits.width, limits.endgame_cells
        rng = random.Random(0x0BA1DA)
        self._zobrist = [[rng.getrandbits(64) for _ in range(64)] for _ in range(128)]
        self._word_hash: dict[int, int] = {}

    def clear(self) -> None:
        self._table.clear()

    def think(self, position: Position, cancel: CancelToken | None = None,
              limits: SearchLimits | None = None) -> Iterator[Thought]:
        """Yield a Thought after each depth (1, 2, 3, ...) until the limits are reached, the game
        is solved or `cancel` is set. Yields nothing when the player to move has no move."""
        limits = limits or self.limits
        if limits.width != self._table_width or limits.endgame_cells != self._table_endgame:
            # Values found with other widths would pass for these: start afresh.
            self._table.clear()
            self._table_width, self._table_endgame = limits.width, limits.endgame_cells
        search = _Search(self, position, limits, cancel or NEVER_CANCELLED)
        yield from search.deepen()

    def best(self, position: Position, cancel: CancelToken | None = None,
             limits: SearchLimits | None = None) -> Thought | None:
        """The last Thought of `think`, or None when there is no move (or none in time)."""
        last = None
        for thought in self.think(position, cancel, limits):
            last = thought
        return last

    def word_hash(self, node: int) -> int:
        value = self._word_hash.get(node)
        if value is None:
            value = _mix64(node)
            self._word_hash[node] = value
        return value


def _mix64(value: int) -> int:
    """splitmix64's finaliser: a well-spread 64-bit hash of a word node."""
    value = (value + 0x9E3779B97F4A7C15) & _MASK64
    value = ((value ^ (value >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    value = ((value ^ (value >> 27)) * 0x94D049BB133111EB) & _MASK64
    return value ^ (value >> 31)


class _Search:
    """One search from one position: the mutable state, the clock and the counters."""

    def __init__(self, advisor: Advisor, position: Position, limits: SearchLimits,
                 cancel: CancelToken) -> None:
        self.advisor, self.position, self.limits, self.cancel = advisor, position, limits, cancel
        self.game = advisor.game
        self.finder = self.game.finder(position.height, position.width)
        self.state = self.game.state(position)
        self.table = advisor._table
        if len(self.table) > _TABLE_LIMIT:
            self.table.clear()
        self.zobrist = advisor._zobrist
        self.word_hash = advisor.word_hash
        self.hash = 0
        for cell, letter in enumerate(self.state.letters):
            if letter >= 0:
                self.hash ^= self.zobrist[cell][letter]
        for node in self.state.played:
            self.hash ^= self.word_hash(node)
        self.killers: list[list[int]] = [[] for _ in range(self.state.empty_count + 1)]
        self.nodes = 0
        self.started = time.perf_counter()
        self.deadline = (self.started + limits.time_limit if limits.time_limit is not None
                         else float("inf"))

    def deepen(self) -> Iterator[Thought]:
        root = self.finder.full(self.state, self.cancel)
        self.nodes = 1
        if not root or self.cancel.cancelled:
            return
        most = min(self.limits.max_depth, self.state.empty_count)
        for depth in range(1, most + 1):
            try:
                value, solved, pv = self.node(depth, -_SOLVED, _SOLVED, root, self.hash)
            except _Stopped:
                return
            line = self._complete(pv, depth) or self._complete([max(root)], 1)
            yield self._thought(depth, value, solved, line)
            if solved:
                return

    def _check(self) -> None:
        if self.cancel.cancelled or time.perf_counter() > self.deadline:
            raise _Stopped

    def node(self, depth: int, alpha: int, beta: int, moves: Found, hash_: int,
             ply: int = 0) -> tuple[int, bool, list[int]]:
        """(gain, solved, principal variation) of the position with legal moves `moves`."""
        if not moves:
            return 0, True, []
        state = self.state
        if depth == 1:
            best = max(moves)
            return best >> LENGTH_SHIFT, state.empty_count == 1, [best]
        # On the principal variation (a window wider than null) the table only orders moves,
        # so that the line of play comes out whole.
        on_line = beta - alpha > 1
        entry = self.table.get(hash_)
        table_move = -1
        if entry is not None:
            table_move = entry[3]
            known = None if on_line else self._probe(hash_, depth, alpha, beta)
            if known is not None:
                return known[0], known[1], []
        ranked = sorted(moves, reverse=True)
        limits = self.limits
        pruned = (limits.width is not None and state.empty_count > limits.endgame_cells
                  and len(ranked) > limits.width)
        order = ranked[:limits.width] if pruned else list(ranked)
        # Try first the table's move, then the replies that refuted siblings (killers).
        killers = self.killers[ply]
        for first in (*reversed(killers), table_move):
            if first in moves:
                if first in order:
                    order.remove(first)
                    order.insert(0, first)
                elif first == table_move:
                    order.insert(0, first)

        alpha_before = alpha
        best_value, best_pv = -_SOLVED, []
        solved = not pruned
        searched = 0
        for key in order:
            self._check()
            if depth == 2:
                value, line_solved, line = self._frontier(key, ranked, alpha)
            else:
                value, line_solved, line = self._deeper(depth, alpha, beta, moves, key, hash_,
                                                        ply, on_line, searched > 0)
                searched += 1
            solved = solved and line_solved
            if value > best_value:
                best_value, best_pv = value, line
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        if key not in killers:
                            killers.insert(0, key)
                            del killers[2:]
                        break
        flag = _EXACT
        if best_value <= alpha_before:
            flag = _UPPER
        elif best_value >= beta:
            flag = _LOWER
        self.table[hash_] = (_SOLVED if solved else depth, best_value, flag,
                             best_pv[0] if best_pv else -1)
        return best_value, solved, best_pv

    def _frontier(self, key: int, ranked: list[int], alpha: int) -> tuple[int, bool, list[int]]:
        """Playing `key` with one ply left after it: the reply is the longest word then."""
        state = self.state
        length = key >> LENGTH_SHIFT
        cell, letter, word = key >> CELL_SHIFT & _CELL_BITS, key & _LETTER_BITS, \
            key >> NODE_SHIFT & _NODE_BITS
        # With two cells left the reply ends the game, so the value holds to the end.
        last = state.empty_count == 2
        # The longest surviving old move bounds the reply from below: often that is enough.
        kept = next((k for k in ranked if k >> CELL_SHIFT & _CELL_BITS != cell
                     and k >> NODE_SHIFT & _NODE_BITS != word), 0) >> LENGTH_SHIFT
        if length - kept <= alpha:
            return length - kept, last, [key]
        # Else only a new word longer than that matters: no move list needed.
        saved = state.place(cell, letter, word)
        try:
            reply = self.finder.longest_after(state, kept, key, saved, 1)
        finally:
            state.unplace(cell, letter, word, saved)
        self.nodes += 1
        return length - reply, last or reply == 0, [key]

    def _deeper(self, depth: int, alpha: int, beta: int, moves: Found, key: int, hash_: int,
                ply: int, on_line: bool, null_window: bool) -> tuple[int, bool, list[int]]:
        """Playing `key` with two plies or more left after it."""
        state = self.state
        length = key >> LENGTH_SHIFT
        cell, letter, word = key >> CELL_SHIFT & _CELL_BITS, key & _LETTER_BITS, \
            key >> NODE_SHIFT & _NODE_BITS
        child_hash = hash_ ^ self.zobrist[cell][letter] ^ self.word_hash(word)
        if not on_line:
            # A transposition valued already needs no move list.
            known = self._probe(child_hash, depth - 1, length - beta, length - alpha)
            if known is not None:
                return length - known[0], known[1], [key]
        saved = state.place(cell, letter, word)
        try:
            child = self.finder.after(state, moves, key, saved)
            self.nodes += 1
            if null_window:
                # Principal variation search: show with a null window that the move is no
                # better than the best so far; search it properly only when it is.
                reply, reply_solved, reply_pv = self.node(
                    depth - 1, length - alpha - 1, length - alpha, child, child_hash, ply + 1)
                if not alpha < length - reply < beta:
                    return length - reply, reply_solved, [key, *reply_pv]
            reply, reply_solved, reply_pv = self.node(
                depth - 1, length - beta, length - alpha, child, child_hash, ply + 1)
            return length - reply, reply_solved, [key, *reply_pv]
        finally:
            state.unplace(cell, letter, word, saved)

    def _probe(self, hash_: int, depth: int, alpha: int, beta: int) -> tuple[int, bool] | None:
        """The table's value of a position when it settles a search with this window."""
        entry = self.table.get(hash_)
        if entry is None:
            return None
        entry_depth, value, flag, _ = entry
        if entry_depth >= depth and (flag == _EXACT or (flag == _LOWER and value >= beta)
                                     or (flag == _UPPER and value <= alpha)):
            return value, entry_depth == _SOLVED
        return None

    def _complete(self, pv: list[int], depth: int) -> list[tuple[int, tuple[int, ...]]]:
        """The principal variation as (key, path) pairs, lengthened from the table where a table
        hit cut it short."""
        state, finder = self.state, self.finder
        moves = finder.full(state)
        undo = []
        hash_ = self.hash
        line = []
        try:
            for ply in range(depth):
                if ply < len(pv):
                    key = pv[ply]
                else:
                    # The frontier keeps no table entry: its choice is the longest word.
                    entry = self.table.get(hash_)
                    key = entry[3] if entry is not None and entry[3] in moves else max(moves,
                                                                                      default=-1)
                if key not in moves:
                    break
                line.append((key, moves[key]))
                cell, letter, word = key_cell(key), key_letter(key), key_node(key)
                saved = state.place(cell, letter, word)
                undo.append((cell, letter, word, saved))
                hash_ ^= self.zobrist[cell][letter] ^ self.word_hash(word)
                moves = finder.after(state, moves, key, saved)
        finally:
            for cell, letter, word, saved in reversed(undo):
                state.unplace(cell, letter, word, saved)
        return line

    def _thought(self, depth: int, value: int, solved: bool,
                 line: list[tuple[int, tuple[int, ...]]]) -> Thought:
        position = self.position
        moves: list[Move] = []
        for key, path in line:
            move = self.game.move_of(position, key, path)
            moves.append(move)
            position = position.play(move)
        return Thought(depth, moves[0], value, self.position.lead + value, tuple(moves),
                       self.nodes, time.perf_counter() - self.started, solved)


class Difficulty(Enum):
    """How the computer plays: from random short words up to a full-width search."""

    BEGINNER = "beginner"  # a random word among the shortest ones
    EASY = "easy"  # a random word no longer than the median
    MEDIUM = "medium"  # one of the three longest words
    HARD = "hard"  # a 2-second search over the 6 longest moves per side
    EXPERT = "expert"  # an 8-second full-width search


_SEARCHES = {
    Difficulty.HARD: SearchLimits(time_limit=2.0, width=6, endgame_cells=5),
    Difficulty.EXPERT: SearchLimits(time_limit=8.0, width=None),
}


def choose_move(game: BaldaGame, position: Position, difficulty: Difficulty,
                rng: random.Random | None = None, cancel: CancelToken | None = None,
                advisor: Advisor | None = None) -> Move | None:
    """The computer's move at `difficulty`, or None when it has no move."""
    rng = rng or random.Random()
    moves = game.legal_moves(position, cancel)
    if not moves:
        return None
    lengths = sorted(move.score for move in moves)
    if difficulty is Difficulty.BEGINNER:
        return rng.choice([move for move in moves if move.score == lengths[0]])
    if difficulty is Difficulty.EASY:
        median = lengths[len(lengths) // 2]
        return rng.choice([move for move in moves if move.score <= median])
    if difficulty is Difficulty.MEDIUM:
        return rng.choice(moves[:3])
    advisor = advisor or Advisor(game)
    thought = advisor.best(position, cancel, _SEARCHES[difficulty])
    return thought.best if thought is not None else moves[0]
