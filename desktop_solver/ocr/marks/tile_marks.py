"""What a tile shows besides its letter: a point value and a bonus badge or corner flag.

Glossary: the *tile colour* is the median of the tile's middle; the *ink* is the colour of its
letter (the pixels of the letter's box farthest from the tile colour). Round each tile, in a
*window* a little larger than its cell (Ruzzle's badges overlap the tile's corner), *spots* are
the components of pixels clearly off the tile colour that touch neither the window's edge (that
is the page and the gaps between tiles) nor the letter. Spots of the ink's colour in a corner are
the digits of the tile's *value*; spots of another colour are a *badge*: a solid shape with its
text cut out of it (Ruzzle's discs, the corner flags of «Слово за слово») or coloured text.

Finding spots costs a few numpy operations a tile. A badge's text is first compared with the
bonus names drawn in the shipped fonts (drawn_badges.py); only values, and badges that
comparison cannot name, go to Tesseract, on small sheets (one of digits, one of badge texts read
in two page modes, side by side), so a board without marks costs no Tesseract run. Colour only
sorts spots into digits (the letters' colour) and badges (clearly more coloured than the
letters, of either polarity: a solid shape with its text cut out, or coloured text); what a badge
is comes from its text. A mark seen and not read leaves its tile's bonus unsure (`unsure`),
never its letter. A value a drawn path hid (under_path.py) is read again with the path painted
out, and its tile's value is unsure whatever that reads.
"""

from __future__ import annotations

import re

from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import cv2
import numpy as np
from PIL import Image

from desktop_solver.core.board import BONUSES
from desktop_solver.ocr.marks.drawn_badges import name_by_drawing, number_by_drawing
from desktop_solver.ocr.marks.under_path import hidden_corners, path_over_tiles, without_path
from desktop_solver.ocr.geometry import Box, GridGeometry
from desktop_solver.ocr.images import in_rgb
from desktop_solver.ocr.recognise.sheet import Key, Line, SlotKey, build_sheet
from desktop_solver.ocr.recognise.tesseract import Char, read_chars

WORK_PITCH = 96        # pixels: tiles are looked at this size
WINDOW = 1.3           # the window round a tile, in pitches
MIN_SPOT = 0.05        # a mark's least height, in pitches (a small printed "1"); its parts may
#                        be lower (the bar of a small 5 falls apart from its bowl)
MAX_SPOT = 0.6         # spots wider or higher than this are frames and borders, not marks
CORNER = 0.12          # a mark's centre lies at least this far (in pitches) off both middle lines
MARK_HEIGHT = 32       # pixels: a value's or badge text's height on Tesseract's sheet
INK_WAY = 0.4          # a spot of the ink's colour goes this far from the tile's colour to it
SAME_CHROMA = 60       # a spot this much more (or less) coloured than the letters is no digit
SOLID = 0.6            # a badge spot filling this share of its convex hull is a shape with
#                        text cut out (a disc or a flag with its text: 0.75-0.9; coloured text:
#                        under 0.5, its strokes leave most of its hull empty)
HULL_RIM = 3           # work pixels: the rim of a hull that is not the text cut out of it
MIN_CUT = 4            # work pixels: a cut-out with less inside the rim is a speck of anti-aliasing
SPARSE, BLOCK = 11, 6  # Tesseract's page modes: scattered text, one block of text
SIGN_SHARE = 0.45      # of a corner flag's text: the sign (× or c) before its digit
DIGITS = "0123456789"
# A board on most of whose tiles a value is read prints one on each (Wordament's, a Scrabble-like
# game's): a tile with none there whose corner a path crosses had its value hidden by the path.
VALUES_PRINTED = 0.5
BADGE_LETTERS = "DLTWxXcC23"
# What a mark on the sheets is: a tile value, a badge, a corner flag's digit alone.
_VALUE, _BADGE, _FLAG_DIGIT = 0, 1, 2
# Tesseract's readings of the badge texts, by the name of core.board.BONUSES.
_BADGE_READINGS = {"X2": "×2", "X3": "×3", "C2": "c2", "C3": "c3",
                   **{name: name for name in ("DL", "TL", "DW", "TW")}}


