"""The Boggle family (Boggle, Word Hunt, Ruzzle, Словомания, Wordament): a grid in, word hits
out."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from desktop_solver.core.board import Grid
from desktop_solver.core.boggle import WordHit, solve
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.games import GameKind, GameRules, rules_for
from desktop_solver.modes import Message, PasteTarget
from desktop_solver.session import DictionaryRequest, Session


@dataclass(frozen=True)
class Preset:
    """A game's board and rules, as the window offers them."""

    key: str
    label: str  # English; the window translates it
    rows: int
    cols: int
    game: GameKind
    min_length: int
    auto_qu: bool = False
    ocr_game: str = "boggle"  # the OCR's hint for the grid's shape
    lang: str | None = None  # the language the game is played in, when it has one

    @property
    def rules(self) -> GameRules:
        return rules_for(self.game, min_length=self.min_length)


PRESETS = (
    Preset("boggle4", "Boggle 4×4", 4, 4, GameKind.BOGGLE, 3, auto_qu=True),
    Preset("boggle5", "Big Boggle 5×5", 5, 5, GameKind.BOGGLE, 4, auto_qu=True),
    Preset("wordhunt", "Word Hunt (GamePigeon)", 4, 4, GameKind.WORDHUNT, 3),
    Preset("ruzzle", "Ruzzle", 4, 4, GameKind.WORDSMANIA, 2),
    Preset("wordsmania", "Словомания 5×5", 5, 5, GameKind.WORDSMANIA, 3, lang="ru"),
    Preset("wordament", "Wordament", 4, 4, GameKind.WORDAMENT, 3, ocr_game="wordament"),
)


def preset_by_key(key: str) -> Preset:
    return next((preset for preset in PRESETS if preset.key == key), PRESETS[0])


def preset_for_board(current: Preset, rows: int, cols: int, lang: str | None) -> Preset:
    """The preset a board read from a picture belongs to: the current one when it fits the
    board's shape and language, else the first that does (the current one when none does)."""
    def fits(preset: Preset) -> bool:
        return ((preset.rows, preset.cols) == (rows, cols)
                and (preset.lang is None or lang is None or preset.lang == lang))

    if fits(current):
        return current
    # Prefer a preset of the same family (the same scoring) before any other.
    same_game = [preset for preset in PRESETS if preset.game is current.game and fits(preset)]
    others = [preset for preset in PRESETS if fits(preset)]
    return (same_game or others or [current])[0]


@dataclass(frozen=True)
class BoggleInput:
    grid: Grid
    rules: GameRules
    dictionary: DictionaryRequest
    all_paths: bool = False  # every path of each word, not only the first found


class BoggleMode:
    name: str = "boggle"
    fields: tuple[str, ...] = ("word", "length", "score", "frequency", "path")
    paste = PasteTarget.BOARD
    reads_pictures = True

    def run(self, session: Session, input: BoggleInput, cancel: CancelToken) -> Iterator[WordHit]:
        lexicon = session.lexicon(input.dictionary)
        yield from solve(input.grid, lexicon, input.rules, all_paths=input.all_paths,
                         cancel=cancel)

    def record(self, row: WordHit) -> dict[str, Any]:
        return {"word": row.word, "length": row.length, "score": row.score,
                "frequency": row.zipf, "path": [list(cell) for cell in row.path]}

    def status(self, input: BoggleInput, rows: Sequence[WordHit],
               summary: object = None) -> Message:
        return Message("boggle.solved", {"count": len(rows), "total": sum(r.score for r in rows),
                                         "board": input.grid.to_text()})


MODE = BoggleMode()
