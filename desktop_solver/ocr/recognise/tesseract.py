"""Tesseract through pytesseract: is it installed, reading a sheet of tile glyphs, and reading
the lines of text around a board.

Every call of Tesseract costs far more than a tile's letter, so a board is never read tile by
tile: the glyphs are pasted onto one *sheet*, one board row per text line with wide gaps between
tiles, and read in one call; each recognised word is mapped back to the tile it came from. A call
runs in this process through Tesseract's library where it is the program's own
(tesseract_library.py: its models stay loaded), else as the program (a process and a model's
load, about a tenth of a second, a call).
"""

from __future__ import annotations

import contextlib
import html
import logging
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import pytesseract
from PIL import Image

from desktop_solver import paths
from desktop_solver.core.errors import OcrUnavailableError
from desktop_solver.core.files import shorten
from desktop_solver.ocr.recognise.tesseract_library import library_for

log = logging.getLogger(__name__)
_T = TypeVar("_T")

INSTALL_COMMAND = "sudo apt-get install tesseract-ocr tesseract-ocr-eng tesseract-ocr-rus"
TESSERACT_LANGS = {"en": "eng", "ru": "rus"}

# Tesseract's own word lists pull random letters towards dictionary words; a board has none.
_NO_DICTIONARY = "-c load_system_dawg=0 -c load_freq_dawg=0"

# Names the tesseract binary to run, overriding the search below (a path, or a command on PATH).
COMMAND_ENV = "DESKTOP_SOLVER_TESSERACT"


def find_tesseract() -> str:
    """The tesseract to run: $DESKTOP_SOLVER_TESSERACT, else one on PATH, else a copy installed
    with the app (the Windows installer may put one in its tesseract folder) or in Tesseract's usual
    places, which a program started from the Windows menu or the macOS Finder does not have on its
    PATH. Plain 'tesseract' when there is none: its status then says how to install it."""
    override = os.environ.get(COMMAND_ENV)
    if override:
        return override
    if shutil.which("tesseract"):
        return "tesseract"
    exe = "tesseract.exe" if sys.platform == "win32" else "tesseract"
    candidates = [paths.bundle_root() / "tesseract" / exe]
    if getattr(sys, "frozen", False):
        candidates.append(Path(sys.executable).parent / "tesseract" / exe)
    if sys.platform == "win32":
        for variable, folder in (("ProgramFiles", "Tesseract-OCR"),
                                 ("ProgramFiles(x86)", "Tesseract-OCR"),
                                 ("LOCALAPPDATA", "Programs/Tesseract-OCR")):
            if os.environ.get(variable):
                candidates.append(Path(os.environ[variable]) / folder / exe)
    elif sys.platform == "darwin":
        candidates += [Path("/opt/homebrew/bin/tesseract"), Path("/usr/local/bin/tesseract")]
    return next((str(path) for path in candidates if path.is_file()), "tesseract")


def set_tesseract_command(command: str | None = None) -> str:
    """Run `command` as tesseract from now on (a settings field may call this); None goes back
    to `find_tesseract()`. Returns the command in use."""
    pytesseract.pytesseract.tesseract_cmd = command or find_tesseract()
    return pytesseract.pytesseract.tesseract_cmd


# Only while nobody chose a command yet (a test may have pointed pytesseract elsewhere).
if pytesseract.pytesseract.tesseract_cmd == "tesseract":
    set_tesseract_command()


