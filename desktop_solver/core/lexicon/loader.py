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
from desktop_solver.core.lexicon.cache import FORMAT_VERSION, CachedTrie, read_cache, write_cache
from desktop_solver.core.lexicon.lexicon import Lexicon, LoadReport
from desktop_solver.core.lexicon.reader import Entry, read_bytes, read_word_list
from desktop_solver.core.lexicon.trie import TrieWord, compile_trie

log = logging.getLogger(__name__)


def load_lexicon(paths: Sequence[Path], lang: str, *, fold_yo: bool = True,
                 added: Iterable[str] = (), banned: Iterable[str] = (),
                 cache_dir: Path | None = None, shipped: Sequence[Path] = ()) -> Lexicon:
    """The union of the word lists at `paths`, plus `added`, less `banned`.

    The compiled trie is cached in `cache_dir` under a hash of the lists' bytes, the alphabet
    options, the added words and the format version, so any change to them compiles afresh.
    `shipped` are read-only folders of tries compiled in advance (an installed bundle), looked
    in after `cache_dir` under the same key.
    """
    if not paths:
        raise DictionaryError("no dictionary file given, expected at least one word list",
                              code="dictionary.none")
    alphabet = alphabet_for(lang, fold_yo)
    contents = [(Path(path), read_bytes(Path(path))) for path in paths]
    added = sorted(set(added))
    key = _cache_key(contents, alphabet, added)
    cache_path = Path(cache_dir) / f"{key}.trie" if cache_dir is not None else None
    cached = None
    for folder in ([Path(cache_dir)] if cache_dir is not None else []) + [Path(f) for f in shipped]:
        cached = read_cache(folder / f"{key}.trie")
        if cached is not None:
            break
    if cached is None:
        entries: list[Entry] = []
        skipped = too_long = bad_frequencies = 0
        encodings = []
        for path, data in contents:
            word_list = read_word_list(path, alphabet, data)
            if not word_list.entries:
                raise DictionaryError(
                    f"dictionary file {shorten(str(path))} has no words in the {lang!r} alphabet "
                    f"({word_list.skipped + word_list.too_long} tokens skipped)",
                    code="dictionary.no_words", path=str(path), lang=lang)
            entries.extend(word_list.entries)
            skipped += word_list.skipped
            too_long += word_list.too_long
            bad_frequencies += word_list.bad_frequencies
            encodings.append(word_list.encoding)
        entries.extend(Entry(word.lower()) for word in added)
        cached = replace(_compile(entries, alphabet, skipped), too_long=too_long,
                         bad_frequencies=bad_frequencies, encodings=",".join(encodings))
        if cache_path is not None:
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
    digest.update(f"{FORMAT_VERSION}|{alphabet.lang}|{alphabet.fold_yo}|{sys.byteorder}".encode())
    for _, data in contents:
        digest.update(hashlib.sha256(data).digest())
    digest.update("\n".join(added).encode("utf-8"))
    return digest.hexdigest()[:32]


def _compile(entries: list[Entry], alphabet: Alphabet, skipped: int) -> CachedTrie:
    # For each search key keep the most frequent spelling (все/всё both fold to все).
    best: dict[str, Entry] = {}
    trie_words = []
    for entry in entries:
        key = alphabet.fold(entry.spelling)
        letters = alphabet.indexes(key)
        if letters is None:
            continue
        trie_words.append(TrieWord(letters, round(entry.zipf * 100), entry.plural))
        previous = best.get(key)
        if previous is None or entry.zipf > previous.zipf:
            best[key] = entry
    trie, node_of = compile_trie(trie_words)
    spellings = {}
    for key, entry in best.items():
        letters = alphabet.indexes(key)
        if entry.spelling != key and letters is not None:
            spellings[node_of[letters]] = entry.spelling
    return CachedTrie(trie, spellings, len(node_of), skipped)
