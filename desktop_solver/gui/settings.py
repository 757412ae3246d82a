"""Every persisted setting, declared once with its type and default, over QSettings (INI file in
the user data folder, so tests that move that folder never touch real settings)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from desktop_solver import paths


@dataclass(frozen=True)
class Key:
    name: str
    type: type
    default: Any


# The tabs, by their modes' names.
TAB_NAMES = ("boggle", "anagram", "wordsearch", "balda", "play")

KEYS = {key.name: key for key in (
    Key("window/geometry", QByteArray, QByteArray()),
    Key("window/mode", str, "boggle"),
    Key("ui/language", str, ""),  # "" follows the system locale
    Key("boggle/preset", str, "boggle4"),
    Key("boggle/board", str, ""),
    Key("dictionary/en", str, ""),  # "" is the list of the tab's game
    Key("dictionary/ru", str, ""),
    # Each tab's own choice per language (unset: the choice above, shared by the tabs that
    # made none; see DictionaryChooser.choice_for).
    *(Key(f"dictionary/{tab}/{lang}", str, "")
      for tab in TAB_NAMES for lang in ("en", "ru")),
    Key("dictionary/custom", list, []),
    # The choices of the Balda and Play tabs (the Boggle tab's are its preset and board).
    Key("balda/size", int, 5),
    Key("balda/versus", bool, False),
    Key("balda/difficulty", str, "medium"),
    Key("play/language", str, "en"),
    Key("play/size", int, 4),
    Key("play/minutes", int, 3),
    Key("dictionary/keep_yo", bool, False),
    Key("dictionary/offensive", bool, False),
    Key("dictionary/common_only", bool, False),
    Key("capture/region", list, []),
    Key("ocr/tesseract", str, ""),  # "" finds it on its own
    Key("folders/open", str, ""),   # where the last picture or word list was opened from
    Key("folders/save", str, ""),   # where the last export was saved
)}


class Settings:
    def __init__(self, path: str | None = None) -> None:
        location = path or str(self.default_path())
        self._store = QSettings(location, QSettings.Format.IniFormat)

    def get(self, name: str) -> Any:
        key = KEYS[name]
        value = self._store.value(name, key.default)
        if key.type is bool:
            return value in (True, "true", "1", 1)
        if key.type is list:
            if value in (None, ""):
                return []
            return list(value) if isinstance(value, (list, tuple)) else [value]
        if key.type is QByteArray:
            return value if isinstance(value, QByteArray) else QByteArray()
        try:
            return key.type(value)
        except (TypeError, ValueError):
            return key.default

    def set(self, name: str, value: Any) -> None:
        if name not in KEYS:
            raise KeyError(f"unknown setting {name!r}")
        self._store.setValue(name, value)

    def has(self, name: str) -> bool:
        """Whether the setting was ever set (its default otherwise)."""
        return self._store.contains(name)

    def remove(self, name: str) -> None:
        self._store.remove(name)

    @staticmethod
    def default_path() -> Path:
        return paths.user_data_dir() / "settings.ini"

    def sync(self) -> None:
        self._store.sync()

    def folder(self, kind: str) -> Path:
        """Where a file dialog opens ("open" or "save"): the folder last used, while it exists,
        else the home folder."""
        saved = self.get(f"folders/{kind}")
        return Path(saved) if saved and Path(saved).is_dir() else Path.home()

    def remember_folder(self, kind: str, path: str | Path) -> None:
        """The folder of a file just chosen in a dialog, for the next dialog of its kind."""
        self.set(f"folders/{kind}", str(Path(path).parent))
