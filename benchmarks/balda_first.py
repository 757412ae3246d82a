"""The first Balda query on a fresh machine: compile the tries with no cache, then again from
the disk cache; time and peak memory of each, in a fresh process.

    python -m benchmarks.balda_first [--dict ru|ru-large]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BOARD = "...../...../балда/...../....."

_CHILD = """
import resource, sys, time
from pathlib import Path
started = time.perf_counter()
from desktop_solver.core.balda import BaldaGame
from desktop_solver.core.balda.lexicon import balda_tries
from desktop_solver.core.lexicon import load_lexicon
cache = Path(sys.argv[2])
lexicon = load_lexicon([Path(sys.argv[1])], "ru", cache_dir=cache)
loaded = time.perf_counter()
game = BaldaGame(lexicon, tries=balda_tries(lexicon, cache))
moves = game.legal_moves(game.parse_position(sys.argv[3]))
done = time.perf_counter()
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(f"{loaded - started:.2f} {done - loaded:.2f} {len(moves)} {peak:.0f}")
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dict", default="ru", choices=("ru", "ru-large"))
    args = parser.parse_args()
    words = REPO / "dictionaries" / f"{args.dict}.txt"
    with tempfile.TemporaryDirectory() as cache:
        print(f"{args.dict}: first Balda query, fresh process each")
        print(f"{'':<28}{'lexicon s':>10}{'tries+moves s':>14}{'moves':>7}{'peak MB':>9}")
        for label in ("no cache (compiles all)", "lexicon cached, no tries", "both cached"):
            if label == "lexicon cached, no tries":
                for path in Path(cache).glob("balda-*"):
                    path.unlink()
            started = time.perf_counter()
            out = subprocess.run([sys.executable, "-c", _CHILD, str(words), cache, BOARD],
                                 cwd=REPO, capture_output=True, text=True, check=True).stdout
            lexicon_s, tries_s, moves, peak = out.split()
            print(f"{label:<28}{lexicon_s:>10}{tries_s:>14}{moves:>7}{peak:>9}"
                  f"   (process {time.perf_counter() - started:.2f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
