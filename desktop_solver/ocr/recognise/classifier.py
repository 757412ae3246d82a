"""A glyph classifier: the letter a cut glyph shows, and for a die the quarter turn it lies at.

A small network (two hidden layers, numpy only) trained by `scripts/train_glyphs.py` on letters
rendered in many open fonts (resources/glyphs/README.md names them), its weights shipped in
`resources/glyphs/glyphs.npz`. It reads the glyphs as cut/segment.py cut them (`TileGlyph.mask`:
black ink on white, either polarity of the board already normalised, cut to the letters' ink),
brought to one small square (`features`), all tiles of a board in one product.

Its classes are letters in either case ('A' and 'a', 'Д' and 'д'): a board's alphabet and case
keep the classes that can occur, and the probability of a letter is over those only. A second
output says by how many quarter turns anticlockwise the glyph lies (dice in a tray).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import cv2
import numpy as np
from PIL import Image

from desktop_solver import paths
from desktop_solver.ocr.recognise.languages import CYRILLIC_UPPER, LATIN_UPPER

log = logging.getLogger(__name__)

SIDE = 24            # pixels of the square a glyph is brought to
MARGIN = 1           # pixels of blank round the glyph in that square
WEIGHTS_FILE = "glyphs.npz"
TURNS = 4            # quarter turns: 0, 90, 180, 270 degrees anticlockwise


@dataclass(frozen=True)
class Guess:
    """The classifier's letter (a capital, '' where it has no opinion) and its probability among
    the letters that could be on the board; `runner_up` is the next likeliest letter's."""

    letter: str
    probability: float
    runner_up: float = 0.0


def features(ink: np.ndarray) -> np.ndarray:
    """A glyph's ink (True or >0 where inked, any size) as the network's input: the ink cut to
    its extent, scaled to fit SIDE less a margin keeping its proportions, centred; then the log
    of its width over its height (the square loses how narrow an I or wide a Ш is)."""
    square = np.zeros((SIDE, SIDE), dtype=np.float32)
    rows, cols = np.nonzero(ink)
    if rows.size == 0:
        return np.concatenate([square.reshape(-1), np.zeros(1, np.float32)])
    cut = ink[rows.min():rows.max() + 1, cols.min():cols.max() + 1].astype(np.float32)
    height, width = cut.shape
    room = SIDE - 2 * MARGIN
    factor = room / max(height, width)
    size = (max(1, round(width * factor)), max(1, round(height * factor)))
    scaled = cv2.resize(cut, size, interpolation=cv2.INTER_AREA)
    top, left = (SIDE - size[1]) // 2, (SIDE - size[0]) // 2
    square[top:top + size[1], left:left + size[0]] = scaled
    return np.concatenate([square.reshape(-1), [np.float32(np.log(width / height))]])


def mask_ink(mask: Image.Image) -> np.ndarray:
    """A glyph's mask (black on white) as ink (True)."""
    return np.asarray(mask.convert("L")) < 128


