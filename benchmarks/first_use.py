"""First use on a fresh account, and the solver beside a plain rank trie, in one run.

For every mode (solve, anagram, wordsearch, balda, play) and every shipped list, one fresh
process of `desktop-solver` on a fresh account (empty HOME, XDG_CACHE_HOME, XDG_DATA_HOME and
the app's data and cache folders, in temporary folders) asks its first question; the table gives
the wall time from starting Python to its exit and the process's peak resident memory. The
lists come compiled with the installation (`python -m desktop_solver.warmup`, which
./scripts/run does); `--cold` also runs each with no compiled list at all (as a user's own list
would), and `--no-solve` leaves out the solve figures.

Then the 4x4 (classic dice) and 15x15 boards are solved with `core.boggle.solve` (the compiled
walker and pure Python) beside `PlainRankTrie` below, the simplest pure-Python rank-trie
solver: one recursive function, the trie's arrays, no scoring, no frequencies, no filter.

Run: .venv/bin/python -m benchmarks.first_use [--cold] [--no-solve] [--boards N]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks.engine import dice_board, random_board
from benchmarks.timing import elapsed_ms
from desktop_solver.core.board import Grid
from desktop_solver.core.boggle import solve, sort_hits
from desktop_solver.core.games import rules_for
from desktop_solver.core.grid_search import Found, SearchBoard
from desktop_solver.core.lexicon import Lexicon
from desktop_solver.core.lexicon.trie import LOWER_BITS, TERMINAL
from desktop_solver.dictionaries import bundled_dictionaries, load_dictionary
from desktop_solver.native import grid_walker

TARGET_SECONDS, TARGET_MB = 1.0, 200

BOARDS = {"en": "SERS/PATG/LINE/SERS", "ru": "КОТЫ/РАМА/ЛОСЬ/НЕБО"}
LETTERS = {"en": "reaction", "ru": "апельсин"}
WORD_SEARCH = {"en": "CATS/AXEO/TEND/SODS", "ru": "КОТЫ/ОЛЕН/ТЕНЬ/ЫСОН"}
BALDA = {"en": "...../...../hello/...../.....", "ru": "...../...../балда/...../....."}
PLAY = {"en": "4\nSERS\nPATG\nLINE\nSERS\n???\n", "ru": "4\nКОТЫ\nРАМА\nЛОСЬ\nНЕБО\n???\n"}


def mode_commands(name: str, lang: str) -> list[tuple[str, list[str], str]]:
    """(mode, arguments, standard input) of each mode's first question over list `name`."""
    listed = ["--dict", name, "--lang", lang]
    return [
        ("solve", ["solve", BOARDS[lang], *listed], ""),
        ("anagram", ["anagram", LETTERS[lang], *listed], ""),
        ("wordsearch", ["wordsearch", "solve", WORD_SEARCH[lang], *listed], ""),
        ("balda", ["balda", BALDA[lang], *listed, "--limit", "5"], ""),
        ("play", ["play", *listed], PLAY[lang]),
    ]


def fresh_account(home: Path, shipped: bool) -> dict[str, str]:
    """The environment of a user who never ran the app: every folder of theirs empty; with
    `shipped` False, no installation's compiled lists either (an empty stand-in folder)."""
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("DESKTOP_SOLVER_", "XDG_"))}
    env.update(HOME=str(home), XDG_CACHE_HOME=str(home / ".cache"),
               XDG_DATA_HOME=str(home / ".local/share"),
               XDG_CONFIG_HOME=str(home / ".config"), PYTHONDONTWRITEBYTECODE="1")
    if not shipped:
        # The lists from where they are, compiled nowhere: a copy-free stand-in folder whose
        # "compiled" subfolder does not exist.
        stand_in = home / "lists"
        stand_in.mkdir()
        for source in bundled_dictionaries()[0].path.parent.glob("*.txt"):
            (stand_in / source.name).symlink_to(source)
        env["DESKTOP_SOLVER_DICTIONARIES"] = str(stand_in)
    return env


def first_use(argv: list[str], stdin: str, shipped: bool) -> tuple[float, float]:
    """(seconds, peak MB) of one fresh `python -m desktop_solver ARGV` on a fresh account."""
    with tempfile.TemporaryDirectory(prefix="first-use-") as folder:
        env = fresh_account(Path(folder), shipped)
        questions = Path(folder) / "stdin.txt"
        questions.write_text(stdin, encoding="utf-8")
        with open(questions, "rb") as source, tempfile.TemporaryFile() as errors:
            started = time.perf_counter()
            process = subprocess.Popen([sys.executable, "-m", "desktop_solver", *argv],
                                       env=env, stdin=source, stdout=subprocess.DEVNULL,
                                       stderr=errors)
            # wait4 gives this child's own peak memory (RUSAGE_CHILDREN keeps the largest).
            _, status, usage = os.wait4(process.pid, 0)
            seconds = time.perf_counter() - started
            process.returncode = os.waitstatus_to_exitcode(status)
            errors.seek(0)
            message = errors.read().decode("utf-8", "replace").strip()
    if process.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(argv)} failed ({process.returncode}): {message}")
    return seconds, usage.ru_maxrss / 1024


