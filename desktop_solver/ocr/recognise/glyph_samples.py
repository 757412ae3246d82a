"""Letters rendered as the reader would cut them from a screen: what the glyph classifier
(classifier.py) is trained on (scripts/train_glyphs.py) and measured on (benchmarks/glyphs.py).

A letter is drawn large in a font, then spoiled the ways screens and photos spoil letters: its
stroke made heavier or lighter, slanted, turned a little, squeezed, drawn small (8 to 48 pixels
high) on a tile of some colour in either polarity, blurred, noised, saved as JPEG; some letters
get company the reader's cut keeps with them (a tile's point value in a corner, the tile's rim).
The letter is then cut the way cut/segment.py cuts a tile: scaled to the reader's letter height,
split half-way between the tile's colour and the ink's, specks dropped, the ink kept
(`classifier.features` does the rest).
Only the training script and the benchmark use this module; the reader never draws a letter here.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFont

from desktop_solver.ocr.recognise.languages import CYRILLIC_UPPER, LATIN_UPPER
from desktop_solver.ocr.cut.segment import GLYPH_HEIGHT

RENDER_SIZE = 96     # font size letters are drawn at before they are spoiled
# Every class the classifier knows: both alphabets in both cases (boards print either case).
CLASSES = tuple(LATIN_UPPER + LATIN_UPPER.lower() + CYRILLIC_UPPER + CYRILLIC_UPPER.lower())
MISSING = "\ue000"   # a private-use character: a font that draws a letter like it lacks it
KEPT_BY_THINNING = 0.5  # a lighter stroke keeps at least this share of the ink, or is not made
SPECK = 0.01         # of a letter height squared: smaller ink is dropped, as cut/segment.py does
# A letter is blurred by at most this share of its height (and Spoiling.blur): more and a person
# could not read it either (a letter 8 px high blurred by 1.6 px is a smudge).
LEGIBLE_BLUR = 0.1
# Of letters with company: the share whose company is a point value (the rest: the tile's rim).
COMPANY_VALUES = 0.6
# The cut's box round a letter reaches past the letter's own ink by up to this share of its
# height (a letter joined to its company is cut with all of it; the box clips the rest).
COMPANY_REACH = 0.25


@dataclass(frozen=True)
class Spoiling:
    """How far each spoiling goes (the training script's ranges; the benchmark's the same)."""

    smallest: float = 8.0      # pixels high the letter is drawn at, at least
    largest: float = 48.0
    stroke: int = 2            # pixels at RENDER_SIZE the stroke may grow or shrink by
    slant: float = 0.12        # shear, either way
    tilt: float = 4.0          # degrees, either way
    squeeze: float = 0.15      # width scaled by 1 +- this
    # Sigma in pixels of the small letter, at most: a screen blurred by 1.5 px with letters
    # 10-20 px high (a small pitch) is blurred about this much at that height.
    blur: float = 1.6
    noise: float = 8.0         # grey levels, at most
    jpeg: float = 0.5          # share of letters saved as JPEG
    company: float = 0.35      # share of letters with ink beside them that is no part of them


def drawable(font_path: Path, text: str) -> bool:
    """Whether the font draws `text` (not blank, not as its missing-glyph box)."""
    drawn = _drawn(str(font_path), text)
    return drawn is not None and (_drawn(str(font_path), MISSING) is None
                                  or not _same(drawn, _drawn(str(font_path), MISSING)))


def _same(first: np.ndarray, second: np.ndarray | None) -> bool:
    return second is not None and first.shape == second.shape and bool((first == second).all())


@lru_cache(maxsize=256)
def _font(font_path: str) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(font_path, RENDER_SIZE)


@lru_cache(maxsize=20000)
def _drawn(font_path: str, text: str) -> np.ndarray | None:
    """The text drawn (ink 255 on 0), cut to its ink with a margin; None where blank."""
    canvas = Image.new("L", (RENDER_SIZE * 2, RENDER_SIZE * 2), 0)
    ImageDraw.Draw(canvas).text((RENDER_SIZE // 2, RENDER_SIZE // 3), text, fill=255,
                                font=_font(font_path))
    ink = np.asarray(canvas)
    rows, cols = np.nonzero(ink > 127)
    if rows.size == 0:
        return None
    pad = RENDER_SIZE // 8
    return np.pad(ink[rows.min():rows.max() + 1, cols.min():cols.max() + 1], pad)


def spoiled(font_path: Path, text: str, rng: np.random.Generator,
            spoiling: Spoiling = Spoiling()) -> np.ndarray | None:
    """`text` drawn in the font and spoiled at random, cut as the reader cuts a glyph: ink
    True, at the reader's letter height; None where the font cannot draw it or nothing is left."""
    drawn = _drawn(str(font_path), text)
    if drawn is None:
        return None
    ink = _stroked(drawn, int(rng.integers(-spoiling.stroke, spoiling.stroke + 1)))
    ink = _warped(ink, rng, spoiling)
    height = float(np.exp(rng.uniform(np.log(spoiling.smallest), np.log(spoiling.largest))))
    small = _small(ink, height)
    if small is None:
        return None
    if rng.random() < spoiling.company:
        small = _with_company(small, font_path, rng)
    screen = _on_tile(small, rng, replace(spoiling, blur=min(spoiling.blur,
                                                             height * LEGIBLE_BLUR)))
    return _cut(screen)


