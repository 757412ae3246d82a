"""Find the board in a screenshot: the regular lattice of letters among everything else.

Glossary: a *glyph blob* is a connected component of ink of letter-like size; it is *isolated* when
no blob of similar height sits beside it within a third of its height (letters in words, menus,
terminals and word lists are not isolated; a board's letters are). Isolated blobs go to the lattice
search (lattice.py); the lattice that is large, densely filled and made of big glyphs is the board.
When none is found, or the game is Balda, the board's cells are searched for instead (cells.py):
in the grey picture first, then in its colour planes (cells that differ from their lines in hue
only). Cells also continue a lattice of letters over its empty cells, and over letters a drawn
path joined (`letters_past_edge`). A game of empty cells whose cells show no blobs grows its board
from a word's letters in line over cells that look like cells (seeded.py); and a lattice of
letters too small for the game's board (the letters of one polarity) grows by the letters and
tiles past its edges before it is turned down (`_partial_grown`).

The search runs on a reduced copy of the image (long side `WORK_SIDE`) in both polarities (ink
darker or lighter than its surroundings), with a local-mean threshold so that light and dark
themes, gradients and photos all binarise the same way. A board too small for that scale to
show is searched for in the picture's busy regions, each seen as a picture of its own
(regions.py).
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

import numpy as np
from PIL import Image, ImageChops, ImageFilter

from desktop_solver.core.cancel import NEVER_CANCELLED, CancelToken
from desktop_solver.core.errors import BoardNotFoundError
from desktop_solver.core.games import SizeLimits, profile
from desktop_solver.ocr.locate.bare_lines import without_bare_edges
from desktop_solver.ocr.locate.cell_looks import grown_by_looks
from desktop_solver.ocr.locate.cells import (
    MIN_CELL,
    cell_blobs,
    chroma_planes,
    inverted,
    letter_height,
    letters_in_cells,
    one_a_place,
    tile_blobs,
)
from desktop_solver.ocr.locate.components import Blob, find_blobs
from desktop_solver.ocr.locate.regions import busy_regions
from desktop_solver.ocr.locate.seeded import letter_seeds, seeded_board
from desktop_solver.ocr.geometry import Box, CentreModel, GridGeometry, fit_centre_model
from desktop_solver.ocr.locate.lattice import (
    MIN_GLYPH,
    Buckets,
    Lattice,
    find_lattices,
    LINE_SHOWN,
    SIDES,
    in_band,
    line_past,
    model_pitch,
    typical_height,
)
from desktop_solver.ocr.cut.segment import cut_tiles

WORK_SIDE = 1400
MORE_TILED = 3         # lattices of more tiles tried when the best one's tiles hold no letters
LETTER_SAMPLE = 9      # tiles cut to see whether a lattice's tiles hold letters
THRESHOLD_DELTA = 16   # grey levels darker (or lighter) than the local mean to count as ink
CELL_REACH = 0.25      # of a pitch: a letter this near a cell's centre is in that cell
SAME_PITCH = 0.1       # a lattice of cells this near the letters' pitch is the same board's
# Letters under this height at the working scale (work pixels) may be a small-pitch board's
# seen too coarsely: twice the smallest glyph, so that a board's letters keep their strokes.
SMALL_GLYPH = 2 * MIN_GLYPH
# The finer working scale's long side: the picture's own pixels up to a 4K screen's or a 12 MP
# photo's side (a letter smaller than a glyph there cannot be read anyway).
FINE_SIDE = 4096
# A part of a board that may grow into the whole: two lines of two letters at least (the
# letters of one polarity of a board whose selected tiles have the other).
PARTIAL_SIDE, PARTIAL_TILES = 2, 4
SPECK = 3              # work pixels: a blob this high may be a letter seen too coarsely
# The longest side of a view whose colour planes are searched for cells: a 2560 x 1440 desktop
# at its own size. A 12 MP photo's planes at its own size take over a second to search.
COLOUR_SIDE = 2560


def locate_board(image: Image.Image, game: str | None = None,
                 cancel: CancelToken = NEVER_CANCELLED,
                 limits: SizeLimits | None = None,
                 colour: Image.Image | None = None) -> GridGeometry:
    """The grid of the board in `image` (any mode); BoardNotFoundError when there is none.
    The grid's shapes are the game's, or `limits` when given. `colour` is the picture in
    colour when `image` is a grey copy of it (cells may differ from each other in hue only);
    by default `image` itself when it is in colour."""
    limits = limits or profile(game).sizes
    gray = image.convert("L")
    if colour is None and image.mode in ("RGB", "RGBA", "P"):
        colour = image
    coarse = _view(gray, min(1.0, WORK_SIDE / max(gray.size)), colour)
    try:
        return _locate_whole(gray, coarse, game, cancel, limits)
    except BoardNotFoundError:
        # A picture at its own size at the working scale has no board too small for it.
        found = None if cancel.cancelled or coarse.scale >= 1 else \
            _in_regions(gray, coarse, game, cancel, limits)
        if found is None:
            raise
        return found


def _in_regions(gray: Image.Image, coarse: View, game: str | None, cancel: CancelToken,
                limits: SizeLimits) -> GridGeometry | None:
    """The board found in the picture's busy regions (regions.py), each searched as a picture
    of its own: a board too small for the working scale to show (`_too_small`), of the widest
    pitch, when all the grids found have one shape (a board and its smaller copy); else None.
    A board the working scale could show was lost there for another reason: found in its
    region it is not taken, but its shape is weighed. Other things too small for the working
    scale are found too (a keyboard's keys): when the board is not found, or found of another
    shape, no board is better than one of the wrong shape."""
    best: GridGeometry | None = None
    shapes: set[tuple[int, int]] = set()
    # A region wider than the working side would be reduced as the whole was.
    for box in busy_regions([coarse.masks[True], coarse.masks[False]], coarse.scale,
                            gray.size, WORK_SIDE):
        if cancel.cancelled:
            break
        part = gray.crop(box)
        view = _view(part, 1.0, None if coarse.colour is None else coarse.colour.crop(box))
        try:
            found = _locate_whole(part, view, game, cancel, limits)
        except BoardNotFoundError:
            continue
        if _cut_off(found, box, gray.size) or _continued(found, view):
            continue
        shapes.add((found.rows, found.cols))
        found = found.moved(box[:2], gray.size)
        if _too_small(found, coarse.scale) and (
                best is None or min(found.pitch(0, 0)) > min(best.pitch(0, 0))):
            best = found
    return best if len(shapes) == 1 else None


def _too_small(found: GridGeometry, scale: float) -> bool:
    """Whether the grid's cells are smaller than a cell (MIN_CELL) at the working `scale`,
    and square (SQUARE_PITCH): a grid of another pitch across than down in a region is a
    board's letters mixed with its marks (values in the tiles' corners stand half a pitch
    from the letters), its own pitch one the working scale shows."""
    across, down = found.pitch(0, 0)
    return min(across, down) * scale < MIN_CELL and \
        max(across, down) <= SQUARE_PITCH * min(across, down)


def _cut_off(found: GridGeometry, box: Box, size: tuple[int, int]) -> bool:
    """Whether the grid found in the region `box` of a picture of `size` (in the region's
    pixels) reaches within a pitch of an edge of the region inside the picture: a board's
    edge cells may lie past it (a mostly empty board whose ink is a short word near one
    edge), and the grid found may be a part of the board."""
    left, top, right, bottom = found.board_box
    pitch = max(found.pitch(0, 0))
    width, height = box[2] - box[0], box[3] - box[1]
    return (box[0] > 0 and left < pitch) or (box[1] > 0 and top < pitch) or \
        (box[2] < size[0] and right > width - pitch) or \
        (box[3] < size[1] and bottom > height - pitch)


# Of the cells of a line past a grid found in a region: lone letters of its size in this many
# (two at least) continue it. The page past a board shows none; a keyboard's rows cut to a
# board's columns or a board's row whose letters a path joined show half or more.
CONTINUED = 0.5


def _continued(found: GridGeometry, view: View) -> bool:
    """Whether lone letters of the grid's size continue it past an edge, at its pitch, in
    CONTINUED of the cells of the line there: the grid is a part of a bigger lattice of
    letters (a keyboard's rows of ten keys cut to the game's eight columns, a board less a
    row). A board's lattice ends at its edges."""
    glyph = found.glyph_height * view.scale
    letters = Buckets([blob for dark in (True, False)
                       for blob in isolated(glyph_blobs(view.blobs[dark], view.work.size))
                       if _letter_sized(blob, glyph)], 2 * glyph)
    model = found.model.scaled(view.scale)
    pitch = model_pitch(model)
    for side in SIDES:
        line = line_past(side, found.rows, found.cols)
        shown = sum(bool(letters.around(*model.centre(r, c), CELL_REACH * pitch))
                    for r, c in line)
        if shown >= max(2, CONTINUED * len(line)):
            return True
    return False


