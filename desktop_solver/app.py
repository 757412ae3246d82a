"""Entry point: the GUI without arguments, the command line with them.

Qt is imported only when a window is wanted, so the command line starts fast.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        return _run_gui()
    from desktop_solver.cli import main as cli_main

    return cli_main(argv)


def _run_gui() -> int:
    print("desktop-solver: the window is not built yet; use a subcommand such as "
          "`desktop-solver solve CAT/DOG` (see `desktop-solver --help`).")
    return 0
