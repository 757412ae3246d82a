"""Screenshots drawn at test time with Pillow and the DejaVu fonts (Debian fonts-dejavu-core), so
the OCR tests need no image they may not redistribute.

`render_board` draws tiles (square or rounded, light or dark theme, point values in the corners);
`busy_screen` puts a board into a window full of other text; `photo` blurs, tilts and
JPEG-compresses it like a picture taken of a screen.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
BOLD = "DejaVuSans-Bold.ttf"
REGULAR = "DejaVuSans.ttf"
MONO = "DejaVuSansMono-Bold.ttf"
SERIF = "DejaVuSerif-Bold.ttf"


def font(name: str = BOLD, size: int = 40) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT_DIR / name), size)


def letter_mask(text: str, face: str = REGULAR, turn: int = 0) -> Image.Image:
    """`text` as black ink on white cut to its ink, turned `turn` degrees anticlockwise (a
    glyph as cut/segment.py cuts it, for comparing with the letters drawn)."""
    canvas = Image.new("L", (220, 140), 255)
    ImageDraw.Draw(canvas).text((20, 20), text, fill=0, font=font(face, 80))
    glyph = canvas.crop(canvas.point(lambda v: 255 - v).getbbox())
    return glyph.rotate(turn, expand=True, fillcolor=255)


@dataclass(frozen=True)
class Theme:
    background: tuple[int, int, int]
    tile: tuple[int, int, int] | None      # None: letters straight on the background
    ink: tuple[int, int, int]
    value: tuple[int, int, int]
    radius: int = 0


WOOD = Theme((44, 90, 60), (236, 214, 168), (25, 22, 20), (90, 70, 50), radius=12)
NIGHT = Theme((18, 20, 28), (58, 64, 84), (240, 240, 240), (170, 170, 190), radius=16)
PAPER = Theme((250, 250, 245), (255, 255, 255), (60, 60, 60), (120, 120, 120))
PRINT = Theme((255, 255, 255), None, (10, 10, 10), (10, 10, 10))


def render_board(rows: list[list[str]], theme: Theme = WOOD, *, tile: int = 96, gap: int = 10,
                 face: str = BOLD, values: dict[tuple[int, int], str] | None = None,
                 margin: int = 30, small_multi: bool = True,
                 turned: dict[tuple[int, int], int] | None = None,
                 letter_size: float = 0.5) -> Image.Image:
    """A board of `rows` (each tile's text; '' for an empty tile) as an RGB image; `turned`
    rotates some tiles' letters by the given degrees, as dice lie in a tray; `letter_size` is
    the font's size over the tile's side."""
    height, width = len(rows), len(rows[0])
    size = (margin * 2 + width * tile + (width - 1) * gap,
            margin * 2 + height * tile + (height - 1) * gap)
    image = Image.new("RGB", size, theme.background)
    draw = ImageDraw.Draw(image)
    letter = font(face, int(tile * letter_size))
    multi = font(face, int(tile * 0.34)) if small_multi else letter
    value_font = font(REGULAR, int(tile * 0.16))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            left = margin + c * (tile + gap)
            top = margin + r * (tile + gap)
            if theme.tile is not None:
                draw.rounded_rectangle((left, top, left + tile, top + tile), theme.radius,
                                       fill=theme.tile)
            if text and turned and (r, c) in turned:
                glyph = Image.new("RGBA", (tile, tile), (0, 0, 0, 0))
                ImageDraw.Draw(glyph).text((tile / 2, tile / 2), text, fill=theme.ink,
                                           font=letter, anchor="mm")
                glyph = glyph.rotate(turned[(r, c)], resample=Image.Resampling.BICUBIC)
                image.paste(glyph, (left, top), glyph)
            elif text:
                draw.text((left + tile / 2, top + tile / 2), text, fill=theme.ink,
                          font=multi if len(text) > 1 else letter, anchor="mm")
            if values and (r, c) in values:
                draw.text((left + tile * 0.08, top + tile * 0.06), values[(r, c)],
                          fill=theme.value, font=value_font)
    return image


def busy_screen(board: Image.Image, background: tuple[int, int, int] = (235, 236, 240),
                ink: tuple[int, int, int] = (40, 40, 40)) -> Image.Image:
    """The board in a bigger window with a title, a score and timer, menus and a word list."""
    width, height = board.width + 520, board.height + 260
    screen = Image.new("RGB", (width, height), background)
    draw = ImageDraw.Draw(screen)
    draw.text((20, 14), "Word Game - Round 3   Score: 1250   Time 01:20", fill=ink,
              font=font(REGULAR, 22))
    draw.text((20, 50), "File  Edit  View  Help", fill=ink, font=font(REGULAR, 16))
    left = 260
    screen.paste(board, (left, 120))
    words = ["CAT", "TREE", "HOUSE", "WORDS", "PLAY", "TIMER", "SCORE", "LEVEL", "STARS"]
    for i, word in enumerate(words):
        draw.text((20, 120 + i * 30), f"{i + 1}. {word}", fill=ink, font=font(REGULAR, 20))
    for i in range(6):
        draw.text((left + board.width + 30, 130 + i * 34), f"Player {i + 1}: {900 - i * 70}",
                  fill=ink, font=font(REGULAR, 18))
    draw.text((left, 120 + board.height + 40), "Drag your finger to make words",
              fill=ink, font=font(REGULAR, 24))
    return screen


def photo(image: Image.Image, *, blur: float = 1.0, angle: float = 1.5, scale: float = 0.8,
          keystone: float = 0.0, quality: int = 70) -> Image.Image:
    """The image as a mild photo of a screen: scaled, seen a little from below (`keystone`: the
    top edge that much narrower than the bottom), slightly rotated, blurred, JPEG-compressed."""
    size = (round(image.width * scale), round(image.height * scale))
    smaller = image.resize(size, Image.Resampling.LANCZOS)
    if keystone:
        # QUAD maps the source quadrilateral (top left, bottom left, bottom right, top right)
        # onto the whole output: a source wider at the top makes the picture narrower there.
        grow = size[0] * keystone / 2
        smaller = smaller.transform(size, Image.Transform.QUAD,
                                    (-grow, 0, 0, size[1], size[0], size[1], size[0] + grow, 0),
                                    Image.Resampling.BICUBIC, fillcolor=(128, 128, 128))
    tilted = smaller.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True,
                            fillcolor=(128, 128, 128))
    blurred = tilted.filter(ImageFilter.GaussianBlur(blur))
    buffer = io.BytesIO()
    blurred.save(buffer, "JPEG", quality=quality)
    buffer.seek(0)
    return Image.open(buffer).convert("RGB")


def save(image: Image.Image, folder: Path, name: str) -> Path:
    path = folder / name
    image.save(path)
    return path


def render_lined_grid(rows: list[list[str]], *, cell: int = 80, line: int = 3,
                      paper: tuple[int, int, int] = (250, 250, 250),
                      ink: tuple[int, int, int] = (20, 20, 20),
                      lines: tuple[int, int, int] = (60, 60, 60)) -> Image.Image:
    """A board drawn as a ruled grid (as Balda apps draw it), mostly empty cells allowed."""
    count = len(rows)
    side = count * cell + line
    image = Image.new("RGB", (side + 60, side + 60), paper)
    draw = ImageDraw.Draw(image)
    for i in range(count + 1):
        draw.rectangle((30 + i * cell, 30, 30 + i * cell + line - 1, 30 + side - 1), fill=lines)
        draw.rectangle((30, 30 + i * cell, 30 + side - 1, 30 + i * cell + line - 1), fill=lines)
    letter = font(BOLD, int(cell * 0.55))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            if text:
                draw.text((30 + c * cell + cell / 2 + 1, 30 + r * cell + cell / 2 + 1), text,
                          fill=ink, font=letter, anchor="mm")
    return image