@dataclass(frozen=True)
class Network:
    """The trained weights: two hidden layers (ReLU), a head of letter classes and a head of
    turns; inputs standardised by the training set's mean and spread."""

    classes: tuple[str, ...]
    mean: np.ndarray
    scale: np.ndarray
    layers: tuple[tuple[np.ndarray, np.ndarray], ...]
    letter_head: tuple[np.ndarray, np.ndarray]
    turn_head: tuple[np.ndarray, np.ndarray]

    def outputs(self, inputs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Letter logits (one column a class) and turn logits of each row of `inputs`."""
        hidden = (inputs - self.mean) * self.scale
        for weights, bias in self.layers:
            hidden = np.maximum(hidden @ weights + bias, 0.0)
        return (hidden @ self.letter_head[0] + self.letter_head[1],
                hidden @ self.turn_head[0] + self.turn_head[1])

    def save(self, path: Path) -> None:
        """The weights as float16 (half the size; the outputs move by far less than they
        differ between letters), the rest exact."""
        arrays: dict[str, np.ndarray] = {
            "classes": np.array(self.classes), "mean": self.mean, "scale": self.scale,
            "letter_w": self.letter_head[0].astype(np.float16), "letter_b": self.letter_head[1],
            "turn_w": self.turn_head[0].astype(np.float16), "turn_b": self.turn_head[1]}
        for index, (weights, bias) in enumerate(self.layers):
            arrays[f"w{index}"], arrays[f"b{index}"] = weights.astype(np.float16), bias
        with path.open("wb") as file:
            # numpy's stubs take the first keyword for allow_pickle.
            np.savez_compressed(file, **arrays)  # type: ignore[arg-type]

    @classmethod
    def load(cls, path: Path) -> Network:
        with np.load(path) as data:
            def get(name: str) -> np.ndarray:
                return np.asarray(data[name], dtype=np.float32)
            count = sum(1 for name in data.files if name.startswith("w"))
            return cls(tuple(str(text) for text in data["classes"]), get("mean"), get("scale"),
                       tuple((get(f"w{i}"), get(f"b{i}")) for i in range(count)),
                       (get("letter_w"), get("letter_b")), (get("turn_w"), get("turn_b")))


def weights_path() -> Path:
    return paths.resources_dir() / "glyphs" / WEIGHTS_FILE


@lru_cache(maxsize=1)
def shipped_network() -> Network | None:
    """The shipped classifier, loaded once; None (logged) when its file is missing."""
    path = weights_path()
    if not path.is_file():
        log.warning("no glyph classifier at %s: letters judged without it", path)
        return None
    return Network.load(path)


def allowed(classes: tuple[str, ...], alphabet: str, capitals: bool | None) -> np.ndarray:
    """Which classes can be on a board of `alphabet` (capitals) in its case (None: either)."""
    letters = set(alphabet)
    return np.array([text.upper() in letters and (capitals is None
                                                   or text.isupper() == capitals)
                     for text in classes])


def letter_probabilities(network: Network, logits: np.ndarray, alphabet: str,
                         capitals: bool | None) -> np.ndarray:
    """Each row's probability of each letter of `alphabet` (columns in its order): a softmax
    over the classes the board can show, the two cases of a letter added up."""
    keep = allowed(network.classes, alphabet, capitals)
    kept = logits[:, keep]
    kept = np.exp(kept - kept.max(axis=1, keepdims=True))
    kept /= kept.sum(axis=1, keepdims=True)
    owners = [alphabet.index(text.upper()) for text, on in zip(network.classes, keep) if on]
    found = np.zeros((logits.shape[0], len(alphabet)), dtype=np.float32)
    np.add.at(found.T, owners, kept.T)
    return found


def classify(inks: list[np.ndarray], alphabet: str, capitals: bool | None,
             network: Network | None = None) -> list[Guess]:
    """The letter of `alphabet` each upright glyph's ink shows, in one batch; empty without a
    network."""
    network = network or shipped_network()
    if network is None or not inks:
        return []
    logits, _ = network.outputs(np.stack([features(ink) for ink in inks]))
    return [_guess(row, alphabet) for row in
            letter_probabilities(network, logits, alphabet, capitals)]


def script_leanings(inks: list[np.ndarray], capitals: bool,
                    network: Network | None = None) -> list[float]:
    """How much likelier each upright glyph is a Latin letter than a Cyrillic one: the log of
    the likeliest Latin class's probability over the likeliest Cyrillic class's (about 0 for a
    look-alike both alphabets draw alike, A and А), capitals only on a board of `capitals`.
    Empty without a network."""
    network = network or shipped_network()
    if network is None or not inks:
        return []
    logits, _ = network.outputs(np.stack([features(ink) for ink in inks]))
    latin = allowed(network.classes, LATIN_UPPER, True if capitals else None)
    cyrillic = allowed(network.classes, CYRILLIC_UPPER, True if capitals else None)
    kept = np.where(latin | cyrillic, logits, -np.inf)
    odds = np.exp(kept - kept.max(axis=1, keepdims=True))
    return [float(np.log(max(row[latin].max(), 1e-12) / max(row[cyrillic].max(), 1e-12)))
            for row in odds]


def classify_turned(inks: list[np.ndarray], alphabet: str, capitals: bool | None,
                    network: Network | None = None) -> list[tuple[int, Guess]]:
    """For glyphs that may lie on any side (dice): the quarter turns anticlockwise each lies at
    and its letter read turned upright. A turn is weighed by the turn head's probability times
    the letter's at that turn: either alone is fooled by letters that are others turned (N and
    Z, M and W)."""
    network = network or shipped_network()
    if network is None or not inks:
        return []
    upright = [np.rot90(ink, -turn) for ink in inks for turn in range(TURNS)]
    letter_logits, _ = network.outputs(np.stack([features(ink) for ink in upright]))
    _, turn_logits = network.outputs(np.stack([features(ink) for ink in inks]))
    turn_odds = np.exp(turn_logits - turn_logits.max(axis=1, keepdims=True))
    turn_odds /= turn_odds.sum(axis=1, keepdims=True)
    letters = letter_probabilities(network, letter_logits, alphabet, capitals)
    found = []
    for index in range(len(inks)):
        joint = letters[index * TURNS:(index + 1) * TURNS] * turn_odds[index][:, None]
        joint /= max(float(joint.sum()), 1e-9)
        guess = _guess(joint.sum(axis=0), alphabet)
        turn = int(joint[:, alphabet.index(guess.letter)].argmax()) if guess.letter else 0
        found.append((turn, guess))
    return found


def _guess(row: np.ndarray, alphabet: str) -> Guess:
    """The likeliest letter of a row of probabilities (`alphabet` its columns' letters)."""
    if not len(alphabet):
        return Guess("", 0.0)
    order = np.argsort(-row)
    runner_up = float(row[order[1]]) if len(order) > 1 else 0.0
    return Guess(alphabet[int(order[0])], float(row[order[0]]), runner_up)
