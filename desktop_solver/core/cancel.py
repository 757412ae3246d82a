"""Cooperative cancellation for long searches."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass


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

    def progress(self) -> Progress:
        """This token as the progress of a stage that may compile (a dictionary's first use):
        its fractions go to `report`, and it stops once cancelled."""
        return Progress(self.report, self)

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()


NEVER_CANCELLED = CancelToken()


class Cancelled(Exception):
    """Raised out of work that has no partial result to give (a dictionary's compile) once its
    token is set. Not an error: the caller stops quietly and shows nothing."""


@dataclass(frozen=True)
class Progress:
    """How far a long job is (`report` gets 0.0 .. 1.0) and whether it must stop: `update`
    raises `Cancelled` once `cancel` is set. `part(start, end)` is the same for a stage that
    takes that share of the job, so nested stages report on one scale."""

    report: Callable[[float], None] | None = None
    cancel: CancelToken | None = None
    start: float = 0.0
    end: float = 1.0

    def update(self, done: float) -> None:
        """`done` (0..1) of this stage is done; raises `Cancelled` when the job is stopped."""
        if self.cancel is not None and self.cancel.cancelled:
            raise Cancelled
        if self.report is not None:
            self.report(self.start + (self.end - self.start) * min(max(done, 0.0), 1.0))

    def part(self, start: float, end: float) -> Progress:
        span = self.end - self.start
        return Progress(self.report, self.cancel, self.start + span * start,
                        self.start + span * end)


NO_PROGRESS = Progress()
