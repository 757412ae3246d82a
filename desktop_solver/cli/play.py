"""`desktop-solver play`: the classroom Boggle game against the computer, in the terminal.

Input, on standard input: a line with N, then N lines of N letters (the board; skipped with
--random), then guesses separated by white space, usually one per line. `???` or the end of the
input ends the player's turn and the computer takes the rest. The transcript matches the classroom
assignment's line for line.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterator
from typing import TextIO

from desktop_solver.cli.common import LexiconShelf, add_language_options, whole_number
from desktop_solver.core.alphabet import alphabet_for, detect_language
from desktop_solver.core.board import MAX_SIDE, Grid, parse_grid
from desktop_solver.core.errors import InvalidGridError
from desktop_solver.core.game import BoggleGame, Verdict, VerdictKind
from desktop_solver.modes.play import PlayInput, deal

GIVE_UP = "???"
_MESSAGES = {
    VerdictKind.TOO_SHORT: "{} is too short.",
    VerdictKind.NOT_A_WORD: "{} is not a word.",
    VerdictKind.NOT_ON_BOARD: "{} is not on board.",
    VerdictKind.ALREADY_FOUND: "{} is already found.",
}
_LANGUAGE_NAMES = {"en": "English", "ru": "Russian"}
_NUMBER = re.compile(r"[+-]?[0-9]+")


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "play", help="play Boggle against the computer (the classroom game)",
        description="Play the classroom Boggle game against the computer. Standard input: a line "
                    "with N, N lines of N letters (the board), then one guess per line; '???' or "
                    "the end of input lets the computer find the remaining words. Words need 4+ "
                    "letters and score their length minus 3.")
    parser.add_argument("--random", type=whole_number, metavar="N",
                        help="deal a random N x N board instead of reading one (dice for 4x4 and "
                             "5x5, letter frequencies for other sizes)")
    parser.add_argument("--seed", type=whole_number, metavar="S",
                        help="seed for --random, to deal the same board again")
    add_language_options(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    shelf = LexiconShelf(args, game="play")
    lines = iter(sys.stdin.readline, "")
    if args.random is not None:
        lang, grid = args.lang or "en", None
    else:
        if args.seed is not None:
            raise InvalidGridError(
                f"--seed {args.seed} without --random N: the board is read from input, "
                "expected --seed only with --random")
        grid = read_board(lines, args.lang)
        lang = grid.lang
    shelf.get(lang)  # loads the list and notes what it skipped
    size = 4 if args.random is None else args.random
    board = PlayInput(shelf.request(lang), size=size, grid=grid, seed=args.seed)
    play(deal(shelf.session, board), lines, sys.stdout)
    return 0


def play(game: BoggleGame, lines: Iterator[str], out: TextIO) -> None:
    """Show the state before each guess, judge the guesses, and end with the computer's turn."""
    _show_state(game, out)
    for line in lines:
        for token in line.split():
            if token == GIVE_UP:
                _computer_turn(game, out)
                return
            verdict = game.guess(token)
            message = verdict_message(verdict)
            if message is not None:
                out.write(message + "\n")
            _show_state(game, out)
    _computer_turn(game, out)


def verdict_message(verdict: Verdict) -> str | None:
    """The classroom game's line for a rejected guess; None for an accepted one."""
    template = _MESSAGES.get(verdict.kind)
    return template.format(verdict.word) if template is not None else None


def _show_state(game: BoggleGame, out: TextIO) -> None:
    for row in game.grid.rows:
        out.write("".join(tile.text for tile in row) + "\n")
    out.write(f"Your Score: {game.player_score}\n")
    out.write("Your Words:" + "".join(f" {word}" for word in game.player_words) + "\n")
    out.flush()  # the player reads this before typing the next guess


def _computer_turn(game: BoggleGame, out: TextIO) -> None:
    game.finish()
    hits = game.computer_words()
    out.write(f"Computer Score: {sum(hit.score for hit in hits)}\n")
    out.write("Computer Words:" + "".join(f" {hit.word.upper()}" for hit in hits) + "\n")
    out.flush()


def read_board(lines: Iterator[str], lang: str | None) -> Grid:
    """The board at the start of the input: N, then N rows of N letters (blank lines skipped).

    `lang` None means detect it from the letters (English when there is no Cyrillic letter).
    """
    size_text = _next_text(lines)
    if size_text is None:
        raise InvalidGridError(
            f"missing board size: expected a first line with N (1 to {MAX_SIDE}), then N rows")
    if not _NUMBER.fullmatch(size_text):
        raise InvalidGridError(
            f"board size {size_text!r} is not a number, expected N from 1 to {MAX_SIDE}")
    size = int(size_text)
    if not 1 <= size <= MAX_SIDE:
        raise InvalidGridError(f"board size {size} is out of range, expected 1 to {MAX_SIDE}")
    rows: list[str] = []
    while len(rows) < size:
        row = _next_text(lines)
        if row is None:
            raise InvalidGridError(
                f"the input ends after {len(rows)} of {size} board rows, "
                f"expected {size} rows of {size} letters")
        rows.append(row)
    lang = lang or detect_language("".join(rows)) or "en"
    alphabet = alphabet_for(lang)
    for number, row in enumerate(rows, 1):
        odd = next((ch for ch in row if alphabet.normalize_char(ch) not in alphabet.letters), None)
        if odd is not None:
            raise InvalidGridError(
                f"board row {number} {row!r} has {odd!r}, expected {size} "
                f"{_LANGUAGE_NAMES[lang]} letters")
        if len(row) != size:
            raise InvalidGridError(
                f"board row {number} {row!r} has {len(row)} letters, expected {size}")
    return parse_grid("/".join(rows), lang)


def _next_text(lines: Iterator[str]) -> str | None:
    """The next non-blank line without surrounding white space, or None at the end."""
    for line in lines:
        text = line.strip()
        if text:
            return text
    return None
