"""The compiled trie on disk: one file per word-list content, checked before it is trusted.

Layout: an 8-byte magic, a little header (format version, node count, word count, skipped count,
spellings length, CRC-32 of everything after the header), then the mask, first and zipf arrays in
native byte order and the spellings as UTF-8 lines `node<TAB>word`.
"""

from __future__ import annotations

import logging
import struct
import sys
import zlib
from array import array
from dataclasses import dataclass
from pathlib import Path

from desktop_solver.core.files import write_atomically
from desktop_solver.core.lexicon.trie import RankTrie

FORMAT_VERSION = 3
_MAGIC = b"DSTRIE" + sys.byteorder[0].encode() + b"\x00"
_HEADER = struct.Struct("<8sIIIIII")
log = logging.getLogger(__name__)


@dataclass
class CachedTrie:
    trie: RankTrie
    spellings: dict[int, str]
    word_count: int
    skipped: int


def write_cache(path: Path, cached: CachedTrie) -> None:
    spell_blob = "".join(f"{node}\t{word}\n" for node, word in sorted(cached.spellings.items()))
    payload = b"".join((cached.trie.mask.tobytes(), cached.trie.first.tobytes(),
                        cached.trie.zipf.tobytes(), spell_blob.encode("utf-8")))
    header = _HEADER.pack(_MAGIC, FORMAT_VERSION, cached.trie.node_count, cached.word_count,
                          cached.skipped, len(spell_blob.encode("utf-8")), zlib.crc32(payload))
    write_atomically(path, header + payload)


def read_cache(path: Path) -> CachedTrie | None:
    """The cached trie, or None when it is missing, stale or corrupt (the caller rebuilds it)."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    try:
        return _parse(data)
    except (struct.error, ValueError, UnicodeDecodeError) as error:
        log.warning("ignoring corrupt dictionary cache %s: %s", path, error)
        return None


def _parse(data: bytes) -> CachedTrie:
    magic, version, nodes, words, skipped, spell_len, crc = _HEADER.unpack_from(data)
    if magic != _MAGIC or version != FORMAT_VERSION:
        raise ValueError("other format")
    payload = memoryview(data)[_HEADER.size:]
    sizes = (nodes * 8, nodes * 4, nodes * 2, spell_len)
    if len(payload) != sum(sizes) or zlib.crc32(payload) != crc:
        raise ValueError("size or checksum mismatch")
    arrays = []
    offset = 0
    for typecode, size in zip("QIH", sizes):
        part = array(typecode)
        part.frombytes(payload[offset:offset + size])
        arrays.append(part)
        offset += size
    spellings = {}
    for line in bytes(payload[offset:]).decode("utf-8").splitlines():
        node, word = line.split("\t")
        spellings[int(node)] = word
    trie = RankTrie(*arrays)
    if nodes == 0 or any(node >= nodes for node in spellings) or trie.first[-1] > nodes:
        raise ValueError("node index out of range")
    return CachedTrie(trie, spellings, words, skipped)
