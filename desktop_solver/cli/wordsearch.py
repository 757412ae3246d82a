"""`desktop-solver wordsearch solve|generate`: find words in a word-search grid, or make a puzzle
(text, JSON, PNG or PDF). Pillow is imported only when a picture is written."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from desktop_solver.cli.common import (
    LexiconShelf,
    add_language_options,
    print_json,
    read_stdin_text,
    whole_number,
)
from desktop_solver.core.alphabet import detect_language
from desktop_solver.core.board import Grid
from desktop_solver.core.boggle import drained
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import (
    DictionaryError,
    InvalidGridError,
    InvalidLettersError,
    SolverError,
)
from desktop_solver.core.files import read_regular_file, shorten
from desktop_solver.core.lexicon.reader import MAX_LIST_BYTES, decode_text
from desktop_solver.core.wordsearch import (
    FoundWord,
    WordSearchResult,
    parse_wordsearch,
    solve_any_path,
    solve_dictionary,
    entry_key,
    list_entries,
)
from desktop_solver.core.wordsearch_generate import (
    Difficulty,
    Puzzle,
    generate,
    letter_weights,
    parse_size,
)
from desktop_solver.export.save import PUZZLE_FORMATS, save_puzzle
from desktop_solver.export.text import puzzle_data, puzzle_text
from desktop_solver.modes.wordsearch import MODE as WORDSEARCH
from desktop_solver.modes.wordsearch import WordSearchInput, as_listed

_OUTPUT_KINDS = PUZZLE_FORMATS


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("wordsearch", help="word-search puzzles: solve or generate",
                                   description="Find words written in straight lines in a grid "
                                               "of letters, or make such a puzzle.")
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    _add_solve(actions)
    _add_generate(actions)


def _add_solve(actions: argparse._SubParsersAction) -> None:
    solve = actions.add_parser(
        "solve", help="find words in a grid",
        description="Find words in straight lines (8 directions: E W S N SE SW NE NW) in GRID: "
                    "rows separated by '/' or new lines, '-' to read standard input, or "
                    "--file. With a word list, says where each word is and which are missing; "
                    "without one, finds every dictionary word of at least --min-length letters.")
    solve.add_argument("grid", nargs="?", metavar="GRID")
    solve.add_argument("--file", metavar="F", help="read the grid from a text file")
    words = solve.add_mutually_exclusive_group()
    words.add_argument("--words", metavar="W1,W2", help="the words to look for")
    words.add_argument("--words-file", metavar="F", help="the words to look for, from a file")
    add_language_options(solve)
    solve.add_argument("--min-length", type=whole_number, default=4, metavar="N",
                       help="without a word list: shortest word (default 4)")
    solve.add_argument("--any-path", action="store_true",
                       help="words may bend: any neighbour next, each cell once (Boggle rules)")
    solve.add_argument("--json", action="store_true", help="machine-readable output")
    solve.set_defaults(run=run_solve)


def _add_generate(actions: argparse._SubParsersAction) -> None:
    make = actions.add_parser(
        "generate", help="make a puzzle from a word list",
        description="Make a word-search puzzle. Difficulty sets the directions: easy E and S; "
                    "medium adds the diagonals SE and SW; hard all 8, backwards included. "
                    "Writes text (grid, word list, answer key) to standard output, or --out "
                    "FILE.txt, .json, .png (puzzle plus FILE-solution.png) or .pdf (2 pages).")
    words = make.add_mutually_exclusive_group(required=True)
    words.add_argument("--words", metavar="W1,W2", help="the words to hide")
    words.add_argument("--words-file", metavar="F", help="the words to hide, from a file")
    make.add_argument("--size", default="10x10", metavar="ROWSxCOLS",
                      help="grid size, up to 40x40 (default 10x10; 12 means 12x12)")
    make.add_argument("--difficulty", choices=[level.value for level in Difficulty],
                      default=Difficulty.MEDIUM.value, help="default: medium")
    make.add_argument("--seed", type=whole_number, metavar="N",
                      help="the same seed gives the same puzzle")
    make.add_argument("--case", choices=("upper", "lower"), default="upper",
                      help="letter case of the grid and words (default: upper)")
    make.add_argument("--strict", action="store_true",
                      help="fail unless every word is placed")
    make.add_argument("--title", help="title of PNG/PDF pages")
    make.add_argument("--no-key", action="store_true", help="text output without the answer key")
    add_language_options(make)
    make.add_argument("--out", metavar="FILE", help="write to FILE.txt, .json, .png or .pdf")
    make.add_argument("--json", action="store_true", help="print the puzzle as JSON")
    make.set_defaults(run=run_generate)


def run_solve(args: argparse.Namespace) -> int:
    if (args.grid is None) == (args.file is None):
        raise InvalidGridError("give the grid as GRID (or '-' for standard input), or --file F")
    if args.min_length < 1:
        raise InvalidLettersError(f"--min-length {args.min_length} must be at least 1")
    if args.file is not None:
        text = _read_text(args.file, "grid file", InvalidGridError)
    else:
        text = read_stdin_text() if args.grid == "-" else args.grid
    grid = parse_wordsearch(text, args.lang)
    words = _word_list(args)
    if args.any_path:
        lexicon = None if words is not None else LexiconShelf(args, game="wordsearch").get(grid.lang)
        keys = None if words is None else [entry_key(word) for word in words]
        result = as_listed(solve_any_path(grid, lexicon, words=keys, min_length=args.min_length),
                           words or [])
    elif words is not None:
        # The window's rule: a listed phrase ("curling iron") is one entry, found as one word.
        shelf = LexiconShelf(args, game="wordsearch")
        found, missing = drained(WORDSEARCH.run(shelf.session, WordSearchInput(
            grid, tuple(words), args.min_length, shelf.request(grid.lang)), CancelToken()))
        result = WordSearchResult(tuple(found), missing)
    else:
        lexicon = LexiconShelf(args, game="wordsearch").get(grid.lang)
        result = WordSearchResult(tuple(solve_dictionary(grid, lexicon, args.min_length)), ())
    if result.cut is not None:
        print(f"desktop-solver: note: {result.cut}", file=sys.stderr)
    if args.json:
        data = solve_json(grid, result)
        if result.cut is not None:
            data["cut"] = str(result.cut)  # only then: complete results keep their shape
        print_json(data)
    else:
        print(_solve_text(grid, result, listed=words is not None))
    return 0


def solve_json(grid: Grid, result: WordSearchResult) -> dict[str, Any]:
    found = [WORDSEARCH.record(item) for item in result.found]
    return {"lang": grid.lang, "size": [grid.height, grid.width], "count": len(found),
            "found": found, "missing": list(result.missing)}


def _solve_text(grid: Grid, result: WordSearchResult, listed: bool) -> str:
    total = len(result.found) + len(result.missing)
    header = (f"{grid.height} x {grid.width}, {grid.lang}: found {len(result.found)} of {total} "
              f"words" if listed else
              f"{grid.height} x {grid.width}, {grid.lang}: {len(result.found)} words")
    lines = [header]
    width = max((len(item.word) for item in result.found), default=0)
    for item in result.found:
        lines.append(f"{item.word:<{width}}  {_where(item)}")
    if result.missing:
        lines.append(f"missing: {', '.join(result.missing)}")
    return "\n".join(lines)


def _where(item: FoundWord) -> str:
    places = []
    for placement in item.placements:
        row, col = placement.start
        direction = placement.direction
        if direction is None:
            places.append(" ".join(f"{r + 1}:{c + 1}" for r, c in placement.path))
        else:
            places.append(f"{row + 1}:{col + 1} {direction.name} ({direction.label})")
    more = f"  [found {item.count} times]" if item.count > 1 else ""
    return "; ".join(places) + more


def run_generate(args: argparse.Namespace) -> int:
    words = _word_list(args)
    assert words is not None  # the parser requires --words or --words-file
    height, width = parse_size(args.size)
    suffix = Path(args.out).suffix.lower() if args.out else None
    if suffix is not None and suffix not in _OUTPUT_KINDS:
        raise InvalidLettersError(
            f"--out {args.out!r}: unknown kind, expected a name ending in "
            f"{', '.join(_OUTPUT_KINDS)}")
    lang = args.lang or detect_language("".join(words)) or "en"
    _check_one_language(words, lang, given=args.lang is not None)
    weights = letter_weights(LexiconShelf(args, game="wordsearch").get(lang))
    puzzle = generate(words, height=height, width=width, difficulty=Difficulty(args.difficulty),
                      seed=args.seed, lang=lang, weights=weights,
                      uppercase=args.case == "upper", strict=args.strict)
    if puzzle.unplaced:
        print(f"desktop-solver: could not place {len(puzzle.unplaced)} word(s): "
              f"{', '.join(puzzle.unplaced)}", file=sys.stderr)
    if args.out is None:
        if args.json:
            print_json(puzzle_data(puzzle))
        else:
            sys.stdout.write(puzzle_text(puzzle, answer_key=not args.no_key))
        return 0
    written = _write(puzzle, Path(args.out), suffix or "", args)
    if args.json:
        print_json(puzzle_data(puzzle))
    else:
        print(f"wrote {', '.join(str(path) for path in written)}: {len(puzzle.words)} words "
              f"placed, {len(puzzle.unplaced)} not placed, seed {puzzle.seed}")
    return 0


def _write(puzzle: Puzzle, path: Path, suffix: str, args: argparse.Namespace) -> list[Path]:
    try:
        return save_puzzle(puzzle, path, title=args.title, answer_key=not args.no_key)
    except OSError as error:
        from desktop_solver.cli import CliError

        raise CliError(f"cannot write {str(path)!r}: {error.strerror or error}") from None


def _check_one_language(words: list[str], lang: str, given: bool) -> None:
    """Refuse words of another alphabet: the generator would turn look-alike letters into the
    puzzle's alphabet (cat into the Cyrillic САТ), hiding a word nobody can find."""
    others = [word for word in words if detect_language(word) not in (None, lang)]
    if not others:
        return
    if given:
        raise InvalidLettersError(
            f"{', '.join(shorten(word, 40) for word in others[:5])} not in the {lang!r} "
            f"alphabet of --lang {lang}, expected words of one language")
    first = next(word for word in words if detect_language(word) == lang)
    raise InvalidLettersError(
        f"words {shorten(first, 40)} and {shorten(others[0], 40)} are in different alphabets, "
        "expected words of one language")


def _word_list(args: argparse.Namespace) -> list[str] | None:
    """The listed entries: separated by commas, semicolons or new lines; a phrase's spaces keep
    it one entry, as in the window's list box."""
    if args.words is not None:
        entries = list_entries(args.words)
    elif args.words_file is not None:
        entries = list_entries(_read_text(args.words_file, "word list file", InvalidLettersError))
    else:
        return None
    if not entries:  # else an empty list would read as "every dictionary word"
        raise InvalidLettersError("the word list is empty, expected at least one word",
                                  code="words.none")
    return entries


def _read_text(name: str, what: str, error: type[SolverError]) -> str:
    data = read_regular_file(Path(name), MAX_LIST_BYTES, f"a {what}", error)
    try:
        return decode_text(data, name)[0]
    except DictionaryError as failure:
        raise error(f"{what} {name!r} is not a text file ({failure})") from None