@dataclass(frozen=True)
class TesseractStatus:
    """What is installed: `version` is None without a working tesseract binary."""

    command: str
    version: str | None
    languages: frozenset[str]
    # What a program that runs but is not Tesseract says of itself (its --version's first line).
    other_program: str | None = None
    # The folder the program reads its language data from (its --list-langs names it; None from
    # a Tesseract that does not): the library reads the same models (tesseract_library.py).
    tessdata: str | None = None

    @property
    def missing(self) -> tuple[str, ...]:
        """The Tesseract language packs the app needs but cannot find."""
        return tuple(code for code in TESSERACT_LANGS.values() if code not in self.languages)

    @property
    def ok(self) -> bool:
        return self.version is not None and not self.missing

    def message(self) -> str:
        """One line for the user: what is missing and the command that installs it."""
        if self.other_program is not None:
            return (f"{self.command!r} is not Tesseract OCR (it says "
                    f"{shorten(self.other_program, 60)}); set {COMMAND_ENV} to a tesseract "
                    f"program, or install it with: {INSTALL_COMMAND}")
        if self.version is None:
            return (f"Tesseract OCR is not installed (no working {self.command!r}); "
                    f"install it with: {INSTALL_COMMAND}")
        if self.missing:
            return (f"Tesseract is missing its {', '.join(self.missing)} language data; "
                    f"install it with: {INSTALL_COMMAND}")
        return f"Tesseract {self.version} with {', '.join(sorted(self.languages))}"

    def error(self) -> OcrUnavailableError:
        """What is missing as an error, with a code and values for the window to word."""
        if self.other_program is not None:
            return OcrUnavailableError(self.message(), code="ocr.not_tesseract",
                                       command=self.command, install=INSTALL_COMMAND)
        if self.version is None:
            return OcrUnavailableError(self.message(), code="ocr.not_installed",
                                       command=self.command, install=INSTALL_COMMAND)
        return OcrUnavailableError(self.message(), code="ocr.missing_languages",
                                   languages=", ".join(self.missing), install=INSTALL_COMMAND)


_status_cache: dict[str, TesseractStatus] = {}


def tesseract_status(refresh: bool = False) -> TesseractStatus:
    """Ask the configured tesseract binary for its version and languages (cached per binary)."""
    command = pytesseract.pytesseract.tesseract_cmd
    if not refresh and command in _status_cache:
        return _status_cache[command]
    try:
        version_out = subprocess.run([command, "--version"], capture_output=True, timeout=30,
                                     check=False)
        langs_out = subprocess.run([command, "--list-langs"], capture_output=True, timeout=30,
                                   check=False)
    except (OSError, subprocess.SubprocessError) as error:
        log.debug("tesseract %r does not run: %s", command, error)
        status = TesseractStatus(command, None, frozenset())
    else:
        text = (version_out.stdout or version_out.stderr).decode("utf-8", "replace")
        words = text.split()
        version = words[1] if len(words) > 1 and version_out.returncode == 0 else None
        listing = (langs_out.stdout + langs_out.stderr).decode("utf-8", "replace").splitlines()
        languages = frozenset(line.strip() for line in listing[1:] if line.strip())
        other = None
        if version is not None and words[0].lower() != "tesseract":
            # Another program answered (a wrong path in the settings): its "languages" are not
            # Tesseract's, and "missing language data" would send the user the wrong way.
            version, languages, other = None, frozenset(), text.strip().splitlines()[0]
        status = TesseractStatus(command, version, languages, other, _tessdata(listing))
    _status_cache[command] = status
    return status


def _tessdata(listing: list[str]) -> str | None:
    """The folder in `--list-langs`' first line: 'List of available languages in "DIR/" (3):'."""
    found = re.search(r'"(.+)"', listing[0]) if listing else None
    return found.group(1) if found else None


def require_tesseract() -> TesseractStatus:
    """The status, or OcrUnavailableError naming what is missing and how to install it."""
    status = tesseract_status()
    if not status.ok:
        status = tesseract_status(refresh=True)
        if not status.ok:
            raise status.error()
    return status


@dataclass(frozen=True)
class Char:
    """One character Tesseract found on a sheet: its text, confidence 0..1 and box."""

    text: str
    confidence: float
    left: int
    top: int
    right: int
    bottom: int

    @property
    def cx(self) -> float:
        return (self.left + self.right) / 2

    @property
    def cy(self) -> float:
        return (self.top + self.bottom) / 2


_CHAR = re.compile(r"<span class='ocrx_cinfo' title='x_bboxes (-?\d+) (-?\d+) (-?\d+) (-?\d+); "
                   r"x_conf ([\d.]+)'>([^<]*)</span>")


_PAGE = "<div class='ocr_page'"


def read_chars(sheet: Image.Image, langs: str, whitelist: str, psm: int = 6) -> list[Char]:
    """Every character on `sheet` ('eng', 'rus' or 'rus+eng'), limited to `whitelist`.

    Characters, not words: Tesseract joins evenly spaced capitals into one word however wide the
    gaps, so tiles are told apart by where each character is."""
    return read_pages([sheet], langs, whitelist, psm)[0]


