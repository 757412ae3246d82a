"""Tesseract run inside this process, through its C library, as its command would run.

Every start of the tesseract program costs a process, loading the language's model and, for
English, building its table of Latin look-alikes: 0.07-0.09 s of processor time, more than
reading a board's letters, and a reading starts Tesseract four to six times. The library keeps
each language loaded between readings instead. It is run the way the program runs
(tesseract.cpp: `Init` with the same variables and config files, the page mode, one renderer,
`ProcessPages` on the same file), so it writes the same output file; the program stays the
way when the library cannot be found, is not the program's own version, or is switched off
(`IN_PROCESS_ENV=0`). ctypes lets go of Python's lock during each call, so threads still read
side by side.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import shlex
import shutil
import sys
import threading
from dataclasses import dataclass
from pathlib import Path

import pytesseract

# "0" runs the tesseract program for every reading (to compare, or if the library misbehaves).
IN_PROCESS_ENV = "DESKTOP_SOLVER_TESSERACT_IN_PROCESS"
# Extensions pytesseract does not pass on as a config file of that name (pytesseract.py).
NOT_CONFIG_FILES = frozenset({"box", "osd", "tsv", "xml"})
# Variables that change from one reading to the next on one loaded model: set before each.
PER_READING = ("tessedit_char_whitelist",)
# Idle models kept of one kind: as many as one reading reads side by side (sheet.py's
# MAX_THREADS). A model is 10-15 MB (eng and rus measured); more readings at once load more,
# which are let go when they are done instead of being held for the rest of the session.
IDLE_PER_SETTINGS = 4

_Handle = ctypes.c_void_p


@dataclass(frozen=True)
class Settings:
    """What one command line asks of Tesseract: the model's settings (`init`, config files
    and `-c` variables, which need the model loaded again to change), and the reading's own."""

    langs: str
    engine_mode: int
    config_files: tuple[str, ...]
    init: tuple[tuple[str, str], ...]
    per_reading: tuple[tuple[str, str], ...]
    page_mode: int

    @classmethod
    def of(cls, extension: str, langs: str, config: str) -> Settings:
        words = shlex.split(config)
        variables: dict[str, str] = {}
        engine_mode, page_mode = 3, 3      # the program's defaults
        index = 0
        while index < len(words):
            word = words[index]
            if word == "-c":
                name, _, value = words[index + 1].partition("=")
                variables[name] = value
                index += 2
            elif word in ("--psm", "--oem"):
                if word == "--psm":
                    page_mode = int(words[index + 1])
                else:
                    engine_mode = int(words[index + 1])
                index += 2
            else:
                raise ValueError(f"unknown Tesseract option {word!r} in {config!r}")
        files = tuple(name for name in extension.split() if name not in NOT_CONFIG_FILES)
        per_reading = tuple((name, variables.pop(name, "")) for name in PER_READING)
        return cls(langs, engine_mode, files, tuple(sorted(variables.items())), per_reading,
                   page_mode)


