"""The glyph classifier alone: `python -m benchmarks.glyphs [--corpus DIR] [-n N]`.

1. Letters rendered in the HELD-OUT faces (never trained on: PT Sans, PT Sans Narrow, PT Serif,
   PT Mono, Open Sans, Carlito, Caladea), spoiled as the training letters are
   (desktop_solver/ocr/recognise/glyph_samples.py) with another seed: accuracy per alphabet and
   case, the
   commonest confusions, and dice (capitals turned by any quarter: letter and turn both right).
2. The glyphs the reader itself cuts from the real corpus boards (its own cut, taken as it hands
   the draft to its checks), against truth.json: the classifier's letter beside the reader's
   final one, on single-letter tiles of boards read in the right shape; and the classifier's
   milliseconds a board. Measurement only: nothing here is trained on.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

from benchmarks.ocr_accuracy import DEFAULT_CORPUS, truth_tiles
from desktop_solver.core.errors import SolverError
from desktop_solver.ocr import reader
from desktop_solver.ocr.recognise.classifier import classify, classify_turned, mask_ink
from desktop_solver.ocr.draft import Draft, Pictures
from desktop_solver.ocr.recognise.glyph_samples import Spoiling, drawable, spoiled
from desktop_solver.ocr.recognise.languages import LETTERS

HELD_OUT = ("/usr/share/fonts/truetype/paratype/PTS55F.ttf",
            "/usr/share/fonts/truetype/paratype/PTS75F.ttf",
            "/usr/share/fonts/truetype/paratype/PTN57F.ttf",
            "/usr/share/fonts/truetype/paratype/PTF55F.ttf",
            "/usr/share/fonts/truetype/paratype/PTF75F.ttf",
            "/usr/share/fonts/truetype/paratype/PTM55F.ttf",
            "/usr/share/fonts/truetype/open-sans/OpenSans-Regular.ttf",
            "/usr/share/fonts/truetype/open-sans/OpenSans-Bold.ttf",
            "/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf",
            "/usr/share/fonts/truetype/crosextra/Carlito-Bold.ttf",
            "/usr/share/fonts/truetype/crosextra/Caladea-Regular.ttf",
            "/usr/share/fonts/truetype/crosextra/Caladea-Bold.ttf")
SEED = 9028          # not the training script's seed


def held_out(per_letter: int) -> None:
    fonts = [Path(path) for path in HELD_OUT if Path(path).is_file()]
    print(f"held-out faces: {', '.join(font.stem for font in fonts)}")
    rng = np.random.default_rng(SEED)
    for lang, alphabet in LETTERS.items():
        for capitals in (True, False):
            inks, truth = [], []
            for font in fonts:
                for letter in alphabet:
                    text = letter if capitals else letter.lower()
                    if not drawable(font, text):
                        continue
                    for _ in range(per_letter):
                        ink = spoiled(font, text, rng, Spoiling())
                        if ink is not None:
                            inks.append(ink)
                            truth.append(letter)
            guesses = classify(inks, alphabet, capitals)
            wrong = Counter((want, guess.letter) for want, guess in zip(truth, guesses)
                            if guess.letter != want)
            right = len(truth) - sum(wrong.values())
            pairs = ", ".join(f"{want}->{got} {count}" for (want, got), count
                              in wrong.most_common(8))
            print(f"  {lang} {'capitals' if capitals else 'small'}: {right}/{len(truth)} "
                  f"{100 * right / max(1, len(truth)):.1f}%   {pairs}")
        _dice(fonts, lang, alphabet, per_letter, rng)


def _dice(fonts: list[Path], lang: str, alphabet: str, per_letter: int,
          rng: np.random.Generator) -> None:
    inks, truth = [], []
    for font in fonts:
        for letter in alphabet:
            if not drawable(font, letter):
                continue
            for _ in range(max(1, per_letter // 2)):
                ink = spoiled(font, letter, rng, Spoiling())
                if ink is not None:
                    turn = int(rng.integers(0, 4))
                    inks.append(np.rot90(ink, turn))
                    truth.append((turn, letter))
    found = classify_turned(inks, alphabet, True)
    letters = sum(guess.letter == letter for (_, guess), (_, letter) in zip(found, truth))
    both = sum(guess.letter == letter and turn == want
               for (turn, guess), (want, letter) in zip(found, truth))
    print(f"  {lang} dice (capitals, any turn): letter {letters}/{len(truth)} "
          f"{100 * letters / max(1, len(truth)):.1f}%, letter and turn {both}/{len(truth)} "
          f"{100 * both / max(1, len(truth)):.1f}%")


def corpus(folder: Path) -> None:
    """The classifier on the glyphs the reader cuts from each corpus board."""
    cut: list[Draft] = []
    checks = reader.run_checks

    def taken(draft: Draft, pictures: Pictures) -> None:
        cut.append(draft)
        checks(draft, pictures)

    reader.run_checks = taken   # type: ignore[assignment]
    totals = Counter[str]()
    confusions = Counter[tuple[str, str, str]]()
    milliseconds = []
    try:
        for truth_file in sorted(folder.glob("*/truth.json")):
            for entry in json.loads(truth_file.read_text(encoding="utf-8")):
                cut.clear()
                try:
                    reading = reader.read_board(truth_file.parent / entry["file"])
                except SolverError:
                    totals["boards not read"] += 1
                    continue
                truth = [truth_tiles(row) for row in entry["rows"]]
                draft = cut[0]
                if [len(row) for row in truth] != [len(row) for row in reading.rows] or \
                        len(reading.rows) != max(g.row for g in draft.glyphs) + 1:
                    totals["boards of another shape"] += 1
                    continue
                glyphs = [g for g in draft.glyphs if g.mask is not None and g.shape == "L"
                          and len(truth[g.row][g.col]) == 1]
                inks = [mask_ink(g.mask) for g in glyphs if g.mask is not None]
                started = time.perf_counter()
                # As the reader weighs them (classified.py): dice, and boards some of whose
                # tiles were read turned, at any turn.
                if draft.dice or not draft.upright:
                    guesses = [guess for _, guess in
                               classify_turned(inks, LETTERS[draft.lang], True)]
                else:
                    guesses = classify(inks, LETTERS[draft.lang], draft.capitals)
                milliseconds.append(1000 * (time.perf_counter() - started))
                totals["boards"] += 1
                for glyph, guess in zip(glyphs, guesses):
                    want = truth[glyph.row][glyph.col]
                    read = reading.rows[glyph.row][glyph.col]
                    totals["tiles"] += 1
                    totals["classifier right"] += guess.letter == want
                    totals["reader right"] += read == want
                    totals["both wrong"] += guess.letter != want and read != want
                    if guess.letter != want:
                        confusions[(truth_file.parent.name, want, guess.letter)] += 1
    finally:
        reader.run_checks = checks   # type: ignore[assignment]
    print(f"corpus {folder}: {dict(totals)}")
    if milliseconds:
        print(f"  classifier ms a board: median {statistics.median(milliseconds):.1f}, "
              f"most {max(milliseconds):.1f}")
    for (name, want, got), count in confusions.most_common(15):
        print(f"  {name}: {want} -> {got or '?'} x{count}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("-n", type=int, default=6, help="spoiled samples a letter and face")
    parser.add_argument("--corpus", type=Path, nargs="?", const=DEFAULT_CORPUS,
                        help="also the real corpus's glyphs (default folder if none given)")
    parser.add_argument("--no-held-out", action="store_true")
    args = parser.parse_args(argv)
    if not args.no_held_out:
        held_out(args.n)
    if args.corpus is not None:
        if not args.corpus.is_dir():
            print(f"no corpus at {args.corpus}", file=sys.stderr)
            return 2
        corpus(args.corpus)
    return 0


if __name__ == "__main__":
    sys.exit(main())
