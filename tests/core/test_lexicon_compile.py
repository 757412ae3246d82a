"""Compiling a word list: progress and stopping, the builder's name in the cache, counting and
checking without compiling."""

import pytest

from desktop_solver.core.cancel import CancelToken, Cancelled, Progress
from desktop_solver.core.lexicon import load_lexicon
from desktop_solver.core.lexicon import cache as cache_module
from desktop_solver.core.lexicon import loader as loader_module
from desktop_solver.core.lexicon.cache import builder_name, read_cache
from desktop_solver.core.lexicon.loader import is_compiled, word_count


def word_list(tmp_path, count=40_000):
    # Enough words for the compile's loops to report several times.
    path = tmp_path / "words.txt"
    letters = "abcdefghij"
    path.write_text("\n".join("".join(letters[int(digit)] for digit in f"{n:05d}")
                              for n in range(count)), encoding="utf-8")
    return path


def test_a_compile_reports_progress_from_zero_to_one(tmp_path):
    reported = []
    lexicon = load_lexicon([word_list(tmp_path)], "en", cache_dir=tmp_path / "cache",
                           progress=Progress(reported.append))
    assert len(lexicon) == 40_000
    assert reported[0] == 0.0 and reported[-1] == 1.0 and len(reported) > 5
    assert reported == sorted(reported)  # never goes back


def test_a_stopped_compile_raises_cancelled_and_writes_nothing(tmp_path):
    token = CancelToken()
    reported = []

    def stop_halfway(done):
        reported.append(done)
        if done >= 0.5:
            token.cancel()

    with pytest.raises(Cancelled):
        load_lexicon([word_list(tmp_path)], "en", cache_dir=tmp_path / "cache",
                     progress=Progress(stop_halfway, token))
    assert max(reported) < 1.0
    assert not (tmp_path / "cache").exists()


def test_a_loaded_list_reports_no_progress(tmp_path):
    path = word_list(tmp_path, 100)
    load_lexicon([path], "en", cache_dir=tmp_path / "cache")
    reported = []
    load_lexicon([path], "en", cache_dir=tmp_path / "cache", progress=Progress(reported.append))
    assert reported == []


def test_two_builders_keep_a_cache_file_each(tmp_path, monkeypatch):
    # GIVEN a list compiled by this version of the app
    path = word_list(tmp_path, 100)
    cache = tmp_path / "cache"
    load_lexicon([path], "en", cache_dir=cache)
    [ours] = cache.glob("*.trie")
    assert builder_name().startswith("desktop_solver ")
    # WHEN another version (another builder) loads it
    other = "desktop_solver 0.0.9/0123456789abcdef"
    for module in (cache_module, loader_module):
        monkeypatch.setattr(module, "builder_name", lambda: other)
    assert read_cache(ours) is None  # it never reads a file another builder wrote
    load_lexicon([path], "en", cache_dir=cache)
    # THEN it writes a file of its own beside ours, which stays as it was
    assert len(list(cache.glob("*.trie"))) == 2
    monkeypatch.undo()
    before = ours.stat().st_mtime_ns, ours.read_bytes()
    assert len(load_lexicon([path], "en", cache_dir=cache)) == 100
    assert ours.read_bytes() == before[1]


def test_counting_and_checking_compile_nothing(tmp_path):
    path = word_list(tmp_path, 500)
    cache = tmp_path / "cache"
    assert word_count([path], "en", folders=[cache]) == 500
    assert not is_compiled([path], "en", folders=[cache])
    assert not cache.exists()
    load_lexicon([path], "en", cache_dir=cache)
    assert is_compiled([path], "en", folders=[cache])
    assert word_count([path], "en", folders=[cache]) == 500  # now off the file's header
