"""Scoring as each game does: scores of words worked out by hand from the game's rules (the
README's "Scoring" section names the sources), tile values and bonus squares on the board."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_solver.core.board import (
    BONUSES,
    bonuses_from_names,
    parse_bonus,
    parse_bonuses,
    parse_grid,
    parse_values,
)
from desktop_solver.core.boggle import solve
from desktop_solver.core.boggle_reference import reference_solve
from desktop_solver.core.errors import InvalidGridError, InvalidValuesError
from desktop_solver.core.games import GameKind, rules_for
from desktop_solver.core.lexicon import lexicon_from_words
from desktop_solver.core.scoring import Scoring, ruzzle_length_bonus, score_path


def scores(grid, words, game, lang="en"):
    lexicon = lexicon_from_words(words, lang)
    return {hit.word: hit.score for hit in solve(grid, lexicon, rules_for(game))}


def paths(grid, words, game, lang="en"):
    lexicon = lexicon_from_words(words, lang)
    return {hit.word: hit.path for hit in solve(grid, lexicon, rules_for(game))}


# --- Wordament -----------------------------------------------------------------------------

# A Wordament "Either/or" board, values as printed on its tiles:
#   T2 R2  A2  S2
#   N2 O2  G4  G4
#   O2 U/M20 L3 A2
#   W6 R2  O2  P4
EITHER_BOARD = parse_grid("TRAS/NOGG/O[U/M]LA/WROP").with_marks(
    parse_values("2222/2244/2,20,3,2/6224", 4, 4))


def test_wordament_either_or_tile_counts_its_printed_value():
    assert scores(EITHER_BOARD, ["lugs", "gun", "moon", "ruga", "plugs"], "wordament") == {
        "lugs": 29,   # L3 + U20 + G4 + S2 = 29, 4 letters x1
        "gun": 26,    # G4 + U20 + N2 = 26
        "moon": 26,   # M20 (the same tile as M) + O2 + O2 + N2 = 26
        "ruga": 28,   # R2 + U20 + G4 + A2 = 28
        "plugs": 49,  # (P4 + L3 + U20 + G4 + S2) = 33, 5 letters x1.5 = 49.5, rounded down: 49
    }


def test_wordament_length_multipliers():
    # Every tile 1 point (typed), so a word's score is its length times the multiplier.
    grid = parse_grid("ABCD/HGFE/IJKL").with_marks(parse_values("1111/1111/1111", 3, 4))
    words = ["abc", "abcd", "abcde", "abcdef", "abcdefg", "abcdefgh", "abcdefghi"]
    assert scores(grid, words, "wordament") == {
        "abc": 3, "abcd": 4,   # 3 and 4 letters: x1
        "abcde": 7,            # 5 x 1.5 = 7.5 -> 7
        "abcdef": 12,          # 6 x 2
        "abcdefg": 14,         # 7 x 2
        "abcdefgh": 20,        # 8 x 2.5
        "abcdefghi": 22,       # 9 x 2.5 = 22.5 -> 22
    }


def test_wordament_special_tiles_without_printed_values_take_the_games_values():
    # Prefix and suffix tiles 12, either/or 20, digram AT 6; plain letters from the table.
    grid = parse_grid("[SUB-]M[-Y]/UP[A/E]/[AT]ES")
    found = scores(grid, ["sub", "subpay", "pay", "pea", "eat", "ate", "spy"], "wordament")
    assert found["sub"] == 12            # the prefix tile alone: 12, 3 letters x1
    assert found["pay"] == 4 + 20 + 12   # P4, A/E 20, -Y 12 = 36
    assert found["subpay"] == 2 * (12 + 4 + 20 + 12)  # 6 letters x2 = 96
    assert found["ate"] == 6 + 1         # AT 6, E1


def test_wordament_word_scores_by_its_best_path():
    # Two I tiles worth 2 and 3 (as in Wordament's 'Corners' boards): SIT takes the I worth 3,
    # 2 + 3 + 2 = 7, though the search meets the other I first.
    grid = parse_grid("SI/IT").with_marks(parse_values("22/32", 2, 2))
    assert scores(grid, ["sit"], "wordament") == {"sit": 7}
    assert paths(grid, ["sit"], "wordament") == {"sit": ((0, 0), (1, 0), (1, 1))}


# --- Ruzzle --------------------------------------------------------------------------------

# elzzur's demo board (pettarin/elzzur README): letters with their bonus squares
#   T(TL) R     S     N(DL)
#   O(DW) H(TW) E     I
#   C(DW) I     N     V
#   E(TL) A     D     E
RUZZLE_BOARD = parse_grid("TRSN/OHEI/CINV/EADE").with_marks(
    bonuses=parse_bonuses("1:1=TL,1:4=DL,2:1=DW,2:2=TW,3:1=DW,4:1=TL"))


def test_ruzzle_letter_and_word_multipliers_and_length_bonus():
    found = scores(RUZZLE_BOARD, ["cohesive", "heroic", "echo", "vine"], "ruzzle")
    # C4 O1 H4 E1 S1 I1 V4 E1 = 17; C and O on DW, H on TW: 17 x 2 x 2 x 3 = 204;
    # 8 letters: +20 after the multipliers = 224 (elzzur prints 224 too).
    assert found["cohesive"] == 224
    # H4 E1 R1 O1 I1 C4 = 12; H TW, O DW, C DW: 12 x 12 = 144; 6 letters +10 = 154.
    assert found["heroic"] == 154
    # E on TL: 1 x 3 = 3, C4 H4 O1: 12; C DW, H TW, O DW: 12 x 12 = 144; 4 letters, no bonus.
    assert found["echo"] == 144
    # V4 I1, N1 on DL = 2, E1: 8 by the N at 1:4 (the other N, at 3:3, would give 7).
    assert found["vine"] == 8


def test_ruzzle_double_and_triple_letter():
    assert scores(parse_grid("CAT").with_marks(bonuses=parse_bonuses("1:1=DL")), ["cat"],
                  "ruzzle") == {"cat": 4 * 2 + 1 + 1}  # C4 on DL = 8, A1, T1 = 10
    assert scores(parse_grid("CAT").with_marks(bonuses=parse_bonuses("1:3=TL")), ["cat"],
                  "ruzzle") == {"cat": 4 + 1 + 1 * 3}  # T1 on TL = 3: 8


def test_ruzzle_takes_two_letter_words_and_adds_five_a_letter_past_four():
    assert rules_for("ruzzle").min_length == 2
    assert [ruzzle_length_bonus(n) for n in range(2, 11)] == [0, 0, 0, 5, 10, 15, 20, 25, 30]
    # Q10 U2 I1 E1 T1 = 15, +5 for five letters.
    # Q10 U2: 12.
    assert scores(parse_grid("QUIET"), ["quiet", "qu"], "ruzzle") == {"quiet": 20, "qu": 12}


def test_ruzzle_russian_board_uses_the_russian_table():
    # к2 о1 т1 (the Эрудит values stand in for Russian Ruzzle): 4; ×2 word (DW on т): 8.
    grid = parse_grid("КОТ").with_marks(bonuses=parse_bonuses("1:3=DW"))
    assert scores(grid, ["кот"], "ruzzle", "ru") == {"кот": 8}


def test_ruzzle_values_the_letter_yo_as_its_own():
    # ё is worth 3 in the Эрудит table, е 1, though the search folds ё into е: ёж 3 + 5 = 8.
    assert scores(parse_grid("ЁЖ"), ["ёж"], "ruzzle", "ru") == {"ёж": 8}
    assert scores(parse_grid("ЕЖ"), ["ёж"], "ruzzle", "ru") == {"ёж": 6}


# --- Словомания and «Слово за слово»: the corner flags --------------------------------------

# The corpus's Russian 5x5 board with its four flags: ×3 on В (2:1), c2 on О (2:5),
# c3 on Б (4:3), ×2 on К (5:4).
FLAGS = "2:1=×3,2:5=c2,4:3=c3,5:4=×2"
FLAG_BOARD = parse_grid("КИАТЯ/ВАШБО/ЕТТРЯ/ЛАБОС/ЧОНКО").with_marks(bonuses=parse_bonuses(FLAGS))
RUSSIAN = ["вата", "бот", "кон", "тяга"]


def test_wordsmania_point_a_letter_with_flags():
    assert scores(FLAG_BOARD, RUSSIAN, "wordsmania", "ru") == {
        "вата": 3 + 1 + 1 + 1,  # В on ×3: 1 x 3; А Т А a point each = 6
        "бот": 3 * 3,           # Б on c3 multiplies the word: (1 + 1 + 1) x 3 = 9
        "кон": 2 + 1 + 1,       # К on ×2: 2; О Н: 4
    }


def test_word_by_word_letter_worth_its_place_with_flags():
    assert scores(FLAG_BOARD, RUSSIAN, "wordbyword", "ru") == {
        "вата": 1 * 3 + 2 + 3 + 4,  # В first (1) on ×3: 3; А 2, Т 3, А 4 = 12
        "бот": (1 + 2 + 3) * 3,     # c3 on Б: 6 x 3 = 18
        "кон": 1 * 2 + 2 + 3,       # К first on ×2: 2; О 2, Н 3 = 7
    }


def test_word_by_word_the_help_pages_example():
    # «слово»: 1+2+3+4+5 = 15; ×2 on В: 4 -> 8, 19; with c3 on С: 19 x 3 = 57.
    plain = parse_grid("СЛОВО")
    assert scores(plain, ["слово"], "wordbyword", "ru") == {"слово": 15}
    letter = plain.with_marks(bonuses=parse_bonuses("1:4=×2"))
    assert scores(letter, ["слово"], "wordbyword", "ru") == {"слово": 19}
    word = plain.with_marks(bonuses=parse_bonuses("1:3=c2"))
    assert scores(word, ["слово"], "wordbyword", "ru") == {"слово": 30}
    both = plain.with_marks(bonuses=parse_bonuses("1:4=×2,1:1=c3"))
    assert scores(both, ["слово"], "wordbyword", "ru") == {"слово": 57}


def test_marks_a_game_does_not_have_are_ignored():
    # A Wordament value on a Словомания board, a Ruzzle badge on a Wordament board.
    grid = parse_grid("CAT").with_marks(parse_values("9,9,9", 1, 3), parse_bonuses("1:1=TW"))
    # a point a letter: Ruzzle's TW is no Словомания flag (its own c3 is)
    assert scores(grid, ["cat"], "wordsmania") == {"cat": 3}
    flagged = parse_grid("CAT").with_marks(None, parse_bonuses("1:1=c3"))
    assert scores(flagged, ["cat"], "wordsmania") == {"cat": 3 * 3}
    assert scores(flagged, ["cat"], "ruzzle") == {"cat": 6}           # no c3 in Ruzzle
    assert scores(grid, ["cat"], "wordament") == {"cat": 27}          # 9 + 9 + 9, no TW
    assert scores(grid, ["cat"], "ruzzle") == {"cat": 27 * 3}         # both


def test_score_path_sums_letter_factors_before_word_factors():
    # (points, letters, letter factor, word factor) per tile
    steps = [(4, 1, 2, 1), (1, 1, 1, 3), (1, 1, 1, 1)]
    assert score_path(Scoring.RUZZLE, steps) == (8 + 1 + 1) * 3
    assert score_path(Scoring.POSITION, steps) == (1 * 2 + 2 + 3) * 3


# --- Typing values and bonus squares -------------------------------------------------------

def test_values_typed_like_the_board():
    assert parse_values("4113/1112", 2, 4) == ((4, 1, 1, 3), (1, 1, 1, 2))
    assert parse_values("3,4,12,2\n6 . 4 2", 2, 4) == ((3, 4, 12, 2), (6, None, 4, 2))


@pytest.mark.parametrize("text, code", [
    ("4113", "values.rows"),
    ("411/1112", "values.row_length"),
    ("41a3/1112", "values.not_number"),
    ("4,1,1,-3/1112", "values.not_number"),
    ("4,1,1,1000/1112", "values.not_number"),
])
def test_bad_values_name_the_problem(text, code):
    with pytest.raises(InvalidValuesError) as error:
        parse_values(text, 2, 4)
    assert error.value.code == code
    assert isinstance(error.value, InvalidGridError)


def test_bonus_names_as_people_type_them():
    assert parse_bonus("dw") is BONUSES["DW"]
    assert parse_bonus("x2") is parse_bonus("×2") is parse_bonus("х2")  # Latin x, Cyrillic х
    assert parse_bonus("C3") is parse_bonus("с3") is BONUSES["c3"]      # Latin c, Cyrillic с
    assert parse_bonuses("1:1=DW 2:4=tl") == {(0, 0): BONUSES["DW"], (1, 3): BONUSES["TL"]}


@pytest.mark.parametrize("text, code", [
    ("1:1=QQ", "bonus.unknown"),
    ("1-1=DW", "bonus.format"),
    ("0:1=DW", "bonus.format"),
    ("1:1=DW,1:1=TL", "bonus.twice"),
])
def test_bad_bonuses_name_the_problem(text, code):
    with pytest.raises(InvalidValuesError) as error:
        parse_bonuses(text)
    assert error.value.code == code


def test_marks_live_on_the_grid():
    grid = parse_grid("CAT/DOG").with_marks(parse_values("3.2/...", 2, 3),
                                            parse_bonuses("2:3=TW"))
    assert grid.values == ((3, None, 2), (None, None, None))
    assert grid.bonuses == (("", "", ""), ("", "", "TW"))
    assert grid.has_marks and not parse_grid("CAT/DOG").has_marks
    assert grid.to_text() == "CAT/DOG"
    # The grid of names round-trips (what the screenshot reader's JSON gives).
    plain = parse_grid("CAT/DOG")
    assert plain.with_marks(grid.values, bonuses_from_names(grid.bonuses)) == grid
    with pytest.raises(InvalidValuesError) as error:
        grid.with_marks(bonuses=parse_bonuses("3:1=DW"))
    assert error.value.code == "bonus.off_board"


def test_which_games_print_values_and_bonus_squares():
    printed = {kind for kind in GameKind if rules_for(kind).tile_values}
    squares = {kind for kind in GameKind if rules_for(kind).bonus_squares}
    assert printed == {GameKind.WORDAMENT, GameKind.RUZZLE}
    assert squares == {GameKind.RUZZLE, GameKind.WORDSMANIA, GameKind.WORDBYWORD}


# --- Best path: the fast solver against the reference solver, scored here by hand ----------

PROPERTY_LETTERS = "abesrt"
PROPERTY_WORDS = sorted({"bat", "bet", "best", "rest", "tea", "seat", "tree", "ate", "tease",
                         "beast", "bests", "resets", "starts", "treats", "abets", "eat", "sat",
                         "tab", "rat", "art", "tar", "star", "rats", "arts", "stare", "tears"})
PROPERTY_LEXICON = lexicon_from_words(PROPERTY_WORDS, "en")


@st.composite
def marked_grids(draw):
    height, width = draw(st.integers(2, 4)), draw(st.integers(2, 4))
    letters = [[draw(st.sampled_from(PROPERTY_LETTERS)) for _ in range(width)]
               for _ in range(height)]
    values = [[draw(st.integers(1, 9)) for _ in range(width)] for _ in range(height)]
    bonuses = {(row, col): BONUSES[name] for row in range(height) for col in range(width)
               if (name := draw(st.sampled_from(["", "", "", "DL", "TL", "DW", "TW"])))}
    grid = parse_grid("/".join("".join(row) for row in letters))
    return grid.with_marks(values, bonuses), values, bonuses


def by_hand(game, path, values, bonuses):
    """The rules written out again, plainly: Ruzzle or Wordament, one letter a tile."""
    length = len(path)
    if game == "wordament":
        total = sum(values[row][col] for row, col in path)
        numerator, denominator = {5: (3, 2), 6: (2, 1), 7: (2, 1)}.get(
            length, (5, 2) if length >= 8 else (1, 1))
        return total * numerator // denominator
    total, word = 0, 1
    for row, col in path:
        bonus = bonuses.get((row, col))
        total += values[row][col] * (bonus.letter if bonus else 1)
        word *= bonus.word if bonus else 1
    return total * word + 5 * max(0, length - 4)


@settings(max_examples=100, deadline=None)
@given(board=marked_grids(), game=st.sampled_from(["ruzzle", "wordament"]))
def test_each_word_scores_its_best_path(board, game):
    grid, values, bonuses = board
    rules = rules_for(game)
    expected = {word: max(by_hand(game, path, values, bonuses) for path in paths)
                for word, paths in reference_solve(grid, PROPERTY_WORDS, rules).items()}
    hits = list(solve(grid, PROPERTY_LEXICON, rules))
    assert {hit.word: hit.score for hit in hits} == expected
    for hit in hits:  # the path shown is one that scores that much
        assert by_hand(game, hit.path, values, bonuses) == hit.score


def test_the_value_a_game_prints_on_a_tile():
    from desktop_solver.core.scoring import printed_value

    grid = parse_grid("C[QU]./ABC").with_marks(((None, 9, None), (None, None, None)))
    c, qu, blocked = grid.rows[0]
    assert printed_value(Scoring.WORDAMENT, c, "en") == 3  # Wordament's usual C
    assert printed_value(Scoring.RUZZLE, c, "en") == 4  # Ruzzle's
    assert printed_value(Scoring.RUZZLE, qu, "en") == 9  # its own printed value
    assert printed_value(Scoring.RUZZLE, blocked, "en") is None
    assert printed_value(Scoring.LENGTH, c, "ru") is None  # Словомания prints none


def test_each_game_names_its_own_bonus_squares():
    assert Scoring.RUZZLE.bonus_names == ("DL", "TL", "DW", "TW")
    assert Scoring.LENGTH.bonus_names == ("×2", "×3", "c2", "c3")
    assert Scoring.WORDAMENT.bonus_names == ()
