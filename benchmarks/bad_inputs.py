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
before/after table.
"""

from __future__ import annotations

import argparse
import codecs
import json
import os
import random
import re
import shutil
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
    data: Callable[[Run], bool] | None = None  # are the user's words all still there?
    parallel: int = 1  # run this many copies at once (the concurrency case)
    timeout: float = TIME_LIMIT


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


# --- running ---------------------------------------------------------------------------------

# The child caps its own memory before the program starts (preexec_fn is unsafe with threads).
_CAPPED = ("import resource, runpy, sys; "
           "resource.setrlimit(resource.RLIMIT_AS, ({cap}, {cap})); "
           "sys.argv[0] = 'desktop-solver'; "
           "runpy.run_module('desktop_solver', run_name='__main__', alter_sys=True)")


def _command(repo: Path, argv: list[str], folder: Path, cache: Path,
             word: str = "") -> tuple[list[str], dict]:
    env = dict(os.environ, DESKTOP_SOLVER_DATA_DIR=str(folder / "data"),
               DESKTOP_SOLVER_CACHE_DIR=str(cache), PYTHONDONTWRITEBYTECODE="1",
               PYTHONPATH=str(repo))
    args = [arg.replace("{dir}", str(folder)).replace("{word}", word) for arg in argv]
    return [sys.executable, "-c", _CAPPED.format(cap=MEMORY_CAP), *args], env


def _execute(repo: Path, case: Case, folder: Path, cache: Path, word: str = "") -> Run:
    command, env = _command(repo, case.argv, folder, cache, word)
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
    if case.setup is not None:
        case.setup(folder)
    return cache


def classify(case: Case, run: Run) -> str:
    if run.status is None:
        return "hang"
    if "Traceback" in run.err or "MemoryError" in run.err or run.status < 0:
        return "crash"
    if case.data is not None and not case.data(run):
        return "data lost"
    if run.status == 2:
        clear = (run.err.startswith("desktop-solver: error:") or "usage:" in run.err) \
            and len(run.err) < 1500 and "\\udc" not in run.err and "\\ufeff" not in run.err
        if not clear:
            return "wrong"
        if case.message is not None and case.message not in run.err:
            return "wrong"
        return "clear error"
    if run.status in (0, 1):
        if case.must_fail or case.message is not None:
            return "wrong"
        if case.answer is not None and not case.answer(run):
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
            + _grid_cases() + _file_cases())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", type=Path, default=REPO, help="the checkout to try")
    parser.add_argument("--only", help="only cases whose kind or name contains this")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--verbose", action="store_true", help="print every case")
    args = parser.parse_args()
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
            print(f"{outcome:<11} {case.kind:<10} {case.name[:50]:<50} "
                  f"exit {run.status}  {detail}")
    print(f"\n{repo} ({time.perf_counter() - started:.0f} s)")
    print(f"{'':<11}{'tried':>6}{'clear errors':>13}{'answers':>9}{'crashes':>9}{'hangs':>7}"
          f"{'wrong':>7}{'data lost':>11}")
    for kind, counts in table.items():
        print(f"{kind:<11}{sum(counts.values()):>6}{counts['clear error']:>13}"
              f"{counts['answer']:>9}{counts['crash']:>9}{counts['hang']:>7}"
              f"{counts['wrong']:>7}{counts['data lost']:>11}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
