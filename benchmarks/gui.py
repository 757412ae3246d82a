"""Window figures: launch time, each tab ready on its first job (cold: an empty dictionary cache;
warm: a later start of the app), Balda's memory, the event loop's worst lateness during a big
solve, and how soon a 4x4 board's words appear after its last letter is typed.

Run: .venv/bin/python -m benchmarks.gui     (offscreen; no display needed)
     .venv/bin/python -m benchmarks.gui --tabs    (only launch, tabs and memory)
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

# Both scripts start the window the same way, timed from the first line.
WINDOW_PRELUDE = """
import json, resource, sys, time
started = time.perf_counter()
from desktop_solver.gui.app import quiet_platform_noise, wait_for_job
from PySide6.QtWidgets import QApplication
quiet_platform_noise()
from desktop_solver.gui.i18n import Translations
from desktop_solver.gui.main_window import MainWindow
from desktop_solver.gui.settings import Settings
from desktop_solver.gui.theme import apply_theme
app = QApplication(["desktop-solver"])
apply_theme(app)
translations = Translations(app)
translations.install("en")
window = MainWindow(Settings(), translations)
window.show()
app.processEvents()
"""

LAUNCH_SCRIPT = WINDOW_PRELUDE + """
print(time.perf_counter() - started)
"""


# One start of the app in its own process: the window, then each tab's first job, timed from the
# user's action to its result; the process's peak memory after Balda. Prints JSON.
TABS_SCRIPT = WINDOW_PRELUDE + """
figures = {"window": time.perf_counter() - started}
tabs = sys.argv[1].split(",")

# Each tab shown in turn (twice round, the first visit lays a tab out), from the click to the
# tab drawn: the slowest switch.
switches = []
for _ in range(2):
    for index in range(window.tabs.count()):
        began = time.perf_counter()
        window.tabs.setCurrentIndex(index)
        window.repaint()
        app.processEvents()
        switches.append(time.perf_counter() - began)
figures["switch"] = max(switches)

def timed(name, panel, action, lane=None):
    window.tabs.setCurrentWidget(panel)
    app.processEvents()
    began = time.perf_counter()
    action()
    wait_for_job(app, lane or panel.runner, timeout=300)
    figures[name] = time.perf_counter() - began

if "boggle" in tabs:
    timed("boggle", window.boggle, lambda: (window.boggle.set_board("CATS/DOGS/ABLE/TRIP"),
                                            window.boggle.solve_now()))
if "anagram" in tabs:
    timed("anagram", window.anagram, lambda: (window.anagram.set_letters("stolen"),
                                              window.anagram.solve_now()))
if "wordsearch" in tabs:
    timed("wordsearch", window.wordsearch, lambda: (
        window.wordsearch.set_puzzle("catsx\\ndogsx\\nablex\\ntripx"),
        window.wordsearch.solve_now()))
if "balda" in tabs:
    window.balda.word_edit.setText("балда")
    timed("balda", window.balda, window.balda.new_button.click)
    figures["balda_moves"] = len(window.balda.moves)
if "play" in tabs:
    timed("play", window.play, window.play.new_button.click)
figures["peak_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
window.close()
print(json.dumps(figures))
"""
TABS = ("boggle", "anagram", "wordsearch", "balda", "play")


def tab_figures(cache_dir: str, tabs: tuple[str, ...] = TABS) -> dict[str, float]:
    """One start of the app with `cache_dir` as the dictionary cache: seconds per tab, MB."""
    import json

    env = dict(os.environ, DESKTOP_SOLVER_CACHE_DIR=cache_dir)
    result = subprocess.run([sys.executable, "-c", TABS_SCRIPT, ",".join(tabs)],
                            capture_output=True, text=True, check=True, env=env)
    return json.loads(result.stdout.strip().splitlines()[-1])


def print_tabs() -> None:
    cache = tempfile.mkdtemp(prefix="bench-gui-cache-")
    cold = tab_figures(cache)
    warm = [tab_figures(cache) for _ in range(3)]
    print(f"window shown (inside the process, Qt loaded): cold {cold['window']:.2f} s, warm "
          f"{statistics.median(run['window'] for run in warm):.2f} s (target < 0.5 s)")
    print(f"tab switch, slowest of 10 (drawn): cold {cold['switch'] * 1000:.0f} ms, warm "
          f"{statistics.median(run['switch'] for run in warm) * 1000:.0f} ms (target < 100 ms)")
    for tab in TABS:
        print(f"{tab:>10} ready on its first job: cold {cold[tab]:.2f} s (empty cache), warm "
              f"{statistics.median(run[tab] for run in warm):.2f} s (target < 1 s)")
    balda_only = [tab_figures(cache, ("balda",)) for _ in range(2)]
    print(f"peak memory: every tab {statistics.median(run['peak_mb'] for run in warm):.0f} MB; "
          f"Balda alone {max(run['peak_mb'] for run in balda_only):.0f} MB warm, "
          f"{cold['peak_mb']:.0f} MB for the cold run of every tab (target < 200 MB)")


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
    print_tabs()
    if "--tabs" in sys.argv:
        return

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
    balda.new_button.click()
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
