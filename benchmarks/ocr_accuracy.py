"""OCR accuracy and speed on real screenshots: `python -m benchmarks.ocr_accuracy [CORPUS]`.

CORPUS (default ../shared/ocr-corpus next to the checkout) holds one folder per source, each with
images and truth.json (a list of {"file", "game", "rows"}; rows in capitals, a multi-letter tile in
brackets such as [QU] or [RE-], an empty cell '.'). The images are other people's and stay there;
nothing is copied into the project.

For every variant (all improvements on, then each one switched off, then plain Tesseract) it prints
per folder and in total: boards read exactly, tiles read right, and the median and longest
seconds per image. -v lists every misread tile with its confidence; --calibration counts right
and wrong tiles per confidence band (what the board editor's "unsure" mark catches).
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from contextlib import nullcontext
from dataclasses import dataclass, replace
from pathlib import Path

from desktop_solver.core.alphabet import Script, script_of
from desktop_solver.core.errors import SolverError
from desktop_solver.ocr import ReadOptions, read_board, require_tesseract

from benchmarks import system_fonts

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = REPO.parent / "shared" / "ocr-corpus"

# The corpus's game names as the reader's game hints (used only with --hints).
GAME_HINTS = {"boggle": "boggle", "word-hunt": "boggle", "ruzzle": "boggle", "other": "boggle",
              "wordament": "wordament", "wordsearch": "wordsearch", "4pics1word": "anagram"}

VARIANTS = {
    "all on": ReadOptions(),
    "no consensus": replace(ReadOptions(), consensus=False),
    "no second pass": replace(ReadOptions(), second_pass=False),
    "hard glyphs": replace(ReadOptions(), soft_glyphs=False),
    "no turned tiles": replace(ReadOptions(), turned_tiles=False),
    "no classifier": replace(ReadOptions(), classifier=False),
    "plain tesseract": ReadOptions(consensus=False, second_pass=False, soft_glyphs=False,
                                   turned_tiles=False, classifier=False),
}


@dataclass
class Score:
    boards: int = 0
    exact: int = 0
    tiles: int = 0
    right: int = 0

    def add(self, other: Score) -> None:
        self.boards += other.boards
        self.exact += other.exact
        self.tiles += other.tiles
        self.right += other.right


@dataclass
class Results:
    scores: dict[str, Score]
    seconds: dict[str, list[float]]
    calibration: list[tuple[float, bool]]


def truth_tiles(row: str) -> list[str]:
    return ["" if token == "." else token.strip("[]")
            for token in re.findall(r"\[[^\]]*\]|\S", row)]


def score_board(truth: list[list[str]], read: list[list[str]] | None) -> Score:
    tiles = sum(len(row) for row in truth)
    if read is None or len(read) != len(truth) or any(
            len(a) != len(b) for a, b in zip(read, truth)):
        return Score(1, 0, tiles, 0)
    right = sum(a == b for ra, rb in zip(read, truth) for a, b in zip(ra, rb))
    return Score(1, int(right == tiles), tiles, right)


def run_variant(corpus: Path, options: ReadOptions, args: argparse.Namespace) -> Results:
    results = Results({}, {}, [])
    for truth_file in sorted(corpus.glob("*/truth.json")):
        folder = truth_file.parent.name
        if args.folder and args.folder not in folder:
            continue
        for entry in json.loads(truth_file.read_text(encoding="utf-8")):
            _read_one(truth_file.parent / entry["file"], entry, folder, options, args, results)
    return results


def _read_one(path: Path, entry: dict, folder: str, options: ReadOptions,
              args: argparse.Namespace, results: Results) -> None:
    truth = [truth_tiles(row) for row in entry["rows"]]
    game = GAME_HINTS.get(entry.get("game", "")) if args.hints else None
    lang = args.lang
    if lang == "given":
        cyrillic = any(script_of(ch) is Script.CYRILLIC for row in entry["rows"] for ch in row)
        lang = "ru" if cyrillic else "en"
    started = time.perf_counter()
    try:
        reading = read_board(path, lang=lang, game=game, options=options)
    except SolverError as error:
        reading = None
        if args.verbose:
            print(f"    {folder}/{entry['file']}: {error}")
    elapsed = time.perf_counter() - started
    rows = [list(row) for row in reading.rows] if reading is not None else None
    score = score_board(truth, rows)
    results.scores.setdefault(folder, Score()).add(score)
    results.seconds.setdefault(folder, []).append(elapsed)
    if reading is None or rows is None or not score.right:
        return
    confidence = reading.confidence
    results.calibration += [(confidence[r][c], rows[r][c] == truth[r][c])
                            for r in range(len(truth)) for c in range(len(truth[r]))]
    if args.verbose and not score.exact:
        wrong = [f"{r + 1}:{c + 1} {rows[r][c] or '.'}≠{truth[r][c] or '.'} "
                 f"({confidence[r][c]:.2f})"
                 for r in range(len(truth)) for c in range(len(truth[r]))
                 if rows[r][c] != truth[r][c]]
        print(f"    {folder}/{entry['file']} ({len(rows)}x{len(rows[0])}, {elapsed:.2f}s): "
              f"{', '.join(wrong[:12])}")


def print_table(name: str, results: Results, calibration: bool) -> None:
    print(f"\n== {name}")
    print(f"{'folder':<28} {'boards':>9} {'exact':>7} {'tiles':>10} {'right':>8} "
          f"{'s/image':>8} {'max s':>6}")
    total = Score()
    every: list[float] = []
    for folder, score in results.scores.items():
        total.add(score)
        every += results.seconds[folder]
        _line(folder, score, results.seconds[folder])
    _line("TOTAL", total, every)
    if calibration:
        print("  confidence    right  wrong   (tiles of boards of the right shape)")
        for low, high in ((0, 0.5), (0.5, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 0.95),
                          (0.95, 1.01)):
            band = [ok for conf, ok in results.calibration if low <= conf < high]
            print(f"  {low:.2f}-{min(high, 1):.2f}  {sum(band):>7} {len(band) - sum(band):>6}")


def _line(label: str, score: Score, seconds: list[float]) -> None:
    exact = 100 * score.exact / max(1, score.boards)
    right = 100 * score.right / max(1, score.tiles)
    print(f"{label:<28} {score.exact:>4}/{score.boards:<4} {exact:>6.1f}% "
          f"{score.right:>4}/{score.tiles:<5} {right:>7.2f}% {statistics.median(seconds):>8.2f} "
          f"{max(seconds):>6.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--folder", help="only folders whose name contains this")
    parser.add_argument("--lang", default="auto", choices=("auto", "en", "ru", "given"),
                        help="the language to read in (given: each board's own, from its truth)")
    parser.add_argument("--hints", action="store_true",
                        help="pass each image's game as a hint (default: no hint)")
    parser.add_argument("--variant", action="append", choices=list(VARIANTS),
                        help="run only these variants (repeatable; default: all)")
    parser.add_argument("-v", "--verbose", action="store_true", help="list every misread tile")
    parser.add_argument("--calibration", action="store_true",
                        help="count right and wrong tiles per confidence band")
    parser.add_argument("--hide-system-fonts", action="store_true",
                        help="read with the machine's own fonts hidden from the reader "
                        "(benchmarks/system_fonts.py): a lookup of one fails the reading")
    args = parser.parse_args(argv)
    if not args.corpus.is_dir():
        print(f"no corpus at {args.corpus}", file=sys.stderr)
        return 2
    require_tesseract()       # the first call asks Tesseract what it has; keep that out of timings
    with system_fonts.hidden() if args.hide_system_fonts else nullcontext():
        for name in args.variant or list(VARIANTS):
            print_table(name, run_variant(args.corpus, VARIANTS[name], args), args.calibration)
    return 0


if __name__ == "__main__":
    sys.exit(main())
