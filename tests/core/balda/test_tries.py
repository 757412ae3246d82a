"""Balda's tries: the infix trie and its links, compiled once and cached on disk."""

import pytest

from desktop_solver.core.balda import lexicon as balda_lexicon
from desktop_solver.core.balda.lexicon import balda_tries, build_tries
from desktop_solver.core.lexicon import lexicon_from_words, load_lexicon
from desktop_solver.core.lexicon.trie import TERMINAL

WORDS = ["кот", "кит", "ток", "тик", "котик"]


def reversed_prefixes(words):
    return {word[:end][::-1] for word in words for end in range(1, len(word) + 1)}


def test_infix_trie_holds_every_prefix_reversed_and_links_it_forward():
    lexicon = lexicon_from_words(WORDS, "ru")
    tries = build_tries(lexicon.trie)
    letters = lexicon.alphabet.letters
    ends = {}
    for indexes, node in tries.infix.terminals():
        ends["".join(letters[i] for i in indexes)] = node
    assert set(ends) == reversed_prefixes(WORDS)
    for text, node in ends.items():
        forward = tries.links[node]
        assert forward == lexicon.trie.walk(lexicon.alphabet.indexes(text[::-1]))
    assert tries.infix.walk(lexicon.alphabet.indexes("ито")) >= 0  # "оти" inside котик
    assert not tries.infix.mask[tries.infix.walk(lexicon.alphabet.indexes("ито"))] & TERMINAL


def test_tries_are_cached_on_disk_and_reused(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(WORDS), encoding="utf-8")
    cache = tmp_path / "cache"
    lexicon = load_lexicon([path], "ru")
    first = balda_tries(lexicon, cache)
    assert balda_tries(lexicon, cache).infix is first.infix  # memory
    files = sorted(file.suffix for file in cache.glob("balda-*"))
    assert files == [".links", ".trie"]
    again = load_lexicon([path], "ru")  # a new lexicon object: read from disk
    balda_lexicon._MEMO.clear()
    from_disk = balda_tries(again, cache)
    assert from_disk.infix is not first.infix
    assert (from_disk.infix.mask, from_disk.links) == (first.infix.mask, first.links)


def test_banning_a_word_keeps_the_cache_key_and_hides_the_word(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(WORDS), encoding="utf-8")
    cache = tmp_path / "cache"
    balda_tries(load_lexicon([path], "ru"), cache)
    banned = load_lexicon([path], "ru", banned=["котик"])
    balda_lexicon._MEMO.clear()
    tries = balda_tries(banned, cache)
    assert len(list(cache.glob("balda-*.trie"))) == 1
    from desktop_solver.core.balda import BaldaGame

    game = BaldaGame(banned, tries=tries)
    assert not game.is_word("котик") and game.is_word("кот")


def test_a_damaged_cache_is_rebuilt(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(WORDS), encoding="utf-8")
    cache = tmp_path / "cache"
    first = balda_tries(load_lexicon([path], "ru"), cache)
    [links] = cache.glob("balda-*.links")
    links.write_bytes(b"\x01\x02")
    balda_lexicon._MEMO.clear()
    rebuilt = balda_tries(load_lexicon([path], "ru"), cache)
    assert rebuilt.links == first.links


def test_memory_is_freed_with_the_lexicon():
    import gc

    lexicon = lexicon_from_words(WORDS, "ru")
    balda_tries(lexicon)
    assert id(lexicon.trie) in balda_lexicon._MEMO
    key = id(lexicon.trie)
    del lexicon
    gc.collect()
    assert key not in balda_lexicon._MEMO


@pytest.mark.parametrize("damage", ["zeroed", "scrambled", "truncated"])
def test_a_links_file_damaged_at_its_own_size_is_rebuilt_not_trusted(tmp_path, damage):
    # GIVEN a cached pair whose links file keeps its length but not its content
    path = tmp_path / "words.txt"
    path.write_text("\n".join(WORDS), encoding="utf-8")
    cache = tmp_path / "cache"
    first = balda_tries(load_lexicon([path], "ru"), cache)
    [links] = cache.glob("balda-*.links")
    data = links.read_bytes()
    body = {"zeroed": bytes(len(data) - 16), "scrambled": bytes(reversed(data[16:])),
            "truncated": data[16:-2]}[damage]
    links.write_bytes(data[:16] + body)
    balda_lexicon._MEMO.clear()
    # WHEN the tries are asked for again THEN they are compiled anew, equal to the first ones
    rebuilt = balda_tries(load_lexicon([path], "ru"), cache)
    assert (rebuilt.links, rebuilt.forward_longest) == (first.links, first.forward_longest)
    assert links.read_bytes() == data
