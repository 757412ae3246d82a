"""Glyph memory: the user's corrections, remembered per game look and applied to later readings.

When the user types over a misread tile, the tile's glyph fingerprint and the right text are
stored under the board's *look* (glyphs.py); the next screenshot of a game that looks the same
reads that glyph as the user said. Stored as JSON in `paths.user_data_dir()/glyphs/`, one file per
game hint ('any' without one).
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from desktop_solver import paths
from desktop_solver.core.errors import SolverError
from desktop_solver.ocr.glyphs import ALIKE, Fingerprint, Look

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


@dataclass
class _LookEntry:
    look: Look
    examples: list[tuple[str, Fingerprint]] = field(default_factory=list)


class GlyphMemory:
    """Remembered glyphs in `folder` (default: the user's data folder)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else paths.user_data_dir() / "glyphs"
        self._loaded: dict[str, list[_LookEntry]] = {}

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
        games = [game or "any"] if game is not None else \
            [p.stem for p in self.folder.glob("*.json")]
        for name in games:
            self._loaded[name] = []
            path = self._path(name)
            if path.exists():
                path.unlink()

    def __len__(self) -> int:
        names = set(self._loaded) | {p.stem for p in self.folder.glob("*.json")}
        return sum(len(e.examples) for name in names for e in self._entries(name))

    def _path(self, game: str) -> Path:
        safe = "".join(ch for ch in game if ch.isalnum() or ch in "-_") or "any"
        return self.folder / f"{safe}.json"

    def _entries(self, game: str) -> list[_LookEntry]:
        if game not in self._loaded:
            self._loaded[game] = self._load(game)
        return self._loaded[game]

    def _load(self, game: str) -> list[_LookEntry]:
        path = self._path(game)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("format") != FORMAT:
                return []
            return [_LookEntry(Look.from_json(item["look"]),
                               [(text, Fingerprint.from_text(p)) for text, p in item["glyphs"]])
                    for item in data["looks"]]
        except FileNotFoundError:
            return []
        except (OSError, ValueError, KeyError, TypeError) as error:
            # A damaged memory only loses the corrections; reading boards goes on.
            log.warning("ignoring unreadable glyph memory %s: %s", path, error)
            return []

    def _save(self, game: str) -> None:
        data = {"format": FORMAT, "looks": [
            {"look": entry.look.to_json(),
             "glyphs": [[text, p.to_text()] for text, p in entry.examples]}
            for entry in self._entries(game)]}
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self._path(game)
        handle, temporary = tempfile.mkstemp(dir=self.folder, prefix=path.stem, suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as file:
                json.dump(data, file, ensure_ascii=False)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
