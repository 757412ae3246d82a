"""Boards with marks drawn with Pillow in the shipped fonts, each kind the way a game draws it:
corner flags (×2, ×3, c2, c3 cut out of a coloured triangle), round DL/TL/DW/TW badges with a
white rim over a tile's corner, values in a corner, and badges smudged past reading."""

from __future__ import annotations

from dataclasses import dataclass, field

from PIL import Image, ImageDraw, ImageFilter, ImageFont

from desktop_solver import paths

PITCH, GAP, MARGIN = 110, 12, 40

Cell = tuple[int, int]


@dataclass(frozen=True)
class Board:
    """A board to draw: its letters, the face they and the marks are drawn in, and its marks
    by tile: flags and badges (name, RGB colour), values, smudged badges (colour)."""

    rows: tuple[str, ...]
    face: str = "DejaVuSans.ttf"
    mark_face: str = "DejaVuSans-Bold.ttf"
    page: tuple[int, int, int] = (190, 215, 250)
    flags: dict[Cell, tuple[str, tuple[int, int, int]]] = field(default_factory=dict)
    badges: dict[Cell, tuple[str, tuple[int, int, int]]] = field(default_factory=dict)
    values: dict[Cell, int] = field(default_factory=dict)
    smudged: dict[Cell, tuple[int, int, int]] = field(default_factory=dict)
    flag_leg: float = 0.42     # of the pitch: a flag's side along the tile's edges


def _font(name: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(paths.fonts_dir() / name), size)


def draw(board: Board) -> Image.Image:
    side = len(board.rows)
    size = 2 * MARGIN + side * PITCH + (side - 1) * GAP
    image = Image.new("RGB", (size, size), board.page)
    pen = ImageDraw.Draw(image)
    letters = _font(board.face, round(PITCH * 0.55))
    for row, text in enumerate(board.rows):
        for col, letter in enumerate(text):
            left, top = MARGIN + col * (PITCH + GAP), MARGIN + row * (PITCH + GAP)
            pen.rounded_rectangle((left, top, left + PITCH, top + PITCH), 8, fill="white")
            pen.text((left + PITCH / 2, top + PITCH / 2 + 4), letter, fill=(70, 70, 70),
                     font=letters, anchor="mm")
            cell = (row, col)
            if cell in board.flags:
                _flag(pen, board, (left, top), *board.flags[cell])
            if cell in board.values:
                pen.text((left + 9, top + 7), str(board.values[cell]), fill=(70, 70, 70),
                         font=_font(board.face, round(PITCH * 0.2)), anchor="lt")
    # Badges overlap their tile's corner and the gap beside it: drawn over every tile.
    for (row, col), (name, colour) in board.badges.items():
        _badge(image, board, (MARGIN + col * (PITCH + GAP), MARGIN + row * (PITCH + GAP)),
               name, colour)
    for (row, col), colour in board.smudged.items():
        _badge(image, board, (MARGIN + col * (PITCH + GAP), MARGIN + row * (PITCH + GAP)),
               "TW", colour, smudge=True)
    return image


def _flag(pen: ImageDraw.ImageDraw, board: Board, corner: tuple[int, int], name: str,
          colour: tuple[int, int, int]) -> None:
    """A right triangle in the tile's top left corner, its text cut out in white."""
    left, top = corner
    leg = round(PITCH * board.flag_leg)
    pen.polygon([(left, top), (left + leg, top), (left, top + leg)], fill=colour)
    pen.text((left + 4, top + 3), name, fill="white",
             font=_font(board.mark_face, round(PITCH * 0.17)), anchor="lt")


def _badge(image: Image.Image, board: Board, corner: tuple[int, int], name: str,
           colour: tuple[int, int, int], smudge: bool = False) -> None:
    """A disc with a white rim centred near the tile's top left corner, its name in white;
    `smudge` blurs the text into the disc past reading."""
    radius = round(PITCH * 0.2)
    cx, cy = corner[0] + radius // 2, corner[1] + radius // 2
    disc = Image.new("RGB", (2 * radius + 6, 2 * radius + 6), board.page)
    mask = Image.new("L", disc.size, 0)
    pen, outline = ImageDraw.Draw(disc), ImageDraw.Draw(mask)
    pen.ellipse((0, 0, 2 * radius + 5, 2 * radius + 5), fill="white")
    pen.ellipse((3, 3, 2 * radius + 2, 2 * radius + 2), fill=colour)
    outline.ellipse((0, 0, 2 * radius + 5, 2 * radius + 5), fill=255)
    text = Image.new("RGB", disc.size, colour)
    ImageDraw.Draw(text).text((radius + 3, radius + 3), name, fill="white",
                              font=_font(board.mark_face, round(radius * 0.8)), anchor="mm")
    if smudge:
        text = text.filter(ImageFilter.GaussianBlur(radius * 0.35))
    inner = Image.new("L", disc.size, 0)
    ImageDraw.Draw(inner).ellipse((3, 3, 2 * radius + 2, 2 * radius + 2), fill=255)
    disc.paste(text, (0, 0), inner)
    image.paste(disc, (cx - radius - 3, cy - radius - 3), mask)


def bonuses(board: Board) -> tuple[tuple[str, ...], ...]:
    names = {**{cell: name for cell, (name, _) in board.flags.items()},
             **{cell: name for cell, (name, _) in board.badges.items()}}
    side = len(board.rows)
    return tuple(tuple(names.get((row, col), "") for col in range(side)) for row in range(side))


PURPLE, RED, GREEN, BLUE, ORANGE = (150, 60, 240), (235, 70, 40), (40, 150, 60), (30, 90, 200), \
    (240, 150, 20)
