"""Boards: tiles, the grid, parsing from text, and neighbour tables.

Glossary: a *cell* is a flat int `row * cols + col`; paths are tuples of cells inside the core and
(row, col) pairs at the edges. A tile's *options* are the letter sequences it can stand for: one for
a plain, multi-letter, prefix or suffix tile, several for an either/or tile, none for a blocked cell.

Text form: rows separated by '/' or new lines; a tile is a letter, '.', or a bracket token:
[QU] several letters in one cell, [RE-] a prefix (only at a word's start), [-ING] a suffix (only at a
word's end), [A/E] either letter.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cached_property, lru_cache

from collections.abc import Callable

from desktop_solver.core.alphabet import (
    LATIN_LOOKALIKES,
    Script,
    alphabet_for,
    detect_language,
    script_of,
)
from desktop_solver.core.errors import InvalidGridError
from desktop_solver.core.files import shorten

MAX_SIDE = 30


class TileKind(Enum):
    LETTERS = "letters"
    PREFIX = "prefix"
    SUFFIX = "suffix"
    EITHER = "either"
    BLOCKED = "blocked"


@dataclass(frozen=True)
class Tile:
    kind: TileKind
    options: tuple[str, ...]
    value: int | None = None

    @property
    def text(self) -> str:
        """How the tile is shown: 'A', 'QU', 'RE-', '-ING', 'A/E', or '' when blocked."""
        upper = tuple(option.upper() for option in self.options)
        if self.kind is TileKind.PREFIX:
            return upper[0] + "-"
        if self.kind is TileKind.SUFFIX:
            return "-" + upper[0]
        return "/".join(upper)

    @property
    def token(self) -> str:
        """The tile in the board's text form."""
        if self.kind is TileKind.BLOCKED:
            return "."
        text = self.text
        return text if len(text) == 1 else f"[{text}]"

    @property
    def is_blocked(self) -> bool:
        return self.kind is TileKind.BLOCKED


BLOCKED = Tile(TileKind.BLOCKED, ())


@dataclass(frozen=True)
class Grid:
    rows: tuple[tuple[Tile, ...], ...]
    lang: str

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def width(self) -> int:
        return len(self.rows[0])

    @cached_property
    def tiles(self) -> tuple[Tile, ...]:
        """Tiles in cell order."""
        return tuple(tile for row in self.rows for tile in row)

    def cell(self, row: int, col: int) -> int:
        return row * self.width + col

    def position(self, cell: int) -> tuple[int, int]:
        return divmod(cell, self.width)

    def tile_at(self, cell: int) -> Tile:
        row, col = divmod(cell, self.width)
        return self.rows[row][col]

    def neighbours(self, diagonal: bool = True) -> tuple[tuple[int, ...], ...]:
        return neighbour_table(self.height, self.width, diagonal)

    def to_text(self, separator: str = "/") -> str:
        return separator.join("".join(tile.token for tile in row) for row in self.rows)

    def __str__(self) -> str:
        return self.to_text()


@lru_cache(maxsize=64)
def neighbour_table(height: int, width: int, diagonal: bool = True) -> tuple[tuple[int, ...], ...]:
    """For every cell, the cells next to it (8 directions, or 4 without diagonals)."""
    steps = [(-1, 0), (0, -1), (0, 1), (1, 0)]
    if diagonal:
        steps += [(-1, -1), (-1, 1), (1, -1), (1, 1)]
    table = []
    for row in range(height):
        for col in range(width):
            table.append(tuple(
                (row + dr) * width + col + dc
                for dr, dc in sorted(steps)
                if 0 <= row + dr < height and 0 <= col + dc < width
            ))
    return tuple(table)


def are_adjacent(a: tuple[int, int], b: tuple[int, int], diagonal: bool = True) -> bool:
    dr, dc = abs(a[0] - b[0]), abs(a[1] - b[1])
    if diagonal:
        return max(dr, dc) == 1
    return dr + dc == 1


def parse_grid(text: str, lang: str | None = None, max_side: int = MAX_SIDE) -> Grid:
    """Parse a board from its text form; `lang` None means detect it from the letters."""
    token_rows = tokenize(text)
    if not token_rows:
        raise InvalidGridError(f"empty grid {text!r}: expected rows of letters separated by '/'")
    lang = lang or detect_language(text) or "en"
    alphabet = alphabet_for(lang)
    _check_scripts(token_rows, alphabet.script)
    rows = tuple(
        tuple(_make_tile(token, alphabet.normalize_char, row_no, col_no)
              for col_no, token in enumerate(tokens, 1))
        for row_no, tokens in enumerate(token_rows, 1)
    )
    _check_shape(rows, max_side)
    return Grid(rows, lang)


