"""Optional compiled speed-ups, built from this folder's C sources when a compiler is at hand.

Each one has a pure-Python twin in `desktop_solver.core` that does the same work in the same
order; the twin stays the reference, is what runs when the extension is missing, and is what tests
compare the extension against. Setting DESKTOP_SOLVER_PURE_PYTHON=1 turns the extensions off.
"""

from __future__ import annotations

import os
from typing import Any


def grid_walker() -> Any:
    """The compiled grid walker class, or None when it is not built or is turned off."""
    if os.environ.get("DESKTOP_SOLVER_PURE_PYTHON", "") not in ("", "0"):
        return None
    try:
        from desktop_solver.native import _gridwalk  # type: ignore[attr-defined]
    except ImportError:
        return None
    # A build from before the search had bounds (a checkout not rebuilt): the twin runs.
    return _gridwalk.Walker if getattr(_gridwalk, "VERSION", 1) >= 2 else None
