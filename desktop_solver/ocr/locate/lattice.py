"""The lattice search: blobs (letters or cells) that sit on a regular grid, and how good a board
each such grid makes.

Glossary: an *edge* joins a blob to its nearest similar blob to the right or below; a *pitch
hypothesis* is a typical edge length; edges of about that length link blobs into groups whose
(row, col) indexes come from walking the edges. A group's occupied cells are split into dense
rectangles (a board beside a word list is two things), and each rectangle is a candidate `Lattice`
scored by its size, how full it is, and how big its glyphs are.
"""

from __future__ import annotations

import statistics
from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from dataclasses import dataclass

from desktop_solver.core.games import SizeLimits
from desktop_solver.ocr.geometry import CentreModel
from desktop_solver.ocr.locate.components import Blob

MIN_GLYPH = 7          # pixels at work scale: smaller blobs are noise or far-away text
# A board's horizontal and vertical pitch differ by less than this: printed word searches space
# their letters wider across than down (half as far again, and more), screens draw square cells.
MAX_PITCH_RATIO = 1.8
SAME_PITCH = 1.15      # pitches across and down within this ratio are one square hypothesis
# How full a border line of a lattice must be. Letters line up by chance (words beside a board
# fall in line with its columns): three in four. Cells seen at their exact lattice places are
# rarer by chance, and a pale tile on a gradient or under a big letter loses its outline: two
# in five, as full as an inner line must be not to split the lattice.
LETTER_BORDER = 0.75
CELL_BORDER = 0.4
LINE_ASPECT = 4        # a blob four times as high as it is wide is a line, not a letter
WIDE_LINE = 1.8        # an edge line of blobs this much wider than the board's is not its own
CELL_SIZE = 1.25       # nor one of cells this much wider or narrower than the board's


@dataclass(frozen=True)
class Lattice:
    """A candidate board at work scale: blob per occupied (row, col)."""

    rows: int
    cols: int
    cells: dict[tuple[int, int], Blob]
    glyph_height: float
    dark: bool
    score: float

    @property
    def occupancy(self) -> float:
        return len(self.cells) / (self.rows * self.cols)