def tokenize(text: str) -> list[list[str]]:
    """The board's rows as lists of tile tokens ('A', '[QU]', '.'), without building tiles: for
    editors that keep a half-typed board."""
    return [_tokenize_row(row, number) for number, row in enumerate(_split_rows(text), 1)]


def _split_rows(text: str) -> list[str]:
    """Split on '/' and new lines, but not on the '/' inside an either/or token."""
    rows: list[str] = []
    current: list[str] = []
    depth = 0
    last_separator = ""
    for ch in text:
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth = max(0, depth - 1)
        if depth == 0 and ch in "/\n\r":
            row = "".join(current)
            if ch == "/" and last_separator == "/" and not row.strip():
                # AB//CD: a row typed empty, not a separator doubled by accident.
                raise InvalidGridError(f"empty row between '/' in {shorten(text)}, expected "
                                       "letters in every row ('.' for a blocked cell)")
            rows.append(row)
            current = []
            last_separator = ch
        else:
            current.append(ch)
    rows.append("".join(current))
    return [row.strip() for row in rows if row.strip()]


def _tokenize_row(row: str, row_no: int) -> list[str]:
    tokens: list[str] = []
    i = 0
    while i < len(row):
        ch = row[i]
        if ch.isspace():
            i += 1
        elif ch == "[":
            end = row.find("]", i)
            if end < 0:
                raise InvalidGridError(f"row {row_no}: unclosed bracket in {row[i:]!r}, expected ']'")
            tokens.append(row[i:end + 1])
            i = end + 1
        elif ch == "." or script_of(ch) is not None:
            tokens.append(ch)
            i += 1
        else:
            raise InvalidGridError(
                f"row {row_no}: unexpected character {ch!r} in {row!r}, "
                "expected a letter, '.' or a bracket token such as [QU]")
    return tokens


def _check_scripts(token_rows: list[list[str]], script: Script) -> None:
    """Reject letters of the other script (after Latin look-alikes have been read as Cyrillic)."""
    offending = []
    for row_no, tokens in enumerate(token_rows, 1):
        for col_no, token in enumerate(tokens, 1):
            for ch in token:
                found = script_of(ch)
                if found is None or found is script:
                    continue
                if script is Script.CYRILLIC and ch.upper() in LATIN_LOOKALIKES:
                    continue
                offending.append((f"{token!r} at row {row_no}, column {col_no}", ch,
                                  row_no, col_no))
                break
    if offending:
        other = "Latin" if script is Script.CYRILLIC else "Cyrillic"
        expected = "Cyrillic" if script is Script.CYRILLIC else "Latin"
        _, letter, row_no, col_no = offending[0]
        raise InvalidGridError(
            f"mixed scripts: {other} {', '.join(place for place, *_ in offending)} in a "
            f"{expected} grid", code="grid.other_script", letter=letter, row=row_no, col=col_no,
            script=other.lower(), expected=expected.lower())


def _make_tile(token: str, normalize: Callable[[str], str], row_no: int, col_no: int) -> Tile:
    if token == ".":
        return BLOCKED
    if not token.startswith("["):
        return Tile(TileKind.LETTERS, (normalize(token),))
    inner = token[1:-1].strip()

    def letters(part: str) -> str:
        if not part or any(script_of(ch) is None for ch in part):
            raise InvalidGridError(
                f"row {row_no}, column {col_no}: unknown tile {token!r}, expected [QU], [RE-], "
                "[-ING] or [A/E]", code="grid.unknown_tile", token=token, row=row_no,
                col=col_no)
        return "".join(normalize(ch) for ch in part)

    if "/" in inner:
        return Tile(TileKind.EITHER, tuple(letters(part.strip()) for part in inner.split("/")))
    if inner.endswith("-") and not inner.startswith("-"):
        return Tile(TileKind.PREFIX, (letters(inner[:-1]),))
    if inner.startswith("-") and not inner.endswith("-"):
        return Tile(TileKind.SUFFIX, (letters(inner[1:]),))
    return Tile(TileKind.LETTERS, (letters(inner),))


def _check_shape(rows: tuple[tuple[Tile, ...], ...], max_side: int) -> None:
    width = len(rows[0])
    for row_no, row in enumerate(rows, 1):
        if len(row) != width:
            raise InvalidGridError(f"row {row_no} has {len(row)} tiles, expected {width}")
    if len(rows) > max_side or width > max_side:
        raise InvalidGridError(
            f"board of {len(rows)} x {width} tiles is over the limit, expected each side 1..{max_side}")
