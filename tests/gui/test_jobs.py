"""The job runner: batches, stale results dropped, Stop cancels."""

import threading

from desktop_solver.core.errors import InvalidGridError
from desktop_solver.gui.jobs import JobLane


def test_results_arrive_in_batches_and_finish(qtbot):
    runner = JobLane()
    received = []
    runner.batch.connect(lambda job_id, items: received.extend(items))

    def body(token):
        yield from range(500)
        return "done"

    with qtbot.waitSignal(runner.finished) as finished:
        job_id = runner.start(body)
    assert finished.args == [job_id, "done"]
    assert received == list(range(500))
    assert not runner.busy
    runner.shutdown()


def test_a_newer_job_drops_the_older_jobs_results(qtbot):
    runner = JobLane()
    received = []
    runner.batch.connect(lambda job_id, items: received.extend(items))
    release = threading.Event()

    def slow(token):
        release.wait(5)
        yield "old"

    def fast(token):
        yield "new"

    # GIVEN a slow job still running WHEN a newer job starts
    runner.start(slow)
    with qtbot.waitSignal(runner.finished):
        newer = runner.start(fast)
    release.set()
    runner.wait()
    qtbot.wait(50)
    # THEN only the newer job's result reached the window
    assert received == ["new"] and runner.current_id == newer
    runner.shutdown()


def test_stop_cancels_quietly(qtbot):
    runner = JobLane()
    started = threading.Event()
    finished = []
    runner.finished.connect(lambda *args: finished.append(args))

    def endless(token):
        started.set()
        while not token.cancelled:
            yield 1

    with qtbot.waitSignal(runner.busy_changed):
        runner.start(endless)
    started.wait(5)
    runner.cancel()
    assert runner.wait(2000)
    qtbot.wait(50)
    assert finished == [] and not runner.busy
    runner.shutdown()


def test_a_core_error_becomes_a_failed_signal(qtbot):
    runner = JobLane()

    def broken(token):
        raise InvalidGridError("row 2 has 3 tiles, expected 4")
        yield

    with qtbot.waitSignal(runner.failed) as failed:
        runner.start(broken)
    assert "row 2 has 3 tiles" in str(failed.args[1])
    runner.shutdown()
