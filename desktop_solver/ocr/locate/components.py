"""Connected components of a binary image, and the horizontal runs that make them up.

Glossary: a *run* is a horizontal stretch of set pixels in one row; runs of neighbouring rows that
touch (8-connectivity) belong to the same *component*. OpenCV labels the components; the runs
let a chosen few be drawn again without the rest.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import cv2
import numpy as np
from PIL import Image

@dataclass(frozen=True)
class Blob:
    """One connected component: its bounding box (right and bottom exclusive) and pixel count."""

    left: int
    top: int
    right: int
    bottom: int
    area: int

    @property
    def width(self) -> int:
        return self.right - self.left

    @property
    def height(self) -> int:
        return self.bottom - self.top

    @property
    def cx(self) -> float:
        return (self.left + self.right) / 2

    @property
    def cy(self) -> float:
        return (self.top + self.bottom) / 2

    @property
    def fill(self) -> float:
        """Share of the bounding box that is set: letters are roughly 0.15-0.7."""
        return self.area / max(1, self.width * self.height)


def find_blobs(binary: Image.Image, min_area: int = 1) -> list[Blob]:
    """Components of the non-zero pixels of an 'L' or '1' image (8-connected), with at least
    `min_area` pixels: OpenCV's labelling."""
    pixels = np.asarray(binary.convert("L"), dtype=np.uint8)
    count, _, stats, _ = cv2.connectedComponentsWithStats(pixels, connectivity=8)
    return [Blob(int(x), int(y), int(x + w), int(y + h), int(area))
            for x, y, w, h, area in stats[1:count].tolist() if area >= min_area]


Run = tuple[int, int, int]
"""y, start, end (exclusive) of one horizontal run."""


def find_components(binary: Image.Image) -> list[tuple[Blob, list[Run]]]:
    """Components (8-connected) with their runs, so that chosen ones can be drawn again
    (`draw_runs`): OpenCV labels the pixels, numpy finds the runs. Components come in the order
    of their first run, top to bottom and left to right, each with its runs in that order."""
    if binary.mode not in ("L", "1"):
        raise ValueError(f"binary image mode {binary.mode!r}, expected 'L' or '1'")
    pixels = np.asarray(binary.convert("L"), dtype=np.uint8)
    count, labels, stats, _ = cv2.connectedComponentsWithStats(pixels, connectivity=8)
    if count <= 1:
        return []
    # Each run starts where a row steps from paper to ink and ends where it steps back.
    ink = np.zeros((pixels.shape[0], pixels.shape[1] + 2), dtype=np.int8)
    ink[:, 1:-1] = pixels != 0
    steps = np.diff(ink, axis=1)
    rows, starts = np.nonzero(steps == 1)
    ends = np.nonzero(steps == -1)[1]
    runs: dict[int, list[Run]] = {}
    for y, start, end, label in zip(rows.tolist(), starts.tolist(), ends.tolist(),
                                    labels[rows, starts].tolist()):
        runs.setdefault(label, []).append((y, start, end))
    found = []
    for label, members in runs.items():
        x, y, w, h, area = stats[label].tolist()
        found.append((Blob(x, y, x + w, y + h, area), members))
    return found


def draw_runs(size: tuple[int, int], runs: Iterable[Run], ink: int = 0,
              paper: int = 255) -> Image.Image:
    """An 'L' image of `size` with the given runs painted in `ink` on `paper`."""
    width, height = size
    buffer = bytearray([paper]) * (width * height)
    line = bytes([ink]) * width
    for y, start, end in runs:
        offset = y * width
        buffer[offset + start:offset + end] = line[:end - start]
    return Image.frombytes("L", size, bytes(buffer))
