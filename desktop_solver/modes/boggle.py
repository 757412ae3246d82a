"""The Boggle family (Boggle, Word Hunt, Ruzzle, Словомания, Wordament): a grid in, word hits
out."""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from desktop_solver.core.board import Bonus, Grid
from desktop_solver.core.boggle import WordHit, solve
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.games import GAMES, GameKind, GameRules, rules_for
from desktop_solver.core.grid_search import SearchCut
from desktop_solver.core.totals import GameTotals, TotalsCheck
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
    def game_name(self) -> str:
        """The game's own name, as it spells it (not translated)."""
        return GAMES[self.game.value].title

    @property
    def rules(self) -> GameRules:
        return rules_for(self.game, min_length=self.min_length)

    @property
    def tile_values(self) -> bool:
        """Whether the game prints a point value on each tile (the window shows and edits it)."""
        return self.rules.tile_values

    @property
    def bonus_squares(self) -> bool:
        """Whether the game marks tiles with bonus squares (badges or corner flags)."""
        return self.rules.bonus_squares


PRESETS = (
    Preset("boggle4", "Boggle 4×4", 4, 4, GameKind.BOGGLE, 3, auto_qu=True),
    Preset("boggle5", "Big Boggle 5×5", 5, 5, GameKind.BOGGLE, 4, auto_qu=True),
    Preset("wordhunt", "Word Hunt (GamePigeon)", 4, 4, GameKind.WORDHUNT, 3),
    Preset("ruzzle", "Ruzzle", 4, 4, GameKind.RUZZLE, 2),
    Preset("wordsmania", "Словомания 5×5", 5, 5, GameKind.WORDSMANIA, 3, lang="ru"),
    Preset("wordament", "Wordament", 4, 4, GameKind.WORDAMENT, 3, ocr_game="wordament"),
    Preset("wordbyword", "«Слово за слово» 5×5", 5, 5, GameKind.WORDBYWORD, 3, lang="ru"),
)


def preset_by_key(key: str) -> Preset:
    return next((preset for preset in PRESETS if preset.key == key), PRESETS[0])


@dataclass(frozen=True)
class ReadMarks:
    """What a picture's tiles print besides their letters, as the reader found it: the values
    (None where none), the bonus names ('' where none) and whether the game's totals were read."""

    values: Sequence[Sequence[int | None]] = ()
    bonuses: Sequence[Sequence[str]] = ()
    totals: bool = False

    @property
    def bonus_names(self) -> set[str]:
        return {name for row in self.bonuses for name in row if name}

    @property
    def has_values(self) -> bool:
        """Whether the tiles print their values: half of them show one at least (the games
        that print values print one on every tile; a digit read on one die of a photo is
        none)."""
        cells = [value for row in self.values for value in row]
        return bool(cells) and 2 * sum(value is not None for value in cells) >= len(cells)


def game_of_marks(marks: ReadMarks, current: GameKind) -> GameKind | None:
    """The game whose look a board's marks are, None when they name none: Ruzzle's round
    DL/TL/DW/TW badges; the corner flags ×2 ×3 c2 c3 of «Слово за слово» (and of Словомания,
    which keeps them when it is the current game); a value on the tiles, or the totals printed
    round the board, with no badges: Wordament's (Ruzzle's values, when Ruzzle is the current
    game: a board may show no badge)."""
    names = marks.bonus_names
    if names & set(rules_for(GameKind.RUZZLE).scoring.bonus_names):
        return GameKind.RUZZLE
    if names & set(rules_for(GameKind.WORDBYWORD).scoring.bonus_names):
        return current if current in (GameKind.WORDSMANIA, GameKind.WORDBYWORD) \
            else GameKind.WORDBYWORD
    if marks.has_values or marks.totals:
        return current if current is GameKind.RUZZLE else GameKind.WORDAMENT
    return None


