"""`desktop-solver anagram`: every word a bank of letters makes ("4 Pics 1 Word",
"Слова из слова", a Scrabble rack)."""

from __future__ import annotations

import argparse
from typing import Any

from desktop_solver.cli.common import (
    LexiconShelf,
    add_language_options,
    check_range,
    print_json,
    whole_number,
)
from desktop_solver.core.alphabet import detect_language
from desktop_solver.core.anagram import (
    MAX_BANK,
    Anagram,
    AnagramSort,
    default_sort,
    parse_bank,
    parse_pattern,
    solve_anagrams,
)
from desktop_solver.core.errors import InvalidLettersError
from desktop_solver.core.lexicon.reader import MAX_WORD_LENGTH
from desktop_solver.dictionaries import rank_penalties
from desktop_solver.modes.anagram import MODE as ANAGRAM


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "anagram", help="words made from a bank of letters",
        description=f"Every dictionary word made from LETTERS (up to {MAX_BANK}), each letter "
                    "used at most as often as it is given; '?' stands for any letter (quote it "
                    "in the shell). A pattern such as 'к?т??' or '_a__e' fixes letters in place "
                    "(not taken from the bank) and the word's length.")
    parser.add_argument("letters", metavar="LETTERS")
    parser.add_argument("--length", type=whole_number, metavar="N", help="only words of N letters")
    parser.add_argument("--min-length", type=whole_number, metavar="A",
                        help="shortest word (default 1)")
    parser.add_argument("--max-length", type=whole_number, metavar="B", help="longest word")
    parser.add_argument("--pattern", metavar="P",
                        help="known letters in place, '_' or '?' for the others")
    add_language_options(parser)
    parser.add_argument("--sort", choices=[sort.value for sort in AnagramSort],
                        help="longest first or most frequent first (default: most frequent "
                             "when the length is known, --length or --pattern, else longest); "
                             "ties go to the more frequent word")
    parser.add_argument("--limit", type=whole_number, metavar="N", help="show at most N words")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.length is not None and (args.min_length is not None or args.max_length is not None):
        raise InvalidLettersError("give --length N, or --min-length and/or --max-length, not both")
    for option in ("length", "min_length", "max_length"):
        # A length past any word would only size tables for nothing (10**9: a MemoryError).
        check_range(f"--{option.replace('_', '-')}", getattr(args, option), 1, MAX_WORD_LENGTH)
    min_length = args.length if args.length is not None else (args.min_length or 1)
    max_length = args.length if args.length is not None else args.max_length
    if args.limit is not None and args.limit < 0:
        raise InvalidLettersError(f"--limit {args.limit} must be 0 or more")
    lang = args.lang or detect_language(args.letters + (args.pattern or "")) or "en"
    lexicon = LexiconShelf(args, game="anagram").get(lang)
    bank = parse_bank(args.letters, lexicon.alphabet)
    pattern = parse_pattern(args.pattern, lexicon.alphabet) if args.pattern is not None else None
    found = solve_anagrams(lexicon, bank, min_length=min_length, max_length=max_length,
                           pattern=pattern, sort=AnagramSort(args.sort or default_sort(
                               min_length, max_length, pattern is not None)),
                           penalties=rank_penalties(lang))
    shown = found if args.limit is None else found[:args.limit]
    if args.json:
        print_json(result_json(args.letters, lang, found, shown))
    else:
        print(_result_text(args.letters, lang, found, shown))
    return 0


def result_json(letters: str, lang: str, found: list[Anagram],
                shown: list[Anagram]) -> dict[str, Any]:
    return {"letters": letters, "lang": lang, "count": len(found),
            "words": [ANAGRAM.record(item) for item in shown]}


def _result_text(letters: str, lang: str, found: list[Anagram], shown: list[Anagram]) -> str:
    more = f", showing {len(shown)}" if len(shown) < len(found) else ""
    lines = [f"{letters} ({lang}): {len(found)} words{more}"]
    width = max((item.length for item in shown), default=0)
    for item in shown:
        # A letter made from a wildcard is shown in upper case.
        word = "".join(char.upper() if place in item.blanks else char
                       for place, char in enumerate(item.word))
        left = f"  left: {item.left}" if item.left else ""
        lines.append(f"{item.length:>3}  {word:<{width}}  {item.zipf:4.2f}{left}")
    return "\n".join(lines)