def _locate_whole(gray: Image.Image, coarse: View, game: str | None, cancel: CancelToken,
                  limits: SizeLimits) -> GridGeometry:
    """locate_board over the whole of `gray`: at the working scale (`coarse`), and at a finer
    one when that shows small letters or no board."""
    colour = coarse.colour
    found: GridGeometry | None = None
    missing: BoardNotFoundError | None = None
    try:
        found = _locate_in(gray, coarse, game, cancel, limits)
    except BoardNotFoundError as error:
        missing = error
    if coarse.scale >= 1 or cancel.cancelled or (found is not None
                                                  and not _small_letters(coarse, found, limits)):
        if found is None:
            assert missing is not None
            raise missing
        return found
    # Letters of a small pitch in a big picture (a word search in a window on a 4K desktop)
    # shrink below a glyph's size at the working scale, and cells below a cell's (a mostly
    # empty board of a small pitch, found by its cells): they are looked for at a finer one,
    # when the working scale shows small letters or no board at all.
    try:
        finer = _locate_in(gray, _view(gray, min(1.0, FINE_SIDE / max(gray.size)), colour),
                           game, cancel, limits)
    except BoardNotFoundError:
        if found is None:
            assert missing is not None
            raise missing from None
        return found
    if found is None or finer.rows * finer.cols >= found.rows * found.cols:
        return finer
    return found


@dataclass(frozen=True)
class View:
    """The picture at one working scale: reduced (`scale` of its size), binarised both ways
    (ink darker, True, or lighter than its neighbourhood), and the blobs of each mask."""

    work: Image.Image
    scale: float
    masks: dict[bool, Image.Image]
    blobs: dict[bool, list[Blob]]
    colour: Image.Image | None = None     # the picture in colour, at its own size
    # The cell blobs of each tier of evidence, found once a view (`_cell_evidence`).
    found_cells: dict[str, list[tuple[list[Blob], bool]]] = field(default_factory=dict)

    @property
    def tiers(self) -> tuple[str, ...]:
        """The tiers of cell evidence, cheapest first: the grey picture, then its colours."""
        if self.colour is None or max(self.work.size) > COLOUR_SIDE:
            return ("grey",)
        return ("grey", "colour")


