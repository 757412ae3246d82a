"""The two tries Balda's move search walks, built from a Lexicon and cached on disk.

Glossary:
- *forward trie*: the lexicon's own trie, a word's letters first to last.
- *infix trie*: every word prefix, reversed. Walking it from the new letter leftwards over the
  board reads the start of a word up to and including the new letter, right to left, so a word
  whose new letter sits in the middle is found from that letter alone. A node is *terminal* when
  what was read, turned back round, is a prefix of some word; the search may then stop going left
  and go on rightwards in the forward trie from `links[node]`, the node of that same prefix.
  (A GADDAG does the same with one trie but, for the Russian list, has four times the nodes.)
- *longest*: per node, the length of the longest word that can still come of the letters read:
  `forward_longest` for the forward trie, the infix trie's `zipf` column (unused otherwise) for
  the infix trie. A search for words longer than some length skips every branch below it.
The infix trie depends only on the forward trie's shape, not on which of its nodes end words, so
banning a word (which only clears a terminal bit) keeps the cached infix trie valid.
"""

from __future__ import annotations

import hashlib
import logging
import struct
import sys
import weakref
import zlib
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from desktop_solver.core.cancel import NO_PROGRESS, Progress
from desktop_solver.core.files import read_cache_file, write_atomically
from desktop_solver.core.lexicon import Lexicon
from desktop_solver.core.lexicon.cache import (
    CachedTrie,
    builder_name,
    mark_used,
    read_cache,
    write_cache,
)
from desktop_solver.core.lexicon.trie import (
    LETTER_MASK,
    PROGRESS_EVERY,
    TERMINAL,
    RankTrie,
)

FORMAT_VERSION = 5  # 5: the builder named in the key; 4: longest-word bounds count hidden words
# The links file: magic, links byte count, CRC-32 of the payload; then links and longest.
_LINKS_HEADER = struct.Struct("<8sII")
_LINKS_MAGIC = b"DSLINKS" + sys.byteorder[0].encode()
log = logging.getLogger(__name__)

# What was built for each forward trie still alive in this process, by its id (the entry goes
# when the trie does). The forward trie itself is not held, so a dropped lexicon is freed.
_MEMO: dict[int, tuple[RankTrie, array[int], array[int]]] = {}


@dataclass(frozen=True)
class BaldaTries:
    forward: RankTrie
    infix: RankTrie  # its zipf column holds each node's longest word length
    links: array[int]  # per infix node: the forward node of the same prefix (0 where not terminal)
    forward_longest: array[int]  # per forward node: the longest word length below it


def balda_tries(lexicon: Lexicon, cache_dir: Path | None = None, *,
                shipped: Sequence[Path] = (), progress: Progress = NO_PROGRESS) -> BaldaTries:
    """The tries for `lexicon`: from memory, else from `cache_dir` or the read-only `shipped`
    folders (the installation's own), else compiled (seconds for the Russian list, once) and
    written to `cache_dir`. A compile reports to `progress` and raises `Cancelled` when its
    token is set."""
    forward = lexicon.trie
    known = _MEMO.get(id(forward))
    if known is not None:
        return BaldaTries(forward, *known)
    key = _cache_key(forward)
    tries = None
    for folder in ([Path(cache_dir)] if cache_dir is not None else []) + list(shipped):
        tries = _read(Path(folder), key, forward)
        if tries is not None:
            break
    if tries is None:
        tries = build_tries(forward, progress)
        if cache_dir is not None:
            try:
                _write(Path(cache_dir), key, tries)
            except OSError as error:
                log.warning("cannot write Balda trie cache in %s: %s", cache_dir, error)
    _MEMO[id(forward)] = (tries.infix, tries.links, tries.forward_longest)
    weakref.finalize(forward, _MEMO.pop, id(forward), None)
    return tries


# Share of a build's time spent on the infix trie (the longest-word passes take the rest).
_INFIX_SHARE = 0.8


def build_tries(forward: RankTrie, progress: Progress = NO_PROGRESS) -> BaldaTries:
    """Compile the infix trie of `forward` (every prefix, reversed), its links and the longest
    word lengths of both tries."""
    infix, links = _infix_trie(forward, progress.part(0.0, _INFIX_SHARE))
    progress.update(_INFIX_SHARE)
    forward_longest = _longest(forward, lambda node, depth: depth)
    progress.update((1.0 + _INFIX_SHARE) / 2)
    infix.zipf = _longest(infix, lambda node, depth: forward_longest[links[node]])
    progress.update(1.0)
    return BaldaTries(forward, infix, links, forward_longest)


