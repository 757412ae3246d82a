"""Starting the window, and `--screenshot`: the window built offscreen in a given state."""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

from desktop_solver.core.alphabet import LANGUAGES
from desktop_solver.modes.boggle import PRESETS


# The offscreen platform plugin says this for every top-level window; it is not our problem.
_PLATFORM_NOISE = ("This plugin does not support propagateSizeHints()",)


def quiet_platform_noise() -> None:
    from PySide6.QtCore import qInstallMessageHandler

    previous = None

    def handler(mode, context, message):
        if message in _PLATFORM_NOISE:
            return
        if previous is not None:
            previous(mode, context, message)
        else:
            sys.stderr.write(message + "\n")

    previous = qInstallMessageHandler(handler)


def run(argv: list[str], open_path: str | None = None) -> int:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from desktop_solver import paths

    from desktop_solver.gui.i18n import Translations, system_language
    from desktop_solver.gui.main_window import MainWindow
    from desktop_solver.gui.settings import Settings

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(
        argv[:1] or ["desktop-solver"])
    app.setApplicationName("desktop_solver")
    app.setDesktopFileName("desktop-solver")  # matches the menu entry (Wayland, task bars)
    app.setWindowIcon(QIcon(str(paths.resources_dir() / "icons" / "desktop_solver-256.png")))
    from desktop_solver.gui.theme import apply_theme

    apply_theme(app)
    settings = Settings()
    translations = Translations(app)
    translations.install(settings.get("ui/language") or system_language())
    window = MainWindow(settings, translations)
    window.show()
    if open_path:
        window.open_file(Path(open_path))
    return app.exec()


def screenshot_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="desktop-solver --screenshot",
                                     description="Save a picture of the window in a given state.")
    parser.add_argument("--screenshot", required=True, metavar="OUT.png")
    parser.add_argument("--mode", default="boggle",
                        choices=["boggle", "anagram", "wordsearch", "balda", "play"])
    parser.add_argument("--grid", help="board text, rows separated by '/' (for the Boggle "
                        "family, marks as `solve` takes them: '... --bonus 1:1=DW')")
    parser.add_argument("--game", choices=[preset.key for preset in PRESETS],
                        help="the Boggle family's game")
    parser.add_argument("--letters", help="letters for the anagram mode; the word list for the "
                        "word-search mode")
    parser.add_argument("--lang", choices=LANGUAGES, help="dictionary language")
    parser.add_argument("--ui-lang", choices=["en", "ru"], default="en")
    parser.add_argument("--select", metavar="WORD", help="select WORD and draw its path")
    parser.add_argument("--finished", action="store_true",
                        help="play: end the game, so the computer's words are listed")
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT (in "
                        "device-independent pixels: the picture is --scale times larger)")
    parser.add_argument("--scale", type=float, default=None,
                        help="the screen's scale factor (2: a HiDPI screen), as QT_SCALE_FACTOR")
    parser.add_argument("--scheme", choices=["light", "dark"], default="light",
                        help="the colour scheme the system asks for")
    return parser


