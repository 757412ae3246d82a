"""The machine's own fonts hidden from the screenshot reader, to show that it reads the same
without them: `with hidden() as opened: read_board(...)`.

While in force, opening a font file outside the shipped resources/fonts (PIL.ImageFont.truetype)
or listing an installed font folder (os.walk, os.scandir, os.listdir) raises SystemFontLookup;
`opened` collects the shipped fonts opened meanwhile, and `refused` every lookup refused (the
reader may catch the error: the list still tells). Draw the pictures before, read them within:
the benchmarks' screens are drawn in installed faces too.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PIL import ImageFont

from benchmarks.screens import font_folders
from desktop_solver import paths


class SystemFontLookup(RuntimeError):
    """The reader looked up a font that is not shipped with the project."""


@dataclass
class Lookups:
    opened: list[Path] = field(default_factory=list)    # shipped fonts opened
    refused: list[str] = field(default_factory=list)    # fonts or font folders refused


@contextmanager
def hidden() -> Iterator[Lookups]:
    shipped = paths.fonts_dir().resolve()
    system = [folder.resolve() for folder in font_folders()]
    lookups = Lookups()

    def refuse(what: str) -> None:
        lookups.refused.append(what)
        raise SystemFontLookup(f"the reader looked up {what!r}, not a font shipped in {shipped}")

    def guarded_truetype(font: Any = None, *args: Any, **kwargs: Any) -> Any:
        if isinstance(font, (str, os.PathLike)):
            path = Path(font).resolve()
            if not path.is_relative_to(shipped):
                refuse(str(font))
            lookups.opened.append(path)
        elif font is not None:
            refuse(f"a font given as {type(font).__name__}")
        return truetype(font, *args, **kwargs)

    def guarded(listing: Callable[..., Any]) -> Callable[..., Any]:
        def lists(folder: Any = ".", *args: Any, **kwargs: Any) -> Any:
            if isinstance(folder, (str, os.PathLike)):
                path = Path(folder).resolve()
                if any(path.is_relative_to(fonts) for fonts in system):
                    refuse(str(folder))
            return listing(folder, *args, **kwargs)
        return lists

    truetype = ImageFont.truetype
    listings = {name: getattr(os, name) for name in ("walk", "scandir", "listdir")}
    ImageFont.truetype = guarded_truetype
    for name, listing in listings.items():
        setattr(os, name, guarded(listing))
    try:
        yield lookups
    finally:
        ImageFont.truetype = truetype
        for name, listing in listings.items():
            setattr(os, name, listing)
