"""The grid solver: known answers on hand-made boards, every tile kind, scoring, cancellation."""

from dataclasses import replace

import pytest

from desktop_solver.core.board import Grid, parse_grid
from desktop_solver.core.boggle import solve, solve_sorted
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.games import GameKind, rules_for
from desktop_solver.core.lexicon import lexicon_from_words

ENGLISH = lexicon_from_words(
    ["cat", "cats", "act", "tac", "scat", "sat", "at", "quit", "quite", "queen", "quiet", "quits",
     "rerun", "run", "red", "bred", "swing", "wing", "sing", "king", "kings", "cut", "cuts", "cast",
     "taxi", "axis"], "en")


def words_and_paths(text, lexicon=ENGLISH, **rules):
    grid = parse_grid(text)
    return {hit.word: hit.path for hit in solve(grid, lexicon, rules_for(**rules))}


def test_plain_board_known_words_and_paths():
    found = words_and_paths("CAT/XSQ/ZZU")
    assert found == {
        "cat": ((0, 0), (0, 1), (0, 2)),
        "cats": ((0, 0), (0, 1), (0, 2), (1, 1)),
        "scat": ((1, 1), (0, 0), (0, 1), (0, 2)),
        "tac": ((0, 2), (0, 1), (0, 0)),
        "sat": ((1, 1), (0, 1), (0, 2)),
        "cast": ((0, 0), (0, 1), (1, 1), (0, 2)),
    }


def test_each_cell_once_per_word():
    lexicon = lexicon_from_words(["aba", "ab", "abab"], "en")
    assert words_and_paths("AB", lexicon, min_length=2) == {"ab": ((0, 0), (0, 1))}
    assert set(words_and_paths("ABA", lexicon, min_length=2)) == {"ab", "aba"}


def test_multi_letter_tile():
    found = words_and_paths("[QU]IT/EEN/SZZ")
    assert set(found) == {"quit", "quite", "queen", "quiet"}
    assert found["queen"] == ((0, 0), (1, 0), (1, 1), (1, 2))


def test_prefix_tile_only_starts_words():
    found = words_and_paths("B[RE-]D")
    assert found == {"red": ((0, 1), (0, 2))}  # not "bred": the prefix cannot sit in the middle
    assert words_and_paths("[RE-]RUN")["rerun"] == ((0, 0), (0, 1), (0, 2), (0, 3))


def test_suffix_tile_only_ends_words():
    found = words_and_paths("SW[-ING]/KZZ")
    assert found == {"swing": ((0, 0), (0, 1), (0, 2)), "wing": ((0, 1), (0, 2))}
    assert set(words_and_paths("K[-ING]S")) == {"king", "sing"}  # not "kings"


def test_either_or_tile_gives_both_letters():
    found = words_and_paths("C[A/U]T/ZZS")
    assert set(found) == {"cat", "cut", "cats", "cuts", "tac", "cast", "sat"}


def test_blocked_cells_break_paths():
    assert set(words_and_paths("CA.T")) == set()
    assert set(words_and_paths("C.T/.A.")) == {"cat", "tac"}


def test_four_neighbour_variant():
    assert set(words_and_paths("CZ/TA")) == {"cat", "tac", "act"}
    assert set(words_and_paths("CZ/TA", diagonal=False)) == set()
    assert set(words_and_paths("CAT", diagonal=False)) == {"cat", "tac"}


def test_min_and_max_length():
    assert set(words_and_paths("CATS", min_length=4)) == {"cats"}
    assert set(words_and_paths("CATS", max_length=3)) == {"cat", "tac"}


def test_cyrillic_board_with_yo_folding():
    lexicon = lexicon_from_words(["ёж", "ежи", "кот", "ток", "жёлоб", "лоб", "кол"], "ru")
    grid = parse_grid("ЁЖИ/ОЛБ/КОТ")
    found = {hit.word: hit.path for hit in solve(grid, lexicon, rules_for(min_length=2))}
    assert found["ёж"] == ((0, 0), (0, 1))
    assert found["ежи"] == ((0, 0), (0, 1), (0, 2))
    assert found["жёлоб"] == ((0, 1), (0, 0), (1, 1), (2, 1), (1, 2))
    assert found["кол"] in {((2, 0), (1, 0), (1, 1)), ((2, 0), (2, 1), (1, 1))}
    assert found["кот"] == ((2, 0), (2, 1), (2, 2))


