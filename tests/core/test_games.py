"""The game registry (core/games.py): one profile per game, the same one everywhere."""

from desktop_solver.cli import ocr as ocr_command
from desktop_solver.core.games import (
    ANY_BOARD,
    ANY_GAME,
    GAMES,
    PRESETS,
    READ_GAMES,
    TILE_BOARD,
    GameKind,
    profile,
)
from desktop_solver.dictionaries import GAME_LISTS, game_lists
from desktop_solver.modes.boggle import PRESETS as WINDOW_PRESETS


def test_every_game_the_ocr_command_takes_has_the_reader_s_sizes():
    # Ruzzle and «Слово за слово» were read as any board's shape: the reader knew no sizes
    # of theirs.
    for game in ocr_command._GAMES:
        assert profile(game) is GAMES[game] and profile(game).sizes is not ANY_BOARD
    assert profile("ruzzle").sizes == profile("boggle").sizes == TILE_BOARD
    assert profile("wordbyword").sizes == TILE_BOARD
    assert set(ocr_command._GAMES) == set(READ_GAMES) == set(GAMES) - {"play"}


def test_no_game_or_an_unknown_one_is_any_board():
    assert profile(None) is profile("") is profile("no such game") is ANY_GAME
    assert ANY_GAME.sizes == ANY_BOARD and ANY_GAME.marks and not ANY_GAME.empty_cells


def test_the_boggle_family_is_solvable_and_its_rules_are_its_kind_s():
    solvable = {game for game in READ_GAMES if GAMES[game].kind is not None}
    assert set(ocr_command._SOLVABLE) == solvable == {kind.value for kind in GameKind}
    for game in solvable:
        assert GAMES[game].rules is PRESETS[GAMES[game].kind]


def test_what_the_reader_expects_of_each_game():
    assert [game for game in GAMES if GAMES[game].empty_cells] == ["balda", "wordsearch"]
    assert [game for game in GAMES if not GAMES[game].marks] == ["balda", "anagram",
                                                                   "wordsearch"]
    assert [game for game in GAMES if GAMES[game].totals] == ["wordament"]
    assert [game for game in GAMES if GAMES[game].single_letters] == ["balda", "wordsearch"]
    assert [game for game in GAMES if GAMES[game].words_on_board] == ["balda"]
    assert [game for game in GAMES if GAMES[game].square_cells] == ["balda"]
    assert [game for game in GAMES if GAMES[game].word_list] == ["wordsearch"]


def test_word_lists_and_window_presets_come_from_the_registry():
    assert GAME_LISTS[("wordament", "en")] == ("en-wordament",)
    assert game_lists("balda", "ru") == ("ru-balda",)
    assert all(GAMES[game].word_lists[lang] == lists for (game, lang), lists in GAME_LISTS.items())
    names = {preset.key: preset.game_name for preset in WINDOW_PRESETS}
    assert names["boggle5"] == "Boggle" and names["wordbyword"] == "Слово за слово"
