"""The board read at a working scale: a 12 MP photo costs what a screenshot does.

Once the grid is found, what the reader does to a tile (cut its letters, compare them with drawn
ones, look for marks in its corners) costs in proportion to the tile's pixels, and a tile 600
pixels wide tells no more than one 200 wide: letters go to Tesseract 44 pixels high, marks are
looked at with a 96-pixel pitch. So a picture whose pitch is larger than WORKING_PITCH is shrunk,
with its grid, before the tiles are cut; the reading's boxes are mapped back to the picture's
own pixels at the end. The text round the board (totals, a word search's list) is still read
from the picture at its own size: small print needs every pixel it has.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PIL import Image

from desktop_solver.ocr.geometry import Box, GridGeometry

# Pixels between tile centres the tiles are read at, at most: twice the size the later stages
# bring a tile to (segment.GLYPH_HEIGHT for a letter of about half the pitch, tile_marks.WORK_PITCH
# for the marks), so shrinking to it loses nothing they look at.
WORKING_PITCH = 200


@dataclass(frozen=True)
class WorkingScale:
    """The picture and its grid at the working scale, and the factor they were shrunk by
    (1.0: the picture as it came)."""

    picture: Image.Image
    geometry: GridGeometry
    factor: float = 1.0
    full_size: tuple[int, int] = (0, 0)   # the picture's size as it came

    def full_geometry(self, geometry: GridGeometry) -> GridGeometry:
        """A grid of the working picture in the pixels of the picture as it came."""
        if self.factor == 1.0:
            return geometry
        return _scaled(geometry, 1 / self.factor, self.full_size)

    def full_box(self, box: Box) -> Box:
        """A box of the working picture in the pixels of the picture as it came."""
        if self.factor == 1.0:
            return box
        grow = 1 / self.factor
        left, top, right, bottom = box
        return (int(left * grow), int(top * grow), round(right * grow), round(bottom * grow))


def at_working_scale(picture: Image.Image, geometry: GridGeometry) -> WorkingScale:
    """`picture` and `geometry` shrunk so that the grid's pitch is at most WORKING_PITCH."""
    pitch = max(geometry.pitch(0, 0))
    if pitch <= WORKING_PITCH:
        return WorkingScale(picture, geometry, 1.0, picture.size)
    size = (max(1, round(picture.width * WORKING_PITCH / pitch)),
            max(1, round(picture.height * WORKING_PITCH / pitch)))
    factor = size[0] / picture.width
    # Area averaging (BOX) keeps thin strokes and small print as grey rather than dropping them.
    small = picture.resize(size, Image.Resampling.BOX)
    return WorkingScale(small, _scaled(geometry, factor, size), factor, picture.size)


def _scaled(geometry: GridGeometry, factor: float, size: tuple[int, int]) -> GridGeometry:
    return replace(geometry, model=geometry.model.scaled(factor),
                   glyph_height=geometry.glyph_height * factor, image_size=size)
