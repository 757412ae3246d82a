"""The anagram solver: known answers, wildcards, patterns, ё, ordering, bad input, and the trie
walk against a brute-force reference on random banks."""

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop_solver.core.alphabet import alphabet_for
from desktop_solver.core.anagram import (
    AnagramSort,
    find_anagrams,
    parse_bank,
    parse_pattern,
    solve_anagrams,
)
from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import InvalidLettersError
from desktop_solver.core.lexicon import lexicon_from_words

EN = alphabet_for("en")
RU = alphabet_for("ru")
SMALL = lexicon_from_words(
    ["stolen", "lentos", "notes", "stone", "tones", "onset", "lens", "lent", "lost", "lots",
     "slot", "note", "tone", "one", "ten", "net", "set", "so", "to", "on", "no", "ton", "tonne",
     "apple", "maple", "table", "cable", "salt", "last", "stool", "a"], "en")


def anagrams(letters, lexicon=SMALL, pattern=None, **options):
    alphabet = lexicon.alphabet
    bank = parse_bank(letters, alphabet)
    shape = parse_pattern(pattern, alphabet) if pattern is not None else None
    return solve_anagrams(lexicon, bank, pattern=shape, **options)


def test_every_word_of_the_bank_with_letters_left():
    found = anagrams("stolen")
    assert {item.word: item.left for item in found} == {
        "lentos": "", "stolen": "", "notes": "l", "onset": "l", "stone": "l", "tones": "l",
        "lens": "to", "lent": "so", "lost": "en", "lots": "en", "note": "sl", "slot": "en",
        "tone": "sl", "net": "sol", "one": "stl", "set": "oln", "ten": "sol", "ton": "sle",
        "no": "stle", "on": "stle", "so": "tlen", "to": "slen"}


def test_each_letter_only_as_often_as_given():
    assert "tonne" not in {item.word for item in anagrams("stolen")}
    assert "tonne" in {item.word for item in anagrams("stolenn")}
    assert "stool" not in {item.word for item in anagrams("stolen")}


def test_sorted_longest_first_then_alphabetical():
    words = [item.word for item in anagrams("stolen", min_length=4)]
    assert words == ["lentos", "stolen", "notes", "onset", "stone", "tones",
                     "lens", "lent", "lost", "lots", "note", "slot", "tone"]


def test_sorted_by_frequency_then_alphabetical(tmp_path):
    from desktop_solver.core.lexicon import load_lexicon

    path = tmp_path / "w.txt"
    path.write_text("ten\t4.5\nnet\t4.5\ntone\t3.0\nnote\t5.0\none\t6.0\n", encoding="utf-8")
    lexicon = load_lexicon([path], "en")
    found = anagrams("tone", lexicon, sort=AnagramSort.FREQUENCY)
    assert [(item.word, item.zipf) for item in found] == [
        ("one", 6.0), ("note", 5.0), ("net", 4.5), ("ten", 4.5), ("tone", 3.0)]


def test_exact_length_and_range():
    assert {item.word for item in anagrams("stolen", min_length=5, max_length=5)} == {
        "notes", "onset", "stone", "tones"}
    assert {item.word for item in anagrams("stolen", min_length=2, max_length=2)} == {
        "no", "on", "so", "to"}
    assert {item.length for item in anagrams("stolen", min_length=3, max_length=4)} == {3, 4}


def test_wildcards_fill_missing_letters_and_are_reported():
    found = {item.word: item for item in anagrams("tabl?", min_length=5)}
    assert set(found) == {"table"}
    assert (found["table"].blanks, found["table"].left) == ((4,), "")
    both = {item.word: item for item in anagrams("?abl?", min_length=5)}
    assert {word: item.blanks for word, item in both.items()} == {"cable": (0, 4), "table": (0, 4)}
    # Real letters are used before wildcards, so an unused wildcard stays in what is left.
    assert {item.word: item.left for item in anagrams("ten?", max_length=3)}["ten"] == "?"


def test_pattern_fixes_letters_in_place_not_from_the_bank():
    assert [item.word for item in anagrams("tbl", pattern="_a__e")] == ["table"]
    assert [item.word for item in anagrams("mpl", pattern="_a__e")] == ["maple"]
    assert anagrams("ae", pattern="_a__e") == []
    found = {item.word: (item.blanks, item.left) for item in anagrams("bl??", pattern="_a__e")}
    assert found == {"cable": ((0,), "?"), "table": ((0,), "?"), "maple": ((0, 2), "b")}


def test_pattern_with_question_marks_and_cyrillic():
    lexicon = lexicon_from_words(["кот", "кит", "кат", "кто", "котик", "катер", "китёнок"], "ru")
    found = anagrams("ио", lexicon, pattern="к?т")
    assert {item.word: item.left for item in found} == {"кит": "о", "кот": "и"}
    assert [item.word for item in anagrams("Оер", lexicon, pattern="к?т??")] == []
    assert [item.word for item in anagrams("аер", lexicon, pattern="к?т??")] == ["катер"]