def _view(gray: Image.Image, scale: float, colour: Image.Image | None = None) -> View:
    work = _reduced(gray, scale)
    masks = {dark: binarise(work, dark) for dark in (True, False)}
    return View(work, scale, masks, {dark: find_blobs(masks[dark]) for dark in (True, False)},
                colour)


def _reduced(picture: Image.Image, scale: float) -> Image.Image:
    width, height = picture.size
    return picture.resize((max(1, round(width * scale)), max(1, round(height * scale))),
                          Image.Resampling.BOX) if scale < 1 else picture


def _small_letters(view: View, found: GridGeometry | None, limits: SizeLimits) -> bool:
    """Whether the view may show a board's letters too small to be glyphs at its scale: the
    grid found has letters under SMALL_GLYPH, or none was found and blobs under SMALL_GLYPH
    (but not specks) line up in a lattice."""
    if found is not None:
        return found.glyph_height * view.scale < SMALL_GLYPH
    for dark in (True, False):
        tiny = [blob for blob in view.blobs[dark]
                if SPECK <= blob.height < SMALL_GLYPH and blob.width <= 3 * blob.height]
        if find_lattices(isolated(tiny), dark, limits):
            return True
    return False


def _locate_in(gray: Image.Image, view: View, game: str | None, cancel: CancelToken,
               limits: SizeLimits) -> GridGeometry:
    """locate_board in one view of `gray`."""
    width, height = gray.size
    work, scale, blobs = view.work, view.scale, view.blobs
    lattices: list[Lattice] = []
    glyphs = {True: glyph_blobs(blobs[True], work.size)}
    glyphs[False] = without_holes(glyph_blobs(blobs[False], work.size), glyphs[True])
    lattices.extend(find_lattices(isolated(glyphs[True]), True, limits))
    if not cancel.cancelled:
        lattices.extend(find_lattices(isolated(glyphs[False]), False, limits))
    if not cancel.cancelled:
        # Light letters on dark tiles sit inside the dark ring the threshold draws round them,
        # like counters inside letters, and were dropped with them: they are tried as letters
        # too. A lattice of counters alone is sparse and small, and loses to the letters'.
        lattices.extend(find_lattices(isolated(glyph_blobs(blobs[False], work.size)), False,
                                      limits))
    for dark in (True, False):
        if not lattices and not cancel.cancelled:
            # Letters filling most of their cells stand as close as a word's. Tiles seen as
            # blobs stand as close too, and their lattice would outscore their letters': such
            # letters are looked for only when no lattice of lonely letters is found.
            lattices.extend(find_lattices(isolated(glyphs[dark], close_board=True), dark,
                                          limits))
    square_cells = profile(game).square_cells
    if (square_cells or not lattices) and not cancel.cancelled:
        # Mostly empty boards show their size by their cells, not their letters.
        board = _cell_board(view, glyphs, limits, square_boards=square_cells)
        if board is None and game is not None and profile(game).empty_cells:
            # Cells too faint or too blurred for blobs of their own still look like cells
            # from the few letters in line a game of empty cells starts with.
            board = _seeded_board(view, glyphs, limits, square_cells)
        if board is not None:
            return replace(_geometry(board, board.dark, scale, (width, height)),
                           cells_shown=True)
    if not lattices and not cancel.cancelled:
        lattices = _partial_grown(view, glyphs, limits)
    if square_cells:
        lattices = [lattice for lattice in lattices if lattice.rows == lattice.cols]
    if not lattices:
        raise BoardNotFoundError("no board found: expected a grid of letters (at least "
                                 f"{limits.min_rows} x {limits.min_cols} tiles)",
                                 code="ocr.no_board", rows=limits.min_rows,
                                 cols=limits.min_cols)

    empty_cells = game is None or profile(game).empty_cells
    cell_lattices: dict[str, list[Lattice]] = {}

    def finished(lattice: Lattice) -> GridGeometry:
        lattice = grown_by_looks(extend_lattice(lattice, blobs[True] + blobs[False], limits,
                                                work.size), work, limits)
        dark = _ink_polarity(lattice, work)
        if dark != lattice.dark:
            lattice = replace(lattice, glyph_height=_letter_height(
                lattice, glyph_blobs(blobs[dark], work.size)))
        past = None if cancel.cancelled else letters_past_edge(lattice, blobs[True] + blobs[False])
        joined = past is not None
        if joined or (empty_cells and lattice.occupancy < 1 and not cancel.cancelled):
            # The letters of a board with empty cells (a lattice with holes) may not reach its
            # edges, nor the letters left of a board a drawn path joined (letters in line past
            # the edge show it); its cells do. The colour planes are searched only for the
            # latter, when the grey picture shows no such cells: they cost as much again, and
            # a word search's holes are many.
            for tier in view.tiers if joined else ("grey",):
                if tier not in cell_lattices:
                    cell_lattices[tier] = _cell_lattices(view, limits, tier)
                cells = continued_by_cells(lattice, cell_lattices[tier])
                if cells is not None:
                    return replace(_geometry(replace(cells, glyph_height=lattice.glyph_height),
                                             dark, scale, (width, height)), cells_shown=True)
        # Text beside a board of filled tiles may have fallen in line with its columns or rows.
        # Letters a drawn path joined in line past an edge that no cells continued the board
        # to stay on record: the board may be a part of a bigger one, to be warned of
        # (checks/past_edge.py).
        joined_past = (past.side, past.inked) if past is not None and past.joined else None
        return replace(without_bare_edges(gray, _geometry(lattice, dark, scale, (width, height)),
                                          limits.min_rows, limits.min_cols),
                       letters_past=joined_past)

    best = fullest_view(max(lattices, key=lambda lattice: lattice.score), lattices)
    geometry = finished(best)
    # Blobs of a photo's colours can line up like big letters and outscore a board of smaller
    # ones; the tiles of such a lattice hold nothing the tile cutter takes for a letter. Then a
    # lattice of more tiles that do hold letters is the board.
    bigger = sorted((lattice for lattice in lattices if len(lattice.cells) > len(best.cells)),
                    key=lambda lattice: lattice.score, reverse=True)[:MORE_TILED]
    if bigger and not shows_letters(gray, geometry):
        for lattice in bigger:
            other = finished(lattice)
            if shows_letters(gray, other):
                return other
    return geometry


