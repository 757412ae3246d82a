"""Find a board by its cells rather than its letters: for boards that are mostly empty.

A Balda board starts with one word in the middle row and nothing else, so its letters alone show
neither the board's size nor where its other cells are. Its cells do: the areas that are not the
lines or gaps between them (pixels not darker, or not lighter, than their neighbourhood) are
square components of one size, in a lattice that the letter-lattice search finds as well.

Glossary: a *cell blob* is such a component: square within a third, mostly filled (a letter in
it leaves a hole), and not touching the image's edge.
"""

from __future__ import annotations

import statistics

import cv2
import numpy as np
from PIL import Image, ImageChops

from desktop_solver.ocr.locate.components import Blob, find_blobs
from desktop_solver.ocr.locate.lattice import typical_height

MIN_CELL = 16      # pixels at work scale
TILE_FILL = 0.86   # a tile's outline encloses at least this share of its bounding box
# Pixels: gaps this wide in a line between cells (blur, JPEG) are closed when cells are sought.
LINE_GAP = 2
# Of a cell's side: a cell found with the lines grown whose centre lies this near a cell found
# as it is is that cell again (growing back by LINE_GAP moves a centre a pixel or so; the next
# cell lies a whole side away).
SAME_CELL = 0.3


def cell_blobs(not_ink: Image.Image, size: tuple[int, int]) -> list[Blob]:
    """Square, mostly filled components of a mask of the areas between lines. Blur and JPEG
    break thin lines into dashes, and cells meet through the gaps: the areas are also taken
    with the lines grown by LINE_GAP pixels each way, each cell found only so grown back as
    much (a cell found as it is keeps its own box)."""
    found = _square_areas(find_blobs(not_ink), size)
    eroded = cv2.erode(np.asarray(not_ink, dtype=np.uint8),
                       np.ones((2 * LINE_GAP + 1,) * 2, np.uint8))
    width, height = size
    closed = _square_areas(
        [Blob(max(0, b.left - LINE_GAP), max(0, b.top - LINE_GAP),
              min(width, b.right + LINE_GAP), min(height, b.bottom + LINE_GAP),
              b.area + 2 * LINE_GAP * (b.width + b.height))
         for b in find_blobs(Image.fromarray(eroded))], size)
    return found + [cell for cell in closed
                    if not any(abs(cell.cx - own.cx) < SAME_CELL * own.width
                               and abs(cell.cy - own.cy) < SAME_CELL * own.height
                               for own in found)]


def _square_areas(blobs: list[Blob], size: tuple[int, int]) -> list[Blob]:
    """The blobs shaped as a cell: square, mostly filled, neither tiny nor a large share of
    the picture, and clear of its edges (an area cut open by the edge is the page)."""
    width, height = size
    largest = min(width, height) / 2.5
    out = []
    for blob in blobs:
        h, w = blob.height, blob.width
        if not (MIN_CELL <= h <= largest and 0.75 * h <= w <= 1.33 * h) or blob.fill < 0.6:
            continue
        if blob.left == 0 or blob.top == 0 or blob.right == width or blob.bottom == height:
            continue
        out.append(blob)
    return out


def tile_blobs(gray: Image.Image) -> list[Blob]:
    """Tiles found by their outlines: closed, nearly square contours of OpenCV's edge map,
    filled or only outlined, rounded or not, one blob per tile (the outline's inner and outer
    edges give two contours; the larger is kept)."""
    pixels = np.asarray(gray.convert("L"), dtype=np.uint8)
    edges = cv2.dilate(cv2.Canny(pixels, 8, 24), np.ones((3, 3), np.uint8))
    contours, _ = cv2.findContours(edges, cv2.RETR_LIST, cv2.CHAIN_APPROX_SIMPLE)
    width, height = gray.size
    largest = min(width, height) / 2.5
    found = []
    for contour in contours:
        x, y, w, h = cv2.boundingRect(contour)
        if not (MIN_CELL <= h <= largest and 0.8 * h <= w <= 1.25 * h):
            continue
        area = cv2.contourArea(contour)
        if area < TILE_FILL * w * h:      # a letter O fills a circle's 0.79 of its box
            continue
        found.append(Blob(x, y, x + w, y + h, round(area)))
    return one_a_place(found)


def one_a_place(cells: list[Blob]) -> list[Blob]:
    """The cells without those whose centre lies in a larger one's middle third, largest
    first."""
    size = max(1.0, typical_height(cells))
    # Buckets of `size` a side: a larger cell's middle third reaches this many buckets away.
    largest = max((max(b.width, b.height) for b in cells), default=0)
    steps = 1 + int(0.3 * largest // size)
    reach = range(-steps, steps + 1)
    buckets: dict[tuple[int, int], list[Blob]] = {}
    kept: list[Blob] = []
    for cell in sorted(cells, key=lambda b: -b.area):
        kx, ky = int(cell.cx // size), int(cell.cy // size)
        near = (k for dx in reach for dy in reach for k in buckets.get((kx + dx, ky + dy), ()))
        if not any(abs(cell.cx - k.cx) < 0.3 * k.width and abs(cell.cy - k.cy) < 0.3 * k.height
                   for k in near):
            buckets.setdefault((kx, ky), []).append(cell)
            kept.append(cell)
    return kept


def inverted(mask: Image.Image) -> Image.Image:
    return ImageChops.invert(mask)


def letters_in_cells(cells: list[Blob], glyphs: list[Blob]) -> list[Blob]:
    """The glyph blobs whose centres lie in the middle of some cell (letters already placed)."""
    inside = []
    for glyph in glyphs:
        for cell in cells:
            margin_x, margin_y = cell.width * 0.2, cell.height * 0.2
            if (cell.left + margin_x <= glyph.cx <= cell.right - margin_x
                    and cell.top + margin_y <= glyph.cy <= cell.bottom - margin_y
                    and glyph.height <= 0.9 * cell.height):
                inside.append(glyph)
                break
    return inside


def letter_height(cells: list[Blob], letters: list[Blob]) -> float:
    """The typical letter height in the cells, or half a cell when the board is empty."""
    cell = statistics.median(b.height for b in cells)
    if letters:
        height = float(statistics.median(b.height for b in letters))
        # Marks in the cells (point values, pieces of letters broken by the threshold) are no
        # letters: a board's letters fill a good part of their cell.
        if height >= 0.3 * cell:
            return height
    return 0.5 * cell


def chroma_planes(colour: Image.Image) -> list[Image.Image]:
    """The picture's two opponent-colour planes (CIE Lab's a and b: green to red, blue to
    yellow), each a grey image. Tiles and the lines between them may differ from each other
    only in hue, as bright as one another (crimson cells on a magenta page, green lines
    between orange cells): the grey picture shows no cells there, these planes do."""
    lab = cv2.cvtColor(np.asarray(colour.convert("RGB"), dtype=np.uint8), cv2.COLOR_RGB2LAB)
    return [Image.fromarray(np.ascontiguousarray(lab[:, :, plane]), mode="L")
            for plane in (1, 2)]
