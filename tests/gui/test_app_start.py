"""Starting the app where no window can open."""

import os
import subprocess
import sys

from tests.conftest import REPO


def test_without_a_display_one_line_says_what_to_do():
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run([sys.executable, "-m", "desktop_solver"], capture_output=True,
                            text=True, env=env, cwd=REPO, timeout=60)
    assert result.returncode == 2
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and "no display" in lines[0] and "desktop-solver solve" in lines[0]
    assert "xcb" not in result.stderr


def test_a_display_that_is_not_running_is_one_line_too():
    env = {key: value for key, value in os.environ.items()
           if key not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["DISPLAY"] = ":4711"
    result = subprocess.run([sys.executable, "-m", "desktop_solver"], capture_output=True,
                            text=True, env=env, cwd=REPO, timeout=60)
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        "desktop-solver: no X server is running on display :4711 (DISPLAY); use the command "
        "line instead, e.g. 'desktop-solver solve CATS/DOGS' ('desktop-solver --help' lists the "
        "commands)"]
