"""Cooperative cancellation for long searches."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol


class CancelToken:
    """Set from any thread; long loops poll `cancelled` and stop quietly. A loop that knows how
far it has come may also `report` it (the window shows it beside Stop).

    `cancel` ends the job (a newer one took its place); `stop` is the user's Stop, which also
    ends a dictionary's compile under way. A compile a newer job needs too goes on after a mere
    cancel, so typing a letter never throws away seconds of compiling."""

    __slots__ = ("_event", "_stopped", "on_progress")

    def __init__(self) -> None:
        self._event = threading.Event()
        self._stopped = threading.Event()
        self.on_progress: Callable[[float], None] | None = None

    def report(self, fraction: float) -> None:
        """The share of the work done, 0.0 to 1.0 (ignored when nobody listens)."""
        if self.on_progress is not None:
            self.on_progress(min(1.0, max(0.0, fraction)))

    def cancel(self) -> None:
        self._event.set()

    def stop(self) -> None:
        self._stopped.set()
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    @property
    def stopped(self) -> bool:
        return self._stopped.is_set()

    def progress(self) -> Progress:
        """This token as the progress of a stage that may compile (a dictionary's first use):
        its fractions go to `report`, and only the user's `stop` ends it."""
        return Progress(self.report, _UserStop(self))


class _UserStop:
    """A token's `stopped` seen as `cancelled`, for a compile that only Stop may end."""

    __slots__ = ("_token",)

    def __init__(self, token: CancelToken) -> None:
        self._token = token

    @property
    def cancelled(self) -> bool:
        return self._token.stopped


class Stoppable(Protocol):
    @property
    def cancelled(self) -> bool: ...


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
    cancel: Stoppable | None = None
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
