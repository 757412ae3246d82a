"""Why a game takes or refuses a word: which bundled lists hold it, its frequency, and the
rule that keeps it out (`desktop-solver dict check WORD --game G`, the window's "Check word")."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from desktop_solver.core.lexicon.overlay import checked_word
from desktop_solver.dictionaries import (
    bundled_dictionaries,
    find_dictionary,
    offensive_words,
    user_overlay,
)
from desktop_solver.session import DictionaryRequest, Session

# Why a game refuses a word (or, for `plural_only`, what it allows by default).
REASONS = {
    "banned": "you banned it (dict remove takes the ban back)",
    "offensive": "offensive: hidden unless offensive words are shown (--offensive)",
    "diminutive": "a diminutive or augmentative, which Balda's rules refuse",
    "rare": "rare, slang or archaic for this game's list",
    "not_noun": "not a common noun in the nominative singular",
    "not_in_lists": "in none of the bundled lists",
    "plural_only": "a plural-only noun (allowed; balda --no-plural refuses it)",
}
NOUN_LISTS = {"ru": ("ru", "ru-nouns", "ru-balda")}


@dataclass(frozen=True)
class WordCheck:
    word: str                       # the spelling of the list that holds it, else as typed
    lang: str
    game: str                       # '' for the language's default list
    list_name: str                  # the game's list as the user sees it
    accepted: bool                  # a default query of the game shows the word
    frequency: float                # Zipf, 0.0 when no list knows it
    lists: tuple[str, ...]          # the bundled lists holding it
    reasons: tuple[str, ...]        # keys of REASONS
    plural_only: bool = False


def check_word(session: Session, text: str, request: DictionaryRequest) -> WordCheck:
    """The word against the request's words (its game's list unless a list was chosen)."""
    lang, game = request.lang, request.game
    word = checked_word(text, lang)
    lexicon = session.lexicon(request)
    node = lexicon.node_of(word)
    holding = {info.name: entry for info in bundled_dictionaries() if info.lang == lang
               for entry in [list_entry(info.path, word, lang)] if entry is not None}
    spelling, frequency, plural = next(iter(holding.values()), (word, 0.0, False))
    if node >= 0:
        spelling = lexicon.spelling(node, lexicon.alphabet.fold(word))
        frequency = lexicon.zipf_at(node) or frequency
        plural = lexicon.is_plural(word)
    reasons = [] if node >= 0 else _refusals(word, lang, game, request.lists, holding)
    if plural:
        reasons.append("plural_only")
    return WordCheck(spelling, lang, game, request.list_name, node >= 0, frequency,
                     tuple(holding), tuple(reasons), plural)


def _refusals(word: str, lang: str, game: str, game_list: tuple[str, ...],
              holding: dict[str, tuple[str, float, bool]]) -> list[str]:
    overlay = user_overlay(lang)
    if word in overlay.banned:
        return ["banned"]
    if word in offensive_words(lang) or word.replace("ё", "е") in offensive_words(lang):
        return ["offensive"]
    if not holding:
        return ["not_in_lists"]
    if any(name in holding for name in game_list):
        return ["rare"]  # hidden by the request's frequency floor
    if not all(name in holding or find_dictionary(name) for name in game_list):
        return ["not_in_lists"]  # the user's own list lacks it
    nouns = NOUN_LISTS.get(lang)
    if nouns and not any(name in holding for name in nouns) and game not in ("anagram",
                                                                              "wordsearch"):
        return ["not_noun"]
    if game == "balda" and "ru-nouns" in holding:
        return ["diminutive"]
    return ["rare"]


def list_entry(path: Path, word: str, lang: str) -> tuple[str, float, bool] | None:
    """(spelling, Zipf, plural-only) of `word` in a bundled list file (ё and е alike)."""
    pattern = "".join("[её]" if lang == "ru" and letter in "её" else re.escape(letter)
                      for letter in word)
    match = re.search(rf"^({pattern})\t([0-9.]+)(\tplural)?$", _text(path), re.MULTILINE)
    if match is None:
        return None
    return match.group(1), float(match.group(2)), match.group(3) is not None


@lru_cache(maxsize=16)
def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.exists() else ""
