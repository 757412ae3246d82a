"""Cooperative cancellation for long searches."""

from __future__ import annotations

import threading


class CancelToken:
    """Set from any thread; long loops poll `cancelled` and stop quietly."""

    __slots__ = ("_event",)

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()


NEVER_CANCELLED = CancelToken()
