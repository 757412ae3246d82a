"""Lexicons shared by every panel: loaded once (from the disk cache) and reused by workers."""

from __future__ import annotations

import threading
from pathlib import Path

from desktop_solver.core.lexicon import Lexicon
from desktop_solver.dictionaries import find_dictionary, load_dictionary


class LexiconStore:
    """Thread-safe: workers call `get`, the GUI calls `invalidate` after the overlay changes."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._loaded: dict[tuple, Lexicon] = {}

    def get(self, lang: str, choice: str, fold_yo: bool = True) -> Lexicon:
        """`choice` is a bundled name (en, ru-large, ...) or a path to a custom list."""
        key = (lang, choice, fold_yo)
        with self._lock:
            lexicon = self._loaded.get(key)
            if lexicon is None:
                bundled = find_dictionary(choice)
                files = [bundled.path] if bundled is not None else [Path(choice)]
                lexicon = load_dictionary(lang, files, fold_yo=fold_yo)
                self._loaded[key] = lexicon
            return lexicon

    def invalidate(self) -> None:
        with self._lock:
            self._loaded.clear()