def read_pages(sheets: list[Image.Image], langs: str, whitelist: str,
               psm: int = 6) -> list[list[Char]]:
    """`read_chars` of each sheet, all in one run of Tesseract: the sheets are the pages of one
    document. Starting Tesseract costs more than reading a board's letters (its English model
    takes a tenth of a second of CPU to load), and it reads each page as if alone."""
    config = (f"--psm {psm} --oem 1 {_NO_DICTIONARY} -c hocr_char_boxes=1 "
              f"-c tessedit_char_whitelist={whitelist}")
    hocr = _run_pages(sheets, "a sheet of letters", lambda path: _tesseract(
        path, "hocr", langs, f"-c tessedit_create_hocr=1 {config}")).decode("utf-8", "replace")
    pages = hocr.split(_PAGE)[1:]
    if len(pages) != len(sheets):
        raise OcrUnavailableError(f"Tesseract returned {len(pages)} pages for {len(sheets)} "
                                  f"sheets of letters; expected one page per sheet",
                                  code="ocr.failed", reason=f"{len(pages)} ≠ {len(sheets)}")
    return [_chars(page) for page in pages]


def _chars(hocr: str) -> list[Char]:
    chars = []
    for match in _CHAR.finditer(hocr):
        left, top, right, bottom = (int(v) for v in match.group(1, 2, 3, 4))
        text = html.unescape(match.group(6)).strip()
        if text:
            confidence = max(0.0, min(1.0, float(match.group(5)) / 100))
            chars.append(Char(text, confidence, left, top, right, bottom))
    return chars


@dataclass(frozen=True)
class TextLine:
    """A line of text Tesseract found on a page: its words joined by spaces, the block of text
    it belongs to (a column, a box), and its box."""

    text: str
    block: int
    left: int
    top: int
    right: int
    bottom: int


def read_lines(page: Image.Image, langs: str, sparse: bool = False) -> list[TextLine]:
    """The lines of text on `page` (a screenshot's text: labels, word lists), in reading order.
    `sparse` looks for words scattered over the page instead of laid out in blocks (it finds
    text in frames and among drawings that the layout analysis misses; each piece of text is
    then a block of its own)."""
    psm = 11 if sparse else 3
    data = _run(page, "a page of text", lambda path: pytesseract.pytesseract.file_to_dict(
        _tesseract(path, "tsv", langs, f"-c tessedit_create_tsv=1 --psm {psm} --oem 1")
        .decode("utf-8", "replace"), "\t", -1))
    words: dict[tuple[int, int, int], list[int]] = {}
    for index, text in enumerate(data["text"]):
        if str(text).strip():
            key = (data["block_num"][index], data["par_num"][index], data["line_num"][index])
            words.setdefault(key, []).append(index)
    lines = []
    for (block, _, _), indexes in words.items():
        left = min(data["left"][i] for i in indexes)
        top = min(data["top"][i] for i in indexes)
        right = max(data["left"][i] + data["width"][i] for i in indexes)
        bottom = max(data["top"][i] + data["height"][i] for i in indexes)
        text = " ".join(str(data["text"][i]).strip() for i in indexes)
        lines.append(TextLine(text, block, left, top, right, bottom))
    return lines


def read_text(image: Image.Image, langs: str = "eng", psm: int = 11) -> str:
    """The plain text Tesseract finds in `image` (by default sparse text: labels scattered
    round a window, as a game's score line is)."""
    return _run(image, "a screenshot's text", lambda path: _tesseract(
        path, "txt", langs, f"--psm {psm} --oem 1").decode("utf-8", "replace"))


def _run(image: Image.Image, what: str, call: Callable[[str], _T]) -> _T:
    """`call` on `image` saved to a private file, Tesseract's failures as OcrUnavailableError."""
    return _run_pages([image], what, call)


def _run_pages(images: list[Image.Image], what: str, call: Callable[[str], _T]) -> _T:
    """`call` on the images saved to private files (more than one: on the file that lists them,
    which Tesseract reads as the pages of one document), Tesseract's failures as
    OcrUnavailableError."""
    # Tesseract's OpenMP threads spin waiting for each other; on a busy two-core machine one
    # thread reads a board five times faster. pytesseract passes os.environ to the process.
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    try:
        with contextlib.ExitStack() as files:
            paths = [files.enter_context(_sheet_file(image)) for image in images]
            if len(paths) == 1:
                return call(paths[0])
            return call(files.enter_context(_page_list(paths)))
    except pytesseract.TesseractNotFoundError as error:
        raise tesseract_status(refresh=True).error() from error
    except pytesseract.TesseractError as error:
        status = tesseract_status(refresh=True)
        if not status.ok:
            raise status.error() from error
        raise OcrUnavailableError(f"Tesseract failed ({error.message!r}); expected it to read "
                                  f"{what}", code="ocr.failed", reason=error.message) from error


