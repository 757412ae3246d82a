"""Legal moves: hand-made positions with their full move lists, and the fast search checked against
the plain one and against the grid solver."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_solver.core.balda import BaldaGame, BaldaOptions, Position
from desktop_solver.core.balda.baseline import baseline_moves
from desktop_solver.core.lexicon import lexicon_from_words, load_lexicon
from tests.core.balda.helpers import identities, oracle_moves, path_is_valid

WORDS = ["тон", "сыр", "сор", "рот", "сон", "нос", "он", "ор", "рок", "сот", "ток", "стон"]


def moves_of(words, rows, played=(), **options):
    game = BaldaGame(lexicon_from_words(words, "ru"), BaldaOptions(**options))
    position = Position(rows, played=frozenset(played), options=game.options)
    moves = game.legal_moves(position)
    assert all(path_is_valid(position, move) for move in moves)
    assert identities(moves) == identities(game_baseline(game, position))
    assert identities(moves) == oracle_moves(game, position)
    return moves


def game_baseline(game, position):
    finder = game.finder(position.height, position.width)
    return game.moves_of(position, baseline_moves(finder, game.state(position)))


def listed(moves):
    return sorted((move.word, move.letter, move.cell) for move in moves)


def test_known_move_list_with_the_new_letter_first_last_and_in_the_middle():
    moves = moves_of(WORDS, ("с.р", "тон", "..."), played={"тон"})
    expected = [("сыр", "ы", (0, 1)), ("сор", "о", (0, 1)), ("ор", "о", (0, 1)),
                ("стон", "т", (0, 1)), ("стон", "с", (2, 0)), ("он", "о", (2, 2))]
    for cell in ((0, 1), (2, 1)):
        expected += [("сот", "с", cell), ("сон", "с", cell), ("нос", "с", cell),
                     ("рот", "р", cell), ("ор", "р", cell), ("он", "н", cell), ("ток", "к", cell),
                     ("стон", "н", cell)]
    assert listed(moves) == sorted(expected)
    by_word = {(move.word, move.cell): move for move in moves}
    assert by_word["сыр", (0, 1)].path == ((0, 0), (0, 1), (0, 2))  # new letter in the middle
    assert by_word["нос", (0, 1)].path == ((1, 2), (1, 1), (0, 1))
    assert by_word["стон", (2, 1)].path == ((0, 0), (1, 0), (1, 1), (2, 1))
    assert [move.word for move in moves[:4]] == ["стон"] * 4  # longest first


def test_a_played_word_is_not_offered_again():
    moves = moves_of(WORDS, ("с.р", "тон", "..."), played={"тон", "сот", "ор"})
    assert not {"тон", "сот", "ор"} & {move.word for move in moves}
    assert len(moves) == 22 - 2 - 3


def test_no_word_reuses_a_cell():
    # отот and окок would need the one о (and т or к) twice.
    moves = moves_of(["ток", "отот", "окок", "кок"], ("...", "ток", "..."), played={"ток"})
    assert listed(moves) == [("кок", "к", (0, 1)), ("кок", "к", (2, 1))]
    assert all(set(move.path) == {(1, 2), (1, 1), move.cell} for move in moves)


CROSS = ("к..", ".о.", "..т")
CROSS_WORDS = ["кот", "ток", "кто", "от", "ко", "око"]
CANDIDATES = ((0, 1), (1, 0), (1, 2), (2, 1))


def test_side_by_side_paths():
    moves = moves_of(CROSS_WORDS, CROSS)
    expected = [("ко", "о", (0, 1)), ("ко", "о", (1, 0)), ("от", "о", (1, 2)), ("от", "о", (2, 1)),
                ("кто", "т", (0, 1)), ("кто", "т", (1, 0))]
    expected += [("ко", "к", cell) for cell in CANDIDATES]
    expected += [("от", "т", cell) for cell in CANDIDATES]
    assert listed(moves) == sorted(expected)


def test_diagonal_variant_paths():
    moves = moves_of(CROSS_WORDS, CROSS, diagonal=True)
    expected = [("ко", "о", (0, 1)), ("ко", "о", (1, 0)), ("от", "о", (1, 2)), ("от", "о", (2, 1)),
                ("кто", "т", (0, 1)), ("кто", "т", (1, 0)), ("кто", "к", (1, 2)),
                ("кто", "к", (2, 1)), ("око", "о", (0, 1)), ("око", "о", (1, 0))]
    for cell in CANDIDATES:  # the corners touch о only diagonally: no letter goes there
        expected += [("ко", "к", cell), ("от", "т", cell), ("кот", "т", cell), ("кот", "к", cell),
                     ("ток", "к", cell), ("ток", "т", cell)]
    assert listed(moves) == sorted(expected)


def test_minimum_length():
    moves = moves_of(CROSS_WORDS, CROSS, min_length=3)
    assert listed(moves) == [("кто", "т", (0, 1)), ("кто", "т", (1, 0))]


def test_one_letter_words_when_allowed():
    moves = moves_of(["я", "як"], ("...", ".к.", "..."), min_length=1)
    assert listed(moves) == sorted([("я", "я", cell) for cell in CANDIDATES]
                                   + [("як", "я", cell) for cell in CANDIDATES])


def test_plural_only_nouns_are_allowed_unless_forbidden(tmp_path):
    path = tmp_path / "ru.txt"
    path.write_text("сани\t3.1\tplural\nсан\t3.0\nкот\t4\n", encoding="utf-8")
    lexicon = load_lexicon([path], "ru")
    forbidden = BaldaOptions(plural_nouns=False)
    position = Position(("...", "сан", "..."), played=frozenset({"сан"}), options=forbidden)
    assert BaldaGame(lexicon, forbidden).legal_moves(position) == []
    allowed = BaldaGame(lexicon)
    plural = Position(("...", "сан", "..."), played=frozenset({"сан"}),
                      options=allowed.options)
    assert listed(allowed.legal_moves(plural)) == [("сани", "и", (0, 2)), ("сани", "и", (2, 2))]


def test_yo_is_read_as_ye_and_shown_with_yo():
    game = BaldaGame(lexicon_from_words(["ёж", "ель"], "ru"))
    moves = game.legal_moves(Position(("...", ".ж.", "...")))
    assert {(move.word, move.spelling) for move in moves} == {("еж", "ёж")}
    assert {str(move) for move in moves} == {"Е@1:2 ёж", "Е@2:1 ёж", "Е@2:3 ёж", "Е@3:2 ёж"}


def test_english_words():
    game = BaldaGame(lexicon_from_words(["cat", "cats", "scat", "act", "at"], "en"))
    position = game.new_position("cat")
    assert position.played == {"cat"}
    assert listed(game.legal_moves(position)) == [
        ("act", "t", (0, 0)), ("act", "t", (2, 0)), ("at", "a", (0, 2)), ("at", "a", (2, 2)),
        ("at", "t", (0, 1)), ("at", "t", (2, 1)), ("cats", "s", (0, 2)), ("cats", "s", (2, 2)),
        ("scat", "s", (0, 0)), ("scat", "s", (2, 0))]


def test_full_board_has_no_moves():
    game = BaldaGame(lexicon_from_words(WORDS, "ru"))
    position = Position(("сор", "тон", "рок"))
    assert game.legal_moves(position) == [] and game.is_over(position)


LETTERS = "аеиоклнстр"


@st.composite
def positions(draw):
    height, width = draw(st.integers(3, 4)), draw(st.integers(3, 5))
    cells = draw(st.lists(st.sampled_from(LETTERS + "..."), min_size=height * width,
                          max_size=height * width))
    rows = tuple("".join(cells[row * width:(row + 1) * width]) for row in range(height))
    return rows, draw(st.booleans()), draw(st.integers(1, 3))


@settings(max_examples=60, deadline=None)
@given(positions())
def test_fast_search_equals_plain_search_and_grid_solver(small_ru, case):
    rows, diagonal, min_length = case
    game = BaldaGame(small_ru.lexicon, BaldaOptions(diagonal, min_length), tries=small_ru.tries)
    some_words = {"кот", "нос", "сок", "лес", "сон"}
    position = Position(rows, played=frozenset(some_words), options=game.options)
    moves = game.legal_moves(position)
    assert all(path_is_valid(position, move) for move in moves)
    assert identities(moves) == identities(game_baseline(game, position))
    assert identities(moves) == oracle_moves(game, position)
    assert not some_words & {move.word for move in moves}


def test_cancelled_search_returns_nothing(small_ru):
    from desktop_solver.core.cancel import CancelToken

    token = CancelToken()
    token.cancel()
    assert small_ru.legal_moves(small_ru.new_position("точка"), token) == []


@pytest.mark.parametrize("diagonal, longest", [(False, {"шабала"}), (True, {"баллада"})])
def test_real_dictionary_mid_game(real_ru, diagonal, longest):
    game = BaldaGame(real_ru.lexicon, BaldaOptions(diagonal=diagonal), tries=real_ru.tries)
    position = game.parse_position(".шала/.шале/балда/..фал/.....", ["шала", "шале", "фалда"])
    moves = game.legal_moves(position)
    assert identities(moves) == identities(game_baseline(game, position))
    assert all(path_is_valid(position, move) and game.is_word(move.word) for move in moves)
    words = {move.word for move in moves}
    assert "шабала" in words and not {"балда", "шала", "фалда"} & words
    assert {move.word for move in moves if move.score == moves[0].score} == longest


def test_parsed_position_counts_the_start_word_as_played(small_ru):
    assert small_ru.parse_position("...../...../точка/...../.....").played == {"точка"}
    even = small_ru.parse_position("...../...../точка/...../...../.....")
    assert even.played == {"точка"}  # row 3 of 6: one of the two middle rows
    used = small_ru.parse_position("...../точка/...../.....", ["мама"])
    assert used.played == {"мама", "точка"}
    assert small_ru.parse_position(".т.../.очка/...../...../.....").played == set()
    # a start word shorter than the board is wide, centred in the middle row
    wide = small_ru.parse_position("......./......./......./.точка./......./......./.......")
    assert wide.played == {"точка"}
    assert small_ru.parse_position("......./......./......./т.очка./......./......./.......") \
        .played == set()


def test_the_start_words_a_position_shows():
    from desktop_solver.core.balda.rules import start_words

    assert start_words((".....", "..э..", ".дом.", ".....", ".....")) == ["дом"]
    assert start_words((".....", ".....", "д.м..", ".....", ".....")) == []
    assert start_words(("....", "рота", "кино", "....")) == ["кино", "рота"]
