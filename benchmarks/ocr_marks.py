"""Tile values, bonus badges and the game's totals as the screenshot reader reads them:
`python -m benchmarks.ocr_marks [-n N] [--tune] [--corpus-only] [-v]`.

Generated screens (benchmarks/screens.py, the families that print marks): boards whose values
AND bonuses are all exact, tiles whose value is right (a number, or none where none is printed; a
board read with the wrong shape gets no tile right), true badges read right, badges read where
there is none or wrong ("false"), the tiles whose mark was reported unsure ("unsure": a mark
seen and not read, which the user is asked to check), the tiles with a mark whose letter was
left unsure ("dashed": a mark must never cost its letter), and the totals read right on screens
that show them. Plain
families are read too: any value or badge found on them counts against them. `--tune` uses seeds 1..N, the ones
to look at while changing the reader; the default is the report set, seeds 1001..1000+N.

The real corpus (../shared/ocr-corpus, when present): the nine Wordament boards of
benchmarks/wordament_totals.py (values exact per board, totals read against the game's), the
Ruzzle screenshot (badges from its truth.json notes; values are Ruzzle's English letter
values) and the two «Слово за слово» pictures (corner flags from their notes).
"""

from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import dataclass
from pathlib import Path

from desktop_solver.core.board import parse_grid, parse_values
from desktop_solver.core.errors import SolverError
from desktop_solver.core.scoring import RUZZLE_VALUES
from desktop_solver.ocr import BoardReading, read_board, require_tesseract
from desktop_solver.ocr.confidence import UNSURE

from benchmarks.screens import MARK_FAMILIES, make_screen
from benchmarks.wordament_totals import BOARDS

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "ocr-corpus"
REPORT_BASE = 1000
PLAIN_FAMILIES = ("light", "dark", "selected", "crop")
Values = tuple[tuple[int | None, ...], ...]
Names = tuple[tuple[str, ...], ...]


@dataclass
class Tally:
    boards: int = 0
    exact: int = 0
    tiles: int = 0
    values_right: int = 0
    badges: int = 0
    badges_right: int = 0
    false_badges: int = 0
    totals: int = 0
    totals_right: int = 0
    unsure_marks: int = 0
    dashed: int = 0

    def add(self, values: Values, bonuses: Names, reading: BoardReading | None,
            totals: tuple[int, int] | None) -> bool:
        self.boards += 1
        self.tiles += sum(map(len, values))
        self.badges += sum(bool(name) for row in bonuses for name in row)
        if totals is not None:
            self.totals += 1
        if reading is None or not _same_shape(values, reading.values):
            return False
        self.unsure_marks += len(reading.unsure_marks)
        self.dashed += sum(reading.tile(r, c).confidence < UNSURE
                           for r, row in enumerate(bonuses) for c, name in enumerate(row)
                           if name or values[r][c] is not None)
        values_right = sum(a == b for ra, rb in zip(values, reading.values)
                           for a, b in zip(ra, rb))
        self.values_right += values_right
        badges_right = sum(bool(a) and a == b for ra, rb in zip(bonuses, reading.bonuses)
                           for a, b in zip(ra, rb))
        self.badges_right += badges_right
        self.false_badges += sum(bool(b) and a != b for ra, rb in zip(bonuses, reading.bonuses)
                                 for a, b in zip(ra, rb))
        read_totals = None if reading.totals is None else (reading.totals.words,
                                                           reading.totals.points)
        if totals is not None and read_totals == totals:
            self.totals_right += 1
        exact = reading.values == values and reading.bonuses == bonuses
        self.exact += exact
        return exact

    def line(self, name: str) -> str:
        totals = f"{self.totals_right}/{self.totals}" if self.totals else "-"
        return (f"{name:12} {self.exact:>3}/{self.boards:<4} {_share(self.values_right, self.tiles)}"
                f" {self.badges_right:>4}/{self.badges:<4} {self.false_badges:>6}"
                f" {self.unsure_marks:>6} {self.dashed:>6} {totals:>7}")


def _share(part: int, whole: int) -> str:
    return f"{100 * part / whole:10.2f}%" if whole else f"{'-':>11}"


def _same_shape(a: Values, b: Values) -> bool:
    return len(a) == len(b) and all(len(x) == len(y) for x, y in zip(a, b))


def read(image: object, game: str | None) -> tuple[BoardReading | None, float]:
    started = time.perf_counter()
    try:
        reading = read_board(image, "auto", game)  # type: ignore[arg-type]
    except SolverError:
        return None, time.perf_counter() - started
    return reading, time.perf_counter() - started


