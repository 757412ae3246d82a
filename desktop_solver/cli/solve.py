"""`desktop-solver solve`: every word on a Boggle-family board, with its path."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from desktop_solver.cli.common import (
    LexiconShelf,
    add_language_options,
    check_order,
    check_range,
    print_json,
    read_stdin_text,
    whole_number,
)
from desktop_solver.core.board import Grid, parse_bonuses, parse_grid, parse_values
from desktop_solver.core.boggle import WordHit, drained, sort_hits
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import InvalidGridError, InvalidValuesError, SolverError
from desktop_solver.core.games import GameKind, GameRules, rules_for
from desktop_solver.core.grid_search import SearchCut
from desktop_solver.core.lexicon.reader import MAX_WORD_LENGTH
from desktop_solver.modes.boggle import MODE, BoggleInput


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "solve", help="find every word on a board",
        description="Find every word on a Boggle-family board. GRID is rows separated by '/' "
                    "(or '-' to read rows from standard input, one per line); a tile is a letter "
                    "or a bracket token: [QU] several letters, [RE-] prefix, [-ING] suffix, "
                    "[A/E] either letter, '.' a blocked cell.")
    parser.add_argument("grid", nargs="?", metavar="GRID")
    parser.add_argument("--batch", metavar="FILE",
                        help="solve one board per line of FILE; prints one result per line")
    parser.add_argument("--game", choices=[kind.value for kind in GameKind], default="boggle",
                        help="scoring and word-length rules (default: boggle)")
    parser.add_argument("--values", metavar="ROWS",
                        help="points printed on the tiles, rows like the grid: '4113/1112/...' "
                             "(one digit a tile) or '3,4,12,2/...'; '.' keeps a tile's usual value")
    parser.add_argument("--bonus", metavar="SQUARES",
                        help="bonus squares as ROW:COL=NAME from 1, e.g. '1:1=DW,2:4=TL' "
                             "(DL, TL, DW, TW; the flags x2, x3, c2, c3)")
    add_language_options(parser)
    parser.add_argument("--min-length", type=whole_number, metavar="N",
                        help="shortest word (letters)")
    parser.add_argument("--max-length", type=whole_number, metavar="N",
                        help="longest word (letters)")
    parser.add_argument("--no-diagonals", action="store_true",
                        help="paths move only up, down, left and right")
    parser.add_argument("--all-paths", action="store_true", help="report every path of each word")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if (args.grid is None) == (args.batch is None):
        raise InvalidGridError("give one board as GRID (or '-' for standard input), or --batch FILE")
    for name in ("min_length", "max_length"):
        # No word in a list is longer than MAX_WORD_LENGTH; 10**20 overflowed a C long.
        check_range(f"--{name.replace('_', '-')}", getattr(args, name), 1, MAX_WORD_LENGTH)
    check_order(("--min-length", args.min_length), ("--max-length", args.max_length))
    rules = rules_for(args.game, min_length=args.min_length, max_length=args.max_length,
                      diagonal=False if args.no_diagonals else None)
    # Callers that build their own arguments (ocr --solve) may leave the marks out.
    values, bonus = getattr(args, "values", None), getattr(args, "bonus", None)
    shelf = LexiconShelf(args, game=rules.kind.value)
    if args.batch is not None:
        if values is not None or bonus is not None:
            raise InvalidValuesError("--values and --bonus describe one board; they do not go "
                                     "with --batch", code="values.batch")
        return _run_batch(args, rules, shelf)
    text = read_stdin_text() if args.grid == "-" else args.grid
    grid = with_typed_marks(parse_grid(text, args.lang), values, bonus)
    _check_marks_count(rules, values, bonus)
    shelf.get(grid.lang)  # loads the list and notes what it skipped
    hits, cut = _solve(args, grid, rules, shelf)
    _emit(args, grid, rules, hits, None, cut)
    return 0


def with_typed_marks(grid: Grid, values: str | None, bonus: str | None) -> Grid:
    """The grid with the tile values and bonus squares typed on the command line."""
    if values is None and bonus is None:
        return grid
    squares = parse_bonuses(bonus) if bonus is not None else None
    for row, col in squares or {}:
        if 0 <= row < grid.height and 0 <= col < grid.width and grid.rows[row][col].is_blocked:
            raise InvalidValuesError(
                f"bonus square at row {row + 1}, column {col + 1} is a blocked cell ('.'); "
                "expected a tile with letters", code="bonus.blocked", row=row + 1, col=col + 1)
    return grid.with_marks(
        parse_values(values, grid.height, grid.width) if values is not None else None, squares)


def _check_marks_count(rules: GameRules, values: str | None, bonus: str | None) -> None:
    """Refuse marks the game's scoring never reads: they would be dropped without a word."""
    for option, given, counted in (("--values", values, rules.tile_values),
                                   ("--bonus", bonus, rules.bonus_squares)):
        if given is not None and not counted:
            games = [kind.value for kind in GameKind if getattr(rules_for(kind.value),
                     "tile_values" if option == "--values" else "bonus_squares")]
            raise InvalidValuesError(
                f"{option}: {rules.kind.value} does not score by them; expected --game "
                f"{', '.join(games)}", code="values.unused", option=option,
                game=rules.kind.value)