def test_yo_folds_and_keeps_the_dictionary_spelling():
    lexicon = lexicon_from_words(["ёж", "ёлка", "ель", "лев"], "ru")
    found = {item.word: item.left for item in anagrams("ЁЛКАВ", lexicon)}
    assert found == {"ёлка": "в", "лев": "ка"}
    assert {item.word: item.left for item in anagrams("жеа", lexicon)} == {"ёж": "а"}
    apart = lexicon_from_words(["ёж", "еж"], "ru", fold_yo=False)
    assert [item.word for item in anagrams("жё", apart)] == ["ёж"]
    assert [item.word for item in anagrams("же", apart)] == ["еж"]


def test_latin_lookalikes_typed_for_a_russian_bank():
    lexicon = lexicon_from_words(["кот", "ток"], "ru")
    assert {item.word for item in anagrams("KOT", lexicon)} == {"кот", "ток"}


def test_separators_ignored_and_thirty_letters_allowed():
    assert {item.word for item in anagrams("s, t o;n e", max_length=5, min_length=5)} == {
        "notes", "onset", "stone", "tones"}
    assert parse_bank("a" * 29 + "?", EN).size == 30


@pytest.mark.parametrize("letters, message", [
    ("", "no letters"),
    (" , ", "no letters"),
    ("ab1", "'1' is not a letter"),
    ("abc-d", "'-' is not a letter"),
    ("a" * 31, "31 letters, expected at most 30"),
    ("catж", "'ж' is not a letter of the 'en' alphabet"),
])
def test_bad_banks(letters, message):
    with pytest.raises(InvalidLettersError, match=message):
        parse_bank(letters, EN)


@pytest.mark.parametrize("pattern, message", [
    ("", "empty pattern"),
    ("a1_", "'1' is not a letter"),
    ("_" * 31, "31 places"),
])
def test_bad_patterns(pattern, message):
    with pytest.raises(InvalidLettersError, match=message):
        parse_pattern(pattern, EN)


@pytest.mark.parametrize("options, message", [
    ({"min_length": 0}, "at least 1"),
    ({"min_length": 5, "max_length": 3}, "below the shortest"),
    ({"min_length": 6, "pattern": parse_pattern("_a__e", EN)}, "pattern has 5 letters"),
    ({"min_length": 2, "max_length": 4, "pattern": parse_pattern("_a__e", EN)},
     "pattern has 5 letters"),
])
def test_bad_lengths(options, message):
    with pytest.raises(InvalidLettersError, match=message):
        list(find_anagrams(SMALL, parse_bank("abc", EN), **options))


def test_cancelled_search_stops():
    token = CancelToken()
    token.cancel()
    assert list(find_anagrams(SMALL, parse_bank("stolen", EN), cancel=token)) == []


# --- against a brute-force reference -------------------------------------------------------

def reference(words, letters, min_length=1, max_length=30, pattern=None):
    """{search key: blanks needed} by checking every word against the bank's letter counts."""
    bank = Counter(EN.fold(ch) for ch in letters if ch not in "?")
    wild = letters.count("?")
    found = {}
    for word in words:
        key = EN.fold(word)
        if not min_length <= len(key) <= max_length:
            continue
        if pattern is not None:
            if len(key) != len(pattern) or any(
                    fixed not in "_" and fixed != char for fixed, char in zip(pattern, key)):
                continue
            need = Counter(char for fixed, char in zip(pattern, key) if fixed == "_")
        else:
            need = Counter(key)
        short = sum(max(0, count - bank[char]) for char, count in need.items())
        if short <= wild:
            found[key] = short
    return found


@pytest.fixture(scope="module")
def sample(bundled_en):
    """Every seventh word of the bundled English list: big enough to be realistic, small
    enough to brute-force per example."""
    words = bundled_en[0][::7]
    return words, lexicon_from_words(words, "en")


def check_against_reference(words, lexicon, letters, pattern=None, **lengths):
    found = anagrams(letters, lexicon, pattern=pattern, **lengths)
    expected = reference(words, letters, pattern=pattern, **lengths)
    assert {item.key: len(item.blanks) for item in found} == expected
    bank = Counter(ch for ch in letters if ch != "?")
    fixed = pattern or ""
    for item in found:
        used = Counter(char for place, char in enumerate(item.key)
                       if place not in item.blanks and (place >= len(fixed) or fixed[place] == "_"))
        assert used + Counter(ch for ch in item.left if ch != "?") == bank
        assert item.left.count("?") + len(item.blanks) == letters.count("?")


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(letters=st.text(alphabet="eeeaaiiootnsrlhdcumpgbyfwkvxzjq", min_size=1, max_size=14),
       wild=st.integers(0, 2), low=st.integers(1, 4), span=st.integers(0, 10))
def test_random_banks_match_brute_force(sample, letters, wild, low, span):
    words, lexicon = sample
    check_against_reference(words, lexicon, letters + "?" * wild, min_length=low,
                            max_length=low + span)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(letters=st.text(alphabet="eeaaiiootnsrlhdcumpgb", min_size=0, max_size=8),
       wild=st.integers(0, 1),
       pattern=st.lists(st.sampled_from("______eaotsnr"), min_size=2, max_size=8))
def test_random_patterns_match_brute_force(sample, letters, wild, pattern):
    words, lexicon = sample
    letters = letters + "?" * wild
    if not letters:
        letters = "?"
    check_against_reference(words, lexicon, letters, pattern="".join(pattern))


def test_twenty_letters_on_the_whole_bundled_list(bundled_en):
    words, lexicon = bundled_en
    check_against_reference(words, lexicon, "aeioutrsnldcmphgbyfk")
