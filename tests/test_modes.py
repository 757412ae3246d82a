"""The modes, without Qt: rows, export records, status messages, and the one exporter."""

import csv
import json

import pytest

from desktop_solver.core.board import parse_bonuses, parse_grid
from desktop_solver.core.cancel import CancelToken, Cancelled
from desktop_solver.core.games import rules_for
from desktop_solver.modes import Message, PasteTarget, anagram, balda, boggle, play, wordsearch
from desktop_solver.modes.export import ExportFormat, export_text, write_export
from desktop_solver.session import DictionaryRequest, Session


@pytest.fixture
def english(tmp_path):
    path = tmp_path / "en.txt"
    path.write_text("cat\ncats\ncast\nscat\nsat\ntac\nact\ndog\ngod\n", encoding="utf-8")
    return DictionaryRequest.of("en", str(path))


def run(mode, request):
    return list(mode.MODE.run(Session(), request, CancelToken()))


def test_every_mode_follows_the_protocol():
    for module in (boggle, anagram, wordsearch, balda, play):
        mode = module.MODE
        assert mode.name == module.__name__.rsplit(".", 1)[1]
        assert mode.fields[0] == "word" or "word" in mode.fields
        assert isinstance(mode.paste, PasteTarget)


def test_boggle_rows_records_and_status(english):
    request = boggle.BoggleInput(parse_grid("CAT/XSZ/ZZZ"), rules_for("boggle"), english)
    rows = run(boggle, request)
    assert sorted(row.word for row in rows) == ["cast", "cat", "cats", "sat", "scat", "tac"]
    record = boggle.MODE.record(rows[0])
    assert set(record) == set(boggle.MODE.fields)
    status = boggle.MODE.status(request, rows)
    assert status == Message("boggle.solved", {"count": 6, "total": sum(r.score for r in rows),
                                               "board": "CAT/XSZ/ZZZ"})


def test_boggle_input_carries_values_and_bonus_squares(english):
    ruzzle = boggle.preset_by_key("ruzzle")
    assert ruzzle.tile_values and ruzzle.bonus_squares
    assert boggle.preset_by_key("wordament").tile_values
    assert not boggle.preset_by_key("wordament").bonus_squares
    request = boggle.BoggleInput(parse_grid("CAT/XSZ/ZZZ"), ruzzle.rules, english)
    marked = request.with_marks(bonuses=parse_bonuses("1:1=DL"))
    assert marked.bonuses[0] == ("DL", "", "") and marked.values[0] == (None, None, None)
    scores = {row.word: row.score for row in run(boggle, marked)}
    assert scores["cat"] == 4 * 2 + 1 + 1  # C4 on DL, A1, T1 (Ruzzle's English values)


def test_preset_for_a_board_read_from_a_picture():
    wordsmania = boggle.preset_by_key("wordsmania")
    assert boggle.preset_for_board(wordsmania, 5, 5, "ru") is wordsmania
    assert boggle.preset_for_board(wordsmania, 4, 4, "en").key == "ruzzle"
    assert boggle.preset_for_board(boggle.preset_by_key("boggle5"), 4, 4, "en").key == "boggle4"
    assert boggle.preset_for_board(boggle.preset_by_key("boggle5"), 5, 5, "ru").key == "boggle5"
    assert boggle.preset_for_board(boggle.preset_by_key("boggle4"), 7, 3, None).key == "boggle4"


