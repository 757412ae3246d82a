"""`desktop-solver ocr IMAGE`: read a board from a screenshot or photo, optionally solve it.

Pillow and pytesseract are imported only when this command runs, so other commands start fast.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from desktop_solver.cli import solve as solve_command
from desktop_solver.cli.common import LexiconShelf, print_json
from desktop_solver.core.boggle import sort_hits
from desktop_solver.core.cancel import NEVER_CANCELLED
from desktop_solver.core.errors import SolverError
from desktop_solver.core.games import GAMES, READ_GAMES, rules_for
from desktop_solver.core.totals import AGREEMENT, TotalsCheck
from desktop_solver.modes import boggle
from desktop_solver.modes.boggle import BoggleInput, check_totals, makes_few_words
from desktop_solver.modes.pictures import read_picture

if TYPE_CHECKING:
    from desktop_solver.ocr import BoardReading

# Game hints the reader knows (the game registry's); the Boggle family can go straight on to the
# solver.
_SOLVABLE = tuple(game for game in READ_GAMES if GAMES[game].kind is not None)
_GAMES = READ_GAMES


class OcrCliError(SolverError):
    """An option combination the ocr command cannot do."""


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "ocr", help="read a board from a screenshot or photo",
        description="Read the letters of a board from an image (PNG, JPEG, WebP or BMP) with "
                    "Tesseract. Prints the board one row per line in the solver's text form "
                    "([QU] for several letters in a tile, '.' for an empty cell), so it can be "
                    "piped into `desktop-solver solve -`; tiles it is unsure of are listed on "
                    "standard error.")
    parser.add_argument("image", metavar="IMAGE")
    parser.add_argument("--lang", choices=("auto", "en", "ru"), default="auto",
                        help="the board's language (default: auto, decided from the letters)")
    parser.add_argument("--game", choices=_GAMES,
                        help="the game, which tells the reader what grid sizes to expect")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--solve", action="store_true",
                        help="solve the board that was read (Boggle-family games)")
    parser.add_argument("--dict", dest="dicts", action="append", default=[], metavar="PATH",
                        help="with --solve: word list instead of the bundled one (repeatable)")
    parser.add_argument("--keep-yo", action="store_true",
                        help="with --solve: treat ё and е as different letters")
    parser.add_argument("--no-memory", action="store_true",
                        help="ignore the glyph corrections remembered from earlier boards")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.solve and args.game is not None and args.game not in _SOLVABLE:
        raise OcrCliError(
            f"--solve works for the Boggle family ({', '.join(_SOLVABLE)}), not {args.game!r}; "
            f"pipe the board instead: desktop-solver ocr IMAGE --game {args.game} | "
            f"desktop-solver {args.game} ...")
    shelf = LexiconShelf(args, game=args.game or "boggle")
    # Read as the window reads (the session's memory of corrections, unless --no-memory).
    reading = read_picture(shelf.session, args.image, args.lang, args.game,
                           memory=not args.no_memory)
    _report_unsure(reading)
    if args.solve:
        return _solve(shelf, args, reading)
    if args.json:
        print_json(reading.to_json())
    else:
        for row in reading.tiles:
            print("".join(tile.token for tile in row))
        if reading.word_list:
            # stdout stays the grid alone, for a pipe into `wordsearch solve`.
            print(f"desktop-solver: the list beside the grid ({len(reading.word_list)} words): "
                  f"{', '.join(reading.word_list)}", file=sys.stderr)
    return 0


def _warn_if_few_words(tiles: int, words: int) -> None:
    if makes_few_words(tiles, words):
        print(f"desktop-solver: warning: these letters make only {words} words; compare the "
              "board with the picture, a tile may be misread", file=sys.stderr)


def _report_unsure(reading: BoardReading) -> None:
    if reading.missing_tiles:
        print(f"desktop-solver: warning: {reading.missing_tiles} tile(s) of the board show no "
              "letter (a die missing, or a tile not found); check the board against the picture "
              "before trusting the words", file=sys.stderr)
    for warning in reading.warnings:
        print(f"desktop-solver: warning: {warning.describe()}; check the grid against the "
              "picture before trusting the words", file=sys.stderr)
    if not reading.missing_tiles and not reading.warnings and reading.doubtful:
        print(f"desktop-solver: warning: the board was read with low confidence "
              f"({reading.board_confidence:.2f}); check it against the picture before trusting "
              "the words", file=sys.stderr)
    unsure = reading.unsure()
    if unsure:
        cells = ", ".join(f"{r + 1}:{c + 1} {reading.tile(r, c).text or '.'} "
                          f"({reading.tile(r, c).confidence:.2f})" for r, c in unsure)
        print(f"desktop-solver: check these tiles: {cells}", file=sys.stderr)
    if reading.unsure_marks:
        cells = ", ".join(f"{r + 1}:{c + 1}" for r, c in sorted(reading.unsure_marks))
        print(f"desktop-solver: check the bonus or value of these tiles (a mark not read; "
              f"their letters stand): {cells}", file=sys.stderr)


def _solve(shelf: LexiconShelf, args: argparse.Namespace, reading: BoardReading) -> int:
    """Solve the board read with its game's rules and list (the Boggle tab's mode), printed as
    `solve` prints it."""
    grid = reading.to_grid()
    rules = rules_for(args.game or "boggle")
    shelf.get(grid.lang)   # its notes on the lists, as every command prints them
    hits = sort_hits(boggle.MODE.run(shelf.session,
                                     BoggleInput(grid, rules, shelf.request(grid.lang)),
                                     NEVER_CANCELLED))
    check = check_totals(hits, reading.totals)
    if args.json:
        data = solve_command.result_json(grid, rules, hits, None)
        data["board"] = grid.to_text()
        data["ocr"] = reading.to_json()
        data["totals_check"] = None if check is None else check.to_json()
        print_json(data)
    else:
        print(solve_command.result_text(grid, rules, hits, None))
        if check is not None:
            print(f"ours {check.ours.words} words / {check.ours.points} points — the game says "
                  f"{check.game.words} / {check.game.points}")
    _warn_if_few_words(grid.height * grid.width, len(hits))
    if check is not None:
        _warn_if_totals_differ(check)
    return 0


def _warn_if_totals_differ(check: TotalsCheck) -> None:
    if not check.agrees:
        print(f"desktop-solver: warning: our totals differ from the game's by more than "
              f"{AGREEMENT:.0%} (words {check.words_difference:+.1%}, points "
              f"{check.points_difference:+.1%}); compare the board, its values and bonuses with "
              "the picture, or use the game's own word list", file=sys.stderr)
