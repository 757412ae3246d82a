"""The shipped word lists: sizes, format, and words a player expects to find or not."""

import re

import pytest

from desktop_solver.dictionaries import bundled_dictionaries, default_dictionary

from tests.conftest import REPO

EXPECTED_SIZES = {"en": (180_000, 190_000), "en-large": (240_000, 270_000),
                  "en-common": (70_000, 80_000), "en-wordament": (188_000, 195_000),
                  "ru": (60_000, 64_000), "ru-nouns": (14_000, 16_000), "ru-balda": (14_000, 16_000),
                  "ru-words": (21_000, 24_000), "ru-large": (130_000, 145_000)}
LINE = re.compile(r"^([a-zа-яё]+)\t(\d+\.\d\d)(\tplural)?$")


@pytest.mark.parametrize("name", sorted(EXPECTED_SIZES))
def test_list_format_and_size(name):
    lines = (REPO / "dictionaries" / f"{name}.txt").read_text(encoding="utf-8").splitlines()
    words = [line for line in lines if not line.startswith("#")]
    low, high = EXPECTED_SIZES[name]
    assert low <= len(words) <= high
    assert all(LINE.match(line) for line in words)
    spelled = [line.split("\t")[0] for line in words]
    assert spelled == sorted(set(spelled))


def test_english_words(bundled_en):
    _, lexicon = bundled_en
    for word in ("cat", "queen", "colour", "color", "quixotic", "zebra"):
        assert word in lexicon
    for word in ("london", "dont", "xqzt"):
        assert word not in lexicon
    assert lexicon.frequency("the") > 7 and lexicon.frequency("cat") > 4


def test_russian_common_nouns_only(bundled_ru):
    lexicon = bundled_ru
    for word in ("роза", "ёж", "еж", "ёлка", "стол", "ножницы", "дети", "деньги", "самолёт"):
        assert word in lexicon
    for word in ("москва", "иван", "красивый", "бежать", "мвд"):
        assert word not in lexicon
    assert lexicon.is_plural("ножницы") and lexicon.is_plural("дети")
    assert not lexicon.is_plural("стол")
    assert lexicon.spelling(lexicon.node_of("елка"), "елка") == "ёлка"


def test_catalog_points_at_the_shipped_files():
    names = {info.name: info for info in bundled_dictionaries()}
    assert set(names) == set(EXPECTED_SIZES)
    assert all(info.path.exists() for info in names.values())
    assert default_dictionary("ru").name == "ru-nouns" and default_dictionary("en").name == "en"


def test_sources_credit_every_source():
    sources = (REPO / "dictionaries" / "SOURCES.md").read_text(encoding="utf-8")
    for credit in ("ENABLE", "SCOWL", "OpenCorpora", "CC BY-SA 3.0", "wordfreq", "CC BY-SA 4.0",
                   "UKACD"):
        assert credit in sources
    assert (REPO / "dictionaries" / "licenses" / "SCOWL-copyright.txt").exists()
