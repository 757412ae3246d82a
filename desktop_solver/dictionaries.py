"""The bundled dictionaries, the list each game uses, and how the app loads a language's words
(cache, the user's overlay, and the words hidden by default)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from desktop_solver import paths
from desktop_solver.core import games
from desktop_solver.core.alphabet import alphabet_for
from desktop_solver.core.cancel import NO_PROGRESS, Progress
from desktop_solver.core.lexicon import Lexicon, load_lexicon
from desktop_solver.core.lexicon.loader import is_compiled
from desktop_solver.core.lexicon.overlay import Overlay, load_overlay

# "Common words only" hides words rarer than this (Zipf: 2.5 is about once in 3 million words).
COMMON_ZIPF = 2.5


@dataclass(frozen=True)
class DictionaryInfo:
    name: str
    lang: str
    path: Path
    description: str
    is_default: bool


_BUNDLED = (
    ("en", "en", "English, Scrabble-style: ENABLE + SCOWL up to size 70", True),
    ("en-common", "en", "English words a typical player knows (Zipf frequency 1.5 or more)",
     False),
    ("en-wordament", "en", "English for Wordament: en plus the words of en-large in use", False),
    ("en-large", "en", "English, large: ENABLE + SCOWL up to size 80 with variants", False),
    ("ru-nouns", "ru", "Russian everyday nouns, nominative singular", True),
    ("ru-balda", "ru", "Russian nouns for Balda: everyday nouns without diminutives", False),
    ("ru-words", "ru", "Russian everyday words of every part of speech", False),
    ("ru", "ru", "Russian, every common noun of OpenCorpora, nominative singular", False),
    ("ru-large", "ru", "Russian, every OpenCorpora lemma of every part of speech", False),
)

# The list each game accepts, per language, from the game registry (core/games.py); a game
# missing here uses the language's default (README, "Dictionaries").
GAME_LISTS: dict[tuple[str, str], tuple[str, ...]] = {
    (game, lang): lists for game, played in games.GAMES.items()
    for lang, lists in played.word_lists.items()}
def follows_rules(game: str, lang: str, choice: str) -> bool:
    """Whether a chosen list may be a game's: '' (the game's own list) and the user's own files
    always (the user knows what they hold), a bundled list when its words follow the game's
    rules."""
    allowed = games.profile(game).rule_lists.get(lang)
    return allowed is None or not choice or find_dictionary(choice) is None or choice in allowed


# Every game a request may name (the Boggle family's presets, then the other tabs).
GAMES = tuple(games.GAMES)


def bundled_dictionaries() -> list[DictionaryInfo]:
    folder = paths.dictionaries_dir()
    return [DictionaryInfo(name, lang, folder / f"{name}.txt", description, is_default)
            for name, lang, description, is_default in _BUNDLED]


def find_dictionary(name: str) -> DictionaryInfo | None:
    return next((info for info in bundled_dictionaries() if info.name == name), None)


def default_dictionary(lang: str) -> DictionaryInfo:
    return next(info for info in bundled_dictionaries() if info.lang == lang and info.is_default)


def game_lists(game: str, lang: str) -> tuple[str, ...]:
    """The bundled lists (their union) a game accepts in a language."""
    return GAME_LISTS.get((game, lang), (default_dictionary(lang).name,))


@lru_cache(maxsize=4)
def game_words(game: str, lang: str) -> frozenset[str]:
    """The words of the bundled lists a game accepts in a language, as listed (small letters,
    ё kept): a plain set, for telling whether letters spell a word, without a trie to build."""
    words: set[str] = set()
    for name in game_lists(game, lang):
        info = find_dictionary(name)
        if info is not None:
            words |= _bundled_words(info.path, lang)
    return frozenset(words)


def lexicon_cache_dir() -> Path:
    return paths.user_cache_dir() / "lexicons"


def shipped_cache_dir() -> Path:
    """Tries compiled when the app was installed, read by every user (read-only): the bundle's,
    the installed package's, or a checkout's (`python -m desktop_solver.warmup`)."""
    return paths.dictionaries_dir() / "compiled"


def user_overlay(lang: str) -> Overlay:
    return load_overlay(paths.user_data_dir(), lang)


def offensive_list_path(lang: str) -> Path:
    return paths.dictionaries_dir() / f"offensive-{lang}.txt"


def offensive_words(lang: str) -> frozenset[str]:
    """Obscenities, vulgar abuse and slurs of a language, hidden unless asked for."""
    return _bundled_words(offensive_list_path(lang), lang)


# Zipf steps taken off in the ranking of answers: a function word goes after every content word,
# an inflected form (told, kinds) after its dictionary form's peers of one frequency class.
RANK_PENALTIES = (("function", 10.0), ("inflected", 1.0))


@lru_cache(maxsize=4)
def rank_penalties(lang: str) -> dict[str, float]:
    """Search key (ё folded) -> the Zipf steps the answers' order takes off it."""
    alphabet = alphabet_for(lang)
    penalties: dict[str, float] = {}
    for kind, steps in reversed(RANK_PENALTIES):
        path = paths.dictionaries_dir() / f"{kind}-{lang}.txt"
        penalties.update((alphabet.fold(word), steps) for word in _bundled_words(path, lang))
    return penalties


