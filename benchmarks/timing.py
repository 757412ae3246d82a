"""Timing helpers shared by the benchmarks."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def elapsed_ms(action: Callable[[], object]) -> float:
    """How long one call of `action` takes, in milliseconds."""
    started = time.perf_counter()
    action()
    return (time.perf_counter() - started) * 1000


def median_ms(action: Callable[[], object], repeats: int) -> float:
    """The median of `repeats` timed calls, in milliseconds."""
    return statistics.median(elapsed_ms(action) for _ in range(repeats))
