"""Connected components of a binary image, found from horizontal runs.

Glossary: a *run* is a horizontal stretch of set pixels in one row; runs of neighbouring rows that
touch (8-connectivity) belong to the same *component*. Pillow has no labelling function, and a
per-pixel flood fill in Python is far too slow, so rows are split into runs by a bytes regex (C
speed) and only the runs go through a union-find.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

import cv2
import numpy as np
from PIL import Image

_RUN = re.compile(rb"[^\x00]+")


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
    """Components with their runs, so that chosen ones can be drawn again (`draw_runs`)."""
    return _group(binary, keep_runs=True)


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


def _group(binary: Image.Image, keep_runs: bool) -> list[tuple[Blob, list[Run]]]:
    labels, runs = label_runs(binary)
    stats: dict[int, list[int]] = {}
    members: dict[int, list[Run]] = {}
    find = labels.find
    for y, start, end, label in runs:
        root = find(label)
        box = stats.get(root)
        if box is None:
            stats[root] = [start, y, end, y + 1, end - start]
            if keep_runs:
                members[root] = [(y, start, end)]
        else:
            if start < box[0]:
                box[0] = start
            if end > box[2]:
                box[2] = end
            box[3] = y + 1
            box[4] += end - start
            if keep_runs:
                members[root].append((y, start, end))
    return [(Blob(*box), members.get(root, [])) for root, box in stats.items()]


class _UnionFind:
    __slots__ = ("parent",)

    def __init__(self) -> None:
        self.parent: list[int] = []

    def new(self) -> int:
        self.parent.append(len(self.parent))
        return len(self.parent) - 1

    def find(self, item: int) -> int:
        parent = self.parent
        root = item
        while parent[root] != root:
            root = parent[root]
        while parent[item] != root:
            parent[item], item = root, parent[item]
        return root

    def union(self, a: int, b: int) -> int:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            # The older label stays the root so a component keeps its first (topmost) label.
            if rb < ra:
                ra, rb = rb, ra
            self.parent[rb] = ra
        return ra


def label_runs(binary: Image.Image) -> tuple[_UnionFind, list[tuple[int, int, int, int]]]:
    """Every run as (y, start, end, label) with labels joined in the returned union-find."""
    if binary.mode not in ("L", "1"):
        raise ValueError(f"binary image mode {binary.mode!r}, expected 'L' or '1'")
    image = binary.convert("L") if binary.mode == "1" else binary
    width, height = image.size
    data = image.tobytes()
    labels = _UnionFind()
    new, union = labels.new, labels.union
    runs: list[tuple[int, int, int, int]] = []
    previous: list[tuple[int, int, int]] = []
    finditer = _RUN.finditer
    for y in range(height):
        current: list[tuple[int, int, int]] = []
        offset = y * width
        first = 0
        count = len(previous)
        for match in finditer(data, offset, offset + width):
            start, end = match.start() - offset, match.end() - offset
            label = -1
            # Skip previous-row runs that end left of this one (diagonal touch counts).
            while first < count and previous[first][1] < start:
                first += 1
            k = first
            while k < count and previous[k][0] <= end:
                other = previous[k][2]
                label = other if label < 0 else union(label, other)
                k += 1
            if label < 0:
                label = new()
            current.append((start, end, label))
            runs.append((y, start, end, label))
        previous = current
    return labels, runs
