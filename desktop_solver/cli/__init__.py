"""The command line: `desktop-solver SUBCOMMAND ...`. No Qt or Pillow import on this path."""

from __future__ import annotations

import argparse
import logging
import os
import sys

from desktop_solver import __version__
from desktop_solver.cli import anagram, balda, dictionary, ocr, play, solve, wordsearch
from desktop_solver.core.errors import SolverError, cut_message
from desktop_solver.core.files import shorten

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
    try:
        _check_streams()
        _check_arguments(argv)
    except SolverError as error:
        return _said(error)
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help()
        return 2
    try:
        status = args.run(args)
        sys.stdout.flush()  # a full disk or a closed stream is found here, not at exit
        return status
    except SolverError as error:
        return _said(error)
    except KeyboardInterrupt:
        print("desktop-solver: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. `| head`); stop quietly like other command-line tools.
        _drop_stdout()
        sys.stderr.close()
        return 0
    except OSError as error:
        # The output cannot be written (`> /dev/full`, a disk that filled up, a data folder
        # that is a file or read-only): one line, as for any other bad input.
        if error.filename is None:  # the output itself failed: its buffer must not be retried
            _drop_stdout()
        where = f"{shorten(str(error.filename))}: " if error.filename is not None else ""
        return _said(CliError(f"{where}{error.strerror or error}"
                              + ("" if error.filename else " (writing the output)")))


def _said(error: SolverError) -> int:
    print(f"desktop-solver: error: {cut_message(str(error))}", file=sys.stderr)
    return 2


def _drop_stdout() -> None:
    """Send what is left in stdout's buffer nowhere, so the exit does not fail again on it."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, AttributeError, ValueError):
        pass


def _check_streams() -> None:
    """Refuse to run with standard output closed (`>&-`: every answer would be lost while the
    exit status said all went well), and make output that the stream's encoding cannot hold
    (cp1252 and Cyrillic) come out as escapes instead of an error: JSON as \\uXXXX (the same
    data), text as backslash escapes."""
    if sys.stdout is None:
        raise CliError("standard output is closed; expected somewhere to write the answer "
                       "(a terminal, a file or a pipe)")
    for stream in (sys.stdout, sys.stderr):
        if stream is not None and not _holds_any_letter(stream):
            reconfigure = getattr(stream, "reconfigure", None)
            if reconfigure is not None:
                reconfigure(errors="backslashreplace")


def _holds_any_letter(stream: object) -> bool:
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        "ёЁъ…—".encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def _check_arguments(argv: list[str]) -> None:
    """Refuse an argument holding bytes that are not UTF-8 (Python keeps them as surrogate
    escapes such as \\udcff, which other checks would call letters of no alphabet). A file name
    may hold such bytes: an argument naming an existing path is let through."""
    for number, arg in enumerate(argv, 1):
        bad = next((char for char in arg if "\udc80" <= char <= "\udcff"), None)
        if bad is None:
            continue
        value = arg.split("=", 1)[-1]
        if os.path.lexists(value):
            continue
        raise CliError(f"argument {number} ({shorten(arg, 40)}) holds byte "
                       f"0x{ord(bad) - 0xDC00:02X}, which is not UTF-8 text; expected text in "
                       "UTF-8 (the terminal's encoding may be set to another one)")
