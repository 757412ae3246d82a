"""The Boggle game against the computer: every rule and its order, scores, the computer's turn,
and the dice and random boards it is dealt."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_solver.core.board import are_adjacent, parse_grid
from desktop_solver.core.boggle import solve
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.dice import (
    BIG_BOGGLE_DICE,
    BIG_RUSSIAN_DICE,
    CLASSIC_DICE,
    RUSSIAN_DICE,
    dice_for,
    dice_from_frequencies,
    letter_counts,
    random_board,
)
from desktop_solver.core.errors import IllegalMoveError, InvalidGridError
from desktop_solver.core.game import BoggleGame, Verdict, VerdictKind
from desktop_solver.core.games import rules_for
from desktop_solver.core.lexicon import lexicon_from_words

# CATS      Words of 4+ letters on this board: bead, coat, coats, coda, dogs, goat, goats, togs,
# XDOG      cats. In the dictionary but not on the board: scat, cast, gods, toga, face, zebra.
# ABCD
# EFGH
BOARD = "CATS/XDOG/ABCD/EFGH"
WORDS = ["cat", "cats", "scat", "cast", "coat", "coats", "goat", "goats", "dogs", "gods", "toga",
         "togs", "coda", "bead", "face", "zebra", "dog"]
ON_BOARD = {"bead", "cats", "coat", "coats", "coda", "dogs", "goat", "goats", "togs"}


@pytest.fixture
def game():
    return BoggleGame(parse_grid(BOARD), lexicon_from_words(WORDS, "en"))


def kinds(game, *guesses):
    return [game.guess(word).kind for word in guesses]


def assert_traces(grid, word, path):
    assert len(set(path)) == len(path)
    assert all(are_adjacent(a, b) for a, b in zip(path, path[1:]))
    assert "".join(grid.rows[row][col].options[0] for row, col in path) == word


# The rules, one by one and in order.

def test_accepted_word_scores_length_minus_three_and_has_its_path(game):
    assert game.guess("cats") == Verdict(VerdictKind.ACCEPTED, "cats", 1,
                                         ((0, 0), (0, 1), (0, 2), (0, 3)))
    verdict = game.guess("coats")
    assert (verdict.kind, verdict.points, verdict.accepted) == (VerdictKind.ACCEPTED, 2, True)
    assert verdict.path == ((2, 2), (1, 2), (0, 1), (0, 2), (0, 3))
    assert game.player_words == ("cats", "coats")
    assert game.player_score == 3


def test_too_short_comes_first_even_for_a_non_word_or_a_word_on_the_board(game):
    assert kinds(game, "xyz", "cat", "dog", "a", "") == [VerdictKind.TOO_SHORT] * 5
    assert game.guess("xyz") == Verdict(VerdictKind.TOO_SHORT, "xyz")


def test_not_a_word_comes_before_not_on_board(game):
    # "tsgo" is on no path either; "doat" is on the board but not in this dictionary.
    assert kinds(game, "tsgo", "doat", "cats!", "ca ts") == [VerdictKind.NOT_A_WORD] * 4


def test_not_on_board(game):
    assert kinds(game, "scat", "cast", "gods", "toga", "face", "zebra") == \
        [VerdictKind.NOT_ON_BOARD] * 6
    assert game.player_words == () and game.player_score == 0


def test_already_found_only_after_the_other_rules(game):
    assert game.guess("goat").accepted
    assert game.guess("goat") == Verdict(VerdictKind.ALREADY_FOUND, "goat", 0,
                                         ((1, 3), (1, 2), (0, 1), (0, 2)))
    assert game.guess("goat").kind is VerdictKind.ALREADY_FOUND
    assert game.player_words == ("goat",) and game.player_score == 1


def test_guesses_are_case_insensitive_and_echoed_in_lower_case(game):
    assert game.guess("CaTs") == Verdict(VerdictKind.ACCEPTED, "cats", 1,
                                         ((0, 0), (0, 1), (0, 2), (0, 3)))
    assert game.guess("CATS") == Verdict(VerdictKind.ALREADY_FOUND, "cats", 0,
                                         ((0, 0), (0, 1), (0, 2), (0, 3)))
    assert game.guess("  Dogs\n").word == "dogs"
    assert game.guess("ZEBRA") == Verdict(VerdictKind.NOT_ON_BOARD, "zebra")
    assert game.guess("TSGO") == Verdict(VerdictKind.NOT_A_WORD, "tsgo")
    assert game.guess("XyZ") == Verdict(VerdictKind.TOO_SHORT, "xyz")
    assert game.player_words == ("cats", "dogs")


# The computer's turn.

def test_computer_takes_every_word_the_player_missed_alphabetically(game):
    game.guess("cats")
    game.guess("goats")
    assert [hit.word for hit in game.computer_words()] == \
        ["bead", "coat", "coats", "coda", "dogs", "goat", "togs"]
    assert game.computer_score() == 8
    assert [hit.word for hit in game.board_words()] == sorted(ON_BOARD)


def test_computer_turn_is_the_engine_solve_with_the_classroom_rules(game):
    game.guess("dogs")
    engine = {hit.word: hit for hit in solve(game.grid, game.lexicon, rules_for("lab"))}
    assert {hit.word: hit for hit in game.computer_words()} == \
        {word: hit for word, hit in engine.items() if word != "dogs"}


def test_computer_words_on_a_board_without_words():
    game = BoggleGame(parse_grid("XXX/XXX/XXX"), lexicon_from_words(WORDS, "en"))
    assert game.guess("cats").kind is VerdictKind.NOT_ON_BOARD
    assert game.computer_words() == [] and game.computer_score() == 0
    assert game.board_words() == []


def test_the_computer_gets_nothing_when_the_player_found_everything(game):
    for word in sorted(ON_BOARD):
        assert game.guess(word).accepted
    assert game.computer_words() == [] and game.computer_score() == 0
    assert game.player_score == 11


# Finishing, paths, preparation.

def test_finish_ends_the_guessing(game):
    game.guess("cats")
    assert not game.finished
    game.finish()
    assert game.finished
    with pytest.raises(IllegalMoveError, match="'coat'"):
        game.guess("coat")
    assert game.player_words == ("cats",)
    assert len(game.computer_words()) == 8


def test_path_of_a_word(game):
    assert game.path_of("DOGS") in {((1, 1), (1, 2), (1, 3), (0, 3)),
                                    ((2, 3), (1, 2), (1, 3), (0, 3))}
    assert game.path_of("scat") is None
    assert game.path_of("cat") is None  # too short for the rules, so never on the board


def test_prepare_can_be_cancelled_and_run_again(game):
    token = CancelToken()
    token.cancel()
    assert game.prepare(token) is False
    assert game.prepare() is True
    assert game.guess("bead").accepted


def test_board_and_dictionary_must_share_a_language():
    with pytest.raises(InvalidGridError, match="'ru'"):
        BoggleGame(parse_grid("КОТ"), lexicon_from_words(WORDS, "en"))


def test_other_rules_change_the_length_limit_and_the_score():
    game = BoggleGame(parse_grid(BOARD), lexicon_from_words(WORDS, "en"), rules_for("boggle"))
    assert game.guess("dog").kind is VerdictKind.ACCEPTED
    assert game.guess("goats").points == 2


def test_multi_letter_tile_counts_its_letters():
    game = BoggleGame(parse_grid("[QU]IT/ZZE"), lexicon_from_words(["quit", "quite", "qit"], "en"))
    assert game.guess("quit") == Verdict(VerdictKind.ACCEPTED, "quit", 1, ((0, 0), (0, 1), (0, 2)))
    assert game.guess("quite").points == 2


def test_russian_yo_is_found_through_ye_and_keeps_its_spelling():
    lexicon = lexicon_from_words(["ёлка", "кол", "лото", "лоток"], "ru")
    grid = parse_grid("ЕЛК/ОАЬ/ТОР", "ru")
    game = BoggleGame(grid, lexicon)
    assert [hit.word for hit in game.computer_words()] == ["ёлка", "лото"]  # ё sorts as е
    assert game.guess("ЕЛКА") == Verdict(VerdictKind.ACCEPTED, "елка", 1,
                                         ((0, 0), (0, 1), (0, 2), (1, 1)))
    assert game.guess("ёлка").kind is VerdictKind.ALREADY_FOUND
    assert game.guess("кол").kind is VerdictKind.TOO_SHORT
    assert game.guess("лоток").kind is VerdictKind.NOT_ON_BOARD
    assert game.player_words == ("елка",)
    assert [hit.word for hit in game.player_hits] == ["ёлка"]
    assert [hit.word for hit in game.computer_words()] == ["лото"]


# Against a plain oracle written here: rules 1-4 on random boards.

ORACLE_LETTERS = "aest"
ORACLE_WORDS = sorted({
    "".join(random.Random(seed).choice(ORACLE_LETTERS)
            for _ in range(random.Random(seed).randint(3, 6)))
    for seed in range(600)
} | {"seat", "teas", "east", "eats", "sate", "tease", "state", "taste"})
ORACLE_LEXICON = lexicon_from_words(ORACLE_WORDS, "en")


def traceable(rows, word):
    height, width = len(rows), len(rows[0])

    def walk(row, col, rest, used):
        if rows[row][col] != rest[0]:
            return False
        if len(rest) == 1:
            return True
        used = used | {(row, col)}
        return any(walk(r, c, rest[1:], used)
                   for r in range(max(0, row - 1), min(height, row + 2))
                   for c in range(max(0, col - 1), min(width, col + 2))
                   if (r, c) not in used)

    return any(walk(r, c, word, frozenset()) for r in range(height) for c in range(width))


@settings(max_examples=60, deadline=None)
@given(rows=st.integers(1, 4).flatmap(lambda side: st.lists(
           st.text(ORACLE_LETTERS, min_size=side, max_size=side), min_size=side, max_size=side)),
       guesses=st.lists(st.one_of(st.sampled_from(ORACLE_WORDS),
                                  st.text(ORACLE_LETTERS + "AE", min_size=0, max_size=6)),
                        max_size=25))
def test_verdicts_and_computer_turn_match_a_plain_oracle(rows, guesses):
    game = BoggleGame(parse_grid("/".join(rows), "en"), ORACLE_LEXICON)
    words = set(ORACLE_WORDS)
    found: list[str] = []
    for guess in guesses:
        word = guess.lower()
        if len(word) < 4:
            expected = VerdictKind.TOO_SHORT
        elif word not in words:
            expected = VerdictKind.NOT_A_WORD
        elif not traceable(rows, word):
            expected = VerdictKind.NOT_ON_BOARD
        elif word in found:
            expected = VerdictKind.ALREADY_FOUND
        else:
            expected = VerdictKind.ACCEPTED
            found.append(word)
        verdict = game.guess(guess)
        assert (verdict.kind, verdict.word) == (expected, word)
        if verdict.path:
            assert_traces(game.grid, word, verdict.path)
    assert game.player_words == tuple(found)
    assert game.player_score == sum(len(word) - 3 for word in found)
    remaining = sorted(word for word in words
                       if len(word) >= 4 and word not in found and traceable(rows, word))
    assert [hit.word for hit in game.computer_words()] == remaining
    assert game.computer_score() == sum(len(word) - 3 for word in remaining)


# Dice and random boards.

@pytest.mark.parametrize("dice, count", [(CLASSIC_DICE, 16), (BIG_BOGGLE_DICE, 25),
                                         (RUSSIAN_DICE, 16), (BIG_RUSSIAN_DICE, 25)])
def test_dice_sets_have_one_six_faced_die_per_cell(dice, count):
    assert len(dice) == count
    assert all(len(die) == 6 and die.isalpha() and die.isupper() for die in dice)


def test_dice_sets_by_language_and_size():
    assert dice_for("en", 4) is CLASSIC_DICE and dice_for("en", 5) is BIG_BOGGLE_DICE
    assert dice_for("ru", 4) is RUSSIAN_DICE and dice_for("ru", 5) is BIG_RUSSIAN_DICE
    assert dice_for("en", 6) is None and dice_for("ru", 3) is None
    assert set("".join(CLASSIC_DICE)) == set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    assert set("".join(RUSSIAN_DICE)) | set("".join(BIG_RUSSIAN_DICE)) <= \
        set("АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ")


def test_russian_dice_follow_the_bundled_russian_list(bundled_ru):
    counts = letter_counts(bundled_ru)
    assert set(counts) == set("абвгдежзийклмнопрстуфхцчшщъыьэюя")  # ё is folded into е
    assert dice_from_frequencies(counts, 16) == RUSSIAN_DICE
    assert dice_from_frequencies(counts, 25) == BIG_RUSSIAN_DICE


def test_letter_counts_count_each_letter_of_each_word():
    lexicon = lexicon_from_words(["cat", "cats", "act", "tact"], "en")
    assert letter_counts(lexicon) == {"a": 4, "c": 4, "t": 5, "s": 1}
    lexicon.ban("tact")
    assert letter_counts(lexicon) == {"a": 3, "c": 3, "t": 3, "s": 1}


def test_dice_from_frequencies_gives_each_letter_a_face_and_the_rest_by_frequency():
    # 12 faces: one per letter, then 8 by Sainte-Laguë (e e t e e t e e): e 7, t 3, a 1, z 1;
    # dealt round-robin in frequency order: e e e t | e e t a | e e t z.
    assert dice_from_frequencies({"e": 60, "t": 30, "a": 9, "z": 1}, 3, faces=4) == \
        ("AEET", "EEET", "EETZ")
    assert dice_from_frequencies({"b": 1, "a": 1}, 1, faces=2) == ("AB",)
    with pytest.raises(ValueError):
        dice_from_frequencies({"a": 1, "b": 1, "c": 1}, 1, faces=2)


def test_derived_dice_never_repeat_a_letter_on_a_die(bundled_en):
    _, english = bundled_en
    for dice in (RUSSIAN_DICE, BIG_RUSSIAN_DICE, dice_from_frequencies(letter_counts(english), 16)):
        assert all(len(set(die)) == 6 for die in dice)


def dice_match(letters, dice):
    """True when each cell's letter can come from its own die (a perfect matching)."""
    owner: dict[int, int] = {}

    def place(cell, seen):
        for die, faces in enumerate(dice):
            if letters[cell] in faces and die not in seen:
                seen.add(die)
                if die not in owner or place(owner[die], seen):
                    owner[die] = cell
                    return True
        return False

    return all(place(cell, set()) for cell in range(len(letters)))


