"""Compile the shipped word lists once, at install time, into the installation itself
(`dictionaries.shipped_cache_dir()`: read-only afterwards, shared by every user), so that the
first query of every mode with every shipped list compiles nothing on any account.

Run by `./scripts/run` and `./scripts/test` after installing, by `pip install .` (setup.py) into
the installed package, and by the PyInstaller spec into the bundle:

    python -m desktop_solver.warmup [--into FOLDER]

What it compiles: every bundled list's rank trie and Balda's tries over it (about 170 MB on
disk, 35 MB gzipped; two minutes of one core). Compiled files in the folder that no list needs
any more (an older builder's) are removed; those made are readable by every user.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from desktop_solver.core.balda.lexicon import balda_tries, compiled_files
from desktop_solver.core.lexicon import load_lexicon
from desktop_solver.core.lexicon.loader import compiled_name
from desktop_solver.core.lexicon.cache import COMPILED_SUFFIXES
from desktop_solver.dictionaries import bundled_dictionaries, shipped_cache_dir

# Readable by every user of the installation, whatever the umask of whoever installed it.
SHARED_MODE = 0o644


def warm(folder: Path) -> list[tuple[str, float]]:
    """Compile (or find compiled) every shipped list into `folder`; (what, seconds) for each,
    and the stale compiled files there removed."""
    timings = []
    kept: set[Path] = set()
    for info in bundled_dictionaries():
        if not info.path.exists():
            continue
        started = time.perf_counter()
        lexicon = load_lexicon([info.path], info.lang, cache_dir=folder)
        timings.append((info.name, time.perf_counter() - started))
        kept.add(folder / compiled_name([info.path], info.lang))
        started = time.perf_counter()
        balda_tries(lexicon, folder)
        timings.append((f"{info.name} Balda tries", time.perf_counter() - started))
        kept.update(compiled_files(lexicon, folder))
    for path in folder.iterdir():
        if path.suffix in COMPILED_SUFFIXES and path not in kept:
            path.unlink()
    for path in kept:
        path.chmod(SHARED_MODE)
    return timings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop_solver.warmup",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--into", type=Path, default=None,
                        help="the folder to compile into (default: the installation's, "
                             f"{shipped_cache_dir()})")
    args = parser.parse_args(argv)
    folder = args.into or shipped_cache_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        timings = warm(folder)
    except OSError as error:
        print(f"desktop-solver: cannot compile the dictionaries into {folder}: {error}; "
              "each user's first use of a list compiles it instead", file=sys.stderr)
        return 1
    slow = [f"{what} {seconds:.1f} s" for what, seconds in timings if seconds > 0.5]
    if slow:
        print(f"desktop-solver: dictionaries compiled into {folder} ({', '.join(slow)})",
              file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