def _stroked(ink: np.ndarray, pixels: int) -> np.ndarray:
    """The stroke made heavier or lighter; a hairline face is not thinned away."""
    if not pixels:
        return ink
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (2 * abs(pixels) + 1,) * 2)
    if pixels > 0:
        return cv2.dilate(ink, kernel)
    thinner = cv2.erode(ink, kernel)
    return thinner if (thinner > 127).sum() >= KEPT_BY_THINNING * (ink > 127).sum() else ink


def _warped(ink: np.ndarray, rng: np.random.Generator, spoiling: Spoiling) -> np.ndarray:
    """Slanted, tilted and squeezed about the middle, on a canvas that holds it all."""
    height, width = ink.shape
    angle = np.deg2rad(rng.uniform(-spoiling.tilt, spoiling.tilt))
    shear = rng.uniform(-spoiling.slant, spoiling.slant)
    squeeze = 1 + rng.uniform(-spoiling.squeeze, spoiling.squeeze)
    turn = np.array([[np.cos(angle), -np.sin(angle)], [np.sin(angle), np.cos(angle)]])
    linear = turn @ np.array([[squeeze, -shear], [0.0, 1.0]])
    side = int(2 * max(height, width))
    centre = np.array([width / 2, height / 2])
    offset = np.array([side / 2, side / 2]) - linear @ centre
    matrix = np.hstack([linear, offset[:, None]]).astype(np.float32)
    return cv2.warpAffine(ink, matrix, (side, side), flags=cv2.INTER_LINEAR)


def _small(ink: np.ndarray, height: float) -> np.ndarray | None:
    """The ink cut to its extent and drawn `height` pixels high, with a few pixels round it."""
    rows, cols = np.nonzero(ink > 127)
    if rows.size == 0:
        return None
    cut = ink[rows.min():rows.max() + 1, cols.min():cols.max() + 1]
    factor = height / cut.shape[0]
    size = (max(1, round(cut.shape[1] * factor)), max(1, round(height)))
    small = cv2.resize(cut, size, interpolation=cv2.INTER_AREA)
    pad = max(3, round(height / 4))
    return np.pad(small, pad).astype(np.float32) / 255.0


def _with_company(coverage: np.ndarray, font_path: Path,
                  rng: np.random.Generator) -> np.ndarray:
    """The letter's coverage with ink beside it that the reader's cut keeps with the letter
    (cut/segment.py cuts a tile to its letter's box, and ink joined to the letter or inside that
    box comes with it): a point value printed in a corner of the tile, touching or overlapping
    the letter's corner; or the tile's rim (a rounded corner, a straight edge) at the letter's
    side. Either is clipped to the letter's box widened a little, as the cut's box clips it."""
    rows, cols = np.nonzero(coverage > 0.5)
    if rows.size == 0:
        return coverage
    top, bottom, left, right = rows.min(), rows.max() + 1, cols.min(), cols.max() + 1
    height = bottom - top
    extra = np.zeros_like(coverage)
    if rng.random() < COMPANY_VALUES:
        _add_value(extra, (top, bottom, left, right), font_path, rng)
    else:
        _add_rim(extra, (top, bottom, left, right), rng)
    reach = round(height * rng.uniform(0.0, COMPANY_REACH))
    clip = np.zeros_like(coverage, dtype=bool)
    clip[max(0, top - reach):bottom + reach, max(0, left - reach):right + reach] = True
    return np.maximum(coverage, np.where(clip, extra, 0.0))


def _add_value(extra: np.ndarray, box: tuple[int, int, int, int], font_path: Path,
               rng: np.random.Generator) -> None:
    """A number of one or two digits, a quarter to two fifths of the letter's height, its
    middle near one of the letter box's corners."""
    top, bottom, left, right = box
    digits = str(int(rng.integers(1, 13)))
    drawn = _drawn(str(font_path), digits)
    if drawn is None:
        return
    height = max(3.0, (bottom - top) * rng.uniform(0.25, 0.4))
    small = _small(drawn, height)
    if small is None:
        return
    middle_row = top if rng.random() < 0.7 else bottom
    middle_col = left if rng.random() < 0.5 else right
    # Its middle up to half its own size off the corner either way.
    row = round(middle_row + rng.uniform(-0.5, 0.5) * small.shape[0] - small.shape[0] / 2)
    col = round(middle_col + rng.uniform(-0.5, 0.5) * small.shape[1] - small.shape[1] / 2)
    _paste_max(extra, small, row, col)


