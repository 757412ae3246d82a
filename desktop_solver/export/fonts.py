"""The TrueType font exported pages are set in: it draws both Latin and Cyrillic letters.

Looked for in order: the file named by DESKTOP_SOLVER_FONT, then the fonts shipped in
resources/fonts (DejaVu Sans first), never the machine's own fonts, so a page looks the same on
every computer. A font counts only if it has real glyphs for the sample letters, not the empty
box it draws for missing ones.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

from desktop_solver import paths
from desktop_solver.core.errors import FontUnavailableError

FONT_ENV = "DESKTOP_SOLVER_FONT"
SAMPLE = "AaZzЖжЯяЁё"
PAGE_FONT = "DejaVuSans.ttf"   # the shipped face pages are set in
_MISSING = "\U0010fffd"  # a private-use code point no text font draws: its box is "missing"


def font_candidates() -> list[Path]:
    """Where a font may be, in the order tried."""
    found: list[Path] = []
    override = os.environ.get(FONT_ENV)
    if override:
        found.append(Path(override))
    shipped = paths.fonts_dir()
    found.append(shipped / PAGE_FONT)
    if shipped.is_dir():
        found.extend(path for path in sorted(shipped.glob("*.tt[fc]")) if path.name != PAGE_FONT)
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
        f"expected the shipped {PAGE_FONT} in {paths.fonts_dir()} (reinstall desktop-solver) or "
        f"{FONT_ENV} set to a .ttf file with Latin and Cyrillic letters")


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
