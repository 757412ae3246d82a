"""Train the reader's glyph classifier and write resources/glyphs/glyphs.npz.

    python scripts/train_glyphs.py                 # the shipped weights (a few minutes)
    python scripts/train_glyphs.py --tiny --out /tmp/glyphs.npz   # a quick check that it runs

Every letter of both alphabets in both cases is drawn in the TRAINING faces below (found among
the machine's fonts and resources/fonts; a face that lacks a letter is skipped for it), spoiled
at random as screens and photos spoil letters and cut as the reader cuts a glyph
(desktop_solver/ocr/recognise/glyph_samples.py); a quarter of the samples are turned by a quarter,
a half or
three quarters, for the turn head. The network (desktop_solver/ocr/recognise/classifier.py) is
trained in
numpy with Adam; everything is seeded, so the same fonts give the same weights.

The HELD-OUT faces (PT Sans/Serif/Mono, Open Sans, Carlito, Caladea) are never trained on: the
benchmark (benchmarks/glyphs.py) measures on them.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop_solver.ocr.recognise.classifier import TURNS, Network, features  # noqa: E402
from desktop_solver.ocr.recognise.glyph_samples import CLASSES, drawable, spoiled  # noqa: E402

FONT_DIRS = (ROOT / "resources" / "fonts", Path("/usr/share/fonts"),
             Path("/usr/share/texmf/fonts"))
# Upright faces only (slant is a spoiling): sans, serif, mono, condensed, light to black.
TRAINING_FONTS = (
    "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-ExtraLight.ttf",
    "DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSansMono.ttf",
    "DejaVuSansMono-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf",
    "DejaVuSerifCondensed.ttf",
    "LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf", "LiberationSerif-Regular.ttf",
    "LiberationSerif-Bold.ttf", "LiberationMono-Regular.ttf", "LiberationMono-Bold.ttf",
    "NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf",
    "NotoSansMono-Regular.ttf", "NotoSansMono-Bold.ttf",
    "FreeSans.ttf", "FreeSansBold.ttf", "FreeSerif.ttf", "FreeSerifBold.ttf", "FreeMono.ttf",
    "FreeMonoBold.ttf",
    "NimbusSans-Regular.otf", "NimbusSans-Bold.otf", "NimbusSansNarrow-Regular.otf",
    "NimbusSansNarrow-Bold.otf", "NimbusRoman-Regular.otf", "NimbusRoman-Bold.otf",
    "NimbusMonoPS-Regular.otf", "NimbusMonoPS-Bold.otf", "C059-Roman.otf", "C059-Bold.otf",
    "P052-Roman.otf", "P052-Bold.otf", "URWBookman-Light.otf", "URWBookman-Demi.otf",
    "URWGothic-Book.otf", "URWGothic-Demi.otf",
    "texgyreadventor-regular.otf", "texgyrebonum-bold.otf", "texgyrecursor-regular.otf",
    "texgyrecursor-bold.otf", "texgyreheros-regular.otf", "texgyreheroscn-bold.otf",
    "texgyrepagella-regular.otf", "texgyreschola-regular.otf", "texgyretermes-bold.otf",
    "LinLibertine_R.otf", "LinLibertine_RB.otf", "LinBiolinum_R.otf", "LinBiolinum_RB.otf",
    "Roboto-Regular.ttf", "Roboto-Bold.ttf", "Roboto-Light.ttf", "Roboto-Black.ttf",
    "FiraCode-Regular.ttf", "FiraCode-Bold.ttf", "Inconsolata.otf",
    "Lato-Regular.ttf", "Lato-Bold.ttf", "Lato-Light.ttf", "Lato-Black.ttf",
    "Cantarell-Regular.otf", "Cantarell-Bold.otf", "Cantarell-ExtraBold.otf",
)
TURNED = 0.25        # share of samples turned by a quarter or more (the turn head's examples)
HIDDEN = (384, 256)  # units of the hidden layers


@dataclass(frozen=True)
class Config:
    fonts: tuple[Path, ...]
    per_letter: int      # spoiled samples of each letter in each font
    epochs: int
    seed: int
    batch: int = 256
    rate: float = 2e-3


def find_fonts(names: tuple[str, ...]) -> tuple[Path, ...]:
    """The first file of each name under FONT_DIRS, in the order named (missing ones left out,
    and said so)."""
    found = []
    for name in names:
        match = next((path for folder in FONT_DIRS if folder.is_dir()
                      for path in sorted(folder.rglob(name))), None)
        if match is None:
            print(f"train_glyphs: no {name}, left out", file=sys.stderr)
        else:
            found.append(match)
    return tuple(found)


def samples(fonts: tuple[Path, ...], per_letter: int, seed: int,
            turned: float = TURNED) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Inputs, class indices and quarter turns of spoiled letters in `fonts`."""
    rng = np.random.default_rng(seed)
    inputs, labels, turns = [], [], []
    for font in fonts:
        for index, text in enumerate(CLASSES):
            if not drawable(font, text):
                continue
            for _ in range(per_letter):
                ink = spoiled(font, text, rng)
                if ink is None:
                    continue
                turn = int(rng.integers(1, TURNS)) if rng.random() < turned else 0
                inputs.append(features(np.rot90(ink, turn)))
                labels.append(index)
                turns.append(turn)
    return (np.stack(inputs).astype(np.float32), np.array(labels, np.int64),
            np.array(turns, np.int64))


