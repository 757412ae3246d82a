"""`desktop-solver ocr`: output shapes, --solve, and every kind of bad image (exit status 2).

Screenshots are drawn at test time (tests/ocr/render.py); Tesseract is the real one.
"""

from __future__ import annotations

import json
import struct
import subprocess
import sys
import zlib

import pytest
import pytesseract
from PIL import Image, ImageDraw

from desktop_solver.ocr import INSTALL_COMMAND, tesseract_status

from tests.conftest import REPO
from tests.ocr.render import NIGHT, WOOD, busy_screen, render_board
from tests.cli.helpers import run


@pytest.fixture(scope="module")
def english_shot(tmp_path_factory):
    path = tmp_path_factory.mktemp("shots") / "board.png"
    board = render_board([["QU", "A", "T", "S"], list("DOGE"), list("RIBN"), list("WHYM")],
                         WOOD, values={(0, 1): "2", (2, 2): "5"})
    busy_screen(board).save(path)
    return path


@pytest.fixture(scope="module")
def russian_shot(tmp_path_factory):
    path = tmp_path_factory.mktemp("shots") / "доска.jpg"
    render_board([list("КОТЫ"), list("СЛОН"), list("ЖУКИ"), list("ПЯТЬ")], NIGHT).save(
        path, quality=90)
    return path


def test_json_shape(capsys, english_shot):
    status, out, err = run(capsys, "ocr", str(english_shot), "--json")
    assert status == 0 and err == ""
    data = json.loads(out)
    assert data["rows"] == [["QU", "A", "T", "S"], list("DOGE"), list("RIBN"), list("WHYM")]
    assert data["lang"] == "en"
    assert [len(row) for row in data["confidence"]] == [4, 4, 4, 4]
    assert all(0.0 <= value <= 1.0 for row in data["confidence"] for value in row)


def test_text_output_is_the_solver_text_form(capsys, russian_shot):
    status, out, _ = run(capsys, "ocr", str(russian_shot), "--lang", "ru")
    assert status == 0
    assert out.splitlines() == ["КОТЫ", "СЛОН", "ЖУКИ", "ПЯТЬ"]


def test_solve_passes_the_board_to_the_solver(capsys, english_shot, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("quat\ndog\ngod\ndoge\nbin\n", encoding="utf-8")
    status, out, _ = run(capsys, "ocr", str(english_shot), "--solve", "--dict", str(words))
    assert status == 0
    assert out.splitlines()[0] == "[QU]ATS/DOGE/RIBN/WHYM  boggle, en: 4 words, 4 points"
    status, out, _ = run(capsys, "ocr", str(english_shot), "--solve", "--json", "--dict",
                         str(words), "--game", "wordament")
    data = json.loads(out)
    assert data["game"] == "wordament" and data["board"] == "[QU]ATS/DOGE/RIBN/WHYM"
    assert {word["word"] for word in data["words"]} == {"quat", "dog", "god", "doge"}
    assert data["ocr"]["rows"][0] == ["QU", "A", "T", "S"]


def test_solve_is_for_the_boggle_family(capsys, english_shot):
    status, _, err = run(capsys, "ocr", str(english_shot), "--solve", "--game", "wordsearch")
    assert status == 2 and "--solve works for the Boggle family" in err


def test_unreadable_file(capsys, tmp_path):
    path = tmp_path / "notes.png"
    path.write_text("hello", encoding="utf-8")
    status, out, err = run(capsys, "ocr", str(path))
    assert (status, out) == (2, "")
    assert "is not a PNG, JPEG, WebP or BMP image" in err
    status, _, err = run(capsys, "ocr", str(tmp_path / "missing.png"))
    assert status == 2 and "does not exist" in err


def test_decompression_bomb(capsys, tmp_path):
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + \
            struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    path = tmp_path / "bomb.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 60000, 60000,
                                                                        8, 0, 0, 0, 0))
                     + chunk(b"IEND", b""))
    status, _, err = run(capsys, "ocr", str(path))
    assert status == 2 and "pixels" in err and err.count("\n") == 1


def test_image_without_a_board(capsys, tmp_path):
    path = tmp_path / "photo.png"
    image = Image.new("RGB", (400, 300), (90, 140, 200))
    ImageDraw.Draw(image).ellipse((100, 80, 300, 220), fill=(250, 220, 60))
    image.save(path)
    status, _, err = run(capsys, "ocr", str(path))
    assert status == 2 and "no board found" in err


def test_missing_tesseract(capsys, english_shot, monkeypatch):
    # Simulated absence: pytesseract is pointed at a binary that does not exist.
    monkeypatch.setattr(pytesseract.pytesseract, "tesseract_cmd", "/nonexistent/tesseract")
    try:
        status, _, err = run(capsys, "ocr", str(english_shot))
        assert status == 2 and INSTALL_COMMAND in err
    finally:
        monkeypatch.undo()
        tesseract_status(refresh=True)


def test_solve_command_does_not_load_pillow_or_tesseract(tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("cat\ndog\n", encoding="utf-8")
    code = ("import sys; from desktop_solver.cli import main; main(['solve', 'CAT/DOG', '--dict', "
            f"{str(words)!r}]); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PIL', 'pytesseract')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, cwd=REPO)
    assert result.stdout.splitlines()[-1] == "[]"


def test_devices_and_pipes_are_refused_without_reading(capsys, tmp_path):
    import os

    pipe = tmp_path / "board.png"
    os.mkfifo(pipe)
    for path in ("/dev/zero", str(pipe)):
        status, out, err = run(capsys, "ocr", path)
        assert (status, out) == (2, "") and "not a regular file" in err


def test_a_word_search_prints_its_grid_and_names_its_list_apart(capsys, tmp_path):
    from benchmarks.screens import make_screen

    # GIVEN a word search screenshot with its list under a title beside the grid
    screen = make_screen(3, "wordlist")
    path = tmp_path / "puzzle.png"
    screen.image.save(path)
    # WHEN it is read as a word search
    status, out, err = run(capsys, "ocr", str(path), "--game", "wordsearch", "--no-memory")
    # THEN standard output is the grid alone (for a pipe), the list goes to standard error
    assert status == 0
    assert out.split() == ["".join(row) for row in screen.rows]
    assert f"the list beside the grid ({len(screen.listed)} words)" in err
    assert all(word in err.upper() for word in screen.listed)
    # AND the JSON holds the list
    status, out, _ = run(capsys, "ocr", str(path), "--game", "wordsearch", "--json",
                         "--no-memory")
    assert sorted(entry.upper() for entry in json.loads(out)["word_list"]) == sorted(screen.listed)


def test_a_board_with_a_tile_missing_is_called_into_doubt(capsys, tmp_path):
    from benchmarks.screens import make_screen

    # GIVEN a photo of a dice tray with one die out of it
    screen = make_screen(16, "dice")
    path = tmp_path / "tray.jpg"
    screen.image.save(path)
    # WHEN it is read THEN its empty cell is shown and the user is told to check the board
    status, out, err = run(capsys, "ocr", str(path), "--no-memory")
    assert status == 0 and out.split()[2][2] == "."
    assert "1 tile(s) of the board show no letter" in err
