"""Damaged Balda caches are never used: zeroed, scrambled, truncated or CRC-valid nonsense."""

import random
import struct
import zlib

import pytest

from desktop_solver.core.balda import BaldaGame
from desktop_solver.core.balda import lexicon as balda_lexicon
from desktop_solver.core.balda.lexicon import balda_tries
from desktop_solver.core.lexicon import load_lexicon

WORDS = ["кот", "кит", "ток", "тик", "котик", "откос", "скот", "сок", "кто"]


def _damage(data: bytes, how: str) -> bytes:
    if how == "zeroed":
        return bytes(len(data))
    if how == "scrambled":
        parts = bytearray(data)
        random.Random(1).shuffle(parts)
        return bytes(parts)
    if how == "truncated":
        return data[: len(data) // 2]
    if how == "flipped":
        return data[:-3] + bytes([data[-3] ^ 0x55]) + data[-2:]
    raise AssertionError(how)


def _fresh(path):
    balda_lexicon._MEMO.clear()
    return load_lexicon([path], "ru")


@pytest.mark.parametrize("suffix", [".links", ".trie"])
@pytest.mark.parametrize("how", ["zeroed", "scrambled", "truncated", "flipped"])
def test_damaged_file_is_rebuilt_with_the_same_moves(tmp_path, suffix, how):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(WORDS), encoding="utf-8")
    cache = tmp_path / "cache"
    lexicon = _fresh(path)
    expected = BaldaGame(lexicon, tries=balda_tries(lexicon, cache))
    position = expected.parse_position("...../...../.кот./...../.....")
    moves = {(m.cell, m.letter, m.word) for m in expected.legal_moves(position)}
    [target] = cache.glob(f"balda-*{suffix}")
    target.write_bytes(_damage(target.read_bytes(), how))
    lexicon = _fresh(path)
    tries = balda_tries(lexicon, cache)
    game = BaldaGame(lexicon, tries=tries)
    assert {(m.cell, m.letter, m.word) for m in game.legal_moves(position)} == moves


def test_crc_valid_links_with_out_of_range_indexes_are_rejected(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(WORDS), encoding="utf-8")
    cache = tmp_path / "cache"
    first = balda_tries(_fresh(path), cache)
    [links] = cache.glob("balda-*.links")
    data = bytearray(links.read_bytes())
    header = balda_lexicon._LINKS_HEADER
    payload = bytearray(data[header.size:])
    payload[0:4] = struct.pack("<I", 10**6)
    fields = list(header.unpack_from(data))
    fields[-1] = zlib.crc32(payload)
    links.write_bytes(header.pack(*fields) + payload)
    again = balda_tries(_fresh(path), cache)
    assert again.links == first.links
