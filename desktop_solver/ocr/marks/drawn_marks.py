"""Take drawn marks off the tiles before their letters are cut: a path traced across the board,
arrows, coloured badges and corner flags.

Inside a tile there are three kinds of pixels: the tile's colour, the letters' ink, and the
anti-aliased edge between them, whose colours lie on the line from one to the other. A mark drawn
over the tile has a colour off that line (red over black on white, yellow over white on blue).
Such pixels, when clearly coloured, are filled in from around them (OpenCV's inpainting) in the grey
image the letters are cut from, so a letter crossed by a path reads as the letter alone: a stroke
the path cut through is joined again, the tile's colour closes over the rest.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np
from PIL import Image

from desktop_solver.ocr.geometry import GridGeometry
from desktop_solver.ocr.images import in_rgb
from desktop_solver.ocr.marks.traced_legs import traced_legs
from desktop_solver.ocr.marks.translucent import seen_through

OFF_LINE = 60.0       # RGB distance from the tile-to-ink line that makes a pixel a mark
MIN_CHROMA = 50       # and it must be clearly coloured (max - min channel)
# The tile's colour is the most crowded bin of its middle's colours (_tile_colour): bins this
# wide (RGB units) hold a flat tile's JPEG noise and blur in one or two; the colour is the
# median of the pixels this near the bin's mean (a shaded tile's gradient spreads over a few).
COLOUR_BIN = 24
COLOUR_REACH = 36.0
INK_SHARE = 0.03      # the ink is the pixels farthest from the tile's colour, this share
RIM = 0.12            # the share of a tile box's side at each edge that is left alone
LONG_STROKE = 0.15    # a stroke this long (share of the image's short side) is a drawn path
LONG_STROKE_CHROMA = 80
MARK_SIDE = 120       # pixels: tiles are searched for marks at this size at most
DIRECTIONS = 8        # directions a drawn mark is bridged across, half a turn divided
RING_BAND = 0.1       # share of its box's side a stroke along the box's edge lies within
RING_SIDE = 0.5       # and the share of each side it runs along when it is an outline
# A wide coloured part smaller than this share of the pitch on a stroke this many times its
# size is a path's dot on a tile's centre (drawn up to twice a path's width of 0.07-0.22 of the
# pitch), not a highlight under the letters (wider than the letter, 0.5 of the pitch and more).
DOT_LARGEST = 0.5
DOT_LINE = 1.3
HUE_BIN = 15          # OpenCV hue units (half degrees) of one colour when wide areas are sought
HUE_BINS = 180 // HUE_BIN
STROKE_SIDE = 900     # pixels: the picture is searched for long strokes at this size at most
RIM_DILATION = 5      # pixels: a wide area's rim is this square's reach round it, at that size
# A wide part with no hole in it this many times as long as it is thick (area over thickness
# squared, the thickness four times its mean distance to its edge: a band's width) is a thick
# path's stretch: a path runs a pitch and more per step and is at most 0.22 of the pitch wide
# (4.5 times), while a square, disc or 2:1 button is under 3, and a tile or a highlight shows
# its letters through holes.
STROKE_SLENDER = 4.0
# Badges and corner flags: solid coloured shapes in a tile's corner, clear of its middle.
BADGE_CLEAR = 0.2     # of the tile's side: a badge keeps at least this far from the tile's centre
BADGE_LARGEST = 0.6   # of the side: a coloured shape wider or higher is a highlight, not a badge
BADGE_SMALLEST = 0.015  # of the tile's area: smaller coloured specks are no badge
BADGE_SOLID = 0.6     # a badge fills this share of its convex hull (its text cut out of it)
# A badge's hull is thick: the coloured fringes of sub-pixel text rendering along a stroke are a
# pixel or two wide (their hull's depth 1-2 px), a flag or disc a fifth of the tile or more.
BADGE_DEPTH = 0.06    # of the tile's side: the least depth of a badge's hull (distance inward)
BADGE_DEPTH_PIXELS = 2.5  # and in pixels at least


@dataclass(frozen=True)
class MarkMasks:
    """Where marks lie on the tiles (255), picture-sized, None where there are none: `drawn`
    the thin ones drawn over the tiles (drawn_mark_mask), `badges` the badges and corner flags
    (badge_mask)."""

    drawn: np.ndarray | None
    badges: np.ndarray | None


def mark_masks(picture: Image.Image, geometry: GridGeometry, badges: bool = True) -> MarkMasks:
    """Both masks of marks, from one look at each tile (`badges` False: the drawn marks only,
    for a game that prints no badges)."""
    rgb = np.asarray(in_rgb(picture), dtype=np.uint8)
    mask = np.zeros((picture.height, picture.width), dtype=np.uint8)
    badge = np.zeros_like(mask)
    # A mark is coloured (_off_line): a tile without a pixel of that chroma has none, and shrunk
    # it has none either (an average's chroma is at most its pixels' largest). Skipping those
    # spares a grey word search's hundreds of tiles the search.
    coloured_left, coloured_top, _, _ = geometry.board_box
    coloured = _coloured(rgb, geometry.board_box)
    for row in range(geometry.rows):
        for col in range(geometry.cols):
            left, top, right, bottom = geometry.tile_box(row, col)
            if right - left < 6 or bottom - top < 6:
                continue
            if not coloured[top - coloured_top:bottom - coloured_top,
                            left - coloured_left:right - coloured_left].any():
                continue
            tile = rgb[top:bottom, left:right]
            # Big tiles are looked at smaller: a mark is wider than a pixel or two anyway.
            factor = min(1.0, MARK_SIDE / max(tile.shape[:2]))
            small = tile if factor == 1.0 else cv2.resize(
                tile, (max(6, round(tile.shape[1] * factor)), max(6, round(tile.shape[0] * factor))),
                interpolation=cv2.INTER_AREA)
            found_off = _off_line(small.astype(np.float32))
            if found_off is None or not found_off[0].any():
                continue
            off_line, off_shades = found_off
            # A drawn mark is off the tile's shades (a glossy tile's rim is no path); a badge
            # is only off its line: a flag may be a darker shade of the tile's colour.
            found = [(mask, _marks(off_shades))]
            if badges:
                found.append((badge, _corner_badges(off_line)))
            for target, marks in found:
                if marks is None:
                    continue
                if factor != 1.0:
                    marks = cv2.resize(marks.astype(np.uint8), (tile.shape[1], tile.shape[0]),
                                       interpolation=cv2.INTER_NEAREST).astype(bool)
                target[top:bottom, left:right][marks] = 255
    # A path of a hue near the tiles' shades is found by its legs between them instead, in
    # the tiles where their colours showed no mark.
    drawn = _thin_marks(mask, geometry)
    legs = traced_legs(rgb, geometry)
    if legs is not None:
        legs = np.minimum(legs, _inner_tiles(geometry, drawn))
        if legs.any():
            legs = np.asarray(cv2.dilate(legs, np.ones((3, 3), np.uint8)), dtype=np.uint8)
            drawn = legs if drawn is None else np.maximum(drawn, legs)
    # Badges with their anti-aliased rims.
    return MarkMasks(drawn,
                     np.asarray(cv2.dilate(badge, np.ones((3, 3), np.uint8)), dtype=np.uint8)
                     if badge.any() else None)


def _inner_tiles(geometry: GridGeometry, drawn: np.ndarray | None) -> np.ndarray:
    """255 inside each tile's box less its RIM (the page, as _marks leaves it), in the tiles
    without any of the `drawn` marks; picture-sized."""
    width, height = geometry.image_size
    inner = np.zeros((height, width), dtype=np.uint8)
    for row in range(geometry.rows):
        for col in range(geometry.cols):
            left, top, right, bottom = geometry.tile_box(row, col)
            if drawn is not None and drawn[top:bottom, left:right].any():
                continue
            rim_x, rim_y = round((right - left) * RIM), round((bottom - top) * RIM)
            inner[top + rim_y:bottom - rim_y, left + rim_x:right - rim_x] = 255
    return inner


def drawn_mark_mask(picture: Image.Image, geometry: GridGeometry) -> np.ndarray | None:
    """Where thin drawn marks lie inside the tiles (255), picture-sized; None without any."""
    return mark_masks(picture, geometry, badges=False).drawn


def _thin_marks(mask: np.ndarray, geometry: GridGeometry) -> np.ndarray | None:
    """The thin marks of the tiles' coloured pixels `mask`."""
    if not mask.any():
        return None
    # Only thin marks (paths, arrows, outlines of badges): a wide coloured area is a highlight
    # under the letters (a found word in a word search), and the letters over it stay.
    pitch = min(geometry.pitch(0, 0))
    # Not the coloured fringes of sub-pixel text rendering or JPEG either: a pixel or two wide.
    thin = max(2, round(pitch / 30))
    marks = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((thin, thin), np.uint8))
    side = max(3, round(pitch / 6))
    wide = _highlights(marks, cv2.morphologyEx(marks, cv2.MORPH_OPEN,
                                               np.ones((side, side), np.uint8)), pitch)
    marks[cv2.dilate(wide, np.ones((5, 5), np.uint8)) > 0] = 0
    if not marks.any():
        return None
    return np.asarray(cv2.dilate(marks, np.ones((3, 3), np.uint8)), dtype=np.uint8)


