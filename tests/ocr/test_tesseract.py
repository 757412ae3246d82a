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
