"""Fuzzing what issue 30 found: hand-edited overlays and glyph memories (nothing of the user's
lost), page titles, listed phrases, boards' text of any length, boards of one repeated letter
(the search ends, and says when it was cut), and one generated case of each family of
`benchmarks/bad_inputs.py` through the real command line.

What a careful tester would try next, per family: `bad_inputs.NEXT` (printed by
`python -m benchmarks.bad_inputs --next`)."""

import json
import random
import unicodedata

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks import bad_inputs
from desktop_solver.core.board import MAX_SIDE, parse_grid
from desktop_solver.core.boggle import drained, solve
from desktop_solver.core.errors import InvalidGridError, InvalidLettersError, SolverError
from desktop_solver.core.games import rules_for
from desktop_solver.core.grid_search import SearchLimits
from desktop_solver.core.lexicon import lexicon_from_words
from desktop_solver.core.lexicon.overlay import (
    Change,
    load_overlay,
    overlay_path,
    update_overlay,
)
from desktop_solver.core.wordsearch import entry_key, list_entries
from desktop_solver.core.wordsearch_generate import generate
from desktop_solver.export.text import MAX_TITLE, page_title
from desktop_solver.ocr.recognise.fingerprints import Fingerprint, Look
from desktop_solver.ocr.memory import GlyphMemory
from tests.conftest import REPO

FAST = settings(max_examples=120, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])

json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=12),
                           lambda inner: st.lists(inner, max_size=3)
                           | st.dictionaries(st.text(max_size=5), inner, max_size=2),
                           max_leaves=8)
hand_written_words = st.one_of(
    st.sampled_from(bad_inputs.UNUSABLE_WORDS), st.text(max_size=15),
    st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=12), json_values)


@FAST
@given(added=st.lists(hand_written_words, max_size=8),
       banned=st.lists(hand_written_words, max_size=4),
       keys=st.dictionaries(st.text(min_size=1, max_size=8).filter(
           lambda key: key not in ("added", "banned")), json_values, max_size=3))
def test_a_hand_edited_overlay_keeps_everything_the_app_cannot_use(tmp_path_factory, added,
                                                                   banned, keys):
    folder = tmp_path_factory.mktemp("overlay")
    original = {"added": added, "banned": banned, **keys}
    data = json.dumps(original, ensure_ascii=False).encode()
    overlay_path(folder, "en").write_bytes(data)
    saved = update_overlay(folder, "en", [(Change.ADD, "zzxq")])
    after = json.loads(overlay_path(folder, "en").read_text(encoding="utf-8"))
    # Every entry stays (a usable word may come back lower-cased), every key of the user's own.
    for key, listed in (("added", added), ("banned", banned)):
        for item in listed:
            assert item in after[key] or (isinstance(item, str)
                                          and item.strip().lower() in after[key])
    assert all(after[key] == value for key, value in keys.items())
    assert "zzxq" in load_overlay(folder, "en").added
    if saved.unused:  # a file the app only partly understood is also kept as it was
        assert saved.backup is not None and saved.backup.read_bytes() == data


LOOK = Look("any", True, (250, 240, 200), 0.6)
PRINT = Fingerprint(0xABCDEF, 0.5, 0.7)


@FAST
@given(st.binary(max_size=300) | st.builds(lambda value: json.dumps(value).encode(),
                                           json_values))
def test_any_glyph_memory_file_is_kept_or_backed_up(tmp_path_factory, content):
    folder = tmp_path_factory.mktemp("glyphs")
    (folder / "any.json").write_bytes(content)
    memory = GlyphMemory(folder)
    assert memory.recall(LOOK, PRINT) is None  # reading never fails on a bad file
    try:
        memory.remember_glyph(LOOK, PRINT, "A")
    except SolverError:
        assert (folder / "any.json").read_bytes() == content  # kept unchanged, and said
        return
    assert memory.recall(LOOK, PRINT) is not None
    current = (folder / "any.json").read_bytes()
    assert current == content or any(path.read_bytes() == content for path in folder.iterdir()
                                     if path.name.startswith("any.json."))


