"""`desktop-solver --self-test`: does this installation work? Run on every frozen bundle before an
installer is made, and by users who wonder whether theirs is broken.

Each check prints one line (PASS, FAIL with the reason, or SKIP with why); the exit status is 0
when none failed, 1 otherwise. The checks: the data files are where paths.py says; both default
dictionaries load; a fixed English and a fixed Russian board give their known answers; the
interface starts (offscreen, Russian translation loaded); and, when Tesseract is installed, the
built-in picture of the Russian board reads back exactly.

The known answers belong to the bundled word lists: rebuilding dictionaries/en.txt or ru.txt
changes the counts below, and the source-tree test of this self-test says so.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from desktop_solver import paths


class Outcome(Enum):
    PASS = "PASS"
    FAIL = "FAIL"
    SKIP = "SKIP"


@dataclass(frozen=True)
class CheckResult:
    name: str
    outcome: Outcome
    detail: str
    seconds: float


class CheckFailed(Exception):
    """A check found a wrong answer; the message says what was expected."""


class CheckSkipped(Exception):
    """A check cannot run here (Tesseract missing); not a failure unless required."""


@dataclass(frozen=True)
class KnownBoard:
    """A board with its known answer under the default Boggle rules and default dictionary."""

    lang: str
    grid: str
    words: int
    points: int
    best: str                  # the first word in the solver's order (score, length, alphabet)
    must_have: tuple[str, ...]


ENGLISH = KnownBoard("en", "SERS/PATG/LINE/SERS", 1144, 3679, "eternalise",
                     ("eternalise", "integrals", "graplines", "plaint", "lines"))
# партнёр: the display spelling keeps its ё though the search folds it to е.
RUSSIAN = KnownBoard("ru", "ПАРК/ОСНТ/ЛЕИА/КРОМ", 68, 108, "лесопарк",
                     ("лесопарк", "партнёр", "орёл", "кресло", "парк"))
SELFTEST_IMAGE = ("selftest", "board.png")     # under resources/: RUSSIAN.grid, drawn
TRANSLATIONS = ("ru",)


def check_data_files() -> str:
    """Everything the app opens by path is where paths.py says it is."""
    from desktop_solver.dictionaries import bundled_dictionaries, offensive_list_path

    frozen = bool(getattr(sys, "_MEIPASS", None))
    dictionaries, resources = paths.dictionaries_dir(), paths.resources_dir()
    needed = [info.path for info in bundled_dictionaries()]
    needed += [offensive_list_path(lang) for lang in ("en", "ru")]
    needed += [dictionaries / "SOURCES.md", resources / "icons" / "desktop_solver-256.png",
               resources.joinpath(*SELFTEST_IMAGE)]
    # A bundle ships compiled translations; the source tree compiles its .ts on first use.
    suffix = ".qm" if frozen else ".ts"
    needed += [resources / "i18n" / f"desktop_solver_{lang}{suffix}" for lang in TRANSLATIONS]
    missing = [str(path) for path in needed if not path.is_file()]
    licences = dictionaries / "licenses"
    if not licences.is_dir() or not any(licences.iterdir()):
        missing.append(str(licences) + "/*")
    if missing:
        raise CheckFailed(f"missing {', '.join(repr(m) for m in missing)}")
    where = "bundle" if frozen else "source tree"
    return f"{len(needed) + 1} files found in the {where} at {paths.bundle_root()}"


def check_dictionary(lang: str) -> str:
    from desktop_solver.dictionaries import default_dictionary, load_dictionary

    lexicon = load_dictionary(lang, with_overlay=False)
    if len(lexicon) < 10_000:
        raise CheckFailed(f"the default {lang!r} dictionary has {len(lexicon)} words, "
                          "expected tens of thousands")
    return f"{default_dictionary(lang).name}.txt: {len(lexicon)} words"


def check_board(board: KnownBoard) -> str:
    from desktop_solver.core.board import are_adjacent, parse_grid
    from desktop_solver.core.boggle import solve_sorted
    from desktop_solver.dictionaries import load_dictionary
    from desktop_solver.native import grid_walker

    lexicon = load_dictionary(board.lang, with_overlay=False)
    grid = parse_grid(board.grid, board.lang)
    hits = solve_sorted(grid, lexicon)
    words = {hit.word for hit in hits}
    points = sum(hit.score for hit in hits)
    if (len(hits), points) != (board.words, board.points):
        raise CheckFailed(f"{board.grid!r}: {len(hits)} words for {points} points, expected "
                          f"{board.words} words for {board.points} points")
    absent = [word for word in board.must_have if word not in words]
    if absent:
        raise CheckFailed(f"{board.grid!r}: {', '.join(map(repr, absent))} not found")
    if hits[0].word != board.best:
        raise CheckFailed(f"{board.grid!r}: best word {hits[0].word!r}, expected {board.best!r}")
    fold = lexicon.alphabet.fold
    for hit in hits:
        cells = hit.path
        spelled = "".join(grid.tile_at(grid.cell(r, c)).text for r, c in cells)
        adjacent = all(are_adjacent(a, b) for a, b in zip(cells, cells[1:]))
        if fold(spelled) != fold(hit.word) or len(set(cells)) != len(cells) or not adjacent:
            raise CheckFailed(f"{board.grid!r}: the path {cells} does not spell {hit.word!r}")
    walker = "compiled walker" if grid_walker() else "pure-Python walker"
    return f"{board.grid}: {len(hits)} words, {points} points, best {hits[0].word!r}, {walker}"


def check_interface() -> str:
    """The window opens offscreen with the Russian translation; nothing is saved anywhere."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from desktop_solver.core.alphabet import Script, script_of
    from desktop_solver.gui.app import quiet_platform_noise
    from desktop_solver.gui.i18n import Translations
    from desktop_solver.gui.main_window import MainWindow
    from desktop_solver.gui.settings import Settings

    quiet_platform_noise()
    app = QApplication.instance() or QApplication(["desktop-solver"])
    translations = Translations(app)
    translations.install("ru")
    try:
        icon = QIcon(str(paths.resources_dir() / "icons" / "desktop_solver-256.png"))
        if icon.isNull():
            raise CheckFailed("the app icon did not load")
        with tempfile.TemporaryDirectory(prefix="desktop-solver-selftest-") as folder:
            window = MainWindow(Settings(str(Path(folder) / "settings.ini")), translations)
            window.show()
            app.processEvents()
            shown = window.isVisible()
            tabs = [window.tabs.tabText(index) for index in range(window.tabs.count())]
            window.close()
            app.processEvents()
    finally:
        translations.install("en")
    if not shown:
        raise CheckFailed("the main window did not show")
    if not any(script_of(ch) is Script.CYRILLIC for tab in tabs for ch in tab):
        raise CheckFailed(f"the Russian translation did not load (desktop_solver_ru.qm): the "
                          f"tabs read {tabs!r}")
    return f"window shown on {QApplication.platformName()!r}; tabs in Russian: {', '.join(tabs)}"


