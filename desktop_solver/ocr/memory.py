"""Glyph memory: the user's corrections, remembered per game look and applied to later readings.

When the user types over a misread tile, the tile's glyph fingerprint and the right text are
stored under the board's *look* (recognise/fingerprints.py); the next screenshot of a game that
looks the same
reads that glyph as the user said. Stored as JSON in `paths.user_data_dir()/glyphs/`, one file per
game hint ('any' without one).
"""

from __future__ import annotations

import json
import logging
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from desktop_solver import paths
from desktop_solver.core.errors import SolverError
from desktop_solver.core.files import (
    free_backup_name,
    read_regular_file,
    shorten,
    write_atomically,
)
from desktop_solver.ocr.recognise.fingerprints import ALIKE, Fingerprint, Look

log = logging.getLogger(__name__)


# What the memory needs of a board read (reader.BoardReading and its TileReading), named here so
# that the reader, which recalls from the memory, and the memory import each other in one
# direction only.
class _ReadTile(Protocol):
    @property
    def fingerprint(self) -> Fingerprint | None: ...


class ReadBoard(Protocol):
    @property
    def look(self) -> Look: ...

    def tile(self, row: int, col: int) -> _ReadTile: ...


FORMAT = 1
MAX_EXAMPLES = 500     # per look; the oldest go first
# 500 examples of a few hundred bytes for each of a few dozen looks stays far under this.
MAX_FILE_BYTES = 64 * 1024 * 1024
# Why a memory file is kept as it is: a newer version's (never written over), one that cannot
# be read at all (a folder, a device), or a damaged one (kept as a backup before a new save).
_NEWER, _UNREADABLE, _DAMAGED = "newer", "unreadable", "damaged"


@dataclass
class _LookEntry:
    look: Look
    examples: list[tuple[str, Fingerprint]] = field(default_factory=list)