@dataclass(frozen=True)
class TileMarks:
    """Every tile's value (None where it shows none) and bonus name ('' where none), row by
    row; `found` says whether any tile showed either. `unsure` holds the tiles that show a
    mark (a badge, a flag, digits in a corner) that could not be read: their bonus or value is
    to be checked, never their letter."""

    values: tuple[tuple[int | None, ...], ...]
    bonuses: tuple[tuple[str, ...], ...]
    unsure: frozenset[tuple[int, int]] = frozenset()

    @property
    def found(self) -> bool:
        return any(v is not None for row in self.values for v in row) or any(
            name for row in self.bonuses for name in row)


def no_marks(geometry: GridGeometry) -> TileMarks:
    return TileMarks(tuple((None,) * geometry.cols for _ in range(geometry.rows)),
                     tuple(("",) * geometry.cols for _ in range(geometry.rows)))


@dataclass(frozen=True)
class _Spots:
    """One tile's marks as images to read: black text on white, `MARK_HEIGHT` high; and
    whether it shows a badge at all (one whose text could not be cut out has no image)."""

    value: Image.Image | None
    badge: Image.Image | None
    badge_seen: bool = False


def read_marks(picture: Image.Image, geometry: GridGeometry,
               letter_boxes: Mapping[Key, Box | None],
               drawn: np.ndarray | None = None) -> TileMarks:
    """The values and badges of every tile of the board in `picture` (RGB); `letter_boxes` are
    where each tile's letters are (None for an empty tile, which has no marks either); `drawn`
    is where a path or arrow is drawn over the tiles (drawn_marks.drawn_mark_mask), if any."""
    rgb = np.asarray(in_rgb(picture), dtype=np.uint8)
    shown = {key: box for key, box in letter_boxes.items() if box is not None}
    spots = {key: _tile_spots(rgb, geometry, *key, box) for key, box in shown.items()}
    values, badges = _read_spots(spots)
    # A mark seen and not read: a badge with no name, digits that are no number.
    unsure = {key for key, found in spots.items()
              if (found.badge_seen and not badges.get(key))
              or (found.value is not None and values.get(key) is None)}
    # A value under a path is read again with the path painted out; what that reads of a
    # digit the path half covered is to be checked, and so is a tile where it reads none.
    hidden = _hidden_values(rgb, geometry, shown, values, drawn)
    values.update(hidden)
    unsure |= set(hidden)
    return TileMarks(
        tuple(tuple(values.get((r, c)) for c in range(geometry.cols))
              for r in range(geometry.rows)),
        tuple(tuple(badges.get((r, c), "") for c in range(geometry.cols))
              for r in range(geometry.rows)), frozenset(unsure))


def _read_spots(spots: Mapping[Key, _Spots]) -> tuple[dict[Key, int | None], dict[Key, str]]:
    """The values and badge names the tiles' `spots` show."""
    # Marks named by their likeness to the names and numbers drawn in the shipped fonts; only
    # those it cannot name go to Tesseract.
    values: dict[Key, int | None] = {
        key: number for key, found in spots.items()
        if found.value is not None and (number := number_by_drawing(found.value)) is not None}
    badges = {key: name for key, found in spots.items() if found.badge is not None
              and (name := name_by_drawing(found.badge))}
    read = _read_by_tesseract({key: found.value for key, found in spots.items()
                               if found.value is not None and key not in values},
                              {key: found.badge for key, found in spots.items()
                               if found.badge is not None and key not in badges})
    return {**read.values, **values}, {**read.badges, **badges}


