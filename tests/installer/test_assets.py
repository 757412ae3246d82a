"""The installer's inputs: icons in every size, the desktop entry, scripts that parse."""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from PIL import Image

REPO = Path(__file__).resolve().parents[2]
INSTALLER = REPO / "installer"
ICONS = REPO / "resources" / "icons"


@pytest.mark.parametrize("size", [16, 24, 32, 48, 64, 128, 256, 512])
def test_png_icons_in_every_size(size):
    with Image.open(ICONS / f"desktop_solver-{size}.png") as icon:
        assert icon.size == (size, size)
        assert icon.mode == "RGBA"
        assert icon.getpixel((0, 0))[3] < 128   # rounded corners: (mostly) transparent
        assert icon.getpixel((size // 2, size // 2))[3] == 255


def test_windows_icon_holds_the_small_sizes():
    with Image.open(ICONS / "desktop_solver.ico") as icon:
        assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= set(icon.info["sizes"])


def test_selftest_picture_is_the_russian_board():
    with Image.open(REPO / "resources" / "selftest" / "board.png") as board:
        assert board.size == (484, 484)


def test_desktop_entry():
    entry = configparser.ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str
    entry.read(INSTALLER / "linux" / "desktop-solver.desktop", encoding="utf-8")
    main = entry["Desktop Entry"]
    assert main["Type"] == "Application"
    assert main["Exec"].split()[0] == "desktop-solver"
    assert (ICONS / f"{main['Icon']}-256.png").exists()
    assert main["Categories"].endswith(";") and "Game" in main["Categories"].split(";")
    assert "application/x-desktop-solver-wordlist" in main["MimeType"].split(";")
    assert "x-desktop-solver-wordlist" in (INSTALLER / "linux" / "desktop-solver-mime.xml") \
        .read_text(encoding="utf-8")
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(INSTALLER / "linux" / "desktop-solver.desktop")],
                       check=True)


def test_install_script_is_valid_shell():
    subprocess.run(["sh", "-n", str(INSTALLER / "linux" / "install.sh")], check=True)


def test_spec_is_valid_python():
    source = (INSTALLER / "desktop_solver.spec").read_text(encoding="utf-8")
    compile(source, "desktop_solver.spec", "exec")


def test_inno_script_names_files_that_exist():
    script = INSTALLER / "windows" / "desktop_solver.iss"
    text = script.read_text(encoding="utf-8")
    icon = re.search(r"^SetupIconFile=(.+)$", text, re.MULTILINE).group(1)
    assert (script.parent / icon.replace("\\", "/")).resolve().exists()
    for section in ("[Setup]", "[Files]", "[Icons]", "[Registry]", "[Code]"):
        assert section in text
    assert "{uninstallexe}" in text and r"Software\Classes\.dslist" in text
