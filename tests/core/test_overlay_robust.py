"""The user's own words survive damage, odd JSON and several writers at once."""

import json

import pytest

from desktop_solver.core.errors import DictionaryError
from desktop_solver.core.lexicon.overlay import (
    Change,
    Overlay,
    checked_word,
    load_overlay,
    overlay_path,
    save_overlay,
    update_overlay,
)


def _write(folder, text: bytes, lang="en"):
    folder.mkdir(parents=True, exist_ok=True)
    overlay_path(folder, lang).write_bytes(text)


@pytest.mark.parametrize("damage", [b'{"added": ["cat",], "banned": []}', b'{"added": ["ca',
                                    b"\x00\x00\x00", b"[1, 2]", b'{"added": 5}',
                                    b'{"added": "zzyzx"}', b'{"added": [1, null, "cat"]}'])
def test_damaged_overlay_is_kept_beside_the_new_one(tmp_path, damage):
    _write(tmp_path, damage)
    loaded = load_overlay(tmp_path, "en")  # warned about, never raises
    assert loaded.added <= {"cat"} and not {"z", "y", "x"} & loaded.added
    result = update_overlay(tmp_path, "en", [(Change.ADD, "dog")])
    assert "dog" in result.overlay.added
    assert result.backup is not None and result.backup.read_bytes() == damage
    assert result.backup.parent == tmp_path
    assert load_overlay(tmp_path, "en").added == result.overlay.added


def test_bom_from_notepad_is_accepted(tmp_path):
    _write(tmp_path, b"\xef\xbb\xbf" + json.dumps({"added": ["cat"], "banned": []}).encode())
    assert load_overlay(tmp_path, "en").added == {"cat"}
    result = update_overlay(tmp_path, "en", [(Change.ADD, "dog")])
    assert result.backup is None and result.overlay.added == {"cat", "dog"}


def test_long_words_are_refused_with_a_short_message():
    with pytest.raises(DictionaryError, match="expected a word of at most 64") as error:
        checked_word("a" * 50_000_000, "en")
    assert len(str(error.value)) < 300


def test_changes_merge_with_words_added_meanwhile(tmp_path):
    save_overlay(tmp_path, Overlay("en", frozenset({"cat"})))
    update_overlay(tmp_path, "en", [(Change.ADD, "dog")])  # the CLI adds
    # a dialog opened before that adds one and removes one
    update_overlay(tmp_path, "en", [(Change.ADD, "emu"), (Change.REMOVE, "cat")])
    assert load_overlay(tmp_path, "en").added == {"dog", "emu"}


def test_two_damaged_files_in_one_second_keep_two_backups(tmp_path):
    backups = []
    for damage in (b'{"added": ["qqqx",', b'{"added": ["qqqy",'):
        _write(tmp_path, damage)
        backups.append(update_overlay(tmp_path, "en", [(Change.ADD, "dog")]).backup)
    assert backups[0] != backups[1]
    assert {path.read_bytes() for path in backups} == {b'{"added": ["qqqx",',
                                                       b'{"added": ["qqqy",'}


def test_remove_takes_a_word_out_of_both_lists():
    overlay = Overlay("en", frozenset({"cat"}), frozenset({"dog"}))
    assert overlay.without("cat").added == set() and overlay.without("dog").banned == set()
