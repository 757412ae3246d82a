"""The session: one rule for dictionaries, for the command line and the window alike."""

import pytest

from desktop_solver.core.cancel import CancelToken, Cancelled, Progress
from desktop_solver.dictionaries import default_dictionary, find_dictionary
from desktop_solver.session import DictionaryRequest, Session, dictionary_files


def test_a_choice_is_a_bundled_name_or_a_path(tmp_path):
    words = tmp_path / "mine.txt"
    assert dictionary_files("ru") == [find_dictionary("ru").path]
    assert dictionary_files([str(words), "en"]) == [words, default_dictionary("en").path]
    assert dictionary_files(()) == []


def test_lexicons_are_loaded_once_and_shared(tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("cat\ndog\n", encoding="utf-8")
    session = Session()
    request = DictionaryRequest.of("en", str(words))
    assert session.lexicon(request) is session.get("en", str(words))
    assert "dog" in session.lexicon(request)
    session.invalidate()
    words.write_text("cat\nbird\n", encoding="utf-8")
    assert "bird" in session.lexicon(request)


def test_balda_tries_come_from_the_one_disk_cache(tmp_path, lexicon_cache):
    words = tmp_path / "ru.txt"
    words.write_text("балда\nфалда\nхалда\nбал\nлад\n", encoding="utf-8")
    request = DictionaryRequest.of("ru", str(words))
    first = Session()
    game = first.balda_game(request)
    assert first.balda_game(request) is game
    assert list((lexicon_cache / "lexicons").glob("balda-*.trie"))
    # A new process (a new session: the command line after the window) compiles nothing.
    second = Session()
    second.lexicon(request)
    assert second.balda_ready(request)
    position = second.balda_game(request).new_position("балда", 5)
    assert {move.shown for move in second.balda_game(request).legal_moves(position,
                                                                           CancelToken())} >= {
        "фалда", "халда"}


def test_games_that_share_a_list_share_one_loaded_copy():
    session = Session()
    boggle = session.lexicon(DictionaryRequest.of("ru", game="boggle"))
    assert session.lexicon(DictionaryRequest.of("ru", game="wordsmania")) is boggle
    assert session.lexicon(DictionaryRequest.of("ru", "ru-nouns")) is boggle
    assert session.lexicon(DictionaryRequest.of("ru", game="balda")) is not boggle


def test_the_session_keeps_one_glyph_memory_in_the_users_folder(user_folders):
    from desktop_solver.session import Session

    session = Session()
    memory = session.glyph_memory()
    # every reading and correction of the process uses the same memory, kept in the user's
    # data folder
    assert session.glyph_memory() is memory
    assert memory.folder == user_folders / "glyphs"


def test_a_balda_compile_of_a_users_list_reports_progress_and_can_be_stopped(tmp_path):
    # GIVEN a user's own list, never compiled
    words = tmp_path / "mine.txt"
    words.write_text("\n".join(["балда", "фалда", "халда", "бал", "лад"]
                               + [f"сло{a}{b}" for a in "абвгдежзик" for b in "абвгдежзик"]),
                     encoding="utf-8")
    request = DictionaryRequest.of("ru", str(words))
    session = Session()
    assert not session.lexicon_ready(request) and not session.balda_ready(request)
    # WHEN the user stops its first game's preparation THEN it ends quietly, nothing kept
    token = CancelToken()
    token.cancel()
    with pytest.raises(Cancelled):
        session.balda_game(request, progress=Progress(cancel=token))
    assert not session.lexicon_ready(request)
    # WHEN it is prepared again THEN it reports from 0 to 1 and is ready afterwards
    reported = []
    session.balda_game(request, progress=Progress(reported.append))
    assert reported[0] == 0.0 and reported[-1] == 1.0 and reported == sorted(reported)
    assert session.lexicon_ready(request) and session.balda_ready(request)


def test_a_compile_under_way_holds_up_only_its_own_list(tmp_path, monkeypatch):
    import threading

    import desktop_solver.session as session_module

    # GIVEN a user's list whose compile is under way (held until the test lets it go)
    slow, quick = tmp_path / "slow.txt", tmp_path / "quick.txt"
    slow.write_text("dog\n", encoding="utf-8")
    quick.write_text("cat\n", encoding="utf-8")
    started, release = threading.Event(), threading.Event()
    load = session_module.load_dictionary

    def held_load(lang, files, **options):
        if files == [slow]:
            started.set()
            release.wait(60)
        return load(lang, files, **options)

    monkeypatch.setattr(session_module, "load_dictionary", held_load)
    session = Session()
    compiling = threading.Thread(
        target=session.lexicon, args=(DictionaryRequest.of("en", str(slow)),))
    compiling.start()
    assert started.wait(60)
    # WHEN the window asks for the glyph memory and another list meanwhile
    answered = threading.Event()
    found = []

    def ask():
        session.glyph_memory()
        found.append(session.lexicon(DictionaryRequest.of("en", str(quick))))
        answered.set()

    threading.Thread(target=ask).start()
    # THEN both come while the first compile still waits
    assert answered.wait(60) and not release.is_set()
    assert "cat" in found[0]
    release.set()
    compiling.join(60)
