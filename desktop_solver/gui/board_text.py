"""The board editor's text model, free of Qt: tokens per cell, checks per tile, board text."""

from __future__ import annotations

from dataclasses import replace

from desktop_solver.core.alphabet import detect_language, script_of
from desktop_solver.core.board import Grid, parse_grid, tokenize
from desktop_solver.core.errors import InvalidGridError

EMPTY = ""


def tokens_from_text(text: str) -> list[list[str]]:
    """Rows of tokens from pasted text ('/' or new lines between rows, brackets for special
    tiles); characters that are not tiles are dropped rather than refused, as a paste is forgiving."""
    try:
        return tokenize(text)
    except InvalidGridError:
        cleaned = "".join(ch for ch in text if ch in "/\n[]-." or script_of(ch) or ch.isspace())
        try:
            return tokenize(cleaned)
        except InvalidGridError:
            return []


def normalise_token(token: str) -> str:
    return token.upper()


def board_language(tokens: list[str]) -> str | None:
    return detect_language("".join(tokens))


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


def grid_from_tokens(tokens: list[str], rows: int, cols: int, values: dict[int, int],
                     lang: str | None = None, max_side: int = 30) -> Grid:
    """The Grid of a complete board; InvalidGridError names the first problem."""
    if any(token == EMPTY for token in tokens):
        missing = tokens.index(EMPTY)
        raise InvalidGridError(
            f"tile at row {missing // cols + 1}, column {missing % cols + 1} is empty")
    text = "/".join("".join(tokens[row * cols:(row + 1) * cols]) for row in range(rows))
    grid = parse_grid(text, lang, max_side=max_side)
    if not values:
        return grid
    tiles = list(grid.tiles)
    for cell, value in values.items():
        if 0 <= cell < len(tiles):
            tiles[cell] = replace(tiles[cell], value=value)
    return Grid(tuple(tuple(tiles[row * cols:(row + 1) * cols]) for row in range(rows)), grid.lang)