def _infix_trie(forward: RankTrie, progress: Progress = NO_PROGRESS
                ) -> tuple[RankTrie, array[int]]:
    """The infix trie, numbered breadth-first with children in letter order (as `compile_trie`
    numbers it), built straight from the forward trie without a word list.

    An infix node stands for a string s read right to left; it is kept as the *occurrences* of
    s in the forward trie: for each forward node `end` whose path ends in s, the node `start`
    where s begins. Reading one letter more to the left moves each start to its parent, and
    the letters of the starts are the node's children. s is a prefix (the node is terminal)
    when one start is the root; its link is that occurrence's end. The work is the number of
    (substring, occurrence) pairs, about the forward trie's nodes times the mean word length,
    with flat lists instead of one tuple and one dict per prefix.
    """
    mask, first = forward.mask, forward.first
    count = forward.node_count
    parent = [0] * count  # lists: indexing them is faster than arrays in the loop below
    letter_of = [0] * count
    for node in range(count):
        bits = mask[node] & LETTER_MASK
        child = first[node]
        while bits:
            low = bits & -bits
            parent[child] = node
            letter_of[child] = low.bit_length() - 1
            child += 1
            bits ^= low
    infix_mask: array[int] = array("Q")
    infix_first: array[int] = array("I")
    links: array[int] = array("I")
    everything = list(range(1, count))  # the root reads nothing: every node is an end
    queue: list[tuple[list[int], list[int]] | None] = [(everything, everything)]
    head = 0
    while head < len(queue):
        if not head % PROGRESS_EVERY:
            # The nodes still to come are unknown; those queued are a lower bound.
            progress.update(head / len(queue))
        item = queue[head]
        queue[head] = None  # free the occurrences once read
        head += 1
        assert item is not None
        starts, ends = item
        link = -1
        if len(starts) == 1:  # most nodes: one occurrence, one child at most
            start = starts[0]
            if start == 0:
                link, bits = ends[0], TERMINAL
            else:
                letter = letter_of[start]
                bits = 1 << letter
            infix_first.append(len(queue))
            if start:
                queue.append(([parent[start]], ends))
            infix_mask.append(bits)
            links.append(max(link, 0))
            continue
        groups: dict[int, tuple[list[int], list[int]]] = {}
        for start, end in zip(starts, ends):
            if start == 0:
                link = end
                continue
            letter = letter_of[start]
            group = groups.get(letter)
            if group is None:
                groups[letter] = ([parent[start]], [end])
            else:
                group[0].append(parent[start])
                group[1].append(end)
        bits = TERMINAL if link >= 0 else 0
        infix_first.append(len(queue))
        for letter in sorted(groups):
            bits |= 1 << letter
            queue.append(groups[letter])
        infix_mask.append(bits)
        links.append(max(link, 0))
    zipf: array[int] = array("H", bytes(2 * len(infix_mask)))
    return RankTrie(infix_mask, infix_first, zipf), links


def _longest(trie: RankTrie, at_end: Callable[[int, int], int]) -> array[int]:
    """Per node, the largest `at_end(terminal node, its depth)` over the terminal nodes at or
    below it. Children follow their parent in the numbering, so one backward pass does."""
    mask, first = trie.mask, trie.first
    count = trie.node_count
    depth = array("H", bytes(2 * count))
    for node in range(count):
        children = (mask[node] & LETTER_MASK).bit_count()
        if children:
            start = first[node]
            depth[start:start + children] = array("H", [depth[node] + 1]) * children
    longest = array("H", bytes(2 * count))
    for node in range(count - 1, -1, -1):
        bits = mask[node]
        children = (bits & LETTER_MASK).bit_count()
        # A leaf ends a word of the list even when the word is hidden (banned, offensive, rare):
        # the bound then holds for every choice of hidden words over this shape, as the cache,
        # keyed by the shape alone, needs.
        value = at_end(node, depth[node]) if bits & TERMINAL or not children else 0
        if children:
            start = first[node]
            value = max(value, max(longest[start:start + children]))
        longest[node] = value
    return longest


