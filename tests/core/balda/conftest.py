"""Dictionaries for the Balda tests: a small Russian one for the bulk, the real one for a few."""

from __future__ import annotations

import pytest

from desktop_solver.core.balda import BaldaGame, BaldaOptions
from desktop_solver.core.balda.lexicon import balda_tries, store_tries
from desktop_solver.core.lexicon import lexicon_from_words
from desktop_solver.dictionaries import shipped_cache_dir

from tests.conftest import REPO


def common_russian_nouns(min_zipf: float = 3.3, max_length: int = 6) -> list[str]:
    """The frequent short nouns of the bundled list: a dictionary that compiles in a blink."""
    words = []
    for line in (REPO / "dictionaries" / "ru.txt").read_text(encoding="utf-8").splitlines():
        columns = line.split("\t")
        if line.startswith("#") or len(columns) != 2:
            continue
        if float(columns[1]) >= min_zipf and len(columns[0]) <= max_length:
            words.append(columns[0])
    return words


@pytest.fixture(scope="session")
def small_ru_lexicon():
    return lexicon_from_words(common_russian_nouns(), "ru")


@pytest.fixture(scope="session")
def small_ru(small_ru_lexicon) -> BaldaGame:
    return BaldaGame(small_ru_lexicon)


@pytest.fixture(scope="session")
def real_ru(bundled_ru, lexicon_cache, pytestconfig) -> BaldaGame:
    """The game over the bundled `ru` list. Its tries take seconds to compile, so they are kept
    in pytest's cache folder between runs (the key is the list's content, so a changed list
    compiles afresh) and copied to where the CLI looks for them during this run."""
    session_dir = lexicon_cache / "lexicons"
    cache = getattr(pytestconfig, "cache", None)
    kept = cache.mkdir("balda-tries") if cache is not None else None
    tries = balda_tries(bundled_ru, kept or session_dir, shipped=[shipped_cache_dir()])
    if kept is not None:
        store_tries(tries, session_dir)
    return BaldaGame(bundled_ru, BaldaOptions(), tries=tries)
