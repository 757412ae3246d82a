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
from desktop_solver.core.files import (
    free_backup_name,
    read_regular_file,
    shorten,
    write_atomically,
)
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
    """The overlay as saved, and where the earlier file was kept (None when it was not): a
    damaged one, or one with `unused` entries the app cannot use (they stay in the file too)."""

    overlay: Overlay
    backup: Path | None = None
    unused: int = 0


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


def typed_word(word: str, lang: str) -> str:
    """A word as typed, its Latin look-alikes read as Cyrillic letters for Russian (the board
    reader does the same, so `dict add COT --lang ru` adds the сот a board shows). Files are
    read as written: a Latin word there stays a word of another alphabet."""
    alphabet = alphabet_for(lang)
    return "".join(alphabet.normalize_char(char) for char in word)


def overlay_path(data_dir: Path, lang: str) -> Path:
    return Path(data_dir) / f"overlay-{lang}.json"


class _Damaged(ValueError):
    """The overlay file exists but is not what this module writes."""


# An overlay holds the words a user added by hand: thousands, not millions.
MAX_OVERLAY_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True)
class _Unused:
    """What an overlay file holds that the app cannot use (words with an apostrophe, an accent,
    another alphabet's letters, too many letters; keys of the user's own): written back as it
    was, so that hand edits survive the app's next change."""

    added: tuple[object, ...] = ()
    banned: tuple[object, ...] = ()
    keys: tuple[tuple[str, object], ...] = ()

    def __bool__(self) -> bool:
        return bool(self.added or self.banned or self.keys)


def load_overlay(data_dir: Path, lang: str) -> Overlay:
    """The saved overlay, or an empty one when there is none; a damaged or unusable file is
    logged and read as empty (it is kept aside by the next change)."""
    path = overlay_path(data_dir, lang)
    try:
        return _read(path, lang)[0]
    except FileNotFoundError:
        return Overlay(lang)
    except (DictionaryError, _Damaged) as error:
        log.warning("ignoring unreadable dictionary overlay %s: %s", path, error)
        return Overlay(lang)


def _read(path: Path, lang: str) -> tuple[Overlay, _Unused]:
    try:
        raw = read_regular_file(path, MAX_OVERLAY_BYTES, "a dictionary overlay file",
                                DictionaryError)
    except DictionaryError as error:
        if error.code == "file.missing":
            raise FileNotFoundError(str(path)) from None
        raise
    try:
        data = json.loads(raw.decode("utf-8-sig"))  # Notepad writes a BOM
    except (UnicodeDecodeError, ValueError) as error:
        raise _Damaged(str(error)) from None
    if not isinstance(data, dict):
        raise _Damaged("expected an object with 'added' and 'banned' lists")
    words, unused = {}, {}
    for key in ("added", "banned"):
        listed = data.get(key, [])
        if not isinstance(listed, list):
            raise _Damaged(f"{key!r} is not a list of words")
        words[key], unused[key] = _usable_words(listed, lang, path)
    keys = tuple((key, value) for key, value in data.items() if key not in ("added", "banned"))
    return (Overlay(lang, frozenset(words["added"]), frozenset(words["banned"])),
            _Unused(tuple(unused["added"]), tuple(unused["banned"]), keys))


def _usable_words(listed: list[object], lang: str, path: Path) -> tuple[list[str], list[object]]:
    usable, unused = [], []
    for item in listed:
        try:
            if not isinstance(item, str):
                raise DictionaryError(f"{item!r} is not a word")
            usable.append(checked_word(item, lang))
        except DictionaryError as error:
            log.warning("skipping a word of %s (kept in the file): %s", path, error)
            unused.append(item)
    return usable, unused


def update_overlay(data_dir: Path, lang: str,
                   changes: Sequence[tuple[Change, str]]) -> Saved:
    """Apply `changes` to the overlay on disk, under the lock, and save it. Every word is checked
    before anything is written; a damaged file is renamed to a backup first, and one holding
    what the app cannot use is copied to a backup and that part written back unchanged."""
    for _, word in changes:
        checked_word(word, lang)
    path = overlay_path(data_dir, lang)
    try:
        with _locked(path):
            backup = None
            unused = _Unused()
            try:
                overlay, unused = _read(path, lang)
            except FileNotFoundError:
                overlay = Overlay(lang)
            except _Damaged as error:
                backup = free_backup_name(path)
                os.replace(path, backup)
                log.warning("the overlay %s was damaged (%s); kept as %s", path, error, backup)
                overlay = Overlay(lang)
            if unused and path.read_bytes() != _serialized(overlay, unused):
                backup = _backed_up(path)  # hand-edited since the app last wrote it
            for change, word in changes:
                overlay = overlay.changed(change, word)
            _write(path, overlay, unused)
    except OSError as error:
        reason = error.strerror or str(error)
        if isinstance(error, (FileExistsError, NotADirectoryError)):
            reason = "a file stands where a folder should be"
        raise DictionaryError(
            f"{shorten(str(error.filename or path))} cannot be written ({reason}); expected "
            "a writable data folder for the overlay",
            code="overlay.unwritable", path=str(path), reason=reason) from None
    return Saved(overlay, backup, len(unused.added) + len(unused.banned) + len(unused.keys))


def _backed_up(path: Path) -> Path:
    """A copy of `path` beside it (NAME.kept-STAMP), unless an earlier copy holds the same
    bytes."""
    data = path.read_bytes()
    for earlier in sorted(path.parent.glob(f"{path.name}.kept-*")):
        try:
            if earlier.read_bytes() == data:
                return earlier
        except OSError:
            continue
    backup = free_backup_name(path, "kept")
    write_atomically(backup, data)
    return backup


def save_overlay(data_dir: Path, overlay: Overlay) -> None:
    """Write `overlay` as it is (replacing what is on disk); prefer `update_overlay`, which
    merges."""
    path = overlay_path(data_dir, overlay.lang)
    with _locked(path):
        _write(path, overlay)


def _write(path: Path, overlay: Overlay, unused: _Unused = _Unused()) -> None:
    write_atomically(path, _serialized(overlay, unused))


def _serialized(overlay: Overlay, unused: _Unused) -> bytes:
    """The file as the app writes it: its words sorted, what it cannot use after them."""
    data = {"added": sorted(overlay.added) + list(unused.added),
            "banned": sorted(overlay.banned) + list(unused.banned), **dict(unused.keys)}
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


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
