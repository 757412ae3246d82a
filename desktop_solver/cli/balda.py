"""`desktop-solver balda`: every legal move on a Балда board, and the advisor's best line."""

from __future__ import annotations

import argparse
import re
import signal
import sys
from typing import Any

from desktop_solver.cli.common import (
    LexiconShelf,
    add_language_options,
    check_range,
    print_json,
    whole_number,
)
from desktop_solver.core.alphabet import detect_language
from desktop_solver.core.balda import BaldaGame, BaldaOptions, Move, Position
from desktop_solver.core.balda.engine import Advisor, SearchLimits, Thought
from desktop_solver.core.balda.game import board_rows
from desktop_solver.core.balda.rules import MAX_SIDE, MIN_SIDE
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import InvalidGridError
from desktop_solver.core.files import shorten
from desktop_solver.core.games import GAMES
from desktop_solver.modes.balda import MODE as BALDA
from desktop_solver.modes.balda import distinct_moves

_SLOW_TO_PREPARE = 20_000  # words: from about here compiling Balda's tries takes seconds
MAX_DEPTH = 20  # moves ahead; beyond this the search never ends in practice
MAX_TIME = 600.0  # seconds
MAX_WIDTH = 500  # moves per side; a 10x10 board rarely has more


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "balda", help="Балда: every legal move and the best line of play",
        description="List every legal move of a Balda (Балда) position, longest word first, and "
                    "with --depth or --time ask the advisor for the best move and its line of "
                    "play. GRID is rows separated by '/', '.' for an empty cell, e.g. "
                    "...../...../балда/...../.....; the middle row's word counts as played. "
                    "With --new WORD, print a fresh board instead.")
    parser.add_argument("grid", nargs="?", metavar="GRID")
    parser.add_argument("--new", metavar="WORD",
                        help="print a new board with WORD in the middle row")
    parser.add_argument("--size", metavar="N|ROWSxCOLS",
                        help="board size for --new (default: the word's length, square)")
    parser.add_argument("--used", metavar="W1,W2", default="",
                        help="words played so far (they cannot be played again)")
    parser.add_argument("--scores", metavar="MINE,THEIRS",
                        help="scores so far, the player to move first (for the expected lead)")
    add_language_options(parser)
    parser.add_argument("--diagonal", action="store_true",
                        help="variant: words may also go diagonally")
    parser.add_argument("--min-length", type=whole_number, default=2, metavar="N",
                        help="shortest word (default: 2)")
    plural = parser.add_mutually_exclusive_group()
    plural.add_argument("--plural", action="store_true", default=True,
                        help="allow nouns that exist only in the plural (ножницы); the default")
    plural.add_argument("--no-plural", action="store_false", dest="plural",
                        help="forbid nouns that exist only in the plural")
    parser.add_argument("--all-words", action="store_true",
                        help="every noun of the dictionary, rare and diminutive ones too (the "
                             "default list holds the nouns a typical player knows)")
    parser.add_argument("--square", action="store_true", help="insist on a square board")
    search = parser.add_mutually_exclusive_group()
    search.add_argument("--depth", type=whole_number, metavar="N",
                        help=f"advise: search N moves ahead (1..{MAX_DEPTH}; stops after "
                             f"{MAX_TIME:g} s)")
    search.add_argument("--time", type=float, metavar="SECONDS",
                        help=f"advise: search as deep as SECONDS allow (up to {MAX_TIME:g}); "
                             "Ctrl-C prints the best move found so far")
    parser.add_argument("--width", type=whole_number, default=8, metavar="N",
                        help="advisor: longest moves tried per side before the endgame "
                             "(default: 8; 0: every move)")
    parser.add_argument("--limit", type=whole_number, metavar="N",
                        help="show only the N best moves")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if (args.grid is None) == (args.new is None):
        raise InvalidGridError("give a board as GRID, or a start word with --new WORD")
    check_range("--min-length", args.min_length, 1, MAX_SIDE * MAX_SIDE)
    check_range("--depth", args.depth, 1, MAX_DEPTH)
    check_range("--width", args.width, 0, MAX_WIDTH)
    check_range("--limit", args.limit, 0, float("inf"))
    check_range("--time", args.time, 0, MAX_TIME, " seconds", exclusive=True)
    text = args.new if args.new is not None else args.grid
    lang = args.lang or detect_language(text) or "ru"
    # Check what needs no dictionary first: loading one may take seconds the first time.
    scores = _scores(args.scores)
    if args.new is not None:
        height, width = _size(args.size)
        position = _game(args, lang).new_position(args.new, height, width)
        _print_new(args, position)
        return 0
    board_rows(args.grid, lang, not args.keep_yo, square=args.square)
    game = _game(args, lang)
    position = game.parse_position(args.grid, _words(args.used), scores=scores,
                                   square=args.square)
    moves = game.legal_moves(position)
    thought, interrupted = _advise(args, game, position) if moves else (None, False)
    if args.json:
        print_json(_json(position, lang, moves, thought))
    else:
        print(_text(args, position, lang, moves, thought))
    if interrupted:
        print("desktop-solver: interrupted; the best move shown is from the last depth "
              "searched in full", file=sys.stderr)
        return 130
    return 0


def _game(args: argparse.Namespace, lang: str) -> BaldaGame:
    if args.all_words and not args.dicts:
        args.dicts = [GAMES["balda"].full_lists[lang]]
    shelf = LexiconShelf(args, game="balda")
    lexicon = shelf.get(lang)
    if len(lexicon) > _SLOW_TO_PREPARE and not shelf.session.balda_ready(shelf.request(lang)):
        print("desktop-solver: preparing the Balda dictionary (once, a few seconds)...",
              file=sys.stderr)
    options = BaldaOptions(args.diagonal, args.min_length, args.plural)
    return shelf.session.balda_game(shelf.request(lang), options)


