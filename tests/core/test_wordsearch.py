"""Word search: solving with and without a word list, the bending-path variant, and the
generator (round trip, directions, fill, repeats, bad input)."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_solver.core.alphabet import alphabet_for
from desktop_solver.core.boggle import solve as boggle_solve
from desktop_solver.core.errors import InvalidGridError, InvalidLettersError, PlacementError
from desktop_solver.core.games import rules_for
from desktop_solver.core.lexicon import lexicon_from_words
from desktop_solver.core.wordsearch import (
    Direction,
    check_words,
    entry_key,
    grid_lines,
    list_entries,
    parse_wordsearch,
    solve_any_path,
    solve_dictionary,
    solve_list,
)
from desktop_solver.core.wordsearch_generate import (
    Difficulty,
    generate,
    letter_weights,
    parse_size,
)

CAT_DOG = parse_wordsearch("cat/dog/ead")
SMALL = lexicon_from_words(["cat", "cod", "dog", "toe", "god", "doc", "act", "tad", "ado", "goat",
                            "at", "ta", "dad", "a"], "en")


def where(result):
    return {item.word: (item.path, item.direction.name if item.direction else None, item.count)
            for item in result.found}


# --- solving with a list ------------------------------------------------------------------

def test_known_puzzle_with_a_word_list():
    result = solve_list(CAT_DOG, ["cat", "cod", "dog", "toe", "god", "doc", "bird", "ado"])
    assert where(result) == {
        "cat": (((0, 0), (0, 1), (0, 2)), "E", 1),
        "cod": (((0, 0), (1, 1), (2, 2)), "SE", 1),
        "dog": (((1, 0), (1, 1), (1, 2)), "E", 1),
        "toe": (((0, 2), (1, 1), (2, 0)), "SW", 1),
        "god": (((1, 2), (1, 1), (1, 0)), "W", 1),
        "doc": (((2, 2), (1, 1), (0, 0)), "NW", 1),
    }
    assert [item.word for item in result.found] == ["cat", "cod", "dog", "toe", "god", "doc"]
    assert result.missing == ("bird", "ado")


def test_every_direction_found():
    grid = parse_wordsearch("ABC/DEF/GHI")
    words = {"abc": "E", "cba": "W", "adg": "S", "gda": "N", "aei": "SE", "ceg": "SW",
             "gec": "NE", "iea": "NW"}
    assert {word: direction for word, (_, direction, _) in where(solve_list(grid, words)).items()
            } == words
    assert {direction.name for direction in Direction} == set(words.values())
    assert Direction.SW.label == "down-left" and Direction.SW.reverse is Direction.NE


def test_words_found_more_than_once_say_so():
    result = solve_list(parse_wordsearch("CATXCAT/AZZZZZZ/TZZZZZZ"), ["cat"])
    [cat] = result.found
    assert cat.count == 3
    assert {placement.path[0] for placement in cat.placements} == {(0, 0), (0, 4)}
    assert {placement.direction for placement in cat.placements} == {Direction.E, Direction.S}


def test_palindromes_and_single_letters_count_once():
    result = solve_list(parse_wordsearch("LEVEL/XXXXX"), ["level", "v"])
    assert {item.word: item.count for item in result.found} == {"level": 1, "v": 1}


def test_gaps_break_words():
    result = solve_list(parse_wordsearch("CA.T/CATZ"), ["cat"])
    assert where(result) == {"cat": (((1, 0), (1, 1), (1, 2)), "E", 1)}


def test_words_are_checked_and_deduplicated():
    assert check_words(["Cat", "CAT", " dog "], alphabet_for("en")) == ["cat", "dog"]
    assert check_words(["KOT", "кот"], alphabet_for("ru")) == ["кот"]
    assert list_entries("cat, dog;bird\nfish # comment\n# all comment") == [
        "cat", "dog", "bird", "fish"]
    # A space is not a separator: a phrase stays one entry, looked for by its letters.
    assert list_entries("curling iron, c a t") == ["curling iron", "c a t"]
    assert [entry_key(entry) for entry in list_entries("ice-cream; rock 'n' roll")] == [
        "icecream", "rocknroll"]
    with pytest.raises(InvalidLettersError, match=r"word 'ca-t': '-' is not a letter"):
        solve_list(CAT_DOG, ["ca-t"])
    with pytest.raises(InvalidLettersError, match="word list is empty"):
        solve_list(CAT_DOG, [" "])


def test_cyrillic_grid_with_yo():
    grid = parse_wordsearch("ЁЖИК/ОКНО/ТЕСТ")
    result = solve_list(grid, ["ежик", "ТЕСТ", "кот", "окно", "ток", "кит"])
    assert where(result) == {
        "ежик": (((0, 0), (0, 1), (0, 2), (0, 3)), "E", 1),
        "тест": (((2, 0), (2, 1), (2, 2), (2, 3)), "E", 1),
        "кот": (((0, 3), (1, 3), (2, 3)), "S", 1),
        "окно": (((1, 0), (1, 1), (1, 2), (1, 3)), "E", 1),
        "ток": (((2, 3), (1, 3), (0, 3)), "N", 1),
    }
    assert result.missing == ("кит",)


def test_grid_limits_and_tiles():
    assert parse_wordsearch("\n".join(["A" * 60] * 60)).height == 60
    with pytest.raises(InvalidGridError, match="expected each side 1..60"):
        parse_wordsearch("\n".join(["A" * 61] * 3))
    with pytest.raises(InvalidGridError, match="one letter per cell"):
        parse_wordsearch("A[QU]/BC")
    with pytest.raises(InvalidGridError, match="row 2 has 2 tiles, expected 3"):
        parse_wordsearch("ABC/DE")


# --- solving without a list ---------------------------------------------------------------

def test_known_puzzle_with_the_dictionary():
    found = list(solve_dictionary(CAT_DOG, SMALL, min_length=3))
    assert [item.word for item in found] == ["cat", "cod", "doc", "dog", "god", "toe"]
    assert {item.word for item in solve_dictionary(CAT_DOG, SMALL, min_length=2)} == {
        "cat", "cod", "doc", "dog", "god", "toe", "at", "ta"}
    assert list(solve_dictionary(CAT_DOG, SMALL)) == []  # default: at least 4 letters
    with pytest.raises(InvalidLettersError):
        list(solve_dictionary(CAT_DOG, SMALL, min_length=0))


def test_dictionary_words_keep_their_spelling_and_frequency():
    lexicon = lexicon_from_words(["ёжик", "ёж"], "ru")
    [item] = solve_dictionary(parse_wordsearch("ЕЖИК/ЗЗЗЗ"), lexicon)
    assert item.word == "ёжик" and item.direction is Direction.E


def straight_reference(grid, words, min_length):
    """Every word of `words` along a slice of any line: plain string slicing."""
    keys = set(words)
    found = Counter()
    for direction in Direction:
        for cells in grid_lines(grid.height, grid.width, direction):
            text = "".join(grid.tile_at(cell).options[0] for cell in cells)
            for start in range(len(text)):
                for end in range(start + min_length, len(text) + 1):
                    if text[start:end] in keys:
                        found[text[start:end]] += 1
    return found


@settings(max_examples=40, deadline=None)
@given(rows=st.integers(1, 7), cols=st.integers(1, 7), seed=st.integers(0, 10**6),
       min_length=st.integers(1, 3))
def test_dictionary_search_matches_plain_slicing(rows, cols, seed, min_length):
    rng = random.Random(seed)
    grid = parse_wordsearch("/".join("".join(rng.choice("abcdeot") for _ in range(cols))
                                     for _ in range(rows)))
    words = ["a", "at", "to", "toe", "dot", "cab", "bead", "dead", "ada", "oo", "abba", "ee"]
    lexicon = lexicon_from_words(words, "en")
    expected = straight_reference(grid, words, min_length)
    found = {item.word: item for item in solve_dictionary(grid, lexicon, min_length)}
    assert set(found) == set(expected)
    for word, item in found.items():
        # A palindrome is met twice per place (once each way), a letter 8 times, yet counted once.
        for placement in item.placements:
            text = "".join(grid.tile_at(grid.cell(*cell)).options[0] for cell in placement.path)
            assert text == word
        assert len({frozenset(p.path) for p in item.placements}) == item.count


# --- bending paths: the grid solver's job -------------------------------------------------

def test_any_path_reuses_the_grid_solver():
    result = solve_any_path(CAT_DOG, SMALL, min_length=3)
    expected = {hit.word: hit.path for hit in boggle_solve(CAT_DOG, SMALL, rules_for(min_length=3))}
    assert {item.word: item.path for item in result.found} == expected
    assert "goat" in expected and all(item.direction is None for item in result.found)


def test_any_path_with_a_word_list():
    result = solve_any_path(CAT_DOG, words=["goat", "cat", "fish"])
    assert {item.word: item.path for item in result.found} == {
        "goat": ((1, 2), (1, 1), (0, 1), (0, 2)), "cat": ((0, 0), (0, 1), (0, 2))}
    assert result.missing == ("fish",)


# --- the generator ------------------------------------------------------------------------

FRUIT = ["apple", "banana", "cherry", "grape", "lemon", "mango", "orange", "peach", "pear",
         "plum", "kiwi", "lime", "date", "fig"]


def assert_round_trip(puzzle):
    """Solved with its own list, each placed word is found exactly where it was placed, once;
    an unplaced word is nowhere."""
    words = [placement.word for placement in puzzle.words] + list(puzzle.unplaced)
    result = solve_list(puzzle.grid(), words)
    found = {item.word.upper(): item for item in result.found}
    for placement in puzzle.words:
        item = found[placement.word.upper()]
        assert item.count == 1, placement
        assert item.path == placement.path and item.direction == placement.direction
    assert {word.upper() for word in result.missing} == {word.upper() for word in puzzle.unplaced}


@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_round_trip_on_many_seeds_and_sizes(difficulty):
    rng = random.Random(difficulty.value)
    placed = total = 0
    for seed in range(12):
        height, width = rng.randint(6, 16), rng.randint(6, 16)
        words = [word for word in rng.sample(FRUIT, rng.randint(3, 12))
                 if len(word) <= max(height, width)]
        puzzle = generate(words, height=height, width=width, difficulty=difficulty, seed=seed)
        assert (puzzle.height, puzzle.width) == (height, width)
        placed += len(puzzle.words)
        total += len(words)
        assert_round_trip(puzzle)
        assert {placement.direction for placement in puzzle.words} <= set(difficulty.directions)
    assert placed >= total * 0.9


def test_round_trip_in_russian_with_frequency_fill(bundled_ru):
    weights = letter_weights(bundled_ru)
    words = ["кошка", "собака", "ёжик", "слон", "жираф", "медведь", "волк", "лиса", "заяц"]
    for seed in range(6):
        puzzle = generate(words, height=12, width=12, difficulty=Difficulty.HARD, seed=seed,
                          weights=weights)
        assert puzzle.lang == "ru" and not puzzle.unplaced
        assert_round_trip(puzzle)
        assert set("".join(puzzle.rows)) <= set(alphabet_for("ru").letters.upper())


def test_difficulty_directions():
    assert Difficulty.EASY.directions == (Direction.E, Direction.S)
    assert set(Difficulty.MEDIUM.directions) == {Direction.E, Direction.S, Direction.SE,
                                                 Direction.SW}
    assert set(Difficulty.HARD.directions) == set(Direction)
    puzzle = generate(FRUIT, height=15, width=15, difficulty=Difficulty.HARD, seed=4)
    assert len({placement.direction for placement in puzzle.words}) >= 5


def test_same_seed_same_puzzle_and_the_seed_is_kept():
    first = generate(FRUIT, seed=42)
    assert generate(FRUIT, seed=42) == first
    assert generate(FRUIT, seed=43).rows != first.rows
    drawn = generate(FRUIT[:3])
    assert generate(FRUIT[:3], seed=drawn.seed) == drawn


def test_words_cross_on_shared_letters():
    puzzle = generate(FRUIT, height=10, width=10, difficulty=Difficulty.HARD, seed=1)
    cells = Counter(cell for placement in puzzle.words for cell in placement.path)
    assert any(count > 1 for count in cells.values())


def test_letter_case_and_order():
    puzzle = generate(["Cat", "DOG"], height=5, width=5, uppercase=False, seed=1)
    assert all(row == row.lower() for row in puzzle.rows)
    assert [placement.word for placement in puzzle.words] == ["cat", "dog"]
    upper = generate(["Cat", "DOG"], height=5, width=5, seed=1)
    assert all(row == row.upper() for row in upper.rows)
    assert [placement.word for placement in upper.words] == ["CAT", "DOG"]


def test_fill_follows_letter_weights():
    puzzle = generate(["zz"], height=40, width=40, weights={"a": 3.0, "b": 1.0}, seed=7)
    counts = Counter("".join(puzzle.rows))
    assert set(counts) == {"A", "B", "Z"} and counts["Z"] == 2
    assert 2.4 < counts["A"] / counts["B"] < 3.7


def test_letter_weights_from_the_bundled_lexicons(bundled_en, bundled_ru):
    english = letter_weights(bundled_en[1])
    assert abs(sum(english.values()) - 1) < 1e-9
    assert max(english, key=english.get) == "e"
    assert english["e"] > english["t"] > english["q"] > 0
    russian = letter_weights(bundled_ru)
    assert "ё" not in russian and max(russian, key=russian.get) in "аео"
    tiny = letter_weights(lexicon_from_words(["ab", "aab"], "en"))
    assert tiny == {"a": 3 / 5, "b": 2 / 5}


def test_no_listed_word_appears_twice_by_accident():
    # A tiny alphabet makes accidental copies likely; the fill must avoid all of them.
    for seed in range(15):
        puzzle = generate(["abc", "bad", "cab"], height=6, width=6, seed=seed,
                          difficulty=Difficulty.HARD, weights={"a": 1, "b": 1, "c": 1, "d": 1})
        assert not puzzle.unplaced
        assert_round_trip(puzzle)


def test_unplaced_words_are_reported_or_fail_when_strict():
    words = ["abcde", "fghij", "klmno", "pqrst", "uvwxy"]
    puzzle = generate(words, height=5, width=5, difficulty=Difficulty.EASY, seed=1)
    assert len(puzzle.words) == 5 and not puzzle.unplaced  # five rows of five
    crowded = ["abcde", "fghij", "klmno", "pqrst", "uvwxy", "acegi", "bdfhj", "kmoqs", "lnprt",
               "uwyac", "vxzbd", "aeimq"]
    puzzle = generate(crowded, height=5, width=5, difficulty=Difficulty.EASY, seed=1)
    assert puzzle.unplaced and len(puzzle.words) + len(puzzle.unplaced) == len(crowded)
    assert_round_trip(puzzle)
    with pytest.raises(PlacementError, match="could not place"):
        generate(crowded, height=5, width=5, difficulty=Difficulty.EASY, seed=1, strict=True)


@pytest.mark.parametrize("words, options, error, message", [
    ([], {}, InvalidLettersError, "word list is empty"),
    (["cat", "d0g"], {}, InvalidLettersError, r"'0' is not a letter"),
    (["a", "cat"], {}, InvalidLettersError, "too short"),
    (["abcdefghijk"], {}, InvalidLettersError, "11 letters, longer than a 10 x 10 grid"),
    (["cat", "cattle"], {}, InvalidLettersError, "'cat' is inside 'cattle'"),
    (["tar", "rat"], {"difficulty": Difficulty.HARD}, InvalidLettersError,
     "'tar' is backwards inside 'rat'"),
    (["tar", "rat"], {"difficulty": Difficulty.EASY}, InvalidLettersError,
     "'tar' is backwards inside 'rat'"),
    (["pot", "spots"], {}, InvalidLettersError, "'pot' is inside 'spots'"),
    (["cat"], {"height": 41}, InvalidGridError, "expected each side 2..40"),
    (["cat"], {"width": 1}, InvalidGridError, "expected each side 2..40"),
])
def test_bad_generator_input(words, options, error, message):
    with pytest.raises(error, match=message):
        generate(words, **options)


@pytest.mark.parametrize("seed", range(1, 6))
def test_a_word_inside_another_is_kept_when_asked(seed):
    # melon inside watermelon: refused by default, placed on its own too when `nested`
    puzzle = generate(["melon", "watermelon", "kiwi"], difficulty=Difficulty.HARD, seed=seed,
                      nested=True, uppercase=False)
    assert not puzzle.unplaced
    melon = next(placement for placement in puzzle.words if placement.word == "melon")
    water = next(placement for placement in puzzle.words if placement.word == "watermelon")
    assert not set(melon.path) <= set(water.path)
    found = solve_list(parse_wordsearch("/".join(puzzle.rows)), ["melon"])
    assert found.found[0].count == 2   # its own and the one inside watermelon


def test_palindromes_can_be_hidden():
    puzzle = generate(["level", "noon", "kayak"], difficulty=Difficulty.HARD, seed=3)
    assert not puzzle.unplaced
    assert_round_trip(puzzle)


def test_rectangles_and_size_parsing():
    assert parse_size("12x15") == (12, 15)
    assert parse_size("12") == (12, 12)
    assert parse_size("40X40") == (40, 40)
    for bad in ("", "x", "12x", "3x4x5", "0x5", "41x10"):
        with pytest.raises(InvalidGridError):
            parse_size(bad)
    puzzle = generate(["abcdefghijkl"], height=3, width=12, seed=1)
    assert puzzle.words[0].direction is Direction.E
    assert_round_trip(puzzle)


def test_large_grid_many_words_round_trip(bundled_en):
    words = [word for word in bundled_en[0][::1500] if 4 <= len(word) <= 12]
    puzzle = generate(words, height=40, width=40, difficulty=Difficulty.HARD, seed=5,
                      weights=letter_weights(bundled_en[1]))
    assert len(puzzle.words) >= len(words) - 2
    assert_round_trip(puzzle)
