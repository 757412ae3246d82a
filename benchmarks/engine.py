"""Engine figures: dictionary load, solve times, memory, CLI start-up, and the reference ratio.

Solve times are printed twice when the compiled walker (desktop_solver.native) is built: with
it, and with the pure-Python loops it replaces.

Run: .venv/bin/python -m benchmarks.engine [--boards N]
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

from benchmarks.timing import elapsed_ms, median_ms
from desktop_solver.core.board import Grid, parse_grid
from desktop_solver.core.boggle import solve
from desktop_solver.core.boggle_reference import ReferenceSolver
from desktop_solver.core.games import rules_for
from desktop_solver.core.lexicon import load_lexicon
from desktop_solver.dictionaries import default_dictionary
from desktop_solver.native import grid_walker

# The 16 dice of classic Boggle: boards made from them are what players actually solve.
CLASSIC_DICE = ("AAEEGN ELRTTY AOOTTW ABBJOO EHRTVW CIMOTU DISTTY EIOSST DELRVY ACHOPS HIMNQU "
                "EEINSU EEGHNW AFFKPS HLNNRZ DEILRX").split()
LETTER_WEIGHTS = "EEEEEEEEEEEETTTTTTTTTAAAAAAAAOOOOOOOOIIIIIIINNNNNNNSSSSSSRRRRRRHHHHHLLLLDDDDCCCUUUMMMFFPPGGWYBVKXJQZ"


def dice_board(rng: random.Random) -> Grid:
    dice = CLASSIC_DICE[:]
    rng.shuffle(dice)
    faces = [rng.choice(die) for die in dice]
    tokens = ["[QU]" if face == "Q" else face for face in faces]
    return parse_grid("/".join("".join(tokens[row * 4:row * 4 + 4]) for row in range(4)))


def random_board(rng: random.Random, size: int) -> Grid:
    return parse_grid("/".join("".join(rng.choice(LETTER_WEIGHTS) for _ in range(size))
                               for _ in range(size)))




def solve_times(boards: list[Grid], lexicon) -> list[float]:
    rules = rules_for()
    times = []
    for board in boards:
        best = min(elapsed_ms(lambda: list(solve(board, lexicon, rules))) for _ in range(3))
        times.append(best)
    return times




def process_overhead(cache_dir: Path, runs: int = 7) -> tuple[float, float]:
    env_code = "import os; os.environ['DESKTOP_SOLVER_CACHE_DIR'] = %r; " % str(cache_dir)
    solve_cmd = [sys.executable, "-c", env_code + "import sys; from desktop_solver.app import "
                 "main; sys.exit(main(['solve', 'SERS/PATG/LINE/SERS', '--json']))"]
    bare_cmd = [sys.executable, "-c", "pass"]
    subprocess.run(solve_cmd, capture_output=True, check=True)  # warm the cache and the OS
    bare = statistics.median(elapsed_ms(lambda: subprocess.run(bare_cmd, check=True)) for _ in range(runs))
    full = statistics.median(elapsed_ms(lambda: subprocess.run(solve_cmd, capture_output=True, check=True))
                             for _ in range(runs))
    return bare, full


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--boards", type=int, default=200, help="4x4 boards to solve")
    args = parser.parse_args()
    rng = random.Random(2026)
    cache_dir = Path(tempfile.mkdtemp(prefix="bench-cache-"))
    en_path, ru_path = default_dictionary("en").path, default_dictionary("ru").path

    started = time.perf_counter()
    load_lexicon([en_path], "en", cache_dir=cache_dir)
    print(f"compile en (first run, no cache):     {(time.perf_counter() - started):8.2f} s")
    load_ms = median_ms(lambda: load_lexicon([en_path], "en", cache_dir=cache_dir), 21)
    print(f"load en from cache (median of 21):    {load_ms:8.2f} ms   (target < 15 ms)")

    load_lexicon([ru_path], "ru", cache_dir=cache_dir)
    gc.collect()
    tracemalloc.start()
    both = (load_lexicon([en_path], "en", cache_dir=cache_dir),
            load_lexicon([ru_path], "ru", cache_dir=cache_dir))
    memory_mb = tracemalloc.get_traced_memory()[0] / 2**20
    tracemalloc.stop()
    print(f"en + ru in memory:                    {memory_mb:8.2f} MB   (target < 30 MB)")
    english = both[0]

    boards = [dice_board(rng) for _ in range(args.boards)]
    big = [random_board(rng, 15) for _ in range(10)]
    words = statistics.median(len(list(solve(board, english))) for board in boards)
    walkers = ["compiled walker", "pure Python"] if grid_walker() else ["pure Python (not built)"]
    for walker in walkers:
        if walker == "pure Python":
            os.environ["DESKTOP_SOLVER_PURE_PYTHON"] = "1"
        times = solve_times(boards, english)
        label = f"4x4 dice boards, {walker}:"
        print(f"{label:<38}{statistics.median(times):8.3f} ms median "
              f"(p90 {sorted(times)[int(len(times) * 0.9)]:.3f} ms, {words:.0f} words median; "
              f"target < 0.3 ms)")
        big_times = solve_times(big, english)
        label = f"15x15 boards, {walker}:"
        print(f"{label:<38}{statistics.median(big_times):8.2f} ms median (target < 25 ms)")
    os.environ.pop("DESKTOP_SOLVER_PURE_PYTHON", None)

    reference_solver = ReferenceSolver(english.words(), "en")
    rules = rules_for()
    for label, sample in (("4x4", boards[:50]), ("15x15", big[:5])):
        fast = statistics.median(solve_times(sample, english))
        reference = statistics.median(
            min(elapsed_ms(lambda: reference_solver.solve(board, rules)) for _ in range(3))
            for board in sample)
        print(f"reference solver (prefix sets), {label:>5}: {reference:8.2f} ms median; "
              f"fast solver {fast:.3f} ms: {reference / fast:.1f}x faster")

    bare, full = process_overhead(cache_dir)
    print(f"process: python -c pass {bare:.0f} ms, desktop-solver solve {full:.0f} ms: "
          f"+{full - bare:.0f} ms (target < +500 ms)")


if __name__ == "__main__":
    main()
