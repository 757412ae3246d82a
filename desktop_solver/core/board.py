"""Boards: tiles, the grid, parsing from text, and neighbour tables.

Glossary: a *cell* is a flat int `row * cols + col`; paths are tuples of cells inside the core and
(row, col) pairs at the edges. A tile's *options* are the letter sequences it can stand for: one for
a plain, multi-letter, prefix or suffix tile, several for an either/or tile, none for a blocked cell.

Text form: rows separated by '/' or new lines; a tile is a letter, '.', or a bracket token:
[QU] several letters in one cell, [RE-] a prefix (only at a word's start), [-ING] a suffix (only at a
word's end), [A/E] either letter.

*Marks* are what a game prints on a tile besides its letters: its point *value* (Wordament, Ruzzle)
and a *bonus* square (Ruzzle's DL/TL/DW/TW badges, the corner flags ×2/×3/c2/c3 of the Russian
games). They live on the tiles (`Tile.value`, `Tile.bonus`); the text form does not carry them, so
they are typed apart (`parse_values`, `parse_bonuses`; after a board's text as the `solve` command
takes them, `split_marks`) and put on a grid with `Grid.with_marks`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from functools import cached_property, lru_cache

from desktop_solver.core.alphabet import (
    LATIN_LOOKALIKES,
    Script,
    alphabet_for,
    detect_language,
    script_of,
)
from desktop_solver.core.errors import InvalidGridError, InvalidValuesError
from desktop_solver.core.files import shorten

MAX_SIDE = 30
# Characters a board's text may spend on one tile: the longest token ("[-TION]", "[ING/ED]")
# with spaces around it and the row's separator. Longer text cannot be a board of MAX_SIDE.
TEXT_PER_TILE = 16
MAX_VALUE = 999


class TileKind(Enum):
    LETTERS = "letters"
    PREFIX = "prefix"
    SUFFIX = "suffix"
    EITHER = "either"
    BLOCKED = "blocked"


@dataclass(frozen=True)
class Bonus:
    """A bonus square: its name as the game shows it, and what it multiplies: the points of the
    tile's letters (`letter`) or of the whole word (`word`)."""

    name: str
    letter: int = 1
    word: int = 1


# Ruzzle's badges (double/triple letter, double/triple word), and the corner flags of «Слово за
# слово»: ×N multiplies the letter, cN the whole word (read from the names, с for «слово»: the
# game's help describes letter and word bonuses, but its pictures of the flags were not in the
# copy read). Sources: README, "Scoring".
BONUSES: dict[str, Bonus] = {bonus.name: bonus for bonus in (
    Bonus("DL", letter=2), Bonus("TL", letter=3), Bonus("DW", word=2), Bonus("TW", word=3),
    Bonus("×2", letter=2), Bonus("×3", letter=3), Bonus("c2", word=2), Bonus("c3", word=3),
)}
# How people type them: x, Cyrillic х or * for ×; Cyrillic с for c.
_BONUS_SPELLINGS = str.maketrans({"x": "×", "х": "×", "*": "×", "с": "c"})


