"""The user's overlay on a language's dictionaries: words added, and words banned (for example
because a game rejected them). Stored as JSON in the user data folder, one file per language."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path

from desktop_solver.core.alphabet import alphabet_for
from desktop_solver.core.errors import DictionaryError
from desktop_solver.core.files import write_atomically

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Overlay:
    lang: str
    added: frozenset[str] = field(default_factory=frozenset)
    banned: frozenset[str] = field(default_factory=frozenset)

    def with_added(self, word: str) -> Overlay:
        word = checked_word(word, self.lang)
        return Overlay(self.lang, self.added | {word}, self.banned - {word})

    def with_banned(self, word: str) -> Overlay:
        word = checked_word(word, self.lang)
        return Overlay(self.lang, self.added - {word}, self.banned | {word})


def checked_word(word: str, lang: str) -> str:
    """The word in lowercase, or DictionaryError if it has characters outside the alphabet."""
    alphabet = alphabet_for(lang)
    lowered = word.strip().lower()
    if not lowered or not set(alphabet.letters).issuperset(lowered):
        raise DictionaryError(
            f"{word!r} is not a word of the {lang!r} alphabet, expected letters only")
    return lowered


def overlay_path(data_dir: Path, lang: str) -> Path:
    return Path(data_dir) / f"overlay-{lang}.json"


def load_overlay(data_dir: Path, lang: str) -> Overlay:
    """The saved overlay, or an empty one when there is none; a damaged file is logged and ignored."""
    path = overlay_path(data_dir, lang)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return Overlay(lang, frozenset(map(str, data.get("added", []))),
                       frozenset(map(str, data.get("banned", []))))
    except FileNotFoundError:
        return Overlay(lang)
    except (OSError, ValueError, AttributeError) as error:
        log.warning("ignoring unreadable dictionary overlay %s: %s", path, error)
        return Overlay(lang)


def save_overlay(data_dir: Path, overlay: Overlay) -> None:
    text = json.dumps({"added": sorted(overlay.added), "banned": sorted(overlay.banned)},
                      ensure_ascii=False, indent=1)
    write_atomically(overlay_path(data_dir, overlay.lang), (text + "\n").encode("utf-8"))