@pytest.mark.parametrize("newer", [2, 7])
def test_a_newer_glyph_memory_is_never_written_over(tmp_path, newer):
    content = json.dumps({"format": newer, "looks": [{"new": "fields"}]}).encode()
    (tmp_path / "any.json").write_bytes(content)
    with pytest.raises(SolverError, match="newer version of the app"):
        GlyphMemory(tmp_path).remember_glyph(LOOK, PRINT, "A")
    assert (tmp_path / "any.json").read_bytes() == content
    assert [path.name for path in tmp_path.iterdir()] == ["any.json"]


@FAST
@given(st.text(max_size=400))
def test_any_title_is_one_line_or_refused(title):
    try:
        line = page_title(title)
    except SolverError as error:
        assert "at most 200" in str(error)
        return
    assert line is None or (len(line) <= MAX_TITLE and line == " ".join(line.split())
                            and not any(unicodedata.category(char) == "Cc" for char in line))


phrase_words = st.text(alphabet="abcdefgh", min_size=2, max_size=5)


@FAST
@given(st.lists(st.lists(phrase_words, min_size=1, max_size=3), min_size=1, max_size=4),
       st.sampled_from([",", ";", "\n", ", "]), st.sampled_from([" ", "  ", "-", "'"]))
def test_listed_phrases_are_whole_entries(phrases, separator, joiner):
    text = separator.join(joiner.join(words) for words in phrases)
    entries = list_entries(text)
    assert [entry_key(entry) for entry in entries] == ["".join(words) for words in phrases]


@FAST
@given(st.lists(st.lists(phrase_words, min_size=1, max_size=2), min_size=1, max_size=3,
                unique_by=lambda words: "".join(words)))
def test_generate_hides_each_phrase_as_one_word(phrases):
    entries = [" ".join(words) for words in phrases]
    try:
        puzzle = generate(entries, height=12, width=12, seed=1)
    except InvalidLettersError as error:
        assert error.code == "generate.inside"  # one inside another is refused on purpose
        return
    for placement in puzzle.words:
        letters = "".join(puzzle.rows[row][col] for row, col in placement.path)
        assert letters.lower() == entry_key(placement.word)
        assert placement.word.lower() in entries


@FAST
@given(st.integers(MAX_SIDE * MAX_SIDE * 16 + 1, 5_000_000), st.sampled_from("A/[ \n"))
def test_board_text_too_long_is_refused_before_parsing(length, letter):
    with pytest.raises(InvalidGridError, match="expected at most"):
        parse_grid(letter * length)


RUNS = lexicon_from_words(["a" * length for length in range(3, 17)]
                          + ["ab" * length for length in range(2, 8)], "en")


@settings(max_examples=40, deadline=None)
@given(side=st.integers(2, 12), letters=st.sampled_from(["A", "AB", "AAB"]),
       all_paths=st.booleans(), seed=st.integers(0, 1000))
def test_boards_of_repeated_letters_end_and_say_when_cut(side, letters, all_paths, seed):
    rng = random.Random(seed)
    grid = parse_grid("/".join("".join(rng.choice(letters) for _ in range(side))
                               for _ in range(side)), "en")
    limits = SearchLimits(steps=50_000, paths_per_word=20)
    hits, cut = drained(solve(grid, RUNS, rules_for(), all_paths=all_paths, limits=limits))
    assert all(len(hit.paths) <= 20 for hit in hits)
    if cut is None:  # a complete search: every run that fits along a path of A's is there
        assert all(hit.word in {"a" * n for n in range(3, 17)} | {"ab" * n for n in range(2, 8)}
                   for hit in hits)
    else:
        assert "steps" in str(cut) or "paths" in str(cut)


FAMILIES = ("hand edits", "glyph memory", "outputs", "streams", "data folder", "search bounds",
            "batch", "phrases", "messages")
# One variant of each family, drawn afresh from a seeded generator: the benchmark runs them all.
SAMPLED = [random.Random(30).choice([case for case in bad_inputs.issue30_cases()
                                     if case.kind == kind and "ocr" not in case.argv])
           for kind in FAMILIES]


@pytest.mark.parametrize("case", SAMPLED, ids=[f"{c.kind}: {c.name}" for c in SAMPLED])
def test_each_family_ends_clearly_through_the_real_command(case, lexicon_cache):
    assert case.kind in bad_inputs.NEXT  # each family says what to try next
    _, outcome, run = bad_inputs.run_case(REPO, case, lexicon_cache)
    assert outcome in ("clear error", "answer"), (outcome, run.status, run.err[-500:])
