"""Finding a TrueType font that draws both Latin and Cyrillic letters, for exported pages.

Looked for in order: the file named by DESKTOP_SOLVER_FONT, fonts shipped in resources/fonts,
then well-known system fonts (DejaVu Sans on Linux, Arial on macOS and Windows). A font counts
only if it has real glyphs for the sample letters, not the empty box it draws for missing ones.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

from desktop_solver import paths
from desktop_solver.core.errors import FontUnavailableError

FONT_ENV = "DESKTOP_SOLVER_FONT"
SAMPLE = "AaZzЖжЯяЁё"
_SYSTEM_FONTS = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",     # Debian, Ubuntu: fonts-dejavu-core
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",              # Fedora
    "/usr/share/fonts/TTF/DejaVuSans.ttf",                 # Arch
    "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
    "/System/Library/Fonts/Supplemental/Arial.ttf",        # macOS
    "/Library/Fonts/Arial Unicode.ttf",
)
_WINDOWS_FONTS = ("arial.ttf", "segoeui.ttf", "tahoma.ttf", "verdana.ttf")
_MISSING = "\U0010fffd"  # a private-use code point no text font draws: its box is "missing"


def font_candidates() -> list[Path]:
    """Where a font may be, in the order tried."""
    found: list[Path] = []
    override = os.environ.get(FONT_ENV)
    if override:
        found.append(Path(override))
    shipped = paths.resources_dir() / "fonts"
    if shipped.is_dir():
        found.extend(sorted(shipped.glob("*.tt[fc]")))
    found.extend(Path(name) for name in _SYSTEM_FONTS)
    if sys.platform == "win32":
        windows = Path(os.environ.get("WINDIR", r"C:\Windows")) / "Fonts"
        found.extend(windows / name for name in _WINDOWS_FONTS)
    return found


def find_font(sample: str = SAMPLE, candidates: Iterable[Path] | None = None) -> Path:
    """The first candidate font that draws every letter of `sample`."""
    tried = []
    for path in (font_candidates() if candidates is None else candidates):
        path = Path(path)
        tried.append(str(path))
        if path.is_file() and draws(path, sample):
            return path
    raise FontUnavailableError(
        f"no TrueType font that draws {sample!r} was found (tried {', '.join(tried) or 'none'}); "
        f"expected one: install DejaVu Sans (Debian/Ubuntu: apt install fonts-dejavu-core) or "
        f"set {FONT_ENV} to a .ttf file with Latin and Cyrillic letters")


def draws(path: Path, sample: str) -> bool:
    """True when the font at `path` has a glyph for every letter of `sample`."""
    try:
        font = ImageFont.truetype(str(path), 32)
    except OSError:
        return False
    missing = bytes(font.getmask(_MISSING))
    return all(ch.isspace() or bytes(font.getmask(ch)) != missing for ch in sample)


@lru_cache(maxsize=32)
def load_font(path: Path, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(path), size)
