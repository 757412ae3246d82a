"""`desktop-solver play`: whole transcripts line for line, the end of the game, random boards,
and every kind of bad input."""

import io
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_solver.cli import main
from desktop_solver.core.dice import BIG_BOGGLE_DICE, CLASSIC_DICE, RUSSIAN_DICE

from tests.conftest import REPO
from tests.core.test_game import BOARD, WORDS, dice_match

CLASSROOM_WORDS = Path("/work/shared/data/EnglishWords.txt")


@pytest.fixture
def words_file(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return path


def play(capsys, monkeypatch, stdin, *argv):
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    status = main(["play", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def state(score, words=""):
    return ["CATS", "XDOG", "ABCD", "EFGH", f"Your Score: {score}", f"Your Words:{words}"]


def test_whole_game_transcript(capsys, monkeypatch, words_file):
    stdin = "4\n" + "\n".join(BOARD.split("/")) + \
        "\ndog\nCats\nzebra\ntsgo\nCATS\ncat\nxyz\ngoats\n???\n"
    status, out, err = play(capsys, monkeypatch, stdin, "--dict", str(words_file))
    assert (status, err) == (0, "")
    assert out.splitlines() == [
        *state(0),
        "dog is too short.", *state(0),
        *state(1, " cats"),
        "zebra is not on board.", *state(1, " cats"),
        "tsgo is not a word.", *state(1, " cats"),
        "cats is already found.", *state(1, " cats"),
        "cat is too short.", *state(1, " cats"),
        "xyz is too short.", *state(1, " cats"),
        *state(3, " cats goats"),
        "Computer Score: 8",
        "Computer Words: BEAD COAT COATS CODA DOGS GOAT TOGS",
    ]
    assert out.endswith("\n")


def test_end_of_input_acts_as_give_up(capsys, monkeypatch, words_file):
    _, with_marker, _ = play(capsys, monkeypatch, "4\nCATS\nXDOG\nABCD\nEFGH\ncoda\n???\n",
                             "--dict", str(words_file))
    status, at_end, err = play(capsys, monkeypatch, "4\nCATS\nXDOG\nABCD\nEFGH\ncoda",
                               "--dict", str(words_file))
    assert (status, err) == (0, "")
    assert at_end == with_marker
    assert at_end.splitlines()[-4:] == [
        "Your Score: 1", "Your Words: coda",
        "Computer Score: 10", "Computer Words: BEAD CATS COAT COATS DOGS GOAT GOATS TOGS"]


def test_give_up_at_once_and_nothing_after_it_counts(capsys, monkeypatch, words_file):
    status, out, _ = play(capsys, monkeypatch, "4\nCATS\nXDOG\nABCD\nEFGH\n???\ncats\n???\n",
                          "--dict", str(words_file))
    assert status == 0
    assert out.splitlines() == [
        *state(0), "Computer Score: 11",
        "Computer Words: BEAD CATS COAT COATS CODA DOGS GOAT GOATS TOGS"]


def test_board_without_words(capsys, monkeypatch, words_file):
    status, out, _ = play(capsys, monkeypatch, "2\nXX\nXX\ncats\n???\n", "--dict", str(words_file))
    assert status == 0
    assert out == ("XX\nXX\nYour Score: 0\nYour Words:\n"
                   "cats is not on board.\nXX\nXX\nYour Score: 0\nYour Words:\n"
                   "Computer Score: 0\nComputer Words:\n")


def test_lower_case_board_blank_lines_and_several_guesses_on_a_line(capsys, monkeypatch,
                                                                    words_file):
    stdin = "\n 4 \ncats\n\nxdog\r\nabcd\nefgh\n\n  coat   GOAT \n\n???"
    status, out, _ = play(capsys, monkeypatch, stdin, "--dict", str(words_file))
    assert status == 0
    assert out.splitlines() == [*state(0), *state(1, " coat"), *state(2, " coat goat"),
                                "Computer Score: 9",
                                "Computer Words: BEAD CATS COATS CODA DOGS GOATS TOGS"]


def test_repeated_guesses_in_mixed_case(capsys, monkeypatch, words_file):
    stdin = "4\nCATS\nXDOG\nABCD\nEFGH\nDOGS\ndogs\nDoGs\n"
    _, out, _ = play(capsys, monkeypatch, stdin, "--dict", str(words_file))
    lines = out.splitlines()
    assert lines.count("dogs is already found.") == 2
    assert "Your Words: dogs" in lines and "Your Words: dogs dogs" not in lines
    assert lines[-2] == "Computer Score: 10"


def test_russian_game(capsys, monkeypatch, tmp_path):
    words = tmp_path / "слова.txt"
    words.write_text("кот\nкоты\nшлам\nмалыш\nёлка\nтело\n", encoding="utf-8")
    stdin = "3\nкот\nмыш\nале\nКОТ\nКоты\nтело\nкоты\n"
    status, out, err = play(capsys, monkeypatch, stdin, "--dict", str(words), "--lang", "ru")
    assert (status, err) == (0, "")
    board = ["КОТ", "МЫШ", "АЛЕ"]
    assert out.splitlines() == [
        *board, "Your Score: 0", "Your Words:",
        "кот is too short.", *board, "Your Score: 0", "Your Words:",
        *board, "Your Score: 1", "Your Words: коты",
        "тело is not on board.", *board, "Your Score: 1", "Your Words: коты",
        "коты is already found.", *board, "Your Score: 1", "Your Words: коты",
        "Computer Score: 3", "Computer Words: МАЛЫШ ШЛАМ"]


def test_russian_board_is_detected_and_plays_the_bundled_list(capsys, monkeypatch):
    status, out, _ = play(capsys, monkeypatch, "3\nКОТ\nМЫШ\nАЛЕ\nмалыш\n???\n")
    assert status == 0
    lines = out.splitlines()
    assert lines[:3] == ["КОТ", "МЫШ", "АЛЕ"]
    assert lines[9] == "Your Words: малыш"
    computer = lines[-1].split()
    assert computer[:2] == ["Computer", "Words:"]
    assert "ШТЫК" in computer and "МАЛЫШ" not in computer


@pytest.mark.parametrize("stdin, message", [
    ("", "missing board size"),
    ("\n\n", "missing board size"),
    ("four\nABCD\n", "board size 'four' is not a number"),
    ("4.0\n", "board size '4.0' is not a number"),
    ("4 4\n", "board size '4 4' is not a number"),
    ("31\n", "board size 31 is out of range, expected 1 to 30"),
    ("0\n", "board size 0 is out of range"),
    ("-2\n", "board size -2 is out of range"),
    ("3\nABC\nABCD\nABC\n", "board row 2 'ABCD' has 4 letters, expected 3"),
    ("3\nABC\nAB\nABC\n", "board row 2 'AB' has 2 letters, expected 3"),
    ("3\nABC\nA1C\nABC\n", "board row 2 'A1C' has '1', expected 3 English letters"),
    ("3\nABC\nA C\nABC\n", "board row 2 'A C' has ' ', expected 3 English letters"),
    ("3\nABC\nA-C\nABC\n", "board row 2 'A-C' has '-', expected 3 English letters"),
    ("2\nКО\nТЫ\n", "board row 1 'КО' has 'К', expected 2 English letters"),
    ("3\nABC\nDEF\n", "the input ends after 2 of 3 board rows"),
])
def test_bad_board_input(capsys, monkeypatch, words_file, stdin, message):
    argv = ["--dict", str(words_file)] + (["--lang", "en"] if "English" in message else [])
    status, out, err = play(capsys, monkeypatch, stdin, *argv)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("desktop-solver: error: ")
    assert message in err


def test_seed_without_random_is_refused(capsys, monkeypatch, words_file):
    status, out, err = play(capsys, monkeypatch, "4\nCATS\nXDOG\nABCD\nEFGH\n",
                            "--seed", "3", "--dict", str(words_file))
    assert (status, out) == (2, "") and "--seed 3 without --random" in err


def test_missing_dictionary(capsys, monkeypatch, tmp_path):
    status, out, err = play(capsys, monkeypatch, "2\nAB\nCD\n", "--dict", str(tmp_path / "none"))
    assert (status, out) == (2, "") and "does not exist" in err


# Random boards.

def board_of(out, size):
    return out.splitlines()[:size]


@pytest.mark.parametrize("size, dice", [(4, CLASSIC_DICE), (5, BIG_BOGGLE_DICE)])
def test_random_board_from_the_dice_and_reproducible(capsys, monkeypatch, words_file, size, dice):
    argv = ["--random", str(size), "--seed", "2024", "--dict", str(words_file)]
    status, first, err = play(capsys, monkeypatch, "cats\n???\n", *argv)
    assert (status, err) == (0, "")
    _, again, _ = play(capsys, monkeypatch, "cats\n???\n", *argv)
    assert again == first
    rows = board_of(first, size)
    assert all(len(row) == size for row in rows)
    assert dice_match(list("".join(rows)), dice)
    assert first.splitlines()[size:size + 2] == ["Your Score: 0", "Your Words:"]
    _, other, _ = play(capsys, monkeypatch, "", "--random", str(size), "--seed", "2025",
                       "--dict", str(words_file))
    assert board_of(other, size) != rows


def test_random_russian_board(capsys, monkeypatch, tmp_path):
    words = tmp_path / "слова.txt"
    words.write_text("кот\nкоты\n", encoding="utf-8")
    status, out, _ = play(capsys, monkeypatch, "", "--random", "4", "--seed", "1", "--lang", "ru",
                          "--dict", str(words))
    assert status == 0
    assert dice_match(list("".join(board_of(out, 4))), RUSSIAN_DICE)


def test_random_board_of_another_size_uses_the_dictionarys_letters(capsys, monkeypatch, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("abba\nbaba\n", encoding="utf-8")
    status, out, _ = play(capsys, monkeypatch, "abba\n", "--random", "6", "--seed", "9",
                          "--dict", str(words))
    assert status == 0
    rows = board_of(out, 6)
    assert len(rows) == 6 and set("".join(rows)) <= {"A", "B"}


@pytest.mark.parametrize("size", ["0", "31"])
def test_random_size_out_of_range(capsys, monkeypatch, words_file, size):
    status, out, err = play(capsys, monkeypatch, "", "--random", size, "--dict", str(words_file))
    assert (status, out) == (2, "") and f"board size {size} is out of range" in err


# The real thing: a process with pipes, and the classroom's own word list.

def test_runs_as_a_process_without_qt_or_pillow(words_file):
    code = ("import sys; from desktop_solver.app import main; status = main(sys.argv[1:]); "
            "assert not {'PySide6', 'PIL'} & set(sys.modules), 'GUI modules imported'; "
            "sys.exit(status)")
    result = subprocess.run(
        [sys.executable, "-c", code, "play", "--dict", str(words_file)],
        input="4\nCATS\nXDOG\nABCD\nEFGH\ncoats\n", capture_output=True, text=True, cwd=REPO,
        timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-2:] == [
        "Computer Score: 9", "Computer Words: BEAD CATS COAT CODA DOGS GOAT GOATS TOGS"]


def trace_all(rows, words):
    """Every word of 4+ letters that a plain depth-first walk finds on the board."""
    size = len(rows)

    def walk(row, col, word, at, used):
        if rows[row][col] != word[at]:
            return False
        if at == len(word) - 1:
            return True
        used.add((row, col))
        found = any(walk(r, c, word, at + 1, used)
                    for r in range(max(0, row - 1), min(size, row + 2))
                    for c in range(max(0, col - 1), min(size, col + 2)) if (r, c) not in used)
        used.discard((row, col))
        return found

    letters = set("".join(rows))
    return sorted(word for word in words if len(word) >= 4 and letters.issuperset(word) and any(
        walk(r, c, word, 0, set()) for r in range(size) for c in range(size)))


@pytest.mark.skipif(not CLASSROOM_WORDS.exists(), reason="the assignment's word list is not here")
def test_transcript_with_the_classroom_word_list(capsys, monkeypatch):
    rows = ["EEIRD", "TNAPS", "LOCHE", "MISTY", "FRWOT"]
    stdin = "5\n" + "\n".join(rows) + "\nguess\nPAINT\nchest\nzzzz\npaint\ntea\nrain\n???\n"
    # The reference transcript shows every word of the list: --offensive (ARSE is in it).
    status, out, err = play(capsys, monkeypatch, stdin, "--dict", str(CLASSROOM_WORDS),
                            "--offensive")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[:7] == [*rows, "Your Score: 0", "Your Words:"]
    assert lines[7] == "guess is not on board."
    assert [line for line in lines if " is " in line] == [
        "guess is not on board.", "chest is not on board.", "zzzz is not a word.",
        "paint is already found.", "tea is too short."]
    assert lines[-4:-2] == ["Your Score: 3", "Your Words: paint rain"]
    words = [word.lower() for word in
             CLASSROOM_WORDS.read_text(encoding="ascii").split()]
    expected = [word for word in trace_all([row.lower() for row in rows], words)
                if word not in {"paint", "rain"}]
    assert len(expected) > 50
    assert lines[-1] == "Computer Words: " + " ".join(word.upper() for word in expected)
    assert lines[-2] == f"Computer Score: {sum(len(word) - 3 for word in expected)}"
