"""`desktop-solver anagram`: output shapes, options, the bundled dictionaries, bad input."""

import json

import pytest

from tests.cli.helpers import run


@pytest.fixture
def words_file(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("stone\t4.0\nnotes\t4.5\ntones\t3.5\nonset\t3.0\nnote\t5.0\nten\t5.5\n"
                    "net\t4.5\nsonnet\t3.0\ntable\t5.0\n", encoding="utf-8")
    return path


def test_json_shape(capsys, words_file):
    # Dictionary forms before inflected ones of about the frequency (notes, tones: plurals).
    status, out, err = run(capsys, "anagram", "STONE", "--dict", str(words_file), "--json")
    assert status == 0 and err == ""
    assert json.loads(out) == {
        "letters": "STONE", "lang": "en", "count": 7,
        "words": [
            {"word": "stone", "length": 5, "frequency": 4.0, "left": "", "blanks": []},
            {"word": "notes", "length": 5, "frequency": 4.5, "left": "", "blanks": []},
            {"word": "onset", "length": 5, "frequency": 3.0, "left": "", "blanks": []},
            {"word": "tones", "length": 5, "frequency": 3.5, "left": "", "blanks": []},
            {"word": "note", "length": 4, "frequency": 5.0, "left": "s", "blanks": []},
            {"word": "ten", "length": 3, "frequency": 5.5, "left": "so", "blanks": []},
            {"word": "net", "length": 3, "frequency": 4.5, "left": "so", "blanks": []},
        ],
    }


def test_sort_by_frequency_and_length_options(capsys, words_file):
    _, out, _ = run(capsys, "anagram", "stone", "--dict", str(words_file), "--sort", "frequency",
                    "--json")
    assert [word["word"] for word in json.loads(out)["words"]] == [
        "ten", "note", "net", "stone", "notes", "onset", "tones"]
    _, out, _ = run(capsys, "anagram", "stone", "--dict", str(words_file), "--length", "4",
                    "--json")
    assert [word["word"] for word in json.loads(out)["words"]] == ["note"]
    _, out, _ = run(capsys, "anagram", "stone", "--dict", str(words_file), "--min-length", "3",
                    "--max-length", "4", "--json")
    assert json.loads(out)["count"] == 3


def test_wildcards_pattern_and_limit(capsys, words_file):
    _, out, _ = run(capsys, "anagram", "ston?n", "--dict", str(words_file), "--length", "6",
                    "--json")
    assert json.loads(out)["words"] == [
        {"word": "sonnet", "length": 6, "frequency": 3.0, "left": "", "blanks": [4]}]
    _, out, _ = run(capsys, "anagram", "tbl", "--pattern", "_a__e", "--dict", str(words_file),
                    "--json")
    assert [word["word"] for word in json.loads(out)["words"]] == ["table"]
    _, out, _ = run(capsys, "anagram", "stone", "--dict", str(words_file), "--limit", "2",
                    "--json")
    data = json.loads(out)
    assert data["count"] == 7 and len(data["words"]) == 2


def test_text_output(capsys, words_file):
    status, out, _ = run(capsys, "anagram", "ston?", "--dict", str(words_file), "--length", "4",
                         "--limit", "1")
    assert status == 0
    assert out.splitlines() == ["ston? (en): 1 words", "  4  notE  5.00  left: s"]
    _, out, _ = run(capsys, "anagram", "te?", "--dict", str(words_file), "--length", "3")
    # The length is known, so the most common word comes first.
    assert out.splitlines()[1:] == ["  3  teN  5.50", "  3  Net  4.50"]


def test_bundled_dictionaries(capsys):
    # 4 Pics 1 Word's list holds the words a player knows; the Scrabble-style list the rest.
    _, out, _ = run(capsys, "anagram", "stolen", "--length", "6", "--json")
    found = [word["word"] for word in json.loads(out)["words"]]
    assert found[0] == "stolen" and "lentos" not in found
    _, out, _ = run(capsys, "anagram", "stolen", "--length", "6", "--dict", "en", "--json")
    assert {"stolen", "lentos", "telson"} <= {word["word"] for word in json.loads(out)["words"]}
    _, out, _ = run(capsys, "anagram", "кот?", "--pattern", "к?т", "--json")
    data = json.loads(out)
    assert data["lang"] == "ru" and "кит" in {word["word"] for word in data["words"]}
    _, out, _ = run(capsys, "anagram", "лкаё", "--json")
    words = {word["word"]: word["left"] for word in json.loads(out)["words"]}
    assert words["ёлка"] == ""


@pytest.mark.parametrize("argv, message", [
    (["anagram", "ab1"], "'1' is not a letter of the 'en' alphabet"),
    (["anagram", "?" * 31], "31 letters, expected at most 30"),
    (["anagram", " "], "no letters"),
    (["anagram", "abc", "--length", "3", "--min-length", "2"], "not both"),
    (["anagram", "abc", "--min-length", "4", "--max-length", "3"], "below the shortest"),
    (["anagram", "abc", "--length", "0"], "at least 1"),
    (["anagram", "abc", "--pattern", "a1"], "'1' is not a letter"),
    (["anagram", "abc", "--pattern", "_a_", "--length", "4"], "pattern has 3 letters"),
    (["anagram", "abc", "--limit", "-1"], "--limit -1"),
    (["anagram", "abc", "--dict", "/nonexistent/words.txt"], "does not exist"),
])
def test_bad_input_is_one_line_and_status_2(capsys, argv, message):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and message in err
