"""The compiled trie on disk: one file per word-list content, checked before it is trusted.

Layout: an 8-byte magic, a little header (format version, node count, word count, skipped count,
too-long count, nonsense frequency values, spellings length, the lists' encodings (ASCII, comma
separated), the builder's name, CRC-32 of everything after the header), then the mask, first and
zipf arrays in native byte order and the spellings as UTF-8 lines `node<TAB>word`.

The *builder* is the app's version and a digest of the code that decides a compiled file's bytes
(`BUILDER_SOURCES`). It is part of every cache key, so two versions of the app on one machine
keep a file each instead of rebuilding each other's on every switch, and a file is only ever
read by the code that wrote it.
"""

from __future__ import annotations

import hashlib
import logging
import os
import struct
import sys
import time
import zlib
from array import array
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from desktop_solver import __version__
from desktop_solver.core.files import read_cache_file, write_atomically
from desktop_solver.core.lexicon.trie import RankTrie

FORMAT_VERSION = 5  # 5: the builder's name in the header and the key
_MAGIC = b"DSTRIE" + sys.byteorder[0].encode() + b"\x00"
_HEADER = struct.Struct("<8sIIIIIII48s64sI")
log = logging.getLogger(__name__)

# The modules (relative to the package) whose code decides what a compiled file holds. The
# bundle ships them as data beside its frozen modules so that it names itself as the source
# tree that compiled its lists does (installer/desktop_solver.spec).
BUILDER_SOURCES = ("core/alphabet.py", "core/lexicon/reader.py", "core/lexicon/loader.py",
                   "core/lexicon/trie.py", "core/lexicon/cache.py", "core/balda/lexicon.py")


@lru_cache(maxsize=1)
def builder_name() -> str:
    """`desktop_solver VERSION/DIGEST`: who compiles this process's cache files (see the module
    docstring); `unknown` stands for the digest when the sources cannot be read."""
    package = Path(__file__).resolve().parents[2]
    digest = hashlib.sha256()
    try:
        for name in BUILDER_SOURCES:
            digest.update((package / name).read_bytes())
        code = digest.hexdigest()[:16]
    except OSError:
        code = "unknown"
    return f"desktop_solver {__version__}/{code}"


@dataclass
class CachedTrie:
    trie: RankTrie
    spellings: dict[int, str]
    word_count: int
    skipped: int
    too_long: int = 0
    bad_frequencies: int = 0
    encodings: str = ""  # of the lists it was compiled from, comma separated


def write_cache(path: Path, cached: CachedTrie) -> None:
    spell_blob = "".join(f"{node}\t{word}\n" for node, word in sorted(cached.spellings.items()))
    payload = b"".join((cached.trie.mask.tobytes(), cached.trie.first.tobytes(),
                        cached.trie.zipf.tobytes(), spell_blob.encode("utf-8")))
    header = _HEADER.pack(_MAGIC, FORMAT_VERSION, cached.trie.node_count, cached.word_count,
                          cached.skipped, cached.too_long, cached.bad_frequencies,
                          len(spell_blob.encode("utf-8")), cached.encodings.encode("ascii"),
                          builder_name().encode("ascii"), zlib.crc32(payload))
    write_atomically(path, header + payload)


def read_cache(path: Path) -> CachedTrie | None:
    """The cached trie, or None when it is missing, stale or corrupt (the caller rebuilds it)."""
    data = read_cache_file(path)
    if data is None:
        return None
    try:
        cached = _parse(data)
    except (struct.error, ValueError, UnicodeDecodeError) as error:
        log.warning("ignoring corrupt dictionary cache %s: %s", path, error)
        return None
    mark_used(path)
    return cached


def cached_word_count(path: Path) -> int | None:
    """The word count in a compiled file's header, or None unless the file is there, of this
    format and builder, and of the size its header says (its checksum is left to `read_cache`:
    this only answers whether it is there and how many words it holds, reading its header)."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(_HEADER.size)
            size = os.fstat(handle.fileno()).st_size
        (magic, version, nodes, words, _, _, _, spell_len, _, builder,
         _) = _HEADER.unpack_from(head)
    except (OSError, struct.error):
        return None
    if (magic != _MAGIC or version != FORMAT_VERSION
            or builder.rstrip(b"\0") != builder_name().encode("ascii")
            or size != _HEADER.size + nodes * 14 + spell_len):
        return None
    return int(words)


# A compiled file nobody read for this long belongs to a list that changed or was dropped; a
# temporary file this old belongs to a build that was killed.
UNUSED_FOR = 60 * 24 * 3600
ABANDONED_AFTER = 3600
COMPILED_SUFFIXES = (".trie", ".links")


def mark_used(path: Path) -> None:
    try:
        os.utime(path)
    except OSError:
        pass  # a read-only cache (the bundle's) is never swept anyway


def sweep_cache_dir(folder: Path, now: float | None = None) -> list[Path]:
    """Delete the compiled files in `folder` unused for `UNUSED_FOR` and the temporary files of
    builds that died; the paths deleted."""
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        limit = (ABANDONED_AFTER if entry.name.endswith(".tmp")
                 else UNUSED_FOR if entry.name.endswith(COMPILED_SUFFIXES) else None)
        try:
            if limit is not None and entry.is_file() and now - entry.stat().st_mtime > limit:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError as error:
            log.warning("cannot remove stale cache file %s: %s", entry.path, error)
    return removed


def _parse(data: bytes) -> CachedTrie:
    (magic, version, nodes, words, skipped, too_long, bad_frequencies, spell_len, encodings,
     builder, crc) = _HEADER.unpack_from(data)
    if magic != _MAGIC or version != FORMAT_VERSION:
        raise ValueError("other format")
    built_by = builder.rstrip(b"\0").decode("ascii", "replace")
    if built_by != builder_name():
        raise ValueError(f"built by {built_by!r}")
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
    if nodes == 0 or any(node >= nodes for node in spellings) or max(trie.first) > nodes:
        raise ValueError("node index out of range")
    return CachedTrie(trie, spellings, words, skipped, too_long, bad_frequencies,
                      encodings.rstrip(b"\0").decode("ascii"))