@dataclass(frozen=True)
class Tile:
    kind: TileKind
    options: tuple[str, ...]
    value: int | None = None  # the points printed on the tile; None: the game's usual value
    bonus: Bonus | None = None

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

    @property
    def values(self) -> tuple[tuple[int | None, ...], ...]:
        """The points printed on each tile, row by row (None where none is known)."""
        return tuple(tuple(tile.value for tile in row) for row in self.rows)

    @property
    def bonuses(self) -> tuple[tuple[str, ...], ...]:
        """Each tile's bonus name, row by row ('' where there is none)."""
        return tuple(tuple(tile.bonus.name if tile.bonus else "" for tile in row)
                     for row in self.rows)

    @property
    def has_marks(self) -> bool:
        return any(tile.value is not None or tile.bonus is not None for tile in self.tiles)

    def with_marks(self, values: Sequence[Sequence[int | None]] | None = None,
                   bonuses: Mapping[tuple[int, int], Bonus | None] | None = None) -> Grid:
        """This grid with tile values (a grid of them, None keeping a tile's own) and bonus
        squares ((row, col) from 0 -> bonus) put on its tiles."""
        rows = [list(row) for row in self.rows]
        if values is not None:
            _check_values_shape(values, self.height, self.width)
            for row, row_values in zip(rows, values):
                for col, value in enumerate(row_values):
                    if value is not None and not row[col].is_blocked:
                        row[col] = replace(row[col], value=value)
        for (row_no, col_no), bonus in (bonuses or {}).items():
            if not (0 <= row_no < self.height and 0 <= col_no < self.width):
                raise InvalidValuesError(
                    f"bonus square at row {row_no + 1}, column {col_no + 1} is off the board "
                    f"of {self.height} x {self.width}", code="bonus.off_board",
                    row=row_no + 1, col=col_no + 1, rows=self.height, cols=self.width)
            if not rows[row_no][col_no].is_blocked:
                rows[row_no][col_no] = replace(rows[row_no][col_no], bonus=bonus)
        return Grid(tuple(tuple(row) for row in rows), self.lang)

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
    most = max_side * max_side * TEXT_PER_TILE
    if len(text) > most:
        # Before any parsing: a 5 MB line took 40 s and 1.2 GB to be found too wide.
        raise InvalidGridError(
            f"the board's text has {len(text):,} characters, expected at most {most:,} (a board "
            f"of up to {max_side} x {max_side} tiles)", code="grid.too_long",
            length=len(text), most=most, side=max_side)
    token_rows = tokenize(text)
    if not token_rows:
        raise InvalidGridError(f"empty grid {text!r}: expected rows of letters separated by '/'",
                               code="grid.empty")
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
                                       "letters in every row ('.' for a blocked cell)",
                                       code="grid.empty_row", row=len(rows) + 1)
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
                raise InvalidGridError(f"row {row_no}: unclosed bracket in {row[i:]!r}, expected ']'",
                                       code="grid.unclosed_bracket", row=row_no, text=row[i:])
            tokens.append(row[i:end + 1])
            i = end + 1
        elif ch == "." or script_of(ch) is not None:
            tokens.append(ch)
            i += 1
        else:
            raise InvalidGridError(
                f"row {row_no}: unexpected character {ch!r} in {row!r}, "
                "expected a letter, '.' or a bracket token such as [QU]",
                code="grid.not_letter", row=row_no, char=ch, text=row)
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
            raise InvalidGridError(f"row {row_no} has {len(row)} tiles, expected {width}",
                                   code="grid.row_length", row=row_no, count=len(row),
                                   expected=width)
    if len(rows) > max_side or width > max_side:
        raise InvalidGridError(
            f"board of {len(rows)} x {width} tiles is over the limit, expected each side 1..{max_side}",
            code="grid.too_large", rows=len(rows), cols=width, most=max_side)


def parse_values(text: str, height: int, width: int) -> tuple[tuple[int | None, ...], ...]:
    """Tile values typed like a board: rows separated by '/' or new lines; in a row, one digit
    per tile ('4113'), or numbers separated by commas or spaces ('3,4,12,2'); '.', '?' or '_'
    for a tile whose value is not known."""
    rows = [row.strip() for row in re.split(r"[/\n\r]", text) if row.strip()]
    if len(rows) != height:
        raise InvalidValuesError(
            f"tile values {text!r} have {len(rows)} rows, expected {height} like the board",
            code="values.rows", text=text, found=len(rows), expected=height)
    return tuple(_parse_value_row(row, number, width) for number, row in enumerate(rows, 1))


def _parse_value_row(row: str, row_no: int, width: int) -> tuple[int | None, ...]:
    entries = re.split(r"[,;\s]+", row) if re.search(r"[,;\s]", row) else list(row)
    entries = [entry for entry in entries if entry]
    if len(entries) != width:
        raise InvalidValuesError(
            f"row {row_no} of the tile values, {row!r}, has {len(entries)} values, expected "
            f"{width} (one per tile; numbers over 9 separated by commas, e.g. '3,4,12,2')",
            code="values.row_length", row=row_no, text=row, found=len(entries), expected=width)
    values: list[int | None] = []
    for entry in entries:
        if entry in (".", "?", "_"):
            values.append(None)
        elif entry.isascii() and entry.isdigit() and int(entry) <= MAX_VALUE:
            values.append(int(entry))
        else:
            raise InvalidValuesError(
                f"row {row_no} of the tile values: {entry!r} is not a tile value, expected a "
                f"whole number from 0 to {MAX_VALUE} or '.' for none", code="values.not_number",
                row=row_no, entry=entry, most=MAX_VALUE)
    return tuple(values)


