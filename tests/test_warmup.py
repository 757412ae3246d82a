"""The install-time compile (`python -m desktop_solver.warmup`): afterwards no first query of a
fresh account compiles anything, and the compiled files are readable by every user."""

import shutil
import stat

from desktop_solver.dictionaries import bundled_dictionaries
from desktop_solver.session import DictionaryRequest, Session
from desktop_solver.warmup import main

# Small lists stand in for the installation's (the big ones are not the subject here).
KEPT = ("ru-nouns", "ru-balda", "offensive-ru", "function-ru")


def test_the_installed_lists_need_no_compiling_on_a_fresh_account(tmp_path, monkeypatch):
    # GIVEN an installation holding two small Russian lists and a stale compiled file
    installed = tmp_path / "installed"
    installed.mkdir()
    source = bundled_dictionaries()[0].path.parent
    for name in KEPT:
        shutil.copy(source / f"{name}.txt", installed)
    (installed / "compiled").mkdir()
    stale = installed / "compiled" / "0123.trie"
    stale.write_bytes(b"an older builder's")
    monkeypatch.setenv("DESKTOP_SOLVER_DICTIONARIES", str(installed))
    # WHEN it is warmed at install time
    assert main([]) == 0
    compiled = sorted((installed / "compiled").iterdir())
    # THEN each list has its trie and Balda's pair, readable by all; the stale file is gone
    assert len(compiled) == 2 * 3 and stale not in compiled
    assert all(path.stat().st_mode & stat.S_IROTH for path in compiled)
    # AND a fresh account's session compiles nothing into its own cache
    user_cache = tmp_path / "fresh-cache"
    monkeypatch.setenv("DESKTOP_SOLVER_CACHE_DIR", str(user_cache))
    session = Session()
    balda = DictionaryRequest.of("ru", game="balda")
    assert session.lexicon_ready(balda)
    session.balda_game(balda)
    assert session.balda_ready(balda)
    assert not user_cache.exists() or not any(user_cache.iterdir())
