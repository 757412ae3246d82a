"""The screenshot reader on screens whose every visual factor is drawn independently
(benchmarks/factor_screens.py): `python -m benchmarks.ocr_factors --hide-system-fonts`.

Each screen is read as the command line reads a file (language auto, the game hint a user
picks: Boggle, Balda or Word search), by benchmarks.ocr_synthetic's `read`. A board of the wrong
shape is wrong. Prints boards exact in total and for every level of every factor, tiles right,
misread boards the reader gave no warning of (no unsure tile on a wrong tile and the board not
doubtful, or a board of the wrong shape not doubtful: "silent"), boards not found ("no board")
and found with the wrong shape, seconds per picture size, the levels under the target worst
first, and the issue's targets beside the figures.

Seeds: the default is the report set, seeds 100001..100000+N, drawn in the training faces and the
HELD-OUT faces too (each a level of its own under "face"); nobody looks at them (no -v, no
--save). `--tune` draws seeds 1..N in the training faces only: those may be looked at (-v,
--save DIR). `--first K` reports on the fresh seeds K..K+N-1 (report faces), for a figure on
seeds no change was measured on before.
"""

from __future__ import annotations

import argparse
import statistics
from collections import defaultdict
from collections.abc import Sequence
from contextlib import nullcontext
from dataclasses import dataclass, field
from pathlib import Path

from desktop_solver.ocr import require_tesseract

from benchmarks import system_fonts
from benchmarks.factor_screens import FactorScreen, make_screen
from benchmarks.ocr_synthetic import Read, compare, read, same_shape, wrong_tiles

REPORT_BASE = 100000
DEFAULT_SCREENS = 120
# The targets for report seeds.
TARGET_EXACT = 0.97
TARGET_LEVEL = 0.90
TARGET_MEDIAN_S = 1.0
TARGET_WORST_S = 2.5
# Levels seen on fewer screens than this are listed but not ranked among the worst: one screen
# makes a level 0% or 100% by chance.
RANKED_FROM = 3
WORST_SHOWN = 15


@dataclass
class Tally:
    boards: int = 0
    exact: int = 0
    right: int = 0
    tiles: int = 0
    silent: int = 0                   # misread without any warning
    lost: int = 0                     # no board found
    misshapen: int = 0                # a board of the wrong shape
    seconds: list[float] = field(default_factory=list)

    def add(self, outcome: Outcome) -> None:
        self.boards += 1
        self.exact += outcome.exact
        self.right += outcome.right
        self.tiles += outcome.tiles
        self.silent += outcome.silent
        self.lost += outcome.got.rows is None
        self.misshapen += outcome.got.rows is not None and outcome.wrong is None
        self.seconds.append(outcome.got.seconds)

    @property
    def share(self) -> float:
        return self.exact / max(self.boards, 1)

    def line(self, name: str) -> str:
        notes = "".join(f"  {label} {count}" for label, count in (
            ("silent", self.silent), ("no board", self.lost), ("wrong shape", self.misshapen))
            if count)
        return (f"  {name:32} {self.exact:>3}/{self.boards:<3} ({100 * self.share:3.0f}%)  "
                f"tiles {100 * self.right / max(self.tiles, 1):5.1f}%{notes}")


@dataclass(frozen=True)
class Outcome:
    got: Read
    exact: bool
    right: int
    tiles: int
    wrong: frozenset[tuple[int, int]] | None     # None: the board's shape is wrong

    @property
    def silent(self) -> bool:
        """Misread and the user not told: the board not doubtful and no wrong tile among the
        unsure ones (a board of the wrong shape warns only by being doubtful). No board found
        is an error the user sees."""
        if self.exact or self.got.rows is None or self.got.doubtful:
            return False
        return self.wrong is None or not self.wrong & self.got.unsure


