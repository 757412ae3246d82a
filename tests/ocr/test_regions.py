"""The busy regions of a big picture, where a board too small for the working scale is looked
for (locate/regions.py)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from desktop_solver.ocr.locate.board import WORK_SIDE, binarise
from desktop_solver.ocr.locate.regions import busy_regions


def test_each_thing_on_a_big_page_is_a_region_of_its_own_most_ink_first():
    # GIVEN a 4000 x 3000 page with a 5 x 5 block of small dark squares (cells at a 24 px
    # pitch) near its right edge and a short dark bar far from it, seen at the working scale
    page = Image.new("L", (4000, 3000), 200)
    draw = ImageDraw.Draw(page)
    for r in range(5):
        for c in range(5):
            draw.rectangle((3500 + 24 * c, 1800 + 24 * r, 3519 + 24 * c, 1819 + 24 * r), fill=60)
    draw.rectangle((300, 300, 400, 330), fill=60)
    scale = WORK_SIDE / 4000
    work = page.resize((round(4000 * scale), round(3000 * scale)), Image.Resampling.BOX)
    masks = [binarise(work, dark) for dark in (True, False)]
    # WHEN the busy regions are found
    regions = busy_regions(masks, scale, page.size, WORK_SIDE)
    # THEN the block is the first, in the picture's pixels with a margin round it, and the
    # bar the second
    assert len(regions) == 2
    left, top, right, bottom = regions[0]
    assert left < 3500 and top < 1800 and right > 3620 and bottom > 1920
    assert right - left < 500 and bottom - top < 500
    assert regions[1][0] < 300 < regions[1][2]
