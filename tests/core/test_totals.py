"""The game's totals read from a screenshot's text, and ours set against them."""

import pytest

from desktop_solver.core.totals import GameTotals, TotalsCheck, parse_totals


@pytest.mark.parametrize("text, words, points", [
    ("3-letter words 4/4  Points 435/435\nScore: 450/3465   Words: 21/182", 182, 3465),
    ("Score: 0 / 3049 | Words: 0 / 209\nDigram: Using", 209, 3049),  # Windows desktop
    ("0 of 3371 points, 0 of 205 words", 205, 3371),
    ("Words: O/229\nScore: O/339O", 229, 3390),               # digits read as letters
    ("SCORE 12 / 2812 WORDS 3 / 198", 198, 2812),
])
def test_totals_are_read_in_each_form_the_game_prints(text, words, points):
    assert parse_totals(text) == GameTotals(words=words, points=points)


@pytest.mark.parametrize("text", [
    "", "Score: 450/3465", "Words: 21/182", "Puzzle 24 Either/or: Using U/M", "3-letter words 4/4"])
def test_no_totals_without_both_figures(text):
    assert parse_totals(text) is None


def test_a_check_agrees_within_three_per_cent_on_both_figures():
    game = GameTotals(words=229, points=3390)
    assert TotalsCheck(GameTotals(229, 3390), game).agrees
    assert TotalsCheck(GameTotals(235, 3292), game).agrees         # +2.6% words, -2.9% points
    off = TotalsCheck(GameTotals(115, 1700), game)
    assert not off.agrees
    assert off.words_difference == pytest.approx(-114 / 229)
    assert off.to_json()["agrees"] is False
    assert TotalsCheck(GameTotals(0, 0), GameTotals(0, 0)).agrees
