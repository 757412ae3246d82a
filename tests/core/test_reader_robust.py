"""Word lists as users really have them: odd encodings, number columns, huge lines, devices."""

import codecs
import os

import pytest

from desktop_solver.core.alphabet import alphabet_for
from desktop_solver.core.errors import DictionaryError
from desktop_solver.core.files import read_regular_file
from desktop_solver.core.lexicon import load_lexicon
from desktop_solver.core.lexicon.reader import MAX_WORD_LENGTH, parse_words, read_word_list

RU = alphabet_for("ru")
EN = alphabet_for("en")


def _read(tmp_path, data: bytes, alphabet=RU):
    path = tmp_path / "words.txt"
    path.write_bytes(data)
    return read_word_list(path, alphabet)


def test_cp1251_in_capitals_is_not_taken_for_koi8(tmp_path):
    words = _read(tmp_path, "КОТ\nСОБАКА\nМЫШЬ\nЁЖИК\nСЛОН\n".encode("cp1251"))
    assert [e.spelling for e in words.entries] == ["кот", "собака", "мышь", "ёжик", "слон"]
    assert words.encoding == "cp1251"


def test_koi8_in_capitals(tmp_path):
    words = _read(tmp_path, "КОТ\nСОБАКА\nМЫШЬ\nСЛОН\nМОЛОКО\n".encode("koi8-r"))
    assert [e.spelling for e in words.entries] == ["кот", "собака", "мышь", "слон", "молоко"]
    assert words.encoding == "koi8-r"


def test_byte_undefined_in_cp1251_does_not_crash(tmp_path):
    words = _read(tmp_path, "кот\nслон\n".encode("cp1251") + b"\x98\n")
    assert [e.spelling for e in words.entries] == ["кот", "слон"]
    assert words.skipped == 1


def test_utf8_with_a_few_bad_lines_stays_utf8(tmp_path):
    good = "\n".join(["кот", "собака", "мышь", "слон", "ёжик"] * 20).encode("utf-8")
    words = _read(tmp_path, good + b"\n\xff\xfe\xc0\n")
    assert words.encoding == "utf-8"
    assert len(words.entries) == 100 and words.skipped == 1


@pytest.mark.parametrize("text, alphabet", [("кот\nслон\nмышь\n", RU), ("cat\ndog\n", EN)])
def test_utf16le_without_bom(tmp_path, text, alphabet):
    words = _read(tmp_path, text.encode("utf-16-le"), alphabet)
    assert [e.spelling for e in words.entries] == text.split()
    assert words.encoding == "utf-16-le"


@pytest.mark.parametrize("value", ["700", "-1", "NaN", "nan", "inf", "-inf", "1e400", "1e9",
                                   "12abc", "0x10", "", "3.5"])
def test_number_column_never_crashes(value):
    entries, _ = parse_words(f"cat\t{value}\ndog\t2.5\n", EN)
    assert [e.spelling for e in entries] == ["cat", "dog"]
    assert all(0 <= e.zipf < 10 for e in entries)


def test_raw_counts_are_converted_and_nonsense_counted(tmp_path):
    words = _read(tmp_path, b"cat\t7000\ndog\t70\nemu\tNaN\nfox\t-1\n", EN)
    by_word = {e.spelling: e.zipf for e in words.entries}
    assert set(by_word) == {"cat", "dog", "emu", "fox"}
    assert by_word["cat"] > by_word["dog"] > 0 and by_word["emu"] == by_word["fox"] == 0
    assert words.bad_frequencies == 2


def test_long_words_are_skipped_and_counted(tmp_path):
    words = _read(tmp_path, b"cat\n" + b"a" * 30_000 + b"\n" + b"b" * (MAX_WORD_LENGTH + 1)
                  + b"\n" + b"c" * MAX_WORD_LENGTH + b"\n", EN)
    assert [e.spelling for e in words.entries] == ["cat", "c" * MAX_WORD_LENGTH]
    assert words.too_long == 2


def test_a_long_line_compiles_in_little_memory(tmp_path):
    path = tmp_path / "words.txt"
    path.write_bytes(b"cat\n" + b"a" * 100_000 + b"\n")
    lexicon = load_lexicon([path], "en", cache_dir=tmp_path / "cache")
    assert "cat" in lexicon and lexicon.report.words == 1


def test_devices_and_fifos_are_refused(tmp_path):
    with pytest.raises(DictionaryError, match="not a regular file"):
        read_word_list("/dev/zero", EN)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(DictionaryError, match="not a regular file"):
        read_word_list(fifo, EN)


def test_size_is_checked_before_reading(tmp_path):
    path = tmp_path / "big.txt"
    with open(path, "wb") as out:
        out.truncate(300 * 1024 * 1024)  # sparse: costs no disk
    with pytest.raises(DictionaryError, match="at most"):
        read_word_list(path, EN)
    with pytest.raises(DictionaryError, match="at most 10 bytes"):
        read_regular_file(path, 10, "a small file", DictionaryError)


def test_binary_with_zero_bytes_is_refused(tmp_path):
    with pytest.raises(DictionaryError, match="looks binary"):
        _read(tmp_path, os.urandom(4096), EN)


def test_bom_utf16_still_read(tmp_path):
    words = _read(tmp_path, codecs.BOM_UTF16_LE + "кот\n".encode("utf-16-le"))
    assert [e.spelling for e in words.entries] == ["кот"]