def _highlights(marks: np.ndarray, wide: np.ndarray, pitch: float) -> np.ndarray:
    """The `wide` parts of the `marks` that are highlights: a wide part is a path's dot, no
    highlight, when it is small (a dot on a tile's centre is a fraction of a tile, a
    highlight under a letter wider than the letter) and the stroke it lies on runs on past it
    (a path's line; the colour inside an O's counter under a highlight is all its own)."""
    count, parts, stats, _ = cv2.connectedComponentsWithStats(wide, connectivity=8)
    if count <= 1:
        return wide
    _, strokes, stroke_stats, _ = cv2.connectedComponentsWithStats(marks, connectivity=8)
    kept = wide.copy()
    for index in range(1, count):
        x, y, w, h, _ = (int(v) for v in stats[index])
        extent = max(w, h)
        if extent >= DOT_LARGEST * pitch:
            continue
        ys, xs = np.nonzero(parts[y:y + h, x:x + w] == index)
        stroke = int(strokes[y + ys[0], x + xs[0]])
        reach = max(int(stroke_stats[stroke][2]), int(stroke_stats[stroke][3]))
        if reach >= DOT_LINE * extent:
            kept[parts == index] = 0
    return kept


def badge_mask(picture: Image.Image, geometry: GridGeometry) -> np.ndarray | None:
    """Where badges and corner flags lie on the tiles (255), picture-sized; None without any.

    A badge is a solid shape clearly coloured off the line from the tile's colour to its ink
    (Ruzzle's discs, the flags of «Слово за слово», a coloured corner of any game), in a corner:
    clear of the tile's centre, smaller than the tile, filling most of its convex hull. Its
    hull, cut-out text and all, is in the mask: taken off the picture the letters are cut from,
    a flag that reaches the letter's box is no part of the letter (tile_marks.py reads the
    badges from the picture in colour)."""
    return mark_masks(picture, geometry).badges


