"""The glyph classifier: the shipped weights read letters drawn in the shipped fonts, dice turned,
the reader's rule that weighs it against Tesseract, and the training script on a tiny run."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import cv2
import numpy as np
import pytest
from PIL import Image

from desktop_solver import paths
from desktop_solver.ocr.checks.classified import judge
from desktop_solver.ocr.recognise.classifier import (
    Network,
    classify,
    classify_turned,
    shipped_network,
    weights_path,
)
from desktop_solver.ocr.confidence import DOUBTED, REPLACED, UNSURE
from desktop_solver.ocr.recognise.glyph_samples import Spoiling, spoiled
from desktop_solver.ocr.recognise.languages import CYRILLIC_UPPER, LATIN_UPPER
from desktop_solver.ocr.cut.segment import TileGlyph

REPO = Path(__file__).resolve().parents[2]
CLEAN = Spoiling(smallest=40, largest=40, stroke=0, slant=0, tilt=0, squeeze=0, blur=0,
                 noise=0, jpeg=0, company=0)
SHIPPED = ("DejaVuSans-Bold.ttf", "DejaVuSerif.ttf", "LiberationSans-Regular.ttf")
VALUE_HEIGHT = 0.35   # a point value's height over its letter's


def drawn(letter: str, font: str, seed: int = 1) -> np.ndarray:
    ink = spoiled(paths.fonts_dir() / font, letter, np.random.default_rng(seed), CLEAN)
    assert ink is not None
    return ink


def glyph(row: int, col: int, ink: np.ndarray) -> TileGlyph:
    mask = Image.fromarray(np.where(ink, 0, 255).astype(np.uint8))
    return TileGlyph(row, col, mask, (0, 0, 1, 1), "L", mask=mask)


def test_the_shipped_weights_are_small_and_load():
    assert weights_path().stat().st_size < 2 * 1024 * 1024
    network = shipped_network()
    assert network is not None
    assert "A" in network.classes and "я" in network.classes


@pytest.mark.parametrize("font", SHIPPED)
@pytest.mark.parametrize("lang, alphabet", [("en", LATIN_UPPER), ("ru", CYRILLIC_UPPER)])
def test_capitals_drawn_in_the_shipped_fonts_are_read(font, lang, alphabet):
    guesses = classify([drawn(letter, font) for letter in alphabet], alphabet, True)
    assert "".join(guess.letter for guess in guesses) == alphabet


def test_small_letters_are_read_as_their_capitals():
    small = "abdegjmqrtwy"
    guesses = classify([drawn(letter, "DejaVuSans.ttf") for letter in small], LATIN_UPPER, False)
    assert "".join(guess.letter for guess in guesses) == small.upper()


def test_a_die_on_its_side_gives_its_letter_and_turn():
    letters = "BEFGJLPRY"
    inks = [np.rot90(drawn(letter, "DejaVuSans-Bold.ttf"), turn % 4)
            for turn, letter in enumerate(letters)]
    found = classify_turned(inks, LATIN_UPPER, True)
    assert [(turn, guess.letter) for turn, guess in found] == \
        [(turn % 4, letter) for turn, letter in enumerate(letters)]


def test_a_certain_classifier_replaces_a_weak_reading_and_fills_a_missed_one():
    glyphs = [glyph(0, 0, drawn("J", "DejaVuSerif.ttf")), glyph(0, 1, drawn("B", "DejaVuSerif.ttf"))]
    texts, confidences = {(0, 0): "", (0, 1): "M"}, {(0, 0): 0.0, (0, 1): 0.6}
    notes = judge(glyphs, texts, confidences, "en", True, dice=False)
    assert texts == {(0, 0): "J", (0, 1): "B"}
    assert confidences == {(0, 0): REPLACED, (0, 1): REPLACED}
    assert len(notes) == 2


def test_a_sure_reading_the_classifier_contradicts_is_left_unsure():
    glyphs = [glyph(0, 0, drawn("W", "LiberationSans-Regular.ttf"))]
    texts, confidences = {(0, 0): "A"}, {(0, 0): 0.97}
    judge(glyphs, texts, confidences, "en", True, dice=False)
    assert texts == {(0, 0): "A"}
    assert confidences[(0, 0)] == DOUBTED


def test_a_certain_look_alike_replaces_a_sure_reading_doubted_on_capitals_only():
    # GIVEN a Q and a Щ read surely as their look-alikes without the tail (O, Ш), and a W read
    # surely as A (no look-alikes)
    glyphs = [glyph(0, 0, drawn("Q", "DejaVuSans-Bold.ttf")),
              glyph(0, 1, drawn("W", "LiberationSans-Regular.ttf"))]
    texts, confidences = {(0, 0): "O", (0, 1): "A"}, {(0, 0): 0.99, (0, 1): 0.97}
    cyrillic = [glyph(0, 0, drawn("Щ", "DejaVuSans-Bold.ttf"))]
    cyrillic_texts, cyrillic_confidences = {(0, 0): "Ш"}, {(0, 0): 1.0}
    # WHEN the classifier judges them on boards of capitals
    judge(glyphs, texts, confidences, "en", True, dice=False)
    judge(cyrillic, cyrillic_texts, cyrillic_confidences, "ru", True, dice=False)
    # THEN the look-alikes take the classifier's letter, for the user to check; the other stays
    assert texts == {(0, 0): "Q", (0, 1): "A"} and cyrillic_texts == {(0, 0): "Щ"}
    assert confidences == {(0, 0): DOUBTED, (0, 1): DOUBTED}
    assert cyrillic_confidences == {(0, 0): DOUBTED}
    # AND on dice the reading stays: a die's part may lie on any side
    texts, confidences = {(0, 0): "O"}, {(0, 0): 0.99}
    judge(glyphs[:1], texts, confidences, "en", True, dice=True)
    assert texts == {(0, 0): "O"}


def test_agreement_makes_a_tile_sure_and_several_letters_stay_tesseracts():
    qu = glyph(0, 1, drawn("Q", "DejaVuSans-Bold.ttf"))
    qu = TileGlyph(0, 1, qu.image, qu.box, "LL", mask=qu.mask)
    glyphs = [glyph(0, 0, drawn("E", "DejaVuSans-Bold.ttf")), qu]
    texts, confidences = {(0, 0): "E", (0, 1): "QU"}, {(0, 0): 0.7, (0, 1): 0.5}
    judge(glyphs, texts, confidences, "en", True, dice=False)
    assert texts == {(0, 0): "E", (0, 1): "QU"}
    assert confidences[(0, 0)] >= UNSURE and confidences[(0, 1)] == 0.5


def test_the_training_script_runs_on_a_tiny_config(tmp_path):
    out = tmp_path / "glyphs.npz"
    result = subprocess.run([sys.executable, str(REPO / "scripts" / "train_glyphs.py"), "--tiny",
                             "--out", str(out)], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    network = Network.load(out)
    guesses = classify([drawn("A", "DejaVuSans.ttf")], LATIN_UPPER, True, network)
    assert len(guesses) == 1 and guesses[0].letter in LATIN_UPPER


def test_on_dice_a_weak_reading_the_drawings_contradict_is_replaced_and_a_missed_one_filled():
    # GIVEN an upside-down B read K, weakly, and a G on its side not read at all
    glyphs = [glyph(0, 0, np.rot90(drawn("B", "DejaVuSans-Bold.ttf"), 2)),
              glyph(0, 1, np.rot90(drawn("G", "DejaVuSans-Bold.ttf"), 1))]
    texts, confidences = {(0, 0): "K", (0, 1): ""}, {(0, 0): 0.5, (0, 1): 0.0}
    # WHEN the classifier judges them as dice
    judge(glyphs, texts, confidences, "en", True, dice=True)
    # THEN the B, more like a B drawn and turned than like a K at any turn, is a B; G is filled
    assert texts == {(0, 0): "B", (0, 1): "G"}
    assert confidences == {(0, 0): REPLACED, (0, 1): REPLACED}


def test_on_dice_a_look_alike_of_the_reading_is_doubted_never_replaced():
    # GIVEN an upside-down Ы read Ь, weakly: the bar beside it may be a neighbour's edge
    glyphs = [glyph(0, 0, np.rot90(drawn("Ы", "DejaVuSans-Bold.ttf"), 2))]
    texts, confidences = {(0, 0): "Ь"}, {(0, 0): 0.5}
    # WHEN the classifier judges it as a die
    judge(glyphs, texts, confidences, "ru", True, dice=True)
    # THEN the reading stays, for the user to check
    assert texts == {(0, 0): "Ь"} and confidences[(0, 0)] <= DOUBTED


def test_small_letters_of_a_board_with_tiles_read_turned_keep_their_case():
    # GIVEN a board of small letters, read right (a tile's text is in capitals), on which some
    # tile was read turned (so its tiles are judged as lying on any side)
    letters = "abdeghmnqrty"
    glyphs = [glyph(0, col, drawn(letter, "DejaVuSans.ttf")) for col, letter in enumerate(letters)]
    texts = {(0, col): letter.upper() for col, letter in enumerate(letters)}
    confidences = dict.fromkeys(texts, 0.9)
    # WHEN the classifier judges them
    judge(glyphs, texts, confidences, "en", False, dice=True)
    # THEN it weighs small letters, not capitals: no letter changes, none is doubted
    assert texts == {(0, col): letter.upper() for col, letter in enumerate(letters)}
    assert min(confidences.values()) >= 0.9


def with_value(letter: str, font: str, value: str, corner: str) -> np.ndarray:
    """`letter` with a tile's point value printed at one of its top corners, a third of its
    height, the value's middle on the corner of the letter's ink, cut round both as the reader
    cuts a tile whose value touches its letter (a small pitch)."""
    ink = drawn(letter, font)
    rows, cols = np.nonzero(ink)
    ink = ink[rows.min():rows.max() + 1, cols.min():cols.max() + 1]
    digits = drawn(value, font)
    rows, cols = np.nonzero(digits)
    digits = digits[rows.min():rows.max() + 1, cols.min():cols.max() + 1]
    height = round(ink.shape[0] * VALUE_HEIGHT)
    width = max(1, round(digits.shape[1] * height / digits.shape[0]))
    digits = cv2.resize(digits.astype(np.uint8) * 255, (width, height),
                        interpolation=cv2.INTER_AREA) > 127
    top, left = height // 2, width // 2
    canvas = np.zeros((ink.shape[0] + top, ink.shape[1] + width), dtype=bool)
    letter_left = left if corner == "left" else 0
    canvas[top:, letter_left:letter_left + ink.shape[1]] = ink
    value_left = 0 if corner == "left" else ink.shape[1] - left
    canvas[:height, value_left:value_left + width] |= digits
    rows, cols = np.nonzero(canvas)
    return canvas[rows.min():rows.max() + 1, cols.min():cols.max() + 1]


def test_letters_cut_with_their_tiles_value_are_still_read():
    # GIVEN capitals of both alphabets in the shipped faces, each cut with the point value
    # printed at its tile's top corner and touching it (a word search's values at a small
    # pitch: T read Y, B read W, E read L before)
    right = total = 0
    for font in SHIPPED:
        for alphabet in (LATIN_UPPER, CYRILLIC_UPPER):
            for corner in ("left", "right"):
                inks = [with_value(letter, font, "2", corner) for letter in alphabet]
                # WHEN the classifier reads them
                read = [guess.letter for guess in classify(inks, alphabet, True)]
                right += sum(got == letter for got, letter in zip(read, alphabet))
                total += len(alphabet)
    # THEN most are read right (85% by the weights trained with such company; 47% by those
    # trained without)
    assert right >= 0.8 * total