class Buckets:
    """Blobs hashed by the cell of their centre, for neighbourhood queries."""

    def __init__(self, blobs: list[Blob], size: float) -> None:
        self.blobs = blobs
        self.size = max(8.0, size)
        self.cells: dict[tuple[int, int], list[int]] = {}
        for i, blob in enumerate(blobs):
            self.cells.setdefault(self._key(blob.cx, blob.cy), []).append(i)

    def _key(self, x: float, y: float) -> tuple[int, int]:
        return int(x // self.size), int(y // self.size)

    def near(self, left: float, top: float, right: float, bottom: float) -> Iterable[int]:
        kx0, ky0 = self._key(left, top)
        kx1, ky1 = self._key(right, bottom)
        get = self.cells.get
        for kx in range(kx0, kx1 + 1):
            for ky in range(ky0, ky1 + 1):
                yield from get((kx, ky), ())

    def around(self, x: float, y: float, reach_x: float, reach_y: float | None = None
               ) -> list[Blob]:
        """The blobs whose centres lie within `reach_x` across and `reach_y` (as much by
        default) up or down of (x, y)."""
        reach_y = reach_x if reach_y is None else reach_y
        found = (self.blobs[j] for j in self.near(x - reach_x, y - reach_y, x + reach_x,
                                                  y + reach_y))
        return [b for b in found if abs(b.cx - x) <= reach_x and abs(b.cy - y) <= reach_y]


def typical_height(blobs: list[Blob]) -> float:
    return statistics.median(b.height for b in blobs) if blobs else MIN_GLYPH


def in_band(a: Blob, b: Blob) -> bool:
    """Side by side: their vertical extents overlap by half the smaller height."""
    overlap = min(a.bottom, b.bottom) - max(a.top, b.top)
    return overlap >= 0.5 * min(a.height, b.height)


Edge = tuple[int, int, float]   # (from, to, distance)
NEIGHBOURS = 3   # candidates kept a direction: a tile's edge lines may stand nearer than its neighbour


def _edges(blobs: list[Blob]) -> tuple[list[list[Edge]], list[list[Edge]]]:
    """Each blob's nearest similar blobs to the right and below, nearest first.

    More than the nearest one is kept: at small scales the thin edge lines of a tile stand
    between its letter and the next tile's, and would hide the board's own spacing."""
    buckets = Buckets(blobs, 3 * typical_height(blobs))
    right: list[list[Edge]] = []
    down: list[list[Edge]] = []
    # The blobs' measures looked up once (a 20x20 board's blobs are compared 200,000 times).
    heights = [b.height for b in blobs]
    tops, bottoms = [b.top for b in blobs], [b.bottom for b in blobs]
    xs, ys = [b.cx for b in blobs], [b.cy for b in blobs]
    for i, height in enumerate(heights):
        x, y, top, bottom = xs[i], ys[i], tops[i], bottoms[i]
        reach = 6 * height
        to_right: list[Edge] = []
        to_below: list[Edge] = []
        for j in buckets.near(x - height, y - height, x + reach, y + reach):
            other = heights[j]
            size, least = (other, height) if other > height else (height, other)
            if j == i or size > 1.8 * least:
                continue
            dx, dy = xs[j] - x, ys[j] - y
            # Side by side (in_band): their vertical extents overlap by half the smaller height.
            if 0.9 * size <= dx <= 6 * size \
                    and min(bottom, bottoms[j]) - max(top, tops[j]) >= 0.5 * least:
                to_right.append((i, j, dx))
            if 0.9 * size <= dy <= 6 * size and abs(dx) <= 0.45 * size:
                to_below.append((i, j, dy))
        for found, edges in ((to_right, right), (to_below, down)):
            if found:
                edges.append(sorted(found, key=lambda edge: edge[2])[:NEIGHBOURS])
    return right, down


def _nearest_within(edges: list[list[Edge]], blobs: list[Blob], low: float,
                    high: float) -> Iterable[Edge]:
    """Each blob's nearest neighbour, when it stands between `low` and `high`; a letter looks
    past thin lines nearer than `low` (its tile's edges), a line past nothing."""
    for candidates in edges:
        looks_past = not _is_line(blobs[candidates[0][0]])
        for edge in candidates:
            if low <= edge[2] <= high:
                yield edge
                break
            if edge[2] >= low or not (looks_past and _is_line(blobs[edge[1]])):
                break


def _is_line(blob: Blob) -> bool:
    return LINE_ASPECT * blob.width <= blob.height


def _pitch_hypotheses(lengths: list[float], limit: int = 5) -> list[float]:
    """Typical edge lengths, most supported first: each one a guess at the board's pitch."""
    values = sorted(lengths)
    support = []
    for value in values:
        count = bisect_right(values, value * 1.15) - bisect_left(values, value * 0.85)
        support.append((count, value))
    support.sort(reverse=True)
    chosen: list[float] = []
    for count, value in support:
        if count < 3 or len(chosen) >= limit:
            break
        if any(0.8 * p <= value <= 1.25 * p for p in chosen):
            continue
        window = values[bisect_left(values, value * 0.85):bisect_right(values, value * 1.15)]
        chosen.append(statistics.median(window))
    return chosen


def find_lattices(blobs: list[Blob], dark: bool, limits: SizeLimits,
                  cells: bool = False) -> list[Lattice]:
    """Every plausible board among `blobs` (letters, or with `cells` the cells themselves), one
    per pitch hypothesis and linked group."""
    if len(blobs) < limits.min_tiles:
        return []
    right, down = _edges(blobs)
    found = []
    for across, below in _pitch_pairs(right, down):
        steps = [(i, j, 0, 1) for i, j, _ in
                 _nearest_within(right, blobs, 0.75 * across, 1.3 * across)]
        steps += [(i, j, 1, 0) for i, j, _ in
                  _nearest_within(down, blobs, 0.75 * below, 1.3 * below)]
        for coords in _walk(len(blobs), steps):
            found.extend(_dense_lattices(coords, blobs, dark, limits, cells))
    return found


def letter_rows(blobs: list[Blob], dark: bool, shortest: int) -> list[Lattice]:
    """Every row of at least `shortest` blobs in line at one of the typical pitches across,
    each a lattice of one row: a word across a board of empty cells, its other letters too few
    and too scattered for a lattice of their own."""
    right, down = _edges(blobs)
    found = []
    # The pitch down supports the pitch across: a word's letters and the few above and below
    # them stand on square cells.
    for pitch in _pitch_hypotheses([edges[0][2] for edges in right + down]):
        following = {i: j for i, j, _ in _nearest_within(right, blobs, 0.75 * pitch,
                                                          1.3 * pitch)}
        starts = set(following) - set(following.values())
        for start in starts:
            row = [start]
            while row[-1] in following and len(row) <= len(blobs):
                row.append(following[row[-1]])
            if len(row) >= shortest:
                cells = {(0, col): blobs[index] for col, index in enumerate(row)}
                lattice = _scored(cells, 1, len(row), dark)
                if lattice is not None:
                    found.append(lattice)
    return found


def _pitch_pairs(right: list[list[Edge]], down: list[list[Edge]]) -> list[tuple[float, float]]:
    """(pitch across, pitch down) hypotheses: the typical lengths of all edges, each one pitch
    both ways (square cells), then pairs of a typical length across and one down that differ
    (cells wider than high, or higher than wide).

    Only each blob's nearest neighbour supports a pitch: the farther ones would make every
    multiple of the pitch a hypothesis of its own."""
    across = [edges[0][2] for edges in right]
    below = [edges[0][2] for edges in down]
    pairs = [(pitch, pitch) for pitch in _pitch_hypotheses(across + below)]
    for x in _pitch_hypotheses(across, ODD_PAIRS):
        for y in _pitch_hypotheses(below, ODD_PAIRS):
            if SAME_PITCH < max(x, y) / min(x, y) <= MAX_PITCH_RATIO:
                pairs.append((x, y))
    return pairs


ODD_PAIRS = 2   # typical lengths a direction tried for cells that are not square


def _walk(count: int, steps: list[tuple[int, int, int, int]]) -> list[dict[int, tuple[int, int]]]:
    """(row, col) of every blob reached from each linked group's first blob."""
    links: dict[int, list[tuple[int, int, int]]] = {}
    for i, j, dr, dc in steps:
        links.setdefault(i, []).append((j, dr, dc))
        links.setdefault(j, []).append((i, -dr, -dc))
    seen: set[int] = set()
    groups = []
    for start in links:
        if start in seen:
            continue
        coords = {start: (0, 0)}
        stack = [start]
        seen.add(start)
        while stack:
            here = stack.pop()
            row, col = coords[here]
            for there, dr, dc in links[here]:
                if there not in coords:
                    coords[there] = (row + dr, col + dc)
                    seen.add(there)
                    stack.append(there)
        if len(coords) >= 3:
            groups.append(coords)
    return groups


def _dense_lattices(coords: dict[int, tuple[int, int]], blobs: list[Blob], dark: bool,
                    limits: SizeLimits, cells: bool = False) -> list[Lattice]:
    placed: dict[tuple[int, int], Blob] = {}
    for index, cell in coords.items():
        blob = blobs[index]
        if cell not in placed or blob.area > placed[cell].area:
            placed[cell] = blob
    out = []
    border = CELL_BORDER if cells else LETTER_BORDER
    for top, left, bottom, right in _dense_rectangles(set(placed), limits.lacking, border):
        rows, cols = bottom - top, right - left
        if not (limits.min_rows <= rows <= limits.max_rows
                and limits.min_cols <= cols <= limits.max_cols):
            continue
        inside = {(r - top, c - left): blob for (r, c), blob in placed.items()
                  if top <= r < bottom and left <= c < right}
        inside, rows, cols = _without_wide_edges(inside, rows, cols, limits, cells)
        if len(inside) < limits.min_tiles:
            continue
        lattice = _scored(inside, rows, cols, dark, cells)
        if lattice is not None:
            out.append(lattice)
    return out


def _without_wide_edges(cells: dict[tuple[int, int], Blob], rows: int, cols: int,
                        limits: SizeLimits, are_cells: bool = False
                        ) -> tuple[dict[tuple[int, int], Blob], int, int]:
    """The lattice without an edge row or column of blobs far wider than the board's letters:
    the halos the threshold draws round whole words of a line of text above or beside a board
    ("Score: 263/2639") are as high as its letters and may fall in line with its columns.
    A lattice of cells loses an edge line of cells of another size instead: a board's cells
    share one, and a keyboard's smaller keys under a Balda board may fall in line with its
    columns."""
    while True:
        widths = sorted(blob.width for blob in cells.values())
        typical = widths[len(widths) // 2] if widths else 0.0
        sides = ((0, "row"), (rows - 1, "row"), (0, "col"), (cols - 1, "col"))
        for index, kind in sides:
            line = [blob for (r, c), blob in cells.items()
                    if (r if kind == "row" else c) == index]
            if not line:
                continue
            width = statistics.median(b.width for b in line)
            if width < WIDE_LINE * typical and not (
                    are_cells and not 1 / CELL_SIZE <= width / max(typical, 1) <= CELL_SIZE):
                continue
            if (rows - (kind == "row") < limits.min_rows
                    or cols - (kind == "col") < limits.min_cols):
                continue
            shift = index == 0
            cells = {(r - (shift and kind == "row"), c - (shift and kind == "col")): blob
                     for (r, c), blob in cells.items()
                     if (r if kind == "row" else c) != index}
            rows, cols = rows - (kind == "row"), cols - (kind == "col")
            break
        else:
            return cells, rows, cols


def _dense_rectangles(cells: set[tuple[int, int]], lacking: int = 0,
                      border: float = 0.75) -> list[tuple[int, int, int, int]]:
    """Split the occupied cells into rectangles whose every border row and column is mostly full.

    Rows or columns that are almost empty separate two things (a board and a word list beside
    it); sparse border lines are stray blobs that happened to line up with the board. A border
    line lacking no more than `lacking` letters, or `border` full, is full enough."""
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    pending = [(min(rows), min(cols), max(rows) + 1, max(cols) + 1)]
    done = []
    while pending:
        top, left, bottom, right = pending.pop()

        def fill(rs: range, cs: range) -> float:
            return sum((r, c) in cells for r in rs for c in cs) / (len(rs) * len(cs))

        split = None
        for r in range(top + 1, bottom - 1):
            if fill(range(r, r + 1), range(left, right)) < 0.34:
                split = ((top, left, r, right), (r + 1, left, bottom, right))
                break
        if split is None:
            for c in range(left + 1, right - 1):
                if fill(range(top, bottom), range(c, c + 1)) < 0.34:
                    split = ((top, left, bottom, c), (top, c + 1, bottom, right))
                    break
        if split is not None:
            pending.extend(part for part in split if part[2] > part[0] and part[3] > part[1])
            continue
        width, height = right - left, bottom - top
        sides = [
            (fill(range(top, top + 1), range(left, right)) - _enough(width, lacking, border), 0),
            (fill(range(bottom - 1, bottom), range(left, right))
             - _enough(width, lacking, border), 1),
            (fill(range(top, bottom), range(left, left + 1)) - _enough(height, lacking, border),
             2),
            (fill(range(top, bottom), range(right - 1, right))
             - _enough(height, lacking, border), 3),
        ]
        worst, side = min(sides)
        if worst >= 0:
            done.append((top, left, bottom, right))
            continue
        top, bottom = top + (side == 0), bottom - (side == 1)
        left, right = left + (side == 2), right - (side == 3)
        if bottom > top and right > left:
            pending.append((top, left, bottom, right))
    return done


def _enough(length: int, lacking: int, border: float) -> float:
    """How full a border line of `length` cells must be, when it may lack `lacking` letters
    (on a 3 x 3 board one is a third of the line) or be `border` full."""
    return min(border, (length - lacking) / length)


def _scored(cells: dict[tuple[int, int], Blob], rows: int, cols: int, dark: bool,
            are_cells: bool = False) -> Lattice | None:
    """The lattice with its score, or None when its spacing is not a board's (letters nearly as
    big as the pitch are tile edges; cells may fill it)."""
    gaps_x = [cells[(r, c + 1)].cx - blob.cx for (r, c), blob in cells.items()
              if (r, c + 1) in cells]
    gaps_y = [cells[(r + 1, c)].cy - blob.cy for (r, c), blob in cells.items()
              if (r + 1, c) in cells]
    heights = [blob.height for blob in cells.values()]
    glyph = statistics.median(heights)
    # Tile edges, shadows and dashed frames line up like a board of I's; real boards have wide
    # letters too.
    wide = sum(blob.width >= 0.3 * blob.height for blob in cells.values())
    if wide < 0.5 * len(cells):
        return None
    if gaps_x and gaps_y:
        pitch_x, pitch_y = statistics.median(gaps_x), statistics.median(gaps_y)
        if max(pitch_x, pitch_y) > MAX_PITCH_RATIO * min(pitch_x, pitch_y):
            return None
        pitch = min(pitch_x, pitch_y)
    else:
        pitch = statistics.median(gaps_x or gaps_y or [0.0])
    if pitch <= 0 or glyph > (1.05 if are_cells else 0.95) * pitch:
        return None
    occupancy = len(cells) / (rows * cols)
    # The letters' area (their count times a letter's height squared), weighed by how full
    # the lattice is: of a board and a grid of smaller things beside it (a keyboard's keys,
    # more of them), the board's bigger letters win; the height to a power under 2 let the
    # keys' number outweigh them.
    score = len(cells) * glyph ** 2 * occupancy ** 2
    return Lattice(rows, cols, cells, glyph, dark, score)


SIDES = ("top", "bottom", "left", "right")
# Of the cells of a line just past a lattice's edge: this many that show the board (a letter of
# its size, a tile, a cell's look) make the line the board's; a drawn path or the threshold may
# take a few, and text or keys in line with a board leave gaps at more.
LINE_SHOWN = 0.6


def line_past(side: str, rows: int, cols: int) -> list[tuple[int, int]]:
    """The (row, col) of the cells of the line just past a lattice's `side` (top, bottom, left
    or right)."""
    if side in ("top", "bottom"):
        return [(-1 if side == "top" else rows, c) for c in range(cols)]
    return [(r, -1 if side == "left" else cols) for r in range(rows)]


def model_pitch(model: CentreModel) -> float:
    """The smaller of a centre model's pitches across and down at its first cell."""
    return min(abs(model.centre(0, 1)[0] - model.centre(0, 0)[0]) or 1e9,
               abs(model.centre(1, 0)[1] - model.centre(0, 0)[1]) or 1e9)
