"""Bad and odd inputs, tried as a careful tester would: prints how each kind of input ended.

    python -m benchmarks.bad_inputs [--repo PATH] [--only WORD] [--jobs N] [--verbose]

Every case runs `python -m desktop_solver ...` in a subprocess with its own user folders, under a
memory cap (RLIMIT_AS) and a time limit, and ends as one of:
  clear error   exit 2, one short `desktop-solver: error:` message, no traceback
  answer        exit 0/1 and, where the case knows the right answer, the right one
  crash         a traceback, a signal, or a memory error
  hang          still running at the time limit
  wrong         an answer that is not the right one, or a misleading message
  data lost     the user's words gone afterwards (overlay cases)
`--repo` runs another checkout (e.g. an older commit unpacked with `git archive`) for a
before/after table. `--next` prints, per family, what a careful tester would try next. The
window's side (big drops and pastes, the event loop's lateness) is `benchmarks/bad_drops.py`.
"""

from __future__ import annotations

import argparse
import codecs
import json
import os
import random
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
MEMORY_CAP = 1536 * 1024 * 1024  # bytes of address space per case
TIME_LIMIT = 45.0  # seconds per case
RU_LIST = "кот\nток\nслон\nмышь\nсобака\nмолоко\nдерево\n"


@dataclass
class Run:
    status: int | None  # None: killed at the time limit
    out: str
    err: str
    folder: Path


@dataclass
class Case:
    kind: str  # the table's row: word lists, overlays, caches, numbers, grids, files
    name: str
    argv: list[str]  # after `desktop-solver`; "{dir}" is the case folder
    stdin: bytes = b""
    files: dict[str, bytes] = field(default_factory=dict)
    setup: Callable[[Path], None] | None = None
    # For answers: is this the right one? For errors: is the message the right one?
    answer: Callable[[Run], bool] | None = None
    message: str | None = None  # a clear error must contain this
    must_fail: bool = False  # an answer (exit 0) is wrong: the input is not valid
    must_answer: bool = False  # an error (exit 2) is wrong: the input is valid
    data: Callable[[Run], bool] | None = None  # are the user's words all still there?
    parallel: int = 1  # run this many copies at once (the concurrency case)
    timeout: float = TIME_LIMIT
    env: dict[str, str] = field(default_factory=dict)  # besides the user folders
    stdout: str = "pipe"  # "full": > /dev/full; "closed": >&-
    stdin_closed: bool = False  # <&-
    script: str | None = None  # Python run instead of the command line (argv: sys.argv[1:])


def _words(run: Run) -> set[str]:
    try:
        return {word["word"] for word in json.loads(run.out)["words"]}
    except (ValueError, KeyError, TypeError):
        return set()


def finds(*words: str) -> Callable[[Run], bool]:
    return lambda run: set(words) <= _words(run)


def finds_exactly(*words: str) -> Callable[[Run], bool]:
    return lambda run: _words(run) == set(words)


# --- word lists ------------------------------------------------------------------------------

def _word_list_cases() -> list[Case]:
    cases = []
    solve_ru = ["solve", "КОТ", "--json", "--dict", "{dir}/words.txt"]
    solve_en = ["solve", "CAT", "--json", "--dict", "{dir}/words.txt"]
    for value in ["700", "-1", "NaN", "nan", "inf", "-inf", "1e400", "1e9", "0", "3.5", "-0",
                  "1e-400", "99999999999999999999999", "0x1F", "", "abc"]:
        cases.append(Case("word lists", f"number column {value!r}", solve_en,
                          files={"words.txt": f"cat\t{value}\ndog\t2.5\n".encode()},
                          answer=finds("cat")))
    cases.append(Case("word lists", "raw counts, many rows", solve_en,
                      files={"words.txt": b"".join(f"w{i:05d}\t{i}\n".encode()
                                                    for i in range(2000)) + b"cat\t12\n"},
                      answer=finds("cat")))
    for encoding, upper in [("cp1251", False), ("cp1251", True), ("koi8-r", False),
                            ("koi8-r", True), ("utf-16-le", False), ("utf-16-be", False),
                            ("utf-16-le", True), ("utf-16", False), ("utf-8-sig", False),
                            ("utf-8", True)]:
        text = RU_LIST.upper() if upper else RU_LIST
        cases.append(Case("word lists", f"{encoding}{' capitals' if upper else ''}", solve_ru,
                          files={"words.txt": text.encode(encoding)},
                          answer=finds_exactly("кот", "ток")))
    cases += [
        Case("word lists", "English UTF-16LE without BOM", solve_en,
             files={"words.txt": "cat\nact\ndog\n".encode("utf-16-le")},
             answer=finds_exactly("cat")),
        Case("word lists", "cp1251 with byte 0x98", solve_ru,
             files={"words.txt": RU_LIST.encode("cp1251") + b"\x98\n"},
             answer=finds_exactly("кот", "ток")),
        Case("word lists", "UTF-8 with one bad line", solve_ru,
             files={"words.txt": (RU_LIST * 10).encode() + b"\xff\xfe\n"},
             answer=finds_exactly("кот", "ток")),
        Case("word lists", "UTF-8 with CRLF and comments", solve_ru,
             files={"words.txt": "# list\r\nкот # pet\r\nток\r\n".encode()},
             answer=finds_exactly("кот", "ток")),
        Case("word lists", "one 30,000-letter line", solve_en,
             files={"words.txt": b"cat\n" + b"a" * 30_000 + b"\n"}, answer=finds("cat")),
        Case("word lists", "one 100,000-letter line", solve_en,
             files={"words.txt": b"cat\n" + b"b" * 100_000 + b"\n"}, answer=finds("cat")),
        Case("word lists", "one 2,000,000-letter line", solve_en,
             files={"words.txt": b"cat\n" + b"c" * 2_000_000 + b"\n"}, answer=finds("cat")),
        Case("word lists", "100 lines of 65 letters", solve_en,
             files={"words.txt": b"cat\n" + (b"d" * 65 + b"\n") * 100}, answer=finds("cat")),
        Case("word lists", "random binary", solve_en,
             files={"words.txt": random.Random(1).randbytes(8192)}),
        Case("word lists", "zeros", solve_en, files={"words.txt": bytes(4096)}),
        Case("word lists", "empty file", solve_en, files={"words.txt": b""}),
        Case("word lists", "only comments", solve_en, files={"words.txt": b"# nothing\n"}),
        Case("word lists", "only BOM", solve_en, files={"words.txt": codecs.BOM_UTF8}),
        Case("word lists", "PNG header", solve_en,
             files={"words.txt": b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8}),
        Case("word lists", "missing file", ["solve", "CAT", "--dict", "{dir}/nope.txt"]),
        Case("word lists", "a folder", ["solve", "CAT", "--dict", "{dir}"]),
        Case("word lists", "/dev/zero", ["solve", "CAT", "--dict", "/dev/zero"], timeout=20),
        Case("word lists", "/dev/null", ["solve", "CAT", "--dict", "/dev/null"]),
        Case("word lists", "a FIFO", ["solve", "CAT", "--dict", "{dir}/fifo"],
             setup=lambda folder: os.mkfifo(folder / "fifo"), timeout=20),
        Case("word lists", "300 MB sparse file", ["solve", "CAT", "--dict", "{dir}/big.txt"],
             setup=lambda folder: os.truncate(_touch(folder / "big.txt"), 300 << 20),
             timeout=30),
        Case("word lists", "batch file missing", ["solve", "--batch", "{dir}/missing"],
             message="batch file"),
        Case("word lists", "batch file /dev/zero", ["solve", "--batch", "/dev/zero"],
             timeout=20),
        Case("word lists", "wordsearch --words-file FIFO",
             ["wordsearch", "generate", "--words-file", "{dir}/fifo"],
             setup=lambda folder: os.mkfifo(folder / "fifo"), timeout=20),
    ]
    return cases