# The terminal and plural bits (63, 62) are the top two bits of each mask's most significant
# byte; this table clears them byte by byte.
_WITHOUT_WORD_BITS = bytes(byte & 0x3F for byte in range(256))


def _cache_key(forward: RankTrie) -> str:
    digest = hashlib.sha256(f"balda|{FORMAT_VERSION}|{builder_name()}|{sys.byteorder}".encode())
    # Only the shape counts (see the module docstring): drop the terminal and plural bits, in
    # the masks' bytes (a loop over the nodes took 75 ms of a 0.9 s first game on ru-large).
    shape = bytearray(forward.mask.tobytes())
    top = slice(7, None, 8) if sys.byteorder == "little" else slice(0, None, 8)
    shape[top] = bytes(shape[top]).translate(_WITHOUT_WORD_BITS)
    digest.update(shape)
    digest.update(forward.first.tobytes())
    return digest.hexdigest()[:32]


def _paths(cache_dir: Path, key: str) -> tuple[Path, Path]:
    return cache_dir / f"balda-{key}.trie", cache_dir / f"balda-{key}.links"


def _read(cache_dir: Path, key: str, forward: RankTrie) -> BaldaTries | None:
    trie_path, links_path = _paths(cache_dir, key)
    cached = read_cache(trie_path)
    if cached is None:
        return None
    data = read_cache_file(links_path)
    if data is None:
        return None
    parsed = _parse_links(data, cached.trie.node_count, forward.node_count)
    if parsed is None:
        log.warning("ignoring damaged Balda trie cache %s (it is rebuilt)", links_path)
        return None
    links, forward_longest = parsed
    mark_used(links_path)
    return BaldaTries(forward, cached.trie, links, forward_longest)


def _parse_links(data: bytes, infix_nodes: int,
                 forward_nodes: int) -> tuple[array[int], array[int]] | None:
    """The links and longest-word arrays, or None unless the file is whole, checksummed and
    every link points inside the forward trie."""
    if len(data) < _LINKS_HEADER.size:
        return None
    magic, links_size, crc = _LINKS_HEADER.unpack_from(data)
    payload = memoryview(data)[_LINKS_HEADER.size:]
    if (magic != _LINKS_MAGIC or links_size != 4 * infix_nodes
            or len(payload) != links_size + 2 * forward_nodes or zlib.crc32(payload) != crc):
        return None
    links, forward_longest = array("I"), array("H")
    links.frombytes(payload[:links_size])
    forward_longest.frombytes(payload[links_size:])
    if links and max(links) >= forward_nodes:
        return None
    return links, forward_longest


def _write(cache_dir: Path, key: str, tries: BaldaTries) -> None:
    trie_path, links_path = _paths(cache_dir, key)
    # Links first: a reader trusts the pair only when the trie (written last) is there too.
    payload = tries.links.tobytes() + tries.forward_longest.tobytes()
    header = _LINKS_HEADER.pack(_LINKS_MAGIC, 4 * len(tries.links), zlib.crc32(payload))
    write_atomically(links_path, header + payload)
    write_cache(trie_path, CachedTrie(tries.infix, {}, tries.infix.word_count(), 0))


def store_tries(tries: BaldaTries, cache_dir: Path) -> None:
    """Write `tries` into `cache_dir` under their key (to warm another cache folder)."""
    _write(Path(cache_dir), _cache_key(tries.forward), tries)


def compiled_files(lexicon: Lexicon, cache_dir: Path) -> tuple[Path, Path]:
    """The two files `balda_tries` reads or writes in `cache_dir` for `lexicon`."""
    return _paths(Path(cache_dir), _cache_key(lexicon.trie))


def is_cached(lexicon: Lexicon, cache_dir: Path, shipped: Sequence[Path] = ()) -> bool:
    """True when `balda_tries` will find the tries in memory, in `cache_dir` or in a `shipped`
    folder (no compiling)."""
    if id(lexicon.trie) in _MEMO:
        return True
    key = _cache_key(lexicon.trie)
    return any(all(path.exists() for path in _paths(Path(folder), key))
               for folder in [cache_dir, *shipped])
