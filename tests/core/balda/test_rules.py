"""Positions and moves: the start, playing, undoing, and every way a move can break the rules."""

import pytest

from desktop_solver.core.balda import BaldaOptions, Move, Position
from desktop_solver.core.errors import IllegalMoveError, InvalidGridError


def test_start_puts_the_word_in_the_middle_row():
    position = Position.start("балда")
    assert position.rows == (".....", ".....", "балда", ".....", ".....")
    assert (position.turn, position.scores, position.played) == (0, (0, 0), {"балда"})
    assert len(position.empty_cells) == 20 and not position.is_full


def test_start_on_a_larger_or_rectangular_board_centres_the_word():
    assert Position.start("кот", 5).rows == (".....", ".....", ".кот.", ".....", ".....")
    assert Position.start("кот", 4, 3).rows == ("...", "...", "кот", "...")


@pytest.mark.parametrize("word, height, width", [("ок", None, None), ("телефон", 5, 5),
                                                 ("телевизоры", 11, 11)])
def test_start_word_must_fit(word, height, width):
    with pytest.raises((IllegalMoveError, InvalidGridError)):
        Position.start(word, height, width)


def test_board_limits_and_shape():
    with pytest.raises(InvalidGridError, match="outside the limits"):
        Position(("аб", "вг"))
    with pytest.raises(InvalidGridError, match="has 2 cells, expected 3"):
        Position(("абв", "гд", "ежз"))
    with pytest.raises(InvalidGridError, match="expected lowercase letters"):
        Position(("абв", "гДе", "..."))


def test_play_updates_board_turn_scores_and_played_words():
    start = Position.start("кот")  # ... / кот / ...
    move = Move((0, 0), "с", "скот", ((0, 0), (1, 0), (1, 1), (1, 2)))
    after = start.play(move)
    assert after.rows == ("с..", "кот", "...")
    assert (after.turn, after.scores, after.played) == (1, (4, 0), {"кот", "скот"})
    assert after.lead == -4 and after.history == (move,)
    with pytest.raises(IllegalMoveError, match="jumps from 1:1 to 2:2"):
        after.play(Move((0, 1), "о", "сок", ((0, 0), (1, 1), (0, 1))))
    with pytest.raises(IllegalMoveError, match="spells 'соо', not 'сок'"):
        after.play(Move((0, 1), "о", "сок", ((0, 0), (0, 1), (1, 1))))
    reply = Move((0, 1), "о", "со", ((0, 0), (0, 1)))
    last = after.play(reply)
    assert last.scores == (4, 2) and last.turn == 0
    assert last.history == (move, reply)
    assert last.undo().undo() == start
    with pytest.raises(IllegalMoveError, match="no move to undo"):
        start.undo()


@pytest.mark.parametrize("move, message", [
    (Move((1, 0), "с", "ск", ((1, 0), (1, 1))), "is not empty"),
    (Move((3, 0), "с", "с", ((3, 0),)), "off the board"),
    (Move((0, 1), "сс", "ссо", ((0, 1), (1, 1))), "not one lowercase letter"),
    (Move((0, 0), "с", "скс", ((0, 0), (1, 0), (0, 0))), "no cell twice"),
    (Move((0, 0), "с", "ко", ((1, 0), (1, 1))), "must hold the new cell once"),
    (Move((0, 0), "с", "сх", ((0, 0), (0, 1))), "crosses the empty cell 1:2"),
    (Move((0, 0), "с", "с", ((0, 0),)), "shorter than 2 letters"),
    (Move((0, 0), "с", "сот", ((0, 0), (1, 1), (1, 2))), "jumps from 1:1 to 2:2"),
    (Move((0, 0), "с", "кс", ((1, 0), (2, 0))), "must hold the new cell once"),
])
def test_illegal_moves(move, message):
    with pytest.raises(IllegalMoveError, match=message):
        Position.start("кот").play(move)


def test_a_new_letter_must_touch_a_letter_side_by_side():
    position = Position(("...", ".к.", "..."))
    with pytest.raises(IllegalMoveError, match="cell 1:1 .* touches no letter side by side"):
        position.play(Move((0, 0), "о", "о", ((0, 0),)))


def test_a_played_word_cannot_be_played_again():
    with pytest.raises(IllegalMoveError, match="'кот' has been played already"):
        Position.start("кот").play(Move((0, 1), "к", "кот", ((0, 1), (1, 1), (1, 2))))


def test_diagonal_paths_only_in_the_variant():
    move = Move((0, 1), "т", "ток", ((0, 1), (1, 1), (1, 0)))
    assert Position.start("кот").play(move).scores == (3, 0)
    diagonal = Move((0, 0), "т", "тот", ((0, 0), (1, 1), (1, 2)))
    with pytest.raises(IllegalMoveError, match="jumps"):
        Position.start("кот").play(diagonal)
    after = Position.start("кот", options=BaldaOptions(diagonal=True)).play(diagonal)
    assert after.scores == (3, 0)


def test_placement_stays_side_by_side_in_the_diagonal_variant():
    position = Position(("...", ".к.", "..."), options=BaldaOptions(diagonal=True))
    with pytest.raises(IllegalMoveError, match="touches no letter side by side"):
        position.play(Move((0, 0), "о", "ок", ((0, 0), (1, 1))))


def test_minimum_length_option():
    with pytest.raises(InvalidGridError, match="at least 1"):
        BaldaOptions(min_length=0)
    position = Position.start("кот", options=BaldaOptions(min_length=4))
    with pytest.raises(IllegalMoveError, match="shorter than 4"):
        position.play(Move((0, 1), "т", "тот", ((0, 1), (1, 1), (1, 2))))
