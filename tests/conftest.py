"""Test set-up: Qt offscreen, user folders in temporary places, `gui` marker for tests/gui."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Before any Qt import: widgets render without a display unless a test starts Xvfb itself.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parent.parent


# The quick tier (`pytest -m quick`, README "Development"): no window, no screenshot reader, no
# installer, nothing marked slow. These folders and files are left out of it.
NOT_QUICK_FOLDERS = ("tests/gui/", "tests/ocr/", "tests/installer/")
NOT_QUICK_FILES = ("test_picture_routing.py", "test_ocr_cli.py", "test_ocr_marks_cli.py")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        path = Path(str(item.fspath)).as_posix()
        if "tests/gui" in path:
            item.add_marker(pytest.mark.gui)
        if not (any(folder in path for folder in NOT_QUICK_FOLDERS)
                or path.rsplit("/", 1)[-1] in NOT_QUICK_FILES
                or item.get_closest_marker("slow") is not None):
            item.add_marker(pytest.mark.quick)


@pytest.fixture(scope="session")
def lexicon_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One compiled-dictionary cache for the whole run. The shipped lists are read compiled
    from the checkout's dictionaries/compiled (./scripts/test compiles them there first, as
    for any installation); without it they compile once into this cache."""
    return tmp_path_factory.mktemp("lexicon-cache")


@pytest.fixture(autouse=True)
def user_folders(tmp_path: Path, lexicon_cache: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each test gets its own user data folder (overlay, settings); the cache is shared."""
    data = tmp_path / "user-data"
    monkeypatch.setenv("DESKTOP_SOLVER_DATA_DIR", str(data))
    monkeypatch.setenv("DESKTOP_SOLVER_CACHE_DIR", str(lexicon_cache))
    return data


@pytest.fixture(scope="session")
def bundled_en(lexicon_cache: Path):
    """The shipped English list as plain words and as a lexicon (compiled once per run)."""
    from desktop_solver.core.lexicon import load_lexicon
    from desktop_solver.core.lexicon.reader import parse_words
    from desktop_solver.core.alphabet import alphabet_for

    from desktop_solver.dictionaries import shipped_cache_dir

    path = REPO / "dictionaries" / "en.txt"
    entries, _ = parse_words(path.read_text(encoding="utf-8"), alphabet_for("en"))
    return [entry.spelling for entry in entries], load_lexicon(
        [path], "en", cache_dir=lexicon_cache, shipped=[shipped_cache_dir()])


@pytest.fixture(scope="session")
def bundled_ru(lexicon_cache: Path):
    from desktop_solver.core.lexicon import load_lexicon
    from desktop_solver.dictionaries import shipped_cache_dir

    return load_lexicon([REPO / "dictionaries" / "ru.txt"], "ru", cache_dir=lexicon_cache,
                        shipped=[shipped_cache_dir()])