def _touch(path: Path) -> Path:
    path.write_bytes(b"")
    return path


# --- the user's overlay ----------------------------------------------------------------------

def _overlay_file(run: Run) -> Path:
    return run.folder / "data" / "overlay-en.json"


def _kept(original: bytes, *new: str) -> Callable[[Run], bool]:
    """The new words are saved, and the original file's bytes survive somewhere (as the
    overlay itself, read back, or as a backup beside it)."""
    def check(run: Run) -> bool:
        folder = run.folder / "data"
        if not re.search(rb"[a-z]{3}", original):
            return True  # nothing in it that could be lost
        try:
            saved = json.loads(_overlay_file(run).read_text(encoding="utf-8-sig"))
        except (OSError, ValueError):
            return False
        if not set(new) <= set(saved.get("added", [])):
            return False
        if any(path.read_bytes() == original for path in folder.iterdir()
               if path.name != "overlay-en.json" and path.is_file()):
            return True
        try:
            old = json.loads(original.decode("utf-8-sig"))
            old_words = set(old.get("added", [])) if isinstance(old, dict) else None
        except (ValueError, UnicodeDecodeError, AttributeError, TypeError):
            old_words = None
        return old_words is not None and isinstance(old.get("added", []), list) \
            and old_words <= set(saved.get("added", []))
    return check


DAMAGED_OVERLAYS = {
    "trailing comma": b'{"added": ["qqqx", "qqqy",], "banned": []}',
    "truncated": b'{"added": ["qqqx", "qq',
    "BOM from Notepad": codecs.BOM_UTF8 + b'{"added": ["qqqx"], "banned": []}',
    "added is a number": b'{"added": 5}',
    "added is a string": b'{"added": "zzyzx"}',
    "a list, not an object": b'["qqqx"]',
    "zeros": bytes(64),
    "empty": b"",
    "null inside": b'{"added": ["qqqx", null, 7]}',
    "UTF-16": '{"added": ["qqqx"]}'.encode("utf-16"),
}


def _overlay_cases() -> list[Case]:
    cases = []
    for name, content in DAMAGED_OVERLAYS.items():
        files = {"data/overlay-en.json": content}
        cases.append(Case("overlays", f"{name}: dict add", ["dict", "add", "zzxq"], files=files,
                          data=_kept(content, "zzxq")))
        cases.append(Case("overlays", f"{name}: solve", ["solve", "CAT", "--json"], files=files,
                          answer=finds("cat")))
    cases.append(Case("overlays", "added is a string: not split into letters",
                      ["dict", "check", "y", "--lang", "en"],
                      files={"data/overlay-en.json": b'{"added": "zzyzx"}'},
                      answer=lambda run: run.status == 1))
    cases.append(Case("overlays", "BOM overlay: its word is known", ["dict", "check", "qqqx"],
                      files={"data/overlay-en.json": DAMAGED_OVERLAYS["BOM from Notepad"]},
                      answer=lambda run: run.status == 0))
    cases.append(Case("overlays", "dict add 20,000 letters", ["dict", "add", "a" * 20_000],
                      data=lambda run: not _overlay_file(run).exists()
                      or "a" * 20_000 not in _overlay_file(run).read_text()))
    cases.append(Case("overlays", "dict add 100,000 letters", ["dict", "add", "e" * 100_000]))
    cases.append(Case("overlays", "saved 20,000-letter word: solve",
                      ["solve", "CAT", "--json"],
                      files={"data/overlay-en.json": json.dumps(
                          {"added": ["f" * 20_000, "zzxq"]}).encode()},
                      answer=finds("cat")))
    cases.append(Case("overlays", "dict add with digits", ["dict", "add", "abc1"]))
    cases.append(Case("overlays", "dict add empty", ["dict", "add", ""]))
    cases.append(Case("overlays", "dict add 1 MB of x1", ["dict", "add", "x1" * 60_000]))
    cases.append(Case("overlays", "20 dict add at once", ["dict", "add", "{word}"],
                      parallel=20, data=_all_twenty, timeout=120))
    return cases


TWENTY = [f"zq{chr(ord('a') + i)}x" for i in range(20)]