class GlyphMemory:
    """Remembered glyphs in `folder` (default: the user's data folder)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else paths.user_data_dir() / "glyphs"
        self._loaded: dict[str, list[_LookEntry]] = {}
        # Each file as last read or written here: one the command line or another window has
        # written since is read again, so a long-lived memory (the window's) neither misses
        # their corrections nor writes over them.
        self._stamps: dict[str, tuple[int, int] | None] = {}
        # Readings recall from worker threads while the window remembers a correction.
        self._lock = threading.RLock()
        # Per game, why its file on disk must not simply be overwritten.
        self._kept: dict[str, str] = {}

    def remember(self, reading: ReadBoard, row: int, col: int, text: str) -> None:
        """Store that tile (row, col) of `reading` shows `text` (what the user typed over it)."""
        tile = reading.tile(row, col)
        if tile.fingerprint is None:
            raise SolverError(f"tile {row + 1}:{col + 1} has no letters to remember; expected a "
                              "tile with a glyph")
        self.remember_glyph(reading.look, tile.fingerprint, text)

    def remember_glyph(self, look: Look, print_: Fingerprint, text: str) -> None:
        text = text.strip().upper()
        if not text or len(text) > 8:
            raise SolverError(f"tile text {text!r} cannot be remembered; expected a letter or a "
                              "tile such as QU or RE-")
        with self._lock:
            entries = self._entries(look.game)
            entry = next((e for e in entries if e.look.matches(look)), None)
            if entry is None:
                entry = _LookEntry(look)
                entries.append(entry)
            # A new correction of the same glyph replaces the old one.
            entry.examples = [(t, p) for t, p in entry.examples if not p.alike(print_)]
            entry.examples.append((text, print_))
            del entry.examples[:-MAX_EXAMPLES]
            self._save(look.game)

    def recall(self, look: Look, print_: Fingerprint) -> tuple[str, float] | None:
        """The remembered text of the nearest alike glyph of a matching look, with a confidence."""
        with self._lock:
            best: tuple[float, str] | None = None
            for entry in self._entries(look.game):
                if not entry.look.matches(look):
                    continue
                for text, example in entry.examples:
                    distance = example.distance(print_)
                    if distance <= ALIKE and (best is None or distance < best[0]):
                        best = (distance, text)
            if best is None:
                return None
            return best[1], 1.0 - 0.05 * best[0] / ALIKE

    def forget(self, game: str | None = None) -> None:
        """Drop every remembered glyph (of one game hint, or of all)."""
        with self._lock:
            games = [game or "any"] if game is not None else \
                [p.stem for p in self.folder.glob("*.json")]
            for name in games:
                self._loaded[name] = []
                self._kept.pop(name, None)
                path = self._path(name)
                if path.exists():
                    path.unlink()

    def __len__(self) -> int:
        with self._lock:
            names = set(self._loaded) | {p.stem for p in self.folder.glob("*.json")}
            return sum(len(e.examples) for name in names for e in self._entries(name))

    def _path(self, game: str) -> Path:
        safe = "".join(ch for ch in game if ch.isalnum() or ch in "-_") or "any"
        return self.folder / f"{safe}.json"

    def _entries(self, game: str) -> list[_LookEntry]:
        stamp = _stamp(self._path(game))
        if game not in self._loaded or (game not in self._kept
                                        and stamp != self._stamps.get(game)):
            self._loaded[game] = self._load(game)
            self._stamps[game] = stamp
        return self._loaded[game]

    def _load(self, game: str) -> list[_LookEntry]:
        path = self._path(game)
        try:
            data = json.loads(read_regular_file(path, MAX_FILE_BYTES, "a glyph memory file"))
            if not isinstance(data, dict):
                raise TypeError(f"expected an object, found {type(data).__name__}")
            if isinstance(data.get("format"), int) and data["format"] > FORMAT:
                # A newer version wrote it: read nothing, and never write over it.
                self._kept[game] = _NEWER
                log.warning("glyph memory %s is of a newer format (%s); it is kept unchanged",
                            path, data["format"])
                return []
            if data.get("format") != FORMAT:
                raise ValueError(f"format {data.get('format')!r}, expected {FORMAT}")
            return [_LookEntry(Look.from_json(item["look"]),
                               [(text, Fingerprint.from_text(p)) for text, p in item["glyphs"]])
                    for item in data["looks"]]
        except SolverError as error:
            if error.code == "file.missing":
                return []
            self._kept[game] = _UNREADABLE
            log.warning("ignoring unusable glyph memory %s: %s", path, error)
            return []
        except (ValueError, KeyError, TypeError, AttributeError) as error:
            # A damaged memory only loses the corrections; reading boards goes on. The file is
            # kept as a backup before anything is written over it.
            self._kept[game] = _DAMAGED
            log.warning("ignoring damaged glyph memory %s: %s", path, error)
            return []

    def _save(self, game: str) -> None:
        path = self._path(game)
        kept = self._kept.get(game)
        if kept is _NEWER:
            raise SolverError(
                f"{shorten(str(path))} was written by a newer version of the app; it is kept "
                "unchanged, and this correction is remembered only until the app closes",
                code="memory.newer", path=str(path))
        if kept is _UNREADABLE:
            raise SolverError(f"{shorten(str(path))} cannot be used; expected a glyph memory "
                              "file, so this correction is remembered only until the app closes",
                              code="memory.unusable", path=str(path))
        data = {"format": FORMAT, "looks": [
            {"look": entry.look.to_json(),
             "glyphs": [[text, p.to_text()] for text, p in entry.examples]}
            for entry in self._entries(game)]}
        if kept is _DAMAGED and path.is_file():
            backup = free_backup_name(path)
            os.replace(path, backup)
            log.warning("the glyph memory %s was damaged; kept as %s", path, backup)
        self._kept.pop(game, None)
        write_atomically(path, json.dumps(data, ensure_ascii=False).encode("utf-8"))
        self._stamps[game] = _stamp(path)


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        status = path.stat()
    except OSError:
        return None
    return status.st_mtime_ns, status.st_size
