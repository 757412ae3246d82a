"""The compiled lexicon: lookups, spellings, frequencies, cache, overlay."""

import pytest

from desktop_solver.core.errors import DictionaryError
from desktop_solver.core.lexicon import lexicon_from_words, load_lexicon
from desktop_solver.core.lexicon.cache import read_cache
from desktop_solver.core.lexicon.overlay import Overlay, load_overlay, save_overlay


def write(tmp_path, name, text, encoding="utf-8"):
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


def test_lookups_and_prefixes():
    lexicon = lexicon_from_words(["cat", "cats", "dog", "Zoo", "a-b"], "en")
    assert len(lexicon) == 4
    assert "CAT" in lexicon and "zoo" in lexicon
    assert "ca" not in lexicon and lexicon.has_prefix("ca") and not lexicon.has_prefix("cx")
    assert list(lexicon.words()) == ["cat", "cats", "dog", "zoo"]
    assert lexicon.report.skipped == 1


def test_yo_spelling_is_kept_for_display():
    lexicon = lexicon_from_words(["ёж", "ель"], "ru")
    assert "еж" in lexicon and "ёж" in lexicon
    assert list(lexicon.words()) == ["ёж", "ель"]  # е-ж before е-л; display keeps ё
    node = lexicon.node_of("еж")
    assert lexicon.spelling(node, "еж") == "ёж"


def test_yo_apart_when_not_folding():
    lexicon = lexicon_from_words(["ёж", "все", "всё"], "ru", fold_yo=False)
    assert "еж" not in lexicon and "ёж" in lexicon
    assert len(lexicon) == 3


def test_frequency_and_plural_from_columns(tmp_path):
    path = write(tmp_path, "ru.txt", "# header\nножницы\t3.54\tplural\nкот\t4.50\n")
    lexicon = load_lexicon([path], "ru")
    assert lexicon.frequency("кот") == 4.5
    assert lexicon.frequency("пёс") == 0.0
    assert lexicon.is_plural("ножницы") and not lexicon.is_plural("кот")


def test_union_of_several_lists(tmp_path):
    first = write(tmp_path, "a.txt", "cat\ndog\n")
    second = write(tmp_path, "b.txt", "dog\nbird\n", "utf-16")
    lexicon = load_lexicon([first, second], "en")
    assert sorted(lexicon.words()) == ["bird", "cat", "dog"]
    assert lexicon.report.sources == (str(first), str(second))


def test_list_without_words_of_the_language(tmp_path):
    path = write(tmp_path, "en.txt", "cat\ndog\n")
    with pytest.raises(DictionaryError, match="has no words in the 'ru' alphabet"):
        load_lexicon([path], "ru")


def test_cache_is_written_and_reused(tmp_path):
    path = write(tmp_path, "w.txt", "cat\ncats\n")
    cache = tmp_path / "cache"
    load_lexicon([path], "en", cache_dir=cache)
    files = list(cache.glob("*.trie"))
    assert len(files) == 1
    cached = read_cache(files[0])
    assert cached is not None and cached.word_count == 2
    assert sorted(load_lexicon([path], "en", cache_dir=cache).words()) == ["cat", "cats"]


def test_changed_list_gets_a_new_cache_entry(tmp_path):
    path = write(tmp_path, "w.txt", "cat\n")
    cache = tmp_path / "cache"
    load_lexicon([path], "en", cache_dir=cache)
    path.write_text("dog\n")
    assert list(load_lexicon([path], "en", cache_dir=cache).words()) == ["dog"]
    assert len(list(cache.glob("*.trie"))) == 2


@pytest.mark.parametrize("damage", ["truncate", "flip", "garbage", "empty"])
def test_corrupt_cache_is_rebuilt_not_trusted(tmp_path, damage):
    path = write(tmp_path, "w.txt", "cat\ncats\ndog\n")
    cache = tmp_path / "cache"
    load_lexicon([path], "en", cache_dir=cache)
    [cache_file] = cache.glob("*.trie")
    data = bytearray(cache_file.read_bytes())
    if damage == "truncate":
        data = data[: len(data) - 5]
    elif damage == "flip":
        data[-3] ^= 0xFF
    elif damage == "garbage":
        data = bytearray(b"not a trie at all" * 10)
    else:
        data = bytearray()
    cache_file.write_bytes(bytes(data))
    assert read_cache(cache_file) is None
    assert sorted(load_lexicon([path], "en", cache_dir=cache).words()) == ["cat", "cats", "dog"]
    assert read_cache(cache_file) is not None  # rewritten


