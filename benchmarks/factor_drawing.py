"""Drawing for benchmarks/factor_screens.py: a grid of letters in one look (tiles, lines, no
cells, shadows, a frame), its marks (selected tiles, a path, point values), and the pieces of a
game's screen round it (score header, played words, toast, round buttons, keyboard)."""

from __future__ import annotations

import colorsys
import functools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]
# The letters whose height sets the font size: a capital with a flat top and bottom.
CAP_LETTERS = "HН"
# The widest letter must leave this share of its cell free, as a game's layout does.
WIDEST_SHARE = 0.88


@dataclass(frozen=True)
class Look:
    """How every cell of a grid is drawn (the board, its smaller copy, the keyboard)."""

    cells: str                # tiles, lines, none, shadow, frame
    fill: RGB                 # the cell (or, without cells, the page under the letters)
    ink: RGB
    line: RGB                 # lines between cells, the frame, tile outlines
    font: Path
    letter_share: float       # capital height / pitch
    gap_share: float          # gap between tiles / pitch
    radius_share: float       # corner radius / tile side
    frame_share: float        # outer frame / pitch
    line_share: float         # lines between cells / pitch


@dataclass(frozen=True)
class Marks:
    selected: frozenset[tuple[int, int]] = frozenset()
    select_fill: RGB = (255, 200, 40)
    select_ink: RGB = (20, 20, 20)
    path: tuple[tuple[int, int], ...] = ()
    path_colour: tuple[int, int, int, int] = (230, 60, 60, 160)
    path_share: float = 0.12           # path width / pitch
    values: dict[tuple[int, int], int] | None = None
    value_corner: str = "top right"


@dataclass(frozen=True)
class Piece:
    """A part of the screen beside the board: its size and how to draw it at a place."""

    name: str
    size: tuple[int, int]
    draw: Callable[[Image.Image, tuple[int, int]], None]


def luminance(colour: RGB) -> float:
    r, g, b = colour
    return 0.299 * r + 0.587 * g + 0.114 * b


def saturated(rng: random.Random) -> RGB:
    r, g, b = colorsys.hsv_to_rgb(rng.random(), rng.uniform(0.55, 1.0), rng.uniform(0.45, 0.85))
    return round(r * 255), round(g * 255), round(b * 255)


def pale(rng: random.Random) -> RGB:
    r, g, b = colorsys.hsv_to_rgb(rng.random(), rng.uniform(0.0, 0.25), rng.uniform(0.88, 1.0))
    return round(r * 255), round(g * 255), round(b * 255)


def shade(colour: RGB, factor: float) -> RGB:
    return tuple(max(0, min(255, round(v * factor))) for v in colour)  # type: ignore[return-value]


def page(size: tuple[int, int], top: RGB, bottom: RGB) -> Image.Image:
    """A page from `top` to `bottom` in a vertical gradient (plain when they are equal)."""
    if top == bottom:
        return Image.new("RGB", size, top)
    ramp = np.linspace(np.array(top, float), np.array(bottom, float), size[1])
    return Image.fromarray(np.repeat(ramp[:, None, :], size[0], axis=1).astype(np.uint8))


@functools.cache
def font(path: Path, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(path), max(6, size))


@functools.cache
def cap_height(path: Path) -> float:
    """The height of a capital at size 100, in pixels."""
    face = font(path, 100)
    heights = [face.getbbox(letter)[3] - face.getbbox(letter)[1] for letter in CAP_LETTERS
               if face.getbbox(letter)[3] > face.getbbox(letter)[1]]
    return max(heights) if heights else 70.0


def letter_size(look: Look, pitch: int) -> int:
    return round(look.letter_share * pitch * 100 / cap_height(look.font))


def fitting_share(path: Path, share: float, letters: Sequence[str]) -> float:
    """`share`, or less where the widest of `letters` would not leave its cell room (a game
    never draws letters into the next cell): the physical limit on letter size."""
    face = font(path, 100)
    height = cap_height(path)
    widest = max((face.getlength(_shown(text)) for text in letters if text), default=1.0)
    return min(share, WIDEST_SHARE * height / widest)


def _shown(text: str) -> str:
    return text[0] + text[1:].lower()


def grid_size(look: Look, pitch: int, rows: int, cols: int) -> tuple[int, int]:
    border = frame_width(look, pitch)
    return cols * pitch + 2 * border, rows * pitch + 2 * border