@lru_cache(maxsize=8)
def _bundled_words(path: Path, lang: str) -> frozenset[str]:
    """The first column of a bundled list (UTF-8, '#' comments; build.py writes them)."""
    if not path.exists():
        return frozenset()
    lines = path.read_text(encoding="utf-8").splitlines()
    return frozenset(line.split("\t", 1)[0] for line in lines if line and line[0] != "#")


def load_dictionary(lang: str, files: Sequence[Path] = (), *, fold_yo: bool = True,
                    with_overlay: bool = True, offensive: bool = True,
                    min_zipf: float = 0.0, progress: Progress = NO_PROGRESS) -> Lexicon:
    """The words of `files` (the language's default list when none), with the user's overlay.

    Unless `offensive`, the language's offensive words are hidden; with `min_zipf`, words rarer
    than that are hidden too. Words the user added stay visible either way. A compile (a list
    not compiled yet) reports to `progress` and raises `Cancelled` when its token is set."""
    files = list(files) or [default_dictionary(lang).path]
    overlay = user_overlay(lang) if with_overlay else Overlay(lang)
    lexicon = load_lexicon(files, lang, fold_yo=fold_yo, added=overlay.added,
                           banned=overlay.banned, cache_dir=lexicon_cache_dir(),
                           shipped=[shipped_cache_dir()], progress=progress)
    hide_words(lexicon, offensive=offensive, min_zipf=min_zipf, keep=overlay.added)
    return lexicon


def dictionary_compiled(lang: str, files: Sequence[Path] = (), *, fold_yo: bool = True,
                        with_overlay: bool = True) -> bool:
    """True when `load_dictionary` with these arguments compiles nothing."""
    files = list(files) or [default_dictionary(lang).path]
    added = user_overlay(lang).added if with_overlay else ()
    return is_compiled(files, lang, fold_yo=fold_yo, added=added, folders=compiled_folders())


def compiled_folders() -> list[Path]:
    """Where compiled forms are looked for: the user's cache, then the installation's."""
    return [lexicon_cache_dir(), shipped_cache_dir()]


def hide_words(lexicon: Lexicon, *, offensive: bool, min_zipf: float,
               keep: Iterable[str] = ()) -> None:
    kept_nodes = {lexicon.node_of(word) for word in keep}
    if not offensive:
        for word in offensive_words(lexicon.lang):
            if lexicon.node_of(word) not in kept_nodes:
                lexicon.ban(word)
    if min_zipf > 0:
        lexicon.hide_rarer_than(min_zipf, keep_nodes=kept_nodes)
