"""Cut each tile out of the image and keep only its letters: no tile edges, point values or badges.

Glossary: a tile's crop is scaled so the board's typical letter is `GLYPH_HEIGHT` pixels high and
thresholded half-way between the tile's colour and its ink (its `levels`); blurred letters whose
thin strokes that split loses are cut again nearer the tile's colour (`faint_strokes`). The
*seed* is the letter-sized component nearest the tile centre; the *band* is the seed's vertical
extent.
Components beside the seed in the band (the other letters of QU, RE-, A/E, including the dash and
the slash) join it, and so do small marks right above or below it (the dot of i, the breve of Й;
cut/parts.py), also where they reach past the cell's edge.
Everything else in the tile (values in corners, bonus badges, neighbouring dice faces, tile
borders and the hairline sides of a tile's outline) is dropped.

A tile can be cut *turned* (by 90, 180 or 270 degrees anticlockwise) to read a die that lies on
its side or upside down in its tray.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property, lru_cache

import cv2
import numpy as np
from PIL import Image

from desktop_solver.ocr.cut.parts import LETTER_HEIGHT, MARK_REACH, is_mark, marks_beyond
from desktop_solver.ocr.locate.components import Blob, Run, draw_runs, find_components
from desktop_solver.ocr.geometry import Box, GridGeometry

GLYPH_HEIGHT = 44      # pixels: a size Tesseract reads best
MIN_CONTRAST = 32      # grey levels between tile and ink; less means an empty tile
FRAME_FILL = 0.25      # a component spanning the tile this hollow is a frame, not a letter
OUTLINE_ROOM = 0.1     # of the letter height: the least room between a tile's outline and its letter
SOFT = True            # give Tesseract anti-aliased letters rather than hard black and white
EDGE_BAND = 0.15       # of a cell next to each edge, where a grid line may run through the crop
LINE_COVER = 0.9       # of a row (or column) inked, for it to be a grid line rather than a letter
# Strokes fainter than the split: the ink is taken as this share of its darkness (the split
# then falls at 0.35 of the way), when paler ink that joins the letters beyond a fringe of
# FRINGE letter heights covers LOST_STROKE of a letter height squared (the arm of an E a
# letter's width long, a stroke thick). The letters cut so may grow at most GROWN in height.
FAINT_INK = 0.7
FRINGE = 0.05
LOST_STROKE = 0.01
GROWN = 1.15
# Letters more of whose ink than SHARP is DARK of the way to the ink's darkest are sharp: no
# stroke of theirs faded (measured on tuning screens: crisp letters 0.6-0.76, blurred small ones
# at most 0.49).
DARK = 0.85
SHARP = 0.55
# A board's blur is judged on every tile of a board of fewer than twice BLUR_SAMPLE tiles, on
# a bigger one on BLUR_SAMPLE of them (BLUR_LINES rows by BLUR_LINES columns, each in the
# middle of its band of the board): enough for a median, few enough to cost little on a 20x20
# word search.
BLUR_SAMPLE = 16
BLUR_LINES = 4
# Pixels: a tile's crop narrower or lower than this holds no letter to cut (a tile of a ring
# round the board that lies past the picture's edge is clipped to a sliver, or to nothing).
MIN_TILE_SIDE = 4
# Letters reach this far (in letter heights) from their tile's centre: Qu, a wide Ш or W.
CUTTING_EDGE = 0.75
# The tile's colour (for the letters' polarity) is the median of its crop less this share of
# each side: more than the middle the ink is sought in (INK_RIM), which a big bold letter (M, Ю,
# W filling 60-75% of the cell) inks more than half of; less than the whole crop, whose rim may
# be the page between tiles.
TILE_RIM = 0.08
# The tile's level for the split is the middle's level this share of the way from its ink's
# side (a letter and its halo ink less of the middle), when it is within FLAT_TILE grey levels
# of the tile's colour: a flat tile's, not a photo's texture.
TILE_SIDE = 0.8
FLAT_TILE = 16
# The ink is sought in the crop's middle less this share of each side (clear of tile borders).
INK_RIM = 0.2
# The widest upright line, in letter heights, that is no letter's stroke: a light serif face's
# stem is about 0.08 of its capitals' height. A tile's one-pixel outline grows with the crop's
# scale: it stays under this while the letters are about 18 px high or more in the picture
# (drawn DejaVu Serif, Liberation Sans); at 15 px its sides are thicker, and kept.
HAIRLINE = 0.05
# A piece beside a letter no farther from it than SPUR_GAP of the letters' band, at most
# SPUR_HEIGHT of it high and with ink over it is a part of that letter blur split off (a G's
# spur under its arc's top): letters side by side stand a letter's spacing apart, and a Qu's u
# (about 0.55 of a Q with its tail) nearly touches the Q but has nothing over it.
SPUR_GAP, SPUR_HEIGHT = 0.06, 0.6


@dataclass(frozen=True)
class TileGlyph:
    """The letters of one tile as black ink on white (`image` is None for an empty tile), with
    anti-aliased edges for Tesseract; `mask` is the same in pure black and white, for comparing
    glyphs.

    `box` is where the letters are in the source image. `shape` spells the components left to
    right: 'L' a letter, '|' a plain bar (I), '-' a dash, '/' a slash ('LL-' for IN-, 'L/L' for
    A/E). `dy` is the top of `image` relative to the tile centre (in glyph pixels), which keeps
    letters on their baseline when tiles are pasted side by side. `marks_above` counts the small
    marks over the letters (the dot of i, the two dots of Ё). `foot` is where the ink of the
    letters' lowest fifth starts across their width (0 at the left edge, 1 at the right): it
    tells a small q, whose descender is a stem on the right, from a g, whose tail hooks back to
    the left. `stray_ink` marks an empty result from a tile that has ink, but nothing shaped like
    an upright letter (an I lying on its side looks like a dash). `cut_off` says the picture's
    edge runs through the letters: part of them is missing, and what is left may read as
    another letter (Qu as U)."""

    row: int
    col: int
    image: Image.Image | None
    box: Box | None
    shape: str = ""
    dy: int = 0
    mask: Image.Image | None = None
    marks_above: int = 0
    foot: float | None = None
    stray_ink: bool = False
    cut_off: bool = False

    @property
    def letter_count(self) -> int:
        return self.shape.count("L") + self.shape.count("|")

    @property
    def is_empty(self) -> bool:
        return self.image is None


@dataclass(frozen=True)
class CutStyle:
    """How a tile's letters are cut: scaled so a typical letter is `height` pixels high, split
    at `level` of the way from the tile's colour to its ink, with their anti-aliased edges
    (`soft`), the tile turned `turn` degrees anticlockwise first. With `enlarge`, small letters
    of a multi-letter tile are cut again at their own size; `faint` takes the ink as paler;
    `board_blur` says whether the board's letters are blurred, whatever one tile's look (none:
    each tile is judged alone)."""

    height: int = GLYPH_HEIGHT
    level: float = 0.5
    soft: bool = SOFT
    turn: int = 0
    enlarge: bool = True
    faint: bool = False
    board_blur: BoardBlur | None = None


def cut_tiles(gray: Image.Image, geometry: GridGeometry, height: int = GLYPH_HEIGHT,
              only: set[tuple[int, int]] | None = None, soft: bool = SOFT,
              turn: int = 0) -> list[list[TileGlyph]]:
    """Every tile's letters (or those of the tiles in `only`), row by row, scaled so a typical
    letter is `height` pixels high; `soft` keeps the letters' anti-aliased edges; `turn` turns
    the tiles first."""
    scale = height / max(1.0, geometry.glyph_height)
    style = CutStyle(height, soft=soft, turn=turn, board_blur=BoardBlur(gray, geometry))
    return [[cut_tile(gray, geometry, (row, col), scale, style)
             for col in range(geometry.cols) if only is None or (row, col) in only]
            for row in range(geometry.rows)]


_TURNS = {90: Image.Transpose.ROTATE_90, 180: Image.Transpose.ROTATE_180,
          270: Image.Transpose.ROTATE_270}


def cut_tile(gray: Image.Image, geometry: GridGeometry, key: tuple[int, int], scale: float,
             style: CutStyle = CutStyle()) -> TileGlyph:
    """The letters of the tile at `key` (row, col), its crop scaled by `scale`, cut as `style`
    says. A tile whose letters have strokes fainter than the split (`faint_strokes`) is cut
    again with its ink taken as paler."""
    row, col = key
    box = geometry.tile_box(row, col)
    if _too_thin(box):
        return TileGlyph(row, col, None, None)
    crop = gray.crop(box)
    size = (max(8, round(crop.width * scale)), max(8, round(crop.height * scale)))
    crop = crop.resize(size, Image.Resampling.LANCZOS)
    if style.turn:
        crop = crop.transpose(_TURNS[style.turn])
    dark = tile_ink_is_dark(crop, geometry.ink_is_dark)
    levels = _levels(crop, dark)
    if levels is None:
        return TileGlyph(row, col, None, None)
    tile = _Crop(gray, geometry, row, col, box, crop, dark, scale, style)
    if style.faint:
        return _cut_crop(tile, _paler(levels))[0]
    glyph, drawn = _cut_crop(tile, levels)
    if drawn is None or not faint_strokes(crop, dark, levels, drawn, style):
        return glyph
    paler, _ = _cut_crop(replace(tile, style=replace(style, faint=True)), _paler(levels))
    # The same letters with their faint strokes (an I may grow arms into an E), not grown into
    # a frame round the tile.
    # Nor with fewer marks: a breve the paler split joins to the cell's outline is lost.
    if glyph.mask is None or paler.mask is None or paler.letter_count != glyph.letter_count \
            or paler.mask.height > GROWN * glyph.mask.height \
            or paler.marks_above < glyph.marks_above:
        return glyph
    return paler


class BoardBlur:
    """Whether a board's letters are blurred (`letters_blurred`), worked out the first time a
    tile asks: only a tile with paler ink joined to its letters and a sharp look of its own
    does, and most boards have none, so most cuts never pay for it."""

    def __init__(self, gray: Image.Image, geometry: GridGeometry) -> None:
        self.gray, self.geometry = gray, geometry

    @cached_property
    def blurred(self) -> bool:
        return letters_blurred(self.gray, self.geometry)


def letters_blurred(gray: Image.Image, geometry: GridGeometry) -> bool:
    """Whether the board's letters are blurred: the median over its sampled tiles
    (`_blur_sample`; empty ones left out) of the share of their ink DARK of the way to its
    darkest is under SHARP. Blur is the picture's, not one letter's: a bold letter's
    thick stem keeps a dark core under a blur that fades its thin foot, and its own share then
    calls it sharp. Measured on the tiles as the picture has them: the share is the blur's over
    the strokes' width, whatever the scale."""
    shares = []
    for key in _blur_sample(geometry.rows, geometry.cols):
        box = geometry.tile_box(*key)
        if _too_thin((max(box[0], 0), max(box[1], 0),
                      min(box[2], gray.width), min(box[3], gray.height))):
            continue
        crop = gray.crop(box)
        dark = tile_ink_is_dark(crop, geometry.ink_is_dark)
        levels = _levels(crop, dark)
        if levels is None:
            continue
        ink = np.asarray(_threshold(crop, dark, levels), dtype=np.uint8) > 0
        if ink.any():
            shares.append(float((_darkest(crop, dark, levels) & ink).sum() / ink.sum()))
    return bool(shares) and float(np.median(shares)) < SHARP