def without_badges(gray: Image.Image, badges: np.ndarray | None) -> Image.Image:
    """`gray` with the `badges` (badge_mask) filled in from round them: the tile's colour."""
    if badges is None:
        return gray
    filled = cv2.inpaint(np.asarray(gray, dtype=np.uint8), badges, 3, cv2.INPAINT_TELEA)
    return Image.fromarray(filled, mode="L")


def without_drawn_marks(gray: Image.Image, marks: np.ndarray | None,
                        geometry: GridGeometry) -> Image.Image:
    """`gray` with the `marks` (drawn_mark_mask) filled in from their surroundings."""
    if marks is None:
        return gray
    # A translucent path shows the letter under it: read through it where it does.
    pixels, marks = seen_through(np.asarray(gray, dtype=np.uint8), marks, geometry)
    if not marks.any():
        return Image.fromarray(pixels, mode="L")
    radius = max(2, round(min(geometry.pitch(0, 0)) / 20))
    filled = cv2.inpaint(pixels, marks, radius, cv2.INPAINT_TELEA)
    return Image.fromarray(_rejoined(filled, marks, geometry.ink_is_dark), mode="L")


def with_drawn_marks_erased(gray: Image.Image, marks: np.ndarray,
                            geometry: GridGeometry) -> Image.Image:
    """`gray` with the `marks` painted over in the colour around them with the letters taken
    out (a median over half a tile): the second reading of a crossed tile, which draws no
    ink where the mark was, where inpainting may draw too much."""
    pixels = np.asarray(gray, dtype=np.uint8)
    side = max(3, round(min(geometry.pitch(0, 0)) / 2)) | 1
    background = cv2.medianBlur(pixels, side)
    erased = pixels.copy()
    erased[marks > 0] = background[marks > 0]
    return Image.fromarray(erased, mode="L")


