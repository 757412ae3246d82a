"""A path traced from tile centre to tile centre, found where it crosses from tile to tile.

The drawn marks' mask (drawn_marks) holds a tile's pixels off the shades of its colour and its
ink; a translucent path of a hue near those shades (olive over pink tiles, yellow over orange)
is no such pixel, and where it crosses a letter it is read as the letter's strokes. A game draws
its path as straight legs between the centres of neighbouring tiles, so a leg to the next tile
in a row or a column crosses the middle of their shared edge, where no letter lies. There the
path's colour stands off the boundary's own colour (the gap, a ruled line, the bare tile), which
is seen a little way off along the boundary on either side of the leg, the same both ways. A leg
found so is drawn into the mask, centre to centre at the width measured at its crossing, with a
dot on the path's ends as games draw them.

Diagonal legs are not sought: where ruled lines cross, a diagonal's points off the crossing stand
off the lines on either side of it as a path's would; a path's diagonal legs are left to the
colour search.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import cv2
import numpy as np

from desktop_solver.ocr.geometry import GridGeometry
from desktop_solver.ocr.recognise.sheet import Key

# Neighbours a leg is sought between: the next tile right and the next below.
STEPS = ((0, 1), (1, 0))
# Of the pitch: the leg is sampled this far either side of its crossing (a letter filling 75%
# of its cell ends 0.375 of the pitch from its centre, the crossing is 0.5 away or more).
ALONG = 0.06
# Of the pitch: the boundary's own colour is sampled this far from the crossing along it, clear
# of a path 0.22 of the pitch wide at most and of the next tile's letter.
BESIDE = 0.3
# RGB distances: the leg's colour this far from the boundary's is a path over it (a path drawn
# half transparent over a gap of its own lightness still differs by 60 and more; JPEG noise
# and a page's gradient over 0.6 of a pitch by 20 or less), and the sides as near as this are
# one colour.
LEG_APART = 45.0
SIDES_ALIKE = 25.0
# Points along the leg at its crossing, ALONG either side of it: one each 0.02 of the pitch, a
# few pixels apart at the smallest pitches, so a JPEG block's one bad pixel is one point.
LEG_SAMPLES = 7
STEADY_SHARE = 0.5    # of them must show the leg (a thin ruled line under it may not)
# Of the pitch: an edge's leg is followed this far into its tiles from their edge, unbroken
# (a J's descender ends a tenth of the pitch or so below its cell, short of the next letter).
RUN_ON = 0.25
# Points the leg is tested at on its way into each tile: one each 0.04 of the pitch, finer than
# a letter's stroke is wide, so a gap where the leg breaks off is seen.
RUN_ON_SAMPLES = 6
# Of the pitch: a leg wider than this is a highlight (a found word's band), no path.
WIDEST = 0.3
SHORTEST_PATH = 2     # legs: a traced word has three letters or more
NARROWEST = 2         # pixels: a narrower line is an anti-aliased edge, no path
SMOOTH = 3            # pixels: the picture is averaged over this square against JPEG noise
# Of the board's largest pitch, round its tiles' centres: the part of the picture averaged.
# Every point looked at lies within 0.7 of its tile's pitch of the tile's centre, each way (a
# crossing's sides and the run across it); the rest of a 12 MP photo is not averaged (0.05-0.1 s
# of processor time).
REACH = 1.0


def traced_legs(rgb: np.ndarray, geometry: GridGeometry) -> np.ndarray | None:
    """Where the legs of a path traced between tile centres lie (255), picture-sized; None
    when no path of SHORTEST_PATH legs or more is found. A path is one line: when some tile
    would have three legs or more the crossings are the board's own look, and none is a path."""
    pitch = min(geometry.pitch(0, 0))
    if pitch < 4 * NARROWEST:
        return None
    smooth = _smoothed(rgb, geometry)
    pairs = [((row, col), (row + d_row, col + d_col))
             for row in range(geometry.rows) for col in range(geometry.cols)
             for d_row, d_col in STEPS
             if 0 <= row + d_row < geometry.rows and 0 <= col + d_col < geometry.cols]
    crossings = _crossings(smooth, geometry, pairs)
    legs: list[tuple[Key, Key, float]] = []
    for index in np.flatnonzero(crossings.seen.sum(axis=1) >= STEADY_SHARE * LEG_SAMPLES):
        width = _leg_width(smooth, geometry, crossings, int(index))
        if width is not None:
            legs.append((*pairs[index], width))
    # A word traced is three letters or more: a lone leg is some other mark.
    if len(legs) < SHORTEST_PATH:
        return None
    ends: dict[Key, int] = {}
    for first, second, _ in legs:
        ends[first] = ends.get(first, 0) + 1
        ends[second] = ends.get(second, 0) + 1
    if max(ends.values()) > 2:
        return None
    mask = np.zeros(rgb.shape[:2], dtype=np.uint8)
    for first, second, width in legs:
        # A pixel more on either side: the leg's anti-aliased rim is path too, not letter.
        thickness = round(width) + 2
        cv2.line(mask, _point(geometry, first), _point(geometry, second), 255, thickness)
        # A bend is rounded as the path is; an end may carry a dot up to twice its width.
        for tile in (first, second):
            radius = round(width) if ends[tile] == 1 else thickness // 2
            cv2.circle(mask, _point(geometry, tile), radius, 255, -1)
    return mask