def screenshot(argv: list[str]) -> int:
    """Build the window offscreen (no display needed), solve, select, save a PNG."""
    args = screenshot_parser().parse_args(argv)
    try:
        width, height = (int(part) for part in args.size.lower().split("x"))
    except ValueError:
        print(f"desktop-solver: error: --size {args.size!r}, expected WIDTHxHEIGHT", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.scale:
        # Read when the application starts: a picture at another scale needs a process of its own.
        os.environ["QT_SCALE_FACTOR"] = str(args.scale)
    from PySide6.QtWidgets import QApplication

    quiet_platform_noise()
    from desktop_solver.gui.settings import Settings

    app = QApplication.instance() or QApplication(["desktop-solver"])
    with tempfile.TemporaryDirectory(prefix="desktop-solver-screenshot-") as folder:
        # The user's settings (dictionary choices) are read from a copy, so nothing the
        # picture's state sets (the board, the window's layout) is written back.
        copy = Path(folder) / "settings.ini"
        if Settings.default_path().exists():
            shutil.copyfile(Settings.default_path(), copy)
        settings = Settings(str(copy))
        return _draw(app, settings, args, width, height)


def _draw(app, settings, args: argparse.Namespace, width: int, height: int) -> int:
    from desktop_solver.gui.i18n import Translations
    from desktop_solver.gui.main_window import MainWindow

    from desktop_solver.gui.theme import apply_theme

    theme = apply_theme(app, args.scheme)
    translations = Translations(app)
    translations.install(args.ui_lang)
    window = MainWindow(settings, translations)
    window.resize(width, height)
    window.show()
    panel = window.panels[args.mode]
    window.tabs.setCurrentWidget(panel)
    prepare = {"boggle": _prepare_boggle, "anagram": _prepare_anagram,
               "wordsearch": _prepare_wordsearch, "balda": _prepare_balda,
               "play": _prepare_play}
    problem = prepare[args.mode](app, panel, args)
    if problem:
        print(f"desktop-solver: error: {problem}", file=sys.stderr)
        return 2
    _let_timers_fire(app)
    ok = _save_screenshot(window.grab().toImage(), Path(args.screenshot))
    window.close()
    translations.install("en")  # leave the application as it was (tests run this in-process)
    theme.restore()
    if not ok:
        print(f"desktop-solver: error: cannot write {args.screenshot!r}", file=sys.stderr)
        return 2
    return 0


def _prepare_boggle(app, panel, args) -> str | None:
    if args.game:
        panel.preset_box.setCurrentIndex([preset.key for preset in PRESETS].index(args.game))
        panel.preset_box.activated.emit(panel.preset_box.currentIndex())
    if args.grid and not panel.set_board(args.grid):
        return f"--grid {args.grid!r} holds no board"
    if panel.board.is_complete():
        _solve(app, panel, panel.solve_now)
    panel.board.setFocus()
    return _select(panel, args)


def _prepare_anagram(app, panel, args) -> str | None:
    if args.letters:
        _solve(app, panel, lambda: panel.set_letters(args.letters))
    return _select(panel, args)


def _prepare_wordsearch(app, panel, args) -> str | None:
    if args.grid:
        _solve(app, panel, lambda: panel.set_puzzle(args.grid.replace("/", "\n"),
                                                   args.letters or ""))
    return _select(panel, args)


def _solve(app, panel, start) -> None:
    """Set the panel's input and solve at once (not after the typing pause), then wait."""
    start()
    panel.solve_now()
    wait_for_job(app, panel.runner)


def _select(panel, args) -> str | None:
    if args.select and not panel.results.select_word(args.select):
        return f"{args.select!r} is not among the words found"
    panel.results.summary_text()
    return None


def _prepare_balda(app, panel, args) -> str | None:
    """--letters is the start word; --select a word to play, whose move is then advised on."""
    if args.letters:
        panel.word_edit.setText(args.letters)
    panel.new_game()
    wait_for_job(app, panel.runner, timeout=120)
    if args.select:
        move = next((move for move in panel.moves if move.shown == args.select), None)
        if move is None:
            return f"{args.select!r} is not among the legal moves"
        panel.play(move)
        wait_for_job(app, panel.runner)
        panel.think(seconds=2.0)
        wait_for_job(app, panel.thinker, timeout=30)
    return None


def _prepare_play(app, panel, args) -> str | None:
    from desktop_solver.core.board import parse_grid
    from desktop_solver.core.errors import SolverError

    try:
        grid = parse_grid(args.grid, args.lang) if args.grid else None
    except SolverError as error:
        return str(error)
    panel.new_game(grid)
    wait_for_job(app, panel.runner)
    if args.select:
        panel.guess(args.select)
    if args.finished:
        panel.end_game()
    return None


def wait_for_job(app, runner, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while runner.busy and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.005)
    app.processEvents()


def _let_timers_fire(app, seconds: float = 0.3) -> None:
    """Summaries and counts are debounced (about 100 ms): let them land before the picture."""
    import time

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)


def _save_screenshot(image, path: Path) -> bool:
    """The window's picture written through a temporary file (never a half-written PNG)."""
    from desktop_solver.core.files import write_atomically
    from desktop_solver.gui.screenshots import image_bytes

    try:
        write_atomically(path, image_bytes(image))
    except OSError:
        return False
    return True
