"""The command line: `desktop-solver SUBCOMMAND ...`. No Qt or Pillow import on this path."""

from __future__ import annotations

import argparse
import logging
import sys

from desktop_solver import __version__
from desktop_solver.cli import anagram, balda, dictionary, ocr, play, solve, wordsearch
from desktop_solver.core.errors import SolverError, cut_message

# Each subcommand module offers add_parser(subparsers), which sets `run(args) -> exit status`.
_COMMANDS = (solve, dictionary, play, anagram, wordsearch, balda, ocr)


class CliError(SolverError):
    """Bad command-line input that no core error describes."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="desktop-solver",
        description="Solve letter-grid word games in Russian and English. "
                    "Without arguments, opens the window.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in _COMMANDS:
        command.add_parser(subparsers)
    return parser


def main(argv: list[str]) -> int:
    logging.basicConfig(level=logging.WARNING, format="desktop-solver: %(message)s")
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help()
        return 2
    try:
        return args.run(args)
    except SolverError as error:
        print(f"desktop-solver: error: {cut_message(str(error))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("desktop-solver: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. `| head`); stop quietly like other command-line tools.
        sys.stderr.close()
        return 0