def test_the_marks_read_on_a_board_name_its_game():
    def chosen(current, rows, cols, lang, **marks):
        return boggle.preset_for_board(boggle.preset_by_key(current), rows, cols, lang,
                                       boggle.ReadMarks(**marks)).key

    values = ((1, 2, 3, 4),) * 4
    none = ((None,) * 4,) * 4
    badges = (("DL", "", "", ""),) + (("",) * 4,) * 3
    flags = (("", "c2", "", "", ""),) + (("",) * 5,) * 4
    # Wordament: a value on every tile, the game's totals above the board
    assert chosen("boggle4", 4, 4, "en", values=values, totals=True) == "wordament"
    assert chosen("boggle5", 4, 4, "en", values=values) == "wordament"
    # Ruzzle: round letter and word badges (values too)
    assert chosen("boggle4", 4, 4, "en", values=values, bonuses=badges) == "ruzzle"
    assert chosen("wordament", 4, 4, "en", values=values, bonuses=badges) == "ruzzle"
    assert chosen("ruzzle", 4, 4, "en", values=values) == "ruzzle"   # no badge this round
    # corner flags: «Слово за слово», or Словомания when that is the game chosen
    assert chosen("boggle5", 5, 5, "ru", values=none, bonuses=flags) == "wordbyword"
    assert chosen("wordsmania", 5, 5, "ru", values=none, bonuses=flags) == "wordsmania"
    assert chosen("boggle4", 4, 4, "en", values=none, bonuses=flags) == "wordbyword"
    # tiles searched and no value on them: not a game that prints one on every tile
    assert chosen("wordament", 4, 4, "en", values=none) == "boggle4"
    assert chosen("ruzzle", 4, 4, "en", values=none) == "boggle4"
    assert chosen("boggle4", 4, 4, "en", values=none) == "boggle4"
    stray = ((None,) * 4, (None, 1, None, None)) + ((None,) * 4,) * 2   # a digit on a die
    assert chosen("boggle4", 4, 4, "en", values=stray) == "boggle4"


def test_anagram_records_are_the_command_lines_entries(english):
    rows = run(anagram, anagram.AnagramInput("tacs", "", 1, None, english))
    assert {row.word for row in rows} >= {"cats", "act"}
    assert anagram.MODE.record(rows[0]).keys() == {"word", "length", "frequency", "left",
                                                   "blanks"}


def test_a_letter_bank_read_from_tiles_keeps_the_places_of_its_unsure_letters():
    # GIVEN two rows of tiles, one a digraph, one cell empty; cells 2 and 5 read unsure
    rows = [["К", "[QU]", "Ш"], ["А", "", "Т"]]
    # THEN the bank is every tile's letters, and the unsure places are the letters' own
    bank = anagram.bank_from_tiles(rows, {2, 5})
    assert bank == anagram.ReadBank("кquшат", frozenset({3, 5}))


def test_word_search_keeps_phrases_whole(english):
    assert wordsearch.list_entries("CURLING IRON\ncat, dog;  hot  dog # a comment") == [
        "CURLING IRON", "cat", "dog", "hot dog"]
    grid = parse_grid("curlingiron/catxxxxxxxx")
    request = wordsearch.WordSearchInput(grid, ("CURLING IRON", "cat", "zebra"), 4, english)
    generator = wordsearch.MODE.run(Session(), request, CancelToken())
    rows = []
    try:
        while True:
            rows.append(next(generator))
    except StopIteration as stop:
        missing = stop.value
    assert [row.word for row in rows] == ["curling iron", "cat"]
    assert missing == ("zebra",)
    assert wordsearch.MODE.status(request, rows, missing) == Message(
        "wordsearch.listed", {"found": 2, "total": 3})


def test_balda_lists_a_mirror_image_once(tmp_path):
    path = tmp_path / "ru.txt"
    path.write_text("балда\nфалда\nхалда\nбалл\n", encoding="utf-8")
    request = DictionaryRequest.of("ru", str(path))
    game = Session().balda_game(request)
    position = game.new_position("балда", 5)
    every = game.legal_moves(position)
    rows = run(balda, balda.BaldaInput(position, request))
    assert len([move for move in every if move.shown == "фалда"]) == 2
    assert [(move.shown, move.cell) for move in rows if move.shown == "фалда"] == [
        ("фалда", (1, 1))]
    mirrored = next(move for move in every if move.shown == "фалда" and move.cell == (3, 1))
    assert balda.same_game(position, mirrored, rows[[m.shown for m in rows].index("фалда")])
    # After a move the board is no longer symmetric: nothing is left out.
    child = game.play(position, mirrored)
    assert balda.distinct_moves(child, game.legal_moves(child)) == game.legal_moves(child)


