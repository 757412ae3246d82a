"""The one place that knows where data lives: bundled resources and dictionaries (source tree or
frozen bundle) and the user's data and cache folders."""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "desktop_solver"


def bundle_root() -> Path:
    """The folder holding resources/ and dictionaries/: the PyInstaller bundle when frozen, the
    package's data folder when installed (setup.py puts them there), else the source tree (the
    project is installed editable or run from a checkout)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    package = Path(__file__).resolve().parent
    installed = package / "data"
    return installed if installed.is_dir() else package.parent


def dictionaries_dir() -> Path:
    override = os.environ.get("DESKTOP_SOLVER_DICTIONARIES")
    return Path(override) if override else bundle_root() / "dictionaries"


def resources_dir() -> Path:
    return bundle_root() / "resources"


def _platform_dir(env_var: str, xdg_var: str, xdg_default: str, windows_var: str,
                  mac_folder: str) -> Path:
    override = os.environ.get(env_var)
    if override:
        return Path(override)
    if sys.platform == "win32":
        return Path(os.environ.get(windows_var) or Path.home() / "AppData" / "Local") / APP_NAME
    if sys.platform == "darwin":
        return Path.home() / "Library" / mac_folder / APP_NAME
    return Path(os.environ.get(xdg_var) or Path.home() / xdg_default) / APP_NAME


def user_data_dir() -> Path:
    """Where the user's own data lives (the dictionary overlay, glyph examples)."""
    return _platform_dir("DESKTOP_SOLVER_DATA_DIR", "XDG_DATA_HOME", ".local/share", "APPDATA",
                         "Application Support")


def user_cache_dir() -> Path:
    """Where rebuildable things live (compiled dictionaries)."""
    return _platform_dir("DESKTOP_SOLVER_CACHE_DIR", "XDG_CACHE_HOME", ".cache", "LOCALAPPDATA",
                         "Caches")


def fonts_dir() -> Path:
    """The fonts shipped with the project (resources/fonts): the only fonts the screenshot
    reader draws letters in and exported pages are set in, whatever the machine has."""
    return resources_dir() / "fonts"
