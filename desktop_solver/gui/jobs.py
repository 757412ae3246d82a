"""Background jobs: a generator runs on the thread pool; its results come back in batches.

One `JobRunner` per window owns the thread pool. Each purpose (a tab's solving, the Balda advisor,
picture reading) gets a *lane* from it: starting a job in a lane cancels the lane's previous job.
Every job has an id and slots compare ids, so a stale result never overwrites a newer one. A job
is either streamed (a generator whose items come in batches, its return value the summary) or a
single call (`call(fn)`: the function's result is the summary).
"""

from __future__ import annotations

import itertools
import sys
import threading
import time
from functools import partial
from collections.abc import Callable, Generator, Iterator
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from desktop_solver.core.cancel import CancelToken
from desktop_solver.core.errors import SolverError

# A job body takes the cancel token and yields items; it may return a summary (StopIteration.value).
JobBody = Callable[[CancelToken], Iterator[Any]]
T = TypeVar("T")

# A batch goes out after this long or this many items; each batch costs the window a re-sort, so
# long jobs send fewer, bigger ones.
_BATCH_SECONDS = 0.1
_BATCH_ITEMS = 2000
# After sending a batch the worker waits (at most this long) until the window has taken it in:
# Python threads share one interpreter lock, and a worker running meanwhile would halve the
# window's speed exactly when it has the most to do.
_HANDOVER_SECONDS = 0.25
_SWITCH_INTERVAL = 0.0005


class _JobSignals(QObject):
    batch = Signal(int, list)
    finished = Signal(int, object)
    failed = Signal(int, object)
    progress = Signal(int, float)


class _Job(QRunnable):
    def __init__(self, job_id: int, body: JobBody, token: CancelToken, signals: _JobSignals,
                 taken: threading.Event) -> None:
        super().__init__()
        self.job_id, self.body, self.token, self.signals = job_id, body, token, signals
        self.taken = taken
        self.setAutoDelete(True)
        token.on_progress = partial(signals.progress.emit, job_id)

    def run(self) -> None:
        pending: list[Any] = []
        last_emit = time.monotonic()
        try:
            iterator = self.body(self.token)
            while True:
                try:
                    pending.append(next(iterator))
                except StopIteration as stop:
                    summary = stop.value
                    break
                now = time.monotonic()
                if len(pending) >= _BATCH_ITEMS or now - last_emit >= _BATCH_SECONDS:
                    if self.token.cancelled:
                        return
                    self.taken.clear()
                    self.signals.batch.emit(self.job_id, pending)
                    self.taken.wait(_HANDOVER_SECONDS)
                    pending, last_emit = [], time.monotonic()
            if self.token.cancelled:
                return
            if pending:
                self.signals.batch.emit(self.job_id, pending)
            self.signals.finished.emit(self.job_id, summary)
        except SolverError as error:
            if not self.token.cancelled:
                self.signals.failed.emit(self.job_id, error)
        except Exception as error:  # a bug must reach the window as a message, not kill a thread
            if not self.token.cancelled:
                self.signals.failed.emit(self.job_id, error)


class JobRunner(QObject):
    """The window's one runner: owns the thread pool and hands out lanes."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # While a worker runs Python, the window's thread waits for the interpreter lock each
        # time Qt calls back into Python (every cell painted, every slot); by default a wait
        # can last 5 ms, and a repaint makes hundreds of such calls.
        sys.setswitchinterval(min(sys.getswitchinterval(), _SWITCH_INTERVAL))
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(4)
        self._lanes: list[JobLane] = []

    def lane(self, parent: QObject | None = None) -> JobLane:
        lane = JobLane(self, parent)
        self._lanes.append(lane)
        return lane

    def cancel_all(self) -> None:
        for lane in self._lanes:
            lane.stop()

    def shutdown(self) -> None:
        self.cancel_all()
        self.pool.waitForDone(2000)


class JobLane(QObject):
    """One purpose's jobs, one at a time. Signals: `batch(job_id, items)`,
    `finished(job_id, summary)`, `failed(job_id, error)`, `busy_changed(busy)`,
    `progress(fraction)` when the job reports how far it has come (`CancelToken.report`).

    `what` words what the lane's jobs do ("Reading the board…"), for the window's progress;
    a lane with `what` None (the Balda advisor, with its own Stop) is not shown there."""

    batch = Signal(int, list)
    finished = Signal(int, object)
    failed = Signal(int, object)
    busy_changed = Signal(bool)
    progress = Signal(float)

    _ids = itertools.count(1)

    def __init__(self, runner: JobRunner | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if runner is None:  # a lane of its own (tests, dialogs)
            runner = JobRunner(self)
        self._pool = runner.pool
        self._signals = _JobSignals(self)
        self._signals.batch.connect(self._on_batch)
        self._signals.finished.connect(self._on_finished)
        self._signals.failed.connect(self._on_failed)
        self._signals.progress.connect(self._on_progress)
        self.what: Callable[[], str] | None = None
        self._tokens: dict[int, CancelToken] = {}
        self._taken: dict[int, threading.Event] = {}
        self.current_id = 0

    def start(self, body: JobBody) -> int:
        """Cancel the running job, start `body`, and return the new job's id."""
        self.cancel()
        job_id = next(self._ids)
        token = CancelToken()
        self._tokens[job_id] = token
        self._taken = {job_id: threading.Event()}
        self.current_id = job_id
        self._pool.start(_Job(job_id, body, token, self._signals, self._taken[job_id]))
        self.busy_changed.emit(True)
        return job_id

    def call(self, function: Callable[[CancelToken], T]) -> int:
        """Start a single call: `finished` carries its result."""
        def body(token: CancelToken) -> Generator[Any, None, T]:
            return function(token)
            yield  # a generator, as every job is

        return self.start(body)

    def cancel(self) -> None:
        for token in self._tokens.values():
            token.cancel()
        for taken in self._taken.values():
            taken.set()  # a worker waiting for its batch to be taken need not wait any more
        self._tokens.clear()
        if self.current_id:
            self.busy_changed.emit(False)

    def stop(self) -> None:
        """The user's Stop: as `cancel`, and a dictionary's compile under way ends too."""
        for token in self._tokens.values():
            token.stop()
        self.cancel()

    @property
    def busy(self) -> bool:
        return self.current_id in self._tokens

    def wait(self, msecs: int = 2000) -> bool:
        return self._pool.waitForDone(msecs)

    def shutdown(self) -> None:
        self.stop()
        self._pool.waitForDone(2000)

    @Slot(int, list)
    def _on_batch(self, job_id: int, items: list) -> None:
        try:
            if job_id == self.current_id and job_id in self._tokens:
                self.batch.emit(job_id, items)
        finally:
            taken = self._taken.get(job_id)
            if taken is not None:
                # Let the views lay out the new rows (they do so on the next turn of the event
                # loop) before the worker takes the interpreter again.
                QTimer.singleShot(0, taken.set)

    @Slot(int, float)
    def _on_progress(self, job_id: int, fraction: float) -> None:
        if job_id == self.current_id and job_id in self._tokens:
            self.progress.emit(fraction)

    @Slot(int, object)
    def _on_finished(self, job_id: int, summary: object) -> None:
        if self._tokens.pop(job_id, None) is not None and job_id == self.current_id:
            self.finished.emit(job_id, summary)
            self.busy_changed.emit(False)

    @Slot(int, object)
    def _on_failed(self, job_id: int, error: object) -> None:
        if self._tokens.pop(job_id, None) is not None and job_id == self.current_id:
            self.failed.emit(job_id, error)
            self.busy_changed.emit(False)
