"""Compile what the first query of each mode needs before the user asks it: every game's list
in each language and Balda's tries over the Russian one, into the cache the app reads. `./scripts/run` runs this
once after installing (`python -m desktop_solver.warmup`), so a fresh install answers at once."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from desktop_solver.core.alphabet import LANGUAGES
from desktop_solver.dictionaries import GAMES, game_lists
from desktop_solver.session import DictionaryRequest, Session


# The window's Balda starts from «балда»; an English game is rare enough to compile when asked.
BALDA_LANGUAGES = ("ru",)


def warm(session: Session) -> list[tuple[str, float]]:
    """(what, seconds) for each compiled form loaded or made."""
    lists = {game_lists(game, lang): (game, lang) for game in GAMES for lang in LANGUAGES}
    jobs: list[tuple[str, Callable[[DictionaryRequest], object], DictionaryRequest]] = [
        (" + ".join(names), session.lexicon, DictionaryRequest.of(lang, game=game))
        for names, (game, lang) in lists.items()]
    jobs += [(f"{lang} Balda tries", session.balda_game,
              DictionaryRequest.of(lang, game="balda")) for lang in BALDA_LANGUAGES]
    timings = []
    for what, make, request in jobs:
        started = time.perf_counter()
        make(request)
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
