"""Window figures: launch time, the event loop's worst lateness during a big solve, and how soon
a 4x4 board's words appear after its last letter is typed.

Run: .venv/bin/python -m benchmarks.gui     (offscreen; no display needed)
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

LAUNCH_SCRIPT = """
import time, sys
started = time.perf_counter()
from desktop_solver.gui.app import quiet_platform_noise
from PySide6.QtWidgets import QApplication
quiet_platform_noise()
from desktop_solver.gui.i18n import Translations
from desktop_solver.gui.main_window import MainWindow
from desktop_solver.gui.settings import Settings
app = QApplication(["desktop-solver"])
translations = Translations(app)
translations.install("en")
window = MainWindow(Settings(), translations)
window.show()
app.processEvents()
print(time.perf_counter() - started)
"""


def launch_seconds(runs: int = 5) -> tuple[float, float]:
    """(whole process until the window is shown and idle, the part after the interpreter started)."""
    totals, inside = [], []
    for _ in range(runs):
        started = time.perf_counter()
        result = subprocess.run([sys.executable, "-c", LAUNCH_SCRIPT], capture_output=True,
                                text=True, check=True)
        totals.append(time.perf_counter() - started)
        inside.append(float(result.stdout.strip().splitlines()[-1]))
    return statistics.median(totals), statistics.median(inside)


class LatenessProbe:
    """A 10 ms timer that records how late it fires: the event loop's worst blockage."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.worst = 0.0
        self._expected = time.perf_counter() + 0.01
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.worst = max(self.worst, now - self._expected)
        self._expected = now + 0.01


def main() -> None:
    os.environ.setdefault("DESKTOP_SOLVER_DATA_DIR", tempfile.mkdtemp(prefix="bench-gui-"))
    total, inside = launch_seconds()
    print(f"launch to a shown window: {total:.2f} s whole process, {inside:.2f} s after Python "
          f"started (target < 1.5 s)")

    from PySide6.QtWidgets import QApplication

    from desktop_solver.gui.app import quiet_platform_noise, wait_for_job
    from desktop_solver.gui.i18n import Translations
    from desktop_solver.gui.main_window import MainWindow
    from desktop_solver.gui.settings import Settings
    from tests.gui.conftest import type_text

    quiet_platform_noise()
    app = QApplication.instance() or QApplication([])
    window = MainWindow(Settings(), Translations(app))
    window.resize(1200, 800)
    window.show()
    panel = window.boggle
    panel.set_board("CATS/DOGS/ABLE/TRIP")  # warm the dictionary
    wait_for_job(app, panel.runner)

    rng = random.Random(3)
    big = "/".join("".join(rng.choice("ETAOINSRHLDCUMPGBY") for _ in range(30)) for _ in range(30))
    started = time.perf_counter()
    panel.set_board(big)
    panel.runner.cancel()
    app.processEvents()
    print(f"30x30 board pasted and drawn in {(time.perf_counter() - started) * 1000:.0f} ms")
    probe = LatenessProbe()
    started = time.perf_counter()
    panel.solve_now()
    wait_for_job(app, panel.runner, timeout=300)
    print(f"30x30 board: {panel.results.model.rowCount()} words in "
          f"{time.perf_counter() - started:.1f} s; worst event-loop lateness meanwhile "
          f"{probe.worst * 1000:.0f} ms (target < 50 ms)")
    probe.timer.stop()

    delays = []
    panel.board.set_size(4, 4)
    for _ in range(15):
        letters = "".join(rng.choice("ETAOINSRHLDCUMPGBY") for _ in range(16))
        panel.board.clear()
        panel.board.setFocus()
        type_text(panel.board, letters[:-1])
        app.processEvents()
        started = time.perf_counter()
        type_text(panel.board, letters[-1])
        while panel.results.model.rowCount() == 0 and time.perf_counter() - started < 5:
            app.processEvents()
            time.sleep(0.001)
        delays.append((time.perf_counter() - started) * 1000)
        wait_for_job(app, panel.runner)
    print(f"4x4: first words shown {statistics.median(delays):.0f} ms median after the last "
          f"letter (max {max(delays):.0f} ms; target < 100 ms)")

    balda = window.balda
    balda.word_edit.setText("балда")
    balda.new_game()
    wait_for_job(app, balda.runner, timeout=300)
    for word in ("фалда", "шалда"):
        move = next((move for move in balda.moves if move.shown == word), None)
        if move is not None:
            balda.play(move)
            wait_for_job(app, balda.runner)
    depths = []
    balda.thinker.batch.connect(lambda job, thoughts: depths.extend(t.depth for t in thoughts))
    probe = LatenessProbe()
    started = time.perf_counter()
    balda.think(seconds=6.0)
    wait_for_job(app, balda.thinker, timeout=60)
    print(f"Balda advisor for {time.perf_counter() - started:.1f} s (reached depth "
          f"{max(depths, default=0)}): worst event-loop lateness {probe.worst * 1000:.0f} ms "
          f"(target < 50 ms)")
    probe.timer.stop()
    window.close()


if __name__ == "__main__":
    main()