def _blur_sample(rows: int, cols: int) -> list[tuple[int, int]]:
    """The tiles (row, col) a board's blur is judged on: all of a small board, else one in the
    middle of each of BLUR_LINES bands across and down, spread over every row and column (a
    stride through the tiles in reading order would take one column only on a board of 16
    rows)."""
    if rows * cols < 2 * BLUR_SAMPLE:
        return [(row, col) for row in range(rows) for col in range(cols)]

    def middles(count: int) -> list[int]:
        bands = min(count, BLUR_LINES)
        return [(2 * band + 1) * count // (2 * bands) for band in range(bands)]

    return [(row, col) for row in middles(rows) for col in middles(cols)]


def _too_thin(box: Box) -> bool:
    """Whether a tile's box (clipped to the picture) is too narrow or low to hold a letter."""
    return box[2] - box[0] < MIN_TILE_SIDE or box[3] - box[1] < MIN_TILE_SIDE


def _darkest(crop: Image.Image, ink_is_dark: bool, levels: tuple[int, int]) -> np.ndarray:
    """The crop's ink DARK of the way from the tile's colour to its darkest: how much of a
    letter's ink is there says whether it is blurred (SHARP)."""
    return np.asarray(_threshold(crop, ink_is_dark, levels, DARK), dtype=np.uint8) > 0


@dataclass(frozen=True)
class _Crop:
    """A tile's crop, scaled and turned, with what cutting its letters takes."""
    gray: Image.Image
    geometry: GridGeometry
    row: int
    col: int
    box: Box
    image: Image.Image
    dark: bool
    scale: float
    style: CutStyle


def _paler(levels: tuple[int, int]) -> tuple[int, int]:
    """The tile's levels with its ink taken as paler, to split off strokes fainter than the
    split at the tile's own levels."""
    return levels[0], round(levels[0] + (levels[1] - levels[0]) * FAINT_INK)


def _cut_crop(tile: _Crop, levels: tuple[int, int]) -> tuple[TileGlyph, Image.Image | None]:
    """The tile's letters split at `levels`, and the letters chosen drawn black on white (None
    where none were chosen, or the letters were cut again enlarged)."""
    gray, geometry, row, col, box, crop = (tile.gray, tile.geometry, tile.row, tile.col,
                                           tile.box, tile.image)
    dark, scale, style = tile.dark, tile.scale, tile.style
    height, level, turn = style.height, style.level, style.turn
    binary = _threshold(crop, dark, levels, level)
    if geometry.ruled:
        binary = without_grid_lines(binary)
    components = find_components(binary)
    selection = select_letters([blob for blob, _ in components], crop.size, height)
    if selection is None and not geometry.ruled:
        # A letter joined to the cell's outline (by what a drawn path left across it, or a
        # serif touching it) is one frame with it, and dropped; without the outline's lines it
        # stands apart.
        binary = without_grid_lines(binary)
        components = find_components(binary)
        selection = select_letters([blob for blob, _ in components], crop.size, height)
    if selection is None:
        return TileGlyph(row, col, None, None, stray_ink=True), None
    if geometry.single_letters:
        # A letter broken in parts by the threshold is one letter, a grid line beside it no dash.
        selection = Selection(selection.letters, (), selection.marks, selection.pieces)
    body = selection.letters + selection.pieces
    band = max(b.bottom for b in body) - min(b.top for b in body)
    if style.enlarge and len(selection.letters) > 1 and band < 0.8 * height \
            and not geometry.single_letters:
        # Tiles of several letters (QU, SUB-) print them smaller; read them at full size.
        return cut_tile(gray, geometry, (row, col), scale * min(1.6, height / band),
                        replace(style, enlarge=False)), None
    chosen = selection.blobs
    runs: list[Run] = []
    for blob, blob_runs in components:
        if blob in chosen:
            runs.extend(blob_runs)
    drawn = draw_runs(crop.size, runs)
    canvas = _Canvas(crop, box, 0, chosen, runs)
    # Only upright: the canvas grows over the picture's rows, and a turned tile's marks past
    # its edge (a big Й on a die lying on its side) lie past a side of its cell, not looked at.
    if not turn:
        canvas = _seen_beyond(tile, levels, [b for b, _ in components], selection,
                              canvas) or canvas
    left = min(b.left for b in canvas.blobs)
    top = min(b.top for b in canvas.blobs)
    right = max(b.right for b in canvas.blobs)
    bottom = max(b.bottom for b in canvas.blobs)
    ink = drawn if canvas.image is crop else draw_runs(canvas.image.size, canvas.runs)
    image = _soft_ink(canvas.image, ink, levels, dark) if style.soft else ink
    image = image.crop((left, top, right, bottom))
    mask = ink.crop((left, top, right, bottom))
    ink_left, ink_top, ink_right, ink_bottom = _unturned((left, top, right, bottom), crop.size,
                                                         turn)
    seen = canvas.box
    sx = (seen[2] - seen[0]) / canvas.image.width
    sy = (seen[3] - seen[1]) / canvas.image.height
    source_box = (seen[0] + round(ink_left * sx), seen[1] + round(ink_top * sy),
                  seen[0] + round(ink_right * sx), seen[1] + round(ink_bottom * sy))
    slashes = {blob for blob, blob_runs in components
               if blob in selection.letters and _is_slash(blob, blob_runs)}
    # A bar with parts of its letter beside it (a P whose bowl blur cut off) is no plain I.
    parts = sorted([(b.left, "/" if b in slashes
                     else "|" if _is_bar(b) and not selection.pieces else "L")
                    for b in selection.letters] + [(b.left, "-") for b in selection.dashes])
    shape = "".join(kind for _, kind in parts)
    # A tile of one letter holds no slash (A/E's): a blurred Z whose bars faded is that letter.
    if geometry.single_letters and shape not in ("L", "|"):
        shape = "L"
    band_top = min(b.top for b in selection.letters + selection.pieces)
    band_bottom = max(b.bottom for b in selection.letters + selection.pieces)
    above = sum(1 for b in selection.marks if b.top < band_top) + canvas.marks_above
    edges = () if turn else _image_edges(box, gray.size)
    # The ink the edge left of a letter beside the letters read (the Q of a Qu left as u) counts
    # only where a side edge runs near enough the tile's centre to cut a letter: a flag in the
    # corner of a tile at the edge is whole, and so is a tile's outline cut at the top.
    centre = geometry.centre(row, col)
    near = tuple(side for side, distance in (("left", centre[0]), ("right", gray.width - centre[0]))
                 if distance * scale < CUTTING_EDGE * height)
    cut_off = any(_on_edge(blob, crop.size, edges) and (blob in chosen or (
        _on_edge(blob, crop.size, near) and _in_band(blob, band_top, band_bottom, height)))
        for blob, _ in components)
    return TileGlyph(row, col, image, source_box, shape, top - canvas.pad - crop.height // 2,
                     mask, above, foot_of(mask), cut_off=cut_off), drawn


@dataclass(frozen=True)
class _Canvas:
    """Where a tile's letters are drawn: its crop, or the crop with the rows above and below
    the cell that hold a mark of its letters (`pad` of them above the cell). `box` is the
    canvas's place in the source image; `blobs` and `runs` the chosen ink in its coordinates;
    `marks_above` the marks found above the cell."""
    image: Image.Image
    box: Box
    pad: int
    blobs: tuple[Blob, ...]
    runs: list[Run]
    marks_above: int = 0


def _seen_beyond(tile: _Crop, levels: tuple[int, int], blobs: list[Blob],
                 selection: Selection, canvas: _Canvas) -> _Canvas | None:
    """The canvas grown over the rows past the cell's top or bottom edge that hold a mark of
    the letters the cell's edge cut (a big Й's breve, parts.marks_beyond); None when there is
    none. Only an edge that cuts a component left out of the letters (`blobs` are the cell's),
    over their columns and no wider than them, is looked past: most tiles have none."""
    crop, box, gray = tile.image, tile.box, tile.gray
    body = selection.letters + selection.pieces
    left, right = min(b.left for b in body), max(b.right for b in body)
    cut = [b for b in blobs if b not in canvas.blobs and left <= b.cx <= right
           and b.width <= right - left]
    reach = round(MARK_REACH * (box[3] - box[1]))
    above = reach if any(b.top == 0 for b in cut) else 0
    below = reach if any(b.bottom == crop.height for b in cut) else 0
    seen = (box[0], max(0, box[1] - above), box[2], min(gray.height, box[3] + below))
    if (seen[1], seen[3]) == (box[1], box[3]):
        return None
    per_row = crop.height / (box[3] - box[1])
    pad = round((box[1] - seen[1]) * per_row)
    tall = gray.crop(seen).resize((crop.width, crop.height + pad + round((seen[3] - box[3])
                                                                        * per_row)),
                                  Image.Resampling.LANCZOS)
    shifted = [_lowered(b, pad) for b in body]
    taken = tuple(_lowered(b, pad) for b in canvas.blobs)
    found = marks_beyond(_threshold(tall, tile.dark, levels, tile.style.level),
                         (pad, pad + crop.height), shifted, taken, tile.style.height)
    if not found:
        return None
    runs = [(y + pad, start, end) for y, start, end in canvas.runs]
    for _, mark_runs in found:
        runs.extend(mark_runs)
    band_top = min(b.top for b in shifted)
    return _Canvas(tall, seen, pad, taken + tuple(blob for blob, _ in found), runs,
                   sum(1 for blob, _ in found if blob.top < band_top))


def _lowered(blob: Blob, rows: int) -> Blob:
    return Blob(blob.left, blob.top + rows, blob.right, blob.bottom + rows, blob.area)


def faint_strokes(crop: Image.Image, ink_is_dark: bool, levels: tuple[int, int],
                  drawn: Image.Image, style: CutStyle) -> bool:
    """Whether the chosen letters (`drawn`, black on white) have strokes the split at the
    style's level lost: blur (a small letter scaled up, a soft photo) leaves a thin stroke
    paler than a thick one, and a serif or the arm of an E or Б fades below half the ink's
    darkness. Such letters are blurred (little of their ink is nearly as dark as the darkest),
    and ink split paler joins them beyond the fringe such a split adds round every stroke. On
    sharp letters that ink is something else, a value or a badge joined to the letter through
    a pale edge. On a board whose letters are blurred (the style's `board_blur`) the tile's
    are, however sharp its own ink looks."""
    level, unit = style.level, style.height
    paler = np.asarray(_threshold(crop, ink_is_dark, _paler(levels), level), dtype=np.uint8)
    chosen = np.asarray(drawn, dtype=np.uint8) < 128
    fringe = max(1, round(FRINGE * unit))
    near = cv2.dilate(chosen.astype(np.uint8), np.ones((2 * fringe + 1,) * 2, np.uint8)) > 0
    beyond = (paler > 0) & ~near
    least = LOST_STROKE * unit * unit
    # Most tiles have no such ink at all: their letters are not searched for what it joins.
    if int(beyond.sum()) < least:
        return False
    dark = _darkest(crop, ink_is_dark, levels)
    if (dark & chosen).sum() > SHARP * chosen.sum() and \
            not (style.board_blur is not None and style.board_blur.blurred):
        return False
    _, labels = cv2.connectedComponents(paler, connectivity=8)
    joined = np.unique(labels[chosen & (paler > 0)])
    return int(np.isin(labels[beyond], joined[joined > 0]).sum()) >= least


def _image_edges(box: Box, size: tuple[int, int]) -> tuple[str, ...]:
    """The sides of a tile's crop that are the picture's edges."""
    width, height = size
    sides = (("left", box[0] <= 0), ("top", box[1] <= 0), ("right", box[2] >= width),
             ("bottom", box[3] >= height))
    return tuple(side for side, on_edge in sides if on_edge)


def _on_edge(blob: Blob, size: tuple[int, int], edges: tuple[str, ...]) -> bool:
    return (("left" in edges and blob.left == 0) or ("top" in edges and blob.top == 0)
            or ("right" in edges and blob.right == size[0])
            or ("bottom" in edges and blob.bottom == size[1]))


def _in_band(blob: Blob, top: int, bottom: int, unit: int) -> bool:
    """Ink beside the letters (`unit` the board's letter height) and about as high: what the
    edge left of a letter cut off (not the page between tiles, or a tile's outline, which run
    past the letters)."""
    band = bottom - top
    overlap = min(blob.bottom, bottom) - max(blob.top, top)
    return overlap >= 0.5 * blob.height and 0.2 * band <= blob.height <= 1.3 * max(band, unit)


def without_grid_lines(binary: Image.Image) -> Image.Image:
    """The ink of a cell without the grid lines along its edges: rows and columns near the edge
    inked nearly all across. A wide letter touching a line (a bold M) would else be one
    component with the grid round it, and dropped as a frame."""
    ink = np.asarray(binary) > 0
    height, width = ink.shape
    band_rows, band_cols = max(2, round(EDGE_BAND * height)), max(2, round(EDGE_BAND * width))
    row_cover, col_cover = ink.mean(axis=1), ink.mean(axis=0)
    rows = [r for r in (*range(band_rows), *range(height - band_rows, height))
            if row_cover[r] >= LINE_COVER]
    cols = [c for c in (*range(band_cols), *range(width - band_cols, width))
            if col_cover[c] >= LINE_COVER]
    if not rows and not cols:
        return binary
    ink = ink.copy()
    ink[rows, :] = False
    ink[:, cols] = False
    return Image.fromarray(np.where(ink, 255, 0).astype(np.uint8))


def tile_ink_is_dark(crop: Image.Image, board_ink_is_dark: bool) -> bool:
    """The polarity of one tile's letters. Most tiles follow the board's, but a tile of the word
    being traced is often drawn in another colour (white letters on blue where the board has
    black on white): the letters are then the pixels farther from the tile's colour."""
    histogram, total = _middle_histogram(crop)
    if not total:
        return board_ink_is_dark
    colour = _tile_colour(crop)
    darker = colour - _percentile(histogram, total, 0.03)
    lighter = _percentile(histogram, total, 0.97) - colour
    if board_ink_is_dark:
        return not lighter > 2 * max(darker, MIN_CONTRAST // 2)
    return darker > 2 * max(lighter, MIN_CONTRAST // 2)


def _middle_histogram(crop: Image.Image, rim: float = INK_RIM) -> tuple[list[int], int]:
    """The grey histogram of the crop less `rim` of each side, and its pixel count."""
    width, height = crop.size
    middle = crop.crop((round(width * rim), round(height * rim),
                        round(width * (1 - rim)), round(height * (1 - rim))))
    histogram = middle.histogram()
    return histogram, sum(histogram)


def _tile_colour(crop: Image.Image) -> int:
    """The tile's grey level, for the letters' polarity: the median of the crop less TILE_RIM
    of each side. Not that of its middle, more than half of which a big bold letter inks."""
    histogram, total = _middle_histogram(crop, TILE_RIM)
    return _percentile(histogram, total, 0.5)


def _unturned(rect: Box, size: tuple[int, int], turn: int) -> Box:
    """Where a rectangle of a crop turned by `turn` degrees (now `size`) was before the turn."""
    left, top, right, bottom = rect
    width, height = size
    if turn == 90:
        return height - bottom, left, height - top, right
    if turn == 180:
        return width - right, height - bottom, width - left, height - top
    if turn == 270:
        return top, width - right, bottom, width - left
    return rect


def foot_of(mask: Image.Image) -> float | None:
    """Where the ink of the lowest fifth of a black-on-white glyph starts across its width: the
    column that leaves a tenth of that ink to its left, over the width (None without ink)."""
    width, height = mask.size
    strip = mask.crop((0, height - max(1, round(height / 5)), width, height))
    columns = [255 - value for value in strip.resize((width, 1), Image.Resampling.BOX).tobytes()]
    total = sum(columns)
    if not total:
        return None
    running = 0
    for x, ink in enumerate(columns):
        running += ink
        if running >= 0.1 * total:
            return x / width
    return None


def _is_bar(blob: Blob) -> bool:
    """A plain upright bar: the sans-serif capital I (or a small l), which Tesseract alone cannot
    tell from l, 1 or |."""
    return blob.height >= 3.5 * blob.width and blob.fill >= 0.75


def _is_slash(blob: Blob, runs: list[Run]) -> bool:
    """A thin stroke from bottom left to top right, with the other two corners empty."""
    if len(runs) == 0 or blob.fill > 0.45 or blob.width > 0.9 * blob.height:
        return False
    mid_x, mid_y = blob.cx, blob.cy
    rising = falling = 0
    for y, start, end in runs:
        for x in range(start, end):
            if (x < mid_x) == (y >= mid_y):
                rising += 1
            else:
                falling += 1
    return falling < 0.15 * max(1, rising)


def _levels(crop: Image.Image, ink_is_dark: bool) -> tuple[int, int] | None:
    """(tile colour, ink colour); None when they are too close (an empty tile). The ink is the
    middle's extreme 2% on the ink's side. The tile's colour is the middle's level TILE_SIDE of
    the way from the ink's side, where that is the tile's flat colour (within FLAT_TILE of
    `_tile_colour`): a blurred letter's halo darkens most of the middle, and a split from its
    median falls near the ink and loses a serif's thin strokes. Elsewhere (a photo's patch) it
    is the middle's median, or `_tile_colour` where that is as far from it as ink from a tile
    (a big bold letter inks more than half of the middle, whose median is then its ink)."""
    histogram, total = _middle_histogram(crop)
    colour = _tile_colour(crop)
    background = _percentile(histogram, total, TILE_SIDE if ink_is_dark else 1 - TILE_SIDE)
    if abs(background - colour) > FLAT_TILE:
        background = _percentile(histogram, total, 0.5)
        if abs(colour - background) >= MIN_CONTRAST:
            background = colour
    ink = _percentile(histogram, total, 0.02 if ink_is_dark else 0.98)
    if abs(background - ink) < MIN_CONTRAST:
        return None
    return background, ink


def _threshold(crop: Image.Image, ink_is_dark: bool, levels: tuple[int, int],
               level: float = 0.5) -> Image.Image:
    """Ink as 255 on 0, split at `level` of the way from the tile's colour to its ink."""
    background, ink = levels
    return crop.point(_split_table(background + (ink - background) * level, ink_is_dark))


@lru_cache(maxsize=1024)
def _split_table(split: float, ink_is_dark: bool) -> list[int]:
    if ink_is_dark:
        return [255 if v < split else 0 for v in range(256)]
    return [255 if v > split else 0 for v in range(256)]


@lru_cache(maxsize=1024)
def _stretch_table(background: int, ink: int) -> list[int]:
    """Grey levels mapped so that `ink` becomes black and `background` white."""
    span = background - ink or 1
    return [max(0, min(255, round((v - ink) * 255 / span))) for v in range(256)]


def _soft_ink(crop: Image.Image, drawn: Image.Image, levels: tuple[int, int],
              ink_is_dark: bool) -> Image.Image:
    """The chosen letters with their anti-aliased edges: the crop's grey levels stretched to
    black ink on white, kept within a pixel of the chosen components, white elsewhere."""
    background, ink = levels
    stretched = np.asarray(crop.point(_stretch_table(background, ink)), dtype=np.uint8)
    near = cv2.dilate((np.asarray(drawn, dtype=np.uint8) < 128).astype(np.uint8), _NEIGHBOURS)
    return Image.fromarray(np.where(near > 0, stretched, np.uint8(255)).astype(np.uint8), "L")


_NEIGHBOURS = np.ones((3, 3), dtype=np.uint8)


def _percentile(histogram: list[int], total: int, share: float) -> int:
    target = share * total
    running = 0
    for level, count in enumerate(histogram):
        running += count
        if running >= target:
            return level
    return 255


@dataclass(frozen=True)
class Selection:
    """A tile's components: letter-sized ones in the band, dashes, and marks above or below."""

    letters: tuple[Blob, ...]
    dashes: tuple[Blob, ...] = ()
    marks: tuple[Blob, ...] = ()
    pieces: tuple[Blob, ...] = ()     # more parts of the first letter, above or below it

    @property
    def blobs(self) -> tuple[Blob, ...]:
        return self.letters + self.dashes + self.marks + self.pieces


def select_letters(blobs: list[Blob], size: tuple[int, int],
                   unit: int = GLYPH_HEIGHT) -> Selection | None:
    """The components that make up the tile's letters (None for an empty tile); `unit` is the
    board's typical letter height in these pixels."""
    width, height = size
    cx, cy = width / 2, height / 2
    # Letters are about `unit` high; tile borders, frames and shadows are bigger.
    candidates = [b for b in blobs if b.area >= 0.01 * unit * unit
                  and b.height <= 1.8 * unit and b.width <= 4 * unit]
    # A big letter may touch the crop's edge; a frame round the tile (the page around a tile of
    # another colour) touches it too, but spans the crop and is hollow, or holds a letter
    # inside its box (wide gaps round a small tile fill much of the crop).
    inner = [b for b in candidates
             if not _touches_border(b, size)
             or (_distance_to(b, cx, cy) <= 0.1 * unit
                 and not (b.width >= 0.9 * width and b.height >= 0.9 * height
                          and (b.fill < FRAME_FILL or any(
                              _encloses(b, other) for other in candidates
                              if other.height >= LETTER_HEIGHT * unit))))]
    # A tile's outline that the image's edge cut open no longer spans the crop, nor is it too
    # tall for a letter, but it still holds the letter within its box with room on either
    # side, as no letter does (the pieces of a letter the threshold broke, an M's thin stem
    # beside its diagonals, lie within each other's boxes without room between).
    room = OUTLINE_ROOM * unit
    inner = [b for b in inner
             if not (b.fill < FRAME_FILL
                     and any(_encloses(b, other) and b.left + room <= other.left
                             and other.right <= b.right - room for other in inner
                             if other.height >= LETTER_HEIGHT * unit))]
    # The side of a tile's thin outline, broken off at its rounded corners, is a hairline
    # upright at the crop's side: no letter of the tile is that thin at this scale.
    inner = [b for b in inner if not _outline_side(b, size, unit)]
    reach = 0.25 * min(width, height)
    seeds = [b for b in inner
             if b.height >= LETTER_HEIGHT * unit and _distance_to(b, cx, cy) <= reach]
    if not seeds:
        return None
    # The tallest component near the centre: Q rather than the u of Qu, a letter rather than a
    # point value that strays towards the middle.
    seed = max(seeds, key=lambda b: (b.height >= 0.8 * max(s.height for s in seeds),
                                     -_distance_to(b, cx, cy)))
    rest = [b for b in inner if b is not seed]
    pieces = _stacked_pieces(seed, rest, unit)
    rest = [b for b in rest if b not in pieces]
    band_top = min([seed.top] + [b.top for b in pieces])
    band_bottom = max([seed.bottom] + [b.bottom for b in pieces])
    band = band_bottom - band_top
    letters: list[Blob] = [seed]
    dashes: list[Blob] = []
    grown = True
    while grown:
        grown = False
        left = min(b.left for b in letters + dashes)
        right = max(b.right for b in letters + dashes)
        for blob in list(rest):
            gap = max(blob.left - right, left - blob.right, 0)
            if gap > 0.5 * unit:
                continue
            overlap = min(blob.bottom, band_bottom) - max(blob.top, band_top)
            inside = (blob.top >= band_top - 0.3 * band and blob.bottom <= band_bottom + 0.3 * band)
            # Letters side by side share a baseline: a point value in the tile's corner beside
            # a tall letter overlaps its band but ends high above its foot.
            on_baseline = blob.bottom >= band_top + 0.6 * band
            # No taller than the letters already there: the side of a tile's outline, broken
            # off by the threshold at a rounded corner, stands beside the letter as a high bar.
            letter_sized = (overlap >= 0.5 * blob.height and inside and blob.height >= 0.3 * unit
                            and 0.4 * band <= blob.height <= 1.2 * band)
            if letter_sized and on_baseline and gap <= SPUR_GAP * band \
                    and blob.height <= SPUR_HEIGHT * band and _capped(blob, inner):
                # Blur splits a G at its thinnest strokes: the spur left nearly touching the
                # arc, low on its baseline and under the arc's top, is a part of it, not a
                # letter beside it (a Qu's u has nothing over it).
                pieces.append(blob)
            elif letter_sized and on_baseline:
                letters.append(blob)
            elif letter_sized and gap <= 0.12 * unit and blob.height >= 0.25 * unit:
                # Off the baseline yet touching: the arm of a Ч a drawn path cut off its stem.
                pieces.append(blob)
            elif (blob.width >= 1.5 * blob.height and blob.height <= 0.3 * band
                  and band_top + 0.25 * band <= blob.cy <= band_bottom - 0.25 * band):
                dashes.append(blob)
            else:
                continue
            rest.remove(blob)
            grown = True
    # The dot of i, the breve of Й, the dots of Ё, a Q's tail some faces draw apart.
    marks = [blob for blob in rest if is_mark(blob, letters, band_top, band_bottom)]
    # Other small ink centred within a letter's own box is that letter's: blur breaks off the
    # end of a bar (the serif of E's lower bar), too small for a letter or a dash beside it.
    # (A tile's shadow round the letter may be centred there too, but it is no smaller.)
    pieces += [blob for blob in rest if blob not in marks
               and blob.height < LETTER_HEIGHT * unit
               and any(_centred_in(blob, letter) for letter in letters)]
    letters.sort(key=lambda b: b.left)
    return Selection(tuple(letters), tuple(dashes), tuple(marks), tuple(pieces))


def _centred_in(blob: Blob, letter: Blob) -> bool:
    """Whether the blob is no wider than the letter and its centre lies in the letter's box."""
    return (blob.width <= letter.width and letter.left <= blob.cx <= letter.right
            and letter.top <= blob.cy <= letter.bottom)


def _capped(blob: Blob, others: list[Blob]) -> bool:
    """Whether another component lies over most of the blob's columns, above it."""
    return any(other is not blob and other.bottom <= blob.top
               and min(other.right, blob.right) - max(other.left, blob.left) >= 0.5 * blob.width
               for other in others)


def _stacked_pieces(seed: Blob, others: list[Blob], unit: int) -> list[Blob]:
    """Parts of the seed's own letter right above or below it: a letter cut across by a drawn
    path (or broken by the threshold) falls into pieces stacked in its columns. Not the small
    marks over a letter (the dot of i, the breve of Й): a piece is a good part of a letter high,
    and the whole stays a letter high."""
    pieces: list[Blob] = []
    top, bottom, left, right = seed.top, seed.bottom, seed.left, seed.right
    for blob in sorted(others, key=lambda b: min(abs(b.top - bottom), abs(top - b.bottom))):
        overlap = min(blob.right, right) - max(blob.left, left)
        gap = max(blob.top - bottom, top - blob.bottom)
        if (blob.height >= 0.25 * unit and overlap >= 0.3 * min(blob.width, right - left)
                and gap <= 0.25 * unit
                and max(bottom, blob.bottom) - min(top, blob.top) <= 1.3 * unit):
            pieces.append(blob)
            top, bottom = min(top, blob.top), max(bottom, blob.bottom)
            left, right = min(left, blob.left), max(right, blob.right)
    return pieces


def _outline_side(blob: Blob, size: tuple[int, int], unit: int) -> bool:
    """An upright hairline in the crop's side band (EDGE_BAND of its width): a tile outline's
    side. Letters' strokes at GLYPH_HEIGHT are thicker than HAIRLINE even in a light face."""
    width = size[0]
    return (blob.width <= HAIRLINE * unit and blob.height >= 0.3 * unit
            and (blob.right <= EDGE_BAND * width or blob.left >= (1 - EDGE_BAND) * width))


def _touches_border(blob: Blob, size: tuple[int, int]) -> bool:
    return blob.left == 0 or blob.top == 0 or blob.right == size[0] or blob.bottom == size[1]


def _distance_to(blob: Blob, x: float, y: float) -> float:
    """Distance from a point to the blob's bounding box (0 inside)."""
    dx = max(blob.left - x, 0, x - blob.right)
    dy = max(blob.top - y, 0, y - blob.bottom)
    return (dx * dx + dy * dy) ** 0.5


def _encloses(outer: Blob, inner: Blob) -> bool:
    return (outer is not inner and outer.left < inner.left and outer.top <= inner.top
            and outer.right > inner.right and outer.bottom >= inner.bottom)
