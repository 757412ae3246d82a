"""The Boggle game against the computer, as the classroom assignment plays it.

The player guesses words one at a time; each guess is checked against four rules in order, and
the first that fails is the verdict:
1. at least `rules.min_length` letters (4 in the classroom game), else TOO_SHORT;
2. in the dictionary, else NOT_A_WORD;
3. traceable on the board (adjacent cells, each cell at most once), else NOT_ON_BOARD;
4. not found already, else ALREADY_FOUND.
An accepted word scores as the rules say (length - 3 in the classroom game). When the player is
done, the computer takes every word meeting rules 1-3 that the player has not found.

There is no clock here: a timed front end calls `finish()` when its time runs out.
Both "on board" and the computer's turn come from one run of the engine's grid solver
(`core.boggle.solve`), made the first time either is needed and kept.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from desktop_solver.core.board import Grid
from desktop_solver.core.boggle import Path, WordHit, solve
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import IllegalMoveError, InvalidGridError
from desktop_solver.core.games import GameKind, GameRules, rules_for
from desktop_solver.core.lexicon import Lexicon


class VerdictKind(Enum):
    ACCEPTED = "accepted"
    TOO_SHORT = "too_short"
    NOT_A_WORD = "not_a_word"
    NOT_ON_BOARD = "not_on_board"
    ALREADY_FOUND = "already_found"


@dataclass(frozen=True)
class Verdict:
    """What a guess came to: its kind, the guess in lower case, the points it scored, and its path
    of (row, col) on the board when it is there (accepted or already found)."""

    kind: VerdictKind
    word: str
    points: int = 0
    path: Path = ()

    @property
    def accepted(self) -> bool:
        return self.kind is VerdictKind.ACCEPTED


class BoggleGame:
    """One game on one board: the player's guesses, then the computer's turn.

    Not thread-safe: a GUI may call `prepare()` in a worker before the game is played.
    """

    def __init__(self, grid: Grid, lexicon: Lexicon, rules: GameRules | None = None) -> None:
        if grid.lang != lexicon.lang:
            raise InvalidGridError(
                f"board {grid.to_text()!r} is in {grid.lang!r} but the dictionary is in "
                f"{lexicon.lang!r}, expected one language", code="play.other_language",
                board=grid.lang, lang=lexicon.lang)
        self.grid = grid
        self.lexicon = lexicon
        self.rules = rules or rules_for(GameKind.LAB)
        self._player: list[WordHit] = []
        self._player_words: list[str] = []  # as guessed, lower case
        self._found_keys: set[str] = set()
        self._board_words: dict[str, WordHit] | None = None  # search key -> hit
        self._finished = False

    # The player's side.

    def guess(self, word: str) -> Verdict:
        """Check a guess against the rules in order; an accepted word joins the player's words."""
        if self._finished:
            raise IllegalMoveError(f"guess {word!r} after the game has finished, expected none")
        word = word.strip().lower()
        if len(word) < self.rules.min_length:
            return Verdict(VerdictKind.TOO_SHORT, word)
        if word not in self.lexicon:
            return Verdict(VerdictKind.NOT_A_WORD, word)
        key = self.lexicon.alphabet.fold(word)
        hit = self._solutions().get(key)
        if hit is None:
            return Verdict(VerdictKind.NOT_ON_BOARD, word)
        if key in self._found_keys:
            return Verdict(VerdictKind.ALREADY_FOUND, word, 0, hit.path)
        self._found_keys.add(key)
        self._player.append(hit)
        self._player_words.append(word)
        return Verdict(VerdictKind.ACCEPTED, word, hit.score, hit.path)

    @property
    def player_words(self) -> tuple[str, ...]:
        """The player's accepted words in the order found, lower case as guessed."""
        return tuple(self._player_words)

    @property
    def player_hits(self) -> tuple[WordHit, ...]:
        """The player's accepted words as the solver saw them (dictionary spelling, path, score)."""
        return tuple(self._player)

    @property
    def player_score(self) -> int:
        return sum(hit.score for hit in self._player)

    # The end of the game and the computer's side.

    @property
    def finished(self) -> bool:
        return self._finished

    def finish(self) -> None:
        """End the player's turn (time is up, or the player gave up); further guesses are errors."""
        self._finished = True

    def computer_words(self, cancel: CancelToken | None = None) -> list[WordHit]:
        """Every word meeting rules 1-3 that the player has not found, alphabetically.

        Incomplete if `cancel` stops the search that it may have to run first.
        """
        found = self._found_keys
        return sorted((hit for key, hit in self._solutions(cancel).items() if key not in found),
                      key=self._alphabetical)

    def computer_score(self, cancel: CancelToken | None = None) -> int:
        return sum(hit.score for hit in self.computer_words(cancel))

    # The board's words, for front ends (hints, "found 12 of 80", drawing a path).

    def board_words(self, cancel: CancelToken | None = None) -> list[WordHit]:
        """Every word on the board that meets rules 1-3, alphabetically."""
        return sorted(self._solutions(cancel).values(), key=self._alphabetical)

    def path_of(self, word: str) -> Path | None:
        """A path of (row, col) that traces `word` under the rules, or None when it is not there."""
        hit = self._solutions().get(self.lexicon.alphabet.fold(word.strip()))
        return hit.path if hit is not None else None

    def prepare(self, cancel: CancelToken | None = None) -> bool:
        """Search the board now rather than at the first guess; False if `cancel` stopped it."""
        self._solutions(cancel)
        return self._board_words is not None

    def _solutions(self, cancel: CancelToken | None = None) -> dict[str, WordHit]:
        if self._board_words is not None:
            return self._board_words
        fold = self.lexicon.alphabet.fold
        words = {fold(hit.word): hit
                 for hit in solve(self.grid, self.lexicon, self.rules, cancel=cancel)}
        if cancel is None or not cancel.cancelled:
            self._board_words = words  # only a complete search is worth keeping
        return words

    def _alphabetical(self, hit: WordHit) -> tuple[str, str]:
        # By search key first, so that Russian ё sorts with е as dictionaries do.
        return self.lexicon.alphabet.fold(hit.word), hit.word