def _smoothed(rgb: np.ndarray, geometry: GridGeometry) -> np.ndarray:
    """`rgb` averaged over SMOOTH squares as floats, picture-sized, within REACH of the board
    (0 beyond it, where no point is looked at)."""
    # The corner tiles span the board (a bilinear map keeps its lattice inside their hull, and
    # its pitch between theirs).
    corners = [(row, col) for row in (0, geometry.rows - 1) for col in (0, geometry.cols - 1)]
    xs, ys = zip(*(geometry.centre(*corner) for corner in corners))
    margin = math.ceil(REACH * max(max(geometry.pitch(*corner)) for corner in corners))
    height, width = rgb.shape[:2]
    left, top = max(0, math.floor(min(xs)) - margin), max(0, math.floor(min(ys)) - margin)
    right = min(width, math.ceil(max(xs)) + margin + 1)
    bottom = min(height, math.ceil(max(ys)) + margin + 1)
    # The crop reaches past the part kept by half the square where the picture goes on, so
    # the kept part is averaged as the whole picture would be.
    pad = SMOOTH // 2
    x0, y0 = max(0, left - pad), max(0, top - pad)
    x1, y1 = min(width, right + pad), min(height, bottom + pad)
    blurred = cv2.blur(rgb[y0:y1, x0:x1].astype(np.float32), (SMOOTH, SMOOTH))
    smooth = np.zeros(rgb.shape, dtype=np.float32)
    smooth[top:bottom, left:right] = blurred[top - y0:bottom - y0, left - x0:right - x0]
    return smooth


def _point(geometry: GridGeometry, tile: Key) -> tuple[int, int]:
    x, y = geometry.centre(*tile)
    return round(x), round(y)


@dataclass(frozen=True)
class _Crossings:
    """Pairs of neighbouring tiles (first, second) and, at each of LEG_SAMPLES points along
    the leg between them across their shared edge: the point (x, y), its colour, the
    boundary's beside it (the median of BESIDE either side, alike) and whether the two stand
    LEG_APART (a leg's point)."""

    pairs: list[tuple[Key, Key]]
    points: np.ndarray          # pairs x samples x 2
    colours: np.ndarray         # pairs x samples x 3
    boundaries: np.ndarray      # pairs x samples x 3
    seen: np.ndarray            # pairs x samples, booleans


