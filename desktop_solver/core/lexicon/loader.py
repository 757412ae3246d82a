"""Loading lexicons: read the lists, reuse the compiled cache when its key matches, else compile."""

from __future__ import annotations

import hashlib
import logging
import sys
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path

from desktop_solver.core.alphabet import Alphabet, alphabet_for
from desktop_solver.core.errors import DictionaryError
from desktop_solver.core.files import shorten
from desktop_solver.core.cancel import NO_PROGRESS, Progress
from desktop_solver.core.lexicon.cache import (
    FORMAT_VERSION,
    CachedTrie,
    builder_name,
    cached_word_count,
    read_cache,
    write_cache,
)
from desktop_solver.core.lexicon.lexicon import Lexicon, LoadReport
from desktop_solver.core.lexicon.reader import Entry, read_bytes, read_word_list
from desktop_solver.core.lexicon.trie import PROGRESS_EVERY, TrieWord, compile_trie

log = logging.getLogger(__name__)


def load_lexicon(paths: Sequence[Path], lang: str, *, fold_yo: bool = True,
                 added: Iterable[str] = (), banned: Iterable[str] = (),
                 cache_dir: Path | None = None, shipped: Sequence[Path] = (),
                 progress: Progress = NO_PROGRESS) -> Lexicon:
    """The union of the word lists at `paths`, plus `added`, less `banned`.

    The compiled trie is cached in `cache_dir` under a hash of the lists' bytes, the alphabet
    options, the added words and the builder (`cache.builder_name`), so any change to them
    compiles afresh. `shipped` are read-only folders of tries compiled in advance (the
    installation's own), looked in after `cache_dir` under the same key. A compile reports to
    `progress` and raises `Cancelled` when its token is set (nothing is written then).
    """
    alphabet = alphabet_for(lang, fold_yo)
    contents = _read_lists(paths)
    added = sorted(set(added))
    key = _cache_key(contents, alphabet, added)
    folders = ([Path(cache_dir)] if cache_dir is not None else []) + [Path(f) for f in shipped]
    cached = None
    for folder in folders:
        cached = read_cache(folder / f"{key}.trie")
        if cached is not None:
            break
    if cached is None:
        cached = _compile_lists(contents, alphabet, added, progress)
        if cache_dir is not None:
            cache_path = Path(cache_dir) / f"{key}.trie"
            try:
                write_cache(cache_path, cached)
            except OSError as error:
                log.warning("cannot write dictionary cache %s: %s", cache_path, error)
    report = LoadReport(tuple(str(path) for path, _ in contents), cached.word_count,
                        cached.skipped, cached.too_long, cached.bad_frequencies,
                        tuple(filter(None, cached.encodings.split(","))))
    lexicon = Lexicon(alphabet, cached.trie, cached.spellings, report)
    for word in banned:
        lexicon.ban(word)
    return lexicon


def compiled_name(paths: Sequence[Path], lang: str, *, fold_yo: bool = True,
                  added: Iterable[str] = ()) -> str:
    """The file name `load_lexicon` gives these lists' compiled form in a cache folder."""
    return f"{_cache_key(_read_lists(paths), alphabet_for(lang, fold_yo), sorted(set(added)))}.trie"


def is_compiled(paths: Sequence[Path], lang: str, *, fold_yo: bool = True,
                added: Iterable[str] = (), folders: Sequence[Path] = ()) -> bool:
    """True when `load_lexicon` with these lists will find them compiled in one of `folders`
    (the user's cache, then the shipped ones): no compile, no progress to show."""
    name = compiled_name(paths, lang, fold_yo=fold_yo, added=added)
    return any(cached_word_count(Path(folder) / name) is not None for folder in folders)


def word_count(paths: Sequence[Path], lang: str, *, fold_yo: bool = True,
               folders: Sequence[Path] = ()) -> int:
    """How many words the union of the lists holds, as `len(load_lexicon(...))` says, read off
    a compiled file's header when one of `folders` holds it, else counted without compiling."""
    alphabet = alphabet_for(lang, fold_yo)
    contents = _read_lists(paths)
    key = _cache_key(contents, alphabet, [])
    for folder in folders:
        count = cached_word_count(Path(folder) / f"{key}.trie")
        if count is not None:
            return count
    keys = set()
    for path, data in contents:
        for entry in read_word_list(path, alphabet, data).entries:
            keys.add(alphabet.fold(entry.spelling))
    return len(keys)


