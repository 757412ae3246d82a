"""The window under big drops and pastes: how late its event loop runs (target: never more than
200 ms) while each is examined, and what the window said. Offscreen; run in its own process:

    python -m benchmarks.bad_drops [--mb 200]

Every case goes through the real way in: a QDropEvent sent to the window (the real drop
handler) or the Edit menu's Paste action with the clipboard filled.
"""

from __future__ import annotations

import argparse
import os
import random
import string
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks.gui import LatenessProbe  # noqa: E402  (after the platform is chosen)

TARGET_MS = 200


def _drop(window, mime) -> None:
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QApplication

    centre = window.rect().center()
    QApplication.sendEvent(window, QDragEnterEvent(centre, Qt.DropAction.CopyAction, mime,
                                                   Qt.MouseButton.LeftButton,
                                                   Qt.KeyboardModifier.NoModifier))
    QApplication.sendEvent(window, QDropEvent(QPointF(centre), Qt.DropAction.CopyAction, mime,
                                              Qt.MouseButton.LeftButton,
                                              Qt.KeyboardModifier.NoModifier))


def _settle(app, window, seconds: float = 0.3) -> None:
    """Turn the event loop until the file examiner is idle and a little after."""
    while window.file_examiner.busy:
        app.processEvents()
        time.sleep(0.002)
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.002)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=int, default=200, help="size of the dropped word list")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="bad-drops-"))
    os.environ.setdefault("DESKTOP_SOLVER_DATA_DIR", str(folder / "data"))

    from PySide6.QtCore import QMimeData, QUrl
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from desktop_solver.gui.app import quiet_platform_noise
    from desktop_solver.gui.i18n import Translations
    from desktop_solver.gui.main_window import MainWindow
    from desktop_solver.gui.settings import Settings

    quiet_platform_noise()
    app = QApplication.instance() or QApplication([])
    window = MainWindow(Settings(), Translations(app))
    window.resize(1200, 800)
    window.show()
    app.processEvents()

    big_list = folder / "words.txt"
    rng = random.Random(30)
    with open(big_list, "wb") as out:  # words of letters, each different
        written = 0
        while written < args.mb << 20:
            block = "".join("".join(rng.choices(string.ascii_lowercase, k=rng.randint(6, 14)))
                            + "\n" for _ in range(100_000)).encode()
            out.write(block)
            written += len(block)
    gif = folder / "words.gif"
    gif.write_bytes(b"GIF89a" + bytes(5 << 20))
    ten_mb = "ABCD/EFGH/" * (1 << 20)

    def drop_file(path: Path) -> None:
        mime = QMimeData()
        mime.setUrls([QUrl.fromLocalFile(str(path))])
        _drop(window, mime)

    def drop_text(text: str) -> None:
        mime = QMimeData()
        mime.setText(text)
        _drop(window, mime)

    def paste_into(panel, text: str) -> None:
        window.tabs.setCurrentWidget(panel)
        QGuiApplication.clipboard().setText(text)
        window.paste_action.trigger()

    cases = [
        (f"drop a {args.mb} MB word list", lambda: drop_file(big_list)),
        ("drop a 5 MB GIF named as a list", lambda: drop_file(gif)),
        ("drop 10 MB of text", lambda: drop_text(ten_mb)),
        ("paste 10 MB into the Boggle board", lambda: paste_into(window.boggle, ten_mb)),
        ("paste 10 MB into the word-search grid", lambda: paste_into(window.wordsearch, ten_mb)),
        ("paste 60x60 spaced (the largest grid)",
         lambda: paste_into(window.wordsearch, (" ".join("ABCDEFGHIJ" * 6) + "\n") * 60)),
        ("paste 64K characters into the grid",
         lambda: paste_into(window.wordsearch, ("ABCDEFGHIJ" * 6 + "\n") * 1070)),
    ]
    worst_of_all = 0.0
    print(f"{'case':<42}{'total s':>9}{'late ms':>9}  what the window said")
    for name, action in cases:
        if window.word_list_question is not None:
            window.word_list_question.reject()
            _settle(app, window)
        probe = LatenessProbe()
        started = time.perf_counter()
        action()
        _settle(app, window)
        probe.timer.stop()
        said = window.statusBar().currentMessage() or window.current_panel.message.text()
        worst_of_all = max(worst_of_all, probe.worst)
        print(f"{name:<42}{time.perf_counter() - started:>9.1f}{probe.worst * 1000:>9.0f}  "
              f"{said[:90]}")
    print(f"worst event-loop lateness: {worst_of_all * 1000:.0f} ms (target < {TARGET_MS} ms)")
    if window.word_list_question is not None:
        window.word_list_question.reject()
    window.close()
    for path in folder.rglob("*"):
        if path.is_file():
            path.unlink()
    return 0 if worst_of_all * 1000 <= TARGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
