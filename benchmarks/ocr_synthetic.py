"""The screenshot reader on generated screens: `python -m benchmarks.ocr_synthetic`.

Draws N screens of every family of benchmarks/screens.py and reads each as a user would (the
game hint a user picks: Boggle, Balda, Word search or Anagrams; language auto). Prints per family
and in total: boards read exactly (a board of the wrong shape is wrong), tiles right, median and
worst seconds, then Latin against Cyrillic, and how many of the word lists printed beside word
searches were read exactly. An empty cell (Balda's, a dice tray's missing die)
is right when the reader says "" there: the reader reports any cell without ink as empty (a
Boggle board with one loses board confidence), and says nothing of why it is empty.

Seeds: `--tune` uses seeds 1..N, the ones to look at while changing the reader; the default is
the report set, seeds 1001..1000+N, which nobody looks at (no -v, no --save with it unless the
figures are final). `--first K` reports on seeds K..K+N-1 instead: a fresh set, for a figure on
seeds that no earlier change was ever measured on. `--save DIR` writes the misread screens as PNG
for viewing.

Unseen faces: the screens are drawn in the DejaVu faces shipped in resources/fonts, which the
reader also draws its letter templates from (fonts/glyph_templates.py, never from the machine's own
fonts), so the default figures flatter what real screenshots, in faces nobody here has, get.
`--screen-fonts FILE,FILE,...` draws the same boards (same seeds, same layouts) in other faces,
each place of a bold DejaVu face taken by a given bold one and of a regular by a regular. Any
installed face is one the reader holds no templates of:
`apt-get install --no-install-recommends fonts-paratype fonts-open-sans fonts-noto-core
fonts-crosextra-carlito`. `--hide-system-fonts` makes sure of it: a reading that looks up a
font outside resources/fonts fails (benchmarks/system_fonts.py). Tune on PT Sans and Open Sans,
which may be looked at
(`--tune --screen-fonts PTS55F.ttf,PTS75F.ttf,OpenSans-Regular.ttf,OpenSans-Bold.ttf -v`),
and report on Noto Sans and Carlito, on the report seeds, as totals only (`--screen-fonts
NotoSans-Regular.ttf,NotoSans-Bold.ttf,Carlito-Regular.ttf,Carlito-Bold.ttf`, never with -v
or --save), so that a fix for the tuning faces is measured on faces and boards it was not
made for.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import defaultdict
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from desktop_solver.core.errors import SolverError
from desktop_solver.ocr import ReadOptions, read_board, require_tesseract
from desktop_solver.ocr.fonts import glyph_templates

from benchmarks import screens, system_fonts
from benchmarks.screens import FAMILIES, make_screen

REPORT_BASE = 1000


@dataclass(frozen=True)
class Read:
    rows: tuple[tuple[str, ...], ...] | None    # None when no board was found
    word_list: tuple[str, ...]
    seconds: float
    error: str = ""
    unsure: frozenset[tuple[int, int]] = frozenset()   # tiles the reader asks the user to check
    doubtful: bool = False                              # the board as a whole said doubtful

    @property
    def warns(self) -> bool:
        """Whether the user is told to check: no board, a doubtful one, or unsure tiles."""
        return self.rows is None or self.doubtful or bool(self.unsure)


class Readable(Protocol):
    """A generated screen as `read` takes it (screens.Screen, factor_screens.FactorScreen)."""

    @property
    def game(self) -> str: ...

    def png(self) -> bytes: ...


def read(screen: Readable, options: ReadOptions = ReadOptions()) -> Read:
    started = time.perf_counter()
    try:
        reading = read_board(screen.png(), "auto", screen.game, options=options)
    except SolverError as error:
        return Read(None, (), time.perf_counter() - started, str(error))
    rows = tuple(tuple(text.upper() for text in row) for row in reading.rows)
    listed = tuple(entry.upper() for entry in reading.word_list)
    return Read(rows, listed, time.perf_counter() - started,
                unsure=frozenset(reading.unsure()), doubtful=reading.doubtful)


def compare(truth: tuple[tuple[str, ...], ...],
            got: tuple[tuple[str, ...], ...] | None) -> tuple[bool, int, int]:
    """(exact, tiles right, tiles) - a wrong shape gets no tile right."""
    tiles = sum(len(row) for row in truth)
    if not same_shape(truth, got):
        return False, 0, tiles
    right = tiles - len(wrong_tiles(truth, got))
    return right == tiles, right, tiles


def same_shape(truth: tuple[tuple[str, ...], ...],
               got: tuple[tuple[str, ...], ...] | None) -> bool:
    return got is not None and len(got) == len(truth) and all(
        len(a) == len(b) for a, b in zip(got, truth))


def wrong_tiles(truth: tuple[tuple[str, ...], ...],
                got: tuple[tuple[str, ...], ...]) -> set[tuple[int, int]]:
    """The tiles read wrong, on a board of the right shape."""
    return {(r, c) for r, (row_a, row_b) in enumerate(zip(got, truth))
            for c, (a, b) in enumerate(zip(row_a, row_b)) if a != b}


@dataclass
class Warnings:
    """How the reader's warnings match its mistakes: a misread board solved without a warning
    is the worst outcome for a user (the issue's "confident and wrong")."""

    misread: int = 0
    warned: int = 0            # misread boards the user is told to check
    pointed: int = 0           # ... with every wrong tile among the unsure ones
    exact: int = 0
    false_alarms: int = 0      # boards read exactly that still ask to be checked

    def count(self, truth: tuple[tuple[str, ...], ...], got: Read, exact: bool) -> None:
        if exact:
            self.exact += 1
            self.false_alarms += got.warns
            return
        self.misread += 1
        self.warned += got.warns
        self.pointed += got.rows is None or (same_shape(truth, got.rows)
                                             and wrong_tiles(truth, got.rows) <= got.unsure)

    def report(self) -> str:
        return (f"misread boards the reader warned of: {self.warned}/{self.misread} (every "
                f"wrong tile marked unsure, or no board: {self.pointed}); boards read exactly "
                f"but flagged for checking: {self.false_alarms}/{self.exact}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", type=int, default=20, help="screens per family (default 20)")
    parser.add_argument("--tune", action="store_true", help="the tuning seeds 1..N")
    parser.add_argument("--first", type=int, metavar="K",
                        help="report on the fresh seeds K..K+N-1 instead of 1001..1000+N")
    parser.add_argument("--family", action="append", choices=FAMILIES)
    parser.add_argument("-v", "--verbose", action="store_true", help="list every misread board")
    parser.add_argument("--save", type=Path, help="write misread screens here")
    parser.add_argument("--glyph-fonts", help="comma-separated shipped font files "
                        "(resources/fonts) the reader draws its letter templates from (dice "
                        "turns), instead of its own choice: to measure it with fewer faces")
    parser.add_argument("--hide-system-fonts", action="store_true",
                        help="read every screen with the machine's own fonts hidden from the "
                        "reader (benchmarks/system_fonts.py): a lookup of one fails the reading")
    parser.add_argument("--screen-fonts", metavar="FILE,FILE,...",
                        help="comma-separated font files (names or paths) every screen's letters "
                        "are drawn in instead of the DejaVu faces: to measure the reader on faces "
                        "it holds no templates of")
    parser.add_argument("--no-classifier", action="store_true",
                        help="read without the glyph classifier (checks/classified.py): its figure "
                        "before and after on the same screens")
    args = parser.parse_args()
    options = ReadOptions(classifier=not args.no_classifier)
    require_tesseract()
    if args.screen_fonts:
        try:
            screens.use_fonts(args.screen_fonts.split(","))
        except FileNotFoundError as error:
            parser.error(str(error))
        print(f"screens drawn in {[path.name for path in screens.fonts()]}")
    if args.glyph_fonts:
        glyph_templates.FONT_FILES = tuple(args.glyph_fonts.split(","))
        glyph_templates.shipped_fonts.cache_clear()
        print(f"letter templates from {[path.name for path in glyph_templates.shipped_fonts()]}")
    base = 0 if args.tune else REPORT_BASE if args.first is None else args.first - 1
    totals: dict[str, list] = defaultdict(lambda: [0, 0, 0, 0, []])
    lists = [0, 0]   # word searches with a list beside, lists read exactly
    warnings = Warnings()
    print(f"seeds {base + 1}..{base + args.n} ({'tuning' if args.tune else 'report'} set)")
    print(f"{'family':12} {'boards':>8} {'exact':>7} {'tiles right':>12} {'median s':>9} "
          f"{'worst s':>8}")
    for family in args.family or FAMILIES:
        for seed in range(base + 1, base + args.n + 1):
            screen = make_screen(seed, family)
            with system_fonts.hidden() if args.hide_system_fonts else nullcontext():
                got = read(screen, options)
            exact, right, tiles = compare(screen.rows, got.rows)
            warnings.count(screen.rows, got, exact)
            if screen.listed:
                lists[0] += 1
                lists[1] += sorted(got.word_list) == sorted(screen.listed)
                if args.verbose and sorted(got.word_list) != sorted(screen.listed):
                    print(f"  {family} {seed}: list {got.word_list} expected {screen.listed}")
            for key in (family, "TOTAL", f"script {screen.lang}"):
                entry = totals[key]
                entry[0] += 1
                entry[1] += exact
                entry[2] += right
                entry[3] += tiles
                entry[4].append(got.seconds)
            if not exact:
                if args.verbose:
                    silent = "" if got.warns else " (no warning)"
                    print(f"  {family} {seed}{silent}: {got.error or got.rows} "
                          f"expected {screen.rows}")
                if args.save:
                    args.save.mkdir(parents=True, exist_ok=True)
                    screen.image.save(args.save / f"{family}-{seed}.png")
        _row(family, totals[family])
    print("-" * 60)
    for key in ("script en", "script ru", "TOTAL"):
        if key in totals:
            _row(key, totals[key])
    if lists[0]:
        print(f"word lists beside the grid read exactly: {lists[1]}/{lists[0]}")
    print(warnings.report())


def _row(name: str, entry: list) -> None:
    boards, exact, right, tiles, seconds = entry
    print(f"{name:12} {exact:>3}/{boards:<4} {100 * exact / boards:6.1f}% "
          f"{100 * right / max(tiles, 1):11.2f}% {statistics.median(seconds):9.2f} "
          f"{max(seconds):8.2f}")


if __name__ == "__main__":
    main()