def _hidden_values(rgb: np.ndarray, geometry: GridGeometry, shown: Mapping[Key, Box],
                   values: Mapping[Key, int | None],
                   drawn: np.ndarray | None) -> dict[Key, int | None]:
    """The values of the tiles whose value a drawn path hid (under_path.hidden_corners) on a
    board that prints values (VALUES_PRINTED), read with the path painted out (None where
    none is read then either)."""
    printed = sum(values.get(key) is not None for key in shown)
    if drawn is None or not shown or printed < VALUES_PRINTED * len(shown):
        return {}
    path = path_over_tiles(rgb, drawn, geometry)
    if path is None:
        return {}
    hidden = hidden_corners(path, geometry, [key for key in shown if values.get(key) is None])
    if not hidden:
        return {}
    clear = without_path(rgb, path, geometry)
    again, _ = _read_spots({key: _tile_spots(clear, geometry, *key, shown[key])
                            for key in hidden})
    return {key: again.get(key) for key in hidden}


@dataclass(frozen=True)
class _Read:
    """What Tesseract read of the marks it was given: a value (None: no number) and a badge
    name ('' where none) by tile."""

    values: dict[Key, int | None]
    badges: dict[Key, str]


def _read_by_tesseract(value_images: dict[Key, Image.Image],
                       badge_images: dict[Key, Image.Image]) -> _Read:
    """Values and badges read by Tesseract on small sheets, a line of marks per board row."""
    value_lines: dict[tuple[int, int], Line] = {}
    badge_lines: dict[tuple[int, int], Line] = {}
    marks = [(image, value_lines, _VALUE, key) for key, image in value_images.items()]
    marks += [(image, badge_lines, _BADGE, key) for key, image in badge_images.items()]
    # A flag's digit, in case Tesseract cannot read the whole flag (see _badge); on lines of
    # their own, so the values' lines keep their rhythm.
    marks += [(_digit_part(image), value_lines, _FLAG_DIGIT, key)
              for key, image in badge_images.items()]
    for image, lines, kind, key in marks:
        lines.setdefault((kind, key[0]), []).append(((kind, key), image, -image.height // 2))
    # Badges are read twice, as scattered text and as a block: each reads some of their small,
    # oddly drawn letters that the other misses.
    jobs = [(value_lines, DIGITS, BLOCK)] if value_lines else []
    if badge_lines:
        jobs += [(badge_lines, BADGE_LETTERS, SPARSE), (badge_lines, BADGE_LETTERS, BLOCK)]
    if len(jobs) > 1:
        with ThreadPoolExecutor(max_workers=len(jobs)) as pool:
            sheets = list(pool.map(lambda job: _read_sheet(*job), jobs))
    else:
        sheets = [_read_sheet(*job) for job in jobs]
    found: dict[SlotKey, list[Reading]] = {}
    for sheet in sheets:
        for slot_key, reading in sheet.items():
            found.setdefault(slot_key, []).append(reading)
    values = {key: _value(readings[0][1]) for (kind, key), readings in found.items()
              if kind == _VALUE}
    badges: dict[Key, str] = {}
    for (kind, key), readings in found.items():
        if kind == _BADGE:
            digit = found.get((_FLAG_DIGIT, key), [(readings[0][0], [])])[0][1]
            names = [_badge(image, chars, digit) for image, chars in readings]
            badges[key] = next((name for name in names if name), "")
    return _Read(values, badges)


Reading = tuple[Image.Image, list[Char]]
"""A mark's image and Tesseract's characters on it, left to right."""


def _read_sheet(lines: dict[tuple[int, int], Line], letters: str,
                psm: int) -> dict[SlotKey, Reading]:
    sheet = build_sheet([lines[row] for row in sorted(lines)])
    images = {key: image for line in lines.values() for key, image, _ in line}
    chars = read_chars(sheet.image, "eng", letters, psm=psm)
    out: dict[SlotKey, Reading] = {key: (image, []) for key, image in images.items()}
    for slot, found in sheet.chars_by_slot(chars).items():
        out[slot.key] = (images[slot.key], found)
    return out


def _value(chars: list[Char]) -> int | None:
    text = "".join(char.text for char in chars)
    return int(text) if text.isdigit() and len(text) <= 3 else None


def _badge(image: Image.Image, chars: list[Char], digit: list[Char]) -> str:
    """The badge's name as Tesseract read it; or, for a corner flag whose sign it did not read
    (a small c, which it takes for anything), the sign told by its shape and the flag's digit
    read alone."""
    read = "".join(char.text for char in chars).upper()
    # A × Tesseract splits into two strokes reads as two: xX2 is ×2.
    name = _BADGE_READINGS.get(re.sub(r"^([XC])\1+(?=\d$)", r"\1", read), "")
    if name in BONUSES:
        return name
    number = "".join(char.text for char in digit)
    if number not in ("2", "3"):
        return ""
    sign = _sign_shape(image)
    name = _BADGE_READINGS.get(f"{sign}{number}", "") if sign else ""
    return name if name in BONUSES else ""


def _digit_part(image: Image.Image) -> Image.Image:
    """The right part of a flag's text, where its digit is ('×2', 'c3')."""
    return image.crop((round(image.width * SIGN_SHARE), 0, image.width, image.height))


def _sign_shape(text: Image.Image) -> str:
    """The sign of a flag's text ('×2', 'c3'): 'X', 'C' or '' when unsure. The sign ends at
    the first white column (or the thinnest, where it touches the digit); across its own
    middle, a c has its back on the left, a × only the point where its strokes cross."""
    ink = np.asarray(text, dtype=np.uint8) < 128
    rows, cols = np.nonzero(ink)
    if len(rows) < 6:
        return ""
    ink = ink[rows.min():rows.max() + 1, cols.min():cols.max() + 1]
    width = ink.shape[1]
    counts = ink.sum(axis=0)
    low, high = max(2, round(0.25 * width)), max(3, round(0.6 * width))
    gaps = np.flatnonzero(counts[low:high] == 0)
    end = low + int(gaps[0]) if len(gaps) else low + int(np.argmin(counts[low:high]))
    sign = ink[:, :end]
    rows = np.flatnonzero(sign.any(axis=1))
    if len(rows) < 3 or end < 3:
        return ""
    sign = sign[rows[0]:rows[-1] + 1]
    height, width = sign.shape
    middle = sign[round(0.35 * height): max(round(0.35 * height) + 1, round(0.65 * height))]
    back = middle[:, :max(1, round(0.25 * width))].any()
    centre = middle[:, round(0.35 * width): max(round(0.35 * width) + 1,
                                                round(0.65 * width))].any()
    if back and not middle[:, round(0.75 * width):].any():
        return "C"
    if centre and not back:
        return "X"
    return ""


def _tile_spots(rgb: np.ndarray, geometry: GridGeometry, row: int, col: int,
                letter_box: Box) -> _Spots:
    cx, cy = geometry.centre(row, col)
    pitch = min(geometry.pitch(row, col))
    half = pitch * WINDOW / 2
    height, width = rgb.shape[:2]
    left, top = max(0, round(cx - half)), max(0, round(cy - half))
    right, bottom = min(width, round(cx + half)), min(height, round(cy + half))
    # The window's edges that the picture's edge cut: a mark touching one of them is a mark the
    # picture cut, not the page round the tile.
    cut = (round(cx - half) < 0, round(cy - half) < 0, round(cx + half) > width,
           round(cy + half) > height)
    if right - left < 8 or bottom - top < 8:
        return _Spots(None, None)
    source = rgb[top:bottom, left:right].astype(np.float32)
    factor = WORK_PITCH / pitch
    work = cv2.resize(source, (max(8, round(source.shape[1] * factor)),
                               max(8, round(source.shape[0] * factor))),
                      interpolation=cv2.INTER_AREA)
    # Tile centre in work pixels, and the middle the tile's colour is taken from.
    wx, wy = (cx - left) * factor, (cy - top) * factor
    middle = work[max(0, round(wy - 0.3 * WORK_PITCH)): round(wy + 0.3 * WORK_PITCH),
                  max(0, round(wx - 0.3 * WORK_PITCH)): round(wx + 0.3 * WORK_PITCH)]
    if middle.size == 0:
        return _Spots(None, None)
    tile: np.ndarray = np.median(np.asarray(middle, dtype=np.float32).reshape(-1, 3), axis=0)
    off = np.linalg.norm(work - tile, axis=2)
    letters = _work_box(letter_box, left, top, factor, work.shape)
    ink = _ink(work, off, letters)
    if ink is None:
        return _Spots(None, None)
    ink_distance = float(np.linalg.norm(ink - tile))
    mask = (off > max(40.0, 0.45 * ink_distance)).astype(np.uint8)
    count, labels, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    inky: list[int] = []
    coloured: list[int] = []
    work_h, work_w = mask.shape
    for index in range(1, count):
        x, y, w, h, area = (int(v) for v in stats[index])
        if (_on_window_edge((x, y, x + w, y + h), (work_w, work_h), cut)
                or max(w, h) > MAX_SPOT * WORK_PITCH or area < 6
                or _is_letter(letters, (x, y, x + w, y + h))):
            continue
        sx, sy = x + w / 2 - wx, y + h / 2 - wy
        if max(abs(sx), abs(sy)) > 0.5 * WORK_PITCH:
            continue     # a neighbour's mark
        colour = _core_colour(work, off, labels == index)
        if _same_colour(colour, tile, ink):
            inky.append(index)
        elif _more_coloured(colour, ink):
            coloured.append(index)
    window = _Window(source, work, factor, labels, stats, tile, (wx, wy))
    value = _value_image(window, inky, ink)
    badge, badge_seen = _badge_image(window, coloured)
    return _Spots(value, badge, badge_seen)


@dataclass(frozen=True)
class _Window:
    """The window round one tile: its pixels as they are (`source`) and at the work scale
    (`work`, `factor` times the size), the spots found there (connectedComponentsWithStats'
    `labels` and `stats`), the tile's colour and its centre in work pixels."""

    source: np.ndarray
    work: np.ndarray
    factor: float
    labels: np.ndarray
    stats: np.ndarray
    tile: np.ndarray
    centre: tuple[float, float]


def _on_window_edge(box: Box, size: tuple[int, int], cut: tuple[bool, ...]) -> bool:
    """Whether a spot touches an edge of the window round its tile that the picture did not
    cut (what touches it is the page and the gaps between tiles)."""
    left, top, right, bottom = box
    touches = (left == 0, top == 0, right == size[0], bottom == size[1])
    return any(edge and not picture_edge for edge, picture_edge in zip(touches, cut))


def _same_colour(colour: np.ndarray, tile: np.ndarray, ink: np.ndarray) -> bool:
    """Whether a spot is printed in the letters' ink: its colour lies on the way from the
    tile's colour to the ink's (thin strokes blend with the tile), well towards the ink, and
    is no more coloured than that (a dark blue badge is near dark grey letters, but far more
    coloured)."""
    span = ink - tile
    length = float(np.dot(span, span))
    if length < 1.0:
        return False
    along = float(np.dot(colour - tile, span)) / length
    aside = float(np.linalg.norm(colour - (tile + along * span)))
    return (along >= INK_WAY and aside <= 0.25 * length ** 0.5 + 20
            and not _more_coloured(colour, ink))


def _more_coloured(colour: np.ndarray, ink: np.ndarray) -> bool:
    """Whether a spot is clearly more (or less) coloured than the letters, as badges and flags
    are (a grey outline or shadow beside grey letters is not)."""
    return abs(float(np.ptp(colour)) - float(np.ptp(ink))) > SAME_CHROMA


def _work_box(box: Box, left: int, top: int, factor: float, shape: tuple[int, ...]) -> Box:
    return (max(0, round((box[0] - left) * factor)), max(0, round((box[1] - top) * factor)),
            min(shape[1], round((box[2] - left) * factor)),
            min(shape[0], round((box[3] - top) * factor)))


def _is_letter(letters: Box, box: Box) -> bool:
    """Whether a spot is (part of) the letters: mostly on their box and more than half their
    height (a value printed close to a big letter reaches into its box, but is small)."""
    width = min(box[2], letters[2]) - max(box[0], letters[0])
    height = min(box[3], letters[3]) - max(box[1], letters[1])
    area = (box[2] - box[0]) * (box[3] - box[1])
    return (width > 0 and height > 0 and width * height >= 0.5 * area
            and box[3] - box[1] > 0.5 * (letters[3] - letters[1]))


def _ink(work: np.ndarray, off: np.ndarray, letters: Box) -> np.ndarray | None:
    """The letter's colour: the median of the fifth of its box's pixels farthest from the tile."""
    region = off[letters[1]:letters[3], letters[0]:letters[2]]
    if region.size < 4:
        return None
    far = region >= np.quantile(region, 0.8)
    colour: np.ndarray = np.median(work[letters[1]:letters[3], letters[0]:letters[2]][far], axis=0)
    return colour


def _core_colour(work: np.ndarray, off: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """A spot's own colour: its pixels farthest from the tile (the rest are blended edges)."""
    distances = off[mask]
    colour: np.ndarray = np.median(work[mask][distances >= np.quantile(distances, 0.5)], axis=0)
    return colour


def _corner_groups(stats: np.ndarray, indices: list[int], centre: tuple[float, float],
                   reach: float) -> list[list[int]]:
    """Spots in a corner of the tile, grouped with those within `reach` pitches of each other."""
    wx, wy = centre
    corner = [i for i in indices
              if abs(stats[i][0] + stats[i][2] / 2 - wx) >= CORNER * WORK_PITCH
              and abs(stats[i][1] + stats[i][3] / 2 - wy) >= CORNER * WORK_PITCH]
    groups: list[list[int]] = []
    for index in sorted(corner, key=lambda i: stats[i][0]):
        x, y, w, h = (int(v) for v in stats[index][:4])
        for group in groups:
            gx0, gy0, gx1, gy1 = _group_box(stats, group)
            gap_x = max(gx0 - (x + w), x - gx1, 0)
            gap_y = max(gy0 - (y + h), y - gy1, 0)
            if gap_x <= reach * WORK_PITCH and gap_y <= reach * WORK_PITCH:
                group.append(index)
                break
        else:
            groups.append([index])
    return [group for group in groups
            if _group_box(stats, group)[3] - _group_box(stats, group)[1]
            >= MIN_SPOT * WORK_PITCH]


def _group_box(stats: np.ndarray, group: list[int]) -> Box:
    return (min(int(stats[i][0]) for i in group), min(int(stats[i][1]) for i in group),
            max(int(stats[i][0] + stats[i][2]) for i in group),
            max(int(stats[i][1] + stats[i][3]) for i in group))


def _value_image(window: _Window, inky: list[int], ink: np.ndarray) -> Image.Image | None:
    """The digits in a corner in the ink's colour (the `inky` spots), the group of the most
    ink if several."""
    stats = window.stats
    groups = [group for group in _corner_groups(stats, inky, window.centre, 0.05)
              if _fits_value(_group_box(stats, group))]
    if not groups:
        return None
    group = max(groups, key=lambda g: sum(int(stats[i][4]) for i in g))
    return _text_image(window.source, window.factor, np.isin(window.labels, group),
                       _group_box(stats, group), window.tile, ink)


def _fits_value(box: Box) -> bool:
    width, height = box[2] - box[0], box[3] - box[1]
    return height <= 0.35 * WORK_PITCH and width <= 0.4 * WORK_PITCH and width <= 3 * height


def _badge_image(window: _Window, coloured: list[int]) -> tuple[Image.Image | None, bool]:
    """The text of the largest badge in a corner (among the `coloured` spots): cut out of a solid
    shape, or coloured; and
    whether there is a badge at all (one whose text cannot be cut out is still a badge).

    A shape is solid when it fills most of its convex hull (a disc, a corner triangle, a
    rounded square: whatever its outline); its text is what the hull holds that the shape does
    not, which keeps a digit that reaches the shape's edge (a flag's 3 open to the page)."""
    source, work, factor, stats, tile = (window.source, window.work, window.factor,
                                         window.stats, window.tile)
    groups = _corner_groups(stats, coloured, window.centre, 0.08)
    if not groups:
        return None, False
    group = max(groups, key=lambda g: sum(int(stats[i][4]) for i in g))
    box = _group_box(stats, group)
    shape = np.isin(window.labels, group)
    hull = _hull(shape)
    if int(shape.sum()) < SOLID * int(hull.sum()):
        colour = _core_colour(work, np.linalg.norm(work - tile, axis=2), shape)
        return _text_image(source, factor, shape, box, tile, colour), True
    holes = _cut_out(shape, hull)
    if not holes.any():
        return None, True
    ground = np.median(work[shape], axis=0)
    figure = np.median(work[holes], axis=0)
    ys, xs = np.nonzero(holes)
    text_box = (int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1)
    return _text_image(source, factor, holes, text_box, ground, figure), True


def _hull(shape: np.ndarray) -> np.ndarray:
    """The convex hull of the pixels of `shape`, filled."""
    points = cv2.findNonZero(shape.astype(np.uint8))
    hull = np.zeros(shape.shape, dtype=np.uint8)
    if points is not None:
        cv2.fillConvexPoly(hull, cv2.convexHull(points), 1)
    return hull > 0


def _cut_out(shape: np.ndarray, hull: np.ndarray) -> np.ndarray:
    """The text cut out of a solid badge: the parts of its hull that are not the shape and
    reach well inside the hull, whole (a digit touching the badge's edge keeps its top), while
    the slivers a curved or slanted outline leaves along the hull's rim, and specks, go."""
    inner = cv2.erode(hull.astype(np.uint8), np.ones((HULL_RIM, HULL_RIM), np.uint8)) > 0
    holes = (hull & ~shape).astype(np.uint8)
    count, labels = cv2.connectedComponents(holes, connectivity=8)
    deep = np.bincount(labels[inner & (holes > 0)], minlength=count)
    keep = [index for index in range(1, count) if deep[index] >= MIN_CUT]
    return np.isin(labels, keep) if keep else np.zeros(shape.shape, dtype=bool)


def _text_image(source: np.ndarray, factor: float, mask: np.ndarray, box: Box,
                ground: np.ndarray, figure: np.ndarray) -> Image.Image | None:
    """Black text on white, `MARK_HEIGHT` high: the source pixels of `box` (work pixels) by how
    far they go from `ground` towards `figure`, white away from `mask`."""
    left, top, right, bottom = box
    margin = 1
    crop = (max(0, int((left - margin) / factor)), max(0, int((top - margin) / factor)),
            min(source.shape[1], int(np.ceil((right + margin) / factor))),
            min(source.shape[0], int(np.ceil((bottom + margin) / factor))))
    if crop[2] - crop[0] < 2 or crop[3] - crop[1] < 2:
        return None
    pixels = source[crop[1]:crop[3], crop[0]:crop[2]]
    span = figure - ground
    length = float(np.dot(span, span))
    if length < 1.0:
        return None
    along = np.clip((pixels - ground) @ span / length, 0.0, 1.0)
    # Thin strokes (the bar of a small 5) may fall apart from their digit at the work size.
    near = cv2.dilate(mask.astype(np.uint8), np.ones((3, 3), np.uint8))
    near = cv2.resize(near, (source.shape[1], source.shape[0]), interpolation=cv2.INTER_NEAREST)
    along[near[crop[1]:crop[3], crop[0]:crop[2]] == 0] = 0.0
    image = Image.fromarray(np.round(255 * (1.0 - along)).astype(np.uint8), mode="L")
    scale = MARK_HEIGHT / max(1, image.height - 2 * margin / factor)
    size = (max(2, round(image.width * scale)), max(2, round(image.height * scale)))
    return image.resize(size, Image.Resampling.LANCZOS)