def _run_batch(args: argparse.Namespace, rules: GameRules, shelf: LexiconShelf) -> int:
    from desktop_solver.core.files import read_regular_file
    from desktop_solver.core.lexicon.reader import MAX_LIST_BYTES, decode_text

    data = read_regular_file(Path(args.batch), MAX_LIST_BYTES, "a batch file of boards",
                             InvalidGridError)
    text, _ = decode_text(data, args.batch)
    status = 0
    for number, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        try:
            grid = parse_grid(line, args.lang)
            shelf.get(grid.lang)
        except SolverError as error:
            print(f"desktop-solver: error: {args.batch}, line {number}: {error}", file=sys.stderr)
            status = 2
            continue
        started = time.perf_counter()
        hits, cut = _solve(args, grid, rules, shelf)
        elapsed_ms = (time.perf_counter() - started) * 1000
        _emit(args, grid, rules, hits, elapsed_ms, cut)
        sys.stdout.flush()
    return status


def _solve(args: argparse.Namespace, grid: Grid, rules: GameRules,
           shelf: LexiconShelf) -> tuple[list[WordHit], SearchCut | None]:
    """The board's words through the Boggle mode, as the window solves them, and why they are
    not all of them when the search was cut short."""
    board = BoggleInput(grid, rules, shelf.request(grid.lang), all_paths=args.all_paths)
    hits, summary = drained(MODE.run(shelf.session, board, CancelToken()))
    return sort_hits(hits), summary.cut


def _emit(args: argparse.Namespace, grid: Grid, rules: GameRules, hits: list[WordHit],
          elapsed_ms: float | None, cut: SearchCut | None = None) -> None:
    if cut is not None:
        print(f"desktop-solver: note: {grid.to_text() if elapsed_ms is not None else 'the board'}"
              f": {cut}", file=sys.stderr)
    if args.json:
        data = result_json(grid, rules, hits, elapsed_ms, args.all_paths)
        if cut is not None:
            data["cut"] = str(cut)  # a key added only then: complete results keep their shape
        print_json(data)
    else:
        print(result_text(grid, rules, hits, elapsed_ms))


def result_json(grid: Grid, rules: GameRules, hits: list[WordHit], elapsed_ms: float | None,
                all_paths: bool = False) -> dict[str, Any]:
    words = []
    for hit in hits:
        entry: dict[str, Any] = {"word": hit.word, "score": hit.score,
                                 "path": [list(cell) for cell in hit.path]}
        if all_paths:
            entry["paths"] = [[list(cell) for cell in path] for path in hit.paths]
        words.append(entry)
    data: dict[str, Any] = {"game": rules.kind.value, "lang": grid.lang, "count": len(hits),
                            "total_score": sum(hit.score for hit in hits), "words": words}
    if elapsed_ms is not None:
        data["board"] = grid.to_text()
        data["elapsed_ms"] = round(elapsed_ms, 3)
    return data


def result_text(grid: Grid, rules: GameRules, hits: list[WordHit],
                 elapsed_ms: float | None) -> str:
    total = sum(hit.score for hit in hits)
    header = f"{grid.to_text()}  {rules.kind.value}, {grid.lang}: {len(hits)} words, {total} points"
    if elapsed_ms is not None:
        header += f" ({elapsed_ms:.2f} ms)"
    width = max((len(hit.word) for hit in hits), default=0)
    lines = [header]
    for hit in hits:
        route = " ".join(f"{row + 1}:{col + 1}" for row, col in hit.path)
        lines.append(f"{hit.score:>6}  {hit.word:<{width}}  {route}")
    return "\n".join(lines)
