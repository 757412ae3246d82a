"""Numeric options with limits, Ctrl-C keeping the work done, and messages that name the right
thing and stay short."""

import pytest

from desktop_solver.core.balda import engine
from tests.cli.helpers import run
from tests.core.balda.conftest import real_ru  # noqa: F401 (a fixture: warms the tries cache)

BOARD = "...../...../балда/...../....."


@pytest.fixture
def ru_words(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("балда\nбал\nлад\nдал\nбалдах\nлада\nада\nдаль\nал\nда\n", encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("option, value", [
    ("--time", "nan"), ("--time", "inf"), ("--time", "-inf"), ("--time", "1e9"),
    ("--time", "0"), ("--time", "-1"), ("--depth", "1000"), ("--depth", "0"),
    ("--width", "-1"), ("--width", "100000"), ("--min-length", "1000"), ("--limit", "-5"),
])
def test_balda_numbers_out_of_range_are_clear_errors(capsys, ru_words, option, value):
    status, out, err = run(capsys, "balda", BOARD, "--dict", ru_words, f"{option}={value}")
    assert status == 2 and out == ""
    assert err.startswith("desktop-solver: error: ") and option in err


def test_balda_ctrl_c_prints_the_best_move_so_far(capsys, ru_words, monkeypatch):
    """Ctrl-C (a real SIGINT to this process) right after the first depth."""
    import os
    import signal

    think = engine.Advisor.think

    def interrupted(self, *args, **kwargs):
        for thought in think(self, *args, **kwargs):
            yield thought
            os.kill(os.getpid(), signal.SIGINT)

    monkeypatch.setattr(engine.Advisor, "think", interrupted)
    status, out, err = run(capsys, "balda", BOARD, "--dict", ru_words, "--time", "5")
    assert status == 130
    assert "best: " in out and "interrupted" in err


def test_balda_size_error_names_balda_limits(capsys, ru_words):
    big = "/".join(["." * 5] * 15)
    status, _, err = run(capsys, "balda", big, "--dict", ru_words)
    assert status == 2 and "3..10" in err and "30" not in err


def test_batch_file_missing_is_called_a_batch_file(capsys):
    status, _, err = run(capsys, "solve", "--batch", "/missing")
    assert status == 2 and "'/missing' does not exist" in err and "batch file" in err


def test_long_values_are_cut_in_messages(capsys):
    status, _, err = run(capsys, "solve", "A" * 5_000_000 + "!")
    assert status == 2 and len(err) < 1000
    status, _, err = run(capsys, "dict", "add", "x1" * 1_000_000)
    assert status == 2 and len(err) < 1000


def test_double_slash_is_an_error(capsys):
    status, _, err = run(capsys, "solve", "AB//CD")
    assert status == 2 and "empty row" in err


@pytest.mark.parametrize("data", [b"\xef\xbb\xbfCAT\nDOG\n", "КОТ\nСОН\n".encode("cp1251")])
def test_stdin_with_bom_or_cp1251(capsys, monkeypatch, data):
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    status, out, err = run(capsys, "solve", "-")
    assert status == 0, err
    assert "\\ufeff" not in out + err and "\\udc" not in out + err


def test_wordsearch_generate_refuses_mixed_scripts(capsys):
    status, _, err = run(capsys, "wordsearch", "generate", "--words", "cat,кот")
    assert status == 2 and "cat" in err and "кот" in err


def test_dict_on_a_device_is_refused(capsys):
    status, _, err = run(capsys, "solve", "CAT/DOG", "--dict", "/dev/zero")
    assert status == 2 and "not a regular file" in err


@pytest.mark.parametrize("option, value", [("--length", "1000000000"), ("--length", "0"),
                                           ("--min-length", "-5"),
                                           ("--max-length", "99999999999999999999")])
def test_anagram_lengths_out_of_range_are_clear_errors(capsys, option, value):
    status, out, err = run(capsys, "anagram", "tacos", f"{option}={value}")
    assert status == 2 and out == "" and option in err and len(err) < 300


@pytest.mark.parametrize("option, value", [("--max-length", "99999999999999999999"),
                                           ("--min-length", "99999999999999999999"),
                                           ("--min-length", "0")])
def test_solve_lengths_out_of_range_are_clear_errors(capsys, option, value):
    status, out, err = run(capsys, "solve", "CAT", f"{option}={value}")
    assert status == 2 and out == "" and option in err and len(err) < 300


@pytest.mark.slow  # out of the quick tier: a real process, interrupted
@pytest.mark.usefixtures("real_ru")
def test_balda_real_ctrl_c_keeps_the_best_move(lexicon_cache, user_folders):
    """A real SIGINT to a real process in the middle of a long search."""
    import os
    import signal
    import subprocess
    import sys
    import time

    env = dict(os.environ, DESKTOP_SOLVER_CACHE_DIR=str(lexicon_cache),
               DESKTOP_SOLVER_DATA_DIR=str(user_folders))
    proc = subprocess.Popen([sys.executable, "-m", "desktop_solver", "balda", BOARD, "--time",
                             "120", "--limit", "0"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    time.sleep(6)  # loading takes about a second from the warm cache; then it searches
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "best: " in out and "interrupted" in err and "Traceback" not in err