def first_use_table(shipped: bool) -> None:
    label = "installed lists" if shipped else "nothing compiled (a user's own list)"
    print(f"\nFirst use on a fresh account, {label}: seconds / peak MB "
          f"(targets {TARGET_SECONDS:.0f} s, {TARGET_MB} MB)")
    modes = [mode for mode, _, _ in mode_commands("en", "en")]
    print(f"  {'list':<13}" + "".join(f"{mode:>15}" for mode in modes))
    over = []
    for info in bundled_dictionaries():
        cells = []
        for mode, argv, stdin in mode_commands(info.name, info.lang):
            seconds, peak = first_use(argv, stdin, shipped)
            cells.append(f"{seconds:6.2f} / {peak:4.0f}")
            if seconds > TARGET_SECONDS or peak > TARGET_MB:
                over.append(f"{mode} {info.name}")
        print(f"  {info.name:<13}" + "".join(f"{cell:>15}" for cell in cells), flush=True)
    print(f"  over a target: {', '.join(over) if over else 'none'}")


class PlainRankTrie:
    """The plainest pure-Python rank-trie solver, for comparison: words of 3+ letters, one
    letter per tile, 8 neighbours, each word once; no scoring, frequency or filter."""

    def __init__(self, lexicon: Lexicon) -> None:
        self.mask, self.first = lexicon.trie.mask, lexicon.trie.first
        self.index = {letter: i for i, letter in enumerate(lexicon.alphabet.letters)}

    def solve(self, grid: Grid) -> set[int]:
        mask, first, lower = self.mask, self.first, LOWER_BITS
        letters = [self.index.get(tile.options[0].lower(), -1) for tile in grid.tiles]
        neighbours = grid.neighbours(True)
        found: set[int] = set()

        def walk(cell: int, node: int, used: int, depth: int) -> None:
            letter = letters[cell]
            bits = mask[node]
            if letter < 0 or not bits >> letter & 1:
                return
            node = first[node] + (bits & lower[letter]).bit_count()
            if depth >= 2 and mask[node] & TERMINAL:
                found.add(node)
            used |= 1 << cell
            for next_cell in neighbours[cell]:
                if not used >> next_cell & 1:
                    walk(next_cell, node, used, depth + 1)

        for start in range(len(letters)):
            walk(start, 0, 0, 0)
        return found


def search_only(board: Grid, lexicon: Lexicon) -> int:
    """Our search without making hits (no words, paths, scores or frequencies): what the
    solve spends besides is the hits' making."""
    searched = SearchBoard(board, lexicon, rules_for())
    found: Found = {}
    search_from, _ = searched.searcher(found, False)
    for start in range(len(searched.starts)):
        search_from(start)
    return len(found)


# (name, pure Python or not, what to time on a board)
Timed = tuple[str, bool, Callable[[Grid], object]]


def side_by_side(actions: list[Timed], boards: list[Grid]) -> dict[str, float]:
    """Per action, the median over `boards` of the best of three calls, in ms. The actions take
    turns on each board, so a change in the machine's load falls on all of them alike."""
    times: dict[str, list[float]] = {name: [] for name, _, _ in actions}
    for board in boards:
        for name, pure, action in actions:
            os.environ["DESKTOP_SOLVER_PURE_PYTHON"] = "1" if pure else ""
            times[name].append(min(elapsed_ms(lambda: action(board)) for _ in range(3)))
    os.environ.pop("DESKTOP_SOLVER_PURE_PYTHON", None)
    return {name: statistics.median(values) for name, values in times.items()}


def solve_table(boards: int) -> None:
    rng = random.Random(2026)
    english = load_dictionary("en", with_overlay=False, offensive=False)
    hidden = load_dictionary("en", with_overlay=False)  # offensive words hidden, as by default
    plain = PlainRankTrie(english)
    rules = rules_for()
    samples = (("4x4", [dice_board(rng) for _ in range(boards)]),
               ("15x15", [random_board(rng, 15) for _ in range(max(3, boards // 20))]))
    walkers = [("compiled walker", False), ("pure Python", True)] if grid_walker() else [
        ("pure Python (no walker built)", True)]
    print("\nSolve beside a plain rank trie (en; median over boards of the best of 3, ms; "
          "each board timed by all in turn)")
    for label, sample in samples:
        actions: list[Timed] = [("plain", True, plain.solve)]
        for walker, pure in walkers:
            actions.append((walker, pure, lambda board: list(solve(board, english, rules))))
            if label == "4x4":
                actions += [
                    (f"{walker} search", pure, lambda board: search_only(board, english)),
                    (f"{walker} hidden", pure, lambda board: list(solve(board, hidden, rules))),
                    (f"{walker} sorted", pure,
                     lambda board: sort_hits(solve(board, english, rules)))]
        median = side_by_side(actions, sample)
        reference = median["plain"]
        print(f"  {label:>5}: plain rank trie {reference:8.3f}")
        for walker, _ in walkers:
            ours = median[walker]
            print(f"         ours, {walker + ':':<17}{ours:8.3f} ({ours / reference:.2f}x)")
            if label == "4x4":
                searching = median[f"{walker} search"]
                print(f"           of which the search {searching:.3f}, the hits (words, "
                      f"paths, scores, frequencies) {ours - searching:.3f}; offensive words "
                      f"hidden {median[f'{walker} hidden']:.3f}; sorted by score and frequency "
                      f"{median[f'{walker} sorted']:.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cold", action="store_true",
                        help="also time every first use with nothing compiled")
    parser.add_argument("--no-solve", action="store_true", help="leave out the solve table")
    parser.add_argument("--boards", type=int, default=200, help="4x4 boards to solve")
    args = parser.parse_args()
    first_use_table(shipped=True)
    if args.cold:
        first_use_table(shipped=False)
    if not args.no_solve:
        solve_table(args.boards)


if __name__ == "__main__":
    main()