def _add_rim(extra: np.ndarray, box: tuple[int, int, int, int],
             rng: np.random.Generator) -> None:
    """A tile's rim near the letter: a quarter circle round one of its corners, or a straight
    edge along one of its sides, one to three pixels thick."""
    top, bottom, left, right = box
    height = bottom - top
    thickness = int(rng.integers(1, 4))
    gap = round(height * rng.uniform(0.0, 0.15))
    canvas = np.zeros(extra.shape, dtype=np.uint8)
    if rng.random() < 0.5:
        radius = max(3, round(height * rng.uniform(0.2, 0.5)))
        corner_row = bottom + gap if rng.random() < 0.6 else top - gap
        corner_col = right + gap if rng.random() < 0.5 else left - gap
        # The arc's centre lies inside the tile, diagonally in from the corner.
        centre_row = corner_row - radius if corner_row > top else corner_row + radius
        centre_col = corner_col - radius if corner_col > left else corner_col + radius
        cv2.circle(canvas, (int(centre_col), int(centre_row)), radius, 255, thickness)
    else:
        side = int(rng.integers(4))
        if side < 2:
            at = bottom + gap if side == 0 else top - gap
            cv2.line(canvas, (0, int(at)), (extra.shape[1] - 1, int(at)), 255, thickness)
        else:
            at = right + gap if side == 2 else left - gap
            cv2.line(canvas, (int(at), 0), (int(at), extra.shape[0] - 1), 255, thickness)
    np.maximum(extra, canvas.astype(np.float32) / 255.0, out=extra)


def _paste_max(target: np.ndarray, piece: np.ndarray, row: int, col: int) -> None:
    """`piece` laid on `target` at (row, col), the darker of the two kept, clipped to it."""
    top, left = max(0, row), max(0, col)
    bottom = min(target.shape[0], row + piece.shape[0])
    right = min(target.shape[1], col + piece.shape[1])
    if bottom <= top or right <= left:
        return
    np.maximum(target[top:bottom, left:right],
               piece[top - row:bottom - row, left - col:right - col],
               out=target[top:bottom, left:right])


def _on_tile(coverage: np.ndarray, rng: np.random.Generator, spoiling: Spoiling) -> np.ndarray:
    """The letter's coverage painted on a tile (grey levels, either polarity), blurred, noised
    and perhaps saved as JPEG; returned with the ink dark, as cut/segment.py normalises it."""
    tile = rng.uniform(0, 255)
    contrast = rng.uniform(70, 255)
    ink_level = tile - contrast if tile - contrast >= 0 and (
        tile + contrast > 255 or rng.random() < 0.5) else min(255.0, tile + contrast)
    picture: np.ndarray = tile + (ink_level - tile) * coverage
    sigma = rng.uniform(0, spoiling.blur)
    if sigma > 0.2:
        picture = cv2.GaussianBlur(picture, (0, 0), sigma)
    picture = picture + rng.normal(0, rng.uniform(0, spoiling.noise), picture.shape)
    picture = np.clip(picture, 0, 255).astype(np.uint8)
    if rng.random() < spoiling.jpeg:
        quality = int(rng.integers(30, 95))
        _, data = cv2.imencode(".jpg", picture, [cv2.IMWRITE_JPEG_QUALITY, quality])
        picture = np.asarray(cv2.imdecode(data, cv2.IMREAD_GRAYSCALE))
    levels = np.float32(tile), np.float32(ink_level)
    # Ink dark on a light tile, whatever the polarity drawn; the split half-way between.
    darkness = (picture.astype(np.float32) - levels[0]) / (levels[1] - levels[0])
    return np.clip(1.0 - darkness, 0.0, 1.0)


def _cut(lightness: np.ndarray) -> np.ndarray | None:
    """The glyph as cut/segment.py cuts it: scaled so the letter is GLYPH_HEIGHT high, split
    half-way, specks dropped."""
    rows = np.nonzero((lightness < 0.5).any(axis=1))[0]
    if rows.size == 0:
        return None
    factor = GLYPH_HEIGHT / max(1, rows.max() - rows.min() + 1)
    size = (max(8, round(lightness.shape[1] * factor)), max(8, round(lightness.shape[0] * factor)))
    big = cv2.resize(lightness, size, interpolation=cv2.INTER_LANCZOS4)
    ink = (big < 0.5).astype(np.uint8)
    count, labels, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    keep = np.zeros(count, dtype=bool)
    keep[1:] = stats[1:, cv2.CC_STAT_AREA] >= SPECK * GLYPH_HEIGHT * GLYPH_HEIGHT
    kept = keep[labels]
    return kept if kept.any() else None