def outcome_of(screen: FactorScreen, got: Read) -> Outcome:
    exact, right, tiles = compare(screen.rows, got.rows)
    wrong = frozenset(wrong_tiles(screen.rows, got.rows)) \
        if got.rows is not None and same_shape(screen.rows, got.rows) else None
    return Outcome(got, exact, right, tiles, wrong)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", type=int, default=DEFAULT_SCREENS,
                        help=f"screens (default {DEFAULT_SCREENS})")
    parser.add_argument("--tune", action="store_true",
                        help="the tuning seeds 1..N, training faces only (may be looked at)")
    parser.add_argument("--first", type=int, metavar="K",
                        help="report on the fresh seeds K..K+N-1 instead of the report set")
    parser.add_argument("--seeds", metavar="LIST",
                        help="only these tuning seeds, e.g. 4,36,81-95 (with --tune)")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="list every misread board with its factors (tuning seeds only)")
    parser.add_argument("--save", type=Path, metavar="DIR",
                        help="write every screen here, named by seed and outcome (tuning seeds "
                        "only)")
    parser.add_argument("--hide-system-fonts", action="store_true",
                        help="read with the machine's own fonts hidden from the reader "
                        "(benchmarks/system_fonts.py): a lookup of one fails the reading")
    args = parser.parse_args()
    if (args.verbose or args.save) and not args.tune:
        parser.error("-v and --save show screens: only with --tune (report seeds are never "
                     "looked at)")
    if args.seeds and not args.tune:
        parser.error("--seeds picks tuning seeds: only with --tune")
    require_tesseract()
    first = 1 if args.tune else REPORT_BASE + 1 if args.first is None else args.first
    seeds = _seed_list(args.seeds) if args.seeds else range(first, first + args.n)
    print(f"seeds {_seed_span(seeds)} ("
          f"{'tuning set, training faces' if args.tune else 'report set, training and held-out faces'})")
    tallies: dict[str, dict[str, Tally]] = defaultdict(lambda: defaultdict(Tally))
    total = Tally()
    lists = [0, 0]
    for seed in seeds:
        screen = make_screen(seed, held_out=not args.tune)
        with system_fonts.hidden() if args.hide_system_fonts else nullcontext():
            outcome = outcome_of(screen, read(screen))
        total.add(outcome)
        for factor, level in screen.factors.levels().items():
            tallies[factor][level].add(outcome)
        if screen.listed:
            lists[0] += 1
            lists[1] += sorted(outcome.got.word_list) == sorted(screen.listed)
        if args.verbose and not outcome.exact:
            _describe(seed, screen, outcome)
        if args.save:
            args.save.mkdir(parents=True, exist_ok=True)
            name = f"{seed}-{'exact' if outcome.exact else 'misread'}{screen.suffix}"
            (args.save / name).write_bytes(screen.encoded)
    _report(total, tallies, lists)


def _seed_list(text: str) -> list[int]:
    """'4,36,81-95' as the seeds it names, in order."""
    seeds: list[int] = []
    for part in text.split(","):
        low, _, high = part.strip().partition("-")
        seeds.extend(range(int(low), int(high or low) + 1))
    return seeds


def _seed_span(seeds: Sequence[int]) -> str:
    if isinstance(seeds, range):
        return f"{seeds.start}..{seeds.stop - 1}"
    return ",".join(map(str, seeds))


def _describe(seed: int, screen: FactorScreen, outcome: Outcome) -> None:
    levels = ", ".join(f"{k}={v}" for k, v in screen.factors.levels().items()
                       if v not in ("no",))
    silent = " (no warning)" if outcome.silent else ""
    got = outcome.got.error or "/".join("".join(t or "." for t in row)
                                        for row in outcome.got.rows or ())
    truth = "/".join("".join(t or "." for t in row) for row in screen.rows)
    print(f"  seed {seed}{silent}: {levels}\n    read     {got}\n    expected {truth}")


def _report(total: Tally, tallies: dict[str, dict[str, Tally]], lists: list[int]) -> None:
    print(f"TOTAL exact {total.exact}/{total.boards} ({100 * total.share:.1f}%, target "
          f"{100 * TARGET_EXACT:.0f}%); tiles right {100 * total.right / max(total.tiles, 1):.1f}%; "
          f"misread without warning {total.silent}/{total.boards - total.exact}; no board "
          f"found {total.lost}, wrong shape {total.misshapen}")
    print(f"per factor level (target: none under {100 * TARGET_LEVEL:.0f}%):")
    for factor, levels in tallies.items():
        print(f" {factor}")
        for level in sorted(levels):
            print(levels[level].line(level))
    print(f"seconds per picture (target: median < {TARGET_MEDIAN_S} s, worst < "
          f"{TARGET_WORST_S} s):")
    for level, tally in sorted(tallies["size"].items()) + [("all", total)]:
        print(f"  {level:18} median {statistics.median(tally.seconds):5.2f}  worst "
              f"{max(tally.seconds):5.2f}  ({tally.boards} pictures)")
    ranked = sorted(((tally.share, f"{factor} {level}", tally)
                     for factor, levels in tallies.items() for level, tally in levels.items()
                     if tally.boards >= RANKED_FROM and tally.share < TARGET_LEVEL),
                    key=lambda entry: entry[0])
    print(f"worst levels first ({len(ranked)} under {100 * TARGET_LEVEL:.0f}%, of those seen "
          f"on {RANKED_FROM}+ screens; {WORST_SHOWN} shown):")
    for _, name, tally in ranked[:WORST_SHOWN]:
        print(tally.line(name))
    if lists[0]:
        print(f"word lists beside or below a word search read exactly: {lists[1]}/{lists[0]}")


if __name__ == "__main__":
    main()
