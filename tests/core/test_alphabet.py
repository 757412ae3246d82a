import pytest

from desktop_solver.core.alphabet import Script, alphabet_for, detect_language, script_of


def test_latin_alphabet_indexes_letters_in_order():
    latin = alphabet_for("en")
    assert latin.size == 26
    assert latin.indexes("abz") == (0, 1, 25)
    assert latin.indexes("ab1") is None


def test_russian_folds_yo_into_ye_by_default():
    russian = alphabet_for("ru")
    assert russian.index("ё") == russian.index("е")
    assert russian.fold("ЁЖ") == "еж"


def test_russian_keeps_yo_apart_when_asked():
    russian = alphabet_for("ru", fold_yo=False)
    assert russian.index("ё") != russian.index("е")
    assert russian.fold("ЁЖ") == "ёж"


@pytest.mark.parametrize("latin, cyrillic", [
    ("A", "а"), ("B", "в"), ("E", "е"), ("K", "к"), ("M", "м"), ("H", "н"), ("O", "о"),
    ("P", "р"), ("C", "с"), ("T", "т"), ("X", "х"), ("Y", "у"), ("p", "р"), ("x", "х"),
])
def test_latin_lookalikes_read_as_cyrillic(latin, cyrillic):
    assert alphabet_for("ru").normalize_char(latin) == cyrillic


def test_lookalikes_are_not_mapped_in_english():
    assert alphabet_for("en").normalize_char("P") == "p"


@pytest.mark.parametrize("text, lang", [
    ("CAT", "en"), ("КОТ", "ru"), ("KOT", "en"), ("КOT", "ru"), ("123", None), ("", None),
])
def test_language_detection(text, lang):
    assert detect_language(text) == lang


def test_script_of():
    assert script_of("Ё") is Script.CYRILLIC
    assert script_of("q") is Script.LATIN
    assert script_of("-") is None


def test_unknown_language_is_an_error():
    with pytest.raises(ValueError, match="'de'"):
        alphabet_for("de")