def _softmax(logits: np.ndarray) -> np.ndarray:
    shifted = np.exp(logits - logits.max(axis=1, keepdims=True))
    return shifted / shifted.sum(axis=1, keepdims=True)


def train(config: Config) -> Network:
    """The network trained on fresh samples (cross-entropy on letters for upright samples, on
    turns for all), Adam with the rate halved over the last third of the epochs."""
    started = time.perf_counter()
    inputs, labels, turns = samples(config.fonts, config.per_letter, config.seed)
    print(f"train_glyphs: {len(labels)} samples of {len(config.fonts)} fonts "
          f"in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    rng = np.random.default_rng(config.seed + 1)
    mean = inputs.mean(axis=0)
    scale = 1.0 / (inputs.std(axis=0) + 0.1)
    sizes = (inputs.shape[1], *HIDDEN)
    params = [rng.normal(0, np.sqrt(2 / fan_in), (fan_in, fan_out)).astype(np.float32)
              for fan_in, fan_out in zip(sizes, sizes[1:])]
    params = [p for weights in params for p in (weights, np.zeros(weights.shape[1], np.float32))]
    for outputs in (len(CLASSES), TURNS):
        params += [rng.normal(0, np.sqrt(1 / HIDDEN[-1]), (HIDDEN[-1], outputs)).astype(
            np.float32), np.zeros(outputs, np.float32)]
    moments = [np.zeros_like(p) for p in params]
    squares = [np.zeros_like(p) for p in params]
    step = 0
    for epoch in range(config.epochs):
        rate = config.rate * (0.5 ** max(0, epoch - 2 * config.epochs // 3 + 1))
        order = rng.permutation(len(labels))
        loss_sum = 0.0
        for start in range(0, len(order), config.batch):
            chosen = order[start:start + config.batch]
            grads, loss = _gradients(params, (inputs[chosen] - mean) * scale, labels[chosen],
                                     turns[chosen])
            loss_sum += loss * len(chosen)
            step += 1
            for p, g, m, v in zip(params, grads, moments, squares):
                m *= 0.9
                m += 0.1 * g
                v *= 0.999
                v += 0.001 * g * g
                p -= rate * (m / (1 - 0.9 ** step)) / (np.sqrt(v / (1 - 0.999 ** step)) + 1e-8)
        print(f"train_glyphs: epoch {epoch + 1} loss {loss_sum / len(order):.3f} "
              f"({time.perf_counter() - started:.0f} s)", file=sys.stderr)
    layers = tuple((params[2 * i], params[2 * i + 1]) for i in range(len(HIDDEN)))
    return Network(CLASSES, mean.astype(np.float32), scale.astype(np.float32), layers,
                   (params[-4], params[-3]), (params[-2], params[-1]))


def _gradients(params: list[np.ndarray], x: np.ndarray, labels: np.ndarray,
               turns: np.ndarray) -> tuple[list[np.ndarray], float]:
    """The loss's gradient for each parameter, and the loss: letters on upright samples only
    (a turned N is a Z), turns on all."""
    activations = [x]
    for i in range(len(HIDDEN)):
        activations.append(np.maximum(activations[-1] @ params[2 * i] + params[2 * i + 1], 0.0))
    top = activations[-1]
    count = len(labels)
    upright = (turns == 0).astype(np.float32)
    letter_p = _softmax(top @ params[-4] + params[-3])
    turn_p = _softmax(top @ params[-2] + params[-1])
    loss = float(-(np.log(letter_p[np.arange(count), labels] + 1e-9) * upright).sum()
                 - np.log(turn_p[np.arange(count), turns] + 1e-9).sum()) / count
    letter_d = letter_p.copy()
    letter_d[np.arange(count), labels] -= 1
    letter_d *= upright[:, None] / count
    turn_d = turn_p.copy()
    turn_d[np.arange(count), turns] -= 1
    turn_d /= count
    grads: list[np.ndarray] = [np.empty(0)] * len(params)
    grads[-4], grads[-3] = top.T @ letter_d, letter_d.sum(axis=0)
    grads[-2], grads[-1] = top.T @ turn_d, turn_d.sum(axis=0)
    back = letter_d @ params[-4].T + turn_d @ params[-2].T
    for i in reversed(range(len(HIDDEN))):
        back = back * (activations[i + 1] > 0)
        grads[2 * i], grads[2 * i + 1] = activations[i].T @ back, back.sum(axis=0)
        if i:
            back = back @ params[2 * i].T
    return grads, loss


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "glyphs" / "glyphs.npz")
    parser.add_argument("--per-letter", type=int, default=16)
    parser.add_argument("--epochs", type=int, default=12)
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--tiny", action="store_true",
                        help="two fonts, two samples a letter, one epoch: a check that it runs")
    args = parser.parse_args(argv)
    fonts = find_fonts(TRAINING_FONTS[:2] if args.tiny else TRAINING_FONTS)
    if not fonts:
        print("train_glyphs: none of the training fonts is here", file=sys.stderr)
        return 2
    config = Config(fonts, 2 if args.tiny else args.per_letter, 1 if args.tiny else args.epochs,
                    args.seed)
    network = train(config)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    network.save(args.out)
    print(f"train_glyphs: wrote {args.out} ({args.out.stat().st_size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
