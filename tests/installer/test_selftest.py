"""`desktop-solver --self-test` from the source tree: it passes here, and each kind of breakage
makes it fail (or skip OCR) with a reason."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytesseract
import pytest

from desktop_solver import paths, selftest
from desktop_solver.ocr.recognise import tesseract

REPO = Path(__file__).resolve().parents[2]


def test_self_test_passes_from_the_source_tree():
    # GIVEN the checkout with Tesseract installed (CI installs it)
    # WHEN the self-test runs as a user would start it
    result = subprocess.run([sys.executable, "-m", "desktop_solver", "--self-test",
                             "--require-ocr"], cwd=REPO, capture_output=True, text=True,
                            encoding="utf-8", timeout=300, env=dict(os.environ))
    # THEN every check passes, with the known answers spelled out
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert [line.split()[0] for line in lines[:-1]] == ["PASS"] * 7
    assert any("SERS/PATG/LINE/SERS: 1144 words, 3679 points, best 'eternalise'" in line
               for line in lines)
    assert any("ПАРК/ОСНТ/ЛЕИА/КРОМ: 68 words, 108 points, best 'лесопарк'" in line
               for line in lines)
    assert any("read ПАРК/ОСНТ/ЛЕИА/КРОМ (ru)" in line for line in lines)
    assert lines[-1].startswith("self-test passed: 7 checks, 0 skipped")


def test_a_wrong_answer_fails_with_the_expected_one(monkeypatch, capsys):
    wrong = selftest.KnownBoard("en", "SERS/PATG/LINE/SERS", 1145, 3679, "eternalise", ())
    monkeypatch.setattr(selftest, "ENGLISH", wrong)
    assert selftest.main(["--self-test", "--no-interface"]) == 1
    out = capsys.readouterr().out
    assert ("FAIL  English board       CheckFailed: 'SERS/PATG/LINE/SERS': 1144 words for 3679 "
            "points, expected 1145 words for 3679 points") in out
    assert "PASS  Russian board" in out
    assert out.splitlines()[-1].startswith("self-test FAILED: English board (")


def test_a_word_that_must_be_found_but_is_not(monkeypatch):
    wrong = selftest.KnownBoard("ru", "ПАРК/ОСНТ/ЛЕИА/КРОМ", 68, 108, "лесопарк",
                                ("партнер", "кот"))
    monkeypatch.setattr(selftest, "RUSSIAN", wrong)
    results = {r.name: r for r in selftest.run_checks(interface=False)}
    # партнёр is found with its ё; the check wants the display spelling
    assert results["Russian board"].outcome is selftest.Outcome.FAIL
    assert results["Russian board"].detail.endswith("'партнер', 'кот' not found")


def test_missing_data_files_fail(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("DESKTOP_SOLVER_DICTIONARIES", str(tmp_path))
    assert selftest.main(["--self-test", "--no-interface"]) == 1
    out = capsys.readouterr().out
    assert f"FAIL  data files          CheckFailed: missing '{tmp_path / 'en.txt'}'" in out
    assert "FAIL  English dictionary" in out


def test_ocr_is_skipped_without_tesseract_unless_required(monkeypatch):
    monkeypatch.setattr(pytesseract.pytesseract, "tesseract_cmd", "/nonexistent/tesseract")
    results = {r.name: r for r in selftest.run_checks(interface=False)}
    assert results["OCR"].outcome is selftest.Outcome.SKIP
    assert "Tesseract OCR is not installed (no working '/nonexistent/tesseract')" in \
        results["OCR"].detail
    required = {r.name: r for r in selftest.run_checks(require_ocr=True, interface=False)}
    assert required["OCR"].outcome is selftest.Outcome.FAIL


def test_frozen_bundle_root_is_meipass(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.delenv("DESKTOP_SOLVER_DICTIONARIES", raising=False)
    assert paths.resources_dir() == tmp_path / "resources"
    assert paths.dictionaries_dir() == tmp_path / "dictionaries"
    assert paths.fonts_dir() == tmp_path / "resources" / "fonts"


def test_tesseract_from_the_environment(monkeypatch):
    monkeypatch.setenv(tesseract.COMMAND_ENV, "/opt/ocr/tesseract")
    assert tesseract.find_tesseract() == "/opt/ocr/tesseract"


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file names")
def test_tesseract_bundled_with_the_app_when_none_on_path(monkeypatch, tmp_path):
    # GIVEN no tesseract on PATH and a copy in the bundle's tesseract folder
    monkeypatch.delenv(tesseract.COMMAND_ENV, raising=False)
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert tesseract.find_tesseract() == "tesseract"
    bundled = tmp_path / "tesseract" / "tesseract"
    bundled.parent.mkdir()
    bundled.write_text("#!/bin/sh\n")
    # THEN that copy is the one run
    assert tesseract.find_tesseract() == str(bundled)