def preset_for_board(current: Preset, rows: int, cols: int, lang: str | None,
                     marks: ReadMarks | None = None) -> Preset:
    """The preset a board read from a picture belongs to. Its `marks` (values, badges, flags,
    totals; None when the tiles were not searched for them) name the game when they can: any
    size of board is then that game's. Else the current preset when it fits the board's shape
    and language, else the first that does (the current one when none does); a board whose
    tiles were searched and print no value is no game's that prints one on every tile."""
    game = game_of_marks(marks, current.game) if marks is not None else None
    if game is not None:
        if current.game is game:
            return current
        of_game = [preset for preset in PRESETS if preset.game is game]
        return next((preset for preset in of_game if (preset.rows, preset.cols) == (rows, cols)),
                    of_game[0])
    unmarked = marks is not None and not marks.has_values

    def fits(preset: Preset) -> bool:
        return ((preset.rows, preset.cols) == (rows, cols)
                and (preset.lang is None or lang is None or preset.lang == lang)
                and not (unmarked and preset.tile_values))

    if fits(current):
        return current
    # Prefer a preset of the same game, then one of the same family (bonus squares or not),
    # before any other.
    same_game = [preset for preset in PRESETS if preset.game is current.game and fits(preset)]
    same_family = [preset for preset in PRESETS if fits(preset)
                   and preset.bonus_squares == current.bonus_squares]
    others = [preset for preset in PRESETS if fits(preset)]
    return (same_game or same_family or others or [current])[0]


@dataclass(frozen=True)
class BoggleInput:
    """A board to solve; its tiles carry the values and bonus squares that the game shows
    (`Grid.with_marks`), so the scores follow the game."""

    grid: Grid
    rules: GameRules
    dictionary: DictionaryRequest
    all_paths: bool = False  # every path of each word, not only the first found

    @property
    def values(self) -> tuple[tuple[int | None, ...], ...]:
        return self.grid.values

    @property
    def bonuses(self) -> tuple[tuple[str, ...], ...]:
        return self.grid.bonuses

    def with_marks(self, values: Sequence[Sequence[int | None]] | None = None,
                   bonuses: Mapping[tuple[int, int], Bonus | None] | None = None) -> BoggleInput:
        """The same request with tile values and bonus squares put on the board."""
        return replace(self, grid=self.grid.with_marks(values, bonuses))


class BoggleMode:
    name: str = "boggle"
    fields: tuple[str, ...] = ("word", "length", "score", "frequency", "path")
    paste = PasteTarget.BOARD
    reads_pictures = True

    def run(self, session: Session, input: BoggleInput,
            cancel: CancelToken) -> Generator[WordHit, None, SolveSummary]:
        lexicon = session.lexicon(input.dictionary, cancel.progress())
        cut = yield from solve(input.grid, lexicon, input.rules, all_paths=input.all_paths,
                               cancel=cancel)
        return SolveSummary(len(lexicon), cut)

    def record(self, row: WordHit) -> dict[str, Any]:
        return {"word": row.word, "length": row.length, "score": row.score,
                "frequency": row.zipf, "path": [list(cell) for cell in row.path]}

    def status(self, input: BoggleInput, rows: Sequence[WordHit],
               summary: object = None) -> Message:
        return Message("boggle.solved", {"count": len(rows), "total": sum(r.score for r in rows),
                                         "board": input.grid.to_text()})


MODE = BoggleMode()


# A board of real letters makes more words than tiles (a 4x4 English board averages six a tile,
# a Russian one two to four); fewer means letters were misread or the picture was no board.
FEW_WORDS_PER_TILE = 1.0


# A word list this small (a few words typed into a file) makes almost no words on any board: then
# the list is to blame, not the letters.
SMALL_LIST_WORDS = 1000


@dataclass(frozen=True)
class SolveSummary:
    """What a solve says besides its words: how many words its dictionary holds, and why the
    words are not all of them when the search was cut short (None when they are)."""

    dictionary_words: int
    cut: SearchCut | None = None

    @property
    def small_dictionary(self) -> bool:
        return self.dictionary_words < SMALL_LIST_WORDS


def makes_few_words(tiles: int, words: int) -> bool:
    """Whether a board's letters make almost no words: a sign the board was read wrong."""
    return tiles > 0 and words < FEW_WORDS_PER_TILE * tiles


def check_totals(hits: Sequence[WordHit], game: GameTotals | None) -> TotalsCheck | None:
    """Our words and points for a board set against the totals its game printed (read from the
    screenshot), or None when it printed none. A check that does not agree (`agrees`) means a
    tile was misread or the word list is not the game's."""
    if game is None:
        return None
    return TotalsCheck(GameTotals(len(hits), sum(hit.score for hit in hits)), game)
