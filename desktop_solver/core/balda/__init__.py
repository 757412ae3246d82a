"""Балда: the rules, legal move generation (full and incremental) and the move advisor.

Typical use: `game = BaldaGame(load_dictionary("ru"))`, `position = game.new_position("балда")`,
`game.legal_moves(position)`, `Advisor(game).think(position, cancel)` (a Thought per depth).
"""

from desktop_solver.core.balda.engine import (
    Advisor,
    Difficulty,
    SearchLimits,
    Thought,
    choose_move,
)
from desktop_solver.core.balda.game import BaldaGame, sort_moves
from desktop_solver.core.balda.rules import BaldaOptions, Move, Position

__all__ = ["Advisor", "BaldaGame", "BaldaOptions", "Difficulty", "Move", "Position",
           "SearchLimits", "Thought", "choose_move", "sort_moves"]
