"""The application's session, shared by the command line and the window (no Qt here).

One rule for dictionaries: a *choice* is a bundled list's name (found through
`desktop_solver.dictionaries`) or a path to a word list, or several of them (their union); no
choice means the list of the request's game (`dictionaries.GAME_LISTS`), else the language's
default list. Offensive words are hidden unless the request asks for them. Every compiled form is loaded from, or written to, the
one disk cache (`dictionaries.lexicon_cache_dir()`): the lexicon's rank trie and, for Balda, its
extra tries; the installation's own compiled forms (`dictionaries.shipped_cache_dir()`, read-only)
are looked in next, so the shipped lists compile nothing for any user. Within a process each
compiled form is made once and shared by every caller (workers included: the session is
thread-safe). Making a session sweeps the cache: files of lists nobody has used for weeks and
the leftovers of builds that were killed.

A compile (a user's own list, or the user's added words) takes seconds: `lexicon_ready` and
`balda_ready` tell beforehand, and `lexicon` and `balda_game` take a `Progress` (a callback
getting 0..1 and a cancel token; a stopped compile raises `core.cancel.Cancelled`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from desktop_solver.core.balda import BaldaGame, BaldaOptions
from desktop_solver.core.balda.lexicon import balda_tries, is_cached
from desktop_solver.core.cancel import NO_PROGRESS, Progress
from desktop_solver.core.lexicon import Lexicon
from desktop_solver.core.lexicon.cache import sweep_cache_dir
from desktop_solver.dictionaries import (
    dictionary_compiled,
    find_dictionary,
    game_lists,
    lexicon_cache_dir,
    load_dictionary,
    shipped_cache_dir,
)

if TYPE_CHECKING:  # the reader's memory loads its glyph tools: only when a picture is read
    from desktop_solver.ocr.memory import GlyphMemory

Choice = str | Sequence[str]  # a bundled name or a path, or several


@dataclass(frozen=True)
class DictionaryRequest:
    """Which words a job uses: the language, the chosen lists (empty: the list of `game`, or the
    language's default), whether ё and е are one letter, whether offensive words are shown, and
    the least Zipf frequency of a shown word (0: every word)."""

    lang: str
    choice: tuple[str, ...] = ()
    fold_yo: bool = True
    game: str = ""
    offensive: bool = False
    min_zipf: float = 0.0

    @staticmethod
    def of(lang: str, choice: Choice = (), fold_yo: bool = True, *, game: str = "",
           offensive: bool = False, min_zipf: float = 0.0) -> DictionaryRequest:
        names = (choice,) if isinstance(choice, str) else tuple(choice)
        return DictionaryRequest(lang, tuple(name for name in names if name), fold_yo, game,
                                 offensive, min_zipf)

    @property
    def lists(self) -> tuple[str, ...]:
        """The chosen lists, or the bundled lists of the game."""
        return self.choice or game_lists(self.game, self.lang)

    @property
    def resolved(self) -> DictionaryRequest:
        """The same words named by their lists, not by a game: games that share a list share
        one loaded copy."""
        return DictionaryRequest(self.lang, self.lists, self.fold_yo, "", self.offensive,
                                 self.min_zipf)

    @property
    def list_name(self) -> str:
        """The words' name as the user sees it: `en + en-common`, `ru-balda`, a file's name."""
        return " + ".join(Path(name).name for name in self.lists)


def dictionary_files(choice: Choice) -> list[Path]:
    """The files of a choice: bundled names become their lists' paths (unless a file of that
    name exists here), anything else is a path."""
    names = (choice,) if isinstance(choice, str) else tuple(choice)
    files = []
    for name in names:
        if not name:
            continue
        bundled = find_dictionary(name)
        files.append(bundled.path if bundled is not None and not Path(name).exists()
                     else Path(name))
    return files


T = TypeVar("T")


class Session:
    """Dictionaries loaded once per process, for every mode and both faces of the app.

    `language` is the interface language ('en' or 'ru'); the command line keeps 'en'."""

    def __init__(self, language: str = "en") -> None:
        self.language = language
        # `_lock` guards the tables for moments only; a compile holds the gate of its own
        # request, so the window's thread never waits on another list's compile.
        self._lock = threading.Lock()
        self._gates: dict[object, threading.Lock] = {}
        self._generation = 0
        self._lexicons: dict[DictionaryRequest, Lexicon] = {}
        self._balda: dict[tuple[DictionaryRequest, BaldaOptions], BaldaGame] = {}
        self._glyphs: GlyphMemory | None = None
        self._glyphs_lock = threading.Lock()
        sweep_cache_dir(self.cache_dir())

    @staticmethod
    def cache_dir() -> Path:
        return lexicon_cache_dir()

    def lexicon(self, request: DictionaryRequest,
                progress: Progress = NO_PROGRESS) -> Lexicon:
        """The request's words; a compile reports to `progress` and raises `Cancelled` when
        its token is set (see the module docstring)."""
        request = request.resolved
        return self._once(self._lexicons, request, lambda: load_dictionary(
            request.lang, dictionary_files(request.lists), fold_yo=request.fold_yo,
            offensive=request.offensive, min_zipf=request.min_zipf, progress=progress))

    def _once(self, table: dict[Any, T], key: Any, make: Callable[[], T]) -> T:
        """`table[key]`, made once: callers of the same key wait for the one making it; what
        was made for words since changed (`invalidate`) is handed out but not kept."""
        with self._lock:
            found = table.get(key)
            if found is not None:
                return found
            gate = self._gates.setdefault((id(table), key), threading.Lock())
        with gate:
            with self._lock:
                found = table.get(key)
                generation = self._generation
            if found is not None:
                return found
            made = make()
            with self._lock:
                if generation == self._generation:
                    table[key] = made
            return made

    def lexicon_ready(self, request: DictionaryRequest) -> bool:
        """True when `lexicon(request)` compiles nothing (in memory, or compiled on disk)."""
        request = request.resolved
        with self._lock:
            if request in self._lexicons:
                return True
        return dictionary_compiled(request.lang, dictionary_files(request.lists),
                                   fold_yo=request.fold_yo)

    def get(self, lang: str, choice: Choice = (), fold_yo: bool = True) -> Lexicon:
        """`lexicon()` by its parts."""
        return self.lexicon(DictionaryRequest.of(lang, choice, fold_yo))

    def balda_game(self, request: DictionaryRequest, options: BaldaOptions = BaldaOptions(),
                   progress: Progress = NO_PROGRESS) -> BaldaGame:
        """Balda's rules over the request's words; its tries come from the disk cache or the
        installation's (compiled and written to the cache the first time: the words take the
        first tenth of `progress`, the tries the rest)."""
        request = request.resolved

        def make() -> BaldaGame:
            lexicon = self.lexicon(request, progress.part(0.0, 0.1))
            tries = balda_tries(lexicon, self.cache_dir(), shipped=[shipped_cache_dir()],
                                progress=progress.part(0.1, 1.0))
            return BaldaGame(lexicon, options, tries=tries)

        return self._once(self._balda, (request, options), make)

    def balda_ready(self, request: DictionaryRequest) -> bool:
        """True when a Balda game over the request needs no compiling (memory or disk cache)."""
        request = request.resolved
        with self._lock:
            if any(key[0] == request for key in self._balda):
                return True
            lexicon = self._lexicons.get(request)
        return lexicon is not None and is_cached(lexicon, self.cache_dir(),
                                                 [shipped_cache_dir()])

    def glyph_memory(self) -> GlyphMemory:
        """The tile corrections remembered from earlier pictures (the user's data folder): one
        memory for every reading and correction of the process, the window's and the command
        line's."""
        from desktop_solver.ocr.memory import GlyphMemory

        with self._glyphs_lock:
            if self._glyphs is None:
                self._glyphs = GlyphMemory()
            return self._glyphs

    def invalidate(self) -> None:
        """Forget what was loaded (a list or the user's own words changed)."""
        with self._lock:
            self._generation += 1
            self._lexicons.clear()
            self._balda.clear()
