"""The user's overlay on a language's dictionaries: words added, and words banned (for example
because a game rejected them). Stored as JSON in the user data folder, one file per language.

Several processes may change it at once (two CLI commands, the window and a command): every
change is a read-modify-write under a lock file, on the file as it is on disk at that moment, so
no writer drops another's words. A file that cannot be read as an overlay is never overwritten:
it is renamed to a backup beside the new file, and the caller is told where.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from desktop_solver.core.alphabet import alphabet_for
from desktop_solver.core.errors import DictionaryError
from desktop_solver.core.files import locked, write_atomically
from desktop_solver.core.lexicon.reader import MAX_WORD_LENGTH, shorten

log = logging.getLogger(__name__)
_MAX_OVERLAY_BYTES = 16 * 1024 * 1024


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

    def without(self, word: str) -> Overlay:
        """The word neither added nor banned (the shipped dictionary decides again)."""
        word = checked_word(word, self.lang)
        return Overlay(self.lang, self.added - {word}, self.banned - {word})

    def merged(self, since: Overlay, edited: Overlay) -> Overlay:
        """This overlay (as saved now) with the changes that turned `since` into `edited`."""
        added = (self.added - (since.added - edited.added)) | (edited.added - since.added)
        banned = (self.banned - (since.banned - edited.banned)) | (edited.banned - since.banned)
        # A word newly added is no longer banned, and the other way round.
        added -= edited.banned - since.banned
        banned -= edited.added - since.added
        return Overlay(self.lang, frozenset(added), frozenset(banned))


@dataclass(frozen=True)
class OverlayUpdate:
    """The overlay as saved, and where a damaged earlier file was kept (None when it was fine)."""

    overlay: Overlay
    backup: Path | None = None


class DamagedOverlayError(ValueError):
    """The overlay file exists but is not an overlay (bad JSON, wrong types)."""


def checked_word(word: str, lang: str) -> str:
    """The word in lowercase, or DictionaryError if it has characters outside the alphabet or is
    longer than any board."""
    alphabet = alphabet_for(lang)
    lowered = word.strip().lower()
    if len(lowered) > MAX_WORD_LENGTH:
        raise DictionaryError(
            f"{shorten(word, 40)} is {len(lowered)} letters long, longer than any board; "
            f"expected at most {MAX_WORD_LENGTH}")
    if not lowered or not set(alphabet.letters).issuperset(lowered):
        raise DictionaryError(
            f"{shorten(word)} is not a word of the {lang!r} alphabet, expected letters only")
    return lowered


def overlay_path(data_dir: Path, lang: str) -> Path:
    return Path(data_dir) / f"overlay-{lang}.json"


def _lock_path(data_dir: Path, lang: str) -> Path:
    return Path(data_dir) / f"overlay-{lang}.lock"


def load_overlay(data_dir: Path, lang: str) -> Overlay:
    """The saved overlay, or an empty one when there is none; a damaged file is logged and
    ignored (and kept: only a change moves it aside, see `update_overlay`)."""
    path = overlay_path(data_dir, lang)
    try:
        return _read(path, lang)
    except FileNotFoundError:
        return Overlay(lang)
    except (OSError, DamagedOverlayError) as error:
        log.warning("ignoring unreadable dictionary overlay %s: %s", path, error)
        return Overlay(lang)


def update_overlay(data_dir: Path, lang: str,
                   change: Callable[[Overlay], Overlay]) -> OverlayUpdate:
    """Apply `change` to the overlay as saved now, under the lock, and save the result."""
    path = overlay_path(data_dir, lang)
    try:
        with locked(_lock_path(data_dir, lang)):
            backup = None
            try:
                current = _read(path, lang)
            except FileNotFoundError:
                current = Overlay(lang)
            except DamagedOverlayError as error:
                backup = _keep_damaged(path)
                log.warning("dictionary overlay %s was damaged (%s); kept it as %s",
                            path, error, backup)
                current = Overlay(lang)
            overlay = change(current)
            _write(path, overlay)
            return OverlayUpdate(overlay, backup)
    except TimeoutError as error:
        raise DictionaryError(f"your {lang} dictionary overlay is locked by another "
                              f"program ({error})") from None
    except OSError as error:
        raise DictionaryError(f"your {lang} dictionary overlay {str(path)!r} cannot be "
                              f"saved: {error.strerror or error}") from None


def save_overlay(data_dir: Path, overlay: Overlay, since: Overlay | None = None) -> OverlayUpdate:
    """Save `overlay`. With `since` (the overlay as it was when the caller read it), only the
    caller's changes are applied to the file as saved now, so words others added meanwhile stay;
    without it the file becomes exactly `overlay`."""
    if since is None:
        return update_overlay(data_dir, overlay.lang, lambda current: overlay)
    return update_overlay(data_dir, overlay.lang,
                          lambda current: current.merged(since, overlay))


def _read(path: Path, lang: str) -> Overlay:
    data = path.read_bytes()
    if len(data) > _MAX_OVERLAY_BYTES:
        raise DamagedOverlayError(f"{len(data)} bytes, more than an overlay can be")
    try:
        parsed = json.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise DamagedOverlayError(str(error)) from None
    if not isinstance(parsed, dict):
        raise DamagedOverlayError("not a JSON object")
    lists = []
    for key in ("added", "banned"):
        words = parsed.get(key, [])
        if not isinstance(words, list) or not all(isinstance(word, str) for word in words):
            raise DamagedOverlayError(f"{key!r} is not a list of words")
        lists.append(frozenset(_fitting(words, lang)))
    return Overlay(lang, *lists)


def _fitting(words: list[str], lang: str) -> list[str]:
    kept = []
    for word in words:
        try:
            kept.append(checked_word(word, lang))
        except DictionaryError:
            log.warning("ignoring %s in the %s dictionary overlay", shorten(word, 40), lang)
    return kept


def _keep_damaged(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    number = 1
    while backup.exists():
        number += 1
        backup = path.with_name(f"{path.stem}.damaged-{stamp}-{number}{path.suffix}")
    path.replace(backup)
    return backup


def _write(path: Path, overlay: Overlay) -> None:
    text = json.dumps({"added": sorted(overlay.added), "banned": sorted(overlay.banned)},
                      ensure_ascii=False, indent=1)
    write_atomically(path, (text + "\n").encode("utf-8"))
