"""The game registry: one profile per game (GAMES), read by the screenshot reader, the lattice,
the dictionaries, the modes and the CLI; and the Boggle-family games' rules (word-length
limits, adjacency, scoring).

Glossary: a *profile* says what a game's board looks like to the reader (the grid shapes, empty
cells, marks printed on tiles, the game's totals) and which word lists it plays with; a Boggle-
family game's profile also names its rules (GameKind, PRESETS). A *game key* is the name the
CLI's --game, the reader's hint and the word lists use ("boggle", "balda", ...).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
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


@dataclass(frozen=True)
class SizeLimits:
    """The grid shapes a game allows (rows and columns), as the reader looks for them."""

    min_rows: int
    max_rows: int
    min_cols: int
    max_cols: int
    min_tiles: int = 6
    # Letters a border line may lack, however short the line: a Boggle-family board's Qu tile
    # has two letters side by side, neither an isolated one. (A letter bank may not: the halos
    # round its letters line up in rows of their own.)
    lacking: int = 0


# The shapes the reader looks for when no game is named.
ANY_BOARD = SizeLimits(2, 30, 3, 30, 6)
# A 3x3 board may lack one letter among its isolated ones: the two letters of a Qu tile stand side
# by side, and a die may be out of the tray; the lattice grows over that tile afterwards.
TILE_BOARD = SizeLimits(3, 8, 3, 8, 8, lacking=1)
# The largest side of a board of the Boggle family (Super Big Boggle is 6x6; screens.py draws up
# to 7x7): a bigger grid of letters read with no game in mind is a word search
# (modes.game_of_board). Balda's boards go up to 9x9. The reader looks a size further (TILE_BOARD).
LARGEST_BOGGLE = 7
LARGEST_BALDA = 10


@dataclass(frozen=True)
class GameProfile:
    """One game as the reader, the word lists, the modes and the CLI know it."""

    key: str
    title: str                      # the game's own name, as it spells it (not translated)
    sizes: SizeLimits = TILE_BOARD  # the grid shapes the reader looks for
    kind: GameKind | None = None    # a Boggle-family game's rules (PRESETS); None for the rest
    empty_cells: bool = False       # its boards have empty cells of their own (Balda's)
    marks: bool = True              # its tiles may print values or bonuses beside the letter
    totals: bool = False            # it prints its totals (words, points) beside the board
    single_letters: bool = False    # every tile holds one letter (no Qu tiles)
    # Its boards are square grids of cells, most of them empty (Balda's): the reader finds them
    # by their cells before their letters, and takes no board of letters that is not square.
    square_cells: bool = False
    word_list: bool = False         # it prints the words to find beside the grid (word searches)
    # Its letters stand few to a board, in words of its lists along the rows and columns
    # (Balda's): the reader may weigh which alphabet they are in by the words they can spell.
    words_on_board: bool = False
    # The word lists it plays with, per language; a language missing uses its default list
    # (README, "Dictionaries"). Wordament's list is built to match its own totals
    # (benchmarks/wordament_totals.py measures it against them).
    word_lists: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # The bundled lists whose words follow its rules, per language; a language missing here
    # takes any list (Balda's words are nouns in the nominative singular: ru-words and ru-large
    # hold every part of speech, README "Балда").
    rule_lists: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # Its full list per language, a level away from its everyday one (`balda --all-words`).
    full_lists: Mapping[str, str] = field(default_factory=dict)

    @property
    def rules(self) -> GameRules | None:
        return None if self.kind is None else PRESETS[self.kind]


_EN_COMMON = {"en": ("en-common",)}
# Every game, the Boggle family's first (in GameKind's order), then the other tabs.
GAMES: dict[str, GameProfile] = {profile.key: profile for profile in (
    GameProfile("boggle", "Boggle", kind=GameKind.BOGGLE, word_lists={"en": ("en",)}),
    GameProfile("wordhunt", "Word Hunt", kind=GameKind.WORDHUNT, word_lists=_EN_COMMON),
    GameProfile("wordsmania", "Словомания", kind=GameKind.WORDSMANIA, word_lists=_EN_COMMON),
    GameProfile("wordament", "Wordament", kind=GameKind.WORDAMENT, totals=True,
                word_lists={"en": ("en-wordament",)}),
    GameProfile("lab", "Boggle", kind=GameKind.LAB, word_lists={"en": ("en",)}),
    GameProfile("ruzzle", "Ruzzle", kind=GameKind.RUZZLE, word_lists={"en": ("en",)}),
    GameProfile("wordbyword", "Слово за слово", kind=GameKind.WORDBYWORD,
                word_lists=_EN_COMMON),
    GameProfile("balda", "Балда", SizeLimits(3, 9, 3, 9, 9), empty_cells=True, marks=False,
                square_cells=True, words_on_board=True, single_letters=True,
                word_lists={"en": ("en-common",), "ru": ("ru-balda",)},
                rule_lists={"ru": ("ru-balda", "ru-nouns", "ru")},
                full_lists={"en": "en", "ru": "ru"}),
    GameProfile("anagram", "Anagrams", SizeLimits(1, 3, 3, 16, 3), marks=False,
                word_lists={"en": ("en-common",), "ru": ("ru-words",)}),
    GameProfile("wordsearch", "Word search", SizeLimits(4, 30, 4, 30, 16), empty_cells=True,
                marks=False, single_letters=True, word_list=True,
                word_lists={"en": ("en-common",), "ru": ("ru-words",)}),
    # The window's Play tab: a game of Boggle against the clock, not a board to read.
    GameProfile("play", "Play", word_lists=_EN_COMMON),
)}
# The games whose boards the reader is told to expect (the CLI's `ocr --game`).
READ_GAMES = tuple(key for key in GAMES if key != "play")


# A board of no game in particular: any shape, marks looked for.
ANY_GAME = GameProfile("any", "", ANY_BOARD)


def profile(game: str | None) -> GameProfile:
    """The profile of the game `game` names; ANY_GAME for none or one the registry lacks."""
    return GAMES.get(game or "", ANY_GAME)
