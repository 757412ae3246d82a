"""Properties of every reported path, and the fast solver against the plain reference solver."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_solver.core.board import Grid, Tile, TileKind, are_adjacent, parse_grid
from desktop_solver.core.boggle import solve
from desktop_solver.core.boggle_reference import reference_solve
from desktop_solver.core.games import rules_for
from desktop_solver.core.lexicon import lexicon_from_words

LETTERS = "abesrt"
WORDS = sorted({
    "".join(random.Random(seed).choice(LETTERS) for _ in range(random.Random(seed).randint(2, 7)))
    for seed in range(3000)
} | {"bat", "bet", "best", "rest", "tea", "seat", "tree", "ate"})
LEXICON = lexicon_from_words(WORDS, "en")

single = st.sampled_from(LETTERS).map(lambda ch: Tile(TileKind.LETTERS, (ch,)))
special = st.one_of(
    st.tuples(st.sampled_from(LETTERS), st.sampled_from(LETTERS)).map(
        lambda pair: Tile(TileKind.LETTERS, ("".join(pair),))),
    st.tuples(st.sampled_from(LETTERS), st.sampled_from(LETTERS)).map(
        lambda pair: Tile(TileKind.EITHER, pair)),
    st.sampled_from(["re", "be", "a"]).map(lambda text: Tile(TileKind.PREFIX, (text,))),
    st.sampled_from(["es", "t", "ate"]).map(lambda text: Tile(TileKind.SUFFIX, (text,))),
    st.just(Tile(TileKind.BLOCKED, ())),
)


@st.composite
def grids(draw, allow_special=True):
    height = draw(st.integers(1, 4))
    width = draw(st.integers(1, 4))
    tile = st.one_of(single, single, single, special) if allow_special else single
    rows = tuple(tuple(draw(tile) for _ in range(width)) for _ in range(height))
    return Grid(rows, "en")


def spells(grid, path, word, rules):
    """The path is adjacent, repeats no cell, keeps prefix first and suffix last, and some choice
    of its tiles' options spells the word."""
    if len(set(path)) != len(path):
        return False
    if any(not are_adjacent(a, b, rules.diagonal) for a, b in zip(path, path[1:])):
        return False
    tiles = [grid.rows[row][col] for row, col in path]
    if any(tile.kind is TileKind.BLOCKED for tile in tiles):
        return False
    if any(tile.kind is TileKind.PREFIX for tile in tiles[1:]):
        return False
    if any(tile.kind is TileKind.SUFFIX for tile in tiles[:-1]):
        return False
    spellings = {""}
    for tile in tiles:
        spellings = {text + option for text in spellings for option in tile.options}
    return word in spellings


@settings(max_examples=150, deadline=None)
@given(grid=grids(), diagonal=st.booleans(), min_length=st.integers(1, 4))
def test_every_path_is_legal_and_spells_its_word(grid, diagonal, min_length):
    rules = rules_for(min_length=min_length, diagonal=diagonal)
    for hit in solve(grid, LEXICON, rules, all_paths=True):
        assert len(hit.word) >= min_length and hit.word in LEXICON
        assert hit.path in hit.paths
        for path in hit.paths:
            assert spells(grid, path, hit.word, rules), (grid.to_text(), hit.word, path)


@settings(max_examples=150, deadline=None)
@given(grid=grids(), diagonal=st.booleans(), min_length=st.integers(1, 4),
       max_length=st.sampled_from([None, 3, 5]))
def test_fast_solver_matches_reference(grid, diagonal, min_length, max_length):
    rules = rules_for(min_length=min_length, max_length=max_length, diagonal=diagonal)
    expected = reference_solve(grid, WORDS, rules)
    fast = {hit.word: set(hit.paths) for hit in solve(grid, LEXICON, rules, all_paths=True)}
    assert fast == expected


def test_fast_solver_matches_reference_on_real_english(bundled_en):
    words, lexicon = bundled_en
    rules = rules_for()
    chooser = random.Random(7)
    for size in (3, 4, 4, 4, 5, 6):
        text = "/".join("".join(chooser.choice("ETAOINSRHLDCUMPGBY") for _ in range(size))
                        for _ in range(size))
        grid = parse_grid(text)
        expected = reference_solve(grid, words, rules)
        found = {hit.word: set(hit.paths) for hit in solve(grid, lexicon, rules, all_paths=True)}
        assert found == expected, text
        assert len(found) > 10