def _all_twenty(run: Run) -> bool:
    try:
        saved = json.loads(_overlay_file(run).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return set(TWENTY) <= set(saved.get("added", []))


# --- caches ----------------------------------------------------------------------------------

def _damage(how: str) -> Callable[[bytes], bytes]:
    def damaged(data: bytes) -> bytes:
        if how == "truncated":
            return data[: len(data) // 2]
        if how == "zeroed":
            return data[:64] + bytes(len(data) - 64)
        if how == "all zeros":
            return bytes(len(data))
        if how == "scrambled":
            body = bytearray(data[64:])
            random.Random(3).shuffle(body)
            return data[:64] + bytes(body)
        if how == "one byte flipped":
            middle = len(data) // 2
            return data[:middle] + bytes([data[middle] ^ 0x5A]) + data[middle + 1:]
        if how == "empty":
            return b""
        raise ValueError(how)
    return damaged


CACHE_DAMAGE = ("truncated", "zeroed", "all zeros", "scrambled", "one byte flipped", "empty")
BALDA_BOARD = "...../...../балда/...../....."


def _cache_cases(reference: dict[str, str]) -> list[Case]:
    cases = []
    for how in CACHE_DAMAGE:
        for pattern, argv, key in (
                ("*.trie", ["solve", "CATS/TOPS", "--json"], "solve"),
                ("balda-*.links", ["balda", BALDA_BOARD, "--json"], "balda"),
                ("balda-*.trie", ["balda", BALDA_BOARD, "--json"], "balda")):
            def setup(folder: Path, pattern: str = pattern, how: str = how) -> None:
                for path in (folder / "cache" / "lexicons").glob(pattern):  # the copy
                    if pattern == "*.trie" and path.name.startswith("balda-"):
                        continue
                    path.write_bytes(_damage(how)(path.read_bytes()))
            expected = reference.get(key)
            cases.append(Case("caches", f"{pattern} {how}", argv, setup=setup,
                              answer=lambda run, expected=expected: expected is None
                              or _same(run.out, expected),
                              timeout=120))
    cases.append(Case("caches", "stale 5 MB .tmp swept", ["solve", "CAT", "--json"],
                      setup=_stale_tmp,
                      answer=lambda run: not list((run.folder / "cache" / "lexicons")
                                                  .glob("*.tmp"))))
    return cases


def _stale_tmp(folder: Path) -> None:
    path = folder / "cache" / "lexicons" / "killed.trie123.tmp"
    path.write_bytes(bytes(5 << 20))
    old = time.time() - 86400
    os.utime(path, (old, old))


def _same(out: str, expected: str) -> bool:
    try:
        got, want = json.loads(out), json.loads(expected)
    except ValueError:
        return False
    for data in (got, want):
        data.pop("elapsed_ms", None)
    return got == want


# --- numbers ---------------------------------------------------------------------------------

def _number_cases() -> list[Case]:
    cases = []
    balda = ["balda", BALDA_BOARD]
    for option, values in (
            ("--time", ["nan", "inf", "-inf", "1e9", "0", "-1", "abc", "1e-9", "1e308"]),
            ("--depth", ["1000", "0", "-1", "25", "1e3", "99999999999999999999"]),
            ("--width", ["-1", "100000", "abc"]),
            ("--limit", ["-5", "0", "99999999999999999999"]),
            ("--min-length", ["0", "1000", "-3"])):
        for value in values:
            cases.append(Case("numbers", f"balda {option} {value}",
                              [*balda, f"{option}={value}"], timeout=30))
    for option, values in (("--min-length", ["0", "-1", "1000000"]),
                           ("--max-length", ["-1", "0", "99999999999999999999"])):
        for value in values:
            cases.append(Case("numbers", f"solve {option} {value}",
                              ["solve", "CAT", f"{option}={value}"]))
    for option, values in (("--length", ["0", "-1", "1000000000"]),
                           ("--min-length", ["-5"]), ("--limit", ["-1", "0"])):
        for value in values:
            cases.append(Case("numbers", f"anagram {option} {value}",
                              ["anagram", "tacos", f"{option}={value}"]))
    for size in ("0", "-5", "100000x100000", "41x41", "abc", "1x1", "3x0"):
        cases.append(Case("numbers", f"wordsearch generate --size {size}",
                          ["wordsearch", "generate", "--words", "cat,dog", f"--size={size}"],
                          timeout=30))
    for size in ("0", "2", "11", "40", "3x100", "abc"):
        cases.append(Case("numbers", f"balda --new --size {size}",
                          ["balda", "--new", "балда", f"--size={size}"]))
    for value in ("0", "-1", "1000000"):
        cases.append(Case("numbers", f"play --random {value}",
                          ["play", f"--random={value}"], stdin=b"", timeout=30))
    return cases


# --- grids and messages ----------------------------------------------------------------------

def _grid_cases() -> list[Case]:
    solve = ["solve"]
    big = "/".join(["." * 5] * 15)
    cases = [
        Case("grids", "empty", [*solve, ""]),
        Case("grids", "only slashes", [*solve, "///"]),
        Case("grids", "AB//CD", [*solve, "AB//CD"], must_fail=True),
        Case("grids", "unclosed bracket", [*solve, "[QU"]),
        Case("grids", "nested brackets", [*solve, "[[[["]),
        Case("grids", "ragged rows", [*solve, "ABC/DE"]),
        Case("grids", "31 x 31", [*solve, "/".join(["A" * 31] * 31)]),
        Case("grids", "100,000 letters in one row", [*solve, "A" * 100_000],
             must_fail=True),
        Case("grids", "mixed scripts", [*solve, "CAT/КОТ"]),
        Case("grids", "digits", [*solve, "123/456"]),
        Case("grids", "stdin with BOM", [*solve, "-", "--json"],
             stdin=codecs.BOM_UTF8 + b"CAT\n", answer=finds("cat")),
        Case("grids", "stdin in cp1251", [*solve, "-", "--json"],
             stdin="КОТ\n".encode("cp1251"), answer=finds("кот")),
        Case("grids", "stdin in UTF-16", [*solve, "-", "--json"],
             stdin="CAT\n".encode("utf-16"), answer=finds("cat")),
        Case("grids", "stdin binary", [*solve, "-"], stdin=random.Random(2).randbytes(4096)),
        Case("grids", "stdin 5 MB", [*solve, "-"], stdin=b"A" * (5 << 20)),
        Case("grids", "stdin empty", [*solve, "-"], stdin=b""),
        Case("grids", "balda 15 x 5", ["balda", big], message="3..10"),
        Case("grids", "balda 40 x 40", ["balda", "/".join(["." * 40] * 40)], message="3..10"),
        Case("grids", "balda 2 x 2", ["balda", "../ab"]),
        Case("grids", "balda no letters", ["balda", "..../..../..../...."]),
        Case("grids", "wordsearch generate cat,кот",
             ["wordsearch", "generate", "--words", "cat,кот"], must_fail=True),
        Case("grids", "wordsearch generate кот --lang en",
             ["wordsearch", "generate", "--words", "кот", "--lang", "en"], must_fail=True),
        Case("grids", "wordsearch solve 100,000 letters",
             ["wordsearch", "solve", "A" * 100_000, "--words", "cat"],
             must_fail=True),
        Case("grids", "anagram 100,000 letters", ["anagram", "a" * 100_000],
             must_fail=True),
        Case("grids", "anagram digits", ["anagram", "12345"]),
    ]
    return cases


def _file_cases() -> list[Case]:
    return [
        Case("files", "ocr /dev/zero", ["ocr", "/dev/zero"], timeout=20),
        Case("files", "ocr FIFO", ["ocr", "{dir}/fifo"],
             setup=lambda folder: os.mkfifo(folder / "fifo"), timeout=20),
        Case("files", "ocr a folder", ["ocr", "{dir}"]),
        Case("files", "ocr text file", ["ocr", "{dir}/words.txt"],
             files={"words.txt": b"cat\n"}),
    ]


# --- issue 30: families of hand-edited files, odd folders and streams, hostile sizes ----------
# Each family draws its variants from a seeded generator; beside it, what a careful tester would
# try next (NEXT, printed by --next).

NEXT: dict[str, str] = {}
_RNG_SEED = 30


def _family(kind: str, next_step: str) -> str:
    NEXT[kind] = next_step
    return kind


UNUSABLE_WORDS = ["rock'n'roll", "café", "x-ray", "кот", "q" * 71, "abc1", "naïve", "e-mail",
                  "über", "smörgåsbord", "Ωmega", "🙂", "two words", " ", "ÆSIR"]
USER_KEYS = [("note", "my list, do not touch"), ("version", 3), ("source", {"from": "phone"}),
             ("added_by", ["me"]), ("comment", None)]


def _hand_edited_overlay(rng: random.Random) -> dict:
    words = ["qqqx", "zzyzzy"] + rng.sample(UNUSABLE_WORDS, rng.randint(1, 5))
    rng.shuffle(words)
    data: dict = {"added": words, "banned": rng.sample(UNUSABLE_WORDS, rng.randint(0, 2))}
    for key, value in rng.sample(USER_KEYS, rng.randint(0, 3)):
        data[key] = value
    if rng.random() < 0.3:
        data["added"].extend([None, 7][: rng.randint(1, 2)])
    return data


def _overlay_kept(original: dict) -> Callable[[Run], bool]:
    """Every entry and key of the hand-edited file still in it after `dict add zzxq`, and the
    file as it was in a backup beside it."""
    def check(run: Run) -> bool:
        try:
            saved = json.loads(_overlay_file(run).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return False
        kept = all(item in saved.get(key, []) for key in ("added", "banned")
                   for item in original.get(key, []) if not (isinstance(item, str)
                                                             and item.strip() == ""))
        keys = all(saved.get(key) == value for key, value in original.items()
                   if key not in ("added", "banned"))
        backed = any(path.name.startswith("overlay-en.json.") and path.suffix != ".lock"
                     for path in (run.folder / "data").iterdir())
        return kept and keys and backed and "zzxq" in saved["added"]
    return check


def _hand_edited_overlay_cases() -> list[Case]:
    kind = _family("hand edits", "the same file edited again after the app rewrote it (the backup "
                   "is not made twice); a word the user adds that is also in the kept part; "
                   "a file of 60 MB of hand-written words; keys holding megabytes")
    rng = random.Random(_RNG_SEED)
    cases = []
    for number in range(24):
        data = _hand_edited_overlay(rng)
        text = json.dumps(data, ensure_ascii=rng.random() < 0.5, indent=rng.choice([None, 1, 4]))
        files = {"data/overlay-en.json": text.encode()}
        cases.append(Case(kind, f"overlay {number}: dict add keeps {len(data)} keys",
                          ["dict", "add", "zzxq"], files=files, data=_overlay_kept(data)))
        if number % 4 == 0:
            cases.append(Case(kind, f"overlay {number}: solve reads the usable words",
                              ["solve", "QQQX", "--json"], files=files, answer=finds("qqqx")))
    return cases


def _memory_bytes(rng: random.Random, how: str) -> bytes:
    good = {"format": 1, "looks": [{"look": {"game": "any", "ink_is_dark": True,
                                             "tile": [250, 240, 200], "ratio": 0.6},
                                    "glyphs": [["Ж", "ff00ff:0.500:0.700"],
                                               ["QU", "f0f0:0.800:0.700"]]}]}
    if how == "newer":
        good["format"] = rng.randint(2, 9)
        good["looks"][0]["extra"] = "a field of the new format"
        return json.dumps(good).encode()
    if how == "truncated":
        data = json.dumps(good).encode()
        return data[: rng.randint(1, len(data) - 1)]
    if how == "not an object":
        return rng.choice([b"[]", b'"x"', b"null", b"5", b"true", b"[1, 2]"])
    if how == "wrong fields":
        return json.dumps({"format": 1, "looks": rng.choice([5, "x", [1], [{"look": 1}]])
                           }).encode()
    return bytes(rng.randint(1, 64))  # zeros


_REMEMBER = """
import logging, sys
logging.basicConfig(level=logging.ERROR)  # the warning is for the log; the error says it all
from pathlib import Path
from desktop_solver.core.errors import SolverError
from desktop_solver.ocr.recognise.fingerprints import Fingerprint, Look
from desktop_solver.ocr.memory import GlyphMemory
memory = GlyphMemory(Path(sys.argv[1]))
try:
    memory.remember_glyph(Look("any", True, (250, 240, 200), 0.6),
                          Fingerprint(0xABCDEF, 0.5, 0.7), "A")
except SolverError as error:
    print(f"desktop-solver: error: {error}", file=sys.stderr)
    sys.exit(2)
"""


def _memory_kept(original: bytes, newer: bool) -> Callable[[Run], bool]:
    def check(run: Run) -> bool:
        folder = run.folder / "glyphs"
        current = (folder / "any.json").read_bytes() if (folder / "any.json").exists() else b""
        if newer:
            return current == original  # a newer version's file is never written over
        return current == original or any(
            path.read_bytes() == original for path in folder.iterdir()
            if path.name.startswith("any.json."))
    return check


def _memory_cases() -> list[Case]:
    kind = _family("glyph memory", "two windows correcting at once (the last save wins: merge "
                   "under a lock as the overlay does); a memory folder on a full disk; a "
                   "downgrade then an upgrade again (is the newer file read back whole?)")
    rng = random.Random(_RNG_SEED + 1)
    cases = []
    for how in ("newer", "truncated", "not an object", "wrong fields", "zeros"):
        for number in range(4):
            content = _memory_bytes(rng, how)
            cases.append(Case(kind, f"{how} {number}: a correction", ["{dir}/glyphs"],
                              files={"glyphs/any.json": content}, script=_REMEMBER,
                              data=_memory_kept(content, how == "newer")))
    board = str(REPO / "resources" / "selftest" / "board.png")
    for content in (b"[]", b'"x"', b"null", b'{"format": 7}'):
        cases.append(Case(kind, f"ocr with memory {content.decode()!r}", ["ocr", board],
                          files={"data/glyphs/any.json": content},
                          answer=lambda run: "ПАРК" in run.out, timeout=90))
    return cases


def _outputs_left(run: Run, names: tuple[str, ...], old: bytes | None) -> bool:
    """No empty or temporary file beside the outputs; an old output whole when the write
    failed."""
    folder = run.folder / "out"
    if not folder.is_dir():
        return True
    for path in folder.iterdir():
        if path.suffix == ".tmp" or (path.is_file() and path.stat().st_size == 0):
            return False
    if old is not None and run.status != 0:
        return all((folder / name).read_bytes() == old for name in names
                   if (folder / name).exists())
    return True


def _mode_is(mode: int) -> Callable[[Run], bool]:
    def check(run: Run) -> bool:
        outputs = [path for path in (run.folder / "out").iterdir() if path.is_file()]
        return bool(outputs) and all(stat.S_IMODE(path.stat().st_mode) == mode
                                     for path in outputs)
    return check


def _output_cases() -> list[Case]:
    kind = _family("outputs", "a disk that fills halfway through the PDF (a small tmpfs); two "
                   "generate --out to one name at once; an output name that is a dangling link; "
                   "a read-only folder as a user who is not root")
    rng = random.Random(_RNG_SEED + 2)
    cases = []
    generate_argv = ["wordsearch", "generate", "--words", "cat,dog,bird", "--seed", "1"]
    for suffix in (".txt", ".json", ".png", ".pdf"):
        names = (f"p{suffix}",) + ((f"p-solution{suffix}",) if suffix == ".png" else ())
        cases.append(Case(kind, f"new {suffix} gets the umask's mode 0644",
                          [*generate_argv, "--out", f"{{dir}}/out/p{suffix}"],
                          setup=lambda folder: (folder / "out").mkdir(), data=_mode_is(0o644)))

        def shared(folder: Path, names: tuple[str, ...] = names) -> None:
            (folder / "out").mkdir()
            for name in names:
                (folder / "out" / name).write_bytes(b"old")
                (folder / "out" / name).chmod(0o640)
        cases.append(Case(kind, f"replaced {suffix} keeps its mode 0640",
                          [*generate_argv, "--out", f"{{dir}}/out/p{suffix}"], setup=shared,
                          data=_mode_is(0o640)))
        cases.append(Case(kind, f"{suffix} into a folder that is a file",
                          [*generate_argv, "--out", f"{{dir}}/out/file/p{suffix}"],
                          setup=lambda folder: ((folder / "out").mkdir(),
                                                (folder / "out" / "file").write_bytes(b"x")),
                          data=lambda run, names=names: _outputs_left(run, names, None)))
        for title in _titles(rng):
            cases.append(Case(kind, f"{suffix} title {title[:12]!r}.. ({len(title):,} chars)",
                              [*generate_argv, "--title", title, "--out",
                               f"{{dir}}/out/p{suffix}"],
                              setup=shared,
                              data=lambda run, names=names: _outputs_left(run, names, b"old")))
    return cases


def _titles(rng: random.Random) -> list[str]:
    letters = "abcЖЯé €\t\n\r\x0b\x1b\u2028"  # no NUL: an argument cannot hold one
    titles = ["two\nlines", "carriage\rreturn", "x" * 130_000, "Ж" * 200, "Ж" * 201]
    titles += ["".join(rng.choice(letters) for _ in range(rng.choice([5, 80, 199, 400])))
               for _ in range(3)]
    return titles


SEVEN = (["solve", "КОТ/ТОК"], ["solve", "CAT", "--json"], ["anagram", "tacos"],
         ["wordsearch", "solve", "CAT/DOG", "--words", "cat"],
         ["wordsearch", "generate", "--words", "cat,dog", "--seed", "1"],
         ["balda", BALDA_BOARD], ["dict", "check", "cat"], ["dict", "list"])


def _stream_cases() -> list[Case]:
    kind = _family("streams", "stdout a pipe closed halfway (| head -c 10) with --batch; "
                   "stderr closed too (2>&-); a terminal of cp866; LANG=C with no "
                   "PYTHONIOENCODING; Windows consoles (cp437)")
    cases = []
    for argv in SEVEN:
        # dict list loads every bundled list: cold, on a busy machine, over a minute.
        timeout = 180 if argv == ["dict", "list"] else TIME_LIMIT
        cases.append(Case(kind, f"> /dev/full: {' '.join(argv)[:30]}", list(argv),
                          stdout="full", message="No space left", timeout=timeout))
        cases.append(Case(kind, f">&-: {' '.join(argv)[:30]}", list(argv), stdout="closed",
                          message="standard output is closed"))
    cases.append(Case(kind, "solve - <&-", ["solve", "-"], stdin_closed=True,
                      message="standard input is closed"))
    for encoding in ("cp1252", "latin-1", "ascii", "cp437"):
        cases.append(Case(kind, f"{encoding} stdout, Cyrillic JSON", ["solve", "КОТ/ТОК", "--json"],
                          env={"PYTHONIOENCODING": encoding}, answer=finds("кот", "ток")))
        cases.append(Case(kind, f"{encoding} stdout, Cyrillic text", ["solve", "КОТ/ТОК"],
                          env={"PYTHONIOENCODING": encoding}))
        cases.append(Case(kind, f"{encoding} stdout, a puzzle", ["wordsearch", "generate",
                                                                "--words", "кот,слон"],
                          env={"PYTHONIOENCODING": encoding}))
    rng = random.Random(_RNG_SEED + 3)
    for number in range(6):
        bad = bytes([rng.randint(0x80, 0xFF)]).decode("utf-8", "surrogateescape")
        word = "CA" + bad + "T" if number % 2 else "КО" + bad + "Т"
        cases.append(Case(kind, f"argument with byte 0x{ord(bad) - 0xDC00:02X} ({number})",
                          ["solve", word], message="not UTF-8"))
    return cases


def _folder_cases() -> list[Case]:
    kind = _family("data folder", "the data folder on a network share that vanishes; a cache "
                   "file replaced while read; an overlay that is a link to itself; HOME unset")
    cases = []
    setups: dict[str, Callable[[Path], None]] = {
        "overlay a folder": lambda f: (f / "data" / "overlay-en.json").mkdir(parents=True),
        "data folder a file": lambda f: (f / "data").write_bytes(b"x"),
        "overlay a FIFO": lambda f: ((f / "data").mkdir(), os.mkfifo(f / "data" / "overlay-en.json")),
        "overlay -> /dev/zero": lambda f: ((f / "data").mkdir(),
                                           (f / "data" / "overlay-en.json").symlink_to("/dev/zero")),
        "overlay -> itself": lambda f: ((f / "data").mkdir(), (f / "data" / "overlay-en.json")
                                        .symlink_to(f / "data" / "overlay-en.json")),
        "overlay -> missing": lambda f: ((f / "data").mkdir(), (f / "data" / "overlay-en.json")
                                         .symlink_to(f / "nowhere")),
    }
    for name, setup in setups.items():
        cases.append(Case(kind, f"{name}: dict add", ["dict", "add", "zzxq"], setup=setup,
                          timeout=20))
        cases.append(Case(kind, f"{name}: solve", ["solve", "CAT", "--json"], setup=setup,
                          answer=finds("cat"), timeout=20))
        cases.append(Case(kind, f"{name}: dict check", ["dict", "check", "cat"], setup=setup,
                          timeout=20))
    for name, target in (("a cache -> /dev/zero", "/dev/zero"), ("a cache a FIFO", None)):
        def damage(folder: Path, target: str | None = target) -> None:
            for path in (folder / "cache" / "lexicons").glob("*.trie"):
                path.unlink()
                if target is None:
                    os.mkfifo(path)
                else:
                    path.symlink_to(target)
        cases.append(Case("caches", f"{name}: solve", ["solve", "CAT", "--json"], setup=damage,
                          answer=finds("cat"), timeout=120))
    cases.append(Case(kind, "cache folder a file", ["solve", "CAT", "--json"],
                      env={"DESKTOP_SOLVER_CACHE_DIR": "{dir}/cachefile"},
                      setup=lambda f: (f / "cachefile").write_bytes(b"x"), answer=finds("cat"),
                      timeout=120))
    return cases


def _runs(longest: int) -> bytes:
    return "".join("a" * length + "\n" for length in range(3, longest + 1)).encode()


def _cut(run: Run) -> bool:
    try:
        return "cut" in json.loads(run.out)
    except ValueError:
        return False


def _search_cases() -> list[Case]:
    kind = _family("search bounds", "two letters alternating (ABAB...) with runs of both; "
                   "either/or tiles [A/A] on every cell; a Balda board of one letter; "
                   "--all-paths on a 30x30 board of two letters with the large list")
    cases = []
    for side in (4, 5, 6, 8, 12, 20, 30):
        for longest in (8, 12, 16):
            board = "/".join(["A" * side] * side)
            argv = ["solve", board, "--json", "--dict", "{dir}/runs.txt"]
            files = {"runs.txt": _runs(longest)}
            cases.append(Case(kind, f"{side}x{side} of A, runs to {longest}", argv, files=files,
                              answer=finds("aaa"), timeout=45))
            if side in (5, 12):
                cases.append(Case(kind, f"{side}x{side} of A, runs to {longest}, --all-paths",
                                  [*argv, "--all-paths"], files=files, answer=_cut, timeout=45))
    for side in (30, 45, 60):
        board = "/".join(["A" * side] * side)
        cases.append(Case(kind, f"word search {side}x{side} of A, bending, runs to 16",
                          ["wordsearch", "solve", board, "--any-path", "--json", "--words-file",
                           "{dir}/runs.txt"], files={"runs.txt": _runs(16)},
                          answer=lambda run: '"missing":[]' in run.out, timeout=45))
        cases.append(Case(kind, f"word search {side}x{side} of A, straight, runs to 16",
                          ["wordsearch", "solve", board, "--json", "--words-file",
                           "{dir}/runs.txt"], files={"runs.txt": _runs(16)},
                          answer=lambda run: '"missing":[]' in run.out, timeout=45))
    return cases


def _batch_cases() -> list[Case]:
    kind = _family("batch", "a batch of 100,000 small boards (time per board); one line of "
                   "5 MB of brackets '[[[['; a batch file that grows while read (a log)")
    cases = []
    for size in (100_000, 1 << 20, 5 << 20):
        for letter in (b"A", b"[QU]", b"/"):
            line = (letter * (size // len(letter)))[:size]
            cases.append(Case(kind, f"one line of {size:,} bytes of {letter.decode()}",
                              ["solve", "--batch", "{dir}/boards.txt", "--json"],
                              files={"boards.txt": b"CAT/DOG\n" + line + b"\nTOP/CAT\n"},
                              message="line 2", timeout=30))
    return cases


def _phrase_cases() -> list[Case]:
    kind = _family("phrases", "a phrase with a Latin look-alike in a Russian list; a phrase "
                   "longer than the grid; the same phrase spelled with and without its space")
    grid = "CURLINGIRON/CATXXXXXXXXX/ICECREAMXXX".replace("XXXXXXXXX/", "XXXXXXXX/")
    cases = []
    for words in ("curling iron", "curling iron,c a t", "c a t;curling  iron",
                  "ice-cream,curling iron", "Curling Iron\ncat"):
        listed = [entry.strip().lower() for entry in re.split(r"[,;\n]", words)]
        for any_path in (False, True):
            cases.append(Case(kind, f"solve {words!r}{' bending' if any_path else ''}",
                              ["wordsearch", "solve", grid, "--words", words, "--json",
                               *(["--any-path"] if any_path else [])],
                              answer=lambda run, listed=listed: _found_all(run, listed)))
        cases.append(Case(kind, f"generate {words!r}",
                          ["wordsearch", "generate", "--words", words, "--json", "--seed", "2",
                           "--size", "12", "--strict"],
                          answer=lambda run, listed=listed: _placed_whole(run, listed)))
    return cases


def _found_all(run: Run, listed: list[str]) -> bool:
    try:
        data = json.loads(run.out)
    except ValueError:
        return False
    found = {" ".join(item["word"].split()) for item in data["found"]}
    return {" ".join(word.split()) for word in listed} <= found and not data["missing"]


def _placed_whole(run: Run, listed: list[str]) -> bool:
    try:
        data = json.loads(run.out)
    except ValueError:
        return False
    return sorted(" ".join(w["word"].lower().split()) for w in data["words"]) == sorted(
        " ".join(word.split()) for word in listed)


def _message_cases() -> list[Case]:
    kind = _family("messages", "every option of every command given a number with spaces, "
                   "a comma decimal, a leading +; a Tesseract that hangs; a word list that is "
                   "a ZIP of text files")
    cases = []
    balda = ["balda", BALDA_BOARD]
    for scores in ("-5,-5", "1,-1", "99999999999999999999,0", "a,b", "5", "+3,4", "1.5,2"):
        cases.append(Case(kind, f"balda --scores={scores}", [*balda, f"--scores={scores}"],
                          message=None if scores == "+3,4" else "score"))
    for value in ("1e+23", "5.0", "1e3", "0x10", "٣"):
        cases.append(Case(kind, f"solve --max-length {value}", ["solve", "CAT",
                                                                f"--max-length={value}"],
                          message="whole number" if value != "٣" else None))
    cases.append(Case(kind, "solve --max-length 99999999999999999999",
                      ["solve", "CAT", "--max-length=99999999999999999999"],
                      message="99999999999999999999 must be at most"))
    for low, high in ((5, 3), (4, 3), (64, 1)):
        cases.append(Case(kind, f"solve --min-length {low} --max-length {high}",
                          ["solve", "CATS/TOPS", f"--min-length={low}", f"--max-length={high}"],
                          message="is more than --max-length"))
    for game in ("boggle", "wordhunt", "wordsmania", "lab"):
        cases.append(Case(kind, f"--values for {game}", ["solve", "CAT/DOG", "--game", game,
                                                          "--values", "123/456"],
                          message="does not score by them"))
    cases.append(Case(kind, "bonus on a blocked cell", ["solve", "CA./TOP", "--game", "ruzzle",
                                                        "--bonus", "1:3=DW"],
                      message="blocked cell"))
    for word, expected in (("COT", "сот"), ("KOT", "кот"), ("кOт", "кот"), ("TOK", "ток")):
        cases.append(Case(kind, f"dict add {word} --lang ru", ["dict", "add", word, "--lang", "ru"],
                          must_answer=True, answer=lambda run, expected=expected: expected in (
                              run.folder / "data" / "overlay-ru.json").read_text("utf-8")))
    for program in ("python3", "/bin/echo", "/bin/true", "{dir}/nothing"):
        cases.append(Case(kind, f"Tesseract is {program}",
                          ["ocr", str(REPO / "resources" / "selftest" / "board.png")],
                          env={"DESKTOP_SOLVER_TESSERACT": program},
                          message="is not Tesseract" if program == "python3" else "Tesseract"))
    for name, head in (("GIF", b"GIF89a"), ("PNG", b"\x89PNG\r\n\x1a\n"), ("PDF", b"%PDF-1.4"),
                       ("JPEG", b"\xff\xd8\xff\xe0"), ("ZIP", b"PK\x03\x04")):
        cases.append(Case(kind, f"a {name} as a word list", ["solve", "CAT", "--dict",
                                                             "{dir}/words.txt"],
                          files={"words.txt": head + bytes(range(256))},
                          message=f"is a {name}" if name != "ZIP" else "ZIP"))
    for argv in (["solve", "CA\udcffT"], ["anagram", "ta\udce9cos"],
                 ["dict", "add", "zz\udcffq"]):
        cases.append(Case(kind, f"invalid UTF-8: {argv[0]}", argv, message="not UTF-8"))
    return cases


def _temporary_cases() -> list[Case]:
    kind = _family("OCR temporaries", "a run killed with SIGKILL mid-read, then the sweep an "
                   "hour later; TMPDIR unset or read-only; two reads at once")
    board = str(REPO / "resources" / "selftest" / "board.png")

    def nothing_left(run: Run) -> bool:
        shared = list((run.folder / "tmp").iterdir())
        work = run.folder / "cache-ocr" / "ocr-work"
        private = list(work.iterdir()) if work.is_dir() else []
        mode = stat.S_IMODE(work.stat().st_mode) if work.is_dir() else 0o700
        return not shared and not private and mode == 0o700

    return [Case(kind, f"ocr leaves nothing behind ({number})", ["ocr", board],
                 setup=lambda folder: (folder / "tmp").mkdir(),
                 env={"TMPDIR": "{dir}/tmp", "DESKTOP_SOLVER_CACHE_DIR": "{dir}/cache-ocr"},
                 data=nothing_left, timeout=120) for number in range(2)]


def issue30_cases() -> list[Case]:
    return (_hand_edited_overlay_cases() + _memory_cases() + _output_cases() + _stream_cases()
            + _folder_cases() + _search_cases() + _batch_cases() + _phrase_cases()
            + _message_cases() + _temporary_cases())


# --- running ---------------------------------------------------------------------------------

# The child caps its own memory before the program starts (preexec_fn is unsafe with threads).
_CAPPED = ("import resource, runpy, sys; "
           "resource.setrlimit(resource.RLIMIT_AS, ({cap}, {cap})); "
           "sys.argv[0] = 'desktop-solver'; "
           "runpy.run_module('desktop_solver', run_name='__main__', alter_sys=True)")


def _command(repo: Path, argv: list[str], folder: Path, cache: Path,
             word: str = "", case: Case | None = None) -> tuple[list[str], dict]:
    env = dict(os.environ, DESKTOP_SOLVER_DATA_DIR=str(folder / "data"),
               DESKTOP_SOLVER_CACHE_DIR=str(cache), PYTHONDONTWRITEBYTECODE="1",
               PYTHONPATH=str(repo), HOME=str(folder / "home"))
    args = [arg.replace("{dir}", str(folder)).replace("{word}", word) for arg in argv]
    code = _CAPPED.format(cap=MEMORY_CAP)
    if case is not None:
        env.update({key: value.replace("{dir}", str(folder)) for key, value in case.env.items()})
        if case.script is not None:
            code = code.split("sys.argv[0]")[0] + case.script
    command = [sys.executable, "-c", code, *args]
    if case is not None and (case.stdout != "pipe" or case.stdin_closed):
        # The shell's own redirections: Python then starts with the stream closed (>&-).
        redirect = {"pipe": "", "full": ">/dev/full", "closed": ">&-"}[case.stdout]
        command = ["sh", "-c", f'exec "$@" {redirect} {"<&-" if case.stdin_closed else ""}',
                   "sh", *command]
    return command, env


def _execute(repo: Path, case: Case, folder: Path, cache: Path, word: str = "") -> Run:
    command, env = _command(repo, case.argv, folder, cache, word, case)
    proc = subprocess.Popen(command, cwd=repo, env=env, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)
    try:
        out, err = proc.communicate(case.stdin, timeout=case.timeout)
        status: int | None = proc.returncode
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)
        out, err = proc.communicate()
        status = None
    return Run(status, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), folder)


def _prepare(case: Case, folder: Path, warm: Path) -> Path:
    """Write the case's files; its cache folder (a copy of `warm` only if the case damages
    it, else `warm` itself)."""
    cache = warm
    if case.kind == "caches":
        cache = folder / "cache"
        shutil.copytree(warm, cache, dirs_exist_ok=True)
    for name, content in case.files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
    (folder / "home").mkdir(exist_ok=True)
    if case.setup is not None:
        case.setup(folder)
    return cache


def classify(case: Case, run: Run) -> str:
    if run.status is None:
        return "hang"
    if "Traceback" in run.err or "MemoryError" in run.err or run.status < 0:
        return "crash"
    try:
        kept = case.data is None or case.data(run)
    except OSError:  # the file the check reads is gone
        kept = False
    if not kept:
        return "data lost"
    if run.status == 2:
        clear = (run.err.startswith("desktop-solver: error:") or "usage:" in run.err) \
            and len(run.err) < 1500 and "\\udc" not in run.err and "\\ufeff" not in run.err
        if not clear or case.must_answer:
            return "wrong"
        if case.message is not None and case.message not in run.err:
            return "wrong"
        return "clear error"
    if run.status in (0, 1):
        if case.must_fail or case.message is not None:
            return "wrong"
        try:
            right = case.answer is None or case.answer(run)
        except (OSError, ValueError, KeyError, TypeError):
            right = False
        if not right:
            return "wrong"
        return "answer"
    return "crash"


def run_case(repo: Path, case: Case, warm: Path) -> tuple[Case, str, Run]:
    folder = Path(tempfile.mkdtemp(prefix="bad-input-"))
    try:
        cache = _prepare(case, folder, warm)
        if case.parallel > 1:
            with ThreadPoolExecutor(case.parallel) as pool:
                runs = list(pool.map(lambda word: _execute(repo, case, folder, cache, word),
                                     TWENTY[:case.parallel]))
            worst = [classify(Case(case.kind, case.name, case.argv), run) for run in runs]
            bad = next((outcome for outcome in worst if outcome != "answer"), None)
            run = runs[0]
            outcome = bad or ("data lost" if case.data and not case.data(run) else "answer")
        else:
            run = _execute(repo, case, folder, cache)
            outcome = classify(case, run)
        return case, outcome, run
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _warm(repo: Path) -> tuple[Path, dict[str, str]]:
    """A cache folder with the bundled lists compiled, and the right answers from it."""
    folder = Path(tempfile.mkdtemp(prefix="bad-input-warm-"))
    reference = {}
    for key, argv in (("solve", ["solve", "CATS/TOPS", "--json"]),
                      ("balda", ["balda", BALDA_BOARD, "--json"])):
        command, env = _command(repo, argv, folder, folder)
        done = subprocess.run(command, cwd=repo, env=env, capture_output=True, timeout=600,
                              check=False)
        reference[key] = done.stdout.decode()
    return folder, reference


OUTCOMES = ("clear error", "answer", "crash", "hang", "wrong", "data lost")


def all_cases(reference: dict[str, str]) -> list[Case]:
    return (_word_list_cases() + _overlay_cases() + _cache_cases(reference) + _number_cases()
            + _grid_cases() + _file_cases() + issue30_cases())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", type=Path, default=REPO, help="the checkout to try")
    parser.add_argument("--only", help="only cases whose kind or name contains this")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--verbose", action="store_true", help="print every case")
    parser.add_argument("--next", action="store_true",
                        help="print what a careful tester would try next, per family, and stop")
    args = parser.parse_args()
    if args.next:
        issue30_cases()  # the families note their next steps as they are made
        for kind, step in NEXT.items():
            print(f"{kind}: {step}")
        return 0
    repo = args.repo.resolve()
    warm, reference = _warm(repo)
    cases = [case for case in all_cases(reference)
             if not args.only or args.only in case.kind or args.only in case.name]
    started = time.perf_counter()
    with ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda case: run_case(repo, case, warm), cases))
    shutil.rmtree(warm, ignore_errors=True)
    kinds = sorted({case.kind for case in cases}, key=[c.kind for c in cases].index)
    table = {kind: dict.fromkeys(OUTCOMES, 0) for kind in [*kinds, "total"]}
    for case, outcome, run in results:
        table[case.kind][outcome] += 1
        table["total"][outcome] += 1
        if args.verbose or outcome not in ("clear error", "answer"):
            detail = (run.err.strip().splitlines() or [""])[-1][:150]
            print(f"{outcome:<11} {case.kind:<15} {case.name[:50]:<50} "
                  f"exit {run.status}  {detail}")
    print(f"\n{repo} ({time.perf_counter() - started:.0f} s)")
    print(f"{'':<16}{'tried':>6}{'clear errors':>13}{'answers':>9}{'crashes':>9}{'hangs':>7}"
          f"{'wrong':>7}{'data lost':>11}")
    for kind, counts in table.items():
        print(f"{kind:<16}{sum(counts.values()):>6}{counts['clear error']:>13}"
              f"{counts['answer']:>9}{counts['crash']:>9}{counts['hang']:>7}"
              f"{counts['wrong']:>7}{counts['data lost']:>11}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