def _read_lists(paths: Sequence[Path]) -> list[tuple[Path, bytes]]:
    if not paths:
        raise DictionaryError("no dictionary file given, expected at least one word list",
                              code="dictionary.none")
    return [(Path(path), read_bytes(Path(path))) for path in paths]


# Where a compile's time goes (en and ru-large: reading 1.2-1.4 s, the words' keys 0.8-0.9 s,
# the trie 2-3 s): reading ends at _READING of the progress, the keys at _WORDS.
_READING, _WORDS = 0.3, 0.5


def _compile_lists(contents: list[tuple[Path, bytes]], alphabet: Alphabet, added: list[str],
                   progress: Progress) -> CachedTrie:
    entries: list[Entry] = []
    skipped = too_long = bad_frequencies = 0
    encodings = []
    reading = progress.part(0.0, _READING)
    for done, (path, data) in enumerate(contents):
        reading.update(done / len(contents))
        word_list = read_word_list(path, alphabet, data)
        if not word_list.entries:
            raise DictionaryError(
                f"dictionary file {shorten(str(path))} has no words in the {alphabet.lang!r} "
                f"alphabet ({word_list.skipped + word_list.too_long} tokens skipped)",
                code="dictionary.no_words", path=str(path), lang=alphabet.lang)
        entries.extend(word_list.entries)
        skipped += word_list.skipped
        too_long += word_list.too_long
        bad_frequencies += word_list.bad_frequencies
        encodings.append(word_list.encoding)
    entries.extend(Entry(word.lower()) for word in added)
    compiled = _compile(entries, alphabet, skipped, progress.part(_READING, 1.0))
    progress.update(1.0)
    return replace(compiled, too_long=too_long, bad_frequencies=bad_frequencies,
                   encodings=",".join(encodings))


def lexicon_from_words(words: Iterable[str], lang: str, fold_yo: bool = True) -> Lexicon:
    """A lexicon from words in memory (tests, small custom lists); words outside the alphabet
    are skipped and counted."""
    alphabet = alphabet_for(lang, fold_yo)
    letters = set(alphabet.letters)
    entries, skipped = [], 0
    for word in words:
        word = word.lower()
        if word and letters.issuperset(word):
            entries.append(Entry(word))
        else:
            skipped += 1
    cached = _compile(entries, alphabet, skipped)
    return Lexicon(alphabet, cached.trie, cached.spellings, LoadReport((), cached.word_count, skipped))


def _cache_key(contents: list[tuple[Path, bytes]], alphabet: Alphabet, added: list[str]) -> str:
    digest = hashlib.sha256()
    digest.update(f"{FORMAT_VERSION}|{builder_name()}|{alphabet.lang}|{alphabet.fold_yo}|"
                  f"{sys.byteorder}".encode())
    for _, data in contents:
        digest.update(hashlib.sha256(data).digest())
    digest.update("\n".join(added).encode("utf-8"))
    return digest.hexdigest()[:32]


def _compile(entries: list[Entry], alphabet: Alphabet, skipped: int,
             progress: Progress = NO_PROGRESS) -> CachedTrie:
    # For each search key keep the most frequent spelling (все/всё both fold to все).
    best: dict[str, Entry] = {}
    trie_words = []
    words_end = (_WORDS - _READING) / (1.0 - _READING)
    keying = progress.part(0.0, words_end)
    for done, entry in enumerate(entries):
        if not done % PROGRESS_EVERY:
            keying.update(done / len(entries))
        key = alphabet.fold(entry.spelling)
        letters = alphabet.indexes(key)
        if letters is None:
            continue
        trie_words.append(TrieWord(letters, round(entry.zipf * 100), entry.plural))
        previous = best.get(key)
        if previous is None or entry.zipf > previous.zipf:
            best[key] = entry
    trie, node_of = compile_trie(trie_words, progress.part(words_end, 1.0))
    spellings = {}
    for key, entry in best.items():
        letters = alphabet.indexes(key)
        if entry.spelling != key and letters is not None:
            spellings[node_of[letters]] = entry.spelling
    return CachedTrie(trie, spellings, len(node_of), skipped)