def test_cache_of_another_format_version_is_stale(tmp_path, monkeypatch):
    from desktop_solver.core.lexicon import cache as cache_module

    path = write(tmp_path, "w.txt", "cat\n")
    cache = tmp_path / "cache"
    load_lexicon([path], "en", cache_dir=cache)
    [cache_file] = cache.glob("*.trie")
    monkeypatch.setattr(cache_module, "FORMAT_VERSION", cache_module.FORMAT_VERSION + 1)
    assert read_cache(cache_file) is None


def test_overlay_adds_and_bans(tmp_path):
    path = write(tmp_path, "w.txt", "cat\ncats\ndog\n")
    lexicon = load_lexicon([path], "en", added=["gnu"], banned=["cats", "absent"])
    assert sorted(lexicon.words()) == ["cat", "dog", "gnu"]
    assert len(lexicon) == 3
    assert "cats" not in lexicon and lexicon.has_prefix("cat")


def test_overlay_persists_and_add_unbans(tmp_path):
    overlay = Overlay("ru").with_banned("Кот").with_added("ёжик")
    save_overlay(tmp_path, overlay)
    loaded = load_overlay(tmp_path, "ru")
    assert loaded == Overlay("ru", frozenset({"ёжик"}), frozenset({"кот"}))
    assert loaded.with_added("кот").banned == frozenset()


def test_overlay_rejects_words_outside_the_alphabet():
    with pytest.raises(DictionaryError, match="'cat' is not a word of the 'ru' alphabet"):
        Overlay("ru").with_added("cat")


def test_damaged_overlay_file_is_ignored(tmp_path):
    (tmp_path / "overlay-en.json").write_text("{not json")
    assert load_overlay(tmp_path, "en") == Overlay("en")


def test_a_shipped_compiled_trie_is_used_read_only(tmp_path):
    path = write(tmp_path, "w.txt", "cat\ncats\n")
    shipped = tmp_path / "shipped"
    load_lexicon([path], "en", cache_dir=shipped)  # as the installer's build does
    shipped.chmod(0o555)
    try:
        user_cache = tmp_path / "user-cache"
        lexicon = load_lexicon([path], "en", cache_dir=user_cache, shipped=[shipped])
        assert sorted(lexicon.words()) == ["cat", "cats"]
        assert not user_cache.exists()  # found in the shipped folder: nothing compiled
    finally:
        shipped.chmod(0o755)


def test_a_checksummed_cache_with_a_child_index_out_of_range_is_rebuilt(tmp_path):
    import struct
    import zlib

    from desktop_solver.core.lexicon.cache import _HEADER

    path = write(tmp_path, "w.txt", "cat\ncats\ndog\n")
    cache = tmp_path / "cache"
    load_lexicon([path], "en", cache_dir=cache)
    [cache_file] = cache.glob("*.trie")
    data = bytearray(cache_file.read_bytes())
    fields = list(_HEADER.unpack_from(data))
    nodes = fields[2]
    # the root's first child pointed far beyond the last node, with a checksum that matches
    struct.pack_into("<I", data, _HEADER.size + nodes * 8, nodes + 1000)
    fields[-1] = zlib.crc32(bytes(data[_HEADER.size:]))
    _HEADER.pack_into(data, 0, *fields)
    cache_file.write_bytes(bytes(data))
    assert read_cache(cache_file) is None
    assert sorted(load_lexicon([path], "en", cache_dir=cache).words()) == ["cat", "cats", "dog"]


def test_the_sweep_removes_killed_builds_and_long_unused_files_only(tmp_path):
    import os
    import time

    from desktop_solver.core.lexicon.cache import ABANDONED_AFTER, UNUSED_FOR, sweep_cache_dir

    now = time.time()
    ages = {"fresh.trie": 0, "old.trie": UNUSED_FOR + 60, "old.links": UNUSED_FOR + 60,
            "building.trie123.tmp": 60, "killed.trie456.tmp": ABANDONED_AFTER + 60,
            "notes.txt": UNUSED_FOR + 60}
    for name, age in ages.items():
        (tmp_path / name).write_bytes(b"x")
        os.utime(tmp_path / name, (now - age, now - age))
    removed = sweep_cache_dir(tmp_path, now)
    assert sorted(path.name for path in removed) == ["killed.trie456.tmp", "old.links",
                                                     "old.trie"]
    assert sorted(path.name for path in tmp_path.iterdir()) == [
        "building.trie123.tmp", "fresh.trie", "notes.txt"]


def test_reading_a_cache_marks_it_used(tmp_path):
    import os

    path = write(tmp_path, "w.txt", "cat\n")
    cache = tmp_path / "cache"
    load_lexicon([path], "en", cache_dir=cache)
    [cache_file] = cache.glob("*.trie")
    os.utime(cache_file, (1_000_000, 1_000_000))
    load_lexicon([path], "en", cache_dir=cache)
    assert cache_file.stat().st_mtime > 1_000_000
