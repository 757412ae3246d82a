"""Screen capture: refused with a message where there is no screen, and on a real X server
(Xvfb, started here) a dragged rectangle is grabbed and read."""

import os
import shutil
import subprocess
import sys

import pytest

from desktop_solver.gui.capture import capture_problem

from tests.conftest import REPO

SCRIPT = r'''
import sys
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from desktop_solver.gui.capture import RegionPicker, capture_problem, grab_region
from desktop_solver.gui.screenshots import image_bytes
from desktop_solver.ocr import read_board

app = QApplication([])
assert capture_problem() is None, capture_problem()
label = QLabel()
label.setWindowFlags(Qt.WindowType.FramelessWindowHint)
label.setPixmap(QPixmap(sys.argv[1]))
label.move(40, 30)
label.show()
for _ in range(50):
    app.processEvents()
    QTest.qWait(20)
area = QRect(label.mapToGlobal(QPoint(0, 0)), label.size())
print("read:", read_board(image_bytes(grab_region(area))).grid_text())

picker = RegionPicker()
chosen = []
picker.chosen.connect(chosen.append)
picker.start()
overlay = picker.overlays[0]
for _ in range(20):
    app.processEvents()
    QTest.qWait(20)
start = area.topLeft() - overlay.geometry().topLeft()
end = area.bottomRight() - overlay.geometry().topLeft()
QTest.mousePress(overlay, Qt.MouseButton.LeftButton, pos=start)
QTest.mouseMove(overlay, end)
QTest.mouseRelease(overlay, Qt.MouseButton.LeftButton, pos=end)
app.processEvents()
region = chosen[0]
print("chosen:", region.x(), region.y(), region.width(), region.height())
print("again:", read_board(image_bytes(grab_region(region))).grid_text())
'''


def test_no_screen_no_capture(qapp):
    assert "no screen to capture" in capture_problem()


