"""The independent-factor screens of benchmarks/factor_screens.py: a seed always draws the same
screen, every factor takes more than one level, and tuning seeds never draw a held-out face."""

from collections import defaultdict

import pytest

from benchmarks.factor_fonts import inventory
from benchmarks.factor_screens import make_screen

SEEDS = range(1, 31)


def test_a_seed_draws_the_same_screen_every_time():
    for seed in (1, 2, 3):
        first, again = make_screen(seed, False), make_screen(seed, False)
        assert first.factors == again.factors
        assert first.rows == again.rows
        assert first.encoded == again.encoded
    assert make_screen(1, True).encoded != make_screen(1, False).encoded


@pytest.fixture(scope="module")
def tuning_screens():
    return [make_screen(seed, False) for seed in SEEDS]


def test_every_factor_varies(tuning_screens):
    seen = defaultdict(set)
    for screen in tuning_screens:
        for factor, level in screen.factors.levels().items():
            seen[factor].add(level)
    assert {factor for factor, levels in seen.items() if len(levels) < 2} == set()
    assert len(seen) == 22       # every factor was drawn on some screen (word list: word searches)


def test_the_truth_has_the_drawn_shape(tuning_screens):
    for screen in tuning_screens:
        assert len(screen.rows) == screen.factors.rows
        assert {len(row) for row in screen.rows} == {screen.factors.cols}


def test_tuning_seeds_never_draw_a_held_out_face(tuning_screens):
    assert not any(screen.factors.face.held_out for screen in tuning_screens)
    if any(face.held_out for face in inventory()):
        assert any(make_screen(seed, True).factors.face.held_out for seed in SEEDS)
