"""Where a picture of each game ends up, dropped on each tab that reads pictures.

    python -m benchmarks.routing                    # seeds 1..10 of every family of screens.py
    python -m benchmarks.routing --seeds 1 20 --families balda fourpics
    python -m benchmarks.routing --save readings.pkl    # keep every reading made
    python -m benchmarks.routing --replay readings.pkl  # the table again from kept readings

Each screen of benchmarks/screens.py is read as the window reads it (modes.pictures.read_for_tab
with the tab's game hint); a picture handed to another tab is read there, not handed back, as the
window does. A cell of the table counts where the screens of a family ended up: a tab's name, or
"refused" with the error's code. The family's own tab is starred.

Readings are slow (a second or more each); `--save` keeps them so that a change to the routing
rules alone is measured again with `--replay` in a moment.
"""

from __future__ import annotations

import argparse
import pickle
import sys
from collections import Counter
from pathlib import Path

from benchmarks.screens import FAMILIES, make_screen
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import SolverError
from desktop_solver.modes.pictures import PictureOcr, read_for_tab

TABS = ("boggle", "anagram", "wordsearch", "balda")
HINTS = {"boggle": "boggle", "anagram": "anagram", "wordsearch": "wordsearch", "balda": "balda"}
OWN_TAB = {"balda": "balda", "wordsearch": "wordsearch", "wordlist": "wordsearch",
           "fourpics": "anagram"}  # every other family is a board of the Boggle family
Key = tuple[str, int, str | None]   # family, seed, game hint (None: no hint)


class KeptOcr(PictureOcr):
    """The reader's answers for one screen, from the readings kept (and keeping new ones)."""

    def __init__(self, kept: dict[Key, object], family: str, seed: int, replay: bool) -> None:
        self.kept, self.family, self.seed, self.replay = kept, family, seed, replay

    def _answer(self, game: str | None, make) -> object:
        key = (self.family, self.seed, game)
        if key not in self.kept:
            if self.replay:
                raise KeyError(f"no reading kept for {key}")
            try:
                self.kept[key] = make()
            except SolverError as error:
                self.kept[key] = error
        answer = self.kept[key]
        if isinstance(answer, SolverError):
            raise answer
        return answer

    def read(self, source, lang, game, cancel, memory=None, geometry=None):
        # A reading with no hint is made over the grid found with no hint: the same reading.
        return self._answer(game, lambda: super(KeptOcr, self).read(source, lang, game, cancel))

    def grid_without_hint(self, source, cancel: CancelToken):
        return self.read(source, "auto", None, cancel).geometry


def route(png: bytes, tab: str, ocr: PictureOcr) -> str:
    """Where a picture dropped on `tab` ends up: the tab that shows it, or 'refused: CODE'."""
    visited: frozenset[str] = frozenset()
    while True:
        try:
            found = read_for_tab(png, tab, HINTS[tab], visited=visited, ocr=ocr)
        except SolverError as error:
            where = f" ({error.values['tab']})" if "tab" in error.values else ""
            return f"refused: {error.code or type(error).__name__}{where}"
        if found.tab == tab:
            return tab
        visited, tab = visited | {tab}, found.tab


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", nargs=2, type=int, default=(1, 10), metavar=("FIRST", "LAST"))
    parser.add_argument("--families", nargs="+", default=FAMILIES, choices=FAMILIES)
    parser.add_argument("--save", type=Path, help="keep the readings made in this file")
    parser.add_argument("--replay", type=Path, nargs="+", default=[],
                        help="files of kept readings: the table from them, reading nothing")
    args = parser.parse_args(argv)
    kept: dict[Key, object] = {}
    for path in args.replay:
        with path.open("rb") as file:
            kept.update(pickle.load(file))
    table: dict[str, dict[str, Counter[str]]] = {}
    for family in args.families:
        table[family] = {tab: Counter() for tab in TABS}
        for seed in range(args.seeds[0], args.seeds[1] + 1):
            png = b"" if args.replay else make_screen(seed, family).png()
            ocr = KeptOcr(kept, family, seed, replay=bool(args.replay))
            for tab in TABS:
                table[family][tab][route(png, tab, ocr)] += 1
        print(_row(family, table[family]), flush=True)
    if args.save:
        with args.save.open("wb") as file:
            pickle.dump(kept, file)
    wrong = sum(count for family, row in table.items() for cell in row.values()
                for where, count in cell.items() if where != OWN_TAB.get(family, "boggle"))
    total = sum(sum(cell.values()) for row in table.values() for cell in row.values())
    print(f"\n{total - wrong} of {total} drops ended on the family's own tab")
    return 0


def _row(family: str, cells: dict[str, Counter[str]]) -> str:
    own = OWN_TAB.get(family, "boggle")
    shown = [", ".join(f"{'*' if where == own else ''}{where} {count}"
                       for where, count in cells[tab].most_common()) for tab in TABS]
    return f"{family:<10} | " + " | ".join(shown)


if __name__ == "__main__":
    sys.exit(main())
