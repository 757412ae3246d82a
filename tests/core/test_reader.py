"""Word-list files in every encoding, with BOMs, CRLF, comments and junk."""

import codecs

import pytest

from desktop_solver.core.alphabet import alphabet_for
from desktop_solver.core.errors import DictionaryError
from desktop_solver.core.lexicon.reader import parse_words, read_word_list

RUSSIAN = "кот\r\nёжик\r\n# комментарий\r\nслон  # хвост\r\nсобака-друг\r\n\r\nМЫШЬ\r\n"


@pytest.mark.parametrize("encoding, bom", [
    ("utf-8", b""), ("utf-8", codecs.BOM_UTF8), ("utf-16-le", codecs.BOM_UTF16_LE),
    ("utf-16-be", codecs.BOM_UTF16_BE), ("utf-16-le", b""), ("utf-16-be", b""),
    ("cp1251", b""), ("koi8-r", b""),
])
def test_russian_list_in_every_encoding(tmp_path, encoding, bom):
    path = tmp_path / "words.txt"
    path.write_bytes(bom + RUSSIAN.encode(encoding))
    words = read_word_list(path, alphabet_for("ru"))
    assert [entry.spelling for entry in words.entries] == ["кот", "ёжик", "слон", "мышь"]
    assert words.skipped == 1  # собака-друг


def test_whitespace_separated_words_and_junk_are_counted(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("cat dog\tbird\nfish 42 don't café\n", encoding="utf-8")
    words = read_word_list(path, alphabet_for("en"))
    assert [entry.spelling for entry in words.entries] == ["cat", "dog", "bird", "fish"]
    assert words.skipped == 3


def test_project_columns_give_frequency_and_plural_flag():
    entries, skipped = parse_words("ножницы\t3.54\tplural\nкот\t4.50\n", alphabet_for("ru"))
    assert [(e.spelling, e.zipf, e.plural) for e in entries] == [
        ("ножницы", 3.54, True), ("кот", 4.5, False)]
    assert skipped == 0


def test_binary_file_is_refused(tmp_path):
    path = tmp_path / "words.bin"
    path.write_bytes(bytes(range(256)) * 20)
    with pytest.raises(DictionaryError, match="looks binary"):
        read_word_list(path, alphabet_for("en"))


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(DictionaryError, match="does not exist"):
        read_word_list(tmp_path / "nope.txt", alphabet_for("en"))
    with pytest.raises(DictionaryError, match="is a folder"):
        read_word_list(tmp_path, alphabet_for("en"))


EVERYDAY = ["кошка", "собака", "молоко", "дерево", "окно", "стол", "книга", "рыба", "вода",
            "солнце", "город", "дорога", "машина", "письмо", "яблоко", "учитель"]


def read(tmp_path, data):
    path = tmp_path / "words.txt"
    path.write_bytes(data)
    return read_word_list(path, alphabet_for("ru"))


def test_a_cp1251_list_in_capitals_is_read_as_cp1251_not_koi8(tmp_path):
    words = read(tmp_path, "\n".join(EVERYDAY).upper().encode("cp1251"))
    assert (words.encoding, [e.spelling for e in words.entries]) == ("cp1251", EVERYDAY)


def test_a_koi8_list_in_capitals_is_read_as_koi8(tmp_path):
    words = read(tmp_path, "\n".join(EVERYDAY).upper().encode("koi8-r"))
    assert (words.encoding, [e.spelling for e in words.entries]) == ("koi8-r", EVERYDAY)


def test_a_byte_undefined_in_cp1251_does_not_crash_the_reader(tmp_path):
    # 0x98 is the one byte cp1251 leaves undefined
    words = read(tmp_path, "\n".join(EVERYDAY).encode("cp1251") + b"\n\x98\n")
    assert [e.spelling for e in words.entries] == EVERYDAY


def test_one_bad_byte_keeps_a_utf8_list_utf8(tmp_path):
    lines = [word.encode("utf-8") for word in EVERYDAY * 10]
    lines[5] = b"\xff" + lines[5]
    words = read(tmp_path, b"\n".join(lines))
    assert words.encoding == "utf-8"
    assert len(words.entries) == len(lines) - 1 and words.skipped == 1


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_utf16_without_bom_and_without_ascii_letters(tmp_path, encoding):
    words = read(tmp_path, "\n".join(EVERYDAY).encode(encoding))
    assert [e.spelling for e in words.entries] == EVERYDAY


@pytest.mark.parametrize("value, zipf, bad", [
    ("4.5", 4.5, 0), ("0", 0.0, 0), ("-1", 0.0, 1), ("NaN", 0.0, 1), ("inf", 0.0, 1),
    ("1e400", 0.0, 1), ("-inf", 0.0, 1),
])
def test_frequency_column_values(value, zipf, bad):
    from desktop_solver.core.lexicon.reader import parse_word_list

    parsed = parse_word_list(f"cat\t{value}\n", alphabet_for("en"))
    assert [(e.spelling, e.zipf) for e in parsed.entries] == [("cat", zipf)]
    assert parsed.bad_frequencies == bad


def test_raw_counts_become_zipf_values_relative_to_the_list():
    from desktop_solver.core.lexicon.reader import parse_word_list

    parsed = parse_word_list("the\t900000\ncat\t90000\nzyzzyva\t9\naa\t0\n", alphabet_for("en"))
    zipfs = {e.spelling: e.zipf for e in parsed.entries}
    assert zipfs["the"] > zipfs["cat"] > zipfs["zyzzyva"] > 0
    assert (zipfs["the"], zipfs["cat"], zipfs["zyzzyva"]) == (7.0, 6.0, 2.0)


def test_words_longer_than_any_board_are_skipped_and_counted(tmp_path):
    words = read(tmp_path, ("кот\n" + "а" * 30_000 + "\nслон\n").encode("utf-8"))
    assert ([e.spelling for e in words.entries], words.too_long) == (["кот", "слон"], 1)


@pytest.mark.parametrize("special", ["/dev/zero", "fifo"])
def test_devices_and_pipes_are_refused_without_reading(tmp_path, special):
    import os

    path = special
    if special == "fifo":
        path = tmp_path / "pipe"
        os.mkfifo(path)
    with pytest.raises(DictionaryError, match="not a regular file"):
        read_word_list(path, alphabet_for("en"))


def test_a_text_looks_like_a_word_list_only_with_many_different_words_each_alone():
    from desktop_solver.core.lexicon.reader import LIST_LEAST_WORDS, ListShape, list_shape

    many = [a + b + "x" for a in "abcdefghij" for b in "abcdefghij"]
    assert len(many) == LIST_LEAST_WORDS
    assert list_shape("\n".join(many)).is_word_list
    assert list_shape(" ".join(many)).is_word_list                      # between spaces
    assert list_shape("\n".join(f"{w}\t5.1" for w in many)).is_word_list  # frequency column
    assert not list_shape("hello\nworld\n").is_word_list                # too few words
    prose = "The cat sat on the mat, and the dog ran off. " * 30
    assert not list_shape(prose).is_word_list                           # words repeat
    notes = "\n".join(f"{n}. buy {w} at 5 pm!" for n, w in enumerate(many))
    assert not list_shape(notes).is_word_list                           # more than words
    assert list_shape("cat dog\n# a comment\ncat\n") == ListShape(tokens=3, words=2)
