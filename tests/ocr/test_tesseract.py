"""Is Tesseract there, and the one clear message when it or its language data is not.

The real Tesseract is installed by scripts/bootstrap.sh (and in CI). Its absence is simulated by
pointing pytesseract at a binary that does not exist, and missing language data by pointing the
real binary at an empty data folder (TESSDATA_PREFIX); nothing is mocked.
"""

from __future__ import annotations

import pytest
import pytesseract

from desktop_solver.core.errors import OcrUnavailableError
from desktop_solver.ocr import INSTALL_COMMAND, read_board, require_tesseract, tesseract_status

from tests.ocr.render import render_board


def test_installed_with_english_and_russian():
    status = tesseract_status(refresh=True)
    assert status.ok, status.message()
    assert {"eng", "rus"} <= status.languages
    assert require_tesseract() is not None


@pytest.fixture
def no_tesseract(monkeypatch):
    # Simulated absence: pytesseract runs whatever tesseract_cmd names.
    monkeypatch.setattr(pytesseract.pytesseract, "tesseract_cmd", "/nonexistent/tesseract")
    yield
    tesseract_status(refresh=True)


def test_missing_tesseract_names_the_install_command(no_tesseract):
    status = tesseract_status(refresh=True)
    assert not status.ok and status.version is None
    assert INSTALL_COMMAND == \
        "sudo apt-get install tesseract-ocr tesseract-ocr-eng tesseract-ocr-rus"
    with pytest.raises(OcrUnavailableError, match="Tesseract OCR is not installed") as raised:
        read_board(render_board([list("ABC"), list("DEF"), list("GHI")]))
    assert INSTALL_COMMAND in str(raised.value)


def test_missing_language_data(monkeypatch, tmp_path):
    # Simulated missing eng/rus packs: the real binary, an empty data folder.
    monkeypatch.setenv("TESSDATA_PREFIX", str(tmp_path))
    try:
        status = tesseract_status(refresh=True)
        assert status.version is not None and status.missing == ("eng", "rus")
        with pytest.raises(OcrUnavailableError, match="missing its eng, rus language data") as e:
            require_tesseract()
        assert INSTALL_COMMAND in str(e.value)
    finally:
        monkeypatch.delenv("TESSDATA_PREFIX")
        tesseract_status(refresh=True)


def test_sheets_go_to_a_private_folder_and_stale_ones_are_swept(tmp_path, monkeypatch):
    import os
    import stat
    import tempfile
    import time

    from PIL import Image

    from desktop_solver.ocr.recognise import tesseract

    monkeypatch.setenv("DESKTOP_SOLVER_CACHE_DIR", str(tmp_path))
    folder = tmp_path / "ocr-work"
    folder.mkdir()
    stale, fresh = folder / "sheet-killed.png", folder / "sheet-running.png"
    for path in (stale, fresh):
        path.write_bytes(b"x")
    old = time.time() - tesseract.STALE_SHEET_SECONDS - 60
    os.utime(stale, (old, old))
    seen = []
    real = tesseract.run_tesseract  # the real Tesseract, its input and output noted
    monkeypatch.setattr(tesseract, "run_tesseract",
                        lambda path, base, *options: seen.append((path, base))
                        or real(path, base, *options))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "shared-tmp"))
    (tmp_path / "shared-tmp").mkdir()
    tesseract.read_chars(Image.new("L", (40, 40), 255), "eng", "A")
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert not stale.exists() and fresh.exists()
    [(sheet, output)] = seen
    assert os.path.dirname(sheet) == os.path.dirname(output) == str(folder)
    assert sorted(path.name for path in folder.iterdir()) == [fresh.name]  # all cleaned up
    assert not list((tmp_path / "shared-tmp").iterdir())  # nothing in the shared /tmp


def test_sheets_read_as_pages_of_one_run_read_as_if_alone(monkeypatch):
    from PIL import Image, ImageDraw

    from desktop_solver.ocr.recognise import tesseract
    from tests.ocr.render import font

    def sheet(text: str) -> Image.Image:
        image = Image.new("L", (60 + 70 * len(text), 100), 255)
        ImageDraw.Draw(image).text((30, 25), "   ".join(text), font=font(size=44), fill=0)
        return image

    sheets = [sheet("KEY"), sheet("WORD")]
    alone = [tesseract.read_chars(image, "eng", "ABCDEFGHIJKLMNOPQRSTUVWXYZ") for image in sheets]
    runs = []
    real = tesseract.run_tesseract
    monkeypatch.setattr(tesseract, "run_tesseract",
                        lambda path, *options: runs.append(path) or real(path, *options))
    pages = tesseract.read_pages(sheets, "eng", "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    assert ["".join(char.text for char in page) for page in pages] == ["KEY", "WORD"]
    assert pages == alone
    assert len(runs) == 1 and runs[0].endswith(".txt")


def test_a_page_goes_to_tesseract_with_no_resolution_for_it_to_take(monkeypatch):
    from PIL import Image

    from desktop_solver.ocr.recognise import tesseract

    # GIVEN the real Tesseract, the files it is given looked at as it reads them
    seen = []
    real = tesseract.run_tesseract

    def run_tesseract(path, *options):
        with Image.open(path) as sheet:
            seen.append(sheet.info)
        return real(path, *options)

    monkeypatch.setattr(tesseract, "run_tesseract", run_tesseract)
    # WHEN a grey page of text is read
    tesseract.read_text(Image.new("L", (60, 40), 255))
    # THEN its file says no resolution, as a PNG says none: Tesseract estimates it from the
    # letters' size (a BMP's default 96 dpi, taken as it is, changes what it finds on a page)
    [info] = seen
    assert info.get("dpi", (0, 0)) == (0, 0)
