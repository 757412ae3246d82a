"""`desktop-solver dict`: list the dictionaries, check a word, add or ban words in the overlay."""

from __future__ import annotations

import argparse
import sys

from desktop_solver import paths
from desktop_solver.cli.common import print_json
from desktop_solver.core.alphabet import LANGUAGES, detect_language
from desktop_solver.core.errors import DictionaryError
from desktop_solver.core.lexicon.overlay import (
    Change,
    checked_word,
    load_overlay,
    typed_word,
    update_overlay,
)
from desktop_solver.core.lexicon.loader import word_count
from desktop_solver.dictionaries import GAMES, bundled_dictionaries, compiled_folders
from desktop_solver.session import DictionaryRequest, Session
from desktop_solver.word_check import REASONS, WordCheck, check_word


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("dict", help="dictionaries: list, check, add, ban, remove",
                                   description="The bundled dictionaries and your own changes.")
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)

    listing = actions.add_parser("list", help="the bundled dictionaries and their sizes")
    listing.add_argument("--json", action="store_true")
    listing.set_defaults(run=_list)

    check = actions.add_parser("check", help="is WORD in the dictionary? which lists, and why "
                                             "a game refuses it")
    check.add_argument("word")
    check.add_argument("--lang", choices=LANGUAGES, help="default: from the word's letters")
    check.add_argument("--game", choices=GAMES,
                       help="the game whose list decides (default: the language's default list)")
    check.add_argument("--json", action="store_true")
    check.set_defaults(run=_check)

    for name, verb in (("add", "add WORD to"), ("ban", "ban WORD from"),
                       ("remove", "take an added or banned WORD back from")):
        action = actions.add_parser(name, help=f"{verb} your dictionary overlay")
        action.add_argument("word")
        action.add_argument("--lang", choices=LANGUAGES, help="default: from the word's letters")
        action.set_defaults(run=_change_overlay, change=name)


def _lang_of(args: argparse.Namespace) -> str:
    lang = args.lang or detect_language(args.word)
    if lang is None:
        raise DictionaryError(f"{args.word!r} has no letters, expected a Russian or English word")
    return lang


def _list(args: argparse.Namespace) -> int:
    rows = []
    for info in bundled_dictionaries():
        # Counted, never compiled: read off the compiled file when there is one.
        words = word_count([info.path], info.lang, folders=compiled_folders()) \
            if info.path.exists() else 0
        rows.append({"lang": info.lang, "name": info.name, "path": str(info.path), "words": words,
                     "default": info.is_default, "description": info.description})
    if args.json:
        print_json(rows)
    else:
        for row in rows:
            mark = "*" if row["default"] else " "
            print(f"{mark} {row['name']:<9} {row['lang']}  {row['words']:>7} words  "
                  f"{row['description']}")
    return 0


def _check(args: argparse.Namespace) -> int:
    lang = _lang_of(args)
    check = check_word(Session(), args.word, DictionaryRequest.of(lang, game=args.game or ""))
    if args.json:
        print_json({"word": check.word, "lang": lang, "found": check.accepted,
                    "frequency": check.frequency, "plural_only": check.plural_only,
                    "game": check.game or None, "list": check.list_name,
                    "lists": list(check.lists), "reasons": list(check.reasons)})
    else:
        print(check_text(check))
    return 0 if check.accepted else 1


def check_text(check: WordCheck) -> str:
    where = f"the {check.game} list ({check.list_name})" if check.game else \
        f"the {check.lang} dictionary ({check.list_name})"
    verdict = "in" if check.accepted else "not in"
    lines = [f"{check.word}: {verdict} {where}"]
    if check.lists:
        lines.append(f"  lists: {', '.join(check.lists)}; Zipf frequency {check.frequency:.2f}")
    lines += [f"  {REASONS[reason]}" for reason in check.reasons]
    return "\n".join(lines)


def _change_overlay(args: argparse.Namespace) -> int:
    lang = _lang_of(args)
    data_dir = paths.user_data_dir()
    word = checked_word(typed_word(args.word, lang), lang)
    change = Change(args.change)
    if change is Change.REMOVE:
        before = load_overlay(data_dir, lang)
        if word not in before.added | before.banned:
            print(f"{word}: neither added to nor banned from your {lang} dictionary overlay; "
                  "nothing to take back", file=sys.stderr)
            return 1
    saved = update_overlay(data_dir, lang, [(change, word)])
    if saved.backup is not None and saved.unused:
        print(f"desktop-solver: warning: your {lang} overlay holds {saved.unused} entries the "
              f"app cannot use; they stay in it, and the file as it was is kept as "
              f"{saved.backup}", file=sys.stderr)
    elif saved.backup is not None:
        print(f"desktop-solver: warning: your {lang} overlay was damaged; it is kept as "
              f"{saved.backup} and a new one was started", file=sys.stderr)
    verb = {Change.ADD: "added to", Change.BAN: "banned from",
            Change.REMOVE: "taken back from"}[change]
    print(f"{word}: {verb} your {lang} dictionary overlay ({data_dir})")
    return 0