def _rejoined(filled: np.ndarray, marks: np.ndarray, ink_is_dark: bool) -> np.ndarray:
    """`filled` with the strokes a mark cut through joined again across it.

    Inpainting blends a gap in a stroke from the tile's colour on either side of it as much as
    from the ink, so a leg of R cut by a path fades and R reads P. A closing of the ink with a
    short line across the mark (grey morphology) bridges such a gap, while ink on one side only
    (a mark beside a stroke) or along the mark (a path through the opening of C) is not bridged.
    The mark's direction at each pixel comes from the structure tensor of its mask (a path bends
    at every tile centre it passes), and the closing counts inside the marks only."""
    ys, xs = np.nonzero(marks)
    distance = np.asarray(cv2.distanceTransform(marks, cv2.DIST_L2, 3), dtype=np.float32)
    thickness = 2 * float(np.quantile(distance[ys, xs], 0.95)) + 1
    pad = round(2 * thickness) + 2
    y0, y1 = max(0, ys.min() - pad), min(marks.shape[0], ys.max() + pad + 1)
    x0, x1 = max(0, xs.min() - pad), min(marks.shape[1], xs.max() + pad + 1)
    window, inside = filled[y0:y1, x0:x1], marks[y0:y1, x0:x1] > 0
    band = cv2.GaussianBlur(inside.astype(np.float32), (0, 0), max(1.0, thickness / 3))
    gx, gy = cv2.Sobel(band, cv2.CV_32F, 1, 0), cv2.Sobel(band, cv2.CV_32F, 0, 1)
    smooth = max(1.0, thickness / 2)
    products = (np.asarray(v, dtype=np.float32) for v in (gx * gx, gy * gy, gx * gy))
    jxx, jyy, jxy = (cv2.GaussianBlur(v, (0, 0), smooth) for v in products)
    across = 0.5 * np.arctan2(2 * jxy, jxx - jyy)          # the direction across the band
    direction = np.round(across / (np.pi / DIRECTIONS)).astype(int) % DIRECTIONS
    reach = thickness / 2 + 2
    side = 2 * int(np.ceil(reach)) + 1
    joined = window.copy()
    for index in range(DIRECTIONS):
        here = inside & (direction == index)
        if not here.any():
            continue
        angle = index * np.pi / DIRECTIONS
        kernel = np.zeros((side, side), np.uint8)
        middle = side // 2
        dx, dy = np.cos(angle) * reach, np.sin(angle) * reach
        cv2.line(kernel, (round(middle - dx), round(middle - dy)),
                 (round(middle + dx), round(middle + dy)), 1, 1)
        if ink_is_dark:
            closed = np.minimum(window, cv2.dilate(cv2.erode(window, kernel), kernel))
        else:
            closed = np.maximum(window, cv2.erode(cv2.dilate(window, kernel), kernel))
        joined[here] = closed[here]
    out = filled.copy()
    out[y0:y1, x0:x1] = joined
    return out


@dataclass(frozen=True)
class Strokes:
    """The thin, clearly coloured strokes of a picture that are no tile outline: `labels` of
    their components at `factor` times the picture's size, and each one's length (its box's
    longer side) in picture pixels, by label."""

    labels: np.ndarray
    factor: float
    lengths: dict[int, float]

    def longer_than(self, shortest: float) -> list[int]:
        return [index for index, length in self.lengths.items() if length >= shortest]


