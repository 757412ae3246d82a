"""Entry point: the GUI without arguments, the command line with them.

Qt is imported only when a window is wanted, so the command line starts fast.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        from desktop_solver.gui.app import run

        return run(sys.argv[:1])
    if argv[0] == "--open" and len(argv) == 2:
        # What the desktop's "Open with" runs: a picture to read or a word list to add.
        from desktop_solver.gui.app import run

        return run(sys.argv[:1], open_path=argv[1])
    if "--self-test" in argv:
        from desktop_solver.selftest import main as self_test

        return self_test(argv)
    if any(arg == "--screenshot" or arg.startswith("--screenshot=") for arg in argv):
        from desktop_solver.gui.app import screenshot

        return screenshot(argv)
    from desktop_solver.cli import main as cli_main

    return cli_main(argv)
