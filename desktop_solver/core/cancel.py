"""Cooperative cancellation for long searches."""

from __future__ import annotations

import threading
from collections.abc import Callable


class CancelToken:
    """Set from any thread; long loops poll `cancelled` and stop quietly. A loop that knows how
far it has come may also `report` it (the window shows it beside Stop)."""

    __slots__ = ("_event", "on_progress")

    def __init__(self) -> None:
        self._event = threading.Event()
        self.on_progress: Callable[[float], None] | None = None

    def report(self, fraction: float) -> None:
        """The share of the work done, 0.0 to 1.0 (ignored when nobody listens)."""
        if self.on_progress is not None:
            self.on_progress(min(1.0, max(0.0, fraction)))

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()


NEVER_CANCELLED = CancelToken()