# Sheets hold the letters of a user's board: they go to a folder only the user can read (not
# /tmp, where pytesseract would leave them readable by all if the run were killed).
STALE_SHEET_SECONDS = 3600


# Modes Pillow writes as an uncompressed BMP (1-bit, 8-bit grey, 24-bit colour).
BMP_MODES = ("1", "L", "RGB")
# A resolution Tesseract takes as unknown (it then estimates it from the letters' size).
NO_RESOLUTION = (0, 0)


@contextlib.contextmanager
def _sheet_file(sheet: Image.Image) -> Iterator[str]:
    # Read back at once and deleted, so not compressed: a word search's sheet of 1922x505 px
    # costs 13 ms to write as a PNG and 0.2 ms as a BMP, and Tesseract reads the BMP a little
    # sooner (a PGM 10 ms slower); a page of text costs the same either way. The same pixels
    # read the same only with no resolution in the file, as a PNG has none: Pillow writes 96 dpi
    # into a BMP by default, and Tesseract then takes it as it is instead of estimating it from
    # the text's size, which changes what it finds on a page (psm 3 and 11).
    bmp = sheet.mode in BMP_MODES
    handle, name = tempfile.mkstemp(dir=private_work_folder(), prefix="sheet-",
                                    suffix=".bmp" if bmp else ".png")
    try:
        with os.fdopen(handle, "wb") as out:
            if bmp:
                sheet.save(out, format="BMP", dpi=NO_RESOLUTION)
            else:
                sheet.save(out, format="PNG", compress_level=1)
        yield name
    finally:
        Path(name).unlink(missing_ok=True)


def _tesseract(input_path: str, extension: str, langs: str, config: str) -> bytes:
    """Tesseract's output for `input_path`, written into the private work folder and deleted
    there: pytesseract's own calls leave it in /tmp as tess_*.hocr, readable by every user and
    left behind when the app is killed."""
    handle, base = tempfile.mkstemp(dir=private_work_folder(), prefix="sheet-", suffix=".out")
    os.close(handle)
    output = Path(f"{base}.{extension}")
    try:
        run_tesseract(input_path, base, extension, langs, config)
        return output.read_bytes()
    finally:
        output.unlink(missing_ok=True)
        Path(base).unlink(missing_ok=True)


def run_tesseract(input_path: str, output_base: str, extension: str, langs: str,
                  config: str) -> None:
    """`tesseract input_path output_base -l langs config extension`: in this process through
    Tesseract's library when it is the program's own (tesseract_library.py: no start-up for
    every reading), else, or when the library fails, by the program."""
    command = pytesseract.pytesseract.tesseract_cmd
    status = _status_cache.get(command)
    library = (library_for(command, status.version, status.tessdata)
               if status is not None else None)
    if library is not None:
        try:
            library.run(input_path, output_base, extension, langs, config)
            return
        except pytesseract.TesseractError as error:
            # The program is the reference: what the library cannot do (a model it cannot
            # load, a file it cannot read) the program does, or says why it cannot.
            log.debug("Tesseract's library failed (%s); running the program", error.message)
    pytesseract.pytesseract.run_tesseract(input_path, output_base, extension, langs, config)


@contextlib.contextmanager
def _page_list(paths: list[str]) -> Iterator[str]:
    handle, name = tempfile.mkstemp(dir=private_work_folder(), prefix="sheet-", suffix=".txt")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write("".join(f"{path}\n" for path in paths))
        yield name
    finally:
        Path(name).unlink(missing_ok=True)


def private_work_folder() -> Path:
    """The OCR's own temporary folder (mode 0700), swept once per process of sheets that killed
    runs left."""
    folder = paths.user_cache_dir() / "ocr-work"
    folder.mkdir(parents=True, exist_ok=True)
    os.chmod(folder, 0o700)
    if folder not in _SWEPT:
        _SWEPT.add(folder)
        now = time.time()
        for stale in folder.glob("sheet-*"):
            try:
                if now - stale.stat().st_mtime > STALE_SHEET_SECONDS:
                    stale.unlink()
            except OSError:
                pass
    return folder


_SWEPT: set[Path] = set()