def check_ocr(required: bool) -> str:
    from desktop_solver.ocr import read_board, tesseract_status

    status = tesseract_status(refresh=True)
    if not status.ok:
        message = status.message()
        if required:
            raise CheckFailed(message)
        raise CheckSkipped(message)
    reading = read_board(paths.resources_dir().joinpath(*SELFTEST_IMAGE), lang="auto")
    if (reading.grid_text(), reading.lang) != (RUSSIAN.grid, RUSSIAN.lang):
        raise CheckFailed(f"read {reading.grid_text()!r} ({reading.lang}), expected "
                          f"{RUSSIAN.grid!r} (ru)")
    return f"Tesseract {status.version} read {reading.grid_text()} ({reading.lang})"


def checks(require_ocr: bool, interface: bool) -> list[tuple[str, Callable[[], str]]]:
    found: list[tuple[str, Callable[[], str]]] = [
        ("data files", check_data_files),
        ("English dictionary", lambda: check_dictionary("en")),
        ("Russian dictionary", lambda: check_dictionary("ru")),
        ("English board", lambda: check_board(ENGLISH)),
        ("Russian board", lambda: check_board(RUSSIAN)),
    ]
    if interface:
        found.append(("interface", check_interface))
    found.append(("OCR", lambda: check_ocr(require_ocr)))
    return found


def run_checks(require_ocr: bool = False, interface: bool = True) -> list[CheckResult]:
    results = []
    for name, check in checks(require_ocr, interface):
        started = time.perf_counter()
        try:
            detail, outcome = check(), Outcome.PASS
        except CheckSkipped as skipped:
            detail, outcome = str(skipped), Outcome.SKIP
        # Anything a check raises is a finding to report, never a reason to stop checking.
        except Exception as error:  # noqa: BLE001
            detail, outcome = f"{type(error).__name__}: {error}", Outcome.FAIL
        results.append(CheckResult(name, outcome, detail, time.perf_counter() - started))
    return results


def parser() -> argparse.ArgumentParser:
    result = argparse.ArgumentParser(prog="desktop-solver --self-test",
                                     description="Check that this installation works.")
    result.add_argument("--self-test", action="store_true", required=True)
    result.add_argument("--require-ocr", action="store_true",
                        help="fail, rather than skip, when Tesseract or its data is missing")
    result.add_argument("--no-interface", action="store_true",
                        help="skip the window check (no Qt)")
    return result


def main(argv: list[str]) -> int:
    args = parser().parse_args(argv)
    started = time.perf_counter()
    results = run_checks(args.require_ocr, not args.no_interface)
    width = max(len(result.name) for result in results)
    for result in results:
        print(f"{result.outcome.value}  {result.name:<{width}}  {result.detail} "
              f"({result.seconds:.2f} s)", flush=True)
    failed = [result.name for result in results if result.outcome is Outcome.FAIL]
    skipped = sum(result.outcome is Outcome.SKIP for result in results)
    total = time.perf_counter() - started
    if failed:
        print(f"self-test FAILED: {', '.join(failed)} ({total:.1f} s)")
        return 1
    print(f"self-test passed: {len(results) - skipped} checks, {skipped} skipped ({total:.1f} s)")
    return 0
