"""The incremental search gives exactly the full search's moves, position after position."""

import random

import pytest

from desktop_solver.core.balda import BaldaGame, BaldaOptions, Move
from desktop_solver.core.balda.moves import key_cell, key_letter, key_node
from desktop_solver.core.errors import IllegalMoveError

from tests.core.balda.helpers import identities, path_is_valid, random_game

SHAPES = [(3, 3), (4, 4), (5, 5), (3, 5), (5, 3), (4, 7)]
OPTIONS = [BaldaOptions(), BaldaOptions(diagonal=True), BaldaOptions(min_length=3),
           BaldaOptions(min_length=1), BaldaOptions(diagonal=True, min_length=1)]


def option_id(options):
    return f"diagonal={options.diagonal},min={options.min_length}"


def start_words(game, width):
    length = min(width, 5)  # centred in the middle row when the board is wider
    return sorted(word for word in game.lexicon.words()
                  if len(word) == length and game.is_word(word) and "ё" not in word)


def state_snapshot(state):
    return (list(state.letters), set(state.played), [list(row) for row in state.near],
            list(state.near_letters), state.filled, state.candidates)


@pytest.mark.parametrize("options", OPTIONS, ids=option_id)
def test_incremental_equals_full_on_random_games(small_ru, options):
    # The engine's own path: one SearchState, place/unplace, moves as keys.
    game = BaldaGame(small_ru.lexicon, options, tries=small_ru.tries)
    rng = random.Random(option_id(options))
    positions = 0
    for height, width in SHAPES:
        finder = game.finder(height, width)
        words = start_words(game, width)
        for _ in range(8):
            state = game.state(game.new_position(rng.choice(words), height, width))
            before = state_snapshot(state)
            moves = finder.full(state)
            history = []
            while moves:
                key = rng.choice(sorted(moves))
                saved = state.place(key_cell(key), key_letter(key), key_node(key))
                history.append((key, saved))
                moves = finder.after(state, moves, key, saved)
                assert set(moves) == set(finder.full(state))
                positions += 1
            for key, saved in reversed(history):
                state.unplace(key_cell(key), key_letter(key), key_node(key), saved)
            assert state_snapshot(state) == before  # unplace restores the start exactly
    assert positions > 500  # over the five option sets: thousands of positions


@pytest.mark.parametrize("options", OPTIONS[:2], ids=option_id)
def test_public_incremental_api_on_random_games(small_ru, options):
    game = BaldaGame(small_ru.lexicon, options, tries=small_ru.tries)
    rng = random.Random(option_id(options))
    for height, width in SHAPES:
        start = game.new_position(rng.choice(start_words(game, width)), height, width)
        for position, moves in random_game(game, start, rng):
            assert identities(moves) == identities(game.legal_moves(position)), position
            assert all(path_is_valid(position, move) for move in moves)


@pytest.mark.parametrize("diagonal", [False, True])
def test_incremental_equals_full_with_the_real_dictionary(real_ru, diagonal):
    game = BaldaGame(real_ru.lexicon, BaldaOptions(diagonal=diagonal), tries=real_ru.tries)
    rng = random.Random(diagonal)
    for word in ("балда", "сфера"):
        for position, moves in random_game(game, game.new_position(word), rng, plies=12):
            assert identities(moves) == identities(game.legal_moves(position))


def test_moves_after_an_unknown_move_are_refused(small_ru):
    position = small_ru.new_position("точка")
    moves = small_ru.legal_moves(position)
    with pytest.raises(IllegalMoveError, match="not a playable word"):
        small_ru.legal_moves_after(position, moves, Move((1, 0), "ж", "жт", ((1, 0), (2, 0))))
