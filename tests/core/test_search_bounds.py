"""The grid search's bounds: a board of one repeated letter and a list of long runs of it has more
paths than could ever be walked; the search stops at its step bound and says so, compiled or not,
and keeps at most so many paths a word when all are asked for."""

import pytest

from desktop_solver.core.board import parse_grid
from desktop_solver.core.boggle import drained, solve
from desktop_solver.core.games import rules_for
from desktop_solver.core.grid_search import SearchCut, SearchLimits
from desktop_solver.core.lexicon import lexicon_from_words
from desktop_solver.core.wordsearch import solve_any_path

RUNS = lexicon_from_words(["a" * length for length in range(3, 17)], "en")


def board_of_a(side: int):
    return parse_grid("/".join(["A" * side] * side), "en")


@pytest.fixture(params=["compiled", "pure Python"])
def walker(request, monkeypatch):
    if request.param == "pure Python":
        monkeypatch.setenv("DESKTOP_SOLVER_PURE_PYTHON", "1")
    return request.param


def test_a_board_of_one_letter_stops_at_the_step_bound_and_says_so(walker):
    limits = SearchLimits(steps=20_000)
    hits, cut = drained(solve(board_of_a(6), RUNS, rules_for(), limits=limits))
    assert cut == SearchCut(steps=20_000)
    assert "stopped after 20,000 steps" in str(cut) and "may be missing" in str(cut)
    # What was found before the stop is kept: the short runs come first on every path.
    assert {"aaa", "aaaa"} <= {hit.word for hit in hits}


def test_all_paths_keeps_at_most_the_bound_per_word(walker):
    limits = SearchLimits(paths_per_word=7)
    hits, cut = drained(solve(board_of_a(3), RUNS, rules_for(), all_paths=True, limits=limits))
    assert cut == SearchCut(paths_per_word=7)
    assert all(len(hit.paths) == 7 for hit in hits)  # a 3x3 board has more of every run


def test_a_board_of_real_letters_is_not_cut(walker):
    lexicon = lexicon_from_words(["cat", "act", "tac", "coat", "taco"], "en")
    hits, cut = drained(solve(parse_grid("CAT/OAC/TCA", "en"), lexicon, rules_for(),
                              all_paths=True))
    assert cut is None and {hit.word for hit in hits} == {"cat", "act", "tac", "coat", "taco"}


def test_a_word_search_of_bending_paths_says_it_was_cut():
    result = solve_any_path(board_of_a(30), RUNS, min_length=3)
    assert result.cut == SearchCut(steps=SearchLimits().steps)
    assert result.found  # the short runs are found all the same
