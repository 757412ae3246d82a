"""Build the double-clickable app for the platform this runs on, prove it works, package it.

    pip install -e '.[build]'          # PyInstaller
    python installer/build.py          # -> dist/ (bundle) and dist/packages/ (what users download)

Steps: PyInstaller with installer/desktop_solver.spec (a one-folder bundle; a .app on macOS);
then the frozen app's `--self-test` with empty user folders, which must pass; then the figures
(bundle size, self-test and window start times); then the platform's package:
- Linux: desktop-solver-VERSION-linux-ARCH.tar.gz (bundle, .desktop file, icons, install.sh,
  INSTALL.txt with the Debian packages to install). An AppImage too when `appimagetool` is on
  PATH; it is on neither PyPI nor Debian, so by default there is none.
- Windows: the Inno Setup installer when ISCC.exe is found (installer/windows/desktop_solver.iss).
- macOS: an unsigned .dmg with hdiutil; signing and notarising: installer/macos/README.md.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INSTALLER = ROOT / "installer"
SPEC = INSTALLER / "desktop_solver.spec"
BUNDLE_NAME = "desktop_solver"
APP_NAME = "Desktop Solver"
EXE_NAME = "desktop-solver"
ICON_NAME = "desktop_solver"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
DEBIAN_OCR = "tesseract-ocr tesseract-ocr-eng tesseract-ocr-rus"
# What the Qt xcb platform plugin needs beyond a bare system; desktops have all of it already.
DEBIAN_QT = ("libegl1 libgl1 libfontconfig1 libdbus-1-3 libxkbcommon0 libxkbcommon-x11-0 "
             "libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 "
             "libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxcb-xfixes0")


class BuildError(Exception):
    """A step failed; the message says which and why."""


def version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    found = re.search(r'^version\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if not found:
        raise BuildError("no version = \"...\" in pyproject.toml")
    return found.group(1)


def log(message: str) -> None:
    print(f"build: {message}", flush=True)


def run_pyinstaller(dist: Path, work: Path) -> None:
    if importlib.util.find_spec("PyInstaller") is None:
        raise BuildError("PyInstaller is not installed; run: pip install -e '.[build]'")
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level",
               "WARN", "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    env = dict(os.environ, DESKTOP_SOLVER_VERSION=version())
    log(f"PyInstaller -> {dist}")
    if subprocess.run(command, cwd=ROOT, env=env).returncode != 0:
        raise BuildError("PyInstaller failed (its messages are above)")


def bundle_dir(dist: Path) -> Path:
    """The folder a user gets: the one-folder bundle, or the .app on macOS."""
    if sys.platform == "darwin":
        return dist / f"{APP_NAME}.app"
    return dist / BUNDLE_NAME


def program(dist: Path) -> Path:
    """The frozen program that prints: on Windows the console twin of the window program."""
    if sys.platform == "win32":
        return dist / BUNDLE_NAME / f"{EXE_NAME}-cli.exe"
    if sys.platform == "darwin":
        return bundle_dir(dist) / "Contents" / "MacOS" / EXE_NAME
    return dist / BUNDLE_NAME / EXE_NAME


def clean_env(folder: Path) -> dict[str, str]:
    """A first start: empty user data and cache folders, no display needed."""
    env = dict(os.environ)
    env["DESKTOP_SOLVER_DATA_DIR"] = str(folder / "data")
    env["DESKTOP_SOLVER_CACHE_DIR"] = str(folder / "cache")
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def timed(command: list[str], env: dict[str, str]) -> tuple[float, subprocess.CompletedProcess]:
    started = time.perf_counter()
    result = subprocess.run(command, env=env, capture_output=True, text=True, encoding="utf-8",
                            errors="replace", timeout=300)
    return time.perf_counter() - started, result


def self_test(exe: Path, require_ocr: bool) -> dict[str, float]:
    """Run the frozen --self-test (first start, then again with the dictionaries compiled) and
    time a start to a shown window; BuildError when the self-test fails."""
    extra = ["--require-ocr"] if require_ocr else []
    figures = {}
    with tempfile.TemporaryDirectory(prefix="desktop-solver-build-") as folder:
        env = clean_env(Path(folder))
        for label in ("self-test, first start", "self-test, dictionaries compiled"):
            seconds, result = timed([str(exe), "--self-test", *extra], env)
            print(result.stdout, end="", flush=True)
            if result.returncode != 0:
                raise BuildError(f"the frozen self-test failed (exit {result.returncode}): "
                                 f"{result.stderr.strip()[-2000:]}")
            figures[label] = seconds
        compiled = sorted((Path(folder) / "cache").rglob("*.trie"))
        if compiled:
            raise BuildError("the self-test compiled dictionaries the bundle ships compiled "
                             f"(its builder's name differs?): {[path.name for path in compiled]}")
        shot = Path(folder) / "window.png"
        seconds, result = timed([str(exe), "--screenshot", str(shot)], env)
        if result.returncode != 0 or not shot.exists():
            raise BuildError(f"the frozen app did not show its window: {result.stderr.strip()}")
        figures["start to a shown window (offscreen)"] = seconds
        seconds, result = timed([str(exe), "solve", "--lang", "en", "SERS/PATG/LINE/SERS"], env)
        if result.returncode != 0:
            raise BuildError(f"the frozen command line failed: {result.stderr.strip()}")
        figures["command-line solve"] = seconds
    return figures


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*")
               if path.is_file() and not path.is_symlink())


def linux_tarball(dist: Path, out: Path) -> Path:
    """The release archive: the bundle with the desktop entry, icons and installer script."""
    name = f"{EXE_NAME}-{version()}-linux-{platform.machine()}"
    with tempfile.TemporaryDirectory(prefix="desktop-solver-tar-") as folder:
        top = Path(folder) / name
        shutil.copytree(bundle_dir(dist), top / BUNDLE_NAME, symlinks=True)
        linux = INSTALLER / "linux"
        for item in ("desktop-solver.desktop", "desktop-solver-mime.xml", "install.sh"):
            shutil.copy2(linux / item, top / item)
        (top / "install.sh").chmod(0o755)
        for size in ICON_SIZES:
            target = top / "icons" / "hicolor" / f"{size}x{size}" / "apps"
            target.mkdir(parents=True)
            shutil.copy2(ROOT / "resources" / "icons" / f"{ICON_NAME}-{size}.png",
                         target / f"{ICON_NAME}.png")
        (top / "INSTALL.txt").write_text(install_note(name), encoding="utf-8")
        out.mkdir(parents=True, exist_ok=True)
        archive = out / f"{name}.tar.gz"
        with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
            tar.add(top, arcname=name)
    return archive


def install_note(name: str) -> str:
    return f"""Desktop Solver {version()} for Linux ({platform.machine()})

