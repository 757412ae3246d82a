"""The faces benchmarks/factor_screens.py draws letters in, from the fonts installed here.

Faces are split as the project keeps them (notes for issue 28): TRAINING faces may be looked at
and tuned on; HELD-OUT faces are drawn only on report seeds, so that a figure on them is a figure
on letters nobody tuned for. Each face gets a class (mono, condensed, bold, serif, sans: the first
that holds, in that order) and a group (its foundry family for training faces, its own family for
held-out ones: the report prints each held-out face as a level of its own).

The inventory comes from `fc-list` (files Pillow opens: TrueType and OpenType, upright). A machine
without fontconfig or without these packages (CI) falls back to the faces shipped in
resources/fonts, all of them training faces.
"""

from __future__ import annotations

import functools
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from desktop_solver import paths

CLASSES = ("mono", "condensed", "bold", "serif", "sans")
# Family name pattern -> group, for the faces that may be trained and tuned on.
TRAINING_GROUPS = (
    (r"^DejaVu (Sans|Serif)( Mono)?$", "DejaVu"),
    (r"^Liberation ", "Liberation"),
    (r"^Noto (Sans|Serif)( Mono| Display)?$|^Noto Mono$", "Noto"),
    (r"^Free(Sans|Serif|Mono)$", "FreeFont"),
    (r"^(C059|P052|Nimbus (Sans|Roman|Mono PS|Sans Narrow)|URW (Bookman|Gothic))$", "URW"),
    (r"^TeX Gyre (Adventor|Bonum|Cursor|Heros|Heros Cn|Pagella|Schola|Termes)$", "TeX Gyre"),
    (r"^Linux (Libertine|Biolinum)( Display| Mono)? O$", "Libertine"),
    (r"^Roboto( Condensed)?$", "Roboto"),
    (r"^Fira Code$", "Fira Code"),
    (r"^Inconsolata$", "Inconsolata"),
    (r"^Lato$", "Lato"),
    (r"^Cantarell$", "Cantarell"),
)
# Never trained on, tuned on or looked at: report figures only.
HELD_OUT_GROUPS = (
    (r"^PT Sans( Caption)?$", "PT Sans"),
    (r"^PT Sans Narrow$", "PT Sans Narrow"),
    (r"^PT Serif( Caption)?$", "PT Serif"),
    (r"^PT Mono$", "PT Mono"),
    (r"^Open Sans( Condensed)?$", "Open Sans"),
    (r"^Carlito$", "Carlito"),
    (r"^Caladea$", "Caladea"),
)
SERIF_NAMES = re.compile(r"Serif|Roman|C059|P052|Bookman|Libertine|Bonum|Pagella|Schola|"
                         r"Termes|Caladea")
MONO_NAMES = re.compile(r"Mono|Code|Inconsolata|Cursor")
CONDENSED_NAMES = re.compile(r"Narrow|Condensed| Cn$")
# fontconfig weights: 80 regular, 180 demibold, 200 bold; demibold and up reads as bold.
BOLD_WEIGHT = 180
# Thin and extra-light faces (Lato Hairline) no game draws its tiles in.
LIGHTEST_WEIGHT = 50
FONT_SUFFIXES = (".ttf", ".otf")


@dataclass(frozen=True)
class Face:
    path: Path
    family: str
    group: str
    face_class: str        # one of CLASSES
    held_out: bool
    cyrillic: bool         # has the Russian alphabet (fontconfig's lang=ru)


def faces(held_out: bool) -> tuple[Face, ...]:
    """The training faces, plus the held-out ones when `held_out` (report seeds)."""
    return tuple(face for face in inventory() if held_out or not face.held_out)


@functools.cache
def inventory() -> tuple[Face, ...]:
    found = _installed() if shutil.which("fc-list") else ()
    return found or _shipped()


def _installed() -> tuple[Face, ...]:
    russian = set(_fc_list(":lang=ru", "%{file}\n"))
    lines = _fc_list(":lang=en", "%{file}|%{family[0]}|%{spacing}|%{width}|%{weight}|%{slant}\n")
    found = []
    for line in sorted(set(lines)):
        file, family, spacing, width, weight, slant = line.split("|")
        if not file.lower().endswith(FONT_SUFFIXES) or slant not in ("", "0"):
            continue
        group, held_out = _group(family)
        if group is None or int(float(weight or 80)) < LIGHTEST_WEIGHT:
            continue
        face_class = _face_class(family, spacing == "100", int(width or 100) < 100,
                                 int(float(weight or 80)) >= BOLD_WEIGHT)
        found.append(Face(Path(file), family, group, face_class, held_out, file in russian))
    return tuple(found)


def _fc_list(pattern: str, format_: str) -> list[str]:
    out = subprocess.run(["fc-list", pattern, "--format", format_], capture_output=True,
                         text=True, check=False).stdout
    return [line for line in out.splitlines() if line]


def _group(family: str) -> tuple[str | None, bool]:
    for held_out, table in ((False, TRAINING_GROUPS), (True, HELD_OUT_GROUPS)):
        for pattern, group in table:
            if re.search(pattern, family):
                return group, held_out
    return None, False


def _face_class(family: str, mono: bool, narrow: bool, bold: bool) -> str:
    if mono or MONO_NAMES.search(family):
        return "mono"
    if narrow or CONDENSED_NAMES.search(family):
        return "condensed"
    if bold:
        return "bold"
    return "serif" if SERIF_NAMES.search(family) else "sans"


def _shipped() -> tuple[Face, ...]:
    found = []
    for path in sorted(paths.fonts_dir().glob("*.ttf")):
        family = path.stem.split("-")[0]
        face_class = _face_class(family, False, False, "Bold" in path.stem)
        group = "DejaVu" if family.startswith("DejaVu") else "Liberation"
        found.append(Face(path, family, group, face_class, False, True))
    return tuple(found)
