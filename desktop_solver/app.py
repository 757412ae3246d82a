"""Entry point: the GUI without arguments, the command line with them.

Qt is imported only when a window is wanted, so the command line starts fast.
"""

from __future__ import annotations

import os
import sys

HOW_INSTEAD = ("use the command line instead, e.g. 'desktop-solver solve CATS/DOGS' "
               "('desktop-solver --help' lists the commands)")


def display_problem() -> str | None:
    """Why the window cannot open here (so that Qt would abort), or None. Only for X11/Wayland
    systems; an explicit QT_QPA_PLATFORM (offscreen, vnc...) is the user's choice."""
    if sys.platform in ("win32", "darwin") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    display, wayland = os.environ.get("DISPLAY", ""), os.environ.get("WAYLAND_DISPLAY", "")
    if not display and not wayland:
        return "no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set)"
    if display.startswith(":") and not wayland:
        # A local X display listens on its socket; without it Qt cannot connect.
        number = display[1:].split(".")[0]
        if number.isdigit() and not os.path.exists(f"/tmp/.X11-unix/X{number}"):
            return f"no X server is running on display {display} (DISPLAY)"
    return None


def _window(open_path: str | None = None) -> int:
    problem = display_problem()
    if problem:
        print(f"desktop-solver: {problem}; {HOW_INSTEAD}", file=sys.stderr)
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
