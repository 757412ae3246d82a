"""Compile what the first query of each mode needs before the user asks it: every language's
default list and Balda's tries over it, into the cache the app reads. `./scripts/run` runs this
once after installing (`python -m desktop_solver.warmup`), so a fresh install answers at once."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from desktop_solver.core.alphabet import LANGUAGES
from desktop_solver.session import DictionaryRequest, Session


# The window's Balda starts from «балда»; an English game is rare enough to compile when asked.
BALDA_LANGUAGES = ("ru",)


def warm(session: Session) -> list[tuple[str, float]]:
    """(what, seconds) for each compiled form loaded or made."""
    jobs: list[tuple[str, Callable[[DictionaryRequest], object], str]] = [
        (f"{lang} words", session.lexicon, lang) for lang in LANGUAGES]
    jobs += [(f"{lang} Balda tries", session.balda_game, lang) for lang in BALDA_LANGUAGES]
    timings = []
    for what, make, lang in jobs:
        started = time.perf_counter()
        make(DictionaryRequest.of(lang))
        timings.append((what, time.perf_counter() - started))
    return timings


def main() -> int:
    timings = warm(Session())
    slow = [f"{what} {seconds:.1f} s" for what, seconds in timings if seconds > 0.5]
    if slow:
        print(f"desktop-solver: dictionaries compiled ({', '.join(slow)})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
