"""The Boggle-family games: their word-length limits, adjacency and scoring."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from desktop_solver.core.scoring import Scoring


class GameKind(Enum):
    BOGGLE = "boggle"
    WORDHUNT = "wordhunt"
    WORDSMANIA = "wordsmania"
    WORDAMENT = "wordament"
    LAB = "lab"
    RUZZLE = "ruzzle"
    WORDBYWORD = "wordbyword"  # «Слово за слово» (VK)


@dataclass(frozen=True)
class GameRules:
    kind: GameKind
    scoring: Scoring
    min_length: int = 3
    max_length: int | None = None
    diagonal: bool = True

    @property
    def tile_values(self) -> bool:
        """Whether the game prints a point value on each tile."""
        return self.scoring.printed_values

    @property
    def bonus_squares(self) -> bool:
        """Whether the game marks tiles with bonus squares (badges or corner flags)."""
        return self.scoring.bonus_squares


PRESETS: dict[GameKind, GameRules] = {
    GameKind.BOGGLE: GameRules(GameKind.BOGGLE, Scoring.BOGGLE),
    GameKind.WORDHUNT: GameRules(GameKind.WORDHUNT, Scoring.WORDHUNT),
    GameKind.WORDSMANIA: GameRules(GameKind.WORDSMANIA, Scoring.LENGTH),
    GameKind.WORDAMENT: GameRules(GameKind.WORDAMENT, Scoring.WORDAMENT),
    GameKind.LAB: GameRules(GameKind.LAB, Scoring.LENGTH_MINUS_3, min_length=4),
    # Ruzzle takes words of two letters and more (its rules as retold in Italian, see README).
    GameKind.RUZZLE: GameRules(GameKind.RUZZLE, Scoring.RUZZLE, min_length=2),
    GameKind.WORDBYWORD: GameRules(GameKind.WORDBYWORD, Scoring.POSITION),
}


def rules_for(game: str | GameKind = GameKind.BOGGLE, *, min_length: int | None = None,
              max_length: int | None = None, diagonal: bool | None = None) -> GameRules:
    """A game's preset, with any of its limits overridden."""
    kind = game if isinstance(game, GameKind) else GameKind(game)
    rules = PRESETS[kind]
    changes: dict[str, Any] = {}
    if min_length is not None:
        changes["min_length"] = min_length
    if max_length is not None:
        changes["max_length"] = max_length
    if diagonal is not None:
        changes["diagonal"] = diagonal
    return replace(rules, **changes)
