"""The compiled grid walker against the pure-Python loops it replaces: the same hits and paths."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_solver.core.board import parse_grid
from desktop_solver.core.boggle import solve
from desktop_solver.core.games import rules_for
from desktop_solver.native import grid_walker
from tests.core.test_boggle_properties import LEXICON, grids


@pytest.fixture(autouse=True)
def native_is_built():
    # scripts/test installs a C compiler, so a missing extension is a broken build, not a skip.
    assert grid_walker() is not None, "desktop_solver.native._gridwalk was not built"


def both_ways(monkeypatch, grid, lexicon, rules, all_paths):
    native = list(solve(grid, lexicon, rules, all_paths=all_paths))
    with monkeypatch.context() as patch:
        patch.setenv("DESKTOP_SOLVER_PURE_PYTHON", "1")
        assert grid_walker() is None
        pure = list(solve(grid, lexicon, rules, all_paths=all_paths))
    return native, pure


@settings(max_examples=300, deadline=None)
@given(grid=grids(), diagonal=st.booleans(), min_length=st.integers(1, 4),
       max_length=st.sampled_from([None, 2, 3, 5]), all_paths=st.booleans())
def test_native_walk_equals_pure_python_on_every_tile_kind(grid, diagonal, min_length, max_length,
                                                           all_paths):
    monkeypatch = pytest.MonkeyPatch()
    rules = rules_for(min_length=min_length, max_length=max_length, diagonal=diagonal)
    native, pure = both_ways(monkeypatch, grid, LEXICON, rules, all_paths)
    assert native == pure, grid.to_text()


@pytest.mark.parametrize("size", [4, 9, 15])
def test_native_walk_equals_pure_python_on_real_english(monkeypatch, bundled_en, size):
    _, lexicon = bundled_en
    chooser = random.Random(size)
    text = "/".join("".join(chooser.choice("ETAOINSRHLDCUMPGBY") for _ in range(size))
                    for _ in range(size))
    native, pure = both_ways(monkeypatch, parse_grid(text), lexicon, rules_for(), False)
    assert native == pure
    assert len(native) > 40


def test_native_walk_equals_pure_python_on_russian_with_special_tiles(monkeypatch, bundled_ru):
    lexicon = bundled_ru
    grid = parse_grid("[ПЕРЕ-]ТОК/РАСН/[Е/Ё]ЛИТ/[СТ]ОК[-ИЙ]")
    for all_paths in (False, True):
        native, pure = both_ways(monkeypatch, grid, lexicon, rules_for(), all_paths)
        assert native == pure
        assert {"переток", "литий", "ёра", "столик"} <= {hit.word for hit in native}


def walker_arguments(**changes):
    arguments = dict(mask=LEXICON.trie.mask, first=LEXICON.trie.first, step_cell=[0, 1],
                     step_letters=[(0,), (1,)], cell_out=[[1], [0]], cell_starts=[[0], [1]],
                     min_length=1, max_length=5, all_paths=False, found={}, new=[])
    arguments.update(changes)
    return arguments


@pytest.mark.parametrize("changes, message", [
    ({"step_cell": [0, 2]}, "step_cell: 2 is out of range"),
    ({"step_letters": [(0,), (62,)]}, "step_letters: 62 is out of range"),
    ({"cell_out": [[2], [0]]}, "cell_out: 2 is out of range"),
    ({"step_letters": [(0,), ()]}, "step 1 has no letters"),
    ({"cell_starts": [[0]]}, "steps or cells disagree in number"),
])
def test_native_walker_refuses_inconsistent_boards(changes, message):
    with pytest.raises(ValueError, match=message):
        grid_walker()(**walker_arguments(**changes))


def test_native_walker_refuses_arrays_of_the_wrong_width():
    from array import array
    with pytest.raises(TypeError, match="mask: expected items of 8 bytes"):
        grid_walker()(**walker_arguments(mask=array("I", [0])))


def test_native_walker_used_wrongly_raises_instead_of_crashing():
    walker_type = grid_walker()
    with pytest.raises(RuntimeError, match="not initialised"):
        walker_type.__new__(walker_type).search_from(0)
    walker = walker_type(**walker_arguments())
    with pytest.raises(RuntimeError, match="already initialised"):
        walker.__init__(**walker_arguments())
    with pytest.raises(IndexError, match="start cell 2 is not on the board"):
        walker.search_from(2)