def coloured_strokes(picture: Image.Image) -> Strokes:
    """The picture's coloured strokes (see without_long_strokes). Coloured letters are among
    them; wide coloured areas (hue by hue: a red path across blue tiles is still a stroke) and
    the coloured outlines of tiles are not."""
    factor = min(1.0, STROKE_SIDE / max(picture.size))
    small = in_rgb(picture)
    if factor < 1.0:
        small = small.resize((max(1, round(picture.width * factor)),
                              max(1, round(picture.height * factor))), Image.Resampling.BOX)
    pixels = np.asarray(small, dtype=np.uint8)
    rgb = pixels.astype(np.int16)
    chroma = (rgb.max(axis=2) - rgb.min(axis=2)) > LONG_STROKE_CHROMA
    mask = chroma.astype(np.uint8) * 255
    side = min(small.size)
    mask = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((2, 2), np.uint8))
    mask[_wide_areas(pixels, mask, max(4, round(side * 0.02)))] = 0
    count, labels, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    lengths = {index: max(int(stats[index][2]), int(stats[index][3])) / factor
               for index in range(1, count) if not _ring(labels, stats[index], index)}
    return Strokes(labels, factor, lengths)


def without_long_strokes(picture: Image.Image, strokes: Strokes | None = None,
                         shortest: float | None = None) -> Image.Image:
    """The picture in grey with long, thin, clearly coloured strokes filled in: a path traced
    across several tiles, which would join their letters into one blob before the grid is
    found. Long is `shortest` picture pixels, by default a share of the picture's short side
    that no letter of a board's size reaches; coloured letters are short strokes and stay."""
    gray = picture.convert("L")
    strokes = strokes or coloured_strokes(picture)
    if shortest is None:
        shortest = LONG_STROKE * min(gray.size)
    long_ones = strokes.longer_than(shortest)
    if not long_ones:
        return gray
    found = np.isin(strokes.labels, long_ones).astype(np.uint8) * 255
    full = found if strokes.factor == 1.0 else cv2.resize(found, gray.size,
                                                          interpolation=cv2.INTER_NEAREST)
    lines = cv2.dilate(full, np.ones((5, 5), np.uint8))
    filled = cv2.inpaint(np.asarray(gray, dtype=np.uint8), lines, 3, cv2.INPAINT_TELEA)
    return Image.fromarray(filled, mode="L")


def _ring(labels: np.ndarray, stats: np.ndarray, index: int) -> bool:
    """Whether component `index` runs along all four sides of a squarish box: a coloured
    tile's outline (perhaps cut open where a badge sits on its corner), not a path."""
    left, top, width, height = (int(v) for v in stats[:4])
    if min(width, height) < RING_SIDE * max(width, height):
        return False
    shape = labels[top:top + height, left:left + width] == index
    band = max(2, round(min(width, height) * RING_BAND))
    sides = (shape[:band].any(axis=0), shape[-band:].any(axis=0),
             shape[:, :band].any(axis=1), shape[:, -band:].any(axis=1))
    return all(float(side.mean()) >= RING_SIDE for side in sides)