def frame_width(look: Look, pitch: int) -> int:
    return max(3, round(look.frame_share * pitch)) if look.cells == "frame" else 0


def draw_grid(image: Image.Image, look: Look, letters: Sequence[Sequence[str]],
              origin: tuple[int, int], pitch: int, marks: Marks = Marks()) -> None:
    """The grid with its top-left corner (frame included) at `origin`."""
    border = frame_width(look, pitch)
    left, top = origin[0] + border, origin[1] + border
    rows, cols = len(letters), len(letters[0])
    width, height = cols * pitch, rows * pitch
    draw = ImageDraw.Draw(image)
    if look.cells == "shadow":
        _shadows(image, look, (left, top), pitch, (rows, cols))
    if look.cells in ("lines", "frame"):
        draw.rectangle((left, top, left + width - 1, top + height - 1), fill=look.fill)
    if border:
        draw.rectangle((left - border, top - border, left + width + border - 1,
                        top + height + border - 1), outline=look.line, width=border)
    for r, row in enumerate(letters):
        for c, text in enumerate(row):
            chosen = (r, c) in marks.selected
            box = _cell_box(look, (left + c * pitch, top + r * pitch), pitch)
            fill = marks.select_fill if chosen else look.fill
            if look.cells in ("tiles", "shadow"):
                draw.rounded_rectangle(box, radius=round((box[2] - box[0]) * look.radius_share),
                                       fill=fill)
            elif chosen:
                draw.rounded_rectangle(box, radius=round(pitch * 0.2), fill=fill)
    if look.cells in ("lines", "frame"):
        line = max(1, round(look.line_share * pitch)) if look.cells == "lines" else \
            max(1, round(pitch / 60))
        for k in range(cols + (look.cells == "lines")):
            x = left + k * pitch
            draw.rectangle((x - line // 2, top, x - line // 2 + line - 1, top + height - 1),
                           fill=look.line)
        for k in range(rows + (look.cells == "lines")):
            y = top + k * pitch
            draw.rectangle((left, y - line // 2, left + width - 1, y - line // 2 + line - 1),
                           fill=look.line)
    face = font(look.font, letter_size(look, pitch))
    cap = look.letter_share * pitch
    for r, row in enumerate(letters):
        for c, text in enumerate(row):
            if text:
                ink = marks.select_ink if (r, c) in marks.selected else look.ink
                centre = (left + c * pitch + pitch / 2, top + r * pitch + pitch / 2 + cap / 2)
                draw.text(centre, _shown(text), fill=ink, font=face, anchor="ms")
    if marks.values:
        _values(draw, look, (left, top), pitch, marks)
    if marks.path:
        _path(image, (left, top), pitch, marks)


def _cell_box(look: Look, corner: tuple[int, int], pitch: int) -> Box:
    half = round(look.gap_share * pitch / 2) if look.cells in ("tiles", "shadow") else \
        max(1, round(pitch * 0.06))
    x, y = corner
    return x + half, y + half, x + pitch - half - 1, y + pitch - half - 1


def _shadows(image: Image.Image, look: Look, corner: tuple[int, int], pitch: int,
             shape: tuple[int, int]) -> None:
    rows, cols = shape
    offset = max(2, round(pitch * 0.06))
    pad = offset * 4
    region = (corner[0] - pad, corner[1] - pad, corner[0] + cols * pitch + pad,
              corner[1] + rows * pitch + pad)
    mask = Image.new("L", (region[2] - region[0], region[3] - region[1]), 0)
    draw = ImageDraw.Draw(mask)
    for r in range(rows):
        for c in range(cols):
            box = _cell_box(look, (corner[0] - region[0] + c * pitch + offset,
                                   corner[1] - region[1] + r * pitch + offset), pitch)
            draw.rounded_rectangle(box, radius=round((box[2] - box[0]) * look.radius_share),
                                   fill=150)
    mask = mask.filter(ImageFilter.GaussianBlur(offset / 2))
    image.paste((20, 20, 20), region, mask)


def _values(draw: ImageDraw.ImageDraw, look: Look, corner: tuple[int, int], pitch: int,
            marks: Marks) -> None:
    face = font(look.font, round(pitch * 0.2))
    dx = 0.78 if "right" in marks.value_corner else 0.22
    dy = 0.2 if "top" in marks.value_corner else 0.8
    for (r, c), value in (marks.values or {}).items():
        ink = marks.select_ink if (r, c) in marks.selected else look.ink
        draw.text((corner[0] + (c + dx) * pitch, corner[1] + (r + dy) * pitch), str(value),
                  fill=ink, font=face, anchor="mm")


def _path(image: Image.Image, corner: tuple[int, int], pitch: int, marks: Marks) -> None:
    points = [(corner[0] + (c + 0.5) * pitch, corner[1] + (r + 0.5) * pitch)
              for r, c in marks.path]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    region = (int(min(xs)) - pitch, int(min(ys)) - pitch, int(max(xs)) + pitch,
              int(max(ys)) + pitch)
    layer = Image.new("RGBA", (region[2] - region[0], region[3] - region[1]), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    width = max(2, round(pitch * marks.path_share))
    local = [(x - region[0], y - region[1]) for x, y in points]
    draw.line(local, fill=marks.path_colour, width=width, joint="curve")
    for x, y in local[:1]:
        draw.ellipse((x - width, y - width, x + width, y + width), fill=marks.path_colour)
    base = image.crop(region).convert("RGBA")
    image.paste(Image.alpha_composite(base, layer).convert("RGB"), region[:2])


def text_piece(name: str, lines: Sequence[str], path: Path, size: int, ink: RGB) -> Piece:
    """Lines of text, as a game's header or list of played words shows them."""
    face = font(path, size)
    width = round(max(face.getlength(line) for line in lines)) + 2
    step = round(size * 1.4)

    def draw(image: Image.Image, at: tuple[int, int]) -> None:
        painter = ImageDraw.Draw(image)
        for k, line in enumerate(lines):
            painter.text((at[0], at[1] + k * step), line, fill=ink, font=face)

    return Piece(name, (width, step * len(lines)), draw)


def toast_piece(message: str, path: Path, size: int, dark: bool) -> Piece:
    face = font(path, size)
    width, height = round(face.getlength(message) + size * 2), round(size * 2.4)
    fill, ink = ((50, 50, 50), (250, 250, 250)) if dark else ((250, 250, 250), (40, 40, 40))

    def draw(image: Image.Image, at: tuple[int, int]) -> None:
        painter = ImageDraw.Draw(image)
        painter.rounded_rectangle((at[0], at[1], at[0] + width, at[1] + height),
                                  radius=height // 2, fill=fill)
        painter.text((at[0] + width / 2, at[1] + height / 2), message, fill=ink, font=face,
                     anchor="mm")

    return Piece("toast", (width, height), draw)


def buttons_piece(rng: random.Random, diameter: int, fill: RGB, ink: RGB) -> Piece:
    """A row of round buttons with plain icons (play, pause, cross, shuffle arrows)."""
    icons = [rng.choice(("play", "pause", "cross", "ring")) for _ in range(rng.randint(2, 4))]
    step = round(diameter * 1.3)

    def draw(image: Image.Image, at: tuple[int, int]) -> None:
        painter = ImageDraw.Draw(image)
        for k, icon in enumerate(icons):
            x, y, d = at[0] + k * step, at[1], diameter
            painter.ellipse((x, y, x + d, y + d), fill=fill)
            q = d / 4
            stroke = max(2, d // 12)
            if icon == "play":
                painter.polygon([(x + 1.5 * q, y + q), (x + 3 * q, y + 2 * q),
                                 (x + 1.5 * q, y + 3 * q)], fill=ink)
            elif icon == "pause":
                painter.rectangle((x + 1.4 * q, y + q, x + 1.8 * q, y + 3 * q), fill=ink)
                painter.rectangle((x + 2.2 * q, y + q, x + 2.6 * q, y + 3 * q), fill=ink)
            elif icon == "cross":
                painter.line((x + q, y + q, x + 3 * q, y + 3 * q), fill=ink, width=stroke)
                painter.line((x + q, y + 3 * q, x + 3 * q, y + q), fill=ink, width=stroke)
            else:
                painter.arc((x + q, y + q, x + 3 * q, y + 3 * q), 30, 330, fill=ink,
                            width=stroke)

    return Piece("buttons", (step * (len(icons) - 1) + diameter, diameter), draw)


def grid_piece(name: str, look: Look, letters: Sequence[Sequence[str]], pitch: int) -> Piece:
    def draw(image: Image.Image, at: tuple[int, int]) -> None:
        draw_grid(image, look, letters, at, pitch)

    return Piece(name, grid_size(look, pitch, len(letters), len(letters[0])), draw)