def _size(text: str | None) -> tuple[int | None, int | None]:
    if text is None:
        return None, None
    match = re.fullmatch(r"\s*(\d+)\s*(?:[xх×*]\s*(\d+))?\s*", text, re.IGNORECASE)
    if not match:
        raise InvalidGridError(f"board size {text!r} is not N or ROWSxCOLS, e.g. 5 or 5x7")
    height = int(match.group(1))
    width = int(match.group(2)) if match.group(2) else height
    if not (MIN_SIDE <= height <= MAX_SIDE and MIN_SIDE <= width <= MAX_SIDE):
        raise InvalidGridError(f"board size {text!r} is outside the limits, expected each side "
                               f"{MIN_SIDE}..{MAX_SIDE}")
    return height, width


def _words(text: str) -> list[str]:
    return [word.strip() for word in re.split(r"[,\s]+", text) if word.strip()]


def _scores(text: str | None) -> tuple[int, int]:
    if text is None:
        return 0, 0
    parts = _words(text)
    if len(parts) != 2 or not all(re.fullmatch(r"[+-]?\d{1,18}", part) for part in parts):
        raise InvalidGridError(f"scores {shorten(text)} are not two whole numbers, expected "
                               "MINE,THEIRS")
    mine, theirs = int(parts[0]), int(parts[1])
    if min(mine, theirs) < 0 or max(mine, theirs) > MAX_SCORE:
        raise InvalidGridError(f"scores {mine},{theirs}: a score is a count of letters, "
                               f"expected 0..{MAX_SCORE:,} each")
    return mine, theirs


# Far more letters than any board of up to 10 x 10 holds.
MAX_SCORE = 10_000


def _advise(args: argparse.Namespace, game: BaldaGame,
            position: Position) -> tuple[Thought | None, bool]:
    """The advisor's last thought, and whether Ctrl-C cut the search short."""
    if args.depth is None and args.time is None:
        return None, False
    # --depth alone is bounded too: each two plies cost about five times more, so a deep
    # search of an open board would otherwise run for hours (Ctrl-C keeps what was found).
    limits = SearchLimits(max_depth=args.depth or SearchLimits.max_depth,
                          time_limit=args.time if args.time is not None else MAX_TIME,
                          width=args.width or None)
    last = None
    cancel = CancelToken()
    # Ctrl-C cancels the search instead of raising KeyboardInterrupt: an exception raised while
    # a finaliser runs is swallowed, and the search would go on to its time limit.
    previous = signal.signal(signal.SIGINT, lambda *_: cancel.cancel())
    try:
        for thought in Advisor(game, limits).think(position, cancel):
            last = thought
    finally:
        signal.signal(signal.SIGINT, previous)
    if cancel.cancelled and last is None:
        raise KeyboardInterrupt
    return last, cancel.cancelled


def _print_new(args: argparse.Namespace, position: Position) -> None:
    if args.json:
        print_json({"board": position.to_text(), "rows": list(position.rows),
                    "played": sorted(position.played)})
    else:
        print(position.to_text())
        print("\n".join(" ".join(row.upper()) for row in position.rows))


def move_json(move: Move) -> dict[str, Any]:
    return BALDA.record(move)


def _json(position: Position, lang: str, moves: list[Move],
          thought: Thought | None) -> dict[str, Any]:
    data: dict[str, Any] = {"board": position.to_text(), "lang": lang, "count": len(moves),
                            "moves": [move_json(move) for move in moves],
                            "best": None, "pv": [], "depth": None}
    if thought is not None:
        best = move_json(thought.best)
        best.update(gain=thought.gain, lead=thought.lead)
        data.update(best=best, pv=[move_json(move) for move in thought.pv], depth=thought.depth,
                    solved=thought.solved, nodes=thought.nodes,
                    elapsed_ms=round(thought.elapsed * 1000, 3))
    return data


def _cell(cell: tuple[int, int]) -> str:
    return f"{cell[0] + 1}:{cell[1] + 1}"


def _text(args: argparse.Namespace, position: Position, lang: str, moves: list[Move],
          thought: Thought | None) -> str:
    # A move and its mirror image on a symmetric board are one game: listed once, and said
    # so, as the window lists them (--json lists every move).
    listed = distinct_moves(position, moves)
    mirrored = f" ({len(moves)} with mirror images)" if len(listed) != len(moves) else ""
    lines = [f"{position.to_text()}  balda, {lang}: {len(listed)} moves{mirrored}"
             + (f", longest {moves[0].score} letters" if moves else " (game over)")]
    shown = listed if args.limit is None else listed[:args.limit]
    width = max((len(move.shown) for move in shown), default=0)
    for move in shown:
        route = " ".join(_cell(cell) for cell in move.path)
        lines.append(f"{move.score:>4}  {move.shown:<{width}}  "
                     f"{move.letter.upper()} {_cell(move.cell):<5}  {route}")
    if thought is not None:
        best = thought.best
        outcome = "solved" if thought.solved else f"depth {thought.depth}"
        lines.append(f"best: {best.letter.upper()} at {_cell(best.cell)}, {best.shown} "
                     f"(+{best.score}); expected lead {thought.lead:+d} "
                     f"({outcome}, {thought.nodes} positions in {thought.elapsed:.2f} s)")
        line = "  ".join(f"{ply}. {move.shown} ({move.letter.upper()} {_cell(move.cell)})"
                         for ply, move in enumerate(thought.pv, 1))
        lines.append(f"line: {line}")
    return "\n".join(lines)