def _wide_areas(rgb: np.ndarray, mask: np.ndarray, wide_side: int) -> np.ndarray:
    """Where `mask` (coloured pixels) is a wide area or its rim, hue by hue: a red path over
    blue tiles is not part of the tiles' wide blue, while the blue rim of a tile is.

    An area is sought among the pixels of its hue and the next ones (a colour may straddle two
    hues' bounds), which may take in a path of a hue next to it drawn across it; so what is wide
    is only what is near each area's own mean hue: a red path over orange tiles stays a
    stroke."""
    hue = cv2.cvtColor(rgb, cv2.COLOR_RGB2HSV)[:, :, 0].astype(np.int16)
    bins = ((hue + HUE_BIN // 2) // HUE_BIN) % HUE_BINS
    coloured = mask > 0
    wide = np.zeros(mask.shape, dtype=bool)
    # Each hue's work is done in the box round its pixels, with room for the opening and the
    # dilation below to see the same neighbours as over the whole picture (a colourful
    # desktop's few hues each fill a corner of it).
    room = wide_side + RIM_DILATION
    for index in np.unique(bins[coloured]):
        apart = np.abs(bins - index)
        near = (np.minimum(apart, HUE_BINS - apart) <= 1) & coloured
        rows, cols = np.flatnonzero(near.any(axis=1)), np.flatnonzero(near.any(axis=0))
        box = (slice(max(0, rows[0] - room), rows[-1] + room + 1),
               slice(max(0, cols[0] - room), cols[-1] + room + 1))
        near = near[box]
        opened = cv2.morphologyEx(near.astype(np.uint8), cv2.MORPH_OPEN,
                                  np.ones((wide_side, wide_side), np.uint8))
        if not opened.any():
            continue
        opened[_thick_strokes(opened)] = 0
        if not opened.any():
            continue
        count, areas = cv2.connectedComponents(opened, connectivity=8)
        offset = ((hue[box] - index * HUE_BIN + 90) % 180 - 90).astype(np.float64)
        sums = np.bincount(areas.ravel(), weights=offset.ravel(), minlength=count)
        sizes = np.bincount(areas.ravel(), minlength=count)
        own = sums / np.maximum(sizes, 1)
        # Each pixel takes the hue of an area beside it: the rim lies just outside its area.
        beside = cv2.dilate(areas.astype(np.float32),
                            np.ones((RIM_DILATION, RIM_DILATION), np.uint8)).astype(int)
        close = np.abs(offset - own[beside]) <= HUE_BIN
        wide[box] |= near & close & (beside > 0)
    return wide


def _thick_strokes(opened: np.ndarray) -> np.ndarray:
    """Where the wide parts `opened` (0/1) are a thick path's stretches, not areas: slender
    (STROKE_SLENDER) and without a hole (a path is drawn over the letters, in its colour
    whatever lies under it)."""
    contours, hierarchy = cv2.findContours(opened, cv2.RETR_CCOMP, cv2.CHAIN_APPROX_SIMPLE)
    thick = np.zeros(opened.shape, dtype=np.uint8)
    if hierarchy is None:
        return thick > 0
    distance = cv2.distanceTransform(np.pad(opened, 1), cv2.DIST_L2, 3)[1:-1, 1:-1]
    for index, contour in enumerate(contours):
        if hierarchy[0][index][3] >= 0 or hierarchy[0][index][2] >= 0:
            continue  # a hole's outline, or an area with holes
        x, y, w, h = cv2.boundingRect(contour)
        part = np.zeros((h, w), dtype=np.uint8)
        cv2.drawContours(part, [contour], -1, 1, cv2.FILLED, offset=(-x, -y))
        inside = (part > 0) & (opened[y:y + h, x:x + w] > 0)
        area = int(inside.sum())
        thickness = 4.0 * float(distance[y:y + h, x:x + w][inside].mean()) if area else 0.0
        if thickness > 0 and area >= STROKE_SLENDER * thickness * thickness:
            thick[y:y + h, x:x + w][inside] = 1
    return thick > 0


def _corner_badges(found: np.ndarray) -> np.ndarray | None:
    """The hulls of the badges among one tile's pixels coloured off its line (`_off_line`; see
    badge_mask), or None."""
    height, width = found.shape
    count, labels, stats, _ = cv2.connectedComponentsWithStats(found.astype(np.uint8),
                                                               connectivity=8)
    ys, xs = np.mgrid[0:height, 0:width]
    far = np.hypot(xs - width / 2, ys - height / 2) >= BADGE_CLEAR * min(height, width)
    badges = np.zeros((height, width), dtype=np.uint8)
    for index in range(1, count):
        x, y, w, h, area = (int(v) for v in stats[index])
        if (area < BADGE_SMALLEST * height * width
                or max(w / width, h / height) > BADGE_LARGEST):
            continue
        shape = labels == index
        if not far[shape].all():
            continue
        hull = np.zeros((height, width), dtype=np.uint8)
        cv2.fillConvexPoly(hull, cv2.convexHull(cv2.findNonZero(shape.astype(np.uint8))), 1)
        depth = float(cv2.distanceTransform(np.pad(hull, 1), cv2.DIST_L2, 3).max())
        if (area >= BADGE_SOLID * int(hull.sum())
                and depth >= max(BADGE_DEPTH_PIXELS, BADGE_DEPTH * min(height, width))):
            badges |= hull
    return badges > 0 if badges.any() else None


def _coloured(rgb: np.ndarray, box: tuple[int, int, int, int]) -> np.ndarray:
    """Where the pixels of `box` are as coloured as a mark (box-sized)."""
    left, top, right, bottom = box
    part = rgb[top:bottom, left:right]
    red, green, blue = part[..., 0], part[..., 1], part[..., 2]
    chroma = np.maximum(np.maximum(red, green), blue) - np.minimum(np.minimum(red, green), blue)
    return np.asarray(chroma > MIN_CHROMA)


def _off_line(tile: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """Which of one tile's RGB pixels are clearly coloured off the line from the tile's colour
    (its middle's median) to its ink (the farthest few of the middle's pixels), and which of
    those are off the tile's shades as well (`_off_shades`); None when the tile has no such
    line."""
    height, width, _ = tile.shape
    middle = tile[height // 5: height - height // 5, width // 5: width - width // 5]
    pixels = middle.reshape(-1, 3)
    colour = _tile_colour(pixels)
    distance = np.linalg.norm(pixels - colour, axis=1)
    far = distance >= np.quantile(distance, 1 - INK_SHARE)
    if not far.any():
        return None
    ink = np.median(pixels[far], axis=0)
    span = ink - colour
    length = float(np.dot(span, span))
    if length < 1.0:
        return None
    flat = tile.reshape(-1, 3)
    along = np.clip((flat - colour) @ span / length, 0.0, 1.0)
    off = np.linalg.norm(flat - (colour + along[:, None] * span), axis=1)
    chroma = flat.max(axis=1) - flat.min(axis=1)
    coloured = (off > OFF_LINE) & (chroma > MIN_CHROMA)
    shaded = coloured.copy()
    shaded[coloured] = _off_shades(flat[coloured], colour, ink) > OFF_LINE
    return coloured.reshape(height, width), shaded.reshape(height, width)


def _tile_colour(pixels: np.ndarray) -> np.ndarray:
    """The colour most of a tile's middle `pixels` (n x 3) have: the median of those near the
    most crowded colour bin. A big bold letter's ink, or a wide path, may cover nearly as much
    of the middle as the tile shows, so the plain median is a mix of ink, path and tile, off the
    line the marks are measured from. The commonest colour is one of them: the tile's while the
    tile shows most (a path covering more of the middle than the tile is taken for the tile)."""
    bins = (pixels // COLOUR_BIN).astype(np.int64)
    keys = (bins[:, 0] * 256 + bins[:, 1]) * 256 + bins[:, 2]
    values, counts = np.unique(keys, return_counts=True)
    crowded = pixels[keys == values[np.argmax(counts)]]
    centre = crowded.mean(axis=0)
    near = np.linalg.norm(pixels - centre, axis=1) <= COLOUR_REACH
    return np.asarray(np.median(pixels[near], axis=0))


def _off_shades(pixels: np.ndarray, colour: np.ndarray, ink: np.ndarray) -> np.ndarray:
    """Each pixel's RGB distance from the shades of a tile and its ink: any mix of the two, any
    darker or lighter (the cone a * colour + b * ink, a and b at least 0). A glossy or shadowed
    tile's rim and a blurred letter's halo over it are such shades, off the line from the
    tile's median to its ink as they are; a path or an outline drawn over the tile in another
    colour is off them too."""
    best: np.ndarray = np.full(len(pixels), np.inf)
    for ray in (colour, ink):
        reach = float(np.dot(ray, ray))
        if reach < 1.0:
            best = np.minimum(best, np.linalg.norm(pixels, axis=1))
            continue
        share = np.maximum(pixels @ ray / reach, 0.0)
        best = np.minimum(best, np.linalg.norm(pixels - share[:, None] * ray, axis=1))
    basis = np.stack([colour, ink], axis=1)                       # 3 x 2
    gram = basis.T @ basis
    if abs(float(np.linalg.det(gram))) > 1e-6 * float(np.trace(gram)) ** 2:
        weights = np.linalg.solve(gram, basis.T @ pixels.T).T     # n x 2
        inside = (weights >= 0).all(axis=1)
        flat_off = np.linalg.norm(pixels - weights @ basis.T, axis=1)
        best = np.where(inside, np.minimum(best, flat_off), best)
    return best


def _marks(mask: np.ndarray) -> np.ndarray | None:
    """The drawn marks among one tile's pixels coloured off its line (`_off_line`; changed in
    place), or None without marks."""
    height, width = mask.shape
    # The box's rim is the gap between tiles (the page's colour), not the tile.
    rim_y, rim_x = round(height * RIM), round(width * RIM)
    mask[:rim_y, :] = mask[height - rim_y:, :] = False
    mask[:, :rim_x] = mask[:, width - rim_x:] = False
    return mask if mask.any() else None