def start_xvfb(screen: str):
    """A real X server of that screen size; yields its display."""
    if shutil.which("Xvfb") is None:
        pytest.fail("Xvfb is not installed; the project's set-up (scripts/bootstrap.sh) installs it")
    # -displayfd: the server picks a free display and writes its number once it accepts
    # clients, so the test waits for that, not for a clock.
    ready, told = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(told), "-screen", "0", screen,
                               "-nolisten", "tcp"], pass_fds=(told,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(told)
    with os.fdopen(ready) as numbers:
        number = numbers.readline().strip()
    if not number:
        pytest.fail("Xvfb did not start")
    yield f":{number}"
    server.terminate()
    server.wait(5)


@pytest.fixture
def xvfb():
    yield from start_xvfb("1024x768x24")


def test_capture_a_dragged_region_on_a_real_x_server(xvfb, tmp_path):
    from tests.ocr.render import render_board, save

    picture = save(render_board([list("SERS"), list("PATG"), list("LINE"), list("SERS")], tile=70),
                   tmp_path, "board.png")
    env = {**os.environ, "DISPLAY": xvfb, "QT_QPA_PLATFORM": "xcb"}
    result = subprocess.run([sys.executable, "-c", SCRIPT, str(picture)], capture_output=True,
                            text=True, env=env, cwd=REPO, timeout=120)
    assert result.returncode == 0, result.stderr
    lines = dict(line.split(": ", 1) for line in result.stdout.splitlines() if ": " in line)
    assert lines["read"] == "SERS/PATG/LINE/SERS"
    assert lines["again"] == "SERS/PATG/LINE/SERS"
    x, y, width, height = map(int, lines["chosen"].split())
    assert (x, y) == (40, 30) and width > 250 and height > 250


OVERLAY_SCRIPT = r'''
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from desktop_solver.gui.capture import RegionPicker

app = QApplication([])
label = QLabel("BOARD")
label.setStyleSheet("background: #ffff00; font-size: 40pt")
label.setWindowFlags(Qt.WindowType.FramelessWindowHint)
label.move(40, 30)
label.resize(400, 100)
label.show()
for _ in range(30):
    app.processEvents()
    QTest.qWait(20)
picker = RegionPicker()
picker.start()
overlay = picker.overlays[0]
for _ in range(20):
    app.processEvents()
    QTest.qWait(20)
QTest.mousePress(overlay, Qt.MouseButton.LeftButton, pos=QPoint(30, 20))
QTest.mouseMove(overlay, QPoint(200, 140))
app.processEvents()
seen = overlay.grab().toImage()
for name, x, y in (("inside", 100, 34), ("outside", 400, 34)):
    print(name + ":", QColor(seen.pixel(x, y)).name())
'''


def test_the_capture_overlay_shows_the_frozen_screen_under_it(xvfb):
    # GIVEN a yellow window on a real X server WHEN the capture overlay is dragged over part
    # of it
    env = {**os.environ, "DISPLAY": xvfb, "QT_QPA_PLATFORM": "xcb"}
    result = subprocess.run([sys.executable, "-c", OVERLAY_SCRIPT], capture_output=True,
                            text=True, env=env, cwd=REPO, timeout=120)
    assert result.returncode == 0, result.stderr
    seen = dict(line.split(": ", 1) for line in result.stdout.splitlines() if ": " in line)
    # THEN the selection shows the screen as it was, and around it the screen shows dimmed,
    # not black
    assert seen["inside"] == "#ffff00"
    red, green, blue = (int(seen["outside"][i:i + 2], 16) for i in (1, 3, 5))
    assert red > 150 and green > 150 and blue < 50


HIDPI_SCRIPT = r'''
import json
from PySide6.QtWidgets import QApplication, QPushButton
from desktop_solver.gui.i18n import Translations
from desktop_solver.gui.main_window import MainWindow
from desktop_solver.gui.settings import Settings
from desktop_solver.gui.theme import apply_theme

app = QApplication([])
apply_theme(app)
translations = Translations(app)
translations.install("ru")
window = MainWindow(Settings(), translations)
window.show()
for _ in range(20):
    app.processEvents()
panel = window.boggle
panel.set_board("ПАРК/ОСНТ/ЛЕИА/КРОМ")
ratio = window.devicePixelRatioF()
screen = window.screen().geometry()
cut = [button.text() for button in panel.findChildren(QPushButton)
       if button.isVisibleTo(panel) and button.width() < button.sizeHint().width()]
table = panel.results.table
opened = window.frameGeometry().width() * ratio
# the same window in device-independent pixels at both scales: its tiles
window.resize(window.minimumSizeHint())
for _ in range(20):
    app.processEvents()
print(json.dumps({
    "ratio": ratio, "window": opened, "screen": screen.width() * ratio, "cut": cut,
    "tile": panel.board.layout_geometry().tile * ratio,
    "word_column": table.columnWidth(0) >= table.fontMetrics().horizontalAdvance("м" * 9)}))
'''


def hidpi_figures(display, scale, tmp_path):
    env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb",
           "QT_SCALE_FACTOR": str(scale), "DESKTOP_SOLVER_DATA_DIR": str(tmp_path / str(scale))}
    result = subprocess.run([sys.executable, "-c", HIDPI_SCRIPT], capture_output=True,
                            text=True, env=env, cwd=REPO, timeout=120)
    assert result.returncode == 0, result.stderr
    import json

    return json.loads(result.stdout.strip().splitlines()[-1])


@pytest.fixture
def wide_xvfb():
    """A 1600x900 screen, as a HiDPI laptop's at scale 2 is 800x450 for the window."""
    yield from start_xvfb("1600x900x24")


def test_at_scale_2_the_window_fits_the_screen_and_nothing_is_cut(wide_xvfb, tmp_path):
    # GIVEN a 1600-pixel screen WHEN the window opens in Russian at scale 1 and at scale 2
    plain, hidpi = (hidpi_figures(wide_xvfb, scale, tmp_path) for scale in (1, 2))
    # THEN at scale 2 it is no wider than the screen, no button or word is cut, and the same
    # window draws its tiles twice as large on the screen
    assert hidpi["ratio"] == 2
    assert hidpi["window"] <= hidpi["screen"] == 1600
    assert hidpi["cut"] == [] and hidpi["word_column"]
    assert abs(hidpi["tile"] - 2 * plain["tile"]) <= 2