def test_balda_says_why_a_game_has_no_move(tmp_path):
    from desktop_solver.core.errors import IllegalMoveError

    small, large = tmp_path / "small.txt", tmp_path / "large.txt"
    small.write_text("балда\n", encoding="utf-8")
    large.write_text("балда\nфалда\nбалл\n", encoding="utf-8")
    session = Session()
    few, more = (DictionaryRequest.of("ru", str(path)) for path in (small, large))
    game = session.balda_game(few)
    # An empty start word is asked for, not called "not letters".
    with pytest.raises(IllegalMoveError) as error:
        game.new_position("  ", 5)
    assert error.value.code == "balda.start_word_empty"
    # A start word that allows no move: the list is the cause, named, and the game not over.
    position = game.new_position("балда", 5)
    assert balda.outcome(position, []) is balda.Outcome.NO_MOVE
    assert balda.MODE.status(balda.BaldaInput(position, few), []) == Message(
        "balda.no_move", {"list": "small.txt"})
    # The same position with a larger list: its moves, the position kept.
    step = balda.moves_again(session, more, position, CancelToken())
    game, moves = step.game, list(step.moves)
    assert step.position is position
    assert {move.shown for move in moves} == {"фалда", "балл"}
    assert balda.outcome(position, moves) is balda.Outcome.PLAYING
    # A game played to a position without a move is over, with its score.
    child = game.play(position, next(move for move in moves if move.shown == "фалда"))
    assert balda.outcome(child, []) is balda.Outcome.OVER
    assert balda.MODE.status(balda.BaldaInput(child, more), []) == Message(
        "balda.won", {"player": 1, "first": 5, "second": 0})
    # The outcome worked out already (the window's buttons need it too) is not worked out again.
    assert balda.MODE.status(balda.BaldaInput(child, more), [], balda.Outcome.OVER) == Message(
        "balda.won", {"player": 1, "first": 5, "second": 0})


@pytest.mark.parametrize("fmt", list(ExportFormat))
def test_the_exporter_writes_every_format(tmp_path, fmt):
    records = [{"word": "cats", "length": 4, "score": 1, "frequency": 3.456,
                "path": [[0, 0], [0, 1]]}, {"word": "ёж", "length": 2, "score": 0,
                                            "frequency": 0.0, "path": [[1, 1]]}]
    fields = ("word", "length", "score", "frequency", "path")
    path = tmp_path / f"words.{fmt.value}"
    write_export(path, "boggle", fields, records)
    text = path.read_text(encoding="utf-8")
    if fmt is ExportFormat.TXT:
        assert text == "cats\nёж\n"
    elif fmt is ExportFormat.CSV:
        rows = list(csv.DictReader(text.splitlines()))
        assert rows[0] == {"word": "cats", "length": "4", "score": "1", "frequency": "3.46",
                           "path (row:col from 1)": "1:1 1:2"}
    else:
        assert json.loads(text) == {"mode": "boggle", "count": 2, "rows": records}
    assert export_text("boggle", fields, records, fmt) == text


def test_a_first_use_reports_its_progress_and_a_stop_ends_it(tmp_path):
    # GIVEN a user's list never compiled, and a job token whose fractions are watched
    mine = tmp_path / "mine.txt"
    mine.write_text(f"cat\ncats\n{tmp_path.name}\n", encoding="utf-8")
    request = boggle.BoggleInput(parse_grid("CAT/XSZ/ZZZ"), rules_for("boggle"),
                                 DictionaryRequest.of("en", str(mine)))
    token = CancelToken()
    fractions: list[float] = []
    token.on_progress = fractions.append
    # WHEN the mode runs THEN the compile reports up to the whole, then the words come
    rows = list(boggle.MODE.run(Session(), request, token))
    assert "cats" in {row.word for row in rows}
    assert fractions and fractions == sorted(fractions) and fractions[-1] == 1.0
    # WHEN another first use is cancelled by a newer job THEN its compile goes on and is kept
    # for the newer one; WHEN the user stops one THEN it ends with nothing compiled
    for end, kept in ((CancelToken.cancel, True), (CancelToken.stop, False)):
        words = tmp_path / f"other-{kept}.txt"
        words.write_text(f"dog\ngod\n{'dgo' if kept else 'odg'}\n", encoding="utf-8")
        other = DictionaryRequest.of("en", str(words))
        session, token = Session(), CancelToken()
        end(token)
        bank = anagram.AnagramInput("god", "", 3, None, other)
        if kept:
            list(anagram.MODE.run(session, bank, token))
        else:
            with pytest.raises(Cancelled):
                list(anagram.MODE.run(session, bank, token))
        assert session.lexicon_ready(other) is kept
