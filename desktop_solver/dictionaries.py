"""The bundled dictionaries and how the app loads a language's words (cache and overlay included)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from desktop_solver import paths
from desktop_solver.core.lexicon import Lexicon, load_lexicon
from desktop_solver.core.lexicon.overlay import Overlay, load_overlay


@dataclass(frozen=True)
class DictionaryInfo:
    name: str
    lang: str
    path: Path
    description: str
    is_default: bool


_BUNDLED = (
    ("en", "en", "English: ENABLE + SCOWL up to size 70", True),
    ("en-large", "en", "English, large: ENABLE + SCOWL up to size 80 with variants", False),
    ("ru", "ru", "Russian common nouns, nominative singular (OpenCorpora)", True),
    ("ru-large", "ru", "Russian, every OpenCorpora lemma of every part of speech", False),
)


def bundled_dictionaries() -> list[DictionaryInfo]:
    folder = paths.dictionaries_dir()
    return [DictionaryInfo(name, lang, folder / f"{name}.txt", description, is_default)
            for name, lang, description, is_default in _BUNDLED]


def find_dictionary(name: str) -> DictionaryInfo | None:
    return next((info for info in bundled_dictionaries() if info.name == name), None)


def default_dictionary(lang: str) -> DictionaryInfo:
    return next(info for info in bundled_dictionaries() if info.lang == lang and info.is_default)


def lexicon_cache_dir() -> Path:
    return paths.user_cache_dir() / "lexicons"


def shipped_cache_dir() -> Path:
    """Tries compiled when the app was built (installed bundles only; read-only)."""
    return paths.dictionaries_dir() / "compiled"


def user_overlay(lang: str) -> Overlay:
    return load_overlay(paths.user_data_dir(), lang)


def load_dictionary(lang: str, files: Sequence[Path] = (), *, fold_yo: bool = True,
                    with_overlay: bool = True) -> Lexicon:
    """The words of `files` (the language's default list when none), with the user's overlay."""
    files = list(files) or [default_dictionary(lang).path]
    overlay = user_overlay(lang) if with_overlay else Overlay(lang)
    return load_lexicon(files, lang, fold_yo=fold_yo, added=overlay.added, banned=overlay.banned,
                        cache_dir=lexicon_cache_dir(), shipped=[shipped_cache_dir()])