def generated(seeds: range, verbose: bool) -> None:
    print(f"generated screens, seeds {seeds.start}..{seeds.stop - 1}")
    print(f"{'family':12} {'exact':>8} {'values right':>11} {'badges':>9} {'false':>6} "
          f"{'unsure':>6} {'dashed':>6} {'totals':>7} {'median s':>9}")
    total = Tally()
    for family in MARK_FAMILIES + PLAIN_FAMILIES:
        tally, seconds = Tally(), []
        for seed in seeds:
            screen = make_screen(seed, family)
            reading, took = read(screen.png(), screen.game)
            seconds.append(took)
            for entry in (tally, total):
                exact = entry.add(screen.true_values, screen.true_bonuses, reading,
                                  screen.totals)
            if verbose and not exact:
                print(f"  {family} {seed}: values {reading and reading.values} bonuses "
                      f"{reading and reading.bonuses} totals {reading and reading.totals} "
                      f"unsure marks {reading and sorted(reading.unsure_marks)}\n"
                      f"    expected {screen.true_values} {screen.true_bonuses} {screen.totals}")
        print(f"{tally.line(family)} {statistics.median(seconds):9.2f}")
    print(total.line("TOTAL"))


RUZZLE_BADGES = {(0, 0): "DW", (0, 1): "TL", (0, 2): "TW", (1, 3): "DL", (2, 0): "DW",
                 (2, 3): "TW", (3, 0): "TL"}
SLOVO_FLAGS = {(1, 0): "×3", (1, 4): "c2", (3, 2): "c3", (4, 3): "×2"}
SLOVO_IMAGES = ("slovo-za-slovo-werty144/Screenshot from 2020-04-21 00-17-30.png",
                "slovo-za-slovo-werty144/field.png")


def corpus(verbose: bool) -> None:
    if not CORPUS.is_dir():
        print(f"\nno corpus at {CORPUS}")
        return
    print("\ncorpus: Wordament boards (values exact, totals read / the game's)")
    exact_boards = totals_right = 0
    for board in BOARDS:
        reading, seconds = read(CORPUS / board.source, "wordament")
        grid = parse_grid(board.letters, "en")
        truth = parse_values(board.values, grid.height, grid.width)
        got = reading.values if reading else None
        right = sum(a == b for ra, rb in zip(truth, got or ()) for a, b in zip(ra, rb))
        totals = reading.totals if reading else None
        read_totals = None if totals is None else (totals.words, totals.points)
        exact_boards += got == truth
        totals_right += read_totals == (board.words, board.points)
        unsure = len(reading.unsure_marks) if reading else 0
        print(f"  {board.source:<46} values {right:>2}/16 {'exact' if got == truth else '':5}"
              f"  totals {read_totals} / {(board.words, board.points)}  unsure marks {unsure}"
              f"  {seconds:5.2f} s")
        if verbose and got != truth:
            print(f"    read {got}\n    true {truth}")
    print(f"  values exact on {exact_boards} of {len(BOARDS)} boards; totals right on "
          f"{totals_right} of {len(BOARDS)}")
    print("\ncorpus: Ruzzle (badges from truth.json's notes, values Ruzzle's English ones)")
    reading, seconds = read(CORPUS / "ruzzle-dchen327/ruzzletest.png", "ruzzle")
    rows = ("OSES", "SHEM", "AYAR", "TNNS")
    values = tuple(tuple(RUZZLE_VALUES["en"][letter.lower()] for letter in row) for row in rows)
    _report_marks(reading, seconds, values, RUZZLE_BADGES, 4)
    print("\ncorpus: «Слово за слово» (corner flags from truth.json's notes)")
    for source in SLOVO_IMAGES:
        reading, seconds = read(CORPUS / source, "wordbyword")
        print(f"  {source}")
        _report_marks(reading, seconds, None, SLOVO_FLAGS, 5)


def _report_marks(reading: BoardReading | None, seconds: float, values: Values | None,
                  badges: dict[tuple[int, int], str], side: int) -> None:
    if reading is None:
        print("    no board found")
        return
    found = {(r, c): name for r, row in enumerate(reading.bonuses)
             for c, name in enumerate(row) if name}
    right = sum(found.get(cell) == name for cell, name in badges.items())
    false = sum(badges.get(cell) != name for cell, name in found.items())
    dashed = sum(reading.tile(r, c).confidence < UNSURE for r, c in badges)
    line = (f"    badges {right}/{len(badges)} right, {false} false, unsure marks "
            f"{sorted(reading.unsure_marks)}, letters dashed on marked tiles {dashed}")
    if values is not None:
        value_right = sum(a == b for ra, rb in zip(values, reading.values)
                          for a, b in zip(ra, rb))
        line += f"; values {value_right}/{side * side}"
    else:
        shown = sum(v is not None for row in reading.values for v in row)
        line += f"; values read where none are printed: {shown}"
    print(f"{line}  ({seconds:.2f} s)")
    missed = {cell: name for cell, name in badges.items() if found.get(cell) != name}
    if missed:
        print(f"    missed {missed}, read {found}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", type=int, default=20, help="screens per family (default 20)")
    parser.add_argument("--tune", action="store_true", help="the tuning seeds 1..N")
    parser.add_argument("--corpus-only", action="store_true", help="skip the generated screens")
    parser.add_argument("-v", "--verbose", action="store_true", help="list every misread board")
    args = parser.parse_args()
    require_tesseract()
    if not args.corpus_only:
        base = 0 if args.tune else REPORT_BASE
        generated(range(base + 1, base + args.n + 1), args.verbose)
    corpus(args.verbose)


if __name__ == "__main__":
    main()