@pytest.mark.parametrize("lang, size, dice", [("en", 4, CLASSIC_DICE), ("en", 5, BIG_BOGGLE_DICE),
                                              ("ru", 4, RUSSIAN_DICE), ("ru", 5, BIG_RUSSIAN_DICE)])
def test_random_boards_roll_each_die_once(lang, size, dice):
    lexicon = lexicon_from_words(["кот"] if lang == "ru" else ["cat"], lang)
    for seed in range(30):
        grid = random_board(size, lexicon, random.Random(seed))
        assert (grid.height, grid.width, grid.lang) == (size, size, lang)
        letters = [tile.text for tile in grid.tiles]
        assert dice_match(letters, dice), grid.to_text()


def test_a_die_lands_on_every_cell_in_turn():
    lexicon = lexicon_from_words(["cat"], "en")
    # The HLNNRZ die is the only one with Z: over many deals Z shows up on every cell.
    cells_with_z = set()
    for seed in range(1500):
        grid = random_board(4, lexicon, random.Random(seed))
        cells_with_z |= {cell for cell, tile in enumerate(grid.tiles) if tile.text == "Z"}
        assert sum(tile.text in "JZ" for tile in grid.tiles) <= 2  # one die each
    assert cells_with_z == set(range(16))


def test_random_boards_are_reproducible_with_a_seed():
    lexicon = lexicon_from_words(["cat", "dog"], "en")
    for size in (3, 4, 5, 7):
        first = random_board(size, lexicon, random.Random(42)).to_text()
        assert random_board(size, lexicon, random.Random(42)).to_text() == first
        others = {random_board(size, lexicon, random.Random(seed)).to_text() for seed in range(5)}
        assert len(others) > 1


def test_other_sizes_draw_letters_by_the_dictionarys_frequencies():
    lexicon = lexicon_from_words(["aaaa", "aaab"], "en")  # a: 7 of 8 letters, b: 1
    grid = random_board(10, lexicon, random.Random(1))
    letters = [tile.text for tile in grid.tiles]
    assert set(letters) == {"A", "B"}
    assert 70 <= letters.count("A") <= 97
    single = random_board(3, lexicon_from_words(["zzzz"], "en"), random.Random(0))
    assert single.to_text() == "ZZZ/ZZZ/ZZZ"
    russian = random_board(2, lexicon_from_words(["ёж"], "ru"), random.Random(0))
    assert set(russian.to_text()) <= set("ЕЖ/") and russian.lang == "ru"


@pytest.mark.parametrize("size", [0, -1, 31])
def test_random_board_size_limits(size):
    with pytest.raises(InvalidGridError, match=f"board size {size}"):
        random_board(size, lexicon_from_words(["cat"], "en"), random.Random(0))
