"""Fuzzing the core's readers: every input ends in a specific SolverError or a correct value.

Word lists (any bytes, encodings, number columns, long lines), grids (any text), overlays (any
bytes on disk), caches (truncated, zeroed, scrambled, flipped) and the CLI's numeric checks.
"""

import codecs
import json
import math

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop_solver.cli.common import OptionError, check_range
from desktop_solver.core.alphabet import alphabet_for
from desktop_solver.core.board import parse_grid
from desktop_solver.core.errors import DictionaryError, SolverError
from desktop_solver.core.lexicon import lexicon_from_words
from desktop_solver.core.lexicon.cache import CachedTrie, read_cache, write_cache
from desktop_solver.core.lexicon.loader import _compile
from desktop_solver.core.lexicon.overlay import (
    Change,
    load_overlay,
    overlay_path,
    update_overlay,
)
from desktop_solver.core.lexicon.reader import (
    MAX_WORD_LENGTH,
    Entry,
    decode_text,
    parse_words,
    read_word_list,
)
from tests.conftest import REPO

EN, RU = alphabet_for("en"), alphabet_for("ru")
FAST = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])

ru_words = st.text(alphabet="абвгдеёжзийклмнопрстуфхцчшщъыьэюя", min_size=1, max_size=12)
# Real words: an encoding is told by how the letters of real Russian are spread.
REAL_RU = [line.split("\t")[0] for line in
           (REPO / "dictionaries" / "ru.txt").read_text(encoding="utf-8").splitlines()[2:]][::97]
en_words = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=12)
numbers = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True).map(repr),
    st.integers(-10**30, 10**30).map(str),
    st.sampled_from(["NaN", "inf", "-inf", "1e400", "-0", "0x10", "", "1_000", " 5 "]))


def _valid(entries, alphabet):
    letters = set(alphabet.letters)
    return all(0 < len(e.spelling) <= MAX_WORD_LENGTH and letters.issuperset(e.spelling)
               and math.isfinite(e.zipf) and 0 <= e.zipf < 10 for e in entries)


@FAST
@given(st.binary(max_size=2000))
def test_any_bytes_as_a_word_list(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("list") / "words.txt"
    path.write_bytes(data)
    for alphabet in (EN, RU):
        try:
            words = read_word_list(path, alphabet)
        except DictionaryError:
            continue
        assert _valid(words.entries, alphabet)


@FAST
@given(st.lists(st.sampled_from(REAL_RU), min_size=5, max_size=30, unique=True),
       st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "cp1251",
                        "koi8-r"]),
       st.booleans(), st.sampled_from(["\n", "\r\n"]))
def test_russian_lists_in_any_encoding_and_case(words, encoding, capitals, newline):
    # A few letters are too little to tell the single-byte encodings apart.
    text = newline.join(word.upper() if capitals else word for word in words) + newline
    data = text.encode(encoding)
    decoded, _ = decode_text(data, "fuzz")
    entries, _ = parse_words(decoded, RU)
    assert [e.spelling for e in entries] == words


@FAST
@given(st.lists(st.tuples(en_words, numbers), min_size=1, max_size=20))
def test_number_columns(rows):
    text = "".join(f"{word}\t{value}\n" for word, value in rows)
    entries, _ = parse_words(text, EN)
    assert _valid(entries, EN)
    assert [e.spelling for e in entries] == [
        w for w, value in rows for w in ([w] if _is_float(value) else [w, *value.split()])
        if set(w) <= set(EN.letters)]


def _is_float(text):
    try:
        float(text)
    except ValueError:
        return False
    return True


@FAST
@given(st.text(max_size=200))
def test_any_text_as_a_grid(text):
    try:
        grid = parse_grid(text)
    except SolverError as error:
        assert len(str(error)) < 1000
        return
    assert grid.height >= 1 and grid.width >= 1


@FAST
@given(st.binary(max_size=500) | st.builds(
    lambda obj: json.dumps(obj).encode(),
    st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=10),
                 lambda inner: st.lists(inner, max_size=4)
                 | st.dictionaries(st.sampled_from(["added", "banned", "x"]), inner, max_size=3),
                 max_leaves=10)))
def test_any_overlay_file(tmp_path_factory, data):
    folder = tmp_path_factory.mktemp("overlay")
    overlay_path(folder, "en").write_bytes(data)
    loaded = load_overlay(folder, "en")
    assert all(set(word) <= set(EN.letters) for word in loaded.added | loaded.banned)
    result = update_overlay(folder, "en", [(Change.ADD, "zzxq")])
    assert "zzxq" in load_overlay(folder, "en").added
    if result.backup is None:  # the file was read as an overlay: nothing in it was lost
        assert loaded.added <= result.overlay.added
    else:
        assert result.backup.read_bytes() == data


CACHE_WORDS = ["cat", "cats", "dog", "dot", "ёж", "tea", "tee"]


@FAST
@given(st.data())
def test_damaged_trie_cache_is_never_used(tmp_path_factory, data):
    cached = _compile([Entry(w, 3.0) for w in CACHE_WORDS if w.isascii()], EN, 0)
    path = tmp_path_factory.mktemp("cache") / "x.trie"
    write_cache(path, cached)
    original = path.read_bytes()
    how = data.draw(st.sampled_from(["truncate", "zero", "scramble", "flip", "append"]))
    if how == "truncate":
        damaged = original[:data.draw(st.integers(0, len(original) - 1))]
    elif how == "zero":
        start = data.draw(st.integers(0, len(original) - 1))
        damaged = original[:start] + bytes(len(original) - start)
    elif how == "scramble":
        damaged = bytes(data.draw(st.permutations(list(original))))
    elif how == "flip":
        at = data.draw(st.integers(0, len(original) - 1))
        damaged = original[:at] + bytes([original[at] ^ data.draw(st.integers(1, 255))]) \
            + original[at + 1:]
    else:
        damaged = original + data.draw(st.binary(min_size=1, max_size=20))
    path.write_bytes(damaged)
    read = read_cache(path)
    if read is not None:  # only an undamaged payload may be trusted
        assert (read.trie.mask, read.trie.first) == (cached.trie.mask, cached.trie.first)


def test_crc_valid_cache_with_a_child_past_the_end_is_rejected(tmp_path):
    lexicon = lexicon_from_words(["cat", "dog"], "en")
    trie = lexicon.trie
    trie.first[1] = trie.node_count + 5
    path = tmp_path / "x.trie"
    write_cache(path, CachedTrie(trie, {}, 2, 0))
    assert read_cache(path) is None


@FAST
@given(st.floats(allow_nan=True, allow_infinity=True))
def test_numeric_options(value):
    try:
        check_range("--time", value, 0, 600, exclusive=True)
    except OptionError as error:
        assert not (math.isfinite(value) and 0 < value <= 600)
        assert len(str(error)) < 200
    else:
        assert math.isfinite(value) and 0 < value <= 600


def test_bom_variants_of_an_empty_list(tmp_path):
    for bom in (codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE):
        path = tmp_path / "words.txt"
        path.write_bytes(bom)
        assert read_word_list(path, EN).entries == ()
