"""The board editor's text model, free of Qt: tokens per cell, checks per tile, board text.

The board's text carries its marks (tile values, bonus squares) the way the `solve` command takes
them: 'CATS/DOGS/EELS/RATS --values 4113/./. --bonus 1:1=DW,2:4=TL'. Settings, the clipboard and
the command line share that one form."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from desktop_solver.core.alphabet import detect_language, script_of
from desktop_solver.core.board import (
    Grid,
    Tile,
    bonuses_from_names,
    format_bonuses,
    format_values,
    parse_bonuses,
    parse_grid,
    parse_values,
    tokenize,
)
from desktop_solver.core.errors import InvalidGridError, InvalidValuesError
from desktop_solver.core.scoring import Scoring, printed_value

EMPTY = ""
UNTYPED = "[?]"   # an empty tile ('?' in the board's text), as the tokenizer takes it


@dataclass(frozen=True)
class Marks:
    """What the editor holds besides letters, by flat cell: the values typed or read (not the
    game's usual ones) and the bonus squares' names."""

    values: Mapping[int, int] = field(default_factory=dict)
    bonuses: Mapping[int, str] = field(default_factory=dict)


def marks_from_text(values: str | None, bonuses: str | None, rows: int, cols: int) -> Marks:
    """The marks typed after a board of `rows` x `cols`; values or bonus squares that do not
    fit the board are dropped, as a paste is forgiving."""
    found_values: dict[int, int] = {}
    found_bonuses: dict[int, str] = {}
    try:
        if values is not None:
            found_values = {row * cols + col: value
                            for row, row_values in enumerate(parse_values(values, rows, cols))
                            for col, value in enumerate(row_values) if value is not None}
    except InvalidValuesError:
        pass
    try:
        if bonuses is not None:
            found_bonuses = {row * cols + col: bonus.name
                             for (row, col), bonus in parse_bonuses(bonuses).items()
                             if row < rows and col < cols}
    except InvalidValuesError:
        pass
    return Marks(found_values, found_bonuses)


def game_marks(marks: Marks, scoring: Scoring) -> Marks:
    """The marks a game has: values where it prints them, its own bonus squares (a Ruzzle DW
    is no Словомания flag)."""
    return Marks(dict(marks.values) if scoring.printed_values else {},
                 {cell: name for cell, name in marks.bonuses.items()
                  if name in scoring.bonus_names})


def marks_text(marks: Marks, rows: int, cols: int) -> str:
    """The marks as the options that follow a board's text ('' when there are none)."""
    parts = []
    if marks.values:
        parts.append("--values " + format_values(
            [[marks.values.get(row * cols + col) for col in range(cols)] for row in range(rows)]))
    if marks.bonuses:
        parts.append("--bonus " + format_bonuses(bonus_grid(marks, rows, cols)))
    return " ".join(parts)


def bonus_grid(marks: Marks, rows: int, cols: int) -> list[list[str]]:
    """The bonus squares' names row by row, '' where a tile has none (as `Grid.bonuses`)."""
    return [[marks.bonuses.get(row * cols + col, "") for col in range(cols)] for row in range(rows)]


def tokens_from_text(text: str) -> list[list[str]]:
    """Rows of tokens from pasted text ('/' or new lines between rows, brackets for special
    tiles, '?' for a tile still to type); characters that are not tiles are dropped rather than
    refused, as a paste is forgiving."""
    # '?' is what the board's text (kept between sessions, copied) writes for an empty tile:
    # read back as one, not dropped, or the letters after it would move a tile back. Outside
    # brackets only, as a bracket token '[A?]' is one (bad) tile.
    marked = re.sub(r"\?(?![^\[]*\])", UNTYPED, text)
    cleaned = "".join(ch for ch in marked if ch in "/\n[]-.?" or script_of(ch) or ch.isspace())
    for attempt in (marked, cleaned):
        try:
            rows = tokenize(attempt)
        except InvalidGridError:
            continue
        return [[EMPTY if token == UNTYPED else token for token in row] for row in rows]
    return []


def normalise_token(token: str) -> str:
    return token.upper()


def board_language(tokens: list[str]) -> str | None:
    return detect_language("".join(tokens))


def tile_of(token: str, lang: str | None) -> Tile | None:
    """The tile a token stands for on a board of `lang`; None when empty or invalid."""
    if token == EMPTY:
        return None
    try:
        return parse_grid(token, lang).rows[0][0]
    except InvalidGridError:
        return None


def shown_values(tokens: list[str], values: Mapping[int, int], scoring: Scoring) -> dict[int, int]:
    """The value the game would print on each tile that has letters and no value of its own
    (the game's usual one), by flat cell; empty for games that print no values."""
    if not scoring.printed_values:
        return {}
    lang = board_language(tokens) or "en"
    shown = {}
    for cell, token in enumerate(tokens):
        tile = tile_of(token, lang) if cell not in values else None
        value = printed_value(scoring, tile, lang) if tile is not None else None
        if value is not None:
            shown[cell] = value
    return shown


def tile_problem(token: str, lang: str | None) -> InvalidGridError | None:
    """Why one tile cannot be used on a board of `lang` (an error with a code and values), or
    None when it is fine."""
    if token == EMPTY:
        return None
    try:
        parse_grid(token, lang)
    except InvalidGridError as error:
        return error
    return None


def grid_from_tokens(tokens: list[str], rows: int, cols: int, marks: Marks = Marks(),
                     lang: str | None = None, max_side: int = 30) -> Grid:
    """The Grid of a complete board; InvalidGridError names the first problem."""
    if any(token == EMPTY for token in tokens):
        missing = tokens.index(EMPTY)
        raise InvalidGridError(
            f"tile at row {missing // cols + 1}, column {missing % cols + 1} is empty",
            code="grid.empty_tile", row=missing // cols + 1, col=missing % cols + 1)
    text = "/".join("".join(tokens[row * cols:(row + 1) * cols]) for row in range(rows))
    grid = parse_grid(text, lang, max_side=max_side)
    if not marks.values and not marks.bonuses:
        return grid
    values = [[marks.values.get(row * cols + col) for col in range(cols)] for row in range(rows)]
    return grid.with_marks(values, bonuses_from_names(bonus_grid(marks, rows, cols)))
