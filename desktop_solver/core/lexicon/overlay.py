"""The user's overlay on a language's dictionaries: words added, and words banned (for example
because a game rejected them). Stored as JSON in the user data folder, one file per language.

Several processes may change it at once (two `dict add` commands, the window's dialog): every
change is made under a lock on a file beside it and merged into what is on disk then, never into
a copy read earlier. A damaged file is kept as a backup beside the new one, never overwritten.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from desktop_solver.core.alphabet import alphabet_for
from desktop_solver.core.errors import DictionaryError
from desktop_solver.core.files import shorten, write_atomically
from desktop_solver.core.lexicon.reader import MAX_WORD_LENGTH

log = logging.getLogger(__name__)


class Change(Enum):
    ADD = "add"
    BAN = "ban"
    REMOVE = "remove"  # take an added or banned word back


@dataclass(frozen=True)
class Overlay:
    lang: str
    added: frozenset[str] = field(default_factory=frozenset)
    banned: frozenset[str] = field(default_factory=frozenset)

    def with_added(self, word: str) -> Overlay:
        return self.changed(Change.ADD, word)

    def with_banned(self, word: str) -> Overlay:
        return self.changed(Change.BAN, word)

    def without(self, word: str) -> Overlay:
        return self.changed(Change.REMOVE, word)

    def changed(self, change: Change, word: str) -> Overlay:
        word = checked_word(word, self.lang)
        added, banned = self.added - {word}, self.banned - {word}
        if change is Change.ADD:
            added |= {word}
        elif change is Change.BAN:
            banned |= {word}
        return Overlay(self.lang, added, banned)


@dataclass(frozen=True)
class Saved:
    """The overlay as saved, and where a damaged earlier file was kept (None when it was not)."""

    overlay: Overlay
    backup: Path | None = None


def checked_word(word: str, lang: str) -> str:
    """The word in lowercase, or DictionaryError if it has characters outside the alphabet or is
    longer than any board can hold."""
    alphabet = alphabet_for(lang)
    lowered = word.strip().lower()
    if len(lowered) > MAX_WORD_LENGTH:
        raise DictionaryError(
            f"{shorten(word)} has {len(lowered):,} letters, expected a word of at most "
            f"{MAX_WORD_LENGTH}", code="word.too_long", length=len(lowered),
            most=MAX_WORD_LENGTH)
    if not lowered or not set(alphabet.letters).issuperset(lowered):
        raise DictionaryError(
            f"{shorten(word)} is not a word of the {lang!r} alphabet, expected letters only",
            code="word.not_letters", word=shorten(word, 40), lang=lang)
    return lowered


def overlay_path(data_dir: Path, lang: str) -> Path:
    return Path(data_dir) / f"overlay-{lang}.json"


class _Damaged(ValueError):
    """The overlay file exists but is not what this module writes."""


def load_overlay(data_dir: Path, lang: str) -> Overlay:
    """The saved overlay, or an empty one when there is none; a damaged file is logged and read
    as empty (it is kept aside by the next change)."""
    path = overlay_path(data_dir, lang)
    try:
        return _read(path, lang)
    except FileNotFoundError:
        return Overlay(lang)
    except (OSError, _Damaged) as error:
        log.warning("ignoring unreadable dictionary overlay %s: %s", path, error)
        return Overlay(lang)


def _read(path: Path, lang: str) -> Overlay:
    try:
        data = json.loads(path.read_text(encoding="utf-8-sig"))  # Notepad writes a BOM
    except (UnicodeDecodeError, ValueError) as error:
        raise _Damaged(str(error)) from None
    if not isinstance(data, dict):
        raise _Damaged("expected an object with 'added' and 'banned' lists")
    words = {}
    for key in ("added", "banned"):
        listed = data.get(key, [])
        if not isinstance(listed, list) or not all(isinstance(word, str) for word in listed):
            raise _Damaged(f"{key!r} is not a list of words")
        words[key] = frozenset(_valid_words(listed, lang, path))
    return Overlay(lang, words["added"], words["banned"])


def _valid_words(listed: list[str], lang: str, path: Path) -> Iterator[str]:
    for word in listed:
        try:
            yield checked_word(word, lang)
        except DictionaryError as error:
            log.warning("skipping a word of %s: %s", path, error)


def update_overlay(data_dir: Path, lang: str,
                   changes: Sequence[tuple[Change, str]]) -> Saved:
    """Apply `changes` to the overlay on disk, under the lock, and save it. Every word is checked
    before anything is written; a damaged file is renamed to a backup first."""
    for _, word in changes:
        checked_word(word, lang)
    path = overlay_path(data_dir, lang)
    with _locked(path):
        backup = None
        try:
            overlay = _read(path, lang)
        except FileNotFoundError:
            overlay = Overlay(lang)
        except _Damaged as error:
            backup = _free_backup_name(path)
            os.replace(path, backup)
            log.warning("the overlay %s was damaged (%s); kept as %s", path, error, backup)
            overlay = Overlay(lang)
        for change, word in changes:
            overlay = overlay.changed(change, word)
        _write(path, overlay)
    return Saved(overlay, backup)


def _free_backup_name(path: Path) -> Path:
    """A backup name beside `path` that no earlier backup holds (two in one second must not
    overwrite each other)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.damaged-{stamp}")
    number = 1
    while backup.exists():
        number += 1
        backup = path.with_name(f"{path.name}.damaged-{stamp}-{number}")
    return backup


def save_overlay(data_dir: Path, overlay: Overlay) -> None:
    """Write `overlay` as it is (replacing what is on disk); prefer `update_overlay`, which
    merges."""
    path = overlay_path(data_dir, overlay.lang)
    with _locked(path):
        _write(path, overlay)


def _write(path: Path, overlay: Overlay) -> None:
    text = json.dumps({"added": sorted(overlay.added), "banned": sorted(overlay.banned)},
                      ensure_ascii=False, indent=1)
    write_atomically(path, (text + "\n").encode("utf-8"))


@contextlib.contextmanager
def _locked(path: Path, timeout: float = 10.0) -> Iterator[None]:
    """An exclusive lock on `path`'s lock file, held for the block (other processes wait)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    lock_path = path.with_name(path.name + ".lock")
    with open(lock_path, "a+b") as handle:
        _acquire(handle.fileno(), lock_path, timeout)
        try:
            yield
        finally:
            _release(handle.fileno())


try:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _release(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
except ImportError:  # Windows
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        return True

    def _release(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]


def _acquire(fd: int, lock_path: Path, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while not _try_lock(fd):
        if time.monotonic() > deadline:
            raise DictionaryError(f"{shorten(str(lock_path))} is held by another program for "
                                  f"over {timeout:g} s; expected it free", code="overlay.locked",
                                  path=str(lock_path))
        time.sleep(0.02)
