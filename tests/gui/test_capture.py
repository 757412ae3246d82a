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


@pytest.fixture
def xvfb():
    if shutil.which("Xvfb") is None:
        pytest.fail("Xvfb is not installed; the project's set-up (scripts/bootstrap.sh) installs it")
    # -displayfd: the server picks a free display and writes its number once it accepts
    # clients, so the test waits for that, not for a clock.
    ready, told = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(told), "-screen", "0", "1024x768x24",
                               "-nolisten", "tcp"], pass_fds=(told,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(told)
    with os.fdopen(ready) as numbers:
        number = numbers.readline().strip()
    if not number:
        pytest.fail("Xvfb did not start")
    display = f":{number}"
    yield display
    server.terminate()
    server.wait(5)


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