def test_yo_kept_apart_needs_a_yo_tile():
    lexicon = lexicon_from_words(["ёж", "еж"], "ru", fold_yo=False)
    grid = parse_grid("ЕЖ")
    assert [hit.word for hit in solve(grid, lexicon, rules_for(min_length=2))] == ["еж"]


@pytest.mark.parametrize("game, scores", [
    ("boggle", {3: 1, 4: 1, 5: 2, 6: 3, 7: 5, 8: 11, 9: 11}),
    ("lab", {4: 1, 5: 2, 6: 3, 7: 4, 8: 5, 9: 6}),
    ("wordhunt", {3: 100, 4: 400, 5: 800, 6: 1400, 7: 1800, 8: 2200, 9: 2600}),
    ("wordsmania", {3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9}),
])
def test_scores_by_length(game, scores):
    words = ["abcdefghi"[:n] for n in range(3, 10)]
    lexicon = lexicon_from_words(words, "en")
    hits = solve_sorted(parse_grid("ABC/FED/GHI"), lexicon, rules_for(game))
    assert {hit.length: hit.score for hit in hits} == scores


def test_wordament_scores_tile_values_times_length_bonus():
    lexicon = lexicon_from_words(["cat", "cats", "scats", "abcdefgh"], "en")
    hits = {hit.word: hit.score for hit in solve(parse_grid("CATS/S..."), lexicon,
                                                 rules_for("wordament"))}
    # c3 a2 t2 s2: cat 7, cats 9, scats 11 * 1.5
    assert hits == {"cat": 7, "cats": 9, "scats": 16}
    long = {hit.word: hit.score for hit in solve(parse_grid("ABCD/HGFE"), lexicon,
                                                 rules_for("wordament"))}
    assert long == {"abcdefgh": int((2 + 5 + 3 + 3 + 1 + 5 + 4 + 4) * 2.5)}


def test_wordament_uses_the_tiles_own_values():
    grid = parse_grid("C[AT]S")
    tiles = list(grid.rows[0])
    tiles[1] = replace(tiles[1], value=10)
    grid = Grid((tuple(tiles),), "en")
    lexicon = lexicon_from_words(["cat", "cats"], "en")
    scores = {hit.word: hit.score for hit in solve(grid, lexicon, rules_for("wordament"))}
    assert scores == {"cat": 13, "cats": 15}


def test_sorted_by_score_then_length_then_alphabet():
    hits = solve_sorted(parse_grid("CAT/XSQ/ZZU"), ENGLISH, rules_for("wordament"))
    assert [(hit.word, hit.score) for hit in hits] == [
        ("cast", 9), ("cats", 9), ("scat", 9), ("cat", 7), ("tac", 7), ("sat", 6)]


def test_all_paths():
    lexicon = lexicon_from_words(["aba"], "en")
    [hit] = solve(parse_grid("ABA"), lexicon, all_paths=True)
    assert set(hit.paths) == {((0, 0), (0, 1), (0, 2)), ((0, 2), (0, 1), (0, 0))}
    assert hit.path in hit.paths


def test_frequency_comes_from_the_dictionary(tmp_path):
    from desktop_solver.core.lexicon import load_lexicon

    path = tmp_path / "w.txt"
    path.write_text("cat\t4.25\ncats\t3.00\n", encoding="utf-8")
    lexicon = load_lexicon([path], "en")
    assert {hit.word: hit.zipf for hit in solve(parse_grid("CATS"), lexicon)} == {
        "cat": 4.25, "cats": 3.0}


def test_cancelled_search_yields_nothing_more():
    token = CancelToken()
    token.cancel()
    assert list(solve(parse_grid("CATS/XZZQ"), ENGLISH, cancel=token)) == []
    token = CancelToken()
    results = []
    for hit in solve(parse_grid("CATS/XZZQ"), ENGLISH, cancel=token):
        results.append(hit)
        token.cancel()
    assert len(results) < 5


def test_every_game_has_a_preset():
    for kind in GameKind:
        assert rules_for(kind.value).kind is kind
    assert rules_for("lab").min_length == 4
