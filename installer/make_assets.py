"""Draw the app icon and the self-test's board picture with Pillow and the shipped DejaVu fonts.

    python installer/make_assets.py

Writes resources/icons/ (PNG in the usual sizes, .ico for Windows, .icns for macOS) and
resources/selftest/board.png. The outputs are committed, so a build does not need this script; rerun
it only to change the pictures (in resources/fonts/DejaVuSans-Bold.ttf).

The icon is our own drawing: a tray of letter tiles, WORDS traced by a highlighted path.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SELFTEST = ROOT / "resources" / "selftest"
FONT = ROOT / "resources" / "fonts" / "DejaVuSans-Bold.ttf"

NAME = "desktop_solver"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)

TRAY = (31, 78, 121)
TILE = (246, 231, 196)
INK = (33, 37, 41)
PATH = (242, 121, 36, 170)
# 3x3 tiles; WORDS runs W-O-R across the top, then down-left to D and right to S.
LETTERS = ("WOR", "СDS", "ЛОВ")
WORDS_PATH = ((0, 0), (0, 1), (0, 2), (1, 1), (1, 2))

# The self-test board: the Russian board the self-test solves, as a game would show it.
SELFTEST_ROWS = ("ПАРК", "ОСНТ", "ЛЕИА", "КРОМ")


def draw_icon(size: int) -> Image.Image:
    """The icon at `size` pixels, drawn at 4x and scaled down for smooth edges; below 48
    pixels letters would be mush, so small sizes show the tiles and the path only."""
    scale = 4
    side = size * scale
    image = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, side - 1, side - 1), radius=side * 0.18, fill=TRAY)
    margin, gap = side * 0.1, side * 0.04
    tile = (side - 2 * margin - 2 * gap) / 3

    def centre(row: int, col: int) -> tuple[float, float]:
        return (margin + col * (tile + gap) + tile / 2, margin + row * (tile + gap) + tile / 2)

    for row in range(3):
        for col in range(3):
            left, top = margin + col * (tile + gap), margin + row * (tile + gap)
            draw.rounded_rectangle((left, top, left + tile, top + tile), radius=tile * 0.16,
                                   fill=TILE)
    if size >= 48:
        font = ImageFont.truetype(str(FONT), round(tile * 0.62))
        for row, letters in enumerate(LETTERS):
            for col, letter in enumerate(letters):
                draw.text(centre(row, col), letter, fill=INK, font=font, anchor="mm")
    overlay = Image.new("RGBA", image.size, (0, 0, 0, 0))
    pen = ImageDraw.Draw(overlay)
    points = [centre(row, col) for row, col in WORDS_PATH]
    width = round(tile * (0.22 if size >= 48 else 0.3))
    pen.line(points, fill=PATH, width=width, joint="curve")
    for x, y in (points[0], points[-1]):
        pen.ellipse((x - width, y - width, x + width, y + width), fill=PATH)
    image = Image.alpha_composite(image, overlay)
    return image.resize((size, size), Image.Resampling.LANCZOS)


def draw_selftest_board() -> Image.Image:
    """A plain game board: dark tray, light tiles, one capital per tile."""
    tile, gap, margin = 96, 12, 32
    count = len(SELFTEST_ROWS)
    side = 2 * margin + count * tile + (count - 1) * gap
    image = Image.new("RGB", (side, side), TRAY)
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(str(FONT), 52)
    for row, letters in enumerate(SELFTEST_ROWS):
        for col, letter in enumerate(letters):
            left, top = margin + col * (tile + gap), margin + row * (tile + gap)
            draw.rounded_rectangle((left, top, left + tile, top + tile), radius=14, fill=TILE)
            draw.text((left + tile / 2, top + tile / 2), letter, fill=INK, font=font, anchor="mm")
    return image


def main() -> int:
    if not FONT.exists():
        print(f"make_assets: {FONT} is missing (the shipped fonts)", file=sys.stderr)
        return 1
    ICONS.mkdir(parents=True, exist_ok=True)
    SELFTEST.mkdir(parents=True, exist_ok=True)
    pictures = {size: draw_icon(size) for size in PNG_SIZES}
    for size, picture in pictures.items():
        picture.save(ICONS / f"{NAME}-{size}.png", optimize=True)
    pictures[256].save(ICONS / f"{NAME}.ico", sizes=[(s, s) for s in ICO_SIZES])
    pictures[512].save(ICONS / f"{NAME}.icns")
    draw_selftest_board().save(SELFTEST / "board.png", optimize=True)
    print(f"wrote {ICONS} and {SELFTEST / 'board.png'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