def shows_letters(gray: Image.Image, geometry: GridGeometry) -> bool:
    """Whether most of a sample of the grid's tiles hold what the tile cutter takes for
    letters."""
    cells = [(r, c) for r in range(geometry.rows) for c in range(geometry.cols)]
    sample = set(cells[::max(1, len(cells) // LETTER_SAMPLE)])
    glyphs = [glyph for row in cut_tiles(gray, geometry, only=sample) for glyph in row]
    return 2 * sum(not glyph.is_empty for glyph in glyphs) > len(glyphs)


def _letter_height(lattice: Lattice, letters: list[Blob]) -> float:
    """The height of the letters of the other polarity at the lattice's cells. A lattice found
    in the light halo around dark letters (or the dark one around light letters: the local-mean
    threshold rings a letter) has the halo's height, a good third more than the letters', and the
    letters would be cut that much too small."""
    cells = list(lattice.cells.values())
    reach = 0.3 * lattice.glyph_height
    buckets = Buckets(letters, 2 * lattice.glyph_height)
    heights = []
    for cell in cells:
        inside = [b for b in buckets.around(cell.cx, cell.cy, reach)
                  if b.height <= 1.1 * cell.height]
        if inside:
            heights.append(max(b.height for b in inside))
    if len(heights) < max(2, len(cells) // 2):
        return lattice.glyph_height
    return float(statistics.median(heights))


def fullest_view(best: Lattice, lattices: list[Lattice]) -> Lattice:
    """`best`, or the best-scored lattice of the other polarity that has a cell at every one of
    best's, at the same pitch, and more cells: the same board seen more fully.

    The local-mean threshold rings dark letters with light halos, and on tiles hardly lighter
    than the page (a letter bank's) the halos are blobs of their own, bigger than the letters:
    their lattice outscores the letters' while it misses tiles whose halo the threshold broke,
    tiles then lost for good (extend_lattice looks for letters of the halos' size)."""
    pitch = model_pitch(_model(best))
    reach = 0.2 * pitch

    def covers(other: Lattice) -> bool:
        if other.dark == best.dark or len(other.cells) <= len(best.cells):
            return False
        if abs(model_pitch(_model(other)) - pitch) > 0.15 * pitch:
            return False
        theirs = Buckets(list(other.cells.values()), pitch)
        return all(theirs.around(cell.cx, cell.cy, reach) for cell in best.cells.values())

    views = [lattice for lattice in lattices if covers(lattice)]
    return max(views, key=lambda lattice: lattice.score) if views else best


def _model(lattice: Lattice) -> CentreModel:
    return fit_centre_model([(r, c, b.cx, b.cy) for (r, c), b in lattice.cells.items()])


def extend_lattice(lattice: Lattice, blobs: list[Blob], limits: SizeLimits,
                   size: tuple[int, int]) -> Lattice:
    """The lattice grown by every row or column beside it where most cells (six in ten) hold a
    blob of the board's letter size, of either polarity, right at the predicted centre.

    The letter lattice loses edge lines whose letters it could not use: letters of another
    colour (the traced word), letters crossed by a drawn path, letters cut by the image edge.
    The cells the lattice already has fix the pitch, so each such line is easy to check."""
    cells = dict(lattice.cells)
    rows, cols = lattice.rows, lattice.cols
    glyph = lattice.glyph_height
    letters = Buckets([b for b in blobs if _letter_sized(b, glyph)], 2 * glyph)
    tiles = Buckets(_tiles_round(cells, blobs, model_pitch(_model(lattice))), 2 * glyph)
    grown = True
    while grown:
        grown = False
        model = fit_centre_model([(r, c, b.cx, b.cy) for (r, c), b in cells.items()])
        pitch = model_pitch(model)
        for side in SIDES:
            if side in ("top", "bottom") and rows >= limits.max_rows:
                continue
            if side in ("left", "right") and cols >= limits.max_cols:
                continue
            line = line_past(side, rows, cols)
            found = {}
            for r, c in line:
                x, y = model.centre(r, c)
                margin = 0.12 * pitch   # most of the tile shows
                if not (margin <= x < size[0] - margin and margin <= y < size[1] - margin):
                    continue
                # A letter the threshold broke is no letter blob, but its tile still shows.
                hits = letters.around(x, y, 0.2 * pitch) or tiles.around(x, y, 0.15 * pitch)
                if hits:
                    found[(r, c)] = min(hits, key=lambda b: abs(b.cx - x) + abs(b.cy - y))
            if len(found) < max(min(2, len(line)), LINE_SHOWN * len(line)):
                continue
            shift_r, shift_c = (1 if side == "top" else 0), (1 if side == "left" else 0)
            cells = {(r + shift_r, c + shift_c): b for (r, c), b in (cells | found).items()}
            rows += side in ("top", "bottom")
            cols += side in ("left", "right")
            grown = True
            break
    if (rows, cols) == (lattice.rows, lattice.cols):
        return lattice
    return replace(lattice, rows=rows, cols=cols, cells=cells)


# A blob of a lattice's letter size: from LETTER_LOW to LETTER_HIGH of its letters' height (a
# letter the threshold thinned or thickened a little), and at most LETTER_WIDE heights wide (a
# wide letter, Ш or W, or a Qu tile).
LETTER_LOW, LETTER_HIGH, LETTER_WIDE = 0.7, 1.4, 2.2


def _letter_sized(blob: Blob, glyph: float) -> bool:
    return LETTER_LOW * glyph <= blob.height <= LETTER_HIGH * glyph \
        and blob.width <= LETTER_WIDE * glyph


@dataclass(frozen=True)
class PastEdge:
    """A line just past a lattice's edge inked like the board's: its `side`, how many of its
    cells' centres are `inked`, and whether ink bigger than a letter covers one of them
    (`joined`: letters a drawn path joined, where a word list's or a keyboard's are apart)."""

    side: str
    inked: int
    joined: bool


def letters_past_edge(lattice: Lattice, blobs: list[Blob]) -> PastEdge | None:
    """Whether a line just past the lattice's edge is inked like a board's line whose letters
    were joined: ink of the letters' height or more (of either polarity, within a line of the
    board) covers most of its predicted centres (LINE_SHOWN), and a letter of the lattice's
    size stands at one of them. The lattice may then be a part of its board (a drawn path
    joined the other letters), and the board's cells may show the whole. A word list or a
    keyboard in line with a board leaves gaps between its words or keys. The answer is the first
    such side, None when there is none."""
    glyph = lattice.glyph_height
    model = _model(lattice)
    pitch = model_pitch(model)
    xs = [model.centre(r, c)[0] for r in (0, lattice.rows - 1) for c in (-1, lattice.cols)]
    ys = [model.centre(r, c)[1] for r in (-1, lattice.rows) for c in (0, lattice.cols - 1)]
    left, right = min(xs) - pitch / 2, max(xs) + pitch / 2
    top, bottom = min(ys) - pitch / 2, max(ys) + pitch / 2
    # Joined ink (bigger than a letter) that reaches past the extended board counts too when it
    # is no bigger than the board: a drawn path joining the letters past the edge runs on over
    # the board's other lines. A lone letter must lie within (a word list's first letters
    # straddle its edge).
    near = [b for b in blobs if b.height >= LETTER_LOW * glyph and (
        left <= b.left and b.right <= right and top <= b.top and b.bottom <= bottom
        or not _letter_sized(b, glyph) and left < b.right and b.left < right
        and top < b.bottom and b.top < bottom and b.width <= right - left
        and b.height <= bottom - top)]
    letters = Buckets([b for b in near if _letter_sized(b, glyph)], 2 * glyph)
    for side in SIDES:
        centres = [model.centre(r, c) for r, c in line_past(side, lattice.rows, lattice.cols)]
        covering = [[b for b in near if b.left <= x < b.right and b.top <= y < b.bottom]
                    for x, y in centres]
        inked = sum(1 for found in covering if found)
        if inked >= LINE_SHOWN * len(centres) and any(
                letters.around(x, y, 0.2 * pitch) for x, y in centres):
            joined = any(not _letter_sized(b, glyph) for found in covering for b in found)
            return PastEdge(side, inked, joined)
    return None


def _tiles_round(cells: dict[tuple[int, int], Blob], blobs: list[Blob],
                 pitch: float) -> list[Blob]:
    """The blobs shaped like the tiles round the lattice's letters, when nearly every letter
    sits in such a tile (filled tiles of one size: a letter bank, a game board); else none.
    A tile of that size and no letter blob still holds a letter the threshold broke."""
    tile_sized = Buckets([b for b in blobs if 0.6 * pitch <= b.width <= pitch
                          and 0.6 * pitch <= b.height <= pitch], pitch)

    def tile_of(cell: Blob) -> Blob | None:
        around = tile_sized.around(cell.cx, cell.cy, 0.1 * pitch, 0.15 * pitch)
        return max(around, key=lambda b: b.area) if around else None

    found = [tile for tile in map(tile_of, cells.values()) if tile is not None]
    if len(found) < max(3, 0.65 * len(cells)):
        return []
    width = statistics.median(b.width for b in found)
    height = statistics.median(b.height for b in found)
    return [b for b in blobs if abs(b.width - width) <= 0.08 * width
            and abs(b.height - height) <= 0.08 * height and b.area >= 0.3 * b.width * b.height]


def continued_by_cells(letters: Lattice, cells: list[Lattice]) -> Lattice | None:
    """The lattice of cells that continues the letters' lattice over empty cells, when there is
    one: at the letters' pitch, a cell under every letter, and more cells than the letters'
    lattice has tiles (the largest such)."""
    pitch = model_pitch(_model(letters))
    reach = CELL_REACH * pitch
    best = None
    for lattice in cells:
        if lattice.rows * lattice.cols <= letters.rows * letters.cols:
            continue
        if abs(model_pitch(_model(lattice)) - pitch) > SAME_PITCH * pitch:
            continue
        theirs = Buckets(list(lattice.cells.values()), pitch)
        if not all(theirs.around(letter.cx, letter.cy, reach)
                   for letter in letters.cells.values()):
            continue
        if best is None or len(lattice.cells) > len(best.cells):
            best = lattice
    return None if best is None else replace(best, dark=letters.dark)


def _cell_lattices(view: View, limits: SizeLimits, tier: str) -> list[Lattice]:
    """Every lattice of cells of one tier of evidence: the areas between lines of either
    polarity, and closed outlines."""
    evidence = _cell_evidence(view, tier)
    found = [lattice for cells, lines_dark in evidence
             for lattice in find_lattices(cells, lines_dark, limits, cells=True)]
    # Each kind may see only some of a blurred board's cells (the areas between lines lose
    # the edge cells to the page, the outlines others): the cells of every kind together,
    # one a place, are searched too.
    together = one_a_place([cell for cells, _ in evidence for cell in cells])
    return found + find_lattices(together, True, limits, cells=True)


def _cell_evidence(view: View, tier: str) -> list[tuple[list[Blob], bool]]:
    """The cell blobs of one tier of evidence, with whether their lines are dark: the areas
    between lines of either polarity and closed outlines, in the grey picture ("grey") or in
    each of its opponent-colour planes ("colour"), which show cells that differ from their
    lines in hue only."""
    if tier not in view.found_cells:
        if tier == "grey":
            planes = [(view.work, view.masks)]
        else:
            assert view.colour is not None
            planes = [(plane, {dark: binarise(plane, dark) for dark in (True, False)})
                      for plane in chroma_planes(_reduced(view.colour, view.scale))]
        found = []
        for plane, masks in planes:
            for lines_dark in (True, False):
                found.append((cell_blobs(inverted(masks[lines_dark]), plane.size), lines_dark))
        # Tile outlines in the grey picture only: a tile's outline differs from the page in
        # brightness where its cells differ in hue only (a shadow, a rim), and the colour
        # planes' edge maps cost more than their areas.
        if tier == "grey":
            found.append((tile_blobs(view.work), True))
        view.found_cells[tier] = found
    return view.found_cells[tier]


def _cell_board(view: View, glyphs: dict[bool, list[Blob]], limits: SizeLimits,
                square_boards: bool = False) -> Lattice | None:
    """The best lattice of cells, with the letters' height and polarity taken from the letters
    already in it (or guessed for an empty board)."""
    work = view.work
    found: list[Lattice] = []
    for tier in view.tiers:
        # The colour planes only when the grey picture shows no board of cells.
        found = _cell_lattices(view, limits, tier)
        if square_boards:
            # A Balda board is square; the alphabet keyboard beside it (5 x 7 smaller cells)
            # is not. A blurred board whose edge cells ran into the page shows a part of it.
            square = [lattice for lattice in found if lattice.rows == lattice.cols]
            found = square or [lattice for lattice in (grown_by_looks(lattice, view.work, limits)
                                                       for lattice in found)
                               if lattice.rows == lattice.cols]
        if found:
            break
    if not found:
        return None
    best = max(found, key=lambda lattice: (lattice.score if not square_boards
                                           else lattice.glyph_height * lattice.rows))
    # Cells at the board's edge may be drawn unlike the inner ones (a shadow merges with the
    # page, a frame touches them): they are grown over as letters are, by cells of the size
    # of the lattice's at their predicted centres (and a square board stays square).
    grown = grown_by_looks(extend_lattice(best, _every_cell(view), limits, work.size), work,
                           limits)
    if grown.rows == grown.cols or not square_boards:
        best = grown
    cells = list(best.cells.values())
    dark = _cells_ink_polarity(cells, work)
    height = letter_height(cells, letters_in_cells(cells, glyphs[dark]))
    return replace(best, glyph_height=height, dark=dark)


def _partial_grown(view: View, glyphs: dict[bool, list[Blob]], limits: SizeLimits
                   ) -> list[Lattice]:
    """Lattices of letters too small for the game's board, grown by the letters and tiles in
    line past their edges (extend_lattice) and by their cells' looks into one that is not:
    a board whose light letters stand on tiles and whose selected tiles' dark letters a path
    crossed keeps two columns of lonely letters of one polarity."""
    partial = replace(limits, min_rows=min(limits.min_rows, PARTIAL_SIDE),
                      min_cols=min(limits.min_cols, PARTIAL_SIDE),
                      min_tiles=min(limits.min_tiles, PARTIAL_TILES))
    blobs = view.blobs[True] + view.blobs[False]
    found = [lattice for dark in (True, False)
             for lattice in find_lattices(isolated(glyphs[dark]), dark, partial)]
    grown = []
    for lattice in sorted(found, key=lambda lattice: -lattice.score)[:MORE_TILED]:
        lattice = grown_by_looks(extend_lattice(lattice, blobs, limits, view.work.size),
                                 view.work, limits)
        if limits.min_rows <= lattice.rows and limits.min_cols <= lattice.cols \
                and len(lattice.cells) >= limits.min_tiles:
            grown.append(lattice)
    return grown


def _seeded_board(view: View, glyphs: dict[bool, list[Blob]], limits: SizeLimits,
                  square: bool) -> Lattice | None:
    """The board grown over its cells' looks from a few letters in line (seeded.py): dark
    letters, light ones, and light ones the threshold ringed (see _locate_in)."""
    if view.colour is None:
        return None
    sets = [(True, isolated(glyphs[True])), (False, isolated(glyphs[False])),
            (False, isolated(glyph_blobs(view.blobs[False], view.work.size)))]
    return seeded_board(view.work, _reduced(view.colour, view.scale),
                        letter_seeds(sets), limits, square)


def _every_cell(view: View) -> list[Blob]:
    """Every cell-like blob of every tier of evidence searched so far."""
    return [cell for found in view.found_cells.values() for cells, _ in found
            for cell in cells]


def _cells_ink_polarity(cells: list[Blob], work: Image.Image) -> bool:
    """Dark or light letters, by the minority of pixels in the middle of cells that hold one;
    where the letter is the majority there (a letter filling most of its cell, blurred), by
    the cell's own colour at its rim, the other side of the split from the letter's."""
    votes = 0
    for cell in cells:
        inset_x, inset_y = cell.width // 5, cell.height // 5
        histogram = work.crop((cell.left + inset_x, cell.top + inset_y, cell.right - inset_x,
                               cell.bottom - inset_y)).histogram()
        levels = [level for level, count in enumerate(histogram) if count]
        if not levels or levels[-1] - levels[0] < 48:
            continue                      # an empty cell says nothing
        threshold = otsu_threshold(histogram)
        dark_share = sum(histogram[:threshold + 1]) / max(1, sum(histogram))
        if abs(dark_share - 0.5) < FILLED_MIDDLE:
            rim = _rim_level(cell, work)
            if rim is not None:
                votes += 1 if rim > threshold else -1
                continue
        votes += 1 if dark_share < 0.5 else -1
    return votes >= 0


# A cell's middle inked by between 1/2 - FILLED_MIDDLE and 1/2 + FILLED_MIDDLE is no sure sign of
# its letter's polarity: a letter filling 65-75% of its cell, blurred, inks the middle's majority.
FILLED_MIDDLE = 0.2
# The rim of a cell whose grey level is its own: between RIM_OUT (clear of a line or shadow
# the cell blob may hold at its edge) and RIM_IN of its side from its edge.
RIM_OUT, RIM_IN = 0.08, 0.16


def _rim_level(cell: Blob, work: Image.Image) -> float | None:
    """The median grey level of the cell's rim (RIM_OUT to RIM_IN of its sides)."""
    out_x, out_y = round(cell.width * RIM_OUT), round(cell.height * RIM_OUT)
    in_x, in_y = round(cell.width * RIM_IN), round(cell.height * RIM_IN)
    if in_x <= out_x or in_y <= out_y:
        return None
    pixels = np.asarray(work.crop((cell.left + out_x, cell.top + out_y, cell.right - out_x,
                                   cell.bottom - out_y)), dtype=np.uint8)
    ring = np.ones(pixels.shape, dtype=bool)
    ring[in_y - out_y:pixels.shape[0] - (in_y - out_y),
         in_x - out_x:pixels.shape[1] - (in_x - out_x)] = False
    return float(np.median(pixels[ring])) if ring.any() else None


def binarise(gray: Image.Image, dark: bool, delta: int = THRESHOLD_DELTA) -> Image.Image:
    """255 where a pixel is darker (or lighter) than its neighbourhood's mean by over `delta`.
    The neighbourhood is as wide in pixels at every view finer than the working scale as at
    the working scale: a finer view is searched for things small in the picture (a board of
    small cells in a 12 MP photo), whose lines a neighbourhood a share of the whole picture
    wide, wider than several of its cells, would wash out."""
    radius = max(6, round(min(max(gray.size), WORK_SIDE) / 80))
    mean = gray.filter(ImageFilter.BoxBlur(radius))
    diff = ImageChops.subtract(mean, gray, 1.0, -delta) if dark else \
        ImageChops.subtract(gray, mean, 1.0, -delta)
    return diff.point(_NONZERO)


_NONZERO = [0] + [255] * 255


def glyph_blobs(blobs: Iterable[Blob], size: tuple[int, int]) -> list[Blob]:
    """Blobs that could be letters: not tiny, not huge, not long lines, not touching the edge."""
    width, height = size
    max_height = max(MIN_GLYPH + 1, min(width, height) / 3)
    out = []
    for blob in blobs:
        h, w = blob.height, blob.width
        if h < MIN_GLYPH or h > max_height or w > 3 * h or blob.area < 12 or blob.fill < 0.08:
            continue
        if blob.left == 0 or blob.top == 0 or blob.right == width or blob.bottom == height:
            continue
        out.append(blob)
    return out


def without_holes(light: list[Blob], dark: list[Blob]) -> list[Blob]:
    """Light blobs that are not the counters of dark letters (the inside of an o or a D), which
    repeat as regularly as the letters themselves."""
    buckets = Buckets(dark, 2 * typical_height(dark))
    kept = []
    for blob in light:
        inside = any(
            d.left <= blob.left and d.top <= blob.top and d.right >= blob.right
            and d.bottom >= blob.bottom and d.height <= 2.2 * blob.height
            for d in (dark[j] for j in buckets.near(blob.left - blob.height, blob.top - blob.height,
                                                    blob.right + blob.height,
                                                    blob.bottom + blob.height)))
        if not inside:
            kept.append(blob)
    return kept


def isolated(blobs: list[Blob], close_board: bool = False) -> list[Blob]:
    """Blobs with no similar-height blob beside them closer than a third of their height, and
    with `close_board` blobs of a square neighbourhood: as near a blob above or below as
    beside them.

    Letters in words, menus and word lists stand close beside each other and farther from the
    lines above and below (a line's height and its leading). A board's letters filling most of
    their cells stand as close, but as close above and below too: the pitch is the same both
    ways."""
    buckets = Buckets(blobs, 2 * typical_height(blobs))
    keep = []
    for a in blobs:
        gap = 0.35 * a.height
        lonely = True
        nearest_beside = None
        # A neighbour up to 1.6 times as high and three times as wide has its centre this near.
        reach = gap + 2.5 * a.height
        for j in buckets.near(a.left - reach, a.top - a.height, a.right + reach,
                              a.bottom + a.height):
            b = blobs[j]
            if b is a or not 0.6 * a.height <= b.height <= 1.6 * a.height or not in_band(a, b):
                continue
            apart = max(b.left - a.right, a.left - b.right)
            if apart < gap:
                lonely = False
                if apart < TOUCHING * a.height:
                    nearest_beside = None
                    break
                if nearest_beside is None or abs(b.cx - a.cx) < nearest_beside:
                    nearest_beside = abs(b.cx - a.cx)
        if lonely or (close_board and nearest_beside is not None and a.fill <= LETTER_FILL
                      and _as_near_above(a, blobs, buckets, nearest_beside)
                      and not _encloses(a, blobs, buckets)):
            keep.append(a)
    return keep


TOUCHING = 0.1      # of a letter's height: blobs this near are one word's, on any board
# A blob filling more of its box is a solid shape (a key, a button, a tile seen as a blob: 0.83
# and over), not a letter's strokes (bold and blurred, up to about three quarters): such shapes
# stand close together in square lattices too (a keyboard's keys).
LETTER_FILL = 0.8
SQUARE_PITCH = 1.15   # pitches across and down within this ratio: a board's square lattice
ENCLOSED_SHARE = 0.25  # of an outline's height: what it encloses is a letter, not a dot


def _encloses(a: Blob, blobs: list[Blob], buckets: Buckets) -> bool:
    """Whether a blob ENCLOSED_SHARE of a's height or more lies inside a's box: then `a` is an
    outline round it (a tile's, a key's), not a letter (a letter's only parts apart are dots
    and accents, smaller)."""
    for j in buckets.near(a.left, a.top, a.right, a.bottom):
        b = blobs[j]
        if b is not a and b.height >= ENCLOSED_SHARE * a.height and a.left <= b.left \
                and b.right <= a.right and a.top <= b.top and b.bottom <= a.bottom:
            return True
    return False


def _as_near_above(a: Blob, blobs: list[Blob], buckets: Buckets, beside: float) -> bool:
    """Whether a blob of a's height stands right above or below `a` as far from it (centre to
    centre) as its nearest neighbour beside it, within SQUARE_PITCH."""
    reach = SQUARE_PITCH * beside
    for j in buckets.near(a.cx - a.width, a.cy - reach, a.cx + a.width, a.cy + reach):
        b = blobs[j]
        if b is a or not 0.6 * a.height <= b.height <= 1.6 * a.height:
            continue
        if abs(b.cx - a.cx) <= 0.3 * max(a.width, b.width, a.height) and \
                beside / SQUARE_PITCH <= abs(b.cy - a.cy) <= reach:
            return True
    return False


def _ink_polarity(lattice: Lattice, work: Image.Image) -> bool:
    """True when letters are darker than their tiles.

    A lattice may have been found from the light halo around dark letters (or the reverse), so the
    polarity is decided again from pixels: around each tile centre, letters are the minority."""
    dark_votes = 0
    cells = list(lattice.cells.values())
    cells = cells[::max(1, len(cells) // 25)]
    for blob in cells:
        r = 0.6 * lattice.glyph_height
        box = (round(blob.cx - r), round(blob.cy - r), round(blob.cx + r), round(blob.cy + r))
        histogram = work.crop(box).histogram()
        threshold = otsu_threshold(histogram)
        dark_share = sum(histogram[:threshold + 1]) / max(1, sum(histogram))
        dark_votes += dark_share < 0.5
    return dark_votes * 2 >= len(cells)


def otsu_threshold(histogram: list[int]) -> int:
    """The grey level that best splits a 256-bin histogram into two classes (Otsu's method)."""
    total = sum(histogram)
    if total == 0:
        return 127
    sum_all = sum(i * h for i, h in enumerate(histogram))
    weight_low = sum_low = 0.0
    best, best_between = 127, -1.0
    for level in range(256):
        weight_low += histogram[level]
        if weight_low == 0:
            continue
        weight_high = total - weight_low
        if weight_high == 0:
            break
        sum_low += level * histogram[level]
        mean_low = sum_low / weight_low
        mean_high = (sum_all - sum_low) / weight_high
        between = weight_low * weight_high * (mean_low - mean_high) ** 2
        if between > best_between:
            best, best_between = level, between
    return best


def _geometry(lattice: Lattice, dark: bool, scale: float,
              image_size: tuple[int, int]) -> GridGeometry:
    points = [(r, c, blob.cx, blob.cy) for (r, c), blob in lattice.cells.items()]
    model = fit_centre_model(points)
    for _ in range(2):
        pitch = model_pitch(model)
        kept = [p for p in points
                if _distance(model.centre(p[0], p[1]), (p[2], p[3])) <= 0.2 * pitch]
        if len(kept) < max(3, len(points) // 2) or len(kept) == len(points):
            break
        points = kept
        model = fit_centre_model(points)
    return GridGeometry(lattice.rows, lattice.cols, model.scaled(1 / scale),
                        lattice.glyph_height / scale, dark, image_size)


def _distance(a: tuple[float, float], b: tuple[float, float]) -> float:
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