def parse_bonus(name: str) -> Bonus:
    """A bonus square by its name: DL, TL, DW, TW (Ruzzle), ×2, ×3, c2, c3 (corner flags)."""
    key = name.strip()
    key = key.upper() if key.upper() in BONUSES else key.lower().translate(_BONUS_SPELLINGS)
    bonus = BONUSES.get(key)
    if bonus is None:
        raise InvalidValuesError(
            f"unknown bonus {name!r}, expected one of {', '.join(BONUSES)}",
            code="bonus.unknown", name=name, known=", ".join(BONUSES))
    return bonus


def parse_bonuses(text: str) -> dict[tuple[int, int], Bonus]:
    """Bonus squares typed as 'ROW:COL=NAME' entries (1-based) separated by commas or spaces,
    e.g. '1:1=DW,2:4=TL'; the result is keyed by 0-based (row, col)."""
    bonuses: dict[tuple[int, int], Bonus] = {}
    for entry in (part for part in re.split(r"[,;\s]+", text) if part):
        match = re.fullmatch(r"(\d+):(\d+)=(.+)", entry)
        if match is None or int(match[1]) < 1 or int(match[2]) < 1:
            raise InvalidValuesError(
                f"bonus square {entry!r} is not ROW:COL=NAME, expected e.g. '1:1=DW' (rows and "
                "columns from 1)", code="bonus.format", entry=entry)
        cell = (int(match[1]) - 1, int(match[2]) - 1)
        if cell in bonuses:
            raise InvalidValuesError(
                f"bonus square {entry!r}: row {match[1]}, column {match[2]} has a bonus already",
                code="bonus.twice", entry=entry, row=cell[0] + 1, col=cell[1] + 1)
        bonuses[cell] = parse_bonus(match[3])
    return bonuses


def bonuses_from_names(names: Sequence[Sequence[str]]) -> dict[tuple[int, int], Bonus]:
    """Bonus squares from a grid of names ('' where a tile has none), as the screenshot reader
    and `Grid.bonuses` give them; keyed by 0-based (row, col)."""
    return {(row_no, col_no): parse_bonus(name)
            for row_no, row in enumerate(names) for col_no, name in enumerate(row)
            if name.strip()}


_MARK_OPTION = re.compile(r"\s--(values|bonus)[=\s]+(\S+)")


def split_marks(text: str) -> tuple[str, str | None, str | None]:
    """A board's text without its marks, and the marks' texts ('--values ...', '--bonus ...';
    None where absent)."""
    found: dict[str, str] = {}
    for match in _MARK_OPTION.finditer(" " + text):
        found[match[1]] = match[2]
    return _MARK_OPTION.sub(" ", " " + text).strip(), found.get("values"), found.get("bonus")


def format_values(values: Sequence[Sequence[int | None]]) -> str:
    """Tile values in the form `parse_values` reads: '4113/1.12', commas in a row with a value
    over 9 ('3,4,12,2'), '.' for a tile without one."""
    def row_text(row: Sequence[int | None]) -> str:
        entries = ["." if value is None else str(value) for value in row]
        return ",".join(entries) if any(len(entry) > 1 for entry in entries) else "".join(entries)

    return "/".join(row_text(row) for row in values)


def format_bonuses(names: Sequence[Sequence[str]]) -> str:
    """Bonus squares from a grid of names ('' for none) in the form `parse_bonuses` reads:
    '1:1=DW,2:4=TL'."""
    return ",".join(f"{row_no}:{col_no}={name}" for row_no, row in enumerate(names, 1)
                    for col_no, name in enumerate(row, 1) if name)


def _check_values_shape(values: Sequence[Sequence[int | None]], height: int, width: int) -> None:
    if len(values) != height or any(len(row) != width for row in values):
        raise InvalidValuesError(
            f"tile values of {len(values)} rows do not fit the board of {height} x {width}",
            code="values.shape", rows=height, cols=width)