class Library:
    """libtesseract's C interface, with loaded models kept per `Settings` for reuse (each
    used by one thread at a time)."""

    def __init__(self, library: ctypes.CDLL, tessdata: str | None = None) -> None:
        self._c = library
        # The program's language data: without it the library looks where its own defaults
        # say (on Windows beside the running python.exe, not beside tesseract.exe).
        self._tessdata = os.fsencode(tessdata) if tessdata else None
        self._idle: dict[tuple[object, ...], list[_Handle]] = {}
        self._lock = threading.Lock()
        # Loading a model sets Tesseract's parameters, some of them global to the library
        # (debug_file): one load at a time, and a global set once, before any reading, never
        # while another thread's reading uses it.
        self._loading = threading.Lock()
        self._quiet = False
        c = library
        c.TessVersion.restype = ctypes.c_char_p
        c.TessBaseAPICreate.restype = _Handle
        c.TessBaseAPIInit4.argtypes = [_Handle, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int,
                                       ctypes.POINTER(ctypes.c_char_p), ctypes.c_int,
                                       ctypes.POINTER(ctypes.c_char_p),
                                       ctypes.POINTER(ctypes.c_char_p), ctypes.c_size_t,
                                       ctypes.c_int]
        c.TessBaseAPIInit4.restype = ctypes.c_int
        c.TessBaseAPISetVariable.argtypes = [_Handle, ctypes.c_char_p, ctypes.c_char_p]
        c.TessBaseAPISetVariable.restype = ctypes.c_int
        c.TessBaseAPISetPageSegMode.argtypes = [_Handle, ctypes.c_int]
        c.TessBaseAPIProcessPages.argtypes = [_Handle, ctypes.c_char_p, ctypes.c_char_p,
                                              ctypes.c_int, ctypes.c_void_p]
        c.TessBaseAPIProcessPages.restype = ctypes.c_int
        c.TessBaseAPIDelete.argtypes = [_Handle]
        for name in ("TessTextRendererCreate", "TessTsvRendererCreate"):
            getattr(c, name).argtypes = [ctypes.c_char_p]
            getattr(c, name).restype = ctypes.c_void_p
        c.TessHOcrRendererCreate2.argtypes = [ctypes.c_char_p, ctypes.c_int]
        c.TessHOcrRendererCreate2.restype = ctypes.c_void_p
        c.TessDeleteResultRenderer.argtypes = [ctypes.c_void_p]

    @property
    def version(self) -> str:
        return (self._c.TessVersion() or b"").decode("utf-8", "replace")

    def run(self, input_path: str, output_base: str, extension: str, langs: str,
            config: str) -> None:
        """What `tesseract input_path output_base -l langs config extension` does: writes
        output_base.extension, or raises pytesseract.TesseractError."""
        settings = Settings.of(extension, langs, config)
        handle = self._take(settings)
        try:
            for name, value in settings.per_reading:
                self._c.TessBaseAPISetVariable(handle, name.encode(), value.encode())
            self._c.TessBaseAPISetPageSegMode(handle, settings.page_mode)
            renderer = self._renderer(extension, dict(settings.init), output_base)
            try:
                done = self._c.TessBaseAPIProcessPages(handle, os.fsencode(input_path), None, 0,
                                                       renderer)
            finally:
                self._c.TessDeleteResultRenderer(renderer)
        except BaseException:
            self._c.TessBaseAPIDelete(handle)    # in an unknown state: not used again
            raise
        self._give_back(settings, handle)
        if not done:
            raise pytesseract.TesseractError(1, f"Tesseract could not read {input_path}")

    def _renderer(self, extension: str, variables: dict[str, str],
                  output_base: str) -> ctypes.c_void_p:
        base = os.fsencode(output_base)
        kinds = extension.split()
        if "hocr" in kinds or variables.get("tessedit_create_hocr") == "1":
            return self._c.TessHOcrRendererCreate2(base, 0)
        if "tsv" in kinds or variables.get("tessedit_create_tsv") == "1":
            return self._c.TessTsvRendererCreate(base)
        return self._c.TessTextRendererCreate(base)

    def _take(self, settings: Settings) -> _Handle:
        key = (settings.langs, settings.engine_mode, settings.config_files, settings.init)
        with self._lock:
            idle = self._idle.get(key)
            if idle:
                return idle.pop()
        return self._loaded(settings)

    def _give_back(self, settings: Settings, handle: _Handle) -> None:
        key = (settings.langs, settings.engine_mode, settings.config_files, settings.init)
        with self._lock:
            idle = self._idle.setdefault(key, [])
            if len(idle) < IDLE_PER_SETTINGS:
                idle.append(handle)
                return
        self._c.TessBaseAPIDelete(handle)

    @property
    def models_kept(self) -> int:
        """How many loaded models wait for a reading."""
        with self._lock:
            return sum(map(len, self._idle.values()))

    def _loaded(self, settings: Settings) -> _Handle:
        with self._loading:
            handle = self._init(settings)
            self._quiet = True
            return handle

    def _init(self, settings: Settings) -> _Handle:
        handle = _Handle(self._c.TessBaseAPICreate())
        # Tesseract's messages ("Estimating resolution as ...") go nowhere, as the program's
        # went to a pipe nobody read unless it failed.
        quiet = [] if self._quiet else [("debug_file", os.devnull)]
        variables = [*settings.init, *quiet]
        names = (ctypes.c_char_p * max(1, len(variables)))(*(name.encode() for name, _ in variables))
        values = (ctypes.c_char_p * max(1, len(variables)))(*(value.encode() for _, value in variables))
        files = (ctypes.c_char_p * max(1, len(settings.config_files)))(
            *(name.encode() for name in settings.config_files))
        failed = self._c.TessBaseAPIInit4(handle, self._tessdata, settings.langs.encode(),
                                          settings.engine_mode, files,
                                          len(settings.config_files), names, values,
                                          len(variables), 0)
        if failed:
            self._c.TessBaseAPIDelete(handle)
            raise pytesseract.TesseractError(1, f"Tesseract could not load {settings.langs!r}")
        return handle


# By command, version and data folder: a program upgraded under the same command is looked for
# again (the library loaded stays the old version's, so the program is run).
_libraries: dict[tuple[str, str, str | None], Library | None] = {}
_loading = threading.Lock()


def library_for(command: str, version: str | None,
                tessdata: str | None = None) -> Library | None:
    """The library of the tesseract `command` runs, when it is found and is that program's
    `version` (a command the user named elsewhere, or a library of another Tesseract, keeps
    the program), reading the models in the program's `tessdata` folder."""
    if os.environ.get(IN_PROCESS_ENV) == "0" or version is None:
        return None
    with _loading:
        key = (command, version, tessdata)
        if key not in _libraries:
            _libraries[key] = _load(command, version, tessdata)
        return _libraries[key]


def _load(command: str, version: str, tessdata: str | None) -> Library | None:
    program = shutil.which(command)
    if program is None:
        return None
    # Tesseract's OpenMP threads spin waiting for each other (tesseract.py); the limit must be
    # in the environment before the library loads OpenMP.
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    for candidate in _candidates(Path(program)):
        try:
            library = Library(ctypes.CDLL(candidate), tessdata)
        except (OSError, AttributeError):
            continue
        if library.version == version:
            return library
    return None


def _candidates(program: Path) -> list[str]:
    """Where the program's library may be: beside it (Windows installs), else where the
    system's loader finds it."""
    beside = sorted(str(path) for pattern in ("libtesseract*.dll", "libtesseract*.dylib")
                    for path in program.resolve().parent.glob(pattern))
    found = ctypes.util.find_library("tesseract")
    system = [found] if found and sys.platform != "win32" else []
    return beside + system
