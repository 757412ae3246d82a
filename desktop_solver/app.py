"""Entry point: the GUI without arguments, the command line with them.

Qt is imported only when a window is wanted, so the command line starts fast.
"""

from __future__ import annotations

import os
import sys

NO_DISPLAY = ("desktop-solver: no display to open the window on (neither DISPLAY nor "
              "WAYLAND_DISPLAY is set); use the command line instead, e.g. "
              "'desktop-solver solve CATS/DOGS' ('desktop-solver --help' lists the commands)")


def display_missing() -> bool:
    """True on Linux and other X11/Wayland systems when no display is reachable, so that Qt
    would abort; an explicit QT_QPA_PLATFORM (offscreen, vnc...) is the user's choice."""
    if sys.platform in ("win32", "darwin") or os.environ.get("QT_QPA_PLATFORM"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _window(open_path: str | None = None) -> int:
    if display_missing():
        print(NO_DISPLAY, file=sys.stderr)
        return 2
    from desktop_solver.gui.app import run

    return run(sys.argv[:1], open_path=open_path)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        return _window()
    if argv[0] == "--open" and len(argv) == 2:
        # What the desktop's "Open with" runs: a picture to read or a word list to add.
        return _window(argv[1])
    if "--self-test" in argv:
        from desktop_solver.selftest import main as self_test

        return self_test(argv)
    if any(arg == "--screenshot" or arg.startswith("--screenshot=") for arg in argv):
        from desktop_solver.gui.app import screenshot

        return screenshot(argv)
    from desktop_solver.cli import main as cli_main

    return cli_main(argv)
