"""The compiled trie on disk: one file per word-list content, checked before it is trusted.

Layout: an 8-byte magic, a little header (format version, node count, word count, skipped count,
spellings length, CRC-32 of everything after the header), then the mask, first and zipf arrays in
native byte order, the spellings as UTF-8 lines `node<TAB>word`, and a JSON object of what
loading noted (`notes`: words too long, nonsense frequency values, encodings used).
A file that fails any check (magic, version, sizes, checksum, a child index past the last node)
is ignored and the caller rebuilds it; an older format version is simply rebuilt.
"""

from __future__ import annotations

import json
import logging
import struct
import sys
import zlib
from array import array
from dataclasses import dataclass, field
from pathlib import Path

from desktop_solver.core.files import write_atomically
from desktop_solver.core.lexicon.trie import LETTER_MASK, RankTrie

FORMAT_VERSION = 4
_MAGIC = b"DSTRIE" + sys.byteorder[0].encode() + b"\x00"
_HEADER = struct.Struct("<8sIIIIII")
log = logging.getLogger(__name__)


@dataclass
class CachedTrie:
    trie: RankTrie
    spellings: dict[int, str]
    word_count: int
    skipped: int
    notes: dict = field(default_factory=dict)


def write_cache(path: Path, cached: CachedTrie) -> None:
    spell_blob = "".join(f"{node}\t{word}\n" for node, word in sorted(cached.spellings.items()))
    payload = b"".join((cached.trie.mask.tobytes(), cached.trie.first.tobytes(),
                        cached.trie.zipf.tobytes(), spell_blob.encode("utf-8"),
                        json.dumps(cached.notes, sort_keys=True).encode("utf-8")))
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
    except (struct.error, ValueError, TypeError, OverflowError, UnicodeDecodeError) as error:
        log.warning("ignoring corrupt dictionary cache %s: %s", path, error)
        return None


def _parse(data: bytes) -> CachedTrie:
    magic, version, nodes, words, skipped, spell_len, crc = _HEADER.unpack_from(data)
    if magic != _MAGIC or version != FORMAT_VERSION:
        raise ValueError("other format")
    payload = memoryview(data)[_HEADER.size:]
    sizes = (nodes * 8, nodes * 4, nodes * 2, spell_len)
    if len(payload) < sum(sizes) or zlib.crc32(payload) != crc:
        raise ValueError("size or checksum mismatch")
    arrays = []
    offset = 0
    for typecode, size in zip("QIH", sizes):
        part = array(typecode)
        part.frombytes(payload[offset:offset + size])
        arrays.append(part)
        offset += size
    spellings = {}
    notes = json.loads(bytes(payload[offset + spell_len:]).decode("utf-8"))
    if not isinstance(notes, dict):
        raise TypeError("notes are not an object")
    for line in bytes(payload[offset:offset + spell_len]).decode("utf-8").splitlines():
        node, word = line.split("\t")
        spellings[int(node)] = word
    trie = RankTrie(*arrays)
    if nodes == 0 or any(not 0 <= node < nodes for node in spellings) or not _in_range(trie):
        raise ValueError("node index out of range")
    return CachedTrie(trie, spellings, words, skipped, notes)


def _in_range(trie: RankTrie) -> bool:
    """True when every node's last child is a node (a CRC-valid file may still be wrong)."""
    nodes = trie.node_count
    letters = LETTER_MASK
    return all(first + (bits & letters).bit_count() <= nodes
               for first, bits in zip(trie.first, trie.mask))