Install for yourself (no root needed):

    tar xzf {name}.tar.gz
    {name}/install.sh            # into ~/.local; --uninstall removes it again

It copies the app to ~/.local/opt/desktop-solver, links ~/.local/bin/desktop-solver, and adds
the menu entry, icons and the word-list file type (.dslist). Or run it in place:
{name}/{BUNDLE_NAME}/{EXE_NAME}

Reading boards from screenshots needs Tesseract with English and Russian data. On Debian or
Ubuntu:

    sudo apt-get install {DEBIAN_OCR}

A desktop has the libraries Qt needs; a minimal system may lack some:

    sudo apt-get install {DEBIAN_QT}

Check the installation: desktop-solver --self-test
"""


def appimage(dist: Path, out: Path) -> Path | None:
    """An AppImage, only when appimagetool is installed (it is on neither PyPI nor Debian)."""
    tool = shutil.which("appimagetool")
    if tool is None:
        log("no AppImage: appimagetool is not on PATH (it is packaged on neither PyPI nor "
            "Debian); the .tar.gz is the Linux release")
        return None
    with tempfile.TemporaryDirectory(prefix="desktop-solver-appdir-") as folder:
        appdir = Path(folder) / f"{APP_NAME.replace(' ', '')}.AppDir"
        shutil.copytree(bundle_dir(dist), appdir / "usr" / BUNDLE_NAME, symlinks=True)
        shutil.copy2(INSTALLER / "linux" / "desktop-solver.desktop", appdir)
        shutil.copy2(ROOT / "resources" / "icons" / f"{ICON_NAME}-256.png",
                     appdir / f"{ICON_NAME}.png")
        apprun = appdir / "AppRun"
        apprun.write_text('#!/bin/sh\nhere="$(dirname "$(readlink -f "$0")")"\n'
                          f'exec "$here/usr/{BUNDLE_NAME}/{EXE_NAME}" "$@"\n')
        apprun.chmod(0o755)
        target = out / f"{EXE_NAME}-{version()}-{platform.machine()}.AppImage"
        env = dict(os.environ, ARCH=platform.machine())
        if subprocess.run([tool, str(appdir), str(target)], env=env).returncode != 0:
            raise BuildError("appimagetool failed")
    return target


def windows_installer(dist: Path, out: Path) -> Path | None:
    candidates = [shutil.which("ISCC"), shutil.which("iscc")]
    for variable in ("ProgramFiles(x86)", "ProgramFiles"):
        if os.environ.get(variable):
            candidates.append(str(Path(os.environ[variable]) / "Inno Setup 6" / "ISCC.exe"))
    iscc = next((c for c in candidates if c and Path(c).exists()), None)
    script = INSTALLER / "windows" / "desktop_solver.iss"
    if iscc is None:
        log(f"no installer: Inno Setup 6 (ISCC.exe) not found; install it and run "
            f"ISCC /DAppVersion={version()} /DBundleDir={bundle_dir(dist)} /O{out} {script}")
        return None
    command = [iscc, f"/DAppVersion={version()}", f"/DBundleDir={bundle_dir(dist)}", f"/O{out}",
               str(script)]
    tesseract = os.environ.get("DESKTOP_SOLVER_BUNDLE_TESSERACT")
    if tesseract:
        command.insert(1, f"/DTesseractDir={tesseract}")
    if subprocess.run(command).returncode != 0:
        raise BuildError("Inno Setup failed")
    return out / f"{EXE_NAME}-{version()}-setup.exe"


def mac_dmg(dist: Path, out: Path) -> Path | None:
    if shutil.which("hdiutil") is None:
        log("no .dmg: hdiutil not found")
        return None
    target = out / f"{EXE_NAME}-{version()}-macos-{platform.machine()}.dmg"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="desktop-solver-dmg-") as folder:
        stage = Path(folder)
        shutil.copytree(bundle_dir(dist), stage / f"{APP_NAME}.app", symlinks=True)
        (stage / "Applications").symlink_to("/Applications")
        command = ["hdiutil", "create", "-volname", APP_NAME, "-srcfolder", str(stage), "-ov",
                   "-format", "UDZO", str(target)]
        if subprocess.run(command).returncode != 0:
            raise BuildError("hdiutil failed")
    log("the .dmg is unsigned; to sign and notarise see installer/macos/README.md")
    return target


def package(dist: Path, out: Path) -> list[Path]:
    made: list[Path | None] = []
    if sys.platform.startswith("linux"):
        made += [linux_tarball(dist, out), appimage(dist, out)]
    elif sys.platform == "win32":
        made.append(windows_installer(dist, out))
    elif sys.platform == "darwin":
        made.append(mac_dmg(dist, out))
    return [path for path in made if path is not None]


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the bundle goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                        help="PyInstaller's scratch folder (default: build/pyinstaller)")
    parser.add_argument("--out", type=Path, help="where packages go (default: DIST/packages)")
    parser.add_argument("--require-ocr", action="store_true",
                        help="fail when Tesseract is missing instead of skipping the OCR check")
    parser.add_argument("--no-package", action="store_true", help="bundle and self-test only")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    out = (args.out or dist / "packages").resolve()
    started = time.perf_counter()
    try:
        run_pyinstaller(dist, work)
        built = time.perf_counter() - started
        figures = self_test(program(dist), args.require_ocr)
        made = [] if args.no_package else package(dist, out)
    except BuildError as error:
        print(f"build: FAILED: {error}", file=sys.stderr)
        return 1
    log(f"bundle {bundle_dir(dist)}: {folder_size(bundle_dir(dist)) / 2**20:.0f} MiB "
        f"(PyInstaller took {built:.0f} s)")
    for label, seconds in figures.items():
        log(f"{label}: {seconds:.2f} s")
    for path in made:
        log(f"package {path}: {path.stat().st_size / 2**20:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
