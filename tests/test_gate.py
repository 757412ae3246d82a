"""The gate that ./scripts/test runs with the tests: ruff, mypy (strict on core/) and no import
cycles between the package's modules. Versions are pinned in pyproject.toml's test extra."""

import subprocess
import sys

from tests.conftest import REPO

# Cycles known when the gate was added, each to be removed by the change that breaks it (the
# last, ocr/memory <-> ocr/reader, went with issue 28).
KNOWN_CYCLES: list[list[str]] = []


def run(*command: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *command], cwd=REPO, capture_output=True,
                          text=True, timeout=600)


def test_ruff_finds_nothing():
    result = run("ruff", "check", "--no-cache", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_finds_nothing():
    result = run("mypy", "desktop_solver")
    assert result.returncode == 0, result.stdout + result.stderr


def test_no_new_import_cycle():
    sys.path.insert(0, str(REPO / "scripts"))
    try:
        from import_cycles import find_cycles
    finally:
        sys.path.pop(0)
    new = [cycle for cycle in find_cycles() if cycle not in KNOWN_CYCLES]
    assert not new, "import cycles: " + "; ".join(" <-> ".join(cycle) for cycle in new)
