"""The Linux release, built as CI builds it: PyInstaller bundle, frozen self-test, .tar.gz.

Takes about 40 s on a two-core machine; needs PyInstaller (the `build` extra), which CI installs.
"""

from __future__ import annotations

import importlib.util
import os
import platform
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "installer"))
import build  # noqa: E402  (installer/build.py)

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle")]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    if importlib.util.find_spec("PyInstaller") is None:
        message = "PyInstaller is missing: install the build extra (pip install -e '.[build]')"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    folder = tmp_path_factory.mktemp("release")
    result = subprocess.run(
        [sys.executable, str(REPO / "installer" / "build.py"), "--dist", str(folder / "dist"),
         "--work", str(folder / "work"), "--out", str(folder / "out"), "--require-ocr"],
        cwd=REPO, capture_output=True, text=True, encoding="utf-8", timeout=900)
    return folder, result


def test_build_passes_the_frozen_self_test(built):
    folder, result = built
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    assert result.stdout.count("self-test passed: 7 checks, 0 skipped") == 2
    assert f"in the bundle at {folder / 'dist' / 'desktop_solver' / '_internal'}" in result.stdout
    assert "build: start to a shown window (offscreen):" in result.stdout
    # The C grid walker made it into the bundle (two boards, two self-test runs).
    assert result.stdout.count("compiled walker") == 4


def test_tarball_holds_the_bundle_desktop_entry_icons_and_note(built):
    folder, result = built
    assert result.returncode == 0
    top = f"desktop-solver-{build.version()}-linux-{platform.machine()}"
    with tarfile.open(folder / "out" / f"{top}.tar.gz") as archive:
        names = set(archive.getnames())
        note = archive.extractfile(f"{top}/INSTALL.txt").read().decode("utf-8")
    for name in ("desktop_solver/desktop-solver", "desktop-solver.desktop", "install.sh",
                 "desktop-solver-mime.xml", "icons/hicolor/256x256/apps/desktop_solver.png",
                 "icons/hicolor/16x16/apps/desktop_solver.png",
                 "desktop_solver/_internal/dictionaries/ru.txt",
                 "desktop_solver/_internal/dictionaries/ru-balda.txt",
                 "desktop_solver/_internal/dictionaries/offensive-ru.txt",
                 "desktop_solver/_internal/dictionaries/SOURCES.md",
                 "desktop_solver/_internal/resources/i18n/desktop_solver_ru.qm",
                 "desktop_solver/_internal/resources/selftest/board.png",
                 "desktop_solver/_internal/resources/fonts/DejaVuSans-Bold.ttf",
                 "desktop_solver/_internal/resources/fonts/LICENSE-DejaVu.txt",
                 "desktop_solver/_internal/resources/glyphs/glyphs.npz"):
        assert f"{top}/{name}" in names
    assert "sudo apt-get install tesseract-ocr tesseract-ocr-eng tesseract-ocr-rus" in note


def test_bundle_leaves_out_unused_qt(built):
    folder, _ = built
    files = [path.name for path in (folder / "dist" / "desktop_solver").rglob("*")]
    for unused in ("libQt6Qml", "libQt6Quick", "libQt6Network", "libQt6Pdf", "QtWebEngine",
                   "libQt6Multimedia", "libqtvirtualkeyboardplugin", "_tkinter"):
        assert not [name for name in files if name.startswith(unused)], unused
    translations = [name for name in files if name.startswith("qtbase_")]
    assert sorted(translations) == ["qtbase_en.qm", "qtbase_ru.qm"]
