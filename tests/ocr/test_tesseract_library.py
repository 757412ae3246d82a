"""Tesseract read in this process through its library reads exactly as the program does.

The real Tesseract and its real library (installed by scripts/bootstrap.sh and in CI); the
program is chosen by the switch a user has (IN_PROCESS_ENV=0), nothing is mocked.
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import pytesseract
from PIL import Image, ImageDraw

from desktop_solver.core.errors import OcrUnavailableError
from desktop_solver.ocr.recognise import tesseract, tesseract_library
from desktop_solver.ocr.recognise.tesseract_library import IN_PROCESS_ENV, Settings

from tests.ocr.render import font

LATIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
CYRILLIC = "АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"


def sheet(text: str) -> Image.Image:
    image = Image.new("L", (60 + 70 * len(text), 100), 255)
    ImageDraw.Draw(image).text((30, 25), "   ".join(text), font=font(size=44), fill=0)
    return image


def page() -> Image.Image:
    image = Image.new("L", (900, 260), 255)
    ImageDraw.Draw(image).text((30, 25), "Score: 0/3390  Words: 0/229\nCURLING IRON   ЖУК",
                               font=font(size=40), fill=0)
    return image


@pytest.fixture
def library():
    status = tesseract.require_tesseract()
    found = tesseract_library.library_for(pytesseract.pytesseract.tesseract_cmd, status.version,
                                          status.tessdata)
    if found is None:
        pytest.skip("no Tesseract library beside the program on this machine")
    return found


def readings() -> list[object]:
    sheets = [sheet("KEY"), sheet("ЖУК"), sheet("WORD")]
    return [tesseract.read_pages(sheets, "eng", LATIN),
            tesseract.read_pages(sheets, "rus", CYRILLIC),
            tesseract.read_chars(sheets[2], "eng", "DORW"),
            tesseract.read_lines(page(), "eng"),
            tesseract.read_lines(page(), "rus", sparse=True),
            tesseract.read_text(page())]


def test_the_library_reads_as_the_program_does(library, monkeypatch):
    # GIVEN sheets of letters (whitelisted, pages of one run) and a page of text, read by the
    # tesseract program
    monkeypatch.setenv(IN_PROCESS_ENV, "0")
    by_program = readings()
    # WHEN the library reads them, twice (its loaded models used again, another whitelist
    # between)
    monkeypatch.delenv(IN_PROCESS_ENV)
    by_library = [readings(), readings()]
    # THEN every reading is the program's
    assert by_library == [by_program, by_program]
    assert "".join(char.text for char in by_program[0][0]) == "KEY"


def test_threads_read_side_by_side_as_one_alone(library):
    sheets = [sheet("KEY"), sheet("WORD"), sheet("QUIZ"), sheet("JAM")]
    alone = [tesseract.read_chars(image, "eng", LATIN) for image in sheets]
    with ThreadPoolExecutor(max_workers=2) as pool:
        side_by_side = list(pool.map(lambda image: tesseract.read_chars(image, "eng", LATIN),
                                     sheets))
    assert side_by_side == alone


def test_a_file_it_cannot_read_is_a_tesseract_error(library, tmp_path):
    broken = tmp_path / "sheet.bmp"
    broken.write_bytes(b"not a picture")
    with pytest.raises(pytesseract.TesseractError):
        library.run(str(broken), str(tmp_path / "out"), "hocr", "eng", "--psm 6 --oem 1")


def test_command_line_settings_split_into_the_models_and_the_readings():
    settings = Settings.of("hocr", "rus", "-c tessedit_create_hocr=1 --psm 6 --oem 1 "
                           "-c load_system_dawg=0 -c tessedit_char_whitelist=АБВ")
    assert settings.config_files == ("hocr",)
    assert (settings.engine_mode, settings.page_mode) == (1, 6)
    assert settings.init == (("load_system_dawg", "0"), ("tessedit_create_hocr", "1"))
    assert settings.per_reading == (("tessedit_char_whitelist", "АБВ"),)
    assert Settings.of("tsv", "eng", "--psm 3").config_files == ()


@pytest.mark.skipif(sys.platform == "win32", reason="the program stand-in is a shell script")
def test_the_library_reads_with_the_programs_models(library, tmp_path, monkeypatch):
    # GIVEN a tesseract program of the library's version whose language data is English only
    # (a user's own install, named in the settings)
    status = tesseract.require_tesseract()
    data = tmp_path / "tessdata"
    data.mkdir()
    (data / "eng.traineddata").symlink_to(Path(status.tessdata or "") / "eng.traineddata")
    program = tmp_path / "tesseract"
    program.write_text(f'#!/bin/sh\nexec {shutil.which(pytesseract.pytesseract.tesseract_cmd)} '
                       f'--tessdata-dir {data} "$@"\n')
    program.chmod(0o755)
    monkeypatch.setattr(pytesseract.pytesseract, "tesseract_cmd", str(program))
    assert tesseract.tesseract_status(refresh=True).languages == {"eng"}
    # WHEN it is asked for Russian THEN it fails as the program does, for want of the data,
    # instead of reading with the models of another install
    with pytest.raises(OcrUnavailableError, match="rus"):
        tesseract.read_chars(sheet("ЖУК"), "rus", CYRILLIC)
    assert "".join(char.text for char in tesseract.read_chars(sheet("KEY"), "eng",
                                                              LATIN)) == "KEY"


def test_the_program_reads_when_the_library_cannot_load_a_model(library, tmp_path,
                                                                  monkeypatch):
    # GIVEN the library pointed at a folder without language data (as on Windows, where it
    # looked beside python.exe), while the program has its own
    command = pytesseract.pytesseract.tesseract_cmd
    status = tesseract.require_tesseract()
    monkeypatch.setitem(tesseract._status_cache, command,
                        dataclasses.replace(status, tessdata=str(tmp_path)))
    # WHEN a sheet is read THEN the program reads it
    assert "".join(char.text for char in tesseract.read_chars(sheet("KEY"), "eng",
                                                              LATIN)) == "KEY"


def test_models_loaded_later_stay_quiet(library):
    # GIVEN a fresh process that loads three models, one after another (Tesseract's debug_file,
    # a global of the library, is set with the first only)
    script = ("from tests.ocr.test_tesseract_library import page\n"
              "from desktop_solver.ocr.recognise import tesseract\n"
              "tesseract.require_tesseract()\n"
              "print(tesseract.read_lines(page(), 'eng'), tesseract.read_text(page()),\n"
              "      tesseract.read_lines(page(), 'rus', sparse=True))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, env={**os.environ, IN_PROCESS_ENV: "1"})
    # THEN every model read, and none wrote Tesseract's messages to the process's stderr
    assert "CURLING" in done.stdout
    assert done.stderr == ""


def test_models_kept_are_bounded(tmp_path):
    # GIVEN a library of its own, and more models of one kind in use at once than one reading
    # uses side by side
    status = tesseract.require_tesseract()
    library = tesseract_library._load(pytesseract.pytesseract.tesseract_cmd, status.version,
                                      status.tessdata)
    if library is None:
        pytest.skip("no Tesseract library beside the program on this machine")
    settings = Settings.of("txt", "eng", "--psm 6 --oem 1")
    in_use = [library._take(settings) for _ in range(tesseract_library.IDLE_PER_SETTINGS + 2)]
    # WHEN they are given back THEN only as many are kept as one reading may use at once
    for handle in in_use:
        library._give_back(settings, handle)
    assert library.models_kept == tesseract_library.IDLE_PER_SETTINGS


def test_a_program_of_another_version_keeps_the_program(library):
    # GIVEN the library loaded for the program (WHEN the program at the same command is then
    # another version, as after an upgrade while the window stays open) THEN the library is
    # not used for it: the loaded library is the old version's
    status = tesseract.require_tesseract()
    command = pytesseract.pytesseract.tesseract_cmd
    assert tesseract_library.library_for(command, status.version, status.tessdata) is library
    assert tesseract_library.library_for(command, f"{status.version}.1",
                                         status.tessdata) is None
