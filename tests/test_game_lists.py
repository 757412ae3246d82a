"""Each game's own word list: offensive words hidden by default, plural-only nouns in Balda,
common words first, `dict check` naming why a game refuses a word."""

import json
from functools import lru_cache

import pytest

from desktop_solver.core.alphabet import alphabet_for
from desktop_solver.dictionaries import GAME_LISTS, game_lists, offensive_words
from desktop_solver.session import DictionaryRequest, Session, dictionary_files

from tests.cli.helpers import run

# Every (game, language) pair with a list of its own, and the language defaults.
PAIRS = sorted(set(GAME_LISTS) | {("boggle", "ru"), ("wordsmania", "ru")})


@pytest.fixture(scope="module")
def session():
    return Session()


@lru_cache(maxsize=None)
def list_keys(path, lang):
    """The search keys (ё folded) of a bundled list's words: one pass over the file, where a
    search of it per offensive word took seconds a game."""
    fold = alphabet_for(lang).fold
    return {fold(line.split("\t", 1)[0])
            for line in path.read_text(encoding="utf-8").splitlines() if line[:1] not in "#"}


def offensive_in_lists(game, lang):
    """The offensive words the game's bundled lists hold."""
    files = dictionary_files(game_lists(game, lang))
    fold = alphabet_for(lang).fold
    return {word for word in offensive_words(lang)
            if any(fold(word) in list_keys(path, lang) for path in files)}


@pytest.mark.parametrize("game, lang", PAIRS)
def test_offensive_words_hidden_by_default_and_all_shown_on_request(session, game, lang):
    present = offensive_in_lists(game, lang)
    hidden = session.lexicon(DictionaryRequest.of(lang, game=game))
    shown = session.lexicon(DictionaryRequest.of(lang, game=game, offensive=True))
    assert not [word for word in offensive_words(lang) if word in hidden]
    assert all(word in shown for word in present)


def test_the_offensive_lists_hold_what_users_met():
    assert {"падла", "сука", "хуй", "жид", "хохол"} <= offensive_words("ru")
    assert {"clit", "fuck", "nigger", "faggot", "cunt"} <= offensive_words("en")
    # Ordinary words of the source list stay visible.
    assert not {"organ", "murder", "seaman", "niggle", "lesbians", "dog", "girl"} \
        & offensive_words("en")


def test_the_advisor_never_opens_with_an_obscenity(capsys):
    board = "...../...../балда/...../....."
    _, out, _ = run(capsys, "balda", board, "--all-words", "--json")
    assert "падла" not in {move["word"] for move in json.loads(out)["moves"]}
    _, out, _ = run(capsys, "balda", board, "--all-words", "--offensive", "--json")
    assert "падла" in {move["word"] for move in json.loads(out)["moves"]}


@pytest.mark.parametrize("word", ["ножницы", "брюки", "часы", "сани", "суши"])
def test_balda_takes_plural_only_nouns_by_default(capsys, word):
    blank = "." * len(word)
    board = f"{blank}/{word[:-1]}./{blank}"
    moves = lambda *extra: {move["word"] for move in json.loads(  # noqa: E731
        run(capsys, "balda", board, *extra, "--json")[1])["moves"]}
    assert word in moves()
    assert word in moves("--plural")  # the old flag is still accepted
    if word == "суши":  # a singular noun too (sushi), never plural-only
        assert word in moves("--no-plural")
    else:
        assert word not in moves("--no-plural")


def test_balda_list_keeps_everyday_nouns_and_leaves_out_diminutives(session):
    balda = session.lexicon(DictionaryRequest.of("ru", game="balda"))
    for word in ("вуз", "тапок", "улун", "носок", "цветок", "игрушка", "дедушка", "ёлка"):
        assert word in balda, word
    for word in ("лямочка", "веслище", "торакоскопия", "зейгеровщик", "красивый", "москва"):
        assert word not in balda, word
    full = session.lexicon(DictionaryRequest.of("ru", "ru", game="balda"))
    assert "торакоскопия" in full and "лямочка" in full


def test_english_game_lists(session):
    wordhunt = session.lexicon(DictionaryRequest.of("en", game="wordhunt"))
    boggle = session.lexicon(DictionaryRequest.of("en", game="boggle"))
    for junk in ("knaurs", "ureas", "genro", "sobeit", "teloi"):
        assert junk in boggle and junk not in wordhunt
    assert "cat" in wordhunt and "queen" in wordhunt
    assert game_lists("wordament", "en") == ("en-wordament",)


def test_common_words_only(capsys):
    _, out, _ = run(capsys, "anagram", "stolen", "--dict", "en", "--json")
    everything = {word["word"] for word in json.loads(out)["words"]}
    _, out, _ = run(capsys, "anagram", "stolen", "--dict", "en", "--common", "--json")
    common = {word["word"] for word in json.loads(out)["words"]}
    assert {"lentos", "telson", "stolen"} <= everything
    assert "stolen" in common and not {"lentos", "telson"} & common
    assert run(capsys, "anagram", "stolen", "--min-frequency", "9")[0] == 2


def test_russian_4_pics_answers_of_every_part_of_speech(capsys):
    for bank, length, answer in (("красивыйтмоп", 8, "красивый"), ("бежатьыщфъэю", 6, "бежать"),
                                 ("скорозщлмпуц", 5, "скоро")):
        _, out, _ = run(capsys, "anagram", bank, "--length", str(length), "--json")
        assert answer in [word["word"] for word in json.loads(out)["words"]][:2], bank


@pytest.mark.parametrize("argv, found, reasons", [
    (["падла", "--game", "balda"], False, ["offensive"]),
    (["красивый", "--game", "balda"], False, ["not_noun"]),
    (["красивый", "--game", "anagram"], True, []),
    (["ножницы", "--game", "balda"], True, ["plural_only"]),
    (["торакоскопия", "--game", "balda"], False, ["rare"]),
    (["кошечка", "--game", "balda"], False, ["diminutive"]),
    (["knaurs", "--game", "wordhunt"], False, ["rare"]),
    (["knaurs"], True, []),
    (["clit", "--game", "anagram"], False, ["offensive"]),
    (["zzxq"], False, ["not_in_lists"]),
])
def test_dict_check_says_why(capsys, argv, found, reasons):
    status, out, _ = run(capsys, "dict", "check", *argv, "--json")
    data = json.loads(out)
    assert (status, data["found"], data["reasons"]) == (0 if found else 1, found, reasons)
    assert {"word", "lang", "found", "frequency", "plural_only", "lists", "list"} <= set(data)


def test_dict_check_text(capsys):
    status, out, _ = run(capsys, "dict", "check", "падла", "--game", "balda")
    assert status == 1
    assert out.splitlines()[0] == "падла: not in the balda list (ru-balda)"
    assert "offensive" in out and "ru-large" in out
