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