def _crossings(smooth: np.ndarray, geometry: GridGeometry,
               pairs: list[tuple[Key, Key]]) -> _Crossings:
    """The crossings of every pair at once, in numpy (a 20x20 board has 1,500 pairs)."""
    samples = LEG_SAMPLES
    if not pairs:
        return _Crossings(pairs, np.zeros((0, samples, 2)), np.zeros((0, samples, 3)),
                          np.zeros((0, samples, 3)), np.zeros((0, samples), dtype=bool))
    starts = np.array([geometry.centre(*first) for first, _ in pairs], dtype=np.float64)
    ends = np.array([geometry.centre(*second) for _, second in pairs], dtype=np.float64)
    pitches = np.array([min(geometry.pitch(*first)) for first, _ in pairs])[:, None]
    lengths = np.maximum(np.linalg.norm(ends - starts, axis=1, keepdims=True), 1e-6)
    along = (ends - starts) / lengths
    across = np.stack([-along[:, 1], along[:, 0]], axis=1)
    crossing = (starts + ends) / 2
    offsets = [sign * BESIDE * pitches * across for sign in (-1.0, 1.0)]
    height, width = smooth.shape[:2]

    def colours(points: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        x, y = np.round(points[:, 0]).astype(int), np.round(points[:, 1]).astype(int)
        inside = (x >= 0) & (x < width) & (y >= 0) & (y < height)
        return smooth[np.clip(y, 0, height - 1), np.clip(x, 0, width - 1)], inside

    points, ons, boundaries, seen = [], [], [], []
    for t in np.linspace(-ALONG, ALONG, LEG_SAMPLES):
        point = crossing + t * pitches * along
        on, inside = colours(point)
        sides = []
        for offset in offsets:
            side, side_inside = colours(point + offset)
            sides.append(side)
            inside &= side_inside
        stacked = np.stack(sides, axis=1)                       # pairs x 2 x 3
        boundary = np.median(stacked, axis=1)
        alike = np.linalg.norm(stacked - boundary[:, None, :], axis=2).max(axis=1) <= SIDES_ALIKE
        apart = np.linalg.norm(on - boundary, axis=1) >= LEG_APART
        points.append(point)
        ons.append(on)
        boundaries.append(boundary)
        seen.append(inside & alike & apart)
    return _Crossings(pairs, np.stack(points, axis=1), np.stack(ons, axis=1),
                      np.stack(boundaries, axis=1), np.stack(seen, axis=1))


def _runs_on(smooth: np.ndarray, geometry: GridGeometry, tile: Key, point: np.ndarray) -> bool:
    """Whether `point` in `tile` is off the tile's colour (the median of its box)."""
    left, top, right, bottom = geometry.tile_box(*tile)
    pixels = smooth[top:bottom, left:right].reshape(-1, 3)
    pixel = _sample(smooth, point)
    return (pixel is not None and len(pixels) > 0
            and float(np.linalg.norm(pixel - np.median(pixels, axis=0))) >= LEG_APART)


def _leg_width(smooth: np.ndarray, geometry: GridGeometry, crossings: _Crossings,
               index: int) -> float | None:
    """The width in pixels of a path's leg between the tiles of pair `index` of the
    `crossings` where it crosses their boundary, or None when no leg runs there."""
    first, second = crossings.pairs[index]
    start = np.array(geometry.centre(*first))
    end = np.array(geometry.centre(*second))
    length = float(np.linalg.norm(end - start))
    if length < 1.0:
        return None
    along = (end - start) / length
    across = np.array([-along[1], along[0]])
    crossing = (start + end) / 2
    pitch = min(geometry.pitch(*first))
    # The leg is compared with the boundary beside it point by point along the leg: it may
    # cross a gap, a ruled line and the tiles' edges, each a colour of its own under the path.
    seen = np.flatnonzero(crossings.seen[index])
    if len(seen) < STEADY_SHARE * LEG_SAMPLES:
        return None
    # The leg's width: the run across it of pixels of its colour.
    widths = [_run_across(smooth, crossings.points[index, sample], across,
                          (crossings.colours[index, sample], crossings.boundaries[index, sample]),
                          round(BESIDE * pitch))
              for sample in seen]
    if any(run is None for run in widths):
        return None       # the colour runs on past the sides: a band, no leg
    width = float(max(run for run in widths if run is not None))
    if not NARROWEST <= width <= WIDEST * pitch:
        return None
    # A letter's stroke may reach over its cell's edge (a J's descender) and stop: a leg runs
    # on into both its tiles, off their colour.
    if not all(_runs_on(smooth, geometry, tile, crossing + sign * depth * pitch * along)
               for tile, sign in ((first, -1), (second, 1))
               for depth in np.linspace(ALONG, RUN_ON, RUN_ON_SAMPLES)):
        return None
    return width


def _run_across(smooth: np.ndarray, middle: np.ndarray, across: np.ndarray,
                colours: tuple[np.ndarray, np.ndarray], reach: int) -> int | None:
    """How many pixels from `middle` either way along `across` are of the leg's colour (the
    first of `colours`: nearer it than LEG_APART and than the boundary's, the second); None
    when the run reaches `reach` on a side."""
    colour, boundary = colours
    width = 1
    for sign in (-1, 1):
        for step in range(1, reach):
            pixel = _sample(smooth, middle + sign * step * across)
            if pixel is None:
                break
            apart = float(np.linalg.norm(pixel - colour))
            if apart >= LEG_APART or apart >= float(np.linalg.norm(pixel - boundary)):
                break
            width += 1
        else:
            return None
    return width


def _sample(smooth: np.ndarray, point: np.ndarray) -> np.ndarray | None:
    """The (smoothed) colour at `point` (x, y), None outside the picture."""
    x, y = round(float(point[0])), round(float(point[1]))
    height, width = smooth.shape[:2]
    if not (0 <= x < width and 0 <= y < height):
        return None
    return np.asarray(smooth[y, x])
